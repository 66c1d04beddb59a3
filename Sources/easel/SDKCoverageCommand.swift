import ArgumentParser
import EaselFrontend
import Foundation

/// `easel sdk-coverage` (hidden; run by `Scripts/sdk-coverage`): the declared SDK's families
/// against Apple's documented declarations, as `Docs/sdk-coverage.md` lists them.
struct SDKCoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdk-coverage",
        abstract: "Write the listing of the declared SDK's families against Apple's documentation (Docs/sdk-coverage.md).",
        shouldDisplay: false)

    @Option(help: "The manifest of the families and the declarations Apple documents.")
    var manifest = "Sources/EaselFrontend/SDK/Families.txt"
    @Option(help: "Where to write the listing; standard output when not given.")
    var output: String?
    @Flag(help: "Write nothing: fail (exit 1) when the file at --output is out of date.")
    var check = false

    func run() throws {
        let families = try String(contentsOfFile: manifest, encoding: .utf8)
        let interface = SDKCoverage.interface
        let listing = SDKCoverage.listing(interface: interface, manifest: families)
        let missing = SDKCoverage.missing(interface: interface, manifest: families)
        for m in missing { FileHandle.standardError.write(Data("not declared: \(m)\n".utf8)) }
        guard let output else {
            FileHandle.standardOutput.write(Data(listing.utf8))
            if !missing.isEmpty { throw ExitCode.sourceErrors }
            return
        }
        if check {
            let current = try? String(contentsOfFile: output, encoding: .utf8)
            if current != listing {
                FileHandle.standardError.write(Data("\(output) is out of date: run Scripts/sdk-coverage\n".utf8))
                throw ExitCode.sourceErrors
            }
        } else {
            try listing.write(toFile: output, atomically: true, encoding: .utf8)
        }
        if !missing.isEmpty { throw ExitCode.sourceErrors }
    }
}
