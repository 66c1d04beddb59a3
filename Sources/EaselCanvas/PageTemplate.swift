/// An HTML page kept as a file with `{{name}}` slots (`Page/render.html`, the docs site's page),
/// filled in one pass: text put into one slot is never read as another slot.
public struct PageTemplate: Sendable {
    private enum Piece: Sendable { case text(Substring), slot(String) }
    private let pieces: [Piece]

    public init(_ template: String) {
        var pieces: [Piece] = []
        var rest = template[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            pieces.append(.text(rest[..<open.lowerBound]))
            pieces.append(.slot(String(rest[open.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        pieces.append(.text(rest))
        self.pieces = pieces
    }

    /// The page with each slot replaced by its value; a slot without one is left empty.
    public func fill(_ values: [String: String]) -> String {
        var page = ""
        for piece in pieces {
            switch piece {
            case .text(let text): page += text
            case .slot(let name): page += values[name] ?? ""
            }
        }
        return page
    }
}
