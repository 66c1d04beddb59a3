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
        let collector = ReferenceCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        let found = collector.names
        lock.withLock { names[id] = found }
        return found
    }
}

/// Every `DeclReferenceExpr`'s base name (`x`, `self`, `+`, `$0`) under a node. One walk down
/// the tree: iterating its tokens climbed back up from each to find the next (a tenth of a
/// 1,000-line file's evaluation, perf 2026-11-28).
private final class ReferenceCollector: SyntaxVisitor {
    var names = Set<String>()

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.presence == .present { names.insert(node.baseName.text) }
        return .skipChildren  // its argument labels (`f(a:)`) refer to nothing
    }
}

extension Program {
    /// The names `node` (a body, a getter, a function of this module) refers to.
    func referencedNames(in node: some SyntaxProtocol) -> Set<String> {
        guard let index = fileNumber(of: node), declarations.indices.contains(index) else { return ReferencedNamesCache().names(in: node) }
        return declarations[index].referencedNames.names(in: node)
    }

    /// Every name a getter or method of the module's types refers to: what choosing a root and
    /// declaring unused toolbars ask of each evaluation. Found once per module version — the
    /// variant matrix evaluates one module once per preview and language (92 times in the bench).
    var namesUsedByTypes: Set<String> {
        usedByTypes.value {
            var used = Set<String>()
            for t in types.values {
                for p in t.properties { if let getter = p.getter { used.formUnion(referencedNames(in: getter)) } }
                for methods in t.methods.values { for f in methods { if let b = f.body { used.formUnion(referencedNames(in: b.statements)) } } }
            }
            return used
        }
    }
}

/// A value worked out at most once, by whichever thread asks first. Kept in a `let` of a value
/// whose fields it is worked out from are `let`s too (a `Program`'s types), so it cannot go stale.
final class ComputedOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var computed: Value?

    func value(_ compute: () -> Value) -> Value {
        lock.withLock {
            if let computed { return computed }
            let made = compute()
            computed = made
            return made
        }
    }
}
