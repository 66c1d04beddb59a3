import EaselLayout

/// `render --variants … --format svg|png` (V6): one preview's variants side by side, each picture
/// labelled with its variant — where a toolbar breaks is seen at a glance.
public enum ContactSheet {
    public struct Tile: Sendable {
        public let label: String
        public let svg: String
        public let size: Rect

        public init(label: String, svg: String, size: Rect) {
            self.label = label
            self.svg = svg
            self.size = size
        }
    }

    /// The tiles in rows of `columns`, each row as tall as its tallest picture, labels below.
    public static func compose(_ tiles: [Tile], columns: Int) -> String {
        let gap = 24.0, labelHeight = 28.0
        var x = gap, y = gap, rowHeight = 0.0, width = 0.0
        var body = ""
        for (i, tile) in tiles.enumerated() {
            if i > 0, i % max(1, columns) == 0 {
                (x, y, rowHeight) = (gap, y + rowHeight + labelHeight + gap, 0)
            }
            // A picture is a whole `<svg>`; nested, it is placed by its own x and y.
            let placed = tile.svg.replacingOccurrences(of: "<svg ", with: "<svg x=\"\(SVGWriter.number(x))\" y=\"\(SVGWriter.number(y))\" ",
                                                       options: [], range: tile.svg.range(of: "<svg "))
            body += placed.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
            body += "<text x=\"\(SVGWriter.number(x))\" y=\"\(SVGWriter.number(y + tile.size.height + 20))\" font-size=\"15\" fill=\"#1C1C1E\">\(Markup.escape(tile.label))</text>\n"
            x += tile.size.width + gap
            width = max(width, x)
            rowHeight = max(rowHeight, tile.size.height)
        }
        let height = y + rowHeight + labelHeight + gap
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGWriter.number(width))" height="\(SVGWriter.number(height))" \
        viewBox="0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))" font-family="Inter, DejaVu Sans, sans-serif">
        <rect width="100%" height="100%" fill="#E5E5EA"/>
        \(body)</svg>

        """
    }
}
