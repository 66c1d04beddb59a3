@testable import EaselStudio
import EaselText
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Slow and greedy clients (issue 36): the connection counts, the deadlines of one connection, the
/// limits' defaults, and — on a live Studio over raw sockets — that a silent connection is closed
/// in time and one over the per-client limit at once.
@Suite("Studio connection guard")
final class ConnectionGuardTests {
    // MARK: Counting

    @Test("counts per client and in all; beyond either a connection is refused and counts nothing")
    func counting() {
        var counts = ConnectionCounts(maxTotal: 3, maxPerClient: 2)
        #expect(counts.admit("a") == nil && counts.admit("a") == nil)
        #expect(counts.admit("a") == .perClient, "a third from one client")
        #expect(counts.admit("b") == nil)
        #expect(counts.admit("c") == .total, "a fourth in all")
        #expect(counts.total == 3 && counts.byClient == ["a": 2, "b": 1])
        counts.release("a")
        #expect(counts.admit("c") == nil, "a closed connection frees its place")
        counts.release("nobody")
        #expect(counts.total == 3)
        for client in ["a", "b", "c"] { counts.release(client) }
        #expect(counts.total == 0 && counts.byClient.isEmpty, "back to nothing: no key is left behind")
    }

    @Test("a client is its IPv4 address (also IPv4-mapped) or its IPv6 /64")
    func clients() throws {
        #expect(ConnectionCounts.client(of: try SocketAddress(ipAddress: "127.0.0.2", port: 5)) == "127.0.0.2")
        #expect(ConnectionCounts.client(of: try SocketAddress(ipAddress: "::ffff:10.1.2.3", port: 5)) == "10.1.2.3")
        let one = ConnectionCounts.client(of: try SocketAddress(ipAddress: "2001:db8:1:2:aaaa::1", port: 5))
        let other = ConnectionCounts.client(of: try SocketAddress(ipAddress: "2001:db8:1:2:bbbb::9", port: 5))
        #expect(one == "2001:db8:1:2::/64" && one == other)
        #expect(ConnectionCounts.client(of: try SocketAddress(ipAddress: "2001:db8:1:3::1", port: 5)) != one)
        #expect(ConnectionCounts.client(of: nil) == "")
    }

    @Test("the limiter reports refusals and closes once, then nothing until there are more")
    func report() {
        let limiter = ConnectionLimiter(maxTotal: 10, maxPerClient: 1)
        #expect(limiter.report() == nil)
        #expect(limiter.admit("127.0.0.1") == nil)
        #expect(limiter.admit("127.0.0.1") == .perClient)
        limiter.closed(.slowHead)
        let line = limiter.report() ?? ""
        #expect(line.contains("refused 1 connection over the limit of connections per client (from 127.0.0.1)"), "\(line)")
        #expect(line.contains("closed 1 (request head not complete in time)") && line.hasSuffix("1 open"), "\(line)")
        #expect(limiter.report() == nil)
    }

    // MARK: Deadlines

    static let timeouts = ConnectionDeadlines.Timeouts(headerTimeout: .seconds(2), minBodyBytesPerSecond: 100, idleTimeout: .seconds(60))
    static func at(_ seconds: Double) -> NIODeadline { .uptimeNanoseconds(UInt64(1_000_000_000 + seconds * 1e9)) }

    @Test("a new connection's head is due the header timeout after it opened; a byte now and then does not extend it")
    func firstHead() {
        var deadlines = ConnectionDeadlines(timeouts: Self.timeouts, openedAt: Self.at(0))
        #expect(deadlines.expired(at: Self.at(1.9)) == nil)
        deadlines.bytesRead(at: Self.at(1.5))
        #expect(deadlines.expired(at: Self.at(2)) == .slowHead)
        deadlines.headRead(at: Self.at(1.9))
        #expect(deadlines.expired(at: Self.at(2)) == nil)
    }

    @Test("a body is due at the minimum rate after the grace; bytes buy time; a whole request stops the clock")
    func body() {
        var deadlines = ConnectionDeadlines(timeouts: Self.timeouts, openedAt: Self.at(0))
        deadlines.headRead(at: Self.at(1))
        #expect(deadlines.deadline?.at == Self.at(3) && deadlines.deadline?.reason == .slowBody)
        deadlines.bodyRead(500, at: Self.at(2.5))
        #expect(deadlines.deadline?.at == Self.at(8), "500 bytes at 100 a second: 5 s more")
        #expect(deadlines.expired(at: Self.at(7.9)) == nil && deadlines.expired(at: Self.at(8)) == .slowBody)
        deadlines.requestEnded(at: Self.at(3))
        #expect(deadlines.deadline == nil, "the Studio's turn: evaluations have their own deadline")
        deadlines.answerEnded(at: Self.at(10))
        #expect(deadlines.deadline?.at == Self.at(70) && deadlines.deadline?.reason == .idle, "kept alive, idle")
        deadlines.bytesRead(at: Self.at(20))
        #expect(deadlines.deadline?.at == Self.at(22) && deadlines.deadline?.reason == .slowHead, "the next head, from its first byte")
    }

    @Test("pipelined requests: idle only once every answer has ended; an early answer before the body ends")
    func pipelined() {
        var deadlines = ConnectionDeadlines(timeouts: Self.timeouts, openedAt: Self.at(0))
        deadlines.headRead(at: Self.at(0.1))
        deadlines.requestEnded(at: Self.at(0.1))
        deadlines.headRead(at: Self.at(0.2))
        deadlines.requestEnded(at: Self.at(0.2))
        deadlines.answerEnded(at: Self.at(0.3))
        #expect(deadlines.deadline == nil && deadlines.unanswered == 1)
        deadlines.answerEnded(at: Self.at(0.4))
        #expect(deadlines.deadline?.reason == .idle)
        // Refused (413, say) before its body arrived: the rest of the body still has to come.
        deadlines.headRead(at: Self.at(1))
        deadlines.answerEnded(at: Self.at(1.1))
        #expect(deadlines.deadline?.reason == .slowBody)
        deadlines.requestEnded(at: Self.at(1.2))
        #expect(deadlines.deadline?.at == Self.at(61.2) && deadlines.deadline?.reason == .idle)
    }

    @Test("a WebSocket has no HTTP deadline; a client that reads nothing is closed after the idle timeout")
    func webSocketAndStalledWrites() {
        var deadlines = ConnectionDeadlines(timeouts: Self.timeouts, openedAt: Self.at(0))
        deadlines.upgraded()
        #expect(deadlines.deadline == nil)
        deadlines.writability(false, at: Self.at(5))
        deadlines.writability(false, at: Self.at(6))
        #expect(deadlines.deadline?.at == Self.at(65) && deadlines.deadline?.reason == .stalledWrite)
        deadlines.writability(true, at: Self.at(7))
        #expect(deadlines.deadline == nil)
        #expect(ConnectionDeadlines.time(for: 1, atRate: 0) == .hours(24), "no minimum rate")
    }

    @Test("the upgrade is recognised by the answer NIO writes for it")
    func switchingProtocols() {
        #expect(ConnectionGuardHandler.isSwitchingProtocols(ByteBuffer(string: "HTTP/1.1 101 Switching Protocols\r\n")))
        #expect(!ConnectionGuardHandler.isSwitchingProtocols(ByteBuffer(string: "HTTP/1.1 400 Bad Request\r\n")))
        #expect(!ConnectionGuardHandler.isSwitchingProtocols(ByteBuffer(string: "HTTP/1.1 10")))
    }

    // MARK: Limits

    @Test("the limit in all stays below the descriptor limit, with a warning when it is low or cuts the one given")
    func defaults() {
        var limits = StudioConnectionLimits()
        #expect(limits.effectiveMaxConnections(descriptorLimit: 1024) == 480)
        #expect(limits.warning(descriptorLimit: 1024) == nil)
        #expect(limits.warning(descriptorLimit: 256)?.contains("ulimit -n 256") == true)
        #expect(limits.effectiveMaxConnections(descriptorLimit: 256) == 96)
        #expect(limits.effectiveMaxConnections(descriptorLimit: 20) == 16)
        limits.maxConnections = 5000
        #expect(limits.effectiveMaxConnections(descriptorLimit: 1024) == 480)
        #expect(limits.warning(descriptorLimit: 1024)?.contains("--max-connections 5000") == true)
        limits.maxConnections = 100
        #expect(limits.effectiveMaxConnections(descriptorLimit: 1024) == 100 && limits.warning(descriptorLimit: 1024) == nil)
        #expect(DescriptorLimit.current() > 0)
    }

    // MARK: A live Studio

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-guard-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    func withLiveStudio(_ connections: StudioConnectionLimits, _ body: @escaping @Sendable (Int) async throws -> Void) async throws {
        let service = StudioService(store: try SQLiteStudioStore(folder: folder), measurer: FreeTypeFonts.shared!)
        let app = try Studio.application(host: "127.0.0.1", port: 0, service: service, connections: connections)
        try await app.test(.live) { client in try await body(try #require(client.port)) }
    }

    @Test("live: a connection that sends nothing, or half a head, is closed at the header timeout; a full request is answered")
    func liveHeaderTimeout() async throws {
        var connections = StudioConnectionLimits()
        connections.headerTimeout = .milliseconds(500)
        try await withLiveStudio(connections) { port in
            let silent = try RawSocket(port: port)
            let half = try RawSocket(port: port)
            half.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            let started = ContinuousClock.now
            let (silently, halfway) = (await silent.readToEnd(within: 5), await half.readToEnd(within: 5))
            #expect(silently.isEmpty && halfway.isEmpty)
            let waited = ContinuousClock.now - started
            #expect(waited >= .milliseconds(300) && waited < .seconds(3), "closed at about 0.5 s: \(waited)")
            let whole = try RawSocket(port: port)
            whole.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(await whole.readToEnd(within: 5).hasSuffix("ok"))
        }
    }

    @Test("live: a request head that is not HTTP is answered 400 and closed at once, not left to a timeout")
    func liveMalformedHead() async throws {
        try await withLiveStudio(StudioConnectionLimits()) { port in
            for garbage in ["GARBAGE\r\n\r\n", "GET / HTTP/1.1\r\nNoColon\r\n\r\n", "\u{1}\u{2}\u{3}\r\n\r\n"] {
                let socket = try RawSocket(port: port)
                socket.send(garbage)
                let started = ContinuousClock.now
                let answer = await socket.readToEnd(within: 5)
                #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"), "\(garbage.debugDescription): \(answer)")
                #expect(ContinuousClock.now - started < .seconds(2), "at once, not at the header timeout (10 s)")
            }
        }
    }

    @Test("live: a connection over the per-client limit is closed at once; a freed place is given again")
    func livePerClientLimit() async throws {
        var connections = StudioConnectionLimits()
        connections.maxConnectionsPerClient = 2
        try await withLiveStudio(connections) { port in
            let held = [try RawSocket(port: port), try RawSocket(port: port)]
            try await Task.sleep(for: .milliseconds(200))  // both admitted before the third
            let refused = try RawSocket(port: port)
            let started = ContinuousClock.now
            #expect(await refused.readToEnd(within: 5).isEmpty)
            #expect(ContinuousClock.now - started < .seconds(1), "closed at once, not at a timeout")
            held[0].close()
            // The freed place is given again once the server has seen the close: on a busy
            // machine that may take longer than a moment, so ask until it answers. In the full
            // suite on two cores, 5 s was not always enough (it failed there twice and never
            // alone): what is tested is that the place comes back, not how soon.
            var answer = ""
            let deadline = ContinuousClock.now + .seconds(20)
            repeat {
                try await Task.sleep(for: .milliseconds(200))
                let again = try RawSocket(port: port)
                again.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                answer = await again.readToEnd(within: 5)
            } while !answer.hasSuffix("ok") && ContinuousClock.now < deadline
            #expect(answer.hasSuffix("ok"))
            _ = held
        }
    }
}

/// A blocking TCP client over loopback: bytes exactly as written, nothing an HTTP client would fix.
final class RawSocket: @unchecked Sendable {
    private var descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close() }

    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { Glibc.send(descriptor, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL)) }
    }

    /// Everything until the server closes (or `seconds` pass, or the connection is reset), as text.
    /// Waits on a thread of Dispatch's: blocking the cooperative pool (two threads on two cores)
    /// would starve the Studio under test, whose handlers run there.
    func readToEnd(within seconds: Int) async -> String {
        await withCheckedContinuation { done in
            DispatchQueue.global().async { done.resume(returning: self.blockingReadToEnd(within: seconds)) }
        }
    }

    private func blockingReadToEnd(within seconds: Int) -> String {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = recv(descriptor, &chunk, chunk.count, 0)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func close() {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
        descriptor = -1
    }
}
