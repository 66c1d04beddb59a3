import EaselIR
@_spi(RawSyntax) import SwiftSyntax

/// Result builders: the content a view builder's statements make, each value with its
/// structural slot.
extension Interpreter {
    /// Runs a result builder body: each expression statement contributes content; `if`,
    /// `if let` and `switch` choose content; `let` declares. Each value gets a structural slot
    /// (`2`, `1.then.0`, `3.case1.0`) from which the lowering derives its identity.
    func build(_ items: CodeBlockItemListSyntax, _ env: Env, prefix: String) throws -> [Value] {
        declareLocalFunctions(items, env)
        var result: [Value] = []
        for (index, item) in items.inOrder.enumerated() {
            // The first item's values are taken as they are: appended, each was copied, its
            // node's fields counted once more and the item's array freed.
            let built = try buildItem(item, env, slot: prefix + String(index))
            if result.isEmpty { result = built } else { result += built }
        }
        return result
    }

    /// One statement of a result builder body.
    func buildItem(_ item: CodeBlockItemSyntax, _ env: Env, slot: String) throws -> [Value] {
        try tick(item)
        if !skippedStatements.isEmpty, skippedStatements.contains(item.id) { return [] }
        switch item.item {
        case .decl(let d):
            if let ifConfig = d.as(IfConfigDeclSyntax.self) {
                // Clauses for other platforms declare what they build there (`#if os(visionOS)`
                // toolbar items), as branches not taken do; only the active one is built here.
                let active = program.conditions.activeClause(ifConfig)
                let others = ifConfig.clauses.filter { $0.id != active?.id }.compactMap { clause -> (statements: CodeBlockItemListSyntax, env: Env)? in
                    if case .statements(let list)? = clause.elements { return (list, env) }
                    return nil
                }
                recordAlternatives(others, of: ifConfig, slot: slot)
                guard case .statements(let statements)? = active?.elements else { return [] }
                return try build(statements, env, prefix: slot + ".if.")
            }
            try declare(d, env)
            return []
        case .stmt(let s):
            if let e = s.as(ExpressionStmtSyntax.self)?.expression {
                return try buildExpression(e, env, slot: slot)
            } else if s.is(ForStmtSyntax.self) || s.is(WhileStmtSyntax.self) {
                diagnose(.error, "loop-in-builder", at: s, "loops are not allowed in a view builder; use ForEach")
            } else {
                diagnose(.error, "statement-in-builder", at: s, "this statement is not allowed in a view builder")
            }
            return []
        case .expr(let e):
            return try buildExpression(e, env, slot: slot)
        }
    }

    private func buildExpression(_ e: ExprSyntax, _ env: Env, slot: String) throws -> [Value] {
        if let i = e.as(IfExprSyntax.self) { return try buildIf(i, env, slot: slot) }
        if let s = e.as(SwitchExprSyntax.self) {
            guard let (index, caseEnv, statements) = try chooseCase(s, env) else { return [] }
            let built = try build(statements, caseEnv, prefix: "\(slot).case\(index).")
            let others = s.cases.enumerated().compactMap { i, element -> (statements: CodeBlockItemListSyntax, env: Env)? in
                guard i != index, case .switchCase(let c) = element else { return nil }
                return (c.statements, assuming(c, subject: s.subject, env))
            }
            recordAlternatives(others, of: s, slot: slot)
            return built
        }
        let v = try eval(e, env)
        switch v {
        case .void, .poison, .null:
            return []
        case .node(let n) where n.origin == .synthetic && n.kind == "TupleView":
            return n.children.enumerated().map { withSlot($0.element, "\(slot).\($0.offset)") }
        default:
            if let view = asView(v, at: program.range(of: e)) { return [withSlot(view, slot)] }
            if case .instance(let i) = v, i.type.isApp { return [v] }
            if foreignBuilders > 0 { return [] }  // another library's builder (R3)
            // `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`: WidgetKit's preview of a
            // widget, which Swift compiles; Easel draws views, not widgets (their entry views preview).
            if case .instance(let i) = v, i.type.conformances.contains(where: { $0 == "Widget" || $0.hasSuffix(".Widget") }) {
                if reportedUnknowns.insert("widget:" + i.type.name).inserted {
                    diagnose(.note, "widget-preview", at: e, "'\(i.type.name)' is a WidgetKit widget: Easel draws views, not widgets; preview its entry view (#Preview { EntryView(entry: …) })")
                }
                return []
            }
            diagnose(.error, "not-a-view", at: e, "a value of type '\(v.typeName)' is not a view")
            return []
        }
    }

    /// The first branch of an `if … else if … else` chain whose conditions hold; the others are
    /// built quietly as alternatives (see `Alternatives`).
    private func buildIf(_ i: IfExprSyntax, _ env: Env, slot: String) throws -> [Value] {
        var built: [Value]?
        var untaken: [(statements: CodeBlockItemListSyntax, env: Env)] = []
        var clause: IfExprSyntax? = i
        var level = slot
        while let current = clause {
            let branchEnv = env.child()
            let decided = uncertainDecisions
            if built == nil, try conditionsHold(current.conditions, branchEnv) {
                built = try onPath(uncertain: uncertainDecisions > decided) {
                    try build(current.body.statements, branchEnv, prefix: "\(level).then.")
                }
            } else {
                untaken.append((current.body.statements, assuming(current.conditions, env)))
            }
            clause = nil
            switch current.elseBody {
            case .ifExpr(let next)?:
                clause = next
                level += ".else"
            case .codeBlock(let block)?:
                if built == nil { built = try build(block.statements, env.child(), prefix: "\(level).else.") } else { untaken.append((block.statements, env.child())) }
            case nil:
                break
            }
        }
        recordAlternatives(untaken, of: i, slot: slot)
        return built ?? []
    }

    /// A copy of a built value carrying its structural slot.
    func withSlot(_ v: Value, _ slot: String) -> Value {
        switch v {
        case .node(var n): n.slot = slot; return .node(n)
        case .instance(let i): let c = i.copy(); c.slot = slot; return .instance(c)
        default: return v
        }
    }
}
