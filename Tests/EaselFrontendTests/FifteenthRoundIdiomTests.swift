@testable import EaselFrontend
import EaselIR
import Testing

/// What a Lemmy client and a desktop-wallpaper app needed: errors where Swift compiles their code.
@Suite("Idioms of a Lemmy client and a wallpaper app")
struct FifteenthRoundIdiomTests {
    @Test("an enum's case is made where only it takes the labels, beside a static method of that name that makes it (`.undoable(title:callback:)` in `static func undoable(_ title:callback:)`)")
    func enumCaseBesideStaticMethod() {
        let d = ir("""
        enum Toast {
            case undoable(title: String?, callback: () -> Void)
            case plain(String)
            static func undoable(_ title: String? = nil, callback: @escaping () -> Void) -> Toast {
                .undoable(title: title, callback: callback)
            }
            var text: String {
                switch self {
                case .undoable(let title, _): return title ?? "undo"
                case .plain(let text): return text
                }
            }
        }
        """ + "\n" + view("Text(Toast.undoable(\"Deleted\") { }.text)"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Deleted"])
    }

    @Test("`self.init(state: .init(from: state))` delegating between two initializers of the same labels gives the leading dot the other one's parameter type")
    func delegationBetweenInitializersOfTheSameLabels() {
        let d = ir("""
        enum LoadingState: Hashable { case idle, loading, done }
        enum FeedLoadingState: Hashable {
            case initial, idle, loading, done
            init(from loadingState: LoadingState) {
                self = switch loadingState { case .idle: .idle; case .loading: .loading; case .done: .done }
            }
        }
        struct EndView: View {
            let state: FeedLoadingState
            init(state: LoadingState) { self.init(state: .init(from: state)) }
            init(state: FeedLoadingState) { self.state = state }
            var body: some View { Text("\\(state)") }
        }
        """ + "\n" + view("EndView(state: LoadingState.done)"), view: "TestView")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["done"])
    }

    @Test("a view's initializer may call its own mutating method, which sets the properties of the view being made")
    func mutatingMethodInAnInitializer() {
        let d = ir("""
        struct Badge: View {
            var label: String
            var logo: String?
            init(path: [String]) {
                label = "Unsupported"
                decode(path)
            }
            mutating func decode(_ path: [String]) {
                if path.count > 1 { label = "Follow"; logo = path[1] }
            }
            var body: some View { Text("\\(label) \\(logo ?? "-")") }
        }
        """ + "\n" + view("Badge(path: [\"x\", \"mastodon\"])"), view: "TestView")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Follow mastodon"])
        let body = ir(view("Text(title).onAppear { rename() }", members: "var title = \"a\"\n    mutating func rename() { title = \"b\" }"))
        #expect(diagnostics(body, code: "immutable").isEmpty == false, "a view's body still cannot change its own plain properties")
    }

    @Test("`$0` of a closure passed as `(inout Self) -> Void` may be assigned, and what it holds goes back (`then { $0.title = … }`)")
    func anonymousInoutParameter() {
        let d = ir("""
        struct Box {
            var title = "a"
            func then(_ body: (inout Self) -> Void) -> Self {
                var copy = self
                body(&copy)
                return copy
            }
        }
        """ + "\n" + view("Text(Box().then { $0.title = \"b\" }.title)"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["b"])
    }

    @Test("`self.root = .init(page: root)` beside a parameter `root` assigns the property, whose type is the context of `.init` (not the parameter's)")
    func selfPropertyBesideParameter() {
        let d = ir("""
        enum Page: Hashable { case feed, inbox }
        final class Frame { var page: Page; init(page: Page) { self.page = page } }
        @Observable final class Layer {
            var root: Frame
            init(root: Page) { self.root = .init(page: root) }
        }
        """ + "\n" + view("Text(\"\\(layer.root.page)\")", members: "let layer = Layer(root: .inbox)"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["inbox"])
    }

    @Test("a subclass of another module's class calling its superclass's method beside an own method of that name is R3, not an extra-argument error; another module's wrapper set through its storage (`_isHidden = Default(key)`) wraps an unknown value")
    func superclassMethodAndForeignWrapperStorage() {
        let d = ir("""
        import AppKit
        import Defaults
        final class DesktopWindow: NSWindow {
            override init(contentRect: NSRect, styleMask: NSWindow.StyleMask, backing: NSWindow.BackingStoreType, defer flag: Bool) {
                super.init(contentRect: contentRect, styleMask: styleMask, backing: backing, defer: flag)
                setFrame()
            }
            private func setFrame() { setFrame(CGRect(x: 0, y: 0, width: 10, height: 10), display: true) }
        }
        struct Hideable<Content: View>: View {
            @Default private var isHidden: Bool
            private let content: Content
            init(id: String, @ViewBuilder content: () -> Content) {
                self._isHidden = Default(.init(id, default: false))
                self.content = content()
            }
            var body: some View { if !isHidden { content } }
        }
        """ + "\n" + view("Hideable(id: \"tip\") { Text(\"Tip\") }", members: "let window = DesktopWindow(contentRect: .zero, styleMask: [], backing: .buffered, defer: false)"),
            view: "TestView")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Tip"])
    }
}
