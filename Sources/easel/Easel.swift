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
        subcommands: [RenderCommand.self, CheckCommand.self, IRCommand.self, PreviewsCommand.self, CustomizeCommand.self, StudioCommand.self, DocsCommand.self, BenchCommand.self, SDKCoverageCommand.self]
    )

    /// ArgumentParser exits 64 on a usage error; the contract says 2.
    static func main() async {
        // Every command but help reads the SDK: on another core, while the arguments are parsed.
        DispatchQueue.global(qos: .userInitiated).async { Frontend.readSDK() }
        do {
            let command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try runOnLargeStack(command)
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

/// A command run on a large-stack thread, so the front end's runs inside it need no thread hop
/// (`LargeStack`). Not isolated to the main actor, whose check would stop the run on that thread.
nonisolated func runOnLargeStack(_ command: ParsableCommand) throws {
    var command = command
    try LargeStack.run { Result { try command.run() } }.get()
}

extension ExitCode {
    static let sourceErrors = ExitCode(1)
    static let usage = ExitCode(2)
    static let rejectedEdit = ExitCode(3)
}

extension Platform: ExpressibleByArgument {}

func writeStandardOutput(_ s: String) {
    FileHandle.standardOutput.write(Data((s.hasSuffix("\n") ? s : s + "\n").utf8))
}

struct IRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ir", abstract: "Print the UI IR of a SwiftUI source file as JSON.")

    @Argument(help: ArgumentHelp("The SwiftUI source: a file (- for standard input), or several files, folders or a Swift package.", valueName: "path"))
    var paths: [String]
    @Option(help: "Render this view (or #Preview(\"name\")) instead of the preferred root.") var view: String?
    @Option(help: "In a project: this file's first preview, else its view.") var file: String?
    @Option(help: "Decide #if os(…) and platform-dependent defaults for this platform (default: none named, as ipados).")
    var platform: Platform?
    @Option(help: "The OS release: 18, 26 or 27 (what #available tests and which APIs exist).") var os: OSRelease = .current
    @Option(help: ArgumentHelp("The language of localized texts: a language of the project's string tables, or double-length, accented, bounded, right-to-left.",
                               valueName: "code"))
    var locale: String?

    func validate() throws { try validateLocale(locale) }

    func run() throws {
        let input = try SourceInput(paths: paths)
        let document = input.evaluate(view: view, platform: platform, file: file, os: os, locale: locale)
        writeStandardOutput(try EaselJSON.string(document))
        if document.diagnostics.hasErrors { throw ExitCode.sourceErrors }
    }
}

