import EaselIR
import EaselText

/// What SwiftUI hands down the tree while laying out (the environment values that change sizes).
struct ContentEnvironment {
    var platform: Platform
    var font: FontSpec
    /// The size of the body style on this platform (text styles scale from it).
    var baseSize: Double
    /// The text size (V5) and the text style the font follows (`nil` once a fixed size is set).
    var dynamicType: DynamicTypeSize = .large
    var textStyle: String? = "body"
    var lineLimit: Int?
    var textAlignment = "leading"
    var truncation = "tail"
    var buttonStyle: ContentStyle?
    var toggleStyle: ContentStyle?
    var labelStyle: ContentStyle?
    var pickerStyle: ContentStyle?
    var textFieldStyle: ContentStyle?
    var imageScale = 1.0
    /// `.labelsHidden()`: controls below show no title, only what they control.
    var labelsHidden = false
    /// Inside a `List` or `Form` row.
    var inList = false
    /// Inside a `Form` (pickers are rows, text fields borderless).
    var inForm = false
    /// Inside a split view's sidebar column (`List` defaults to `.sidebar`).
    var inSidebar = false
    /// The axis of the stack this view is a direct child of (a `Divider` is a line across it).
    var stackAxis: Axis = .vertical
    var listStyle: ContentStyle?
    var formStyle: ContentStyle?
    /// `.foregroundStyle(_:)`, `.foregroundColor(_:)`: the colour this view and the views in it
    /// draw their text and symbols in, as SwiftUI hands it down.
    var foreground: IRSymbol?
    /// `.tint(_:)`, `.accentColor(_:)`: the colour this view's controls take instead of the accent.
    var tint: IRSymbol?

    enum Axis { case horizontal, vertical }

    /// L6: the default spacing between adjacent views.
    var spacing: Double {
        switch platform {
        case .watchos: return 4
        case .tvos: return 20
        default: return 8
        }
    }

    /// L8: `padding()`'s default length.
    var padding: Double { platform == .watchos ? 8 : 16 }

    static let textStyles: [String: (size: Double, weight: FontSpec.Weight)] = [
        "largeTitle": (34, .regular), "title": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
        "headline": (17, .semibold), "subheadline": (15, .regular), "body": (17, .regular), "callout": (16, .regular),
        "footnote": (13, .regular), "caption": (12, .regular), "caption2": (11, .regular),
    ]

    /// A text style at this platform's scale (macOS's body is 13 pt, tvOS's 29) and text size (V5).
    func style(_ name: String) -> FontSpec {
        let s = Self.textStyles[name] ?? (17, .regular)
        let size = s.size * baseSize / 17 * DynamicTypeSizes.scale(name, dynamicType, on: platform)
        return FontSpec(size: (size * 100).rounded() / 100, weight: s.weight)
    }

    static func weight(_ name: String) -> FontSpec.Weight {
        switch name {
        case "bold", "heavy", "black": return .bold
        case "semibold": return .semibold
        case "medium": return .medium
        default: return .regular
        }
    }

    /// The environment below `view`, after its environment modifiers.
    func applying(_ view: ViewNode) -> ContentEnvironment {
        var e = self
        for m in view.modifiers { e.apply(m) }
        return e
    }

    /// A new text size: the font follows when it is a text style's (V5).
    private mutating func resize(to size: DynamicTypeSize) {
        dynamicType = size
        if let textStyle {
            let weight = font.weight, italic = font.italic
            font = style(textStyle)
            font.weight = weight
            font.italic = italic
        }
    }

    private mutating func apply(_ m: IRModifier) {
        // Read only by the modifiers that take a symbol (most modifiers of a row take none).
        lazy var symbol = m.arguments.first?.value.symbolValue?.name
        lazy var named = symbol.map(ContentStyle.init(rawValue:))
        switch m.name {
        case "font":
            guard let s = m.argument("font")?.symbolValue else { return }
            if Self.textStyles[s.name] != nil { font = style(s.name); textStyle = s.name }
            if let size = LayoutNumbers.fontSize(s.fields["size"]) { font.size = size; textStyle = nil }
            if let w = s.fields["weight"]?.symbolValue?.name { font.weight = Self.weight(w) }
            if s.fields["bold"] == .bool(true) { font.weight = .bold }
            if s.fields["italic"] == .bool(true) { font.italic = true }
        case "bold": if m.argument("isActive") != .bool(false) { font.weight = .bold }
        case "italic": if m.argument("isActive") != .bool(false) { font.italic = true }
        case "fontWeight": if let w = m.argument("weight")?.symbolValue?.name { font.weight = Self.weight(w) }
        case "lineLimit":
            if case .int(let n)? = m.arguments.first?.value { lineLimit = n } else if m.arguments.first?.value == .null { lineLimit = nil }
        case "multilineTextAlignment": if let symbol { textAlignment = symbol }
        case "truncationMode": if let symbol { truncation = symbol }
        case "foregroundStyle", "foregroundColor":
            if let colour = m.arguments.first?.value.symbolValue { foreground = colour }
        case "tint", "accentColor":
            if let colour = m.arguments.first?.value.symbolValue { tint = colour }
        case "buttonStyle":
            // A style of the source (`PrimaryButton()`, a record): its type's name; the button draws its `styleBody`.
            if case .record(let type, _)? = m.arguments.first?.value { buttonStyle = .other(type) } else { buttonStyle = named }
        case "toggleStyle": toggleStyle = named
        case "labelStyle": labelStyle = named
        case "labelsHidden": labelsHidden = true
        case "pickerStyle": pickerStyle = named
        case "textFieldStyle": textFieldStyle = named
        case "listStyle": listStyle = named
        case "formStyle": formStyle = named
        case "imageScale": imageScale = symbol == "large" ? 1.3 : symbol == "small" ? 0.8 : 1
        case "dynamicTypeSize":
            if let size = symbol.flatMap(DynamicTypeSize.init(rawValue:)) {
                resize(to: size)
            } else if case .range(let lower, let upper, let closed)? = m.arguments.first?.value,
                      let size = dynamicType.clamped(from: lower.symbolValue.flatMap { DynamicTypeSize(rawValue: $0.name) },
                                                     to: upper.symbolValue.flatMap { DynamicTypeSize(rawValue: $0.name) }, closed: closed) {
                resize(to: size)  // `...DynamicTypeSize.xxxLarge`: the sizes above it are not reached (V5)
            }
        case "environment":
            // `.environment(\.dynamicTypeSize, .accessibility3)`: the key path's last name.
            if case .keyPath(let path)? = m.argument("keyPath"), path.last == "dynamicTypeSize",
               let size = m.argument("value")?.symbolValue.flatMap({ DynamicTypeSize(rawValue: $0.name) }) {
                resize(to: size)
            }
        default: break
        }
    }
}

/// A layout modifier (spec L8), applied around the view in the order written.
enum Layer {
    case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
    case frame(width: Double?, height: Double?, alignment: String)
    case flexibleFrame(minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
                       minHeight: Double?, idealHeight: Double?, maxHeight: Double?, alignment: String)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case offset(x: Double, y: Double)
    case background(Box, alignment: String)
    case overlay(Box, alignment: String)
    case aspectRatio(Double?, fill: Bool)
    /// `.cornerRadius(_:)`, `.clipShape(_:)`, `.clipped()`: a capsule's radius is `.infinity`
    /// (half the shorter side, once placed).
    case clip(cornerRadius: Double, circle: Bool)
}

/// A view prepared for layout: its flattened children, environment and layout modifiers.
/// A reference type only so sizes can be remembered per proposal during one layout.
final class Box {
    let view: ViewNode
    /// The kind written in the JSON (a placeholder's own name).
    let kind: String
    /// The environment of the view's content.
    let env: ContentEnvironment
    var children: [Box]
    let layers: [Layer]
    /// Views declared in the source (and `NavigationStack`'s kind of wrappers) add no node:
    /// their content is placed in their place.
    let transparent: Bool
    let priority: Double
    /// Views handed as arguments (`label:`, `header:`, `sidebar:`, …), by parameter name.
    var arguments: [String: [Box]] = [:]
    var sizes = SizeCache()
    let base: ContentEngine.BaseLayout

    init(view: ViewNode, kind: String, env: ContentEnvironment, children: [Box], layers: [Layer], transparent: Bool, priority: Double) {
        self.view = view
        self.kind = kind
        self.env = env
        self.children = children
        self.layers = layers
        self.transparent = transparent
        self.priority = priority
        self.base = ContentEngine.baseLayout(of: kind)
    }

    /// A `Spacer` without modifiers: stacks ask this of every child at every proposal.
    var isSpacer: Bool { base == .spacer && layers.isEmpty }

    /// The text last measured for this box, in its font, and its width as one paragraph (nil:
    /// several). A text's width does not depend on the proposal, and the box outlives its
    /// layouts (`ContentLayouts.tree`, laid out by one measurer): each text is measured once,
    /// not once per proposal and variant (7 % of the variant matrix's cell instructions).
    private var measuredText: (text: String, font: FontSpec, whole: Double?)?

    func singleParagraphWidth(of text: String, in font: FontSpec, _ measure: () -> Double?) -> Double? {
        if let known = measuredText, known.font == font, known.text == text { return known.whole }
        let whole = measure()
        measuredText = (text, font, whole)
        return whole
    }

    /// Forgets the sizes this box and those under it answered: the tree is laid out again, in
    /// another area (`ContentLayouts.tree`).
    func forgetSizes() {
        sizes = SizeCache()
        for child in children { child.forgetSizes() }
        for boxes in arguments.values { for box in boxes { box.forgetSizes() } }
    }

    /// This view with `outer` layers applied after its own (a `Group`'s modifiers on a child).
    func wrapped(in outer: [Layer]) -> Box {
        let box = Box(view: view, kind: kind, env: env, children: children, layers: layers + outer, transparent: transparent, priority: priority)
        box.arguments = arguments
        return box
    }
}

struct SizeKey: Hashable {
    let layer: Int
    let width: Double?
    let height: Double?
}

/// A box's sizes by proposal. Most boxes are asked one to four proposals (a leaf: its width, and
/// a stack's probes at zero and infinity), so those are kept inline; a child of a stack asked
/// several proposals (each share of the stack's length is one) gets a few more, kept in a list
/// searched in order; only past `listed` of those is a table made. A dictionary per box was a
/// twentieth of laying out a list; a dictionary for a stack's children, grown a step at a time,
/// a tenth of laying out a long stack.
struct SizeCache {
    private var first: (SizeKey, Size)?
    private var second: (SizeKey, Size)?
    private var third: (SizeKey, Size)?
    private var fourth: (SizeKey, Size)?
    private var more: [(key: SizeKey, size: Size)] = []
    /// Every size past the inline four, once there are more than `listed` (a look-up stays
    /// constant-time however many proposals a box is asked).
    private var table: [SizeKey: Size]?
    private static let listed = 16

    subscript(key: SizeKey) -> Size? {
        get {
            // Slots fill in order: an empty one ends the search.
            guard let a = first else { return nil }
            if a.0 == key { return a.1 }
            guard let b = second else { return nil }
            if b.0 == key { return b.1 }
            guard let c = third else { return nil }
            if c.0 == key { return c.1 }
            guard let d = fourth else { return nil }
            if d.0 == key { return d.1 }
            if let table { return table[key] }
            return more.first { $0.key == key }?.size
        }
        set {
            guard let size = newValue else { return }
            if first == nil || first?.0 == key { first = (key, size) }
            else if second == nil || second?.0 == key { second = (key, size) }
            else if third == nil || third?.0 == key { third = (key, size) }
            else if fourth == nil || fourth?.0 == key { fourth = (key, size) }
            else if table != nil { table![key] = size }
            else if let at = more.firstIndex(where: { $0.key == key }) { more[at].size = size }
            else if more.count < Self.listed {
                if more.isEmpty { more.reserveCapacity(4) }
                more.append((key, size))
            } else {
                var made = Dictionary(more.map { ($0.key, $0.size) }, uniquingKeysWith: { $1 })
                made[key] = size
                table = made
                more = []
            }
        }
    }
}

/// Builds `Box`es from the IR's view tree.
enum ContentTree {
    static func build(_ view: ViewNode, _ parent: ContentEnvironment) -> [Box] {
        var boxes: [Box] = []
        build(view, parent, into: &boxes)
        return boxes
    }

    /// Appends the boxes of `view` (none, one, or a flattened view's children's): built into
    /// their parent's array, not into an array of their own per view.
    static func build(_ view: ViewNode, _ parent: ContentEnvironment, into boxes: inout [Box]) {
        if view.kind == "EmptyView" { return }
        var env = parent.applying(view)
        switch view.kind {
        case "ForEach", "Group", "TupleView", "TimelineView":
            // Flattened (spec): a `Group`'s or `ForEach`'s layout modifiers apply to each child, as
            // SwiftUI does (each child gets its own padding, its own background). A
            // `TimelineView` is its content at the moment previewed.
            let layers = view.modifiers.compactMap { layer($0, env) }
            let first = boxes.count
            // Children by index: `for child in` copies each node out of the array (a dozen
            // counted references), where an element passed on is borrowed.
            for i in view.children.indices { build(view.children[i], env, into: &boxes) }
            if !layers.isEmpty {
                for i in first..<boxes.count { boxes[i] = boxes[i].wrapped(in: layers) }
            }
            return
        default:
            break
        }
        let layers = view.modifiers.compactMap { layer($0, env) }
        let axis = parent.stackAxis
        switch view.kind {
        case "HStack", "LazyHStack", "HSplitView": env.stackAxis = .horizontal
        case "VStack", "LazyVStack", "VSplitView": env.stackAxis = .vertical
        default: if view.origin != .source { env.stackAxis = .vertical }
        }
        if view.kind == "List" || view.kind == "Form" {
            env.inList = true
            env.inForm = view.kind == "Form"
        }
        var children: [Box] = []
        // A `LabeledContent`'s texts draw in the secondary colour unless they say otherwise (L11);
        // its controls keep theirs (a destructive button stays red).
        if view.kind == "LabeledContent", env.foreground == nil {
            var secondary = env
            secondary.foreground = IRSymbol(type: "Color", name: "secondary")
            for i in view.children.indices { build(view.children[i], view.children[i].kind == "Text" ? secondary : env, into: &children) }
        } else {
            for i in view.children.indices { build(view.children[i], env, into: &children) }
        }
        // A view of the source without layout modifiers is its body; a body of several views is
        // several views to the container it is in (a `List`'s rows, an `HStack`'s children), as
        // SwiftUI lays out a `TupleView`.
        if view.origin == .source || view.origin == .synthetic, layers.isEmpty, !children.isEmpty {
            boxes.append(contentsOf: children)
            return
        }
        var arguments: [String: [Box]] = [:]
        for a in view.arguments {
            guard let views = a.value.viewsValue else { continue }
            var built: [Box] = []
            let sidebar = a.name == "sidebar" && view.kind == "NavigationSplitView"
            if sidebar || a.name == "header" || a.name == "footer" {
                var e = env
                if sidebar { e.inSidebar = true }
                if a.name == "header" || a.name == "footer" {
                    // Section headers and footers in the footnote style (L12); macOS lists use 11 pt.
                    e.stackAxis = .vertical
                    if view.kind == "Section" { e.font = e.platform == .macos ? FontSpec(size: 11, weight: a.name == "header" ? .semibold : .regular) : e.style("footnote") }
                }
                for v in views { build(v, e, into: &built) }
            } else {
                for v in views { build(v, env, into: &built) }
            }
            arguments[a.name] = built
        }
        // The box's own environment is its content's with the axis of the stack it stands in
        // (made last, from the content's: an environment is some twenty fields to copy).
        env.stackAxis = axis
        let kind = view.kind == "Placeholder" ? (view.argument("name")?.stringValue ?? "View") : view.kind
        let priority = LayoutNumbers.finiteLength(view.modifier("layoutPriority")?.arguments.first?.value) ?? 0
        let box = Box(view: view, kind: kind, env: env, children: children, layers: layers,
                      transparent: view.origin == .source || view.origin == .synthetic, priority: priority)
        box.arguments = arguments
        boxes.append(box)
    }

    /// A length argument: a number, or `.infinity` written as an implicit member (see `LayoutNumbers`).
    static func length(_ value: IRValue?) -> Double? { LayoutNumbers.length(value) }

    static func layer(_ m: IRModifier, _ env: ContentEnvironment) -> Layer? {
        func d(_ name: String) -> Double? { length(m.argument(name)) }
        // Lengths that cannot be infinite or negative: a fixed frame's, a ratio (SwiftUI calls
        // such a dimension invalid and ignores it).
        func size(_ name: String) -> Double? { LayoutNumbers.finiteLength(m.argument(name)).flatMap { $0 >= 0 && $0 < LayoutNumbers.largest ? $0 : nil } }
        func alignment() -> String { m.argument("alignment")?.symbolValue?.name ?? "center" }
        switch m.name {
        case "padding":
            // `.padding(EdgeInsets(top:leading:bottom:trailing:))`: each edge its own.
            if let insets = m.argument("insets")?.symbolValue?.fields {
                func edge(_ name: String) -> Double { LayoutNumbers.finiteLength(insets[name]) ?? 0 }
                return .padding(top: edge("top"), leading: edge("leading"), bottom: edge("bottom"), trailing: edge("trailing"))
            }
            let length = LayoutNumbers.finiteLength(m.argument("length")) ?? env.padding
            var edges: [String] = []
            switch m.argument("edges") {
            case .symbol(let s)?: edges = [s.name]
            case .array(let a)?: edges = a.compactMap { $0.symbolValue?.name }
            default: edges = ["all"]
            }
            func has(_ e: String, _ group: String) -> Bool { edges.contains(e) || edges.contains(group) || edges.contains("all") }
            return .padding(top: has("top", "vertical") ? length : 0, leading: has("leading", "horizontal") ? length : 0,
                            bottom: has("bottom", "vertical") ? length : 0, trailing: has("trailing", "horizontal") ? length : 0)
        case "frame":
            if ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains(where: { m.argument($0) != nil }) {
                // A negative bound is invalid (SwiftUI ignores it); `maxWidth: .infinity` is not, but
                // an infinite minimum or ideal is no size a view can take (found by FuzzLayout: an
                // infinite minimum made the frame infinite and its position NaN), so it is ignored too.
                func bound(_ name: String) -> Double? { d(name).flatMap { $0 >= 0 ? $0 : nil } }
                func finiteBound(_ name: String) -> Double? { bound(name).flatMap { $0.isFinite ? $0 : nil } }
                return .flexibleFrame(minWidth: finiteBound("minWidth"), idealWidth: finiteBound("idealWidth"), maxWidth: bound("maxWidth"),
                                      minHeight: finiteBound("minHeight"), idealHeight: finiteBound("idealHeight"), maxHeight: bound("maxHeight"),
                                      alignment: alignment())
            }
            return .frame(width: size("width"), height: size("height"), alignment: alignment())
        case "fixedSize":
            let h = m.argument("horizontal")?.boolValue ?? true, v = m.argument("vertical")?.boolValue ?? true
            return .fixedSize(horizontal: h, vertical: v)
        case "offset":
            // `.offset(x:y:)`, or `.offset(CGSize(width:height:))`.
            let size = m.argument("offset")?.symbolValue?.fields
            return .offset(x: LayoutNumbers.finiteLength(m.argument("x") ?? size?["width"]) ?? 0,
                           y: LayoutNumbers.finiteLength(m.argument("y") ?? size?["height"]) ?? 0)
        case "background", "overlay":
            // `in:` is the shape a style is drawn in, not content.
            let shape = m.argument("in")
            var boxes = m.arguments.filter { $0.name != "in" }.compactMap(\.value.viewsValue).flatMap { $0.flatMap { build($0, env) } }
            if boxes.isEmpty, let style = m.arguments.first(where: { $0.value.symbolValue != nil })?.value {
                // A shape style (`.background(.blue)`, `.background(Color("Brand"))`) draws as a
                // colour filling the view — cut to the shape it is drawn `in:` (`.background(.blue,
                // in: Capsule())`); a background's runs on into the safe area where the view meets
                // it (`ignoresSafeAreaEdges: .all` by default), unless drawn in a shape.
                var color = ViewNode(kind: "Color", identity: "", arguments: [IRArgument("color", style)])
                if let shape {
                    color.modifiers = [IRModifier(name: "clipShape", arguments: [IRArgument("shape", shape)])]
                } else if m.name == "background" {
                    let edges = m.argument("ignoresSafeAreaEdges") ?? .symbol(IRSymbol(type: "Edge.Set", name: "all"))
                    color.modifiers = [IRModifier(name: "ignoresSafeArea", arguments: [IRArgument("edges", edges)])]
                }
                boxes = build(color, env)
            }
            guard !boxes.isEmpty else { return nil }
            let content = boxes.count == 1 ? boxes[0]
                : Box(view: ViewNode(kind: "ZStack", identity: ""), kind: "ZStack", env: env, children: boxes, layers: [], transparent: false, priority: 0)
            return m.name == "background" ? .background(content, alignment: alignment()) : .overlay(content, alignment: alignment())
        case "aspectRatio":
            let fill = m.argument("contentMode")?.symbolValue?.name == "fill"
            return .aspectRatio(size("ratio").flatMap { $0 > 0 ? $0 : nil }, fill: fill)
        case "scaledToFit": return .aspectRatio(nil, fill: false)
        case "scaledToFill": return .aspectRatio(nil, fill: true)
        case "cornerRadius": return size("radius").map { .clip(cornerRadius: $0, circle: false) }
        case "clipped": return .clip(cornerRadius: 0, circle: false)
        case "clipShape": return clipShape(m.argument("shape"))
        default: return nil
        }
    }

    /// The shape `.clipShape(_:)` is given: a shape view (`RoundedRectangle(cornerRadius: 12)`,
    /// `Capsule()`, `Circle()`, `Rectangle()`) or a shape's member (`.rect(cornerRadius: 12)`,
    /// `.capsule`, `.circle`); nil for another (not clipped, as a shape Easel does not know).
    static func clipShape(_ value: IRValue?) -> Layer? {
        let name: String, radius: IRValue?
        switch value {
        case .views(let views)? where views.count == 1: (name, radius) = (views[0].kind, views[0].argument("cornerRadius"))
        case .symbol(let s)?: (name, radius) = (s.name, s.fields["cornerRadius"])
        default: return nil
        }
        switch name {
        case "RoundedRectangle", "rect", "roundedRectangle", "Rectangle", "rectangle":
            return .clip(cornerRadius: LayoutNumbers.finiteLength(radius).map { max(0, $0) } ?? 0, circle: false)
        case "Capsule", "capsule": return .clip(cornerRadius: .infinity, circle: false)
        case "Circle", "circle": return .clip(cornerRadius: 0, circle: true)
        default: return nil
        }
    }
}
