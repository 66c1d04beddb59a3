import ArgumentParser
import EaselStudio
import EaselText
import Foundation
import Hummingbird

/// `easel studio`: the browser Studio on loopback, opening on Easel's examples.
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "studio", abstract: "Edit SwiftUI in the browser and watch the preview.")

    @Option(help: "The address to listen on (loopback by default).") var host = "127.0.0.1"
    @Option(help: "The port.") var port = 8080
    @Option(help: "Where documents and customizations are kept (default: the user's data folder).") var data: String?
    @Option(help: "A folder of .swift examples to open on.") var examples = "Examples"

    func validate() throws {
        if !(1...65535).contains(port) { throw ValidationError("--port is 1 to 65535") }
    }

    var dataFolder: URL {
        if let data { return URL(fileURLWithPath: data) }
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return base.appendingPathComponent("easel")
    }

    func run() async throws {
        guard let fonts = FreeTypeFonts.shared else {
            FileHandle.standardError.write(Data("easel: \(FreeTypeFonts.FontError.noFont)\n".utf8))
            throw ExitCode.usage
        }
        let store = try StudioStore(folder: dataFolder)
        try Studio.seed(store, from: URL(fileURLWithPath: examples))
        let service = StudioService(store: store, measurer: fonts)
        FileHandle.standardError.write(Data("Easel Studio on http://\(host):\(port)/ (data in \(dataFolder.path))\n".utf8))
        try await Studio.application(host: host, port: port, service: service).runService()
    }
}
