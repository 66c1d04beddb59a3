import EaselStudio
import EaselText
import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import Testing

/// The live WebSocket channel: every keystroke is a message, the newest wins, every message that
/// gets an answer gets it with its own sequence number, and bad messages are answered, not fatal.
@Suite("Studio live channel")
final class LiveChannelTests: Sendable {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-live-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    func withLiveApp(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let service = StudioService(store: try SQLiteStudioStore(folder: folder), measurer: FreeTypeFonts.shared!)
        try await Studio.application(host: "127.0.0.1", port: 0, service: service).test(.live) { client in try await body(client) }
    }

    static func message(seq: Int, source: String) -> String {
        let body: [String: Any] = ["seq": seq, "render": ["source": source, "platform": "macos", "width": 900]]
        return String(decoding: try! JSONSerialization.data(withJSONObject: body), as: UTF8.self)
    }

    static func object(_ message: WebSocketMessage?) throws -> [String: Any] {
        guard case .text(let text)? = message else { throw CancellationError() }
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("A burst of keystrokes: the last one is always answered, overtaken ones may be skipped, answers come in order")
    func latestWins() async throws {
        try await withLiveApp { client in
            try await client.ws("/api/live") { inbound, outbound, _ in
                // Typing "Save" one letter at a time.
                let word = "Save"
                for n in 1...word.count {
                    let title = String(word.prefix(n))
                    try await outbound.write(.text(Self.message(seq: n, source: """
                    struct V: View { var body: some View { Text("x").toolbar { Button("\(title)") { } } } }
                    """)))
                }
                var seen: [Int] = []
                var iterator = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                while seen.last != word.count {
                    let reply = try Self.object(try await iterator.next())
                    let seq = try #require(reply["seq"] as? Int)
                    seen.append(seq)
                    let result = try #require(reply["result"] as? [String: Any])
                    #expect((result["svg"] as? String)?.hasPrefix("<svg") == true)
                    if seq == word.count {
                        let toolbars = try #require(result["toolbars"] as? [[String: Any]])
                        let items = try #require(toolbars.first?["items"] as? [[String: Any]])
                        #expect(items.first?["label"] as? String == "Save")
                    }
                }
                #expect(seen == seen.sorted() && Set(seen).count == seen.count)
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    @Test("Bad messages get an error answer with the status the HTTP API would give; the channel stays open")
    func badMessages() async throws {
        try await withLiveApp { client in
            try await client.ws("/api/live") { inbound, outbound, _ in
                var iterator = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                try await outbound.write(.text("not json"))
                var reply = try Self.object(try await iterator.next())
                #expect(reply["status"] as? Int == 400 && reply["seq"] is NSNull)
                try await outbound.write(.text(#"{"seq": 7, "render": {"source": "", "platform": "amiga"}}"#))
                reply = try Self.object(try await iterator.next())
                #expect(reply["status"] as? Int == 400 && reply["seq"] as? Int == 7)
                #expect((reply["error"] as? String)?.contains("platform") == true)
                // Still serving.
                try await outbound.write(.text(Self.message(seq: 8, source: "struct V: View { var body: some View { Text(\"ok\") } }")))
                reply = try Self.object(try await iterator.next())
                #expect(reply["seq"] as? Int == 8 && reply["result"] != nil)
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    @Test("A message larger than the body cap closes the channel instead of being read")
    func oversizedMessage() async throws {
        try await withLiveApp { client in
            let closing = try await client.ws("/api/live", configuration: .init(maxFrameSize: 1 << 22)) { inbound, outbound, _ in
                try await outbound.write(.text(String(repeating: "x", count: (1 << 20) + 10)))
                var iterator = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                _ = try? await iterator.next()
            }
            #expect(closing?.closeCode != .normalClosure)
        }
    }
}
