import EaselIR

/// The Human Interface Guidelines' toolbar advice as warnings and notes with stable codes
/// (spec H1–H7; H8 is the bars' `background`). Never errors.
public enum HIGChecks {
    /// - Parameter barSets: the presentations' merged bars (spec L2), whose item counts H2 and H6
    ///   judge: two toolbars of three items each make one iPhone bar of six.
    public static func check(_ toolbars: [(declaration: ToolbarDecl, resolved: ResolvedToolbar)], document: IRDocument, platform: Platform,
                             barSets: [BarSet], onGlass: Bool = false) -> [Diagnostic] {
        var result: [Diagnostic] = []
        func add(_ severity: Severity, _ code: String, _ at: SourceLocation, _ message: String) {
            result.append(Diagnostic(severity, code, at: at, message))
        }
        for (declaration, resolved) in toolbars {
            let at = declaration.range.start
            // H1: iPhone toolbars are neither customizable nor grouped.
            if platform == .ios, declaration.customizable {
                add(.note, "not-customizable-here", at, "toolbars are not customizable on iPhone; '\(declaration.id!)' shows its saved or default items")
            }
            // H1's "groups render as separate items" is how a plain `ToolbarItemGroup` shows on iPhone,
            // nothing to warn about; only a labelled group, which elsewhere collapses into one menu
            // (T4, O4), is worth a note.
            if platform == .ios, let grouped = declaration.items.first(where: { $0.group?.label != nil }) {
                add(.note, "groups-not-supported", grouped.range.start,
                    "iPhone toolbars don't collapse a labelled group into one menu; the group's items show one by one")
            }
            let whereByKey = Dictionary(resolved.items.map { ($0.key, $0.where) }, uniquingKeysWith: { a, _ in a })
            for item in declaration.items where item.kind == .item {
                let shown = whereByKey[item.key].map { $0 != .hidden } ?? false
                guard shown else { continue }
                // H3: every item needs a symbol or a short label; on macOS both.
                if item.label.isEmpty && item.symbol == nil {
                    add(.warning, "item-without-label", item.range.start, "\(item.displayName) has neither a label nor a symbol")
                } else if platform == .macos, item.symbol == nil || item.label == item.symbol?.name {
                    add(.note, "needs-symbol-and-label", item.range.start,
                        "on macOS give \(item.displayName) both a symbol and a label (shown in Icon and Text mode and the overflow menu)")
                }
                var segmented = false
                var vertical = false
                item.content?.walk { node in
                    if node.kind == "Picker", node.modifier("pickerStyle")?.argument("style")?.symbolValue?.name == "segmented" { segmented = true }
                    if node.kind == "VStack" { vertical = true }
                }
                // H4: no segmented control in an iPhone toolbar.
                if platform == .ios, segmented {
                    add(.warning, "segmented-control-in-toolbar", item.range.start, "avoid a segmented control in an iPhone toolbar")
                }
                // H7: visionOS tab bars are vertical; a vertical toolbar confuses.
                if platform == .visionos, vertical {
                    add(.warning, "vertical-toolbar", item.range.start, "avoid vertical toolbar content on visionOS; prefer the system toolbar")
                }
            }
        }
        // H2: too many items in one bar (5 on iPhone) or one watchOS region (3); H6: one full-width
        // scroll header button. Judged on the merged bars, reported at the first contributing toolbar.
        for set in barSets {
            for bar in set.bars {
                let items = bar.entries.filter { $0.kind == .item || $0.kind == .titleMenu }
                guard let first = items.first, toolbars.indices.contains(first.toolbar) else { continue }
                let at = toolbars[first.toolbar].declaration.range.start
                if platform == .ios, items.count > 5 {
                    add(.warning, "too-many-items", at, "\(items.count) items in the \(bar.kind) on iPhone; keep to 5 at most")
                } else if platform == .watchos {
                    for (slot, entries) in [("leading", bar.leading), ("center", bar.center), ("trailing", bar.trailing)] {
                        let count = entries.filter { $0.kind == .item || $0.kind == .titleMenu }.count
                        if count > 3 { add(.warning, "too-many-items", at, "\(count) items in watchOS's \(bar.kind).\(slot); keep to 3 at most") }
                    }
                }
                if platform == .watchos, bar.kind == .scrollHeader, items.count > 1 {
                    add(.note, "several-scroll-header-buttons", at, "prefer a single full-width button above watchOS scroll content")
                }
            }
        }
        if onGlass { result += glassChecks(toolbars, barSets: barSets) }
        // H5: an iPhone view does not show a toolbar and a tab bar together — the HIG means the
        // bottom toolbar, which sits where the tab bar does; items in the navigation bar above a
        // tab bar are every tab app's layout [D].
        let bottomBar = barSets.contains { $0.bars.contains { $0.kind == .bottomBar && !$0.entries.isEmpty } }
        if platform == .ios, bottomBar, let tabView = document.tabViews.first(where: { !$0.isPaged }) {
            add(.note, "toolbar-with-tab-bar", tabView.range.start, "toolbars and tab bars don't appear together in one iPhone view")
        }
        return result
    }

    /// The glass design's advice (HIG toolbars, 2025; spec G2, G4), judged on the merged bars:
    /// at most three groups in a bar; text and icons never share one background; one prominent
    /// action, at the trailing end.
    static func glassChecks(_ toolbars: [(declaration: ToolbarDecl, resolved: ResolvedToolbar)], barSets: [BarSet]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        func declaration(_ e: BarEntry) -> ToolbarItemDecl? {
            toolbars.indices.contains(e.toolbar) ? toolbars[e.toolbar].declaration.items.first { $0.key == e.key } : nil
        }
        func at(_ e: BarEntry) -> SourceLocation { declaration(e)?.range.start ?? toolbars.first?.declaration.range.start ?? SourceLocation(line: 1, column: 1) }
        func name(_ e: BarEntry) -> String { declaration(e)?.displayName ?? "the search item" }
        for set in barSets {
            var prominent: [BarEntry] = []
            for bar in set.bars {
                let glassy = bar.groups.filter(\.glass)
                if glassy.count > 3, let fourth = glassy[3].entries.first {
                    result.append(Diagnostic(.warning, "too-many-groups", at: at(fourth),
                                             "\(glassy.count) groups of items in the \(bar.kind); the glass design reads best with three at most — put related actions in one ToolbarItemGroup or a Menu"))
                }
                for group in glassy where group.entries.count > 1 {
                    let icons = group.entries.filter { $0.glass == .shared }
                    if !icons.isEmpty, let text = group.entries.first(where: { $0.glass == .alone && $0.kind == .item }) {
                        result.append(Diagnostic(.warning, "mixed-glass-group", at: at(text),
                                                 "\(name(text)) shows text in a glass background it shares with icons; give it a symbol, or its own ToolbarItem"))
                    }
                }
                let items = bar.groups.flatMap(\.entries)
                for e in items where e.prominent {
                    prominent.append(e)
                    if e != items.last, bar.kind == .navigationBar || bar.kind == .bottomBar || bar.kind == .windowToolbar {
                        result.append(Diagnostic(.warning, "prominent-not-trailing", at: at(e),
                                                 "\(name(e)) is prominent but not at the trailing end of the \(bar.kind); put the primary action last"))
                    }
                }
            }
            for e in prominent.dropFirst() {
                result.append(Diagnostic(.warning, "several-prominent-actions", at: at(e),
                                         "\(name(e)) is a second prominent action; keep one prominent action per view"))
            }
        }
        return result
    }
}
