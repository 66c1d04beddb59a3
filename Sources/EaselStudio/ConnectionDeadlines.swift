import NIOCore

/// When one connection must have made progress, or be closed (issue 36): a pure state machine fed
/// with what happened on the connection and when; `ConnectionGuardHandler` feeds it and keeps the
/// one timer. A slow client can hold a connection only as long as these allow:
///
/// - a request head (request line and headers) is complete within `headerTimeout` of the
///   connection opening, or of the first byte of a later request on a kept-alive connection;
/// - a body arrives at `minBodyBytesPerSecond` on average, after a grace of `headerTimeout`;
/// - a kept-alive connection with nothing to answer is closed after `idleTimeout`;
/// - a connection the client stopped reading (its answer cannot be written) is closed after
///   `idleTimeout` without progress;
/// - a WebSocket has no HTTP deadlines: hummingbird-websocket's pings close one whose client
///   neither sends nor answers (`StudioConnectionLimits.webSocketTimeout`).
///
/// While the Studio itself is working on an answer there is no deadline: evaluations have their own.
struct ConnectionDeadlines {
    struct Timeouts: Equatable, Sendable {
        var headerTimeout: TimeAmount
        var minBodyBytesPerSecond: Int
        var idleTimeout: TimeAmount
    }

    /// Why a connection was closed; the raw values are the words of the Studio's log line.
    enum Reason: String, CaseIterable, Sendable {
        case slowHead = "request head not complete in time"
        case slowBody = "request body below the minimum rate"
        case idle = "idle keep-alive connection"
        case stalledWrite = "client stopped reading its answer"
        /// Not a deadline: a request head the HTTP decoder refused, answered 400 at once.
        case malformed = "malformed request, answered 400"
    }

    enum Phase: Equatable {
        /// Waiting for a request head. `since`: the connection opened, or the last answer ended;
        /// `firstByte`: when this request's first byte came, if it has.
        case awaitingHead(since: NIODeadline, kept: Bool, firstByte: NIODeadline?)
        /// A head was read; its body is arriving (a request without one ends at once).
        case readingBody(since: NIODeadline, bytes: Int)
        /// The whole request was read: the Studio's turn.
        case answering
        /// Upgraded: frames, not requests.
        case webSocket
    }

    let timeouts: Timeouts
    private(set) var phase: Phase
    /// Requests read whose answers have not ended (more than one when a client pipelines).
    private(set) var unanswered = 0
    /// Since when the connection's output has been blocked (the client reads none of it).
    private(set) var writeBlockedSince: NIODeadline?

    init(timeouts: Timeouts, openedAt now: NIODeadline) {
        self.timeouts = timeouts
        self.phase = .awaitingHead(since: now, kept: false, firstByte: nil)
    }

    /// Bytes arrived on the wire (before any decoding).
    mutating func bytesRead(at now: NIODeadline) {
        if case .awaitingHead(let since, let kept, nil) = phase { phase = .awaitingHead(since: since, kept: kept, firstByte: now) }
    }

    mutating func headRead(at now: NIODeadline) {
        unanswered += 1
        phase = .readingBody(since: now, bytes: 0)
    }

    mutating func bodyRead(_ count: Int, at now: NIODeadline) {
        if case .readingBody(let since, let bytes) = phase { phase = .readingBody(since: since, bytes: bytes &+ max(0, count)) }
    }

    mutating func requestEnded(at now: NIODeadline) {
        guard case .readingBody = phase else { return }
        // An answer may already have ended (an early refusal before the body was read).
        phase = unanswered > 0 ? .answering : .awaitingHead(since: now, kept: true, firstByte: nil)
    }

    mutating func answerEnded(at now: NIODeadline) {
        unanswered = max(0, unanswered - 1)
        if unanswered == 0, phase == .answering { phase = .awaitingHead(since: now, kept: true, firstByte: nil) }
    }

    mutating func upgraded() {
        phase = .webSocket
    }

    mutating func writability(_ writable: Bool, at now: NIODeadline) {
        if writable {
            writeBlockedSince = nil
        } else if writeBlockedSince == nil {
            writeBlockedSince = now
        }
    }

    /// The earliest moment the connection must be closed at unless something happens first, and why.
    var deadline: (at: NIODeadline, reason: Reason)? {
        var candidates: [(at: NIODeadline, reason: Reason)] = []
        switch phase {
        case .awaitingHead(let since, let kept, let firstByte):
            if !kept {
                // A new connection's first head: from the moment it opened, bytes or none.
                candidates.append((since + timeouts.headerTimeout, .slowHead))
            } else if let firstByte {
                candidates.append((firstByte + timeouts.headerTimeout, .slowHead))
            } else {
                candidates.append((since + timeouts.idleTimeout, .idle))
            }
        case .readingBody(let since, let bytes):
            candidates.append((since + timeouts.headerTimeout + Self.time(for: bytes, atRate: timeouts.minBodyBytesPerSecond), .slowBody))
        case .answering, .webSocket:
            break
        }
        if let writeBlockedSince { candidates.append((writeBlockedSince + timeouts.idleTimeout, .stalledWrite)) }
        return candidates.min { $0.at < $1.at }
    }

    /// What to do at `now`: close (and why), or nothing yet.
    func expired(at now: NIODeadline) -> Reason? {
        guard let deadline, now >= deadline.at else { return nil }
        return deadline.reason
    }

    /// How long `bytes` may take at `rate` bytes a second (no rate: forever, capped to a day).
    static func time(for bytes: Int, atRate rate: Int) -> TimeAmount {
        guard rate > 0 else { return .hours(24) }
        let nanoseconds = (Double(bytes) / Double(rate) * 1e9).rounded(.down)
        return .nanoseconds(Int64(min(nanoseconds, 86_400e9)))
    }
}
