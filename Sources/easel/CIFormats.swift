import EaselIR
import Foundation

/// Diagnostics in the forms CI systems show on the line they are about (issue 19):
/// GitHub Actions workflow commands, and SARIF 2.1.0 for code scanning.
enum CIFormats {
    // MARK: GitHub Actions

    /// One workflow command per diagnostic: `::error file=F,line=L,col=C,title=CODE::MESSAGE`
    /// (notes as `::notice`); the diagnostic's own notes and Fix-It follow in the message.
    static func github(_ diagnostics: [Diagnostic], file: String) -> String {
        diagnostics.map { d in
            let level = switch d.severity { case .error: "error"; case .warning: "warning"; case .note: "notice" }
            var properties = ["file=\(property(d.file ?? file))"]
            if d.line > 0 { properties += ["line=\(d.line)", "col=\(d.column)"] }
            properties.append("title=\(property("easel: \(d.code)"))")
            var message = d.message
            for note in d.notes ?? [] { message += "\n\(note.line):\(note.column): note: \(note.message)" }
            if let fix = d.fixIts?.first { message += "\nfix: \(describe(fix))" }
            return "::\(level) \(properties.joined(separator: ","))::\(data(message))"
        }.joined(separator: "\n")
    }

    /// Escapes of a workflow command's message.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes of a workflow command's property value.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// What a Fix-It does, in words.
    static func describe(_ fix: FixIt) -> String {
        if fix.replacement.isEmpty { return "remove the text" }
        return (fix.line, fix.column) == (fix.endLine, fix.endColumn) ? "insert '\(fix.replacement)'" : "replace with '\(fix.replacement)'"
    }

    // MARK: SARIF 2.1.0

    struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }

    struct Run: Encodable { let tool: Tool; let results: [Result] }
    struct Tool: Encodable { let driver: Driver }
    struct Driver: Encodable {
        let name = "easel"
        let rules: [Rule]
    }
    struct Rule: Encodable { let id: String; let shortDescription: Message }
    struct Message: Encodable { let text: String }
    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
        let relatedLocations: [Location]?
        let fixes: [Fix]?
    }
    struct Location: Encodable {
        var id: Int?
        let physicalLocation: PhysicalLocation
        var message: Message?
    }
    struct PhysicalLocation: Encodable { let artifactLocation: ArtifactLocation; let region: Region? }
    struct ArtifactLocation: Encodable { let uri: String }
    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
        var endLine: Int?
        var endColumn: Int?
    }
    struct Fix: Encodable { let description: Message; let artifactChanges: [ArtifactChange] }
    struct ArtifactChange: Encodable { let artifactLocation: ArtifactLocation; let replacements: [Replacement] }
    struct Replacement: Encodable { let deletedRegion: Region; let insertedContent: Message }

    /// A SARIF log of one run: a rule per diagnostic code, a result per diagnostic at its file,
    /// line and column, its notes as related locations and its Fix-Its as fixes.
    static func sarif(_ diagnostics: [Diagnostic], file: String) throws -> String {
        let codes = Array(Set(diagnostics.map(\.code))).sorted()
        let rules = codes.map { code in Rule(id: code, shortDescription: Message(text: ruleDescriptions[code] ?? "Easel: \(code)")) }
        let results = diagnostics.map { d -> Result in
            let artifact = ArtifactLocation(uri: uri(d.file ?? file))
            let region = d.line > 0 ? Region(startLine: d.line, startColumn: max(1, d.column)) : nil
            let notes = (d.notes ?? []).enumerated().map { index, note in
                Location(id: index, physicalLocation: PhysicalLocation(artifactLocation: artifact,
                                                                      region: Region(startLine: max(1, note.line), startColumn: max(1, note.column))),
                         message: Message(text: note.message))
            }
            let fixes = (d.fixIts ?? []).map { fix in
                Fix(description: Message(text: describe(fix)),
                    artifactChanges: [ArtifactChange(artifactLocation: artifact, replacements: [
                        Replacement(deletedRegion: Region(startLine: max(1, fix.line), startColumn: max(1, fix.column),
                                                          endLine: max(1, fix.endLine), endColumn: max(1, fix.endColumn)),
                                    insertedContent: Message(text: fix.replacement)),
                    ])])
            }
            let level = switch d.severity { case .error: "error"; case .warning: "warning"; case .note: "note" }
            return Result(ruleId: d.code, ruleIndex: codes.firstIndex(of: d.code)!, level: level, message: Message(text: d.message),
                          locations: [Location(physicalLocation: PhysicalLocation(artifactLocation: artifact, region: region))],
                          relatedLocations: notes.isEmpty ? nil : notes, fixes: fixes.isEmpty ? nil : fixes)
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)])
        return try EaselJSON.string(log)
    }

    /// A file's URI reference as SARIF wants it: relative paths stay relative (to the checkout),
    /// spaces and the like percent-encoded.
    static func uri(_ path: String) -> String {
        let name = path == "-" ? "stdin.swift" : path
        return name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
    }

    /// What the most common diagnostic codes are about, for code-scanning rule lists.
    static let ruleDescriptions: [String: String] = [
        "syntax": "Swift syntax error",
        "unknown-name": "A name neither the project nor the declared SDK defines (kept as an opaque value)",
        "unknown-modifier": "A modifier Easel does not know",
        "placeholder-view": "A view Easel does not know, drawn as a labelled placeholder",
        "preview-argument": "A preview's missing initializer argument, filled with an opaque value",
        "unavailable-api": "An API not available on the platform or OS release rendered",
        "deprecated-api": "A deprecated API",
    ]
}
