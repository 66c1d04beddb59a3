import EaselIR
import EaselText

/// One laid-out view of the content area (the contract's `layout.content`, spec L15): its kind as
/// written, its frame in window coordinates, what it draws (text and lines, style) and its
/// children. Layout modifiers are not nodes; `ForEach` and `Group` are flattened.
public struct ContentNode: Codable, Hashable, Sendable {
    /// The SwiftUI type name as written; a placeholder keeps its unknown name.
    public var kind: String
    /// Always one the JSON and the picture can hold (`LayoutNumbers.drawable`), however a
    /// layout step set it (FuzzLayout found steps that set NaN and ±∞).
    public var frame: Rect { didSet { frame = LayoutNumbers.drawable(frame) } }
    public var placeholder: Bool?
    /// `.id(x)` as text.
    public var id: String?
    /// What the node is to its parent (`.background(_:)` content, a section's header, …).
    public var role: ContentRole?
    /// What is drawn after wrapping and truncation (texts and text-bearing controls).
    public var text: String?
    public var lines: Int?
    /// The resolved style of a control, list or form.
    public var style: ContentStyle?
    public var children: [ContentNode]

    // Not in the JSON: what the canvas needs to paint the frame.
    /// The view the node was laid out from (its bound values, colours, symbol).
    public var view: ViewNode?
    public var font: FontSpec
    /// The lines of a text as drawn, each with its own frame (multiline alignment applied).
    public var textLines: [TextLine]
    /// Column frames of a split view, list row backgrounds and separators, a control's parts.
    public var parts: [Part]
    /// A colour the layout chose (`secondary` for section headers and footers, L12).
    public var tint: ContentTint?
    /// The foreground colour the view's environment holds (its own `.foregroundStyle` or a
    /// container's), as the source wrote it.
    public var foreground: IRSymbol?
    /// The tint the view's environment holds for its controls (`.tint(_:)`), as written.
    public var accent: IRSymbol?
    /// `.cornerRadius(_:)`, `.clipShape(_:)`, `.clipped()`: what of the node (its backgrounds,
    /// overlays and children too) is drawn.
    public var clip: Clip?

    /// A clipping shape at its frame: a rectangle with rounded corners (a capsule's radius is
    /// half its shorter side), or the circle centred in the frame.
    public struct Clip: Hashable, Sendable {
        public var frame: Rect
        public var cornerRadius: Double
        public var isCircle = false
    }

    /// A drawn line of text.
    public struct TextLine: Hashable, Sendable {
        public var text: String
        public var frame: Rect
    }

    /// A piece of a container or control the canvas paints under the children.
    public struct Part: Hashable, Sendable {
        public var name: ContentPart
        public var frame: Rect
    }

    private enum CodingKeys: String, CodingKey { case kind, frame, placeholder, id, role, text, lines, style, children }

    public init(kind: String, frame: Rect, view: ViewNode? = nil, font: FontSpec = FontSpec(size: 17), children: [ContentNode] = []) {
        self.kind = kind
        self.frame = LayoutNumbers.drawable(frame)
        self.children = children
        self.view = view
        self.font = font
        self.textLines = []
        self.parts = []
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(String.self, forKey: .kind)
        frame = try c.decode(Rect.self, forKey: .frame)
        placeholder = try c.decodeIfPresent(Bool.self, forKey: .placeholder)
        id = try c.decodeIfPresent(String.self, forKey: .id)
        role = try c.decodeIfPresent(ContentRole.self, forKey: .role)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        lines = try c.decodeIfPresent(Int.self, forKey: .lines)
        style = try c.decodeIfPresent(ContentStyle.self, forKey: .style)
        children = try c.decodeIfPresent([ContentNode].self, forKey: .children) ?? []
        view = nil
        font = FontSpec(size: 17)
        textLines = []
        parts = []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(frame, forKey: .frame)
        try c.encodeIfPresent(placeholder, forKey: .placeholder)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encodeIfPresent(role, forKey: .role)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(lines, forKey: .lines)
        try c.encodeIfPresent(style, forKey: .style)
        try c.encode(children, forKey: .children)
    }

    /// The node moved by `dx`, `dy` with everything in it.
    func moved(dx: Double, dy: Double) -> ContentNode {
        guard dx != 0 || dy != 0 else { return self }
        var n = self
        n.frame = frame.offset(dx: dx, dy: dy)
        n.textLines = textLines.map { TextLine(text: $0.text, frame: $0.frame.offset(dx: dx, dy: dy)) }
        n.parts = parts.map { Part(name: $0.name, frame: $0.frame.offset(dx: dx, dy: dy)) }
        if let c = clip { n.clip?.frame = c.frame.offset(dx: dx, dy: dy) }
        n.children = children.map { $0.moved(dx: dx, dy: dy) }
        return n
    }

    /// What is visible of the node inside `visible` (spec L10: scrolled content shows what fits):
    /// a node outside it is dropped; one partly inside keeps the visible part of its frame, its
    /// visible children and parts, and the lines of text that lie within it.
    func clipped(to visible: Rect) -> ContentNode? {
        if visible.contains(frame) { return self }
        guard let frame = frame.intersection(visible) else { return nil }
        var n = self
        n.frame = frame
        n.children = children.compactMap { $0.clipped(to: visible) }
        n.parts = parts.compactMap { p in p.frame.intersection(visible).map { Part(name: p.name, frame: $0) } }
        n.textLines = textLines.filter { $0.frame.y >= visible.y - 0.01 && $0.frame.maxY <= visible.maxY + 0.01 }
        return n
    }

    /// Depth-first, pre-order.
    public func walk(_ visit: (ContentNode) -> Void) {
        visit(self)
        children.forEach { $0.walk(visit) }
    }
}
