import EaselIR

/// Where the search of `.searchable` shows (spec G6), as an entry with the key `search`:
/// - 26+: on iPhone a field in the bottom toolbar (a button with `searchToolbarBehavior(.minimize)`);
///   on iPad, Mac and Vision Pro a field at the trailing end of the top bar, its own group, a
///   button when the bar lacks the room;
/// - 18: on iPhone a field in the navigation bar's drawer under the title; elsewhere trailing in
///   the top bar;
/// - `DefaultToolbarItem(kind: .search, placement:)` puts it where it is declared;
///   `placement: .navigationBarDrawer` puts it in the drawer; `toolbar(removing: .search)` and a
///   presentation without `.searchable` show none. tvOS and watchOS search in their own screens.
enum SearchPlacement {
    struct Result {
        /// The bar slot the search entry went to.
        var location: ItemLocation?
        /// The field under the navigation bar's title, when it goes there.
        var drawer: BarEntry?
    }

    /// A synthesized entry names no toolbar of the render.
    static let noToolbar = -1

    /// Whether the presentation shows a search item on the platform at all.
    static func shows(_ presentation: PresentationDecl, on platform: Platform) -> Bool {
        presentation.search != nil && !presentation.removedToolbarItems.contains("search") && [.ios, .ipados, .macos, .visionos].contains(platform)
    }

    static func place(_ presentation: PresentationDecl, context: ToolbarContext, bySlot: inout [ItemLocation: [BarEntry]],
                      mainBar: BarKind) -> Result {
        let declared = bySlot.keys.sorted { $0.description < $1.description }.filter { bySlot[$0]!.contains { $0.kind == .search } }
        func dropDeclared() { for key in declared { bySlot[key]?.removeAll { $0.kind == .search } } }
        let platform = context.platform
        guard let search = presentation.search, shows(presentation, on: platform) else {
            dropDeclared()
            return Result()
        }
        let m = BarMetrics(context)
        let width = context.barWidth
        let drawer = (platform == .ios || platform == .ipados)
            && (search.placement == "navigationBarDrawer" || (platform == .ios && !context.os.hasGlass))
        if drawer {
            dropDeclared()
            return Result(drawer: BarEntry(key: "search", toolbar: noToolbar, kind: .search, width: width - 2 * m.margin,
                                           placement: .automatic, glass: .alone, field: true))
        }
        let location: ItemLocation
        var entry = BarEntry(key: "search", toolbar: noToolbar, kind: .search, width: m.iconBox, placement: .automatic, glass: .alone)
        if let at = declared.first, let index = bySlot[at]?.firstIndex(where: { $0.kind == .search }) {
            location = at
            entry = bySlot[at]![index]
        } else {
            location = platform == .ios && context.os.hasGlass ? .bar(.bottomBar, .trailing) : .bar(mainBar, .trailing)
        }
        let minimized = search.behavior == "minimize" && platform != .macos
        if case .bar(.bottomBar, _) = location {
            // The iPhone's bottom field takes the bar's free room (the layout widens it, G7).
            entry.field = !minimized
        } else if !minimized {
            // A top bar's field when the bar keeps room for it and a title **[D]**: else its button.
            let taken = [Slot.leading, .center, .trailing].flatMap { bySlot[.bar(mainBar, $0)] ?? [] }.reduce(0) { $0 + $1.width + m.spacing }
            let free = width - 2 * m.margin - m.windowButtons - taken - 150
            entry.field = free >= m.searchFieldWidth
        }
        if entry.field, case .bar(let bar, _) = location, bar != .bottomBar { entry.width = m.searchFieldWidth }
        if let index = bySlot[location]?.firstIndex(where: { $0.kind == .search }) {
            bySlot[location]![index] = entry
        } else {
            bySlot[location, default: []].append(entry)
        }
        for key in declared where key != location { bySlot[key]?.removeAll { $0.kind == .search } }
        return Result(location: location)
    }
}
