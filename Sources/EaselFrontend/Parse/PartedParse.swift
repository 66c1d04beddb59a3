import Foundation
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// A large file's top-level declarations parsed on every core, then joined into one tree.
///
/// swift-syntax parses a file's top-level items one after another, each from its own tokens: an
/// item that begins a line with a declaration keyword (`struct`, `extension`, an attribute) can
/// end nothing before it. So a file cut at such lines parses, part by part, into the items a
/// parse of the whole would give — unless the cut falls inside something (a string, a comment, a
/// type's braces, an `#if`), and then a part has an error. Parts are therefore used only when
/// every one parses without error; otherwise the file is parsed whole, as before. The trivia
/// before a cut (the part's end-of-file token: blank lines, comments) moves to the next part's
/// first token, where a whole parse puts it. `PartedParseTests` holds the joined tree to the
/// whole parse, node for node, at every cut of the corpus.
enum PartedParse {
    /// What a part must hold to be worth a core: waking one and reading its tree from another
    /// costs about what parsing a few kilobytes does (the same measure as a project's files).
    static let bytesWorthACore = 8 * 1024

    /// The tree of `bytes` parsed in `parts` pieces on as many cores, or nil when the text is too
    /// small, has no place to cut, or a piece does not parse cleanly.
    static func parse(_ bytes: [UInt8], parts: Int? = nil) -> SourceFileSyntax? {
        let wanted = min(parts ?? LargeStack.cores, bytes.count / bytesWorthACore)
        guard wanted > 1 else { return nil }
        let cuts = cuts(in: bytes, parts: wanted)
        guard !cuts.isEmpty else { return nil }
        return parse(bytes, at: cuts)
    }

    /// The tree of `bytes` cut before each offset of `cuts` (ascending, each the start of a line),
    /// the pieces parsed on every core; nil when a piece has an error.
    static func parse(_ bytes: [UInt8], at cuts: [Int]) -> SourceFileSyntax? {
        let bounds = [0] + cuts + [bytes.count]
        let pieces = zip(bounds, bounds.dropFirst()).map { Array(bytes[$0..<$1]) }
        let trees = LargeStack.concurrentMap(pieces) { piece in
            piece.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: ParsedSource.maximumNestingLevel) }
        }
        guard !trees.contains(where: \.hasError) else { return nil }
        return joined(trees)
    }

    /// One source file of the pieces' items in order. A piece's end-of-file token holds the trivia
    /// after its last item; in the whole file that trivia leads the next piece's first token.
    private static func joined(_ trees: [SourceFileSyntax]) -> SourceFileSyntax {
        var items: [CodeBlockItemSyntax] = []
        var carried = Trivia()
        for tree in trees {
            for item in tree.statements {
                if carried.isEmpty { items.append(item); continue }
                items.append(item.with(\.leadingTrivia, carried + item.leadingTrivia))
                carried = []
            }
            carried = carried + tree.endOfFileToken.leadingTrivia
        }
        let end = trees[trees.count - 1].endOfFileToken
        return SourceFileSyntax(shebang: trees[0].shebang, statements: CodeBlockItemListSyntax(items),
                                endOfFileToken: end.with(\.leadingTrivia, carried))
    }

    /// Where to cut `bytes` into about `parts` equal pieces: at each piece's share, the next line
    /// that begins with a declaration keyword or an attribute.
    static func cuts(in bytes: [UInt8], parts: Int) -> [Int] {
        var cuts: [Int] = []
        for k in 1..<parts {
            let from = max(k * bytes.count / parts, (cuts.last ?? 0) + 1)
            guard let cut = nextDeclarationLine(in: bytes, from: from) else { break }
            cuts.append(cut)
        }
        return cuts
    }

    /// Words that begin a top-level declaration and cannot continue anything before them.
    private static let declarationStarts: [[UInt8]] = ["struct ", "class ", "final ", "enum ", "extension ", "protocol ", "actor ",
                                                      "func ", "private ", "fileprivate ", "public ", "internal ", "@", "#Preview"]
        .map { Array($0.utf8) }

    /// The offset of the first line at or after `from` that starts (in its first column) with one of
    /// `declarationStarts`.
    static func nextDeclarationLine(in bytes: [UInt8], from: Int) -> Int? {
        var i = from
        while i < bytes.count {
            guard let newline = bytes[i...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let line = newline + 1
            if declarationStarts.contains(where: { bytes[line...].starts(with: $0) }) { return line }
            i = line
        }
        return nil
    }
}
