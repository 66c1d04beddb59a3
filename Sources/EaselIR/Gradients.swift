import Foundation

// Gradients, typed. In the IR a gradient stays what the source built — a `LinearGradient(…)`
// view, a `.linearGradient(…)` shape style, a `Gradient(…)`, `Color.blue.gradient` — so the IR's
// JSON is unchanged; `GradientStyle` is the one reading of them, shared by whatever paints one.

/// A point in a view's bounds, each coordinate a fraction of its size (SwiftUI's `UnitPoint`).
public struct UnitPointValue: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        (self.x, self.y) = (x, y)
    }

    /// `.topLeading`, `.center`, `UnitPoint(x: 0.2, y: 0.8)`; nil for anything else.
    public init?(_ value: IRValue?) {
        guard let symbol = value?.symbolValue else { return nil }
        if let x = symbol.fields["x"]?.finiteDouble, let y = symbol.fields["y"]?.finiteDouble {
            self.init(x: x, y: y)
            return
        }
        guard let named = Self.named[symbol.name] else { return nil }
        self = named
    }

    static let named: [String: UnitPointValue] = [
        "zero": .init(x: 0, y: 0), "center": .init(x: 0.5, y: 0.5),
        "leading": .init(x: 0, y: 0.5), "trailing": .init(x: 1, y: 0.5), "top": .init(x: 0.5, y: 0), "bottom": .init(x: 0.5, y: 1),
        "topLeading": .init(x: 0, y: 0), "topTrailing": .init(x: 1, y: 0), "bottomLeading": .init(x: 0, y: 1), "bottomTrailing": .init(x: 1, y: 1),
    ]
}

/// What a gradient draws: its colours at their locations and how they spread over the bounds.
public struct GradientStyle: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: IRSymbol
        /// Where the colour is, 0…1 along the gradient.
        public var location: Double
        /// The share of white mixed into the colour (`Color.gradient`'s lighter top), 0…1.
        public var lightened: Double

        public init(color: IRSymbol, location: Double, lightened: Double = 0) {
            (self.color, self.location, self.lightened) = (color, location, lightened)
        }
    }

    public enum Geometry: Hashable, Sendable {
        /// From one unit point of the bounds to another.
        case linear(start: UnitPointValue, end: UnitPointValue)
        /// Circles about a unit point, location 0 at `startRadius` points and 1 at `endRadius`.
        case radial(center: UnitPointValue, startRadius: Double, endRadius: Double)
        /// Around a unit point, in degrees clockwise from the trailing edge (SwiftUI's angles, y
        /// down); equal angles sweep the whole circle.
        case angular(center: UnitPointValue, startAngle: Double, endAngle: Double)
        /// An ellipse filling the bounds about a unit point, location 0 at `startFraction` and 1 at
        /// `endFraction` of the bounds (0.5 reaches the edges from the centre).
        case elliptical(center: UnitPointValue, startFraction: Double, endFraction: Double)
    }

    public var stops: [Stop]
    public var geometry: Geometry

    public init(stops: [Stop], geometry: Geometry) {
        (self.stops, self.geometry) = (stops, geometry)
    }

    /// The views that are gradients (each also a shape style).
    public static let viewKinds: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]

    /// A gradient view's own gradient (`LinearGradient(colors:startPoint:endPoint:)`).
    public init?(view: ViewNode) {
        guard Self.viewKinds.contains(view.kind) else { return nil }
        var fields: [String: IRValue] = [:]
        for argument in view.arguments { fields[argument.name] = argument.value }
        self.init(kind: view.kind, fields)
    }

    /// The gradient a shape style stands for — the argument of `fill(_:)`, `foregroundStyle(_:)`,
    /// `background(_:)`: a gradient view, a `.linearGradient(…)`-style member, a `Gradient` (drawn
    /// top to bottom, as SwiftUI draws one as a style), a colour's `gradient`; nil for any other.
    public init?(style value: IRValue?) {
        switch value {
        case .views(let views)? where views.count == 1:
            self.init(view: views[0])
        case .symbol(let s)?:
            switch (s.type, s.name) {
            case ("AnyGradient", _):
                // `Color.blue.gradient`: the colour, a little lighter at the top (SwiftUI's
                // standard gradient of a colour; docs/decisions.md).
                guard let color = s.fields["color"]?.symbolValue else { return nil }
                self.init(stops: [Stop(color: color, location: 0, lightened: 0.2), Stop(color: color, location: 1)],
                          geometry: .linear(start: UnitPointValue(x: 0.5, y: 0), end: UnitPointValue(x: 0.5, y: 1)))
            case ("Gradient", _):
                guard let stops = Self.stops(s.fields) else { return nil }
                self.init(stops: stops, geometry: .linear(start: UnitPointValue(x: 0.5, y: 0), end: UnitPointValue(x: 0.5, y: 1)))
            case (_, "linearGradient"): self.init(kind: "LinearGradient", s.fields)
            case (_, "radialGradient"): self.init(kind: "RadialGradient", s.fields)
            case (_, "angularGradient"), (_, "conicGradient"): self.init(kind: "AngularGradient", s.fields)
            case (_, "ellipticalGradient"): self.init(kind: "EllipticalGradient", s.fields)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A gradient of `kind` from its initializer's arguments.
    private init?(kind: String, _ fields: [String: IRValue]) {
        guard let stops = Self.stops(fields) else { return nil }
        let center = UnitPointValue(fields["center"]) ?? UnitPointValue(x: 0.5, y: 0.5)
        switch kind {
        case "LinearGradient":
            geometry = .linear(start: UnitPointValue(fields["startPoint"]) ?? UnitPointValue(x: 0.5, y: 0),
                               end: UnitPointValue(fields["endPoint"]) ?? UnitPointValue(x: 0.5, y: 1))
        case "RadialGradient":
            geometry = .radial(center: center, startRadius: max(0, fields["startRadius"]?.finiteDouble ?? 0),
                               endRadius: max(0, fields["endRadius"]?.finiteDouble ?? 0))
        case "AngularGradient":
            // `angle:` (a conic gradient) turns the whole circle from it.
            let start = Self.degrees(fields["startAngle"] ?? fields["angle"]) ?? 0
            let end = fields["angle"] != nil ? start : Self.degrees(fields["endAngle"]) ?? 0
            geometry = .angular(center: center, startAngle: start, endAngle: end)
        case "EllipticalGradient":
            geometry = .elliptical(center: center, startFraction: max(0, fields["startRadiusFraction"]?.finiteDouble ?? 0),
                                   endFraction: max(0, fields["endRadiusFraction"]?.finiteDouble ?? 0.5))
        default:
            return nil
        }
        self.stops = stops
    }

    /// The stops of `colors:` (evenly spaced), `stops:` or `gradient:`, in order of location.
    static func stops(_ fields: [String: IRValue]) -> [Stop]? {
        if let gradient = fields["gradient"]?.symbolValue { return stops(gradient.fields) }
        if case .array(let colors)? = fields["colors"] {
            let symbols = colors.compactMap(\.symbolValue)
            guard !symbols.isEmpty else { return nil }
            let step = symbols.count > 1 ? 1 / Double(symbols.count - 1) : 0
            return symbols.enumerated().map { Stop(color: $0.element, location: Double($0.offset) * step) }
        }
        if case .array(let given)? = fields["stops"] {
            let stops = given.compactMap { value -> Stop? in
                guard let s = value.symbolValue, let color = s.fields["color"]?.symbolValue else { return nil }
                return Stop(color: color, location: min(1, max(0, s.fields["location"]?.finiteDouble ?? 0)))
            }
            // SwiftUI draws stops in order of location; equal ones keep their written order.
            return stops.isEmpty ? nil : stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        }
        return nil
    }

    /// An `Angle` in degrees: `.degrees(90)`, `Angle(radians: .pi)`, `.zero`; nil if unknown.
    static func degrees(_ value: IRValue?) -> Double? {
        guard let s = value?.symbolValue else { return nil }
        if s.name == "zero" { return 0 }
        if let d = s.fields["degrees"]?.finiteDouble { return d }
        if let r = s.fields["radians"] {
            if let radians = r.finiteDouble { return radians * 180 / .pi }
            if r.symbolValue?.name == "pi" { return 180 }
        }
        return nil
    }
}
