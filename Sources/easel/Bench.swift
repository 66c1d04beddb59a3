import ArgumentParser
import EaselFrontend
import EaselIR
import Foundation

/// `easel bench`: times the front end's stages per example. Run it from a release build
/// (`swift run -c release easel bench`); debug builds of swift-syntax are many times slower.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Measure parse and evaluation time per example.")

    @Flag(help: "Print one JSON object.") var json = false
    @Option(help: "Folders of .swift examples and documentation pages (.md, .txt) to measure.")
    var examples: [String] = ["Examples", "../shared/seeds"]
    @Option(help: "Runs per example and stage.") var runs = 50

    struct Stage: Encodable { let min_ms: Double; let median_ms: Double; let p99_ms: Double }
    struct Row: Encodable { let example: String; let bytes: Int; let parse: Stage; let sema: Stage; let evaluate: Stage }
    struct Report: Encodable {
        let build: String
        let runs: Int
        let examples: [Row]
        let parse_median_ms: Double
        let evaluate_median_ms: Double
    }

    func run() throws {
        var rows: [Row] = []
        for (name, source) in collect() {
            var parse: [Double] = [], sema: [Double] = [], evaluate: [Double] = []
            for _ in 0..<max(1, runs) {
                let t0 = ContinuousClock.now
                let parsed = ParsedSource(text: source, fileName: name)
                let t1 = ContinuousClock.now
                let program = Program(parsed: parsed)
                let t2 = ContinuousClock.now
                _ = program.evaluate()
                let t3 = ContinuousClock.now
                parse.append(ms(t1 - t0)); sema.append(ms(t2 - t1)); evaluate.append(ms(t3 - t2))
            }
            rows.append(Row(example: name, bytes: source.utf8.count, parse: stage(parse), sema: stage(sema), evaluate: stage(evaluate)))
        }
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let report = Report(build: build, runs: runs, examples: rows,
                            parse_median_ms: median(rows.map(\.parse.median_ms)), evaluate_median_ms: median(rows.map(\.evaluate.median_ms)))
        if json {
            writeStandardOutput(try EaselJSON.string(report))
            return
        }
        writeStandardOutput("build: \(build), \(runs) runs each; milliseconds (min / median / p99)")
        for r in rows {
            writeStandardOutput(String(format: "%-52@ parse %.3f / %.3f / %.3f   sema %.3f / %.3f / %.3f   evaluate %.3f / %.3f / %.3f",
                                       r.example as NSString, r.parse.min_ms, r.parse.median_ms, r.parse.p99_ms,
                                       r.sema.min_ms, r.sema.median_ms, r.sema.p99_ms, r.evaluate.min_ms, r.evaluate.median_ms, r.evaluate.p99_ms))
        }
        writeStandardOutput(String(format: "median over examples: parse %.3f ms, evaluate %.3f ms", report.parse_median_ms, report.evaluate_median_ms))
    }

    /// `.swift` files whole; Markdown and text pages by their runnable examples.
    private func collect() -> [(String, String)] {
        var result: [(String, String)] = []
        for folder in examples {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for file in names.sorted() {
                let path = (folder as NSString).appendingPathComponent(file)
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                if file.hasSuffix(".swift") {
                    result.append((path, text))
                } else if file.hasSuffix(".md") || file.hasSuffix(".txt") {
                    for (i, e) in ExampleExtraction.examples(in: text).enumerated() where !ExampleExtraction.isDeclaration(e.source) {
                        result.append(("\(path)#\(i)", e.source))
                    }
                }
            }
        }
        return result
    }

    private func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    private func stage(_ xs: [Double]) -> Stage {
        let s = xs.sorted()
        return Stage(min_ms: s.first ?? 0, median_ms: s[s.count / 2], p99_ms: s[min(s.count - 1, Int(Double(s.count) * 0.99))])
    }

    private func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }
}
