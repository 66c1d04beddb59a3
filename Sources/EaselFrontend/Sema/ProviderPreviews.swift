import SwiftSyntax

/// The previews a `PreviewProvider` declares, each apart as Xcode shows them: every view its
/// `previews` builds (the statements of the getter, or of the one `Group` it returns) is a
/// preview of its own, named by its `previewDisplayName`, else `Provider #N` (1-based).
struct ProviderPreview {
    let name: String
    /// The statement that builds it; the others are skipped when it is evaluated.
    let statement: CodeBlockItemSyntax
    /// Every statement that builds a preview of the provider (this one included).
    let siblings: [SyntaxIdentifier]
}

extension UserType {
    /// The provider's previews in source order; empty when it builds one view with no name
    /// (then the provider itself is the preview, as before).
    var providerPreviews: [ProviderPreview] {
        guard let getter = staticProperty("previews")?.getter else { return [] }
        let statements = Self.previewStatements(getter)
        let names = statements.map { Self.displayName($0) }
        guard statements.count > 1 || names.contains(where: { $0 != nil }) else { return [] }
        let ids = statements.map(\.id)
        return statements.enumerated().map { i, statement in
            ProviderPreview(name: names[i] ?? "\(name) #\(i + 1)", statement: statement, siblings: ids)
        }
    }

    /// The statements that build views: the getter's, or those of the single `Group { … }` it
    /// builds (whose modifiers apply to each).
    private static func previewStatements(_ getter: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        // `Array(_:)` first: a syntax collection's own `filter` makes a new tree, with new ids.
        let building = Array(getter).filter { expression(of: $0) != nil }
        if building.count == 1, let only = expression(of: building[0]),
           let group = baseCall(only), group.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.written == "Group",
           let closure = group.trailingClosure {
            return Array(closure.statements).filter { expression(of: $0) != nil }
        }
        return building
    }

    private static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// The call a chain of modifiers starts from (`Group { … }` of `Group { … }.padding()`).
    private static func baseCall(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return call }
            current = base
        }
        return nil
    }

    /// The string literal of the outermost `previewDisplayName("…")` in a modifier chain.
    private static func displayName(_ item: CodeBlockItemSyntax) -> String? {
        var current = expression(of: item)
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.written == "previewDisplayName",
               let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                return literal
            }
            current = member.base
        }
        return nil
    }
}
