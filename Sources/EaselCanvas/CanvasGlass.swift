import EaselIR
import EaselLayout
import EaselText
import EaselToolbars

/// The glass design of 26 and 27 (spec G2–G6): bars without a background, a capsule of glass
/// behind each group of items, monochrome symbols, the prominent tint, the search field.
extension Painter {
    /// Items float on glass (26+ on iOS, iPadOS and macOS).
    var onGlass: Bool { render.os.groupsOnGlass(on: platform) }

    /// A Mac window's corners: rounder on 26+ (G3).
    var windowRadius: Double { onGlass ? 16 : 10 }
    /// The Mac's toolbar band: chrome grey before 26; on glass the toolbar floats over the
    /// window's own background.
    var toolbarFill: String { onGlass ? palette.background : palette.chrome }

    /// The glass behind one bar's groups, drawn before its items; returns the groups' prominent
    /// items (drawn in white on the tint).
    mutating func drawGlassGroups(_ bar: BarFrame) -> Set<BarEntry> {
        // The Touch Bar is hardware, not glass.
        guard onGlass, bar.style == .plain, let groups = bar.bar?.groups else { return [] }
        var frames: [String: Rect] = [:]
        for item in bar.items { frames["\(item.toolbar)/\(item.key)"] = item.frame }
        var prominent = Set<BarEntry>()
        for group in groups where group.glass && !group.entries.contains(where: { $0.kind == .search && $0.field }) {
            let rects = group.entries.compactMap { frames["\($0.toolbar)/\($0.key)"] }
            guard let first = rects.first else { continue }
            var r = rects.dropFirst().reduce(first) { $0.union($1) }
            if platform == .macos { r = r.inset(dx: -4, dy: -3) }
            let tint = group.prominent ? tintColor(of: group.entries[0]) : nil
            if tint != nil { group.entries.forEach { prominent.insert($0) } }
            glassCapsule(r, tint: tint, role: group.prominent ? "glass prominent" : "glass")
        }
        return prominent
    }

    /// The "more" button's own circle of glass.
    mutating func drawGlassCircle(_ r: Rect) {
        let side = max(r.width, r.height)
        let circle = Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
        glassCapsule(circle)
    }

    /// The search field (a capsule with the magnifying glass and the prompt) or its button (G6).
    mutating func drawSearch(_ entry: ItemFrame, field: Bool) {
        let r = entry.frame
        svg.open("g", [("id", "item-search"), ("class", "item search"), ("data-kind", "search")])
        if field {
            if onGlass { glassCapsule(r, role: "glass search-field") } else { svg.rect(r, fill: palette.fill, radius: 10) }
            let box = min(20, r.height * 0.5)
            drawSymbol("magnifyingglass", in: Rect(x: r.x + 10, y: r.midY - box / 2, width: box, height: box), color: palette.secondary)
            let size = metrics.itemFont.size
            svg.text(searchPrompt, x: r.x + 14 + box, y: r.midY + size * 0.35, size: size, fill: palette.secondary, extra: [("class", "prompt")])
        } else {
            let box = min(24, r.height * 0.55)
            drawSymbol("magnifyingglass", in: Rect(x: r.midX - box / 2, y: r.midY - box / 2, width: box, height: box),
                       color: onGlass ? palette.label : palette.accent)
        }
        svg.close("g")
    }

    /// The colour of a glass item's symbol or text (G4): the label colour, `.tint` colouring the
    /// symbol only; 18 draws items in the accent colour.
    func glassItemColor(_ entry: ItemFrame) -> String {
        guard let tint = decl(entry.key, toolbar: entry.toolbar)?.tintColor else { return palette.label }
        return palette.fill(tint) ?? palette.label
    }

    /// The tint of a prominent item's glass: its `.tint`, else the accent colour.
    private func tintColor(of entry: BarEntry) -> String {
        decl(entry.key, toolbar: entry.toolbar)?.tintColor.flatMap(palette.fill) ?? palette.accent
    }

    /// A count badge at the item's top trailing corner (N10, 26+).
    mutating func drawBadge(_ text: String, on frame: Rect) {
        let size = 11.0
        let width = max(18, canvas.measurer.width(of: text, font: FontSpec(size: size, weight: .semibold)) + 10)
        let r = Rect(x: frame.maxX - width * 0.75, y: frame.y - 4, width: width, height: 18)
        svg.rect(r, fill: "#FF3B30", radius: 9, extra: [("class", "badge")])
        svg.text(text, x: r.midX, y: r.midY + 4, size: size, weight: 600, fill: "#FFFFFF", anchor: "middle")
    }

    /// The declaration of a bar entry's item (its tint, role, badge).
    func decl(_ key: String, toolbar: Int) -> ToolbarItemDecl? {
        declaredItems.indices.contains(toolbar) ? declaredItems[toolbar][key] : nil
    }

    /// One piece of glass: a capsule with a soft shadow beneath, a hairline edge, and the tint of
    /// a prominent item when it has one (G2, G4).
    /// The glass is decoration: clicks go through it to the items on it (the Studio's taps).
    mutating func glassCapsule(_ r: Rect, tint: String? = nil, role: String = "glass") {
        let shadow = Rect(x: r.x - 0.5, y: r.y + 1, width: r.width + 1, height: r.height + 0.5)
        svg.rect(shadow, fill: palette.dark ? "#00000066" : "#0000000F", radius: shadow.height / 2,
                 extra: [("class", "glass-shadow"), ("pointer-events", "none")])
        svg.rect(r, fill: tint ?? glassFill, radius: r.height / 2,
                 extra: [("class", role), ("pointer-events", "none")] + (tint == nil ? [("stroke", glassStroke), ("stroke-width", "0.5")] : []))
    }

    var glassFill: String { palette.dark ? "#2C2C2EE6" : "#FFFFFFD9" }
    var glassStroke: String { palette.dark ? "#FFFFFF26" : "#0000001F" }

    private var searchPrompt: String {
        ir.presentations.first { $0.kind == "window" }?.search?.prompt ?? "Search"
    }
}

/// The iPhone's floating tab bar of 26+ (G8), painted at the layout's frames.
extension Painter {
    mutating func glassTabBar(_ tabs: ResolvedTabs, _ bar: GlassTabBar) {
        svg.open("g", [("id", "tab-bar"), ("class", "tab-bar glass")])
        if let accessory = bar.accessory {
            glassCapsule(accessory, role: "glass tab-accessory")
            drawContent(bar.accessoryContent)
        }
        if let capsule = bar.capsule {
            glassCapsule(capsule)
        }
        for placed in bar.tabs {
            let (key, frame) = (placed.key, placed.frame)
            layout.tabs.append(.init(id: "tab:\(key)", bar: TabPresentation.tabBar.rawValue, rect: frame))
            guard let tab = tabs.tab(key) else { continue }
            let selected = key == tabs.selected
            // The selected tab sits on a lighter blob of glass and takes the accent colour.
            if selected && !bar.minimized { svg.rect(frame, fill: palette.dark ? "#FFFFFF1F" : "#0000000F", radius: frame.height / 2, extra: [("class", "selection")]) }
            let color = selected ? palette.accent : palette.label
            if bar.minimized {
                drawTabIcon(tab, in: frame.inset(12), color: color)
                continue
            }
            drawTabIcon(tab, in: Rect(x: frame.midX - 12, y: frame.y + 6, width: 24, height: 24), color: color)
            svg.text(tab.title, x: frame.midX, y: frame.y + 46, size: 10, weight: 500, fill: color, anchor: "middle")
        }
        for placed in bar.detached {
            let (key, frame) = (placed.key, placed.frame)
            layout.tabs.append(.init(id: "tab:\(key)", bar: TabPresentation.tabBar.rawValue, rect: frame))
            let tab = tabs.tab(key)
            let selected = key == tabs.selected
            let prominent = tab?.role == "prominent"
            glassCapsule(frame, tint: prominent ? palette.accent : nil, role: prominent ? "glass prominent" : "glass")
            let color = prominent ? "#FFFFFF" : selected ? palette.accent : palette.label
            drawSymbol(tab?.symbol ?? .system("magnifyingglass"), in: frame.inset(frame.width * 0.3), color: color)
        }
        svg.close("g")
    }
}
