import EaselFrontend
import EaselIR
import Foundation
import Testing

/// What the fuzzers found (Fuzz/, Scripts/fuzz), kept as tests: each input the fuzzer saved is
/// replayed under the fuzz target's own invariants, and each finding has a test of its own.
@Suite("Fuzz regressions (front end)")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Regressions/FuzzFrontend").standardizedFileURL

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("every saved fuzzer input ends with diagnostics that point into the source", arguments: inputs)
    func replay(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let text = String(decoding: data, as: UTF8.self)
        let document = Frontend.ir(text, fileName: name, options: EvaluationOptions(limits: EvaluationLimits(steps: 100_000)))
        // Swift ends a line at \n, \r\n or a lone \r (a fuzzer input full of lone \r taught us).
        let lines = text.unicodeScalars.indices.count { i in
            let scalar = text.unicodeScalars[i]
            return scalar == "\r" || scalar == "\n" && (i == text.unicodeScalars.startIndex || text.unicodeScalars[text.unicodeScalars.index(before: i)] != "\r")
        } + 1
        for d in document.diagnostics {
            #expect((1...lines + 1).contains(d.line) && d.column >= 1, "\(d)")
        }
    }

    static func nested(_ open: String, _ close: String, depth: Int) -> String {
        String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
    }

    /// swift-syntax's `[` lookahead doubles its time per level; 30 levels would take minutes.
    @Test("square brackets nested too deep are refused before parsing, at the first bracket too many",
          arguments: ["var body: \(String(repeating: "[", count: 30)) some View { Text(\"x\") }",
                      "var body: some View { let a = \(nested("[", "]", depth: 30)); Text(\"x\") }",
                      "var body: some View { let a = \(nested("[(", ")]", depth: 30)); Text(\"x\") }"])
    func tooDeep(_ member: String) throws {
        let text = "struct V: View {\n    \(member)\n}\n"
        let document = Frontend.ir(text, fileName: "deep.swift")
        let d = try #require(document.diagnostics.first { $0.code == "source-too-nested" })
        #expect(d.severity == .error && d.line == 2)
        let line = text.split(separator: "\n")[1]
        let column = line.utf8.distance(from: line.utf8.startIndex, to: line.utf8.firstIndex(of: UInt8(ascii: "["))!)
            + 1 + ParsedSource.maximumSquareBracketDepth * (member.contains("[(") ? 2 : 1)
        #expect(d.column == column)
        #expect(!document.diagnostics.contains { $0.code == "no-view" })
    }

    @Test("nesting at the limit, and brackets inside strings and comments, are parsed as usual")
    func atLimit() {
        let depth = ParsedSource.maximumSquareBracketDepth
        let text = """
        struct V: View {
            // \(String(repeating: "[", count: 40))
            let label = "\(String(repeating: "[", count: 40))"
            var body: some View {
                let a = \(Self.nested("[", "]", depth: depth))
                Text("\\(a.count)")
            }
        }
        """
        let document = Frontend.ir(text, fileName: "limit.swift")
        #expect(!document.diagnostics.hasErrors, "\(document.diagnostics)")
        #expect(document.root?.name == "V")
    }

    /// swift-syntax's diagnostics generator trapped on this (an empty Fix-It), killing the process.
    @Test("an '=' after an invalid character is a syntax error at the '=', not a crash",
          arguments: ["let x = 1 \u{FFFD}= 3\n", "struct V: View {\n    var body: some View { Text(\"a\") }\n    var p: Int \u{FFFD}\u{FFFD}= 2\n}\n"])
    func equalsAfterInvalidCharacter(_ text: String) throws {
        let document = Frontend.ir(text, fileName: "equals.swift")
        let line = text.split(separator: "\n").firstIndex { $0.contains("\u{FFFD}=") }! + 1
        let d = try #require(document.diagnostics.first { $0.message.contains("consistent whitespace") })
        #expect(d.severity == .error && d.code == "syntax" && d.line == line)
        let lineText = String(text.split(separator: "\n")[line - 1])
        let before = lineText.components(separatedBy: "\u{FFFD}=")[0] + "\u{FFFD}"
        #expect(d.column == before.utf8.count + 1)
    }

    /// A snippet's `self` is its synthetic host, which had no place in the source: showing it
    /// gave a `missing-body` error at line 0, column 0.
    @Test("a snippet showing 'self' is an error at that statement")
    func snippetShowingItself() throws {
        let text = "@State var count = 1\nText(\"a\")\nself.padding()\n"
        let document = Frontend.ir(text, fileName: "snippet.swift")
        let d = try #require(document.diagnostics.first { $0.code == "snippet-self" })
        #expect(d.severity == .error && d.line == 3 && d.column == 1)
        #expect(!document.diagnostics.contains { $0.code == "missing-body" })
        #expect(texts(document) == ["a"])
    }

    @Test("a snippet's 'self' shown inside one of its views is reported where the snippet starts")
    func snippetSelfNested() throws {
        let text = "\nText(\"a\")\nVStack { self }\n"
        let document = Frontend.ir(text, fileName: "snippet.swift")
        let d = try #require(document.diagnostics.first { $0.code == "missing-body" })
        #expect(d.line == 2 && d.column == 1)
        for d in document.diagnostics { #expect(d.line >= 1 && d.column >= 1, "\(d)") }
    }
}
