@_exported import EaselCanvas
@_exported import EaselFrontend
@_exported import EaselIR
@_exported import EaselLayout
@_exported import EaselToolbars
@_exported import EaselText
import Foundation

/// What every target shares: the pipeline after the front end, the bundled examples, and a way
/// to stop on a broken invariant that libFuzzer records as a crash with its input.
public enum Fuzz {
    /// Fonts are loaded once per process; without them the canvas cannot measure text.
    public static let fonts: FreeTypeFonts = {
        guard let fonts = FreeTypeFonts.shared else { fatalError("no fonts: run Scripts/install-dependencies") }
        return fonts
    }()

    /// Budgets small enough that a hostile input costs milliseconds, and no wall-clock deadline,
    /// so that a run is a function of its input alone (libFuzzer replays inputs).
    public static let limits = EvaluationLimits(steps: 100_000, depth: 100, collectionSize: 2_000, stringLength: 64 * 1024, nodes: 5_000)

    /// The bundled examples (Examples/*.swift beside this package), evaluated once.
    public static let examples: [(name: String, program: Program, evaluation: Evaluation)] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Examples").standardizedFileURL
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let examples = names.compactMap { name -> (String, Program, Evaluation)? in
            guard let source = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return nil }
            let program = Frontend.compile(source, fileName: name)
            return (name, program, program.evaluate(options: EvaluationOptions(limits: limits)))
        }
        guard !examples.isEmpty else { fatalError("no examples in \(folder.path)") }
        return examples
    }()

    /// The rest of the pipeline for one platform: resolve every toolbar and tab view, then draw.
    /// Returns the render JSON and the SVG, which the callers compare for determinism.
    public static func draw(_ ir: IRDocument, state: StateStore, customizations: CustomizationDocument, platform: Platform) -> (json: Data, svg: String) {
        let context = ToolbarContext(platform: platform)
        let render = Renderer(context: context, measurer: fonts).render(ir, customizations: customizations)
        let svg = Canvas(measurer: fonts).draw(ir, render, context: context, state: state).svg
        guard let json = try? EaselJSON.encode(render) else { fail("the render document of \(ir.root?.name ?? "?") does not encode") }
        return (json, svg)
    }

    /// Lines as Swift counts them: `\n`, `\r\n` and a lone `\r` each end one.
    public static func lineCount(_ text: String) -> Int {
        var lines = 1
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previous != "\r" || scalar == "\r" { lines += 1 }
            previous = scalar
        }
        return lines
    }

    /// A broken invariant: print why and abort, so libFuzzer keeps the input as a crash.
    public static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("invariant broken: \(message)\n".utf8))
        abort()
    }

    /// Reads the fuzzer's bytes one at a time; past the end it yields zeros.
    public struct Bytes {
        private let bytes: [UInt8]
        private var offset = 0

        public init(_ start: UnsafeRawPointer, _ count: Int) {
            bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
        }

        public var isAtEnd: Bool { offset >= bytes.count }

        public mutating func next() -> Int {
            defer { offset += 1 }
            return offset < bytes.count ? Int(bytes[offset]) : 0
        }

        public mutating func pick<T>(_ choices: [T]) -> T? {
            choices.isEmpty ? nil : choices[next() % choices.count]
        }
    }
}
