import ArgumentParser
import EaselCanvas
import EaselFrontend
import EaselIR
import EaselLayout
import EaselText
import EaselToolbars
import Foundation

/// `easel bench`: times the front end's stages per example. Run it from a release build
/// (`swift run -c release easel bench`); debug builds of swift-syntax are many times slower.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Measure parse and evaluation time per example.")

    @Flag(help: "Print one JSON object.") var json = false
    @Option(help: "Folders of .swift examples and documentation pages (.md, .txt) to measure.")
    var examples: [String] = ["Examples", "../shared/seeds"]
    @Option(help: "Runs per example and stage.") var runs = 50
    @Flag(help: "Measure growth instead: every axis an input can grow on, at three sizes ten times apart, with the fitted exponent.")
    var growth = false
    @Flag(help: "With --growth: sizes a tenth as large and one run each (what CI runs on a debug build).")
    var short = false

    struct Stage: Encodable { let min_ms: Double; let median_ms: Double; let p99_ms: Double }
    struct Row: Encodable {
        let example: String
        let bytes: Int
        let parse: Stage
        let sema: Stage
        let evaluate: Stage
        let resolve: Stage
        /// Painting the layout's frames and writing the SVG (the layout stage is `layout`).
        let draw: Stage
        /// The layout stage: frames of the window, bars, items and content (spec L1–L16).
        let layout: Stage
    }
    struct ToolbarRow: Encodable {
        let items: Int
        let resolve: Stage
        let edit: Stage
        let migrate: Stage
        /// Median resolve time per item, in microseconds: flat when cost grows linearly.
        let resolve_per_item_us: Double
    }
    struct Report: Encodable {
        let build: String
        /// The allocator the figures were taken with: "jemalloc …", or "glibc".
        let allocator: String
        let runs: Int
        /// Keystroke to new SVG (parse, sema, evaluate, resolve, layout and SVG), over the seed
        /// examples (Easel's own when the seeds are absent), on the calling thread.
        let keystroke_median_ms: Double
        let keystroke_p99_ms: Double
        let keystroke_examples: Int
        /// The same edits rendered through the Studio's service (its evaluation on a large-stack
        /// thread and back), without HTTP (median).
        let studio_keystroke_median_ms: Double
        /// Of a keystroke, the floor of parsing: swift-syntax's own parse of the same edited
        /// sources, nothing else (median).
        let keystroke_syntax_parse_ms: Double
        /// The whole pipeline for a generated 1,000-line file (median).
        let large_file_ms: Double
        /// Of it, the floor of parsing: swift-syntax's own parse of the same source (median).
        let large_file_syntax_parse_ms: Double
        @ExplicitNull var swiftc_typecheck_median_ms: Double?
        /// How many of those sources type-check against the stub (snippets do not).
        let swiftc_typechecked: Int
        @ExplicitNull var swiftc_ratio: Double?
        let peak_rss_mb: Double
        let examples: [Row]
        let toolbars: [ToolbarRow]
        let parse_median_ms: Double
        let evaluate_median_ms: Double
        /// The layout stage alone (median over examples), and of the 1,000-line file.
        let layout_median_ms: Double
        let large_file_layout_ms: Double
        /// A generated 50-file project: read, parse, build the module, render one preview (median).
        let project_cold_ms: Double
        /// A letter typed into one file of that project, up to the new SVG (median).
        let project_keystroke_median_ms: Double
        /// Of that keystroke: the file parsed again and the module rebuilt.
        let project_keystroke_module_ms: Double
        /// The same keystrokes with the screen, the store, the models and the extensions in one
        /// file, compiled and rendered whole each time (median): what the screen costs without a
        /// project; `project_keystroke_median_ms` over it is the project's overhead.
        let project_keystroke_as_one_file_ms: Double
        let project_files: Int
        /// The 50-file project's previews in the `all` variant matrix: cells resolved and laid out
        /// per second on one core and on every core, and one cell's share of the one-core run.
        let variants_cells: Int
        let variants_renders_per_s: VariantsRate
        let variants_render_ms: Double
    }
    struct VariantsRate: Encodable { let one_core: Double; let all_cores: Double; let cores: Int }

    /// One pass of the whole pipeline on iPadOS, timed per stage (ms).
    static func pipeline(_ source: String, name: String, measurer: any TextMeasuring) -> [Double] {
        let t0 = ContinuousClock.now
        let parsed = ParsedSource(text: source, fileName: name)
        let t1 = ContinuousClock.now
        let program = Program(parsed: parsed)
        let t2 = ContinuousClock.now
        let evaluation = program.evaluate()
        let t3 = ContinuousClock.now
        let context = ToolbarContext(platform: .ipados)
        let document = Renderer(context: context, measurer: measurer).render(evaluation.document, customizations: CustomizationDocument())
        let t4 = ContinuousClock.now
        let frames = Layout(measurer: measurer).layout(document, view: evaluation.document.view, context: context)
        let t5 = ContinuousClock.now
        _ = Canvas(measurer: measurer).draw(evaluation.document, document, context: context, state: evaluation.state, layout: frames)
        let t6 = ContinuousClock.now
        // Stages in pipeline order: parse, sema, evaluate, resolve, layout, draw.
        let marks = [t0, t1, t2, t3, t4, t5, t6]
        return zip(marks, marks.dropFirst()).map { ($1 - $0).milliseconds }
    }

    func run() throws {
        guard let fonts = FreeTypeFonts.shared else { throw FreeTypeFonts.FontError.noFont }
        if growth { return try printGrowth(GrowthBench.measure(short: short, runs: short ? 1 : min(runs, 5), measurer: fonts)) }
        var rows: [Row] = []
        let sources = collect()
        for (name, source) in sources {
            var stages: [[Double]] = Array(repeating: [], count: 6)
            for _ in 0..<max(1, runs) {
                for (i, ms) in Self.pipeline(source, name: name, measurer: fonts).enumerated() { stages[i].append(ms) }
            }
            rows.append(Row(example: name, bytes: source.utf8.count, parse: stage(stages[0]), sema: stage(stages[1]),
                            evaluate: stage(stages[2]), resolve: stage(stages[3]), draw: stage(stages[5]), layout: stage(stages[4])))
        }
        // The keystroke path: a letter typed into the example's first string literal, then
        // everything up to the new SVG. Over the seeds' examples when they are there.
        let seeds = sources.filter { !$0.0.hasSuffix(".swift") }
        let typing = seeds.isEmpty ? sources : seeds
        var keystrokes: [Double] = [], syntaxParses: [Double] = [], edits: [String] = []
        for (name, source) in typing {
            guard let quote = source.range(of: "\"") else { continue }
            var typed = ""
            for letter in "keystroke".prefix(max(3, min(9, runs / 5))) {
                typed.append(letter)
                let edited = source.replacingCharacters(in: quote, with: "\"" + typed)
                edits.append(edited)
                for _ in 0..<3 { keystrokes.append(Self.pipeline(edited, name: name, measurer: fonts).reduce(0, +)) }
                for _ in 0..<3 { syntaxParses.append(ParsedSource.syntaxParseMilliseconds(edited)) }
            }
        }
        let studioKeystroke = try StudioBench.keystrokeMilliseconds(edits, measurer: fonts)
        let large = Self.largeFile(lines: 1_000)
        // As many passes as the keystroke has runs: a median of a fifth as many moved by a tenth
        // between two runs of one build (3.75-4.03 ms), as much as the goal's margin.
        let largePasses = (0..<max(3, runs)).map { _ in Self.pipeline(large, name: "Large.swift", measurer: fonts) }
        let largeRuns = largePasses.map { $0.reduce(0, +) }
        let largeSyntaxParses = largePasses.indices.map { _ in ParsedSource.syntaxParseMilliseconds(large) }
        let floor = SwiftcFloor.measure(typing.map(\.1), runs: 3)
        let typecheck = floor?.medianMilliseconds
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let toolbarRows = try toolbarScaling()
        let project = try ProjectBench.measure(runs: runs, measurer: fonts)
        let variants = try VariantsBench.measure(measurer: fonts, runs: max(1, min(9, runs / 5)))
        let keystroke = stage(keystrokes.isEmpty ? [0] : keystrokes)
        let report = Report(build: build, allocator: Allocator.name, runs: runs, keystroke_median_ms: keystroke.median_ms, keystroke_p99_ms: keystroke.p99_ms,
                            keystroke_examples: typing.count, studio_keystroke_median_ms: studioKeystroke,
                            keystroke_syntax_parse_ms: syntaxParses.isEmpty ? 0 : median(syntaxParses), large_file_ms: median(largeRuns),
                            large_file_syntax_parse_ms: median(largeSyntaxParses),
                            swiftc_typecheck_median_ms: typecheck, swiftc_typechecked: floor?.typechecked ?? 0, swiftc_ratio: typecheck.map { $0 / max(keystroke.median_ms, 0.0001) },
                            peak_rss_mb: Self.peakResidentMegabytes(), examples: rows, toolbars: toolbarRows,
                            parse_median_ms: median(rows.map(\.parse.median_ms)), evaluate_median_ms: median(rows.map(\.evaluate.median_ms)),
                            layout_median_ms: median(rows.map(\.layout.median_ms)), large_file_layout_ms: median(largePasses.map { $0[4] }),
                            project_cold_ms: project.coldMilliseconds, project_keystroke_median_ms: project.keystrokeMedianMilliseconds,
                            project_keystroke_module_ms: project.keystrokeModuleMilliseconds,
                            project_keystroke_as_one_file_ms: project.keystrokeAsOneFileMilliseconds, project_files: project.files,
                            variants_cells: variants.cells,
                            variants_renders_per_s: VariantsRate(one_core: variants.oneCoreRendersPerSecond, all_cores: variants.allCoresRendersPerSecond,
                                                                 cores: LargeStack.cores),
                            variants_render_ms: variants.renderMilliseconds)
        if json {
            writeStandardOutput(try EaselJSON.string(report))
            return
        }
        writeStandardOutput("build: \(build), allocator: \(report.allocator), \(runs) runs each; milliseconds (min / median / p99)")
        for r in rows {
            writeStandardOutput(String(format: "%-52@ parse %.3f / %.3f / %.3f   sema %.3f / %.3f / %.3f   evaluate %.3f / %.3f / %.3f",
                                       r.example as NSString, r.parse.min_ms, r.parse.median_ms, r.parse.p99_ms,
                                       r.sema.min_ms, r.sema.median_ms, r.sema.p99_ms, r.evaluate.min_ms, r.evaluate.median_ms, r.evaluate.p99_ms))
        }
        writeStandardOutput(String(format: "median over examples: parse %.3f ms, evaluate %.3f ms, layout %.3f ms (1,000-line file: layout %.3f ms)",
                                   report.parse_median_ms, report.evaluate_median_ms, report.layout_median_ms, report.large_file_layout_ms))
        writeStandardOutput(String(format: "keystroke to SVG over %d examples: median %.3f ms (swift-syntax's parse alone %.3f ms), p99 %.3f ms; 1,000-line file %.3f ms (swift-syntax's parse alone %.3f ms); peak RSS %.0f MB",
                                   report.keystroke_examples, report.keystroke_median_ms, report.keystroke_syntax_parse_ms, report.keystroke_p99_ms,
                                   report.large_file_ms, report.large_file_syntax_parse_ms, report.peak_rss_mb))
        writeStandardOutput(String(format: "the same keystrokes through the Studio's service: median %.3f ms", report.studio_keystroke_median_ms))
        writeStandardOutput(String(format: "%d-file project: cold (read, parse, module, render) %.1f ms; keystroke in one file to SVG: median %.3f ms (parse and module %.3f ms; the screen and what it uses as one file, from scratch: %.3f ms)",
                                   report.project_files, report.project_cold_ms, report.project_keystroke_median_ms, report.project_keystroke_module_ms,
                                   report.project_keystroke_as_one_file_ms))
        writeStandardOutput(String(format: "variant matrix (%d cells): %.0f renders/s on one core, %.0f on %d cores; a render %.3f ms",
                                   report.variants_cells, report.variants_renders_per_s.one_core, report.variants_renders_per_s.all_cores,
                                   report.variants_renders_per_s.cores, report.variants_render_ms))
        if let floor = report.swiftc_typecheck_median_ms, let ratio = report.swiftc_ratio {
            writeStandardOutput(String(format: "swiftc -typecheck against a stub SwiftUI (%d sources): median %.1f ms, %.0f× a keystroke",
                                       report.swiftc_typechecked, floor, ratio))
        } else {
            writeStandardOutput("swiftc -typecheck floor: not measured (no swiftc on PATH, or the stub module did not build)")
        }
        writeStandardOutput("toolbar engine (customizable macOS toolbar, 1000 pt wide, most items overflowing):")
        for r in toolbarRows {
            writeStandardOutput(String(format: "%6d items: resolve %.3f ms (%.2f µs/item)   edit %.3f ms   migrate %.3f ms",
                                       r.items, r.resolve.median_ms, r.resolve_per_item_us, r.edit.median_ms, r.migrate.median_ms))
        }
    }

    private func printGrowth(_ report: GrowthBench.Report) throws {
        if json { return writeStandardOutput(try EaselJSON.string(report)) }
        writeStandardOutput("build: \(report.build), \(report.runs) run(s) per size; whole pipeline, median ms at 1×, 10×, 100×")
        for r in report.growth {
            let sizes = r.sizes.map(String.init).joined(separator: " / ")
            let times = r.ms.map { String(format: "%.3f", $0) }.joined(separator: " / ")
            let axis = r.axis.padding(toLength: 22, withPad: " ", startingAt: 0)
            writeStandardOutput(String(format: "%@ %@ (%@): %@ ms   exponent %.2f (last step %.2f)%@", axis, sizes, r.unit, times,
                                       r.exponent, r.exponent_last, r.budget_hit ? "   budget hit" : ""))
        }
        writeStandardOutput(String(format: "largest exponent: %.2f", report.max_exponent))
    }

    /// Resolution, edit and migration cost for toolbars of 10, 100 and 10,000 items (issue 3):
    /// per-item cost stays flat when the engine is linear (or n log n).
    private func toolbarScaling() throws -> [ToolbarRow] {
        guard let fonts = FreeTypeFonts.shared else { throw FreeTypeFonts.FontError.noFont }
        var result: [ToolbarRow] = []
        for n in [10, 100, 10_000] {
            let items = (0..<n).map { i in
                ToolbarItemDecl(key: "item\(i)", id: "item\(i)", index: i, kind: .item,
                                placement: ToolbarPlacement(i % 2 == 0 ? "primaryAction" : "secondaryAction"), label: "Item \(i)",
                                systemImage: i % 3 == 0 ? "star" : nil,
                                content: ViewNode(kind: "Button", identity: "b\(i)", arguments: [IRArgument("title", .string("Item \(i)"))]))
            }
            let declaration = ToolbarDecl(id: "bench", host: "Bench", presentation: "window", items: items, range: .none)
            let model = CustomizationModel(declaration)
            let resolver = ToolbarResolver(context: ToolbarContext(platform: .macos), measurer: fonts)
            let window = PresentationDecl(id: "window", kind: "window", navigationTitle: "Bench")
            var saved = model.defaultState()
            saved.items.removeLast(n / 10)  // a tenth removed, so migration has work to do
            let repeats = n >= 10_000 ? 7 : max(5, runs)
            var resolve: [Double] = [], edit: [Double] = [], migrate: [Double] = []
            for _ in 0..<repeats {
                let t0 = ContinuousClock.now
                _ = resolver.resolve(declaration, state: saved, presentation: window)
                let t1 = ContinuousClock.now
                var state = try model.apply(.move("item\(n / 2)", to: 0), to: saved, on: .macos)
                state = try model.apply(.remove("item0"), to: state, on: .macos)
                state = try model.apply(.add("item0", at: state.items.count), to: state, on: .macos)
                let t2 = ContinuousClock.now
                _ = model.migrate(saved)
                let t3 = ContinuousClock.now
                resolve.append((t1 - t0).milliseconds); edit.append((t2 - t1).milliseconds); migrate.append((t3 - t2).milliseconds)
            }
            let r = stage(resolve)
            result.append(ToolbarRow(items: n, resolve: r, edit: stage(edit), migrate: stage(migrate), resolve_per_item_us: r.median_ms * 1000 / Double(n)))
        }
        return result
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

    /// A 1,000-line SwiftUI file: helper views with stacks and rows, and a toolbar with many items.
    static func largeFile(lines: Int) -> String {
        var out = ["import SwiftUI", ""]
        var helper = 0
        while out.count < lines - 40 {
            out += ["struct Row\(helper): View {", "    let title: String", "    @State private var on = false", "    var body: some View {",
                    "        HStack {", "            Image(systemName: \"star\")", "            Text(title)", "            Spacer()",
                    "            Toggle(\"On\", isOn: $on)", "        }", "    }", "}", ""]
            helper += 1
        }
        out += ["struct LargeView: View {", "    var body: some View {", "        NavigationStack {", "            List {"]
        for i in 0..<helper { out.append("                Row\(i)(title: \"Row \(i)\")") }
        out += ["            }", "            .navigationTitle(\"Large\")", "            .toolbar(id: \"large\") {"]
        while out.count < lines - 6 {
            let i = out.count
            out.append("                ToolbarItem(id: \"item\(i)\", placement: .secondaryAction) { Button(\"Item \(i)\", systemImage: \"star\") { } }")
        }
        out += ["            }", "        }", "    }", "}"]
        return out.joined(separator: "\n") + "\n"
    }

    /// The process's peak resident set (Linux: VmHWM), in megabytes.
    static func peakResidentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kb / 1024
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
