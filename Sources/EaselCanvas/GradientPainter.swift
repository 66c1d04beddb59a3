import EaselIR
import EaselLayout
import Foundation

/// A gradient's stop in this appearance: its colour resolved by the palette.
struct PaintedStop {
    let color: RGBA
    let location: Double

    /// The colour at `location` along `stops` (in order of location), mixed linearly between the
    /// stops around it, as SwiftUI blends them; before the first and after the last, theirs.
    static func color(at location: Double, in stops: [PaintedStop]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        guard location > first.location else { return first.color }
        guard let after = stops.firstIndex(where: { $0.location >= location }) else { return last.color }
        let (a, b) = (stops[after - 1], stops[after])
        let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
        let mix = { (x: Double, y: Double) in x + (y - x) * t }
        return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                    blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }
}

extension ContentPainter {
    /// The gradient a view paints with: its own (a gradient view), the style a background hands
    /// it as its colour, or its fill or foreground style — in the order `colorName(_:)` reads them.
    static func gradient(of view: ViewNode) -> GradientStyle? {
        if let own = GradientStyle(view: view) { return own }
        if let handed = view.argument("color") { return GradientStyle(style: handed) }
        return GradientStyle(style: (view.modifier("fill") ?? view.modifier("foregroundStyle"))?.arguments.first?.value)
    }

    /// The stops in this palette, white mixed in where the style asks (`Color.gradient`); nil when
    /// a colour is one Easel cannot know (an asset no catalog given has).
    func paintedStops(_ gradient: GradientStyle) -> [PaintedStop]? {
        var painted: [PaintedStop] = []
        for stop in gradient.stops {
            guard let rgba = ColorValue(stop.color)?.resolved(dark: palette.dark, system: palette.system) else { return nil }
            let w = stop.lightened
            let lighter = RGBA(red: rgba.red + (1 - rgba.red) * w, green: rgba.green + (1 - rgba.green) * w,
                               blue: rgba.blue + (1 - rgba.blue) * w, alpha: rgba.alpha)
            painted.append(PaintedStop(color: lighter, location: stop.location))
        }
        return painted
    }

    /// A shape filled with its gradient, or nil when it has none Easel can draw. An angular
    /// gradient, which SVG lacks, is drawn as thin wedges of its colours cut to the shape.
    func paintGradientShape(_ n: ContentNode, outline: (tag: String, attributes: [(String, String)]), into svg: inout SVGWriter) -> Bool {
        guard let gradient = n.view.flatMap(Self.gradient), let stops = paintedStops(gradient) else { return false }
        if case .angular(let center, let start, let end) = gradient.geometry {
            svg.openClipped(outline.tag, outline.attributes)
            svg.angularWedges(stops, center: center, from: start, to: end, in: n.frame)
            svg.close("g")
        } else {
            svg.element(outline.tag, outline.attributes + [("fill", svg.gradientFill(stops, gradient.geometry, over: n.frame))])
        }
        return true
    }

    /// The fill painting `style` across `frame` when it is a gradient Easel can draw (defined in
    /// `svg`), as SwiftUI spreads a style over the view it styles; nil for any other style.
    func gradientFill(_ style: IRValue?, over frame: Rect, inOutlineBounds: Bool = false, into svg: inout SVGWriter) -> String? {
        guard let gradient = GradientStyle(style: style), let stops = paintedStops(gradient) else { return nil }
        return svg.gradientFill(stops, gradient.geometry, over: frame, inOutlineBounds: inOutlineBounds)
    }

    /// `.foregroundStyle(gradient)` on a text, a label or a symbol. A symbol is drawn scaled from
    /// its own units: its gradient is placed in its outline's bounds (`ofOutline`).
    func foregroundGradient(_ n: ContentNode, ofOutline: Bool = false, into svg: inout SVGWriter) -> String? {
        gradientFill(n.view?.modifier("foregroundStyle")?.arguments.first?.value, over: n.frame, inOutlineBounds: ofOutline, into: &svg)
    }
}

extension SVGWriter {
    /// Defines a linear, radial or elliptical gradient over `r` and returns the fill that paints
    /// with it (`url(#gradient-N)`). An angular gradient has no SVG form: its middle colour.
    /// `inOutlineBounds`: placed in the bounds of the element painted with it instead (one drawn
    /// with a transform of its own, whose coordinates are not the frame's).
    mutating func gradientFill(_ stops: [PaintedStop], _ geometry: GradientStyle.Geometry, over r: Rect, inOutlineBounds: Bool = false) -> String {
        let n = Self.number
        let point = { (p: UnitPointValue) in
            inOutlineBounds ? (x: n(p.x), y: n(p.y)) : (x: n(r.x + p.x * r.width), y: n(r.y + p.y * r.height))
        }
        let units: [(String, String)] = inOutlineBounds ? [] : [("gradientUnits", "userSpaceOnUse")]
        /// Locations along a radius from `inner` to `outer` as offsets of the larger one (SVG's
        /// gradients start at the centre), in increasing order.
        func radialOffsets(_ inner: Double, _ outer: Double) -> [(Double, RGBA)] {
            let reach = max(inner, outer)
            return stops.map { ((inner + $0.location * (outer - inner)) / reach, $0.color) }.enumerated()
                .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
        }
        gradients += 1
        let id = "gradient-\(gradients)"
        let tag: String
        let offsets: [(Double, RGBA)]
        switch geometry {
        case .linear(let start, let end):
            let (a, b) = (point(start), point(end))
            tag = "linearGradient"
            open(tag, [("id", id)] + units + [("x1", a.x), ("y1", a.y), ("x2", b.x), ("y2", b.y)])
            offsets = stops.map { ($0.location, $0.color) }
        case .radial(let center, let inner, let outer):
            guard max(inner, outer) > 0 else { return Self.color(stops.last?.color) }
            let c = point(center)
            tag = "radialGradient"
            let radius = max(inner, outer) / (inOutlineBounds ? max(r.width, 1) : 1)
            open(tag, [("id", id)] + units + [("cx", c.x), ("cy", c.y), ("r", n(radius))])
            offsets = radialOffsets(inner, outer)
        case .elliptical(let center, let inner, let outer):
            // In the bounds' own units, where a circle is the ellipse filling them.
            guard max(inner, outer) > 0 else { return Self.color(stops.last?.color) }
            tag = "radialGradient"
            open(tag, [("id", id), ("cx", n(center.x)), ("cy", n(center.y)), ("r", n(max(inner, outer)))])
            offsets = radialOffsets(inner, outer)
        case .angular:
            gradients -= 1
            return Self.color(PaintedStop.color(at: 0.5, in: stops))
        }
        for (offset, color) in offsets {
            var attributes = [("offset", n(min(1, max(0, offset)))), ("stop-color", Self.opaque(color))]
            if color.alpha < 1 { attributes.append(("stop-opacity", n(color.alpha))) }
            element("stop", attributes)
        }
        close(tag)
        return "url(#\(id))"
    }

    /// An angular gradient filling `r`: a wedge every three degrees around the centre, each in the
    /// colour at its middle. Outside a sweep short of the whole circle, the nearer end's colour.
    mutating func angularWedges(_ stops: [PaintedStop], center: UnitPointValue, from start: Double, to end: Double, in r: Rect) {
        let sweep = end == start ? 360 : end - start
        let (cx, cy) = (r.x + center.x * r.width, r.y + center.y * r.height)
        // Far enough to leave the frame from any centre in it.
        let reach = 2 * (r.width + r.height) + 1
        let step = 3.0, n = Self.number
        // Under the wedges, their middle colour: no background shows through where they meet.
        rect(r, fill: Self.color(PaintedStop.color(at: 0.5, in: stops)))
        for i in 0..<Int(360 / step) {
            let from = start + Double(i) * step
            // Each wedge overlaps the next by half a degree, so no seam shows between them.
            let to = from + step + 0.5
            let turned = ((from + step / 2 - start) * (sweep < 0 ? -1 : 1)).truncatingRemainder(dividingBy: 360)
            let along = turned < 0 ? turned + 360 : turned
            let location = along <= abs(sweep) ? along / abs(sweep) : (along - abs(sweep) < 360 - along ? 1 : 0)
            let edge = { (degrees: Double) in "L\(n(cx + reach * cos(degrees * .pi / 180))) \(n(cy + reach * sin(degrees * .pi / 180)))" }
            element("path", [("d", "M\(n(cx)) \(n(cy))" + edge(from) + edge(to) + "Z"), ("fill", Self.color(PaintedStop.color(at: location, in: stops)))])
        }
    }

    /// `#RRGGBB`, its opacity left to the caller.
    private static func opaque(_ c: RGBA) -> String { RGBA(red: c.red, green: c.green, blue: c.blue).hex }

    /// A fill of one colour: `none` when fully clear.
    private static func color(_ c: RGBA?) -> String {
        guard let c, c.alpha > 0 else { return "none" }
        return c.hex
    }
}
