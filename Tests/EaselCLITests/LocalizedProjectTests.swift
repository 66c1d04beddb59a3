import Foundation
import Testing

/// Issue 31, "Languages", on the command line (CLI contract "Variants": `--locale` on `render`,
/// `check`, `ir` and `customize`): `Tests/Projects/Localized`, an app with a Localizable.xcstrings
/// (en, de, a plural) and a toolbar.
@Suite("Localized project", .timeLimit(.minutes(10)))
struct LocalizedProjectTests {
    static let project = ProjectTests.project("Localized")

    @Test("issue 31: render --locale de --format text shows the German title and toolbar labels")
    func germanText() throws {
        let run = try CLITests.easel(["render", Self.project, "--locale", "de", "--platform", "ipados", "--format", "text"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("Posteingang"), "\(run.out)")
        #expect(run.out.contains("Archivieren"), "\(run.out)")
        #expect(!run.out.contains("inbox.title"), "\(run.out)")
    }

    @Test("issue 31: by default the development language, never the keys; a pseudolanguage doubles the labels")
    func defaultAndPseudo() throws {
        let english = try CLITests.easel(["render", Self.project, "--platform", "ipados", "--format", "text"])
        #expect(english.status == 0, "\(english.err)")
        #expect(english.out.contains("Inbox") && english.out.contains("Archive"), "\(english.out)")
        #expect(!english.out.contains("inbox.title"), "\(english.out)")
        let doubled = try CLITests.easel(["render", Self.project, "--locale", "double-length", "--platform", "ipados", "--format", "text"])
        #expect(doubled.out.contains("Inbox Inbox") && doubled.out.contains("Archive Archive"), "\(doubled.out)")
    }

    @Test("issue 31: ir --locale de names the locale drawn and the German plural; check and customize take --locale; a bad code is a usage error")
    func otherCommands() throws {
        let ir = try CLITests.easel(["ir", Self.project, "--locale", "de-CH"])
        #expect(ir.status == 0, "\(ir.err)")
        let document = try #require(try JSONSerialization.jsonObject(with: ir.stdout) as? [String: Any])
        let locale = try #require(document["locale"] as? [String: Any])
        #expect(locale["identifier"] as? String == "de-CH")
        #expect(locale["language"] as? String == "de")
        #expect(ir.out.contains("3 Einträge"))
        let check = try CLITests.easel(["check", Self.project, "--locale", "de"])
        #expect(check.status == 0, "\(check.out)\(check.err)")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("easel-localized-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: state) }
        let customize = try CLITests.easel(["customize", Self.project + "/InboxView.swift", "--state", state.path, "--locale", "de", "--reset"])
        #expect(customize.status != 2, "\(customize.err)")
        let bad = try CLITests.easel(["render", Self.project, "--locale", "not a language"])
        #expect(bad.status == 2)
        #expect(bad.err.contains("double-length"), "\(bad.err)")
    }
}
