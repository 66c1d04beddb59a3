/// A position in a source file, 1-based like a compiler's `FILE:LINE:COLUMN`.
public struct SourceLocation: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    /// The file, when the input has several (a project, spec R1); absent for one file.
    public var file: String?

    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file ?? "", a.line, a.column) < (b.file ?? "", b.line, b.column)
    }
}

/// The half-open span of source text a node came from.
public struct SourceRange: Codable, Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// The range of something that has no source text of its own (synthetic nodes).
    public static let none = SourceRange(start: .init(line: 0, column: 0), end: .init(line: 0, column: 0))
}

public enum Severity: String, Codable, Hashable, Sendable, Comparable {
    case error, warning, note

    private var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A message about the source, as a value with its location (the shape of the CLI contract).
public struct Diagnostic: Codable, Hashable, Sendable {
    public var severity: Severity
    /// A stable, kebab-case word that tools may match on (`unknown-modifier`, `syntax`, …).
    public var code: String
    public var line: Int
    public var column: Int
    public var message: String
    /// The file it is about, when the input has several (CLI contract: `"file"`).
    public var file: String?
    /// Where else to look (swift-syntax's "to match this opening '('"); absent when none.
    public var notes: [DiagnosticNote]?
    /// Edits that likely fix it ("did you mean 'VStack'?"); absent when none.
    public var fixIts: [FixIt]?

    public init(_ severity: Severity, _ code: String, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.code = code
        self.line = location.line
        self.column = location.column
        self.message = message
        self.file = location.file
    }

    public var location: SourceLocation { SourceLocation(line: line, column: column, file: file) }

    /// By place and code, not the text: every evaluation puts its diagnostics through a set to
    /// drop repeats, and hashing each message, note and fix was 8 % of the instructions of
    /// `check Examples`' evaluations (callgrind, 2026-11-28). Equal diagnostics still hash
    /// alike; `==` compares every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(file)
        hasher.combine(code)
    }

    /// `FILE:LINE:COLUMN: severity: message [code]`, as compilers print it; a diagnostic that
    /// names its own file (several files given) is printed with that one.
    public func formatted(file: String) -> String {
        var text = "\(self.file ?? file):\(line):\(column): \(severity.rawValue): \(message) [\(code)]"
        for note in notes ?? [] { text += "\n    \(self.file ?? file):\(note.line):\(note.column): note: \(note.message)" }
        return text
    }
}

/// A place a diagnostic points back to, with what it says about it.
public struct DiagnosticNote: Codable, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(at location: SourceLocation, _ message: String) {
        self.line = location.line
        self.column = location.column
        self.message = message
    }
}

/// Replace the text from (line, column) up to (endLine, endColumn) with `replacement`.
public struct FixIt: Codable, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var replacement: String

    public init(_ range: SourceRange, _ replacement: String) {
        self.line = range.start.line
        self.column = range.start.column
        self.endLine = range.end.line
        self.endColumn = range.end.column
        self.replacement = replacement
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Source order, then severity (errors first), then text: a deterministic order for output.
    public func sortedForOutput() -> [Diagnostic] {
        sorted {
            if $0.file != $1.file { return ($0.file ?? "") < ($1.file ?? "") }
            if $0.line != $1.line { return $0.line < $1.line }
            if $0.column != $1.column { return $0.column < $1.column }
            if $0.severity != $1.severity { return $0.severity > $1.severity }
            if $0.code != $1.code { return $0.code < $1.code }
            return $0.message < $1.message
        }
    }
}
