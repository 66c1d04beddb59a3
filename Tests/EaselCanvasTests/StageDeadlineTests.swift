import EaselCanvas
import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Foundation
import Testing

/// Issue 33, point 4: every stage has a deadline. Past it, resolution, layout and drawing skip
/// what is left, the render still ends with a picture, and a `budget-time` error says which stage
/// stopped. Deadlines here have passed before the stage starts, so nothing depends on timing.
@Suite("Stage deadlines")
struct StageDeadlineTests {
    static let source = """
    import SwiftUI
    struct Inbox: View {
        var body: some View {
            NavigationStack {
                List(0..<200, id: \\.self) { i in Text("Message \\(i)") }
                    .navigationTitle("Inbox")
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Compose", systemImage: "square.and.pencil") {} } }
            }
        }
    }
    """

    func passed() -> StageDeadline { StageDeadline(.now - .seconds(1)) }

    func budgetErrors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.code == "budget-time" && $0.severity == .error }
    }

    @Test("past its deadline the content layout places nothing more and says it stopped; before it, all of it")
    func layoutStops() {
        let ir = Frontend.compile(Self.source).evaluate(options: EvaluationOptions(platform: .ios)).document
        let context = ToolbarContext(platform: .ios)
        let render = Renderer(context: context, measurer: fonts).render(ir)
        let stopped = Layout(measurer: fonts, deadline: passed()).layout(render, view: ir.view, context: context)
        #expect(stopped.stoppedAtDeadline)
        #expect((stopped.content?.allNodes.filter { $0.kind == "Text" }.count ?? 0) == 0)
        #expect(!stopped.bars.isEmpty)  // the bars are laid out before the content
        let whole = Layout(measurer: fonts, deadline: StageDeadline.after(.seconds(600))).layout(render, view: ir.view, context: context)
        #expect(!whole.stoppedAtDeadline)
        #expect((whole.content?.allNodes.filter { $0.kind == "Text" }.count ?? 0) > 5)
    }

    @Test("past its deadline the canvas still draws a picture, with a budget-time error naming the layout")
    func canvasSaysSo() {
        let ir = Frontend.compile(Self.source).evaluate(options: EvaluationOptions(platform: .ios)).document
        let context = ToolbarContext(platform: .ios)
        let render = Renderer(context: context, measurer: fonts).render(ir)
        let drawing = Canvas(measurer: fonts).draw(ir, render, context: context, deadline: passed())
        #expect(drawing.svg.hasPrefix("<svg") || drawing.svg.contains("<svg"))
        let errors = budgetErrors(drawing.diagnostics)
        #expect(errors.count == 1 && errors[0].message.hasPrefix("laying out the content did not finish"))
        #expect(budgetErrors(Canvas(measurer: fonts).draw(ir, render, context: context).diagnostics).isEmpty)
    }

    @Test("past its deadline resolution leaves the toolbars out and says so")
    func resolutionStops() {
        let ir = Frontend.compile(Self.source).evaluate(options: EvaluationOptions(platform: .ios)).document
        var renderer = Renderer(context: ToolbarContext(platform: .ios), measurer: fonts)
        renderer.deadline = passed()
        let render = renderer.render(ir)
        #expect(render.toolbars.isEmpty)
        #expect(budgetErrors(render.diagnostics).count == 1)
        renderer.deadline = nil
        #expect(renderer.render(ir).toolbars.count == 1)
    }
}
