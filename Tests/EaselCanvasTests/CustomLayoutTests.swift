import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Testing

/// Containers whose placement is the source's own code or a grid's spanning children
/// (decisions.md, "Custom layouts"; spec L10), and an offset given as a size.
@Suite("Custom layouts, grids and offsets")
struct CustomLayoutTests {
    private func laidOut(_ body: String, members: String = "") throws -> ContentNode {
        let source = """
        import SwiftUI
        \(members)
        struct V: View {
            var body: some View {
        \(body)
            }
        }
        """
        let context = ToolbarContext(platform: .ios)
        let ir = Frontend.compile(source).evaluate().document
        let render = Renderer(context: context, measurer: fonts).render(ir)
        return try #require(Layout(measurer: fonts).layout(render, view: ir.view, context: context).content)
    }

    private func nodes(_ root: ContentNode, _ kind: String) -> [ContentNode] {
        var found: [ContentNode] = []
        root.walk { if $0.kind == kind { found.append($0) } }
        return found
    }

    @Test("a custom Layout's subviews go in rows that wrap at the proposed width, each row under the last")
    func customLayoutWraps() throws {
        let content = try laidOut("""
        (FlowLayout()) {
            ForEach(0..<12) { i in Text("Tag \\(i)").frame(width: 60, height: 30) }
        }
        .frame(width: 300)
        """, members: """
        struct FlowLayout: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) { }
        }
        """)
        let flow = try #require(nodes(content, "CustomLayout").first)
        let tags = nodes(flow, "Text")
        #expect(tags.count == 12)
        // 60 wide with 8 between: four fit in 300 (4 × 60 + 3 × 8 = 264), the fifth starts a row.
        let rows = Dictionary(grouping: tags) { $0.frame.y }.keys.sorted()
        #expect(rows.count == 3, "\(tags.map(\.frame))")
        #expect(tags.allSatisfy { $0.frame.x >= flow.frame.x - 0.5 && $0.frame.x + $0.frame.width <= flow.frame.x + flow.frame.width + 0.5 })
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $1 - $0 >= 30 }, "rows do not overlap: \(rows)")
    }

    @Test("a custom Layout placed in the width it measured keeps its rows (a stack's child, at its ideal width)")
    func customLayoutKeepsItsRowsAtItsOwnWidth() throws {
        let content = try laidOut("""
        VStack {
            Text("x")
            FlowLayout(spacing: 4) { Text("c"); Text("d") }
        }
        """, members: """
        struct FlowLayout: Layout {
            var spacing: CGFloat? = nil
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) { }
        }
        """)
        let flow = try #require(nodes(content, "CustomLayout").first)
        let tags = nodes(flow, "Text")
        #expect(tags.map(\.text) == ["c", "d"])
        #expect(Set(tags.map(\.frame.y)).count == 1, "one row: \(tags.map(\.frame))")
    }

    @Test("L10: a Grid's children outside GridRows span it: the grid is as wide as the widest, not zero")
    func spanningChildrenGiveTheGridItsWidth() throws {
        let content = try laidOut("""
        Grid { Text("A card of some width"); Text("Another") }
        """)
        let grid = try #require(nodes(content, "Grid").first)
        let texts = nodes(grid, "Text")
        #expect(grid.frame.width >= (texts.map(\.frame.width).max() ?? 0) - 0.5 && grid.frame.width > 50, "\(grid.frame)")
        #expect(texts.allSatisfy { !($0.textLines.first?.text.hasSuffix("…") ?? true) }, "\(texts.map(\.textLines))")
    }

    @Test("L8: `.offset(CGSize(width:height:))` moves the view as `.offset(x:y:)` does")
    func offsetBySize() throws {
        let bySize = try laidOut("Text(\"Moved\").offset(CGSize(width: 5, height: 3))")
        let byAxes = try laidOut("Text(\"Moved\").offset(x: 5, y: 3)")
        let plain = try laidOut("Text(\"Moved\")")
        let frames = [bySize, byAxes, plain].map { nodes($0, "Text").first?.frame }
        #expect(frames[0] == frames[1], "\(frames)")
        #expect(frames[0].map { $0.x - (frames[2]?.x ?? 0) } == 5 && frames[0].map { $0.y - (frames[2]?.y ?? 0) } == 3, "\(frames)")
    }

    @Test("L8: `.padding(EdgeInsets(…))` and `.padding(.init(…))` pad each edge by its own length; `.padding(.horizontal)` pads only the sides",
          arguments: ["EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)", ".init(top: 1, leading: 2, bottom: 3, trailing: 4)"])
    func paddingByInsetsAndByEdges(insetsWritten: String) throws {
        let insets = try laidOut("Text(\"Inset\").padding(\(insetsWritten)).background(Color.red)")
        let plain = try laidOut("Text(\"Inset\").background(Color.red)")
        let text = try #require(nodes(insets, "Text").first), box = try #require(nodes(insets, "Color").first)
        let bare = try #require(nodes(plain, "Text").first)
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }
        #expect(near(box.frame.width, bare.frame.width + 6) && near(box.frame.height, bare.frame.height + 4), "\(box.frame) around \(bare.frame)")
        #expect(near(text.frame.x - box.frame.x, 2) && near(text.frame.y - box.frame.y, 1), "\(text.frame) in \(box.frame)")
        let sides = try laidOut("Text(\"Sides\").padding(.horizontal).background(Color.red)")
        let sidesBox = try #require(nodes(sides, "Color").first), sidesText = try #require(nodes(sides, "Text").first)
        #expect(near(sidesBox.frame.height, sidesText.frame.height) && near(sidesBox.frame.width, sidesText.frame.width + 32), "\(sidesBox.frame)")
    }
}
