import EaselIR
import EaselText

/// Grids (spec L10): `Grid`/`GridRow` size columns to their widest cell; `LazyVGrid` follows its
/// `GridItem`s (`.fixed`, `.flexible(min,max)`, `.adaptive(min,max)`). A custom `Layout`, whose
/// code Easel does not run, places its subviews in rows that wrap (decisions.md, "Custom layouts").
extension ContentEngine {
    /// A lazy grid lays out at most this many cells: more than two screens of any real grid.
    static let lazyCellLimit = 2_000

    enum GridColumn { case fixed(Double), flexible(Double, Double), adaptive(Double, Double) }

    /// The `GridItem`s of a `LazyVGrid`'s `columns:` (or `LazyHGrid`'s `rows:`).
    func gridItems(_ box: Box) -> [GridColumn] {
        guard case .array(let items)? = box.view.argument("columns") ?? box.view.argument("rows") else { return [.flexible(10, .infinity)] }
        return items.map { item in
            var found: GridColumn = .flexible(10, .infinity)
            func visit(_ v: IRValue) {
                switch v {
                case .symbol(let s):
                    let d = { (k: String) in LayoutNumbers.finiteLength(s.fields[k]) }
                    switch s.name {
                    case "fixed": found = .fixed(d("size") ?? LayoutNumbers.finiteLength(s.fields.values.first) ?? 50)
                    case "flexible": found = .flexible(d("minimum") ?? 10, d("maximum") ?? .infinity)
                    case "adaptive": found = .adaptive(d("minimum") ?? 50, d("maximum") ?? .infinity)
                    default: s.fields.keys.sorted().forEach { visit(s.fields[$0]!) }
                    }
                case .record(_, let fields): fields.forEach { visit($0.value) }
                case .array(let a): a.forEach(visit)
                default: break
                }
            }
            visit(item)
            return found
        }
    }

    /// Column widths for `width`.
    func columnWidths(_ columns: [GridColumn], width: Double, spacing: Double) -> [Double] {
        if columns.count == 1, case .adaptive(let minimum, let maximum) = columns[0] {
            let fitting = (width + spacing) / (minimum + spacing)
            let count = fitting.isFinite ? Int(max(1, min(fitting, 1000))) : 1
            let each = min(maximum, (width - spacing * Double(count - 1)) / Double(count))
            return Array(repeating: max(0, each), count: count)
        }
        let fixed = columns.reduce(0.0) { if case .fixed(let f) = $1 { return $0 + f }; return $0 }
        let flexible = columns.filter { if case .fixed = $0 { return false }; return true }.count
        let share = max(0, (width - fixed - spacing * Double(columns.count - 1)) / Double(max(1, flexible)))
        return columns.map {
            switch $0 {
            case .fixed(let f): return f
            case .flexible(let lo, let hi), .adaptive(let lo, let hi): return min(hi, max(lo, share))
            }
        }
    }

    /// Cells in rows: a `Grid`'s `GridRow`s, or a lazy grid's children `columns` at a time.
    func gridRows(_ box: Box, columns: Int) -> [[Box]] {
        if box.kind == "Grid" { return box.children.map { $0.kind == "GridRow" ? $0.children : [$0] } }
        let cells = Array(box.children.prefix(Self.lazyCellLimit))
        return stride(from: 0, to: cells.count, by: max(1, columns)).map { Array(cells[$0..<min(cells.count, $0 + max(1, columns))]) }
    }

    /// Column widths and row heights for a proposal.
    func gridGeometry(_ box: Box, _ p: Proposal) -> (columns: [Double], rows: [[Box]], heights: [Double], hSpacing: Double, vSpacing: Double) {
        let spacing = box.env.spacing
        let h = LayoutNumbers.spacing(box.view.argument("horizontalSpacing")) ?? spacing
        let v = LayoutNumbers.spacing(box.view.argument("verticalSpacing")) ?? LayoutNumbers.spacing(box.view.argument("spacing")) ?? spacing
        var widths: [Double]
        var rows: [[Box]]
        if box.kind == "LazyVGrid" {
            widths = columnWidths(gridItems(box), width: finite(p.width) ?? 320, spacing: h)
            rows = gridRows(box, columns: widths.count)
        } else {
            rows = gridRows(box, columns: 1)
            let count = rows.map(\.count).max() ?? 0
            widths = (0..<count).map { c in rows.compactMap { $0.count > c && $0.count > 1 ? size($0[c], .unspecified).width : nil }.max() ?? 0 }
        }
        let heights = rows.map { row in
            row.count == 1 && box.kind == "Grid" ? size(row[0], Proposal(width: p.width, height: nil)).height
                : zip(row, widths).map { size($0, Proposal(width: $1, height: nil)).height }.max() ?? 0
        }
        return (widths, rows, heights, h, v)
    }

    func gridSize(_ box: Box, _ p: Proposal) -> Size {
        if box.kind == "GridRow" || box.kind == "LazyHGrid" { return stackSize(box.children, horizontal: true, spacing: box.env.spacing, p) }
        let g = gridGeometry(box, p)
        // Negative spacing overlaps the rows and columns; `size` holds the grid at zero or more.
        var width = g.columns.reduce(0, +) + g.hSpacing * Double(max(0, g.columns.count - 1))
        // A `Grid`'s child outside a `GridRow` spans its columns: the grid is at least as wide
        // (a grid of such children only has no columns at all).
        if box.kind == "Grid" {
            for row in g.rows where row.count == 1 { width = max(width, size(row[0], Proposal(width: p.width, height: nil)).width) }
        }
        let height = g.heights.reduce(0, +) + g.vSpacing * Double(max(0, g.heights.count - 1))
        return Size(width: box.kind == "LazyVGrid" ? (finite(p.width) ?? width) : width, height: height)
    }

    func placeGrid(_ box: Box, in rect: Rect) -> ContentNode {
        if box.kind == "GridRow" || box.kind == "LazyHGrid" {
            return node(box, rect, children: placeStack(box.children, horizontal: true, spacing: box.env.spacing, alignment: "center", in: rect))
        }
        let g = gridGeometry(box, Proposal(width: rect.width, height: rect.height))
        let total = g.columns.reduce(0, +) + g.hSpacing * Double(max(0, g.columns.count - 1))
        var y = rect.y
        var kids: [ContentNode] = []
        for (row, height) in zip(g.rows, g.heights) {
            var x = rect.midX - total / 2
            for (cell, width) in zip(row, row.count == 1 && box.kind == "Grid" ? [rect.width] : g.columns) {
                let s = size(cell, Proposal(width: width, height: nil))
                kids += place(cell, in: Self.align(s, in: Rect(x: row.count == 1 && box.kind == "Grid" ? rect.x : x, y: y, width: width, height: height), "center"))
                x += width + g.hSpacing
            }
            y += height + g.vSpacing
        }
        return node(box, rect, children: kids)
    }
}

// MARK: Rows that wrap (a custom Layout)

extension ContentEngine {
    /// Each subview at its ideal size (no wider than the proposal), left to right, a new row
    /// when the next would pass the proposed width; a row as tall as its tallest.
    private func flowRows(_ box: Box, width: Double?) -> (rows: [[(Box, Size)]], spacing: Double) {
        let spacing = box.env.spacing
        let limit = finite(width) ?? .infinity
        var rows: [[(Box, Size)]] = [[]]
        var x = 0.0
        for child in box.children {
            var s = size(child, .unspecified)
            if s.width > limit { s = size(child, Proposal(width: limit, height: nil)) }
            // Placed in the width it measured, a row must fit again: sums in another order differ
            // in the last bits.
            if !rows[rows.count - 1].isEmpty, x + spacing + s.width > limit + 0.01 {
                rows.append([])
                x = 0
            }
            x += (rows[rows.count - 1].isEmpty ? 0 : spacing) + s.width
            rows[rows.count - 1].append((child, s))
        }
        return (rows.filter { !$0.isEmpty }, spacing)
    }

    func flowSize(_ box: Box, _ p: Proposal) -> Size {
        let (rows, spacing) = flowRows(box, width: p.width)
        let widths = rows.map { row in row.reduce(0) { $0 + $1.1.width } + spacing * Double(row.count - 1) }
        let heights = rows.map { row in row.map(\.1.height).max() ?? 0 }
        return Size(width: widths.max() ?? 0, height: heights.reduce(0, +) + spacing * Double(max(0, rows.count - 1)))
    }

    func placeFlow(_ box: Box, in rect: Rect) -> ContentNode {
        let (rows, spacing) = flowRows(box, width: rect.width)
        var kids: [ContentNode] = []
        var y = rect.y
        for row in rows {
            let height = row.map(\.1.height).max() ?? 0
            var x = rect.x
            for (child, s) in row {
                kids += place(child, in: Rect(x: x, y: y + (height - s.height) / 2, width: s.width, height: s.height))
                x += s.width + spacing
            }
            y += height + spacing
        }
        return node(box, rect, children: kids)
    }
}
