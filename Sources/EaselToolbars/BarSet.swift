import EaselIR

/// What a bar entry is: an item, a title menu, a flexible or fixed space, or the search field or
/// button (spec T4, N1, G6).
public enum BarEntryKind: String, Codable, Hashable, Sendable {
    case item, titleMenu, flexibleSpace, fixedSpace, search
}

/// One entry of a merged bar: an item instance of one of the presentation's toolbars.
public struct BarEntry: Hashable, Sendable {
    /// The item key (`id`, `id~n` for spacer copies, or `#n`).
    public var key: String
    /// The index of its toolbar in the presentation's toolbars (and in the render's `toolbars`).
    public var toolbar: Int
    public var kind: BarEntryKind
    /// The width the engine measured (flexible spaces: 0, they take the free room, spec L3).
    public var width: Double
    /// The declared placement (`navigation`, `status`, …); the search of `.searchable`, which no
    /// item declares, is `automatic` (its drawer is the bar's `drawer`).
    public var placement: ToolbarPlacement
    /// How it sits on glass (G2, G3).
    public var glass: GlassRole = .shared
    /// The `ToolbarItemGroup` it came from, unique in the bar set (G2).
    public var groupID: Int?
    /// A prominent item (G4).
    public var prominent = false
    /// A search entry shows a field (else a button, G6).
    public var field = false
}

/// How the title shows: in the bar (`inline`) or large below it (spec G5).
public enum TitleMode: String, Codable, Hashable, Sendable { case large, inline }

/// Where the title sits in its bar (spec P7): centred (navigation stacks), or after the leading
/// items (iPadOS editor/browser roles, macOS's inline title, watchOS's corner).
public enum TitlePosition: String, Codable, Hashable, Sendable { case centered, leading }

/// The navigation title of a bar, as the engine decided it (spec P6, P7, G5).
public struct ResolvedTitle: Hashable, Sendable {
    public var text: String
    public var mode: TitleMode
    public var position: TitlePosition
    /// `navigationSubtitle`, drawn under the title (G5).
    public var subtitle: String?
}

/// The overflow menu behind a bar's "more" button, in menu order (spec O1, O3, O5, M4).
public struct MoreMenu: Hashable, Sendable {
    /// Items that overflowed or were placed there, then removed `alwaysAvailable` items (O5).
    public var entries: [BarEntry]
    /// iPadOS: "Customize Toolbar…" ends the menu (M4).
    public var customizeEntry: Bool
}

/// One bar of a presentation, merged across every toolbar that contributes to it (spec L2).
public struct PresentedBar: Hashable, Sendable {
    public var kind: BarKind
    public var leading: [BarEntry]
    public var center: [BarEntry]
    public var trailing: [BarEntry]
    /// How many `leading` entries come before the title (macOS: the `navigation` items, P1); the
    /// rest follow it. Equal to `leading.count` elsewhere.
    public var leadingBeforeTitle: Int
    public var title: ResolvedTitle?
    /// The "more" button's menu; `nil` when the bar shows no button (O3).
    public var more: MoreMenu?
    /// `material` or `none` (spec H8).
    public var background: String
    /// watchOS scroll header only (spec P5).
    public var revealed: Bool?
    /// The system's sidebar button leads the bar (a split view's first shown column, L14).
    public var sidebarToggle = false
    /// The items sharing glass, in on-screen order (G2, G3; before 26 one item each).
    public var groups: [GlassGroup] = []
    /// Minimized by scrolling (N7): the bar shrinks to its title; its items wait until it expands.
    public var minimized = false
    /// The navigation bar's drawer, under its title row: the search field of iOS 18, or of
    /// `placement: .navigationBarDrawer` (G6).
    public var drawer: [BarEntry] = []

    public var entries: [BarEntry] { leading + center + trailing + drawer }
    public var isEmpty: Bool { leading.isEmpty && center.isEmpty && trailing.isEmpty }
}

/// Every bar of one presentation (the window or a sheet), top to bottom (spec L2, T5).
public struct BarSet: Hashable, Sendable {
    /// `window` or `sheet#<n>`.
    public var presentation: String
    public var bars: [PresentedBar]
    /// The split view column these bars belong to (`sidebar`, `content`, `detail`); `nil` outside one.
    public var column: String?
    /// Where the column starts and how wide it is, in points from the window's leading edge.
    public var columnX = 0.0
    public var columnWidth: Double?

    public func bar(_ kind: BarKind) -> PresentedBar? { bars.first { $0.kind == kind } }

    /// The same bars with each entry's toolbar index mapped (presentation-local → the render's).
    func renumbered(_ map: (Int) -> Int) -> BarSet {
        mappingEntries { var e = $0; if e.toolbar != SearchPlacement.noToolbar { e.toolbar = map(e.toolbar) }; return e }
    }

    /// The same bars with every entry (slots, drawer, glass groups, menu) transformed.
    func mappingEntries(_ transform: (BarEntry) -> BarEntry) -> BarSet {
        var copy = self
        for i in copy.bars.indices {
            copy.bars[i].leading = copy.bars[i].leading.map(transform)
            copy.bars[i].center = copy.bars[i].center.map(transform)
            copy.bars[i].trailing = copy.bars[i].trailing.map(transform)
            copy.bars[i].drawer = copy.bars[i].drawer.map(transform)
            copy.bars[i].groups = copy.bars[i].groups.map { var g = $0; g.entries = g.entries.map(transform); return g }
            if let menu = copy.bars[i].more { copy.bars[i].more?.entries = menu.entries.map(transform) }
        }
        return copy
    }

    /// M4: iPadOS offers "Customize Toolbar…" in the overflow menu when a toolbar of the
    /// presentation is customizable and editable there.
    static func offersCustomizeEntry(platform: Platform, toolbars: [(customizable: Bool, editable: Bool)]) -> Bool {
        platform == .ipados && toolbars.contains { $0.customizable && $0.editable }
    }

    /// G5: on the iOS family, the root of a navigation stack whose content scrolls shows a large
    /// title below the bar (`.large` asks for it whatever the content); a pushed view, `.inline`,
    /// `.inlineLarge` and the editor and browser roles (a leading title) show it in the bar.
    static func titleMode(_ presentation: PresentationDecl, position: TitlePosition, context: ToolbarContext, contentScrolls: Bool) -> TitleMode {
        guard context.platform == .ios || context.platform == .ipados, position == .centered, !context.backButton,
              presentation.inNavigationContainer, !context.scrolled, !context.isCompactHeight else { return .inline }  // V4: no large title on its side
        switch presentation.titleDisplayMode ?? "automatic" {
        case "large": return .large
        case "automatic": return contentScrolls ? .large : .inline
        default: return .inline
        }
    }

    static func build(presentation: PresentationDecl, context: ToolbarContext, entries: [ToolbarResolver.Entry],
                      placed: [ToolbarResolver.Placed], resolved: [ResolvedToolbar], customizeEntry: Bool, contentScrolls: Bool) -> BarSet {
        let platform = context.platform
        let mainBar: BarKind = platform == .macos ? .windowToolbar : .navigationBar
        var kinds = Set<BarKind>()
        for p in placed { kinds.formUnion(p.emptyBars) }
        for e in entries { if case .bar(let kind, _) = e.location { kinds.insert(kind) } }
        // A navigation container shows its bar (and title) with no toolbar at all; a Mac window
        // only when a split view gives it one (the sidebar button, L14).
        if placed.isEmpty, presentation.inNavigationContainer, platform != .macos || presentation.split != nil {
            kinds.insert(mainBar)
        }
        func entry(_ e: ToolbarResolver.Entry) -> BarEntry {
            let kind: BarEntryKind
            switch e.item.kind {
            case .item: kind = .item
            case .titleMenu: kind = .titleMenu
            case .spacer: kind = e.item.spacerSize == "fixed" ? .fixedSpace : .flexibleSpace
            case .search: kind = .search
            }
            return BarEntry(key: e.key, toolbar: e.toolbar, kind: kind, width: (e.width * 100).rounded() / 100,
                            placement: e.item.placement, glass: e.glass,
                            groupID: e.item.group.map { e.toolbar * 10_000 + $0.index }, prominent: e.item.prominent)
        }
        let role = placed.first?.role ?? PlacementTable.resolvedRole(presentation.toolbarRole, platform: platform)
        let position: TitlePosition = platform == .macos || platform == .watchos || (platform == .ipados && role != "navigationStack")
            ? .leading : .centered
        // The menu: every toolbar's overflow in tree order, removed `alwaysAvailable` items last (O5).
        var menu: [BarEntry] = []
        var alwaysAvailable: [BarEntry] = []
        var overflowed: [Int: [String: ToolbarResolver.Entry]] = [:]
        for e in entries where e.location == .overflow { overflowed[e.toolbar, default: [:]][e.key] = e }
        for (t, toolbar) in resolved.enumerated() {
            // Linear in the toolbar's items: look-ups by key, not searches.
            let items = Dictionary(toolbar.items.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
            for key in toolbar.overflow {
                guard let item = items[key] else { continue }
                if let e = overflowed[t]?[key] {
                    menu.append(entry(e))
                } else {
                    alwaysAvailable.append(BarEntry(key: key, toolbar: t, kind: item.kind == .titleMenu ? .titleMenu : .item, width: item.width,
                                                    placement: item.placement))
                }
            }
        }
        // Every toolbar's `ToolbarOverflowMenu` items before what overflowed for room (N5).
        let declared = Set(entries.filter { $0.location == .overflow && $0.item.inOverflowMenu }.map { "\($0.toolbar)/\($0.key)" })
        menu = menu.filter { declared.contains("\($0.toolbar)/\($0.key)") } + menu.filter { !declared.contains("\($0.toolbar)/\($0.key)") }
        menu += alwaysAvailable

        var bars: [PresentedBar] = []
        var bySlot: [ItemLocation: [BarEntry]] = [:]
        for e in entries { if case .bar = e.location { bySlot[e.location, default: []].append(entry(e)) } }
        let search = SearchPlacement.place(presentation, context: context, bySlot: &bySlot, mainBar: mainBar)
        if let location = search.location, case .bar(let kind, _) = location { kinds.insert(kind) }
        if search.drawer != nil { kinds.insert(mainBar) }
        for kind in kinds.sorted() {
            func slot(_ s: Slot) -> [BarEntry] { bySlot[.bar(kind, s)] ?? [] }
            let (leading, center) = (slot(.leading), slot(.center))
            let trailing = PlacementTable.onScreenTrailing(slot(.trailing)) { $0.placement }
            var title: ResolvedTitle?
            if kind == mainBar, let text = presentation.navigationTitle, !text.isEmpty {
                // A principal or title item replaces the title on the iOS family (P1, P6); a title
                // menu is the title, shown with its menu (SwiftUI attaches it to the title).
                let replaced = platform != .macos && center.contains { PlacementTable.replacesTitle($0.placement) }
                let menuShowsTitle = (leading + center + trailing).contains { $0.kind == .titleMenu }
                if !replaced && !menuShowsTitle {
                    title = ResolvedTitle(text: text, mode: titleMode(presentation, position: position, context: context, contentScrolls: contentScrolls),
                                          position: position, subtitle: presentation.navigationSubtitle)
                }
            }
            let beforeTitle = platform == .macos && kind == .windowToolbar
                ? leading.prefix { $0.placement == .navigation }.count : leading.count
            let more = kind == mainBar && (!menu.isEmpty || customizeEntry) ? MoreMenu(entries: menu, customizeEntry: customizeEntry) : nil
            var bar = PresentedBar(kind: kind, leading: leading, center: center, trailing: trailing, leadingBeforeTitle: beforeTitle,
                                   title: title, more: more,
                                   background: ToolbarResolver.background(kind, mainBar: mainBar, presentation: presentation, contentScrolls: contentScrolls),
                                   revealed: kind == .scrollHeader ? context.scrolledToTop : nil)
            if kind == mainBar, let field = search.drawer { bar.drawer = [field] }
            // N7: `toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)` with the content
            // scrolled down: the iOS family's navigation bar shrinks to its title.
            if kind == .navigationBar, context.scrolled, context.os >= .v27, presentation.barMinimization == "onScrollDown",
               platform == .ios || platform == .ipados {
                bar.minimized = true
                (bar.leading, bar.center, bar.trailing, bar.drawer, bar.more) = ([], [], [], [], nil)
                bar.leadingBeforeTitle = 0
            }
            // Pinned items stand apart, past the "more" button (N6): a region of their own.
            let pinned = bar.trailing.filter { $0.placement == .topBarPinnedTrailing }
            let regions = [Array(bar.leading.prefix(bar.leadingBeforeTitle)), Array(bar.leading.dropFirst(bar.leadingBeforeTitle)),
                           bar.center, Array(bar.trailing.dropLast(pinned.count)), pinned, bar.drawer]
            bar.groups = GlassGrouping.groups(regions, onGlass: context.groupsOnGlass)
            bars.append(bar)
        }
        return BarSet(presentation: presentation.id, bars: bars)
    }
}
