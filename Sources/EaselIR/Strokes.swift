/// A shape's `stroke(_:lineWidth:)`, `stroke(_:style:)` or `strokeBorder(…)`, typed: what the
/// line is painted with, how wide, dashed and capped, and whether it lies inside the frame.
public struct StrokeValue: Hashable, Sendable {
    /// The shape style of the line (a colour, a gradient); nil for the foreground style.
    public var content: IRValue?
    public var lineWidth: Double
    /// Lengths of dashes and gaps, in points; empty for a solid line.
    public var dash: [Double]
    public var dashPhase: Double
    /// `butt`, `round` or `square`.
    public var lineCap: String
    /// `miter`, `round` or `bevel`.
    public var lineJoin: String
    /// `strokeBorder`: the shape inset by half the line, so the line lies inside the frame;
    /// `stroke` centres it on the outline.
    public var insideFrame: Bool

    /// The last stroke of `view`'s modifiers, or nil when it is not stroked.
    public init?(_ view: ViewNode) {
        guard let m = view.modifiers.last(where: { $0.name == "stroke" || $0.name == "strokeBorder" }) else { return nil }
        let style = m.argument("style")?.symbolValue?.fields ?? [:]
        content = m.argument("content").flatMap { $0.symbolValue?.name == "foreground" ? nil : $0 }
        lineWidth = max(0, m.argument("lineWidth")?.finiteDouble ?? style["lineWidth"]?.finiteDouble ?? 1)
        if case .array(let lengths)? = style["dash"] {
            dash = lengths.compactMap(\.finiteDouble).map { max(0, $0) }
        } else {
            dash = []
        }
        dashPhase = style["dashPhase"]?.finiteDouble ?? 0
        lineCap = style["lineCap"]?.symbolValue?.name ?? "butt"
        lineJoin = style["lineJoin"]?.symbolValue?.name ?? "miter"
        insideFrame = m.name == "strokeBorder"
    }

    /// Whether `view` is also filled (`Circle().fill(.red).stroke(.blue)`, iOS 17): a stroked
    /// shape is otherwise its line alone.
    public static func isFilled(_ view: ViewNode) -> Bool {
        view.modifiers.contains { $0.name == "fill" }
    }
}
