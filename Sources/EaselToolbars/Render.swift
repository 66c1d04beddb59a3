import EaselIR
import EaselText

/// The result of rendering a source for a platform (the CLI contract's `render --format json`).
public struct RenderDocument: Codable, Hashable, Sendable {
    public static let formatName = "easel.render/1"

    public struct Size: Codable, Hashable, Sendable {
        public var width: Double
        public var height: Double
    }

    public var format: String
    public var platform: Platform
    /// The OS release rendered (spec G1).
    public var os: OSRelease = .current
    public var size: Size
    public var diagnostics: [Diagnostic]
    public var toolbars: [ResolvedToolbar]
    /// The tab view (spec B), `null` when the source has none.
    @ExplicitNull public var tabs: ResolvedTabs?
    public var commands: [MenuCommand]
    /// The bars of each shown presentation, merged across its toolbars (spec L2): what the layout
    /// stage frames, the canvas paints and the text form prints. Not part of the JSON contract
    /// (whose `layout` key carries the frames).
    public var barSets: [BarSet] = []
    /// The first sheet shown over the window (not encoded): its presentation id, the identity of
    /// the view it is attached to and which of that view's `sheet` modifiers it is.
    public var presentedSheet: PresentedSheet?
    /// For each of `toolbars`, the index of its declaration in the IR's `toolbars` (not encoded):
    /// item keys `#n` repeat across toolbars, so the canvas finds an item's content through it.
    public var declarationIndices: [Int] = []

    private enum CodingKeys: String, CodingKey { case format, platform, os, size, diagnostics, toolbars, tabs, commands }

    /// The bar set of a presentation (`window`, `sheet#<n>`) — a split view's first shown column's.
    public func bars(of presentation: String) -> BarSet? { barSets.first { $0.presentation == presentation } }
    /// Every bar set of a presentation: one, or one per shown split view column (L14).
    public func barSets(of presentation: String) -> [BarSet] { barSets.filter { $0.presentation == presentation } }
}

/// Resolves every toolbar of an IR document for one platform and context: the engine's entry
/// point, a pure function of (document, customizations, context, measurer).
public struct Renderer: Sendable {
    public let context: ToolbarContext
    public let measurer: any TextMeasuring

    public init(context: ToolbarContext, measurer: any TextMeasuring) {
        self.context = context
        self.measurer = measurer
    }

    public func render(_ document: IRDocument, customizations: CustomizationDocument = CustomizationDocument()) -> RenderDocument {
        var document = document
        // G6, G8: with a search tab, `.searchable` belongs to that tab, not to a bar [D].
        for tabView in document.tabViews where tabView.tabs.contains(where: { $0.role == "search" }) {
            for i in document.presentations.indices where document.presentations[i].id == tabView.presentation { document.presentations[i].search = nil }
        }
        let scrolls = Self.contentScrolls(document.view)
        var diagnostics = document.diagnostics
        var pairs: [(declaration: ToolbarDecl, resolved: ResolvedToolbar)] = []
        var barSets: [BarSet] = []
        // One bar set per shown presentation, from all of its toolbars in tree order (spec L2, T5).
        var groups: [(presentation: PresentationDecl, indices: [Int])] = []
        for (index, declaration) in document.toolbars.enumerated() {
            guard let presentation = document.presentations.first(where: { $0.id == declaration.presentation }) ?? document.presentations.first,
                  presentation.isPresented else { continue }
            if let i = groups.firstIndex(where: { $0.presentation.id == presentation.id }) {
                groups[i].indices.append(index)
            } else {
                groups.append((presentation, [index]))
            }
        }
        // A navigation container shows its bar and title with no toolbar at all.
        for presentation in document.presentations where presentation.isPresented && presentation.inNavigationContainer
            && !groups.contains(where: { $0.presentation.id == presentation.id }) {
            groups.append((presentation, []))
        }
        var resolvedByIndex: [Int: (ToolbarDecl, ResolvedToolbar)] = [:]
        var diagnosticsByIndex: [Int: [Diagnostic]] = [:]
        var setIndices: [[Int]] = []
        for group in groups {
            for part in parts(of: group, toolbars: document.toolbars) {
                let inputs = part.indices.map { document.toolbars[$0] }.map { ($0, $0.customizable ? customizations.state(for: $0) : nil) }
                let result = ToolbarResolver(context: part.context, measurer: measurer)
                    .resolve(inputs, presentation: part.presentation, contentScrolls: scrolls)
                var set = result.bars
                set.column = part.column
                set.columnX = part.x
                set.columnWidth = part.context.columnWidth
                if part.context.sidebarToggle, let main = set.bars.firstIndex(where: { $0.kind == .navigationBar || $0.kind == .windowToolbar }) {
                    set.bars[main].sidebarToggle = true
                }
                barSets.append(set)
                setIndices.append(part.indices)
                for (index, output) in zip(part.indices, result.toolbars) {
                    resolvedByIndex[index] = (document.toolbars[index], output.toolbar)
                    diagnosticsByIndex[index] = output.diagnostics
                }
            }
        }
        // The contract's `toolbars` stay in source order, each with its diagnostics in that order;
        // bar entries name their toolbar by its index there.
        let shown = resolvedByIndex.keys.sorted()
        for index in shown {
            diagnostics += diagnosticsByIndex[index] ?? []
            pairs.append(resolvedByIndex[index]!)
        }
        let position = Dictionary(uniqueKeysWithValues: shown.enumerated().map { ($1, $0) })
        for (g, indices) in setIndices.enumerated() {
            barSets[g] = barSets[g].renumbered { position[indices[$0]] ?? $0 }
        }
        Self.attachGroups(&pairs, barSets: barSets)
        diagnostics += HIGChecks.check(pairs, document: document, platform: context.platform, barSets: barSets, onGlass: context.groupsOnGlass)
        let resolvedTabs = tabs(document, customizations)
        // iPhone and compact iPad: a bottom tab bar or the keyboard takes the bottom toolbar's place,
        // so the window shows no bottom bar (the items keep their `where`: it is where they go).
        let bottomCovered = (context.platform == .ios || context.platform == .ipados)
            && (context.keyboardShown || resolvedTabs.map { $0.presentation == "tabBar" && context.isCompactWidth } ?? false)
        if bottomCovered {
            for w in barSets.indices where barSets[w].presentation == "window" { barSets[w].bars.removeAll { $0.kind == .bottomBar } }
        }
        let window = document.presentations.first { $0.kind == "window" }
        let commands = ToolbarCommandsModel.commands(app: document.app, platform: context.platform, window: window,
                                                     windowToolbars: pairs.map(\.resolved).filter { $0.presentation == "window" }, os: context.os)
        var seen = Set<Diagnostic>()
        var result = RenderDocument(format: RenderDocument.formatName, platform: context.platform,
                              size: .init(width: context.width, height: context.height),
                              diagnostics: diagnostics.filter { seen.insert($0).inserted }.sortedForOutput(),
                              toolbars: pairs.map(\.resolved), tabs: resolvedTabs, commands: commands,
                              barSets: barSets, declarationIndices: shown)
        result.os = context.os
        result.presentedSheet = Self.presentedSheet(document.presentations)
        return result
    }

    /// Each toolbar's bars get their share of the merged bars' glass groups (G2, G3).
    private static func attachGroups(_ pairs: inout [(declaration: ToolbarDecl, resolved: ResolvedToolbar)], barSets: [BarSet]) {
        for t in pairs.indices {
            let sets = barSets.filter { $0.presentation == pairs[t].resolved.presentation }
            for b in pairs[t].resolved.bars.indices {
                let kind = pairs[t].resolved.bars[b].kind
                let merged = sets.compactMap { set in set.bars.first { $0.kind.description == kind } }
                pairs[t].resolved.bars[b].groups = merged.flatMap(\.groups).map { $0.entries.filter { $0.toolbar == t }.map(\.key) }.filter { !$0.isEmpty }
            }
        }
    }

    static func presentedSheet(_ presentations: [PresentationDecl]) -> PresentedSheet? {
        guard let sheet = presentations.first(where: { $0.kind == "sheet" && $0.isPresented }), let host = sheet.host else { return nil }
        let ordinal = presentations.prefix { $0.id != sheet.id }.filter { $0.kind == "sheet" && $0.host == host }.count
        return PresentedSheet(id: sheet.id, host: host, ordinal: ordinal)
    }

    /// What is resolved together: a presentation's toolbars — or, for a split view on a regular
    /// width, each shown column's toolbars in the column's width with the column's title (L14).
    /// Toolbars of a column that does not show are not resolved (as an unpresented sheet's).
    private func parts(of group: (presentation: PresentationDecl, indices: [Int]), toolbars: [ToolbarDecl])
        -> [(presentation: PresentationDecl, indices: [Int], context: ToolbarContext, column: String?, x: Double)] {
        // tvOS and visionOS keep one bar for the window [D].
        guard let declared = group.presentation.split, group.presentation.kind == "window",
              context.platform != .tvos, context.platform != .visionos else {
            return [(group.presentation, group.indices, context, nil, 0)]
        }
        let split = ResolvedSplit.resolve(declared, context: context, removed: group.presentation.removedToolbarItems)
        var x = 0.0
        return split.columns.enumerated().map { i, column in
            var presentation = group.presentation
            // A Mac shows the title of the columns after the sidebar, not the sidebar's [D].
            let macSidebar = context.platform == .macos && column.name == "sidebar" && split.columns.count > 1
            presentation.navigationTitle = macSidebar ? nil : column.title
            var columnContext = context
            columnContext.columnWidth = column.width
            columnContext.columnHasWindowButtons = i == 0
            columnContext.sidebarToggle = split.sidebarToggle && i == 0
            let indices = group.indices.filter { ResolvedSplit.column(of: toolbars[$0]) == column.name }
            defer { x += column.width }
            return (presentation, indices, columnContext, column.name, x)
        }
    }

    /// The first tab view of a shown presentation, with its saved customization.
    private func tabs(_ document: IRDocument, _ customizations: CustomizationDocument) -> ResolvedTabs? {
        guard let declaration = document.tabViews.first(where: { tabView in
            document.presentations.first { $0.id == tabView.presentation }?.isPresented ?? true
        }) else { return nil }
        return TabResolver(context: context).resolve(declaration, state: customizations.state(for: declaration))
    }

    /// Content that scrolls beneath the bars makes them translucent (spec H8).
    static func contentScrolls(_ view: ViewNode?) -> Bool {
        var scrolls = false
        view?.walk { if ["ScrollView", "List", "Form", "TextEditor"].contains($0.kind) { scrolls = true } }
        return scrolls
    }
}

/// `render --format text`: one line per bar, for terminals and text snapshots, e.g.
/// `navigationBar | [Cancel] · My Note · [bold] [italic] [⋯] |`.
public enum TextRendering {
    public static func render(_ document: RenderDocument) -> String {
        var lines: [String] = ["\(document.platform.rawValue) \(Int(document.size.width))×\(Int(document.size.height))"]
        let more = document.platform == .macos ? "[»]" : "[⋯]"
        let itemsByToolbar = document.toolbars.map { Dictionary($0.items.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a }) }
        func label(_ key: String, toolbar: Int) -> String {
            guard itemsByToolbar.indices.contains(toolbar), let item = itemsByToolbar[toolbar][key] else { return "[\(key)]" }
            if item.kind == "spacer" { return item.width > 0 ? "[ ]" : "[<->]" }
            if item.kind == "titleMenu" { return "[\(item.label.isEmpty ? "title" : item.label) ▾]" }
            if item.label.isEmpty { return item.systemImage.map { "[\($0)]" } ?? "[\(key)]" }
            return "[\(item.label)]"
        }
        func label(_ entry: BarEntry) -> String {
            if entry.kind == .search { return entry.field ? "[search field]" : "[search]" }
            return label(entry.key, toolbar: entry.toolbar)
        }
        let onGlass = document.os.hasGlass && [.ios, .ipados, .macos].contains(document.platform)
        var barsShown = Set<String>()
        for (t, toolbar) in document.toolbars.enumerated() {
            var header = "toolbar " + (toolbar.id.map { "\"\($0)\"" } ?? "(no id)")
            header += " · \(toolbar.presentation) · role \(toolbar.role)"
            if toolbar.customizable { header += toolbar.editable ? " · customizable, editable" : " · customizable, not editable here" }
            if !toolbar.visible { header += " · hidden" }
            if document.platform == .macos { header += " · \(toolbar.displayMode)" }
            lines.append(header)
            // The presentation's bars, merged across its toolbars (spec L2), under its first toolbar.
            for set in barsShown.insert(toolbar.presentation).inserted ? document.barSets(of: toolbar.presentation) : [] {
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
                    let pinned = bar.trailing.filter { $0.placement == "topBarPinnedTrailing" }
                    var trailing = shown(ArraySlice(bar.trailing.filter { $0.placement != "topBarPinnedTrailing" }))
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
            if !toolbar.hidden.isEmpty { lines.append("  hidden: " + toolbar.hidden.map { label($0, toolbar: t) }.joined(separator: " ")) }
            if toolbar.editable {
                lines.append("  palette: " + (toolbar.palette.isEmpty ? "(empty)" : toolbar.palette.map { label($0, toolbar: t) }.joined(separator: " ")))
            }
        }
        if document.toolbars.isEmpty { lines.append("(no toolbar)") }
        if let tabs = document.tabs {
            var header = "tabs \(tabs.style) · \(tabs.presentation)"
            if tabs.customizable { header += tabs.editable ? " · customizable, editable" : " · customizable, not editable here" }
            lines.append(header)
            func title(_ key: String) -> String {
                let t = tabs.tab(key)?.title ?? key
                let shown = key == tabs.selected ? "[\(t)]" : t
                return tabs.detached.contains(key) ? "(\(shown))" : shown  // G8: a circle of its own
            }
            if !tabs.tabBar.isEmpty || tabs.presentation != "sidebar" {
                let shown = tabs.minimized ? tabs.tabBar.filter { $0 == tabs.selected || tabs.detached.contains($0) } : tabs.tabBar
                lines.append("  \(tabs.presentation == "tabBar" ? "tabBar" : tabs.presentation) | " + shown.map(title).joined(separator: " · ") + " |"
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

/// A sheet shown over the window: its presentation (`sheet#<n>`), the identity of the view whose
/// `sheet` modifier presents it, and which of that view's `sheet` modifiers it is.
public struct PresentedSheet: Hashable, Sendable {
    public var id: String
    public var host: String
    public var ordinal: Int
}
