import EaselIR
import Testing

/// Gradients as the IR carries them and `GradientStyle` reads them: views, shape-style members,
/// `Gradient` values and a colour's `gradient`, with SwiftUI's defaults.
@Suite("Gradient styles")
struct GradientStyleTests {
    static func color(_ name: String) -> IRValue { .symbol(IRSymbol(type: "Color", name: name)) }
    static func point(_ name: String) -> IRValue { .symbol(IRSymbol(type: "UnitPoint", name: name)) }

    @Test("colours spread evenly; named and made unit points; a view and a `.linearGradient(…)` member read alike")
    func linear() throws {
        let view = ViewNode(kind: "LinearGradient", identity: "g", arguments: [
            IRArgument("colors", .array([Self.color("red"), Self.color("green"), Self.color("blue")])),
            IRArgument("startPoint", Self.point("topLeading")),
            IRArgument("endPoint", .symbol(IRSymbol(type: "UnitPoint", name: "init", fields: ["x": .double(0.25), "y": .int(1)]))),
        ])
        let gradient = try #require(GradientStyle(view: view))
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(gradient.stops.map(\.color.name) == ["red", "green", "blue"])
        #expect(gradient.geometry == .linear(start: UnitPointValue(x: 0, y: 0), end: UnitPointValue(x: 0.25, y: 1)))
        let member = IRSymbol(type: nil, name: "linearGradient", fields: ["colors": .array([Self.color("red"), Self.color("green"), Self.color("blue")]),
                                                                         "startPoint": Self.point("topLeading"), "endPoint": view.argument("endPoint")!])
        #expect(GradientStyle(style: .symbol(member)) == gradient)
        #expect(GradientStyle(style: .views([view])) == gradient)
    }

    @Test("stops in order of location, clamped; `Gradient` as a style runs top to bottom; a colour's gradient is lighter at the top")
    func stopsAndStyles() throws {
        let stop = { (name: String, location: Double) in IRValue.symbol(IRSymbol(type: "Gradient.Stop", name: "init", fields: ["color": Self.color(name), "location": .double(location)])) }
        let gradient = IRSymbol(type: "Gradient", name: "init", fields: ["stops": .array([stop("white", 1.5), stop("black", 0.3), stop("gray", 0.3)])])
        let style = try #require(GradientStyle(style: .symbol(gradient)))
        #expect(style.stops.map(\.color.name) == ["black", "gray", "white"], "equal locations keep their written order")
        #expect(style.stops.map(\.location) == [0.3, 0.3, 1])
        #expect(style.geometry == .linear(start: UnitPointValue(x: 0.5, y: 0), end: UnitPointValue(x: 0.5, y: 1)))
        let any = try #require(GradientStyle(style: .symbol(IRSymbol(type: "AnyGradient", name: "gradient", fields: ["color": Self.color("blue")]))))
        #expect(any.stops.map(\.lightened) == [0.2, 0] && any.stops.allSatisfy { $0.color.name == "blue" })
        #expect(GradientStyle(style: Self.color("blue")) == nil, "a colour is no gradient")
        #expect(GradientStyle(style: .symbol(IRSymbol(type: "Gradient", name: "init", fields: ["colors": .array([])]))) == nil)
    }

    @Test("angles in degrees from `.degrees`, `Angle(radians:)` and `.zero`; a conic gradient's one angle turns the whole circle; radii and fractions")
    func angularAndRadial() throws {
        let angle = { (fields: [String: IRValue]) in IRValue.symbol(IRSymbol(type: "Angle", name: "init", fields: fields)) }
        let turned = ViewNode(kind: "AngularGradient", identity: "a", arguments: [
            IRArgument("colors", .array([Self.color("red"), Self.color("blue")])), IRArgument("center", Self.point("center")),
            IRArgument("startAngle", angle(["degrees": .int(90)])), IRArgument("endAngle", angle(["radians": .symbol(IRSymbol(type: nil, name: "pi"))])),
        ])
        #expect(GradientStyle(view: turned)?.geometry == .angular(center: UnitPointValue(x: 0.5, y: 0.5), startAngle: 90, endAngle: 180))
        let conic = ViewNode(kind: "AngularGradient", identity: "c", arguments: [
            IRArgument("colors", .array([Self.color("red")])), IRArgument("center", Self.point("top")), IRArgument("angle", angle(["degrees": .int(45)])),
        ])
        #expect(GradientStyle(view: conic)?.geometry == .angular(center: UnitPointValue(x: 0.5, y: 0), startAngle: 45, endAngle: 45))
        let radial = ViewNode(kind: "RadialGradient", identity: "r", arguments: [
            IRArgument("colors", .array([Self.color("red")])), IRArgument("center", Self.point("bottom")),
            IRArgument("startRadius", .double(-5)), IRArgument("endRadius", .double(.infinity)),
        ])
        #expect(GradientStyle(view: radial)?.geometry == .radial(center: UnitPointValue(x: 0.5, y: 1), startRadius: 0, endRadius: 0),
                "a negative radius is none, an infinite one unknown")
        let elliptical = ViewNode(kind: "EllipticalGradient", identity: "e", arguments: [IRArgument("colors", .array([Self.color("red")]))])
        #expect(GradientStyle(view: elliptical)?.geometry == .elliptical(center: UnitPointValue(x: 0.5, y: 0.5), startFraction: 0, endFraction: 0.5))
    }
}
