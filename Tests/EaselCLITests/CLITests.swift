import EaselIR
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The `easel` executable against `../shared/spec/cli-contract.md`: commands, output shapes and
/// exit codes (0 done, 1 the source has errors, 2 usage error).
// The limit catches hangs: each test waits on an `easel` process, and on two cores the bench
// runs beside the others stretch their waits past two minutes.
@Suite("CLI contract", .timeLimit(.minutes(10)))
struct CLITests {
    // MARK: Running the executable

    struct Run {
        let status: Int32
        let stdout: Data
        let stderr: Data
        var out: String { String(decoding: stdout, as: UTF8.self) }
        var err: String { String(decoding: stderr, as: UTF8.self) }
        var outLines: [String] { out.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    enum LocateError: Error, CustomStringConvertible {
        case notFound([String])
        var description: String {
            if case .notFound(let places) = self { return "no 'easel' executable in: \(places.joined(separator: ", "))" }
            return ""
        }
    }

    /// The `easel` built next to this test bundle: the directory of the test runner or one of
    /// its parents (SwiftPM puts the products of a configuration in one directory).
    static func executable() throws -> URL {
        let fm = FileManager.default
        if let override = ProcessInfo.processInfo.environment["EASEL_EXECUTABLE"], fm.isExecutableFile(atPath: override) {
            return URL(fileURLWithPath: override)
        }
        var starts: [URL] = []
        if let main = Bundle.main.executableURL { starts.append(main.deletingLastPathComponent()) }
        starts.append(Bundle.main.bundleURL)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") { starts.append(bundle.bundleURL.deletingLastPathComponent()) }
        var tried: [String] = []
        for start in starts {
            var dir = start.standardizedFileURL
            for _ in 0..<4 {
                for candidate in [dir.appendingPathComponent("easel"), dir.appendingPathComponent("debug/easel"),
                                  dir.appendingPathComponent("release/easel")] {
                    tried.append(candidate.path)
                    var isDirectory: ObjCBool = false
                    if fm.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                       fm.isExecutableFile(atPath: candidate.path) {
                        return candidate
                    }
                }
                dir = dir.deletingLastPathComponent()
            }
        }
        throw LocateError.notFound(tried)
    }

    /// Runs `easel` with `arguments`, feeding `stdin`, and waits for it to exit.
    static func easel(_ arguments: [String], stdin: Data? = nil, executable given: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = try given ?? executable()
        process.arguments = arguments
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Run(status: process.terminationStatus,
                   stdout: try Data(contentsOf: outURL),
                   stderr: try Data(contentsOf: errURL))
    }

    /// Whether render JSON validates against `Schemas/render.schema.json` (Python's jsonschema,
    /// through `Scripts/validate-json`).
    static func meetsRenderSchema(_ json: Data) throws -> Bool {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("easel-render-\(UUID().uuidString).json")
        try json.write(to: out)
        defer { try? FileManager.default.removeItem(at: out) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let validate = Process()
        validate.executableURL = root.appendingPathComponent("Scripts/validate-json")
        validate.arguments = [root.appendingPathComponent("Schemas/render.schema.json").path, out.path]
        try validate.run()
        validate.waitUntilExit()
        return validate.terminationStatus == 0
    }

    // MARK: Fixtures

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples").standardizedFileURL
    static let cleanFile = examples.appendingPathComponent("CustomizableEditor.swift").path

    /// A source with one error (`type-mismatch` on line 5: Swift rejects an Int where `verbatim:` takes a
    /// String) and one warning (`unknown-modifier` on line 6).
    static let brokenSource = """
    import SwiftUI

    struct BrokenView: View {
        var body: some View {
            Text(verbatim: 42)
                .sparkle()
        }
    }

    """

    /// One folder per test process for the files the tests hand to `easel`, removed when the process
    /// exits: the helpers below return paths to many callers, so no single test can remove them.
    static let scratch: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-cli-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { _ = try? FileManager.default.removeItem(at: CLITests.scratch) }
        return url
    }()

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "Source.swift") throws -> String {
        let dir = scratch.appendingPathComponent("easel-cli-src-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static var diagnosticLine: Regex<(Substring, Substring, Substring, Substring, Substring, Substring, Substring)> { #/^(.+):(\d+):(\d+): (error|warning|note): (.+) \[([a-z0-9]+(?:-[a-z0-9]+)*)\]$/# }

    // MARK: ir

    @Test("easel ir FILE prints the UI IR as JSON (format easel.ir/1) and exits 0")
    func irOfFile() throws {
        let run = try Self.easel(["ir", Self.cleanFile])
        #expect(run.status == 0, "stderr: \(run.err)")
        let document = try JSONDecoder().decode(IRDocument.self, from: run.stdout)
        #expect(document.format == "easel.ir/1")
        #expect(document.root?.kind == .preview)
        #expect(document.toolbars.map(\.id) == ["journal.formatting"])
        #expect(document.toolbars.first?.items.contains { $0.key == "bold" } == true)
        #expect(!document.diagnostics.hasErrors)
        #expect(document.view != nil)
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        #expect(object["format"] as? String == "easel.ir/1")
    }

    @Test("easel ir - reads standard input")
    func irOfStandardInput() throws {
        let run = try Self.easel(["ir", "-"], stdin: Data(#"Text("hi").toolbar { Button("Add") {} }"#.utf8))
        #expect(run.status == 0, "stderr: \(run.err)")
        let document = try JSONDecoder().decode(IRDocument.self, from: run.stdout)
        #expect(document.format == IRDocument.formatName)
        #expect(document.root?.kind == .snippet)
        #expect(document.toolbars.count == 1)
        #expect(document.toolbars.first?.items.map(\.label) == ["Add"])
        #expect(document.toolbars.first?.items.map(\.key) == ["#0"])
    }

    @Test("easel ir of a file with errors still writes the IR and exits 1")
    func irOfBrokenFile() throws {
        let path = try Self.temporaryFile(Self.brokenSource)
        let run = try Self.easel(["ir", path])
        #expect(run.status == 1)
        let document = try JSONDecoder().decode(IRDocument.self, from: run.stdout)
        #expect(document.root?.name == "BrokenView")
        #expect(document.diagnostics.contains { $0.code == "type-mismatch" && $0.severity == .error && $0.line == 5 })
    }

    @Test("easel ir - with invalid UTF-8 reports invalid-utf8 and exits 1")
    func irOfInvalidUTF8() throws {
        var bytes = Array("Text(\"a".utf8)
        bytes.append(0xFE)
        bytes += Array("\")\n".utf8)
        let run = try Self.easel(["ir", "-"], stdin: Data(bytes))
        #expect(run.status == 1)
        let document = try JSONDecoder().decode(IRDocument.self, from: run.stdout)
        let d = try #require(document.diagnostics.first { $0.code == "invalid-utf8" })
        #expect(d.severity == .error)
        #expect(d.line == 1)
        #expect(d.column == 8)
    }

    // MARK: check

    @Test("check --format json prints {\"diagnostics\": […]} with exactly severity, code, line, column, message")
    func checkJSONShape() throws {
        let path = try Self.temporaryFile(Self.brokenSource)
        let run = try Self.easel(["check", path, "--format", "json"])
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        #expect(Set(object.keys) == ["diagnostics"])
        let entries = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(entries.count == 2, "\(entries)")
        for entry in entries {
            #expect(Set(entry.keys) == ["severity", "code", "line", "column", "message"])
            #expect(entry["line"] is Int && entry["column"] is Int)
            #expect(["error", "warning", "note"].contains(entry["severity"] as? String ?? ""))
            #expect(!(entry["message"] as? String ?? "").isEmpty)
        }
        let codes = entries.map { "\($0["severity"] as? String ?? "") \($0["code"] as? String ?? "") \($0["line"] as? Int ?? 0)" }
        #expect(codes.contains("error type-mismatch 5"), "\(codes)")
        #expect(codes.contains { $0.hasPrefix("warning unknown-modifier ") }, "\(codes)")
        // The same entries decode as the IR's Diagnostic.
        struct Output: Decodable { let diagnostics: [Diagnostic] }
        let decoded = try JSONDecoder().decode(Output.self, from: run.stdout)
        #expect(decoded.diagnostics.count == 2)
    }

    @Test("check --format json of a clean file prints an empty list and exits 0")
    func checkJSONClean() throws {
        let run = try Self.easel(["check", Self.cleanFile, "--format", "json"])
        #expect(run.status == 0, "stderr: \(run.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        #expect(Set(object.keys) == ["diagnostics"])
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test("check --format text prints FILE:LINE:COLUMN: severity: message [code], one per line")
    func checkTextShape() throws {
        let path = try Self.temporaryFile(Self.brokenSource)
        let run = try Self.easel(["check", path, "--format", "text"])
        #expect(run.status == 1)
        let lines = run.outLines
        #expect(lines.count == 2, "\(lines)")
        var seen: [String] = []
        for line in lines {
            let match = try #require(line.wholeMatch(of: Self.diagnosticLine), "not a compiler-style line: \(line)")
            #expect(String(match.1) == path)
            #expect(Int(match.2)! >= 1 && Int(match.3)! >= 1)
            seen.append("\(match.4) \(match.6)")
        }
        #expect(seen.contains("error type-mismatch"))
        #expect(seen.contains("warning unknown-modifier"))
        #expect(lines.first { $0.contains("[type-mismatch]") }?.hasPrefix("\(path):5:") == true)
        // text is the default format
        let plain = try Self.easel(["check", path])
        #expect(plain.stdout == run.stdout)
        #expect(plain.status == 1)
    }

    @Test("check - reads standard input and names it in text lines")
    func checkStandardInput() throws {
        let run = try Self.easel(["check", "-"], stdin: Data("Text(verbatim: 42)\n".utf8))
        #expect(run.status == 1)
        let line = try #require(run.outLines.first)
        let match = try #require(line.wholeMatch(of: Self.diagnosticLine), "\(line)")
        #expect(match.2 == "1")
        #expect(match.3 == "16")
        #expect(match.6 == "type-mismatch")
    }

    @Test("check --strict: a name nobody defines is an error (exit 1); without it, a note (exit 0) — spec R3")
    func checkStrict() throws {
        let relaxed = try Self.easel(["check", "-"], stdin: Data("Text(nope)\n".utf8))
        #expect(relaxed.status == 0)
        #expect(relaxed.out.contains("note: cannot find 'nope' in scope"))
        let strict = try Self.easel(["check", "--strict", "-"], stdin: Data("Text(nope)\n".utf8))
        #expect(strict.status == 1)
        #expect(strict.out.contains("error: cannot find 'nope' in scope"))
    }

    // MARK: Exit codes

    @Test("exit 0 for a clean file, with nothing on stdout or stderr")
    func exitCleanFile() throws {
        let run = try Self.easel(["check", Self.cleanFile])
        #expect(run.status == 0)
        #expect(run.out.isEmpty, "\(run.out)")
        #expect(run.err.isEmpty, "\(run.err)")
    }

    @Test("exit 0 when the source has only warnings")
    func exitWarningsOnly() throws {
        let path = try Self.temporaryFile("Text(\"hi\").sparkle()\n")
        let run = try Self.easel(["check", path])
        #expect(run.status == 0)
        #expect(run.out.contains("warning:"))
        #expect(run.out.contains("[unknown-modifier]"))
    }

    @Test("exit 1 for a file with an error")
    func exitSourceError() throws {
        let path = try Self.temporaryFile(Self.brokenSource)
        let run = try Self.easel(["check", path])
        #expect(run.status == 1)
        #expect(run.out.contains(": error: "))
    }

    @Test("exit 1 for a syntax error")
    func exitSyntaxError() throws {
        let path = try Self.temporaryFile("struct V: View {\n    var body: some View {\n        Text(\"a\" + )\n    }\n}\n")
        let run = try Self.easel(["check", path])
        #expect(run.status == 1)
        #expect(run.out.contains("[syntax]"), "\(run.out)")
    }

    @Test("exit 2 for an unknown platform, with the reason on stderr")
    func exitUnknownPlatform() throws {
        let run = try Self.easel(["check", Self.cleanFile, "--platform", "android"])
        #expect(run.status == 2)
        #expect(run.err.contains("android"), "\(run.err)")
        #expect(run.out.isEmpty)
    }

    @Test("exit 2 for an unreadable file, or a folder with no Swift file (spec R1)", arguments: ["/nonexistent/easel/NoSuchFile.swift", "DIRECTORY"])
    func exitUnreadableFile(_ path: String) throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("easel-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let target = path == "DIRECTORY" ? empty.path : path
        for command in ["check", "ir"] {
            let run = try Self.easel([command, target])
            #expect(run.status == 2, "\(command) \(target)")
            #expect(run.err.contains(target), "\(run.err)")
            #expect(run.out.isEmpty)
        }
    }

    @Test("exit 2 for an unknown flag", arguments: [["check", "--frobnicate", "FILE"], ["ir", "FILE", "--frobnicate"],
                                                     ["check", "FILE", "--format", "xml"]])
    func exitUnknownFlag(_ arguments: [String]) throws {
        let run = try Self.easel(arguments.map { $0 == "FILE" ? Self.cleanFile : $0 })
        #expect(run.status == 2)
        #expect(!run.err.isEmpty)
        #expect(run.out.isEmpty)
    }

    @Test("exit 2 for a missing file argument or an unknown command", arguments: [["check"], ["ir"], ["frobnicate"]])
    func exitMissingArgument(_ arguments: [String]) throws {
        let run = try Self.easel(arguments)
        #expect(run.status == 2)
        #expect(!run.err.isEmpty)
    }

    @Test("--platform accepts every platform of the contract", arguments: ["macos", "ios", "ipados", "tvos", "watchos", "visionos"])
    func platforms(_ platform: String) throws {
        let run = try Self.easel(["check", Self.cleanFile, "--platform", platform])
        #expect(run.status == 0, "\(platform): \(run.err)")
        #expect(run.err.isEmpty)
    }

    @Test("the platforms of the contract are exactly EaselIR's")
    func platformList() {
        #expect(Platform.allCases.map(\.rawValue) == ["macos", "ios", "ipados", "tvos", "watchos", "visionos"])
    }

    // MARK: Determinism and summaries

    @Test("output is byte-identical across runs", arguments: [["ir", "FILE"], ["check", "BROKEN", "--format", "json"],
                                                             ["check", "BROKEN"], ["ir", "BROKEN"]])
    func determinism(_ arguments: [String]) throws {
        let broken = try Self.temporaryFile(Self.brokenSource)
        let args = arguments.map { $0 == "FILE" ? Self.cleanFile : $0 == "BROKEN" ? broken : $0 }
        let first = try Self.easel(args)
        let second = try Self.easel(args)
        #expect(!first.stdout.isEmpty)
        #expect(first.stdout == second.stdout)
        #expect(first.stderr == second.stderr)
        #expect(first.status == second.status)
    }

    @Test("checking several files in text mode ends with a summary line")
    func summaryLine() throws {
        let broken = try Self.temporaryFile(Self.brokenSource, name: "Broken.swift")
        let warned = try Self.temporaryFile("Text(\"hi\").sparkle()\n", name: "Warned.swift")
        let run = try Self.easel(["check", Self.cleanFile, broken, warned])
        #expect(run.status == 1)
        let lines = run.outLines
        #expect(lines.last == "3 files checked: 1 error, 2 warnings", "\(lines)")
        #expect(lines.dropLast().allSatisfy { $0.wholeMatch(of: Self.diagnosticLine) != nil }, "\(lines)")
        #expect(lines.dropLast().filter { $0.hasPrefix(broken + ":") }.count == 2)
        #expect(lines.dropLast().filter { $0.hasPrefix(warned + ":") }.count == 1)
    }

    @Test("several clean files: only the summary, exit 0")
    func summaryClean() throws {
        let other = Self.examples.appendingPathComponent("GalleryInbox.swift").path
        let run = try Self.easel(["check", Self.cleanFile, other])
        #expect(run.status == 0)
        #expect(run.outLines == ["2 files checked: 0 errors, 0 warnings"])
    }

    @Test("bench --json prints one object with the keystroke, large-file, swiftc floor and memory figures (values not judged: debug build)")
    func benchJSON() throws {
        let run = try Self.easel(["bench", "--json", "--runs", "1", "--examples", Self.examples.path])
        #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
        let object = try #require(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        for key in ["keystroke_median_ms", "keystroke_p99_ms", "large_file_ms", "peak_rss_mb", "examples", "toolbars",
                    "layout_median_ms", "large_file_layout_ms", "project_keystroke_median_ms", "studio_keystroke_median_ms",
                    "large_file_syntax_parse_ms", "project_keystroke_as_one_file_ms"] {
            #expect(object[key] != nil, "\(key)")
        }
        #expect(object.keys.contains("swiftc_typecheck_median_ms"))
        let rows = try #require(object["examples"] as? [[String: Any]])
        #expect(rows.count >= 10 && rows.allSatisfy { ["parse", "sema", "evaluate", "resolve", "layout", "draw"].allSatisfy($0.keys.contains) })
        #expect((object["peak_rss_mb"] as? Double ?? 0) > 0)
        #if os(Linux)
        // The executable links jemalloc on Linux, and it, not glibc, answers malloc (Package.swift).
        #expect((object["allocator"] as? String)?.hasPrefix("jemalloc 5.") == true, "\(object["allocator"] ?? "none")")
        #endif
        // The Studio's path rendered the edits: a time, not the zero of no edits.
        #expect((object["studio_keystroke_median_ms"] as? Double ?? 0) > 0)
    }

    @Test("bench --growth --short --json lists every axis an input grows on, each at three sizes ten times apart with its exponent (issue 33; values not judged: debug build)")
    func growthBenchJSON() throws {
        let run = try Self.easel(["bench", "--growth", "--short", "--json"])
        #expect(run.status == 0, "\(String(decoding: run.stderr, as: UTF8.self))")
        let object = try #require(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        #expect(object["short"] as? Bool == true && object["max_exponent"] is Double)
        let rows = try #require(object["growth"] as? [[String: Any]])
        let axes = ["text length", "words", "stack children", "nesting depth", "modifier chain", "ForEach rows", "lazy ForEach rows", "list rows", "toolbar items",
                    "tabs", "syntax errors", "unknown names", "string interpolations", "switch cases", "stored properties", "project files"]
        #expect(rows.compactMap { $0["axis"] as? String } == axes)
        for row in rows {
            let sizes = row["sizes"] as? [Int] ?? []
            #expect(sizes.count == 3 && sizes[1] == 10 * sizes[0] && sizes[2] == 100 * sizes[0], "\(row)")
            #expect((row["ms"] as? [Double])?.count == 3 && row["exponent"] is Double && row["budget_hit"] as? Bool == false, "\(row)")
        }
    }

    @Test("studio --database: a URL that is not PostgreSQL's, or a server that is not there, ends at once with a clear error (issue 18)")
    func studioDatabaseErrors() throws {
        let wrong = try Self.easel(["studio", "--port", "1", "--database", "mysql://easel@127.0.0.1/easel"])
        #expect(wrong.status == 1)
        #expect(wrong.err.contains("is not a PostgreSQL URL"), "\(wrong.err)")
        let absent = try Self.easel(["studio", "--port", "1", "--database", "postgres://easel:secret@127.0.0.1:1/easel?sslmode=disable"])
        #expect(absent.status == 1)
        #expect(absent.err.contains("cannot open the database postgres://easel:***@127.0.0.1:1/easel"), "\(absent.err)")
        #expect(!absent.err.contains("secret"), "the password is never printed")
    }

    @Test("studio: the connection guard's options are listed, and a timeout or limit out of range is a usage error (issue 36)")
    func studioConnectionOptions() throws {
        let help = try Self.easel(["studio", "--help"])
        for option in ["--header-timeout", "--min-body-rate", "--idle-timeout", "--websocket-timeout", "--max-connections", "--max-connections-per-client"] {
            #expect(help.out.contains(option), "\(option) in --help")
        }
        for bad in [["--header-timeout", "0"], ["--idle-timeout", "-1"], ["--websocket-timeout", "nan"], ["--min-body-rate", "-5"],
                    ["--max-connections", "0"], ["--max-connections-per-client", "0"]] {
            let run = try Self.easel(["studio", "--port", "1"] + bad)
            #expect(run.status == 2, "\(bad)")
            #expect(run.err.contains(bad[0]), "\(bad): \(run.err)")
        }
    }

    @Test("studio: an easel binary without its resource bundle beside it (the page's files) ends at once with a clear error")
    func studioWithoutItsPage() throws {
        let alone = FileManager.default.temporaryDirectory.appendingPathComponent("easel-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: alone) }
        // A hard link is the binary copied alone, without copying it (a debug build is large).
        let binary = alone.appendingPathComponent("easel")
        do { try FileManager.default.linkItem(at: try Self.executable(), to: binary) } catch { try FileManager.default.copyItem(at: try Self.executable(), to: binary) }
        let run = try Self.easel(["studio", "--port", "1", "--data", alone.appendingPathComponent("data").path], executable: binary)
        #expect(run.status == 1)
        #expect(run.err.contains("the Studio's page files are missing") && run.err.contains("Easel_EaselStudio.resources"), "\(run.err)")
        #expect(try Self.easel(["render", "--help"], executable: binary).status == 0, "other commands need no page")
    }
}
