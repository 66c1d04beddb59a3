import EaselFrontend
import EaselIR
import Testing

/// SwiftUI that real apps write — presentations, roots, shapes and layouts, SDK forms, what a
/// file declares but does not show — met in public apps Easel had not read: none may end a
/// preview in an error (spec R3, R6), and each toolbar declared comes out.
@Suite("View and SDK idioms of real apps")
struct ViewIdiomTests {
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
        #expect(itemLabels(d, onScreen: true) == ["Close"])
        #expect(itemLabels(d, onScreen: false) == ["Apply"], "the pushed screen's toolbar is declared, not shown")
        #expect(texts(d) == ["Root"])
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

    @Test("toolbar items inside #if for another platform are declared off screen, as branches not taken are; the picture is this platform's")
    func otherPlatformsClausesDeclared() {
        let source = view("""
                NavigationStack {
                    Text("Chat")
                        .toolbar {
                            #if os(visionOS)
                            ToolbarItemGroup(placement: .topBarLeading) { Button("Sidebar") {} }
                            #else
                            ToolbarItem(placement: .navigation) { Button("New Chat") {} }
                            #endif
                        }
                }
        """)
        let ios = Frontend.ir(source, options: EvaluationOptions(platform: .ios))
        #expect(ios.diagnostics.isEmpty, "\(ios.diagnostics)")
        #expect(itemLabels(ios, onScreen: true) == ["New Chat"])
        #expect(itemLabels(ios, onScreen: false) == ["Sidebar"])
        let vision = Frontend.ir(source, options: EvaluationOptions(platform: .visionos))
        #expect(itemLabels(vision, onScreen: true) == ["Sidebar"])
        #expect(itemLabels(vision, onScreen: false) == ["New Chat"])
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
        #expect(Set(itemLabels(d, onScreen: true)) == ["Add", "Cancel"])
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
        #expect(itemLabels(d, onScreen: true) == ["Done"])
        #expect(itemLabels(d, onScreen: false) == ["Cancel", "title"], "a method's unknown argument reads as its name")
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
        #expect(itemLabels(d, onScreen: true) == ["Edit"])
    }

    @Test("a Layout of the project called on content holds the content (a custom layout, see decisions.md); geometry values and gestures are values")
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
        let layout = nodes(d).first { $0.kind == "CustomLayout" && $0.argument("layout")?.stringValue == "WidthCappedLayout" }
        #expect(layout?.children.map(\.kind) == ["Placeholder", "Text"])
        #expect(texts(d).contains("Title 12"))
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
