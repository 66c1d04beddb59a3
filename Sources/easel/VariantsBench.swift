import EaselIR
import EaselText
import Foundation

/// `bench`'s variant figures (issue "Every variant", point 7): the generated 50-file project's
/// previews in the `all` matrix on iPadOS — parsed per platform, evaluated per preview and
/// language, resolved, its bars laid out and compared with its base per cell, as `check
/// --variants` does — on one core and on every core.
enum VariantsBench {
    struct Figures {
        let cells: Int
        let oneCoreRendersPerSecond: Double
        let allCoresRendersPerSecond: Double
        /// One cell's share of the one-core run, parsing and evaluation included (ms).
        let renderMilliseconds: Double
    }

    static func measure(measurer: any TextMeasuring, runs: Int) throws -> Figures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-variants-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ProjectBench.generated(files: 50) {
            try file.text.write(to: folder.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        let input = try SourceInput(paths: [folder.path])
        let options = try RenderOptions.parse(["--platform", "ipados"])
        // A new matrix for each pass, which compiles the project again (a matrix keeps its programs).
        func matrix(serial: Bool) -> VariantMatrix {
            var matrix = VariantMatrix(input: input, spec: VariantSpec.all(platform: .ipados, os: .current, width: nil), options: options,
                                       measurer: measurer)
            matrix.serial = serial
            return matrix
        }
        let cells = matrix(serial: false).cells
        // One core and every core alternately, pass by pass: this machine's speed drifts within
        // seconds, and a pair run back to back sees the same drift.
        var one: [Double] = [], all: [Double] = []
        for _ in 0..<max(1, runs) {
            for serial in [true, false] {
                let matrix = matrix(serial: serial)
                let start = ContinuousClock.now
                _ = matrix.compared(cells)
                let seconds = (ContinuousClock.now - start).milliseconds / 1000
                if serial { one.append(seconds) } else { all.append(seconds) }
            }
        }
        let median = { (xs: [Double]) in xs.sorted()[xs.count / 2] }
        return Figures(cells: cells.count, oneCoreRendersPerSecond: Double(cells.count) / median(one),
                       allCoresRendersPerSecond: Double(cells.count) / median(all), renderMilliseconds: median(one) * 1000 / Double(cells.count))
    }
}
