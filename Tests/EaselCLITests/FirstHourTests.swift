import Foundation
import Testing

/// What a newcomer meets first (issue "The first hour"): every output format says what went
/// wrong, typos are named with their fix, syntax errors are reported where the mistake is,
/// items are named by their labels, and the text form agrees with the picture.
extension CLITests {
    static let brokenTitle = """
    import SwiftUI
    struct Notes: View {
        var body: some View {
            NavigationStack {
                Text("Hi")
                    .navigationTitle("Notes"
                    .toolbar { Button("Add") {} }
            }
        }
    }
    """

    @Test("render in text, svg and html writes the diagnostics to stderr in the check form; the exit code is unchanged",
          arguments: ["text", "svg", "html"])
    func diagnosticsOnStderr(_ format: String) throws {
        let path = try Self.temporaryFile(Self.brokenTitle)
        let run = try Self.easel(["render", path, "--platform", "ios", "--format", format])
        #expect(run.status == 1)
        let lines = run.err.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.wholeMatch(of: Self.diagnosticLine) != nil && $0.contains(": error: ") }, "\(run.err)")
    }

    @Test("a syntax error is reported where swift-syntax puts it, with a note at the '(' it belongs to, and without the echoes evaluation would make")
    func syntaxErrorAtTheMistake() throws {
        let path = try Self.temporaryFile(Self.brokenTitle)
        let run = try Self.easel(["check", path, "--format", "json"])
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let errors = (json["diagnostics"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String == "error" }
        #expect(!errors.isEmpty && errors.allSatisfy { $0["code"] as? String == "syntax" }, "\(errors)")
        let notes = errors.flatMap { $0["notes"] as? [[String: Any]] ?? [] }
        #expect(notes.contains { $0["line"] as? Int == 6 }, "a note points at the unclosed '(' on line 6: \(errors)")
        let text = try Self.easel(["check", path])
        #expect(text.out.contains("\n    ") && text.out.contains(": note: "), "the text form prints the note indented: \(text.out)")
    }

    @Test("typos of views, modifiers and names are warnings that say what was meant, with a fix-it; a far-off name stays a note")
    func typos() throws {
        let path = try Self.temporaryFile("""
        import SwiftUI
        struct Notes: View {
            let title = "Notes"
            var body: some View {
                NavigatonStack {
                    VStack { Text(titel); ProfileBadge(); Text(shell("x")) }
                        .navigatonTitle("Notes")
                }
            }
        }
        """)
        let run = try Self.easel(["check", path, "--format", "json"])
        #expect(run.status == 0, "typos are warnings: \(run.out)")
        let diagnostics = (try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        func fix(_ replacement: String) -> [String: Any]? {
            diagnostics.first { d in (d["fixIts"] as? [[String: Any]])?.contains { $0["replacement"] as? String == replacement } == true }
        }
        for (meant, line) in [("NavigationStack", 5), ("navigationTitle", 7), ("title", 6)] {
            let d = try #require(fix(meant), "no fix-it to '\(meant)': \(diagnostics)")
            #expect(d["severity"] as? String == "warning" && (d["message"] as? String ?? "").contains("did you mean '\(meant)'?"))
            #expect(d["line"] as? Int == line)
        }
        let badge = diagnostics.first { ($0["message"] as? String ?? "").contains("ProfileBadge") }
        #expect(badge?["severity"] as? String == "note" && badge?["fixIts"] == nil, "an unknown view is not a typo: \(String(describing: badge))")
        let shell = diagnostics.first { ($0["message"] as? String ?? "").contains("'shell'") }
        #expect(shell?["severity"] as? String == "note", "two edits from 'self' is not a typo of it: \(String(describing: shell))")
    }

    @Test("diagnostics name items by their label, never by an internal key; the text form puts a leading title where the picture draws it")
    func itemsByLabelAndTitleWhereDrawn() throws {
        let path = try Self.temporaryFile("""
        import SwiftUI
        struct Notes: View {
            var body: some View {
                NavigationStack {
                    Text("Hi").navigationTitle("Notes")
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Share") {} } }
                }
            }
        }
        """)
        let check = try Self.easel(["check", path, "--platform", "macos"])
        #expect(check.out.contains("give 'Share' both a symbol and a label"), "\(check.out)")
        #expect(!check.out.contains("'#0'"))
        let text = try Self.easel(["render", path, "--platform", "macos", "--format", "text"])
        #expect(text.out.contains("windowToolbar | Notes (Share) |"), "macOS draws the title leading, before the items: \(text.out)")
    }
}
