@testable import EaselFrontend
import SwiftParser
import SwiftSyntax
import Testing

/// Easel locates nodes with a line table read from the source's bytes; swift-syntax's
/// `SourceLocationConverter` builds its own by walking the tree. Both must give every token the
/// same line and column, whatever the line breaks.
@Suite("Line table")
struct LineTableTests {
    static let sources = [
        "struct A: View {\n    var body: some View { Text(\"a\") }\n}\n",
        "struct A: View {\r\n    var body: some View {\r\n        Text(\"é – ü\")\r\n    }\r\n}",
        "let a = 1\rlet b = 2\r\rlet c = \"\"\"\n  x\r\n  y\n  \"\"\"\n",
        "// a comment\n/* a\r\nblock */ let x = [1,\n 2] #sourceLocation(file: \"f.swift\", line: 40)\nlet y = x\n#sourceLocation()\n",
        "",
        "\n\n\r\n",
        "let 🙂 = \"\\(1 +\n2)\"",
    ]

    @Test("every token's start and end: the byte line table agrees with swift-syntax's converter", arguments: sources)
    func agreesWithConverter(_ source: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "t.swift", tree: tree)
        let bytes = Array(source.utf8)
        let lines = bytes.withUnsafeBufferPointer(LineTable.init)
        for token in tree.tokens(viewMode: .all) {
            for position in [token.position, token.positionAfterSkippingLeadingTrivia, token.endPositionBeforeTrailingTrivia, token.endPosition] {
                let expected = converter.location(for: position)
                let got = lines.lineAndColumn(ofOffset: position.utf8Offset)
                #expect(got.line == expected.line && got.column == expected.column, "offset \(position.utf8Offset) of \(source.debugDescription)")
            }
        }
    }

    @Test("a parsed source's locator gives nodes the converter's locations")
    func locator() {
        let parsed = ParsedSource(text: Self.sources[1], fileName: "A.swift")
        let converter = SourceLocationConverter(fileName: "A.swift", tree: parsed.tree)
        for node in parsed.tree.tokens(viewMode: .sourceAccurate) {
            let s = node.startLocation(converter: converter), e = node.endLocation(converter: converter)
            let r = parsed.range(of: node)
            #expect((r.start.line, r.start.column, r.end.line, r.end.column) == (s.line, s.column, e.line, e.column))
        }
    }
}
