import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Testing

/// A stack is placed as it was measured (layout spec L5): a chat app's bubbles, a long wrapping
/// text beside a shorter sibling in a scroll view's stack.
@Suite("Stack placement")
struct StackPlacementTests {
    @Test("L5: in a ScrollView's VStack, a bubble of wrapping text above a short one keeps every line it measured", arguments: [Platform.ios, .macos])
    func wrappedTextKeepsItsLines(_ platform: Platform) throws {
        let source = """
        import SwiftUI
        struct Bubble: View {
            var text: String
            var body: some View {
                HStack(alignment: .top) {
                    Spacer()
                    Text(text).padding(.horizontal, 20).frame(maxWidth: 290, alignment: .trailing)
                }
            }
        }
        struct V: View {
            var body: some View {
                ScrollView {
                    VStack {
                        Bubble(text: "Give me a very long answer (this is a test of wrapping text in a chat bubble that should wrap)")
                        Text("Short")
                    }
                }
            }
        }
        """
        let context = ToolbarContext(platform: platform)
        let ir = Frontend.compile(source).evaluate().document
        let render = Renderer(context: context, measurer: fonts).render(ir)
        let content = try #require(Layout(measurer: fonts).layout(render, view: ir.view, context: context).content)
        var texts: [ContentNode] = []
        content.walk { if $0.kind == "Text" { texts.append($0) } }
        let bubble = try #require(texts.first)
        #expect((bubble.lines ?? 0) >= 3, "wrapped, not squeezed into an equal share: \(bubble.lines ?? 0) lines, \(bubble.frame)")
        #expect(bubble.textLines.allSatisfy { !$0.text.hasSuffix("…") }, "no line truncated: \(bubble.textLines.map(\.text))")
        #expect(texts.last.map { $0.frame.y >= bubble.frame.y + bubble.frame.height } == true, "the short text below the bubble, not over it")
    }
}
