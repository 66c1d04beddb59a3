import EaselIR
import EaselText

/// Scrolling containers (spec L10), lists (L12), forms (L13) and split views (L14); tables
/// (`ContentTables.swift`).
extension ContentEngine {
    static let scrolling: Set<String> = ["List", "Form", "ScrollView"]

    func containerSize(_ box: Box, _ p: Proposal) -> Size? {
        switch box.kind {
        case "List", "Form", "ScrollView", "NavigationSplitView":
            // They take the whole proposal; ideal sizes are their content's.
            if let w = p.width, let h = p.height { return Size(width: w, height: h) }
            // A list's or form's rows as it places them (insets, minimum heights, headers): what
            // `.fixedSize()` keeps of a settings sheet, not its rows' bare heights. Its rows are
            // measured once: for its width only when none is proposed.
            let rows = (box.kind == "List" || box.kind == "Form") && listStyle(box) != .columns
            let content = rows && p.width != nil ? nil : stackSize(box.children, horizontal: false, spacing: box.env.spacing, Proposal(width: p.width, height: nil))
            let width = p.width ?? max(content?.width ?? 0, 320)
            if let h = p.height { return Size(width: width, height: h) }
            return Size(width: width, height: rows ? listContentHeight(box, width: p.width) : content?.height ?? 0)
        case "Grid", "LazyVGrid", "LazyHGrid", "GridRow":
            return gridSize(box, p)
        case "CustomLayout":
            return flowSize(box, p)
        case "Table":
            return tableSize(box, p)
        case "ViewThatFits":
            return fittingSize(box, p)
        default:
            return nil
        }
    }

    func placeContainer(_ box: Box, in rect: Rect) -> ContentNode? {
        switch box.kind {
        case "Form" where listStyle(box) == .columns: return placeColumnsForm(box, in: rect)
        case "List", "Form": return placeList(box, in: rect)
        case "ScrollView": return placeScroll(box, in: rect)
        case "NavigationSplitView": return placeSplit(box, in: rect)
        case "Grid", "LazyVGrid", "LazyHGrid", "GridRow": return placeGrid(box, in: rect)
        case "CustomLayout": return placeFlow(box, in: rect)
        case "Table": return placeTable(box, in: rect)
        case "ViewThatFits": return placeFitting(box, in: rect)
        default: return nil
        }
    }

    // MARK: ScrollView (L10)

    /// Content proposed `nil` along the scroll axis, placed from the top, and only what fits shown.
    func placeScroll(_ box: Box, in rect: Rect) -> ContentNode {
        let horizontal = box.view.argument("axes")?.symbolValue?.name == "horizontal"
        let p = horizontal ? Proposal(width: nil, height: rect.height) : Proposal(width: rect.width, height: nil)
        let s = stackSize(box.children, horizontal: horizontal, spacing: box.env.spacing, p)
        let shift = horizontal ? 0 : scrollOffset(content: s.height, visible: rect.height)
        let content = horizontal ? Rect(x: rect.x, y: rect.midY - s.height / 2, width: s.width, height: s.height)
            : Rect(x: rect.midX - s.width / 2, y: rect.y - shift, width: s.width, height: s.height)
        let kids = placeStack(box.children, horizontal: horizontal, spacing: box.env.spacing, alignment: "center", in: content)
        return node(box, rect, children: kids.compactMap { $0.clipped(to: rect) })
    }

    // MARK: Lists and forms (L12, L13)

    /// The style a list or form is drawn with (L12, L13).
    func listStyle(_ box: Box) -> ContentStyle {
        let env = box.env
        if box.kind == "Form" {
            if let s = env.formStyle, s != .automatic { return s }
            return env.platform == .macos ? .columns : .grouped
        }
        if let s = env.listStyle, s != .automatic { return s }
        if env.inSidebar, env.platform != .watchos { return .sidebar }
        switch env.platform {
        case .ios, .ipados, .visionos: return .insetGrouped
        case .macos: return .inset
        case .watchos, .tvos: return .plain
        }
    }

    /// Geometry of a list style: the card's side margin, the row content's insets, the minimum
    /// row height, the room between sections and before the first. [D] where Apple is silent.
    struct ListMetrics {
        var margin: Double, insetH: Double, insetV: Double, minRow: Double, sectionGap: Double, top: Double
        var cards: Bool, rowGap: Double
    }

    func listMetrics(_ style: ContentStyle, _ platform: Platform) -> ListMetrics {
        if platform == .macos {
            let columns = style == .columns
            return ListMetrics(margin: columns ? 20 : 10, insetH: columns ? 0 : 8, insetV: columns ? 4 : 4, minRow: columns ? 22 : 28,
                               sectionGap: columns ? 20 : 12, top: columns ? 20 : 10, cards: style == .grouped, rowGap: columns ? 6 : 0)
        }
        if platform == .watchos { return ListMetrics(margin: 0, insetH: 12, insetV: 8, minRow: 44, sectionGap: 12, top: 0, cards: true, rowGap: 6) }
        let ipad = platform == .ipados
        switch style {
        case .plain, .inset:
            return ListMetrics(margin: style == .inset ? (ipad ? 20 : 16) : 0, insetH: ipad ? 20 : 16, insetV: 11, minRow: 44, sectionGap: 0, top: 0,
                               cards: style == .inset, rowGap: 0)
        case .sidebar:
            return ListMetrics(margin: ipad ? 12 : 16, insetH: 16, insetV: 11, minRow: 44, sectionGap: 20, top: 12, cards: false, rowGap: 0)
        case .insetGrouped, .grouped, .automatic, .bordered, .borderedProminent, .borderless, .checkbox, .switch, .circular, .linear,
             .menu, .segmented, .wheel, .navigationLink, .roundedBorder, .columns, .titleOnly, .iconOnly, .other:
            // insetGrouped and grouped; a style Easel does not know is drawn as insetGrouped.
            return ListMetrics(margin: style == .grouped ? 0 : (ipad ? 20 : 16), insetH: ipad ? 20 : 16, insetV: 11, minRow: 44, sectionGap: 35,
                               top: 20, cards: true, rowGap: 0)
        }
    }

    /// A list's sections: written `Section`s, and runs of other rows as sections without a header.
    /// (A run is grown in place: holding a copy of the last section while appending to it copied
    /// its rows at every row, quadratic in a list's static rows.)
    func sections(_ box: Box) -> [(section: Box?, rows: [Box])] {
        var result: [(Box?, [Box])] = []
        var inRun = false
        for child in box.children {
            if child.kind == "Section", child.layers.isEmpty {
                result.append((child, child.children))
                inRun = false
            } else if inRun {
                result[result.count - 1].1.append(child)
            } else {
                result.append((nil, [child]))
                inRun = true
            }
        }
        return result
    }

    /// Rows as tall as their content plus the row insets (at least the platform's minimum), never
    /// overlapping; only rows on screen are laid out (lazy, L10).
    func placeList(_ box: Box, in rect: Rect) -> ContentNode {
        let style = listStyle(box)
        let m = metrics(ofList: box, style)
        var list = node(box, rect)
        list.style = style
        var y = rect.y + m.top
        // Scrolled (L10): the rows of one more screen are laid out, then all move up.
        let end = rect.maxY + (scrolled ? rect.height : 0)
        let card = Rect(x: rect.x + m.margin, y: 0, width: max(0, rect.width - 2 * m.margin), height: 0)
        let contentWidth = max(0, card.width - 2 * m.insetH)
        let headerFont = headerFont(ofList: box)
        let separated = box.env.platform != .watchos && box.env.platform != .macos && style != .sidebar
        for (index, (section, rows)) in sections(box).enumerated() {
            guard y < end else { break }
            if index > 0 { y += m.sectionGap }
            var sectionNode = section.map { node($0, Rect(x: card.x, y: y, width: card.width, height: 0)) }
            var pieces: [ContentNode] = []
            if let header = section.flatMap({ sectionTitle($0, .header, font: headerFont, width: contentWidth) }) {
                var h = Self.secondary(header(Rect(x: card.x + m.insetH, y: y, width: contentWidth, height: 0)))
                h.role = .header
                pieces.append(h)
                y = h.frame.maxY + 6
            }
            let top = y
            for (i, row) in rows.enumerated() {
                guard y < end else { break }
                if i > 0 { y += m.rowGap }
                let badge = badgeText(of: row, font: box.env.font)
                let s = size(row, Proposal(width: rowWidth(contentWidth, badge: badge), height: nil))
                let height = max(m.minRow, s.height + 2 * m.insetV)
                let cell = Rect(x: card.x, y: y, width: card.width, height: height)
                let content = Rect(x: card.x + m.insetH, y: y + (height - s.height) / 2, width: s.width, height: s.height)
                if let badge {
                    pieces += badged(place(row, in: content), badge, trailing: card.x + m.insetH + contentWidth, midY: cell.midY, font: box.env.font)
                } else {
                    pieces += place(row, in: content)
                }
                if m.cards || style == .plain { list.parts.append(.init(name: m.cards ? .row : .plainRow, frame: cell)) }
                if i < rows.count - 1, separated {
                    list.parts.append(.init(name: .separator, frame: Rect(x: content.x, y: cell.maxY - 0.5, width: card.maxX - content.x, height: 0.5)))
                }
                y += height
            }
            if m.cards, y > top { list.parts.append(.init(name: .card, frame: Rect(x: card.x, y: top, width: card.width, height: y - top))) }
            if let footer = section.flatMap({ sectionTitle($0, .footer, font: headerFont, width: contentWidth) }) {
                var f = Self.secondary(footer(Rect(x: card.x + m.insetH, y: y + 6, width: contentWidth, height: 0)))
                f.role = .footer
                pieces.append(f)
                y = f.frame.maxY
            }
            if var s = sectionNode {
                s.frame.height = max(0, y - s.frame.y)
                s.children = pieces
                sectionNode = s
                list.children.append(s)
            } else {
                list.children += pieces
            }
        }
        let shift = scrollOffset(content: y - rect.y, visible: rect.height)
        if shift > 0 {
            list.children = list.children.map { $0.moved(dx: 0, dy: -shift) }
            list.parts = list.parts.map { .init(name: $0.name, frame: $0.frame.offset(dx: 0, dy: -shift)) }
        }
        list.children = list.children.compactMap { $0.clipped(to: rect) }
        list.parts = list.parts.compactMap { p in p.frame.intersection(rect).map { .init(name: p.name, frame: $0) } }
        return list
    }

    /// A grouped form on the iOS family draws inset cards, like an inset grouped list (L13).
    private func metrics(ofList box: Box, _ style: ContentStyle) -> ListMetrics {
        listMetrics(box.kind == "Form" && style == .grouped && box.env.platform != .macos ? .insetGrouped : style, box.env.platform)
    }

    private func headerFont(ofList box: Box) -> FontSpec {
        box.env.platform == .macos ? FontSpec(size: 11, weight: .semibold) : box.env.style("footnote")
    }

    /// The height `placeList` gives all of a list's rows at `width`, from the top of its first
    /// section to the end of its last, and a margin below as above: the list's ideal height.
    /// Proposed no width, its rows are measured at their ideal widths (as a stack of them is).
    func listContentHeight(_ box: Box, width: Double?) -> Double {
        let m = metrics(ofList: box, listStyle(box))
        let contentWidth = width.map { max(0, $0 - 2 * m.margin - 2 * m.insetH) }
        let font = headerFont(ofList: box)
        let titleWidth = contentWidth ?? 320
        func height(_ made: ((Rect) -> ContentNode)?) -> Double? { made?(Rect(x: 0, y: 0, width: titleWidth, height: 0)).frame.height }
        var y = m.top
        for (index, (section, rows)) in sections(box).enumerated() {
            if index > 0 { y += m.sectionGap }
            if let header = height(section.flatMap { sectionTitle($0, .header, font: font, width: titleWidth) }) { y += header + 6 }
            for (i, row) in rows.enumerated() {
                if i > 0 { y += m.rowGap }
                let width = contentWidth.map { rowWidth($0, badge: badgeText(of: row, font: box.env.font)) }
                y += max(m.minRow, size(row, Proposal(width: width, height: nil)).height + 2 * m.insetV)
            }
            if let footer = height(section.flatMap { sectionTitle($0, .footer, font: font, width: titleWidth) }) { y += 6 + footer }
        }
        return y + m.top
    }

    // MARK: Badges (L12)

    /// A row's badge (`.badge(3)`, `.badge("New")`, `.badge(Text("2 new"))`), measured in the
    /// list's font on one line: SwiftUI shows it at the row's trailing edge, in the secondary
    /// colour; a count of zero and a nil label show none.
    func badgeText(of row: Box, font: FontSpec) -> WrappedText? {
        guard let text = Self.badge(of: row.view)?.badgeText, !text.isEmpty else { return nil }
        return wrap(text, font: font, width: nil, maxLines: 1)
    }

    /// The row's badge, on the row or on the one view it is made of: a navigation link's label
    /// (`NavigationLink(value:) { OrderRow(order).badge(n) }`), a view's body.
    private static func badge(of view: ViewNode, depth: Int = 0) -> IRModifier? {
        if let own = view.modifier("badge") { return own }
        guard depth < 4 else { return nil }
        let inner: [ViewNode]
        if case .views(let label)? = view.argument("label"), view.children.isEmpty { inner = label } else { inner = view.children }
        return inner.count == 1 ? badge(of: inner[0], depth: depth + 1) : nil
    }

    /// The room a row's own views have beside its badge.
    private func rowWidth(_ contentWidth: Double, badge: WrappedText?) -> Double {
        badge.map { max(0, contentWidth - $0.width - Self.badgeGap) } ?? contentWidth
    }

    private static let badgeGap = 8.0

    /// A row's placed views and its badge at `trailing`, before a navigation link's chevron: the
    /// chevron moves out to the row's trailing edge past the badge, as a badged link shows it.
    private func badged(_ placed: [ContentNode], _ badge: WrappedText, trailing: Double, midY: Double, font: FontSpec) -> [ContentNode] {
        var moved = false
        let shift = badge.width + Self.badgeGap
        let pieces = placed.map { Self.movingChevron($0, by: shift, moved: &moved) }
        let right = trailing - (moved ? Self.chevronRoom : 0)
        let frame = Rect(x: right - badge.width, y: midY - badge.height / 2, width: badge.width, height: badge.height)
        return pieces + [secondaryText(badge, in: frame, font: font, alignment: "trailing", role: .badge)]
    }

    /// `node` with its chevron (and the node drawing it, widened) moved `dx` towards the trailing edge.
    private static func movingChevron(_ node: ContentNode, by dx: Double, moved: inout Bool) -> ContentNode {
        var n = node
        if n.parts.contains(where: { $0.name == .chevron }) {
            n.parts = n.parts.map { $0.name == .chevron ? .init(name: .chevron, frame: $0.frame.offset(dx: dx, dy: 0)) : $0 }
            n.frame.width += dx
            moved = true
            return n
        }
        n.children = n.children.map { movingChevron($0, by: dx, moved: &moved) }
        return n
    }

    /// Texts of a header or footer drawn in the secondary colour (L12).
    static func secondary(_ node: ContentNode) -> ContentNode {
        var n = node
        if n.kind == "Text" { n.tint = .secondary }
        n.children = n.children.map(secondary)
        return n
    }

    /// A section's header or footer: its views, or its title in the header font.
    func sectionTitle(_ section: Box, _ role: ContentRole, font: FontSpec, width: Double) -> ((Rect) -> ContentNode)? {
        if let views = section.arguments[role.rawValue], !views.isEmpty {
            return { r in
                let s = self.stackSize(views, horizontal: false, spacing: section.env.spacing, Proposal(width: width, height: nil))
                let frame = Rect(x: r.x, y: r.y, width: s.width, height: s.height)
                let nodes = self.placeStack(views, horizontal: false, spacing: section.env.spacing, alignment: "leading", in: frame)
                guard nodes.count != 1 else { return nodes[0] }
                var n = ContentNode(kind: "VStack", frame: frame, font: section.env.font, children: nodes)
                n.view = nil
                return n
            }
        }
        guard role == .header, let title = section.view.argument("title")?.stringValue else { return nil }
        return { r in
            let w = self.wrap(title, font: font, width: width, maxLines: nil)
            return self.secondaryText(w, in: Rect(x: r.x, y: r.y, width: w.width, height: w.height), font: font, alignment: "leading")
        }
    }

    // MARK: Split views (L14)

    func placeSplit(_ box: Box, in rect: Rect) -> ContentNode {
        let env = box.env
        let sidebar = box.arguments["sidebar"] ?? []
        // The middle column's builder is the split view's `content:`, which the IR keeps as children.
        let middle = box.arguments["content"] ?? box.children
        let detail = box.arguments["detail"] ?? []
        var n = node(box, rect)
        if !splitColumns.isEmpty {
            // The columns the engine shows, in the widths its bars have (L14).
            let views = ["sidebar": sidebar, "content": middle, "detail": detail]
            var parts: [ContentNode.Part] = []
            for (i, column) in splitColumns.enumerated() {
                let x = max(rect.x, column.x)
                let width = i == splitColumns.count - 1 ? rect.maxX - x : min(column.width, rect.maxX - x)
                let frame = Rect(x: x, y: rect.y, width: max(0, width), height: rect.height)
                parts.append(.init(name: column.name == "sidebar" && splitColumns.count > 1 ? .sidebarColumn : .column, frame: frame))
                n.children += fill(views[column.name] ?? [], in: frame)
            }
            n.parts = parts
            return n
        }
        if env.platform == .ios || env.platform == .watchos {
            // Compact: the sidebar column first (L14).
            n.children = fill(sidebar, in: rect)
            return n
        }
        // [D] 220 pt on macOS, 320 pt on iPadOS and the others, never more than 40 % of the
        // window; a column's `navigationSplitViewColumnWidth` wins.
        let sideWidth = min(env.platform == .macos ? 220 : 320, rect.width * 0.4)
        var x = rect.x
        var columns: [Rect] = []
        for (i, views) in [sidebar, middle, detail].enumerated() where !views.isEmpty || i == 2 {
            let width = i == 2 ? rect.maxX - x : min(Self.declaredColumnWidth(views) ?? sideWidth, rect.maxX - x)
            let column = Rect(x: x, y: rect.y, width: max(0, width), height: rect.height)
            columns.append(column)
            n.children += fill(views, in: column)
            x = column.maxX
        }
        n.parts = columns.enumerated().map { .init(name: $0.offset == 0 ? .sidebarColumn : .column, frame: $0.element) }
        return n
    }

    /// `navigationSplitViewColumnWidth(_:)` or the ideal of `(min:ideal:max:)` on a column's view.
    static func declaredColumnWidth(_ views: [Box]) -> Double? {
        guard let m = views.lazy.compactMap({ $0.view.modifier("navigationSplitViewColumnWidth") }).first else { return nil }
        return LayoutNumbers.finiteLength(m.argument("width") ?? m.argument("ideal"))
    }

    /// Views placed as a column's content: proposed the column, centred in it.
    func fill(_ views: [Box], in rect: Rect) -> [ContentNode] {
        let s = stackSize(views, horizontal: false, spacing: 0, Proposal(width: rect.width, height: rect.height))
        return placeStack(views, horizontal: false, spacing: 0, alignment: "center", in: Self.align(s, in: rect, "center"))
    }
}
