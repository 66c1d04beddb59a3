import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes

/// The Studio's child channel: the HTTP/WebSocket channel it wraps, behind a guard (issue 36). A
/// connection beyond `ConnectionLimiter`'s limits is closed at once, before any byte of it is read;
/// an admitted one gets a `ConnectionGuardHandler` at the very front of its pipeline, which closes
/// it when the client is too slow (`ConnectionDeadlines`).
struct GuardedChildChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    /// Why the setup of a refused connection failed; NIO then drops the connection, which the setup
    /// has closed already.
    struct Refused: Error {}

    let inner: Inner
    let limiter: ConnectionLimiter
    let timeouts: ConnectionDeadlines.Timeouts

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let client = ConnectionCounts.client(of: channel.remoteAddress)
        if limiter.admit(client) != nil {
            channel.close(promise: nil)
            return channel.eventLoop.makeFailedFuture(Refused())
        }
        let limiter = limiter
        channel.closeFuture.whenComplete { _ in limiter.release(client) }
        do {
            try channel.pipeline.syncOperations.addHandler(ConnectionGuardHandler(timeouts: timeouts, limiter: limiter), position: .first)
        } catch {
            channel.close(promise: nil)
            return channel.eventLoop.makeFailedFuture(error)
        }
        // After the HTTP handlers the inner setup adds: it sees the decoder's errors.
        return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(MalformedRequestObserver())
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

/// What `RequestProgressHandler` tells the guard, as user outbound events (they travel from the
/// HTTP handlers to the front of the pipeline, where the guard takes them).
enum RequestProgress {
    case head
    case body(Int)
    case end
    case answerEnded
    /// The HTTP decoder could not read what the client sent.
    case malformed
}

/// The first handler of a connection: sees every byte read and written, keeps the connection's
/// `ConnectionDeadlines` and one timer, and closes the connection when a deadline passes.
/// Learns of requests and answers from `RequestProgressHandler`; of an upgrade to a WebSocket from
/// the `101` answer it writes (the upgrade handler replaces the HTTP handlers then, so no HTTP
/// handler sees it).
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private var deadlines: ConnectionDeadlines
    private let limiter: ConnectionLimiter
    private var timer: Scheduled<Void>?
    private var timerAt: NIODeadline?
    private var closed = false
    /// The client half-closed (sends no more); the decoder then fails on a head it left unfinished.
    private var clientLeft = false

    init(timeouts: ConnectionDeadlines.Timeouts, limiter: ConnectionLimiter) {
        self.deadlines = ConnectionDeadlines(timeouts: timeouts, openedAt: .now())
        self.limiter = limiter
    }

    func handlerAdded(context: ChannelHandlerContext) {
        rearm(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        closed = true
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        deadlines.bytesRead(at: .now())
        rearm(context)
        context.fireChannelRead(data)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed { clientLeft = true }
        context.fireUserInboundEventTriggered(event)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        deadlines.writability(context.channel.isWritable, at: .now())
        rearm(context)
        context.fireChannelWritabilityChanged()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .awaitingHead = deadlines.phase, case .byteBuffer(let bytes) = unwrapOutboundIn(data), Self.isSwitchingProtocols(bytes) {
            deadlines.upgraded()
        }
        context.write(data, promise: promise)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard let progress = event as? RequestProgress else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        let now = NIODeadline.now()
        switch progress {
        case .head: deadlines.headRead(at: now)
        case .body(let count): deadlines.bodyRead(count, at: now)
        case .end: deadlines.requestEnded(at: now)
        case .answerEnded: deadlines.answerEnded(at: now)
        case .malformed:
            // Between requests nobody answers a head the decoder refused (Hummingbird leaves the
            // first request's errors to the upgrade handler, which ignores them): say so and close.
            // In a body, Hummingbird answers and closes itself.
            // A client that left mid-head is no malformed request: the handlers close after it.
            // An upgrade the access rules refused fails as well: it gets their answer (403, 401).
            if case .awaitingHead = deadlines.phase, !closed, !clientLeft {
                let refusal = UpgradeRefusals.shared.take(for: context.channel)
                close(context, .malformed, saying: refusal.map { Self.refused($0, context.channel.allocator) } ?? Self.badRequest(context.channel.allocator))
            }
        }
        rearm(context)
        promise?.succeed(())
    }

    /// `HTTP/1.1 101 `: the upgrade's answer, as NIO's encoder writes it.
    static func isSwitchingProtocols(_ bytes: ByteBuffer) -> Bool {
        bytes.readableBytesView.starts(with: "HTTP/1.1 101 ".utf8)
    }

    /// Keeps one timer at (or before) the earliest deadline. A later deadline leaves the timer as
    /// it is: when it fires it looks again, so a body arriving chunk by chunk reschedules nothing.
    private func rearm(_ context: ChannelHandlerContext) {
        guard !closed, let deadline = deadlines.deadline?.at else { return }
        if let timerAt, timerAt <= deadline { return }
        timer?.cancel()
        timerAt = deadline
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(deadline: deadline) {
            let (handler, context) = loopBound.value
            handler.fired(context)
        }
    }

    private func fired(_ context: ChannelHandlerContext) {
        timer = nil
        timerAt = nil
        guard !closed else { return }
        if let reason = deadlines.expired(at: .now()) {
            close(context, reason)
        } else {
            rearm(context)
        }
    }

    private func close(_ context: ChannelHandlerContext, _ reason: ConnectionDeadlines.Reason, saying answer: ByteBuffer? = nil) {
        closed = true
        timer?.cancel()
        timer = nil
        limiter.closed(reason)
        if let answer { context.writeAndFlush(wrapOutboundOut(.byteBuffer(answer)), promise: nil) }
        // As if the client had left: the HTTP and upgrade handlers then end quietly (closed
        // under them, the upgrade handler reports an error for every slow client).
        context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        context.close(promise: nil)
    }

    static func badRequest(_ allocator: ByteBufferAllocator) -> ByteBuffer {
        allocator.buffer(string: "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    }

    /// A refused upgrade's answer, with the security headers every answer carries.
    static func refused(_ refusal: StudioAccess.Refusal, _ allocator: ByteBufferAllocator) -> ByteBuffer {
        let headers = StudioAccess.securityHeaders.map { "\($0.0.rawName): \($0.1)\r\n" }.joined()
        return allocator.buffer(string: "HTTP/1.1 \(refusal.status.code) \(refusal.status.reasonPhrase)\r\n\(headers)Content-Length: 0\r\nConnection: close\r\n\r\n")
    }
}

/// Sits among the HTTP handlers (after the codec) and tells `ConnectionGuardHandler` where each
/// request and answer is. Added to every connection that is not upgraded to a WebSocket.
final class RequestProgressHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: context.triggerUserOutboundEvent(RequestProgress.head, promise: nil)
        case .body(let bytes): context.triggerUserOutboundEvent(RequestProgress.body(bytes.readableBytes), promise: nil)
        case .end: context.triggerUserOutboundEvent(RequestProgress.end, promise: nil)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { context.triggerUserOutboundEvent(RequestProgress.answerEnded, promise: nil) }
        context.write(data, promise: promise)
    }
}

/// Passes an error of the handlers before it (the HTTP decoder's, when what the client sent is not
/// HTTP) to `ConnectionGuardHandler` as `RequestProgress.malformed`. Reads pass through untouched
/// and unread, whatever they are: after an upgrade this handler sits before the WebSocket's.
final class MalformedRequestObserver: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = Never

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.triggerUserOutboundEvent(RequestProgress.malformed, promise: nil)
        context.fireErrorCaught(error)
    }
}
