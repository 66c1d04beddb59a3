@testable import EaselFrontend
import EaselIR
import Testing
import SwiftSyntax

/// A keystroke in a project rebuilds the module from the previous version (spec R1): the files
/// not touched keep their parse and their reading, found by position or, when the files come in
/// another order, by name; the result is the module a fresh compile makes.
@Suite("Module reuse")
struct ModuleReuseTests {
    static let files = [
        SourceFile(path: "App.swift", text: """
        import SwiftUI
        struct Row: View {
            let title: String
            var body: some View { Text(title).badged() }
        }
        """),
        SourceFile(path: "Extensions.swift", text: """
        import SwiftUI
        extension View { func badged() -> some View { padding(.vertical, 4) } }
        extension Row { struct Badge: View { var body: some View { Text("New") } } }
        """),
        SourceFile(path: "Screen.swift", text: """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    List { Row(title: "One"); Row(title: "Two"); Row.Badge() }
                        .navigationTitle("Screen")
                        .toolbar { Button("Add") {} }
                }
            }
        }
        #Preview { Screen() }
        """),
    ]

    static func document(_ program: Program) -> IRDocument {
        program.evaluate(options: EvaluationOptions(platform: .ios, file: "Screen.swift")).document
    }

    static func edited(_ files: [SourceFile]) -> [SourceFile] {
        files.map { $0.path == "Screen.swift" ? SourceFile(path: $0.path, text: $0.text.replacingOccurrences(of: "\"Screen\"", with: "\"Screens\"")) : $0 }
    }

    @Test("R1: a keystroke's module, built from the previous one, is a fresh compile's; untouched files keep their reading")
    func keystroke() {
        let before = Frontend.compile(files: Self.files, platform: .ios)
        let after = Frontend.compile(files: Self.edited(Self.files), platform: .ios, reusing: before)
        #expect(Self.document(after) == Self.document(Frontend.compile(files: Self.edited(Self.files), platform: .ios)))
        #expect(Self.document(after).presentations.contains { $0.navigationTitle == "Screens" })
        #expect(after.declarations[0] === before.declarations[0])
        #expect(after.declarations[1] === before.declarations[1])
        #expect(after.declarations[2] !== before.declarations[2])
    }

    @Test("R1: files given in another order, or one more, are found by name")
    func reordered() {
        let before = Frontend.compile(files: Self.files, platform: .ios)
        let reversed = Array(Self.edited(Self.files).reversed())
        let after = Frontend.compile(files: reversed, platform: .ios, reusing: before)
        #expect(Self.document(after) == Self.document(Frontend.compile(files: reversed, platform: .ios)))
        #expect(after.declarations[1] === before.declarations[1])  // Extensions.swift, in the middle both times
        #expect(after.declarations[2] === before.declarations[0])  // App.swift, first then last
        let added = [SourceFile(path: "Other.swift", text: "struct Other: View { var body: some View { Text(\"x\") } }")] + Self.files
        let grown = Frontend.compile(files: added, platform: .ios, reusing: before)
        #expect(Self.document(grown) == Self.document(Frontend.compile(files: added, platform: .ios)))
        #expect(grown.declarations[1] === before.declarations[0])
    }

    @Test("R1: a project large enough is parsed on every core, each file as it would be alone, in the files' order")
    func parsedTogether() {
        // Forty screens, one with a syntax error: well past the size parsed on several cores.
        let files = (0..<40).map { i in
            SourceFile(path: "Screen\(i).swift", text: Self.files[2].text.replacingOccurrences(of: "Screen", with: "Screen\(i)")
                + (i == 17 ? "\nlet broken = (1 +\n" : ""))
        }
        #expect(files.reduce(0) { $0 + $1.text.utf8.count } > 8 * 1024)
        let together = Frontend.parse(files)
        #expect(together.map(\.fileName) == files.map(\.path))
        for (parsed, file) in zip(together, files) {
            let alone = ParsedSource(text: file.text, fileName: file.path)
            #expect(parsed.diagnostics == alone.diagnostics)
            #expect(parsed.tree.description == alone.tree.description)
        }
        #expect(!together[17].diagnostics.isEmpty)
        let program = Frontend.compile(files: files, platform: .ios)
        #expect(program.evaluate(options: EvaluationOptions(platform: .ios, file: "Screen3.swift")).document.presentations
            .contains { $0.navigationTitle == "Screen3" })
    }

    @Test("R1: a project large enough is read on every core, and the module is the one read on one core")
    func readTogether() {
        // Forty screens using a row and an extension of other files, one screen declared twice
        // (the redeclaration is reported at the later one, as files are read in order).
        let screens = (0..<40).map { i in
            SourceFile(path: "Screen\(i).swift", text: Self.files[2].text.replacingOccurrences(of: "Screen", with: "Screen\(i)"))
        }
        let files = Self.files + screens + [SourceFile(path: "Again.swift", text: screens[5].text.replacingOccurrences(of: "#Preview", with: "// "))]
        #expect(files.reduce(0) { $0 + $1.text.utf8.count } > PartedParse.bytesWorthACore)
        let parsed = Frontend.parse(files)
        let together = Program(files: parsed, conditions: BuildConditions(platform: .ios), reusing: nil, onEveryCore: true)
        let alone = Program(files: parsed, conditions: BuildConditions(platform: .ios), reusing: nil, onEveryCore: false)
        #expect(together.typeOrder == alone.typeOrder)
        #expect(together.typeOrder.contains("Row.Badge"))
        #expect(together.diagnostics == alone.diagnostics)
        #expect(together.diagnostics.contains { $0.code == "redeclaration" && $0.file == "Again.swift" })
        #expect(together.previews.map { "\($0.file) \($0.name)" } == alone.previews.map { "\($0.file) \($0.name)" })
        for file in ["Screen0.swift", "Screen39.swift"] {
            let options = EvaluationOptions(platform: .ios, file: file)
            #expect(together.evaluate(options: options).document == alone.evaluate(options: options).document)
        }
    }

    @Test("R1: a module read again for another core, through views of its own, is the same module: nodes, declarations, diagnostics, documents")
    func onAnotherCore() {
        let files = Self.files + [SourceFile(path: "Again.swift", text: "struct Screen: View { var body: some View { Text(\"again\") } }")]
        let program = Frontend.compile(files: files, platform: .ios)
        let other = program.onAnotherCore()
        #expect(zip(program.declarations, other.declarations).allSatisfy { $0 !== $1 })  // read again, not shared
        #expect(zip(program.files, other.files).allSatisfy { Syntax($0.tree).id == Syntax($1.tree).id })
        #expect(other.typeOrder == program.typeOrder)
        #expect(other.diagnostics == program.diagnostics)
        #expect(other.diagnostics.contains { $0.code == "redeclaration" && $0.file == "Again.swift" })
        #expect(other.previews.map { "\($0.file) \($0.name)" } == program.previews.map { "\($0.file) \($0.name)" })
        #expect(Self.document(other) == Self.document(program))
        #expect(Self.document(other).presentations.contains { $0.navigationTitle == "Screen" })
    }
}
