@testable import EaselFrontend
import EaselIR
@_spi(RawSyntax) import SwiftSyntax
import Testing

/// A view's `onAppear` and `task` run once before the picture, as SwiftUI runs them before a
/// view's first frame (decision in ARCHITECTURE.md, "appear actions"); work they hand to
/// `Task`, `DispatchQueue.main` or `MainActor.run` runs at once.
@Suite("Appear actions")
struct AppearActionTests {
    static let loader = """
    struct Inbox: View {
        @State private var messages: [String] = []
        @State private var appeared = 0
        @State private var selected: String?
        var body: some View {
            NavigationStack {
                List(messages, id: \\.self) { Text($0) }
                    .toolbar { if !messages.isEmpty { Button("Edit (\\(appeared))") {} } }
                    .onAppear { appeared += 1; messages = ["Ada", "Grace"] }
                    .task {
                        await Task.yield()
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { selected = "Ada" }
                    }
                if let selected { Text("Selected: \\(selected)") }
            }
        }
    }
    """

    @Test("onAppear and task change the state the picture shows, and each runs once however often the preview is evaluated")
    func runsOnce() {
        let first = Frontend.compile(Self.loader).evaluate()
        #expect(errors(first.document).isEmpty, "\(first.document.diagnostics)")
        #expect(texts(first.document) == ["Ada", "Grace", "Selected: Ada"])
        #expect(first.document.toolbars.flatMap(\.items).compactMap(\.label) == ["Edit (1)"])
        let again = Frontend.compile(Self.loader).evaluate(state: first.state)
        #expect(again.document.toolbars.flatMap(\.items).compactMap(\.label) == ["Edit (1)"], "onAppear did not run a second time")
    }

    @Test("a sheet that is not presented does not appear; a task is not what a click on its view runs")
    func onlyViewsOnScreen() {
        let d = ir(view("""
                Text("Main")
                    .task { count += 10 }
                    .sheet(isPresented: .constant(false)) { Text("Sheet").onAppear { count += 100 } }
                Text("Count \\(count)")
        """, members: "@State private var count = 0"))
        #expect(texts(d).contains("Count 10"), "\(texts(d))")
        let program = Frontend.compile(view("Text(\"Main\").task { }"))
        let evaluation = program.evaluate()
        let identity = evaluation.document.view?.children.first?.identity ?? ""
        let tap = program.perform(.tap(identity), state: evaluation.state)
        #expect(tap.diagnostics.contains { $0.code == "bad-event" && $0.message.contains("has no action") }, "a task is not a tap action: \(tap.diagnostics)")
    }

    @Test("an appear action that never ends is stopped at its share of the step budget with a warning at the loop; the preview is still drawn")
    func hostileAppearAction() {
        let d = ir(view("""
                Text("Still here").onAppear { while true { spins += 1 } }
        """, members: "@State private var spins = 0"))
        let stopped = d.diagnostics.filter { $0.code == "appear-budget" }
        #expect(stopped.count == 1 && stopped.first?.severity == .warning && stopped.first?.line == 4, "\(d.diagnostics)")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Still here"])
    }

    @Test("a task that loops until it is cancelled (a nudge animation, polling) shows the state it reached, not an error")
    func taskLoopingUntilCancelled() {
        let d = ir(view("""
                Text(nudging ? "Nudging" : "Resting")
                    .task {
                        do {
                            try await Task.delay(seconds: 3)
                            while true {
                                nudging = true
                                try await Task.delay(milliseconds: 150)
                            }
                        } catch {
                            nudging = false
                        }
                    }
        """, members: "@State private var nudging = false"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.code == "appear-budget" })
        #expect(texts(d) == ["Nudging"])
    }

    @Test("the callees whose closures run at once and the last names every call is compared with are one list")
    func scheduledWorkNames() {
        let lastNames = Interpreter.scheduledWorkCallees.compactMap { $0.split(separator: ".").last.map(String.init) }
        #expect(Set(Interpreter.scheduledWorkNames.map { String(syntaxText: $0) }) == Set(lastNames))
    }
}
