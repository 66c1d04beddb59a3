import EaselIR

/// The search item in the contract's `toolbars[]` (spec G6: "the render JSON gives the search item
/// as an item with key `search`"), so the JSON holds what the picture and the text form show.
///
/// `.searchable` is no toolbar's item, so the bar set carries its entry with no toolbar. It joins
/// a toolbar of its bar set **[D]**: the one that declares `DefaultToolbarItem(kind: .search)`,
/// else the first shown, else a toolbar of the system's made for it (`"id": null`, not
/// customizable) — a presentation with `.searchable` and no `.toolbar` still has its search bar.
enum SearchItems {
    /// Gives each bar set's search entry its host toolbar and writes the item, its `where` and
    /// its place among the host's bar slots. `members[g]` are the toolbars resolved into set `g`.
    /// Returns the toolbars made for sets with none (appended to `toolbars`).
    static func attach(_ barSets: inout [BarSet], members: [[Int]], toolbars: inout [ResolvedToolbar],
                       presentations: [PresentationDecl], platform: Platform) -> Int {
        var made = 0
        for g in barSets.indices {
            guard let (bar, slot, entry) = searchEntry(in: barSets[g]) else { continue }
            let host: Int
            if entry.toolbar != SearchPlacement.noToolbar {
                host = entry.toolbar
            } else if let declaring = members[g].first(where: { toolbars[$0].items.contains { $0.kind == .search } }) ?? members[g].first {
                host = declaring
            } else {
                let presentation = presentations.first { $0.id == barSets[g].presentation }
                toolbars.append(systemToolbar(barSets[g].presentation, role: PlacementTable.resolvedRole(presentation?.toolbarRole ?? "automatic", platform: platform)))
                host = toolbars.count - 1
                made += 1
            }
            barSets[g] = barSets[g].withSearch(hostedBy: host)
            place(&toolbars[host], at: .bar(bar.kind, slot), entry: entry, order: barSets[g].bar(bar.kind).map { keys(of: $0, slot, toolbar: host) } ?? [],
                  background: bar.background, prompt: presentations.first { $0.id == barSets[g].presentation }?.search?.prompt)
        }
        return made
    }

    private static func searchEntry(in set: BarSet) -> (PresentedBar, Slot, BarEntry)? {
        for bar in set.bars {
            for slot in Slot.allCases {
                if let e = entries(of: bar, slot).first(where: { $0.kind == .search }) { return (bar, slot, e) }
            }
        }
        return nil
    }

    private static func entries(of bar: PresentedBar, _ slot: Slot) -> [BarEntry] {
        switch slot {
        case .leading: return bar.leading
        case .center: return bar.center
        case .trailing: return bar.trailing
        case .drawer: return bar.drawer
        }
    }

    /// A slot's keys in on-screen order, of one toolbar's entries.
    private static func keys(of bar: PresentedBar, _ slot: Slot, toolbar: Int) -> [String] {
        entries(of: bar, slot).filter { $0.toolbar == toolbar }.map(\.key)
    }

    /// The host's `search` item lands where the bar set shows it; its slot lists the host's
    /// entries in the merged bar's order.
    private static func place(_ toolbar: inout ResolvedToolbar, at location: ItemLocation, entry: BarEntry, order: [String],
                              background: String, prompt: String?) {
        guard case .bar(let kind, let slot) = location else { return }
        if let i = toolbar.items.firstIndex(where: { $0.kind == .search }) {
            toolbar.items[i].where = location
        } else {
            toolbar.items.append(ResolvedItem(key: entry.key, id: nil, kind: .search, label: prompt ?? "Search", systemImage: "magnifyingglass",
                                              placement: entry.placement, behavior: "default", defaultVisibility: "automatic",
                                              alwaysAvailable: false, where: location, canMove: false, canRemove: false,
                                              width: (entry.width * 100).rounded() / 100))
        }
        toolbar.hidden.removeAll { $0 == entry.key }
        for b in toolbar.bars.indices {
            toolbar.bars[b].leading.removeAll { $0 == entry.key }
            toolbar.bars[b].center.removeAll { $0 == entry.key }
            toolbar.bars[b].trailing.removeAll { $0 == entry.key }
            toolbar.bars[b].drawer?.removeAll { $0 == entry.key }
            if toolbar.bars[b].drawer?.isEmpty == true { toolbar.bars[b].drawer = nil }
        }
        if !toolbar.bars.contains(where: { $0.kind == kind }) {
            toolbar.bars.append(ResolvedBar(kind: kind, leading: [], center: [], trailing: [], background: background))
            toolbar.bars.sort { $0.kind < $1.kind }
        }
        let b = toolbar.bars.firstIndex { $0.kind == kind }!
        switch slot {
        case .leading: toolbar.bars[b].leading = order
        case .center: toolbar.bars[b].center = order
        case .trailing: toolbar.bars[b].trailing = order
        case .drawer: toolbar.bars[b].drawer = order
        }
    }

    private static func systemToolbar(_ presentation: String, role: String) -> ResolvedToolbar {
        ResolvedToolbar(id: nil, customizable: false, editable: false, visible: true, role: role, displayMode: .iconOnly,
                        presentation: presentation, bars: [], overflow: [], hidden: [], palette: [], items: [], system: true)
    }
}

extension BarSet {
    /// The same bars with the search entry's toolbar set to `host`.
    func withSearch(hostedBy host: Int) -> BarSet {
        mappingEntries { var e = $0; if e.kind == .search { e.toolbar = host }; return e }
    }
}
