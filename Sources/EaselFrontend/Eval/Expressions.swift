import EaselIR
@_spi(RawSyntax) import SwiftSyntax

extension Interpreter {
    /// Evaluates an expression. `expected` is the context type, for implicit members (`.bold`).
    func eval(_ expr: ExprSyntax, _ env: Env, expected: String? = nil) throws -> Value {
        try tick(expr)
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let e):
            // Decimal digits read as they are; `0x1F`, `1_000` through swift-syntax's reading.
            guard let i = Int(e.literal.written) ?? e.representedLiteralValue else {
                diagnose(.error, "literal-overflow", at: e, "integer literal '\(e.literal.written)' overflows Int")
                return .poison
            }
            return isFloatingType(expected) ? .double(Double(i)) : .int(i)
        case .floatLiteralExpr(let e):
            return .double(e.representedLiteralValue ?? 0)
        case .stringLiteralExpr(let e):
            // A literal where the app's own code declares a `LocalizedStringKey` (a property's
            // getter, a return, a typed constant) is a key, as Swift types it (issue 31).
            if localizer != nil, let expected, Self.localizedTypes.contains(expected) { return try localizedLiteral(e, env, table: nil) }
            // `var url: URL = "https://…"`, which Swift takes where the app makes `URL`
            // `ExpressibleByStringLiteral`: the URL of that text.
            if expected == "URL", case .string(let text) = try stringLiteral(e, env) { return Self.url(text) }
            return try stringLiteral(e, env)
        case .booleanLiteralExpr(let e):
            return .bool(e.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .null
        case .arrayExpr(let e):
            try checkSize(e.elements.count, at: e)
            // `[Status.ready, .placed]`: with no type written, Swift types the elements alike —
            // an element of a type of its own gives the rest theirs.
            var element = expected.flatMap(arrayElementType)
            var values: [Value] = []
            values.reserveCapacity(e.elements.count)
            for item in e.elements {
                let v = try eval(item.expression, env, expected: element)
                if element == nil, case .symbol(let s) = v, let type = s.type { element = type }
                values.append(v)
            }
            return .array(values)
        case .dictionaryExpr(let e):
            guard case .elements(let list) = e.content else { return .dictionary([]) }
            try checkSize(list.count, at: e)
            return .dictionary(try list.map { (try eval($0.key, env), try eval($0.value, env)) })
        case .declReferenceExpr(let e):
            return try identifier(e, env)
        case .memberAccessExpr(let e):
            return try memberAccess(e, env, expected: expected)
        case .functionCallExpr(let e):
            return try call(e, env, expected: expected)
        case .closureExpr(let e):
            return .closure(closure(e, in: env))
        case .tupleExpr(let e):
            if e.elements.count == 1, let only = e.elements.first, only.label == nil {
                return try eval(only.expression, env, expected: expected)
            }
            return .tuple(try e.elements.map { ($0.label?.text, try eval($0.expression, env)) })
        case .ternaryExpr(let e):
            let condition = try eval(e.condition, env, expected: "Bool")
            let taken: Bool
            if let decided = opaqueCondition(condition) { taken = decided } else {
                guard case .bool(let b) = condition else { return try expectBool(condition, at: e.condition) }
                taken = b
            }
            // `isVideo ? .black : Color(.secondarySystemBackground)`: an implicit member takes
            // its type from the other branch.
            let other = taken ? e.elseExpression : e.thenExpression
            return try eval(taken ? e.thenExpression : e.elseExpression, env, expected: expected ?? Self.writtenType(of: other))
        case .infixOperatorExpr(let e):
            return try infix(e, env, expected: expected)
        case .prefixOperatorExpr(let e):
            return try prefix(e, env, expected: expected)
        case .postfixOperatorExpr(let e) where e.operator.written == "...":
            // `text.startIndex...`, `items[2...]`: a range with no end, over what Easel cannot
            // know (a string index) or an integer (its end is the collection's, when subscripted).
            let lower = try eval(e.expression, env)
            if lower.isUncertain { return .opaque(Opaque(text: e.trimmedText)) }
            // `Date.now...` for a DatePicker: a range of dates from now on, with no end to hold.
            if lower.dateSymbol != nil { return .opaque(Opaque(text: e.trimmedText)) }
            // `DynamicTypeSize.large...`: text sizes from one on (V8).
            if case .symbol(let s) = lower, s.type == "DynamicTypeSize" {
                return .range(lower: lower, upper: .symbol(IRSymbol(type: "DynamicTypeSize", name: DynamicTypeSize.accessibility5.rawValue)), closed: true)
            }
            guard case .int = lower else {
                diagnose(.error, "type-mismatch", at: e, "a range cannot start at a value of type '\(lower.typeName)'")
                return .poison
            }
            return .range(lower: lower, upper: .int(Int.max), closed: false)
        case .keyPathExpr(let e):
            return .keyPath(e.components.map { $0.component.trimmedText.trimmingPrefix(".") })
        case .ifExpr(let e):
            return try ifExpression(e, env, expected: expected)
        case .switchExpr(let e):
            return try switchExpression(e, env, expected: expected)
        case .subscriptCallExpr(let e):
            return try subscriptCall(e, env)
        case .optionalChainingExpr(let e):
            return try eval(e.expression, env, expected: expected)
        case .forceUnwrapExpr(let e):
            let v = try eval(e.expression, env, expected: expected)
            if case .null = v { return trap("nil-unwrap", at: e, "unexpectedly found nil while unwrapping an Optional value") }
            return v
        case .asExpr(let e):
            let value = try eval(e.expression, env, expected: e.type.trimmedText.trimmingSuffix("?"))
            return e.questionOrExclamationMark?.text == "?" ? conditionalCast(value, to: e.type.trimmedText, at: e) : value
        case .inOutExpr(let e):
            // `&key` handed to a function: its value; a declared function's `inout` parameter is
            // written back after the call (`writeBackInout`), an API's is not followed (R3).
            return try eval(e.expression, env, expected: expected)
        case .isExpr(let e):
            return typeCheck(try eval(e.expression, env), is: e.type.trimmedText, at: e)
        case .tryExpr(let e):
            return try eval(e.expression, env, expected: expected)
        case .awaitExpr(let e):
            return try eval(e.expression, env, expected: expected)
        case .genericSpecializationExpr(let e):
            return try eval(e.expression, env, expected: expected)
        case .missingExpr, .sequenceExpr:
            return .poison  // the parser or the operator folder already said what is wrong
        case .editorPlaceholderExpr(let e):
            diagnose(.error, "editor-placeholder", at: e, "editor placeholder in source")
            return .poison
        case .postfixIfConfigExpr(let e):
            return try postfixIfConfig(e, env, expected: expected)
        case .macroExpansionExpr(let e):
            diagnose(.note, "unevaluated-expression", at: e, "macro '#\(e.macroName.text)' is not expanded; Easel previews its value as unknown")
            return .opaque(Opaque(text: e.trimmedText))
        case .regexLiteralExpr(let e):
            // A regex is matched by code Easel does not run: what it decides is unknown (R3, R5).
            return .opaque(Opaque(text: e.trimmedText))
        case .superExpr:
            // A superclass's member (`super.foo`) of the SDK or another module: unknown (R3);
            // `super.init(…)` is read where it is called.
            return .opaque(Opaque(text: "super"))
        default:
            // R6: Swift compiles it; Easel does not evaluate it, so its value is unknown.
            diagnose(.note, "unevaluated-expression", at: expr, "Easel does not evaluate this kind of expression (\(expr.kind)); it previews it as an unknown value")
            return .opaque(Opaque(text: expr.trimmedText))
        }
    }

    /// `view\n#if os(iOS)\n.padding()\n#endif`: the active clause's modifiers apply to the view
    /// before them (a leading-dot chain, as a snippet's modifiers apply to its host).
    private func postfixIfConfig(_ e: PostfixIfConfigExprSyntax, _ env: Env, expected: String?) throws -> Value {
        let base = try e.base.map { try eval($0, env, expected: expected) } ?? .void
        guard case .postfixExpression(let chain)? = program.conditions.activeClause(e.config)?.elements else { return base }
        let saved = (implicitReceiver, implicitChainStart)
        implicitReceiver = base
        implicitChainStart = Self.chainStart(chain)
        defer { (implicitReceiver, implicitChainStart) = saved }
        let result = try eval(chain, env)
        return result.isPoison ? base : result
    }

    /// The innermost call of a leading-dot chain (`.a()` in `.a().b()`).
    static func chainStart(_ chain: ExprSyntax) -> SyntaxIdentifier? {
        var e = chain
        var start: SyntaxIdentifier?
        while true {
            if let call = e.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil { start = call.id }
                e = call.calledExpression
            } else if let member = e.as(MemberAccessExprSyntax.self), let base = member.base {
                e = base
            } else {
                return start
            }
        }
    }

    func isFloatingType(_ type: String?) -> Bool {
        guard let t = type?.trimmingSuffix("?") else { return false }
        return t == "Double" || t == "CGFloat" || t == "Float" || t == "TimeInterval"
    }

    /// `value` as a value of `type`: an integer passed where a floating-point type is declared
    /// can only be a literal Swift typed by that context (`half(5)` of `half(_ x: Double)`).
    /// The type is asked only of an integer (an autoclosure: binding a parameter is on every call).
    func typed(_ value: Value, as type: @autoclosure () -> String?) -> Value {
        if case .int(let i) = value, isFloatingType(type()) { return .double(Double(i)) }
        // `pick(.destructive)` of a `func pick(_ role: Role)`: the argument, evaluated before the
        // function was chosen, is a case of the parameter's type (an enum of the module's, or a
        // constant of the SDK's), as Swift types it — not a name Easel cannot place.
        if case .symbol(var s) = value, s.type == nil, let written = type() {
            let name = written.trimmingSuffix("?")
            if let t = userType(name), t.kind == .enumType, t.cases.contains(where: { $0.name == s.name }) {
                s.type = t.name
            } else if userType(name) == nil, sdk.type(named: name)?.constants.contains(s.name) == true {
                s.type = name
            }
            if s.type != nil { return .symbol(s) }
        }
        return value
    }

    private func arrayElementType(_ type: String) -> String? {
        let t = type.trimmingSuffix("?")
        guard t.hasPrefix("["), t.hasSuffix("]"), !t.contains(":") else { return nil }
        return String(t.dropFirst().dropLast())
    }

    func expectBool(_ v: Value, at node: some SyntaxProtocol) throws -> Value {
        if v.isUncertain { return .opaque(Opaque(text: node.trimmedText)) }
        if !v.isPoison { diagnose(.error, "type-mismatch", at: node, "cannot convert value of type '\(v.typeName)' to 'Bool'") }
        return .poison
    }

    // MARK: Names

    private func identifier(_ e: DeclReferenceExprSyntax, _ env: Env) throws -> Value {
        let name = e.baseName.written
        // The token's raw kind, not its `tokenKind`, which would form a kind holding its text.
        let kind = e.baseName.rawTokenKind
        if kind == .dollarIdentifier, let closureParam = env.scope.lookup(name) {
            return closureParam
        }
        if name.utf8.first == UInt8(ascii: "$"), name.utf8.count > 1 {
            return projectedValue(String(name.dropFirst()), env, at: e)
        }
        switch kind {
        case .keyword where name == "self":
            // A method of an enum case or an SDK value runs with `self` in its scope.
            if let bound = env.scope.lookup("self") { return bound }
            // In an initializer `self` is a copy of what is set so far, as Swift's value
            // semantics have it; the instance itself would end up inside itself (`me = self`).
            if let instance = env.initializing { return .instance(instance.copy()) }
            if let context = env.context { return .instance(context.instance) }
            diagnose(.error, "unknown-name", at: e, "'self' is not available here")
            return .poison
        case .binaryOperator:
            // An operator used as a function: `reduce(0, +)`, `sorted(by: >)`.
            let op = name
            return .builtin(Builtin(name: op) { args, interpreter, _ in
                guard args.count == 2 else { return .poison }
                return try interpreter.binary(op, args[0].value, args[1].value, at: e)
            })
        case .keyword where name == "Self":
            // In an initializer too: `session = Self.connect()`.
            if let type = env.context?.instance.type ?? env.initializing?.type { return .type(type.name) }
            // `Self.hex(0x3366CC)` in an `extension Color`: the type extended.
            if let extended = Self.extendedType(around: e) { return .type(extended) }
            return .poison
        default: break
        }
        // Locals, then `self`'s members, then the module's globals (a file's `fileprivate let
        // decoder` is no `decoder` of a type's methods), as Swift looks a name up.
        if let local = env.scope.lookup(name, below: globals) { return local }
        if let instance = env.initializing, let v = instance.stored[name] { return v }
        // In an initializer, a computed property or a static one of the type by its bare name
        // (`isLong = count > 2`), read as `self.count` and `Self.count` would be.
        if let instance = env.initializing {
            if let p = instance.type.property(name), p.getter != nil { return try member(name, of: .instance(instance.copy()), at: e, env: env) }
            if let p = instance.type.staticProperty(name) { return try staticProperty(p, of: instance.type) }
        }
        if let context = env.context, let property = context.instance.type.property(name) {
            return try readProperty(property, of: context, at: e)
        }
        if let context = env.context, context.instance.type.methods[name] != nil {
            return boundMethod(name, context: context)
        }
        if let context = env.context, let p = context.instance.type.staticProperty(name) {
            return try staticProperty(p, of: context.instance.type)
        }
        // In a member of an enum of the source, a bare name is a member of `self` as well:
        // `var id: String { rawValue }`.
        if case .symbol(let s)? = env.scope.lookup("self"), let t = s.type.flatMap(userType), t.kind == .enumType,
           name == "rawValue" || t.property(name) != nil {
            return try member(name, of: .symbol(s), at: e, env: env)
        }
        if let g = try global(name) { return g }
        if let overloads = program.globalFunctions[name] {
            return .builtin(Builtin(name: name, arity: Self.commonArity(overloads)) { args, interpreter, range in
                try interpreter.callGlobalFunction(name, args: args, at: range)
            })
        }
        // `_focus`, `_isOn`: a wrapped property's storage, handed to a child view that shares it
        // (`KeyItem(focus: _focus)`); its binding stands for it.
        if name.hasPrefix("_"), let context = env.context, let property = context.instance.type.property(String(name.dropFirst())),
           property.wrapper != nil, slot(of: property, in: context) != nil {
            return projectedValue(String(name.dropFirst()), env, at: e)
        }
        if let t = userType(name, in: env) { return .type(t.name) }  // qualified: `Tab` inside `RootScreen` is `RootScreen.Tab`
        if sdk.type(named: name) != nil || Self.swiftTypes.contains(name) { return .type(name) }
        if Self.foundationTypes.contains(name) { return .type(name) }  // `Date.now`, `Calendar.current`
        if let receiver = implicitSelf(env) {  // `count` inside `extension Array`
            if case .symbol(let s) = receiver, let field = s.fields[name] { return value(field) }  // `top` inside `extension EdgeInsets`
            if case .binding = receiver, name == "wrappedValue" { return try member(name, of: receiver, at: e, env: env) }  // in `extension Binding`
            if let p = extensionProperty(name, for: receiver) { return try readExtensionProperty(p, of: receiver) }
            if let v = try builtinProperty(name, of: receiver, at: e) { return v }
        }
        // Said once: a name read again (in a loop, in every row) is not compared with every name
        // of the module again for a suggestion no one will see (a gallery client: 60 % of its check).
        if !strict, reportedUnknowns.contains(name) { return .opaque(Opaque(text: name)) }
        // `UIApplication`, `NSWindow`: UIKit's or AppKit's, which SwiftUI brings — not a typo (R3).
        if !strict, Program.hasApplePrefix(name) {
            return unknownName(name, at: e, "cannot find '\(name)' in scope; it is \(Program.appleOwner(of: name)), which Easel does not declare")
        }
        // A type's name (`Product`) in a file that imports StoreKit is StoreKit's, not a typo of a
        // value's (`product`): a note, as for any name of another module (R3).
        if !strict, Program.isCapitalized(name), case let modules = program.otherModules(importedWhere: e), !modules.isEmpty {
            // `StoreKit.Transaction`: the module itself.
            if modules.contains(name) { return unknownName(name, at: e, "'\(name)' is a module Easel does not declare") }
            return unknownName(name, at: e, "cannot find '\(name)' in scope; \(Program.importedHere(modules))")
        }
        let meant = nearestName(name, env)
        if let meant, !strict {
            // A likely typo is a warning with its fix, once per name; the value is still opaque (R3).
            if reportedUnknowns.insert(name).inserted { diagnoseTypo("unknown-name", at: e, "cannot find '\(name)' in scope", meant: meant) }
            return .opaque(Opaque(text: name))
        }
        return unknownName(name, at: e, "cannot find '\(name)' in scope", suggestion: meant.map { "; did you mean '\($0)'?" } ?? "")
    }

    /// A name in scope one or two edits away from `name` (a likely typo).
    private func nearestName(_ name: String, _ env: Env) -> String? {
        var candidates = env.scope.visibleNames.filter { !$0.hasPrefix("$") }
        if let type = env.context?.instance.type { candidates += type.properties.map(\.name) + type.methods.keys }
        candidates += program.globals.map(\.name) + program.typeOrder
        return Opaque.nearest(to: name, among: candidates)
    }

    /// The `Collection` members a `Binding` of a mutable collection answers with plain values.
    static let bindingCollectionMembers: Set<String> = ["count", "isEmpty", "indices", "startIndex", "endIndex"]

    static let swiftTypes: Set<String> = ["Int", "Double", "CGFloat", "Float", "String", "Bool", "Array", "Binding", "State", "Set"]

    /// `$name`: the binding a wrapped property projects.
    private func projectedValue(_ name: String, _ env: Env, at node: some SyntaxProtocol) -> Value {
        if let projected = env.scope.lookup("$" + name) {
            if case .binding(let ref) = projected { return .binding(ref) }
            if projected.isOpaque { return projected }  // `{ $row in … }` over rows Easel cannot know
        }
        if env.scope.lookup(name) != nil {
            // A local with a wrapper (`@Bindable var store = store`): it binds into its object.
            return .binding(.slot(StateStore.opaqueSlot(name)))
        }
        guard let context = env.context, let property = context.instance.type.property(name) else {
            return unknownName("$" + name, at: node, "cannot find '$\(name)' in scope")
        }
        guard let ref = slot(of: property, in: context) else {
            // An object's projection (`$settings.name` of an `@EnvironmentObject`, `@Bindable`)
            // binds into the object; Easel keeps a scratch slot for it.
            if case .environmentObject = property.wrapper { return .binding(.slot(StateStore.opaqueSlot(name))) }
            if property.wrapper == nil || property.wrapper == .query {
                diagnose(.error, "not-a-binding", at: node, "'\(name)' has no binding: only @State, @Binding, @AppStorage and @SceneStorage properties project one with '$'")
                return .poison
            }
            return .binding(.slot(StateStore.opaqueSlot(name)))
        }
        if case .slot(let key) = ref, store[key] == nil {
            _ = try? readProperty(property, of: context, at: node)
        }
        return .binding(ref)
    }

    // MARK: Members

    func memberAccess(_ e: MemberAccessExprSyntax, _ env: Env, expected: String?) throws -> Value {
        guard let baseExpr = e.base else {
            if let known = memo.implicitMembers[e], known.expected == expected { return known.value }
            return implicitMember(e.declName.baseName.written, expected: expected, at: e)
        }
        let name = e.declName.baseName.written
        if let unqualified = moduleQualified(ExprSyntax(e), env) {
            let typeName = unqualified.baseName.written
            return sdk.type(named: typeName) != nil ? .type(typeName) : try eval(ExprSyntax(unqualified), env, expected: expected)
        }
        let base = try eval(baseExpr, env, expected: isLeadingChain(baseExpr) ? expected : nil)
        if case .null = base, !Self.chainsOptionally(baseExpr) {
            // `namespace.isNil` on nil, no `?`: a member of `Optional` itself, which an extension
            // Easel cannot see declares (R3).
            return unknownName("Optional." + name, at: e.declName, "type 'Optional' has no member '\(name)' that Easel knows")
        }
        // `x.self` is `x`; `[Item].self` and `[String: Int].self` are the types the literals write.
        if name == "self", !base.isIndefinite { return Self.writtenCollectionType(base) ?? base }
        return try member(name, of: base, at: e.declName, env: env)
    }

    /// The type an array or dictionary literal of types writes (`[Item]`, `[String: Int]`).
    private static func writtenCollectionType(_ value: Value) -> Value? {
        switch value {
        case .array(let elements) where elements.count == 1:
            if case .type(let element) = elements[0] { return .type("[\(element)]") }
        case .dictionary(let pairs) where pairs.count == 1:
            if case .type(let key) = pairs[0].key, case .type(let value) = pairs[0].value { return .type("[\(key): \(value)]") }
        default: break
        }
        return nil
    }

    /// The type an expression names as it is written: `Color` of `Color(.red)` or `Color.red`.
    static func writtenType(of expr: ExprSyntax) -> String? {
        var callee = expr
        if let call = expr.as(FunctionCallExprSyntax.self) { callee = call.calledExpression }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base { callee = base }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.written, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// Whether a postfix chain holds an optional chaining (`a?.b.c` does, at `a?`): a nil in it
    /// makes the rest of the chain nil.
    static func chainsOptionally(_ expr: ExprSyntax) -> Bool {
        var e = expr
        while true {
            if e.is(OptionalChainingExprSyntax.self) { return true }
            if let member = e.as(MemberAccessExprSyntax.self), let base = member.base { e = base; continue }
            if let call = e.as(FunctionCallExprSyntax.self) { e = call.calledExpression; continue }
            if let sub = e.as(SubscriptCallExprSyntax.self) { e = sub.calledExpression; continue }
            if let forced = e.as(ForceUnwrapExprSyntax.self) { e = forced.expression; continue }
            return false
        }
    }

    /// `SwiftUI.Section`, `Foundation.Date`: a name written with its module (to tell it from the
    /// app's own `Section`) is that module's name; nil for anything else.
    func moduleQualified(_ e: ExprSyntax, _ env: Env) -> DeclReferenceExprSyntax? {
        guard let member = e.as(MemberAccessExprSyntax.self), let module = member.base?.as(DeclReferenceExprSyntax.self),
              Self.moduleNames.contains(module.baseName.written), env.scope.lookup(module.baseName.written) == nil,
              userType(module.baseName.written) == nil else { return nil }
        return member.declName
    }

    /// Three names: compared outright, quicker than hashing every base name of a member access.
    static let moduleNames = ["SwiftUI", "Foundation", "Swift"]

    private static func isContextInstance(_ v: Value, _ env: Env) -> Bool {
        if case .instance(let i) = v { return env.context?.instance === i }
        return false
    }

    /// A view of the SDK or of the source, used as one (not a placeholder, which absorbs members).
    private static func isView(_ v: Value) -> Bool {
        switch v {
        case .node(let n): return n.origin == .sdk || n.origin == .source
        case .instance(let i): return i.type.isView
        default: return false
        }
    }

    func member(_ name: String, of base: Value, at node: some SyntaxProtocol, env: Env) throws -> Value {
        switch base {
        case .poison:
            return .poison
        case .opaque(let o):
            return opaqueMember(o, name)
        case .node(let n) where n.origin == .placeholder:
            return .opaque(Opaque(text: (n.argument("name").flatMap { if case .string(let s) = $0 { return s }; return nil } ?? n.kind) + "." + name))
        case .type(let typeName):
            return try staticMember(name, of: typeName, at: node)
        case .node(let n) where n.kind == "TupleView" && name == "value":
            // `content().value.0` in a container that takes its views apart: the tuple of views.
            return .tuple(n.children.map { (label: nil, value: $0) })
        case .instance(let instance):
            if let p = instance.type.property(name) {
                if let context = env.context, context.instance === instance { return try readProperty(p, of: context, at: node) }
                if let v = instance.stored[name], p.isStored, p.wrapper == nil || p.wrapper == .binding {
                    if p.wrapper == .binding, case .binding(let ref) = v { return read(ref) }
                    return v
                }
                let context = SelfContext(instance: instance, identity: instance.type.name, environment: env.context?.environment ?? .init())
                return try readProperty(p, of: context, at: node)
            }
            if let v = instance.stored[name] { return v }
            // `action: self.importAccessories`: the method, bound to the instance.
            if instance.type.methods[name] != nil {
                let context = env.context.flatMap { $0.instance === instance ? $0 : nil }
                    ?? SelfContext(instance: instance, identity: instance.type.name, environment: env.context?.environment ?? .init())
                return boundMethod(name, context: context)
            }
        case .symbol(var s):
            s = enumTyped(s)
            if name == "rawValue", let t = s.type.flatMap(userType) {
                return try rawValue(of: s.name, in: t)
            }
            if let field = s.fields[name] { return value(field) }
            if name == "isAccessibilitySize", s.type == "DynamicTypeSize", let size = DynamicTypeSize(rawValue: s.name) { return .bool(size.isAccessibilitySize) }
            // `Color.blue.gradient` (iOS 16): the colour's standard gradient, as a shape style.
            if name == "gradient", s.type == "Color" { return .symbol(IRSymbol(type: "AnyGradient", name: "gradient", fields: ["color": .symbol(s)])) }
            if let t = s.type, Self.foundationTypes.contains(t) {
                if t == "CharacterSet", name == "inverted" { return .symbol(CharacterSets.inverted(s)) }
                return .opaque(Opaque(text: s.name + "." + name))
            }
            if let t = s.type.flatMap(userType), let p = t.property(name), let getter = p.getter {
                let scope = Scope(parent: globals)
                scope.define("self", .symbol(s), constant: true)
                return try runBody(getter, env: Env(scope: scope, context: env.context).returning(p.typeName), builds: p.isBuilder,
                                   at: p.range.start)
            }
        case .null:
            return .null  // optional chaining: `x?.count` on nil
        case .binding(let ref) where Self.bindingCollectionMembers.contains(name) && (read(ref).isUncertain || read(ref).isArray):
            // `$items.count`: SwiftUI's `Binding` is a `Collection` when its value is a mutable
            // one (iOS 15), so these are the value's own; of a value Easel cannot know, unknown.
            let value = read(ref)
            return value.isUncertain ? .opaque(Opaque(text: node.trimmedText)) : try member(name, of: value, at: node, env: env)
        case .binding(let ref) where name == "wrappedValue":
            return read(ref)  // `dpiConfig.wrappedValue` of a binding handed to an initializer
        case .binding where name == "projectedValue":
            return base
        case .binding(let ref) where read(ref).isUncertain:
            // `$router.isShowingSheet` with a router Easel cannot know: a binding of its own (R3).
            return .binding(.slot(StateStore.opaqueSlot(node.trimmedText)))
        case .binding(let ref) where read(ref).instanceType?.property(name)?.isStored == true:
            return .binding(.member(ref, name))  // `$drive.isOn`: a binding to a stored property of the value bound
        default:
            if let v = try builtinProperty(name, of: base, at: node) { return v }
        }
        if base.isPoison { return .poison }
        if let p = extensionProperty(name, for: base) { return try readExtensionProperty(p, of: base) }
        // `.routingProvided` after a view: a modifier written as a property (`var routingProvided:
        // some View` in a file not given) keeps the view, as an unknown modifier does (R3).
        // `self.$isEditing`: the projected value, as `$isEditing` is.
        if name.hasPrefix("$"), case .instance(let i) = base, env.context?.instance === i {
            return projectedValue(String(name.dropFirst()), env, at: node)
        }
        // (`self.handleDeeplink`, a member of `self` another file declares, is no modifier.)
        if Self.isView(base), !name.hasPrefix("$"), !Self.isContextInstance(base, env) {
            diagnoseUnknownModifier(name, at: node, "Easel does not know '\(name)'", "the view is shown without it")
            return base
        }
        return unknownName(base.typeName + "." + name, at: node, "\(base.describedForMembers) has no member '\(name)'")
    }

    func staticMember(_ name: String, of typeName: String, at node: some SyntaxProtocol) throws -> Value {
        if name == "self" || name == "Type" { return .type(typeName) }  // `Recipe.self` (a metatype)
        if name == "init", let t = userType(typeName) { return initializerReference(t) }  // `content: Row.init`
        // `label: EmptyView.init`: an SDK view's initializer as a function; called with nothing it
        // makes the view, with arguments a value Easel cannot know (R3).
        if name == "init", let t = sdk.type(named: typeName), t.buildsNode {
            let range = program.range(of: node)
            return .builtin(Builtin(name: typeName + ".init") { args, _, _ in
                args.isEmpty ? .node(NodeValue(kind: typeName, origin: .sdk, arguments: [], children: [], modifiers: [], range: range))
                    : .opaque(Opaque(text: typeName + "(…)"))
            })
        }
        if let v = try extensionStaticMember(name, of: typeName) { return v }
        if let t = userType(typeName) {
            if t.cases.contains(where: { $0.name == name }) { return .symbol(IRSymbol(type: typeName, name: name)) }
            if let p = t.staticProperty(name) { return try staticProperty(p, of: t) }
            if name == "allCases", t.kind == .enumType { return .array(t.cases.map { .symbol(IRSymbol(type: typeName, name: $0.name)) }) }
            // `Order.ID` of an `Identifiable` type: the type of its `id`, which Swift infers it from.
            if name == "ID", let id = t.property("id") { return .type(id.typeName ?? "AnyHashable") }
        }
        let nested = typeName + "." + name
        if sdk.type(named: nested) != nil || userType(nested) != nil { return .type(nested) }
        if let t = sdk.type(named: typeName), t.constants.contains(name) {
            return .symbol(IRSymbol(type: typeName, name: name))
        }
        if Self.assetSymbolTypes.contains(typeName), let v = generatedAssetColor(name, at: node) { return v }
        if let v = generatedAssetImage(name, of: typeName, at: node) { return v }
        if let v = Self.foundationStatic(typeName, name) { return v }
        if typeName == "UIDevice", name == "current" { return currentDevice }
        if Self.foundationTypes.contains(typeName) { return .opaque(Opaque(text: typeName + "." + name)) }  // `Calendar.current`: quietly
        switch (typeName, name) {
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("Double", _), ("CGFloat", _), ("Float", _):
            let constants: [String: Double] = ["pi": .pi, "infinity": .infinity, "nan": .nan, "zero": 0, "ulpOfOne": .ulpOfOne,
                                               "greatestFiniteMagnitude": .greatestFiniteMagnitude,
                                               "leastNormalMagnitude": .leastNormalMagnitude, "leastNonzeroMagnitude": .leastNonzeroMagnitude]
            if let c = constants[name] { return .double(c) }
        default: break
        }
        return unknownName(typeName + "." + name, at: node, "type '\(typeName)' has no member '\(name)'")
    }

    func rawValue(of caseName: String, in type: UserType) throws -> Value {
        guard let c = type.cases.first(where: { $0.name == caseName }) else { return .poison }
        if let raw = c.rawValue { return try eval(raw, Env(scope: globals, context: nil)) }
        if type.conformances.contains("Int"), let index = type.cases.firstIndex(where: { $0.name == caseName }) { return .int(index) }
        return .string(caseName)
    }
}

extension Value {
    var symbolTypeName: String? { if case .symbol(let s) = self { return s.type }; return nil }
    var isNull: Bool { if case .null = self { return true }; return false }

    /// How a message names a value whose member is missing: by its type, or, for an implicit
    /// member of a type Easel cannot know (`.idle`), by itself.
    var describedForMembers: String {
        if case .symbol(let s) = self, s.type == nil { return "the value '.\(s.name)'" }
        return "value of type '\(typeName)'"
    }
}

extension String {
    func trimmingPrefix(_ p: String) -> String { hasPrefix(p) ? String(dropFirst(p.count)) : self }
    func trimmingSuffix(_ s: String) -> String { hasSuffix(s) ? String(dropLast(s.count)) : self }
}
