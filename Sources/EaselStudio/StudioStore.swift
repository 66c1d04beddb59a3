import EaselIR
import EaselToolbars
import Foundation

/// A document of the Studio: a name and SwiftUI source, and its version — counted up by every
/// save of the source, so a save from a stale copy is refused (issue 18).
public struct StudioDocument: Codable, Hashable, Sendable {
    public var id: String
    public var name: String
    public var source: String
    public var version: Int

    public init(id: String, name: String, source: String, version: Int = 0) {
        self.id = id
        self.name = name
        self.source = source
        self.version = version
    }
}

/// A save whose `baseVersion` is not the document's version: somebody else saved it since.
public struct StaleDocument: Error, Sendable {
    public let current: StudioDocument
}

/// The database could not be reached or answered with an error; the request is refused with 503
/// and nothing it asked for is acknowledged.
public struct StoreUnavailable: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// The per-document JSON rows a store keeps beside the documents.
public enum StudioTable: String, Sendable, CaseIterable {
    /// The saved customizations (toolbars and tab views).
    case state
    /// The running state of the preview (its @State values).
    case runtime
}

/// Where the Studio keeps documents and their state: SQLite embedded (`SQLiteStudioStore`) or
/// PostgreSQL shared by several processes (`PostgresStudioStore`). Both promise the same: an
/// acknowledged write is durable, and `updateRow` keeps every other writer of that document out
/// between its read and its write (spec S5, issue 18). One shared test suite runs against both.
public protocol StudioStore: Sendable {
    func document(_ id: String) async throws -> StudioDocument?
    /// Every document, by id.
    func documents() async throws -> [StudioDocument]
    /// Saves a document's source, one version up; with `baseVersion`, only if that is still its
    /// version (else `StaleDocument`, nothing written). Read and write are one transaction.
    func save(_ document: StudioDocument, baseVersion: Int?) async throws -> StudioDocument
    /// The JSON text of a document's row in `table`; nil when it has none.
    func row(_ table: StudioTable, _ documentID: String) async throws -> String?
    /// Reads a document's row, hands it to `change` and writes the JSON it returns (nil: nothing
    /// is written) in one transaction; the document is created when missing. A change that throws
    /// writes nothing.
    func updateRow<Result: Sendable>(_ table: StudioTable, _ documentID: String,
                                     _ change: @escaping @Sendable (String?) throws -> (json: String?, result: Result)) async throws -> Result
}

/// The schema both stores build, as SQL both SQLite and PostgreSQL read, applied once each by
/// name in order. Migrations are only ever added: a database names the ones it has run.
public enum StudioSchema {
    public static let migrations: [(name: String, statements: [String])] = [
        ("v1", [
            "CREATE TABLE document (id TEXT NOT NULL PRIMARY KEY, name TEXT NOT NULL, source TEXT NOT NULL)",
            #"CREATE TABLE state ("documentID" TEXT NOT NULL PRIMARY KEY REFERENCES document(id) ON DELETE CASCADE, json TEXT NOT NULL)"#,
        ]),
        ("v2 runtime state", [
            #"CREATE TABLE runtime ("documentID" TEXT NOT NULL PRIMARY KEY REFERENCES document(id) ON DELETE CASCADE, json TEXT NOT NULL)"#,
        ]),
        ("v3 document version", [
            "ALTER TABLE document ADD COLUMN version INTEGER NOT NULL DEFAULT 0",
        ]),
    ]
}

extension StudioStore {
    /// Saves the source whatever the version now is.
    @discardableResult
    public func save(_ document: StudioDocument) async throws -> StudioDocument {
        try await save(document, baseVersion: nil)
    }

    /// The saved customizations of a document; an unreadable row gives defaults and a warning (S4).
    public func state(_ documentID: String) async throws -> (document: CustomizationDocument, diagnostics: [Diagnostic]) {
        guard let json = try await row(.state, documentID) else { return (CustomizationDocument(), []) }
        let loaded = CustomizationStore.read(Data(json.utf8), from: "the saved customization of '\(documentID)'")
        return (loaded.document, loaded.diagnostics)
    }

    /// Reads a document's customizations, changes them and writes them back in one transaction,
    /// so concurrent edits of one document never lose one another (issue 18, S5). A change that
    /// throws writes nothing.
    @discardableResult
    public func updateState(_ documentID: String,
                            _ change: @escaping @Sendable (inout CustomizationDocument) throws -> Void) async throws -> CustomizationDocument {
        try await updateRow(.state, documentID) { json in
            var state = CustomizationDocument()
            if let json {
                state = CustomizationStore.read(Data(json.utf8), from: "the saved customization of '\(documentID)'").document
            }
            try change(&state)
            return (try Self.json(state), state)
        }
    }

    /// The running state of a document's preview (its @State values); empty when unreadable.
    public func runtime(_ documentID: String) async throws -> StateStore {
        try await runtimeRow(documentID).state
    }

    /// The running state with the text it was read from: `saveRuntime(_:_:ifUnchangedFrom:)`
    /// writes only if nobody wrote it since (an interaction evaluates between read and write).
    public func runtimeRow(_ documentID: String) async throws -> (state: StateStore, json: String?) {
        let json = try await row(.runtime, documentID)
        return (json.flatMap { try? EaselJSON.decoder().decode(StateStore.self, from: Data($0.utf8)) } ?? StateStore(), json)
    }

    /// Writes the running state if the row still holds `previous` (checked and written in one
    /// transaction); `false` when another interaction wrote first.
    public func saveRuntime(_ documentID: String, _ state: StateStore, ifUnchangedFrom previous: String?) async throws -> Bool {
        let json = try Self.json(state)
        return try await updateRow(.runtime, documentID) { current in
            current == previous ? (json, true) : (nil, false)
        }
    }

    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try EaselJSON.encode(value, pretty: false), as: UTF8.self)
    }
}
