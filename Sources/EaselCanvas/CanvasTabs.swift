import EaselIR
import EaselLayout
import EaselText
import EaselToolbars

/// Tab bars, sidebars, ornaments and page dots (spec B2), drawn where the layout put them.
extension Painter {
    // MARK: Tabs

    /// A tab's icon in `r`: its symbol, else its image set's image fitted in, its alpha in `color`
    /// (a tab bar draws an asset image as a template).
    mutating func drawTabIcon(_ tab: ResolvedTabs.Tab, in r: Rect, color: String) {
        if let symbol = tab.symbol { return drawSymbol(symbol, in: r, color: color) }
        guard let name = tab.image, let bitmap = ir.bitmaps[name], bitmap.width > 0, bitmap.height > 0 else { return }
        let scale = min(r.width / bitmap.width, r.height / bitmap.height)
        let (w, h) = (bitmap.width * scale, bitmap.height * scale)
        svg.embeddedImage(name, bitmap, dark: palette.dark, in: Rect(x: r.midX - w / 2, y: r.midY - h / 2, width: w, height: h), tint: color,
                          extra: [("class", "tab-image"), ("data-image", name)])
    }

    mutating func tabBar(_ tabs: ResolvedTabs, in rect: Rect) {
        svg.open("g", [("id", "tab-bar"), ("class", "tab-bar")])
        svg.rect(rect, fill: palette.bar)
        svg.rect(Rect(x: rect.x, y: rect.y, width: rect.width, height: 0.5), fill: palette.separator)
        let count = max(1, tabs.tabBar.count)
        let slot = rect.width / Double(count)
        for (i, key) in tabs.tabBar.enumerated() {
            guard let tab = tabs.tab(key) else { continue }
            let frame = mirrored(Rect(x: rect.x + Double(i) * slot, y: rect.y + 4, width: slot, height: 45))
            layout.tabs.append(.init(id: "tab:\(key)", bar: TabPresentation.tabBar.rawValue, rect: frame))
            let color = key == tabs.selected ? palette.accent : palette.secondary
            drawTabIcon(tab, in: Rect(x: frame.midX - 12, y: frame.y + 2, width: 24, height: 24), color: color)
            svg.text(tab.title, x: frame.midX, y: frame.y + 40, size: 10, weight: 500, fill: color, anchor: "middle")
        }
        svg.close("g")
    }

    /// iPadOS's floating top tab bar (and macOS's segmented tabs): a pill of titles.
    mutating func topTabBarItems(_ tabs: ResolvedTabs, centeredIn rect: Rect) {
        let font = FontSpec(size: platform == .tvos ? 29 : 15, weight: .medium)
        let widths = tabs.tabBar.map { canvas.measurer.width(of: tabs.tab($0)?.title ?? $0, font: font) + 28 }
        let total = widths.reduce(0, +)
        let height = platform == .tvos ? 64.0 : 34
        var x = rect.midX - total / 2
        let pill = Rect(x: x - 4, y: rect.midY - height / 2 - 4, width: total + 8, height: height + 8)
        svg.rect(pill, fill: palette.fill, radius: pill.height / 2, extra: [("class", "top-tab-bar")])
        for (key, width) in zip(tabs.tabBar, widths) {
            let frame = mirrored(Rect(x: x, y: rect.midY - height / 2, width: width, height: height))
            layout.tabs.append(.init(id: "tab:\(key)", bar: TabPresentation.tabBar.rawValue, rect: frame))
            if key == tabs.selected { svg.rect(frame, fill: palette.background, radius: height / 2) }
            svg.text(tabs.tab(key)?.title ?? key, x: frame.midX, y: frame.midY + font.size * 0.35, size: font.size, weight: 500,
                     fill: key == tabs.selected ? palette.accent : palette.label, anchor: "middle")
            x += width
        }
    }

    mutating func sidebar(_ tabs: ResolvedTabs, in rect: Rect) {
        svg.open("g", [("id", "tab-sidebar"), ("class", "sidebar")])
        svg.rect(rect, fill: palette.groupedBackground)
        svg.rect(Rect(x: rect.maxX - 0.5, y: rect.y, width: 0.5, height: rect.height), fill: palette.separator)
        let rowHeight = platform == .tvos ? 64.0 : 32
        let size = platform == .tvos ? 29.0 : 13
        var y = rect.y + 12
        if tabs.customizable && tabs.editable {
            // The sidebar's edit mode (spec B5–B7): the Studio opens its tab editor from here.
            let edit = Rect(x: rect.maxX - 52, y: rect.y + 6, width: 44, height: 22)
            svg.open("g", [("class", "sidebar-edit")])
            svg.rect(edit, fill: "transparent", extra: [("class", "hit")])
            svg.text("Edit", x: edit.maxX - 6, y: edit.midY + size * 0.35, size: size, fill: palette.accent, anchor: "end")
            svg.close("g")
            y = edit.maxY
        }
        for section in tabs.sidebar {
            if let title = section.title {
                y += 8
                svg.text(title, x: rect.x + 16, y: y + size, size: size - 2, weight: 600, fill: palette.secondary)
                y += rowHeight * 0.8
            }
            for key in section.tabs where y + rowHeight <= rect.maxY {
                let frame = Rect(x: rect.x + 8, y: y, width: rect.width - 16, height: rowHeight)
                layout.tabs.append(.init(id: "tab:\(key)", bar: TabPresentation.sidebar.rawValue, rect: frame))
                if key == tabs.selected { svg.rect(frame, fill: palette.fill, radius: 6) }
                if let tab = tabs.tab(key) {
                    drawTabIcon(tab, in: Rect(x: frame.x + 8, y: frame.midY - size * 0.6, width: size * 1.2, height: size * 1.2), color: palette.accent)
                }
                svg.text(tabs.tab(key)?.title ?? key, x: frame.x + 16 + size * 1.4, y: frame.midY + size * 0.35, size: size, fill: palette.label)
                y += rowHeight
            }
        }
        svg.close("g")
    }

    mutating func verticalTabs(_ tabs: ResolvedTabs, in rect: Rect) {
        svg.rect(rect, fill: palette.dark ? "#3A3A3C" : "#E5E5EA", radius: 32, extra: [("class", "tab-ornament")])
        var y = rect.y + 10
        for key in tabs.tabBar {
            let frame = Rect(x: rect.x + 8, y: y, width: rect.width - 16, height: 48)
            layout.tabs.append(.init(id: "tab:\(key)", bar: TabPresentation.ornament.rawValue, rect: frame))
            if key == tabs.selected { svg.rect(frame, fill: palette.background, radius: 24) }
            if let tab = tabs.tab(key) { drawTabIcon(tab, in: Rect(x: frame.midX - 12, y: frame.midY - 12, width: 24, height: 24), color: palette.label) }
            y += 52
        }
    }

    /// watchOS: a column of dots at the edge in the label's colours. iOS and iPadOS: a row over the
    /// content, white, the other pages' translucent — as `UIPageControl` draws them, which on a
    /// light background barely shows (SwiftUI's `.page` style shows no background unless asked).
    mutating func pageDots(_ tabs: ResolvedTabs, at rect: Rect) {
        let row = rect.width > rect.height
        for (i, key) in tabs.tabBar.enumerated() {
            let selected = key == tabs.selected
            if row {
                let x = rect.x + (Double(i) + 0.5) * PageDots.pitch
                svg.element("circle", [("cx", SVGWriter.number(x)), ("cy", SVGWriter.number(rect.midY)), ("r", "3.5"), ("fill", "#FFFFFF"),
                                       ("opacity", selected ? "1" : "0.35"), ("class", "page-dot")])
            } else {
                svg.element("circle", [("cx", SVGWriter.number(rect.midX)), ("cy", SVGWriter.number(rect.y + Double(i) * 10)), ("r", "3"),
                                       ("fill", selected ? palette.label : palette.secondary)])
            }
        }
    }
}
