import EaselIR
import SwiftSyntax

/// Operators the module declares for its own types (`static func < (lhs: DonutSales, rhs:
/// DonutSales) -> Bool`, in the type or an extension), run as Swift runs them — with the
/// Standard Library's derived ones: `>`, `<=` and `>=` from `<` (`Comparable`), `!=` from `==`.
/// An enum that conforms to `Comparable` without declaring `<` is ordered by its cases, as
/// Swift synthesizes it.
extension Interpreter {
    /// `left op right` through a declared operator; nil when neither operand's type declares
    /// one (nor derives it).
    func declaredOperator(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let type = operandType(left) ?? operandType(right) else { return nil }
        if let result = try callOperator(op, of: type, left, right, at: node) { return result }
        switch op {
        case ">": return try callOperator("<", of: type, right, left, at: node)
        case "<=": return try callOperator("<", of: type, right, left, at: node).map(negated)
        case ">=": return try callOperator("<", of: type, left, right, at: node).map(negated)
        case "!=": return try callOperator("==", of: type, left, right, at: node).map(negated)
        default: return nil
        }
    }

    /// Whether `a` comes before `b` by their type's `<`; nil when their type orders nothing.
    func declaredLess(_ a: Value, _ b: Value) throws -> Bool? {
        guard let type = operandType(a) ?? operandType(b) else { return nil }
        return try callOperator("<", of: type, a, b, at: Syntax(program.source.tree))?.asBool
    }

    /// The module's type of an instance or an enum case.
    private func operandType(_ v: Value) -> UserType? {
        switch v {
        case .instance(let i): return i.type
        case .symbol(let s): return s.type.flatMap(userType)
        default: return nil
        }
    }

    private func callOperator(_ op: String, of type: UserType, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value? {
        let overloads = (type.methods[op] ?? []).filter { $0.signature.parameterClause.parameters.count == 2 }
        guard let f = overloads.first(where: { takes($0, type) }) ?? overloads.first else {
            return op == "<" ? caseOrder(type, left, right) : nil
        }
        let args = labelledPositionally([(label: nil, value: left), (label: nil, value: right)], [f])
        return try nested(node) {
            try callFunction(f, args: args, context: staticContext(of: type), at: program.range(of: node))
        }
    }

    /// An operator declared for two operands of `type` (`(lhs: Self, rhs: Self)`), before one of
    /// other operands (`(lhs: Money, rhs: Int)`).
    private func takes(_ f: FunctionDeclSyntax, _ type: UserType) -> Bool {
        f.signature.parameterClause.parameters.allSatisfy {
            let written = $0.type.trimmedText
            return written == "Self" || written == type.name || type.name.hasSuffix("." + written)
        }
    }

    /// `<` Swift synthesizes for a `Comparable` enum without associated values: by case order.
    private func caseOrder(_ type: UserType, _ left: Value, _ right: Value) -> Value? {
        guard type.kind == .enumType, type.conformances.contains("Comparable"),
              case .symbol(let a) = left, case .symbol(let b) = right,
              let i = type.cases.firstIndex(where: { $0.name == a.name }),
              let j = type.cases.firstIndex(where: { $0.name == b.name }) else { return nil }
        return .bool(i < j)
    }

    private func negated(_ v: Value) -> Value {
        if case .bool(let b) = v { return .bool(!b) }
        return v
    }
}
