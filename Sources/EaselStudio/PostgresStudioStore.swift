import Foundation
import Logging
import NIOSSL
import PostgresNIO

/// The shared store: PostgreSQL through postgres-nio, so several `easel studio` processes serve
/// the same documents (issue 18). Every read-modify-write locks the document's row
/// (`SELECT … FOR UPDATE`) for its transaction, so writers of one document, in any process, go
/// one at a time; PostgreSQL's commit is durable before the Studio acknowledges anything.
public final class PostgresStudioStore: StudioStore {
    let client: PostgresClient
    private let running: Task<Void, Never>
    private let logger: Logger

    /// Connects to `url` (`postgres://user[:password]@host[:port]/database[?sslmode=disable|prefer|require]`)
    /// and brings the schema up to date on one connection first — so a server that is not there
    /// is an error at once, not a pool retrying in the background. Several processes may start at
    /// once: the migrations run under an advisory lock.
    public static func connect(url: String) async throws -> PostgresStudioStore {
        let address = try DatabaseAddress(url)
        var logger = Logger(label: "easel.studio.postgres")
        logger.logLevel = .error
        do {
            let connection = try await PostgresConnection.connect(configuration: try address.connectionConfiguration(), id: 1, logger: logger)
            do {
                try await migrate(connection, logger: logger)
                try await connection.close()
            } catch {
                try? await connection.close()
                throw error
            }
        } catch let error as PSQLError {
            throw StoreUnavailable(description: "PostgreSQL at \(address): \(describe(error))")
        }
        return PostgresStudioStore(client: PostgresClient(configuration: address.clientConfiguration(), backgroundLogger: logger), logger: logger)
    }

    private init(client: PostgresClient, logger: Logger) {
        self.client = client
        self.logger = logger
        running = Task { await client.run() }
    }

    /// Closes the connections (also when the store is let go).
    public func close() {
        running.cancel()
    }

    deinit { running.cancel() }

    public func document(_ id: String) async throws -> StudioDocument? {
        try await connection { connection in try await Self.document(connection, id, logger: self.logger) }
    }

    public func documents() async throws -> [StudioDocument] {
        try await connection { connection in
            var documents: [StudioDocument] = []
            let rows = try await connection.query("SELECT id, name, source, version FROM document ORDER BY id", logger: self.logger)
            for try await (id, name, source, version) in rows.decode((String, String, String, Int).self) {
                documents.append(StudioDocument(id: id, name: name, source: source, version: version))
            }
            return documents
        }
    }

    public func save(_ document: StudioDocument, baseVersion: Int?) async throws -> StudioDocument {
        try await transaction { connection in
            let created = try await Self.createIfMissing(connection, document.id, logger: self.logger)
            let current = try await Self.document(connection, document.id, lock: true, logger: self.logger)
            if let baseVersion, !created, let current, current.version != baseVersion { throw StaleDocument(current: current) }
            var saved = document
            saved.version = created ? 1 : (current?.version ?? 0) + 1
            try await connection.query("UPDATE document SET name = \(saved.name), source = \(saved.source), version = \(saved.version) WHERE id = \(saved.id)",
                                       logger: self.logger)
            return saved
        }
    }

    public func row(_ table: StudioTable, _ documentID: String) async throws -> String? {
        try await connection { connection in try await Self.row(connection, table, documentID, logger: self.logger) }
    }

    public func updateRow<Result: Sendable>(_ table: StudioTable, _ documentID: String,
                                            _ change: @escaping @Sendable (String?) throws -> (json: String?, result: Result)) async throws -> Result {
        try await transaction { connection in
            // The document's row is the lock every writer of the document takes first.
            _ = try await Self.createIfMissing(connection, documentID, logger: self.logger)
            _ = try await Self.document(connection, documentID, lock: true, logger: self.logger)
            let (json, result) = try change(try await Self.row(connection, table, documentID, logger: self.logger))
            if let json {
                try await connection.query("""
                    INSERT INTO \(unescaped: table.rawValue) ("documentID", json) VALUES (\(documentID), \(json))
                    ON CONFLICT ("documentID") DO UPDATE SET json = excluded.json
                    """, logger: self.logger)
            }
            return result
        }
    }

    // MARK: Queries

    /// Inserts an empty document named by its id unless there is one; whether it inserted.
    private static func createIfMissing(_ connection: PostgresConnection, _ id: String, logger: Logger) async throws -> Bool {
        let rows = try await connection.query("INSERT INTO document (id, name, source) VALUES (\(id), \(id), '') ON CONFLICT (id) DO NOTHING RETURNING id",
                                              logger: logger)
        for try await _ in rows { return true }
        return false
    }

    private static func document(_ connection: PostgresConnection, _ id: String, lock: Bool = false, logger: Logger) async throws -> StudioDocument? {
        let rows = try await connection.query("SELECT id, name, source, version FROM document WHERE id = \(id)\(unescaped: lock ? " FOR UPDATE" : "")",
                                              logger: logger)
        for try await (id, name, source, version) in rows.decode((String, String, String, Int).self) {
            return StudioDocument(id: id, name: name, source: source, version: version)
        }
        return nil
    }

    private static func row(_ connection: PostgresConnection, _ table: StudioTable, _ documentID: String, logger: Logger) async throws -> String? {
        let rows = try await connection.query(#"SELECT json FROM \#(unescaped: table.rawValue) WHERE "documentID" = \#(documentID)"#, logger: logger)
        for try await json in rows.decode(String.self) { return json }
        return nil
    }

    // MARK: Connections and transactions

    /// Runs `body` on a connection of the pool. What the database or the pool throws becomes
    /// `StoreUnavailable`; what `body` throws of its own (a stale save, a rejected edit) comes out as it is.
    private func connection<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        do {
            return try await client.withConnection { connection in
                do {
                    return try await body(connection)
                } catch let error as PSQLError {
                    throw error
                } catch {
                    throw OwnError(error: error)
                }
            }
        } catch let own as OwnError {
            throw own.error
        } catch let error as PSQLError {
            throw StoreUnavailable(description: "PostgreSQL: \(Self.describe(error))")
        } catch {
            throw StoreUnavailable(description: "PostgreSQL: \(error)")
        }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws —
    /// its own errors (a stale save, a rejected edit) come out as they are.
    private func transaction<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await connection { connection in
            try await connection.query("BEGIN", logger: self.logger)
            do {
                let value = try await body(connection)
                try await connection.query("COMMIT", logger: self.logger)
                return value
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: self.logger)
                throw error
            }
        }
    }

    /// Applies `StudioSchema`'s migrations not yet run, in one transaction under an advisory
    /// lock, so processes starting together take turns.
    private static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query("BEGIN", logger: logger)
        try await connection.query("SELECT pg_advisory_xact_lock(42171225)", logger: logger)
        try await connection.query("CREATE TABLE IF NOT EXISTS easel_migrations (name TEXT NOT NULL PRIMARY KEY)", logger: logger)
        var applied: Set<String> = []
        for try await name in try await connection.query("SELECT name FROM easel_migrations", logger: logger).decode(String.self) {
            applied.insert(name)
        }
        for migration in StudioSchema.migrations where !applied.contains(migration.name) {
            for statement in migration.statements {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
            try await connection.query("INSERT INTO easel_migrations (name) VALUES (\(migration.name))", logger: logger)
        }
        try await connection.query("COMMIT", logger: logger)
    }

    /// What PostgreSQL said, or why it could not be reached.
    static func describe(_ error: PSQLError) -> String {
        if let message = error.serverInfo?[.message] { return message }
        if let underlying = error.underlying { return "\(underlying)" }
        return "\(error.code)"
    }
}

/// An error of a store operation's own, carried through the pool unchanged.
private struct OwnError: Error { let error: any Error }

/// Where a PostgreSQL database is, read from its URL.
struct DatabaseAddress: CustomStringConvertible {
    var host: String
    var port: Int
    var user: String
    var password: String?
    var database: String
    var sslmode: String

    init(_ url: String) throws {
        guard let parts = URLComponents(string: url), ["postgres", "postgresql"].contains(parts.scheme ?? ""),
              let host = parts.host, !host.isEmpty else {
            throw StoreUnavailable(description: "'\(url)' is not a PostgreSQL URL; write postgres://user@host:port/database")
        }
        self.host = host
        port = parts.port ?? 5432
        user = parts.user ?? ProcessInfo.processInfo.environment["USER"] ?? "postgres"
        password = parts.password
        database = parts.path.count > 1 ? String(parts.path.dropFirst()) : user
        sslmode = parts.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "prefer"
    }

    /// Without the password.
    var description: String { "\(user)@\(host):\(port)/\(database)" }

    func clientConfiguration() -> PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS = switch sslmode {
        case "disable": .disable
        case "require", "verify-ca", "verify-full": .require(.makeClientConfiguration())
        default: .prefer(.makeClientConfiguration())
        }
        var configuration = PostgresClient.Configuration(host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = .seconds(5)
        return configuration
    }

    func connectionConfiguration() throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS = switch sslmode {
        case "disable": .disable
        case "require", "verify-ca", "verify-full": .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        default: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
        var configuration = PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = .seconds(5)
        return configuration
    }
}
