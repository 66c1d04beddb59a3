import Foundation
import NIOCore

/// How many connections are open, in all and per client, and whether one more may be (issue 36):
/// a pure value. Beyond either limit a new connection is refused — closed at once, never queued —
/// so a client that opens thousands of connections holds at most its share, and the process never
/// runs out of descriptors (which would stop it accepting anyone).
struct ConnectionCounts: Equatable, Sendable {
    enum Refusal: String, CaseIterable, Sendable {
        case total = "over the limit of connections in all"
        case perClient = "over the limit of connections per client"
    }

    let maxTotal: Int
    let maxPerClient: Int
    private(set) var total = 0
    private(set) var byClient: [String: Int] = [:]

    init(maxTotal: Int, maxPerClient: Int) {
        self.maxTotal = maxTotal
        self.maxPerClient = maxPerClient
    }

    /// Counts the connection in, or says why not (and counts nothing).
    mutating func admit(_ client: String) -> Refusal? {
        let open = byClient[client, default: 0]
        if open >= maxPerClient { return .perClient }
        if total >= maxTotal { return .total }
        total += 1
        byClient[client] = open + 1
        return nil
    }

    /// An admitted connection closed.
    mutating func release(_ client: String) {
        guard let open = byClient[client] else { return }
        total -= 1
        byClient[client] = open > 1 ? open - 1 : nil
    }

    /// Who a connection counts against: its IPv4 address (also when written as an IPv4-mapped IPv6
    /// one), or the /64 network of an IPv6 address — one host is given a whole /64 and may use any
    /// address in it. Connections without an address (a Unix socket) share one key.
    static func client(of address: SocketAddress?) -> String {
        guard let address else { return "" }
        switch address {
        case .v4:
            return address.ipAddress ?? ""
        case .v6(let v6):
            let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
            guard bytes.count == 16 else { return address.ipAddress ?? "" }
            if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff {
                return bytes[12..<16].map(String.init).joined(separator: ".")
            }
            let groups = stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
            return groups.joined(separator: ":") + "::/64"
        case .unixDomainSocket:
            return ""
        }
    }
}

/// The Studio's connection counts, shared by all its event loops, and the refusals and closes made
/// since they were last reported (`report()`, written to stderr by `easel studio`).
public final class ConnectionLimiter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: ConnectionCounts
    private var refused: [ConnectionCounts.Refusal: Int] = [:]
    private var closed: [ConnectionDeadlines.Reason: Int] = [:]
    private var refusedClients: Set<String> = []

    /// The limit in all.
    public let maxTotal: Int

    public init(maxTotal: Int, maxPerClient: Int) {
        self.maxTotal = maxTotal
        counts = ConnectionCounts(maxTotal: maxTotal, maxPerClient: maxPerClient)
    }

    /// The limits of `limits`, the one in all kept below what `descriptorLimit` allows.
    public convenience init(_ limits: StudioConnectionLimits, descriptorLimit: Int) {
        self.init(maxTotal: limits.effectiveMaxConnections(descriptorLimit: descriptorLimit), maxPerClient: limits.maxConnectionsPerClient)
    }

    /// Connections open now.
    public var open: Int { lock.withLock { counts.total } }

    func admit(_ client: String) -> ConnectionCounts.Refusal? {
        lock.withLock {
            let refusal = counts.admit(client)
            if let refusal {
                refused[refusal, default: 0] += 1
                if refusedClients.count < 8 { refusedClients.insert(client) }
            }
            return refusal
        }
    }

    func release(_ client: String) {
        lock.withLock { counts.release(client) }
    }

    func closed(_ reason: ConnectionDeadlines.Reason) {
        lock.withLock { closed[reason, default: 0] += 1 }
    }

    /// One line on what was refused and closed since the last report, or nil when nothing was.
    public func report() -> String? {
        lock.withLock {
            guard !refused.isEmpty || !closed.isEmpty else { return nil }
            var parts: [String] = []
            for reason in ConnectionCounts.Refusal.allCases {
                if let n = refused[reason] { parts.append("refused \(n) \(n == 1 ? "connection" : "connections") \(reason.rawValue)") }
            }
            if !refusedClients.isEmpty { parts[parts.count - 1] += " (from \(refusedClients.sorted().map { $0.isEmpty ? "a local socket" : $0 }.joined(separator: ", ")))" }
            for reason in ConnectionDeadlines.Reason.allCases {
                if let n = closed[reason] { parts.append("closed \(n) (\(reason.rawValue))") }
            }
            refused = [:]
            closed = [:]
            refusedClients = []
            return "connections: " + parts.joined(separator: "; ") + "; \(counts.total) open"
        }
    }
}
