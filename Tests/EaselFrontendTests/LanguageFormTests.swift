import EaselFrontend
import EaselIR
import Testing

/// Language forms Swift compiles and Easel once refused or got wrong (issue 35): each evaluates as
/// Swift defines it, or degrades to an unknown value with a note (spec R6) — never an error.
@Suite("Language forms")
struct LanguageFormTests {
    @Test("R6: super.init() in a class's initializer (an NSObject subclass) runs the rest of the initializer; no error")
    func superInit() {
        let d = ir("""
        class Locator: NSObject {
            var ready = false
            override init() {
                super.init()
                ready = true
            }
        }
        \(view("Text(locator.ready ? \"Ready\" : \"Waiting\")", members: "@State private var locator = Locator()"))
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Ready"])
    }

    @Test("if var, and case var: a variable the body may change, whether its value is known or not")
    func mutableBindings() {
        let d = ir(view("""
                var label = "a"
                if var x = Optional("b") { x += "c"; label = x }
                if var font = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withDesign(.rounded) {
                    font = font.withSymbolicTraits(.traitBold) ?? font
                }
                if case var .some(y) = Optional("d") { y += "e"; label += y }
                return Text(label)
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["bcde"])
    }

    @Test("Optional(x), .some(x) and .none are Optional's own")
    func optionalCases() {
        let d = ir(view("""
                let o: Int? = Optional(3)
                let p: String? = .some("x")
                let q: String? = .none
                return Text("\\(o ?? 0) \\(p ?? "-") \\(q ?? "nothing")")
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["3 x nothing"])
    }

    @Test("an integer literal where a Double is declared is a Double: an argument, an assignment, a state set in onAppear")
    func literalsTypedByContext() {
        let d = ir(view("""
                var box = Box(width: 45)
                box.width = 7
                var d: Double = 3
                d = 5
                return Text("\\(size) \\(half(5)) \\(box.width / 2) \\(d / 2)").onAppear { size = 44 }
        """, members: """
            struct Box { var width: Double }
            @State private var size: Double = 10
            func half(_ x: Double) -> Double { x / 2 }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["44.0 2.5 3.5 2.5"])
    }

    @Test("break and continue naming an outer loop end or go on with that loop, from inside an inner one")
    func labelledBreakAndContinue() {
        let d = ir(view("""
                var visits: [String] = []
                outer: for i in 0..<3 {
                    for j in 0..<3 {
                        if j == 1 { continue outer }
                        if i == 2 { break outer }
                        visits.append("\\(i)\\(j)")
                    }
                }
                var n = 0
                scan: while true {
                    repeat { n += 1; if n == 4 { break scan } } while true
                }
                return Text(visits.joined(separator: ",") + " \\(n)")
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["00,10 4"])
    }

    @Test("R6: a statement Easel does not run (defer) is a note and the preview goes on; no unsupported-expression error exists")
    func unknownFormsDegrade() {
        let d = ir(view("""
                defer { print("done") }
                return Text("After")
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["After"])
        #expect(diagnostics(d, code: "unsupported-statement").allSatisfy { $0.severity == .note })
    }
}
