@testable import EaselFrontend
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// A large file parsed in pieces on several cores must be the tree a parse of the whole gives,
/// node for node, or not be used at all.
@Suite("Parsing a large file in pieces")
struct PartedParseTests {
    /// Every node in order, with its kind and bytes, and every token's kind, trivia and presence.
    final class Outline: SyntaxAnyVisitor {
        var lines: [String] = []

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            var line = "\(node.kind) \(node.position.utf8Offset)..<\(node.endPosition.utf8Offset)"
            if let token = node.as(TokenSyntax.self) {
                line += " \(token.tokenKind) \(token.presence) \(token.leadingTrivia.debugDescription) \(token.trailingTrivia.debugDescription)"
            }
            lines.append(line)
            return .visitChildren
        }

        static func of(_ tree: some SyntaxProtocol) -> [String] {
            let outline = Outline(viewMode: .all)
            outline.walk(tree)
            return outline.lines
        }
    }

    /// The first difference between the joined tree and the whole parse, if any.
    static func difference(_ text: String, cuts: [Int]) -> String? {
        let bytes = Array(text.utf8)
        guard let joined = PartedParse.parse(bytes, at: cuts) else { return nil }
        let whole = Array(text.utf8).withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: ParsedSource.maximumNestingLevel) }
        if joined.description != text { return "the joined tree's text is not the source" }
        let a = Outline.of(joined), b = Outline.of(whole)
        if a == b { return nil }
        let at = a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
        return "cut at \(cuts): \(at < a.count ? a[at] : "end") ≠ \(at < b.count ? b[at] : "end")"
    }

    static func corpus() throws -> [(name: String, text: String)] {
        var files: [(String, String)] = []
        let folders = ["Examples", "Tests/Corpus/hostile", "Fuzz/Regressions/FuzzFrontend"].map { repositoryRoot.appendingPathComponent($0) }
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                var isFolder: ObjCBool = false
                let url = folder.appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
                // A source the front end refuses to parse (brackets nested past its limit) is
                // never cut either: parsed here directly, it would take the parser minutes.
                if !ParsedSource(text: text, fileName: name, onEveryCore: false).isRefused { files.append((name, text)) }
            }
        }
        let projects = repositoryRoot.appendingPathComponent("Tests/Projects")
        for case let url as URL in FileManager.default.enumerator(at: projects, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            files.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }

    @Test("the pieces joined are the whole parse at every cut of the examples, the test projects and the hostile corpus")
    func sameTreeAtEveryCut() throws {
        var joinedCuts = 0, files = 0
        for (name, text) in try Self.corpus() {
            let bytes = Array(text.utf8)
            var cuts: [Int] = []
            while cuts.count < 40, let cut = PartedParse.nextDeclarationLine(in: bytes, from: cuts.last ?? 0) { cuts.append(cut) }
            files += 1
            for cut in cuts {
                #expect(Self.difference(text, cuts: [cut]) == nil, "\(name): \(Self.difference(text, cuts: [cut]) ?? "")")
                if PartedParse.parse(bytes, at: [cut]) != nil { joinedCuts += 1 }
            }
            if cuts.count > 1 { #expect(Self.difference(text, cuts: cuts) == nil, "\(name), every cut") }
        }
        #expect(files >= 40)
        #expect(joinedCuts >= 100, "only \(joinedCuts) cuts gave clean pieces")
    }

    @Test("a cut inside a string, a comment, an #if, a type's braces or a chain is not used", arguments: [
        "let s = \"\"\"\nstruct Inside {}\n\"\"\"\nstruct After {}\n",
        "let s = #\"\"\"\nstruct Inside {}\n\"\"\"#\n",
        "/* a comment\nstruct Inside {}\n*/\nstruct After {}\n",
        "/* nested /* comment */\nstruct Inside {}\n*/\n",
        "#if DEBUG\nstruct A {}\n#else\nstruct B {}\n#endif\n",
        "struct Outer {\nstruct Inner {}\n}\n",
        "let v = Text(\"a\")\n@MainActor func f() {}\n",
        "let r = #/\nstruct\n/#\n",
    ])
    func cutInsideSomething(_ text: String) {
        let bytes = Array(text.utf8)
        var from = 0
        while let cut = PartedParse.nextDeclarationLine(in: bytes, from: from) {
            #expect(Self.difference(text, cuts: [cut]) == nil)
            from = cut
        }
    }

    @Test("comments and blank lines before a cut lead the next declaration, as in a whole parse")
    func triviaBeforeACut() throws {
        let text = "#!/usr/bin/env swift\nimport SwiftUI // top\n\n/// A row.\n// more\n\n@MainActor\nstruct Row: View {\n    var body: some View { Text(\"a\") }\n}\n\n\n// trailing\n"
        let bytes = Array(text.utf8)
        let cut = try #require(PartedParse.nextDeclarationLine(in: bytes, from: 0))
        #expect(PartedParse.parse(bytes, at: [cut]) != nil)
        #expect(Self.difference(text, cuts: [cut]) == nil)
    }

    @Test("a large file is parsed in pieces, with the same tree, diagnostics and pictures as parsed whole")
    func largeFileThroughTheFrontEnd() throws {
        var text = "import SwiftUI\n\n"
        for i in 0..<120 {
            text += "/// Row \(i).\nstruct Row\(i): View {\n    @State private var on = false\n    var body: some View {\n        HStack {\n            Text(\"Row \(i)\")\n            Toggle(\"On\", isOn: $on)\n        }\n    }\n}\n\n"
        }
        text += "#Preview {\n    List {\n" + (0..<120).map { "        Row\($0)()\n" }.joined() + "    }\n}\n"
        let bytes = Array(text.utf8)
        #expect(bytes.count >= 2 * PartedParse.bytesWorthACore)
        #expect(!PartedParse.cuts(in: bytes, parts: 2).isEmpty)
        #expect(PartedParse.parse(bytes, parts: 2) != nil)
        let parted = ParsedSource(text: text, fileName: "Large.swift")
        let whole = ParsedSource(text: text, fileName: "Large.swift", onEveryCore: false)
        #expect(Outline.of(parted.tree) == Outline.of(whole.tree))
        #expect(parted.diagnostics == whole.diagnostics)

        // One error anywhere: the pieces are not used, and the diagnostics are the whole parse's.
        let broken = text.replacingOccurrences(of: "struct Row60: View {", with: "struct Row60: View {{")
        #expect(PartedParse.parse(Array(broken.utf8), parts: 2) == nil)
        let brokenParsed = ParsedSource(text: broken, fileName: "Large.swift")
        #expect(brokenParsed.diagnostics == ParsedSource(text: broken, fileName: "Large.swift", onEveryCore: false).diagnostics)
        #expect(!brokenParsed.diagnostics.isEmpty)
    }
}
