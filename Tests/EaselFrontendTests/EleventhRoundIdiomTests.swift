@testable import EaselFrontend
import EaselIR
import Testing

/// What five more public apps needed (a social client, a workout tracker, a pantry manager, a
/// clean-architecture sample, a movie browser): notes and an error where Swift compiles their
/// code, and wrong values — Foundation's and SwiftUI 26's types, extensions of typealiases and of
/// `Binding`, mutating methods of values, overloads by literal, page-style tab views.
@Suite("Idioms of a social client, a workout tracker, a pantry manager and a movie browser")
struct EleventhRoundIdiomTests {
    @Test("`x.self` is `x`, and `[Item].self` or `[String: Int].self` is a type, as in `JSONDecoder().decode([Item].self, from: data)`")
    func postfixSelf() {
        let d = ir("""
        struct Item: Codable { var name: String }
        func decoded(_ type: Any.Type) -> String { "decoded" }
        """ + "\n" + view("""
        let count = 5
        VStack {
            Text("\\(count.self) \\(decoded([Item].self)) \\(decoded([String: Int].self))")
            Text("x".self)
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["5 decoded decoded", "x"])
    }

    @Test("`try? await Task.sleep(nanoseconds:)` in an appear task is Swift's own: no note, and the preview shows the state after the wait")
    func taskSleep() {
        let d = ir(view("""
        Text(ready ? "ready" : "waiting")
            .task {
                try? await Task.sleep(nanoseconds: 500_000_000)
                try? await Task.sleep(for: .seconds(1))
                ready = true
            }
        """, members: "    @State private var ready = false"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["ready"])
    }

    @Test("N: `glassEffect(.regular.tint(…).interactive(), in: …)` takes a `Glass`, whose methods give a glass (no note on iOS 26)")
    func glassValue() {
        let d = ir(view("""
        VStack {
            Text("Poll").glassEffect(.regular.tint(.blue.opacity(0.1)).interactive(), in: .rect(cornerRadius: 8))
            Text("Clear").glassEffect(.clear)
            Text("Plain").glassEffect()
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Poll", "Clear", "Plain"])
    }

    @Test("an extension of a typealias extends the type it names (`typealias LoadableSubject<T> = Binding<Loadable<T>>`), a binding has the methods of `extension Binding`, a generic enum's cases are its implicit members, and `.equatable()` is SwiftUI's")
    func extensionOfTypealias() {
        let d = ir("""
        struct Box<T> { var items: [T] }
        typealias IntBox = Box<Int>
        extension IntBox { var total: Int { items.reduce(0, +) } }
        typealias Flag<T> = Binding<T>
        extension Flag { func described() -> String { "\\(wrappedValue)" } }
        extension Binding where Value == Int { func reset() { wrappedValue = 0 } }
        enum Loadable<T> { case notRequested, loaded(T) }
        extension Loadable { var isLoaded: Bool { if case .loaded = self { true } else { false } } }
        func state(_ initial: Loadable<Int> = .notRequested) -> Loadable<Int> { initial }
        """ + "\n" + view("""
        VStack {
            Text("\\(IntBox(items: [1, 2, 3]).total)")
            Text($on.described()).equatable()
            Text("\\(count)").onAppear { $count.reset() }
            Text(state().isLoaded ? "loaded" : "not requested")
        }
        """, members: "    @State private var on = true\n    @State private var count = 5"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["6", "true", "0", "not requested"])
    }

    @Test("a mutating method of an enum or of an extension of Array assigns `self` (its bare `append` and `contains` are members of `self`), and the value it was called on changes; it was an error on a constant")
    func mutatingValueMethods() {
        let d = ir("""
        enum Mode {
            case a, b
            mutating func next() { self = self == .a ? .b : .a }
        }
        extension Array where Element == Int {
            mutating func appendUnique(_ x: Int) { if !contains(x) { append(x) } }
        }
        """ + "\n" + view("""
        VStack {
            Text(mode == .a ? "A" : "B")
            Text("\\(items.count)")
        }
        .onAppear {
            mode.next()
            items.appendUnique(3)
            items.appendUnique(4)
        }
        """, members: "    @State private var mode: Mode = .a\n    @State private var items = [1, 2, 3]"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["B", "4"])
    }

    @Test("of two initializers with the same labels, a string literal picks the one taking a LocalizedStringKey, not a Text")
    func stringLiteralOverload() {
        let d = ir("""
        struct DetailRow: View {
            private let label: Text
            init(label: Text) { self.label = label }
            init(label: LocalizedStringKey) { self.label = Text(label) }
            var body: some View { label.font(.callout) }
        }
        """ + "\n" + view("""
        VStack { DetailRow(label: "Code"); DetailRow(label: Text("Name")) }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Code", "Name"])
    }

    @Test("`ModifiedContent(content: self, modifier: M())` applies the modifier as `.modifier(M())` does; AnyTransition and StrokeStyle are SwiftUI's")
    func modifiedContent() {
        let d = ir("""
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding(12) }
        }
        extension View {
            func card() -> some View { ModifiedContent(content: self, modifier: Card()) }
        }
        extension AnyTransition {
            static var moveAndFade: AnyTransition { .move(edge: .top).combined(with: .opacity) }
        }
        """ + "\n" + view("""
        VStack {
            Text("Card").card()
            Text("Moving").transition(.moveAndFade).transition(AnyTransition.slide.animation(.easeIn))
            Circle().stroke(style: StrokeStyle(lineWidth: 2, dash: [4]))
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Card", "Moving"])
        #expect(firstNode(d, kind: "Text")?.modifier("padding") != nil)
    }

    @Test("a page-style tab view's pages need no `.tabItem` (no not-a-tab warning); a tab bar's children still do")
    func pageStyleTabView() {
        let pages = ir(view("""
        TabView(selection: $page) {
            ForEach(0..<3, id: \\.self) { Text("Page \\($0)").tag($0) }
        }
        .tabViewStyle(PageTabViewStyle())
        """, members: "    @State private var page = 0"))
        #expect(pages.diagnostics.isEmpty, "\(pages.diagnostics)")
        let tabs = ir(view("""
        TabView { Text("Home").tabItem { Label("Home", systemImage: "house") }; Text("Loose") }
        """))
        #expect(tabs.diagnostics.filter { $0.code != "deprecated-api" }.map(\.code) == ["not-a-tab"], "\(tabs.diagnostics)")  // `.tabItem` is deprecated
    }

    @Test("T1: `ToolbarItem { Spacer() }` is flexible space, not an item without a label; a bare `Color.clear` given to a toolbar is an item where it is written")
    func toolbarSpacerItemAndBareColor() {
        let d = ir(view("""
        Text("Main")
            .toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
                ToolbarItem(placement: .bottomBar) { Spacer() }
                ToolbarItem(placement: .bottomBar) { Button("Send") {} }
            }
            .toolbar { Color.clear }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        let items = d.toolbars.flatMap(\.items)
        #expect(items.map(\.kind) == [.item, .spacer, .item, .item])
        #expect(items[1].spacerSize == "flexible")
        #expect(items[3].range.start.line == 10, "where `.toolbar { Color.clear }` is written, not line 0")
    }

    @Test("`Self(…)` in a type's static property, static method or class method is that type's initializer")
    func selfInitializer() {
        let d = ir("""
        struct CropRect { var x: Double; var width: Double }
        extension CropRect {
            static let initial = Self(x: 0, width: 1)
            static func half() -> Self { Self(x: 0.25, width: 0.5) }
        }
        final class Converter {
            var name = "gif"
            static func make() -> String { let c = Self(); return c.name }
        }
        """ + "\n" + view("""
        VStack { Text("\\(CropRect.initial.width)"); Text("\\(CropRect.half().x)"); Text(Converter.make()) }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["1.0", "0.25", "gif"])
    }

    @Test("`assert`, `precondition` and `debugPrint` are Swift's; an assertion that fails is where a preview's debug build stops; `TimeInterval(x)` is a Double")
    func assertions() {
        let d = ir(view("""
        Text("\\(TimeInterval(90) / 60)").onAppear { assert(true); precondition(1 < 2, "order"); debugPrint("shown") }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["1.5"])
        let failing = ir(view("""
        Text("x").onAppear { assert(1 > 2, "never") }
        """))
        #expect(failing.diagnostics.map(\.code) == ["assertion-failed"], "\(failing.diagnostics)")
    }

    @Test("a Mac app's modifiers are SwiftUI's: file dialogs, drag and drop, scene padding, a container-relative frame of columns")
    func macModifiers() {
        let d = ir(view("""
        Form { Text("Settings") }
            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
            .scenePadding()
            .onDrop(of: [.fileURL], isTargeted: nil) { _ in true }
            .onDrag { "payload" }
            .fileExporter(isPresented: $exporting, item: "gif", defaultFilename: "Animation") { _ in }
            .fileDialogMessage("Choose where to save")
            .fileDialogConfirmationLabel("Save")
        """, members: "    @State private var exporting = false"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
    }
}
