import EaselIR
import SwiftSyntax

/// How a pattern binds the names in it: `let x` constant, `var x` (`case var .a(x)`, `if case
/// var …`) a variable the body may change.
enum PatternBinding { case constant, variable }

/// Pattern matching as Swift does it in `switch` cases, `if case`, `guard case` and `for case`:
/// wildcards, bindings (`let x`, `case let .a(x)`), enum cases with associated values, tuples,
/// optionals (`x?`, `nil`, `.some(x)`), ranges, `is` checks and expression patterns (`~=`).
extension Interpreter {
    /// Whether `subject` matches `pattern`; names the pattern binds are defined in `env`'s scope.
    /// An opaque subject matches, its names bound to opaque values (spec R5).
    func matches(_ pattern: PatternSyntax, _ subject: Value, _ env: Env, binding: PatternBinding? = nil) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let id = pattern.as(IdentifierPatternSyntax.self) {
            env.scope.define(id.identifier.written, subject, constant: binding != .variable)
            return true
        }
        if let b = pattern.as(ValueBindingPatternSyntax.self) {
            return try matches(b.pattern, subject, env, binding: b.bindingSpecifier.tokenKind == .keyword(.var) ? .variable : .constant)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            let parts = tupleParts(subject, count: tuple.elements.count)
            for (element, part) in zip(tuple.elements, parts) where try !matches(element.pattern, part, env, binding: binding) { return false }
            return true
        }
        if let isType = pattern.as(IsTypePatternSyntax.self) {
            return subject.isOpaque || subject.typeName == isType.type.trimmedText
        }
        if let expr = pattern.as(ExpressionPatternSyntax.self)?.expression {
            return try matches(expression: expr, subject, env, binding: binding)
        }
        return false
    }

    private func tupleParts(_ v: Value, count: Int) -> [Value] {
        switch v {
        case .tuple(let t): return t.map(\.value)
        case .array(let a): return a
        case .opaque(let o): return (0..<count).map { .opaque(Opaque(text: "\(o.text).\($0)")) }
        default: return []
        }
    }

    /// A pattern written as an expression: `.item(let x)`, `(a, b)`, `x?`, `let x` inside, or a
    /// value compared with `~=` (equality, or containment for a range).
    private func matches(expression expr: ExprSyntax, _ subject: Value, _ env: Env, binding: PatternBinding?) throws -> Bool {
        if let p = expr.as(PatternExprSyntax.self) { return try matches(p.pattern, subject, env, binding: binding) }
        if let binding, let ref = expr.as(DeclReferenceExprSyntax.self) {
            env.scope.define(ref.baseName.written, subject, constant: binding == .constant)
            return true
        }
        if expr.is(DiscardAssignmentExprSyntax.self) { return true }
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            if subject.isNull { return false }
            return try matches(expression: optional.expression, subject, env, binding: binding)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            let parts = tupleParts(subject, count: tuple.elements.count)
            guard parts.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, parts) where try !matches(expression: element.expression, part, env, binding: binding) {
                return false
            }
            return true
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return try matches(enumCase: member.declName.baseName.written, arguments: Array(call.arguments), subject, env, binding: binding)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), !subject.isOpaque {
            if case .symbol(let s) = subject, member.base == nil || userType(member.base!.trimmedText) != nil {
                return s.name == member.declName.baseName.written
            }
            if subject.isNull { return member.declName.baseName.written == "none" }
        }
        if subject.isOpaque {
            bindNames(in: expr, to: subject, env, binding: binding)
            return true
        }
        if expr.is(NilLiteralExprSyntax.self) { return subject.isNull }
        let candidate = try eval(expr, env, expected: subject.symbolTypeName)
        if case .range(let l, let u, let closed) = candidate, let x = subject.asDouble, let lo = l.asDouble, let hi = u.asDouble {
            return x >= lo && (closed ? x <= hi : x < hi)
        }
        return equal(candidate, subject)
    }

    /// `.item(let x, label: let y)`: the case's name, then each associated value by position
    /// (or label) against its sub-pattern. `.some(x)` matches any non-nil value.
    private func matches(enumCase name: String, arguments: [LabeledExprSyntax], _ subject: Value, _ env: Env, binding: PatternBinding?) throws -> Bool {
        if subject.isOpaque {
            for a in arguments { bindNames(in: a.expression, to: subject, env, binding: binding) }
            return true
        }
        if name == "some", arguments.count == 1 {
            return subject.isNull ? false : try matches(expression: arguments[0].expression, subject, env, binding: binding)
        }
        guard case .symbol(let s) = subject, s.name == name else { return false }
        let declaredCase = s.type.flatMap(userType)?.cases.first { $0.name == name }
        let declared = declaredCase?.labels ?? []
        for (i, a) in arguments.enumerated() {
            let keys = [a.label?.text, i < declared.count ? declared[i] : nil, "_\(i)"].compactMap { $0 }
            var field = keys.lazy.compactMap { s.fields[$0] }.first.map(value) ?? .null
            // `.getUsers` of `case getUsers(isHidden: Bool = false)`: the value its declaration defaults to.
            if case .null = field, let defaults = declaredCase?.defaults, i < defaults.count, let d = defaults[i] {
                field = try eval(d, Env(scope: globals, context: nil))
            }
            if try !matches(expression: a.expression, field, env, binding: binding) { return false }
        }
        return true
    }

    /// Every name a pattern would bind, bound to an opaque value.
    private func bindNames(in expr: ExprSyntax, to subject: Value, _ env: Env, binding: PatternBinding?) {
        let finder = PatternNames(viewMode: .sourceAccurate)
        finder.walk(expr)
        for name in finder.names { env.scope.define(name, .opaque(Opaque(text: name)), constant: binding != .variable) }
    }
}

/// The identifiers a pattern binds: `x` in `let x`, `.a(let x)`, `case let .a(x, y)`.
private final class PatternNames: SyntaxVisitor {
    var names: [String] = []
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.append(node.identifier.written)
        return .skipChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(LabeledExprSyntax.self) == true || node.parent?.is(ExpressionPatternSyntax.self) == true {
            names.append(node.baseName.written)
        }
        return .skipChildren
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
