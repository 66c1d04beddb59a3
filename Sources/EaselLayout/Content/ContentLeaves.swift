import EaselIR
import EaselText

/// A leaf's answer to a proposal: its size and how to make its node at a rectangle of that size.
struct Leaf {
    var size: Size
    var make: (Rect) -> ContentNode
}

/// Leaves (spec L7) and controls (L11): texts, images and controls at their platform's sizes.
extension ContentEngine {
    func leafSize(_ box: Box, _ p: Proposal) -> Size? {
        // A text, the commonest leaf, is sized without making the closure that places it (which
        // holds a copy of the engine): a list's rows are sized at two or three proposals each.
        if box.kind == "Text" { return textSize(box, p).size }
        return leaf(box, p)?.size
    }

    private func textSize(_ box: Box, _ p: Proposal) -> (size: Size, wrapped: WrappedText) {
        let w = textLayout(Self.string(of: box.view), box, p)
        return (Size(width: w.width, height: w.height), w)
    }

    func placeLeaf(_ box: Box, in rect: Rect) -> ContentNode? {
        leaf(box, Proposal(width: rect.width, height: rect.height))?.make(rect)
    }

    static let iosFamily: Set<Platform> = [.ios, .ipados, .visionos]

    func leaf(_ box: Box, _ p: Proposal) -> Leaf? {
        switch box.kind {
        case "Text":
            let (size, w) = textSize(box, p)
            return Leaf(size: size) { self.textNode(box, w, in: $0) }
        case "Image":
            return image(box, p)
        case "Label":
            let (title, symbol) = Self.labelParts(box.view)
            return labeled(box, p, title: title, symbol: symbol, insets: (0, 0), style: nil)
        case "Button", "Link", "Menu", "ShareLink", "EditButton", "NavigationLink", "PhotosPicker":
            return button(box, p)
        case "Toggle":
            return toggle(box, p)
        case "Slider", "ProgressView", "Gauge":
            return bar(box, p)
        case "Stepper", "DatePicker", "ColorPicker", "Picker", "LabeledContent":
            return row(box, p)
        case "TextField", "SecureField", "TextEditor":
            return field(box, p)
        case "ContentUnavailableView":
            let size = Size(width: finite(p.width) ?? 300, height: finite(p.height) ?? 200)
            return Leaf(size: size) { r in
                var n = self.node(box, r)
                n.text = box.view.argument("title")?.stringValue ?? ""
                n.lines = 1
                n.parts = [.init(name: .icon(box.view.namedSymbol ?? .system("")), frame: Rect(x: r.midX - 24, y: r.midY - 60, width: 48, height: 48))]
                n.textLines = [.init(text: n.text!, frame: Rect(x: r.x, y: r.midY, width: r.width, height: 28))]
                n.font = box.env.style("title2")
                n.font.weight = .bold
                return n
            }
        default:
            return nil
        }
    }

    // MARK: Images (L7)

    func image(_ box: Box, _ p: Proposal) -> Leaf {
        let symbol = box.view.imageSymbol
        let side = (box.env.font.size * box.env.imageScale * 100).rounded() / 100
        // An image set's bitmap is its size in points; an image Easel has not read, 100 pt.
        let natural = box.view.naturalImageSize.map { Size(width: $0.width, height: $0.height) }
        let ideal = symbol != nil ? Size(width: side, height: side) : natural ?? Size(width: 100, height: 100)
        let resizable = box.view.modifier("resizable") != nil
        let size = resizable ? Size(width: p.width ?? ideal.width, height: p.height ?? ideal.height) : ideal
        return Leaf(size: size) { r in
            var n = self.node(box, r)
            n.text = nil
            if let symbol {
                n.parts = [.init(name: .icon(symbol), frame: r)]
            } else if natural != nil, let name = box.view.argument("name")?.stringValue {
                n.parts = [.init(name: .bitmap(name), frame: r)]
            }
            return n
        }
    }

    /// `LabeledContent("Sign out") { Button(…) }`, `LabeledContent { … } label: { … }`: its
    /// label leading, its content trailing (L11); with `.labelsHidden()`, its content alone
    /// across the row.
    func labeledViews(_ box: Box, _ p: Proposal) -> Leaf {
        let env = box.env
        let content = box.children, label = box.arguments["label"] ?? []
        let title = box.view.argument("title")?.stringValue
        let spacing = 8.0
        if env.labelsHidden || (title == nil && label.isEmpty) {
            let size = stackSize(content, horizontal: true, spacing: env.spacing, p)
            let width = env.inList ? (finite(p.width) ?? size.width) : size.width
            return Leaf(size: Size(width: width, height: size.height)) { r in
                self.node(box, r, children: self.placeStack(content, horizontal: true, spacing: env.spacing, alignment: "center", in: r))
            }
        }
        let wanted = stackSize(content, horizontal: true, spacing: env.spacing, Proposal(width: p.width.map { $0 / 2 }, height: p.height))
        let labelWidth = p.width.map { max(0, $0 - wanted.width - spacing) }
        let titleText = title.map { textLayout($0, box, Proposal(width: labelWidth, height: p.height)) }
        let labelSize = titleText.map { Size(width: $0.width, height: $0.height) }
            ?? stackSize(label, horizontal: true, spacing: env.spacing, Proposal(width: labelWidth, height: p.height))
        let intrinsic = labelSize.width + spacing + wanted.width
        let width = env.inList ? (finite(p.width) ?? intrinsic) : intrinsic
        return Leaf(size: Size(width: width, height: max(labelSize.height, wanted.height))) { r in
            let leading = Rect(x: r.x, y: r.midY - labelSize.height / 2, width: labelSize.width, height: labelSize.height)
            var n = titleText.map { self.textNode(box, $0, in: leading) } ?? self.node(box, r)
            n.frame = r
            let trailing = Rect(x: r.maxX - wanted.width, y: r.midY - wanted.height / 2, width: wanted.width, height: wanted.height)
            n.children = (titleText == nil ? self.placeStack(label, horizontal: true, spacing: env.spacing, alignment: "center", in: leading) : [])
                + self.placeStack(content, horizontal: true, spacing: env.spacing, alignment: "center", in: trailing)
            return n
        }
    }

    // MARK: Labels and buttons (L11)

    /// A label's title and symbol: its strings (`Label("Birds", systemImage: "bird")`), else the
    /// first text of its `title:` builder and the first symbol of its `icon:` one (`Label {
    /// Text("Backyards") } icon: { Image(systemName: "leaf") }`).
    static func labelParts(_ view: ViewNode) -> (title: String, symbol: SymbolImage?) {
        let title = view.argument("title")?.stringValue ?? first(in: view, "title") { $0.kind == "Text" ? $0.textContent : nil } ?? ""
        return (title, view.namedSymbol ?? firstSymbol(in: view, "icon"))
    }

    /// The first symbol image among the views of `view`'s argument `slot`.
    static func firstSymbol(in view: ViewNode, _ slot: String) -> SymbolImage? {
        for node in view.argument(slot)?.viewsValue ?? [] {
            if let found = node.first(where: { $0.kind == "Image" && $0.imageSymbol != nil }) { return found.imageSymbol }
        }
        return nil
    }

    /// What `read` finds first in the views of `view`'s argument `slot`, in the walk's order.
    static func first(in view: ViewNode, _ slot: String, _ read: (ViewNode) -> String?) -> String? {
        for node in view.argument(slot)?.viewsValue ?? [] {
            if let found = node.first(where: { read($0) != nil }).flatMap(read) { return found }
        }
        return nil
    }

    /// A control's title: its string, else the first text of its `label:` views
    /// (`Picker(selection: $car) { … } label: { Text("Vehicle") }`).
    static func title(of view: ViewNode) -> String {
        view.argument("title")?.stringValue ?? first(in: view, "label") { $0.kind == "Text" ? $0.textContent : nil } ?? ""
    }

    /// A title with an optional symbol before it, inside `insets` (horizontal, vertical).
    func labeled(_ box: Box, _ p: Proposal, title: String, symbol: SymbolImage?, insets: (h: Double, v: Double), style: ContentStyle?,
                 kind: String? = nil) -> Leaf {
        let f = box.env.font
        let labelStyle = box.env.labelStyle ?? .automatic
        let showIcon = symbol != nil && labelStyle != .titleOnly
        let showTitle = !(showIcon && labelStyle == .iconOnly)
        let icon = showIcon ? (f.size * box.env.imageScale * 100).rounded() / 100 : 0
        let gap = showIcon && showTitle ? (box.kind == "Label" ? box.env.spacing + 4 : 6) : 0
        let textWidth = p.width.map { max(0, $0 - 2 * insets.h - icon - gap) }
        let w = showTitle ? textLayout(title, box, Proposal(width: textWidth, height: p.height.map { $0 - 2 * insets.v })) : WrappedText(lines: [], widths: [], lineHeight: 0)
        let content = Size(width: icon + gap + w.width, height: max(icon, w.height))
        let size = Size(width: content.width + 2 * insets.h, height: content.height + 2 * insets.v)
        return Leaf(size: size) { r in
            var n = self.textNode(box, w, in: Rect(x: r.x + insets.h + icon + gap, y: r.midY - w.height / 2, width: w.width, height: w.height))
            n.frame = r
            if let kind { n.kind = kind }
            n.style = style
            if let style, style.isBordered { n.parts.append(.init(name: style == .borderedProminent && Self.iosFamily.contains(box.env.platform) ? .capsule : .bezel, frame: r)) }
            if showIcon, let symbol {
                let x = showTitle ? r.x + insets.h : r.midX - icon / 2
                n.parts.append(.init(name: .icon(symbol), frame: Rect(x: x, y: r.midY - icon / 2, width: icon, height: icon)))
            }
            return n
        }
    }

    /// The style a button is drawn with: what `.buttonStyle` says, else the platform's automatic one.
    func buttonStyle(_ box: Box) -> ContentStyle {
        if let s = box.env.buttonStyle, s != .automatic { return s }
        switch box.env.platform {
        case .macos, .watchos, .tvos, .visionos: return .bordered
        case .ios, .ipados: return .borderless
        }
    }

    /// The room a list row's navigation link keeps at its trailing edge for its chevron (L11).
    static let chevronRoom = 20.0

    func button(_ box: Box, _ p: Proposal) -> Leaf {
        let v = box.view
        let env = box.env
        let style = box.kind == "Button" ? buttonStyle(box) : nil
        let bordered = style?.isBordered ?? false
        let insets: (h: Double, v: Double) = !bordered ? (0, 0) : env.platform == .macos ? (8, 3) : env.platform == .watchos ? (12, 11) : (12, 7)
        let chevron = box.kind == "NavigationLink" && env.inList && env.platform != .macos
        // A style of the source drew the button (`styleBody`): that is its whole label.
        if let styled = box.arguments["styleBody"] { return styledButton(box, styled, p, style: style) }
        let label = box.arguments["label"] ?? []
        // SwiftUI's own labels: "Edit"; "Share" with the share symbol, unless a label is given.
        let shares = box.kind == "ShareLink"
        let title = v.argument("title")?.stringValue ?? (box.kind == "EditButton" ? "Edit" : shares && label.isEmpty ? "Share" : nil)
        let symbol = v.namedSymbol ?? (shares ? .system("square.and.arrow.up") : nil)
        let fill = (env.platform == .watchos && bordered) || chevron
        var leaf: Leaf
        if let title {
            leaf = labeled(box, Proposal(width: p.width.map { $0 - (chevron ? Self.chevronRoom : 0) }, height: p.height),
                           title: title, symbol: symbol, insets: insets, style: style)
        } else {
            let inner = Proposal(width: p.width.map { max(0, $0 - 2 * insets.h - (chevron ? Self.chevronRoom : 0)) }, height: p.height.map { max(0, $0 - 2 * insets.v) })
            let s = stackSize(label, horizontal: false, spacing: env.spacing, inner)
            leaf = Leaf(size: Size(width: s.width + 2 * insets.h, height: s.height + 2 * insets.v)) { r in
                let content = Rect(x: r.x + insets.h, y: r.midY - s.height / 2, width: s.width, height: s.height)
                var n = self.node(box, r, children: self.placeStack(label, horizontal: false, spacing: env.spacing, alignment: "leading", in: content))
                n.style = style
                if bordered { n.parts.append(.init(name: style == .borderedProminent && Self.iosFamily.contains(env.platform) ? .capsule : .bezel, frame: r)) }
                return n
            }
        }
        guard fill, let width = finite(p.width) else { return leaf }
        let inner = leaf
        return Leaf(size: Size(width: max(width, inner.size.width), height: inner.size.height)) { r in
            var n = inner.make(Rect(x: r.x, y: r.y, width: inner.size.width, height: r.height))
            n.frame = r
            if bordered { n.parts = n.parts.map { $0.name.isIcon ? $0 : .init(name: $0.name, frame: r) } }
            if chevron { n.parts.append(.init(name: .chevron, frame: Rect(x: r.maxX - 8, y: r.midY - 6.5, width: 8, height: 13))) }
            return n
        }
    }

    /// A button drawn by a style of the source: its style's views, as they are, no bezel.
    private func styledButton(_ box: Box, _ body: [Box], _ p: Proposal, style: ContentStyle?) -> Leaf {
        let s = stackSize(body, horizontal: false, spacing: box.env.spacing, p)
        return Leaf(size: s) { r in
            var n = self.node(box, r, children: self.placeStack(body, horizontal: false, spacing: box.env.spacing, alignment: "center", in: r))
            n.style = style
            return n
        }
    }

    // MARK: Toggles (L11)

    func toggle(_ box: Box, _ p: Proposal) -> Leaf {
        let env = box.env
        let style = env.toggleStyle.flatMap { $0 == .automatic ? nil : $0 } ?? (env.platform == .macos ? .checkbox : .switch)
        let titled = box.view.argument("title")
        // `Toggle(isOn:) { Text(…) }`: its label's views, where a title would be.
        if titled == nil, !env.labelsHidden, let label = box.arguments["label"], !label.isEmpty { return labelledToggle(box, p, label, style: style) }
        let title = env.labelsHidden ? "" : titled?.stringValue ?? ""
        if style == .checkbox {
            let w = textLayout(title, box, Proposal(width: p.width.map { max(0, $0 - 20) }, height: p.height))
            let size = Size(width: 20 + w.width, height: max(16, w.height))
            return Leaf(size: size) { r in
                var n = self.textNode(box, w, in: Rect(x: r.x + 20, y: r.midY - w.height / 2, width: w.width, height: w.height))
                n.frame = r
                n.style = style
                n.parts = [.init(name: .checkbox, frame: Rect(x: r.x, y: r.midY - 7, width: 14, height: 14))]
                return n
            }
        }
        let knob = Self.switchSize(env.platform)
        let textWidth = finite(p.width).map { max(0, $0 - knob.width - 8) }
        let w = textLayout(title, box, Proposal(width: textWidth, height: p.height))
        // A hidden label leaves the switch alone, as wide as it is.
        let width = env.labelsHidden ? knob.width : finite(p.width) ?? (w.width + 8 + knob.width)
        return Leaf(size: Size(width: max(width, knob.width), height: max(knob.height, w.height))) { r in
            var n = self.textNode(box, w, in: Rect(x: r.x, y: r.midY - w.height / 2, width: w.width, height: w.height))
            n.frame = r
            n.style = style
            n.parts = [.init(name: .switch, frame: Rect(x: r.maxX - knob.width, y: r.midY - knob.height / 2, width: knob.width, height: knob.height))]
            return n
        }
    }

    static func switchSize(_ platform: Platform) -> Size { platform == .watchos ? Size(width: 42, height: 26) : Size(width: 51, height: 31) }

    /// A toggle whose label is views: a Mac's checkbox before them, a switch after them.
    private func labelledToggle(_ box: Box, _ p: Proposal, _ label: [Box], style: ContentStyle) -> Leaf {
        let spacing = box.env.spacing
        let checkbox = style == .checkbox
        let knob = checkbox ? Size(width: 20, height: 16) : Self.switchSize(box.env.platform)
        let s = stackSize(label, horizontal: false, spacing: spacing, Proposal(width: p.width.map { max(0, $0 - knob.width - (checkbox ? 0 : 8)) }, height: p.height))
        let width = checkbox ? knob.width + s.width : (finite(p.width) ?? (s.width + 8 + knob.width))
        return Leaf(size: Size(width: max(width, knob.width), height: max(knob.height, s.height))) { r in
            let content = Rect(x: checkbox ? r.x + knob.width : r.x, y: r.midY - s.height / 2, width: s.width, height: s.height)
            var n = self.node(box, r, children: self.placeStack(label, horizontal: false, spacing: spacing, alignment: "leading", in: content))
            n.style = style
            n.parts = checkbox ? [.init(name: .checkbox, frame: Rect(x: r.x, y: r.midY - 7, width: 14, height: 14))]
                : [.init(name: .switch, frame: Rect(x: r.maxX - knob.width, y: r.midY - knob.height / 2, width: knob.width, height: knob.height))]
            return n
        }
    }

    // MARK: Sliders and progress (L11)

    func bar(_ box: Box, _ p: Proposal) -> Leaf {
        let env = box.env
        let circular = box.kind == "ProgressView" && box.view.argument("value") == nil
        if circular {
            let side = env.platform == .macos ? 16.0 : 20
            return Leaf(size: Size(width: side, height: side)) { r in
                var n = self.node(box, r)
                n.style = .circular
                n.parts = [.init(name: .spinner, frame: r)]
                return n
            }
        }
        let height = box.kind == "Slider" ? (env.platform == .macos ? 20.0 : env.platform == .watchos ? 44 : 28) : 4
        let title = box.kind == "Slider" ? nil : box.view.argument("title")?.stringValue
        let w = title.map { textLayout($0, box, Proposal(width: p.width, height: nil)) }
        let top = w.map { $0.height + 4 } ?? 0
        let width = finite(p.width) ?? 200
        // A slider's minimum and maximum value labels (a speaker, a louder speaker) at its ends,
        // at their ideal sizes, the track between them 8 pt from each.
        let ends = box.kind == "Slider" ? [box.arguments["minimumValueLabel"] ?? [], box.arguments["maximumValueLabel"] ?? []] : [[], []]
        let unproposed = Proposal(width: nil, height: nil)
        let endSizes = ends.map { kids in kids.isEmpty ? nil : stackSize(kids, horizontal: true, spacing: 4, unproposed) }
        let lead = endSizes[0].map { $0.width + 8 } ?? 0, trail = endSizes[1].map { $0.width + 8 } ?? 0
        let rowHeight = max(height, endSizes.compactMap { $0?.height }.max() ?? 0)
        return Leaf(size: Size(width: width, height: rowHeight + top)) { r in
            let middle = r.maxY - rowHeight / 2
            var labels: [ContentNode] = []
            let xs = [r.x, r.maxX - (endSizes[1]?.width ?? 0)]
            for i in ends.indices {
                guard let size = endSizes[i] else { continue }
                labels += self.placeStack(ends[i], horizontal: true, spacing: 4, alignment: "center",
                                          in: Rect(x: xs[i], y: middle - size.height / 2, width: size.width, height: size.height))
            }
            var n = w.map { self.textNode(box, $0, in: Rect(x: r.x, y: r.y, width: $0.width, height: $0.height)) } ?? self.node(box, r)
            n.frame = r
            n.children += labels
            n.style = box.kind == "Slider" ? nil : .linear
            let track = box.kind == "Slider" ? Rect(x: r.x + lead, y: middle - 2, width: max(0, r.width - lead - trail), height: 4)
                : Rect(x: r.x, y: r.maxY - 4, width: r.width, height: 4)
            n.parts = [.init(name: .track, frame: track)]
            return n
        }
    }

    /// A wheel picker (L11; iOS, iPadOS, watchOS, visionOS: macOS and tvOS have none): 216 pt tall
    /// on iOS (UIPickerView's height; watchOS's is its screen's), its options 34 pt apart, the
    /// selected one on a band across the middle and the others above and below as far as the
    /// wheel shows them; as wide as proposed, else its widest option and a margin. No title, as in a
    /// form. [D] the row pitch and band.
    func wheel(_ box: Box, _ p: Proposal, shown: Box?) -> Leaf {
        let options = box.children.map { Self.string(of: $0.view) }
        let pitch = 34.0, height = box.env.platform == .watchos ? 100.0 : 216
        let widest = options.map { measurer.width(of: $0, font: box.env.font) }.max() ?? 0
        let size = Size(width: finite(p.width) ?? widest + 64, height: height)
        let selected = shown.flatMap { s in box.children.firstIndex { $0 === s } } ?? 0
        return Leaf(size: size) { r in
            var n = self.node(box, r)
            n.style = .wheel
            let middle = r.midY - pitch / 2
            n.parts = options.indices.compactMap { i in
                let y = middle + Double(i - selected) * pitch
                guard y >= r.y - 0.01, y + pitch <= r.maxY + 0.01 else { return nil }  // beyond the wheel's rim
                return .init(name: .option(options[i], selected: i == selected), frame: Rect(x: r.x, y: y, width: r.width, height: pitch))
            }
            return n
        }
    }

    // MARK: Rows: a title leading, a control trailing (L11)

    func row(_ box: Box, _ p: Proposal) -> Leaf {
        if box.kind == "LabeledContent", box.view.argument("value") == nil { return labeledViews(box, p) }
        let env = box.env, v = box.view
        let mac = env.platform == .macos
        let title = Self.title(of: v)
        var style: ContentStyle? = nil
        var control: Size
        var value: String? = nil
        switch box.kind {
        case "Stepper": control = mac ? Size(width: 13, height: 22) : Size(width: 94, height: 32)
        case "DatePicker":
            // The preview's clock (the status bar's 9:41), its date or its time as the components say.
            value = v.argument("displayedComponents")?.symbolValue?.name == "hourAndMinute" ? "9:41 AM" : "Jun 5, 2026"
            control = Size(width: measurer.width(of: value!, font: env.font) + 22, height: mac ? 22 : 34)
        case "ColorPicker": control = Size(width: 28, height: 28)
        case "LabeledContent":
            value = v.argument("value").map { Self.text(of: $0) } ?? ""
            control = Size(width: measurer.width(of: value!, font: env.font), height: Self.lineHeight(env.font))
        default:
            // Picker: the selected option's text (the lowering matched the tags), else the first's.
            style = env.pickerStyle.flatMap { $0 == .automatic ? nil : $0 } ?? .menu
            let selected = v.argument("selectedOption")?.stringValue
            let shown = box.children.first { selected != nil && $0.view.identity == selected } ?? box.children.first
            value = shown.map { Self.string(of: $0.view) } ?? ""
            if style == .wheel, !mac, env.platform != .tvos { return wheel(box, p, shown: shown) }
            if style == .navigationLink, mac || env.platform == .tvos { style = .menu }  // the platforms without the style
            if style == .segmented {
                let widths = box.children.map { measurer.width(of: Self.string(of: $0.view), font: env.font) + 24 }
                let size = Size(width: finite(p.width) ?? widths.reduce(0, +), height: mac ? 24 : 32)
                return Leaf(size: size) { r in
                    var n = self.node(box, r)
                    n.style = .segmented
                    n.text = title
                    let share = r.width / Double(max(1, widths.count))
                    n.parts = box.children.indices.map { i in
                        let option = box.children[i]
                        return .init(name: .segment(Self.string(of: option.view), selected: option === shown),
                                     frame: Rect(x: r.x + Double(i) * share, y: r.y, width: share, height: r.height))
                    }
                    return n
                }
            }
            control = Size(width: measurer.width(of: value!, font: env.font) + 24, height: mac ? 22 : Self.lineHeight(env.font))
        }
        let showsTitle = !env.labelsHidden && !(box.kind == "Picker" && !mac && !env.inList)
        // A value too long for the row beside its title keeps at most half the row and is
        // truncated, the title wrapping in the rest (a Picker's or LabeledContent's, as iOS's rows).
        if showsTitle, let shown = value, (box.kind == "Picker" || box.kind == "LabeledContent"), let total = finite(p.width) {
            let room = max(0, total - 8)
            let titleWidth = measurer.width(of: title, font: env.font)
            if titleWidth + control.width > room {
                let chrome = box.kind == "Picker" ? 24.0 : 0
                let capped = max(chrome, max(room / 2, room - titleWidth))
                if capped < control.width {
                    value = truncate(shown, to: capped - chrome, font: env.font, force: false)
                    control.width = min(capped, measurer.width(of: value!, font: env.font) + chrome)
                }
            }
        }
        let textWidth = p.width.map { max(0, $0 - control.width - 8) }
        let w = showsTitle ? textLayout(title, box, Proposal(width: textWidth, height: p.height)) : WrappedText(lines: [], widths: [], lineHeight: 0)
        let intrinsic = (showsTitle ? w.width + 8 : 0) + control.width
        let width = (env.inList || box.kind != "Picker") ? (finite(p.width) ?? intrinsic) : intrinsic
        return Leaf(size: Size(width: max(width, control.width), height: max(control.height, w.height))) { r in
            var n = self.textNode(box, w, in: Rect(x: r.x, y: r.midY - w.height / 2, width: w.width, height: w.height))
            n.frame = r
            n.style = style
            let c = Rect(x: r.maxX - control.width, y: r.midY - control.height / 2, width: control.width, height: control.height)
            n.parts = [.init(name: .control(value), frame: c)]
            return n
        }
    }

    // MARK: Text fields and editors (L11)

    func field(_ box: Box, _ p: Proposal) -> Leaf {
        let env = box.env
        let line = Self.lineHeight(env.font)
        if box.kind == "TextEditor" {
            return Leaf(size: Size(width: finite(p.width) ?? 200, height: p.height ?? line * 4)) { r in self.node(box, r) }
        }
        let style = env.textFieldStyle.flatMap { $0 == .automatic ? nil : $0 } ?? (env.platform == .macos ? .roundedBorder : .plain)
        let height = style == .roundedBorder ? (env.platform == .macos ? 22 : line + 12) : line
        return Leaf(size: Size(width: finite(p.width) ?? 200, height: height)) { r in
            var n = self.node(box, r)
            n.style = style
            n.text = box.view.argument("title")?.stringValue
            n.lines = 1
            return n
        }
    }
}
