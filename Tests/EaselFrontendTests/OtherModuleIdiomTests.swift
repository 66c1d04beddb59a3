import EaselFrontend
import EaselIR
import Testing

/// Idioms of real apps that lean on code in other files and modules: names and overloads shared
/// with SwiftUI, helpers declared elsewhere, helpers declared here and used elsewhere (met in a
/// Reddit client, a Mac cleaner, a keyboard utility, two wallets and the Composable
/// Architecture's examples). Each is Swift that compiles, so none may end a preview in an error
/// (spec R3, R6), and the toolbars inside still come out.
@Suite("Real-app idioms: other files and modules")
struct OtherModuleIdiomTests {
    @Test("R3: `cond ? nil : view` is an optional view, and nil shows nothing")
    func optionalViewFromTernary() {
        let d = ir(view("""
                NavigationStack { Text("Reply") }
                    .overlay(!loading ? nil : ProgressView())
                    .background(plain ? nil : Color.gray)
                    .toolbar { ToolbarItem { Button("Send") {} } }
        """, members: "    var loading = false\n    var plain = true"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["Send"])
        let overlay = nodes(d).first { $0.kind == "NavigationStack" }?.modifiers.first { $0.name == "overlay" }
        #expect(overlay != nil)
        #expect(!nodes(d).contains { $0.kind == "ProgressView" }, "not loading: the overlay is nil")
    }

    @Test("an extension's overload with other labels leaves the SDK's method of that name in place")
    func extensionOverloadByLabels() {
        let d = ir("""
        extension CGFloat {
            static func random(_ a: ClosedRange<CGFloat>, _ b: ClosedRange<CGFloat>) -> CGFloat { 7 }
        }
        extension String {
            func uppercased(_ times: Int) -> String { "shouted" }
        }
        \(view("""
                NavigationStack {
                    Text("abc".uppercased())
                    Text("\\(CGFloat.random(in: 1...2))")
                }
                .toolbar { Button("x".uppercased(2)) {}; Button("\\(CGFloat.random(2...2, 3...3))") {} }
        """))
        """, view: "TestView")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).first == "ABC", "uppercased() is the SDK's, not the extension's uppercased(_:)")
        #expect(texts(d).dropFirst().first != "7.0", "random(in:) is not the extension's random(_:_:)")
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["shouted", "7.0"], "the extension's own overloads")
    }

    @Test("a space between an attribute and its arguments warns as Swift 5 does; the property keeps its wrapper")
    func spacedAttributeArguments() throws {
        let d = ir(view("""
                NavigationStack { Text(scheme == .dark ? "dark" : "light") }
                    .toolbar { Button("Done") {} }
        """, members: "    @Environment (\\.colorScheme) var scheme: ColorScheme"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let warning = try #require(d.diagnostics.first { $0.code == "syntax" })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("Swift 6 language mode"))
        #expect(texts(d) == ["light"])
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["Done"])
    }

    @Test("R3: a project view named like a SwiftUI scene (`Settings(router:)`) is the project's, a tab like any view")
    func projectViewShadowsScene() {
        let d = ir(view("""
                TabView {
                    Text("Posts").tabItem { Label("Posts", systemImage: "doc") }.tag(0)
                    Settings(router: router)
                        .tag(1)
                        .tabItem { Label("Settings", systemImage: "gearshape") }
                }
        """, members: "    let router = 0"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.tabViews.first?.tabs.map(\.title) == ["Posts", "Settings"])
        #expect(nodes(d).contains { $0.kind == "Placeholder" && $0.argument("name")?.stringValue == "Settings" })
    }

    @Test("R3: a Binding factory from another file (`.readonly { … }`) is a binding")
    func bindingFactoryFromElsewhere() {
        let d = ir("""
        struct Container: View {
            @Binding var state: Int
            var body: some View {
                NavigationStack { Text("Groups") }
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("New") {} } }
            }
        }
        #Preview { Container(state: .readonly { 1 }) }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["New"])
    }

    @Test("R3: another library's overload of a presentation (`.sheet(store:)`) keeps its content, not presented")
    func libraryPresentationOverload() {
        let d = ir(view("""
                NavigationStack { Text("Root") }
                    .sheet(store: store.scope(\\.sheet)) { store in
                        NavigationStack { Text("Sheet") }
                            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Dismiss") {} } }
                    }
                    .fullScreenCover(store: store.scope(\\.cover)) { _ in
                        NavigationStack { Text("Cover") }
                            .toolbar { ToolbarItem { Button("Close") {} } }
                    }
        """, members: "    let store: StoreOf<Feature>"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbars(d, onScreen: true).isEmpty)
        #expect(toolbars(d, onScreen: false).flatMap(\.items).compactMap(\.label).sorted() == ["Close", "Dismiss"])
        #expect(d.diagnostics.contains { $0.code == "no-matching-call" && $0.severity == .warning })
    }

    @Test("R3: the conditional modifier apps declare in another file (`.if(cond) { $0.toolbar { … } }`) applies its transform; `.routingProvided` keeps the view")
    func conditionalModifierFromElsewhere() {
        let d = ir(view("""
                NavigationStack {
                    Text("Keysign")
                        .if(!animating) { $0.toolbar { ToolbarItem(placement: .primaryAction) { Button("Help") {} } } }
                        .if(animating) { view in view.toolbar { Button("Hidden") {} } }
                        .apply { $0.navigationTitle("Join") }
                }
                .routingProvided
        """, members: "    @State private var animating = false"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbars(d, onScreen: true).flatMap(\.items).compactMap(\.label) == ["Help"], "only the transform whose condition holds")
        #expect(toolbars(d, onScreen: false).flatMap(\.items).compactMap(\.label) == ["Hidden"], "the other is a branch not taken")
        #expect(!d.diagnostics.contains { $0.message.contains("'if'") }, "not taken for a typo of 'id': \(d.diagnostics)")
        #expect(nodes(d).contains { $0.modifiers.contains { $0.name == "navigationTitle" } })
        #expect(d.diagnostics.contains { $0.code == "unknown-modifier" && $0.message.contains("routingProvided") },
                "a modifier written as a property keeps the view and its toolbar")
    }

    @Test("an optional closure called with `?()` when none was given does nothing; Alignment(horizontal:vertical:)")
    func optionalCallAndAlignment() {
        let d = ir(view("""
                NavigationStack { Text("Sheet").frame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .top)) }
                    .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { onDismiss?() } } }
                    .onAppear { onDismiss?() }
        """, members: "    var onDismiss: (() -> Void)? = nil"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["Close"])
    }

    @Test("R2: the file's other #Previews are declared off screen; the first is the picture")
    func otherPreviewsDeclared() {
        let d = ir("""
        struct Badge: View { var body: some View { Text("Badge") } }
        #Preview("Variants") { Badge() }
        #Preview("In a bar") {
            NavigationStack { Text("Connect") }
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Badge() } }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.root?.name == "Variants")
        #expect(toolbars(d, onScreen: true).isEmpty)
        #expect(toolbars(d, onScreen: false).flatMap(\.items).map(\.range.start.line) == [5])
    }

    @Test("R2: a view modifier and an `extension View` toolbar helper the file does not use are declared, off screen")
    func unusedModifierAndHelperDeclared() {
        let d = ir("""
        struct Title: View {
            var body: some View { NavigationStack { Text("Home") }.toolbar { Button("Home") {} } }
        }
        struct ScreenTitle: ViewModifier {
            let text: String
            func body(content: Content) -> some View {
                content.toolbar { ToolbarItem(placement: .principal) { Text(text.uppercased()) } }
            }
        }
        extension View {
            func screenTitle(_ text: String) -> some View { modifier(ScreenTitle(text: text)) }
            func modelSelect(models: [String], help: String) -> some View {
                self.toolbar { ToolbarItem(placement: .primaryAction) { Button(help) {} } }
            }
            func padded() -> some View { padding() }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbars(d, onScreen: true).flatMap(\.items).compactMap(\.label) == ["Home"])
        let offScreen = toolbars(d, onScreen: false).flatMap(\.items)
        #expect(offScreen.count == 2, "the modifier once (not again through screenTitle) and modelSelect: \(offScreen.map(\.range))")
        #expect(Set(offScreen.map(\.range.start.line)) == [7, 13])
    }
}

/// A project's container that takes its content apart, called with a labelled trailing closure.
@Suite("Real-app idioms: project containers")
struct ProjectContainerIdiomTests {
    @Test("SE-0286: `Split { … } toolbar: { … }` fills init(content:toolbar:); content().value takes the TupleView apart")
    func labelledTrailingClosuresAndTupleValue() {
        let d = ir("""
        struct Split<Main: View, Side: View, Bar: ToolbarContent>: View {
            let main: Main
            let side: Side
            let bar: Bar
            init(@ViewBuilder content: () -> TupleView<(Main, Side)>, @ToolbarContentBuilder toolbar: () -> Bar) {
                let views = content().value
                self.main = views.0
                self.side = views.1
                self.bar = toolbar()
            }
            var body: some View {
                NavigationStack { HStack { main; side } }.toolbar { bar }
            }
        }
        #Preview {
            Split {
                Text("Main")
                Text("Side")
            } toolbar: {
                ToolbarItem { Button("hello") {} }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.code == "no-matching-call" || $0.code == "unknown-name" }, "\(d.diagnostics)")
        #expect(texts(d) == ["Main", "Side"])
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["hello"])
    }
}

/// Object graphs of real models (a Nostr client's media carousel).
@Suite("Real-app idioms: object graphs")
struct ObjectGraphIdiomTests {
    @Test("R7: a class graph with a cycle (a child's parent) in state and in an interpolation is no crash; a Task in a class's init holds the object")
    func cyclicGraphAndTaskInInit() {
        let d = ir("""
        final class Graph {
            var parent: Graph?
            var children: [Graph] = []
            var name = "root"
            static func make() -> Graph {
                let root = Graph()
                let child = Graph()
                child.parent = root
                root.children.append(child)
                return root
            }
        }
        final class Loader: ObservableObject {
            @Published var count = 0
            init() {
                Task { self.refresh() }
            }
            func refresh() { count = 3 }
        }
        struct V: View {
            @State private var graph = Graph.make()
            @StateObject private var loader = Loader()
            var body: some View {
                NavigationStack { Text("\\(graph.children.count) \\(loader.count)"); Text("\\(graph.children)") }
                    .toolbar { Button("Add") { graph.children.append(Graph()) } }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["1 3", "[Graph]"], "one child; the Task in Loader.init ran refresh(); an object prints as its class")
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["Add"])
    }
}

/// The language as real apps write it (a Nostr client, a mesh-radio app, a password manager).
@Suite("Real-app idioms: language")
struct RealAppLanguageTests {
    @Test("subscripts: `$labels[i]` binds an element, `metadata?[k]` on nil is nil, `urls[safe: i]` (an extension's) is unknown; [T](repeating:count:)")
    func subscriptsAndRepeating() throws {
        let d = ir(view("""
                NavigationStack {
                    TextField("Channel", text: $labels[1])
                    Text("\\(metadata?["k"] ?? 5)")
                    if let url = urls[safe: 0] { Text(url) }
                    Text("\\(columns.count) \\(zeros)")
                }
                .toolbar { Button("Add") {} }
        """, members: """
            @State private var labels = ["a", "b", "c"]
            var metadata: [String: Int]? = nil
            let urls = ["x"]
            private let columns = [GridItem](repeating: .init(.flexible()), count: 3)
            private let zeros = Array(repeating: 0, count: 2)
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["5", "url", "3 [0, 0]"])
        let field = try #require(firstNode(d, kind: "TextField"))
        #expect(field.argument("text") == .constantBinding(.string("b")))
    }

    @Test("statements: `delegate?.state = x` on nil does nothing; inout parameters write back; &* &+ wrap; `case (...0, _)`")
    func inoutOverflowAndPrefixRanges() {
        let d = ir(view("""
                NavigationStack { Text("\\(combined(7)) \\(bucket(-3)) \\(bucket(4)) \\([1, 2, 3, 4][..<2])") }
                    .onAppear { self.delegate?.state = 3 }
                    .toolbar { Button("Add") {} }
        """, members: """
            var delegate: Delegate? = nil
            func combined(_ v: Int64) -> Int64 {
                var key: Int64 = v
                combine(&key, 5)
                return key
            }
            private func combine(_ key: inout Int64, _ value: Int64) { key = key &* 31 &+ value }
            func bucket(_ start: Int) -> String {
                switch (start, 0) {
                case (...0, _): return "pinned"
                case (1..., _): return "free"
                default: return "?"
                }
            }
        """) + "\nfinal class Delegate { var state = 0 }")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["222 pinned free [1, 2]"])
    }

    @Test("a view modifier's @State is state; a closure a view holds (`self.bottomContent()`) is called, not taken for a modifier")
    func modifierStateAndHeldClosure() {
        let d = ir("""
        struct Visible: ViewModifier {
            @State private var isVisible = false
            func body(content: Content) -> some View {
                content.onAppear { isVisible = true }.overlay(Text(isVisible ? "shown" : "hidden"))
            }
        }
        fileprivate struct Camera<Content: View>: View {
            var bottomContent: () -> Content
            var body: some View { VStack { Text("Camera"); self.bottomContent() } }
        }
        struct Outer: View {
            var body: some View {
                NavigationStack { Camera(bottomContent: { Button("View QR") {} }).modifier(Visible()) }
                    .toolbar { Button("Add") {} }
            }
        }
        """, view: "Outer")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(nodes(d).filter { $0.kind == "Camera" }.count == 1, "the camera once, not nested in itself")
        #expect(firstNode(d, kind: "Button")?.argument("title") == .string("View QR"))
        #expect(texts(d).contains("shown"), "onAppear set the modifier's state: \(texts(d))")
    }

    @Test("`self.$isEditing` is the projected binding, as `$isEditing` is")
    func selfProjectedValue() throws {
        let d = ir(view("""
                NavigationStack { Toggle("Edit", isOn: self.$isEditing) }
                    .sheet(isPresented: self.$isEditing) { Text("Columns") }
                    .toolbar { Button("Add") {} }
        """, members: "    @State private var isEditing = false"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let toggle = try #require(firstNode(d, kind: "Toggle"))
        guard case .binding? = toggle.argument("isOn") else { Issue.record("not a binding: \(String(describing: toggle.argument("isOn")))"); return }
    }

    @Test("`action: self.importItems` is the method, `self.handleDeeplink` another file's; `counts[k, default: 0] += 1`; Double(truncating:) of an unknown value")
    func methodReferenceDefaultSubscriptAndTruncating() {
        let d = ir(view("""
                NavigationStack { Text("\\(tally()["a", default: 0]) \\(tally()["z", default: 9])") }
                    .toolbar { Button(action: self.importItems) { Text("Import") } }
                    .onAppear { amount = Double(truncating: NSDecimalNumber(decimal: recommended)) }
                    .onOpenURL(perform: self.handleDeeplink)
        """, members: """
            @State private var amount = 0.0
            let recommended = 2
            func importItems() {}
            func tally() -> [String: Int] {
                var counts = [String: Int]()
                for name in ["a", "b", "a"] { counts[name, default: 0] += 1 }
                return counts
            }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).first == "2 9")
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["Import"])
    }

    @Test("R2: `struct RootView: BaseView` with `var body: some View` is a view, also nested in an extension of a type not given")
    func viewThroughAProtocolOfAnotherFile() {
        let d = ir("""
        extension ContactImage {
            struct RootView: BaseView {
                let resolver: Resolver
                var body: some View {
                    Form { Text("Contacts") }
                        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add Contact") {} } }
                }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.root?.name == "RootView")
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["Add Contact"])
    }

    @Test("R4: a root's `let focused: Field?` is an argument nobody supplies (only a `var` optional defaults to nil), so its toolbar shows")
    func optionalLetIsAnArgument() {
        let d = ir("""
        struct KeyboardToolbar: ToolbarContent {
            let focusedField: String?
            var note: String?
            var body: some ToolbarContent {
                ToolbarItemGroup(placement: .keyboard) {
                    if let field = focusedField, note == nil { Button("Scan \\(field)") {} }
                }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.code == "preview-argument" && $0.message.contains("focusedField") })
        #expect(!d.diagnostics.contains { $0.code == "preview-argument" && $0.message.contains("note") })
        #expect(d.toolbars.flatMap(\.items).count == 1)
    }

    @Test("R3: a type under an attached macro (`@ModelActor`) may have initializers Easel cannot see: a note naming the macro (the compiler adds them)")
    func macroSynthesizedInitializer() {
        let d = ir(view("""
                NavigationStack { Text("\\(fetcher == nil)") }
                    .toolbar { Button("Add") {} }
        """, members: "    let fetcher: StatsFetcher? = StatsFetcher(modelContainer: container)\n    let container = 0")
            + "\n@ModelActor\nactor StatsFetcher {\n    func rows() -> [Int] { [] }\n}")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.code == "no-matching-call" && $0.severity == .note && $0.message.contains("'@ModelActor' macro") }, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.severity == .warning }, "\(d.diagnostics)")
    }
}
