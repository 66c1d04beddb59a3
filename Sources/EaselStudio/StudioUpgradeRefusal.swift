import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTPTypes

/// Gives a refused WebSocket upgrade the answer `StudioAccess` decided (403 for a foreign Host or
/// Origin, 401 without the token) and the security headers (issue 23). hummingbird-websocket runs
/// the router on an upgrade request and, on any answer but 200, writes a bare 400 of its own; the
/// access middleware records its refusal for the connection (`UpgradeRefusals`), and this handler
/// — added to that connection's HTTP pipeline after the codec — rewrites the 400 on its way out.
/// Other answers pass through untouched.
final class UpgradeRefusalHandler: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The refusal of the upgrade this connection asked for, if it asked for one and was refused.
    private var refusal: StudioAccess.Refusal?

    func handlerAdded(context: ChannelHandlerContext) {
        refusal = UpgradeRefusals.shared.take(for: context.channel)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard let refusal, case .head(var response) = unwrapOutboundIn(data), response.status == .badRequest else {
            context.write(data, promise: promise)
            return
        }
        self.refusal = nil
        response.status = refusal.status
        for (name, value) in StudioAccess.securityHeaders { response.headerFields[name] = value }
        context.write(wrapOutboundOut(.head(response)), promise: promise)
    }
}

/// Refusals of upgrades by connection, from the access middleware to `UpgradeRefusalHandler`;
/// an entry lives until the handler takes it or the connection closes.
final class UpgradeRefusals: @unchecked Sendable {
    static let shared = UpgradeRefusals()
    private let lock = NSLock()
    private var refusals: [ObjectIdentifier: StudioAccess.Refusal] = [:]

    func record(_ refusal: StudioAccess.Refusal, for channel: any Channel) {
        let key = ObjectIdentifier(channel)
        lock.withLock { refusals[key] = refusal }
        channel.closeFuture.whenComplete { _ in self.lock.withLock { _ = self.refusals.removeValue(forKey: key) } }
    }

    func take(for channel: any Channel) -> StudioAccess.Refusal? {
        lock.withLock { refusals.removeValue(forKey: ObjectIdentifier(channel)) }
    }
}
