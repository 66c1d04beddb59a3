import EaselIR

/// How an item sits on Liquid Glass (26+, spec G2, G3).
public enum GlassRole: String, Codable, Hashable, Sendable {
    /// Shares one capsule with the adjacent shared items of its slot: an icon-only button on the
    /// iOS family; a plain button (whatever its label) on macOS.
    case shared
    /// A capsule of its own: a text label, the system Done/Close/Cancel buttons, a prominent
    /// item, search, a pop-up menu, a segmented picker or another control with its own glass.
    case alone
    /// No glass at all: `sharedBackgroundVisibility(.hidden)`, a title menu (it is the title), a
    /// `status` item.
    case bare

    /// The role an item's declaration gives it on `platform`.
    public static func of(_ item: ToolbarItemDecl, platform: Platform) -> GlassRole {
        switch item.kind {
        case .spacer, .titleMenu: return .bare
        case .search: return .alone
        case .item: break
        }
        // A status item is text over the bar, not a control (Mail's "Updated just now") [D].
        if item.sharedBackgroundHidden || item.placement == .status { return .bare }
        if item.prominent || ["confirm", "close", "cancel"].contains(item.role ?? "") { return .alone }
        guard let views = item.content?.bodyChain else { return .shared }
        let control = views[views.count - 1]
        let buttons: Set<String> = ["Button", "Toggle", "Link", "ShareLink", "NavigationLink", "Label", "PhotosPicker"]
        if platform == .macos { return buttons.contains(control.kind) ? .shared : .alone }
        if control.kind == "Image" { return .shared }
        // A symbol, or an image set's image (a button labelled with the app's own picture).
        let iconOnly = (item.symbol != nil || ItemMeasurement.barImage(of: control) != nil) && (buttons.contains(control.kind) || control.kind == "Menu")
        return iconOnly ? .shared : .alone
    }
}

/// Items sharing one glass background, in on-screen order (spec G2, G3); `glass` is false for an
/// item standing with none (`bare`) and for every item before 26.
public struct GlassGroup: Hashable, Sendable {
    public var entries: [BarEntry]
    public var glass: Bool
    /// A prominent item: the glass takes the tint (G4).
    public var prominent: Bool

    public var keys: [String] { entries.map(\.key) }
}

enum GlassGrouping {
    /// The groups of a bar's regions (runs of entries never grouped across: the slots, and the
    /// Mac's items on either side of its title). Before 26 — and on tvOS, watchOS and visionOS —
    /// every item is its own group.
    static func groups(_ regions: [[BarEntry]], onGlass: Bool) -> [GlassGroup] {
        var result: [GlassGroup] = []
        for region in regions {
            let items = region.filter { $0.kind != .flexibleSpace && $0.kind != .fixedSpace }
            guard onGlass else {
                result += items.map { GlassGroup(entries: [$0], glass: false, prominent: false) }
                continue
            }
            result += groups(region)
        }
        return result
    }

    /// One region on glass: a spacer ends a group; adjacent shared items share one; the items of a
    /// `ToolbarItemGroup` share one even when some show text (a prominent or bare member still
    /// stands apart); everything else stands alone.
    private static func groups(_ region: [BarEntry]) -> [GlassGroup] {
        // A declared group whose members are all shared icons is open to adjacent shared items.
        var mixed = Set<Int>()
        for e in region where e.groupID != nil && e.glass == .alone && !e.prominent && e.kind == .item { mixed.insert(e.groupID!) }
        enum Run: Equatable { case icons, group(Int) }
        var result: [GlassGroup] = []
        var current: (run: Run, entries: [BarEntry])?
        func close() {
            if let c = current { result.append(GlassGroup(entries: c.entries, glass: true, prominent: false)) }
            current = nil
        }
        for e in region {
            if e.kind == .flexibleSpace || e.kind == .fixedSpace { close(); continue }
            let run: Run?
            if let g = e.groupID, mixed.contains(g), e.glass != .bare, !e.prominent {
                run = .group(g)
            } else {
                run = e.glass == .shared ? .icons : nil
            }
            guard let run else {
                close()
                result.append(GlassGroup(entries: [e], glass: e.glass != .bare, prominent: e.prominent))
                continue
            }
            if current?.run == run { current!.entries.append(e) } else { close(); current = (run, [e]) }
        }
        close()
        return result
    }
}
