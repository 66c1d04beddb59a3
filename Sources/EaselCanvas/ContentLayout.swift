import EaselLayout
import EaselIR
import EaselText

/// Lays out and draws the view subset the front end understands, inside the content area the
/// platform chrome leaves: stacks, text, images, controls, lists, placeholders.
struct ContentLayout {
    let measurer: any TextMeasuring
    let icons: IconSet?
    let palette: Palette
    let baseFont: Double
    var unmapped: Set<String> = []
    /// The running preview's state: toggles, sliders and text fields show their bound values.
    var state = StateStore()

    /// The current value behind a binding argument (`isOn`, `value`, `text`).
    func bound(_ node: ViewNode, _ name: String) -> IRValue? { ContentLayoutState.value(node, name, state) }

    // MARK: Fonts

    func font(_ node: ViewNode, inherited: FontSpec) -> FontSpec {
        var f = inherited
        for m in node.modifiers {
            switch m.name {
            case "font":
                guard let s = m.argument("font")?.symbolValue else { continue }
                if let size = s.fields["size"]?.doubleValue { f.size = size }
                let styles: [String: (Double, FontSpec.Weight)] = [
                    "largeTitle": (34, .regular), "title": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
                    "headline": (17, .semibold), "subheadline": (15, .regular), "body": (17, .regular), "callout": (16, .regular),
                    "footnote": (13, .regular), "caption": (12, .regular), "caption2": (11, .regular),
                ]
                if let (size, weight) = styles[s.name] { f.size = size * baseFont / 17; f.weight = weight }
                if let w = s.fields["weight"]?.symbolValue?.name { f.weight = Self.weight(w) }
                if s.fields["bold"] == .bool(true) { f.weight = .bold }
                if s.fields["italic"] == .bool(true) { f.italic = true }
            case "bold": if m.argument("isActive") != .bool(false) { f.weight = .bold }
            case "italic": if m.argument("isActive") != .bool(false) { f.italic = true }
            case "fontWeight": if let w = m.argument("weight")?.symbolValue?.name { f.weight = Self.weight(w) }
            default: break
            }
        }
        return f
    }

    static func weight(_ name: String) -> FontSpec.Weight {
        switch name {
        case "bold", "heavy", "black": return .bold
        case "semibold": return .semibold
        case "medium": return .medium
        default: return .regular
        }
    }

    func lineHeight(_ f: FontSpec) -> Double { (f.size * 1.3).rounded() }

    // MARK: Measuring

    /// The height `node` takes at `width`; `nil` for flexible views (Spacer, editors, lists).
    func height(_ node: ViewNode, width: Double, font inherited: FontSpec) -> Double? {
        let f = font(node, inherited: inherited)
        if let h = node.modifier("frame")?.argument("height")?.doubleValue { return h }
        let pad = padding(node)
        let inner = width - pad.h
        let content: Double?
        switch node.kind {
        case "Text", "Button", "Label", "Link", "NavigationLink", "Menu", "Picker", "Stepper", "ShareLink": content = lineHeight(f) + (node.kind == "Button" ? 8 : 0)
        case "Image": content = 24
        case "Toggle": content = max(31, lineHeight(f))
        case "Slider": content = 32
        case "TextField", "SecureField": content = 36
        case "Divider": content = 1
        case "Spacer": return nil
        case "TextEditor", "List", "Form", "ScrollView", "NavigationSplitView", "TabView": return nil
        case "Placeholder": content = 96
        case "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Color": content = 60
        case "ProgressView": content = 8
        case "HStack":
            content = node.children.compactMap { height($0, width: inner / Double(max(1, node.children.count)), font: f) }.max() ?? 0
        case "ZStack":
            content = node.children.compactMap { height($0, width: inner, font: f) }.max() ?? 0
        default:
            // VStack and transparent containers (NavigationStack, Group, source views).
            let spacing = stackSpacing(node)
            var total = 0.0
            for child in node.children {
                guard let h = height(child, width: inner, font: f) else { return nil }
                total += h
            }
            content = total + spacing * Double(max(0, node.children.count - 1))
        }
        return content.map { $0 + pad.v }
    }

    func stackSpacing(_ node: ViewNode) -> Double {
        if let s = node.argument("spacing")?.doubleValue { return s }
        return node.kind == "VStack" || node.kind == "HStack" || node.kind == "LazyVStack" ? 8 : 0
    }

    /// Horizontal and vertical padding from `.padding` modifiers.
    func padding(_ node: ViewNode) -> (h: Double, v: Double, left: Double, top: Double) {
        var h = 0.0, v = 0.0, left = 0.0, top = 0.0
        for m in node.modifiers where m.name == "padding" {
            let length = m.argument("length")?.doubleValue ?? 16
            let edges = m.argument("edges")?.symbolValue?.name ?? "all"
            if ["all", "horizontal", "leading", "trailing"].contains(edges) {
                let both = edges == "all" || edges == "horizontal"
                h += both ? 2 * length : length
                if both || edges == "leading" { left += length }
            }
            if ["all", "vertical", "top", "bottom"].contains(edges) {
                let both = edges == "all" || edges == "vertical"
                v += both ? 2 * length : length
                if both || edges == "top" { top += length }
            }
        }
        return (h, v, left, top)
    }

    /// The children's intrinsic widths, or nil when there are none or one of them has none.
    private func childWidths(_ node: ViewNode, font: FontSpec) -> [Double]? {
        let widths = node.children.compactMap { intrinsicWidth($0, font: font) }
        return widths.isEmpty || widths.count < node.children.count ? nil : widths
    }

    func intrinsicWidth(_ node: ViewNode, font inherited: FontSpec) -> Double? {
        let f = font(node, inherited: inherited)
        if let w = node.modifier("frame")?.argument("width")?.doubleValue { return w }
        let pad = padding(node).h
        switch node.kind {
        case "Text": return measurer.width(of: node.argument("content")?.stringValue ?? "", font: f) + pad
        case "Button", "Label":
            let title = node.argument("title")?.stringValue ?? ""
            return measurer.width(of: title, font: f) + (node.argument("systemImage") != nil ? 28 : 0) + pad + 8
        case "Image": return 24 + pad
        case "HStack":
            // As wide as its children when they all have a width (no spacer or flexible view).
            return childWidths(node, font: f).map { $0.reduce(0, +) + stackSpacing(node) * Double($0.count - 1) + pad }
        case "VStack", "Group":
            // As wide as its widest child when they all have a width.
            return childWidths(node, font: f).map { $0.max()! + pad }
        case "Spacer": return nil
        default:
            // A view written in the source is as wide as its body.
            guard node.origin != .sdk, node.children.count == 1 else { return nil }
            return intrinsicWidth(node.children[0], font: f).map { $0 + pad }
        }
    }

    // MARK: Drawing

    func draw(_ node: ViewNode, in rect: Rect, font inherited: FontSpec, into svg: inout SVGWriter, unmapped: inout Set<String>) {
        // Interactive views carry their identity, so a click in the Studio reaches the runtime.
        if node.interactive {
            svg.open("g", [("class", "interactive \(node.kind)"), ("data-identity", node.identity)])
            drawNode(node, in: rect, font: inherited, into: &svg, unmapped: &unmapped)
            svg.close("g")
        } else {
            drawNode(node, in: rect, font: inherited, into: &svg, unmapped: &unmapped)
        }
    }

    private func drawNode(_ node: ViewNode, in rect: Rect, font inherited: FontSpec, into svg: inout SVGWriter, unmapped: inout Set<String>) {
        let f = font(node, inherited: inherited)
        let pad = padding(node)
        var r = Rect(x: rect.x + pad.left, y: rect.y + pad.top, width: max(0, rect.width - pad.h), height: max(0, rect.height - pad.v))
        if let w = node.modifier("frame")?.argument("width")?.doubleValue, w < r.width { r.x += (r.width - w) / 2; r.width = w }
        let color = foreground(node) ?? palette.label
        switch node.kind {
        case "Text":
            drawText(node.argument("content")?.stringValue ?? "", in: r, font: f, color: color, into: &svg)
        case "Button", "Link", "NavigationLink", "Menu", "ShareLink":
            let title = node.argument("title")?.stringValue
            if let title {
                drawText(title, in: r, font: f, color: foreground(node) ?? palette.accent, into: &svg, center: true)
            } else if let label = node.argument("label")?.viewsValue {
                drawStack(label, vertical: false, spacing: 6, in: r, font: f, into: &svg, unmapped: &unmapped)
            }
        case "Label":
            let symbol = node.argument("systemImage")?.stringValue
            if let symbol { drawIcon(symbol, in: Rect(x: r.x, y: r.midY - 11, width: 22, height: 22), color: palette.accent, into: &svg, unmapped: &unmapped) }
            drawText(node.argument("title")?.stringValue ?? "", in: Rect(x: r.x + (symbol == nil ? 0 : 30), y: r.y, width: r.width - 30, height: r.height),
                     font: f, color: color, into: &svg)
        case "Image":
            let symbol = node.argument("systemName")?.stringValue ?? ""
            drawIcon(symbol, in: Rect(x: r.midX - 12, y: r.midY - 12, width: 24, height: 24), color: foreground(node) ?? palette.label, into: &svg, unmapped: &unmapped)
        case "Toggle":
            if let title = node.argument("title")?.stringValue { drawText(title, in: r, font: f, color: color, into: &svg) }
            let on = bound(node, "isOn") == .bool(true)
            let sw = Rect(x: r.maxX - 51, y: r.midY - 15.5, width: 51, height: 31)
            svg.rect(sw, fill: on ? "#34C759" : palette.fill, radius: 15.5, extra: [("class", on ? "switch on" : "switch")])
            svg.element("circle", [("cx", SVGWriter.number(on ? sw.maxX - 15.5 : sw.x + 15.5)), ("cy", SVGWriter.number(sw.midY)), ("r", "13.5"), ("fill", "#FFFFFF")])
        case "Slider":
            let track = Rect(x: r.x + 16, y: r.midY - 2, width: max(0, r.width - 32), height: 4)
            let share = Self.fraction(node, bound(node, "value"))
            svg.rect(track, fill: palette.fill, radius: 2, extra: [("class", "slider")])
            svg.rect(Rect(x: track.x, y: track.y, width: track.width * share, height: 4), fill: palette.accent, radius: 2)
            svg.element("circle", [("cx", SVGWriter.number(track.x + track.width * share)), ("cy", SVGWriter.number(track.midY)), ("r", "11"), ("fill", "#FFFFFF"),
                                   ("stroke", palette.separator)])
        case "TextField", "SecureField":
            svg.rect(r, fill: palette.background, radius: 8, stroke: palette.separator, extra: [("class", "text-field")])
            if let text = bound(node, "text")?.stringValue, !text.isEmpty {
                drawText(text, in: r.inset(8), font: f, color: palette.label, into: &svg)
            } else {
                drawText(node.argument("title")?.stringValue ?? "", in: r.inset(8), font: f, color: palette.secondary, into: &svg)
            }
        case "TextEditor":
            svg.rect(r, fill: palette.background, stroke: palette.separator, extra: [("class", "text-editor")])
            var y = r.y + 8
            for line in (bound(node, "text")?.stringValue ?? "").split(separator: "\n", omittingEmptySubsequences: false) where y + lineHeight(f) <= r.maxY {
                drawText(String(line), in: Rect(x: r.x + 8, y: y, width: r.width - 16, height: lineHeight(f)), font: f, color: color, into: &svg)
                y += lineHeight(f)
            }
            svg.rect(Rect(x: r.x + 8, y: y + 2, width: 2, height: lineHeight(f) - 4), fill: palette.accent)
        case "Divider":
            svg.rect(Rect(x: r.x, y: r.y, width: r.width, height: 0.5), fill: palette.separator)
        case "Placeholder":
            svg.element("rect", [("x", SVGWriter.number(r.x)), ("y", SVGWriter.number(r.y)), ("width", SVGWriter.number(r.width)),
                                 ("height", SVGWriter.number(r.height)), ("rx", "10"), ("fill", "none"), ("stroke", palette.secondary),
                                 ("stroke-dasharray", "6 4"), ("class", "placeholder")])
            drawText(node.argument("name")?.stringValue ?? "View", in: r, font: FontSpec(size: 15, weight: .medium), color: palette.secondary, into: &svg, center: true)
        case "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Color":
            svg.rect(r, fill: palette.fill, radius: node.kind == "Capsule" ? r.height / 2 : node.kind == "RoundedRectangle" ? 10 : 0)
        case "List", "Form":
            svg.rect(r, fill: palette.groupedBackground)
            var y = r.y + 18
            for row in rows(node.children) where y + 44 <= r.maxY {
                let rowRect = Rect(x: r.x + 16, y: y, width: r.width - 32, height: 44)
                svg.rect(rowRect, fill: palette.background, radius: 0)
                // Rows are leading-aligned: a row narrower than the list starts at its leading edge.
                let width = min(intrinsicWidth(row, font: f) ?? .infinity, rowRect.width - 32)
                draw(row, in: Rect(x: rowRect.x + 16, y: rowRect.y, width: width, height: 44), font: f, into: &svg, unmapped: &unmapped)
                svg.rect(Rect(x: rowRect.x + 16, y: rowRect.maxY - 0.5, width: rowRect.width - 16, height: 0.5), fill: palette.separator)
                y += 44
            }
        case "HStack":
            drawStack(node.children, vertical: false, spacing: stackSpacing(node), in: r, font: f, into: &svg, unmapped: &unmapped)
        case "ZStack":
            for child in node.children { draw(child, in: r, font: f, into: &svg, unmapped: &unmapped) }
        case "NavigationSplitView":
            let sidebarWidth = min(320, r.width * 0.3)
            let side = Rect(x: r.x, y: r.y, width: sidebarWidth, height: r.height)
            svg.rect(side, fill: palette.groupedBackground, extra: [("class", "split-sidebar")])
            if let sidebar = node.argument("sidebar")?.viewsValue { drawStack(sidebar, vertical: true, spacing: 0, in: side, font: f, into: &svg, unmapped: &unmapped) }
            svg.rect(Rect(x: side.maxX, y: r.y, width: 0.5, height: r.height), fill: palette.separator)
            if let detail = node.argument("detail")?.viewsValue {
                drawStack(detail, vertical: true, spacing: 0, in: Rect(x: side.maxX, y: r.y, width: r.width - sidebarWidth, height: r.height),
                          font: f, into: &svg, unmapped: &unmapped)
            }
        case "TabView":
            if let first = node.children.first?.children.first ?? node.children.first {
                drawStack([first], vertical: true, spacing: 0, in: r, font: f, into: &svg, unmapped: &unmapped, center: true)
            }
        default:
            drawStack(node.children, vertical: true, spacing: stackSpacing(node), in: r, font: f, into: &svg, unmapped: &unmapped,
                      center: !["ScrollView", "VStack", "LazyVStack"].contains(node.kind) || node.origin != .sdk,
                      alignment: node.argument("alignment")?.symbolValue?.name ?? "center")
        }
    }

    /// Where a slider's value sits in its bounds, 0...1.
    static func fraction(_ node: ViewNode, _ value: IRValue?) -> Double {
        guard let v = value?.doubleValue else { return 0.5 }
        var lower = 0.0, upper = 1.0
        if case .range(let l, let u, _)? = node.argument("in"), let lo = l.doubleValue, let hi = u.doubleValue, hi > lo { lower = lo; upper = hi }
        return min(1, max(0, (v - lower) / (upper - lower)))
    }

    /// A list's rows: ForEach and Section contents flattened.
    private func rows(_ children: [ViewNode]) -> [ViewNode] {
        children.flatMap { c -> [ViewNode] in
            ["ForEach", "Group", "Section", "TupleView"].contains(c.kind) ? rows(c.children) : [c]
        }
    }

    private func foreground(_ node: ViewNode) -> String? {
        guard let m = node.modifier("foregroundStyle") ?? node.modifier("foregroundColor") else { return nil }
        let name = (m.argument("style") ?? m.argument("color"))?.symbolValue?.name
        switch name {
        case "secondary", "gray": return palette.secondary
        case "accentColor", "tint", "blue": return palette.accent
        case "red": return "#FF3B30"
        case "green": return "#34C759"
        case "orange": return "#FF9500"
        default: return nil
        }
    }

    /// Children stacked; flexible children (spacers, lists, editors) share what is left.
    func drawStack(_ children: [ViewNode], vertical: Bool, spacing: Double, in r: Rect, font f: FontSpec, into svg: inout SVGWriter,
                   unmapped: inout Set<String>, center: Bool = false, alignment: String = "center") {
        guard !children.isEmpty else { return }
        if vertical {
            let sizes = children.map { height($0, width: r.width, font: f) }
            let fixed = sizes.compactMap { $0 }.reduce(0, +) + spacing * Double(children.count - 1)
            let flexibleCount = sizes.filter { $0 == nil }.count
            let share = flexibleCount > 0 ? max(0, (r.height - fixed) / Double(flexibleCount)) : 0
            var y = r.y
            if flexibleCount == 0 && center { y += max(0, (r.height - fixed) / 2) }
            for (child, size) in zip(children, sizes) {
                let h = size ?? share
                if child.kind != "Spacer" {
                    var frame = Rect(x: r.x, y: y, width: r.width, height: min(h, max(0, r.maxY - y)))
                    // A child narrower than the stack sits at the stack's alignment (centered unless
                    // told otherwise); one that asks for `maxWidth` takes the whole width.
                    if child.modifier("frame")?.argument("maxWidth") == nil, let w = intrinsicWidth(child, font: f), w < r.width {
                        frame.x = alignment == "leading" ? r.x : alignment == "trailing" ? r.maxX - w : r.x + (r.width - w) / 2
                        frame.width = w
                    }
                    draw(child, in: frame, font: f, into: &svg, unmapped: &unmapped)
                }
                y += h + spacing
            }
        } else {
            let widths = children.map { intrinsicWidth($0, font: f) }
            let fixed = widths.compactMap { $0 }.reduce(0, +) + spacing * Double(children.count - 1)
            let flexible = widths.filter { $0 == nil }.count
            let share = flexible > 0 ? max(0, (r.width - fixed) / Double(flexible)) : 0
            var x = r.x + (flexible == 0 ? max(0, (r.width - fixed) / 2) : 0)
            for (child, width) in zip(children, widths) {
                let w = width ?? share
                if child.kind != "Spacer" { draw(child, in: Rect(x: x, y: r.y, width: w, height: r.height), font: f, into: &svg, unmapped: &unmapped) }
                x += w + spacing
            }
        }
    }

    func drawText(_ text: String, in r: Rect, font f: FontSpec, color: String, into svg: inout SVGWriter, center: Bool = false) {
        guard r.width > 0 else { return }
        var shown = text
        // Truncate with an ellipsis to the width, by real font metrics.
        if measurer.width(of: shown, font: f) > r.width {
            while !shown.isEmpty && measurer.width(of: shown + "…", font: f) > r.width { shown.removeLast() }
            shown += "…"
        }
        let baseline = r.midY + f.size * 0.35
        let weight = f.weight == .bold ? 700 : f.weight == .semibold ? 600 : f.weight == .medium ? 500 : 400
        svg.text(shown, x: center ? r.midX : r.x, y: baseline, size: f.size, weight: weight, fill: color,
                 anchor: center ? "middle" : "start", italic: f.italic)
    }

    /// A symbol from the icon set, or a labelled fallback (with a note) when it has no mapping.
    func drawIcon(_ symbol: String, in r: Rect, color: String, into svg: inout SVGWriter, unmapped: inout Set<String>) {
        if let path = icons?.path(for: symbol) {
            svg.element("path", [("d", path), ("transform", "translate(\(SVGWriter.number(r.x)) \(SVGWriter.number(r.y))) scale(\(SVGWriter.number(r.width)))"),
                                 ("fill", color), ("class", "symbol"), ("data-symbol", symbol)])
        } else {
            unmapped.insert(symbol)
            svg.element("rect", [("x", SVGWriter.number(r.x)), ("y", SVGWriter.number(r.y)), ("width", SVGWriter.number(r.width)),
                                 ("height", SVGWriter.number(r.height)), ("rx", "4"), ("fill", "none"), ("stroke", color),
                                 ("stroke-dasharray", "2 2"), ("class", "symbol-fallback"), ("data-symbol", symbol)])
            svg.text(String(symbol.prefix(3)), x: r.midX, y: r.midY + 3, size: 8, fill: color, anchor: "middle")
        }
    }
}
