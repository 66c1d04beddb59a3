import EaselIR
import EaselText

/// A proposed size (spec L4): each dimension a number, `nil` for "your ideal", 0 or infinity.
struct Proposal: Hashable {
    var width: Double?
    var height: Double?
    static let unspecified = Proposal(width: nil, height: nil)
}

struct Size: Hashable {
    var width: Double
    var height: Double
}

/// The content layout stage (spec L4–L16) in the shape of SwiftUI's `Layout`: a parent proposes a
/// size, the child answers the size it takes, the parent places it. `size` answers; `place`
/// gives the nodes of a view at a rectangle of the size it answered.
struct ContentEngine {
    let measurer: any TextMeasuring
    /// The content area (inside the bars) and the whole window: `ignoresSafeArea()` (L8, L9)
    /// extends a view from the one's edges to the other's.
    var safeArea: Rect? = nil
    var fullArea: Rect? = nil
    /// The split view columns the engine shows (L14); empty: every declared column.
    var splitColumns: [SplitColumn] = []
    /// Scrolling containers show their content one screen down (`--scrolled`, L10).
    var scrolled = false
    /// A text's prefix widths, kept while its sizes are asked for several proposals.
    let measuredRuns = MeasuredRuns()
    /// Past it every view not yet sized takes no room and none is placed: the layout ends at
    /// about its deadline with what it had placed (issue 33).
    var deadline: StageDeadline?

    /// How far a scrolling container of `visible` height showing `content` scrolls: one screen,
    /// never past the content's end (L10).
    func scrollOffset(content: Double, visible: Double) -> Double {
        scrolled ? min(visible, max(0, content - visible)) : 0
    }

    // MARK: Sizes

    /// The size `box` with its first `layer` layout modifiers takes for `p`.
    /// The size `box` already gave for `p`, if it was asked.
    func cachedSize(_ box: Box, _ p: Proposal) -> Size? {
        box.sizes[SizeKey(layer: box.layers.count, width: p.width, height: p.height)]
    }

    func size(_ box: Box, _ p: Proposal, layer: Int? = nil) -> Size {
        let layer = layer ?? box.layers.count
        let key = SizeKey(layer: layer, width: p.width, height: p.height)
        if let known = box.sizes[key] { return known }
        if deadline?.hasPassed() == true { return Size(width: 0, height: 0) }
        let s = Self.atLeastNothing(layer == 0 ? baseSize(box, p) : layerSize(box, layer, p))
        box.sizes[key] = s
        return s
    }

    private func layerSize(_ box: Box, _ layer: Int, _ p: Proposal) -> Size {
        let inner = layer - 1
        switch box.layers[inner] {
        case .padding(let t, let l, let b, let r):
            let s = size(box, Proposal(width: p.width.map { max(0, $0 - l - r) }, height: p.height.map { max(0, $0 - t - b) }), layer: inner)
            return Size(width: s.width + l + r, height: s.height + t + b)  // negative padding: held at zero by `size`
        case .frame(let w, let h, _):
            let s = size(box, Proposal(width: w ?? p.width, height: h ?? p.height), layer: inner)
            return Size(width: w ?? s.width, height: h ?? s.height)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
            let (cw, ch) = (Self.flexProposal(p.width, minW, idealW, maxW), Self.flexProposal(p.height, minH, idealH, maxH))
            let s = size(box, Proposal(width: cw, height: ch), layer: inner)
            return Size(width: Self.flexResult(s.width, cw, minW, maxW), height: Self.flexResult(s.height, ch, minH, maxH))
        case .fixedSize(let h, let v):
            let ideal = size(box, Proposal(width: h ? nil : p.width, height: v ? nil : p.height), layer: inner)
            return ideal
        case .offset, .background, .overlay, .clip:
            return size(box, p, layer: inner)
        case .aspectRatio(let ratio, let fill):
            return size(box, aspectProposal(box, inner, p, ratio, fill), layer: inner)
        }
    }

    /// What a flexible frame proposes along one axis: the proposal (or the ideal) within its bounds.
    static func flexProposal(_ p: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
        guard var v = p ?? ideal else { return nil }
        if let maximum { v = min(v, maximum) }
        if let minimum { v = max(v, minimum) }
        return v
    }

    /// The flexible frame's own length along one axis: the child's, pulled into the bounds, and
    /// up to the proposal when the bound lies beyond it (`maxWidth: .infinity` takes it all).
    static func flexResult(_ child: Double, _ p: Double?, _ minimum: Double?, _ maximum: Double?) -> Double {
        var v = child
        if let minimum { v = max(minimum, min(v, p ?? v)) }
        if let maximum { v = min(maximum, max(v, p ?? v)) }
        if let minimum { v = max(v, minimum) }
        return v.isFinite ? v : child
    }

    /// `aspectRatio`: the largest (fit) or smallest (fill) size of that ratio for the proposal;
    /// without a ratio, the view's ideal size gives it.
    func aspectProposal(_ box: Box, _ inner: Int, _ p: Proposal, _ ratio: Double?, _ fill: Bool) -> Proposal {
        let r: Double
        if let ratio { r = ratio } else {
            let ideal = size(box, .unspecified, layer: inner)
            r = ideal.height > 0 ? ideal.width / ideal.height : 1
        }
        switch (p.width, p.height) {
        case (let w?, let h?):
            let byWidth = Size(width: w, height: w / r), byHeight = Size(width: h * r, height: h)
            let pick = fill ? (byWidth.height >= h ? byWidth : byHeight) : (byWidth.height <= h ? byWidth : byHeight)
            return Proposal(width: pick.width, height: pick.height)
        case (let w?, nil): return Proposal(width: w, height: w / r)
        case (nil, let h?): return Proposal(width: h * r, height: h)
        default: return p
        }
    }

    // MARK: Placing

    /// The nodes of `box` placed in `rect` (the size it answered, at its place).
    func place(_ box: Box, in rect: Rect, layer: Int? = nil) -> [ContentNode] {
        if deadline?.hasPassed() == true { return [] }
        let layer = layer ?? box.layers.count
        if layer == box.layers.count, let edges = Self.ignoredEdges(box.view), let safe = safeArea, let full = fullArea {
            return placeLayer(box, in: Self.extend(rect, from: safe, to: full, edges: edges), layer: layer)
        }
        return placeLayer(box, in: rect, layer: layer)
    }

    /// The edges whose safe area a view ignores: `ignoresSafeArea()` and its deprecated
    /// `edgesIgnoringSafeArea(_:)`, by their `edges` (all by default); nil when none, or when only
    /// the keyboard's region is ignored (no keyboard is shown).
    static func ignoredEdges(_ view: ViewNode) -> Set<String>? {
        guard let m = view.modifiers.last(where: { $0.name == "ignoresSafeArea" || $0.name == "edgesIgnoringSafeArea" }) else { return nil }
        if m.name == "ignoresSafeArea", m.argument("regions")?.symbolValue?.name == "keyboard" { return nil }
        let written: [String]
        switch m.argument("edges") {
        case .symbol(let s)?: written = [s.name]
        case .array(let list)?: written = list.compactMap { $0.symbolValue?.name }
        default: written = ["all"]
        }
        var edges = Set<String>()
        for edge in written {
            switch edge {
            case "all": edges.formUnion(["top", "bottom", "leading", "trailing"])
            case "horizontal": edges.formUnion(["leading", "trailing"])
            case "vertical": edges.formUnion(["top", "bottom"])
            default: edges.insert(edge)
            }
        }
        return edges.isEmpty ? nil : edges
    }

    /// `rect` with each of `edges` that lies on the safe area's moved out to the full area's.
    static func extend(_ rect: Rect, from safe: Rect, to full: Rect, edges: Set<String>) -> Rect {
        let on = { (a: Double, b: Double, edge: String) in abs(a - b) < 0.5 && edges.contains(edge) }
        let x0 = on(rect.x, safe.x, "leading") ? full.x : rect.x, y0 = on(rect.y, safe.y, "top") ? full.y : rect.y
        let x1 = on(rect.maxX, safe.maxX, "trailing") ? full.maxX : rect.maxX, y1 = on(rect.maxY, safe.maxY, "bottom") ? full.maxY : rect.maxY
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private func placeLayer(_ box: Box, in rect: Rect, layer: Int) -> [ContentNode] {
        guard layer > 0 else { return placeBase(box, in: rect) }
        let inner = layer - 1
        func child(_ p: Proposal, _ alignment: String) -> [ContentNode] {
            let s = size(box, p, layer: inner)
            return place(box, in: Self.align(s, in: rect, alignment), layer: inner)
        }
        switch box.layers[inner] {
        case .padding(let t, let l, let b, let r):
            return place(box, in: Rect(x: rect.x + l, y: rect.y + t, width: max(0, rect.width - l - r), height: max(0, rect.height - t - b)), layer: inner)
        case .frame(_, _, let alignment):
            return child(Proposal(width: rect.width, height: rect.height), alignment)
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            return child(Proposal(width: Self.flexProposal(rect.width, minW, idealW, maxW), height: Self.flexProposal(rect.height, minH, idealH, maxH)), alignment)
        case .fixedSize(let h, let v):
            return child(Proposal(width: h ? nil : rect.width, height: v ? nil : rect.height), "center")
        case .offset(let x, let y):
            return place(box, in: rect, layer: inner).map { $0.moved(dx: x, dy: y) }
        case .aspectRatio(let ratio, let fill):
            return child(aspectProposal(box, inner, Proposal(width: rect.width, height: rect.height), ratio, fill), "center")
        case .clip(let radius, let circle):
            // What the view draws, its backgrounds and overlays included, is cut to the shape.
            var nodes = place(box, in: rect, layer: inner)
            let clip = ContentNode.Clip(frame: rect, cornerRadius: min(radius, min(rect.width, rect.height) / 2), isCircle: circle)
            for i in nodes.indices where nodes[i].clip == nil { nodes[i].clip = clip }
            return nodes
        case .background(let content, let alignment), .overlay(let content, let alignment):
            var nodes = place(box, in: rect, layer: inner)
            let isBackground: Bool = { if case .background = box.layers[inner] { return true }; return false }()
            let s = size(content, Proposal(width: rect.width, height: rect.height))
            var decoration = place(content, in: Self.align(s, in: rect, alignment))
            for i in decoration.indices { decoration[i].role = isBackground ? .background : .overlay }
            if nodes.isEmpty { return decoration }
            nodes[0].children = isBackground ? decoration + nodes[0].children : nodes[0].children + decoration
            return nodes
        }
    }

    /// `size` placed in `rect` at an `Alignment` (`topLeading`, `center`, `bottom`, …).
    static func align(_ size: Size, in rect: Rect, _ alignment: String) -> Rect {
        let a = alignment.lowercased()
        let x = a.hasSuffix("leading") ? rect.x : a.hasSuffix("trailing") ? rect.maxX - size.width : rect.midX - size.width / 2
        let y = a.hasPrefix("top") ? rect.y : a.hasPrefix("bottom") ? rect.maxY - size.height : rect.midY - size.height / 2
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// No view is less than nothing, nor NaN: whatever numbers a source hands the layout (negative
    /// spacings, paddings, grid bounds — FuzzLayout found one each), a size is at least zero.
    static func atLeastNothing(_ s: Size) -> Size {
        Size(width: s.width > 0 ? s.width : 0, height: s.height > 0 ? s.height : 0)
    }

    /// A node for `box` itself at `rect`, with its identity's extras (`.id`, placeholder).
    func node(_ box: Box, _ rect: Rect, children: [ContentNode] = []) -> ContentNode {
        var n = ContentNode(kind: box.kind, frame: rect, view: box.view, font: box.env.font, children: children)
        n.foreground = box.env.foreground
        n.accent = box.env.tint
        if box.view.origin == .placeholder { n.placeholder = true }
        if let id = box.view.modifier("id")?.arguments.first?.value { n.id = Self.text(of: id) }
        return n
    }

    static func text(of value: IRValue) -> String {
        switch value {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .double(let d): return d == d.rounded() && d.magnitude < 1e15 ? String(Int(d)) : String(d)
        case .bool(let b): return String(b)
        case .symbol(let s): return s.name
        case .null: return "nil"
        default: return "\(value)"
        }
    }
}
