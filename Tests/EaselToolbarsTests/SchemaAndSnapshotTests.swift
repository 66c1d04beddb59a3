import EaselFrontend
import EaselIR
import EaselToolbars
import Foundation
import Testing

/// The render JSON validates against the schema the project ships (`Schemas/render.schema.json`),
/// and `render --format text` of every example on every platform matches its reviewed snapshot.
@Suite("Schema and snapshots")
struct SchemaAndSnapshotTests {
    static let examples: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Examples").path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()

    /// Runs `Scripts/validate-json` (Python's jsonschema) over files; its exit status and output.
    func validate(_ files: [URL]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repositoryRoot.appendingPathComponent("Scripts/validate-json").path,
                             repositoryRoot.appendingPathComponent("Schemas/render.schema.json").path] + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test("render JSON of every example on every platform validates against the shipped schema")
    func schema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for name in Self.examples {
            for platform in Platform.allCases {
                let url = folder.appendingPathComponent("\(name).\(platform.rawValue).json")
                try EaselJSON.encode(render(try example(name), ToolbarContext(platform: platform))).write(to: url)
                files.append(url)
            }
        }
        let (status, output) = try validate(files)
        #expect(status == 0, "\(output)")

        // The schema does reject what breaks the contract.
        let broken = folder.appendingPathComponent("broken.json")
        try Data(#"{"format":"easel.render/1","platform":"android","size":{"width":1,"height":1},"diagnostics":[],"toolbars":[],"tabs":null}"#.utf8).write(to: broken)
        let (badStatus, badOutput) = try validate([broken])
        #expect(badStatus == 1)
        #expect(badOutput.contains("commands") && badOutput.contains("android"))
    }

    static let cases: [(String, Platform)] = examples.flatMap { name in Platform.allCases.map { (name, $0) } }

    @Test("text snapshots of the examples (record with EASEL_RECORD_SNAPSHOTS=1, then review them)", arguments: cases)
    func snapshot(_ name: String, _ platform: Platform) throws {
        let text = TextRendering.render(render(try example(name), ToolbarContext(platform: platform))) + "\n"
        let url = repositoryRoot.appendingPathComponent("Tests/Snapshots/\(name.replacingOccurrences(of: ".swift", with: "")).\(platform.rawValue).txt")
        if ProcessInfo.processInfo.environment["EASEL_RECORD_SNAPSHOTS"] == "1" {
            try Data(text.utf8).write(to: url)
        }
        let recorded = try #require(try? String(contentsOf: url, encoding: .utf8), "no snapshot at \(url.path); record it")
        #expect(text == recorded)
    }
}
