import EaselIR
import SwiftSyntax

/// Subscripts: arrays by index and range, dictionaries by key (and `default:`), bindings to an
/// element, optional chaining on nil, those the module declares (read and written through their
/// accessors), and those an extension of another file declares.
extension Interpreter {
    func subscriptCall(_ e: SubscriptCallExprSyntax, _ env: Env) throws -> Value {
        let base = try eval(e.calledExpression, env)
        guard let first = e.arguments.first else { return .poison }
        let index = enumTyped(try eval(first.expression, env, expected: Self.keyType(of: base)))
        // `counts[key, default: 0]`: the dictionary's value, or the default.
        if case .dictionary(let pairs) = base, e.arguments.count == 2, first.label == nil, let fallback = e.arguments.last, fallback.label?.text == "default" {
            return try pairs.first { equal($0.key, index) }?.value ?? eval(fallback.expression, env)
        }
        // `preferences[keyPath: path]`: the members the key path names, read in turn.
        if first.label?.text == "keyPath", e.arguments.count == 1, case .keyPath = index {
            return try apply(index, args: [(label: nil, value: base)], at: e)
        }
        // `profile[flavor]`, `urls[safe: i]`: a subscript the module declares for the base's type.
        if let decl = declaredSubscript(of: base, labels: e.arguments.map { $0.label?.text }), !Self.standardSubscriptFits(base, index, better: decl) {
            let args = [(label: first.label?.text, value: index)] + (try e.arguments.dropFirst().map { (label: $0.label?.text, value: try eval($0.expression, env)) })
            return try readSubscript(decl, of: base, args: args, env, at: e)
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

    /// The type a dictionary's keys are, as its keys show it: what a leading dot written as a key
    /// is read against (`sections[.placed]` of a `[Status: [Order]]`), as Swift reads it against `Key`.
    static func keyType(of base: Value) -> String? {
        guard case .dictionary(let pairs) = base, case .symbol(let key)? = pairs.first?.key else { return nil }
        return key.type
    }

    /// `self[key]` with a key that is not nil, in an extension's `subscript(key: Key?)` of a
    /// dictionary: the standard library's subscript, which takes the key's own type, fits better
    /// than one taking an optional (Swift ranks the promotion to an optional lower).
    private static func standardSubscriptFits(_ base: Value, _ index: Value, better decl: SubscriptDeclSyntax) -> Bool {
        switch base {
        case .array, .dictionary: break
        default: return false
        }
        let parameters = decl.parameterClause.parameters
        return parameters.count == 1 && parameters.first?.type.kind == .optionalType && !index.isNull
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

// MARK: Declared subscripts

extension Interpreter {
    /// A subscript the module declares for `base`'s type — its own type's, or an extension's of
    /// an SDK type (`subscript(safe index: Int) -> Element?` on `Array`) — that takes `labels`.
    func declaredSubscript(of base: Value, labels: [String?]) -> SubscriptDeclSyntax? {
        let candidates: [SubscriptDeclSyntax]
        var isStatic = false
        if case .instance(let i) = base {
            candidates = i.type.subscripts
        } else if case .type(let name) = base, let t = userType(name) {
            // `Settings[\.textEditing]`: a static subscript of the type.
            candidates = t.subscripts
            isStatic = true
        } else if program.extensionsDeclareSubscripts, !base.isUncertain {
            candidates = extendedTypeNames(of: base).flatMap { program.extensions[$0]?.subscripts ?? [] }
        } else {
            return nil
        }
        return candidates.first { decl in
            decl.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) } == isStatic
                && Self.relabelled(labels.map { (label: $0, value: Value.void) }, for: decl) != nil
        }
    }

    /// The value `base[args]` reads through the subscript's getter.
    func readSubscript(_ decl: SubscriptDeclSyntax, of base: Value, args: [(label: String?, value: Value)], _ env: Env,
                       at node: some SyntaxProtocol) throws -> Value {
        guard let statements = decl.accessorBlock?.getterStatements else { return .opaque(Opaque(text: node.trimmedText)) }
        let (scope, context, range) = try accessorScope(decl, of: base, args: args, env, at: node)
        let returned = Env(scope: scope, context: context).returning(decl.returnClause.type.trimmedText)
        return try runBody(statements, env: returned, builds: false, at: range.start)
    }

    /// `base` after `base[args] = newValue` through the subscript's setter: a struct a changed
    /// copy, an object itself, changed. Nil when the subscript has no setter (only a getter:
    /// Swift's error) or the base is no instance of the module's.
    func writeSubscript(_ decl: SubscriptDeclSyntax, of base: Value, args: [(label: String?, value: Value)], _ newValue: Value, _ env: Env,
                        at node: some SyntaxProtocol) throws -> Value? {
        guard case .instance(let instance) = base, let setter = decl.accessorBlock?.setter else { return nil }
        let copy = instance.copy()
        let (scope, context, range) = try accessorScope(decl, of: .instance(copy), args: args, env, at: node)
        scope.define(setter.newValue, newValue, constant: true)
        _ = try runBody(setter.statements, env: Env(scope: scope, context: context, mutating: true), builds: false, at: range.start)
        return .instance(copy)
    }

    /// An accessor's scope, with its parameters bound, and its `self`: an instance's context, or
    /// (for an extension of an SDK type) `self` in the scope.
    private func accessorScope(_ decl: SubscriptDeclSyntax, of base: Value, args: [(label: String?, value: Value)], _ env: Env,
                               at node: some SyntaxProtocol) throws -> (Scope, SelfContext?, SourceRange) {
        let range = program.range(of: node)
        let scope = Scope(parent: globals)
        _ = try bindParameters(decl.parameterClause, Self.relabelled(args, for: decl) ?? args, in: scope, at: range)
        if case .type(let name) = base, let t = userType(name) { return (scope, staticContext(of: t), range) }
        guard case .instance(let i) = base else {
            scope.define("self", base, constant: true)
            return (scope, nil, range)
        }
        let context = env.context.flatMap { $0.instance === i ? $0 : nil }
            ?? SelfContext(instance: i, identity: i.type.name, environment: env.context?.environment ?? .init())
        return (scope, context, range)
    }

    /// `args` with the labels `bindParameters` reads a function's parameters by, when they are
    /// what the subscript takes: a subscript's parameter has a label only when written with two
    /// names (`subscript(safe index: Int)`); `subscript(flavor: Flavor)` takes `[flavor]`.
    static func relabelled(_ args: [(label: String?, value: Value)], for decl: SubscriptDeclSyntax) -> [(label: String?, value: Value)]? {
        var result: [(label: String?, value: Value)] = []
        var next = 0
        for p in decl.parameterClause.parameters {
            let label = p.secondName == nil || p.firstName.tokenKind == .wildcard ? nil : p.firstName.written
            if next < args.count, args[next].label == label {
                result.append((label: p.firstName.tokenKind == .wildcard ? nil : p.firstName.written, value: args[next].value))
                next += 1
            } else if p.defaultValue == nil {
                return nil
            }
        }
        return next == args.count ? result : nil
    }
}
