import EaselIR
import EaselText

/// Which base layout a view kind uses.
extension ContentEngine {
    static let shapes: Set<String> = ["Color", "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "GeometryReader",
                                      "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "UnevenRoundedRectangle", "ContainerRelativeShape"]
    /// Containers that take the whole proposal and centre their content (L9, L16).
    static let fillers: Set<String> = ["NavigationStack", "NavigationView", "TabView"]

    /// The base layout of a view kind, decided once per box (`Box.base`), not at every proposal.
    enum BaseLayout {
        case horizontalStack, verticalStack, zStack, split, spacer, divider, shape, filler, section
        /// A leaf, a container of its own (lists, forms, grids) or a placeholder.
        case other
    }

    static func baseLayout(of kind: String) -> BaseLayout {
        switch kind {
        case "HStack", "LazyHStack": return .horizontalStack
        case "VStack", "LazyVStack": return .verticalStack
        case "ZStack": return .zStack
        case "HSplitView", "VSplitView": return .split
        case "Spacer": return .spacer
        case "Divider": return .divider
        case _ where shapes.contains(kind): return .shape
        case _ where fillers.contains(kind): return .filler
        case "Section": return .section
        default: return .other
        }
    }

    func baseSize(_ box: Box, _ p: Proposal) -> Size {
        if box.transparent { return stackSize(box.children, horizontal: false, spacing: box.env.spacing, p) }
        switch box.base {
        case .horizontalStack: return stackSize(box.children, horizontal: true, spacing: spacing(box), p)
        case .verticalStack: return stackSize(box.children, horizontal: false, spacing: spacing(box), p)
        case .zStack: return zSize(box.children, p)
        case .split:
            // A Mac split view takes the space it is offered; its panes share it, a divider apart.
            let content = stackSize(box.children, horizontal: box.kind == "HSplitView", spacing: 1, p)
            return Size(width: p.width ?? content.width, height: p.height ?? content.height)
        case .spacer:
            let m = spacerMinimum(box)
            return Size(width: max(m, finite(p.width) ?? m), height: max(m, finite(p.height) ?? m))
        case .divider:
            return box.env.stackAxis == .horizontal ? Size(width: 1, height: finite(p.height) ?? 0) : Size(width: finite(p.width) ?? 0, height: 1)
        case .shape:
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        case .filler:
            let content = stackSize(tabContent(box), horizontal: false, spacing: box.env.spacing, p)
            return Size(width: p.width ?? content.width, height: p.height ?? content.height)
        case .section:
            return stackSize(sectionPieces(box), horizontal: false, spacing: box.env.spacing, p)
        case .other:
            if let s = leafSize(box, p) { return s }
            if let s = containerSize(box, p) { return s }
            return placeholderSize(box, p)
        }
    }

    func placeBase(_ box: Box, in rect: Rect) -> [ContentNode] {
        if box.transparent { return placeStack(box.children, horizontal: false, spacing: box.env.spacing, alignment: "center", in: rect) }
        switch box.base {
        case .horizontalStack:
            let a = box.view.argument("alignment")?.symbolValue?.name ?? "center"
            return [node(box, rect, children: placeStack(box.children, horizontal: true, spacing: spacing(box), alignment: a, in: rect))]
        case .verticalStack:
            let a = box.view.argument("alignment")?.symbolValue?.name ?? "center"
            return [node(box, rect, children: placeStack(box.children, horizontal: false, spacing: spacing(box), alignment: a, in: rect))]
        case .zStack:
            let a = box.view.argument("alignment")?.symbolValue?.name ?? "center"
            return [node(box, rect, children: placeZ(box.children, alignment: a, in: rect))]
        case .split:
            let horizontal = box.kind == "HSplitView"
            let slots = stackSlots(box.children, horizontal: horizontal, spacing: 1, alignment: "center", in: rect)
            var split = node(box, rect, children: place(box.children, in: slots))
            // The 1-pt dividers between the panes' slots, which the canvas draws.
            split.parts = slots.dropLast().map { slot in
                ContentNode.Part(name: .divider, frame: horizontal ? Rect(x: slot.maxX, y: rect.y, width: 1, height: rect.height)
                                                                    : Rect(x: rect.x, y: slot.maxY, width: rect.width, height: 1))
            }
            return [split]
        case .filler:
            let kids = tabContent(box)
            let s = stackSize(kids, horizontal: false, spacing: box.env.spacing, Proposal(width: rect.width, height: rect.height))
            let inner = Self.align(s, in: rect, "center")
            return [node(box, rect, children: placeStack(kids, horizontal: false, spacing: box.env.spacing, alignment: "center", in: inner))]
        case .section:
            return [node(box, rect, children: placeStack(sectionPieces(box), horizontal: false, spacing: box.env.spacing, alignment: "leading", in: rect))]
        case .spacer, .divider, .shape, .other:
            if let n = placeLeaf(box, in: rect) { return [n] }
            if let n = placeContainer(box, in: rect) { return [n] }
            return [placePlaceholder(box, in: rect)]
        }
    }

    func finite(_ d: Double?) -> Double? { d.flatMap { $0.isFinite ? $0 : nil } }

    /// L6: an explicit `spacing:` wins, else the platform's.
    /// A stack's spacing: an infinite one is no spacing a stack can have, so the default applies.
    func spacing(_ box: Box) -> Double {
        LayoutNumbers.spacing(box.view.argument("spacing")) ?? box.env.spacing
    }

    /// L6: `Spacer(minLength:)` defaults to the platform spacing.
    /// A spacer's least length: a negative one is none (found by FuzzLayout: `Spacer(minLength:
    /// -1e308)` took minus a million points).
    func spacerMinimum(_ box: Box) -> Double { LayoutNumbers.finiteLength(box.view.argument("minLength")).map { max(0, $0) } ?? box.env.spacing }

    /// A `TabView` shows its selected tab's content (the lowering names it, `selectedTab`), else
    /// its first tab's — a tab inside a `TabSection` too (the sections are the sidebar's groups,
    /// not content); other fillers their children. A `Tab` shows its content, a view with
    /// `.tabItem` itself.
    func tabContent(_ box: Box) -> [Box] {
        guard box.kind == "TabView" else { return box.children }
        func tabs(_ boxes: [Box], _ matches: (Box) -> Bool) -> [Box] {
            boxes.flatMap { $0.kind == "TabSection" ? tabs($0.children, matches) : (matches($0) ? [$0] : []) }
        }
        if let id = box.view.argument("selectedTab")?.stringValue {
            // A tab that is a view of the source is its body's boxes: inside it by identity.
            let shown = tabs(box.children) { $0.view.identity == id || $0.view.identity.hasPrefix(id + "/") }
            if let tab = shown.first, tab.kind == "Tab" { return tab.children }
            if !shown.isEmpty { return shown }
        }
        if let first = tabs(box.children, { $0.kind == "Tab" }).first { return first.children }
        return Array(box.children.prefix(1))
    }

    /// A `Section` outside a list: its header, content and footer stacked.
    func sectionPieces(_ box: Box) -> [Box] {
        (box.arguments["header"] ?? []) + box.children + (box.arguments["footer"] ?? [])
    }

    // MARK: Stacks (L5, L6)

    /// Each child's size in a stack proposed `p`: spacing subtracted, children offered the
    /// remaining length in order of increasing flexibility, higher `layoutPriority` first.
    func stackSizes(_ kids: [Box], horizontal: Bool, spacing: Double, _ p: Proposal) -> [Size] {
        func proposal(_ along: Double?) -> Proposal {
            horizontal ? Proposal(width: along, height: p.height) : Proposal(width: p.width, height: along)
        }
        func length(_ s: Size) -> Double { horizontal ? s.width : s.height }
        func sizeOf(_ k: Box, _ along: Double?, probe: Bool = false) -> Size {
            // The flexibility probes (0 and infinity) of a container leave the cross axis
            // unspecified, so it is asked the same probes whatever its parent was proposed: sizes
            // are remembered per proposal, and nested stacks stay linear instead of tripling per
            // level. Leaves (a text wrapping to the stack's width) are probed at the real cross.
            let container = !k.children.isEmpty || !k.arguments.isEmpty
            let probeProposal = horizontal ? Proposal(width: along, height: nil) : Proposal(width: nil, height: along)
            guard k.isSpacer else { return size(k, probe && container ? probeProposal : proposal(along)) }
            let m = spacerMinimum(k)
            let l = along.map { max(m, $0) } ?? m
            return horizontal ? Size(width: l, height: 0) : Size(width: 0, height: l)
        }
        guard let total = horizontal ? p.width : p.height, total.isFinite else { return kids.map { sizeOf($0, nil) } }
        // Placed in just the length its children took unproposed (a stack in a ScrollView, sized
        // with no height, then placed in that height): their sizes as they were, as SwiftUI's
        // stack places what it measured — a new share-out would squeeze a wrapping text beside a
        // shorter sibling into an equal part, one line truncated. Only sizes measured so already
        // are asked for: measuring every stack unproposed cost the 1,000-line file's layout 80 %.
        let unproposed = proposal(nil)
        if kids.allSatisfy({ $0.isSpacer || cachedSize($0, unproposed) != nil }) {
            let natural = kids.map { sizeOf($0, nil) }
            if abs(natural.reduce(0) { $0 + length($1) } + spacing * Double(max(0, kids.count - 1)) - total) < 0.01 { return natural }
        }
        // One child takes the whole length, whatever its flexibility: the probes below only order
        // siblings. A screen's single `List` probed so sized every row at its ideal width.
        if kids.count == 1 { return [sizeOf(kids[0], total)] }
        var remaining = total - spacing * Double(max(0, kids.count - 1))
        let minimum = kids.map { length(sizeOf($0, 0, probe: true)) }
        let flexibility = kids.indices.map { length(sizeOf(kids[$0], .infinity, probe: true)) - minimum[$0] }
        var sizes = Array(repeating: Size(width: 0, height: 0), count: kids.count)
        for priority in Set(kids.map(\.priority)).sorted(by: >) {
            let group = kids.indices.filter { kids[$0].priority == priority }.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            let reserved = kids.indices.filter { kids[$0].priority < priority }.reduce(0) { $0 + minimum[$1] }
            var available = remaining - reserved
            // Spacers take what the other views leave (`HStack { Text(name); Spacer() }` shows the
            // whole name, as SwiftUI does): views are offered an equal share of the room less the
            // spacers' minimum lengths; spacers, the most flexible, come last and share the rest.
            let spacers = group.filter { kids[$0].isSpacer }
            var spacersLeft = spacers.count, viewsLeft = group.count - spacers.count
            var spacerRoom = spacers.reduce(0) { $0 + minimum[$1] }
            for i in group {
                if kids[i].isSpacer {
                    sizes[i] = sizeOf(kids[i], max(0, available / Double(spacersLeft)))
                    spacersLeft -= 1
                    spacerRoom -= minimum[i]
                } else {
                    sizes[i] = sizeOf(kids[i], max(0, (available - spacerRoom) / Double(viewsLeft)))
                    viewsLeft -= 1
                }
                available -= length(sizes[i])
            }
            remaining -= group.reduce(0) { $0 + length(sizes[$1]) }
        }
        return sizes
    }

    /// The stack's size: the union of its children (L5).
    func stackSize(_ kids: [Box], horizontal: Bool, spacing: Double, _ p: Proposal) -> Size {
        guard !kids.isEmpty else { return Size(width: 0, height: 0) }
        let sizes = stackSizes(kids, horizontal: horizontal, spacing: spacing, p)
        let gaps = spacing * Double(kids.count - 1)
        // A negative spacing overlaps the children; it never makes the stack less than nothing
        // (found by FuzzLayout: `HStack(spacing: -.infinity)` was a million points wide the wrong way).
        return horizontal
            ? Size(width: max(0, sizes.reduce(0) { $0 + $1.width } + gaps), height: sizes.map(\.height).max() ?? 0)
            : Size(width: sizes.map(\.width).max() ?? 0, height: max(0, sizes.reduce(0) { $0 + $1.height } + gaps))
    }

    /// The children placed one after the other along the axis, aligned across it.
    func placeStack(_ kids: [Box], horizontal: Bool, spacing: Double, alignment: String, in rect: Rect) -> [ContentNode] {
        place(kids, in: stackSlots(kids, horizontal: horizontal, spacing: spacing, alignment: alignment, in: rect))
    }

    /// Children placed in the frames a stack gave them.
    func place(_ kids: [Box], in slots: [Rect]) -> [ContentNode] {
        zip(kids, slots).flatMap { k, frame in k.isSpacer ? [node(k, frame)] : place(k, in: frame) }
    }

    /// Each child's frame in a stack: its size, along the axis one after another `spacing` apart,
    /// across it aligned.
    func stackSlots(_ kids: [Box], horizontal: Bool, spacing: Double, alignment: String, in rect: Rect) -> [Rect] {
        let sizes = stackSizes(kids, horizontal: horizontal, spacing: spacing, Proposal(width: rect.width, height: rect.height))
        var position = horizontal ? rect.x : rect.y
        return sizes.map { s in
            let frame: Rect
            if horizontal {
                let y = alignment == "top" || alignment == "firstTextBaseline" ? rect.y : alignment == "bottom" || alignment == "lastTextBaseline"
                    ? rect.maxY - s.height : rect.midY - s.height / 2
                frame = Rect(x: position, y: y, width: s.width, height: s.height)
                position += s.width + spacing
            } else {
                let x = alignment == "leading" ? rect.x : alignment == "trailing" ? rect.maxX - s.width : rect.midX - s.width / 2
                frame = Rect(x: x, y: position, width: s.width, height: s.height)
                position += s.height + spacing
            }
            return frame
        }
    }

    // MARK: ZStack (L9)

    func zSize(_ kids: [Box], _ p: Proposal) -> Size {
        let sizes = kids.map { size($0, p) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func placeZ(_ kids: [Box], alignment: String, in rect: Rect) -> [ContentNode] {
        kids.flatMap { k in place(k, in: Self.align(size(k, Proposal(width: rect.width, height: rect.height)), in: rect, alignment)) }
    }

    // MARK: Placeholders (L16)

    /// An unknown view: the proposed width × 44 pt, or what its children need, laid out inside it.
    func placeholderSize(_ box: Box, _ p: Proposal) -> Size {
        let kids = box.children + box.arguments.keys.sorted().flatMap { box.arguments[$0]! }
        let width = finite(p.width) ?? 120
        guard !kids.isEmpty else { return Size(width: width, height: 44) }
        let s = stackSize(kids, horizontal: false, spacing: box.env.spacing, p)
        return Size(width: max(s.width, min(width, s.width)), height: max(s.height, 1))
    }

    func placePlaceholder(_ box: Box, in rect: Rect) -> ContentNode {
        let kids = box.children + box.arguments.keys.sorted().flatMap { box.arguments[$0]! }
        var n = node(box, rect, children: placeStack(kids, horizontal: false, spacing: box.env.spacing, alignment: "center", in: rect))
        if box.view.origin == .placeholder || !kids.isEmpty { n.placeholder = box.view.origin == .placeholder ? true : nil }
        return n
    }
}
