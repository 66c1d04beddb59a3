import EaselIR

/// `render --format text`: one line per bar, for terminals and text snapshots, e.g.
/// `navigationBar | [Cancel] · My Note · [bold] [italic] [⋯] |` on 18 and, with the glass groups
/// of 26+ (G2), `navigationBar | (Cancel) · My Note · (bold italic) (⋯) |`.
public enum TextRendering {
    public static func render(_ document: RenderDocument) -> String {
        var lines: [String] = ["\(document.platform.rawValue) \(Int(document.size.width))×\(Int(document.size.height))"]
        let more = document.platform == .macos ? "[»]" : "[⋯]"
        let itemsByToolbar = document.toolbars.map { Dictionary($0.items.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a }) }
        func label(_ key: String, toolbar: Int) -> String {
            guard itemsByToolbar.indices.contains(toolbar), let item = itemsByToolbar[toolbar][key] else { return "[\(key)]" }
            if item.kind == .spacer { return item.width > 0 ? "[ ]" : "[<->]" }
            if item.kind == .titleMenu { return "[\(item.label.isEmpty ? "title" : item.label) ▾]" }
            if item.label.isEmpty { return item.symbol.map { "[\($0.name)]" } ?? "[\(key)]" }
            return "[\(item.label)]"
        }
        func label(_ entry: BarEntry) -> String {
            if entry.kind == .search { return entry.field ? "[search field]" : "[search]" }
            return label(entry.key, toolbar: entry.toolbar)
        }
        let onGlass = document.os.groupsOnGlass(on: document.platform)
        var barsShown = Set<String>()
        // A presentation's bars, merged across its toolbars (spec L2): under its first toolbar, or
        // on their own when it has none (a title bar), as the picture draws them.
        func bars(of presentation: String) {
            for set in document.barSets(of: presentation) {
                let column = set.column.map { " (\($0))" } ?? ""
                for bar in set.bars {
                    // On glass (26+) the groups show: `(Move Flag)` shares a capsule, `(Done)` stands alone.
                    let region = onGlass ? GroupedLabels(bar: bar, label: label) : nil
                    func shown(_ entries: ArraySlice<BarEntry>) -> [String] { region?.labels(entries) ?? entries.map(label) }
                    var middle = shown(bar.center[...])
                    var parts = shown(bar.leading.prefix(bar.leadingBeforeTitle)) + shown(bar.leading.dropFirst(bar.leadingBeforeTitle))
                    // The title where the picture draws it: centred, or leading after the items before it.
                    if let title = bar.title {
                        if title.position == .leading { parts.insert(title.text, at: min(bar.leadingBeforeTitle, parts.count)) } else { middle.insert(title.text, at: 0) }
                    }
                    // Pinned items are trailing-most, after the "more" button (N6).
                    let pinned = bar.trailing.filter { $0.placement == .topBarPinnedTrailing }
                    var trailing = shown(ArraySlice(bar.trailing.filter { $0.placement != .topBarPinnedTrailing }))
                    if bar.more != nil { trailing.append(onGlass ? "(\(more.dropFirst().dropLast()))" : more) }
                    trailing += shown(ArraySlice(pinned))
                    if !middle.isEmpty { parts += ["·"] + middle + ["·"] }
                    parts += trailing
                    if bar.sidebarToggle { parts.insert("[sidebar]", at: 0) }
                    var line = "  \(bar.kind)\(column) | " + parts.joined(separator: " ") + (parts.isEmpty ? "|" : " |")
                    if let revealed = bar.revealed { line += revealed ? " (revealed)" : " (scroll up to reveal)" }
                    lines.append(line)
                    if !bar.drawer.isEmpty { lines.append("  \(bar.kind) drawer | " + shown(bar.drawer[...]).joined(separator: " ") + " |") }
                }
                for bar in set.bars {
                    guard let menu = bar.more else { continue }
                    var entries = menu.entries.map(label)
                    if menu.customizeEntry { entries.append(ToolbarCommandsModel.customizeTitle) }
                    lines.append("  overflow " + more + " " + entries.joined(separator: " "))
                }
            }
        }
        for (t, toolbar) in document.toolbars.enumerated() {
            var header = "toolbar " + (toolbar.system == true ? "(system)" : toolbar.id.map { "\"\($0)\"" } ?? "(no id)")
            header += " · \(toolbar.presentation) · role \(toolbar.role)"
            if toolbar.customizable { header += toolbar.editable ? " · customizable, editable" : " · customizable, not editable here" }
            if !toolbar.visible { header += " · hidden" }
            if document.platform == .macos { header += " · \(toolbar.displayMode.rawValue)" }
            lines.append(header)
            if barsShown.insert(toolbar.presentation).inserted { bars(of: toolbar.presentation) }
            if !toolbar.hidden.isEmpty { lines.append("  hidden: " + toolbar.hidden.map { label($0, toolbar: t) }.joined(separator: " ")) }
            if toolbar.editable {
                lines.append("  palette: " + (toolbar.palette.isEmpty ? "(empty)" : toolbar.palette.map { label($0, toolbar: t) }.joined(separator: " ")))
            }
        }
        if document.toolbars.isEmpty { lines.append("(no toolbar)") }
        for set in document.barSets where barsShown.insert(set.presentation).inserted && !set.bars.isEmpty {
            lines.append("bars · \(set.presentation)")
            bars(of: set.presentation)
        }
        if let tabs = document.tabs {
            var header = "tabs \(tabs.style) · \(tabs.presentation.rawValue)"
            if tabs.customizable { header += tabs.editable ? " · customizable, editable" : " · customizable, not editable here" }
            lines.append(header)
            func title(_ key: String) -> String {
                let t = tabs.tab(key)?.title ?? key
                let shown = key == tabs.selected ? "[\(t)]" : t
                return tabs.detached.contains(key) ? "(\(shown))" : shown  // G8: a circle of its own
            }
            if !tabs.tabBar.isEmpty || tabs.presentation != .sidebar {
                let shown = tabs.minimized ? tabs.tabBar.filter { $0 == tabs.selected || tabs.detached.contains($0) } : tabs.tabBar
                lines.append("  \(tabs.presentation.rawValue) | " + shown.map(title).joined(separator: " · ") + " |"
                             + (tabs.minimized ? " (minimized)" : ""))
            }
            if tabs.bottomAccessory { lines.append("  bottomAccessory" + (tabs.minimized ? " (inline)" : "")) }
            for section in tabs.sidebar {
                let name = section.section == nil ? "sidebar" : "sidebar › \(section.title ?? section.section!)"
                lines.append("  \(name) | " + section.tabs.map(title).joined(separator: " · ") + " |")
            }
        }
        for command in document.commands {
            lines.append("menu \(command.menu) › \(command.title)" + (command.enabled ? "" : " (disabled)"))
        }
        return lines.joined(separator: "\n")
    }
}

/// A bar's entries printed in their glass groups (G2): `(Move Flag)` for two items sharing a
/// capsule, `(Done)` alone, a bare item without parentheses, spacers as `<->` and `<>`.
private struct GroupedLabels {
    let groupOf: [BarEntry: Int]
    let glassy: [Bool]
    let label: (BarEntry) -> String

    init(bar: PresentedBar, label: @escaping (BarEntry) -> String) {
        var groupOf: [BarEntry: Int] = [:]
        for (i, g) in bar.groups.enumerated() { for e in g.entries { groupOf[e] = i } }
        self.groupOf = groupOf
        self.glassy = bar.groups.map(\.glass)
        self.label = label
    }

    func labels(_ entries: ArraySlice<BarEntry>) -> [String] {
        var result: [String] = []
        var run: (group: Int, names: [String])?
        func close() {
            if let r = run { result.append(glassy[r.group] ? "(" + r.names.joined(separator: " ") + ")" : r.names.joined(separator: " ")) }
            run = nil
        }
        for e in entries {
            let name = String(label(e).dropFirst().dropLast())
            guard let g = groupOf[e] else {
                close()
                result.append(e.kind == .flexibleSpace ? "<->" : e.kind == .fixedSpace ? "<>" : name)
                continue
            }
            if run?.group == g { run!.names.append(name) } else { close(); run = (g, [name]) }
        }
        close()
        return result
    }
}
