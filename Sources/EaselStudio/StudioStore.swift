import EaselIR
import EaselToolbars
import Foundation
import GRDB

/// A document of the Studio: a name and SwiftUI source.
public struct StudioDocument: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "document"
    public var id: String
    public var name: String
    public var source: String

    public init(id: String, name: String, source: String) {
        self.id = id
        self.name = name
        self.source = source
    }
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
        try migrator.migrate(pool)
    }

    public func document(_ id: String) throws -> StudioDocument? {
        try pool.read { db in try StudioDocument.fetchOne(db, key: id) }
    }

    public func documents() throws -> [StudioDocument] {
        try pool.read { db in try StudioDocument.order(Column("id")).fetchAll(db) }
    }

    public func save(_ document: StudioDocument) throws {
        try pool.write { db in try document.save(db) }
    }

    /// The saved customizations of a document; an unreadable row gives defaults and a warning (S4).
    public func state(_ documentID: String) throws -> (document: CustomizationDocument, diagnostics: [Diagnostic]) {
        guard let json = try json(in: .state, documentID) else { return (CustomizationDocument(), []) }
        let loaded = CustomizationStore.read(Data(json.utf8), from: "the saved customization of '\(documentID)'")
        return (loaded.document, loaded.diagnostics)
    }

    /// Saves a document's customizations; returns once the write is durable.
    public func saveState(_ documentID: String, _ state: CustomizationDocument) throws {
        try saveJSON(state, in: .state, documentID)
    }

    /// The running state of a document's preview (its @State values); empty when unreadable.
    public func runtime(_ documentID: String) throws -> StateStore {
        try json(in: .runtime, documentID).flatMap { try? JSONDecoder().decode(StateStore.self, from: Data($0.utf8)) } ?? StateStore()
    }

    public func saveRuntime(_ documentID: String, _ state: StateStore) throws {
        try saveJSON(state, in: .runtime, documentID)
    }

    /// The per-document JSON tables.
    enum Table: String { case state, runtime }

    private func json(in table: Table, _ documentID: String) throws -> String? {
        try pool.read { db in
            try String.fetchOne(db, sql: "SELECT json FROM \(table.rawValue) WHERE documentID = ?", arguments: [documentID])
        }
    }

    /// Writes a document's row of `table`, creating the document if needed.
    private func saveJSON(_ value: some Encodable, in table: Table, _ documentID: String) throws {
        let json = String(decoding: try EaselJSON.encode(value, pretty: false), as: UTF8.self)
        try pool.write { db in
            if try StudioDocument.fetchOne(db, key: documentID) == nil {
                try StudioDocument(id: documentID, name: documentID, source: "").insert(db)
            }
            try db.execute(sql: "INSERT INTO \(table.rawValue) (documentID, json) VALUES (?, ?) ON CONFLICT(documentID) DO UPDATE SET json = excluded.json",
                           arguments: [documentID, json])
        }
    }
}
