@testable import EaselCanvas
import EaselIR
import EaselLayout
import Testing

/// Shapes SwiftUI declares beside the four first ones: a capsule of either corner style, a
/// rectangle with a radius per corner, a container-relative shape.
@Suite("Shape pictures")
struct ShapePictureTests {
    @Test("Capsule(style:), UnevenRoundedRectangle by radii and by RectangleCornerRadii, ContainerRelativeShape: drawn, no diagnostic")
    func shapes() {
        let drawn = draw("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Capsule(style: .circular).fill(.blue).frame(width: 80, height: 20)
                    UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 6).fill(.red).frame(width: 100, height: 40)
                    UnevenRoundedRectangle(cornerRadii: .init(topLeading: 4, topTrailing: 30), style: .continuous).fill(.green).frame(width: 100, height: 40)
                    ContainerRelativeShape().fill(.orange).frame(width: 50, height: 50)
                }
            }
        }
        """, .ios)
        #expect(drawn.ir.diagnostics.filter { $0.severity != .note }.isEmpty, "\(drawn.ir.diagnostics.map(\.message))")
        let svg = drawn.output.svg
        #expect(svg.contains("rx=\"10\" fill=\"#007AFF\""), "a capsule 20 high rounds by half its height")
        #expect(svg.contains("fill=\"#FF9500\""), "the container-relative shape, a rectangle outside a container shape")
        let paths = svg.components(separatedBy: "<path d=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        // Top-leading 12, top-trailing square, bottom-trailing 6, bottom-leading square.
        #expect(paths.contains { $0.hasPrefix("M") && $0.contains("A12 12 0 0 1") && $0.contains("A6 6 0 0 1") && $0.hasSuffix("Z") })
        // A radius past half the shorter side is clamped to it (40 high: 20).
        #expect(paths.contains { $0.contains("A4 4 0 0 1") && $0.contains("A20 20 0 0 1") && !$0.contains("A30") })
    }

    @Test("a rectangle's outline with one radius per corner, clockwise from the top-leading corner")
    func unevenPath() {
        let path = ContentPainter.unevenRoundedPath(Rect(x: 0, y: 0, width: 10, height: 8), radii: (2, 0, 3, 0))
        #expect(path == "M2 0H10V5A3 3 0 0 1 7 8H0V2A2 2 0 0 1 2 0Z")
    }
}
