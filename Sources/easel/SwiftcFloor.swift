import Foundation

/// The floor a compile-based preview cannot beat: `swiftc -typecheck` of the same source against
/// a small stand-in SwiftUI module (`Benchmarks/SwiftUIStub.swift`). Only sources that
/// type-check count (snippets are not whole programs); nil when swiftc or the stub is missing.
enum SwiftcFloor {
    struct Result {
        let medianMilliseconds: Double
        let typechecked: Int
    }

    static func swiftc() -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
        return path.map { ($0 as NSString).appendingPathComponent("swiftc") }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func measure(_ sources: [String], runs: Int, stub: String = "Benchmarks/SwiftUIStub.swift") -> Result? {
        guard let swiftc = swiftc(), FileManager.default.fileExists(atPath: stub) else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-floor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              run(swiftc, in: folder, ["-emit-module", "-module-name", "SwiftUI", "-parse-as-library", stub,
                           "-emit-module-path", folder.appendingPathComponent("SwiftUI.swiftmodule").path]) else { return nil }
        var times: [Double] = []
        var typechecked = 0
        for (n, source) in sources.enumerated() {
            let file = folder.appendingPathComponent("Example\(n).swift")
            let text = source.contains("import SwiftUI") ? source : "import SwiftUI\n" + source
            guard (try? text.write(to: file, atomically: true, encoding: .utf8)) != nil else { continue }
            let arguments = ["-typecheck", "-parse-as-library", "-I", folder.path, file.path]
            guard run(swiftc, in: folder, arguments) else { continue }  // not a whole program against the stub
            typechecked += 1
            for _ in 0..<max(1, runs) {
                let start = ContinuousClock.now
                _ = run(swiftc, in: folder, arguments)
                times.append((ContinuousClock.now - start).milliseconds)
            }
        }
        guard !times.isEmpty else { return nil }
        return Result(medianMilliseconds: times.sorted()[times.count / 2], typechecked: typechecked)
    }

    /// Runs swiftc with `folder` as its temporary directory: the frontend leaves an empty
    /// `TemporaryDirectory.*` behind at each run, and a bench run makes a score of them.
    private static func run(_ executable: String, in folder: URL, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
