import EaselIR
import SwiftSyntax

/// Calls of the source's functions and methods, and a view's body.
extension Interpreter {
    func boundMethod(_ name: String, context: SelfContext) -> Value {
        // Through a capture: kept in a property of `self` (`handler = save`), it would keep `self`.
        let capture = captures.capture(scope: nil, context: context)
        let arity = Self.commonArity(context.instance.type.methods[name] ?? [])
        return .builtin(Builtin(name: name, arity: arity) { args, interpreter, range in
            guard let context = capture.context else { return .poison }
            // `ForEach(pairs, id: \.0, content: section)` with `func section(category:items:)`:
            // one tuple handed to a method of several parameters is taken apart.
            return try interpreter.callMethod(name, on: context, args: interpreter.splattingTuple(args, forMethod: name, of: context.instance.type), at: range)
        })
    }

    /// The number of parameters the overloads of a function share; `nil` when they differ.
    static func commonArity(_ overloads: [FunctionDeclSyntax]) -> Int? {
        let counts = Set(overloads.map { $0.signature.parameterClause.parameters.count })
        return counts.count == 1 ? counts.first : nil
    }

    /// `ForEach(pairs, id: \.0, content: section)` with `func section(category:items:)`: one
    /// tuple handed to a method of several parameters is taken apart (an unknown one in unknowns).
    func splattingTuple(_ args: [(label: String?, value: Value)], forMethod name: String, of type: UserType) -> [(label: String?, value: Value)] {
        guard args.count == 1, let counts = type.methods[name]?.map({ $0.signature.parameterClause.parameters.count }),
              !counts.contains(1) else { return args }
        switch args[0].value {
        case .tuple(let parts) where counts.contains(parts.count): return parts.map { (label: nil, value: $0.value) }
        case .opaque(let o):
            guard let n = counts.first(where: { $0 > 1 }) else { return args }
            return (0..<n).map { (label: nil, value: .opaque(Opaque(text: "\(o.text).\($0)"))) }
        default: return args
        }
    }

    func callMethod(_ name: String, on context: SelfContext, args given: [(label: String?, value: Value)], at range: SourceRange, selfValue: Value? = nil) throws -> Value {
        let overloads = context.instance.type.methods[name] ?? []
        let args = labelledPositionally(given, overloads)
        // `setFrame(frame, display: true)` in a subclass of `NSWindow` declaring its own
        // `setFrame()`: the superclass's method, which another module declares (R3). So is
        // `receive(on:)` of a `Publisher` declaring its own `receive(subscriber:)`: Combine's.
        let chosen = overload(overloads, taking: args, orFirst: false)
        if chosen == nil, mayHaveMethodsElsewhere(context.instance.type) {
            return .opaque(Opaque(text: name + "(…)"))
        }
        guard let f = chosen ?? overloads.first else {
            return unknownName(context.instance.type.name + "." + name, at: range.start,
                               "'\(context.instance.type.name)' has no method '\(name)'")
        }
        return try callFunction(f, args: args, context: context, at: range, selfValue: selfValue)
    }

    func callGlobalFunction(_ name: String, args given: [(label: String?, value: Value)], at range: SourceRange) throws -> Value {
        let overloads = program.globalFunctions[name] ?? []
        let args = labelledPositionally(given, overloads)
        guard let f = overload(overloads, taking: args) else { return .poison }
        return try callFunction(f, args: args, context: nil, at: range)
    }

    func callFunction(_ f: FunctionDeclSyntax, args: [(label: String?, value: Value)], context: SelfContext?, at range: SourceRange, selfValue: Value? = nil,
                      parent: Scope? = nil) throws -> Value {
        guard let body = f.body else { return .void }
        // R5: a function that calls itself over values Easel cannot know (a folder walk over
        // unknown children) would recurse until a budget ends the whole preview; past a few
        // levels its result is unknown instead.
        let entry = recursing[f.id] ?? (0, uncertainDecisions)
        if entry.depth >= Self.uncertainRecursionLimit, uncertainDecisions > entry.decisions {
            if reportedUnknowns.insert("recursive:" + f.name.written).inserted {
                diagnose(.note, "recursive-call", at: range.start,
                         "'\(f.name.written)' calls itself over values Easel cannot know; past \(Self.uncertainRecursionLimit) levels its result is unknown")
            }
            return .opaque(Opaque(text: f.name.written + "(…)"))
        }
        recursing[f.id] = (entry.depth + 1, entry.decisions)
        defer { recursing[f.id] = entry.depth == 0 ? nil : entry }
        let scope = Scope(parent: parent ?? globals)  // a local function sees the scope it is declared in
        let facts = self.facts(of: f)
        // A mutating method of a value (`self = .b` in an enum's `next()`) may assign `self`.
        if let selfValue { scope.define("self", selfValue, constant: !facts.mutating) }
        let inouts = try bindParameters(f.signature.parameterClause, args, in: scope, at: range)
        let env = Env(scope: scope, context: context, mutating: facts.mutating).returning(facts.returnType)
        var result = try runBody(body.statements, env: env, builds: facts.builds, at: range.start)
        if let type = facts.labeledReturn { result = Self.labeled(result, as: type) }
        if !inoutResults.isEmpty { inoutResults = [:] }
        for (index, name) in inouts { inoutResults[index] = scope.lookup(name) }
        if selfValue != nil { mutatedSelf = facts.mutating ? scope.lookup("self") : nil }
        return result
    }

    /// After a call to a declared function: what it left in its `inout` parameters goes back to
    /// the variables passed with `&`.
    func writeBackInout(_ args: [CallArgument], _ env: Env) throws {
        guard !inoutResults.isEmpty else { return }
        let results = inoutResults
        inoutResults = [:]
        for (index, arg) in args.enumerated() {
            guard let passed = arg.expr.as(InOutExprSyntax.self), let value = results[index] else { continue }
            try assign(passed.expression, env) { _ in value }
        }
    }

    // MARK: Views

    /// The body of a view (or app) instance, evaluated as the view at `identity`.
    func body(of instance: Instance, identity: String, environment: EnvironmentValues) throws -> [Value] {
        let context = SelfContext(instance: instance, identity: identity, environment: environment)
        let result: Value
        if let property = instance.type.property("body"), let getter = property.getter {
            let scope = Scope(parent: globals)
            // An enum's case is `self`, and its bare names are members of the case, as in its
            // other members (it has no stored properties, so no state or environment of its own).
            let enumCase = instance.stored[Instance.enumCaseKey]
            if let enumCase { scope.define("self", enumCase, constant: true) }
            result = try runBody(getter, env: Env(scope: scope, context: enumCase == nil ? context : nil), builds: true, at: instance.range.start)
        } else if let method = instance.type.bodyMethod {
            // Another module's protocol calls `body(props:)` with what Easel cannot know (R3).
            result = try callFunction(method, args: unknownArguments(for: method), context: context, at: instance.range)
        } else {
            if instance.type.isDrawnByCode { return [opaqueView(Opaque(text: instance.type.name), at: instance.range)] }
            diagnose(.error, "missing-body", at: instance.type.range.start, "'\(instance.type.name)' does not implement 'body'")
            return []
        }
        if case .node(let n) = result, n.origin == .synthetic, n.kind == "TupleView" {
            return n.children
        }
        return result.isPoison ? [] : [asView(result) ?? result]
    }
}
