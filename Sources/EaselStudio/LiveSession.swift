import EaselIR
import Foundation
import Hummingbird
import HummingbirdWebSocket

/// Holds only the newest value: a new one replaces one not yet taken ("latest wins"). One reader
/// takes values as it is ready for them, so a fast typist never queues renders behind each other
/// and no fixed debounce delays the first one.
actor LatestWins<Value: Sendable> {
    private var latest: Value?
    private var finished = false
    private var waiter: CheckedContinuation<Value?, Never>?
    /// Values replaced before anyone took them.
    private(set) var superseded = 0

    func put(_ value: Value) {
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: value)
            return
        }
        if latest != nil { superseded += 1 }
        latest = value
    }

    /// No more values; a waiting `take` gets nil once the last value is taken.
    func finish() {
        finished = true
        if latest == nil, let waiter {
            self.waiter = nil
            waiter.resume(returning: nil)
        }
    }

    func take() async -> Value? {
        if let value = latest {
            latest = nil
            return value
        }
        if finished { return nil }
        return await withCheckedContinuation { waiter = $0 }
    }
}

/// The live channel (`GET /api/live`, a WebSocket): the page sends every keystroke as
/// `{"seq": n, "render": {…the body of POST /api/render…}}`; the server renders the newest one
/// whenever the previous render is done and answers `{"seq": n, "result": {…}}` or
/// `{"seq": n, "status": 400, "error": "…"}`. Older requests that were overtaken get no answer.
enum LiveSession {
    struct Message: Decodable, Sendable {
        var seq: Int
        var render: RenderRequest
    }

    static func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, service: StudioService) async throws {
        let mailbox = LatestWins<String>()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    // A message over the cap ends the connection (the reader throws).
                    for try await message in inbound.messages(maxSize: service.limits.maxBodyBytes) {
                        if case .text(let text) = message { await mailbox.put(text) }
                    }
                } catch {
                    await mailbox.finish()
                    throw error
                }
                await mailbox.finish()
            }
            group.addTask {
                while let text = await mailbox.take() {
                    try await outbound.write(.text(await answer(text, service: service)))
                }
            }
            // Project mode: files changed on disk (or saved from another page) are announced as
            // `{"changed": {"version", "files"}}`; the page renders again.
            if let project = service.project {
                let changes = await project.changes()
                group.addTask {
                    for await change in changes {
                        try await outbound.write(.text(String(decoding: try EaselJSON.encode(["changed": change], pretty: false), as: UTF8.self)))
                    }
                }
            }
            // The channel ends with whichever task ends first (the page went away): the others stop.
            try await group.next()
            group.cancelAll()
        }
    }

    /// One answer, as text; every failure is an answer, never a dropped connection.
    static func answer(_ text: String, service: StudioService) async -> String {
        let data = Data(text.utf8)
        let reply: Data
        do {
            let message: Message = try StudioRoutes.decode(data)
            reply = try EaselJSON.encode(Reply(seq: message.seq, result: try await service.render(message.render)), pretty: false)
        } catch {
            // Only a failure reads the message again, for whatever `seq` it has.
            let seq = (try? JSONDecoder().decode(SeqOnly.self, from: data))?.seq
            let (status, fields) = StudioRoutes.failure(error)
            reply = (try? EaselJSON.encode(ErrorReply(seq: seq, status: Int(status.code), fields: fields), pretty: false)) ?? Data()
        }
        return String(decoding: reply, as: UTF8.self)
    }

    struct SeqOnly: Decodable { var seq: Int? }

    struct Reply: Encodable {
        var seq: Int
        var result: RenderResponse
    }

    struct ErrorReply: Encodable {
        var seq: Int?
        var status: Int
        var fields: [String: String]

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(seq, forKey: Key(stringValue: "seq"))
            try c.encode(status, forKey: Key(stringValue: "status"))
            for (key, value) in fields.sorted(by: { $0.key < $1.key }) { try c.encode(value, forKey: Key(stringValue: key)) }
        }
    }
}
