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
    @Option(help: "Keep everything in this PostgreSQL database instead of SQLite, e.g. postgres://easel@127.0.0.1:5432/easel (default: $EASEL_DATABASE_URL). Several Studios may share one.")
    var database: String?
    @Option(help: "Open a project: a folder or Swift package whose previews and views are the documents; files edited on disk re-render, edits in the page are written back.")
    var project: String?
    @Option(help: "A folder of .swift examples to open on (default: Easel's bundled examples, wherever the Studio is started).")
    var examples: String?
    @Option(name: .customLong("allowed-host"), help: "Also answer requests addressed to this host name (repeatable; e.g. the name a reverse proxy passes on).")
    var allowedHosts: [String] = []
    @Option(help: "The token every request must carry (default: $EASEL_STUDIO_TOKEN; beyond loopback, a random one).")
    var token: String?
    @Option(name: .customLong("header-timeout"), help: "Seconds a client has to send a request's line and headers (default: 10).")
    var headerTimeout: Double = 10
    @Option(name: .customLong("min-body-rate"), help: "Bytes per second a request body must arrive at, on average, after the header timeout's grace (default: 1024; 0: no minimum).")
    var minBodyRate: Int = 1024
    @Option(name: .customLong("idle-timeout"), help: "Seconds an idle kept-alive connection, or one whose client reads none of its answer, stays open (default: 60).")
    var idleTimeout: Double = 60
    @Option(name: .customLong("websocket-timeout"), help: "Seconds between pings on a WebSocket; one not answered within as long again closes it (default: 30).")
    var webSocketTimeout: Double = 30
    @Option(name: .customLong("max-connections"), help: "Connections open at once, in all; beyond it a new one is closed at once (default and ceiling: from the descriptor limit, ulimit -n).")
    var maxConnections: Int?
    @Option(name: .customLong("max-connections-per-client"), help: "Connections open at once from one client address (an IPv6 client: its /64); beyond it a new one is closed at once (default: 128; behind a reverse proxy, raise it).")
    var maxConnectionsPerClient: Int = 128

    func validate() throws {
        if !(1...65535).contains(port) { throw ValidationError("--port is 1 to 65535") }
        for (name, seconds) in [("--header-timeout", headerTimeout), ("--idle-timeout", idleTimeout), ("--websocket-timeout", webSocketTimeout)] {
            if !(seconds > 0 && seconds <= 86_400) { throw ValidationError("\(name) is more than 0 and at most 86400 seconds") }
        }
        if minBodyRate < 0 { throw ValidationError("--min-body-rate is 0 or more bytes per second") }
        if let maxConnections, maxConnections < 1 { throw ValidationError("--max-connections is 1 or more") }
        if maxConnectionsPerClient < 1 { throw ValidationError("--max-connections-per-client is 1 or more") }
    }

    /// The timeouts and limits of the options (issue 36).
    var connectionLimits: StudioConnectionLimits {
        var limits = StudioConnectionLimits()
        limits.headerTimeout = .milliseconds(Int64((headerTimeout * 1000).rounded()))
        limits.minBodyBytesPerSecond = minBodyRate
        limits.idleTimeout = .milliseconds(Int64((idleTimeout * 1000).rounded()))
        limits.webSocketTimeout = .milliseconds(Int64((webSocketTimeout * 1000).rounded()))
        limits.maxConnections = maxConnections
        limits.maxConnectionsPerClient = maxConnectionsPerClient
        return limits
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
        // The page's files travel beside the binary (its resource bundle): without them, say so before anything starts.
        do {
            _ = try StudioAssets.shared()
        } catch {
            FileHandle.standardError.write(Data("easel: error: \(error)\n".utf8))
            throw ExitCode.failure
        }
        let databaseURL = database ?? ProcessInfo.processInfo.environment["EASEL_DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
        let store: any StudioStore
        let kept: String
        if let databaseURL {
            do {
                store = try await PostgresStudioStore.connect(url: databaseURL)
            } catch {
                FileHandle.standardError.write(Data("easel: error: cannot open the database \(Self.redacted(databaseURL)): \(error)\n".utf8))
                throw ExitCode.failure
            }
            kept = "PostgreSQL \(Self.redacted(databaseURL))"
        } else {
            store = try SQLiteStudioStore(folder: dataFolder)
            kept = dataFolder.path
        }
        let (folder, looked) = Self.examplesFolder(given: examples)
        if let folder {
            try await Studio.seed(store, from: folder)
        } else {
            let note = examples == nil ? "no bundled examples found (looked in \(looked.joined(separator: ", ")))" : "no .swift examples in '\(examples!)'"
            FileHandle.standardError.write(Data("easel: warning: \(note); the Studio opens on the documents it already keeps\n".utf8))
        }
        var opened: StudioProject?
        if let project {
            do {
                opened = try StudioProject(folder: URL(fileURLWithPath: project))
            } catch {
                FileHandle.standardError.write(Data("easel: error: cannot open the project '\(project)': \(error)\n".utf8))
                throw ExitCode.failure
            }
        }
        let service = StudioService(store: store, measurer: fonts, project: opened)
        // Files changed on disk re-render the pages that show them.
        let watching = opened.map { project in Task { await project.watch() } }
        defer { watching?.cancel() }
        let given = token ?? ProcessInfo.processInfo.environment["EASEL_STUDIO_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        let access = StudioAccess.listening(on: host, allowedHosts: allowedHosts, token: given)
        // Beyond loopback the URL carries the token, as Jupyter prints it; the first visit keeps it in a cookie.
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let url = "http://\(shownHost):\(port)/" + (access.token.map { "?token=\($0)" } ?? "")
        let projectNote = opened.map { " on the project \($0.folder.root.path)" } ?? ""
        FileHandle.standardError.write(Data("Easel Studio on \(url)\(projectNote) (data in \(kept))\n".utf8))
        // Connections: limits below the descriptor limit, refusals and closes reported once a second.
        let connections = connectionLimits
        let descriptorLimit = DescriptorLimit.current()
        if let warning = connections.warning(descriptorLimit: descriptorLimit) {
            FileHandle.standardError.write(Data("easel: warning: \(warning)\n".utf8))
        }
        let limiter = ConnectionLimiter(connections, descriptorLimit: descriptorLimit)
        let reporting = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                if let line = limiter.report() { FileHandle.standardError.write(Data("easel: \(line)\n".utf8)) }
            }
        }
        defer { reporting.cancel() }
        try await Studio.application(host: host, port: port, service: service, access: access, connections: connections, limiter: limiter).runService()
    }

    /// A database URL fit to print: its password replaced.
    static func redacted(_ url: String) -> String {
        guard var parts = URLComponents(string: url), parts.password != nil else { return url }
        parts.password = "***"
        return parts.string ?? url
    }

    /// The examples to open on: the folder given; else `$EASEL_EXAMPLES`, `./Examples`, the
    /// repository's `Examples` beside the build folder the executable is in, or an installed
    /// `share/easel/Examples` — the first that holds `.swift` files. Also where it looked.
    static func examplesFolder(given: String?) -> (URL?, [String]) {
        func holdsExamples(_ url: URL) -> Bool {
            ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).contains { $0.hasSuffix(".swift") }
        }
        if let given {
            let url = URL(fileURLWithPath: given)
            return (holdsExamples(url) ? url : nil, [url.path])
        }
        var candidates: [URL] = []
        if let fromEnvironment = ProcessInfo.processInfo.environment["EASEL_EXAMPLES"] { candidates.append(URL(fileURLWithPath: fromEnvironment)) }
        candidates.append(URL(fileURLWithPath: "Examples"))
        let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe")).resolvingSymlinksInPath().deletingLastPathComponent()
        var folder = executable
        for _ in 0..<4 {  // .build/<triple>/debug/easel → the repository's Examples
            folder = folder.deletingLastPathComponent()
            candidates.append(folder.appendingPathComponent("Examples"))
        }
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("share/easel/Examples"))
        let found = candidates.first(where: holdsExamples)
        return (found, candidates.map { $0.standardizedFileURL.path })
    }
}
