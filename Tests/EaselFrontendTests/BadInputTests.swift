import EaselFrontend
import EaselIR
import Foundation
import Testing

/// Hostile input: every file of `Tests/Corpus/hostile` and a few generated sources must give
/// diagnostics with a line and a column — never a crash or a hang — and the rest of the source
/// must still evaluate where Swift would report the mistake and go on.
// The limit catches hangs, not slowness: the 2 MB inputs take about 10 s alone in a debug build
// and several times that beside the rest of the suite on two cores.
@Suite("Bad input", .timeLimit(.minutes(10)))
struct BadInputTests {
    // MARK: The corpus

    /// One diagnostic a corpus file must produce.
    struct Expected: Sendable, CustomStringConvertible {
        let code: String
        let severity: Severity
        /// The line it must be reported on, when the file pins it down.
        let line: Int?

        init(_ code: String, _ severity: Severity, line: Int? = nil) {
            self.code = code
            self.severity = severity
            self.line = line
        }

        var description: String { "\(severity.rawValue) \(code)" + (line.map { " on line \($0)" } ?? "") }
    }

    /// What a corpus file must give.
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        /// Diagnostics that must all be present.
        let expected: [Expected]
        /// The mistake is reported and evaluation goes on: the root view is still in the IR.
        /// (An exhausted budget ends the evaluation instead, with exactly one `budget-*` error.)
        let evaluationContinues: Bool
        /// The file has no error at all (only warnings and notes).
        let noErrors: Bool

        init(_ file: String, _ expected: [Expected], continues: Bool, noErrors: Bool = false) {
            self.file = file
            self.expected = expected
            self.evaluationContinues = continues
            self.noErrors = noErrors
        }

        var testDescription: String { file }
    }

    /// The expectation for every file of the corpus: file name → the diagnostics it must give.
    static let table: [Case] = [
        Case("syntax-error-in-toolbar.swift", [Expected("syntax", .error, line: 14)], continues: true),
        Case("unknown-name.swift", [Expected("unknown-name", .warning, line: 9)], continues: true),
        Case("unknown-label.swift", [Expected("no-matching-call", .warning, line: 8)], continues: true),
        Case("unknown-modifier.swift", [Expected("unknown-modifier", .warning, line: 8)], continues: true, noErrors: true),
        Case("endless-while.swift", [Expected("budget-steps", .error)], continues: false),
        Case("endless-recursion.swift", [Expected("budget-depth", .error)], continues: false),
        Case("recursive-view.swift", [Expected("budget-depth", .error)], continues: false),
        Case("huge-array.swift", [Expected("budget-size", .error)], continues: false),
        Case("string-doubling.swift", [Expected("budget-size", .error)], continues: false),
        Case("deep-closures.swift", [Expected("budget-depth", .error)], continues: false),
        Case("arithmetic-traps.swift", [Expected("overflow", .error, line: 6), Expected("division-by-zero", .error, line: 7)],
             continues: true),
        Case("index-and-let.swift", [Expected("index-out-of-range", .error, line: 7), Expected("immutable", .error, line: 11)],
             continues: true),
    ]

    /// Budgets small enough that runaway code stops quickly in a debug build.
    static let smallLimits = EvaluationLimits(steps: 100_000, depth: 120, collectionSize: 10_000,
                                              stringLength: 100_000, nodes: 5_000)

    static let corpusDirectory = URL(fileURLWithPath: #filePath)
        .appendingPathComponent("../../Corpus/hostile")
        .standardizedFileURL

    static func corpusFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
    }

    @Test("every corpus file has an expectation, and every expectation a file")
    func tableCoversCorpus() throws {
        let files = try Self.corpusFiles()
        #expect(files.count >= 8 && files.count <= 12, "the corpus has \(files.count) files")
        #expect(Set(files) == Set(Self.table.map(\.file)))
        #expect(Self.table.count == Set(Self.table.map(\.file)).count, "a file is listed twice in the table")
    }

    @Test("each corpus file starts with a comment saying what it tests and what is expected", arguments: table)
    func corpusFileHeader(_ c: Case) throws {
        let text = try String(contentsOf: Self.corpusDirectory.appendingPathComponent(c.file), encoding: .utf8)
        let first = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).first)
        #expect(first.hasPrefix("// Tests:"))
        #expect(first.contains("Expected:"))
        for e in c.expected { #expect(first.contains("`\(e.code)`"), "the header does not name \(e.code)") }
    }

    @Test("a corpus file gives its diagnostics, with lines and columns, and never crashes or hangs", arguments: table)
    func corpusFile(_ c: Case) throws {
        let url = Self.corpusDirectory.appendingPathComponent(c.file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let document = Frontend.ir(text, fileName: c.file, options: EvaluationOptions(limits: Self.smallLimits))

        #expect(document.format == IRDocument.formatName)
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for d in document.diagnostics {
            #expect(d.line >= 1 && d.line <= lineCount, "diagnostic outside the file: \(d.formatted(file: c.file))")
            #expect(d.column >= 1, "diagnostic without a column: \(d.formatted(file: c.file))")
        }
        for e in c.expected {
            let matching = document.diagnostics.filter { $0.code == e.code && $0.severity == e.severity }
            #expect(!matching.isEmpty,
                    "expected \(e) in \(c.file); got: \(document.diagnostics.map { $0.formatted(file: c.file) })")
            if let line = e.line, !matching.isEmpty {
                #expect(matching.contains { $0.line == line },
                        "\(e.code) reported on lines \(matching.map(\.line)), expected line \(line)")
            }
        }
        let errors = document.diagnostics.filter { $0.severity == .error }
        if c.noErrors {
            #expect(errors.isEmpty, "unexpected errors: \(errors.map { $0.formatted(file: c.file) })")
        }
        let budgetErrors = errors.filter { $0.code.hasPrefix("budget-") }
        if c.evaluationContinues {
            #expect(budgetErrors.isEmpty, "\(budgetErrors.map { $0.formatted(file: c.file) })")
            #expect(document.view != nil, "the rest of the view should still evaluate")
            #expect(document.root?.kind == .view)
        } else {
            // An exhausted budget ends the evaluation with one error, not one per level.
            #expect(budgetErrors.count == 1, "\(budgetErrors.map { $0.formatted(file: c.file) })")
        }
        #expect(!errors.contains { $0.code == "internal" }, "internal error: \(errors.map { $0.formatted(file: c.file) })")
    }

    @Test("a chain of 16,000 modifiers (no compiler would take it): the first 1,000 kept, one budget-modifiers error where the rest begin; evaluated in linear time")
    func endlessModifierChain() throws {
        let count = 16_000
        let source = "struct V: View {\n    var body: some View {\n        Text(\"a\")" + String(repeating: "\n            .padding(1)", count: count) + "\n    }\n}"
        let document = Frontend.ir(source)
        var found: ViewNode?
        document.view?.walk { if found == nil, $0.kind == "Text" { found = $0 } }
        let text = try #require(found)
        #expect(text.modifiers.count == EvaluationLimits.default.modifiersPerView)
        let budget = document.diagnostics.filter { $0.code == "budget-modifiers" }
        #expect(budget.count == 1 && budget.first?.severity == .error, "\(document.diagnostics.prefix(3))")
        #expect(budget.first?.line == 3 + EvaluationLimits.default.modifiersPerView + 1 && budget.first?.column == 14, "\(budget)")
    }

    // MARK: What survives a mistake

    static func corpusDocument(_ file: String) throws -> IRDocument {
        let text = try String(contentsOf: corpusDirectory.appendingPathComponent(file), encoding: .utf8)
        return Frontend.ir(text, fileName: file, options: EvaluationOptions(limits: smallLimits))
    }

    static func texts(in node: ViewNode?) -> [String] {
        var found: [String] = []
        node?.walk { n in
            if n.kind == "Text", let s = n.arguments.compactMap({ $0.value.stringValue }).first { found.append(s) }
        }
        return found
    }

    @Test("a syntax error on one toolbar line leaves the toolbar and its other items in the IR")
    func syntaxErrorKeepsToolbar() throws {
        let document = try Self.corpusDocument("syntax-error-in-toolbar.swift")
        let syntax = document.diagnostics.filter { $0.code == "syntax" }
        #expect(!syntax.isEmpty)
        #expect(syntax.allSatisfy { $0.line == 14 }, "syntax errors away from the broken line: \(syntax)")
        let toolbar = try #require(document.toolbars.first, "the toolbar is gone from the IR")
        #expect(document.toolbars.count == 1)
        let labels = toolbar.items.map(\.label)
        #expect(labels.contains("Add"), "items: \(labels)")
        #expect(labels.contains("Cancel"), "items: \(labels)")
        #expect(toolbar.items.contains { $0.placement.name == "cancellationAction" })
        #expect(Self.texts(in: document.view).contains("Notes: 0"))
    }

    @Test("an unknown name is reported once and the sibling view is still there")
    func unknownNameKeepsSiblings() throws {
        let document = try Self.corpusDocument("unknown-name.swift")
        // Spec R3: unknown is not fatal — an opaque value, the rest renders; a likely typo is a
        // warning with its fix (issue "The first hour").
        #expect(document.diagnostics.filter { $0.severity == .error }.isEmpty, "\(document.diagnostics)")
        let typo = try #require(document.diagnostics.first { $0.code == "unknown-name" })
        #expect(typo.severity == .warning && typo.message.contains("titel") && typo.message.contains("did you mean 'title'?"))
        #expect(typo.fixIts?.first?.replacement == "title")
        #expect(Self.texts(in: document.view).contains("World"))
    }

    @Test("a note inside a syntax error's damaged stretch is an echo: the syntax error is the first message (issue 32)")
    func notesInDamagedStretchAreEchoes() {
        // The unclosed `Text("a"` makes `.toolbar` a member of the string: a note Swift would
        // never print, since it stops at the missing ')'.
        let document = Frontend.compile("""
        struct V: View {
            var body: some View {
                NavigationStack {
                    Text("a"
                        .toolbar { Button("Add") { } }
                }
            }
        }
        """).evaluate().document
        #expect(document.diagnostics.first?.code == "syntax", "\(document.diagnostics)")
        #expect(!document.diagnostics.contains { $0.code == "unknown-name" }, "\(document.diagnostics)")
    }

    @Test("a label no declared initializer takes is one warning (an extension elsewhere may declare it, spec R3) and the other Text stays")
    func unknownLabelKeepsSiblings() throws {
        let document = try Self.corpusDocument("unknown-label.swift")
        #expect(document.diagnostics.filter { $0.severity == .error }.isEmpty, "\(document.diagnostics)")
        #expect(document.diagnostics.filter { $0.code == "no-matching-call" && $0.severity == .warning }.count == 1)
        #expect(Self.texts(in: document.view).contains("fine"))
    }

    @Test("an unknown modifier is ignored: the toolbar after it is still read")
    func unknownModifierIsIgnored() throws {
        let document = try Self.corpusDocument("unknown-modifier.swift")
        let warning = try #require(document.diagnostics.first { $0.code == "unknown-modifier" })
        #expect(warning.message.contains("sparkle"))
        #expect(document.toolbars.count == 1)
        #expect(document.toolbars.first?.items.map(\.label) == ["Share"])
        #expect(Self.texts(in: document.view).contains("Shiny"))
    }

    @Test("after overflow and division by zero, the rest of the view evaluates")
    func arithmeticTrapsKeepSiblings() throws {
        let document = try Self.corpusDocument("arithmetic-traps.swift")
        #expect(Self.texts(in: document.view).contains("still here"))
        #expect(document.diagnostics.filter { $0.code == "overflow" }.count == 1)
        #expect(document.diagnostics.filter { $0.code == "division-by-zero" }.count == 1)
    }

    @Test("the default budgets also stop endless recursion")
    func defaultBudgetsStopEndlessRecursion() throws {
        let text = try String(contentsOf: Self.corpusDirectory.appendingPathComponent("endless-recursion.swift"), encoding: .utf8)
        let document = Frontend.ir(text, fileName: "endless-recursion.swift")
        #expect(document.diagnostics.contains { $0.code == "budget-depth" && $0.severity == .error && $0.line >= 1 })
    }

    // MARK: Generated input

    @Test("invalid UTF-8 is reported at the line and column of the first bad byte")
    func invalidUTF8() throws {
        var bytes = Array("// fine\nlet x = \"a".utf8)
        bytes.append(0xFF)
        bytes += Array("b\"\nText(x)\n".utf8)
        let decoded = ParsedSource.decode(Data(bytes), fileName: "bad.swift")
        let d = try #require(decoded.diagnostics.first)
        #expect(decoded.diagnostics.count == 1)
        #expect(d.code == "invalid-utf8")
        #expect(d.severity == .error)
        #expect(d.line == 2)
        #expect(d.column == 11)
        #expect(decoded.text.contains("a\u{FFFD}b"))
        // The replaced text still goes through the pipeline.
        let document = Frontend.ir(decoded.text, fileName: "bad.swift")
        #expect(!document.diagnostics.contains { $0.code == "internal" })
        #expect(document.view != nil)
    }

    @Test("columns of invalid UTF-8 count bytes, like a compiler's")
    func invalidUTF8AfterMultibyte() throws {
        var bytes = Array("Text(\"é".utf8)      // é is two bytes: columns 7 and 8
        bytes += [0xC3, 0x28]                   // a lead byte followed by a non-continuation byte
        bytes += Array("\")\n".utf8)
        let decoded = ParsedSource.decode(Data(bytes))
        let d = try #require(decoded.diagnostics.first)
        #expect(d.code == "invalid-utf8")
        #expect(d.line == 1)
        #expect(d.column == 9)
    }

    @Test("valid UTF-8 decodes without a diagnostic")
    func validUTF8() {
        let decoded = ParsedSource.decode(Data("Text(\"héllo 👋\")\n".utf8))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.text == "Text(\"héllo 👋\")\n")
    }

    @Test("an empty file has no error and a no-view warning", arguments: ["", "\n\n", "   \n\t\n"])
    func emptyFile(_ text: String) {
        let document = Frontend.ir(text, fileName: "empty.swift")
        #expect(!document.diagnostics.hasErrors, "\(document.diagnostics)")
        let warning = document.diagnostics.first { $0.code == "no-view" }
        #expect(warning?.severity == .warning)
        #expect(warning?.line == 1)
        #expect(document.view == nil)
        #expect(document.root == nil)
    }

    @Test("a file of only comments has no error and a no-view warning")
    func onlyComments() {
        let text = """
        // A file with nothing but comments.
        /* A block comment
           over several lines. */
        /// A doc comment with a SwiftUI example: Text("not code")
        """
        let document = Frontend.ir(text, fileName: "comments.swift")
        #expect(!document.diagnostics.hasErrors, "\(document.diagnostics)")
        #expect(document.diagnostics.contains { $0.code == "no-view" && $0.severity == .warning })
        #expect(document.view == nil)
    }

    @Test("a 2 MB single line finishes and evaluates")
    func twoMegabyteLine() {
        let count = 2 * 1024 * 1024
        let text = "let s = \"" + String(repeating: "a", count: count) + "\"\n"
            + "struct LongView: View {\n    var body: some View {\n        Text(\"\\(s.count) characters\")\n    }\n}\n"
        // With the default budgets: a long literal is legal source.
        let document = Frontend.ir(text, fileName: "long.swift")
        #expect(!document.diagnostics.hasErrors, "\(document.diagnostics)")
        #expect(document.root?.name == "LongView")
        #expect(Self.texts(in: document.view) == ["\(count) characters"])
    }

    @Test("a 2 MB string over a 1 MB string budget is one budget-size error on its line")
    func twoMegabyteLineOverBudget() {
        let text = "struct LongView: View {\n    let s = \"" + String(repeating: "a", count: 2 * 1024 * 1024) + "\"\n"
            + "    var body: some View {\n        Text(s)\n    }\n}\n"
        var limits = EvaluationLimits.default
        limits.stringLength = 1_000_000
        let document = Frontend.ir(text, fileName: "long.swift", options: EvaluationOptions(limits: limits))
        let budget = document.diagnostics.filter { $0.code == "budget-size" }
        #expect(budget.count == 1, "\(document.diagnostics.map { ($0.code, $0.line, $0.column) })")
        #expect(budget.first?.line == 2)
        #expect(budget.first?.severity == .error)
    }

    @Test("a wall-clock deadline stops an endless loop the step budget would let run on, with a budget-time error on its line")
    func deadline() {
        let text = "struct Spin: View {\n    var body: some View {\n        var n = 0\n        while true { n += 1 }\n        return Text(\"\\(n)\")\n    }\n}\n"
        var limits = EvaluationLimits.default
        limits.steps = .max
        limits.time = .milliseconds(100)
        let started = ContinuousClock.now
        let document = Frontend.ir(text, fileName: "spin.swift", options: EvaluationOptions(limits: limits))
        let elapsed = ContinuousClock.now - started
        let budget = document.diagnostics.filter { $0.code == "budget-time" }
        #expect(budget.count == 1, "\(document.diagnostics.map { ($0.code, $0.line, $0.column) })")
        #expect(budget.first?.line == 4 && budget.first?.severity == .error)
        // Not a timing assertion on speed: only that the deadline, not the step budget, ended it.
        #expect(elapsed < .seconds(60))
    }

    static func nestedStacks(_ depth: Int) -> String {
        var lines = ["struct DeepView: View {", "    var body: some View {"]
        for _ in 0..<depth { lines.append("VStack {") }
        lines.append("Text(\"bottom\")")
        for _ in 0..<depth { lines.append("}") }
        lines += ["    }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("300 nested VStacks give a diagnostic with a line, not a crash")
    func deepNesting() {
        let document = Frontend.ir(Self.nestedStacks(300), fileName: "deep.swift")
        let errors = document.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.line >= 1 && $0.line <= 606 && $0.column >= 1 }, "\(errors)")
        #expect(!errors.contains { $0.code == "internal" })
        #expect(errors.contains { $0.code == "syntax" || $0.code.hasPrefix("budget-") }, "\(errors.map(\.code))")
    }

    @Test("50 nested VStacks evaluate with no error")
    func moderateNesting() throws {
        let document = Frontend.ir(Self.nestedStacks(50), fileName: "deep.swift")
        #expect(!document.diagnostics.hasErrors, "\(document.diagnostics)")
        var stacks = 0
        try #require(document.view).walk { if $0.kind == "VStack" { stacks += 1 } }
        #expect(stacks == 50)
        #expect(Self.texts(in: document.view) == ["bottom"])
    }

    @Test("a source over the size limit is refused with source-too-large")
    func sourceTooLarge() {
        let text = "// " + String(repeating: "x", count: ParsedSource.maximumBytes) + "\nText(\"hi\")\n"
        let document = Frontend.ir(text, fileName: "huge.swift")
        let d = document.diagnostics.first { $0.code == "source-too-large" }
        #expect(d?.severity == .error)
        #expect(d?.line == 1)
        #expect(d?.column == 1)
        #expect(document.view == nil)
    }

    @Test("a source exactly at the size limit is read")
    func sourceAtLimit() {
        let view = "Text(\"hi\")\n"
        let text = view + "//" + String(repeating: "x", count: ParsedSource.maximumBytes - view.utf8.count - 3) + "\n"
        #expect(text.utf8.count == ParsedSource.maximumBytes)
        let document = Frontend.ir(text, fileName: "big.swift")
        #expect(!document.diagnostics.contains { $0.code == "source-too-large" })
        #expect(Self.texts(in: document.view) == ["hi"])
    }
}
