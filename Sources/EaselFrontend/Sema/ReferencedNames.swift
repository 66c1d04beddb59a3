import Foundation
import SwiftSyntax

/// The names a declaration's body refers to (its `DeclReferenceExpr`s), read once per version of
/// its file. Choosing what a file shows and what it leaves unused asks this of every getter and
/// method of the module on each keystroke; walking them all again cost the 50-file project's
/// keystroke 15 % (profile of 2026-11-28). The cache lives with the file's reading, so it is
/// kept while the file is unchanged and dropped with it; evaluations on several cores share it.
final class ReferencedNamesCache: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [SyntaxIdentifier: Set<String>] = [:]

    func names(in node: some SyntaxProtocol) -> Set<String> {
        let id = Syntax(node).id
        if let known = lock.withLock({ names[id] }) { return known }
        // A `DeclReferenceExpr`'s only token child is its base name (`x`, `self`, `+`, `$0`;
        // the labels of `f(a:)` sit one level further down), so a scan of the tokens finds every
        // reference without visiting each node.
        var found = Set<String>()
        // Only names and operators can be one; punctuation, literals and the like are passed by
        // their kind without looking up their parent.
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier, .dollarIdentifier, .keyword, .binaryOperator, .prefixOperator, .postfixOperator:
                if token.parent?.kind == .declReferenceExpr { found.insert(token.text) }
            default: continue
            }
        }
        lock.withLock { names[id] = found }
        return found
    }
}

extension Program {
    /// The names `node` (a body, a getter, a function of this module) refers to.
    func referencedNames(in node: some SyntaxProtocol) -> Set<String> {
        guard let index = fileNumber(of: node), declarations.indices.contains(index) else { return ReferencedNamesCache().names(in: node) }
        return declarations[index].referencedNames.names(in: node)
    }
}
