import EaselIR
import SwiftSyntax

/// `Table`: a row per element of its data (or per `TableRow` of its `rows:`), a cell per column
/// in each — made by the column's content with the row's value, or the text its `value:` key
/// path reads, as SwiftUI makes them. The table node's children are its `TableColumn`s (title,
/// width; their content given to the rows) and then its `TableRow`s of `TableCell`s.
extension Interpreter {
    func table(_ built: NodeValue, at e: FunctionCallExprSyntax) throws -> NodeValue {
        var node = built
        let columns = Self.flattened(node.children, keeping: "TableColumn")
        let source = node.arguments.first { $0.name == "data" }?.value ?? node.arguments.first { $0.name == "rows" }?.value
        var values: [Value] = []
        switch source {
        case .node(let rows)?: values = Self.flattened(rows.children, keeping: "TableRow").compactMap { $0.argument("value") }
        case let data? where !data.isUncertain: values = try iterate(data, at: e)
        default: break
        }
        // A table is lazy (L10): it makes the rows a screen or two shows.
        if values.count > Self.lazyRowLimit { values = Array(values.prefix(Self.lazyRowLimit)) }
        var rows: [Value] = []
        rows.reserveCapacity(values.count)
        for (i, value) in values.enumerated() {
            var cells: [Value] = []
            for (k, column) in columns.enumerated() {
                let cell = NodeValue(kind: "TableCell", origin: .sdk, arguments: [], children: try cellContent(column, value, at: e),
                                     modifiers: [], range: column.range)
                cells.append(withSlot(.node(cell), String(k)))
            }
            let row = NodeValue(kind: "TableRow", origin: .sdk, arguments: [], children: cells, modifiers: [], range: node.range)
            rows.append(withSlot(.node(row), "row\(i)"))
        }
        node.children = columns.map { column in
            var header = column
            header.arguments.removeAll { $0.name == "content" || $0.name == "value" }
            return .node(header)
        } + rows
        node.arguments.removeAll { $0.name == "data" || $0.name == "rows" }
        return node
    }

    /// A column's cell for one row's value: its content built with the value, else the text its
    /// key path reads (a `TableColumn("Name", value: \.name)` shows the name).
    private func cellContent(_ column: NodeValue, _ value: Value, at e: FunctionCallExprSyntax) throws -> [Value] {
        if case .closure(let content)? = column.argument("content") {
            return try build(closure: content, arguments: [value])
        }
        guard case .keyPath(let path)? = column.argument("value") else { return [] }
        let read = try apply(.keyPath(path), args: [(nil, value)], at: e)
        let text: Value = read.isUncertain ? .string(Self.uncertainText(read)) : .string(describe(read))
        return [.node(NodeValue(kind: "Text", origin: .sdk, arguments: [("content", text)], children: [], modifiers: [], range: column.range))]
    }

    private static func uncertainText(_ v: Value) -> String {
        if case .opaque(let o) = v { return o.text }
        return "…"
    }

    /// The nodes of `kind` among `values`, through the sections, groups and `ForEach`es holding them.
    static func flattened(_ values: [Value], keeping kind: String) -> [NodeValue] {
        values.flatMap { value -> [NodeValue] in
            guard case .node(let n) = value else { return [] }
            if n.kind == kind { return [n] }
            return ["Section", "Group", "ForEach", "TupleView"].contains(n.kind) ? flattened(n.children, keeping: kind) : []
        }
    }
}
