import EaselIR
import EaselLayout
import EaselToolbars

/// The glass design of 26 and 27 (spec G2–G6): bars without a background, a capsule of glass
/// behind each group of items, monochrome symbols, the prominent tint, the search field.
extension Painter {
    /// Items float on glass (26+ on iOS, iPadOS and macOS).
    var onGlass: Bool { render.os.hasGlass && [.ios, .ipados, .macos].contains(platform) }

    /// A Mac window's corners: rounder on 26+ (G3).
    var windowRadius: Double { onGlass ? 16 : 10 }
    /// The Mac's toolbar band: chrome grey before 26; on glass the toolbar floats over the
    /// window's own background.
    var toolbarFill: String { onGlass ? palette.background : palette.chrome }

    /// The glass behind one bar's groups, drawn before its items; returns the groups' prominent
    /// items (drawn in white on the tint).
    mutating func drawGlassGroups(_ bar: BarFrame) -> Set<BarEntry> {
        guard onGlass, let groups = bar.bar?.groups else { return [] }
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
            svg.rect(r, fill: tint ?? glassFill, radius: r.height / 2,
                     extra: [("class", group.prominent ? "glass prominent" : "glass")] + (tint == nil ? [("stroke", glassStroke), ("stroke-width", "0.5")] : []))
        }
        return prominent
    }

    /// The "more" button's own circle of glass.
    mutating func drawGlassCircle(_ r: Rect) {
        let side = max(r.width, r.height)
        let circle = Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
        svg.rect(circle, fill: glassFill, radius: side / 2, extra: [("class", "glass"), ("stroke", glassStroke), ("stroke-width", "0.5")])
    }

    /// The search field (a capsule with the magnifying glass and the prompt) or its button (G6).
    mutating func drawSearch(_ entry: ItemFrame, field: Bool) {
        let r = entry.frame
        svg.open("g", [("id", "item-search"), ("class", "item search"), ("data-kind", "search")])
        if field {
            let fill = onGlass ? glassFill : palette.fill
            svg.rect(r, fill: fill, radius: onGlass ? r.height / 2 : 10, extra: onGlass ? [("stroke", glassStroke), ("stroke-width", "0.5")] : [])
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
        guard let tint = decl(entry.key, toolbar: entry.toolbar)?.tint else { return palette.label }
        return ContentLayout.colors(palette)[tint] ?? palette.label
    }

    /// The tint of a prominent item's glass: its `.tint`, else the accent colour.
    private func tintColor(of entry: BarEntry) -> String {
        decl(entry.key, toolbar: entry.toolbar)?.tint.flatMap { ContentLayout.colors(palette)[$0] } ?? palette.accent
    }

    /// The declaration of a bar entry's item (its tint, role, badge).
    func decl(_ key: String, toolbar: Int) -> ToolbarItemDecl? {
        guard render.declarationIndices.indices.contains(toolbar) else { return nil }
        let index = render.declarationIndices[toolbar]
        return ir.toolbars.indices.contains(index) ? ir.toolbars[index].items.first { $0.key == key } : nil
    }

    private var glassFill: String { palette.dark ? "#2C2C2EE6" : "#FFFFFFD9" }
    private var glassStroke: String { palette.dark ? "#FFFFFF26" : "#0000001F" }

    private var searchPrompt: String {
        ir.presentations.first { $0.kind == "window" }?.search?.prompt ?? "Search"
    }
}
