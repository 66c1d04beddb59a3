import EaselCanvas
import EaselFrontend
import EaselIR
import EaselText
import Foundation

/// `easel bench --growth` (issue 33): every input a person or an attacker can grow, generated at
/// three sizes a factor of ten apart and run through the whole pipeline, with the exponent of a
/// power law fitted to the times. Linear costs fit an exponent near 1 (constant overheads pull
/// it below); a quadratic stage shows as 2.
enum GrowthBench {
    struct Axis: Sendable {
        let name: String
        /// What one unit of size is.
        let unit: String
        /// The smallest size of the full ladder, and of the short one CI runs in a debug build.
        let base: Int
        let shortBase: Int
        /// The sources of an input of size n (one file, or a project's files).
        let make: @Sendable (Int) -> [SourceFile]
    }

    struct Row: Encodable {
        let axis: String
        let unit: String
        let sizes: [Int]
        /// Median whole-pipeline time at each size.
        let ms: [Double]
        /// Least-squares slope of log(time) over log(size), over the three sizes.
        let exponent: Double
        /// The slope between the two largest sizes alone, where constant overheads weigh least.
        let exponent_last: Double
        /// An evaluation budget ended some size early: its time does not measure growth.
        let budget_hit: Bool
    }

    struct Report: Encodable {
        let build: String
        let short: Bool
        let runs: Int
        let growth: [Row]
        let max_exponent: Double
    }

    static func measure(short: Bool, runs: Int, measurer: any TextMeasuring) -> Report {
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        // The SDK and the fonts load on the first render: not a cost of any size.
        _ = render(axes[0].make(1), measurer: measurer)
        let rows = axes.map { axis in
            let base = short ? axis.shortBase : axis.base
            let sizes = [base, base * 10, base * 100]
            var budgetHit = false
            let times = sizes.map { n -> Double in
                let files = axis.make(n)
                var samples: [Double] = []
                for _ in 0..<max(1, runs) {
                    let (ms, budget) = render(files, measurer: measurer)
                    samples.append(ms)
                    budgetHit = budgetHit || budget
                }
                return samples.sorted()[samples.count / 2]
            }
            return Row(axis: axis.name, unit: axis.unit, sizes: sizes, ms: times, exponent: fittedExponent(sizes, times),
                       exponent_last: slope(Double(sizes[1]), times[1], Double(sizes[2]), times[2]), budget_hit: budgetHit)
        }
        return Report(build: build, short: short, runs: runs, growth: rows, max_exponent: rows.map(\.exponent).max() ?? 0)
    }

    /// Parse, evaluate, resolve, lay out and draw on iPadOS; the time and whether a budget ended it.
    static func render(_ files: [SourceFile], measurer: any TextMeasuring) -> (ms: Double, budget: Bool) {
        let start = ContinuousClock.now
        let program = files.count == 1 ? Frontend.compile(files[0].text, fileName: files[0].path)
                                       : Frontend.compile(files: files, platform: .ipados)
        let diagnostics = ProjectBench.render(program, measurer: measurer)
        return ((ContinuousClock.now - start).milliseconds, diagnostics.contains { $0.code.hasPrefix("budget") })
    }

    static func fittedExponent(_ sizes: [Int], _ times: [Double]) -> Double {
        let xs = sizes.map { log(Double($0)) }, ys = times.map { log(max($0, 1e-6)) }
        let mx = xs.reduce(0, +) / Double(xs.count), my = ys.reduce(0, +) / Double(ys.count)
        let covariance = zip(xs, ys).map { ($0 - mx) * ($1 - my) }.reduce(0, +)
        let variance = xs.map { ($0 - mx) * ($0 - mx) }.reduce(0, +)
        return variance > 0 ? covariance / variance : 0
    }

    static func slope(_ n0: Double, _ t0: Double, _ n1: Double, _ t1: Double) -> Double {
        log(max(t1, 1e-6) / max(t0, 1e-6)) / log(n1 / n0)
    }

    // MARK: The axes

    static let axes: [Axis] = [
        Axis(name: "text length", unit: "characters of one unbroken run", base: 2_000, shortBase: 200) { n in
            view("Text(\"\(token(n))\").padding()")
        },
        Axis(name: "words", unit: "words of one Text", base: 300, shortBase: 30) { n in
            view("Text(\"\((0..<n).map { "word\($0 % 97)" }.joined(separator: " "))\").padding()")
        },
        Axis(name: "stack children", unit: "Texts in one VStack", base: 10, shortBase: 2) { n in
            view("VStack {\n" + (0..<n).map { "    Text(\"Row \($0)\")" }.joined(separator: "\n") + "\n}")
        },
        Axis(name: "nesting depth", unit: "nested VStacks", base: 2, shortBase: 1) { n in
            view(String(repeating: "VStack { ", count: n) + "Text(\"deep\")" + String(repeating: " }", count: n))
        },
        Axis(name: "modifier chain", unit: "modifiers on one Text", base: 10, shortBase: 2) { n in
            view("Text(\"chained\")" + String(repeating: "\n    .padding(1)", count: n))
        },
        Axis(name: "ForEach rows", unit: "rows of a ForEach in a VStack", base: 10, shortBase: 2) { n in
            view("ScrollView { VStack { ForEach(0..<\(n), id: \\.self) { i in Text(\"Row \\(i)\") } } }")
        },
        Axis(name: "lazy ForEach rows", unit: "rows of a List", base: 10, shortBase: 2) { n in
            view("List(0..<\(n), id: \\.self) { i in Text(\"Row \\(i)\") }")
        },
        Axis(name: "list rows", unit: "static rows of a List", base: 10, shortBase: 2) { n in
            view("List {\n" + (0..<n).map { "    Text(\"Row \($0)\")" }.joined(separator: "\n") + "\n}")
        },
        Axis(name: "toolbar items", unit: "ToolbarItems", base: 5, shortBase: 1) { n in
            let items = (0..<n).map { "        ToolbarItem(placement: .primaryAction) { Button(\"Item \($0)\") { } }" }
            return view("NavigationStack {\n    Text(\"Items\").toolbar {\n" + items.joined(separator: "\n") + "\n    }\n}")
        },
        Axis(name: "tabs", unit: "Tabs of a TabView", base: 3, shortBase: 1) { n in
            view("TabView {\n" + (0..<n).map { "    Tab(\"Tab \($0)\", systemImage: \"star\") { Text(\"Tab \($0)\") }" }
                .joined(separator: "\n") + "\n}")
        },
        Axis(name: "syntax errors", unit: "broken rows", base: 30, shortBase: 3) { n in
            view("VStack {\n" + (0..<n).map { "    Text(\"row\").padding( )) \($0)" }.joined(separator: "\n") + "\n}")
        },
        Axis(name: "unknown names", unit: "names nothing declares", base: 10, shortBase: 2) { n in
            view("VStack {\n" + (0..<n).map { "    Text(undeclared\($0))" }.joined(separator: "\n") + "\n}")
        },
        Axis(name: "string interpolations", unit: "interpolations in one Text", base: 20, shortBase: 2) { n in
            view("let count = 7\nreturn Text(\"\(String(repeating: "\\(count) ", count: n))\")")
        },
        Axis(name: "switch cases", unit: "cases of one switch", base: 10, shortBase: 2) { n in
            let cases = (0..<n).map { "    case \($0): Text(\"Case \($0)\")" }.joined(separator: "\n")
            return view("let k = \(n - 1)\nreturn VStack {\n switch k {\n\(cases)\n    default: Text(\"none\")\n }\n}")
        },
        Axis(name: "stored properties", unit: "properties of one view", base: 10, shortBase: 2) { n in
            let properties = (0..<n).map { "    var p\($0) = \($0)" }.joined(separator: "\n")
            return [SourceFile(path: "Growth.swift", text: "import SwiftUI\n\nstruct Growth: View {\n\(properties)\n    var body: some View {\n        Text(\"\\(p\(n - 1))\")\n    }\n}\n")]
        },
        Axis(name: "project files", unit: "files of a generated app", base: 5, shortBase: 1) { n in
            ProjectBench.generated(files: n)
        },
    ]

    /// A file with one view whose body is `body` (statements, or one view expression).
    private static func view(_ body: String) -> [SourceFile] {
        [SourceFile(path: "Growth.swift", text: "import SwiftUI\n\nstruct Growth: View {\n    var body: some View {\n\(body)\n    }\n}\n")]
    }

    /// Base64-like characters from a fixed sequence: the same token every run.
    private static func token(_ n: Int) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var state: UInt64 = 2_463_534_242
        return String((0..<n).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return alphabet[Int(state >> 58)]
        })
    }
}
