import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// The names a declaration's body refers to (its `DeclReferenceExpr`s), read once per version of
/// its file. Choosing what a file shows and what it leaves unused asks this of every getter and
/// method of the module on each keystroke; walking them all again cost the 50-file project's
/// keystroke 15 % (profile of 2026-11-28). The cache lives with the file's reading, so it is
/// kept while the file is unchanged and dropped with it; evaluations on several cores share it.
///
/// A body's names are kept as the list its walk meets them in, repeats included: a set per body,
/// grown name by name and then merged into the module's, hashed each name three or four times
/// (a tenth of the 1,000-line file's evaluation, 2026-11-30); the module's one set, sized once,
/// hashes each once.
final class ReferencedNamesCache: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [SyntaxIdentifier: [String]] = [:]

    func names(in node: some SyntaxProtocol) -> [String] {
        let id = Syntax(node).id
        if let known = lock.withLock({ names[id] }) { return known }
        let found = Self.referencedNames(under: Syntax(node).raw)
        lock.withLock { names[id] = found }
        return found
    }

    /// Every `DeclReferenceExpr`'s base name (`x`, `self`, `+`, `$0`) under a node, read off the
    /// raw tree with a stack of its own. A `SyntaxVisitor` made a node for every node it passed
    /// (5 % of the 1,000-line file's pipeline, profile of 2026-11-29); iterating tokens climbed
    /// back up from each to find the next. As the visitor's source-accurate walk, a missing name
    /// is none.
    private static func referencedNames(under root: RawSyntax) -> [String] {
        // Room for a body's usual names and open branches at once: grown from empty, the two
        // arrays were reallocated five or six times a body, most of the walk's cost.
        var names: [String] = []
        names.reserveCapacity(32)
        var pending: [RawSyntax] = []
        pending.reserveCapacity(64)
        pending.append(root)
        while let raw = pending.popLast() {
            if let reference = RawDeclReferenceExprSyntax(raw) {
                // Its argument labels (`f(a:)`) refer to nothing.
                if reference.baseName.presence == .present { names.append(String(syntaxText: reference.baseName.tokenText)) }
                continue
            }
            guard let layout = raw.layoutView else { continue }
            for child in layout.children { if let child { pending.append(child) } }
        }
        return names
    }
}

extension Program {
    /// The names `node` (a body, a getter, a function of this module) refers to.
    func referencedNames(in node: some SyntaxProtocol) -> [String] {
        guard let index = fileNumber(of: node), declarations.indices.contains(index) else { return ReferencedNamesCache().names(in: node) }
        return declarations[index].referencedNames.names(in: node)
    }

    /// Every name a getter or method of the module's types refers to: what choosing a root and
    /// declaring unused toolbars ask of each evaluation. Found once per module version — the
    /// variant matrix evaluates one module once per preview and language (92 times in the bench).
    var namesUsedByTypes: Set<String> {
        usedByTypes.value {
            var lists: [[String]] = []
            for t in types.values {
                for p in t.properties { if let getter = p.getter { lists.append(referencedNames(in: getter)) } }
                for methods in t.methods.values { for f in methods { if let b = f.body { lists.append(referencedNames(in: b.statements)) } } }
            }
            var used = Set<String>(minimumCapacity: lists.reduce(0) { $0 + $1.count })
            for names in lists { for name in names { used.insert(name) } }
            return used
        }
    }
}

extension Program {
    /// Whether `name` is written at most once in all the module's files. Then no body refers to
    /// it (a reference is a second writing): choosing the root asks this first, and walks every
    /// body of the module only when the name is written again.
    func isWrittenAtMostOnce(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        var seen = 0
        for file in files {
            guard let found = Self.occurrences(of: name, in: file.text, upTo: 2 - seen) else { return false }
            seen += found
            if seen >= 2 { return false }
        }
        return true
    }

    /// How many times `pattern` is written in `text` (overlaps counted), counting no further
    /// than `limit`; nil when the text holds a NUL byte, which C's search would stop at. glibc's
    /// `strstr` is linear in the text, whatever its repetitions.
    private static func occurrences(of pattern: String, in text: String, upTo limit: Int) -> Int? {
        text.withCString { start in
            guard strlen(start) == text.utf8.count else { return nil }
            return pattern.withCString { needle in
                var found = 0
                var from = start
                while found < limit, let hit = strstr(from, needle) {
                    found += 1
                    from = UnsafePointer(hit) + 1
                }
                return found
            }
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
