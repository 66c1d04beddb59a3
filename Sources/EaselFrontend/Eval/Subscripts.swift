import EaselIR
import SwiftSyntax

/// Subscripts: arrays by index and range, dictionaries by key (and `default:`), bindings to an
/// element, optional chaining on nil, and those an extension of another file declares.
extension Interpreter {
    func subscriptCall(_ e: SubscriptCallExprSyntax, _ env: Env) throws -> Value {
        let base = try eval(e.calledExpression, env)
        guard let first = e.arguments.first else { return .poison }
        let index = try eval(first.expression, env)
        // `counts[key, default: 0]`: the dictionary's value, or the default.
        if case .dictionary(let pairs) = base, e.arguments.count == 2, first.label == nil, let fallback = e.arguments.last, fallback.label?.text == "default" {
            return try pairs.first { equal($0.key, index) }?.value ?? eval(fallback.expression, env)
        }
        // `urls[safe: i]`, `grid[row, column]`: a subscript an extension declares, in a file not given.
        if first.label != nil || e.arguments.count > 1 {
            for a in e.arguments.dropFirst() { _ = try eval(a.expression, env) }
            return base.isPoison || index.isPoison ? .poison : .opaque(Opaque(text: e.trimmedText))
        }
        // `metadata?[key]` on nil: nil, as optional chaining has it.
        if case .null = base, e.calledExpression.is(OptionalChainingExprSyntax.self) { return .null }
        // `$labels[index]`: a binding to that element.
        if case .binding(let ref) = base {
            if case .int(let i) = index, case .array(let a) = read(ref), a.indices.contains(i) { return .binding(.element(ref, i)) }
            return index.isPoison ? .poison : .binding(.slot(StateStore.opaqueSlot(e.trimmedText)))
        }
        return subscriptValue(base, index, at: e)
    }

    func subscriptValue(_ base: Value, _ index: Value, at node: some SyntaxProtocol) -> Value {
        switch (base, index) {
        case (.poison, _), (_, .poison): return .poison
        case _ where base.isUncertain || index.isUncertain: return .opaque(Opaque(text: node.trimmedText))
        case (.array(let a), .int(let i)):
            guard a.indices.contains(i) else {
                return trap("index-out-of-range", at: node, "index \(i) is out of range for an array of \(a.count) elements")
            }
            return a[i]
        case (.array(let a), .range(.int(var lower), .int(let upper), let closed)):
            // `items[1..<3]`, `items[2...]` (no end: the array's), `items[..<3]` (no start: 0).
            if lower == Int.min { lower = 0 }
            let end = upper == Int.max ? a.count : closed ? upper &+ 1 : upper
            guard lower >= 0, lower <= end, end <= a.count else {
                return trap("index-out-of-range", at: node, "range \(lower)..<\(end) is out of range for an array of \(a.count) elements")
            }
            return .array(Array(a[lower..<end]))
        case (.dictionary(let pairs), _):
            return pairs.first { equal($0.key, index) }?.value ?? .null
        default:
            diagnose(.error, "type-mismatch", at: node, "cannot subscript a value of type '\(base.typeName)' with '\(index.typeName)'")
            return .poison
        }
    }
}
