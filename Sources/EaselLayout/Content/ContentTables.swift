import EaselIR
import EaselText

/// `Table`: a header of column titles, then a row per value, a cell per column. On a Mac the
/// rows alternate their background, 24 pt at least; on an iPad they are 44 pt with a separator
/// between; an iPhone (a compact width) shows the first column alone, as a plain list, without
/// its header, as SwiftUI does. A column takes the width its `width(_:)` gives, the others share
/// what is left. The spec is silent; the measures are [D] (docs/decisions.md).
extension ContentEngine {
    struct TableMetrics {
        var header: Double, minRow: Double, insetH: Double, insetV: Double
        /// Rows alternate their background (macOS) or are separated by a hairline.
        var stripes: Bool
        /// Only the first column, no header (an iPhone's compact width).
        var firstColumnOnly: Bool
    }

    /// A shown column: its place among the table's columns, its box, its leading edge from the
    /// table's and its width.
    typealias TableColumnFrame = (index: Int, box: Box, x: Double, width: Double)

    func tableMetrics(_ platform: Platform) -> TableMetrics {
        switch platform {
        case .macos: return TableMetrics(header: 28, minRow: 24, insetH: 8, insetV: 3, stripes: true, firstColumnOnly: false)
        case .ios, .watchos: return TableMetrics(header: 0, minRow: 44, insetH: 16, insetV: 8, stripes: false, firstColumnOnly: true)
        case .ipados, .visionos, .tvos: return TableMetrics(header: 36, minRow: 44, insetH: 16, insetV: 8, stripes: false, firstColumnOnly: false)
        }
    }

    /// A table's shown columns and their widths in `width`.
    private func tableColumns(_ box: Box, width: Double, _ m: TableMetrics) -> [TableColumnFrame] {
        let columns = box.children.filter { $0.kind == "TableColumn" }.prefix(m.firstColumnOnly ? 1 : Int.max)
        let fixed = columns.map { column -> Double? in
            guard !m.firstColumnOnly, let w = column.view.modifier("width") else { return nil }
            let given = LayoutNumbers.finiteLength(w.argument("width") ?? w.argument("ideal") ?? w.argument("min"))
            return given.map { max(0, $0) }
        }
        let flexible = fixed.filter { $0 == nil }.count
        let rest = max(0, width - fixed.compactMap { $0 }.reduce(0, +))
        var x = 0.0
        return columns.enumerated().map { i, column in
            let w = fixed[i] ?? (flexible > 0 ? rest / Double(flexible) : 0)
            defer { x += w }
            return (i, column, x, w)
        }
    }

    /// The height of each row, its cells in `columns`.
    private func tableRowHeights(_ box: Box, _ columns: [TableColumnFrame], _ m: TableMetrics) -> [Double] {
        box.children.filter { $0.kind == "TableRow" }.map { row in
            let content = columns.map { column -> Double in
                guard column.index < row.children.count else { return 0 }
                let cell = row.children[column.index]
                let p = Proposal(width: max(0, column.width - 2 * m.insetH), height: nil)
                return stackSize(cell.children, horizontal: true, spacing: cell.env.spacing, p).height
            }.max() ?? 0
            return max(m.minRow, content + 2 * m.insetV)
        }
    }

    func tableSize(_ box: Box, _ p: Proposal) -> Size {
        let width = p.width ?? 400
        if let h = p.height { return Size(width: width, height: h) }
        let m = tableMetrics(box.env.platform)
        return Size(width: width, height: m.header + tableRowHeights(box, tableColumns(box, width: width, m), m).reduce(0, +))
    }

    func placeTable(_ box: Box, in rect: Rect) -> ContentNode {
        let m = tableMetrics(box.env.platform)
        let columns = tableColumns(box, width: rect.width, m)
        var table = node(box, rect)
        var y = rect.y
        if m.header > 0 {
            var font = box.env.platform == .macos ? FontSpec(size: 11) : box.env.style("footnote")
            font.weight = .semibold
            for column in columns {
                guard let title = column.box.view.argument("title")?.stringValue else { continue }
                let w = wrap(title, font: font, width: max(0, column.width - 2 * m.insetH), maxLines: 1)
                let frame = Rect(x: rect.x + column.x + m.insetH, y: y + (m.header - w.height) / 2, width: w.width, height: w.height)
                table.children.append(secondaryText(w, in: frame, font: font, alignment: "leading", role: .header))
            }
            y += m.header
            table.parts.append(.init(name: .separator, frame: Rect(x: rect.x, y: y - 0.5, width: rect.width, height: 0.5)))
        }
        let rows = box.children.filter { $0.kind == "TableRow" }
        for (i, (row, height)) in zip(rows, tableRowHeights(box, columns, m)).enumerated() {
            guard y < rect.maxY else { break }
            let frame = Rect(x: rect.x, y: y, width: rect.width, height: height)
            let cells = columns.compactMap { column -> ContentNode? in
                guard column.index < row.children.count else { return nil }
                let cell = row.children[column.index]
                let p = Proposal(width: max(0, column.width - 2 * m.insetH), height: nil)
                let s = stackSize(cell.children, horizontal: true, spacing: cell.env.spacing, p)
                let content = Rect(x: rect.x + column.x + m.insetH, y: y + (height - s.height) / 2, width: s.width, height: s.height)
                let views = placeStack(cell.children, horizontal: true, spacing: cell.env.spacing, alignment: "center", in: content)
                return node(cell, Rect(x: rect.x + column.x, y: y, width: column.width, height: height), children: views)
            }
            table.children.append(node(row, frame, children: cells))
            if m.stripes, i % 2 == 1 { table.parts.append(.init(name: .stripe, frame: frame)) }
            if !m.stripes, i < rows.count - 1 {
                table.parts.append(.init(name: .separator, frame: Rect(x: rect.x + m.insetH, y: frame.maxY - 0.5, width: max(0, rect.width - m.insetH), height: 0.5)))
            }
            y += height
        }
        table.children = table.children.compactMap { $0.clipped(to: rect) }
        table.parts = table.parts.compactMap { p in p.frame.intersection(rect).map { .init(name: p.name, frame: $0) } }
        return table
    }
}
