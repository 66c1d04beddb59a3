import EaselFrontend
import EaselIR
import Foundation

/// A project folder open in the Studio (`easel studio --project PATH`, issue 19): its Swift files
/// read as one module, its previews and views as the document list, its files written back only
/// from the version they were loaded at, and changes on disk pushed to the pages.
///
/// Watching is by polling modification times and sizes (every 250 ms; the folder listed again
/// every second for files added or removed), not inotify: it needs no C shim or extra library,
/// behaves the same on Linux and macOS, sees editors that save by writing a new file and renaming
/// it over the old one (vim, VS Code's atomic saves), and works on network and container file
/// systems where inotify events do not arrive. A project of a few hundred files costs a few
/// hundred `stat` calls a tick.
public actor StudioProject {
    public nonisolated let folder: ProjectFolder
    public private(set) var files: [SourceFile] = []
    /// Counts up with every change seen on disk or written from the Studio.
    public private(set) var version = 0
    private var stamps: [String: Stamp] = [:]
    private var program: Program?
    /// The project's string tables (issue 31), parsed when the project is opened and again only
    /// when one of them changes on disk (not per evaluation).
    private var localizations = Localizations.none
    private var localizationStamps: [String: Stamp] = [:]
    /// The asset catalogs' colours, read likewise.
    private var assets = AssetCatalogs.none
    private var catalogStamps: [String: Stamp] = [:]
    private var subscribers: [UUID: AsyncStream<Change>.Continuation] = [:]
    private var ticks = 0

    /// What a file's modification time and size were when last read.
    struct Stamp: Equatable { let modified: Date; let size: Int }

    /// Files that changed, for the live channel: `{"changed": {"version", "files"}}`.
    public struct Change: Codable, Sendable, Equatable {
        public let version: Int
        public let files: [String]
    }

    /// A write from a copy of the file older than what is on disk.
    public struct StaleFile: Error, Sendable {
        public let path: String
        public let text: String
        public let version: String
    }

    public init(folder: URL) throws {
        self.folder = ProjectFolder(folder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: self.folder.root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ProjectFolder.Refusal(path: folder.path, reason: "is not a folder")
        }
        let (read, stamps) = Self.scan(self.folder)
        self.files = read
        self.stamps = stamps
        (localizationStamps, catalogStamps) = Self.resourceStamps(self.folder)
        localizations = Self.localizations(reading: localizationStamps, in: self.folder)
        assets = Self.assets(reading: catalogStamps, in: self.folder)
    }

    // MARK: Reading and writing

    /// The previews and views the project offers, in file and line order.
    public func previews() -> [PreviewEntry] {
        let compiled = Frontend.compile(files: files, reusing: program, localizations: localizations, assets: assets)
        program = compiled
        return compiled.previewEntries
    }

    /// A file's text and version (a hash of its bytes): what a write must name as `baseVersion`.
    public func file(_ path: String) throws -> (text: String, version: String) {
        let url = try folder.resolve(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ProjectFolder.Refusal(path: path, reason: "is not a file of the project")
        }
        return (String(decoding: data, as: UTF8.self), Self.version(of: data))
    }

    /// Writes a file (atomically) if what is on disk is still `baseVersion`; otherwise `StaleFile`
    /// with what is there, and nothing is written. A file that does not exist yet needs no base.
    @discardableResult
    public func write(_ path: String, text: String, baseVersion: String?) throws -> String {
        let url = try folder.resolve(path)
        guard url.pathExtension == "swift" else { throw ProjectFolder.Refusal(path: path, reason: "is not a .swift file") }
        if let current = FileManager.default.contents(atPath: url.path) {
            let currentVersion = Self.version(of: current)
            if currentVersion != baseVersion {
                throw StaleFile(path: path, text: String(decoding: current, as: UTF8.self), version: currentVersion)
            }
        }
        let data = Data(text.utf8)
        try data.write(to: url, options: .atomic)
        absorbChanges()
        return Self.version(of: data)
    }

    /// Evaluates the project with `path` shown (its preview, or `view`), the file's text replaced by
    /// `text` when the page holds unsaved edits; only files that changed are parsed again.
    /// `turning`: see `EnvironmentTurning`.
    public func evaluate(file path: String, text: String?, state: StateStore, options: EvaluationOptions,
                         turning: EnvironmentTurning? = nil) async throws -> Evaluation {
        let relative = try relativePath(path)
        var current = files
        if let text, let index = current.firstIndex(where: { $0.path == relative }) { current[index] = SourceFile(path: relative, text: text) }
        var options = options
        options.file = relative
        var (compiled, evaluation) = await Frontend.evaluate(files: current, reusing: program, state: state, options: options,
                                                             localizations: localizations, assets: assets, turning: turning)
        program = compiled
        evaluation.previews = compiled.previewNames(inFile: relative)
        return evaluation
    }

    /// `path` as the project names it (relative to the root), once it is known to stay inside.
    func relativePath(_ path: String) throws -> String {
        let url = try folder.resolve(path)
        let rootParts = folder.root.pathComponents
        return url.pathComponents.dropFirst(rootParts.count).joined(separator: "/")
    }

    // MARK: Watching

    /// The changes seen from now on.
    public func changes() -> AsyncStream<Change> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<Change>.makeStream(bufferingPolicy: .bufferingNewest(8))
        subscribers[id] = continuation
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        return stream
    }

    private func unsubscribe(_ id: UUID) { subscribers[id] = nil }

    /// Polls until cancelled.
    public func watch(every interval: Duration = .milliseconds(250)) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            ticks += 1
            absorbChanges(relist: ticks % 4 == 0)
        }
    }

    /// Reads what changed on disk since the last look and tells the subscribers.
    func absorbChanges(relist: Bool = true) {
        var changed: [String] = []
        if relist {
            let (tables, catalogFiles) = Self.resourceStamps(folder)
            if tables != localizationStamps {
                changed += Self.differing(tables, localizationStamps)
                (localizations, localizationStamps) = (Self.localizations(reading: tables, in: folder), tables)
            }
            if catalogFiles != catalogStamps {
                changed += Self.differing(catalogFiles, catalogStamps)
                (assets, catalogStamps) = (Self.assets(reading: catalogFiles, in: folder), catalogFiles)
            }
            let (read, newStamps) = Self.scan(folder)
            let old = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
            changed += read.filter { old[$0.path] != $0.text }.map(\.path) + old.keys.filter { path in !read.contains { $0.path == path } }.sorted()
            files = read
            stamps = newStamps
        } else {
            for (index, file) in files.enumerated() {
                let url = folder.root.appendingPathComponent(file.path)
                guard let stamp = Self.stamp(url), stamp != stamps[file.path] else { continue }
                stamps[file.path] = stamp
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? file.text
                if text != file.text {
                    files[index] = SourceFile(path: file.path, text: text)
                    changed.append(file.path)
                }
            }
        }
        guard !changed.isEmpty else { return }
        version += 1
        let change = Change(version: version, files: changed)
        for continuation in subscribers.values { continuation.yield(change) }
    }

    /// Every Swift file of the project (as `ProjectFiles` picks them), relative to the root.
    static func scan(_ folder: ProjectFolder) -> ([SourceFile], [String: Stamp]) {
        let root = folder.root.path
        var files: [SourceFile] = []
        var stamps: [String: Stamp] = [:]
        for path in ProjectFiles.swiftFiles(at: root) where path.hasPrefix(root + "/") {
            let relative = String(path.dropFirst(root.count + 1))
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            files.append(SourceFile(path: relative, text: String(decoding: data, as: UTF8.self)))
            stamps[relative] = stamp(URL(fileURLWithPath: path))
        }
        return (files, stamps)
    }

    /// The string tables' and the colour sets' stamps, by path relative to the root, from one walk
    /// of the folder: only files inside it (a link out of it is not read).
    static func resourceStamps(_ folder: ProjectFolder) -> (tables: [String: Stamp], catalogFiles: [String: Stamp]) {
        let files = ProjectFiles.resourceFiles(at: folder.root.path)
        return (stamps(of: files.localizations, in: folder), stamps(of: files.catalogFiles, in: folder))
    }

    private static func stamps(of paths: [String], in folder: ProjectFolder) -> [String: Stamp] {
        let root = folder.root.path
        var stamps: [String: Stamp] = [:]
        for path in paths where path.hasPrefix(root + "/") {
            let relative = String(path.dropFirst(root.count + 1))
            guard let url = try? folder.resolve(relative) else { continue }
            stamps[relative] = stamp(url)
        }
        return stamps
    }

    /// The paths whose stamps differ between two looks (changed, added or gone), sorted.
    private static func differing(_ now: [String: Stamp], _ before: [String: Stamp]) -> [String] {
        Set(now.keys).union(before.keys).filter { now[$0] != before[$0] }.sorted()
    }

    /// The files `stamps` names, read: path relative to the root, bytes.
    private static func contents(_ stamps: [String: Stamp], in folder: ProjectFolder) -> [(String, Data)] {
        stamps.keys.sorted().compactMap { path in FileManager.default.contents(atPath: folder.root.appendingPathComponent(path).path).map { (path, $0) } }
    }

    /// The project's string tables, parsed.
    static func localizations(reading stamps: [String: Stamp], in folder: ProjectFolder) -> Localizations {
        Localizations(files: contents(stamps, in: folder).map { LocalizationFile(path: $0.0, contents: $0.1) })
    }

    /// The project's asset catalogs (colour sets, symbol sets), read.
    static func assets(reading stamps: [String: Stamp], in folder: ProjectFolder) -> AssetCatalogs {
        AssetCatalogs(files: contents(stamps, in: folder).map { AssetCatalogs.File(path: $0.0, contents: $0.1) })
    }

    static func stamp(_ url: URL) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let modified = attributes[.modificationDate] as? Date, let size = attributes[.size] as? Int else { return nil }
        return Stamp(modified: modified, size: size)
    }

    /// FNV-1a over the bytes, as 16 hex digits: equal text, equal version.
    static func version(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return String(hash, radix: 16).leftPadding(to: 16)
    }
}

private extension String {
    func leftPadding(to length: Int) -> String { count >= length ? self : String(repeating: "0", count: length - count) + self }
}
