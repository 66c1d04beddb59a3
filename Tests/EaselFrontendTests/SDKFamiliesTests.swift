import EaselFrontend
import EaselIR
import Foundation
import Testing

/// Issue 32, point 3: the declared SDK has what Apple documents of the families this project is
/// about, each with its availability, and overloads are picked the way Swift picks them.
@Suite("SDK families against Apple's documentation")
struct SDKFamiliesTests {
    private func diagnosticCodes(_ d: IRDocument) -> [String] { d.diagnostics.map(\.code) }

    @Test("N9: Tab(_:systemImage:role:content:), documented since iOS 18, keeps its title, symbol and role")
    func tabWithTitleAndRole() throws {
        let d = ir(view("""
                TabView {
                    Tab("Home", systemImage: "house") { Text("Home") }
                    Tab("Search", systemImage: "magnifyingglass", role: .search) { Text("Find") }
                    Tab("Library", image: "books", role: nil) { Text("Books") }
                }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        let tabs = try #require(d.tabViews.first).tabs
        #expect(tabs.map(\.title) == ["Home", "Search", "Library"])
        #expect(tabs[1].systemImage == "magnifyingglass")
        #expect(tabs[1].role == "search")
        #expect(tabs[2].role == nil)
    }

    @Test("N10: badge(_:) takes a count, a string or a Text, on a tab and on a toolbar item's content, as its overloads do")
    func badgeOverloads() throws {
        let d = ir(view("""
                TabView {
                    Tab("Inbox", systemImage: "tray") {
                        NavigationStack {
                            Text("Mail")
                                .toolbar {
                                    ToolbarItem { Button("Updates", systemImage: "bell") {}.badge("New") }
                                    ToolbarItem { Button("Drafts", systemImage: "doc") {}.badge(Text("3")) }
                                    ToolbarItem { Button("Flags", systemImage: "flag") {}.badge(2) }
                                }
                        }
                    }
                    .badge("New")
                    Tab("Sent", systemImage: "paperplane") { Text("Sent") }.badge(4)
                    Tab("Trash", systemImage: "trash") { Text("Trash") }.badge(Text("!"))
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let items = try #require(d.toolbars.first).items
        #expect(items.map(\.badge) == ["New", "3", "2"])
    }

    @Test("G1: badge(_:) is not on tvOS or watchOS, as Apple documents; the preview goes without it and says so")
    func badgeUnavailableOnTV() {
        let d = Frontend.ir(view("""
                NavigationStack { Text("x").toolbar { ToolbarItem { Button("Bell") {}.badge(3) } } }
        """), options: EvaluationOptions(platform: .tvos))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.code == "unavailable-api" && $0.message.contains("badge") })
        #expect(d.toolbars.first?.items.first?.badge == nil)
    }

    @Test("the scene modifiers of an App apply to its scenes: defaultSize(_:), defaultPosition(_:), commandsRemoved(), commandsReplaced, windowResizability, windowStyle")
    func sceneModifiersOnScenes() throws {
        let source = """
        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup("Notes") {
                    NavigationStack { Text("Notes").toolbar { ToolbarItem { Button("New") {} } } }
                }
                .defaultSize(CGSize(width: 900, height: 600))
                .defaultPosition(.topLeading)
                .windowResizability(.contentMinSize)
                .windowStyle(.hiddenTitleBar)
                .windowToolbarStyle(.unifiedCompact(showsTitle: false))
                .commandsRemoved()
                Window("About", id: "about") { Text("About") }
                    .defaultSize(width: 300, height: 200)
                    .commandsReplaced { CommandGroup(replacing: .help) { Button("Help") {} } }
                Settings { Text("Settings") }
                    .windowResizability(.contentSize)
            }
        }
        """
        let d = Frontend.ir(source, options: EvaluationOptions(platform: .macos))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        let app = try #require(d.app)
        #expect(app.scenes.map(\.kind) == ["WindowGroup", "Window", "Settings"])
        #expect(app.scenes.first?.title == "Notes")
    }

    @Test("R3: a Scene of the app's own (struct MainScene: Scene) takes scene modifiers, not view ones")
    func sceneModifiersOnAnAppsOwnScene() throws {
        let source = """
        struct MainScene: Scene {
            var body: some Scene {
                WindowGroup { NavigationStack { Text("Main").toolbar { Button("Add") {} } } }
            }
        }
        @main
        struct ShopApp: App {
            var body: some Scene {
                MainScene()
                    .defaultSize(width: 800, height: 600)
                    .commandsRemoved()
                    .environment(\\.locale, .current)
            }
        }
        """
        let d = Frontend.ir(source, options: EvaluationOptions(platform: .macos))
        #expect(!diagnosticCodes(d).contains("unavailable-modifier"), "\(d.diagnostics)")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
    }

    @Test("G1: a scene the platform lacks (Settings, Window on iOS) and a macOS-only scene modifier are warned about and left out, not errors")
    func macOnlyScenesOnIOS() throws {
        let source = """
        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { Text("Notes") }
                    .defaultPosition(.center)
                Settings { Text("Settings") }
            }
        }
        """
        let d = Frontend.ir(source, options: EvaluationOptions(platform: .ios))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.app?.scenes.map(\.kind) == ["WindowGroup"])
        #expect(d.diagnostics.filter { $0.code == "unavailable-api" }.count == 2, "\(d.diagnostics)")
    }

    @Test("the families' other overloads: NavigationStack(root:), navigationTitle of a binding or a view, searchable with a Text prompt, popover's defaults, alert(_:item:), confirmationDialog(_:item:)")
    func familyOverloads() throws {
        let d = ir(view("""
                NavigationStack(root: {
                    Text("Root")
                        .navigationTitle($title)
                        .searchable(text: $query, prompt: Text("Find a note"))
                        .popover(isPresented: $showsInfo, arrowEdge: .top) { Text("Info") }
                        .alert("Delete?", item: $selection) { item in Button("Delete", role: .destructive) {} }
                        .confirmationDialog("Move?", item: $selection, titleVisibility: .visible) { item in Button("Move") {} }
                        .toolbar { ToolbarItem { Button("Share") {} } }
                })
        """, members: """
            @State private var title = "Notes"
            @State private var query = ""
            @State private var showsInfo = false
            @State private var selection: String? = nil
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        let presentation = try #require(d.presentations.first)
        #expect(presentation.navigationTitle == "Notes")
        #expect(presentation.search?.prompt == "Find a note")
        let e = ir(view("""
                NavigationStack { Text("x").navigationTitle { Text("Inbox") } }
        """))
        #expect(e.diagnostics.isEmpty, "\(e.diagnostics)")
        #expect(e.presentations.first?.navigationTitle == "Inbox")
    }

    @Test("the values apps write around them are known: NavigationPath, ScrollViewReader and scrollTo, EdgeInsets, EditMode, AnyShape, Gradient, UnitPoint, Table and TableColumn")
    func valuesAroundTheFamilies() throws {
        let d = Frontend.ir(view("""
                NavigationStack(path: $path) {
                    ScrollViewReader { proxy in
                        List {
                            Text("Count \\(path.count)")
                                .listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
                                .padding(EdgeInsets())
                            Text("Empty \\(path.isEmpty)")
                                .clipShape(AnyShape(Capsule()))
                                .background(LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .top, endPoint: UnitPoint(x: 0.5, y: 1)))
                        }
                        .environment(\\.editMode, .constant(EditMode.active))
                        .toolbar {
                            Button("Top") { proxy.scrollTo("top", anchor: .top) }
                            Button("Back") { path.removeLast(path.count) }
                        }
                    }
                    .onAppear { path.append("detail"); path.append("more") }
                }
        """, members: """
            @State private var path = NavigationPath()
        """), options: EvaluationOptions(platform: .ios))
        let unknown = d.diagnostics.filter { ["unknown-name", "placeholder-view", "no-matching-call", "unknown-modifier"].contains($0.code) }
        #expect(unknown.isEmpty, "\(unknown)")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("Count 2"), "the path is the values appended as the view appeared: \(texts(d))")
        #expect(itemLabels(d, onScreen: true) == ["Top", "Back"])

        let table = Frontend.ir(view("""
                Table(people) {
                    TableColumn("Name", value: \\.name)
                    TableColumn("Age") { person in Text("\\(person.age)") }
                        .width(min: 40, ideal: 60)
                }
                .toolbar { ToolbarItem { Button("Add") {} } }
        """, members: """
            struct Person: Identifiable { let id: Int; let name: String; let age: Int }
            let people = [Person(id: 1, name: "Ann", age: 30)]
        """), options: EvaluationOptions(platform: .macos))
        let tableUnknown = table.diagnostics.filter { ["unknown-name", "placeholder-view", "no-matching-call", "unknown-modifier"].contains($0.code) }
        #expect(tableUnknown.isEmpty, "\(tableUnknown)")
        // The columns, then a row per person (`TablePictureTests` for its cells).
        #expect(firstNode(table, kind: "Table")?.children.map(\.kind) == ["TableColumn", "TableColumn", "TableRow"])
    }
}
