import EaselFrontend
import EaselIR
import Testing

/// Spec R3–R5 over what real files do with values Easel cannot know: objects of other files
/// and frameworks, initializers declared elsewhere, loops and recursion over unknown data.
@Suite("Uncertain values")
struct UncertainValueTests {
    private func notes(_ d: IRDocument, _ code: String) -> [Diagnostic] { d.diagnostics.filter { $0.code == code } }

    @Test("R3: operators over an unknown type's value or an implicit member no declared type has give opaque values")
    func operatorsOverUnknownValues() {
        let d = ir(view("""
                VStack {
                    Text(NSAttributedString(string: "a").string + " more")
                    Text("\\(CTLineMetrics(line).ascent + CTLineMetrics(line).descent)")
                    Text("pad").padding(.leading, .layoutPadding + 4)
                    if FeatureGate(name: "x") && isReady { Text("gated") }
                }
        """, members: "var isReady = true"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("pad") && texts(d).contains("gated"))
    }

    @Test("R3: NSLocalizedString shows its key; String(format:) over an unknown format is opaque")
    func localizedStrings() {
        let d = ir(view("""
                VStack {
                    Text(NSLocalizedString("VOLUME_TITLE", comment: ""))
                    Text(String(format: NSLocalizedString("COUNT_%d", comment: ""), 3))
                    Text(String(format: Strings.template, 3))
                    Text(["a", "b", "c", "d"][2...].joined())
                    Text(["a", "b", "c", "d"][0..<2].joined())
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(Array(texts(d).prefix(2)) == ["VOLUME_TITLE", "COUNT_3"])
        #expect(Array(texts(d).suffix(2)) == ["cd", "ab"])
    }

    @Test("R3: assigning to a member of an object Easel cannot know changes nothing and is no error")
    func assignmentsToUnknownObjects() {
        let d = ir("""
        struct Screen: View {
            init() {
                UIPageControl.appearance().currentPageIndicatorTintColor = UIColor(.primary)
                let model = SearchModel(environment: nil)
                model.isSearching = true
                var text = AttributedString("Hello")
                text[text.startIndex...].foregroundColor = .red
            }
            var body: some View { Text("ready") }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["ready"])
    }

    @Test("R5: a while loop over a condition Easel cannot know runs its body once, not until the step budget")
    func whileOverUnknownCondition() {
        let d = ir(view("""
                Text(name)
        """, members: """
            var name: String {
                var candidate = "Server"
                var counter = 2
                while Registry.shared.names.contains(where: { $0 == candidate }) {
                    candidate = "Server \\(counter)"
                    counter += 1
                }
                return candidate
            }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Server 2"])
    }

    @Test("R5: a view that contains itself over unknown data is drawn a few levels deep, with a note")
    func recursionOverUnknownData() {
        let d = ir("""
        struct SettingRow: View {
            let setting: Setting
            var body: some View {
                VStack {
                    Text(setting.title)
                    ForEach(setting.children) { child in SettingRow(setting: child) }
                }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(notes(d, "recursive-view").count == 1)
        #expect(firstNode(d, kind: "Placeholder")?.argument("name")?.stringValue == "SettingRow")
    }

    @Test("R4: a view called with labels no initializer declared here takes is previewed with a warning; --strict keeps the error")
    func initializerDeclaredElsewhere() {
        let source = """
        struct Card: View {
            let title: String
            let store: Store
            var body: some View { Text(title) }
        }
        struct Screen: View {
            var body: some View {
                VStack { Card(title: "Inbox", store: .shared, delegate: nil); Card(store: .shared) }
            }
        }
        """
        let d = ir(source)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.code == "no-matching-call" && $0.severity == .warning && $0.message.contains("delegate") })
        #expect(d.diagnostics.contains { $0.code == "preview-argument" && $0.message.contains("title") })
        #expect(texts(d) == ["Inbox", "title"])
        let strict = Frontend.ir(source, options: EvaluationOptions(strict: true))
        #expect(strict.diagnostics.contains { $0.severity == .error && $0.code == "extra-argument" })
    }

    @Test("memberwise initializer: an unlabelled trailing closure fills the next closure property, a labelled one its own")
    func trailingClosuresFillClosureProperties() {
        let d = ir("""
        struct Cell<Menu: View>: View {
            let title: String
            var onPressed: (() -> Void)?
            var contextMenu: (() -> Menu)?
            var body: some View { Button(title) { onPressed?() }.contextMenu { contextMenu?() } }
        }
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                Cell(title: "Chapter \\(count)") { count += 1 } contextMenu: { Button("Mark read") {} }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "Button")?.argument("title")?.stringValue == "Chapter 0")
    }

    @Test("a body with return statements inside #if is plain code, not a view builder")
    func returnInsideIfConfig() {
        let d = ir("""
        struct Screen: View {
            var body: some View {
                let content = Text("Filters")
        #if os(macOS)
                return content
        #else
                return NavigationStack { content }
        #endif
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Filters"])
    }

    @Test("R3: state that begins as an unknown value reads as unknown through its binding; a package's wrapper is unknown, not nil")
    func unknownStateAndWrappers() {
        let d = ir("""
        struct Detail: View {
            @Binding var order: Order
            @Default(.accentColor) private var accent
            var body: some View {
                Label(order.title, systemImage: "bag")
                    .symbolVariant(order.isComplete ? .fill : .none)
                    .foregroundStyle(accent)
            }
        }
        struct Screen: View {
            @State private var order = Order.preview
            var body: some View { Detail(order: $order) }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "Label") != nil)
        let initialized = ir("""
        enum Loadable { case notRequested, loaded }
        struct Screen: View {
            @State private var state: Loadable
            init(state: Loadable = .notRequested) { self._state = .init(initialValue: state) }
            var body: some View {
                switch state {
                case .notRequested: Text("Not requested")
                case .loaded: Text("Loaded")
                }
            }
        }
        """)
        #expect(texts(initialized) == ["Not requested"], "\(initialized.diagnostics)")
    }

    @Test("a @Bindable local projects a binding; lineLimit takes a range; a Color view passes for a Color")
    func bindableLocalsAndOverloads() {
        let d = ir(view("""
                @Bindable var store = store
                TextField("Value", text: $store.value, axis: .vertical)
                    .lineLimit(1...10)
                    .foregroundColor(isActive ? (isDark ? Color(white: 0.9) : .primary) : .primary)
        """, members: "let store = EditorStore()\nvar isActive = true\nvar isDark = false"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "TextField") != nil)
        // A member of a binding to an object Easel cannot know is a binding, quietly.
        let routed = ir(view("""
                Text("Console").sheet(isPresented: $router.isShowingFilters) { Text("Filters") }
                let enabled = $filters
                ForEach(enabled.wrappedValue, id: \\.self) { Text("\\($0)") }
        """, members: "@ObservedObject var router: ConsoleRouter\n@State private var filters = Filter.defaults"))
        #expect(errors(routed).isEmpty, "\(routed.diagnostics)")
        #expect(!routed.diagnostics.contains { $0.message.contains("isShowingFilters") }, "\(routed.diagnostics)")
    }

    @Test("R1: a type nested in an extension of a source type, and an extension of that nested type, are part of the module")
    func typesNestedInExtensions() {
        let d = ir("""
        struct Outer: View {
            var body: some View { NavigationStack { ContentView(title: "Inbox") } }
        }
        extension Outer {
            struct ContentView: View {
                let title: String
                var body: some View { Text(title).toolbar { toolbarContent } }
            }
        }
        extension Outer.ContentView {
            @ToolbarContentBuilder var toolbarContent: some ToolbarContent {
                ToolbarItem(placement: .primaryAction) { Button("Add") {} }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["Add"])
        #expect(texts(d) == ["Inbox"])
    }

    @Test("R3: a method from another file called on an unknown view already used as a view keeps the view and its toolbar; on an unknown object it stays opaque")
    func unknownMethodOnUnknownView() {
        let d = ir(view("""
                NavigationStack {
                    ConsoleList()
                        .toolbar { ToolbarItem { Button("Close") {} } }
                        .injecting(environment)
                    Text(ViewModel().summary())
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["Close"])
        #expect(d.diagnostics.contains { $0.code == "unknown-modifier" && $0.message.contains("injecting") })
        #expect(texts(d) == ["ViewModel().summary()"])
    }

    @Test("R3: a Color made from a platform colour (uiColor:, nsColor:) is a Color and a ShapeStyle: it fills shapes and backgrounds")
    func platformColors() {
        let d = ir(view("""
                Image(systemName: "xmark")
                    .padding(6)
                    .background(Circle().fill(Color(uiColor: .tertiarySystemFill)))
                    .foregroundStyle(Color(nsColor: .secondaryLabelColor))
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.code == "no-matching-call" }, "\(d.diagnostics)")
    }
}
