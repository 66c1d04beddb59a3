import ArgumentParser
import EaselFrontend
import EaselIR
import Foundation

/// `easel previews PATH...`: the previews and views a project offers (CLI contract).
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "previews",
                                                    abstract: "List the previews, preview providers and views of SwiftUI files or a project.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: ArgumentHelp("Files, folders or a Swift package.", valueName: "path")) var paths: [String]
    @Option(help: "text or json.") var format: Format = .text

    struct Output: Encodable { let previews: [PreviewEntry] }

    func run() throws {
        let input = try SourceInput(paths: paths)
        let entries = input.compile(platform: nil).previewEntries
        switch format {
        case .json:
            writeStandardOutput(try EaselJSON.string(Output(previews: entries)))
        case .text:
            let lines = entries.map { "\($0.file):\($0.line): \($0.kind.rawValue) \($0.name)\($0.needsArguments ? " (needs arguments)" : "")" }
            writeStandardOutput(lines.isEmpty ? "no previews or views" : lines.joined(separator: "\n"))
        }
    }
}
