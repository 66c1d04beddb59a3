@_spi(RawSyntax) import SwiftSyntax

extension SyntaxCollection {
    /// The elements in order, as `for … in` gives them, read without swift-syntax's own iterator:
    /// that one casts each element through a generic function the compiler does not specialize
    /// for us, which looks up `Optional`'s runtime metadata every time (about 600 instructions an
    /// element, 4 % of the 1,000-line file's pipeline; profile of 2026-11-29). Here the cast is
    /// specialized where it is used. A collection's children are never missing, so `.all` walks
    /// the same ones, and each is of the collection's element kind.
    var inOrder: LazyMapSequence<SyntaxChildren, Element> {
        Syntax(self).children(viewMode: .all).lazy.map { Element($0)! }
    }
}

extension TokenSyntax {
    /// The token's text as written, read from its bytes. swift-syntax's `text` first forms the
    /// token's kind (for a name, a kind holding the name as a string) and reads the text back
    /// out of it: twice the work, on every name the evaluator reads. A name in backticks is the
    /// name itself, as Swift reads it (`static let `default``, used as `.default`).
    var written: String {
        let text = rawText
        if text.count > 2, text.first == UInt8(ascii: "`"), text.last == UInt8(ascii: "`") {
            return String(syntaxText: SyntaxText(rebasing: text.dropFirst().dropLast()))
        }
        return String(syntaxText: text)
    }

    /// Whether the token is the keyword written `text` (`static`, `lazy`), read by its raw kind
    /// and bytes, as `written` reads a name.
    func isKeyword(_ text: SyntaxText) -> Bool { rawTokenKind == .keyword && rawText == text }
}
