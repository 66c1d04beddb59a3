import EaselFrontend
import EaselIR
import Testing

/// The typed declarations the engines consume, read from the tree (spec T1–T6, B1–B8, P7, P8).
@Suite("Toolbar and tab declarations")
struct DeclarationTests {
    @Test("T1: a plain view in toolbar { } is an automatic item; control flow contributes items")
    func plainViews() throws {
        let d = ir(view("""
                Text("x").toolbar {
                    Button("Plain") { }
                    if showExtra {
                        ToolbarItem(placement: .primaryAction) { Button("Extra") { } }
                    }
                    ForEach(0..<2) { i in
                        ToolbarItem(placement: .bottomBar) { Text("B\\(i)") }
                    }
                    Group {
                        ToolbarSpacer(.fixed)
                        ToolbarTitleMenu { Button("Rename") { } }
                    }
                }
        """, members: "    let showExtra = true"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let items = try #require(d.toolbars.first?.items)
        #expect(items.map(\.key) == ["#0", "#1", "#2", "#3", "#4", "#5"])
        #expect(items.map(\.placement.name) == ["automatic", "primaryAction", "bottomBar", "bottomBar", "automatic", "automatic"])
        #expect(items.map(\.kind) == [.item, .item, .item, .item, .spacer, .titleMenu])
        #expect(items.map(\.label) == ["Plain", "Extra", "B0", "B1", "", "Rename"])
        #expect(items[4].spacerSize == "fixed")
    }

    @Test("T2: in toolbar(id:), a group or an item without id is an error; the rest still renders")
    func customizableRules() throws {
        let d = ir(view("""
                Text("x").toolbar(id: "editor") {
                    ToolbarItem(id: "a") { Button("A") { } }
                    ToolbarItem(placement: .primaryAction) { Button("NoID") { } }
                    ToolbarItemGroup { Button("G") { } }
                    ToolbarItem(id: "a") { Button("Again") { } }
                }
        """))
        #expect(d.diagnostics.contains { $0.code == "item-without-id" && $0.severity == .error && $0.line == 6 })
        #expect(d.diagnostics.contains { $0.code == "toolbar-group-in-customizable" && $0.line == 7 })
        #expect(d.diagnostics.contains { $0.code == "duplicate-item-id" && $0.line == 8 })
        #expect(d.toolbars.first?.items.map(\.label) == ["A", "NoID", "G", "Again"])
    }

    @Test("T3: the default placement is automatic for items, groups and spacers")
    func defaultPlacement() {
        let d = ir(view("        Text(\"x\").toolbar { ToolbarItem { Text(\"i\") }; ToolbarItemGroup { Text(\"g\") }; ToolbarSpacer() }"))
        #expect(d.toolbars.first?.items.map(\.placement) == [.automatic, .automatic, .automatic])
        #expect(d.toolbars.first?.items.last?.spacerSize == "flexible")
    }

    @Test("T4: a group yields one adjacent item per child with the group's placement; a labelled group keeps its label")
    func groups() throws {
        let d = ir(view("""
                Text("x").toolbar {
                    ToolbarItemGroup(placement: .bottomBar) { Button("1") { }; Button("2") { } }
                    ToolbarItem(placement: .status) { Text("s") }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("3") { }
                    } label: {
                        Label("Format", systemImage: "textformat")
                    }
                }
        """))
        let items = try #require(d.toolbars.first?.items)
        #expect(items.map(\.group?.index) == [0, 0, nil, 1])
        #expect(items.map(\.placement.name) == ["bottomBar", "bottomBar", "status", "primaryAction"])
        #expect(items[3].group?.label == "Format")
        #expect(items[0].group?.label == nil)
    }

    @Test("T5: several toolbars in one tree are listed in source order, with their hosts")
    func severalToolbars() throws {
        let d = ir(view("""
                NavigationStack {
                    Text("inner").toolbar { Button("Inner") { } }
                }
                .toolbar(id: "outer") { ToolbarItem(id: "o") { Button("Outer") { } } }
        """))
        #expect(d.toolbars.map(\.id) == [nil, "outer"])
        #expect(d.toolbars.map { $0.items.first?.label } == ["Inner", "Outer"])
        #expect(d.toolbars[0].host.hasSuffix("Text@0"))
        #expect(d.toolbars[1].host.hasSuffix("NavigationStack@0"))
    }

    @Test("T6: labels derived from content", arguments: [
        ("Button(\"Title\") { }", "Title", nil),
        ("Button(\"Add\", systemImage: \"plus\") { }", "Add", "plus"),
        ("Label(\"Share\", systemImage: \"square.and.arrow.up\")", "Share", "square.and.arrow.up"),
        ("Image(systemName: \"plus\")", "plus", "plus"),
        ("Toggle(isOn: .constant(true)) { Image(systemName: \"bold\") }", "bold", "bold"),
        ("Slider(value: .constant(1)) { Text(\"Font Size\") }", "Font Size", nil),
        ("Button { } label: { Label(\"Go\", systemImage: \"play\") }", "Go", "play"),
        ("Menu(\"More\") { Button(\"A\") { } }", "More", nil),
        ("HStack { Rectangle() }", "", nil),
    ] as [(String, String, String?)])
    func labels(_ content: String, _ label: String, _ symbol: String?) throws {
        let d = ir(view("        Text(\"x\").toolbar { ToolbarItem { \(content) } }"))
        let item = try #require(d.toolbars.first?.items.first)
        #expect(item.label == label)
        #expect(item.systemImage == symbol)
    }

    @Test("C3, C5, C6: behaviors, default visibility and options; deprecated showsByDefault")
    func customization() throws {
        let d = ir(view("""
                Text("x").toolbar(id: "t") {
                    ToolbarItem(id: "a") { Button("A") { } }.customizationBehavior(.reorderable)
                    ToolbarItem(id: "b") { Button("B") { }.toolbarCustomizationBehavior(.disabled) }
                    ToolbarItem(id: "c") { Button("C") { } }.defaultCustomization(.hidden, options: .alwaysAvailable)
                    ToolbarItem(id: "d", showsByDefault: false) { Button("D") { } }
                    ToolbarItem(id: "e") { Button("E") { } }.customizationBehavior(.disabled).defaultCustomization(.hidden)
                    ToolbarItem(id: "f") { Button("F") { } }.visibilityPriority(.low).hidden()
                }
        """))
        let items = try #require(d.toolbars.first?.items)
        #expect(items.map(\.behavior) == ["reorderable", "disabled", "default", "default", "disabled", "default"])
        #expect(items.map(\.defaultVisibility) == ["automatic", "automatic", "hidden", "hidden", "hidden", "automatic"])
        #expect(items[2].options == ["alwaysAvailable"])
        #expect(items[5].visibilityPriority == "low" && items[5].isHidden)
        #expect(d.diagnostics.contains { $0.code == "default-customization-ignored" && $0.severity == .warning && $0.line == 9 })
    }

    @Test("placements: every ToolbarItemPlacement is read, deprecated names normalised")
    func placements() throws {
        let names = ["automatic", "principal", "status", "primaryAction", "secondaryAction", "confirmationAction", "cancellationAction",
                     "destructiveAction", "navigation", "topBarLeading", "topBarTrailing", "bottomBar", "bottomOrnament", "keyboard",
                     "navigationBarLeading", "navigationBarTrailing", "title", "largeTitle"]
        let body = names.map { "ToolbarItem(placement: .\($0)) { Text(\"\($0)\") }" }.joined(separator: "\n")
        let d = ir(view("        Text(\"x\").toolbar {\n\(body)\n}"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let read = try #require(d.toolbars.first?.items.map(\.placement.name))
        var expected = names
        expected[14] = "topBarLeading"
        expected[15] = "topBarTrailing"
        #expect(read == expected)
        let bad = ir(view("        Text(\"x\").toolbar { ToolbarItem(placement: .middle) { Text(\"m\") } }"))
        // Spec R3: a member the declared SDK does not have is an opaque value with a note (the SDK Easel
        // declares is not all of SwiftUI); `check --strict` makes it an error.
        #expect(bad.diagnostics.contains { $0.code == "unknown-name" && $0.severity == .note && $0.message.contains("ToolbarItemPlacement") })
    }

    @Test("P7, P8, H8: role, removed items, bar visibility and background belong to the presentation")
    func presentation() throws {
        let d = ir(view("""
                NavigationSplitView {
                    List { Text("a") }.toolbar(removing: .sidebarToggle)
                } detail: {
                    Text("detail")
                        .navigationTitle("Detail")
                        .toolbarRole(.browser)
                        .toolbarVisibility(.hidden, for: .bottomBar)
                        .toolbarBackground(.visible, for: .navigationBar, .tabBar)
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let window = try #require(d.presentations.first)
        #expect(window.removedToolbarItems == ["sidebarToggle"])
        #expect(window.navigationTitle == "Detail")
        #expect(window.toolbarRole == "browser")
        #expect(window.barVisibility == ["bottomBar": "hidden"])
        #expect(window.barBackground == ["navigationBar": "visible", "tabBar": "visible"])
        #expect(window.inNavigationContainer)
    }

    @Test("B1, B5, B6, B8: sections, per-placement behaviors, default visibility, tab placement")
    func tabs() throws {
        let d = ir("""
        struct Library: View {
            @SceneStorage("libraryTabs") private var customization = TabViewCustomization()
            @State private var selection = "books"
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Home", systemImage: "house", value: "home") { Text("h") }
                        .customizationID("home")
                        .customizationBehavior(.disabled, for: .sidebar, .tabBar)
                    Tab("Books", systemImage: "book", value: "books") { Text("b") }
                        .customizationID("books")
                        .customizationBehavior(.reorderable, for: .tabBar)
                        .defaultVisibility(.hidden, for: .tabBar)
                    Tab("Search", systemImage: "magnifyingglass", value: "search") { Text("s") }
                        .customizationID("search")
                        .tabPlacement(.pinned)
                    TabSection("Shelves") {
                        Tab("Poetry", systemImage: "text.book.closed", value: "poetry") { Text("p") }
                            .customizationID("poetry")
                            .tabPlacement(.sidebarOnly)
                        Tab("Loose", systemImage: "questionmark", value: "loose") { Text("l") }
                    }
                    .customizationID("shelves")
                    .customizationBehavior(.reorderable)
                }
                .tabViewStyle(.sidebarAdaptable)
                .tabViewCustomization($customization)
            }
        }
        """)
        let tabView = try #require(d.tabViews.first)
        #expect(tabView.customization == TabCustomizationBinding(property: "libraryTabs", storage: .sceneStorage, key: "libraryTabs", slot: "sceneStorage:libraryTabs"))
        #expect(tabView.selection == "Library.selection")
        #expect(tabView.selectedKey == "books")
        #expect(tabView.tabs.map(\.key) == ["home", "books", "search", "poetry", "#4"])
        #expect(tabView.tabs[0].behavior == PerTabPlacement(sidebar: "disabled", tabBar: "disabled"))
        #expect(tabView.tabs[1].behavior == PerTabPlacement(sidebar: "automatic", tabBar: "reorderable"))
        #expect(tabView.tabs[1].defaultVisibility == PerTabPlacement(sidebar: "automatic", tabBar: "hidden"))
        #expect(tabView.tabs.map(\.placement) == ["automatic", "automatic", "pinned", "sidebarOnly", "automatic"])
        #expect(tabView.sections.map(\.key) == ["shelves"])
        #expect(tabView.sections.first?.tabs == ["poetry", "#4"])
        #expect(tabView.tabs[3].section == "shelves")
        #expect(tabView.tabs[4].behavior == PerTabPlacement(sidebar: "reorderable", tabBar: "reorderable"))
        // B4: a customizable tab without a customizationID cannot be customized.
        #expect(d.diagnostics.contains { $0.code == "tab-without-customization-id" && $0.message.contains("Loose") })
    }

    @Test("B1: the deprecated .tabItem form")
    func legacyTabs() throws {
        let d = ir(view("""
                TabView {
                    Text("One").tabItem { Label("First", systemImage: "1.circle") }
                    Text("Two").tabItem { Image(systemName: "2.circle"); Text("Second") }
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let tabs = try #require(d.tabViews.first?.tabs)
        #expect(tabs.map(\.title) == ["First", "Second"])
        #expect(tabs.map(\.systemImage) == ["1.circle", "2.circle"])
        #expect(tabs.allSatisfy { $0.legacyTabItem })
        #expect(d.tabViews.first?.style == "automatic")
        #expect(d.tabViews.first?.customization == nil)
    }
}
