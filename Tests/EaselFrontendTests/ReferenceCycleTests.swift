@testable import EaselFrontend
import EaselIR
import Testing

/// An evaluation's runtime objects (scopes, struct instances) are reference types, and closures
/// keep the scope they were made in. Once the evaluation is over nothing may keep them, or a
/// long-running Studio grows with every keystroke: each leaked scope held the whole syntax tree.
@Suite("Reference cycles")
struct ReferenceCycleTests {
    /// A closure kept in the scope it captured (`let increment = { … }`), and a struct that keeps
    /// `self` in a property of its own: both were cycles, found as the Studio's memory growing
    /// under the fuzzer's inputs.
    static let source = """
        import SwiftUI

        struct Row {
            var me: Any? = nil
            var label = "Row"
            init() { me = self }
        }

        struct Counter: View {
            @State private var count = 0
            var body: some View {
                let row = Row()
                let increment = { count += 1 }
                Button(row.label, action: increment)
            }
        }
        """

    @Test("what the closures and structs of an evaluation refer to is freed when it ends")
    func freedAfterEvaluation() {
        let program = Frontend.compile(Self.source, fileName: "Counter.swift")
        weak var bodyScope: Scope?
        weak var row: Instance?
        LargeStack.run {
            let run = RootEvaluation(program: program, state: StateStore(), options: EvaluationOptions())
            run.run()
            #expect(!run.document.diagnostics.hasErrors)
            guard case .closure(let increment)? = run.lowerer.actions.values.first else {
                Issue.record("the button has no action")
                return
            }
            bodyScope = increment.scope
            if case .instance(let instance)? = increment.scope.lookup("row") { row = instance }
        }
        #expect(bodyScope == nil, "the body's scope outlived the evaluation (a closure kept in it keeps it)")
        #expect(row == nil, "a struct that stores `self` outlived the evaluation")
    }

    @Test("the action still runs while the evaluation lasts")
    func actionRuns() throws {
        let program = Frontend.compile(Self.source, fileName: "Counter.swift")
        let first = program.evaluate()
        let button = try #require(nodes(first.document).first { $0.kind == "Button" })
        let tapped = program.perform(.tap(button.identity), state: first.state)
        #expect(tapped.diagnostics.isEmpty)
        #expect(tapped.state["Counter.count"] == .int(1))
    }

    @Test("a loop making thousands of closures evaluates right, and a closure made before it still works after")
    func manyClosures() {
        // More closures than the capture list holds before it first drops the freed ones.
        let document = ir("""
            import SwiftUI
            struct Loop: View {
                var body: some View {
                    let early = { "early" }
                    let total = (0..<3000).map { i in
                        let double = { i * 2 }
                        return double()
                    }.reduce(0) { $0 + $1 }
                    Text("\\(total)")
                    Text(early())
                }
            }
            """)
        #expect(errors(document).isEmpty)
        #expect(texts(document) == ["8997000", "early"])
    }

    @Test("`self` read in an initializer is a copy of what was set so far, as in Swift")
    func selfInInitializerIsACopy() {
        let document = ir("""
            import SwiftUI
            struct Pair {
                var earlier: [Pair] = []
                var label = "first"
                init() {
                    earlier = [self]
                    label = "second"
                }
            }
            struct Labels: View {
                var body: some View {
                    let pair = Pair()
                    Text(pair.label)
                    Text(pair.earlier.first?.label ?? "none")
                }
            }
            """)
        #expect(errors(document).isEmpty)
        #expect(texts(document) == ["second", "first"])
    }
}
