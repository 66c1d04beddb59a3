import EaselIR
import SwiftOperators
import SwiftSyntax

/// Operators: prefix and infix expressions, assignment and compound assignment, `is`/`as`, and
/// the arithmetic, comparison and equality of values.
extension Interpreter {
    /// `.grid`: a member with no base, whose type comes from its context.
    static func isImplicitMember(_ e: ExprSyntax) -> Bool {
        guard let member = e.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil
    }

    /// The type of a range's bounds where `type` is a range's (`ClosedRange<DynamicTypeSize>`,
    /// `PartialRangeThrough<Int>`): its `Bound`; else `type` itself.
    static func rangeBound(of type: String?) -> String? {
        guard let type, type.hasSuffix(">"), let open = type.firstIndex(of: "<") else { return type }
        let generic = type[..<open]
        guard ["Range", "ClosedRange", "PartialRangeFrom", "PartialRangeThrough", "PartialRangeUpTo"].contains(generic) else { return type }
        return String(type[type.index(after: open)..<type.index(before: type.endIndex)])
    }

    func prefix(_ e: PrefixOperatorExprSyntax, _ env: Env, expected: String?) throws -> Value {
        let operand = try eval(e.expression, env, expected: expected)
        switch (e.operator.written, operand) {
        case (_, .poison): return .poison
        case (_, .opaque): return .opaque(Opaque(text: e.trimmedText))
        case ("!", .bool(let b)): return .bool(!b)
        case ("-", .int(let i)): return .int(0 &- i)
        case ("-", .double(let d)): return .double(-d)
        case ("+", .int), ("+", .double): return operand
        // `...0`, `..<limit`: a range with no start (`case (...0, _):`, `items[..<3]`).
        case ("...", .int), ("..<", .int): return .range(lower: .int(Int.min), upper: operand, closed: e.operator.written == "...")
        case ("...", .double), ("..<", .double): return .range(lower: .double(-.infinity), upper: operand, closed: e.operator.written == "...")
        // `...DynamicTypeSize.xxxLarge`: text sizes up to one (V8).
        case ("...", .symbol(let s)) where s.type == "DynamicTypeSize", ("..<", .symbol(let s)) where s.type == "DynamicTypeSize":
            return .range(lower: .symbol(IRSymbol(type: "DynamicTypeSize", name: DynamicTypeSize.xSmall.rawValue)), upper: operand,
                          closed: e.operator.written == "...")
        case ("~", .int(let i)): return .int(~i)
        // `-angle`, `-offset` on an SDK value or an app's type: the type's own operator, whose
        // work Easel does not model — the value is unknown (R3), no error Swift would not give.
        case _ where mayDeclareOperator(e.operator.written, operand):
            return .opaque(Opaque(text: e.trimmedText))
        default:
            diagnose(.error, "type-mismatch", at: e, "unary operator '\(e.operator.written)' cannot be applied to an operand of type '\(operand.typeName)'")
            return .poison
        }
    }

    /// The type `.init(wrappedValue: .init(…))` makes when assigned to a wrapper's storage in an
    /// initializer (`_model = .init(wrappedValue: .init(widget: w))`): the property's declared type,
    /// `Binding<T>` for a `@Binding`.
    private func wrapperStorageType(_ target: ExprSyntax, _ env: Env) -> String? {
        guard let name = Self.ownPropertyName(target), name.hasPrefix("_"), let instance = env.initializing,
              let property = instance.type.property(String(name.dropFirst())), let typeName = property.typeName else { return nil }
        // `_level = .init(wrappedValue: v, 0...3)` of the module's own `@Clamped`, or of another
        // module's wrapper: the wrapper's type (SwiftUI's are read as their conversions).
        if case .other(let wrapper)? = property.wrapper, userType(wrapper) != nil || (sdk.type(named: wrapper) == nil && !Self.conversions.contains(wrapper)) {
            return wrapper
        }
        return property.wrapper == .binding ? "Binding<\(typeName)>" : typeName
    }

    /// The type written on the nearest local `let name: T` (or `var`) declared without a value in
    /// the blocks around `node`: Swift's definite initialization, whose later assignment takes
    /// its context type from it. Looked for only when such a local is assigned.
    private static func deferredLocalType(_ name: String, around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let n = current {
            if let items = n.as(CodeBlockItemListSyntax.self) {
                for item in items.inOrder {
                    guard let v = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in v.bindings where binding.initializer == nil {
                        if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.written == name, let type = binding.typeAnnotation?.type {
                            return type.trimmedText
                        }
                    }
                }
            }
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(AccessorBlockSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// `name` or `self.name`: a property of the value being made or run.
    private static func ownPropertyName(_ target: ExprSyntax) -> String? {
        let ref = target.as(DeclReferenceExprSyntax.self) ?? target.as(MemberAccessExprSyntax.self).flatMap {
            $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? $0.declName : nil
        }
        return ref?.baseName.written
    }

    /// The type a property of `self` is declared with, where one is assigned (`firstTab =
    /// .init(rawValue: stored) ?? .timeline` in an initializer, before it holds a value of it),
    /// or a local declared without a value (`let kind: Kind`, then `kind = .pad`); nil for
    /// one declared without a type.
    private func declaredType(of target: ExprSyntax, _ env: Env) -> String? {
        // `self = .timeline` in an enum's initializer: the type it makes.
        if target.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return env.returnType }
        if let ref = target.as(DeclReferenceExprSyntax.self), case .null? = env.scope.lookup(ref.baseName.written),
           let typeName = Self.deferredLocalType(ref.baseName.written, around: target) {
            return Self.optionalWrapped(typeName) ?? typeName
        }
        guard let name = Self.ownPropertyName(target), env.scope.lookup(name) == nil || target.is(MemberAccessExprSyntax.self),
              let type = env.initializing?.type ?? env.context?.instance.type, let typeName = type.property(name)?.typeName else { return nil }
        return Self.optionalWrapped(typeName) ?? typeName
    }

    /// `value is T`: decided where the value's type is known (a project type by its name and
    /// conformances, a Swift value by its type); otherwise unknown, and decided as R5 says.
    func typeCheck(_ value: Value, is typeName: String, at e: some SyntaxProtocol) -> Value {
        let name = typeName.trimmingSuffix("?")
        switch value {
        case .instance(let instance):
            // Nested types may be named with or without their outer type (`Draft`, `Inbox.Draft`).
            let last = { (n: String) in n.split(separator: ".").last.map(String.init) ?? n }
            return .bool(last(instance.type.name) == last(name) || instance.type.conformances.contains(last(name)))
        case .bool, .int, .double, .string:
            return .bool(value.typeName == name)
        case .null:
            return .bool(false)
        default:
            return .opaque(Opaque(text: e.trimmedText))
        }
    }

    /// `value as? T`: nil when `value` is an instance of the module and `T` a type or protocol of
    /// the module that it is not (Easel knows all of those, so the cast fails as Swift's does);
    /// any other cast keeps the value.
    func conditionalCast(_ value: Value, to written: String, at e: some SyntaxProtocol) -> Value {
        guard case .instance = value else { return value }
        let target = String(written.trimmingPrefix("any ")).trimmingSuffix("?")
        let last = target.split(separator: ".").last.map(String.init) ?? target
        guard userType(target) != nil || program.protocols.contains(last), case .bool(false) = typeCheck(value, is: target, at: e) else { return value }
        return .null
    }

    /// The type a call of an initializer makes (`Color` of `Color(hex: code)`); nil for any other
    /// expression.
    private static func initializedType(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.written,
              Program.isCapitalized(name) else { return nil }
        return name
    }

    func infix(_ e: InfixOperatorExprSyntax, _ env: Env, expected: String?) throws -> Value {
        if e.operator.is(AssignmentExprSyntax.self) {
            let wrapperType = wrapperStorageType(e.leftOperand, env)
            try assign(e.leftOperand, env) { current in
                // A variable keeps its type: `44` assigned where a Double is is the Double 44.
                let value = try self.eval(e.rightOperand, env, expected: wrapperType ?? current.symbolTypeName ?? self.declaredType(of: e.leftOperand, env))
                if case .double = current, case .int(let i) = value { return .double(Double(i)) }
                return value
            }
            return .void
        }
        if let cast = e.operator.as(UnresolvedAsExprSyntax.self) {
            _ = cast
            return try eval(e.leftOperand, env)
        }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.written else {
            diagnose(.note, "unevaluated-expression", at: e.operator, "Easel does not evaluate this operator; it previews the expression as an unknown value")
            return .opaque(Opaque(text: e.trimmedText))
        }
        switch op {
        case "&&", "||":
            let left = try eval(e.leftOperand, env, expected: "Bool")
            if left.isUncertain { _ = try eval(e.rightOperand, env, expected: "Bool"); return .opaque(Opaque(text: e.trimmedText)) }
            guard case .bool(let l) = left else { return try expectBool(left, at: e.leftOperand) }
            if op == "&&" && !l { return .bool(false) }
            if op == "||" && l { return .bool(true) }
            let right = try eval(e.rightOperand, env, expected: "Bool")
            if right.isUncertain { return .opaque(Opaque(text: e.trimmedText)) }
            guard case .bool(let r) = right else { return try expectBool(right, at: e.rightOperand) }
            return .bool(r)
        case "??":
            let left = try eval(e.leftOperand, env, expected: expected)
            // `Color(hex: code) ?? .red` with no type around it: the type the left side's
            // initializer makes is the context of the fallback's leading dot.
            if case .null = left { return try eval(e.rightOperand, env, expected: expected ?? Self.initializedType(e.leftOperand)) }
            return left
        case "+=", "-=", "*=", "/=", "%=", "&+=", "&-=", "&*=", "&=", "|=", "^=", "<<=", ">>=":
            let arithmetic = String(op.dropLast())
            try assign(e.leftOperand, env) { current in
                let right = try self.eval(e.rightOperand, env, expected: Self.compoundOperandType(current))
                return try self.binary(arithmetic, current, right, at: e)
            }
            return .void
        default:
            // A range's bounds have its `Bound` for their type (`.xSmall ... .xxxLarge` where a
            // `ClosedRange<DynamicTypeSize>` is taken); other operands have none from the context.
            let bound = op == "..." || op == "..<" ? Self.rangeBound(of: expected) : nil
            // An implicit member on one side takes its type from the other (`mode == .grid`).
            if Self.isImplicitMember(e.leftOperand) {
                let right = try eval(e.rightOperand, env, expected: bound)
                let left = try eval(e.leftOperand, env, expected: right.symbolTypeName ?? bound)
                return try binary(op, left, right, at: e)
            }
            let left = try eval(e.leftOperand, env, expected: bound)
            // `role == .destructive` with `role` nil: an optional that holds nothing equals no
            // case but `.none`, whatever the case's type.
            if case .null = left, op == "==" || op == "!=", let member = e.rightOperand.as(MemberAccessExprSyntax.self), member.base == nil,
               member.declName.baseName.written != "none" {
                return .bool(op == "!=")
            }
            let right = try eval(e.rightOperand, env, expected: left.symbolTypeName ?? (isNumeric(left) ? left.typeName : bound))
            return try binary(op, left, right, at: e)
        }
    }

    private func isNumeric(_ v: Value) -> Bool { v.asDouble != nil }

    /// Whether `v`'s type may declare the operator `op`, which Easel does not run: a value of the
    /// SDK (`Angle`, `CGSize`, whose operators the interface leaves out), or a type of the source
    /// that declares it (`static func + (…)`, in its body or an extension).
    private func mayDeclareOperator(_ op: String, _ v: Value) -> Bool {
        let typeName: String?
        switch v {
        case .symbol(let s): typeName = s.type
        case .instance(let i): typeName = i.type.name
        default: return false
        }
        guard let typeName, let type = userType(typeName) else { return true }
        return type.methods[op] != nil || program.extensions[type.name]?.methods[op] != nil
    }

    func binary(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        if left.isPoison || right.isPoison { return .poison }
        if left.isUncertain || right.isUncertain { return .opaque(Opaque(text: node.trimmedText)) }
        if let v = foundationBinary(op, left, right, text: node.trimmedText) { return v }
        switch left {
        case .instance, .symbol: if let v = try declaredOperator(op, left, right, at: node) { return v }
        default: break
        }
        switch (op, left, right) {
        // `4 ... 30 ~= count`: the pattern-match operator `case 4 ... 30:` uses; of other values, `==`.
        case ("~=", .range(let lower, let upper, let closed), _):
            if let x = right.asDouble, let lo = lower.asDouble, let hi = upper.asDouble { return .bool(x >= lo && (closed ? x <= hi : x < hi)) }
        case ("~=", _, _):
            return .bool(equal(left, right))
        case ("+", .string(let a), .string(let b)): return .string(try checkString(a + b, at: node))
        // `tabs + extensions.map { … }.joined()` of no extensions: an empty `joined()` reads as
        // "" (Easel cannot tell arrays of arrays from strings there); Swift added arrays.
        case ("+", .array, .string("")): return left
        case ("+", .string(""), .array): return right
        case ("+", .array(let a), .array(let b)): try checkSize(a.count + b.count, at: node); return .array(a + b)
        case ("+", .node(var a), .node(let b)) where a.kind == "Text" && b.kind == "Text":
            // `Text("a") + Text("b")` is one text; the left part's modifiers stay with it.
            func text(_ n: NodeValue) -> String { if case .string(let t)? = n.argument("content") ?? n.argument("verbatim") { return t }; return "" }
            let joined = text(a) + text(b)
            a.arguments = [("content", .string(try checkString(joined, at: node)))]
            a.range = program.range(of: node)
            return .node(a)
        case (_, .int(let a), .int(let b)):
            switch op {
            case "+", "-", "*":
                let (r, overflow) = op == "+" ? a.addingReportingOverflow(b) : op == "-" ? a.subtractingReportingOverflow(b) : a.multipliedReportingOverflow(by: b)
                if overflow { diagnose(.error, "overflow", at: node, "arithmetic operation '\(a) \(op) \(b)' overflows"); return .poison }
                return .int(r)
            case "&+": return .int(a &+ b)  // overflow operators wrap (hashes)
            case "&-": return .int(a &- b)
            case "&*": return .int(a &* b)
            case "&", "|", "^": return .int(op == "&" ? a & b : op == "|" ? a | b : a ^ b)
            case "<<", ">>": return .int(op == "<<" ? a << b : a >> b)
            case "/", "%":
                if b == 0 { diagnose(.error, "division-by-zero", at: node, "division by zero"); return .poison }
                if a == Int.min && b == -1 { diagnose(.error, "overflow", at: node, "arithmetic operation overflows"); return .poison }
                return .int(op == "/" ? a / b : a % b)
            default:
                if let result = compare(op, a, b, left, right, at: node) { return result }
            }
        default: break
        }
        if let a = left.asDouble, let b = right.asDouble {
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            case "%": return .double(a.truncatingRemainder(dividingBy: b))
            default:
                if let result = compare(op, a, b, left, right, at: node) { return result }
            }
        }
        // Text sizes are ordered (V8): `typeSize >= .accessibility1`.
        if let (a, b) = Self.textSizes(left, right), let result = compare(op, a, b, left, right, at: node) { return result }
        switch op {
        case "==": return .bool(equal(left, right))
        case "!=": return .bool(!equal(left, right))
        case "<", ">", "<=", ">=":
            if case .string(let a) = left, case .string(let b) = right, let result = compare(op, a, b, left, right, at: node) {
                return result
            }
        default: break
        }
        // An operator of another module (the parse said so) or one the file declares: Easel
        // does not run its function; its result is unknown (R3).
        if OperatorTable.standardOperators.infixOperator(named: op) == nil { return .opaque(Opaque(text: node.trimmedText)) }
        // `angle * 2`, `size + inset`: an SDK value's or an app's type's own operator (R3).
        if mayDeclareOperator(op, left) || mayDeclareOperator(op, right) { return .opaque(Opaque(text: node.trimmedText)) }
        diagnose(.error, "type-mismatch", at: node, "binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
        return .poison
    }

    /// The type a compound assignment's right side is read against: the left side's (a number's,
    /// an enum's), a `TimeInterval` to move a date by (`time -= .random(in: 60 ..< 180)`).
    static func compoundOperandType(_ current: Value) -> String? {
        switch current {
        case .int: return "Int"
        case .double: return "Double"
        default: return current.dateSymbol != nil ? "Double" : current.symbolTypeName
        }
    }

    /// Comparison and range operators over one ordered type; `nil` for other operators.
    private func compare<T: Comparable>(_ op: String, _ a: T, _ b: T, _ left: Value, _ right: Value, at node: some SyntaxProtocol) -> Value? {
        switch op {
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        case "...", "..<":
            guard a <= b else {
                diagnose(.error, "invalid-range", at: node, "range requires lowerBound <= upperBound")
                return .poison
            }
            return .range(lower: left, upper: right, closed: op == "...")
        default: return nil
        }
    }

    func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.symbol(let x), .symbol(let y)): return x.name == y.name && x.fields == y.fields
        default:
            if let x = a.asDouble, let y = b.asDouble { return x == y }
            if let x = irValue(a), let y = irValue(b) { return x == y }
            return false
        }
    }
}
