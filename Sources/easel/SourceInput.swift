import ArgumentParser
import EaselFrontend
import EaselIR
import Foundation

/// What the command line names: one file (`-` is standard input), or several files, folders and
/// Swift packages read as one module (spec R1, CLI contract "Additions").
struct SourceInput {
    /// What the input is called in messages: the file, or the paths given.
    let name: String
    let files: [SourceFile]
    let decodingDiagnostics: [Diagnostic]
    /// The string tables of the folders and packages given (issue 31), parsed once.
    let localizations: Localizations
    /// The asset catalogs of the folders and packages given (colours, custom symbols), read once.
    let assets: AssetCatalogs

    /// The text of a single-file input.
    var text: String { files[0].text }
    var isProject: Bool { files.count > 1 }

    init(path: String) throws { try self.init(paths: [path]) }

    init(paths: [String]) throws {
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        var tables: [LocalizationFile] = []
        var catalogFiles: [AssetCatalogs.File] = []
        for path in paths {
            let resources = path == "-" ? (localizations: [], catalogFiles: []) : ProjectFiles.resourceFiles(at: path)
            for file in resources.localizations {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                tables.append(LocalizationFile(path: file, contents: data))
            }
            for file in resources.catalogFiles {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                catalogFiles.append(AssetCatalogs.File(path: file, contents: data))
            }
            for file in try Self.swiftFiles(at: path) {
                let data = try Self.read(file)
                let decoded = ParsedSource.decode(data, fileName: file == "-" ? "<stdin>" : file)
                files.append(SourceFile(path: file == "-" ? "<stdin>" : file, text: decoded.text))
                diagnostics += decoded.diagnostics
            }
        }
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("easel: cannot read '\(paths.joined(separator: " "))': no Swift files there\n".utf8))
            throw ExitCode.usage
        }
        self.files = files
        self.name = paths.count == 1 && files.count == 1 ? files[0].path : paths.joined(separator: " ")
        self.decodingDiagnostics = diagnostics
        self.localizations = Localizations(files: tables)
        self.assets = AssetCatalogs(files: catalogFiles)
    }

    func evaluate(view: String? = nil, colorScheme: String = "light", platform: Platform? = nil, strict: Bool = false, file: String? = nil,
                  os: OSRelease = .current, locale: String? = nil) -> IRDocument {
        evaluation(view: view, colorScheme: colorScheme, platform: platform, strict: strict, file: file, os: os, locale: locale).document
    }

    /// The IR and the state it was evaluated with (initial values of every @State).
    func evaluation(view: String? = nil, colorScheme: String = "light", platform: Platform? = nil, strict: Bool = false,
                    file: String? = nil, os: OSRelease = .current, locale: String? = nil) -> (document: IRDocument, state: StateStore) {
        withDecodingDiagnostics(compile(platform: platform).evaluate(options: EvaluationOptions(view: view, colorScheme: colorScheme, strict: strict,
                                                                                               platform: platform, file: file, os: os, locale: locale)))
    }

    /// The IR and state of the variant `options` draw (V8): evaluated in its environment — its
    /// text size, direction and size classes — and, when the code read them, once more in the
    /// environment its preview's traits turn the canvas to (`#Preview(traits: .landscapeLeft)`).
    func evaluation(for options: RenderOptions, strict: Bool = false, file: String? = nil) -> (document: IRDocument, state: StateStore) {
        withDecodingDiagnostics(Self.evaluation(of: compile(platform: options.platform), for: options, strict: strict, file: file ?? options.file))
    }

    /// A run's document with what reading the input's files said (an encoding, a catalog).
    private func withDecodingDiagnostics(_ run: Evaluation) -> (document: IRDocument, state: StateStore) {
        var document = run.document
        document.diagnostics = (decodingDiagnostics + document.diagnostics).sortedForOutput()
        return (document, run.state)
    }

    static func evaluation(of program: Program, for options: RenderOptions, strict: Bool = false, file: String?) -> Evaluation {
        let context = options.context
        return program.evaluate(options: EvaluationOptions(view: options.view, colorScheme: options.colorScheme.rawValue, strict: strict,
                                                           platform: options.platform, file: file, os: options.os, locale: options.locale,
                                                           environment: context.environment),
                                turning: { context.environment(turnedTo: options.context(for: $0.document), read: $0.variantReads) })
    }

    func compile(platform: Platform?, onEveryCore: Bool = true) -> Program {
        guard isProject || !localizations.isEmpty || !localizations.diagnostics.isEmpty || !assets.isEmpty || !assets.diagnostics.isEmpty else {
            return Frontend.compile(text, fileName: files[0].path, platform: platform)
        }
        return Frontend.compile(files: files, platform: platform, localizations: localizations, assets: assets, onEveryCore: onEveryCore)
    }

    // MARK: Reading

    private static func read(_ path: String) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("easel: cannot read '\(path)'\n".utf8))
            throw ExitCode.usage
        }
        return data
    }

    /// The Swift files a path stands for (`ProjectFiles`, shared with the Studio's project mode).
    static func swiftFiles(at path: String) throws -> [String] {
        path == "-" ? [path] : ProjectFiles.swiftFiles(at: path)
    }
}
