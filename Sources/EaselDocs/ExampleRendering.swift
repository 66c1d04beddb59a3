import EaselCanvas
import EaselFrontend
import EaselIR
import EaselText
import EaselToolbars
import Foundation

/// One example of a page after the pipeline ran on it.
public struct RenderedExample: Sendable {
    public let source: String
    /// 1-based line of the example's first line in its page.
    public let line: Int
    /// An API declaration shown for reference: no badge, no preview.
    public let isDeclaration: Bool
    /// The pictures, per platform in the page's platform order, and on each platform one per
    /// preview the example declares (Xcode shows each `#Preview` and provider child apart).
    public let previews: [Picture]
    /// Errors and warnings from every stage, each once (lines are the example's own).
    public let diagnostics: [Diagnostic]
    public let timings: Timings?

    /// One preview on one platform; `name` and `index` tell previews apart where there are several.
    public struct Picture: Sendable {
        public let platform: Platform
        /// The preview's name (`Preview`, `Preview #2`, a title, a provider child's display name);
        /// nil when the example shows one view.
        public let name: String?
        /// Its place among the example's previews (0 for the first, or the only one).
        public let index: Int
        public let svg: String
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var renders: Bool { isDeclaration || errorCount == 0 }

    /// Milliseconds per stage for the first platform: parse · sema · evaluate · resolve · draw.
    public struct Timings: Sendable {
        public let parse: Double
        public let sema: Double
        public let evaluate: Double
        public let resolve: Double
        public let draw: Double
    }
}

/// Runs an example through the whole pipeline — swift-syntax parse, sema, evaluation to the UI IR,
/// the toolbar and tab engines, the canvas — once per platform. Pure apart from the clock.
public struct ExampleRenderer: Sendable {
    public let measurer: any TextMeasuring
    /// The OS release examples are rendered for (spec G1).
    public let os: OSRelease

    public init(measurer: any TextMeasuring, os: OSRelease = .current) {
        self.measurer = measurer
        self.os = os
    }

    /// `earlier`: the page's examples before this one — a view one of them declares is usable
    /// here, as a reader of the page expects (the blocks of a page are one module).
    public func render(_ example: ExampleExtraction.Example, platforms: [Platform], fileName: String,
                       earlier: [ExampleExtraction.Example] = []) async -> RenderedExample {
        if ExampleExtraction.isDeclaration(example.source) {
            return RenderedExample(source: example.source, line: example.line, isDeclaration: true, previews: [], diagnostics: [], timings: nil)
        }
        var (evaluation, front) = await Frontend.evaluateTimed(example.source, fileName: fileName, state: StateStore(),
                                                               options: EvaluationOptions(os: os))
        // The previews the example declares, when its picture is one of them (not a view or a snippet).
        let names = evaluation.document.root?.kind == .preview ? evaluation.previews : []
        if let withEarlier = Self.withEarlierBlocks(evaluation, example, earlier, fileName: fileName, os: os) { evaluation = withEarlier }
        var shown: [(name: String?, evaluation: Evaluation)] = [(nil, evaluation)]
        if names.count > 1 {
            // In the order the source declares them; the one already evaluated is not evaluated again.
            let program = Frontend.compile(example.source, fileName: fileName)
            shown = names.map { name in
                if name == evaluation.document.root?.name { return (name, evaluation) }
                let alone = program.evaluate(options: EvaluationOptions(view: name, os: os))
                return (name, Self.withEarlierBlocks(alone, example, earlier, fileName: fileName, os: os) ?? alone)
            }
        }
        var diagnostics = shown.flatMap(\.evaluation.document.diagnostics)
        var previews: [RenderedExample.Picture] = []
        var timings: RenderedExample.Timings?
        let clock = ContinuousClock()
        for platform in platforms {
            let context = ToolbarContext(platform: platform, os: os)
            for (index, (name, evaluation)) in shown.enumerated() {
                let ir = evaluation.document
                let t0 = clock.now
                let document = Renderer(context: context, measurer: measurer).render(ir, customizations: CustomizationDocument())
                let t1 = clock.now
                let drawing = Canvas(measurer: measurer).draw(ir, document, context: context, state: evaluation.state)
                let t2 = clock.now
                previews.append(.init(platform: platform, name: name, index: index, svg: drawing.svg))
                diagnostics += document.diagnostics + drawing.diagnostics
                if timings == nil {
                    timings = .init(parse: front.parse, sema: front.sema, evaluate: front.evaluate, resolve: (t1 - t0).milliseconds, draw: (t2 - t1).milliseconds)
                }
            }
        }
        // The same finding on several platforms is listed once.
        var seen = Set<String>()
        diagnostics = diagnostics.sortedForOutput().filter { seen.insert("\($0.line):\($0.column):\($0.code):\($0.message)").inserted }
        return RenderedExample(source: example.source, line: example.line, isDeclaration: false, previews: previews,
                               diagnostics: diagnostics, timings: timings)
    }

    /// The example evaluated with the earlier blocks that declare the views it shows as
    /// placeholders (nearest first, one block per view); `nil` when it needs none. Only the
    /// example's own diagnostics are kept.
    static func withEarlierBlocks(_ alone: Evaluation, _ example: ExampleExtraction.Example, _ earlier: [ExampleExtraction.Example],
                                  fileName: String, os: OSRelease = .current) -> Evaluation? {
        // The views shown as placeholders, by the names their placeholders keep.
        var missing = Set<String>()
        alone.document.view?.walk { node in
            if node.origin == .placeholder, let name = node.argument("name")?.stringValue { missing.insert(name) }
        }
        guard !missing.isEmpty else { return nil }
        var files: [SourceFile] = []
        for (n, block) in earlier.enumerated().reversed() where !ExampleExtraction.isDeclaration(block.source) {
            let declared = Set(Frontend.compile(block.source).viewNames)
            guard !declared.isDisjoint(with: missing) else { continue }
            files.insert(SourceFile(path: "block-\(n + 1).swift", text: block.source), at: 0)
            missing.subtract(declared)
            if missing.isEmpty { break }
        }
        guard !files.isEmpty else { return nil }
        let program = Frontend.compile(files: files + [SourceFile(path: fileName, text: example.source)])
        var evaluation = program.evaluate(options: EvaluationOptions(file: fileName, os: os))
        evaluation.document.diagnostics = evaluation.document.diagnostics.filter { $0.file == nil || $0.file == fileName }.map { d in
            var own = d
            own.file = nil
            return own
        }
        return evaluation
    }
}
