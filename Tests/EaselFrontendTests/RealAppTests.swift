import EaselFrontend
import EaselIR
import Testing

/// Spec section 11 (R): the code of real apps previews — what Easel does not know never stops
/// the rest, and the language real apps are written in runs.
@Suite("Real apps")
struct RealAppTests {
    private func toolbarLabels(_ d: IRDocument) -> [String] { d.toolbars.flatMap(\.items).compactMap(\.label) }
    private func notes(_ d: IRDocument, _ code: String) -> [Diagnostic] { d.diagnostics.filter { $0.code == code } }

    // MARK: R3 — unknown is not fatal

    @Test("R3: a name from another framework is an opaque value with one note per name, and the toolbar still comes out")
    func unknownNamesAreOpaque() {
        let d = ir(view("""
                NavigationStack {
                    Text(Formatter.shared.title(for: item))
                    Text(Formatter.shared.subtitle)
                    if UIDevice.current.userInterfaceIdiom == .pad { Text("iPad") }
                }
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let unknown = notes(d, "unknown-name")
        #expect(unknown.filter { $0.message.contains("'Formatter'") }.count == 1, "one note per name: \(unknown)")
        #expect(unknown.allSatisfy { $0.severity == .note })
        #expect(toolbarLabels(d) == ["Add"])
        // R5: a condition over an opaque value takes the branch that shows content.
        #expect(texts(d).contains("iPad"))
        // An opaque value shown as text shows its source text.
        #expect(texts(d).contains("Formatter.shared.subtitle"))
    }

    @Test("R3: an unknown view is a labelled placeholder that still evaluates the views and toolbars handed to it")
    func unknownViewKeepsItsContent() {
        let d = ir(view("""
                PageContainer(title: "Inbox", content: Text("Body").toolbar { Button("Inner") {} }) {
                    Text("Trailing closure")
                        .toolbar { ToolbarItem(placement: .bottomBar) { Button("Archive") {} } }
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "Placeholder")?.argument("name")?.stringValue == "PageContainer")
        #expect(texts(d).contains("Body") && texts(d).contains("Trailing closure"))
        #expect(Set(toolbarLabels(d)) == ["Inner", "Archive"])
    }

    @Test("R3: closures handed to an unknown view that act (not build) are kept, not run")
    func actionClosuresAreNotRun() {
        let d = ir(view("""
                AsyncButton(action: { count += 1 }) { Text("Go") }
                    .onSubmit { count += 1 }
                Text("count \\(count)")
        """, members: "@State private var count = 0"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("count 0"))
        #expect(texts(d).contains("Go"))
    }

    @Test("R3: under --strict an unknown name is an error")
    func strictMakesUnknownAnError() {
        let d = Frontend.ir(view("Text(missingThing)"), options: EvaluationOptions(strict: true))
        #expect(errors(d).contains { $0.code == "unknown-name" && $0.message.contains("missingThing") })
    }

    @Test("R3: a likely typo is suggested")
    func typoSuggestion() {
        let d = ir(view("Text(titel)", members: "var title = \"Hi\""))
        #expect(notes(d, "unknown-name").first?.message.contains("did you mean 'title'?") == true)
    }

    // MARK: R4 — missing arguments of the root

    @Test("R4: a root view whose arguments nobody supplies gets opaque values and a warning")
    func rootArgumentsAreOpaque() {
        let d = ir("""
        struct DonutGallery: View {
            var model: DonutModel
            @Binding var selection: String
            var body: some View {
                NavigationStack {
                    List(model.donuts) { donut in Text(donut.name) }
                        .toolbar { ToolbarItem { Button("Bake") { model.bake() } } }
                }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let warnings = notes(d, "preview-argument")
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.severity == .warning })
        #expect(warnings.contains { $0.message.contains("'model'") })
        #expect(toolbarLabels(d) == ["Bake"])
        // R5: ForEach over an opaque collection shows three rows.
        #expect(texts(d).count == 3)
    }

    @Test("R4: a #Preview that supplies the arguments wins")
    func previewSuppliesArguments() {
        let d = ir("""
        struct Greeting: View {
            var name: String
            var body: some View { Text("Hello, \\(name)") }
        }
        #Preview { Greeting(name: "Ada") }
        """)
        #expect(notes(d, "preview-argument").isEmpty)
        #expect(texts(d) == ["Hello, Ada"])
    }

    @Test("R4: a PreviewProvider supplies the root")
    func previewProvider() {
        let d = ir("""
        struct Greeting: View {
            var name: String
            var body: some View { Text("Hi \\(name)") }
        }
        struct Greeting_Previews: PreviewProvider {
            static var previews: some View { Greeting(name: "Grace") }
        }
        """)
        #expect(errors(d).isEmpty && notes(d, "preview-argument").isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Hi Grace"])
    }

    // MARK: R5 — decisions over opaque values

    @Test("R5: switch over an opaque value takes its first case; if-let binds an opaque value")
    func opaqueDecisions() {
        let d = ir(view("""
                VStack {
                    switch session.state {
                    case .loading: Text("Loading")
                    case .loaded(let items): Text("Loaded \\(items)")
                    }
                    if let user = session.user { Text("User \\(user.name)") } else { Text("Signed out") }
                    Text(session.isPro ? "Pro" : "Free")
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Loading", "User user.name", "Pro"])
    }

    // MARK: R2 — toolbars in their own types

    @Test("R2: a file whose toolbar is its own ToolbarContent type is previewed in a host, never 'no view to render'")
    func toolbarContentHost() {
        let d = ir("""
        struct EditorToolbar: CustomizableToolbarContent {
            let document: Document
            var body: some CustomizableToolbarContent {
                ToolbarItem(id: "bold", placement: .secondaryAction) { Button("Bold", systemImage: "bold") { document.toggleBold() } }
                ToolbarItem(id: "share", placement: .primaryAction) { Button("Share", systemImage: "square.and.arrow.up") {} }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.toolbars.count == 1 && d.toolbars[0].id == "EditorToolbar")
        #expect(d.toolbars[0].items.map(\.key) == ["bold", "share"])
    }

    @Test("R2: the source's ToolbarContent type used in a view's toolbar gives its items")
    func toolbarContentInView() {
        let d = ir("""
        struct Actions: ToolbarContent {
            var body: some ToolbarContent {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        }
        struct Editor: View {
            var body: some View { Text("x").toolbar { Actions() } }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbarLabels(d) == ["Cancel", "Done"])
    }

    // MARK: The language of real apps

    @Test("enums with associated values: if case, case let, where, for case")
    func patterns() {
        let d = ir("""
        enum Route { case detail(id: Int, name: String), settings }
        struct V: View {
            let routes: [Route] = [.detail(id: 1, name: "a"), .settings, .detail(id: 2, name: "b")]
            var body: some View {
                VStack {
                    if case .detail(let id, _) = routes[0] { Text("first \\(id)") }
                    switch routes[2] {
                    case let .detail(id, name) where id > 5: Text("big \\(name)")
                    case let .detail(_, name): Text("small \\(name)")
                    case .settings: Text("settings")
                    }
                    Text(names)
                }
            }
            var names: String {
                var out = ""
                for case let .detail(_, name) in routes { out += name }
                guard case .settings = routes[1] else { return "no" }
                return out
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["first 1", "small b", "ab"])
    }

    @Test("#if os(…) is decided for the platform rendered, in members, statements and modifier chains")
    func conditionalCompilation() {
        let source = """
        struct V: View {
            #if os(macOS)
            let kind = "mac"
            #else
            let kind = "other"
            #endif
            var body: some View {
                Text(kind)
                #if os(iOS)
                    .toolbar { Button("Phone") {} }
                #endif
                #if DEBUG
                Text("debug")
                #endif
            }
        }
        """
        let ios = Frontend.ir(source, options: EvaluationOptions(platform: .ios))
        let mac = Frontend.ir(source, options: EvaluationOptions(platform: .macos))
        #expect(errors(ios).isEmpty && errors(mac).isEmpty, "\(ios.diagnostics) \(mac.diagnostics)")
        #expect(texts(ios) == ["other", "debug"] && texts(mac) == ["mac", "debug"])
        #expect(toolbarLabels(ios) == ["Phone"] && toolbarLabels(mac).isEmpty)
    }

    @Test("extensions of the source's types, of View (custom modifiers) and of Color; ViewModifier; generic views")
    func extensionsAndGenerics() {
        let d = ir("""
        struct Card<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View { VStack { content }.cardStyle() }
        }
        struct Framed: ViewModifier {
            func body(content: Content) -> some View { content.padding().border(.brand) }
        }
        extension View {
            func cardStyle() -> some View { modifier(Framed()) }
        }
        extension Color { static let brand = Color.orange }
        struct Profile: View {
            var body: some View { Card { Text(greeting); Text("second") } }
        }
        extension Profile { var greeting: String { "Hi " + "there".uppercased() } }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Hi THERE", "second"])
        let stack = firstNode(d, kind: "VStack")
        #expect(stack?.modifiers.map(\.name) == ["padding", "border"])
        #expect(stack?.modifier("border")?.argument("style")?.symbolValue?.name == "orange")
    }

    @Test("R7: an @Observable class in @State: an action that changes it re-renders")
    func observableObjects() throws {
        let source = """
        @Observable final class Store {
            var items: [String] = ["One"]
            func add() { items.append("Item \\(items.count + 1)") }
        }
        struct Inbox: View {
            @State private var store = Store()
            var body: some View {
                NavigationStack {
                    List(store.items, id: \\.self) { Text($0) }
                        .toolbar { Button("Add") { store.add() } }
                }
            }
        }
        """
        let program = Frontend.compile(source)
        let first = program.evaluate()
        #expect(errors(first.document).isEmpty, "\(first.document.diagnostics)")
        let button = try #require(nodes(first.document).first { $0.kind == "Button" })
        let after = program.perform(.tap(button.identity), state: first.state)
        #expect(after.diagnostics.filter { $0.severity == .error }.isEmpty, "\(after.diagnostics)")
        #expect(texts(program.evaluate(state: after.state).document) == ["One", "Item 2"])
    }

    @Test("R7: an environment object injected above is read below; one nobody injected is opaque with a note")
    func environmentObjects() {
        let d = ir("""
        final class Settings: ObservableObject { @Published var name = "Ada" }
        struct Root: View {
            @StateObject private var settings = Settings()
            var body: some View { VStack { Child(); Orphan() }.environmentObject(settings) }
        }
        struct Child: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Text(settings.name) }
        }
        struct Orphan: View {
            @Environment(Library.self) private var library
            var body: some View { Text(library.title) }
        }
        #Preview { Root() }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Ada", "library.title"])
        #expect(notes(d, "unknown-name").contains { $0.message.contains("Library") })
    }

    @Test("R7: @Query reads as empty; @AppStorage with a key that is not a literal reads its value")
    func storageWrappers() {
        let d = ir("""
        enum Keys { static let name = "user.name" }
        struct V: View {
            @Query private var items: [Item]
            @AppStorage(Keys.name) private var name = "Guest"
            var body: some View { Text("\\(items.count) for \\(name)") }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["0 for Guest"])
    }

    @Test("nested types, typealiases and static members of the source")
    func nestedTypes() {
        let d = ir("""
        struct Theme {
            enum Size: Int { case small = 1, large = 2 }
            static let title = "Themed"
        }
        typealias Size = Theme.Size
        struct V: View {
            let size: Size = .large
            var body: some View { Text("\\(Theme.title) \\(size.rawValue)") }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Themed 2"])
    }

    @Test("operators as functions, sorted(by:), String(format:), String(localized:), defer")
    func standardLibrary() {
        let d = ir("""
        struct V: View {
            let xs = [3, 1, 2]
            var body: some View {
                VStack {
                    Text("\\(xs.reduce(0, +)) \\(xs.sorted(by: >)) \\(xs.sorted { $0 < $1 })")
                    Text(String(format: "%.1f km, %d%%", 2.345, 7))
                    Text(String(localized: "Hello"))
                    Text(log)
                }
            }
            var log: String {
                var s = "a"
                defer { s += "!" }
                s += "b"
                return s
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["6 [3, 2, 1] [1, 2, 3]", "2.3 km, 7%", "Hello", "ab"])
    }

    @Test("R6: what Swift itself rejects stays an error — a syntax error, a known API with impossible arguments — while the unknown is a note")
    func errorsSwiftWouldMake() {
        let d = ir(view("""
                VStack {
                    Toggle("Wi-Fi", isOn: 3)
                    Text(verbatim: 42)
                    Text(fromAnotherFile)
                    Text("unclosed
                }
        """))
        #expect(errors(d).contains { $0.code == "type-mismatch" && $0.line == 5 })
        #expect(errors(d).contains { $0.code == "type-mismatch" && $0.line == 6 })
        #expect(errors(d).contains { $0.code == "syntax" })
        #expect(d.diagnostics.contains { $0.code == "unknown-name" && $0.severity == .note && $0.line == 7 })
    }

    @Test("a view's own method called through self inside a builder; .constant(nil) for a @Binding to an optional")
    func viewMethodsAndOptionalBindings() {
        let d = ir("""
        struct Home: View {
            func item(_ text: String) -> some View { Label(text, systemImage: "star") }
            var body: some View {
                TabView {
                    Text("Movies").tabItem { self.item("Movies") }
                    Picker(url: .constant(nil))
                }
            }
        }
        struct Picker: View {
            @Binding var url: URL?
            var body: some View { Text(url == nil ? "none" : "some") }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.code == "budget-depth" })
        #expect(texts(d).contains("none"))
    }

    @Test("the horizontal size class is compact on iPhone and watch, regular elsewhere")
    func sizeClasses() {
        let source = view("""
                Text("x").toolbar {
                    if sizeClass == .compact { ToolbarItem(placement: .topBarLeading) { Button("Compact") {} } }
                    else { ToolbarItem(placement: .topBarLeading) { Button("Regular") {} } }
                }
        """, members: "@Environment(\\.horizontalSizeClass) private var sizeClass")
        // The branch not taken is declared too, under a presentation never shown: count what shows.
        let labels = { (p: Platform) in
            toolbars(Frontend.ir(source, options: EvaluationOptions(platform: p)), onScreen: true).flatMap(\.items).compactMap(\.label)
        }
        #expect(labels(.ios) == ["Compact"] && labels(.watchos) == ["Compact"])
        #expect(labels(.ipados) == ["Regular"] && labels(.macos) == ["Regular"])
    }

    @Test("#if around a modifier Easel does not know (an extension elsewhere) keeps the view and its toolbar")
    func postfixIfWithUnknownModifier() {
        let d = Frontend.ir(view("""
                Text("x")
                    #if os(tvOS)
                    .focusSection()
                    #else
                    .navigationBarMenuButton(isLoading: .constant(false)) { Text("menu") }
                    #endif
                    .toolbar { Button("Kept") {} }
        """), options: EvaluationOptions(platform: .ios))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.code == "unknown-modifier" && $0.message.contains("navigationBarMenuButton") })
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["Kept"])
    }

    @Test("L10: a lazy container builds the first rows of a huge ForEach, not all of them (no node budget error)")
    func lazyContainersBuildWhatShows() {
        let d = ir("List(0..<100_000, id: \\.self) { Text(\"Row \\($0)\") }\nLazyVStack { ForEach(0..<50_000) { Text(\"Item \\($0)\") } }")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let rows = texts(d).filter { $0.hasPrefix("Row ") }, items = texts(d).filter { $0.hasPrefix("Item ") }
        #expect(rows.first == "Row 0" && rows.count >= 25 && rows.count <= 100)
        #expect(items.first == "Item 0" && items.count <= 100)
        // A plain VStack is not lazy: every row is built.
        #expect(texts(ir("VStack { ForEach(0..<150) { Text(\"\\($0)\") } }")).count == 150)
    }

    // MARK: Functions as values

    @Test("R7: a method named where a builder closure goes — .toolbar(content: toolbar), ForEach(items, content: row) — is called as Swift calls it, its labels dropped")
    func functionsAsContent() {
        let d = ir(view("""
                NavigationStack {
                    VStack { ForEach(["Inbox", "Sent"], content: row) }
                        .toolbar(content: toolbar)
                }
        """, members: """
            func row(title: String) -> some View { Text("Row \\(title)") }
            @ToolbarContentBuilder
            func toolbar() -> some ToolbarContent {
                ToolbarItem(placement: .primaryAction) { Button("Compose") {} }
                ToolbarItem(placement: .bottomBar) { Button("Filter") {} }
            }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbarLabels(d) == ["Compose", "Filter"])
        #expect(texts(d).contains("Row Inbox") && texts(d).contains("Row Sent"))
    }

    @Test("R5/R7: `is` is decided where the type is known and, over an unknown value, as R5 decides")
    func isChecks() {
        let d = ir(view("""
                VStack {
                    if draft is Draft { Text("a draft") }
                    if count is String { Text("wrong") } else { Text("an Int") }
                    if Editor.shared.active is DiffEditor { Text("diff") }
                }
        """, members: """
            struct Draft { let title = "x" }
            let draft = Draft()
            let count = 3
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("a draft") && texts(d).contains("an Int") && !texts(d).contains("wrong"))
        #expect(texts(d).contains("diff"), "an unknown value's check takes the branch that shows content")
    }

    @Test("R3/R7: empty collections of types from elsewhere ([Card](), [String: Page]()), LocalizedStringKey of a string, and an unknown view's builder holding what is not a view")
    func collectionsAndForeignBuilders() {
        let d = ir(view("""
                NavigationStack {
                    VStack {
                        Text("\\(cards.count) cards, \\(pages.count) pages")
                        Label(LocalizedStringKey(title.capitalized), systemImage: "star")
                        Markdown { about }
                    }
                    .toolbar { Button("Add") {} }
                }
        """, members: """
            @State private var cards = [Card]()
            @State private var pages = [String: Page]()
            let title = "inbox"
            let about = "Some **Markdown**"
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("0 cards, 0 pages"))
        #expect(toolbarLabels(d) == ["Add"])
    }

    @Test("R3: changing a value of a type Easel does not know — a call on a constant, a property, a subscript through optional chaining, an inout argument — is not an error: it may be an object")
    func unknownReferenceTypes() {
        let d = ir(view("""
                Text(summary).toolbar { Button("Share") {} }
        """, members: """
            var summary: String {
                let log = NSMutableAttributedString()
                log.append(NSAttributedString(string: "entry"))
                var plain = ""
                plain.append("done")
                layer.videoGravity = .resizeAspect
                publisher.sink { _ in }.store(in: &subscriptions)
                center.nowPlayingInfo?["title"] = plain
                return plain
            }
            let layer = AVPlayerLayer()
            let center = MPNowPlayingInfoCenter.default()
            let publisher = NotificationCenter.default.publisher(for: .refresh)
            @State private var subscriptions = Set<AnyCancellable>()
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("done") && toolbarLabels(d) == ["Share"])
    }

    @Test("R5: rows of unknown collections nested in rows show fewer rows at each level, and a computed Binding written with trailing closures works")
    func nestedOpaqueRowsAndTrailingBinding() {
        let d = ir(view("""
                List {
                    ForEach(threads) { thread in
                        ForEach(thread.replies) { reply in
                            ForEach(reply.likes) { like in Text("like") }
                        }
                    }
                }
                .confirmationDialog("Delete?", isPresented: Binding { pending != nil } set: { _ in }) { Button("Delete") {} }
                .toolbar { Button("New") {} }
        """, members: """
            @State private var pending: String? = nil
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        // 3 threads × 2 replies × 1 like, not 27.
        #expect(texts(d).filter { $0 == "like" }.count == 6)
        #expect(toolbarLabels(d) == ["New"])
    }
}
