import EaselIR
@testable import EaselStudio
import EaselText
import EaselToolbars
import Foundation
import PostgresNIO
import Testing

/// The stores the shared suite runs against: SQLite always; PostgreSQL when
/// `EASEL_TEST_DATABASE_URL` names a server (`Scripts/test` starts a throwaway one). Under CI the
/// PostgreSQL case is always run, so a missing server fails rather than passing unseen.
enum StoreKind: String, CustomStringConvertible, Sendable {
    case sqlite, postgres

    static var all: [StoreKind] {
        let environment = ProcessInfo.processInfo.environment
        return environment["EASEL_TEST_DATABASE_URL"] != nil || environment["CI"] != nil ? [.sqlite, .postgres] : [.sqlite]
    }

    var description: String { rawValue }
}

/// One place a test's data lives: a fresh SQLite folder, or a fresh PostgreSQL database on the
/// test server, so tests run side by side without seeing each other's documents.
struct StoreLocation: Sendable {
    let kind: StoreKind
    let folder = TestScratch.folder.appendingPathComponent("easel-store-\(UUID().uuidString)")
    let databaseURL: String?

    static func fresh(_ kind: StoreKind) async throws -> StoreLocation {
        guard kind == .postgres else { return StoreLocation(kind: kind, databaseURL: nil) }
        let server = try #require(ProcessInfo.processInfo.environment["EASEL_TEST_DATABASE_URL"],
                                  "CI runs the PostgreSQL store's tests: set EASEL_TEST_DATABASE_URL (Scripts/test starts a server)")
        let name = "easel_test_\(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))"
        let admin = try await PostgresStudioStore.connect(url: server)
        defer { admin.close() }
        try await admin.client.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
        var parts = try #require(URLComponents(string: server))
        parts.path = "/\(name)"
        return StoreLocation(kind: kind, databaseURL: parts.string)
    }

    /// A store on this location — a second call is a second process's view of the same data.
    func open() async throws -> any StudioStore {
        if let databaseURL { return try await PostgresStudioStore.connect(url: databaseURL) }
        return try SQLiteStudioStore(folder: folder)
    }
}

/// Issue 18: one suite, both stores — what S5 promises holds on each.
@Suite("Studio stores")
struct StudioStoreTests {
    @Test("documents: saved, listed by id, read back; versions count up; a stale baseVersion is refused and writes nothing", arguments: StoreKind.all)
    func versions(kind: StoreKind) async throws {
        let store = try await StoreLocation.fresh(kind).open()
        let first = try await store.save(StudioDocument(id: "doc", name: "Doc", source: "a"))
        #expect(first.version == 1)
        let second = try await store.save(StudioDocument(id: "doc", name: "Doc", source: "b"), baseVersion: 1)
        #expect(second.version == 2)
        await #expect(throws: StaleDocument.self) { try await store.save(StudioDocument(id: "doc", name: "Doc", source: "c"), baseVersion: 1) }
        #expect(try await store.document("doc") == StudioDocument(id: "doc", name: "Doc", source: "b", version: 2), "nothing written")
        #expect(try await store.save(StudioDocument(id: "doc", name: "Doc", source: "d")).version == 3)
        _ = try await store.save(StudioDocument(id: "another", name: "Another", source: ""))
        #expect(try await store.documents().map(\.id) == ["another", "doc"])
        #expect(try await store.document("missing") == nil)
    }

    @Test("S5: concurrent read-modify-writes of one document, each slow between read and write, lose nothing", arguments: StoreKind.all)
    func concurrentUpdates(kind: StoreKind) async throws {
        let store = try await StoreLocation.fresh(kind).open()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<16 {
                group.addTask {
                    try await store.updateState("doc") { state in
                        let seen = state.toolbars["t"]?.items ?? []
                        usleep(3_000)  // a slow edit: without one transaction, another would read the same `seen`
                        state.toolbars["t"] = ToolbarCustomization(items: seen + ["i\(i)"], seen: [])
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await store.state("doc").document.toolbars["t"]?.items.count == 16)
    }

    @Test("S5: two processes' views of one database interleave read-modify-writes without losing one", arguments: StoreKind.all)
    func twoProcesses(kind: StoreKind) async throws {
        let location = try await StoreLocation.fresh(kind)
        let stores = [try await location.open(), try await location.open()]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<12 {
                group.addTask {
                    try await stores[i % 2].updateState("shared") { state in
                        let seen = state.toolbars["t"]?.items ?? []
                        usleep(2_000)
                        state.toolbars["t"] = ToolbarCustomization(items: seen + ["i\(i)"], seen: [])
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await stores[0].state("shared").document.toolbars["t"]?.items.count == 12)
        #expect(try await stores[1].state("shared").document == stores[0].state("shared").document)
    }

    @Test("versions under contention: of eight saves from the same version exactly one wins", arguments: StoreKind.all)
    func concurrentSaves(kind: StoreKind) async throws {
        let store = try await StoreLocation.fresh(kind).open()
        _ = try await store.save(StudioDocument(id: "doc", name: "doc", source: "start"))
        let wins = try await withThrowingTaskGroup(of: Bool.self) { group in
            for i in 0..<8 {
                group.addTask {
                    do {
                        _ = try await store.save(StudioDocument(id: "doc", name: "doc", source: "tab \(i)"), baseVersion: 1)
                        return true
                    } catch is StaleDocument {
                        return false
                    }
                }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(wins == 1)
        #expect(try await store.document("doc")?.version == 2)
    }

    @Test("running state: written only if unchanged since it was read", arguments: StoreKind.all)
    func conditionalRuntime(kind: StoreKind) async throws {
        let store = try await StoreLocation.fresh(kind).open()
        let (empty, read) = try await store.runtimeRow("counter")
        #expect(read == nil && empty == StateStore())
        var one = StateStore()
        one.slots["count"] = .int(1)
        #expect(try await store.saveRuntime("counter", one, ifUnchangedFrom: read))
        var two = StateStore()
        two.slots["count"] = .int(2)
        #expect(try await store.saveRuntime("counter", two, ifUnchangedFrom: read) == false, "another interaction wrote since")
        #expect(try await store.runtime("counter") == one)
        #expect(try await store.document("counter")?.source == "", "the document is created with its first state")
    }

    @Test("S4: an unreadable saved state gives defaults and a warning, and the next edit replaces it", arguments: StoreKind.all)
    func unreadableState(kind: StoreKind) async throws {
        let store = try await StoreLocation.fresh(kind).open()
        try await store.updateRow(.state, "doc") { _ in ("{not json", ()) }
        let (state, diagnostics) = try await store.state("doc")
        #expect(state == CustomizationDocument())
        #expect(diagnostics.contains { $0.severity == .warning })
        try await store.updateState("doc") { $0.toolbars["t"] = ToolbarCustomization(items: ["a"], seen: ["a"]) }
        #expect(try await store.state("doc").diagnostics.isEmpty)
    }

    @Test("a rejected change writes nothing", arguments: StoreKind.all)
    func failedChange(kind: StoreKind) async throws {
        struct Refused: Error {}
        let store = try await StoreLocation.fresh(kind).open()
        try await store.updateState("doc") { $0.toolbars["t"] = ToolbarCustomization(items: ["a"], seen: ["a"]) }
        await #expect(throws: Refused.self) {
            try await store.updateState("doc") { state in
                state.toolbars["t"] = ToolbarCustomization(items: [], seen: [])
                throw Refused()
            }
        }
        #expect(try await store.state("doc").document.toolbars["t"]?.items == ["a"])
    }

    @Test("a restart (a new store on the same data) finds everything; opening runs no migration twice", arguments: StoreKind.all)
    func restart(kind: StoreKind) async throws {
        let location = try await StoreLocation.fresh(kind)
        // Two processes starting together on an empty database both bring the schema up.
        async let first = location.open()
        async let second = location.open()
        let store = try await first
        _ = try await second
        _ = try await store.save(StudioDocument(id: "kept", name: "Kept", source: "Text(\"x\")"))
        try await store.updateState("kept") { $0.toolbars["main"] = ToolbarCustomization(items: [], seen: [], visible: false) }
        let reopened = try await location.open()
        #expect(try await reopened.document("kept")?.source == "Text(\"x\")")
        #expect(try await reopened.state("kept").document.toolbars["main"]?.visible == false)
    }

    @Test("S5: twelve removals sent at once through the service are all kept", arguments: StoreKind.all)
    func concurrentRemovals(kind: StoreKind) async throws {
        let service = StudioService(store: try await StoreLocation.fresh(kind).open(), measurer: FreeTypeFonts.shared!)
        let board = """
        struct Board: View {
            var body: some View {
                Text("x").toolbar(id: "board") {
        \((0..<12).map { "            ToolbarItem(id: \"i\($0)\", placement: .secondaryAction) { Button(\"I\($0)\", systemImage: \"star\") { } }" }.joined(separator: "\n"))
                }
            }
        }
        """
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<12 {
                group.addTask {
                    let body = #"{"source": \#(String(data: try JSONEncoder().encode(board), encoding: .utf8)!), "platform": "ipados", "document": "board", "op": {"remove": "i\#(i)"}}"#
                    _ = try await service.customize(JSONDecoder().decode(CustomizeRequest.self, from: Data(body.utf8)))
                }
            }
            try await group.waitForAll()
        }
        let items = try #require(try await service.store.state("board").document.toolbars["board"]?.items)
        #expect(items.isEmpty, "every acknowledged removal is kept: \(items)")
    }
}

@Suite("PostgreSQL store connection")
struct PostgresConnectionTests {
    @Test("a URL that is not PostgreSQL's, or a server that is not there, is a clear error — never a hang")
    func unreachable() async throws {
        await #expect(throws: StoreUnavailable.self) { _ = try await PostgresStudioStore.connect(url: "mysql://x@127.0.0.1/db") }
        // Port 1 on loopback: nothing listens; the connection is refused at once.
        let error = await #expect(throws: StoreUnavailable.self) {
            _ = try await PostgresStudioStore.connect(url: "postgres://easel@127.0.0.1:1/easel?sslmode=disable")
        }
        #expect(error?.description.isEmpty == false)
    }
}
