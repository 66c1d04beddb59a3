import Foundation
import GRDB

/// The embedded store: one SQLite file through GRDB, in WAL mode with full synchronisation, so an
/// acknowledged write survives the process being killed (spec S5). GRDB runs one write
/// transaction at a time, which is what keeps `updateRow`'s read and write together.
public final class SQLiteStudioStore: StudioStore {
    let pool: DatabasePool

    public init(folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var configuration = Configuration()
        // Another process on the same file (a second Studio, a restart overlapping the old one) waits its turn.
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        pool = try DatabasePool(path: folder.appendingPathComponent("studio.sqlite").path, configuration: configuration)
        try pool.write(Self.migrate)
    }

    public func document(_ id: String) async throws -> StudioDocument? {
        try await pool.read { db in try Self.document(db, id) }
    }

    public func documents() async throws -> [StudioDocument] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: "SELECT id, name, source, version FROM document ORDER BY id").map(Self.document)
        }
    }

    public func save(_ document: StudioDocument, baseVersion: Int?) async throws -> StudioDocument {
        try await pool.write { db in
            let current = try Self.document(db, document.id)
            if let baseVersion, let current, current.version != baseVersion { throw StaleDocument(current: current) }
            var saved = document
            saved.version = (current?.version ?? 0) + 1
            try db.execute(sql: """
                INSERT INTO document (id, name, source, version) VALUES (?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET name = excluded.name, source = excluded.source, version = excluded.version
                """, arguments: [saved.id, saved.name, saved.source, saved.version])
            return saved
        }
    }

    public func row(_ table: StudioTable, _ documentID: String) async throws -> String? {
        try await pool.read { db in try Self.row(db, table, documentID) }
    }

    public func updateRow<Result: Sendable>(_ table: StudioTable, _ documentID: String,
                                            _ change: @escaping @Sendable (String?) throws -> (json: String?, result: Result)) async throws -> Result {
        try await pool.write { db in
            let (json, result) = try change(try Self.row(db, table, documentID))
            if let json {
                try db.execute(sql: "INSERT INTO document (id, name, source) VALUES (?, ?, '') ON CONFLICT(id) DO NOTHING",
                               arguments: [documentID, documentID])
                try db.execute(sql: #"INSERT INTO \#(table.rawValue) ("documentID", json) VALUES (?, ?) ON CONFLICT("documentID") DO UPDATE SET json = excluded.json"#,
                               arguments: [documentID, json])
            }
            return result
        }
    }

    /// Applies `StudioSchema`'s migrations not yet run, all in one write transaction — so two
    /// processes opening one file together take turns. Applied migrations are named in GRDB's
    /// own `grdb_migrations` table, where earlier versions of the Studio recorded them.
    private static func migrate(_ db: Database) throws {
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        for migration in StudioSchema.migrations where !applied.contains(migration.name) {
            for statement in migration.statements { try db.execute(sql: statement) }
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.name])
        }
    }

    private static func document(_ db: Database, _ id: String) throws -> StudioDocument? {
        try Row.fetchOne(db, sql: "SELECT id, name, source, version FROM document WHERE id = ?", arguments: [id]).map(document)
    }

    private static func document(_ row: Row) -> StudioDocument {
        StudioDocument(id: row["id"], name: row["name"], source: row["source"], version: row["version"])
    }

    private static func row(_ db: Database, _ table: StudioTable, _ documentID: String) throws -> String? {
        try String.fetchOne(db, sql: #"SELECT json FROM \#(table.rawValue) WHERE "documentID" = ?"#, arguments: [documentID])
    }
}
