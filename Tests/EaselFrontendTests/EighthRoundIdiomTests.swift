@testable import EaselFrontend
import EaselIR
import Foundation
import Testing

/// What a public multiplatform sample app (a food truck's) needed: ten errors where Swift
/// compiles its code — subscripts and operators its types declare, values called as functions
/// (custom layouts), a predicate over what Easel cannot know, a static cache an appear action
/// fills — and modifiers of another framework's views reported as warnings.
@Suite("Idioms of a sample app's models and layouts")
struct EighthRoundIdiomTests {
    static let profile = """
    enum Flavor: String, CaseIterable { case salty, sweet }
    struct Profile {
        var salty = 1
        var sweet = 2
        subscript(flavor: Flavor) -> Int {
            get { switch flavor { case .salty: return salty; case .sweet: return sweet } }
            set(amount) { switch flavor { case .salty: salty = amount; case .sweet: sweet = amount } }
        }
        func union(with other: Profile) -> Profile {
            var result = self
            for f in Flavor.allCases { result[f] += other[f] }
            return result
        }
    }
    """

    @Test("a struct's subscript reads through its getter and `+=` writes through its setter, on a copy")
    func declaredSubscript() {
        let d = ir(Self.profile + "\n" + view("""
        let base = Profile()
        let both = base.union(with: Profile(salty: 5, sweet: 7))
        VStack { Text("\\(both[.salty]) \\(both[.sweet])"); Text("\\(base[.salty])") }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["6 9", "1"], "the original keeps its values: a struct is copied")
    }

    @Test("an extension's labelled subscript of Array, a subscript of two parameters, a get-only one assigned is Swift's error")
    func extensionAndGetOnlySubscripts() {
        let d = ir("""
        extension Array { subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil } }
        struct Table { subscript(_ row: Int, _ column: Int) -> Int { row * 10 + column } }
        """ + "\n" + view("""
        VStack { Text("\\([1, 2, 3][safe: 1] ?? 0) \\([1, 2, 3][safe: 9] ?? -1)"); Text("\\(Table()[2, 3])") }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["2 -1", "23"])
        let assigned = ir("struct Table { subscript(_ row: Int) -> Int { row } }\n" + view("""
        Text("x").onAppear { var t = Table(); t[1] = 4 }
        """))
        #expect(diagnostics(assigned, code: "not-assignable").count == 1, "\(assigned.diagnostics)")
    }

    @Test("operators a type declares run; `>`, `<=`, `>=` come from its `<` and `!=` from its `==`; sorted() uses `<`")
    func declaredOperators() {
        let d = ir("""
        struct Sale: Identifiable, Comparable {
            var id: String { name }
            let name: String
            let count: Int
            static func < (lhs: Sale, rhs: Sale) -> Bool { lhs.count > rhs.count }
        }
        struct Money: Equatable { let cents: Int; static func + (l: Money, r: Money) -> Money { Money(cents: l.cents + r.cents) } }
        """ + "\n" + view("""
        let sales = [Sale(name: "a", count: 1), Sale(name: "b", count: 5), Sale(name: "c", count: 3)]
        VStack {
            Text(sales.sorted().map(\\.name).joined())
            Text("\\(sales[0] > sales[1]) \\(sales[0] >= sales[1]) \\(sales[1] <= sales[2])")
            Text("\\((Money(cents: 5) + Money(cents: 7)).cents) \\(Money(cents: 1) != Money(cents: 1))")
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["bca", "true true true", "12 false"])
    }

    @Test("a Comparable enum without `<` is ordered by its cases, as Swift synthesizes it")
    func synthesizedEnumOrder() {
        let d = ir("enum Status: Comparable { case placed, preparing, ready }\n" + view("""
        Text("\\(Status.placed < .ready) \\(Status.ready <= .placed) \\([Status.ready, .placed].sorted()[0] == Status.placed)")
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["true false true"])
    }

    @Test("callAsFunction of the module's type (SE-0253)")
    func callAsFunction() {
        let d = ir("struct Greeter { let greeting: String; func callAsFunction(_ name: String) -> String { greeting + \", \" + name } }\n"
                   + view("Text(Greeter(greeting: \"Hello\")(\"Ada\"))"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Hello, Ada"])
    }

    @Test("a layout value called with content is its stack: AnyLayout(VStackLayout(…)), (HStackLayout(…)) { … }, with their arguments")
    func layoutValues() throws {
        let d = ir(view("""
        let layout = AnyLayout(VStackLayout(alignment: .leading, spacing: 2))
        VStack {
            layout { Text("One"); Text("Two") }
            (HStackLayout(spacing: 20)) { Text("Three") }
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        let stacks = nodes(d).filter { $0.kind == "VStack" || $0.kind == "HStack" }
        #expect(stacks.map(\.kind) == ["VStack", "VStack", "HStack"])
        #expect(stacks[1].argument("spacing") == .double(2) || stacks[1].argument("spacing") == .int(2), "\(stacks[1].arguments)")
        #expect(texts(d) == ["One", "Two", "Three"])
    }

    @Test("a custom Layout called with content places its subviews (a note says how), not an error")
    func customLayout() throws {
        let d = ir("""
        struct FlowLayout: Layout {
            var spacing: CGFloat? = nil
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) { }
        }
        """ + "\n" + view("(FlowLayout()) { Text(\"a\"); Text(\"b\") }"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "custom-layout").count == 1)
        let node = try #require(firstNode(d, kind: "CustomLayout"))
        #expect(node.argument("layout") == .string("FlowLayout"))
        #expect(texts(d) == ["a", "b"])
    }

    @Test("R5: a predicate over a value Easel cannot know holds — first(where:) finds, so a guard's fatalError is not reached")
    func predicateOverUnknown() {
        let d = ir(view("""
        Text(pick(Unknown.value))
        """, members: """
        let names = ["a", "b"]
        func pick(_ name: String) -> String {
            guard let found = names.first(where: { $0 == name }) else { fatalError("none named \\(name)") }
            return found
        }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["a"])
    }

    @Test("a static cache an appear action fills is there for the next pass (a static lives as long as the app)")
    func staticsAcrossPasses() {
        let d = ir(view("""
        VStack {
            if ready { Text(Self.cache["k"]!) } else { Text("waiting") }
        }
        .onAppear {
            Self.cache["k"] = "drawn"
            ready = true
        }
        """, members: """
        static var cache: [String: String] = [:]
        @State private var ready = false
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["drawn"])
    }

    @Test("modifiers of another framework's views (Charts' marks, a ForEach of them) are notes, not warnings")
    func foreignModifiers() {
        let d = ir("import Charts\n" + view("""
        Chart {
            ForEach([1, 2], id: \\.self) { v in
                LineMark(x: .value("x", v), y: .value("y", v))
                    .foregroundStyle(by: .value("k", "a"))
                    .interpolationMethod(.cardinal)
            }
            .lineStyle(StrokeStyle(lineWidth: 2))
        }
        """))
        #expect(d.diagnostics.filter { $0.severity != .note }.isEmpty, "\(d.diagnostics)")
    }

    @Test("R3: a view's content function no preview supplies makes unknown rows in a ForEach, not an error")
    func forEachOverUnknownContent() {
        let d = ir("""
        struct Results<Content: View>: View {
            private var content: (String) -> Content
            init(@ViewBuilder content: @escaping (String) -> Content) { self.content = content }
            var body: some View { ForEach(["a", "b"], id: \\.self, content: content) }
        }
        """, view: "Results")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(nodes(d).filter { $0.kind == "Placeholder" }.count == 2, "one unknown row a element")
    }

    @Test("SwiftUI's overloads a sample app uses: Text(_:bundle:), offset(CGSize), scaleEffect(x:y:), contentMargins(_:for:), Button(intent:label:)")
    func overloadsOfASampleApp() {
        let d = ir(view("""
        ScrollView {
            VStack {
                Text("Birds", bundle: .main)
                Text("Moved").offset(CGSize(width: 5, height: 3)).scaleEffect(x: -1)
                Button(intent: Refresh()) { Text("Refresh") }
            }
        }
        .contentMargins(20, for: .scrollContent)
        .flipsForRightToLeftLayoutDirection(true)
        """))
        #expect(d.diagnostics.filter { $0.severity != .note }.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Birds", "Moved", "Refresh"])
    }

    @Test("a class's implicitly unwrapped `var x: Int!` starts as nil (its init() takes nothing); a static under a wrapper Easel does not run is unknown, not nil")
    func implicitlyUnwrappedAndWrappedStatics() {
        let d = ir("""
        @propertyWrapper struct UserDefault<T> {
            let key: String
            let defaultValue: T
            init(_ key: String, defaultValue: T) { self.key = key; self.defaultValue = defaultValue }
            var wrappedValue: T { get { defaultValue } set { } }
        }
        enum Settings { @UserDefault("original", defaultValue: false) static var original: Bool }
        final class Listener { var keyword: Int!; var page = 1 }
        """ + "\n" + view("""
        let listener = Listener()
        VStack { Text(Settings.original ? "original" : "title"); Text("\\(listener.page) \\(listener.keyword == nil)") }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["original", "1 true"], "an unknown condition takes the first branch (R5)")
    }

    @Test("SwiftUI's Animation values: statics, factories and their modifiers, in `animation(_:)` and `animation(_:value:)`")
    func animations() {
        let d = ir(view("""
        VStack {
            Text("a").animation(.default, value: 1)
            Text("b").animation(Animation.interpolatingSpring(mass: 1, stiffness: 60, damping: 10).delay(0.1), value: 1)
            Text("c").animation(.spring(duration: 0.4, bounce: 0.2).speed(2).repeatForever(autoreverses: false), value: 1)
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["a", "b", "c"])
    }
}
