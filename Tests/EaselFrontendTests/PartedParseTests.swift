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

    /// What a file's reading holds, in order, with each declaration's place.
    static func summary(_ d: FileDeclarations) -> [String] {
        var lines = d.types.map { t in "type \(t.name) \(t.kind) \(t.conformances) \(t.range) \(t.properties.map(\.name)) \(t.methods.keys.sorted()) \(t.nested.map(\.name))" }
        lines += d.globals.map { "global \($0.name) \($0.range)" } + d.functions.map { "func \($0.name.text) \($0.position)" }
        lines += d.statements.map { "statement \($0.position)" } + d.snippetProperties.map { "wrapped \($0.name)" }
        lines += d.previews.map { "preview \($0.name) \($0.file)" } + d.api.map { "api \($0.kind) \($0.name) \($0.line)" }
        lines += d.extensions.map { "extension \($0.extendedType.trimmedDescription) \($0.position)" } + d.protocols.map { "protocol \($0)" }
        lines += d.typealiases.map { "typealias \($0.name) \($0.target)" } + d.diagnostics.map { "\($0)" }
        return lines
    }

    @Test("R1: a file's declarations read in parts, each through a view of the tree of its own, are its reading whole — the same nodes, in order")
    func declarationsReadInParts() throws {
        // Top-level statements, wrapped and plain globals, an #if, a declaration shown without a
        // body (its parser error dropped), previews of one name, extensions, protocols, aliases.
        var text = "import SwiftUI\n@State var flag = false\nlet count = 3\nprint(count)\n"
        for i in 0..<30 {
            text += "struct Row\(i): View {\n    struct Badge {}\n    var body: some View { Text(\"\(i)\") }\n}\n"
            text += "#if os(iOS)\nextension Row\(i) { func tapped() {} }\n#else\nprotocol Hidden\(i) {}\n#endif\n"
            text += "#Preview { Row\(i)() }\nprotocol Shown\(i) {}\ntypealias Alias\(i) = Row\(i)\nfunc helper\(i)() -> Int { \(i) }\n"
            if i % 10 == 0 { text += "public func reference\(i)(x: Int) -> some View\n" }
        }
        var sources = try Self.corpus().map { ParsedSource(text: $0.text, fileName: $0.name) }
        sources.append(ParsedSource(text: text, fileName: "Parts.swift"))
        let conditions = BuildConditions(platform: .ios)
        for parsed in sources {
            let whole = FileDeclarations(reading: parsed, conditions: conditions, parts: 1)
            for parts in [2, 3, 7] {
                let parted = FileDeclarations(reading: parsed, conditions: conditions, parts: parts)
                #expect(Self.summary(parted) == Self.summary(whole), "\(parsed.fileName) in \(parts) parts")
                #expect(parted.functions.map(Syntax.init) == whole.functions.map(Syntax.init))
                #expect(parted.file.diagnostics == whole.file.diagnostics)
            }
        }
        let parted = FileDeclarations(reading: sources.last!, conditions: conditions, parts: 3)
        #expect(parted.types.count == 30 && parted.previews.count == 30 && parted.api.count == 3)
        #expect(Set(parted.previews.map(\.name)).count == 30)  // named apart across the parts
        #expect(parted.extensions.count == 30 && parted.protocols.count == 30)
    }
}
