import EaselLayout
import EaselIR
import EaselText

/// Paints the content tree the layout stage framed (spec L1: the canvas decides no size or
/// position): texts at their lines, controls at their parts, lists' rows and cards.
/// Interactive views carry their identity, so a click in the Studio reaches the runtime.
struct ContentPainter {
    let measurer: any TextMeasuring
    let icons: IconSet?
    let palette: Palette
    let baseFont: Double
    /// The running preview's state: toggles, sliders and text fields show their bound values.
    var state = StateStore()
    /// The platform whose controls are painted (a Mac's bordered buttons and pop-ups).
    var platform: Platform = .ios
    var mac: Bool { platform == .macos }
    /// Right-to-left (V3): directional symbols and a row's chevron point the other way.
    var rightToLeft = false
    /// Past it, nodes not yet painted are left out (issue 33).
    var deadline: StageDeadline?
    /// The app's custom symbols, drawn where a view or an item names one.
    var customSymbols = CustomSymbols.none
    /// The app's image sets' bitmaps, drawn where an `Image` names one.
    var bitmaps = Bitmaps.none

    /// The current value behind a binding argument (`isOn`, `value`, `text`).
    func bound(_ node: ViewNode, _ name: String) -> IRValue? { BoundValues.value(node, name, state) }

    /// Paints `n` and its children; `inherited` is the foreground a container gives the views
    /// inside it (a button's label takes the button's colour: white on a prominent fill);
    /// `inList`: inside a `List` or `Form`, where a navigation link is a row.
    func paint(_ n: ContentNode, into svg: inout SVGWriter, unmapped: inout Set<String>, inherited: String? = nil, inList: Bool = false) {
        if deadline?.hasPassed() == true { return }
        let interactive = n.role == nil && n.view?.interactive == true
        // `.opacity(0.5)` fades the view with its backgrounds and overlays, as SwiftUI composites it.
        let opacity = n.view?.modifier("opacity")?.arguments.first?.value.doubleValue.map { max(0, min(1, $0)) }
        if let opacity, opacity < 1 { svg.open("g", [("opacity", SVGWriter.number(opacity))]) }
        defer { if let opacity, opacity < 1 { svg.close("g") } }
        if interactive, let view = n.view { svg.open("g", [("class", "interactive \(view.kind)"), ("data-identity", view.identity)]) }
        if let clip = n.clip { openClip(clip, into: &svg) }
        defer { if n.clip != nil { svg.close("g") } }
        // A navigation link's row keeps its content's colours, as any row's: label-coloured text,
        // a label's icon in the accent colour (L12); a button's label takes the button's colour.
        let row = isRowLink(n, inList: inList)
        let inside = Self.buttonKinds.contains(n.kind) && !row ? buttonLabelColor(n, row: false) : inherited
        let childrenInList = inList || n.kind == "List" || n.kind == "Form"
        for c in n.children where c.role == .background { paint(c, into: &svg, unmapped: &unmapped, inList: childrenInList) }
        paintSelf(n, into: &svg, unmapped: &unmapped, inherited: inherited, row: row)
        for c in n.children where c.role != .background { paint(c, into: &svg, unmapped: &unmapped, inherited: inside, inList: childrenInList) }
        if interactive { svg.close("g") }
    }

    /// `.cornerRadius(_:)`, `.clipShape(_:)`: what the node draws, cut to the shape.
    private func openClip(_ clip: ContentNode.Clip, into svg: inout SVGWriter) {
        let r = clip.frame
        if clip.isCircle {
            svg.openClipped("circle", [("cx", SVGWriter.number(r.midX)), ("cy", SVGWriter.number(r.midY)),
                                       ("r", SVGWriter.number(min(r.width, r.height) / 2))])
        } else {
            svg.openClipped("rect", [("x", SVGWriter.number(r.x)), ("y", SVGWriter.number(r.y)), ("width", SVGWriter.number(r.width)),
                                     ("height", SVGWriter.number(r.height)), ("rx", SVGWriter.number(clip.cornerRadius))])
        }
    }

    static let buttonKinds: Set<String> = ["Button", "Link", "Menu", "ShareLink", "EditButton", "NavigationLink", "PhotosPicker"]

    /// A navigation link drawn as a list's row: with its chevron (iOS, iPadOS), or in a Mac list.
    func isRowLink(_ n: ContentNode, inList: Bool) -> Bool {
        n.kind == "NavigationLink" && (n.parts.contains { $0.name == .chevron } || (mac && inList))
    }

    private func paintSelf(_ n: ContentNode, into svg: inout SVGWriter, unmapped: inout Set<String>, inherited: String?, row: Bool) {
        let view = n.view
        let gradient = n.kind == "Text" || n.kind == "Label" ? foregroundGradient(n, into: &svg)
            : n.kind == "Image" ? foregroundGradient(n, ofOutline: true, into: &svg) : nil
        let color = gradient ?? view.flatMap(foreground) ?? n.tint.map(paletteColor) ?? environmentForeground(n) ?? inherited ?? palette.label
        if n.placeholder == true {
            svg.element("rect", [("x", SVGWriter.number(n.frame.x)), ("y", SVGWriter.number(n.frame.y)), ("width", SVGWriter.number(n.frame.width)),
                                 ("height", SVGWriter.number(n.frame.height)), ("rx", "10"), ("fill", "none"), ("stroke", palette.secondary),
                                 ("stroke-dasharray", "6 4"), ("class", "placeholder")])
            if n.children.isEmpty { drawText(n.kind, in: n.frame, font: FontSpec(size: 15, weight: .medium), color: palette.secondary, into: &svg, center: true) }
            return
        }
        for part in n.parts {
            if case .label(let text) = part.name { drawLine(text, in: part.frame, font: n.font, color: palette.label, into: &svg) }
        }
        switch n.kind {
        case "Text", "Label":
            paintLines(n, color: color, into: &svg)
            // A text's own symbols are drawn scaled too: a gradient is placed in their outlines.
            let iconColor = n.kind == "Label" ? labelIconColor(n, inherited: inherited)
                : gradient != nil && n.parts.contains(where: \.name.isIcon) ? foregroundGradient(n, ofOutline: true, into: &svg) ?? color : color
            paintIcons(n, color: iconColor, into: &svg, unmapped: &unmapped)
        case "Image":
            let foregroundColor = gradient ?? view.flatMap(foreground) ?? environmentForeground(n) ?? inherited ?? palette.label
            if case .bitmap(let name)? = n.parts.first?.name, let bitmap = bitmaps[name] {
                let template = Self.rendersAsTemplate(view, bitmap)
                svg.embeddedImage(name, bitmap, dark: palette.dark, in: n.frame, tint: template ? foregroundColor : nil,
                                  extra: [("class", "image bitmap"), ("data-image", name)])
            } else if n.parts.isEmpty || n.parts.first?.name.isIcon == false {
                svg.rect(n.frame, fill: palette.fill, radius: 8, extra: [("class", "image")])
            } else {
                paintIcons(n, color: foregroundColor, into: &svg, unmapped: &unmapped)
            }
        case _ where Self.buttonKinds.contains(n.kind):
            paintButton(n, row: row, into: &svg, unmapped: &unmapped)
        case "Toggle":
            paintLines(n, color: color, into: &svg)
            paintToggle(n, into: &svg)
        case "Slider", "ProgressView", "Gauge":
            paintLines(n, color: color, into: &svg)
            paintTrack(n, into: &svg)
        case "Stepper", "DatePicker", "ColorPicker", "Picker", "LabeledContent":
            paintLines(n, color: color, into: &svg)
            paintRowControl(n, into: &svg)
        case "TextField", "SecureField":
            paintField(n, into: &svg)
        case "TextEditor":
            paintEditor(n, into: &svg)
        case "Divider":
            let horizontal = n.frame.width >= n.frame.height
            svg.rect(horizontal ? Rect(x: n.frame.x, y: n.frame.midY - 0.25, width: n.frame.width, height: 0.5)
                     : Rect(x: n.frame.midX - 0.25, y: n.frame.y, width: 0.5, height: n.frame.height), fill: palette.separator)
        case "Color", "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape":
            paintShape(n, into: &svg)
        case _ where GradientStyle.viewKinds.contains(n.kind):
            paintShape(n, into: &svg)  // a gradient view fills its frame
        case "List", "Form":
            paintList(n, into: &svg)
        case "Table":
            // Its alternate rows' background (a Mac's), the hairlines under its header and rows.
            for part in n.parts where part.name == .stripe { svg.rect(part.frame, fill: palette.dark ? "#FFFFFF0D" : "#F4F5F5", extra: [("class", "stripe")]) }
            for part in n.parts where part.name == .separator { svg.rect(part.frame, fill: palette.separator) }
        case "NavigationSplitView":
            // The sidebar's material (the Mac's is a grey of its own), a separator after each
            // column but the last (L14).
            for part in n.parts where part.name == .sidebarColumn {
                svg.rect(part.frame, fill: mac ? palette.sidebar : palette.groupedBackground, extra: [("class", "split-sidebar")])
            }
            for part in n.parts.dropLast() where part.name == .sidebarColumn || part.name == .column {
                svg.rect(Rect(x: part.frame.maxX - 0.5, y: part.frame.y, width: 0.5, height: part.frame.height), fill: palette.separator)
            }
        case "HSplitView", "VSplitView":
            for part in n.parts where part.name == .divider { svg.rect(part.frame, fill: palette.separator) }
        case "ContentUnavailableView":
            paintIcons(n, color: palette.secondary, into: &svg, unmapped: &unmapped)
            for line in n.textLines {
                drawText(line.text, in: line.frame, font: n.font, color: palette.label, into: &svg, center: true)
            }
        default:
            break
        }
    }

    // MARK: Pieces

    func paintLines(_ n: ContentNode, color: String, into svg: inout SVGWriter) {
        for line in n.textLines { drawLine(line.text, in: line.frame, font: n.font, color: color, into: &svg) }
    }

    func paintIcons(_ n: ContentNode, color: String, into svg: inout SVGWriter, unmapped: inout Set<String>) {
        for part in n.parts {
            guard case .icon(let symbol) = part.name else { continue }
            let side = min(part.frame.width, part.frame.height)
            let square = Rect(x: part.frame.midX - side / 2, y: part.frame.midY - side / 2, width: side, height: side)
            drawIcon(symbol, in: square, color: color, into: &svg, unmapped: &unmapped)
        }
    }

    func paintButton(_ n: ContentNode, row: Bool, into svg: inout SVGWriter, unmapped: inout Set<String>) {
        let prominent = n.style == .borderedProminent
        for part in n.parts {
            switch part.name {
            case .capsule: svg.rect(part.frame, fill: accent(n), radius: part.frame.height / 2, extra: [("class", "button-prominent")])
            case .bezel:
                if prominent {
                    svg.rect(part.frame, fill: accent(n), radius: 6, extra: [("class", "button-prominent")])
                } else {
                    svg.rect(part.frame, fill: palette.dark ? "#3A3A3C" : (mac ? "#FFFFFF" : "#E9E9EB"), radius: mac ? 5 : 8,
                             stroke: mac ? palette.separator : nil, extra: [("class", "button-bordered")])
                }
            case .chevron:
                let (start, run) = rightToLeft ? (part.frame.maxX, -part.frame.width) : (part.frame.x, part.frame.width)
                svg.element("path", [("d", "M\(SVGWriter.number(start)) \(SVGWriter.number(part.frame.y)) l\(SVGWriter.number(run)) \(SVGWriter.number(part.frame.height / 2)) l\(SVGWriter.number(-run)) \(SVGWriter.number(part.frame.height / 2))"),
                                     ("fill", "none"), ("stroke", palette.secondary), ("stroke-width", "2"), ("class", "chevron")])
            case .column, .sidebarColumn, .divider, .row, .plainRow, .card, .separator, .stripe, .checkbox, .switch, .spinner, .track,
                 .control, .segment, .option, .icon, .bitmap, .label:
                break  // the label's icons follow, over the bezel
            }
        }
        let color = buttonLabelColor(n, row: row)
        paintLines(n, color: color, into: &svg)
        // A row's own symbol (`NavigationLink("Inbox", systemImage: "tray")`) is a label's icon.
        paintIcons(n, color: row ? labelIconColor(n, inherited: nil) : color, into: &svg, unmapped: &unmapped)
    }

    /// A label's icon: its own or a handed-down foreground, else the accent colour.
    func labelIconColor(_ n: ContentNode, inherited: String?) -> String {
        n.view.flatMap(foreground) ?? environmentForeground(n) ?? inherited ?? accent(n)
    }

    /// A button's label colour: white on a prominent fill, the label colour in a Mac bezel or
    /// a list row (`row`: a navigation link in a list), and undecorated by the plain style or a
    /// style of the source; else the tint.
    func buttonLabelColor(_ n: ContentNode, row: Bool) -> String {
        let macBordered = mac && n.style == .bordered
        let undecorated = n.style == .plain || n.view?.argument("styleBody") != nil
        // `role: .destructive`: the system's red, over the tint and the colour handed down.
        let destructive = n.view?.argument("role")?.symbolValue?.name == "destructive" && !undecorated
        return n.style == .borderedProminent ? "#FFFFFF"
            : n.view.flatMap(foreground) ?? (destructive ? color(IRSymbol(type: "Color", name: "red")) : nil)
            ?? environmentForeground(n) ?? (macBordered || row || undecorated ? palette.label : accent(n))
    }

    func paintToggle(_ n: ContentNode, into svg: inout SVGWriter) {
        let on = n.view.map { bound($0, "isOn") == .bool(true) } ?? false
        for part in n.parts {
            let r = part.frame
            switch part.name {
            case .checkbox:
                svg.rect(r, fill: on ? accent(n) : palette.background, radius: 3, stroke: on ? nil : palette.separator, extra: [("class", on ? "checkbox on" : "checkbox")])
                if on {
                    svg.element("path", [("d", "M\(SVGWriter.number(r.x + 3)) \(SVGWriter.number(r.midY)) l3 3 l5 -6"), ("fill", "none"), ("stroke", "#FFFFFF"), ("stroke-width", "2")])
                }
            case .switch:
                let radius = r.height / 2
                // A switch is green when on; a `.tint` given to it or its container colours it.
                let onFill = setColor(n.accent) ?? "#34C759"
                svg.rect(r, fill: on ? onFill : palette.fill, radius: radius, extra: [("class", on ? "switch on" : "switch")])
                svg.element("circle", [("cx", SVGWriter.number(on ? r.maxX - radius : r.x + radius)), ("cy", SVGWriter.number(r.midY)),
                                       ("r", SVGWriter.number(radius - 2)), ("fill", "#FFFFFF")])
            case .column, .sidebarColumn, .divider, .row, .plainRow, .card, .separator, .stripe, .bezel, .capsule, .chevron, .spinner,
                 .track, .control, .segment, .option, .icon, .bitmap, .label:
                break  // a toggle has no other parts
            }
        }
    }

    func paintTrack(_ n: ContentNode, into svg: inout SVGWriter) {
        if n.style == .circular {
            svg.element("circle", [("cx", SVGWriter.number(n.frame.midX)), ("cy", SVGWriter.number(n.frame.midY)), ("r", SVGWriter.number(n.frame.width / 2 - 1.5)),
                                   ("fill", "none"), ("stroke", palette.secondary), ("stroke-width", "3"), ("stroke-dasharray", "4 3"), ("class", "progress")])
            return
        }
        guard let track = n.parts.first(where: { $0.name == .track })?.frame, let view = n.view else { return }
        let share = n.kind == "Slider" ? Self.fraction(view, bound(view, "value")) : Self.fraction(view, view.argument("value"), upper: view.argument("total")?.doubleValue)
        svg.rect(track, fill: palette.fill, radius: 2, extra: [("class", n.kind == "Slider" ? "slider" : "progress")])
        svg.rect(Rect(x: track.x, y: track.y, width: track.width * share, height: track.height), fill: accent(n), radius: 2)
        if n.kind == "Slider" {
            svg.element("circle", [("cx", SVGWriter.number(track.x + track.width * share)), ("cy", SVGWriter.number(track.midY)),
                                   ("r", SVGWriter.number(min(14, n.frame.height / 2) - 1)), ("fill", "#FFFFFF"), ("stroke", palette.separator)])
        }
    }

    func paintRowControl(_ n: ContentNode, into svg: inout SVGWriter) {
        let f = n.font
        // A segmented picker's track under its segments (a Mac form moves them into its control
        // column), rounded as the platform's.
        let segments = n.parts.filter { if case .segment = $0.name { return true } else { return false } }.map(\.frame)
        if let first = segments.first, let last = segments.last {
            svg.rect(Rect(x: first.x, y: first.y, width: last.maxX - first.x, height: first.height), fill: palette.fill, radius: mac ? 5 : 9,
                     extra: [("class", "segmented")])
        }
        for part in n.parts {
            let r = part.frame
            let value: String?
            switch part.name {
            case .segment(let title, let selected):
                // The selected segment's thumb: raised, white (grey in dark mode), inset 2 pt.
                if selected {
                    let thumb = Rect(x: r.x + 2, y: r.y + 2, width: max(0, r.width - 4), height: max(0, r.height - 4))
                    svg.rect(thumb, fill: palette.dark ? "#636366" : "#FFFFFF", radius: mac ? 4 : 7, stroke: palette.separator,
                             extra: [("class", "segment-selected")])
                }
                drawText(title, in: r, font: selected ? FontSpec(size: f.size, weight: .semibold, italic: f.italic) : f, color: palette.label, into: &svg, center: true)
                continue
            case .option(let text, let selected):
                // A wheel's row: the selected one on the band across its middle, the others fading.
                if selected { svg.rect(Rect(x: n.frame.x + 8, y: r.y, width: max(0, n.frame.width - 16), height: r.height), fill: palette.fill, radius: 8, extra: [("class", "wheel-band")]) }
                drawText(text, in: r, font: f, color: selected ? palette.label : palette.secondary, into: &svg, center: true)
                continue
            case .control(let shown):
                value = shown
            case .column, .sidebarColumn, .divider, .row, .plainRow, .card, .separator, .stripe, .bezel, .capsule, .chevron, .checkbox,
                 .switch, .spinner, .track, .icon, .bitmap, .label:
                continue  // a row has no other parts
            }
            switch n.kind {
            case "Stepper":
                svg.rect(r, fill: palette.fill, radius: mac ? 4 : 8, extra: [("class", "stepper")])
                if mac {
                    // AppKit's stepper: its up and down arrows, one above the other.
                    var drawnAnyway = Set<String>()
                    let side = min(r.width, r.height)
                    drawIcon("chevron.up.chevron.down", in: Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side),
                             color: palette.label, into: &svg, unmapped: &drawnAnyway)
                    continue
                }
                drawText("−", in: Rect(x: r.x, y: r.y, width: r.width / 2, height: r.height), font: f, color: palette.label, into: &svg, center: true)
                drawText("+", in: Rect(x: r.midX, y: r.y, width: r.width / 2, height: r.height), font: f, color: palette.label, into: &svg, center: true)
            case "DatePicker":
                svg.rect(r, fill: palette.fill, radius: 6, extra: [("class", "date-picker")])
                drawText(value ?? "", in: r, font: f, color: palette.label, into: &svg, center: true)
            case "ColorPicker":
                svg.element("circle", [("cx", SVGWriter.number(r.midX)), ("cy", SVGWriter.number(r.midY)), ("r", SVGWriter.number(r.width / 2)),
                                       ("fill", accent(n)), ("class", "color-well")])
            case "LabeledContent":
                drawLine(value ?? "", in: r, font: f, color: palette.secondary, into: &svg)
            default:
                // A menu picker: its value and the up-and-down chevrons (`chevron.up.chevron.down`)
                // in the room the layout left after it; in the tint on iOS, in a pop-up on a Mac. A
                // navigation-link picker: its value in the secondary colour and a chevron, as a
                // link's row.
                let link = n.style == .navigationLink
                if mac { svg.rect(r, fill: palette.background, radius: 5, stroke: palette.separator, extra: [("class", "popup")]) }
                let color = link ? palette.secondary : mac ? palette.label : accent(n)
                let mark = min(r.height, (f.size * 0.9).rounded())
                drawLine(value ?? "", in: Rect(x: r.x + (mac ? 6 : 0), y: r.y, width: max(0, r.width - mark - 4), height: r.height), font: f,
                         color: color, into: &svg)
                var drawnAnyway = Set<String>()  // the canvas's own mark: no symbol of the source to report
                drawIcon(link ? "chevron.right" : "chevron.up.chevron.down", in: Rect(x: r.maxX - mark - (mac ? 4 : 2), y: r.midY - mark / 2, width: mark, height: mark),
                         color: color, into: &svg, unmapped: &drawnAnyway)
            }
        }
    }

    func paintField(_ n: ContentNode, into svg: inout SVGWriter) {
        let r = n.frame
        if n.style == .roundedBorder { svg.rect(r, fill: palette.background, radius: 6, stroke: palette.separator, extra: [("class", "text-field")]) }
        else { svg.rect(r, fill: "none", extra: [("class", "text-field")]) }
        let inset = n.style == .roundedBorder ? 7.0 : 0
        let inner = Rect(x: r.x + inset, y: r.y, width: max(0, r.width - 2 * inset), height: r.height)
        if let view = n.view, let text = bound(view, "text")?.stringValue, !text.isEmpty {
            drawText(view.kind == "SecureField" ? String(repeating: "•", count: text.count) : text, in: inner, font: n.font, color: palette.label, into: &svg)
        } else {
            drawText(n.text ?? "", in: inner, font: n.font, color: palette.secondary, into: &svg)
        }
    }

    func paintEditor(_ n: ContentNode, into svg: inout SVGWriter) {
        let r = n.frame
        svg.rect(r, fill: palette.background, stroke: palette.separator, extra: [("class", "text-editor")])
        let line = (n.font.size * 1.3).rounded()
        var y = r.y + 8
        for text in ((n.view.flatMap { bound($0, "text")?.stringValue }) ?? "").split(separator: "\n", omittingEmptySubsequences: false) where y + line <= r.maxY {
            drawText(String(text), in: Rect(x: r.x + 8, y: y, width: max(0, r.width - 16), height: line), font: n.font, color: palette.label, into: &svg)
            y += line
        }
        if y + line <= r.maxY + 2 { svg.rect(Rect(x: r.x + 8, y: y + 2, width: 2, height: line - 4), fill: accent(n)) }
    }

    /// A sidebar list's selected row (its `selection` binding's value names the row's element, as
    /// `ForEach` identifies it: `Label@[Designs]`): a rounded highlight behind it.
    func paintSelection(_ n: ContentNode, into svg: inout SVGWriter) {
        guard n.style == .sidebar, let list = n.view, let value = BoundValues.value(list, "selection", state) else { return }
        let key: String
        switch value {
        case .string(let s): key = s
        case .int(let i): key = String(i)
        case .symbol(let s): key = s.name
        default: return
        }
        guard let row = n.children.first(where: { $0.view?.identity.contains("@[\(key)]") == true }) else { return }
        let height = mac ? 24.0 : 44
        svg.rect(Rect(x: n.frame.x + 8, y: row.frame.midY - height / 2, width: max(0, n.frame.width - 16), height: height),
                 fill: palette.dark ? "#3A3A3E" : "#DCDCE1", radius: mac ? 6 : 10, extra: [("class", "selected-row")])
    }

    /// A grouped list or form (its background is grey in light mode).
    static func isGrouped(_ n: ContentNode) -> Bool {
        n.style == .insetGrouped || n.style == .grouped || (n.kind == "Form" && n.style != .columns)
    }

    func paintList(_ n: ContentNode, into svg: inout SVGWriter) {
        let grouped = Self.isGrouped(n)
        // A sidebar list shows the sidebar's material beneath it.
        if n.style != .sidebar { svg.rect(n.frame, fill: grouped && !palette.dark ? palette.groupedBackground : palette.background) }
        paintSelection(n, into: &svg)
        for part in n.parts where part.name == .card {
            svg.rect(part.frame, fill: palette.dark ? "#1C1C1E" : "#FFFFFF", radius: n.style == .insetGrouped || n.style == .inset || n.kind == "Form" ? 10 : 0)
        }
        for part in n.parts where part.name == .row && platform == .watchos {
            svg.rect(part.frame, fill: "#222224", radius: 12)
        }
        for part in n.parts where part.name == .separator { svg.rect(part.frame, fill: palette.separator) }
    }

    // MARK: Colours

    /// A colour the layout chose for a node (section headers and footers, L12).
    func paletteColor(_ tint: ContentTint) -> String {
        switch tint {
        case .secondary: return palette.secondary
        }
    }

    /// The colour of a `Color` view or the fill of a shape.
    func colorName(_ node: ViewNode) -> String? {
        let symbol = node.argument("color")?.symbolValue ?? (node.modifier("fill") ?? node.modifier("foregroundStyle") ?? node.modifier("foregroundColor"))?.arguments.first?.value.symbolValue
        guard let symbol else { return nil }
        return color(symbol)
    }

    /// A colour symbol as a fill in this appearance, with its opacity (`Color.black.opacity(0.04)`).
    func color(_ symbol: IRSymbol) -> String? { palette.fill(symbol) }

    /// A colour set for text, symbols or controls: nil for none, and for `.clear` (which states
    /// no colour to draw them in).
    private func setColor(_ symbol: IRSymbol?) -> String? {
        guard let symbol, symbol.name != "clear" else { return nil }
        return color(symbol)
    }

    /// The tint a container's `.tint(_:)` hands the node's controls (the layout's environment),
    /// else the app's accent colour.
    private func accent(_ n: ContentNode) -> String { setColor(n.accent) ?? palette.accent }

    /// The foreground a container's `.foregroundStyle(_:)` hands the node (the layout's environment).
    func environmentForeground(_ n: ContentNode) -> String? { setColor(n.foreground) }

    private func foreground(_ node: ViewNode) -> String? {
        setColor((node.modifier("foregroundStyle") ?? node.modifier("foregroundColor"))?.arguments.first?.value.symbolValue)
    }

    /// Where a value sits in its bounds, 0...1.
    static func fraction(_ node: ViewNode, _ value: IRValue?, upper total: Double? = nil) -> Double {
        guard let v = value?.doubleValue else { return 0.5 }
        var lower = 0.0, upper = total ?? 1.0
        if case .range(let l, let u, _)? = node.argument("in"), let lo = l.doubleValue, let hi = u.doubleValue, hi > lo { lower = lo; upper = hi }
        return min(1, max(0, (v - lower) / (upper - lower)))
    }

    // MARK: Text and symbols

    /// One line at its frame, as the layout wrapped it (no truncation here).
    func drawLine(_ text: String, in r: Rect, font f: FontSpec, color: String, into svg: inout SVGWriter) {
        let weight = f.weight == .bold ? 700 : f.weight == .semibold ? 600 : f.weight == .medium ? 500 : 400
        svg.text(text, x: r.x, y: r.midY + f.size * 0.35, size: f.size, weight: weight, fill: color, anchor: "start", italic: f.italic)
    }

    /// A single line in `r`, truncated by real metrics (chrome: scroll-header buttons, placeholders).
    func drawText(_ text: String, in r: Rect, font f: FontSpec, color: String, into svg: inout SVGWriter, center: Bool = false) {
        guard r.width > 0 else { return }
        var shown = text
        if measurer.width(of: shown, font: f) > r.width {
            // The longest start that fits with "…", by prefix widths: linear in the text.
            let prefixes = measurer.prefixWidths(of: text, font: f, affix: "…")
            var end = prefixes.count
            while end > 0, prefixes.width(0..<end, affixAfter: true) > r.width { end -= 1 }
            shown = prefixes.string(0..<end) + "…"
        }
        let weight = f.weight == .bold ? 700 : f.weight == .semibold ? 600 : f.weight == .medium ? 500 : 400
        svg.text(shown, x: center ? r.midX : r.x, y: r.midY + f.size * 0.35, size: f.size, weight: weight, fill: color,
                 anchor: center ? "middle" : "start", italic: f.italic)
    }

    /// Whether a bitmap is drawn as a template (its alpha in the foreground colour):
    /// `.renderingMode(_:)` on the image says, else the image set's "Render As".
    static func rendersAsTemplate(_ view: ViewNode?, _ bitmap: Bitmap) -> Bool {
        switch view?.modifier("renderingMode")?.arguments.first?.value.symbolValue?.name {
        case "template": return true
        case "original": return false
        default: return bitmap.isTemplate
        }
    }

    /// A symbol from the icon set, or a labelled fallback (with a note) when it has no mapping.
    /// V3: SF Symbols flips its directional symbols right-to-left — the `forward` and `backward`
    /// forms, and the system back button's chevron (drawn as `chevron.left`).
    static func mirroredSymbol(_ symbol: String) -> String {
        let swaps = [("forward", "backward"), ("backward", "forward"), ("chevron.left", "chevron.right"), ("chevron.right", "chevron.left")]
        for (a, b) in swaps where symbol.contains(a) { return symbol.replacingOccurrences(of: a, with: b) }
        return symbol
    }

    func drawIcon(_ symbol: SymbolImage, in r: Rect, color: String, into svg: inout SVGWriter, unmapped: inout Set<String>) {
        switch symbol {
        case .system(let name): drawSystemIcon(name, in: r, color: color, into: &svg, unmapped: &unmapped)
        case .custom(let name): drawCustomIcon(name, in: r, color: color, into: &svg)
        }
    }

    /// A custom symbol in the square `r`, placed as SF Symbols place theirs: its cap height a
    /// fraction of the square (the share an SF Symbol's body takes of the icon boxes here), its
    /// margins and its band between baseline and cap line centred; a wide symbol narrowed to fit.
    func drawCustomIcon(_ name: String, in r: Rect, color: String, into svg: inout SVGWriter) {
        guard let symbol = customSymbols[name] else {
            drawMissingSymbol(name, in: r, color: color, naming: ("data-custom-symbol", name), into: &svg)
            return
        }
        let capHeight = max(symbol.baseline - symbol.capline, 1), width = max(symbol.right - symbol.left, 1)
        let scale = min(r.height * 0.62 / capHeight, r.width * 1.25 / width)
        // Not mirrored right to left: a custom symbol is drawn as its template has it. The
        // template's centre is moved to the box's, so the scale's rounding cannot shift it.
        let centre = "translate(\(SVGWriter.number(r.midX)) \(SVGWriter.number(r.midY)))"
        let template = "translate(\(SVGWriter.number(-(symbol.left + symbol.right) / 2)) \(SVGWriter.number(-(symbol.capline + symbol.baseline) / 2)))"
        svg.group(markup: symbol.outlines, [("transform", "\(centre) scale(\(String(format: "%.5f", scale))) \(template)"),
                                            ("fill", color), ("class", "symbol custom-symbol"), ("data-custom-symbol", name)])
    }

    private func drawSystemIcon(_ symbol: String, in r: Rect, color: String, into svg: inout SVGWriter, unmapped: inout Set<String>) {
        let symbol = rightToLeft ? Self.mirroredSymbol(symbol) : symbol
        if let path = icons?.path(for: symbol) {
            svg.outlinePath(path, [("transform", "translate(\(SVGWriter.number(r.x)) \(SVGWriter.number(r.y))) scale(\(SVGWriter.number(r.width)))"),
                                   ("fill", color), ("class", "symbol"), ("data-symbol", symbol)])
        } else {
            unmapped.insert(symbol)
            drawMissingSymbol(symbol, in: r, color: color, naming: ("data-symbol", symbol), into: &svg)
        }
    }

    /// A dashed box labelled with the start of a symbol's name, where Easel has no outline for it.
    private func drawMissingSymbol(_ name: String, in r: Rect, color: String, naming: (String, String), into svg: inout SVGWriter) {
        svg.element("rect", [("x", SVGWriter.number(r.x)), ("y", SVGWriter.number(r.y)), ("width", SVGWriter.number(r.width)),
                             ("height", SVGWriter.number(r.height)), ("rx", "4"), ("fill", "none"), ("stroke", color),
                             ("stroke-dasharray", "2 2"), ("class", "symbol-fallback"), naming])
        svg.text(String(name.prefix(3)), x: r.midX, y: r.midY + 3, size: 8, fill: color, anchor: "middle")
    }
}

/// The current value behind a binding argument (`isOn`, `value`, `text`, `selection`): the
/// painter's controls and the chrome's items read their state through it.
enum BoundValues {
    static func value(_ node: ViewNode, _ name: String, _ state: StateStore) -> IRValue? {
        switch node.argument(name) {
        case .binding(let slot)?: return state[slot]
        case .constantBinding(let value)?: return value
        default: return nil
        }
    }

    static func isOn(_ node: ViewNode, _ state: StateStore) -> Bool { value(node, "isOn", state) == .bool(true) }
}
