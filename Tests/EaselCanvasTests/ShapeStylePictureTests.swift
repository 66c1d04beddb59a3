@testable import EaselCanvas
import EaselIR
import EaselLayout
import Foundation
import Testing

/// Shape styles in the picture, as SwiftUI draws them: a gradient view fills its frame, a shape's
/// fill, a text's or a symbol's foreground style and a background take a gradient, in each
/// appearance; a stroked shape is its line.
@Suite("Shape style pictures")
struct ShapeStylePictureTests {
    /// The `<linearGradient>` or `<radialGradient>` element with `id`, with its stops, as written.
    static func definition(_ id: String, in svg: String) -> Substring? {
        guard let start = svg.range(of: "Gradient id=\"\(id)\"") else { return nil }
        let rest = svg[start.lowerBound...]
        guard let end = rest.range(of: "Gradient>") else { return nil }
        return rest[..<end.upperBound]
    }

    /// The stop colours of a definition, in order.
    static func stopColors(_ definition: Substring?) -> [String] {
        (definition ?? "").matches(of: /stop-color="(#[0-9A-F]{6})"/).map { String($0.1) }
    }

    static func fill(of tag: String, containing marker: String, in svg: String) -> String? {
        let line = svg.split(separator: "\n").first { $0.contains("<\(tag) ") && $0.contains(marker) }
        return line.flatMap { $0.firstMatch(of: /fill="([^"]*)"/).map { String($0.1) } }
    }

    @Test("a LinearGradient view fills its frame from start point to end point; a shape's fill and a text's foreground style take theirs")
    func linear() throws {
        let drawn = draw("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .frame(width: 200, height: 100)
                    RoundedRectangle(cornerRadius: 12)
                        .fill(LinearGradient(gradient: Gradient(colors: [.orange, .red]), startPoint: .leading, endPoint: .trailing))
                        .frame(width: 100, height: 40)
                    Text("Glow").foregroundStyle(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
                }
            }
        }
        """, .ios)
        #expect(drawn.ir.diagnostics.filter { $0.severity != .note }.isEmpty, "\(drawn.ir.diagnostics.map(\.message))")
        let svg = drawn.output.svg
        let view = try #require(drawn.output.frames.content.flatMap { Self.find("LinearGradient", in: $0) })
        let first = try #require(Self.definition("gradient-1", in: svg))
        // From the frame's top-leading corner to its bottom-trailing one, in the picture's points.
        #expect(first.contains("gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGWriter.number(view.frame.x))\" y1=\"\(SVGWriter.number(view.frame.y))\" x2=\"\(SVGWriter.number(view.frame.maxX))\" y2=\"\(SVGWriter.number(view.frame.maxY))\""),
                "\(first)")
        #expect(Self.stopColors(first) == ["#007AFF", "#AF52DE"])
        #expect(svg.contains("width=\"200\" height=\"100\" fill=\"url(#gradient-1)\""), "the view's own rectangle")
        #expect(Self.stopColors(Self.definition("gradient-2", in: svg)) == ["#FF9500", "#FF3B30"], "Gradient(colors:) inside")
        #expect(svg.contains("rx=\"12\" fill=\"url(#gradient-2)\""), "the rounded rectangle's fill")
        #expect(Self.fill(of: "text", containing: ">Glow<", in: svg) == "url(#gradient-3)")
        #expect(Self.stopColors(Self.definition("gradient-3", in: svg)) == ["#FF2D55", "#AF52DE"])
    }

    @Test("a radial gradient's stops run from its start radius to its end radius; dark appearance colours")
    func radialDark() throws {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View {
                Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 20, endRadius: 40)).frame(width: 80, height: 80)
            }
        }
        """
        let light = try #require(Self.definition("gradient-1", in: draw(source, .ios).output.svg))
        #expect(light.hasPrefix("Gradient id=\"gradient-1\" gradientUnits=\"userSpaceOnUse\""))
        #expect(light.contains(" r=\"40\""))
        #expect(light.contains("<stop offset=\"0.5\" stop-color=\"#FFCC00\"/>") && light.contains("<stop offset=\"1\" stop-color=\"#FF9500\"/>"), "\(light)")
        let dark = Self.definition("gradient-1", in: draw(source, .ios, colorScheme: "dark").output.svg)
        #expect(Self.stopColors(dark) == ["#FFD60A", "#FF9F0A"], "the dark appearance's yellow and orange")
    }

    @Test("Color.gradient: the colour a little lighter at the top, top to bottom, with no diagnostic; a background's gradient")
    func colorGradient() throws {
        let drawn = draw("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Rectangle().fill(.blue.gradient).frame(height: 40)
                    Text("Badge").padding(8).background(.red.gradient, in: Capsule())
                }
            }
        }
        """, .ios)
        #expect(drawn.ir.diagnostics.isEmpty, "\(drawn.ir.diagnostics.map(\.message))")
        let svg = drawn.output.svg
        let blue = try #require(Self.definition("gradient-1", in: svg))
        let colors = Self.stopColors(blue)
        #expect(colors.count == 2 && colors[1] == "#007AFF" && colors[0] != "#007AFF", "\(colors)")
        let x = blue.matches(of: /x[12]="([^"]*)"/).map { String($0.1) }
        #expect(x.count == 2 && x[0] == x[1], "vertical: \(blue)")
        #expect(Self.stopColors(Self.definition("gradient-2", in: svg)).last == "#FF3B30")
        #expect(svg.contains("fill=\"url(#gradient-2)\""), "the badge's capsule")
    }

    @Test("an angular gradient: wedges of its colours around its centre, cut to the shape; a symbol's gradient in its outline's bounds")
    func angularAndSymbol() throws {
        let drawn = draw("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180)))
                        .frame(width: 80, height: 80)
                    Image(systemName: "star.fill").foregroundStyle(LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom))
                }
            }
        }
        """, .ios)
        let svg = drawn.output.svg
        let clipped = try #require(svg.range(of: "<g clip-path=\"url(#clip-1)\">"))
        let group = svg[clipped.upperBound...].components(separatedBy: "</g>")[0]
        let wedges = group.matches(of: /<path d="M[^"]*" fill="(#[0-9A-F]{6})"/).map { String($0.1) }
        #expect(wedges.count == 120, "a wedge every three degrees")
        let first = try #require(wedges.first.flatMap(RGBA.init(hex:))), last = try #require(RGBA(hex: wedges[59]))
        #expect(first.red > 0.95 && first.blue < 0.25, "red at 0°, just past it: \(wedges[0])")
        #expect(last.blue > 0.95 && last.red < 0.05, "blue at 180°, just before it: \(wedges[59])")
        #expect(wedges[60] == "#007AFF" && wedges[89] == "#007AFF" && wedges[90] == "#FF3B30" && wedges[119] == "#FF3B30",
                "past the sweep, the nearer end's colour")
        let symbol = try #require(svg.split(separator: "\n").first { $0.contains("data-symbol=\"star.fill\"") })
        #expect(symbol.contains("fill=\"url(#gradient-1)\""))
        let definition = try #require(Self.definition("gradient-1", in: svg))
        #expect(!definition.contains("userSpaceOnUse") && definition.contains("x1=\"0.5\" y1=\"0\" x2=\"0.5\" y2=\"1\""), "\(definition)")
    }

    @Test("stops by location; Gradient as a style, top to bottom; an unknown colour leaves the shape's usual fill; the same picture twice")
    func stopsAndFallback() throws {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Rectangle().fill(LinearGradient(stops: [.init(color: .white, location: 0.7), .init(color: .black, location: 0.3)], startPoint: .leading, endPoint: .trailing))
                    Rectangle().fill(Gradient(colors: [.yellow, .green]))
                    Rectangle().fill(LinearGradient(colors: [Color("Missing"), .red], startPoint: .top, endPoint: .bottom))
                }
            }
        }
        """
        let svg = draw(source, .ios).output.svg
        let stops = try #require(Self.definition("gradient-1", in: svg))
        #expect(stops.contains("<stop offset=\"0.3\" stop-color=\"#000000\"/>\n") && stops.range(of: "0.3")!.lowerBound < stops.range(of: "0.7")!.lowerBound)
        let style = try #require(Self.definition("gradient-2", in: svg))
        #expect(Self.stopColors(style) == ["#FFCC00", "#34C759"])
        #expect(Self.definition("gradient-3", in: svg) == nil, "no gradient of an unknown colour")
        #expect(svg == draw(source, .ios).output.svg)
    }

    @Test("a stroke is the shape's line alone, centred on its outline; strokeBorder's lies inside the frame; dashes, a gradient's line, fill and stroke")
    func strokes() throws {
        let drawn = draw("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Circle().stroke(.red, lineWidth: 4).frame(width: 60, height: 60)
                    RoundedRectangle(cornerRadius: 10).strokeBorder(LinearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing), lineWidth: 4)
                        .frame(width: 200, height: 50)
                    Capsule().stroke(Color.orange, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])).frame(width: 120, height: 30)
                    Circle().fill(.yellow).stroke(.black, lineWidth: 1).frame(width: 20, height: 20)
                    Rectangle().stroke(lineWidth: 2).frame(width: 30, height: 30)
                }
            }
        }
        """, .ios)
        #expect(drawn.ir.diagnostics.filter { $0.severity != .note }.isEmpty, "\(drawn.ir.diagnostics.map(\.message))")
        let svg = drawn.output.svg
        let content = try #require(drawn.output.frames.content)
        let circle = try #require(Self.find("Circle", in: content))
        #expect(svg.contains("<circle cx=\"\(SVGWriter.number(circle.frame.midX))\" cy=\"\(SVGWriter.number(circle.frame.midY))\" r=\"30\" fill=\"none\" stroke=\"#FF3B30\" stroke-width=\"4\"/>"),
                "not filled; the line on the outline, half outside the frame")
        let border = try #require(Self.find("RoundedRectangle", in: content))
        let inside = border.frame.inset(2)
        #expect(svg.contains("<rect x=\"\(SVGWriter.number(inside.x))\" y=\"\(SVGWriter.number(inside.y))\" width=\"196\" height=\"46\" rx=\"8\" fill=\"none\" stroke=\"url(#gradient-1)\" stroke-width=\"4\"/>"),
                "inset by half the line, its corners with it")
        #expect(svg.contains("fill=\"none\" stroke=\"#FF9500\" stroke-width=\"2\" stroke-dasharray=\"4 2\" stroke-linecap=\"round\"/>"))
        #expect(svg.contains("r=\"10\" fill=\"#FFCC00\"/>") && svg.contains("r=\"10\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1\"/>"),
                "iOS 17's fill and stroke: both")
        #expect(svg.contains("width=\"30\" height=\"30\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\"/>"), "stroke(lineWidth:): the foreground")
    }

    static func find(_ kind: String, in node: ContentNode) -> ContentNode? {
        if node.kind == kind { return node }
        for child in node.children { if let found = find(kind, in: child) { return found } }
        return nil
    }
}
