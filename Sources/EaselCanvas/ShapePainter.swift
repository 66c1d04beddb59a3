import EaselIR
import EaselLayout

/// Shapes, colours and gradient views at their frames: filled with their colour or gradient,
/// then, when stroked, their line — centred on the outline (`stroke`) or inside the frame
/// (`strokeBorder`), as SwiftUI draws them. A stroked shape is its line alone unless it is
/// also filled (iOS 17's `fill(_:).stroke(_:)`).
extension ContentPainter {
    func paintShape(_ n: ContentNode, into svg: inout SVGWriter) {
        let stroke = n.view.flatMap(StrokeValue.init)
        if stroke == nil || n.view.map(StrokeValue.isFilled) == true {
            let outline = Self.outline(n, in: n.frame)
            if !paintGradientShape(n, outline: outline, into: &svg) {
                let fill = n.view.flatMap { colorName($0) } ?? environmentForeground(n) ?? palette.fill
                svg.element(outline.tag, outline.attributes + [("fill", fill)])
            }
        }
        if let stroke { paintStroke(stroke, of: n, into: &svg) }
    }

    /// The line of a stroked shape, in its style (a colour, a gradient, else the foreground).
    func paintStroke(_ stroke: StrokeValue, of n: ContentNode, into svg: inout SVGWriter) {
        guard stroke.lineWidth > 0 else { return }
        let number = SVGWriter.number
        let inset = stroke.insideFrame ? stroke.lineWidth / 2 : 0
        let outline = Self.outline(n, in: n.frame.inset(inset), radiusInset: inset)
        var attributes = outline.attributes + [("fill", "none"), ("stroke", strokePaint(stroke, of: n, into: &svg)), ("stroke-width", number(stroke.lineWidth))]
        if stroke.dash.contains(where: { $0 > 0 }) {
            attributes.append(("stroke-dasharray", stroke.dash.map(number).joined(separator: " ")))
            if stroke.dashPhase != 0 { attributes.append(("stroke-dashoffset", number(stroke.dashPhase))) }
        }
        if stroke.lineCap != "butt" { attributes.append(("stroke-linecap", stroke.lineCap)) }
        if stroke.lineJoin != "miter" { attributes.append(("stroke-linejoin", stroke.lineJoin)) }
        svg.element(outline.tag, attributes)
    }

    /// What a line is painted with: its style, else the view's or its container's foreground.
    private func strokePaint(_ stroke: StrokeValue, of n: ContentNode, into svg: inout SVGWriter) -> String {
        let style = stroke.content ?? n.view?.modifier("foregroundStyle")?.arguments.first?.value
        if let gradient = gradientFill(style, over: n.frame, into: &svg) { return gradient }
        if let symbol = style?.symbolValue, symbol.name != "clear", let fill = color(symbol) { return fill }
        return environmentForeground(n) ?? palette.label
    }

    /// The element drawing a shape's outline in `r`, with its attributes but the paint;
    /// `radiusInset`: what an inset shape's corners lose (`strokeBorder`'s half line).
    static func outline(_ n: ContentNode, in r: Rect, radiusInset: Double = 0) -> (tag: String, attributes: [(String, String)]) {
        let number = SVGWriter.number
        switch n.kind {
        case "Circle":
            return ("circle", [("cx", number(r.midX)), ("cy", number(r.midY)), ("r", number(min(r.width, r.height) / 2))])
        case "Ellipse":
            return ("ellipse", [("cx", number(r.midX)), ("cy", number(r.midY)), ("rx", number(r.width / 2)), ("ry", number(r.height / 2))])
        case "UnevenRoundedRectangle":
            let radii = n.view.map(Self.cornerRadii) ?? (0, 0, 0, 0)
            let less = { (x: Double) in max(0, x - radiusInset) }
            return ("path", [("d", Self.unevenRoundedPath(r, radii: (less(radii.0), less(radii.1), less(radii.2), less(radii.3))))])
        default:
            // A `ContainerRelativeShape` outside a container shape (a widget's) is a rectangle.
            let radius = n.kind == "Capsule" ? min(r.width, r.height) / 2
                : n.kind == "RoundedRectangle" ? max(0, (n.view?.argument("cornerRadius")?.doubleValue ?? 10) - radiusInset) : 0
            var attributes = [("x", number(r.x)), ("y", number(r.y)), ("width", number(r.width)), ("height", number(r.height))]
            if radius > 0 { attributes.append(("rx", number(radius))) }
            return ("rect", attributes)
        }
    }

    /// An `UnevenRoundedRectangle`'s radii, top-leading first and clockwise, from its four
    /// arguments or its `RectangleCornerRadii`; unknown or negative ones are square corners.
    static func cornerRadii(_ view: ViewNode) -> (Double, Double, Double, Double) {
        let given = view.argument("cornerRadii")?.symbolValue?.fields
        func radius(_ corner: String) -> Double {
            let value = given != nil ? given?[corner] : view.argument(corner + "Radius")
            return max(0, value?.finiteDouble ?? 0)
        }
        return (radius("topLeading"), radius("topTrailing"), radius("bottomTrailing"), radius("bottomLeading"))
    }

    /// A rectangle's outline with a radius per corner, each at most half the shorter side (as
    /// SwiftUI clamps them), drawn left to right: a right-to-left screen is mirrored afterwards (V3).
    static func unevenRoundedPath(_ r: Rect, radii: (Double, Double, Double, Double)) -> String {
        let most = max(0, min(r.width, r.height) / 2)
        let (tl, tr, br, bl) = (min(radii.0, most), min(radii.1, most), min(radii.2, most), min(radii.3, most))
        let n = SVGWriter.number
        func arc(_ radius: Double, _ x: Double, _ y: Double) -> String {
            radius > 0 ? "A\(n(radius)) \(n(radius)) 0 0 1 \(n(x)) \(n(y))" : ""
        }
        return "M\(n(r.x + tl)) \(n(r.y))H\(n(r.maxX - tr))" + arc(tr, r.maxX, r.y + tr)
            + "V\(n(r.maxY - br))" + arc(br, r.maxX - br, r.maxY)
            + "H\(n(r.x + bl))" + arc(bl, r.x, r.maxY - bl)
            + "V\(n(r.y + tl))" + arc(tl, r.x + tl, r.y) + "Z"
    }
}
