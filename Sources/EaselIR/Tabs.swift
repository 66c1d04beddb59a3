/// A `TabView` as the tab engine consumes it (spec B1–B8).
public struct TabViewDecl: Codable, Hashable, Sendable {
    public var identity: String
    public var presentation: String
    /// The `tabViewStyle` by name (`automatic` when none is applied).
    public var style: String
    /// The `.tabViewCustomization($c)` binding and where its value is kept (spec B7).
    public var customization: TabCustomizationBinding?
    /// The state slot of `TabView(selection:)`, if bound.
    public var selection: String?
    /// The selected tab's key, when the selection binding's value names one.
    public var selectedKey: String?
    /// Every tab in declaration order, sections flattened (each tab names its section).
    public var tabs: [TabDecl]
    public var sections: [TabSectionDecl]
    public var range: SourceRange
    /// `tabBarMinimizeBehavior` (`automatic`, `never`, `onScrollDown`, `onScrollUp`; G8, N7).
    public var minimizeBehavior: String?
    /// `tabViewBottomAccessory { }`'s content (G8, N9).
    public var bottomAccessory: ViewNode?

    /// A page-style tab view (`.page`, `.verticalPage`) swipes between its children: they are
    /// pages, and it has no tab bar.
    public var isPaged: Bool { Self.isPaged(style) }
    public static func isPaged(_ style: String) -> Bool { style == "page" || style == "verticalPage" }

    public init(identity: String, presentation: String, style: String, customization: TabCustomizationBinding?,
                selection: String?, selectedKey: String?, tabs: [TabDecl], sections: [TabSectionDecl], range: SourceRange) {
        self.identity = identity
        self.presentation = presentation
        self.style = style
        self.customization = customization
        self.selection = selection
        self.selectedKey = selectedKey
        self.tabs = tabs
        self.sections = sections
        self.range = range
    }
}

public extension Collection<TabViewDecl> {
    /// The first tab view with a tab bar, else the first (a page-style one is the screen's tab
    /// view only when none with a bar is shown: inside a tab it is that tab's content).
    var preferringTabBar: TabViewDecl? { first { !$0.isPaged } ?? first }
}

/// Where a `TabViewCustomization` lives: the property bound with `.tabViewCustomization($c)`.
public struct TabCustomizationBinding: Codable, Hashable, Sendable {
    public enum Storage: String, Codable, Hashable, Sendable { case appStorage, sceneStorage, state, binding, constant }
    /// The property's name in the source.
    public var property: String
    public var storage: Storage
    /// The key the customization is persisted under: the `@AppStorage`/`@SceneStorage` key, or
    /// the declaring view's name for plain `@State` (spec B7).
    public var key: String
    /// The state slot holding the value.
    public var slot: String?

    public init(property: String, storage: Storage, key: String, slot: String?) {
        self.property = property
        self.storage = storage
        self.key = key
        self.slot = slot
    }
}

/// Behaviors or visibilities per tab placement (`sidebar`, `tabBar`); a value declared for no
/// placement applies to all (spec B5).
public struct PerTabPlacement: Codable, Hashable, Sendable {
    public var sidebar: String
    public var tabBar: String
    public init(sidebar: String, tabBar: String) { self.sidebar = sidebar; self.tabBar = tabBar }
    public static let automatic = PerTabPlacement(sidebar: "automatic", tabBar: "automatic")
}

public struct TabDecl: Codable, Hashable, Sendable {
    /// The `customizationID` when there is one, else `#<n>` (0-based in declaration order).
    public var key: String
    public var customizationID: String?
    public var index: Int
    public var title: String
    public var systemImage: String?
    /// The custom symbol of the app's asset catalogs the tab shows instead, if any.
    public var customSymbol: String?
    /// Else an image set's image (`.tabItem { Image("icon-bells"); Text("Dashboard") }`,
    /// `Tab("Dashboard", image: "icon-bells")`).
    public var image: String?
    /// `Tab(value:)`'s value, for selection.
    public var value: IRValue?
    public var behavior: PerTabPlacement
    public var defaultVisibility: PerTabPlacement
    /// `automatic`, `pinned` or `sidebarOnly` (spec B8).
    public var placement: String
    /// The key of the `TabSection` holding the tab.
    public var section: String?
    /// Declared with the deprecated `.tabItem { }` form.
    public var legacyTabItem: Bool
    /// `Tab(role:)`: `search` or `prominent` (G8, N9).
    public var role: String?
    public var content: ViewNode?
    public var range: SourceRange

    public init(key: String, customizationID: String?, index: Int, title: String, systemImage: String?, value: IRValue?,
                behavior: PerTabPlacement, defaultVisibility: PerTabPlacement, placement: String, section: String?,
                legacyTabItem: Bool, content: ViewNode?, range: SourceRange) {
        self.key = key
        self.customizationID = customizationID
        self.index = index
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.behavior = behavior
        self.defaultVisibility = defaultVisibility
        self.placement = placement
        self.section = section
        self.legacyTabItem = legacyTabItem
        self.content = content
        self.range = range
    }
}

public struct TabSectionDecl: Codable, Hashable, Sendable {
    /// The `customizationID` when there is one, else `section#<n>`.
    public var key: String
    public var customizationID: String?
    public var title: String
    /// Keys of the section's tabs in declaration order.
    public var tabs: [String]
    public var behavior: PerTabPlacement
    public var defaultVisibility: PerTabPlacement
    public var range: SourceRange

    public init(key: String, customizationID: String?, title: String, tabs: [String], behavior: PerTabPlacement,
                defaultVisibility: PerTabPlacement, range: SourceRange) {
        self.key = key
        self.customizationID = customizationID
        self.title = title
        self.tabs = tabs
        self.behavior = behavior
        self.defaultVisibility = defaultVisibility
        self.range = range
    }
}
