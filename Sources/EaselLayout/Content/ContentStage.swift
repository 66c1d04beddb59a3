import EaselIR
import EaselText

/// The content layout stage (spec L4–L16): the IR's view tree laid out in the content area the
/// chrome leaves, as a tree of `ContentNode`s in window coordinates. A pure function.
public struct ContentStage: Sendable {
    public let measurer: any TextMeasuring
    public let platform: Platform
    /// The split view columns the engine shows (L14), leading to trailing; empty: every column.
    public var splitColumns: [SplitColumn] = []
    /// Scrolling containers are scrolled down one screen (`--scrolled`, L10).
    public var scrolled = false
    /// The text size text styles are drawn at (V5).
    public var dynamicType: DynamicTypeSize = .large
    /// Past it, views not yet sized or placed are left out.
    public var deadline: StageDeadline?
    /// Layouts made before for the same document, to reuse (see `ContentLayouts`).
    public var layouts: ContentLayouts?

    public init(measurer: any TextMeasuring, platform: Platform, splitColumns: [SplitColumn] = []) {
        self.measurer = measurer
        self.platform = platform
        self.splitColumns = splitColumns
    }

    /// The body text size per platform (text styles scale from it).
    static func baseSize(_ platform: Platform) -> Double {
        switch platform {
        case .macos: return 13
        case .watchos: return 15
        case .tvos: return 29
        default: return 17
        }
    }

    /// `view` laid out in `area`: proposed the area, centred in it (SwiftUI centres a root view in
    /// the safe area); what lies outside `visible` (the window) is not shown.
    public func layout(_ view: ViewNode, in area: Rect, visible: Rect) -> ContentNode? {
        layout(view, in: area, visible: visible, full: visible)
    }

    /// As above; views with `ignoresSafeArea()` extend from `area`'s edges to `full`'s (L9).
    public func layout(_ view: ViewNode, in area: Rect, visible: Rect, full: Rect) -> ContentNode? {
        guard area.width > 0, area.height > 0 else { return nil }
        guard let layouts else { return layoutAnew(view, in: area, visible: visible, full: full) }
        let inputs = ContentLayouts.Inputs(tree: treeInputs(view), splitColumns: splitColumns, scrolled: scrolled,
                                           area: area, visible: visible, full: full)
        return layouts.layout(inputs) {
            let content = layoutAnew(view, in: area, visible: visible, full: full)
            return (content, !(deadline?.expired ?? false))
        }
    }

    private func treeInputs(_ view: ViewNode) -> ContentLayouts.TreeInputs {
        ContentLayouts.TreeInputs(view: view, platform: platform, dynamicType: dynamicType)
    }

    private func layoutAnew(_ view: ViewNode, in area: Rect, visible: Rect, full: Rect) -> ContentNode? {
        let base = Self.baseSize(platform)
        var env = ContentEnvironment(platform: platform, font: FontSpec(size: base), baseSize: base)
        env.dynamicType = dynamicType
        env.font = env.style("body")
        let tree = treeInputs(view)
        let build = { ContentTree.build(view, env) }
        let boxes = layouts?.tree(tree, build) ?? build()
        defer { layouts?.keep(boxes, for: tree) }
        var engine = ContentEngine(measurer: measurer, safeArea: area, fullArea: full, splitColumns: splitColumns)
        engine.scrolled = scrolled
        engine.deadline = deadline
        let p = Proposal(width: area.width, height: area.height)
        let s = engine.stackSize(boxes, horizontal: false, spacing: env.spacing, p)
        let nodes = engine.placeStack(boxes, horizontal: false, spacing: env.spacing, alignment: "center",
                                      in: ContentEngine.align(s, in: area, "center"))
        let root: ContentNode
        switch nodes.count {
        case 0: return nil
        case 1: root = nodes[0]
        default:
            var wrapper = ContentNode(kind: "VStack", frame: ContentEngine.align(s, in: area, "center"), font: env.font, children: nodes)
            wrapper.view = view
            root = wrapper
        }
        return root.clipped(to: visible)
    }
}

/// A shown split view column: its name (`sidebar`, `content`, `detail`), where it starts from
/// the window's leading edge and how wide it is.
public struct SplitColumn: Hashable, Sendable {
    public var name: String
    public var x: Double
    public var width: Double

    public init(name: String, x: Double, width: Double) {
        self.name = name
        self.x = x
        self.width = width
    }
}
