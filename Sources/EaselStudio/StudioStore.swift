import EaselIR
import EaselToolbars
import Foundation
import GRDB

/// A document of the Studio: a name and SwiftUI source, and its version — counted up by every
/// save of the source, so a save from a stale copy is refused (issue 18).
public struct StudioDocument: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "document"
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

/// Documents and their customization state in SQLite through GRDB, in WAL mode with full
/// synchronisation, so an acknowledged write survives the process being killed (spec S5).
public final class StudioStore: Sendable {
    let pool: DatabasePool

    public init(folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        pool = try DatabasePool(path: folder.appendingPathComponent("studio.sqlite").path, configuration: configuration)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "document") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("source", .text).notNull()
            }
            try db.create(table: "state") { t in
                t.primaryKey("documentID", .text).references("document", onDelete: .cascade)
                t.column("json", .text).notNull()
            }
        }
        migrator.registerMigration("v2 runtime state") { db in
            try db.create(table: "runtime") { t in
                t.primaryKey("documentID", .text).references("document", onDelete: .cascade)
                t.column("json", .text).notNull()
            }
        }
        migrator.registerMigration("v3 document version") { db in
            try db.alter(table: "document") { t in t.add(column: "version", .integer).notNull().defaults(to: 0) }
        }
        try migrator.migrate(pool)
    }

    public func document(_ id: String) throws -> StudioDocument? {
        try pool.read { db in try StudioDocument.fetchOne(db, key: id) }
    }

    public func documents() throws -> [StudioDocument] {
        try pool.read { db in try StudioDocument.order(Column("id")).fetchAll(db) }
    }

    /// Saves a document's source, one version up; with `baseVersion`, only if that is still its
    /// version (else `StaleDocument`, nothing written). Read and write are one transaction.
    @discardableResult
    public func save(_ document: StudioDocument, baseVersion: Int? = nil) throws -> StudioDocument {
        try pool.write { db in
            let current = try StudioDocument.fetchOne(db, key: document.id)
            if let baseVersion, let current, current.version != baseVersion { throw StaleDocument(current: current) }
            var saved = document
            saved.version = (current?.version ?? 0) + 1
            try saved.save(db)
            return saved
        }
    }

    /// The saved customizations of a document; an unreadable row gives defaults and a warning (S4).
    public func state(_ documentID: String) throws -> (document: CustomizationDocument, diagnostics: [Diagnostic]) {
        guard let json = try json(in: .state, documentID) else { return (CustomizationDocument(), []) }
        let loaded = CustomizationStore.read(Data(json.utf8), from: "the saved customization of '\(documentID)'")
        return (loaded.document, loaded.diagnostics)
    }

    /// Reads a document's customizations, changes them and writes them back in one write
    /// transaction, so concurrent edits of one document never lose one another (issue 18, S5).
    /// A change that throws writes nothing.
    @discardableResult
    public func updateState(_ documentID: String, _ change: (inout CustomizationDocument) throws -> Void) throws -> CustomizationDocument {
        try pool.write { db in
            var state = CustomizationDocument()
            if let json = try Self.json(db, in: .state, documentID) {
                state = CustomizationStore.read(Data(json.utf8), from: "the saved customization of '\(documentID)'").document
            }
            try change(&state)
            try Self.writeJSON(db, state, in: .state, documentID)
            return state
        }
    }

    /// The running state of a document's preview (its @State values); empty when unreadable.
    public func runtime(_ documentID: String) throws -> StateStore {
        try runtimeRow(documentID).state
    }

    /// The running state with the text it was read from: `saveRuntime(_:_:ifUnchangedFrom:)`
    /// writes only if nobody wrote it since (an interaction evaluates between read and write).
    public func runtimeRow(_ documentID: String) throws -> (state: StateStore, json: String?) {
        let json = try json(in: .runtime, documentID)
        return (json.flatMap { try? JSONDecoder().decode(StateStore.self, from: Data($0.utf8)) } ?? StateStore(), json)
    }

    /// Writes the running state if the row still holds `previous` (checked and written in one
    /// transaction); `false` when another interaction wrote first.
    public func saveRuntime(_ documentID: String, _ state: StateStore, ifUnchangedFrom previous: String?) throws -> Bool {
        try pool.write { db in
            guard try Self.json(db, in: .runtime, documentID) == previous else { return false }
            try Self.writeJSON(db, state, in: .runtime, documentID)
            return true
        }
    }

    /// The per-document JSON tables.
    enum Table: String { case state, runtime }

    private func json(in table: Table, _ documentID: String) throws -> String? {
        try pool.read { db in try Self.json(db, in: table, documentID) }
    }

    private static func json(_ db: Database, in table: Table, _ documentID: String) throws -> String? {
        try String.fetchOne(db, sql: "SELECT json FROM \(table.rawValue) WHERE documentID = ?", arguments: [documentID])
    }

    /// Writes a document's row of `table`, creating the document if needed.
    private static func writeJSON(_ db: Database, _ value: some Encodable, in table: Table, _ documentID: String) throws {
        let json = String(decoding: try EaselJSON.encode(value, pretty: false), as: UTF8.self)
        if try StudioDocument.fetchOne(db, key: documentID) == nil {
            try StudioDocument(id: documentID, name: documentID, source: "").insert(db)
        }
        try db.execute(sql: "INSERT INTO \(table.rawValue) (documentID, json) VALUES (?, ?) ON CONFLICT(documentID) DO UPDATE SET json = excluded.json",
                       arguments: [documentID, json])
    }
}
