import EaselIR
import Foundation
import SwiftDiagnostics
import SwiftOperators
// `Lexer` is swift-syntax's own lexer, published for testing; the bracket guard below uses it so
// that strings and comments are skipped exactly as the parser skips them.
@_spi(Testing) import SwiftParser
import SwiftParserDiagnostics
@_spi(RawSyntax) import SwiftSyntax

/// Source text after the lexer/parser stage: swift-syntax's tree with operators folded
/// (`a ? b : c`, `x + 1 < y`), and the syntax diagnostics as values.
public struct ParsedSource: Sendable {
    /// Larger sources are refused rather than parsed (bad input must not hang the pipeline).
    public static let maximumBytes = 4 * 1024 * 1024
    /// swift-syntax's nesting limit, set explicitly: its debug default (20) is too low for real
    /// SwiftUI and its release default is 256. Deep nesting costs stack, so the front end runs on
    /// a thread with a large stack (`LargeStack`).
    public static let maximumNestingLevel = 256
    /// Square brackets nested deeper than this are refused before parsing: swift-syntax 603's
    /// lookahead for `[` (array, dictionary or inline-array type, or a literal) tries each reading
    /// in turn at every level, so its time doubles with each level (found by Fuzz/FuzzFrontend:
    /// 22 levels took seconds, 30 would take minutes). Real code nests a handful.
    public static let maximumSquareBracketDepth = 12

    public let fileName: String
    /// Set when the file is one of several (a project): locations then name it (spec R1).
    public internal(set) var fileTag: String?
    public let text: String
    private(set) var tree: SourceFileSyntax
    /// Where each line starts: a node's line and column.
    let lines: LineTable
    public private(set) var diagnostics: [Diagnostic]
    /// The text was too large or too deeply nested to parse; an error says why.
    public let isRefused: Bool

    /// `onEveryCore`: a large text's declarations may be parsed on every core (`PartedParse`);
    /// false where the caller already keeps the cores busy (a project's files, one per core).
    public init(text: String, fileName: String = "input.swift", onEveryCore: Bool = true) {
        self.fileName = fileName
        var diagnostics: [Diagnostic] = []
        var text = text
        if text.utf8.count > Self.maximumBytes {
            diagnostics.append(Diagnostic(.error, "source-too-large", at: .init(line: 1, column: 1),
                                          "the source is \(text.utf8.count) bytes; Easel reads at most \(Self.maximumBytes)"))
            text = ""
        }
        var bytes = Array(text.utf8)
        var refused = !diagnostics.isEmpty
        if let tooDeep = bytes.withUnsafeBufferPointer(Self.squareBracketBeyondLimit) {
            diagnostics.append(Diagnostic(.error, "source-too-nested", at: bytes.withUnsafeBufferPointer(LineTable.init).location(ofOffset: tooDeep),
                                          "square brackets are nested more than \(Self.maximumSquareBracketDepth) deep here; Easel does not parse such a source (its parser's time doubles with each level)"))
            text = ""
            bytes = []
            refused = true
        }
        self.text = text
        self.isRefused = refused
        var parsed = (onEveryCore ? PartedParse.parse(bytes) : nil) ?? bytes.withUnsafeMutableBufferPointer { buffer in
            Parser.parse(source: UnsafeBufferPointer(buffer), maximumNestingLevel: Self.maximumNestingLevel)
        }
        lines = bytes.withUnsafeBufferPointer(LineTable.init)
        // swift-syntax's diagnostics locate themselves through its converter, whose line table
        // is built by walking the whole tree: made only for a source that has some. Folding and
        // erasing diagnostics keep every token where it was, so one made for either tree serves.
        var madeConverter: SourceLocationConverter?
        func converter() -> SourceLocationConverter {
            if let madeConverter { return madeConverter }
            let made = SourceLocationConverter(fileName: fileName, tree: parsed)
            madeConverter = made
            return made
        }
        // A flagged token marks the tree as having an error, so error-free sources skip the walk.
        let trapping = parsed.hasError ? parsed.tokens(viewMode: .all).filter(Self.trapsDiagnosticsGenerator) : []
        if !trapping.isEmpty {
            for token in trapping {
                let l = token.startLocation(converter: converter())
                diagnostics.append(Diagnostic(.error, "syntax", at: SourceLocation(line: l.line, column: l.column),
                                              "'=' must have consistent whitespace on both sides"))
            }
            parsed = TokenDiagnosticEraser(Set(trapping.map(\.id))).rewrite(parsed).cast(SourceFileSyntax.self)
        }
        for d in ParseDiagnosticsGenerator.diagnostics(for: parsed) {
            diagnostics.append(Self.convert(d, converter: converter(), code: "syntax"))
        }
        // Operators the file declares (`infix operator <- : AssignmentPrecedence`) fold as Swift
        // folds them; the text is looked at first so a keystroke does not walk the tree for it.
        var operators = Self.standardOperators
        if text.containsText("operator ") { operators.addSourceFile(parsed) { _ in } }
        let folded = operators.foldAll(parsed) { error in
            diagnostics.append(Self.operatorDiagnostic(error, converter: converter()))
        }
        self.tree = folded.as(SourceFileSyntax.self) ?? parsed
        self.diagnostics = diagnostics
    }

    /// Swift's standard operators, declared by parsing the source they print as. Folding looks
    /// up precedence relations; a relation of `OperatorTable.standardOperators` has no syntax, so
    /// swift-syntax synthesized one on every lookup (a quarter of folding, perf 2026-11-28), where a
    /// relation read from source carries its own.
    static let standardOperators: OperatorTable = {
        var table = OperatorTable()
        let declarations = Parser.parse(source: OperatorTable.standardOperators.description)
        table.addSourceFile(declarations) { _ in }
        return table
    }()

    /// How long swift-syntax's parser alone takes over `text` (ms): the floor under a keystroke's
    /// parse stage, which also lists the syntax errors, folds operators and indexes lines.
    public static func syntaxParseMilliseconds(_ text: String) -> Double {
        let start = ContinuousClock.now
        _ = Parser.parse(source: text)
        return (ContinuousClock.now - start).milliseconds
    }

    /// swift-syntax 603's diagnostics generator traps (an empty Fix-It) on an `=` that the lexer
    /// flags for uneven whitespace when the trivia on both sides does hold a space, as in
    /// `a \u{FFFD}= b` (found by Fuzz/FuzzFrontend). Such tokens are reported here instead.
    static func trapsDiagnosticsGenerator(_ token: TokenSyntax) -> Bool {
        guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
        func spaced(_ trivia: Trivia) -> Bool {
            trivia.contains { piece in
                switch piece {
                case .spaces, .tabs: return true
                default: return false
                }
            }
        }
        return spaced(token.previousToken(viewMode: .all)?.trailingTrivia ?? []) && spaced(token.trailingTrivia)
    }

    /// The byte offset of the first `[` that opens a level beyond `maximumSquareBracketDepth`,
    /// counting tokens as swift-syntax's lexer reads them.
    static func squareBracketBeyondLimit(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        // No more `[` bytes than the limit, no deeper nesting: most sources need no lexing pass.
        guard let start = buffer.baseAddress, buffer.count { $0 == UInt8(ascii: "[") } > maximumSquareBracketDepth else { return nil }
        var tracker = LookaheadTracker()
        return withUnsafeMutablePointer(to: &tracker) { tracker in
            var depth = 0
            for lexeme in Lexer.tokenize(buffer, lookaheadTracker: tracker, experimentalFeatures: []) {
                switch lexeme.rawTokenKind {
                case .leftSquare:
                    depth += 1
                    if depth > maximumSquareBracketDepth, let at = lexeme.tokenText.baseAddress { return at - start }
                case .rightSquare:
                    depth = max(0, depth - 1)
                case .endOfFile:
                    return nil
                default:
                    break
                }
            }
            return nil
        }
    }

    /// Reads source bytes as UTF-8. Invalid sequences become U+FFFD and an error names the first.
    public static func decode(_ data: Data, fileName: String = "input.swift") -> (text: String, diagnostics: [Diagnostic]) {
        if let text = String(data: data, encoding: .utf8) { return (text, []) }
        let bytes = [UInt8](data)
        var line = 1, column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var location = SourceLocation(line: 1, column: 1)
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                let width = String(scalar).utf8.count
                if scalar == "\n" { line += 1; column = 1 } else { column += width }
            case .emptyInput:
                break loop
            case .error:
                location = SourceLocation(line: line, column: column)
                break loop
            }
        }
        return (String(decoding: bytes, as: UTF8.self),
                [Diagnostic(.error, "invalid-utf8", at: location, "invalid UTF-8 in source; replaced with U+FFFD")])
    }

    func range(of node: some SyntaxProtocol) -> SourceRange { locator.range(of: node) }
    func location(of node: some SyntaxProtocol) -> SourceLocation { locator.location(of: node) }

    /// What locating a node needs, and nothing else of the file.
    var locator: SourceLocator { SourceLocator(lines: lines, fileTag: fileTag) }

    /// This file as one of several: its locations and diagnostics name it.
    /// The same file read through a view of its own: the same raw tree, so the same node
    /// identities and positions, but its own `SyntaxDataArena`, whose reference count every node
    /// read retains and releases — a second core reading the first's view contends for that count.
    func ownView() -> ParsedSource {
        var copy = self
        copy.tree = Syntax(raw: tree.raw, rawNodeArena: tree.raw.arena).cast(SourceFileSyntax.self)
        return copy
    }

    func tagged() -> ParsedSource {
        if fileTag == fileName { return self }  // kept from the module's previous version
        var copy = self
        copy.fileTag = fileName
        copy.diagnostics = diagnostics.map { var d = $0; d.file = fileName; return d }
        return copy
    }

    mutating func removeDiagnostics(where predicate: (Diagnostic) -> Bool) {
        diagnostics.removeAll(where: predicate)
    }

    /// An operator no file given declares (`isHovered <- newValue`, a package's): not Swift's
    /// mistake but a name from elsewhere, so a note, and what it makes is unknown (R3).
    private static func operatorDiagnostic(_ error: OperatorError, converter: SourceLocationConverter) -> Diagnostic {
        guard case .missingOperator(let name, let node) = error else {
            return convert(error.asDiagnostic, converter: converter, code: "operator")
        }
        let l = node.startLocation(converter: converter)
        return Diagnostic(.note, "unknown-name", at: SourceLocation(line: l.line, column: l.column),
                          "Easel does not know the operator '\(name)' (declared in another module?); what it makes is unknown")
    }

    private static func convert(_ d: SwiftDiagnostics.Diagnostic, converter: SourceLocationConverter, code: String) -> Diagnostic {
        let l = d.location(converter: converter)
        var severity: Severity
        switch d.diagMessage.severity {
        case .error: severity = .error
        case .warning: severity = .warning
        default: severity = .note
        }
        var message = d.message
        if isSpacedAttributeArgument(d.node) {
            severity = .warning
            message += "; this is an error in the Swift 6 language mode"
        }
        var result = Diagnostic(severity, code, at: SourceLocation(line: l.line, column: l.column), message)
        // swift-syntax's notes point back at the cause ("to match this opening '('"), its Fix-Its say the edit.
        let notes = d.notes.map { note -> DiagnosticNote in
            let at = note.location(converter: converter)
            return DiagnosticNote(at: SourceLocation(line: at.line, column: at.column), note.message)
        }
        if !notes.isEmpty { result.notes = notes }
        let edits = d.fixIts.flatMap(\.edits).map { edit -> EaselIR.FixIt in
            let start = converter.location(for: edit.range.lowerBound), end = converter.location(for: edit.range.upperBound)
            return EaselIR.FixIt(SourceRange(start: SourceLocation(line: start.line, column: start.column), end: SourceLocation(line: end.line, column: end.column)),
                         edit.replacement)
        }
        if !edits.isEmpty { result.fixIts = edits }
        return result
    }
}

/// `@Environment (\.colorScheme)`: the Swift 5 language mode, in which most apps are still built,
/// warns about the space between an attribute and its arguments; only Swift 6 refuses it.
private func isSpacedAttributeArgument(_ node: Syntax) -> Bool {
    guard let token = node.as(TokenSyntax.self), token.tokenKind == .leftParen,
          token.tokenDiagnostic?.kind == .extraneousLeadingWhitespaceError else { return false }
    return token.parent?.is(AttributeSyntax.self) == true
}

/// Replaces the given tokens with the same tokens minus the lexer's diagnostic.
private final class TokenDiagnosticEraser: SyntaxRewriter {
    let ids: Set<SyntaxIdentifier>

    init(_ ids: Set<SyntaxIdentifier>) {
        self.ids = ids
        super.init(viewMode: .all)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard ids.contains(token.id) else { return token }
        return TokenSyntax(token.tokenKind, leadingTrivia: token.leadingTrivia, trailingTrivia: token.trailingTrivia, presence: token.presence)
    }
}

/// Lines and columns of a file's nodes: its line table and, in a project, the file's name.
/// The program keeps one per file, so that locating a node (every value the evaluator makes
/// carries its range) copies no `ParsedSource`.
struct SourceLocator: Sendable {
    let lines: LineTable
    let fileTag: String?

    func range(of node: some SyntaxProtocol) -> SourceRange {
        SourceRange(start: location(of: node), end: endLocation(of: node))
    }

    /// Where the node's first token starts, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        at(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Where the node's last token ends, before its trailing trivia.
    func endLocation(of node: some SyntaxProtocol) -> SourceLocation {
        at(node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    private func at(_ offset: Int) -> SourceLocation {
        let (line, column) = lines.lineAndColumn(ofOffset: offset)
        return SourceLocation(line: line, column: column, file: fileTag)
    }
}

/// Where each line of a file starts, as Swift breaks lines (LF, CR, CR LF), read from its bytes:
/// an offset's line and column (1-based, the column in UTF-8 bytes), as swift-syntax's
/// `SourceLocationConverter` gives them — whose table is built by walking the tree's tokens and
/// trivia, a tenth of parsing a small file, where the bytes are at hand.
struct LineTable: Sendable {
    /// The offset just after each line break.
    private let lineEnds: [Int]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var ends: [Int] = []
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\n"):
                ends.append(i + 1)
            case UInt8(ascii: "\r"):
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                ends.append(i + 1)
            default:
                break
            }
            i += 1
        }
        lineEnds = ends
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        let (line, column) = lineAndColumn(ofOffset: offset)
        return SourceLocation(line: line, column: column)
    }

    func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        // How many lines end at or before `offset`: the line is the next one.
        var low = 0, high = lineEnds.count
        while low < high {
            let middle = (low + high) / 2
            if lineEnds[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return (low + 1, offset - (low == 0 ? 0 : lineEnds[low - 1]) + 1)
    }
}
