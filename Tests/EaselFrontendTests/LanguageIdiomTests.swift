import EaselFrontend
import EaselIR
import Testing

/// Swift that real apps write and Swift compiles, met in a round of public apps Easel had not
/// read (a media library, an Ollama client, a Wine front end, a blog editor, an Animal Crossing
/// guide, a music player, a fitness app): none may end a preview in an error (spec R3, R6), and
/// each toolbar declared comes out.
@Suite("Language idioms of real apps")
struct LanguageIdiomTests {
    private func labels(_ d: IRDocument, onScreen: Bool) -> [String] {
        toolbars(d, onScreen: onScreen).flatMap(\.items).compactMap(\.label)
    }

    private func notes(_ d: IRDocument, _ code: String) -> [Diagnostic] { d.diagnostics.filter { $0.code == code } }

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
        #expect(labels(d, onScreen: true) == ["Add"])
    }

    @Test("R5: navigationDestination(for:)'s content, shown only once a value is pushed, declares its toolbars off screen")
    func pushedDestinationDeclared() {
        let d = ir("""
        enum Route: Hashable { case review, search }
        struct Flow: View {
            @State private var path: [Route] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root")
                        .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") {} } }
                        .navigationDestination(for: Route.self) { route in destination(for: route) }
                }
            }
            @ViewBuilder
            private func destination(for route: Route) -> some View {
                switch route {
                case .review:
                    Text("Review").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Apply") {} } }
                case .search:
                    Text("Search")
                }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(labels(d, onScreen: true) == ["Close"])
        #expect(labels(d, onScreen: false) == ["Apply"], "the pushed screen's toolbar is declared, not shown")
        #expect(texts(d) == ["Root"])
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
        #expect(notes(d, "unknown-name").contains { $0.message.contains("'Optional' has no member 'isNil'") })
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

    @Test("a Shape of the project is a view drawn by code Easel does not run: a labelled placeholder")
    func projectShapeIsAView() {
        let d = ir("""
        struct RoundedRect: Shape {
            let radius: CGFloat
            func path(in rect: CGRect) -> Path { Path(UIBezierPath(roundedRect: rect, cornerRadius: radius).cgPath) }
        }
        struct Card: View {
            var body: some View { VStack { RoundedRect(radius: 8); Text("Card") } }
        }
        """, view: "Card")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Card"])
        #expect(nodes(d).contains { $0.kind == "Placeholder" })
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
        #expect(notes(d, "recursive-call").count == 1)
        #expect(texts(d) == ["Files"])
    }

    @Test("withAnimation runs its body: the change happens, and in a view builder its view is the content")
    func withAnimationRunsItsBody() {
        let d = ir(view("""
                VStack {
                    Text(expanded ? "Expanded" : "Collapsed")
                    if expanded { withAnimation { Text("Details") } }
                }
                .onAppear { withAnimation(.spring) { expanded = true } }
        """, members: "@State private var expanded = false"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Expanded", "Details"])
    }

    @Test("overlay(_:) of a shape style, sensoryFeedback with a condition, an attributed string's attributes set on a literal")
    func moreSDKForms() {
        let d = ir(view("""
                VStack {
                    Divider().overlay(.white)
                    Text(message).sensoryFeedback(.success, trigger: count) { old, new in new > old }
                }
        """, members: """
            @State private var count = 0
            var message: AttributedString {
                var text: AttributedString = "Report the issue"
                text.font = .system(size: 14)
                return text
            }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Report the issue"])
    }

    @Test("a file whose views are all inside #if for another platform says where to render it")
    func viewsForAnotherPlatform() {
        let source = """
        import SwiftUI
        #if os(tvOS)
        struct EpisodeSheet: View {
            var body: some View { NavigationStack { Text("Episode").toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } } } }
        }
        #endif
        """
        let ios = Frontend.ir(source, options: EvaluationOptions(platform: .ios))
        let noView = ios.diagnostics.filter { $0.code == "no-view" }
        #expect(noView.count == 1 && noView[0].message.contains("on iOS") && noView[0].message.contains("--platform tvos"), "\(ios.diagnostics)")
        let tvos = Frontend.ir(source, options: EvaluationOptions(platform: .tvos))
        #expect(tvos.diagnostics.isEmpty, "\(tvos.diagnostics)")
        #expect(tvos.toolbars.flatMap(\.items).compactMap(\.label) == ["Done"])
        let plain = Frontend.ir("let x = 1\nstruct Model { var name = \"\" }", options: EvaluationOptions(platform: .ios))
        #expect(!plain.diagnostics.contains { $0.message.contains("#if") })
    }

    @Test("R3: a representable given an argument only another platform's declaration takes is previewed with a warning")
    func representableOfAnotherPlatform() {
        let d = Frontend.ir("""
        #if os(iOS)
        struct WebView: UIViewRepresentable {
            let url: String
            @Binding var progress: Double
            func makeUIView(context: Context) -> WKWebView { WKWebView() }
            func updateUIView(_ view: WKWebView, context: Context) {}
        }
        #else
        struct WebView: NSViewRepresentable {
            let url: String
            func makeNSView(context: Context) -> WKWebView { WKWebView() }
            func updateNSView(_ view: WKWebView, context: Context) {}
        }
        #endif
        #Preview { WebView(url: "https://example.org", progress: .constant(0.5)) }
        """, options: EvaluationOptions(platform: .macos))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.code == "no-matching-call" && $0.severity == .warning })
    }

    @Test("R2: a file of a view and the view modifier that presents it in a sheet previews the view, not an empty canvas")
    func viewBeforeThePresentingModifier() {
        let d = ir("""
        private struct UploadView: View {
            let onUpload: ([String]) -> Void
            var body: some View {
                List { Text("No files") }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    }
                    .navigationTitle("Select Files")
            }
        }
        private struct UploadModifier: ViewModifier {
            let onUpload: ([String]) -> Void
            @Binding var isPresented: Bool
            func body(content: Content) -> some View {
                content.sheet(isPresented: $isPresented) { NavigationStack { UploadView(onUpload: onUpload) } }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.root?.name == "UploadView")
        #expect(Set(labels(d, onScreen: true)) == ["Add", "Cancel"])
        #expect(texts(d) == ["No files"])
    }

    @Test("a view's toolbar content property or method that nothing uses is declared off screen")
    func unusedToolbarProperty() {
        let d = ir("""
        struct PostcodeEntry: View {
            let title: String
            var body: some View {
                NavigationStack { Text(title).toolbar { doneButton } }
            }
            private var doneButton: some ToolbarContent {
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
            private var cancelButton: some ToolbarContent {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            }
            private func addButton(title: String) -> some ToolbarContent {
                ToolbarItemGroup(placement: .navigation) { Button(title) {} }
            }
        }
        """)
        #expect(labels(d, onScreen: true) == ["Done"])
        #expect(labels(d, onScreen: false) == ["Cancel", "title"], "a method's unknown argument reads as its name")
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

    @Test("R3: a view behind another module's protocol with func body(props:) shows that body, its props unknown")
    func bodyMethodOfAnotherModulesProtocol() {
        let d = ir("""
        struct ProfileView: ConnectedView {
            struct Props { let name: String? }
            func map(state: AppState) -> Props { Props(name: state.user?.name) }
            func body(props: Props) -> some View {
                NavigationStack {
                    Text(props.name ?? "Nobody")
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Edit") {} } }
                }
            }
        }
        struct ProfileView_Previews: PreviewProvider {
            static var previews: some View { ProfileView() }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(labels(d, onScreen: true) == ["Edit"])
    }

    @Test("Foundation's math functions compute: geometry written with cos and sin")
    func mathFunctions() {
        let d = ir(view("""
                Text("\\(Int(cos(0) * 10)) \\(Int(sqrt(16))) \\(Int(pow(2, 3)))")
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["10 4 8"])
    }

    @Test("R3: a Layout of the project called on content shows the content in a labelled placeholder; geometry values and gestures are values")
    func layoutGeometryAndGestures() {
        let d = ir("""
        private struct WidthCappedLayout: Layout {
            let maximumWidth: CGFloat?
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        struct TitleBar: View {
            @State private var offset = 0.0
            var body: some View {
                NavigationStack {
                    Text("Comments")
                        .toolbar {
                            ToolbarItem(placement: .principal) {
                                WidthCappedLayout(maximumWidth: 320) {
                                    ThumbnailView(size: CGSize(width: 24, height: 24))
                                    Text("Title \\(Int(CGSize(width: 24, height: 12).height))")
                                }
                                .gesture(DragGesture(minimumDistance: 4).onChanged { value in offset = value.translation.width })
                            }
                        }
                }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let notes = d.diagnostics.map(\.message).joined(separator: "\n")
        #expect(!notes.contains("'CGSize'") && !notes.contains("'DragGesture'"), "\(notes)")
        let layout = nodes(d).first { $0.kind == "Placeholder" && $0.argument("name")?.stringValue == "WidthCappedLayout" }
        #expect(layout?.children.map(\.kind) == ["Placeholder", "Text"])
        #expect(texts(d).contains("Title 12"))
    }

    @Test("binding.wrappedValue = x on a Binding handed to a function writes through it")
    func wrappedValueAssignment() {
        let d = ir(view("""
                Text("Height \\(Int(height))").background(reader($height))
        """, members: """
            @State private var height = 0.0
            private func reader(_ binding: Binding<Double>) -> some View {
                GeometryReader { geometry -> Color in
                    DispatchQueue.main.async { binding.wrappedValue = 44 }
                    return .clear
                }
            }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let program = Frontend.compile(view("""
                Text("Height \\(Int(height))").background(reader($height))
        """, members: """
            @State private var height = 0.0
            private func reader(_ binding: Binding<Double>) -> some View {
                GeometryReader { geometry -> Color in
                    DispatchQueue.main.async { binding.wrappedValue = 44 }
                    return .clear
                }
            }
        """))
        let state = program.evaluate().state
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

    @Test("Font.custom(_:size:relativeTo:) and Font.custom(_:fixedSize:)")
    func customFonts() {
        let d = ir(view("""
                VStack {
                    Text("Body").font(.custom("Lora", size: 17, relativeTo: .body))
                    Text("Fixed").font(.custom("Lora", fixedSize: 12))
                }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
    }
}
