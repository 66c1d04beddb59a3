import EaselIR
import EaselStudio
import EaselText
import EaselToolbars
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The Studio's HTTP API, in process (HummingbirdTesting).
@Suite("Studio API")
struct StudioAPITests {
    // In the process's scratch folder: the suite stays a struct, as its @Sendable closures call its methods.
    let folder = TestScratch.folder.appendingPathComponent("easel-studio-\(UUID().uuidString)")

    static let editor = """
    struct Editor: View {
        var body: some View {
            Text("x").toolbar(id: "main") {
                ToolbarItem(id: "add", placement: .primaryAction) { Button("Add", systemImage: "plus") { } }
                    .customizationBehavior(.disabled)
                ToolbarItem(id: "share", placement: .primaryAction) { Button("Share", systemImage: "square.and.arrow.up") { } }
            }
        }
    }
    """

    func withApp(limits: StudioLimits = StudioLimits(), _ body: @escaping @Sendable (any TestClientProtocol, StudioService) async throws -> Void) async throws {
        let store = try SQLiteStudioStore(folder: folder)
        let service = StudioService(store: store, limits: limits, measurer: FreeTypeFonts.shared!)
        let app = Application(router: try StudioRoutes.router(service))
        try await app.test(.router) { client in try await body(client, service) }
    }

    func json(_ buffer: ByteBuffer) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(buffer.readableBytesView)) as? [String: Any])
    }

    func post(_ client: any TestClientProtocol, _ uri: String, _ body: [String: Any]) async throws -> (HTTPResponse.Status, [String: Any]) {
        let data = try JSONSerialization.data(withJSONObject: body)
        return try await client.execute(uri: uri, method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: data)) { response in
            (response.status, try json(response.body))
        }
    }

    @Test("GET /healthz and GET / (the page)")
    func health() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/healthz", method: .get) { response in
                #expect(response.status == .ok && String(buffer: response.body) == "ok")
            }
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("<textarea id=\"source\""))
            }
        }
    }

    @Test("POST /api/render gives the render JSON of the CLI contract plus svg")
    func render() async throws {
        try await withApp { client, _ in
            let (status, body) = try await post(client, "/api/render", ["source": Self.editor, "platform": "macos", "width": 800])
            #expect(status == .ok)
            #expect(body["format"] as? String == "easel.render/1")
            #expect((body["svg"] as? String)?.hasPrefix("<svg") == true)
            #expect((body["size"] as? [String: Any])?["width"] as? Double == 800)
            #expect((body["toolbars"] as? [[String: Any]])?.first?["id"] as? String == "main")
            let timings = try #require(body["timings"] as? [String: Double])
            #expect(Set(timings.keys) == ["parse", "sema", "evaluate", "resolve", "draw"])
            #expect(timings.values.allSatisfy { $0 >= 0 })
        }
    }

    @Test("POST /api/customize saves the edit; the next render with the document shows it; rejections are 409 and change nothing")
    func customize() async throws {
        try await withApp { client, service in
            let (status, body) = try await post(client, "/api/customize", ["source": Self.editor, "platform": "macos", "document": "doc1", "op": ["remove": "share"]])
            #expect(status == .ok)
            #expect(((body["state"] as? [String: Any])?["toolbars"] as? [String: Any])?["main"] != nil)
            let (_, rendered) = try await post(client, "/api/render", ["source": Self.editor, "platform": "macos", "document": "doc1"])
            let items = try #require(((rendered["toolbars"] as? [[String: Any]])?.first?["items"]) as? [[String: Any]])
            #expect(items.first { $0["key"] as? String == "share" }?["where"] as? String == "hidden")

            let before = try await service.store.state("doc1").document
            let (conflict, reason) = try await post(client, "/api/customize", ["source": Self.editor, "platform": "macos", "document": "doc1", "op": ["remove": "add"]])
            #expect(conflict == .conflict)
            #expect(reason["reason"] as? String == "forbiddenByBehavior")
            #expect(try await service.store.state("doc1").document == before)

            let (notHere, why) = try await post(client, "/api/customize", ["source": Self.editor, "platform": "ios", "document": "doc1", "op": ["reset": true]])
            #expect(notHere == .conflict && why["reason"] as? String == "notEditableHere")
        }
    }

    @Test("documents: PUT then GET; unknown ids are 404")
    func documents() async throws {
        try await withApp { client, _ in
            let data = try JSONSerialization.data(withJSONObject: ["name": "Mine", "source": Self.editor])
            try await client.execute(uri: "/api/documents/mine", method: .put, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: data)) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/api/documents/mine", method: .get) { response in
                let body = try json(response.body)
                #expect(body["name"] as? String == "Mine" && body["source"] as? String == Self.editor)
            }
            try await client.execute(uri: "/api/documents/nope", method: .get) { response in
                #expect(response.status == .notFound)
            }
            try await client.execute(uri: "/api/documents", method: .get) { response in
                let decoded = try json(response.body)
                #expect((decoded["documents"] as? [[String: Any]])?.count == 1)
            }
        }
    }

    @Test("bad requests get clear errors, never a crash", arguments: [
        ("not json", "/api/render"), (#"{"platform":"ios"}"#, "/api/render"), (#"{"source":"x","platform":"android"}"#, "/api/render"),
        (#"{"source":"x","platform":"ios","width":-5}"#, "/api/render"),
        (#"{"source":"x","platform":"macos","document":"d","op":{}}"#, "/api/customize"),
    ])
    func badRequests(_ body: String, _ uri: String) async throws {
        try await withApp { client, _ in
            try await client.execute(uri: uri, method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: body)) { response in
                #expect(response.status == .badRequest)
                let decoded = try json(response.body)
                #expect(decoded["error"] is String)
            }
        }
    }

    @Test("a body over the cap is refused")
    func bodyCap() async throws {
        var limits = StudioLimits()
        limits.maxBodyBytes = 1000
        try await withApp(limits: limits) { client, _ in
            let big = String(repeating: "a", count: 5000)
            try await client.execute(uri: "/api/render", method: .post, headers: [.contentType: "application/json"],
                                     body: ByteBuffer(string: #"{"source":"\#(big)","platform":"ios"}"#)) { response in
                #expect(response.status == .badRequest)
            }
        }
    }

    @Test("hostile source ends in a diagnostic within the budget, and the server keeps answering")
    func hostile() async throws {
        try await withApp { client, _ in
            let source = "struct V: View { var n: Int { var i = 0; while true { i += 1 }; return i }; var body: some View { Text(\"\\(n)\") } }"
            let (status, body) = try await post(client, "/api/render", ["source": source, "platform": "ios"])
            #expect(status == .ok)
            // The step budget or the wall-clock deadline, whichever comes first (debug builds are slow).
            #expect((body["diagnostics"] as? [[String: Any]])?.contains { ["budget-steps", "budget-time"].contains($0["code"] as? String ?? "") } == true)
            try await client.execute(uri: "/healthz", method: .get) { response in #expect(response.status == .ok) }
        }
    }

    @Test("state survives a new store on the same folder (a restart)")
    func persistence() async throws {
        try await withApp { client, _ in
            _ = try await post(client, "/api/customize", ["source": Self.editor, "platform": "macos", "document": "kept", "op": ["hideToolbar": true]])
        }
        let reopened = try SQLiteStudioStore(folder: folder)
        #expect(try await reopened.state("kept").document.toolbars["main"]?.visible == false)
    }

    @Test("POST /api/interact runs the runtime against the document's state and keeps it")
    func interact() async throws {
        let source = """
        struct Counter: View {
            @State private var count = 0
            @State private var on = false
            var body: some View {
                VStack {
                    Text("count \\(count)")
                    Toggle("Grid", isOn: $on)
                    Text(on ? "grid on" : "grid off")
                }
                .toolbar { Button("Add") { count += 1 } }
            }
        }
        """
        try await withApp { client, service in
            let (_, first) = try await post(client, "/api/render", ["source": source, "platform": "ios", "document": "c"])
            let svg = try #require(first["svg"] as? String)
            #expect(svg.contains("count 0") && svg.contains("grid off"))
            let toggle = try #require(svg.range(of: #"data-identity="([^"]*Toggle[^"]*)""#, options: .regularExpression)
                .map { String(svg[$0]).replacingOccurrences(of: "data-identity=", with: "").replacingOccurrences(of: "\"", with: "") })
            let (status, flipped) = try await post(client, "/api/interact", ["source": source, "platform": "ios", "document": "c", "event": ["toggle": toggle]])
            #expect(status == .ok)
            #expect((flipped["svg"] as? String)?.contains("grid on") == true)
            let button = try #require(svg.range(of: #"data-identity="([^"]*Button[^"]*)""#, options: .regularExpression)
                .map { String(svg[$0]).replacingOccurrences(of: "data-identity=", with: "").replacingOccurrences(of: "\"", with: "") })
            _ = try await post(client, "/api/interact", ["source": source, "platform": "ios", "document": "c", "event": ["tap": button]])
            let (_, again) = try await post(client, "/api/render", ["source": source, "platform": "ios", "document": "c"])
            #expect((again["svg"] as? String)?.contains("count 1") == true)
            #expect(try await service.store.runtime("c").slots.values.contains(.int(1)))
            let (bad, _) = try await post(client, "/api/interact", ["source": source, "platform": "ios", "document": "c", "event": ["tap": "Nowhere"]])
            #expect(bad == .badRequest)
        }
    }
}

/// Issue 18: nothing acknowledged is lost when requests meet.
@Suite("Studio concurrent edits")
final class StudioConcurrencyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-concurrency-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test("PUT with a stale baseVersion answers 409 with the document as it is; GET answers the version")
    func staleSave() async throws {
        let store = try SQLiteStudioStore(folder: folder)
        let service = StudioService(store: store, measurer: FreeTypeFonts.shared!)
        try await Application(router: try StudioRoutes.router(service)).test(.router) { client in
            func put(_ source: String, base: Int?) async throws -> (HTTPResponse.Status, [String: Any]) {
                var body: [String: Any] = ["source": source]
                if let base { body["baseVersion"] = base }
                return try await client.execute(uri: "/api/documents/note", method: .put, headers: [.contentType: "application/json"],
                                                body: ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body))) { response in
                    (response.status, try #require(JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any]))
                }
            }
            let (created, doc) = try await put("one", base: nil)
            #expect(created == .ok && doc["version"] as? Int == 1)
            #expect(try await put("two", base: 1).0 == .ok)
            let (status, conflict) = try await put("from an old tab", base: 1)
            #expect(status == .conflict)
            #expect((conflict["document"] as? [String: Any])?["source"] as? String == "two")
            try await client.execute(uri: "/api/documents/note", method: .get) { response in
                let doc = try #require(JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
                #expect(doc["version"] as? Int == 2 && doc["source"] as? String == "two")
            }
        }
    }
}
