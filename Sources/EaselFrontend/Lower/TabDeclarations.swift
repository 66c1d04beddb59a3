import EaselIR

/// Reads the typed tab-view declaration (spec B1–B8) out of a lowered `TabView`.
struct TabDeclarations {
    private(set) var diagnostics: [Diagnostic] = []
    private var tabs: [TabDecl] = []
    private var sections: [TabSectionDecl] = []
    /// A page-style tab view's children are its pages, which need no `.tabItem`.
    private var pages = false

    /// `state` resolves the selection; `storageOf` names where a binding's slot lives.
    mutating func tabView(_ node: ViewNode, presentation: String, state: StateStore) -> TabViewDecl {
        tabs = []
        sections = []
        let style = node.modifier("tabViewStyle")?.argument("style")?.symbolValue?.name ?? "automatic"
        pages = TabViewDecl.isPaged(style)
        for child in node.children { visit(child, section: nil) }

        var customization: TabCustomizationBinding?
        if let binding = node.modifier("tabViewCustomization")?.argument("customization") {
            customization = Self.customizationBinding(binding)
        }
        var selection: String?
        var selectedKey: String?
        if case .binding(let slot)? = node.argument("selection") {
            selection = slot
            if let current = state[slot] {
                selectedKey = tabs.first { $0.value == current }?.key
            }
        }
        if style == "sidebarAdaptable", customization != nil {
            for tab in tabs where tab.customizationID == nil && !(tab.behavior.sidebar == "disabled" && tab.behavior.tabBar == "disabled") {
                diagnostics.append(Diagnostic(.warning, "tab-without-customization-id", at: tab.range.start,
                                              "tab '\(tab.title)' has no customizationID, so people cannot customize it (spec B4)"))
            }
        }
        var declaration = TabViewDecl(identity: node.identity, presentation: presentation, style: style, customization: customization,
                                      selection: selection, selectedKey: selectedKey ?? tabs.first?.key, tabs: tabs, sections: sections,
                                      range: node.range)
        declaration.minimizeBehavior = node.modifier("tabBarMinimizeBehavior")?.argument("behavior")?.symbolValue?.name
        if let accessory = node.modifier("tabViewBottomAccessory"), accessory.argument("isEnabled")?.boolValue != false {
            declaration.bottomAccessory = accessory.argument("content")?.viewsValue?.first
        }
        return declaration
    }

    /// Where a `TabViewCustomization` is kept, from the slot of its binding (spec B7).
    static func customizationBinding(_ value: IRValue) -> TabCustomizationBinding? {
        switch value {
        case .binding(let slot):
            if slot.hasPrefix("appStorage:") {
                let key = String(slot.dropFirst("appStorage:".count))
                return TabCustomizationBinding(property: key, storage: .appStorage, key: key, slot: slot)
            }
            if slot.hasPrefix("sceneStorage:") {
                let key = String(slot.dropFirst("sceneStorage:".count))
                return TabCustomizationBinding(property: key, storage: .sceneStorage, key: key, slot: slot)
            }
            // `<view identity>.<property>`: keyed by the declaring view's name.
            let property = slot.split(separator: ".").last.map(String.init) ?? slot
            let owner = slot.dropLast(property.count + 1)
            let view = owner.split(separator: "/").last.map { String($0.split(separator: "@").first ?? $0) } ?? String(owner)
            return TabCustomizationBinding(property: property, storage: .state, key: view, slot: slot)
        case .constantBinding:
            return TabCustomizationBinding(property: "", storage: .constant, key: "", slot: nil)
        default:
            return nil
        }
    }

    private mutating func visit(_ node: ViewNode, section: Int?) {
        switch node.kind {
        case "Tab":
            addTab(node, title: node.argument("title")?.stringValue, section: section, legacy: false)
        case "TabSection":
            let title = node.argument("title")?.stringValue
                ?? node.argument("header")?.viewsValue.flatMap(LabelDerivation.label(ofViews:))?.text ?? ""
            let id = Self.customizationID(node)
            let index = sections.count
            sections.append(TabSectionDecl(key: id ?? "section#\(index)", customizationID: id, title: title, tabs: [],
                                           behavior: Self.perPlacement(node, "customizationBehavior", "behavior"),
                                           defaultVisibility: Self.perPlacement(node, "defaultVisibility", "visibility"),
                                           range: node.range))
            for child in node.children { visit(child, section: index) }
        case "ForEach", "Group":
            for child in node.children { visit(child, section: section) }
        default:
            if node.origin == .source, node.modifier("tabItem") == nil {
                for child in node.children { visit(child, section: section) }
            } else if let tabItem = node.modifier("tabItem") {
                // The deprecated `.tabItem { Label(…) }` form (spec B1).
                let label = tabItem.argument("label")?.viewsValue.flatMap(LabelDerivation.label(ofViews:))
                addTab(node, title: label?.text, symbol: label?.symbol, image: label?.image, section: section, legacy: true)
            } else if !pages {
                diagnostics.append(Diagnostic(.warning, "not-a-tab", at: node.range.start,
                                              "\(node.kind) in a TabView without .tabItem is not a tab"))
            }
        }
    }

    private mutating func addTab(_ node: ViewNode, title: String?, symbol given: SymbolImage? = nil, image: String? = nil, section: Int?, legacy: Bool) {
        let id = Self.customizationID(node)
        let index = tabs.count
        let label = title == nil ? node.argument("label")?.viewsValue.flatMap(LabelDerivation.label(ofViews:)) : nil
        var behavior = Self.perPlacement(node, "customizationBehavior", "behavior")
        var visibility = Self.perPlacement(node, "defaultVisibility", "visibility")
        if let s = section {
            // A section's settings apply to the tabs it holds unless a tab says otherwise.
            if behavior == .automatic { behavior = sections[s].behavior }
            if visibility == .automatic { visibility = sections[s].defaultVisibility }
        }
        // `Tab(value:role: .search)` without a title: SwiftUI names it "Search" with a magnifying glass.
        let isSearch = node.argument("role")?.symbolValue?.name == "search"
        let symbol = node.namedSymbol ?? given ?? label?.symbol ?? (isSearch ? .system("magnifyingglass") : nil)
        var tab = TabDecl(key: id ?? "#\(index)", customizationID: id, index: index,
                          title: title ?? label?.text ?? (isSearch ? "Search" : ""),
                          systemImage: symbol?.systemName,
                          value: node.argument("value") ?? node.modifier("tag")?.argument("tag"),
                          behavior: behavior, defaultVisibility: visibility,
                          placement: node.modifier("tabPlacement")?.argument("placement")?.symbolValue?.name ?? "automatic",
                          section: section.map { sections[$0].key }, legacyTabItem: legacy,
                          content: legacy ? node : node.children.first, range: node.range)
        tab.customSymbol = symbol?.customName
        // `Tab("Dashboard", image: "icon-bells")` naming no custom symbol names an image set.
        if symbol == nil { tab.image = image ?? label?.image ?? (legacy ? nil : node.argument("image")?.stringValue) }
        var withRole = tab
        withRole.role = node.argument("role")?.symbolValue?.name
        tabs.append(withRole)
        if let s = section { sections[s].tabs.append(tab.key) }
    }

    private static func customizationID(_ node: ViewNode) -> String? {
        node.modifier("customizationID")?.argument("id")?.stringValue
    }

    /// `customizationBehavior(_:for:)` / `defaultVisibility(_:for:)`: later modifiers win per
    /// placement; one listing no placement applies to all (spec B5, B6).
    private static func perPlacement(_ node: ViewNode, _ modifier: String, _ argument: String) -> PerTabPlacement {
        var result = PerTabPlacement.automatic
        for m in node.modifiers where m.name == modifier {
            guard let value = m.argument(argument)?.symbolValue?.name else { continue }
            var placements: [String] = []
            if case .array(let list)? = m.argument("for") { placements = list.compactMap { $0.symbolValue?.name } }
            if placements.isEmpty || placements.contains("automatic") { placements = ["sidebar", "tabBar"] }
            if placements.contains("sidebar") { result.sidebar = value }
            if placements.contains("tabBar") { result.tabBar = value }
        }
        return result
    }
}
