import EaselFrontend
import EaselIR
import Testing

/// Swift that real apps write and Swift compiles, met in a round of public apps Easel had not
/// read (a media library, an Ollama client, a Wine front end, a blog editor, an Animal Crossing
/// guide, a music player, a fitness app): none may end a preview in an error (spec R3, R6), and
/// each toolbar declared comes out.
@Suite("Language idioms of real apps")
struct LanguageIdiomTests {
    @Test("self.init(…) in an extension's convenience initializer runs the type's other initializer on the same instance")
    func delegatingInitializer() {
        let d = ir("""
        struct Grid<Top: View>: View {
            let title: String
            let count: Int
            let top: () -> Top
            init(title: String, count: Int, @ViewBuilder top: @escaping () -> Top) {
                self.title = title
                self.count = count
                self.top = top
            }
            var body: some View {
                VStack { top(); Text("\\(title) \\(count)") }
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
            }
        }
        extension Grid where Top == EmptyView {
            init(title: String) {
                self.init(title: title, count: 3, top: { EmptyView() })
            }
        }
        struct Screen: View {
            var body: some View { NavigationStack { Grid(title: "Videos") } }
        }
        """, view: "Screen")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Videos 3"])
        #expect(itemLabels(d, onScreen: true) == ["Add"])
    }

    @Test("a @ViewBuilder property of a function type with parameters builds each time it is called")
    func builderPropertyWithParameters() {
        let d = ir("""
        struct MetadataGrid<Content: View>: View {
            let items: [String]
            @ViewBuilder let content: (String) -> Content
            var body: some View {
                VStack { ForEach(items, id: \\.self) { item in content(item) } }
            }
        }
        \(view("""
                MetadataGrid(items: ["Year", "Genre"]) { item in
                    Text(item)
                    Text(item + "!")
                }
        """))
        """, view: "TestView")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Year", "Year!", "Genre", "Genre!"])
    }

    @Test("zero-value initializers, compound overflow and bit operators, reduce(into:), assignment through an optional")
    func standardLibraryForms() {
        let d = ir(view("""
                VStack {
                    Text("[\\(String())] \\(Int()) \\(Bool())")
                    Text("\\(hash) \\(unique.joined(separator: ","))")
                    Text("\\(periods["dawn"] ?? -1) \\(periods["noon"] ?? -1)")
                }
        """, members: """
            var hash: Int {
                var h = 5381
                for c in [1, 2, 3] { h &+= c; h <<= 1; h |= 1 }
                return h
            }
            var unique: [String] {
                ["a", "b", "a"].reduce(into: []) { result, x in
                    if !result.contains(x) { result.append(x) }
                }
            }
            var periods: [String: Int] {
                var counts = ["dawn": 0]
                counts["dawn"]? += 2
                counts["noon"]? += 1
                return counts
            }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        var h = 5381
        for c in [1, 2, 3] { h &+= c; h <<= 1; h |= 1 }
        #expect(texts(d) == ["[] 0 false", "\(h) a,b", "2 -1"], "an optional-chained += on a missing key assigns nothing")
    }

    @Test("a lazy var's initial value may use self; a ternary's implicit member takes the other branch's type")
    func lazyAndTernary() {
        let d = ir("""
        final class Handler { let name: String; init(parent: Island) { name = parent.name } }
        struct Island: View {
            var name = "island"
            var isVideo = true
            private lazy var handler = Handler(parent: self)
            var body: some View {
                Text(name).background(background)
            }
            @ViewBuilder private var background: some View {
                isVideo ? .black : Color(.red)
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
    }

    @Test("R3: a member of nil with no ? is Optional's own, from an extension Easel cannot see: unknown, not an error")
    func optionalExtensionMember() {
        let d = ir(view("""
                Text("x").opacity(!animation.isNil ? 1 : 0.5)
        """, members: "    var animation: Namespace.ID? = nil"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "unknown-name").contains { $0.message.contains("'Optional' has no member 'isNil'") })
        let chained = ir(view("""
                Text("\\(user?.name.count ?? 7)")
        """, members: "    var user: User? = nil\n    struct User { var name: String }"))
        #expect(chained.diagnostics.isEmpty, "\(chained.diagnostics)")
        #expect(texts(chained) == ["7"], "a nil in an optional chain makes the whole chain nil")
    }

    @Test("R3: .constant(x) of a value Easel cannot know reads unknown, and its type is named as the value")
    func constantBindingOfUnknown() {
        let d = ir("""
        struct Upload: View {
            @Binding private var isParentBusy: Bool
            @State private var phase = UploadPhase.idle
            init(isParentBusy: Binding<Bool>) { _isParentBusy = isParentBusy }
            init(previewPhase: UploadPhase = .idle) {
                self.init(isParentBusy: .constant(previewPhase.isBusy))
                _phase = State(initialValue: previewPhase)
            }
            var body: some View { Button("Upload") {}.disabled(isParentBusy || phase.isBusy) }
        }
        struct Screen: View { var body: some View { Upload(previewPhase: .idle) } }
        """, view: "Screen")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.message.contains("'member'") }, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.message.contains("the value '.idle' has no member 'isBusy'") })
    }

    @Test("a method named as content and handed a tuple (or a row Easel cannot know) takes it apart")
    func methodReferenceTakesTupleApart() {
        let d = ir(view("""
                List {
                    ForEach(pairs, id: \\.0, content: section)
                    ForEach(unknownPairs, id: \\.0, content: section)
                }
        """, members: """
            let pairs = [("Fish", 3), ("Bugs", 5)]
            let unknownPairs = Catalog.shared.categories
            func section(category: String, count: Int) -> some View { Text("\\(category) \\(count)") }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.code == "duplicate-id" }, "rows Easel cannot know are told apart by place")
        #expect(Array(texts(d).prefix(2)) == ["Fish 3", "Bugs 5"])
        #expect(texts(d).count == 5)
    }

    @Test("a nested enum named like SwiftUI's Tab, declared in an extension, is the view's own inside it")
    func nestedTabEnumInExtension() {
        let d = ir("""
        struct RootScreen: View {
            @State private var tab = Tab.home
            var body: some View {
                TabView(selection: $tab) {
                    ForEach(Tab.allCases, id: \\.self) { tab in
                        tab.content.tabItem { Text(tab.title) }.tag(tab)
                    }
                }
            }
        }
        extension RootScreen {
            private enum Tab: CaseIterable {
                case home, more
                var title: String { self == .home ? "Home" : "More" }
                @ViewBuilder var content: some View { Text(title + " screen") }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.tabViews.first?.tabs.map(\.title) == ["Home", "More"])
    }

    @Test("R5: a function that calls itself over values Easel cannot know stops after a few levels with a note")
    func recursionOverUnknownValues() {
        let d = ir(view("""
                Text("Files").onAppear { cache(root) }
        """, members: """
            let root = FileItem.root
            func cache(_ item: FileItem) {
                guard let children = item.children() else { return }
                for child in children where child.isDirectory { cache(child) }
            }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "recursive-call").count == 1)
        #expect(texts(d) == ["Files"])
    }

    @Test("R3: an operator another module declares is a note and an unknown value; one the file declares folds as declared")
    func operatorsOfOtherModules() {
        let d = ir(view("""
                Text(isHovered ? "Hovered" : "Rest")
                    .onHover { newValue in isHovered <- newValue }
                    .opacity(2 <~> 3 == 1 ? 1 : 0.5)
        """, members: "@State private var isHovered = false"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.diagnostics.filter { $0.code == "unknown-name" && $0.message.contains("operator") }.count == 2)
        let declared = ir("""
        infix operator <~> : AdditionPrecedence
        \(view("        Text(\"\\(1 <~> 2 * 3)\")"))
        """, view: "TestView")
        #expect(errors(declared).isEmpty, "\(declared.diagnostics)")
        #expect(!declared.diagnostics.contains { $0.message.contains("operator") }, "\(declared.diagnostics)")
    }

    @Test("closures made in a class's initializer and handed to code Easel cannot know hold the object ([weak self])")
    func closureInClassInitializer() {
        let d = ir("""
        @Observable final class Model {
            var url = "a"
            var observer: Any?
            init() {
                observer = NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: .main) { [weak self] _ in
                    Task { @MainActor in self?.update() }
                }
            }
            func update() { url = "b" }
        }
        \(view("        Text(model.url)", members: "    @State private var model = Model()"))
        """, view: "TestView")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
    }

    @Test("Binding<T>(value) of another module's extension binds the value; .constant(true) for an unlabelled Binding parameter")
    func bindingsFromValues() {
        let d = ir("""
        struct Row: View {
            @Binding var model: String
            @Binding private var isOn: Bool
            init(_ isOn: Binding<Bool>, model: String) {
                _isOn = isOn
                _model = Binding<String>(model)
            }
            var body: some View { Toggle(model, isOn: $isOn) }
        }
        struct Screen: View { var body: some View { Row(.constant(true), model: "Kind") } }
        """, view: "Screen")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "Toggle") != nil)
    }

    @Test("a view's property named like a modifier (private var background: Color) does not stand for the modifier")
    func propertyNamedLikeAModifier() {
        let d = ir("""
        struct IndexTitle: View {
            let title: String
            var body: some View { Text(title).foregroundColor(foregroundColor).background(background) }
            private var foregroundColor: Color { .white }
            private var background: Color { .blue }
        }
        struct Screen: View {
            var body: some View { IndexTitle(title: "A").background(Color.red.opacity(0.2)).foregroundColor(.black) }
        }
        """, view: "Screen")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
    }

    @Test("Foundation's math functions compute: geometry written with cos and sin")
    func mathFunctions() {
        let d = ir(view("""
                Text("\\(Int(cos(0) * 10)) \\(Int(sqrt(16))) \\(Int(pow(2, 3)))")
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["10 4 8"])
    }

    @Test("binding.wrappedValue = x on a Binding handed to a function writes through it")
    func wrappedValueAssignment() {
        let source = view("""
                Text("Height \\(Int(height))").background(reader($height))
        """, members: """
            @State private var height = 0.0
            private func reader(_ binding: Binding<Double>) -> some View {
                GeometryReader { geometry -> Color in
                    DispatchQueue.main.async { binding.wrappedValue = 44 }
                    return .clear
                }
            }
        """)
        let d = ir(source)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let state = Frontend.compile(source).evaluate().state
        #expect(state.slots.values.contains { $0 == .double(44) || $0 == .int(44) }, "the state the reader wrote: \(state.slots)")
    }

    @Test("R3/R7: an object kept in state whose property starts from a package's store (Defaults[.key]) reads it back unknown, not as text")
    func objectFieldsStayUnknownInState() {
        let d = ir("""
        import Defaults
        final class Model: ObservableObject {
            @Published var visible = Defaults[.radialMenuVisibility] {
                didSet { Defaults[.radialMenuVisibility] = visible }
            }
        }
        \(view("""
                VStack {
                    Toggle("Visible", isOn: $model.visible)
                    if model.visible { Text("Shown") }
                }
        """, members: "    @StateObject private var model = Model()"))
        """, view: "TestView")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("Shown"), "R5: a condition Easel cannot know shows its content")
    }

    @Test("a top-level enum of the project named Tab is the project's where its values are used (model.currentTab.view())")
    func topLevelTabEnum() {
        let d = ir("""
        enum Tab: CaseIterable {
            case icon, about
            @ViewBuilder func view() -> some View {
                switch self {
                case .icon: Text("Icon")
                case .about: Text("About")
                }
            }
        }
        final class Model: ObservableObject { @Published var currentTab: Tab = .icon }
        \(view("        VStack { model.currentTab.view().transition(.opacity) }", members: "    @StateObject private var model = Model()"))
        """, view: "TestView")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Icon"])
    }
}
