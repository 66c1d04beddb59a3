import EaselIR
@_spi(RawSyntax) import SwiftSyntax

extension Interpreter {
    // MARK: Function bodies

    /// Runs a getter, method or closure body. A builder body yields its content (one value, or
    /// a synthetic `TupleView` of several); otherwise the returned value, with Swift's implicit
    /// return for a single expression.
    func runBody(_ items: CodeBlockItemListSyntax, env: Env, builds: Bool, at location: SourceLocation) throws -> Value {
        // A body that is one `#if` is the active clause's body (`var placement: ToolbarItemPlacement
        // { #if os(macOS) .navigation #else .primaryAction #endif }` returns implicitly).
        if items.count == 1, let ifConfig = items.first?.item.as(IfConfigDeclSyntax.self),
           let active = activeStatements(ifConfig) {
            return try runBody(active, env: env, builds: builds, at: location)
        }
        return try nested(at: location) {
            if builds && !containsReturn(items) {
                return tupleView(try build(items, env, prefix: ""), at: location)
            }
            if items.count == 1, let only = items.first, let expr = singleExpression(only) {
                return try eval(expr, env, expected: env.returnType)
            }
            switch try execute(items, env) {
            case .returned(let v): return v
            default: return .void
            }
        }
    }

    /// Several built values as one: a synthetic node that builders flatten again.
    func tupleView(_ values: [Value], at location: SourceLocation) -> Value {
        if values.count == 1 { return values[0] }
        return .node(NodeValue(kind: "TupleView", origin: .synthetic, arguments: [], children: values, modifiers: [],
                               range: SourceRange(start: location, end: location)))
    }

    /// Whether a body has an explicit `return` (then, as in Swift, no result builder applies):
    /// at its top level, or inside its `#if`, `if`, `switch`, `do`, but not in closures or
    /// nested functions.
    private func containsReturn(_ items: CodeBlockItemListSyntax) -> Bool {
        memo.bodiesReturning.fact(of: items) { Self.containsReturn(items) }
    }

    /// Read off the raw tree first: making a node for each item and its statement, as asking the
    /// items did, cost 6 K instructions a body (2 % of the 1,000-line file's pipeline).
    private static func containsReturn(_ items: CodeBlockItemListSyntax) -> Bool {
        guard let layout = items.raw.layoutView else { return false }
        var mayHide = false
        for child in layout.children {
            guard let statement = child.flatMap(RawCodeBlockItemSyntax.init)?.item else { continue }
            switch statement.kind {
            case .returnStmt: return true
            case .ifConfigDecl, .doStmt, .guardStmt, .ifExpr, .switchExpr: mayHide = true
            case .expressionStmt:
                let kind = RawExpressionStmtSyntax(statement)?.expression.raw.kind
                if kind == .ifExpr || kind == .switchExpr { mayHide = true }
            default: break
            }
        }
        // Most bodies hold no statement a `return` could hide in: no walker is made for them.
        guard mayHide else { return false }
        return items.inOrder.contains { item in
            guard Self.mayHoldReturn(item) else { return false }
            let finder = ReturnFinder(viewMode: .sourceAccurate)
            finder.walk(item)
            return finder.found
        }
    }

    private static func mayHoldReturn(_ item: CodeBlockItemSyntax) -> Bool {
        switch item.item {
        case .decl(let d): return d.is(IfConfigDeclSyntax.self)
        case .stmt(let s):
            if let e = s.as(ExpressionStmtSyntax.self)?.expression { return e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) }
            return s.is(DoStmtSyntax.self) || s.is(GuardStmtSyntax.self)
        case .expr(let e): return e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self)
        }
    }

    private func singleExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    func callClosure(_ c: Closure, _ args: [Value], at range: SourceRange) throws -> Value {
        let env = closureEnv(c, args)
        return try runBody(c.syntax.statements, env: env, builds: false, at: range.start)
    }

    /// Calls a closure and gives back, with its value, what each parameter holds at its end (for
    /// the arguments passed `&x` to a parameter the function type makes `inout`).
    func callClosureKeepingParameters(_ c: Closure, _ args: [Value], at range: SourceRange) throws -> (Value, [Value?]) {
        let env = closureEnv(c, args)
        let result = try runBody(c.syntax.statements, env: env, builds: false, at: range.start)
        let names = parameterNames(c)
        return (result, args.indices.map { $0 < names.count ? env.scope.lookup(names[$0]) : env.scope.lookup("$\($0)") })
    }

    /// Builds a builder closure's content with `arguments` bound to its parameters.
    func build(closure c: Closure, arguments: [Value]) throws -> [Value] {
        let saved = implicitReceiver
        implicitReceiver = nil
        defer { implicitReceiver = saved }
        return try nested(c.syntax) {
            let env = closureEnv(c, arguments)
            if containsReturn(c.syntax.statements) {
                if case .returned(let v) = try execute(c.syntax.statements, env) { return v.isPoison ? [] : [v] }
                return []
            }
            return try build(c.syntax.statements, env, prefix: "")
        }
    }

    /// Calls a closure whose first parameter is `inout` (`reduce(into: []) { urls, url in
    /// urls.append(url) }`), giving back what it made of that parameter.
    func callClosure(_ c: Closure, changing accumulated: Value, _ rest: [Value], at range: SourceRange) throws -> Value {
        let env = closureEnv(c, [accumulated] + rest)
        let name = parameterNames(c).first ?? "$0"
        env.scope.define(name, accumulated)
        _ = try runBody(c.syntax.statements, env: env, builds: false, at: range.start)
        return env.scope.lookup(name) ?? accumulated
    }

    private func parameterNames(_ c: Closure) -> [String] {
        memo.closureParameters.fact(of: c.syntax) {
            switch c.syntax.signature?.parameterClause {
            case .simpleInput(let list)?: return list.map { $0.name.written }
            case .parameterClause(let p)?: return p.parameters.map { ($0.secondName ?? $0.firstName).written }
            case nil: return []
            }
        }
    }

    private func closureEnv(_ c: Closure, _ args: [Value]) -> Env {
        let scope = Scope(parent: c.scope)
        let names = parameterNames(c)
        var args = args
        // `ForEach(Array(items.enumerated()), …) { index, item in … }`: a closure of several
        // parameters handed one tuple takes it apart, as Swift does.
        if args.count == 1, names.count > 1 {
            if case .tuple(let parts) = args[0], parts.count == names.count { args = parts.map(\.value) }
            if case .opaque(let o) = args[0] { args = names.map { .opaque(Opaque(text: o.text + "." + $0)) } }
        }
        for (i, v) in args.enumerated() {
            if i < names.count {
                // A parameter the closure assigns (`with(self) { copy in copy.padding = insets }`) is
                // `inout` in the function type it is passed as, which the closure does not spell.
                if names[i] != "_" { scope.define(names[i], v, constant: false) }
                // `{ $item in … }` over a binding: `$item` is the binding, `item` its value.
                if names[i].hasPrefix("$") {
                    let wrapped: Value
                    if case .binding(let ref) = v { wrapped = read(ref) } else { wrapped = v }  // an opaque row: both opaque
                    scope.define(String(names[i].dropFirst()), wrapped, constant: true)
                }
            }
            // `$0` exists only in a closure that names no parameters (Swift refuses both at once).
            if names.isEmpty { scope.define("$\(i)", v, constant: false) }
        }
        return Env(scope: scope, context: c.context)
    }

    // MARK: Statements

    func execute(_ items: CodeBlockItemListSyntax, _ env: Env) throws -> Flow {
        // `defer` bodies run when the block is left, however it is left, last one first, seeing
        // the names declared before them (as Swift resolves them where they are written).
        var deferred: [(body: CodeBlockSyntax, seeing: Int)] = []
        defer {
            for d in deferred.reversed() {
                // The block as it was where the `defer` is written (its body names the property a
                // later `guard let` shadows); what it writes to those names stays (an `inout`).
                let seen = env.scope.declaredFirst(d.seeing)
                _ = try? execute(d.body.statements, env.child(of: seen))
                if seen !== env.scope { env.scope.keepValues(of: seen) }
            }
        }
        declareLocalFunctions(items, env)
        for item in items {
            try tick(item)
            if case .stmt(let s) = item.item, let d = s.as(DeferStmtSyntax.self) {
                deferred.append((d.body, env.scope.count))
                continue
            }
            switch item.item {
            case .decl(let d):
                if let ifConfig = d.as(IfConfigDeclSyntax.self) {
                    if let active = activeStatements(ifConfig) {
                        let flow = try execute(active, env)
                        if case .normal = flow { continue }
                        return flow
                    }
                    continue
                }
                try declare(d, env)
            case .expr(let e):
                if let flow = try executeExpression(e, env) { return flow }
            case .stmt(let s):
                let flow = try executeStatement(s, env)
                if case .normal = flow { continue }
                return flow
            }
        }
        return .normal
    }

    /// `if`/`switch` used as statements may return; other expressions are evaluated for effect.
    private func executeExpression(_ e: ExprSyntax, _ env: Env) throws -> Flow? {
        if let i = e.as(IfExprSyntax.self) {
            let branchEnv = env.child()
            let decided = uncertainDecisions
            if try conditionsHold(i.conditions, branchEnv) {
                let flow = try onPath(uncertain: uncertainDecisions > decided) { try execute(i.body.statements, branchEnv) }
                if case .normal = flow { return nil }
                return flow
            }
            switch i.elseBody {
            case .ifExpr(let next)?: return try executeExpression(ExprSyntax(next), env)
            case .codeBlock(let block)?:
                let flow = try execute(block.statements, env.child())
                if case .normal = flow { return nil }
                return flow
            case nil: return nil
            }
        }
        if let s = e.as(SwitchExprSyntax.self) {
            guard let (_, caseEnv, statements) = try chooseCase(s, env) else { return nil }
            let flow = try execute(statements, caseEnv)
            if case .broke(nil) = flow { return nil }
            if case .normal = flow { return nil }
            return flow
        }
        let v = try eval(e, env)
        if case .closure = v, e.is(ClosureExprSyntax.self) {
            diagnose(.warning, "unused-closure", at: e, "closure expression is unused")
        }
        return nil
    }

    /// `label`: the label written before the statement (`outer: for …`), which its `break` and
    /// `continue` may name.
    private func executeStatement(_ s: StmtSyntax, _ env: Env, label: String? = nil) throws -> Flow {
        switch s.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let e):
            return try executeExpression(e.expression, env) ?? .normal
        case .returnStmt(let r):
            return .returned(try r.expression.map { try eval($0, env, expected: env.returnType) } ?? .void)
        case .breakStmt(let b):
            return .broke(label: b.label?.text)
        case .continueStmt(let c):
            return .continued(label: c.label?.text)
        case .forStmt(let f):
            let sequence = try eval(f.sequence, env)
            for element in try iterate(sequence, at: f.sequence) {
                try tick(f)
                let loopEnv = env.child()
                if f.caseKeyword != nil {
                    guard try matches(f.pattern, element, loopEnv) else { continue }  // `for case let .a(x) in …`
                } else {
                    bind(f.pattern, to: element, in: loopEnv.scope)
                }
                if let w = f.whereClause {
                    let condition = try eval(w.condition, loopEnv)
                    if !condition.isOpaque, condition.asBool != true { continue }
                }
                if let end = try execute(f.body.statements, loopEnv).afterLoopBody(labelled: label) { return end }
            }
            return .normal
        case .whileStmt(let w):
            var ranOnUncertain = false
            while true {
                try tick(w)
                let loopEnv = env.child()
                let decided = uncertainDecisions
                guard try conditionsHold(w.conditions, loopEnv) else { break }
                if uncertainDecisions > decided {
                    // R5 [D]: a loop on a condition Easel cannot know runs once.
                    if ranOnUncertain { break }
                    ranOnUncertain = true
                }
                let flow = try onPath(uncertain: ranOnUncertain) { try execute(w.body.statements, loopEnv) }
                if let end = flow.afterLoopBody(labelled: label) { return end }
            }
            return .normal
        case .repeatStmt(let r):
            repeat {
                try tick(r)
                if let end = try execute(r.body.statements, env.child()).afterLoopBody(labelled: label) { return end }
            } while try eval(r.condition, env, expected: "Bool").asBool == true
            return .normal
        case .guardStmt(let g):
            if try conditionsHold(g.conditions, env) { return .normal }
            let flow = try execute(g.body.statements, env.child())
            if case .normal = flow {
                // `else { fatalError("…") }`: Swift's `Never`; the app stops there.
                if let stop = g.body.statements.last.flatMap(neverReturningCall) {
                    return .returned(trap("fatal-error", at: stop, "'\(stop.calledExpression.trimmedText)' stops the app here"))
                }
                diagnose(.error, "guard-fallthrough", at: g, "'guard' body must not fall through")
                return .returned(.poison)
            }
            return flow
        case .doStmt(let d):
            // [D] Nothing a preview runs fails: the body runs, its catch clauses do not. With catch
            // clauses that is Easel's guess: a body may end in `fatalError()` for the `try` that
            // must throw (a preview's sample error), so what traps there is uncertain (R5).
            return try onPath(uncertain: !d.catchClauses.isEmpty) { try execute(d.body.statements, env.child()) }
        case .throwStmt(let t):
            // [D] A thrown error ends the function, as it would when nothing catches it.
            _ = try eval(t.expression, env)
            return .returned(.opaque(Opaque(text: t.trimmedText)))
        case .yieldStmt(let y):
            // In a read accessor (`_read { yield x }`) the value yielded is the property's value.
            switch y.yieldedExpressions {
            case .single(let e): return .returned(try eval(e, env, expected: env.returnType))
            case .multiple(let list): return .returned(.tuple(try list.elements.map { (nil, try eval($0.expression, env)) }))
            }
        case .labeledStmt(let l):
            // `fetch: do { … break fetch … }` and `outer: for …`: a `break` naming the label ends
            // the statement, from however deep in the loops nested in it.
            let flow = try executeStatement(l.statement, env, label: l.label.text)
            if case .broke(let named) = flow, named == l.label.text { return .normal }
            return flow
        default:
            // R6: Swift compiles it (`defer`, `fallthrough`); Easel goes on without it.
            diagnose(.note, "unsupported-statement", at: s, "Easel does not run this kind of statement (\(s.kind)); the preview goes on without it")
            return .normal
        }
    }

    /// The statements of an `#if`'s clause that holds for the platform previewed.
    func activeStatements(_ ifConfig: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        if case .statements(let list)? = program.conditions.activeClause(ifConfig)?.elements { return list }
        return nil
    }

    static func localTypeName(_ d: DeclSyntax) -> String? {
        d.as(StructDeclSyntax.self)?.name.written ?? d.as(EnumDeclSyntax.self)?.name.written ?? d.as(ClassDeclSyntax.self)?.name.written
            ?? d.as(ActorDeclSyntax.self)?.name.written ?? d.as(TypeAliasDeclSyntax.self)?.name.written
    }

    /// A local `let`/`var`, or a local function.
    func declare(_ d: DeclSyntax, _ env: Env) throws {
        if d.is(FunctionDeclSyntax.self) { return }  // declared as the block began (`declareLocalFunctions`)
        guard let v = d.as(VariableDeclSyntax.self) else {
            // A type declared in a function (`enum Context { static var last: Bool? }`, a cache) is
            // Swift; Easel does not declare it, so what uses it is unknown (R3): a note, once.
            if let name = Self.localTypeName(d) {
                if reportedUnknowns.insert("local-type:\(name)").inserted {
                    diagnose(.note, "unsupported-declaration", at: d, "Easel does not declare a type inside a function ('\(name)'); what uses it is previewed as unknown values")
                }
            } else {
                diagnose(.warning, "unsupported-declaration", at: d, "local declarations other than let/var are ignored")
            }
            return
        }
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in v.bindings {
            let type = binding.typeAnnotation?.type.trimmedText
            // A local with a property wrapper and no value (`@Setting(\.key) var enabled`) reads
            // what its wrapper (another module's) holds: unknown here (R3).
            let wrapped = !v.attributes.isEmpty && binding.initializer == nil
            var value = try binding.initializer.map { try eval($0.value, env, expected: type) }
                ?? (wrapped ? .opaque(Opaque(text: binding.pattern.trimmedText)) : .null)
            // A local computed variable (`var placement: ToolbarItemPlacement { #if os(iOS) … }`):
            // its getter's value, read where it is declared (nothing in between can change it).
            if let getter = binding.getterStatements {
                value = try runBody(getter, env: env.returning(type), builds: false, at: program.location(of: binding))
            }
            if let declared = binding.typeAnnotation?.type, declared.namesTupleLabels { value = Self.labeled(value, as: declared) }
            // `let x: T` without a value is initialised later, once (`if … { x = a } else { x = b }`).
            bind(binding.pattern, to: value, in: env.scope, constant: isLet && binding.initializer != nil)
        }
    }

    /// Binds a pattern (`x`, `(a, b)`, `_`) to a value.
    func bind(_ pattern: PatternSyntax, to value: Value, in scope: Scope, constant: Bool = true) {
        if let id = pattern.as(IdentifierPatternSyntax.self) {
            scope.define(id.identifier.written, value, constant: constant)
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            let parts: [Value]
            if case .tuple(let t) = value { parts = t.map(\.value) } else if case .array(let a) = value { parts = a } else { parts = [] }
            for (element, part) in zip(tuple.elements, parts) { bind(element.pattern, to: part, in: scope, constant: constant) }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            bind(binding.pattern, to: value, in: scope, constant: binding.bindingSpecifier.tokenKind == .keyword(.let))
        }
    }

    /// The elements a `for` loop or `ForEach` visits.
    func iterate(_ v: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch v {
        case .array(let a): return a
        case .range(.int(let lower), .int(let upper), let closed):
            let count = upper - lower + (closed ? 1 : 0)
            try checkSize(count, at: node)
            return count <= 0 ? [] : (0..<count).map { .int(lower + $0) }
        case .dictionary(let pairs): return pairs.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .string(let s):
            try checkSize(s.count, at: node)
            return s.map { .string(String($0)) }
        case .opaque(let o): return opaqueElements(o)
        case .poison, .null: return []
        case .instance, .symbol, .node:
            // A collection type of the source or a framework (`IdentifiedArray`, `Set`): Easel
            // cannot iterate it, so it is opaque (spec R5).
            return opaqueElements(Opaque(text: node.trimmedText))
        default:
            diagnose(.error, "type-mismatch", at: node, "a value of type '\(v.typeName)' is not a sequence")
            return []
        }
    }

    /// Evaluates `if`/`while`/`guard` conditions, binding `if let` names into `env`'s scope.
    func conditionsHold(_ conditions: ConditionElementListSyntax, _ env: Env) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let e):
                let v = try eval(e, env, expected: "Bool")
                if opaqueCondition(v) == true { continue }  // `if FeatureFlag(…)`, `if x.isPro`: unknown (R5)
                if case .null = v { return false }  // a value Easel approximated as nil (`x?.flag`)
                guard case .bool(let b) = v else { _ = try expectBool(v, at: e); return false }
                if !b { return false }
            case .optionalBinding(let b):
                let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.written
                let v: Value
                if let initializer = b.initializer {
                    v = try eval(initializer.value, env)
                } else if let name {
                    v = try readVariable(name, env, at: b)  // `if let x` shorthand
                } else {
                    v = .null
                }
                if case .null = v { return false }
                if v.isPoison { return false }
                // R5: `if let user = session.user` over an opaque value binds an opaque `user`.
                // `if var` binds a variable whatever its value is.
                let constant = b.bindingSpecifier.tokenKind == .keyword(.let)
                // Counted as a decision: `while let r = text.range(of: …)` over one runs once.
                if v.isOpaque, let name { _ = opaqueCondition(v); env.scope.define(name, .opaque(Opaque(text: name)), constant: constant); continue }
                bind(b.pattern, to: v, in: env.scope, constant: constant)
            case .matchingPattern(let m):
                let v = try eval(m.initializer.value, env)
                if v.isPoison { return false }
                if try !matches(m.pattern, v, env) { return false }
            case .availability(let a):
                if !availabilityHolds(a) { return false }  // spec G1: the release previewed
            }
        }
        return true
    }

    // MARK: switch

    /// The chosen case of a `switch`: its index, a scope with its bindings, and its statements.
    func chooseCase(_ s: SwitchExprSyntax, _ env: Env) throws -> (Int, Env, CodeBlockItemListSyntax)? {
        let subject = try eval(s.subject, env)
        if subject.isPoison { return nil }
        if subject.isOpaque, let (index, c) = s.cases.enumerated().lazy.compactMap({ i, e in e.as(SwitchCaseSyntax.self).map { (i, $0) } }).first {
            // R5: a switch over an opaque value takes its first case, its names bound to opaque values.
            let caseEnv = env.child()
            if case .case(let label) = c.label, let item = label.caseItems.first { _ = try matches(item.pattern, subject, caseEnv) }
            return (index, caseEnv, c.statements)
        }
        for (index, element) in s.cases.enumerated() {
            guard case .switchCase(let c) = element else { continue }
            let caseEnv = env.child()
            switch c.label {
            case .default:
                return (index, caseEnv, c.statements)
            case .case(let label):
                for item in label.caseItems {
                    if try matches(item.pattern, subject, caseEnv) {
                        if let w = item.whereClause, try eval(w.condition, caseEnv).asBool != true { continue }
                        return (index, caseEnv, c.statements)
                    }
                }
            }
        }
        diagnose(.warning, "switch-no-match", at: s, "no case of the switch matches \(describe(subject))")
        return nil
    }

    func ifExpression(_ i: IfExprSyntax, _ env: Env, expected: String?) throws -> Value {
        let branchEnv = env.child()
        let decided = uncertainDecisions
        if try conditionsHold(i.conditions, branchEnv) {
            return try onPath(uncertain: uncertainDecisions > decided) { try branchValue(i.body.statements, branchEnv, expected: expected) }
        }
        switch i.elseBody {
        case .ifExpr(let next)?: return try ifExpression(next, env, expected: expected)
        case .codeBlock(let block)?: return try branchValue(block.statements, env.child(), expected: expected)
        case nil: return .void
        }
    }

    func switchExpression(_ s: SwitchExprSyntax, _ env: Env, expected: String?) throws -> Value {
        guard let (_, caseEnv, statements) = try chooseCase(s, env) else { return .poison }
        return try branchValue(statements, caseEnv, expected: expected)
    }

    private func branchValue(_ items: CodeBlockItemListSyntax, _ env: Env, expected: String?) throws -> Value {
        if items.count == 1, let only = items.first, let e = singleExpression(only) { return try eval(e, env, expected: expected) }
        if case .returned(let v) = try execute(items, env) { return v }
        return .void
    }
}

extension Value {
    var asBool: Bool? { if case .bool(let b) = self { return b }; return nil }
}

/// Finds a `return` that belongs to the body walked (not to a closure or function inside it).
private final class ReturnFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension Interpreter {
    /// Swift's functions that never return (`fatalError`, `preconditionFailure`, `exit`,
    /// `abort`) and the module's declared `-> Never`, called as a statement.
    func neverReturningCall(_ item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        let expr: ExprSyntax?
        switch item.item {
        case .expr(let e): expr = e
        case .stmt(let s): expr = s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: expr = nil
        }
        guard let call = expr?.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.written else { return nil }
        if let declared = program.globalFunctions[name] {
            return declared.contains { $0.signature.returnClause?.type.trimmedText == "Never" } ? call : nil
        }
        return Self.neverReturning.contains(name) ? call : nil
    }

    static let neverReturning: Set<String> = ["fatalError", "preconditionFailure", "exit", "abort"]
}
