import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Foundation
import Testing

/// Inputs a person or an attacker can grow (issue 33): each must cost linear time, so each is
/// rendered here at a size that a quadratic stage could not finish, and checked for what it shows.
/// No timing is asserted: the benchmark measures speed.
@Suite("Linear inputs")
struct LinearInputTests {
    /// The laid-out content and diagnostics of `source` on iOS.
    func render(_ source: String) -> (screen: ScreenLayout, diagnostics: [Diagnostic]) {
        let context = ToolbarContext(platform: .ios)
        let ir = Frontend.compile(source).evaluate().document
        let render = Renderer(context: context, measurer: fonts).render(ir)
        return (Layout(measurer: fonts).layout(render, view: ir.view, context: context), ir.diagnostics)
    }

    @Test("L7: a 2 MB unbroken run (a pasted token) wraps between characters into the lines that fit, the last cut with '…'")
    func twoMegabyteText() throws {
        // Base64-like characters from a fixed linear congruential sequence: the same token every run.
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var state: UInt64 = 2_463_534_242
        let token = String((0..<2_000_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return alphabet[Int(state >> 58)]
        })
        let (screen, diagnostics) = render("struct V: View { var body: some View { Text(\"\(token)\").padding() } }")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var text: ContentNode?
        screen.content?.walk { if $0.kind == "Text" { text = $0 } }
        let node = try #require(text)
        let lines = node.textLines
        #expect(lines.count == Int((screen.contentArea.height - 32 + 0.01) / 22), "as many 22 pt lines as fit the padded area")
        #expect(lines.dropLast().allSatisfy { $0.frame.width <= node.frame.width + 0.01 })
        let last = try #require(lines.last)
        #expect(last.text.hasSuffix("…") && last.frame.width <= node.frame.width + 0.01)
        #expect(token.hasPrefix(lines.dropLast().map(\.text).joined()), "the lines are the token's start, in order")
    }

    @Test("3,000 syntax errors are each reported at their line, without the echoes evaluating them would make")
    func manySyntaxErrors() {
        let count = 3_000
        let rows = (0..<count).map { "        Text(\"row\").padding( )) \($0)" }
        let source = (["struct V: View {", "    var body: some View {", "      VStack {"] + rows + ["      }", "    }", "}"])
            .joined(separator: "\n")
        let (_, diagnostics) = render(source)
        let syntax = diagnostics.filter { $0.code == "syntax" && $0.severity == .error }
        #expect(Set(syntax.map(\.line)) == Set(4..<(4 + count)), "one syntax error on every broken row")
        #expect(diagnostics.allSatisfy { $0.code == "syntax" || $0.severity == .warning },
                "no error or note echoes a syntax error: \(diagnostics.filter { $0.code != "syntax" && $0.severity != .warning }.prefix(3))")
        #expect(diagnostics == diagnostics.sortedForOutput())
    }
}
