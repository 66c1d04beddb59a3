import ArgumentParser
import EaselFrontend
import EaselIR
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check",
                                                    abstract: "Print the diagnostics of a SwiftUI source file or project, HIG checks included.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif, github }

    @Argument(help: ArgumentHelp("The SwiftUI source: a file (- for standard input), or several files, folders or a Swift package read as one module.",
                                 valueName: "file"))
    var files: [String]
    @OptionGroup var options: RenderOptions
    @Option(help: "text (compiler style), json, sarif (SARIF 2.1.0, for code scanning) or github (GitHub Actions workflow commands).")
    var format: Format = .text
    @Flag(help: "Names that neither the source nor the declared SDK defines are errors, not opaque values with a note.")
    var strict = false
    @Flag(help: "Per file: clean, degraded (notes and warnings only) or failed, and the most frequent unknown names.")
    var summary = false
    @Option(help: ArgumentHelp("Check every preview in each variant against its base: 'all', or axes like 'locale=en,double-length;dynamicType=large,accessibility3' (axes: platform, os, width, locale, layoutDirection, orientation, dynamicType).",
                               valueName: "spec"))
    var variants: String?
    @Option(help: ArgumentHelp("With --variants: check the K-th of N deterministic parts of the matrix (1-based), for CI runners.", valueName: "K/N"))
    var shard: Shard?

    struct Output: Encodable {
        let diagnostics: [Diagnostic]
        var variants: [VariantMatrix.Row]? = nil
    }

    func validate() throws {
        if files.isEmpty { throw ValidationError("Missing expected argument '<file>'") }
        if shard != nil, variants == nil { throw ValidationError("--shard splits a --variants matrix; name one with --variants") }
        if let variants { _ = try VariantSpec.parse(variants, platform: options.platform, os: options.os, width: options.width) }
    }

    func run() throws {
        let input = try SourceInput(paths: files)
        var perFile: [(file: String, diagnostics: [Diagnostic])]
        var rows: [VariantMatrix.Row]?
        if let variants {
            let spec = try VariantSpec.parse(variants, platform: options.platform, os: options.os, width: options.width)
            let matrix = VariantMatrix(input: input, spec: spec, options: options, measurer: try options.measurer())
            let result = matrix.run(shard: shard)
            // The matrix adds to what `check` says (CLI contract): every file's diagnostics, then
            // what the variants change — an error outside the previews is still an error. Of
            // shards, the first says them, so that the parts add up without repeating them.
            let firstPart = shard.map { $0.index == 1 } ?? true
            perFile = firstPart ? try diagnosticsPerFile(input) : []
            var seen = Set(perFile.flatMap(\.diagnostics))
            perFile.append((input.name, result.diagnostics.filter { seen.insert($0).inserted }))
            rows = result.rows
        } else {
            perFile = try diagnosticsPerFile(input)
        }
        let all = perFile.flatMap(\.diagnostics)
        switch format {
        case .json:
            writeStandardOutput(try EaselJSON.string(Output(diagnostics: all, variants: rows)))
        case .sarif:
            writeStandardOutput(try CIFormats.sarif(all, file: input.name))
        case .github:
            if !all.isEmpty { writeStandardOutput(CIFormats.github(all, file: input.name)) }
        case .text:
            if !all.isEmpty { writeStandardOutput(all.map { $0.formatted(file: input.name) }.joined(separator: "\n")) }
            if let rows { writeStandardOutput(VariantMatrix.table(rows)) }
            if input.isProject {
                let errors = all.filter { $0.severity == .error }.count, warnings = all.filter { $0.severity == .warning }.count
                writeStandardOutput("\(input.files.count) files checked: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            }
        }
        if summary { FileHandle.standardError.write(Data(Self.summary(perFile).utf8)) }
        if all.hasErrors { throw ExitCode.sourceErrors }
    }

    /// Every file's diagnostics: a single file as before; in a project each file is the root in
    /// turn (`--file`), within the one module, so every file's views are evaluated (spec R1, R2).
    private func diagnosticsPerFile(_ input: SourceInput) throws -> [(file: String, diagnostics: [Diagnostic])] {
        guard input.isProject else {
            let ir = input.evaluation(for: options, strict: strict).document
            return [(input.name, try renderDocument(ir, options, state: nil).diagnostics)]
        }
        let program = input.compile(platform: options.platform)
        var seen = Set<Diagnostic>()
        var result: [(file: String, diagnostics: [Diagnostic])] = []
        for file in input.files where options.file.map({ SourceFile.path(file.path, isNamedBy: $0) }) ?? true {
            let run = SourceInput.evaluation(of: program, for: options, strict: strict, file: file.path)
            var ir = run.document
            ir.diagnostics = ir.diagnostics.filter { $0.code != "no-view" }  // a file of models or helpers has no view of its own
            let found = try renderDocument(ir, options, state: nil).diagnostics.filter { seen.insert($0).inserted }
            result.append((file.path, found))
        }
        let decoding = input.decodingDiagnostics.filter { seen.insert($0).inserted }
        if !decoding.isEmpty { result.insert(("", decoding), at: 0) }
        return result
    }

    /// The name an unknown-name note is about: `X` in "cannot find 'X'…", `T.m` in "… 'T' has no member 'm'".
    static func unknownName(in message: String) -> String? {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        guard let first = quoted.first else { return nil }
        if message.contains("has no member"), quoted.count >= 2 { return first + "." + quoted[1] }
        return first
    }

    /// `check --summary`: what a person runs first on their own project.
    static func summary(_ perFile: [(file: String, diagnostics: [Diagnostic])]) -> String {
        var lines: [String] = []
        var counts = (clean: 0, degraded: 0, failed: 0)
        var unknown: [String: Int] = [:]
        for (file, diagnostics) in perFile where !file.isEmpty {
            let status: String
            if diagnostics.hasErrors { status = "failed"; counts.failed += 1 }
            else if diagnostics.isEmpty { status = "clean"; counts.clean += 1 }
            else { status = "degraded"; counts.degraded += 1 }
            lines.append("\(status.padding(toLength: 9, withPad: " ", startingAt: 0)) \(file)")
            for d in diagnostics where d.code == "unknown-name" || d.code == "placeholder-view" {
                if let name = unknownName(in: d.message) { unknown[name, default: 0] += 1 }
            }
        }
        lines.append("\(counts.clean) clean, \(counts.degraded) degraded, \(counts.failed) failed")
        let frequent = unknown.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(10)
        if !frequent.isEmpty {
            lines.append("most frequent unknown names: " + frequent.map { "\($0.key) (\($0.value))" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
