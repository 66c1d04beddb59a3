import EaselIR

/// The `TabViewCustomization` value (spec B7) in SwiftUI's own terms: per tab, its
/// `sidebarVisibility` and `tabBarVisibility`; per section, its `tabOrder` (`nil` when untouched).
/// The root level's order (top-level tabs and sections) is the section `""`.
public struct TabCustomization: Codable, Hashable, Sendable {
    public struct TabState: Codable, Hashable, Sendable {
        public var sidebarVisibility: String
        public var tabBarVisibility: String

        public init(sidebarVisibility: String = "automatic", tabBarVisibility: String = "automatic") {
            self.sidebarVisibility = sidebarVisibility
            self.tabBarVisibility = tabBarVisibility
        }
    }

    /// Visibility set by a person, by tab id (absent: `automatic` for both placements).
    public var tabs: [String: TabState]
    /// Custom order by section key (`""` is the root level).
    public var tabOrder: [String: [String]]
    /// Every tab and section id declared while this value existed (as S3's seen-set).
    public var seen: [String]

    public init(tabs: [String: TabState] = [:], tabOrder: [String: [String]] = [:], seen: [String] = []) {
        self.tabs = tabs
        self.tabOrder = tabOrder
        self.seen = seen
    }

    public func sidebarVisibility(_ tab: String) -> String { tabs[tab]?.sidebarVisibility ?? "automatic" }
    public func tabBarVisibility(_ tab: String) -> String { tabs[tab]?.tabBarVisibility ?? "automatic" }

    /// `resetVisibility()`.
    public mutating func resetVisibility() { tabs = [:] }
    /// `resetTabOrder()` and `resetSectionOrder()`.
    public mutating func resetOrder() { tabOrder = [:] }
}

/// A tab placement a person customizes for (`AdaptableTabBarPlacement`).
public enum TabBarPlacement: String, Codable, Hashable, Sendable, CaseIterable { case sidebar, tabBar }

/// A tab edit (spec B5, B7; CLI `customize --tabs`).
public enum TabEdit: Hashable, Sendable {
    case hide(String, for: TabBarPlacement)
    case show(String, for: TabBarPlacement)
    /// Move a tab within its section, or a section among the root level's entries.
    case move(String, to: Int, section: String?)
    case resetVisibility
    case resetOrder
}

/// The customization model of one declared tab view (spec B3–B9).
public struct TabCustomizationModel: Sendable {
    public let declaration: TabViewDecl
    private let tabsByKey: [String: TabDecl]
    private let sectionsByKey: [String: TabSectionDecl]

    public init(_ declaration: TabViewDecl) {
        self.declaration = declaration
        tabsByKey = Dictionary(declaration.tabs.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        sectionsByKey = Dictionary(declaration.sections.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// B3: customization needs `.sidebarAdaptable` and a `.tabViewCustomization($c)` binding.
    public var isCustomizable: Bool {
        declaration.style == "sidebarAdaptable" && declaration.customization.map { $0.storage != .constant } == true
    }

    /// B3: people customize on iPadOS, and on macOS only by reordering.
    public func isEditable(on platform: Platform) -> Bool {
        isCustomizable && (platform == .ipados || platform == .macos)
    }

    /// The key a tab's customization is stored under (B7).
    public var storageKey: String? { declaration.customization?.key }

    /// Keys of the root level's entries (top-level tabs and sections), in declaration order.
    public var rootEntries: [String] {
        var result: [String] = []
        var sectionsSeen = Set<String>()
        for tab in declaration.tabs {
            if let s = tab.section {
                if sectionsSeen.insert(s).inserted { result.append(s) }
            } else {
                result.append(tab.key)
            }
        }
        for s in declaration.sections where !sectionsSeen.contains(s.key) { result.append(s.key) }
        return result
    }

    /// The declared order of a section's tabs (`""`: the root level's entries).
    public func declaredOrder(_ section: String) -> [String] {
        section.isEmpty ? rootEntries : sectionsByKey[section]?.tabs ?? []
    }

    /// A section's order after customization: saved order for still-declared entries, then
    /// entries the saved order does not know, at their declared place (S3's rule for newcomers).
    public func order(_ section: String, in state: TabCustomization) -> [String] {
        let declared = declaredOrder(section)
        guard let saved = state.tabOrder[section] else { return declared }
        let declaredSet = Set(declared)
        var result = saved.filter { declaredSet.contains($0) }
        var present = Set(result)
        var lastPresent: String?
        var insertions: [(after: String?, key: String)] = []
        for key in declared {
            if present.contains(key) { lastPresent = key; continue }
            insertions.append((lastPresent, key))
            present.insert(key)
            lastPresent = key
        }
        for (after, key) in insertions {
            let at = after.flatMap { a in result.firstIndex(of: a).map { $0 + 1 } } ?? 0
            result.insert(key, at: at)
        }
        return result
    }

    /// The value after the declaration changed (S3): customizations of tabs no longer declared
    /// are dropped (their ids stay seen); orders are normalised to the declared entries.
    public func migrate(_ saved: TabCustomization) -> TabCustomization {
        let keys = Set(declaration.tabs.compactMap(\.customizationID))
        var result = saved
        result.tabs = saved.tabs.filter { keys.contains($0.key) && tabsByKey[$0.key]?.behavior != PerTabPlacement(sidebar: "disabled", tabBar: "disabled") }
        var orders: [String: [String]] = [:]
        for section in saved.tabOrder.keys.sorted() where section.isEmpty || sectionsByKey[section] != nil {
            orders[section] = order(section, in: saved)
        }
        result.tabOrder = orders
        let declaredIDs = declaration.tabs.compactMap(\.customizationID) + declaration.sections.compactMap(\.customizationID)
        result.seen = Array(Set(saved.seen).union(declaredIDs)).sorted()
        return result
    }

    public func defaultState() -> TabCustomization {
        TabCustomization(seen: Array(Set(declaration.tabs.compactMap(\.customizationID) + declaration.sections.compactMap(\.customizationID))).sorted())
    }

    /// The behavior of a tab at a placement (B5); a tab without `customizationID` is fixed (B4).
    public func behavior(_ tab: TabDecl, _ placement: TabBarPlacement) -> String {
        guard tab.customizationID != nil else { return "disabled" }
        return placement == .sidebar ? tab.behavior.sidebar : tab.behavior.tabBar
    }

    /// Visibility of a tab at a placement: the person's choice, else the declared default (B6);
    /// hidden in the sidebar means hidden in the tab bar too. Disabled tabs ignore the value (B5).
    public func isVisible(_ tab: TabDecl, _ placement: TabBarPlacement, in state: TabCustomization) -> Bool {
        func visible(_ p: TabBarPlacement) -> Bool {
            let chosen = behavior(tab, p) == "disabled" ? "automatic"
                : (p == .sidebar ? state.sidebarVisibility(tab.key) : state.tabBarVisibility(tab.key))
            if chosen != "automatic" { return chosen == "visible" }
            return (p == .sidebar ? tab.defaultVisibility.sidebar : tab.defaultVisibility.tabBar) != "hidden"
        }
        if placement == .tabBar && !visible(.sidebar) { return false }
        return visible(placement)
    }

    public func canHide(_ tab: TabDecl, _ placement: TabBarPlacement, on platform: Platform) -> Bool {
        platform == .ipados && isEditable(on: platform) && behavior(tab, placement) == "automatic"
    }

    public func canMove(_ tab: TabDecl, on platform: Platform) -> Bool {
        isEditable(on: platform) && TabBarPlacement.allCases.contains { behavior(tab, $0) != "disabled" }
    }

    /// Applies an edit, or says why not (B9: `notCustomizable`, `unknownTab`, `forbiddenByBehavior`,
    /// and C7's `notEditableHere` and `indexOutOfRange`).
    public func apply(_ edit: TabEdit, to state: TabCustomization, on platform: Platform) throws(EditRejection) -> TabCustomization {
        guard isCustomizable else {
            throw EditRejection(.notCustomizable, "the tab view needs .tabViewStyle(.sidebarAdaptable) and .tabViewCustomization($value) to be customizable (spec B3)")
        }
        guard isEditable(on: platform) else {
            throw EditRejection(.notEditableHere, "people cannot customize tabs on \(platform.rawValue) (spec B3)")
        }
        var next = state
        switch edit {
        case .resetVisibility:
            next.resetVisibility()
        case .resetOrder:
            next.resetOrder()
        case .hide(let key, let placement), .show(let key, let placement):
            let tab = try customizableTab(key)
            guard platform == .ipados else {
                throw EditRejection(.notEditableHere, "on macOS tabs can only be reordered (spec B3)")
            }
            guard behavior(tab, placement) == "automatic" else {
                throw EditRejection(.forbiddenByBehavior, "'\(key)' has behavior .\(behavior(tab, placement)) in the \(placement.rawValue) and cannot be hidden or shown there")
            }
            var entry = state.tabs[key] ?? .init()
            let value: String
            if case .hide = edit { value = "hidden" } else { value = "visible" }
            if placement == .sidebar { entry.sidebarVisibility = value } else { entry.tabBarVisibility = value }
            next.tabs[key] = entry
        case .move(let key, let to, let section):
            let home: String
            if sectionsByKey[key] != nil {
                home = ""  // a section moves among the root level's entries
            } else {
                let tab = try customizableTab(key)
                guard canMove(tab, on: platform) else {
                    throw EditRejection(.forbiddenByBehavior, "'\(key)' has behavior .disabled and cannot be moved")
                }
                home = tab.section ?? ""
            }
            if let section, section != home {
                throw EditRejection(.forbiddenByBehavior, "'\(key)' moves only within \(home.isEmpty ? "the top level" : "section '\(home)'"), not into '\(section)'")
            }
            var entries = order(home, in: state)
            guard let from = entries.firstIndex(of: key) else { throw EditRejection(.unknownTab, "'\(key)' is not in its section") }
            guard to >= 0, to < entries.count else {
                throw EditRejection(.indexOutOfRange, "position \(to) is outside 0..<\(entries.count)")
            }
            entries.remove(at: from)
            entries.insert(key, at: to)
            next.tabOrder[home] = entries
        }
        return next
    }

    private func customizableTab(_ key: String) throws(EditRejection) -> TabDecl {
        guard let tab = tabsByKey[key] else {
            throw EditRejection(.unknownTab, "the tab view declares no tab '\(key)'")
        }
        guard tab.customizationID != nil else {
            throw EditRejection(.notCustomizable, "tab '\(tab.title)' has no customizationID, so it cannot be customized (spec B4)")
        }
        return tab
    }
}
