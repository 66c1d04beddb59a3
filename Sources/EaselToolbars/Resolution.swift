import EaselIR
import EaselText

/// An item after resolution (the CLI contract's `items[]`).
public struct ResolvedItem: Codable, Hashable, Sendable {
    public var key: String
    @ExplicitNull public var id: String?
    /// `item`, `spacer`, `titleMenu` or `search`.
    public var kind: ToolbarItemDecl.Kind
    public var label: String
    public var systemImage: String?
    /// The custom symbol of the app's asset catalogs the item shows instead, if any.
    public var customSymbol: String?
    /// Written as its `description`: the word, or `accessoryBar(id: <id>)`.
    public var placement: ToolbarPlacement
    public var behavior: String
    public var defaultVisibility: String
    public var alwaysAvailable: Bool
    /// `<bar>.<slot>`, `overflow` or `hidden`.
    public var `where`: ItemLocation
    public var canMove: Bool
    public var canRemove: Bool
    /// The width measured for overflow (points).
    public var width: Double

    public init(key: String, id: String?, kind: ToolbarItemDecl.Kind, label: String, systemImage: String?, placement: ToolbarPlacement,
                behavior: String, defaultVisibility: String, alwaysAvailable: Bool, where location: ItemLocation, canMove: Bool,
                canRemove: Bool, width: Double) {
        self.key = key
        self.id = id
        self.kind = kind
        self.label = label
        self.systemImage = systemImage
        self.placement = placement
        self.behavior = behavior
        self.defaultVisibility = defaultVisibility
        self.alwaysAvailable = alwaysAvailable
        self.where = location
        self.canMove = canMove
        self.canRemove = canRemove
        self.width = width
    }

    /// The symbol the item shows: its SF Symbol, else its custom one.
    public var symbol: SymbolImage? { SymbolImage(system: systemImage, custom: customSymbol) }

    private enum CodingKeys: String, CodingKey {
        case key, id, kind, label, systemImage, customSymbol, placement, behavior, defaultVisibility, alwaysAvailable, `where`, canMove, canRemove, width
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        key = try c.decode(String.self, forKey: .key)
        _id = try c.decode(ExplicitNull<String>.self, forKey: .id)
        kind = try c.decode(ToolbarItemDecl.Kind.self, forKey: .kind)
        label = try c.decode(String.self, forKey: .label)
        systemImage = try c.decodeIfPresent(String.self, forKey: .systemImage)
        customSymbol = try c.decodeIfPresent(String.self, forKey: .customSymbol)
        placement = ToolbarPlacement(described: try c.decode(String.self, forKey: .placement))
        behavior = try c.decode(String.self, forKey: .behavior)
        defaultVisibility = try c.decode(String.self, forKey: .defaultVisibility)
        alwaysAvailable = try c.decode(Bool.self, forKey: .alwaysAvailable)
        self.where = try c.decode(ItemLocation.self, forKey: .where)
        canMove = try c.decode(Bool.self, forKey: .canMove)
        canRemove = try c.decode(Bool.self, forKey: .canRemove)
        width = try c.decode(Double.self, forKey: .width)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(_id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encode(label, forKey: .label)
        try c.encodeIfPresent(systemImage, forKey: .systemImage)
        try c.encodeIfPresent(customSymbol, forKey: .customSymbol)
        try c.encode(placement.description, forKey: .placement)
        try c.encode(behavior, forKey: .behavior)
        try c.encode(defaultVisibility, forKey: .defaultVisibility)
        try c.encode(alwaysAvailable, forKey: .alwaysAvailable)
        try c.encode(self.where, forKey: .where)
        try c.encode(canMove, forKey: .canMove)
        try c.encode(canRemove, forKey: .canRemove)
        try c.encode(width, forKey: .width)
    }
}

/// One bar with its items by slot, leading to trailing (the contract's `bars[]`).
public struct ResolvedBar: Codable, Hashable, Sendable {
    public var kind: BarKind
    public var leading: [String]
    public var center: [String]
    public var trailing: [String]
    /// The row under the title (the search field's drawer, G6); absent when empty.
    public var drawer: [String]?
    /// The navigation title shown in this bar, if any.
    public var title: String?
    /// watchOS scroll header only: revealed by scrolling to the top (spec P5).
    public var revealed: Bool?
    /// `material` when content scrolls beneath the bar, else `none` (spec H8).
    public var background: String
    /// This toolbar's items sharing glass, group by group in on-screen order (G2, G3; on 18 one
    /// item each); set once the presentation's bars are merged.
    public var groups: [[String]]?

    public var isEmpty: Bool { leading.isEmpty && center.isEmpty && trailing.isEmpty }
}

/// A toolbar resolved for one platform and context (the contract's `toolbars[]`).
public struct ResolvedToolbar: Codable, Hashable, Sendable {
    /// `null` for `toolbar(content:)`, as the contract shows.
    @ExplicitNull public var id: String?
    public var customizable: Bool
    public var editable: Bool
    public var visible: Bool
    public var role: String
    public var displayMode: DisplayMode
    /// `window` or `sheet#<n>`.
    public var presentation: String
    public var bars: [ResolvedBar]
    public var overflow: [String]
    public var hidden: [String]
    public var palette: [String]
    public var items: [ResolvedItem]
    /// `true` for the toolbar the system makes to hold `.searchable`'s item in a presentation that
    /// declares none (G6); absent from the JSON otherwise.
    public var system: Bool?

    public func item(_ key: String) -> ResolvedItem? { items.first { $0.key == key } }
    public func bar(_ kind: BarKind) -> ResolvedBar? { bars.first { $0.kind == kind } }
}

/// Resolves a declared toolbar (spec P, O, C): a pure function of the declaration, its saved
/// customization, the presentation it is in, the platform and context, and the text measurer.
public struct ToolbarResolver: Sendable {
    public let context: ToolbarContext
    public let measurer: any TextMeasuring

    public init(context: ToolbarContext, measurer: any TextMeasuring) {
        self.context = context
        self.measurer = measurer
    }

    public struct Output: Sendable {
        public var toolbar: ResolvedToolbar
        public var diagnostics: [Diagnostic]
    }

    /// An item instance on its way through resolution; `toolbar` indexes the presentation's toolbars.
    struct Entry {
        let key: String
        var location: ItemLocation
        var order: Int
        var width: Double
        var toolbar: Int
        /// How it sits on glass (G2, G3), worked out once with its width.
        var glass: GlassRole
        /// Its declaration, held by reference: entries are copied as they are ordered, placed and
        /// moved between bars, and a declaration's score of fields was copied with each (3 % of
        /// a seed keystroke, callgrind 2026-11-29).
        private let declared: Declared
        var item: ToolbarItemDecl { declared.item }

        init(key: String, item: ToolbarItemDecl, location: ItemLocation, order: Int, width: Double, toolbar: Int, glass: GlassRole) {
            (self.key, self.location, self.order, self.width, self.toolbar, self.glass) = (key, location, order, width, toolbar, glass)
            declared = Declared(item)
        }

        private final class Declared: Sendable {
            let item: ToolbarItemDecl
            init(_ item: ToolbarItemDecl) { self.item = item }
        }
    }

    /// One toolbar after placement (P, C), before overflow (O) — what the bar set merges.
    struct Placed {
        let declaration: ToolbarDecl
        let model: CustomizationModel
        let state: ToolbarCustomization
        let role: String
        let editable: Bool
        let displayMode: DisplayMode
        let toolbarHidden: Bool
        var entries: [Entry]
        let absent: [ToolbarItemDecl]
        let measure: ItemMeasurement
        let diagnostics: [Diagnostic]
        /// The bar kinds this toolbar shows even when empty (the main bar carries the title).
        let emptyBars: Set<BarKind>
    }

    /// - Parameters:
    ///   - state: the saved customization, already migrated (see `CustomizationDocument.state(for:)`);
    ///     `nil` for the default.
    ///   - presentation: the window or sheet the toolbar belongs to (title, role, bar visibility).
    ///   - contentScrolls: content flows beneath the bars (spec H8).
    /// A toolbar alone in its presentation; `resolve(_:presentation:)` merges several (spec L2, T5).
    public func resolve(_ declaration: ToolbarDecl, state: ToolbarCustomization? = nil, presentation: PresentationDecl,
                        contentScrolls: Bool = false) -> Output {
        resolve([(declaration, state)], presentation: presentation, contentScrolls: contentScrolls).toolbars[0]
    }

    /// All toolbars of one presentation (window, sheet) resolved together (spec L2, T5): each
    /// keeps its own id, state, palette and `where`s, while overflow (O1–O3, with the title's room
    /// and the "more" button's, M4 included) is decided over the merged bars, which come back as
    /// one `BarSet`.
    public func resolve(_ toolbars: [(declaration: ToolbarDecl, state: ToolbarCustomization?)], presentation: PresentationDecl,
                        contentScrolls: Bool = false) -> (toolbars: [Output], bars: BarSet) {
        // watchOS shows only the presentation's first automatic item (P1), whichever toolbar declares it.
        var automaticSeen = false
        var placed: [Placed] = []
        for (t, input) in toolbars.enumerated() {
            placed.append(place(input.declaration, state: input.state, presentation: presentation, toolbar: t, automaticSeen: &automaticSeen))
        }
        // The merged bars' order: P2's rank first, then tree order of the toolbars (T5), then each
        // toolbar's own slot order (customization, C4).
        var all: [Entry] = []
        for p in placed { all += p.entries }
        let ranks = all.map { PlacementTable.rank($0.item.placement, platform: context.platform) }
        all = all.indices.sorted { a, b in ranks[a] != ranks[b] ? ranks[a] < ranks[b] : a < b }.map { all[$0] }
        let customizeEntry = BarSet.offersCustomizeEntry(platform: context.platform,
                                                         toolbars: placed.map { ($0.declaration.customizable, $0.editable) })
        let measure = ItemMeasurement(context, measurer: measurer)
        for bar in [BarKind.navigationBar, .windowToolbar] {
            overflowForWidth(bar, &all, measure: measure, presentation: presentation, moreShown: customizeEntry)
        }
        var byToolbar: [Int: [String: ItemLocation]] = [:]
        for e in all { byToolbar[e.toolbar, default: [:]][e.key] = e.location }
        for t in placed.indices {
            for i in placed[t].entries.indices {
                placed[t].entries[i].location = byToolbar[t]?[placed[t].entries[i].key] ?? placed[t].entries[i].location
            }
        }
        let outputs = placed.map { finish($0, presentation: presentation, contentScrolls: contentScrolls) }
        let bars = BarSet.build(presentation: presentation, context: context, entries: all, placed: placed,
                                resolved: outputs.map(\.toolbar), customizeEntry: customizeEntry,
                                contentScrolls: contentScrolls)
        return (outputs, bars)
    }

    /// Placement of one toolbar's items (P1–P8, C): locations and slot order, no overflow yet.
    func place(_ declaration: ToolbarDecl, state: ToolbarCustomization?, presentation: PresentationDecl, toolbar: Int,
               automaticSeen firstAutomaticSeen: inout Bool) -> Placed {
        let platform = context.platform
        var context = self.context
        if presentation.kind == "sheet" { context.presentation = .sheet }
        let model = CustomizationModel(declaration)
        let state = state ?? model.defaultState()
        let role = PlacementTable.resolvedRole(presentation.toolbarRole, platform: platform)
        let editable = model.isEditable(on: platform)
        let displayMode = platform == .macos ? state.displayMode : .iconOnly
        let measure = ItemMeasurement(context, measurer: measurer, displayMode: displayMode)
        let toolbarHidden = platform == .macos && (!state.visible || presentation.barVisibility[BarKind.windowToolbar.rawValue] == "hidden")
        var diagnostics: [Diagnostic] = []

        func governed(_ item: ToolbarItemDecl) -> Bool {
            declaration.customizable && item.id != nil && (platform != .ipados || item.placement == .secondaryAction)
        }

        // Which items are present, in what order (state order for customized ones, spec C).
        var entries: [Entry] = []
        var absent: [ToolbarItemDecl] = []
        let stateOrder = Dictionary(state.items.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var keysByID: [String: [String]] = [:]
        for key in state.items { keysByID[CustomizationModel.baseID(key), default: []].append(key) }
        for item in declaration.items {
            var keys: [String] = []
            if governed(item) {
                keys = keysByID[item.id!] ?? []
                if keys.isEmpty { absent.append(item) }
            } else {
                keys = [item.key]
            }
            for key in keys {
                let order = stateOrder[key] ?? (state.items.count + item.index)
                var location: ItemLocation
                if item.isHidden || item.isEmpty {
                    location = .hidden
                } else if item.inOverflowMenu {
                    location = .overflow  // N5: whatever the width
                } else if item.kind == .search, !SearchPlacement.shows(presentation, on: platform) {
                    location = .hidden  // N2: the search item of a `.searchable` there is none of
                } else {
                    let isFirstAutomatic = item.placement == .automatic && !firstAutomaticSeen
                    if item.placement == .automatic { firstAutomaticSeen = true }
                    switch PlacementTable.outcome(item.placement, kind: item.kind, context: context, role: role,
                                                  customizable: declaration.customizable, firstAutomatic: isFirstAutomatic) {
                    case .location(let l): location = l
                    case .unsupported:
                        location = .hidden
                        diagnostics.append(Diagnostic(.warning, "unsupported-placement", at: item.range.start,
                                                      "placement .\(item.placement) is not supported on \(platform.rawValue); \(item.displayName) is hidden"))
                    case .notShownNow(let why):
                        location = .hidden
                        if item.placement == .automatic {
                            diagnostics.append(Diagnostic(.note, "not-shown", at: item.range.start, "\(item.displayName) is not shown: \(why)"))
                        }
                    }
                }
                location = adjust(location, item: item, role: role, presentation: presentation, toolbarHidden: toolbarHidden)
                entries.append(Entry(key: key, item: item, location: location, order: order, width: measure.width(of: item), toolbar: toolbar,
                                     glass: GlassRole.of(item, platform: platform)))
            }
        }

        // Slot order (P2, C4). Keys are computed once and indices sorted: an entry is large, and
        // moving entries while sorting cost more than the rest of the resolution.
        let keys = entries.map { e in
            (PlacementTable.rank(e.item.placement, platform: platform),
             declaration.customizable && e.item.behavior == "disabled" ? 0 : 1, e.order, e.item.index)
        }
        entries = entries.indices.sorted { a, b in
            let (x, y) = (keys[a], keys[b])
            return (x.0, x.1, x.2) != (y.0, y.1, y.2) ? (x.0, x.1, x.2) < (y.0, y.1, y.2) : x.3 < y.3
        }.map { entries[$0] }
        let mainBar: BarKind = platform == .macos ? .windowToolbar : .navigationBar
        // The main bar shows even when empty (it carries the title), except a macOS window's hidden
        // toolbar and a macOS sheet, which has no window toolbar of its own.
        let emptyBars: Set<BarKind> = platform != .macos || (context.presentation == .window && !toolbarHidden) ? [mainBar] : []
        return Placed(declaration: declaration, model: model, state: state, role: role, editable: editable, displayMode: displayMode,
                      toolbarHidden: toolbarHidden, entries: entries, absent: absent, measure: measure, diagnostics: diagnostics,
                      emptyBars: emptyBars)
    }

    /// The contract's view of one toolbar once overflow is decided: its bars, overflow, hidden
    /// items, palette and every item's `where`.
    func finish(_ placed: Placed, presentation: PresentationDecl, contentScrolls: Bool) -> Output {
        let platform = context.platform
        let declaration = placed.declaration
        let entries = placed.entries
        let measure = placed.measure
        let editable = placed.editable
        let absent = placed.absent

        // Bars.
        var barKinds = placed.emptyBars
        for e in entries { if case .bar(let kind, _) = e.location { barKinds.insert(kind) } }
        let mainBar: BarKind = platform == .macos ? .windowToolbar : .navigationBar
        // A principal or title item takes the title's place on the iOS family; macOS keeps its inline title.
        let titleReplaced = platform != .macos && entries.contains { e in
            if case .bar(mainBar, .center) = e.location { return PlacementTable.replacesTitle(e.item.placement) }
            return false
        }
        var bars: [ResolvedBar] = []
        for kind in barKinds.sorted() {
            func keys(_ slot: Slot) -> [String] { entries.filter { $0.location == .bar(kind, slot) }.map(\.key) }
            let trailing = PlacementTable.onScreenTrailing(entries.filter { $0.location == .bar(kind, .trailing) }) { $0.item.placement }
            bars.append(ResolvedBar(kind: kind, leading: keys(.leading), center: keys(.center), trailing: trailing.map(\.key),
                                    title: kind == mainBar && !titleReplaced ? presentation.navigationTitle : nil,
                                    revealed: kind == .scrollHeader ? context.scrolledToTop : nil,
                                    background: Self.background(kind, mainBar: mainBar, presentation: presentation, contentScrolls: contentScrolls)))
        }

        // The overflow menu: placed there, then pushed out for room, then removed but always available (O5, C6).
        // A `ToolbarOverflowMenu`'s items come first, in declaration order (N5).
        var overflow = entries.filter { $0.location == .overflow }
            .sorted { ($0.item.inOverflowMenu ? 0 : 1, $0.item.index) < ($1.item.inOverflowMenu ? 0 : 1, $1.item.index) }.map(\.key)
        let alwaysAvailable = absent.filter { $0.options.contains("alwaysAvailable") && $0.behavior == "default" }
        overflow += alwaysAvailable.compactMap(\.id)

        let entriesByItem = Dictionary(grouping: entries, by: { $0.item.index })
        let alwaysAvailableIndices = Set(alwaysAvailable.map(\.index))
        var items: [ResolvedItem] = []
        for item in declaration.items {
            let present = entriesByItem[item.index] ?? []
            func resolved(_ key: String, _ location: ItemLocation, width: Double) -> ResolvedItem {
                let editableItem = !present.isEmpty && editable && item.id != nil && (platform == .macos || item.placement == .secondaryAction)
                var resolved = ResolvedItem(key: key, id: item.id, kind: item.kind, label: item.label, systemImage: item.systemImage,
                                            placement: item.placement, behavior: item.behavior, defaultVisibility: item.defaultVisibility,
                                            alwaysAvailable: item.options.contains("alwaysAvailable"), where: location,
                                            canMove: editableItem && item.behavior != "disabled", canRemove: editableItem && item.behavior == "default",
                                            width: (width * 100).rounded() / 100)
                resolved.customSymbol = item.customSymbol
                return resolved
            }
            if present.isEmpty {
                let location: ItemLocation = alwaysAvailableIndices.contains(item.index) ? .overflow : .hidden
                items.append(resolved(item.key, location, width: measure.width(of: item)))
            } else {
                for e in present.sorted(by: { $0.order < $1.order }) { items.append(resolved(e.key, e.location, width: e.width)) }
            }
        }
        let hidden = items.filter { $0.where == .hidden }.map(\.key)
        let toolbar = ResolvedToolbar(id: declaration.id, customizable: declaration.customizable, editable: editable,
                                      visible: !placed.toolbarHidden, role: placed.role, displayMode: placed.displayMode,
                                      presentation: declaration.presentation, bars: bars, overflow: overflow, hidden: hidden,
                                      palette: placed.model.palette(placed.state, on: platform), items: items)
        return Output(toolbar: toolbar, diagnostics: placed.diagnostics)
    }

    /// `material` when content scrolls beneath the bar, else `none`; `toolbarBackground` overrides (spec H8).
    static func background(_ kind: BarKind, mainBar: BarKind, presentation: PresentationDecl, contentScrolls: Bool) -> String {
        var background = contentScrolls && kind != .scrollHeader && kind != .touchBar ? "material" : "none"
        if let override = presentation.barBackground[kind.rawValue] ?? (kind == mainBar ? presentation.barBackground["automatic"] : nil) {
            background = override == "hidden" ? "none" : override == "visible" ? "material" : background
        }
        return background
    }

    /// Presentation rules after the table: hidden bars (P8), a hidden macOS toolbar (M3), and
    /// iPadOS's navigation-stack role sending center items to the overflow (P7).
    private func adjust(_ location: ItemLocation, item: ToolbarItemDecl, role: String, presentation: PresentationDecl, toolbarHidden: Bool) -> ItemLocation {
        guard case .bar(let bar, let slot) = location else { return location }
        let main: BarKind = context.platform == .macos ? .windowToolbar : .navigationBar
        if presentation.barVisibility[bar.rawValue] == "hidden" || (bar == main && presentation.barVisibility["automatic"] == "hidden") {
            return .hidden
        }
        if toolbarHidden, bar == .windowToolbar || { if case .accessoryBar = bar { return true }; return false }() {
            return .hidden
        }
        if context.platform == .ipados, role == "navigationStack", bar == .navigationBar, slot == .center,
           !PlacementTable.neverOverflowed(item.placement) {
            return .overflow
        }
        return location
    }

    /// The narrowest a title gets when items need its room **[D]**: its first three characters and
    /// "…" (a title of four characters or fewer keeps its width).
    public static func shortestTitleWidth(_ title: String, measurer: any TextMeasuring, font: FontSpec) -> Double {
        let full = measurer.width(of: title, font: font)
        guard title.count > 4 else { return full }
        return min(full, measurer.width(of: String(title.prefix(3)) + "…", font: font))
    }

    /// Moves items of `bar` into the overflow until the rest fit (spec O1, O2, T4): candidates are
    /// ordered once, lowest priority first, then the trailing end of the center, then the trailing
    /// and leading slots trailing-first; the running width decides when to stop (linear after the sort).
    private func overflowForWidth(_ bar: BarKind, _ entries: inout [Entry], measure: ItemMeasurement, presentation: PresentationDecl,
                                  moreShown: Bool) {
        let m = measure.metrics
        let onBar = entries.indices.filter { if case .bar(bar, _) = entries[$0].location { return true }; return false }
        guard !onBar.isEmpty else { return }
        let principal = context.platform != .macos && onBar.contains { entries[$0].location == .bar(bar, .center) && entries[$0].item.placement == .principal }
        var available = context.barWidth - 2 * m.margin - (context.columnHasWindowButtons ? m.windowButtons : 0)
        if bar == .navigationBar, context.backButton { available -= m.backButton + m.spacing }
        if context.sidebarToggle { available -= m.iconBox + m.spacing }
        // The title shrinks before an item overflows (layout spec L3): only its shortest truncation
        // is reserved. A title menu is the title, measured as the item it is.
        let titleMenu = onBar.contains { entries[$0].item.kind == .titleMenu }
        if !principal, !titleMenu, let title = presentation.navigationTitle, !title.isEmpty {
            available -= Self.shortestTitleWidth(title, measurer: measurer, font: m.titleFont) + 2 * m.spacing
        }
        var count = onBar.count
        // Each entry's width and the room beside it (spacing; on glass, a group's gap, G10).
        var gaps = [Int: Double]()
        for index in onBar { gaps[index] = m.gap(entries[index].glass) }
        var total = onBar.reduce(0) { $0 + entries[$1].width + gaps[$1]! } - (gaps[onBar[0]] ?? 0)
        // The "more" button takes room once anything overflows, or from the start when its menu
        // holds iPadOS's "Customize Toolbar…" (M4) — only on the bar that shows it.
        let mainBar: BarKind = context.platform == .macos ? .windowToolbar : .navigationBar
        var hasMore = bar == mainBar && (moreShown || entries.contains { $0.location == .overflow })
        func needed() -> Double { total + (hasMore ? m.iconBox + m.spacing : 0) }
        guard needed() > available else { return }

        let priorityRank = ["low": 0, "automatic": 1, "standard": 1, "high": 2]
        var candidates: [(rank: Int, position: Int, index: Int)] = []
        for slot in [Slot.center, .trailing, .leading] {
            for index in onBar.reversed() where entries[index].location == .bar(bar, slot) {
                let e = entries[index]
                let protected = PlacementTable.neverOverflowed(e.item.placement)
                    || (context.platform == .ipados && slot == .trailing && bar == .navigationBar)
                if !protected { candidates.append((priorityRank[e.item.visibilityPriority] ?? 1, candidates.count, index)) }
            }
        }
        candidates.sort { ($0.rank, $0.position) < ($1.rank, $1.position) }
        var groupMembers: [ToolbarGroupRef: [Int]] = [:]
        for index in onBar { if let g = entries[index].item.group, g.label != nil { groupMembers[g, default: []].append(index) } }
        func remove(_ index: Int) {
            guard entries[index].location != .overflow else { return }
            entries[index].location = .overflow
            total -= entries[index].width + (count > 1 ? gaps[index] ?? m.spacing : 0)
            count -= 1
            hasMore = true
        }
        for candidate in candidates {
            guard needed() > available else { break }
            if let group = entries[candidate.index].item.group, let members = groupMembers[group] {
                // A labelled group collapses into one menu: it overflows whole (T4, O4).
                members.forEach(remove)
            } else {
                remove(candidate.index)
            }
        }
    }
}
