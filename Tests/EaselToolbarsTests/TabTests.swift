import EaselFrontend
import EaselIR
import EaselToolbars
import Foundation
import PropertyBased
import Testing

/// Spec B1–B9: tab views and their customization on every platform.
@Suite("Tabs")
struct TabTests {
    /// Our larger example: sections, a pinned tab, a sidebar-only tab, a tab hidden by default.
    static let library: TabViewDecl = Frontend.ir(try! example("LibraryTabCustomization.swift")).tabViews[0]

    static func tabView(_ body: String, style: String = ".sidebarAdaptable", binding: Bool = true) -> TabViewDecl {
        Frontend.ir("""
        struct V: View {
            @State private var customization = TabViewCustomization()
            var body: some View {
                TabView {
        \(body)
                }
                .tabViewStyle(\(style))\(binding ? "\n.tabViewCustomization($customization)" : "")
            }
        }
        """).tabViews[0]
    }

    static let simple = tabView("""
            Tab("A", systemImage: "a.circle") { Text("a") }.customizationID("a")
            Tab("B", systemImage: "b.circle") { Text("b") }.customizationID("b").customizationBehavior(.reorderable, for: .sidebar, .tabBar)
            Tab("C", systemImage: "c.circle") { Text("c") }.customizationID("c").customizationBehavior(.disabled, for: .sidebar, .tabBar)
            Tab("D", systemImage: "d.circle") { Text("d") }.customizationID("d").customizationBehavior(.reorderable, for: .tabBar)
            TabSection("S") {
                Tab("E", systemImage: "e.circle") { Text("e") }.customizationID("e")
                Tab("F", systemImage: "f.circle") { Text("f") }.customizationID("f")
            }.customizationID("s")
            Tab("G", systemImage: "g.circle") { Text("g") }
    """)

    func resolve(_ d: TabViewDecl, _ platform: Platform, width: Double? = nil, state: TabCustomization? = nil) -> ResolvedTabs {
        TabResolver(context: ToolbarContext(platform: platform, width: width)).resolve(d, state: state)
    }

    @Test("B2: presentation per platform and style", arguments: [
        (Platform.ipados, ".sidebarAdaptable", "tabBar"), (.ios, ".sidebarAdaptable", "tabBar"), (.macos, ".sidebarAdaptable", "sidebar"),
        (.tvos, ".sidebarAdaptable", "sidebar"), (.visionos, ".sidebarAdaptable", "ornament"), (.watchos, ".sidebarAdaptable", "page"),
        (.ipados, ".automatic", "tabBar"), (.ios, ".automatic", "tabBar"), (.macos, ".automatic", "segmented"),
        (.tvos, ".automatic", "tabBar"), (.visionos, ".automatic", "ornament"), (.watchos, ".automatic", "page"), (.ios, ".page", "page"),
    ])
    func presentation(_ platform: Platform, _ style: String, _ expected: String) {
        #expect(resolve(Self.tabView("Tab(\"A\", systemImage: \"a\") { Text(\"a\") }", style: style), platform).presentation.rawValue == expected)
    }

    @Test("B2: iPad shows a top tab bar and a sidebar with sections; iPhone and compact iPad flatten sections into the bar")
    func sections() {
        let ipad = resolve(Self.simple, .ipados)
        #expect(ipad.tabBar == ["a", "b", "c", "d", "#6"])
        #expect(ipad.sidebar.map(\.section) == [nil, "s"])
        #expect(ipad.sidebar.last?.tabs == ["e", "f"])
        let iphone = resolve(Self.simple, .ios)
        #expect(iphone.tabBar == ["a", "b", "c", "d", "e", "f", "#6"])
        #expect(iphone.sidebar.isEmpty)
        #expect(resolve(Self.simple, .ipados, width: 500).tabBar == iphone.tabBar)
        let mac = resolve(Self.simple, .macos)
        #expect(mac.tabBar.isEmpty && mac.sidebar.count == 2)
        let vision = resolve(Self.simple, .visionos)
        #expect(vision.sidebar.map(\.section) == ["s"])
    }

    @Test("B3: customization needs sidebarAdaptable and a binding; only iPadOS and macOS edit", arguments: Platform.allCases)
    func customizable(_ platform: Platform) {
        #expect(resolve(Self.simple, platform).customizable)
        #expect(resolve(Self.simple, platform).editable == (platform == .ipados || platform == .macos))
        #expect(!resolve(Self.tabView("Tab(\"A\", systemImage: \"a\") { Text(\"a\") }.customizationID(\"a\")", binding: false), platform).customizable)
        #expect(!resolve(Self.tabView("Tab(\"A\", systemImage: \"a\") { Text(\"a\") }.customizationID(\"a\")", style: ".tabBarOnly"), platform).customizable)
    }

    static let model = TabCustomizationModel(simple)

    @Test("B5: hide and show per placement, allowed by behavior", arguments: [
        (TabEdit.hide("a", for: .sidebar), nil), (.hide("a", for: .tabBar), nil), (.show("a", for: .tabBar), nil),
        (.hide("b", for: .sidebar), EditRejection.Reason.forbiddenByBehavior), (.hide("b", for: .tabBar), .forbiddenByBehavior),
        (.hide("c", for: .sidebar), .forbiddenByBehavior), (.hide("d", for: .sidebar), nil), (.hide("d", for: .tabBar), .forbiddenByBehavior),
        (.hide("#6", for: .tabBar), .notCustomizable), (.hide("zz", for: .tabBar), .unknownTab),
        (.move("b", to: 0, section: nil), nil), (.move("c", to: 0, section: nil), .forbiddenByBehavior),
        (.move("e", to: 1, section: "s"), nil), (.move("e", to: 0, section: nil), nil), (.move("e", to: 0, section: ""), .forbiddenByBehavior),
        (.move("a", to: 9, section: nil), .indexOutOfRange), (.move("s", to: 0, section: nil), nil),
    ] as [(TabEdit, EditRejection.Reason?)])
    func edits(_ edit: TabEdit, _ rejection: EditRejection.Reason?) {
        let state = Self.model.defaultState()
        do {
            _ = try Self.model.apply(edit, to: state, on: .ipados)
            #expect(rejection == nil, "expected \(String(describing: rejection))")
        } catch {
            #expect(error.reason == rejection)
        }
    }

    @Test("B3, B9: macOS only reorders; other platforms and plain tab views reject")
    func whereEditable() throws {
        let state = Self.model.defaultState()
        #expect(try Self.model.apply(.move("b", to: 0, section: nil), to: state, on: .macos).tabOrder[""]?.first == "b")
        #expect(throws: EditRejection.self) { try Self.model.apply(.hide("a", for: .sidebar), to: state, on: .macos) }
        for platform in [Platform.ios, .tvos, .watchos, .visionos] {
            do { _ = try Self.model.apply(.resetOrder, to: state, on: platform); Issue.record("expected a rejection") } catch {
                #expect(error.reason == .notEditableHere)
            }
        }
        let plain = TabCustomizationModel(Self.tabView("Tab(\"A\", systemImage: \"a\") { Text(\"a\") }.customizationID(\"a\")", binding: false))
        do { _ = try plain.apply(.resetOrder, to: plain.defaultState(), on: .ipados); Issue.record("expected a rejection") } catch {
            #expect(error.reason == .notCustomizable)
        }
    }

    @Test("B6, B7: visibility per placement; hiding from the sidebar also hides from the tab bar; resets")
    func visibility() throws {
        var state = try Self.model.apply(.hide("a", for: .tabBar), to: Self.model.defaultState(), on: .ipados)
        var r = resolve(Self.simple, .ipados, state: state)
        #expect(!r.tabBar.contains("a") && r.sidebar[0].tabs.contains("a"))
        #expect(r.tab("a")?.visible == ResolvedTabs.PerPlacement(sidebar: true, tabBar: false))
        state = try Self.model.apply(.hide("d", for: .sidebar), to: state, on: .ipados)
        r = resolve(Self.simple, .ipados, state: state)
        #expect(!r.tabBar.contains("d") && !r.sidebar[0].tabs.contains("d"))
        #expect(state.sidebarVisibility("d") == "hidden" && state.tabBarVisibility("d") == "automatic")
        state = try Self.model.apply(.resetVisibility, to: state, on: .ipados)
        #expect(resolve(Self.simple, .ipados, state: state).tabBar == ["a", "b", "c", "d", "#6"])
        // Declared default visibility (B6).
        let hidden = Self.tabView("Tab(\"A\", systemImage: \"a\") { Text(\"a\") }.customizationID(\"a\").defaultVisibility(.hidden, for: .tabBar)")
        #expect(resolve(hidden, .ipados).tabBar.isEmpty && resolve(hidden, .ipados).sidebar[0].tabs == ["a"])
        let shown = try TabCustomizationModel(hidden).apply(.show("a", for: .tabBar), to: TabCustomizationModel(hidden).defaultState(), on: .ipados)
        #expect(resolve(hidden, .ipados, state: shown).tabBar == ["a"])
    }

    @Test("B7: tab and section order, and resetting it")
    func order() throws {
        var state = try Self.model.apply(.move("e", to: 1, section: "s"), to: Self.model.defaultState(), on: .ipados)
        state = try Self.model.apply(.move("s", to: 0, section: nil), to: state, on: .ipados)
        let r = resolve(Self.simple, .ipados, state: state)
        #expect(r.sidebar.map(\.section) == [nil, "s"])
        #expect(r.sidebar[1].tabs == ["f", "e"])
        #expect(state.tabOrder[""]?.first == "s")
        #expect(resolve(Self.simple, .ios, state: state).tabBar == ["f", "e", "a", "b", "c", "d", "#6"])
        state = try Self.model.apply(.resetOrder, to: state, on: .ipados)
        #expect(state.tabOrder.isEmpty)
    }

    @Test("B7, S3: migration when tabs are added and removed")
    func migration() throws {
        var state = try Self.model.apply(.move("d", to: 0, section: nil), to: Self.model.defaultState(), on: .ipados)
        state = try Self.model.apply(.hide("a", for: .tabBar), to: state, on: .ipados)
        // Version 2 drops `a`, adds `n` after `b`.
        let v2 = Self.tabView("""
                Tab("B", systemImage: "b.circle") { Text("b") }.customizationID("b")
                Tab("N", systemImage: "n.circle") { Text("n") }.customizationID("n")
                Tab("C", systemImage: "c.circle") { Text("c") }.customizationID("c")
                Tab("D", systemImage: "d.circle") { Text("d") }.customizationID("d")
        """)
        let migrated = TabCustomizationModel(v2).migrate(state)
        #expect(migrated.tabOrder[""] == ["d", "b", "n", "c"])
        #expect(migrated.tabs["a"] == nil)
        #expect(migrated.seen.contains("a") && migrated.seen.contains("n"))
        var document = CustomizationDocument()
        document.tabs["V"] = state
        #expect(document.state(for: v2) == migrated)
    }

    @Test("B7: the storage key: @AppStorage's key, else the view's name")
    func storageKey() {
        #expect(TabCustomizationModel(Self.library).storageKey == "readingLibraryTabs")
        #expect(TabCustomizationModel(Self.simple).storageKey == "V")
    }

    @Test("B8: pinned tabs sit at the trailing edge of the iPad bar; sidebar-only tabs stay out of it")
    func placements() {
        let ipad = resolve(Self.library, .ipados)
        #expect(ipad.tabBar.last == "library.search")
        #expect(!ipad.tabBar.contains("library.finished") && !resolve(Self.library, .ios).tabBar.contains("library.finished"))
        #expect(ipad.sidebar.flatMap(\.tabs).contains("library.finished"))
        let moved = Frontend.ir("""
        struct V: View {
            @State private var c = TabViewCustomization()
            var body: some View {
                TabView {
                    Tab("Pin", systemImage: "pin") { Text("p") }.customizationID("pin").tabPlacement(.pinned)
                    Tab("A", systemImage: "a") { Text("a") }.customizationID("a")
                }
                .tabViewStyle(.sidebarAdaptable).tabViewCustomization($c)
            }
        }
        """).tabViews[0]
        #expect(resolve(moved, .ipados).tabBar == ["a", "pin"])
        #expect(resolve(moved, .ios).tabBar == ["pin", "a"])
    }

    @Test("B1: selection follows the selection binding's value")
    func selection() throws {
        let d = Frontend.ir(try example("MessagesTabSelection.swift")).tabViews[0]
        #expect(resolve(d, .ipados).selected == d.selectedKey)
        #expect(d.selectedKey != nil)
    }

    @Test("seed 001 on all six platforms", .enabled(if: FileManager.default.fileExists(atPath: seedsFolder.path)), arguments: Platform.allCases)
    func seed(_ platform: Platform) throws {
        let source = try #require(SeedEngineTests.sources.first { $0.contains("TabCustomizationBehaviorDemo") })
        let tabs = try #require(Renderer(context: ToolbarContext(platform: platform), measurer: fonts).render(Frontend.ir(source)).tabs)
        #expect(tabs.style == "sidebarAdaptable" && tabs.customizable)
        #expect(tabs.tabs.map(\.key) == ["tab.home", "tab.browse", "tab.settings"])
        #expect(tabs.selected == "tab.home")
        #expect(tabs.tab("tab.settings")?.canMove == false && tabs.tab("tab.settings")?.canHide == ResolvedTabs.PerPlacement(sidebar: false, tabBar: false))
        #expect(tabs.tab("tab.browse")?.canMove == (platform == .ipados || platform == .macos))
        #expect(tabs.tab("tab.browse")?.canHide.sidebar == false)
        #expect(tabs.tab("tab.home")?.canHide.tabBar == (platform == .ipados))
        let shown = tabs.tabBar.isEmpty ? tabs.sidebar.flatMap(\.tabs) : tabs.tabBar
        #expect(shown == ["tab.home", "tab.browse", "tab.settings"])
    }

    @Test("random tab edit sequences keep the invariants", arguments: [Platform.ipados, .macos])
    func property(_ platform: Platform) async {
        let model = TabCustomizationModel(Self.simple)
        let keys = ["a", "b", "c", "d", "e", "f", "#6", "s"]
        await propertyCheck(count: 150, input: Gen.int(in: 0...100_000).array(of: 1...30)) { numbers in
            var state = model.defaultState()
            for n in numbers {
                let key = keys[n % keys.count]
                let placement: TabBarPlacement = n % 2 == 0 ? .sidebar : .tabBar
                let edit: TabEdit
                switch (n / 8) % 5 {
                case 0: edit = .hide(key, for: placement)
                case 1: edit = .show(key, for: placement)
                case 2: edit = .move(key, to: (n / 40) % 7, section: nil)
                case 3: edit = .move(key, to: (n / 40) % 3, section: "s")
                default: edit = n % 3 == 0 ? .resetOrder : .resetVisibility
                }
                if let next = try? model.apply(edit, to: state, on: platform) { state = next }
                for (section, order) in state.tabOrder {
                    #expect(Set(order).count == order.count)
                    #expect(Set(order) == Set(model.declaredOrder(section)))
                }
                #expect(state.tabs["c"] == nil, "a disabled tab never enters the value (B5)")
                #expect(state.tabs["#6"] == nil, "a tab without id never enters the value (B4)")
            }
            let data = try? EaselJSON.encode(CustomizationDocument(tabs: ["V": state]))
            #expect(data.flatMap { try? JSONDecoder().decode(CustomizationDocument.self, from: $0) }?.tabs["V"] == state)
            #expect(model.migrate(state).tabOrder == state.tabOrder)
            let r = resolve(Self.simple, .ipados, state: state)
            #expect(Set(r.tabBar).count == r.tabBar.count)
        }
    }

    @Test("B1: the tab bar is the tab view's with tabs, not a page-style one inside a tab; a legacy tab item's stack of symbol and text is titled by the text")
    func pagesInsideATab() {
        let doc = render("""
        struct Home: View {
            func item(_ text: String, _ image: String) -> some View {
                VStack { Image(systemName: image); Text(text) }
            }
            var body: some View {
                TabView {
                    TabView { Text("Page 1"); Text("Page 2") }
                        .tabViewStyle(.page)
                        .tabItem { item("Movies", "film") }
                    Text("Lists").tabItem { item("My Lists", "heart") }
                }
            }
        }
        """, ToolbarContext(platform: .ios))
        #expect(doc.tabs?.style == "automatic")
        #expect(doc.tabs?.tabs.map(\.title) == ["Movies", "My Lists"])
        #expect(doc.tabs?.tabs.map(\.systemImage) == ["film", "heart"])
    }
}

extension TabEdit: CustomTestStringConvertible {
    public var testDescription: String { "\(self)" }
}
