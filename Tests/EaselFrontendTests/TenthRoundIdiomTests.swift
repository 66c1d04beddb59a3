@testable import EaselFrontend
import EaselIR
import Testing

/// What eleven more public apps needed (an offline encyclopedia, a window manager, a gallery
/// client on TCA, a social client's packages): errors, endless builds and wrong pictures where
/// Swift compiles their code.
@Suite("Idioms of an encyclopedia, a window manager and a gallery client")
struct TenthRoundIdiomTests {
    @Test("in an initializer, `Self.member`, a bare static and a bare computed property read as they do in a method")
    func selfInInitializer() {
        let d = ir("""
        final class Session { var open = true }
        struct Database {
            let session: Session
            let title: String
            let shown: String
            init() {
                session = Self.connect()
                title = Self.defaultTitle
                shown = prefix + " " + label
            }
            static func connect() -> Session { Session() }
            static let defaultTitle = "Inbox"
            static let prefix = "All"
            var label: String { title.uppercased() }
        }
        """ + "\n" + view("""
        let db = Database()
        Text(db.title).task { db.session.open = false }
        Text(db.shown)
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "unknown-name").isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Inbox", "All INBOX"])
    }

    @Test("R3: an angle made of an unknown number is unknown, not its text; truncatingRemainder and remainder(dividingBy:) compute")
    func angleOfUnknown() {
        let d = ir(view("""
        Circle().trim(from: 0, to: Angle(degrees: Unknown.angle).degrees / 360.0)
        Circle().trim(from: 0, to: abs(Angle.degrees(Unknown.angle).degrees) / 360.0)
        Text("\\(390.0.truncatingRemainder(dividingBy: 360)) \\(350.0.remainder(dividingBy: 360))")
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["30.0 -10.0"])
    }

    @Test("a view whose sheet, cover or pushed destination not shown presents the view again is declared one step deep, not built without end",
          arguments: ["sheet(isPresented: $show)", "fullScreenCover(isPresented: $show)", "popover(isPresented: $show)",
                      "navigationDestination(isPresented: $show)"])
    func selfPresentingView(_ presentation: String) {
        let d = ir("""
        struct FolderView: View {
            let depth: Int
            @State private var show = false
            var body: some View {
                List { Text("Folder \\(depth)") }
                    .\(presentation) { FolderView(depth: depth + 1) }
                    .toolbar { ToolbarItem { Button("New \\(depth)") {} } }
            }
        }
        #Preview { NavigationStack { FolderView(depth: 0) } }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(itemLabels(d, onScreen: true) == ["New 0"])
        #expect(itemLabels(d, onScreen: false) == ["New 1"], "the content one presentation away is declared off screen, as before")
    }

    @Test("a link of another library (`NavigationLink(unwrapping:)`) keeps its closure as its destination: two views linking to each other end")
    func unknownLinkDestination() {
        let d = ir("""
        struct GalleryView: View {
            @State private var route: String?
            var body: some View {
                List { Text("Gallery") }
                    .background(NavigationLink(unwrapping: $route) { id in CommentsView() })
                    .toolbar { ToolbarItem { Button("Share") {} } }
            }
        }
        struct CommentsView: View {
            @State private var route: String?
            var body: some View {
                List { Text("Comments") }
                    .background(NavigationLink(unwrapping: $route) { id in GalleryView() })
                    .toolbar { ToolbarItem { Button("Reply") {} } }
            }
        }
        #Preview { NavigationStack { GalleryView() } }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(itemLabels(d, onScreen: true) == ["Share"], "the destination's toolbar is not the screen's")
        let link = firstNode(d, kind: "NavigationLink")
        #expect(link?.argument("destination") != nil && link?.children.isEmpty == true)
    }

    @Test("beside SwiftUI's `sheet`, the project's `sheet(unwrapping:case:content:)` is not another library's `sheet(item:id:)`: a warning, no errors")
    func otherLibrarysOverload() {
        let d = ir("""
        extension View {
            func sheet<Content: View>(unwrapping value: Binding<Int?>, case name: String, @ViewBuilder content: @escaping (Int) -> Content) -> some View { self }
        }
        """ + "\n" + view("""
        Text("A")
            .sheet(item: $url, id: \\.absoluteString) { url in Text("Share") }
            .sheet(unwrapping: $count, case: "one") { n in Text("One") }
        """, members: "@State private var url: URL?\n@State private var count: Int?"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "no-matching-call").count == 1)
    }

    @Test("a field of an SDK value set as Swift sets a struct's: `radii.topLeading = 12`, `insets.leading += 2`")
    func fieldOfSDKValue() {
        let d = ir(view("""
        var radii = RectangleCornerRadii()
        radii.topLeading = 12
        radii.bottomTrailing += 6
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.leading += 2
        return Text("\\(radii.topLeading) \\(radii.bottomTrailing) \\(insets.leading)")
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["12.0 6.0 4.0"])
    }

    @Test("a symbol's three hierarchical styles: foregroundStyle(_:_:_:)")
    func threeStyles() {
        let d = ir(view("Image(systemName: \"cloud.sun.rain.fill\").foregroundStyle(.gray, .yellow, .blue)"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
    }

    @Test("another module's modifier beside the project's overload of its name is not the project's: `.onKeyboardShortcut(.x, type:) { }` beside `onKeyboardShortcut(key:perform:)`")
    func otherModulesModifierBesideProjects() {
        let d = ir("""
        extension View {
            func onKeyboardShortcut(key: KeyEquivalent, perform: @escaping () -> Void) -> some View { self }
        }
        """ + "\n" + view("""
        Text("Hello")
            .onKeyboardShortcut(.togglePanel, type: .keyDown) { print("toggled") }
            .onKeyboardShortcut(key: "k") { print("k") }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
    }

    @Test("a @FocusedValue, @FocusedBinding or @FocusedObject property needs no argument where its type is made")
    func focusedValues() {
        let d = ir("""
        struct Menus: Commands {
            @FocusedValue(\\.showSettings) var showSettings
            @FocusedBinding(\\.selection) var selection
            var body: some Commands { CommandGroup(replacing: .appSettings) { Button("Settings") { } } }
        }
        struct SettingsButton: View {
            @FocusedValue(\\.showSettings) var showSettings
            var body: some View { Button("Settings") { } }
        }
        @main
        struct DemoApp: App {
            var body: some Scene { WindowGroup { SettingsButton() }.commands { Menus() } }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "preview-argument").isEmpty, "\(d.diagnostics)")
    }

    @Test("through an optional (`result?.append(x)`), into an object of a `let` array (`items[i].order = i`), a class's computed property's setter (`count = 1`)")
    func mutationsSwiftAllows() {
        let d = ir("""
        final class Instruction { var order: Int; init(order: Int) { self.order = order } }
        func renumber(_ instructions: [Instruction]) { for i in instructions.indices { instructions[i].order = i } }
        func doubled(_ prices: [Int]?) -> [Int]? {
            var result: [Int]?
            if let prices { result = []; for p in prices { result?.append(p * 2) } }
            return result
        }
        final class Settings {
            static let shared = Settings()
            private var stored = 0
            var count: Int { get { stored } set { stored = newValue * 10 } }
            private init() { migrate() }
            private func migrate() { count = 1 }
        }
        """ + "\n" + view("""
        let items = [Instruction(order: 3), Instruction(order: 1)]
        let _ = renumber(items)
        Text("\\(items[1].order) \\(doubled([1, 2])?.count ?? 0) \\(Settings.shared.count)")
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["1 2 10"])
    }

    @Test("a type name written in a view is SwiftUI's where the module nests one of that name elsewhere: `let tint: Color` beside `AppIcon.Color`")
    func nestedNameElsewhere() {
        let d = ir("""
        struct AppIcon { enum Color: String, CaseIterable { case lime, green, blue } }
        struct Badge: View {
            let symbol: String
            let tint: Color
            var body: some View { Image(systemName: symbol).foregroundColor(tint) }
        }
        #Preview { Badge(symbol: "star.fill", tint: .green) }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
    }

    @Test("`map` of a property declared optional is Optional's: the closure takes the whole value (`variations.map { ForEach($0) { … } }`)")
    func optionalMap() {
        let d = ir("""
        struct Variant: Identifiable { let id: Int; let name: String }
        struct Item { var variations: [Variant]? = [Variant(id: 3, name: "Green")] }
        struct Strip: View {
            let variations: [Variant]? = [Variant(id: 1, name: "Red"), Variant(id: 2, name: "Blue")]
            let missing: String? = nil
            let item = Item()
            let names = ["a", "b"]
            var body: some View {
                HStack {
                    variations.map { variants in ForEach(variants) { v in Text(v.name) } }
                    missing.map { Text($0) }
                    item.variations.map { variants in ForEach(variants) { v in Text(v.name) } }
                    Text(names.map { $0.uppercased() }.joined())
                }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Red", "Blue", "Green", "AB"])
    }

    @Test("R5 where Easel can know: `UIDevice.current.userInterfaceIdiom` is the platform previewed's (`.phone` on iOS, `.pad` on iPadOS)",
          arguments: [(Platform.ios, "Phone iOS"), (.ipados, "Pad iPad")])
    func deviceIdiom(_ platform: Platform, _ shown: String) {
        let source = view("""
        if UIDevice.current.userInterfaceIdiom == .pad {
            Text("Pad \\(UIDevice.current.model)")
        } else {
            Text("Phone \\(UIDevice.current.systemName)")
        }
        """)
        let d = Frontend.ir(source, fileName: "test.swift", options: EvaluationOptions(platform: platform))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == [shown])
    }

    @Test("L11: a ForEach's rows in a Picker are tagged with their ids, as SwiftUI tags them; the picker names the selected option; a ForEach elsewhere is not tagged")
    func pickerRowTags() {
        let d = ir("""
        struct Team: Identifiable { let id: Int; let name: String }
        """ + "\n" + view("""
        VStack {
            Picker("Team", selection: $team) { ForEach(teams) { Text($0.name) } }
            ForEach(teams) { Text($0.name) }
        }
        """, members: """
            @State private var team = 2
            let teams = [Team(id: 1, name: "Red"), Team(id: 2, name: "Blue")]
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let picker = firstNode(d, kind: "Picker")
        let rows = nodes(d).filter { $0.kind == "Text" }
        #expect(rows.map { $0.modifier("tag")?.argument("tag") } == [.int(1), .int(2), nil, nil])
        #expect(picker?.argument("selectedOption")?.stringValue == rows[1].identity)
    }
}
