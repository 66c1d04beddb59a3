import EaselIR
import Foundation

/// The saved customizations (spec S1): versioned JSON, keyed by toolbar id, then item id.
public struct CustomizationDocument: Codable, Hashable, Sendable {
    public static let formatName = "easel.customization/1"

    public var format: String
    public var toolbars: [String: ToolbarCustomization]
    /// Tab-view customizations by storage key: the `@AppStorage`/`@SceneStorage` key, or the
    /// view's name for plain `@State` (spec B7).
    public var tabs: [String: TabCustomization]

    public init(toolbars: [String: ToolbarCustomization] = [:], tabs: [String: TabCustomization] = [:]) {
        self.format = Self.formatName
        self.toolbars = toolbars
        self.tabs = tabs
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decode(String.self, forKey: .format)
        toolbars = try c.decodeIfPresent([String: ToolbarCustomization].self, forKey: .toolbars) ?? [:]
        tabs = try c.decodeIfPresent([String: TabCustomization].self, forKey: .tabs) ?? [:]
    }

    /// The state of toolbar `declaration`: saved state migrated to the declaration (spec S3),
    /// or the default one.
    public func state(for declaration: ToolbarDecl) -> ToolbarCustomization {
        let model = CustomizationModel(declaration)
        guard let id = declaration.id, let saved = toolbars[id] else { return model.defaultState() }
        return model.migrate(saved)
    }

    /// The customization of a tab view (spec B7), migrated to its declaration; defaults when
    /// none is saved or the tab view is not customizable.
    public func state(for declaration: TabViewDecl) -> TabCustomization {
        let model = TabCustomizationModel(declaration)
        guard model.isCustomizable, let key = model.storageKey, let saved = tabs[key] else { return model.defaultState() }
        return model.migrate(saved)
    }
}

/// A customization document on disk (spec S4, S5): reading never fails — an unreadable, foreign
/// or inconsistent file gives defaults and a warning and is left as it is; writing is atomic, and
/// replacing an unreadable file keeps it as `*.bak`.
public struct CustomizationStore: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    public struct Loaded: Sendable {
        public var document: CustomizationDocument
        public var diagnostics: [Diagnostic]
        /// The file exists but could not be used: the next save keeps it as `*.bak`.
        public var unreadable: Bool
    }

    public func load() -> Loaded {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if FileManager.default.fileExists(atPath: url.path) {
                return Self.unusable("state-unreadable", "the state file \(url.path) cannot be read; defaults are used")
            }
            return Loaded(document: CustomizationDocument(), diagnostics: [], unreadable: false)
        }
        return Self.read(data, from: "the state file \(url.path)")
    }

    /// The document in `data`, checked as `load()` checks it; `origin` names where the bytes
    /// came from in messages ("the state file …"). Pure, so the Studio's store shares it and a
    /// fuzzer can drive it without a disk.
    public static func read(_ data: Data, from origin: String) -> Loaded {
        let document: CustomizationDocument
        do {
            document = try EaselJSON.decoder().decode(CustomizationDocument.self, from: data)
        } catch {
            return unusable("state-unreadable", "\(origin) is not a customization document (\(Self.reason(error))); defaults are used and the file is left as it is")
        }
        guard document.format == CustomizationDocument.formatName else {
            return unusable("state-unknown-format", "\(origin) has format '\(document.format)', not '\(CustomizationDocument.formatName)'; defaults are used and the file is left as it is")
        }
        for (id, toolbar) in document.toolbars.sorted(by: { $0.key < $1.key }) where Set(toolbar.items).count != toolbar.items.count {
            return unusable("state-inconsistent", "toolbar '\(id)' in \(origin) lists an item twice; defaults are used and the file is left as it is")
        }
        for (key, tabs) in document.tabs.sorted(by: { $0.key < $1.key }) {
            for (section, order) in tabs.tabOrder.sorted(by: { $0.key < $1.key }) where Set(order).count != order.count {
                return unusable("state-inconsistent", "tab view '\(key)' in \(origin) lists an entry of section '\(section)' twice; defaults are used and the file is left as it is")
            }
        }
        return Loaded(document: document, diagnostics: [], unreadable: false)
    }

    private static func unusable(_ code: String, _ message: String) -> Loaded {
        Loaded(document: CustomizationDocument(), diagnostics: [Diagnostic(.warning, code, at: SourceLocation(line: 0, column: 0), message)],
               unreadable: true)
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let c): return c.debugDescription
        case DecodingError.keyNotFound(let key, _): return "missing '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c):
            return "wrong value at '\(c.codingPath.map(\.stringValue).joined(separator: "."))'"
        default: return "\(error)"
        }
    }

    /// Writes the document atomically: a new file beside the old, flushed, then renamed over it.
    public func save(_ document: CustomizationDocument, keepingUnreadable: Bool = false) throws {
        let data = try EaselJSON.encode(document)
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if keepingUnreadable, FileManager.default.fileExists(atPath: url.path) {
            let backup = url.appendingPathExtension("bak")
            try? FileManager.default.removeItem(at: backup)
            try FileManager.default.copyItem(at: url, to: backup)
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        FileManager.default.createFile(atPath: temporary.path, contents: nil)
        let handle = try FileHandle(forWritingTo: temporary)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
        } catch {
            try? handle.close()
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
        let dir = open(directory.path, O_RDONLY)
        if dir >= 0 { fsync(dir); close(dir) }
    }
}
