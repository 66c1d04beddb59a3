import ArgumentParser
import EaselDocs
import EaselIR
import EaselText
import Foundation

/// `easel docs INPUT_DIR -o SITE_DIR`: a static site whose every example is rendered.
struct DocsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Build a documentation site whose Swift examples are rendered, with a status for each.")

    @Argument(help: "A folder of pages — Markdown (.md) with ```swift fences, or plain text (.txt) — or a DocC catalog (*.docc, or a folder holding one).")
    var input: String
    @Option(name: .shortAndLong, help: "The folder the site is written to.") var output: String
    @Flag(help: "Exit with 1 when any example does not render (for CI).") var check = false
    @Option(name: .customLong("studio-url"), help: "Where \"Run live & edit\" opens the Studio.") var studioURL = "http://127.0.0.1:8080"
    @Option(help: "The index page's title.") var title = "Easel documentation"
    @Option(help: "The OS release the examples are rendered for: 18, 26 or 27 (spec G1).") var os: OSRelease = .current

    func run() async throws {
        guard let fonts = FreeTypeFonts.shared else {
            FileHandle.standardError.write(Data("easel: \(FreeTypeFonts.FontError.noFont)\n".utf8))
            throw ExitCode.usage
        }
        var options = SiteBuilder.Options()
        options.studioURL = studioURL
        options.title = title
        options.os = os
        options.generator = Self.generatorIdentity()
        let terminal = isatty(STDERR_FILENO) == 1
        let report: SiteBuilder.Report
        do {
            report = try await SiteBuilder(measurer: fonts, options: options)
                .build(from: URL(fileURLWithPath: input), to: URL(fileURLWithPath: output)) { done, total in
                    if terminal { FileHandle.standardError.write(Data(Self.progressBar(done, total).utf8)) }
                }
        } catch let error as SiteBuilder.BuildError {
            FileHandle.standardError.write(Data("easel: \(error)\n".utf8))
            throw ExitCode.usage
        }
        if terminal { FileHandle.standardError.write(Data("\n".utf8)) }
        for page in report.pages { for line in page.errors { FileHandle.standardError.write(Data((line + "\n").utf8)) } }
        // `--check`: every local image that does not exist and every DocC directive or snippet Easel
        // could not show, at its line (the exit code is the examples').
        if check {
            for page in report.pages {
                for line in page.warnings ?? [] { FileHandle.standardError.write(Data((line + "\n").utf8)) }
            }
        }
        let examples = report.pages.reduce(0) { $0 + $1.runnable }
        print("\(report.pages.count) pages, \(examples) examples, \(report.failingExamples) failing, \(report.skippedPages) unchanged pages skipped → \(output)/index.html")
        if check && report.failingExamples > 0 { throw ExitCode(1) }
    }

    /// `[#######.............] 7/20 pages`, redrawn in place.
    static func progressBar(_ done: Int, _ total: Int) -> String {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        return "\r[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] \(done)/\(total) pages"
    }

    /// The running binary's size and modification time: a rebuilt easel re-renders every page.
    static func generatorIdentity() -> String {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "easel \(size) \(Int(modified))"
    }
}
