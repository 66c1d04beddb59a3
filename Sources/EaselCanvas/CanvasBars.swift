import EaselIR
import EaselLayout
import EaselText
import EaselToolbars

/// Bars as the layout stage framed them: background, title, items, the "more" button (spec L1).
extension Painter {
    /// The content view of an item of the render's toolbar `toolbar`.
    func content(_ key: String, toolbar: Int) -> ViewNode? {
        declaredItems.indices.contains(toolbar) ? declaredItems[toolbar][key]?.content : nil
    }

    /// The resolved item behind a bar entry.
    func resolvedItem(_ key: String, toolbar: Int) -> ResolvedItem? {
        itemsByToolbar.indices.contains(toolbar) ? itemsByToolbar[toolbar][key] : nil
    }

    mutating func drawBar(_ bar: BarFrame, topTabs: ResolvedTabs? = nil) {
        let rect = bar.frame
        let dark = bar.style == .touchBar
        let background = bar.bar?.background ?? "none"
        svg.open("g", [("id", "bar-\(bar.kind.rawValue)"), ("class", "bar \(bar.kind.rawValue)")])
        layout.bars.append(.init(id: bar.kind.rawValue, bar: bar.kind.rawValue, rect: rect, column: bar.column))
        switch bar.style {
        case .capsule:
            svg.rect(rect, fill: palette.dark ? "#3A3A3C" : "#E5E5EA", radius: rect.height / 2, extra: [("class", "ornament")])
        case .floating:
            break // Bars float over the glass window (visionOS) or the black screen (watchOS).
        case .plain where bar.presentation != nil && platform != .macos:
            break  // A sheet's bars lie on its panel, which is their background (iOS family).
        case .plain where bar.title?.mode == .large:
            // G5: at rest a large title's bar has no background or separator of its own; the
            // content's background (a grouped list's grey) runs up beneath it.
            svg.rect(Rect(x: rect.x, y: 0, width: rect.width, height: rect.maxY), fill: backgroundBeneathBars, extra: [("class", "large-title-bar")])
        case .plain where onGlass && platform != .macos:
            break  // G2: the iOS family's bars have no background on glass; their items float.
        case .plain, .touchBar:
            let fill = dark ? "#1C1C1E" : platform == .macos && onGlass ? toolbarFill
                : background == "material" ? palette.bar : platform == .macos ? palette.chrome : palette.background
            // A Mac split view's column sections share one toolbar background, painted with the window.
            // An iPhone's or iPad's navigation bar background runs up beneath the status bar.
            let beneathStatus = (platform == .ios || platform == .ipados) && bar.kind == .navigationBar && bar.top
            if !(platform == .macos && bar.column != nil) {
                svg.rect(beneathStatus ? Rect(x: rect.x, y: 0, width: rect.width, height: rect.maxY) : rect, fill: fill,
                         radius: platform == .macos && bar.kind == .windowToolbar ? windowRadius : 0,
                         extra: background == "material" ? [("opacity", "0.94")] : [])
            }
            if bar.kind != .scrollHeader, !onGlass {
                svg.rect(Rect(x: rect.x, y: bar.top ? rect.maxY - 0.5 : rect.y, width: rect.width, height: 0.5), fill: palette.separator)
            }
            if bar.column != nil, rect.x > 0 {  // the columns' separator runs up through the bars
                svg.rect(Rect(x: rect.x - 0.5, y: rect.y, width: 0.5, height: rect.height), fill: palette.separator)
            }
        }
        if bar.kind == .scrollHeader {
            scrollHeader(bar)
            svg.close("g")
            return
        }
        if let back = bar.backButton {
            // A pushed view's back button (spec P3 moves navigation items out of its way); on glass
            // a circle of its own with the chevron (W25-323: the system's back button stands apart).
            if onGlass && platform != .macos {
                let circle = Rect(x: back.x + 6, y: rect.midY - 22, width: 44, height: 44)
                glassCapsule(circle, role: "glass back")
                drawSymbol("chevron.left", in: circle.inset(11), color: palette.label)
            } else {
                let rtl = frames.rightToLeft
                drawSymbol("chevron.left", in: Rect(x: rtl ? back.maxX - 24 : back.x, y: back.y, width: 24, height: 24), color: palette.accent)
                svg.text("Back", x: rtl ? back.maxX - 24 : back.x + 24, y: rect.midY + 6, size: metrics.itemFont.size, fill: palette.accent,
                         anchor: rtl ? "end" : "start", extra: [("class", "back")])
            }
        }
        if let toggle = bar.sidebarToggle?.frame {
            let glassy = onGlass && platform != .macos
            let box = glassy ? 22 : min(toggle.height, metrics.iconBox) * (platform == .macos ? 0.62 : 0.78)
            svg.open("g", [("class", "sidebar-toggle")])
            if glassy { glassCapsule(Rect(x: toggle.midX - 22, y: toggle.midY - 22, width: 44, height: 44)) }
            drawSymbol("sidebar.left", in: Rect(x: toggle.midX - box / 2, y: toggle.midY - box / 2, width: box, height: box),
                       color: platform == .macos ? palette.secondary : glassy ? palette.label : palette.accent)
            svg.close("g")
        }
        if let tabs = topTabs, let region = bar.tabs { topTabBarItems(tabs, centeredIn: region) }
        if let title = bar.title { drawTitle(title, subtitle: bar.bar?.title?.subtitle, small: bar.bar?.minimized == true) }
        let prominent = drawGlassGroups(bar)
        for item in bar.items {
            if item.kind == .search {
                layout.items.append(.init(id: item.key, bar: bar.kind.rawValue, rect: item.frame, column: bar.column))
                drawSearch(item, field: bar.bar?.entries.first { $0.kind == .search }?.field ?? true)
                continue
            }
            let isProminent = prominent.contains { $0.key == item.key && $0.toolbar == item.toolbar }
            drawItem(item, bar: bar.kind, column: bar.column, dark: dark, on: isProminent ? "#FFFFFF" : nil)
        }
        if let more = bar.more?.frame, let menu = bar.bar?.more {
            layout.moreButtons.append(.init(id: "more:\(bar.kind.rawValue)", bar: bar.kind.rawValue, rect: more))
            // The button opens its menu (drawn last, hidden until the Studio shows it).
            svg.open("g", [("id", "more-\(bar.kind.rawValue)"), ("class", "more"), ("data-menu", "menu-\(bar.kind.rawValue)")])
            svg.rect(more, fill: "transparent", extra: [("class", "hit")])
            if onGlass && platform != .macos {
                drawGlassCircle(more)
                drawSymbol("ellipsis", in: more.inset(more.width * 0.25), color: palette.label)
            } else if platform == .macos {
                svg.text("»", x: more.midX, y: more.midY + 6, size: 18, weight: 600, fill: palette.secondary, anchor: "middle", extra: [("class", "more")])
            } else {
                drawSymbol("ellipsis.circle", in: more.inset(3), color: palette.accent)
            }
            svg.close("g")
            menus.append((bar.kind, menu, more))
        }
        svg.close("g")
    }

    /// The background of a content tree: its first list's or form's (a grouped one is grey), else
    /// the system background.
    static func background(of content: ContentNode?, _ palette: Palette) -> String {
        var grouped: Bool?
        content?.walk { n in
            guard grouped == nil, n.kind == "List" || n.kind == "Form" else { return }
            grouped = ContentPainter.isGrouped(n)
        }
        return grouped == true && !palette.dark ? palette.groupedBackground : palette.background
    }

    /// The title in its frame: its text is already truncated to fit (spec L3).
    mutating func drawTitle(_ title: TitleFrame, subtitle: String? = nil, small: Bool = false) {
        let font = title.mode == .large ? metrics.largeTitleFont : small ? FontSpec(size: 13, weight: .semibold) : metrics.titleFont
        let r = title.frame
        // A subtitle (G5) sits under its title, which moves up to make room.
        let lift = subtitle == nil || title.mode == .large ? 0.0 : 7
        let baseline = r.midY + font.size * 0.35 - lift
        if let subtitle {
            let y = title.mode == .large ? r.maxY + 16 : baseline + 15
            let x = title.position == .centered && title.mode != .large ? r.midX : r.x
            svg.text(subtitle, x: x, y: y, size: title.mode == .large ? 15 : 12, fill: palette.secondary,
                     anchor: title.position == .centered && title.mode != .large ? "middle" : "start", extra: [("class", "subtitle")])
        }
        let weight = platform == .macos || title.mode == .large ? 700 : 600
        if title.position == .centered {
            svg.text(title.text, x: r.midX, y: baseline, size: font.size, weight: weight, fill: palette.label, anchor: "middle", extra: [("class", "title")])
        } else {
            svg.text(title.text, x: r.x, y: baseline, size: font.size, weight: weight, fill: palette.label, extra: [("class", "title")])
        }
    }

    /// One toolbar item in its frame: its symbol, its text, or its control; spaces draw nothing.
    mutating func drawItem(_ entry: ItemFrame, bar kind: BarKind, column: String? = nil, dark: Bool, on tint: String? = nil) {
        let frame = entry.frame
        layout.items.append(.init(id: entry.key, bar: kind.rawValue, rect: frame, column: column))
        guard entry.kind != .flexibleSpace, entry.kind != .fixedSpace, let item = resolvedItem(entry.key, toolbar: entry.toolbar) else { return }
        let content = content(item.key, toolbar: entry.toolbar)
        var attributes = [("id", elementID(item.key, toolbar: entry.toolbar)), ("class", "item"), ("data-placement", item.placement.description)]
        if let content, content.interactive { attributes += [("data-identity", content.identity), ("data-kind", content.kind)] }
        svg.open("g", attributes)
        // The whole frame is the item's touch target (a 44 pt circle on glass), not only its ink.
        svg.rect(frame, fill: "transparent", extra: [("class", "hit")])
        if content?.kind == "Toggle", content.map({ BoundValues.isOn($0, state) }) == true {
            svg.rect(frame.inset(1), fill: palette.fill, radius: 6, extra: [("class", "toggle-on")])
        }
        // `.disabled(true)` on the item's view (or its button): drawn dimmed, as SwiftUI draws it.
        var disabled = false
        content?.walk { if case .bool(true)? = $0.modifier("disabled")?.arguments.first?.value { disabled = true } }
        // G4: on glass symbols and text take the label colour (a `.tint` colours the symbol; a
        // prominent item is white on its tint); 18 draws them in the accent colour.
        let color = disabled ? palette.secondary : tint ?? (dark ? "#FFFFFF" : onGlass ? glassItemColor(entry) : platform == .macos ? palette.label : palette.accent)
        let mode = render.toolbars[entry.toolbar].displayMode
        if content?.kind == "Slider" {
            let track = Rect(x: frame.x + 8, y: frame.midY - 2, width: max(0, frame.width - 16), height: 4)
            svg.rect(track, fill: palette.fill, radius: 2, extra: [("class", "slider")])
            let share = content.map { ContentPainter.fraction($0, BoundValues.value($0, "value", state)) } ?? 0.3
            svg.rect(Rect(x: track.x, y: track.y, width: track.width * share, height: 4), fill: palette.accent, radius: 2)
            svg.element("circle", [("cx", SVGWriter.number(track.x + track.width * share)), ("cy", SVGWriter.number(track.midY)), ("r", "8"),
                                   ("fill", "#FFFFFF"), ("stroke", palette.separator)])
        } else if let image = content.flatMap(ItemMeasurement.barImage(of:)), let name = image.argument("name")?.stringValue,
                  let bitmap = ir.bitmaps[name], let size = ItemMeasurement.barImageSize(image, height: frame.height) {
            // An image set's bitmap (a logo) drawn in the item, as SwiftUI draws the image view.
            let r = Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
            svg.embeddedImage(name, bitmap, dark: palette.dark, in: r, tint: ContentPainter.rendersAsTemplate(image, bitmap) ? color : nil,
                              extra: [("class", "item-image"), ("data-image", name)])
        } else if let symbol = item.symbol, !(platform == .macos && mode == .labelOnly) {
            let box = min(frame.height, metrics.iconBox) * (platform == .macos ? 0.62 : 0.78)
            if platform == .macos && mode == .iconAndLabel {
                drawSymbol(symbol, in: Rect(x: frame.midX - box / 2, y: frame.y - 4, width: box, height: box), color: color)
                svg.text(item.label, x: frame.midX, y: frame.maxY + 6, size: 10, fill: palette.secondary, anchor: "middle")
            } else {
                drawSymbol(symbol, in: Rect(x: frame.midX - box / 2, y: frame.midY - box / 2, width: box, height: box), color: color)
            }
        } else if entry.kind == .titleMenu {
            // A title menu is the title (drawn in the title's font and colour).
            let font = metrics.titleFont
            svg.text(item.label.isEmpty ? item.key : item.label, x: frame.midX, y: frame.midY + font.size * 0.35, size: font.size,
                     weight: platform == .macos ? 700 : 600, fill: dark ? "#FFFFFF" : palette.label, anchor: "middle", extra: [("class", "title-menu")])
        } else if entry.placement == .status {
            svg.text(item.label, x: frame.midX, y: frame.midY + 4, size: platform == .macos ? 11 : 13, fill: palette.secondary, anchor: "middle")
        } else {
            let font = metrics.itemFont
            svg.text(item.label.isEmpty ? item.key : item.label, x: frame.midX, y: frame.midY + font.size * 0.35, size: font.size,
                     weight: entry.placement == .confirmationAction ? 600 : 400, fill: color, anchor: "middle")
        }
        if render.os.hasGlass, let badge = decl(entry.key, toolbar: entry.toolbar)?.badge { drawBadge(badge, on: frame) }
        svg.close("g")
    }

    /// watchOS's scroll header: full-width buttons, dimmed until revealed (spec P5).
    mutating func scrollHeader(_ bar: BarFrame) {
        let revealed = bar.bar?.revealed ?? false
        for entry in bar.items {
            let frame = entry.frame
            layout.items.append(.init(id: entry.key, bar: bar.kind.rawValue, rect: frame))
            svg.open("g", [("id", elementID(entry.key, toolbar: entry.toolbar)), ("class", "item"), ("opacity", revealed ? "1" : "0.35")])
            svg.rect(frame, fill: palette.fill, radius: frame.height / 2)
            let font = FontSpec(size: 15, weight: .semibold)
            ContentPainter(measurer: canvas.measurer, icons: canvas.icons, palette: palette, baseFont: 15)
                .drawText(resolvedItem(entry.key, toolbar: entry.toolbar)?.label ?? entry.key, in: frame.inset(8), font: font,
                          color: palette.label, into: &svg, center: true)
            svg.close("g")
        }
        if !revealed {
            svg.text("scroll up to reveal", x: bar.frame.midX, y: bar.frame.maxY + 2, size: 9, fill: palette.secondary, anchor: "middle")
        }
    }
}
