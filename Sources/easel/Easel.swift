import ArgumentParser
import EaselFrontend
import EaselIR
import Foundation

/// The `easel` command (see `../shared/spec/cli-contract.md`; exit codes: 0 done, 1 the source
/// has errors, 2 usage error, 3 a rejected customization edit).
@main
struct Easel: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easel",
        abstract: "SwiftUI toolbars on every Apple platform, previewed from source on Linux.",
        subcommands: [RenderCommand.self, CheckCommand.self, IRCommand.self, CustomizeCommand.self, StudioCommand.self, DocsCommand.self, BenchCommand.self]
    )

    /// ArgumentParser exits 64 on a usage error; the contract says 2.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(ExitCode.usage.rawValue)
        }
    }
}

extension ExitCode {
    static let sourceErrors = ExitCode(1)
    static let usage = ExitCode(2)
    static let rejectedEdit = ExitCode(3)
}

extension Platform: ExpressibleByArgument {}

/// A source file named on the command line (`-` is standard input).
struct SourceInput {
    let name: String
    let text: String
    let decodingDiagnostics: [Diagnostic]

    init(path: String) throws {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
            name = "<stdin>"
        } else {
            guard let d = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("easel: cannot read '\(path)'\n".utf8))
                throw ExitCode.usage
            }
            data = d
            name = path
        }
        let decoded = ParsedSource.decode(data, fileName: name)
        text = decoded.text
        decodingDiagnostics = decoded.diagnostics
    }

    func evaluate(view: String? = nil, colorScheme: String = "light", platform: Platform? = nil, strict: Bool = false) -> IRDocument {
        evaluation(view: view, colorScheme: colorScheme, platform: platform, strict: strict).document
    }

    /// The IR and the state it was evaluated with (initial values of every @State).
    func evaluation(view: String? = nil, colorScheme: String = "light", platform: Platform? = nil, strict: Bool = false) -> (document: IRDocument, state: StateStore) {
        let run = Frontend.compile(text, fileName: name, platform: platform)
            .evaluate(options: EvaluationOptions(view: view, colorScheme: colorScheme, strict: strict, platform: platform))
        var document = run.document
        document.diagnostics = (decodingDiagnostics + document.diagnostics).sortedForOutput()
        return (document, run.state)
    }
}

func writeStandardOutput(_ s: String) {
    FileHandle.standardOutput.write(Data((s.hasSuffix("\n") ? s : s + "\n").utf8))
}

struct IRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ir", abstract: "Print the UI IR of a SwiftUI source file as JSON.")

    @Argument(help: "The SwiftUI source file, or - for standard input.") var file: String
    @Option(help: "Render this view instead of the preferred root.") var view: String?

    func run() throws {
        let input = try SourceInput(path: file)
        let document = input.evaluate(view: view)
        writeStandardOutput(try EaselJSON.string(document))
        if document.diagnostics.hasErrors { throw ExitCode.sourceErrors }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check",
                                                    abstract: "Print the diagnostics of a SwiftUI source file, HIG checks included.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "The SwiftUI source file, or - for standard input (text format: several files may be given).")
    var files: [String]
    @OptionGroup var options: RenderOptions
    @Option(help: "text (compiler style) or json.") var format: Format = .text
    @Flag(help: "Names that neither the source nor the declared SDK defines are errors, not opaque values with a note.")
    var strict = false

    struct Output: Encodable { let diagnostics: [Diagnostic] }

    func validate() throws {
        if files.isEmpty { throw ValidationError("Missing expected argument '<file>'") }
        if format == .json && files.count > 1 { throw ValidationError("--format json takes one file") }
    }

    func run() throws {
        var errors = 0, warnings = 0
        for file in files {
            let input = try SourceInput(path: file)
            // The front end's diagnostics and the toolbar engine's, HIG checks included.
            let ir = input.evaluate(view: options.view, colorScheme: options.colorScheme.rawValue, platform: options.platform, strict: strict)
            let diagnostics = try renderDocument(ir, options, state: nil).diagnostics
            errors += diagnostics.filter { $0.severity == .error }.count
            warnings += diagnostics.filter { $0.severity == .warning }.count
            switch format {
            case .json:
                writeStandardOutput(try EaselJSON.string(Output(diagnostics: diagnostics)))
            case .text:
                if !diagnostics.isEmpty { writeStandardOutput(diagnostics.map { $0.formatted(file: input.name) }.joined(separator: "\n")) }
            }
        }
        if files.count > 1 {
            writeStandardOutput("\(files.count) files checked: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
        if errors > 0 { throw ExitCode.sourceErrors }
    }
}
