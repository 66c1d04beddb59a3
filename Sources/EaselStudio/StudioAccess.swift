import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import NIOCore

/// Who may talk to the Studio (issue 23). The Studio holds a person's code, so, as Jupyter and the
/// development servers that learned it from CVEs do, it answers only requests addressed to itself
/// (no DNS rebinding), acts only on requests from its own pages (no cross-site forgery), and beyond
/// loopback only with a token. A value: the decision for a request is a pure function of it.
public struct StudioAccess: Sendable {
    /// Host names beside the loopback ones (`--allowed-host`; the address listened on when it is
    /// a name or a specific address), lowercased, without a port.
    public var allowedHosts: Set<String>
    /// Required on every request when set (`--token`, `EASEL_STUDIO_TOKEN`; generated when the
    /// Studio listens beyond loopback): as the `easel_token` cookie or `Authorization: Bearer`.
    public var token: String?

    public static let cookieName = "easel_token"
    static let loopbackHosts: Set<String> = ["localhost", "127.0.0.1", "[::1]", "::1"]

    public init(allowedHosts: [String] = [], token: String? = nil) {
        self.allowedHosts = Set(allowedHosts.map { Self.hostName(of: $0) })
        self.token = token
    }

    /// The policy for a Studio listening on `host`: beyond loopback a token is required (the one
    /// given, else a random one).
    public static func listening(on host: String, allowedHosts: [String], token: String?) -> StudioAccess {
        var names = allowedHosts
        if !isLoopback(host), !["0.0.0.0", "::", "[::]"].contains(host) { names.append(host) }
        let required = token ?? (isLoopback(host) ? nil : randomToken())
        return StudioAccess(allowedHosts: names, token: required)
    }

    public static func isLoopback(_ host: String) -> Bool {
        let name = hostName(of: host)
        return loopbackHosts.contains(name) || name.hasPrefix("127.")
    }

    /// 32 random bytes as hex.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// `example.com:8080` → `example.com`; `[::1]:8080` → `[::1]`.
    static func hostName(of authority: String) -> String {
        let lower = authority.lowercased()
        if lower.hasPrefix("[") { return lower.firstIndex(of: "]").map { String(lower[...$0]) } ?? lower }
        if lower.filter({ $0 == ":" }).count > 1 { return lower }  // a bare IPv6 address
        return String(lower.split(separator: ":", maxSplits: 1).first ?? "")
    }

    /// A refused request: its status and the message the person reads.
    public struct Refusal: Error, Equatable, Sendable {
        public var status: HTTPResponse.Status
        public var message: String
    }

    /// What a request says about itself, as the decision needs it.
    public struct Facts: Sendable {
        public var method: HTTPRequest.Method
        public var path: String
        public var host: String?
        public var origin: String?
        public var contentType: String?
        public var authorization: String?
        public var cookie: String?
        /// `?token=` of the first visit to the URL the Studio printed.
        public var queryToken: String?
        public var isUpgrade: Bool

        public init(method: HTTPRequest.Method, path: String, host: String?, origin: String? = nil, contentType: String? = nil,
                    authorization: String? = nil, cookie: String? = nil, queryToken: String? = nil, isUpgrade: Bool = false) {
            self.method = method
            self.path = path
            self.host = host
            self.origin = origin
            self.contentType = contentType
            self.authorization = authorization
            self.cookie = cookie
            self.queryToken = queryToken
            self.isUpgrade = isUpgrade
        }

        /// The facts of a request head, for the middleware and for the HTTP channel alike.
        public init(_ head: HTTPRequest) {
            let uri = URI(head.path ?? "/")
            self.init(method: head.method, path: uri.path, host: head.authority ?? head.headerFields[values: HTTPField.Name("Host")!].first,
                      origin: head.headerFields[.origin], contentType: head.headerFields[.contentType],
                      authorization: head.headerFields[.authorization], cookie: head.headerFields[values: .cookie].joined(separator: "; "),
                      queryToken: uri.queryParameters["token"].map(String.init),
                      isUpgrade: head.headerFields[.upgrade]?.lowercased() == "websocket")
        }
    }

    /// `nil` when the request may go on; otherwise why not. In order: the Host (403), the token
    /// (401), the Origin of a state-changing request or an upgrade (403), a JSON body (415).
    public func refusal(_ facts: Facts) -> Refusal? {
        guard let host = facts.host, !host.isEmpty else {
            return Refusal(status: .badRequest, message: "the request names no Host")
        }
        let name = Self.hostName(of: host)
        guard Self.isLoopback(name) || allowedHosts.contains(name) else {
            return Refusal(status: .forbidden, message: "the Studio does not answer to the host '\(name)'; start it with --allowed-host \(name) to allow it")
        }
        if let token, facts.path != "/healthz" {
            let offered = [facts.queryToken, Self.bearer(facts.authorization), Self.cookieValue(facts.cookie, Self.cookieName)].compactMap { $0 }
            guard offered.contains(where: { Self.constantTimeEqual($0, token) }) else {
                return Refusal(status: .unauthorized, message: "the Studio needs its token: open the URL it printed (…/?token=…) or send Authorization: Bearer <token>")
            }
        }
        let changesState = [.post, .put, .delete, .patch].contains(facts.method)
        if changesState || facts.isUpgrade, let origin = facts.origin {
            guard Self.sameOrigin(origin, host: host) else {
                return Refusal(status: .forbidden, message: "cross-origin request from '\(origin)' refused: the Studio acts only on requests from its own pages")
            }
        }
        if changesState, facts.path.hasPrefix("/api/") {
            let type = facts.contentType?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard type == "application/json" else {
                return Refusal(status: .unsupportedMediaType, message: "the body must be application/json")
            }
        }
        return nil
    }

    /// `http://localhost:8080` is the origin of a request to `localhost:8080` (scheme, name and
    /// port alike). A `ws:` origin is no browser's — command-line WebSocket clients name where they
    /// connect — and matches on the name.
    static func sameOrigin(_ origin: String, host: String) -> Bool {
        guard let url = URL(string: origin), let scheme = url.scheme?.lowercased(), let name = url.host?.lowercased() else { return false }
        let originName = name.contains(":") && !name.hasPrefix("[") ? "[\(name)]" : name
        guard originName == hostName(of: host) else { return false }
        switch scheme {
        case "http", "https":
            let defaultPort = scheme == "https" ? 443 : 80
            return (url.port ?? defaultPort) == (port(of: host) ?? defaultPort)
        case "ws", "wss":
            return true
        default:
            return false
        }
    }

    /// The port of `host:port` or `[v6]:port`, if written.
    static func port(of authority: String) -> Int? {
        guard let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") else { return nil }
        if !authority.hasPrefix("["), authority.filter({ $0 == ":" }).count > 1 { return nil }
        return Int(authority[authority.index(after: colon)...])
    }

    static func bearer(_ header: String?) -> String? {
        guard let header, header.lowercased().hasPrefix("bearer ") else { return nil }
        return String(header.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
    }

    static func cookieValue(_ header: String?, _ name: String) -> String? {
        for part in (header ?? "").split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0] == name { return pair[1] }
        }
        return nil
    }

    /// Compares without returning early, so the time taken says nothing about the token.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The headers every answer carries: only the Studio's own scripts and styles, no framing, no
    /// sniffing, no referrer.
    public static let securityHeaders: [(HTTPField.Name, String)] = [
        (.contentSecurityPolicy, "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
            + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"),
        (HTTPField.Name("X-Content-Type-Options")!, "nosniff"),
        (HTTPField.Name("X-Frame-Options")!, "DENY"),
        (HTTPField.Name("Referrer-Policy")!, "no-referrer"),
    ]
}

/// Applies `StudioAccess` before routing — pages, API and WebSocket upgrades alike — and adds the
/// security headers to every answer. The first visit with `?token=` sets the token cookie.
struct StudioAccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: StudioAccess

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let facts = StudioAccess.Facts(request.head)
        var response: Response
        if let refusal = access.refusal(facts) {
            if facts.isUpgrade, let channel = (context as? StudioRequestContext)?.channel { UpgradeRefusals.shared.record(refusal, for: channel) }
            let body = (try? JSONEncoder().encode(["error": refusal.message])) ?? Data()
            response = Response(status: refusal.status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: body)))
        } else {
            do {
                let client = (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress ?? ""
                response = try await StudioClient.$address.withValue(client) { try await next(request, context) }
            } catch let error as any HTTPResponseError {
                // A 404 and the like get the headers too.
                response = try error.response(from: request, context: context)
            }
            if let token = access.token, facts.queryToken.map({ StudioAccess.constantTimeEqual($0, token) }) == true {
                response.headers[.setCookie] = "\(StudioAccess.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"
            }
        }
        for (name, value) in StudioAccess.securityHeaders { response.headers[name] = value }
        return response
    }
}

/// Document ids as the API takes them: 1 to 200 characters, with no `/`, `\`, `..` or control
/// character, as written and once percent-decoded — an id never names a place in a file system
/// (issue 23). A path's id is percent-decoded first (`fromPath`).
public enum StudioDocumentID {
    public static func fromPath(_ raw: String) throws -> String {
        try validated(raw.removingPercentEncoding ?? raw)
    }

    public static func validated(_ id: String) throws -> String {
        for form in Set([id, id.removingPercentEncoding ?? id]) { try check(form) }
        return id
    }

    private static func check(_ id: String) throws {
        guard !id.isEmpty, id.count <= 200 else { throw StudioFailure.badRequest("a document id is 1 to 200 characters") }
        guard !id.contains("/"), !id.contains("\\"), !id.contains(".."),
              !id.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) else {
            let shown = id.unicodeScalars.map { CharacterSet.controlCharacters.contains($0) ? "?" : String($0) }.joined()
            throw StudioFailure.badRequest("a document id has no '/', '\\', '..' or control characters: '\(shown)'")
        }
    }
}

/// The Studio's request context: a WebSocket-capable context that also knows where the request
/// came from, so the evaluation gate can share the workers fairly between clients (issue 18).
public struct StudioRequestContext: RequestContext, WebSocketRequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let webSocket: WebSocketHandlerReference<Self>
    public let remoteAddress: SocketAddress?
    /// The connection, so a refused upgrade's answer can be given its status (`UpgradeRefusals`).
    let channel: any Channel

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.webSocket = .init()
        self.remoteAddress = source.channel.remoteAddress
        self.channel = source.channel
    }
}
