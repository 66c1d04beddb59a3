import EaselIR
import Foundation
import SwiftSyntax

/// `ForEach` and `List(data)`: content built once per element, each element's views identified
/// by its id; inside lazy containers only the first rows (spec L10).
extension Interpreter {
    // MARK: ForEach

    /// `List(data, id:, selection:) { element in … }`: a list around a `ForEach` of the data.
    func dataList(_ args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value {
        let repeated = args.filter { $0.label == nil || $0.label == "id" || $0.label == "rowContent" || $0.isFirstTrailingClosure }
        let rows = try forEach(repeated, env, at: e)
        var node = NodeValue(kind: "List", origin: .sdk, arguments: [], children: rows.isPoison ? [] : [withSlot(rows, "0")],
                             modifiers: [], range: program.range(of: e))
        if let selection = args.first(where: { $0.label == "selection" }) {
            let v = try eval(selection.expr, env, expected: "Binding")
            if case .binding = v { node.arguments.append(("selection", v)) }
        }
        try countNode(at: node.range.start)
        return .node(node)
    }

    /// `ForEach(data, id:) { element in … }`: the content is built once per element, each
    /// element's views identified by its id.
    func forEach(_ args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value {
        let range = program.range(of: e)
        guard let dataArg = args.first, dataArg.label == nil,
              let contentArg = args.last, contentArg.label == nil || contentArg.label == "content" || contentArg.label == "rowContent" else {
            diagnose(.error, "no-matching-call", at: e, "ForEach takes (data, id:, content:)")
            return .poison
        }
        let data = try eval(dataArg.expr, env)
        let idPath: [String]?
        if let idArg = args.first(where: { $0.label == "id" }) {
            switch try eval(idArg.expr, env) {
            case .keyPath(let p): idPath = p
            // A key path Easel cannot know (`var id: KeyPath<…>` no preview supplies): rows by position.
            case let v where v.isUncertain: idPath = nil
            default:
                diagnose(.error, "type-mismatch", at: idArg.expr, "ForEach's id: takes a key path such as \\.self")
                return .poison
            }
        } else {
            idPath = nil
        }
        var elements: [Value]
        switch data {
        case .array(let a): elements = a
        case .range(.int(let lower), .int(let upper), let closed) where lazyContainers > 0:
            // Spec L10: a lazy container builds the rows on screen and a screen more, not 100,000.
            let end = min(upper + (closed ? 1 : 0), lower + Self.lazyRowLimit)
            elements = end > lower ? (lower..<end).map(Value.int) : []
        case .range, .null, .dictionary, .instance, .symbol, .node: elements = try iterate(data, at: dataArg.expr)
        case .opaque(let o): elements = opaqueElements(o)
        case .binding(let ref):
            // `ForEach($items) { $item in … }`: each row gets a binding to its element.
            switch read(ref) {
            case .array(let a): elements = a.indices.map { .binding(.element(ref, $0)) }
            case .opaque(let o): elements = opaqueElements(o)
            case .poison: return .poison
            case let other:
                diagnose(.error, "type-mismatch", at: dataArg.expr, "ForEach needs a binding to an array, not to '\(other.typeName)'")
                return .poison
            }
        case .poison: return .poison
        default:
            diagnose(.error, "type-mismatch", at: dataArg.expr, "ForEach needs a range or an array, not '\(data.typeName)'")
            return .poison
        }
        if lazyContainers > 0, elements.count > Self.lazyRowLimit { elements = Array(elements.prefix(Self.lazyRowLimit)) }
        try checkSize(elements.count, at: e)
        let content: (Value) throws -> [Value]
        switch try eval(contentArg.expr, env) {
        case .closure(let c): content = { try self.build(closure: c, arguments: [$0]) }
        case .builtin(let function):
            // `ForEach(items, content: row)`: a function builds each row, as Swift would call it.
            content = { element in
                let row = try function.call([(label: nil, value: element)], self, range)
                return self.asView(row).map { [$0] } ?? []
            }
        case .poison: return .poison
        case let unknown where unknown.isUncertain:
            // A content function Easel cannot know (a view's argument no preview supplies): each
            // row is that unknown view (R3).
            content = { _ in self.asView(unknown).map { [$0] } ?? [] }
        default:
            diagnose(.error, "type-mismatch", at: contentArg.expr, "ForEach needs a closure as content")
            return .poison
        }
        var children: [Value] = []
        var seen = Set<String>()
        for (index, element) in elements.enumerated() {
            let id = elementID(element, index: index, path: idPath)
            if !seen.insert(id).inserted {
                diagnose(.warning, "duplicate-id", at: e, "ForEach has two elements with the id \(id); identity (and state) will be confused")
            }
            let built = try content(element)
            // Read quietly: an `id` Easel cannot find is no reason to say anything about the rows.
            var tag: Value?
            if selectingContents > 0 { quietly { tag = try implicitTag(of: element, path: idPath, at: e, env) } }
            for (k, v) in built.enumerated() {
                let row = withSlot(v, "[\(id)]" + (built.count > 1 ? ".\(k)" : ""))
                children.append(tag.map { tagged(row, $0, at: range) } ?? row)
            }
        }
        try countNode(at: range.start)
        var arguments: [(name: String, value: Value)] = []
        if let idPath { arguments.append(("id", .keyPath(idPath))) }
        return .node(NodeValue(kind: "ForEach", origin: .sdk, arguments: arguments, children: children, modifiers: [], range: range))
    }

    /// The tag SwiftUI gives a row of a `ForEach`: its element's id (the `id:` key path's value,
    /// else `Identifiable`'s `id`), which a `Picker` or a `TabView` matches against its selection. Nil when Easel
    /// cannot know it; a row tagged in its content keeps its own tag.
    private func implicitTag(of element: Value, path: [String]?, at e: FunctionCallExprSyntax, _ env: Env) throws -> Value? {
        if case .binding(let ref) = element { return try implicitTag(of: read(ref), path: path, at: e, env) }
        var v = element
        if let path {
            for component in path where component != "self" { v = try member(component, of: v, at: e, env: env) }
        } else {
            switch element {
            case .int, .string, .double, .bool: break  // a range's, or data identified by itself
            default: v = try member("id", of: element, at: e, env: env)
            }
        }
        switch v {
        case .null, .poison: return nil
        default: return v.isUncertain ? nil : v
        }
    }

    /// `row` with a `tag(_:)` applied last, unless it has a tag of its own.
    private func tagged(_ row: Value, _ tag: Value, at range: SourceRange) -> Value {
        let modifier = ModifierValue(name: "tag", arguments: [("tag", tag)], range: range)
        switch row {
        case .node(var n) where !n.modifiers.contains(where: { $0.name == "tag" }):
            n.modifiers.append(modifier)
            return .node(n)
        case .instance(let i) where !i.modifiers.contains(where: { $0.name == "tag" }):
            let c = i.copy()
            c.modifiers.append(modifier)
            return .instance(c)
        default:
            return row
        }
    }

    func elementID(_ element: Value, index: Int, path: [String]?) -> String {
        if case .binding(let ref) = element { return elementID(read(ref), index: index, path: path) }
        var v = element
        if let path {
            for component in path where component != "self" {
                switch v {
                case .instance(let i): v = i.stored[component] ?? .null
                case .tuple(let t): v = t.first { $0.label == component }?.value ?? Int(component).flatMap { t.indices.contains($0) ? t[$0].value : nil } ?? .null
                // A row Easel cannot know (R5): told apart by its place.
                case .opaque(let o): return "\(o.text)#\(index)"
                case .symbol(let s) where component == "rawValue":
                    if let t = s.type.flatMap(userType) { v = (try? rawValue(of: s.name, in: t)) ?? .string(s.name) }
                default: v = .null
                }
            }
        } else if case .instance(let i) = element, let id = i.stored["id"] {
            v = id
        } else if case .int = element {
            v = element
        } else {
            v = .int(index)
        }
        // An id Easel cannot know (a field of a value from another framework): told apart by its
        // place, as a row it cannot know is — not one id shared by every row (R5).
        if case .opaque(let o) = v { return "\(o.text)#\(index)" }
        return describe(v)
    }
}
