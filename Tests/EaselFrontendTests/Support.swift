import EaselFrontend
import EaselIR
import Foundation
import Testing

/// The repository's root folder (tests read `Examples/` and `../shared/seeds` from it).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let seedsFolder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
let seedsPresent = FileManager.default.fileExists(atPath: seedsFolder.path)

/// Evaluates `source` and returns its IR document.
func ir(_ source: String, view: String? = nil, state: StateStore = StateStore(), limits: EvaluationLimits = .default) -> IRDocument {
    Frontend.ir(source, fileName: "test.swift", state: state, options: EvaluationOptions(view: view, limits: limits))
}

func errors(_ d: IRDocument) -> [Diagnostic] { d.diagnostics.filter { $0.severity == .error } }

func diagnostics(_ d: IRDocument, code: String) -> [Diagnostic] { d.diagnostics.filter { $0.code == code } }

/// The labels of the toolbar items the document declares on screen, or off it (branches not
/// taken, presentations not shown).
func itemLabels(_ d: IRDocument, onScreen: Bool) -> [String] {
    toolbars(d, onScreen: onScreen).flatMap(\.items).compactMap(\.label)
}

/// Every node of the document's view tree (pre-order, including toolbar and sheet content).
func nodes(_ d: IRDocument) -> [ViewNode] {
    var all: [ViewNode] = []
    d.view?.walk { all.append($0) }
    return all
}

func firstNode(_ d: IRDocument, kind: String) -> ViewNode? { nodes(d).first { $0.kind == kind } }

/// The text of every `Text` in the tree, in order.
func texts(_ d: IRDocument) -> [String] {
    nodes(d).filter { $0.kind == "Text" }.compactMap { $0.argument("content")?.stringValue }
}

/// Wraps body content in a view struct.
func view(_ body: String, members: String = "") -> String {
    """
    struct TestView: View {
    \(members)
        var body: some View {
    \(body)
        }
    }
    """
}

struct SeedExample: CustomTestStringConvertible, Sendable {
    let file: String
    let index: Int
    let source: String
    var testDescription: String { "\(file) #\(index)" }
}

/// Every Swift example of every seed page, in order.
let seedExamples: [SeedExample] = {
    guard seedsPresent, let files = try? FileManager.default.contentsOfDirectory(atPath: seedsFolder.path) else { return [] }
    return files.sorted().flatMap { file -> [SeedExample] in
        guard let text = try? String(contentsOf: seedsFolder.appendingPathComponent(file), encoding: .utf8) else { return [] }
        return ExampleExtraction.examples(in: text).enumerated().map { SeedExample(file: file, index: $0.offset, source: $0.element.source) }
    }
}()

func seedExample(_ filePrefix: String, containing marker: String) throws -> String {
    try #require(seedExamples.first { $0.file.hasPrefix(filePrefix) && $0.source.contains(marker) }).source
}

/// The toolbars of the presentations on screen now, or (`false`) of those never shown: branches
/// not taken, tabs not selected, destinations and sheets not presented.
func toolbars(_ d: IRDocument, onScreen: Bool) -> [ToolbarDecl] {
    let shown = Set(d.presentations.filter(\.isPresented).map(\.id))
    return d.toolbars.filter { shown.contains($0.presentation) == onScreen }
}
