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
    /// The variant drawn (CLI contract "Variants"), its orientation always set.
    public var variant = Variant()
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

    private enum CodingKeys: String, CodingKey { case format, platform, os, variant, size, diagnostics, toolbars, tabs, commands }

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
    /// Past it, toolbars not yet resolved are left out and a `budget-time` error says so.
    public var deadline: StageDeadline?

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
        // Resolved once: what the tab bar is decides where search goes and whether a bottom bar shows.
        let resolvedTabs = tabs(document, customizations)
        // G6: on an iPhone of the glass design the bottom is the tab bar's; without a search tab,
        // `.searchable`'s field stays under the navigation bar's title, as before 26 [D].
        if context.platform == .ios, context.os.hasGlass, resolvedTabs?.presentation == .tabBar {
            for i in document.presentations.indices where document.presentations[i].search?.placement == "automatic" {
                document.presentations[i].search?.placement = "navigationBarDrawer"
            }
        }
        let scrolls = Self.contentScrolls(document.view)
        var diagnostics = document.diagnostics
        var pairs: [(declaration: ToolbarDecl, resolved: ResolvedToolbar)] = []
        var barSets: [BarSet] = []
        // One bar set per shown presentation, from all of its toolbars in tree order (spec L2, T5).
        var groups: [(presentation: PresentationDecl, indices: [Int])] = []
        // Looked up by id, not searched: a list of rows with a sheet each declares as many.
        let presentationByID = Dictionary(document.presentations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var groupOf: [String: Int] = [:]
        for (index, declaration) in document.toolbars.enumerated() {
            guard let presentation = presentationByID[declaration.presentation] ?? document.presentations.first,
                  presentation.isPresented else { continue }
            if let i = groupOf[presentation.id] {
                groups[i].indices.append(index)
            } else {
                groupOf[presentation.id] = groups.count
                groups.append((presentation, [index]))
            }
        }
        // A navigation container shows its bar and title with no toolbar at all.
        for presentation in document.presentations where presentation.isPresented && presentation.inNavigationContainer && groupOf[presentation.id] == nil {
            groupOf[presentation.id] = groups.count
            groups.append((presentation, []))
        }
        var resolvedByIndex: [Int: (ToolbarDecl, ResolvedToolbar)] = [:]
        var diagnosticsByIndex: [Int: [Diagnostic]] = [:]
        var setIndices: [[Int]] = []
        for group in groups {
            if deadline?.hasPassed() == true {
                diagnostics.append(StageDeadline.diagnostic("resolving the toolbars"))
                break
            }
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
        var toolbars = pairs.map(\.resolved)
        let made = SearchItems.attach(&barSets, members: setIndices.map { $0.compactMap { position[$0] } }, toolbars: &toolbars,
                                      presentations: document.presentations, platform: context.platform)
        Self.attachGroups(&toolbars, barSets: barSets)
        for t in pairs.indices { pairs[t].resolved = toolbars[t] }
        diagnostics += HIGChecks.check(pairs, document: document, platform: context.platform, barSets: barSets, onGlass: context.groupsOnGlass)
        // iPhone and compact iPad: a bottom tab bar or the keyboard takes the bottom toolbar's place,
        // so the window shows no bottom bar (the items keep their `where`: it is where they go).
        let bottomCovered = (context.platform == .ios || context.platform == .ipados)
            && (context.keyboardShown || resolvedTabs.map { $0.presentation == .tabBar && context.isCompactWidth } ?? false)
        if bottomCovered {
            for w in barSets.indices where barSets[w].presentation == "window" { barSets[w].bars.removeAll { $0.kind == .bottomBar } }
        }
        // A regular-width iPad's tab bar and tvOS's sit in the navigation bar's title area, so an
        // inline title there is not shown; a large title still is, below the row (G5) [D].
        if resolvedTabs?.barHoldsTitleArea(in: context) == true {
            var hidden = false
            for w in barSets.indices where barSets[w].presentation == "window" {
                for b in barSets[w].bars.indices where barSets[w].bars[b].kind == .navigationBar && barSets[w].bars[b].title?.mode == .inline {
                    barSets[w].bars[b].title = nil
                    hidden = true
                }
            }
            for t in toolbars.indices where hidden && toolbars[t].presentation == "window" {
                for b in toolbars[t].bars.indices where toolbars[t].bars[b].kind == .navigationBar { toolbars[t].bars[b].title = nil }
            }
        }
        let window = document.presentations.first { $0.kind == "window" }
        let commands = ToolbarCommandsModel.commands(app: document.app, platform: context.platform, window: window,
                                                     windowToolbars: pairs.map(\.resolved).filter { $0.presentation == "window" }, os: context.os)
        var seen = Set<Diagnostic>()
        var result = RenderDocument(format: RenderDocument.formatName, platform: context.platform,
                              size: .init(width: context.width, height: context.height),
                              diagnostics: diagnostics.filter { seen.insert($0).inserted }.sortedForOutput(),
                              toolbars: toolbars, tabs: resolvedTabs, commands: commands,
                              barSets: barSets, declarationIndices: shown + Array(repeating: -1, count: made))
        result.os = context.os
        // The variant drawn: the context's, its orientation the size's; a right-to-left language
        // lays out right-to-left (V2, V3).
        result.variant = context.variant
        result.variant.orientation = context.orientation
        if let locale = document.locale {
            result.variant.locale = locale.identifier
            if locale.isRightToLeft { result.variant.layoutDirection = .rightToLeft }
        }
        result.presentedSheet = Self.presentedSheet(document.presentations)
        return result
    }

    /// Each toolbar's bars get their share of the merged bars' glass groups (G2, G3).
    private static func attachGroups(_ toolbars: inout [ResolvedToolbar], barSets: [BarSet]) {
        for t in toolbars.indices {
            let sets = barSets.filter { $0.presentation == toolbars[t].presentation }
            for b in toolbars[t].bars.indices {
                let kind = toolbars[t].bars[b].kind
                let merged = sets.compactMap { set in set.bars.first { $0.kind == kind } }
                toolbars[t].bars[b].groups = merged.flatMap(\.groups).map { $0.entries.filter { $0.toolbar == t }.map(\.key) }.filter { !$0.isEmpty }
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
        let searching = searchColumn(group.presentation, split, group.indices.map { toolbars[$0] })
        var x = 0.0
        return split.columns.enumerated().map { i, column in
            var presentation = group.presentation
            if column.name != searching { presentation.search = nil }
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

    /// The one column of a split view whose bar shows `.searchable`'s field (G6): the column
    /// whose toolbar declares `DefaultToolbarItem(kind: .search)`; with `placement: .sidebar`
    /// the sidebar ("the section of the navigation bar associated with the sidebar"; on a Mac, a
    /// header of the sidebar attached to the toolbar); else the trailing column, whose top bar's
    /// trailing end holds it on iPad and Mac.
    private func searchColumn(_ presentation: PresentationDecl, _ split: ResolvedSplit, _ toolbars: [ToolbarDecl]) -> String? {
        guard let search = presentation.search else { return nil }
        if let declared = toolbars.first(where: { $0.items.contains { $0.kind == .search } }).map(ResolvedSplit.column(of:)),
           split.columns.contains(where: { $0.name == declared }) {
            return declared
        }
        if search.placement == "sidebar", split.columns.contains(where: { $0.name == "sidebar" }) { return "sidebar" }
        return split.columns.last?.name
    }

    /// The first tab view of a shown presentation with a tab bar (a page-style one inside a tab is
    /// that tab's content), with its saved customization.
    private func tabs(_ document: IRDocument, _ customizations: CustomizationDocument) -> ResolvedTabs? {
        let shown = document.tabViews.filter { tabView in
            document.presentations.first { $0.id == tabView.presentation }?.isPresented ?? true
        }
        guard let declaration = shown.preferringTabBar else { return nil }
        return TabResolver(context: context).resolve(declaration, state: customizations.state(for: declaration))
    }

    /// Content that scrolls beneath the bars makes them translucent (spec H8).
    static func contentScrolls(_ view: ViewNode?) -> Bool {
        view?.contains { node in
            switch node.kind {
            case "ScrollView", "List", "Form", "TextEditor": true
            default: false
            }
        } ?? false
    }
}

/// A sheet shown over the window: its presentation (`sheet#<n>`), the identity of the view whose
/// `sheet` modifier presents it, and which of that view's `sheet` modifiers it is.
public struct PresentedSheet: Hashable, Sendable {
    public var id: String
    public var host: String
    public var ordinal: Int
}
