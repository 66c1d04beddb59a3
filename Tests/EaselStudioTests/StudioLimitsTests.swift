import EaselFrontend
import EaselStudio
import EaselText
import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The Studio's limits (issue 8): the evaluation cap and its queue, the per-request deadline, and
/// that a hostile or slow client cannot keep the others from being served.
@Suite("Studio limits")
final class StudioLimitsTests: Sendable {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-limits-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Cheap steps, forever: only the wall-clock deadline ends it.
    static let endless = "struct V: View { var n: Int { var i = 0; while true { i += 1 }; return i }; var body: some View { Text(\"\\(n)\") } }"
    static let plain = "struct V: View { var body: some View { Text(\"ok\").toolbar { Button(\"Go\") { } } } }"

    static func limits(workers: Int, waiting: Int = 64, deadline: Duration) -> StudioLimits {
        var limits = StudioLimits()
        limits.maxConcurrentEvaluations = workers
        limits.maxWaitingEvaluations = waiting
        limits.evaluation = EvaluationLimits(steps: .max, time: deadline)
        return limits
    }

    func service(_ limits: StudioLimits) throws -> StudioService {
        StudioService(store: try SQLiteStudioStore(folder: folder), limits: limits, measurer: FreeTypeFonts.shared!)
    }

    static func render(_ client: any TestClientProtocol, _ source: String) async throws -> (HTTPResponse.Status, [String: Any]) {
        let body = try JSONSerialization.data(withJSONObject: ["source": source, "platform": "macos"])
        return try await client.execute(uri: "/api/render", method: .post, headers: [.contentType: "application/json"],
                                        body: ByteBuffer(bytes: body)) { response in
            (response.status, (try? JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any]) ?? [:])
        }
    }

    static func codes(_ body: [String: Any], severity: String? = nil) -> [String] {
        (body["diagnostics"] as? [[String: Any]] ?? []).filter { severity == nil || $0["severity"] as? String == severity }.compactMap { $0["code"] as? String }
    }

    @Test("the deadline ends a source whose steps are cheap, with a diagnostic at its line")
    func deadline() async throws {
        let app = Application(router: try StudioRoutes.router(try service(Self.limits(workers: 2, deadline: .milliseconds(300)))))
        try await app.test(.router) { client in
            let (status, body) = try await Self.render(client, Self.endless)
            #expect(status == .ok)
            let diagnostic = try #require((body["diagnostics"] as? [[String: Any]])?.first { $0["code"] as? String == "budget-time" })
            #expect(diagnostic["line"] as? Int == 1 && (diagnostic["column"] as? Int ?? 0) > 1)
        }
    }

    @Test("issue 33: resolution, layout and drawing share the evaluation's time budget; past it the render says which stage stopped, and the page keeps the last good picture")
    func stagesAfterEvaluationHaveADeadline() async throws {
        // A budget of zero: the few steps of `plain` finish before evaluation's first look at the
        // clock, and every later stage finds its deadline passed.
        let app = Application(router: try StudioRoutes.router(try service(Self.limits(workers: 1, deadline: .zero))))
        try await app.test(.router) { client in
            let (status, body) = try await Self.render(client, Self.plain)
            #expect(status == .ok && body["svg"] is String)
            let budget = (body["diagnostics"] as? [[String: Any]] ?? []).filter { $0["code"] as? String == "budget-time" }
            #expect(budget.count == 1 && budget.first?["severity"] as? String == "error")
            #expect((budget.first?["message"] as? String)?.hasPrefix("resolving the toolbars did not finish") == true)
        }
    }

    @Test("one worker: the first evaluation runs, the next waits its turn, one more than the queue holds is refused as busy")
    func cap() async throws {
        let app = Application(router: try StudioRoutes.router(try service(Self.limits(workers: 1, waiting: 1, deadline: .seconds(2)))))
        try await app.test(.router) { client in
            let statuses = try await withThrowingTaskGroup(of: (HTTPResponse.Status, [String]).self) { group in
                for _ in 0..<3 {
                    group.addTask { let (status, body) = try await Self.render(client, Self.endless); return (status, Self.codes(body)) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.filter { $0.0 == .serviceUnavailable }.count == 1)
            let served = statuses.filter { $0.0 == .ok }
            #expect(served.count == 2 && served.allSatisfy { $0.1.contains("budget-time") })
            // The slots came back: the next request is served.
            let (status, body) = try await Self.render(client, Self.plain)
            #expect(status == .ok && body["svg"] is String)
        }
    }

    @Test("a hostile live client and a slow-loris connection do not keep a well-behaved client from being served")
    func noStarvation() async throws {
        let service = try service(Self.limits(workers: 2, waiting: 0, deadline: .seconds(1)))
        try await Studio.application(host: "127.0.0.1", port: 0, service: service).test(.live) { client in
            // Slow loris: a request whose body never finishes arriving.
            let loris = try SlowClient(port: client.port!)
            defer { loris.close() }
            try loris.send("POST /api/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{\"source\":\"")

            // A live client that keeps a worker busy: bursts of endless sources, one after another.
            let stop = StopFlag()
            let hostile = Task {
                try await client.ws("/api/live") { inbound, outbound, _ in
                    var iterator = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                    var seq = 0
                    while await !stop.isSet {
                        for _ in 0..<5 {
                            seq += 1
                            let message = ["seq": seq, "render": ["source": Self.endless, "platform": "macos"]] as [String: Any]
                            try await outbound.write(.text(String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self)))
                        }
                        _ = try await iterator.next()
                    }
                    try await outbound.close(.normalClosure, reason: nil)
                }
            }
            // Let the hostile client take its worker first.
            try await Task.sleep(for: .milliseconds(200))

            // No queue (waiting: 0): had the hostile client held both workers, these would be 503.
            for n in 0..<8 {
                let (status, body) = try await Self.render(client, Self.plain.replacingOccurrences(of: "Go", with: "Go \(n)"))
                #expect(status == .ok, "request \(n) was refused while the hostile client ran")
                #expect(Self.codes(body, severity: "error").isEmpty && body["svg"] is String, "\(Self.codes(body))")
            }
            await stop.set()
            _ = try await hostile.value
            // The slow client is still connected and the server still answers.
            try await client.execute(uri: "/healthz", method: .get) { #expect($0.status == .ok) }
        }
    }
}

actor StopFlag {
    private(set) var isSet = false
    func set() { isSet = true }
}

/// A raw TCP client that sends part of a request and then stops.
final class SlowClient: @unchecked Sendable {
    private let fd: Int32

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard fd >= 0, connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    func send(_ text: String) throws {
        let sent = text.utf8CString.withUnsafeBytes { write(fd, $0.baseAddress, $0.count - 1) }
        guard sent > 0 else { throw POSIXError(.EPIPE) }
    }

    func close() { Glibc.close(fd) }
}
