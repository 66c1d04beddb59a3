@_spi(RawSyntax) import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source text without the trivia before its first token and after its last: what
    /// swift-syntax's `trimmedDescription` gives, read from the tree's bytes instead of from a
    /// trimmed copy of the tree (it builds three), which cost the Studio about 3 % of its CPU.
    /// As there, a missing first or last token (in broken source) has no trivia to remove.
    var trimmedText: String {
        // Most nodes asked are one name (`String`, `State`, `title`): its token's text, found in
        // the raw tree, without copying the node's bytes and walking to its first and last token.
        if let only = Self.onlyToken(under: Syntax(self).raw) { return String(syntaxText: only.tokenText) }
        let bytes = syntaxTextBytes
        let leading = firstToken(viewMode: .all).map { $0.presence == .present ? $0.leadingTriviaLength.utf8Length : 0 } ?? 0
        let trailing = lastToken(viewMode: .all).map { $0.presence == .present ? $0.trailingTriviaLength.utf8Length : 0 } ?? 0
        guard leading + trailing < bytes.count else { return "" }
        return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
    }

    /// The present token a node consists of, when it is one: each layout on the way down has a
    /// single child. Nil for anything else (two tokens, a missing one, an empty node).
    private static func onlyToken(under root: RawSyntax) -> RawTokenSyntax? {
        var raw = root
        while let layout = raw.layoutView {
            var only: RawSyntax?
            for child in layout.children {
                guard let child else { continue }
                if only != nil { return nil }
                only = child
            }
            guard let next = only else { return nil }
            raw = next
        }
        guard let token = RawTokenSyntax(raw), token.presence == .present else { return nil }
        return token
    }
}

extension String {
    /// Whether `needle` occurs in the text, byte for byte. Foundation's `contains(_:)` searches
    /// through NSString; on a keystroke's paths (every file, every initializer) it cost the
    /// single-file keystroke about 5 % (profile of 2026-11-28). (A single byte: `utf8.contains`.)
    func containsText(_ needle: String) -> Bool {
        var text = self, needle = needle
        text.makeContiguousUTF8()  // no-ops for Swift's own strings: no copy, no allocation
        needle.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { hay in
            needle.utf8.withContiguousStorageIfAvailable { n in
                guard !n.isEmpty else { return true }
                guard hay.count >= n.count else { return false }
                for i in 0...(hay.count - n.count) where hay[i] == n[0] {
                    var j = 1
                    while j < n.count, hay[i + j] == n[j] { j += 1 }
                    if j == n.count { return true }
                }
                return false
            }
        }!!  // both contiguous: made so above
    }
}

