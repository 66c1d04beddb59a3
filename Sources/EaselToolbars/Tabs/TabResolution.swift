import EaselIR

/// A tab view resolved for one platform (the CLI contract's `tabs`).
public struct ResolvedTabs: Codable, Hashable, Sendable {
    public struct Section: Codable, Hashable, Sendable {
        /// `null` for the top level.
        @ExplicitNull public var section: String?
        public var title: String?
        public var tabs: [String]
    }

    public struct PerPlacement<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
        public var sidebar: Value
        public var tabBar: Value

        public init(sidebar: Value, tabBar: Value) {
            self.sidebar = sidebar
            self.tabBar = tabBar
        }
    }

    public struct Tab: Codable, Hashable, Sendable {
        public var key: String
        @ExplicitNull public var id: String?
        public var title: String
        public var systemImage: String?
        public var behavior: PerPlacement<String>
        public var canHide: PerPlacement<Bool>
        public var canMove: Bool
        /// Shown in each placement after defaults (B6) and customization (B7).
        public var visible: PerPlacement<Bool>
        /// `automatic`, `pinned` or `sidebarOnly` (B8).
        public var placement: String
        @ExplicitNull public var section: String?
        /// `Tab(role:)`: `search`, `prominent` (G8, N9).
        public var role: String?
        /// The custom symbol of the app's asset catalogs the tab shows instead of an SF Symbol.
        public var customSymbol: String? = nil
        /// Else an image set's image, drawn as a template in the tab's colour, as a tab bar draws it.
        public var image: String? = nil

        /// The symbol the tab shows: its SF Symbol, else its custom one.
        public var symbol: SymbolImage? { SymbolImage(system: systemImage, custom: customSymbol) }
    }

    public var style: String
    /// How the tab view presents (B2).
    public var presentation: TabPresentation
    public var customizable: Bool
    public var editable: Bool
    @ExplicitNull public var selected: String?
    /// Tabs in the tab bar, leading to trailing.
    public var tabBar: [String]
    /// The sidebar's sections in order (`[]` where there is no sidebar).
    public var sidebar: [Section]
    public var tabs: [Tab]
    /// Tabs of the tab bar drawn apart at its trailing end, each a circle of its own: the search
    /// tab (26+), and the prominent one (27) (G8).
    public var detached: [String] = []
    /// A `tabViewBottomAccessory` shows above the tab bar, or inline in a minimized one (G8).
    public var bottomAccessory = false
    /// The tab bar is minimized: content scrolled with `tabBarMinimizeBehavior(.onScrollDown)` (G8, N7).
    public var minimized = false
    /// The accessory's view, for the layout (not in the JSON).
    public var accessoryView: ViewNode?

    private enum CodingKeys: String, CodingKey {
        case style, presentation, customizable, editable, selected, tabBar, sidebar, tabs, detached, bottomAccessory, minimized
    }

    public func tab(_ key: String) -> Tab? { tabs.first { $0.key == key } }

    /// The tab bar floats at the top, in the navigation bar's title area: a regular-width iPad's
    /// (iPadOS 18 and later) and tvOS's. An iPhone's and a compact iPad's is at the bottom; a page
    /// view has no tab bar, only its index dots.
    public func barHoldsTitleArea(in context: ToolbarContext) -> Bool {
        guard presentation == .tabBar else { return false }
        return context.platform == .tvos || (context.platform == .ipados && !context.isCompactWidth)
    }
}

/// Resolves a tab view (spec B1–B8): a pure function of its declaration, its customization, the
/// platform and the width.
public struct TabResolver: Sendable {
    public let context: ToolbarContext

    public init(context: ToolbarContext) { self.context = context }

    /// B2: how the tab view presents on the platform with its style.
    public func presentation(style: String) -> TabPresentation {
        let p = context.platform
        if TabViewDecl.isPaged(style) { return .page }
        switch p {
        case .ios, .ipados: return .tabBar
        case .macos: return style == "sidebarAdaptable" ? .sidebar : .segmented
        case .tvos: return style == "sidebarAdaptable" ? .sidebar : .tabBar
        case .watchos: return .page
        case .visionos: return .ornament
        }
    }

    public func resolve(_ declaration: TabViewDecl, state: TabCustomization? = nil) -> ResolvedTabs {
        let model = TabCustomizationModel(declaration)
        let platform = context.platform
        let state = model.isCustomizable ? (state ?? model.defaultState()) : model.defaultState()
        let presentation = presentation(style: declaration.style)
        let adaptable = declaration.style == "sidebarAdaptable"
        let tabsByKey = Dictionary(declaration.tabs.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })

        // The order after customization: the root level's entries, sections expanded.
        let root = model.order("", in: state)
        var flattened: [TabDecl] = []
        var sidebar: [ResolvedTabs.Section] = []
        var topLevel: [String] = []
        for entry in root {
            if let tab = tabsByKey[entry] {
                flattened.append(tab)
                if model.isVisible(tab, .sidebar, in: state) { topLevel.append(tab.key) }
            } else if let section = declaration.sections.first(where: { $0.key == entry }) {
                let tabs = model.order(section.key, in: state).compactMap { tabsByKey[$0] }
                flattened += tabs
                sidebar.append(.init(section: section.key, title: section.title,
                                     tabs: tabs.filter { model.isVisible($0, .sidebar, in: state) }.map(\.key)))
            }
        }
        // B2: which of the tab view's surfaces exist here.
        let hasSidebar = (adaptable && [.ipados, .macos, .tvos, .visionos].contains(platform) && !context.isCompactWidth) || presentation == .sidebar
        if platform == .visionos {
            // visionOS: the ornament holds the top level; the sidebar holds the sections' contents.
        } else {
            sidebar.insert(.init(section: nil, title: nil, tabs: topLevel), at: 0)
        }
        if !hasSidebar { sidebar = [] }

        // The tab bar: iPhone, compact iPad and watchOS pages flatten sections; iPad's regular top bar, visionOS's
        // ornament and the other bars show the top level. Pinned tabs sit at the trailing edge (B8).
        var barTabs: [TabDecl]
        switch presentation {
        case .sidebar: barTabs = []
        case .tabBar, .ornament, .segmented, .page:
            barTabs = (context.isCompactWidth || !adaptable || presentation == .page) ? flattened : flattened.filter { $0.section == nil }
        }
        barTabs = barTabs.filter { $0.placement != "sidebarOnly" && model.isVisible($0, .tabBar, in: state) }
        if platform == .ipados {
            barTabs = barTabs.filter { $0.placement != "pinned" } + barTabs.filter { $0.placement == "pinned" }
        }
        // G8: on an iPhone's glass tab bar the search tab, and on 27 the prominent one, stand apart at its trailing end.
        let glassBar = platform == .ios && context.os.hasGlass && presentation == .tabBar
        let detached = glassBar ? barTabs.filter { $0.role == "search" || ($0.role == "prominent" && context.os >= .v27) } : []
        if !detached.isEmpty { barTabs = barTabs.filter { !detached.contains($0) } + detached }
        let tabBar = barTabs.map(\.key)

        let shown = Set(tabBar).union(sidebar.flatMap(\.tabs))
        let selected = declaration.selectedKey.flatMap { shown.contains($0) ? $0 : nil } ?? tabBar.first ?? sidebar.lazy.flatMap(\.tabs).first

        let tabs = flattened.map { tab in
            ResolvedTabs.Tab(key: tab.key, id: tab.customizationID, title: tab.title, systemImage: tab.systemImage,
                             behavior: .init(sidebar: tab.behavior.sidebar, tabBar: tab.behavior.tabBar),
                             canHide: .init(sidebar: model.canHide(tab, .sidebar, on: platform), tabBar: model.canHide(tab, .tabBar, on: platform)),
                             canMove: model.canMove(tab, on: platform),
                             visible: .init(sidebar: model.isVisible(tab, .sidebar, in: state), tabBar: model.isVisible(tab, .tabBar, in: state)),
                             placement: tab.placement, section: tab.section, role: tab.role, customSymbol: tab.customSymbol, image: tab.image)
        }
        var result = ResolvedTabs(style: declaration.style, presentation: presentation, customizable: model.isCustomizable,
                                  editable: model.isEditable(on: platform), selected: selected, tabBar: tabBar, sidebar: sidebar, tabs: tabs)
        result.detached = detached.map(\.key)
        result.bottomAccessory = glassBar && declaration.bottomAccessory != nil
        result.accessoryView = result.bottomAccessory ? declaration.bottomAccessory : nil
        result.minimized = glassBar && context.scrolled && declaration.minimizeBehavior == "onScrollDown"
        return result
    }
}
