@testable import EaselFrontend
import Foundation
import SwiftSyntax
import Testing

/// `trimmedText` stands in for swift-syntax's `trimmedDescription` everywhere in the front end,
/// so it must give the same text for every kind of node, broken source included.
@Suite("Trimmed node text")
struct TrimmedTextTests {
    final class Comparer: SyntaxAnyVisitor {
        var compared = 0
        var differences: [String] = []

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            compared += 1
            if node.trimmedText != node.trimmedDescription, differences.count < 5 {
                differences.append("\(node.kind): \(node.trimmedText.debugDescription) ≠ \(node.trimmedDescription.debugDescription)")
            }
            return .visitChildren
        }
    }

    @Test("is trimmedDescription for every node of the examples, the hostile corpus and the fuzzers' finds")
    func sameAsTrimmedDescription() throws {
        let folders = ["Examples", "Tests/Corpus/hostile", "Fuzz/Regressions/FuzzFrontend"].map { repositoryRoot.appendingPathComponent($0) }
        var files = 0
        for folder in folders {
            var isFolder: ObjCBool = false
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder) && !isFolder.boolValue {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                let parsed = ParsedSource(text: String(decoding: data, as: UTF8.self), fileName: name)
                let comparer = Comparer(viewMode: .all)
                comparer.walk(parsed.tree)
                #expect(comparer.differences.isEmpty, "\(name): \(comparer.differences)")
                #expect(comparer.compared > 1 || parsed.isRefused, "\(name) parsed to nothing")
                files += 1
            }
        }
        #expect(files >= 20)
    }
}
