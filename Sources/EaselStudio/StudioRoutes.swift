import EaselIR
import EaselToolbars
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket

/// The Studio's HTTP API (stable; tests and other tools use it):
/// `GET /healthz`, `GET /` (the page; its files `GET /studio.css`, `/studio.js`, `/studio-project.js`, `/studio-variants.js`,
/// see `StudioAssets`), `POST /api/render`, `POST /api/customize`, `POST /api/interact`,
/// `GET /api/documents`, `GET`/`PUT /api/documents/{id}`, and the live WebSocket `GET /api/live`
/// (see `LiveSession`).
public enum StudioRoutes {
    /// Where Debian's `libjs-codemirror` installs CodeMirror; served as is under `/codemirror`.
    public static let codeMirrorFolder = "/usr/share/javascript/codemirror"

    /// `access`: who may talk to it (issue 23), checked before anything else, files included.
    /// Throws `StudioAssets.Missing` when the page's files are not where the build put them.
    public static func router(_ service: StudioService, access: StudioAccess = StudioAccess()) throws -> Router<StudioRequestContext> {
        let assets = try StudioAssets.shared()
        let router = Router(context: StudioRequestContext.self)
        router.add(middleware: StudioAccessMiddleware(access: access))
        router.add(middleware: FileMiddleware(codeMirrorFolder, urlBasePath: "/codemirror"))
        router.get("healthz") { _, _ in "ok" }
        // The page, its styles and its scripts are files of the Studio's own (`StudioAssets`), so the
        // Content-Security-Policy can refuse every inline script and style.
        for asset in assets.all {
            router.get(RouterPath(asset.route)) { request, _ in asset.response(to: request) }
        }
        router.post("api/render") { request, _ in
            await respond {
                let body: RenderRequest = try await decode(request, limit: service.limits.maxBodyBytes)
                return try EaselJSON.encode(try await service.render(body), pretty: false)
            }
        }
        router.post("api/customize") { request, _ in
            await respond {
                let body: CustomizeRequest = try await decode(request, limit: service.limits.maxBodyBytes)
                return try EaselJSON.encode(["state": try await service.customize(body)], pretty: false)
            }
        }
        router.post("api/interact") { request, _ in
            await respond {
                let body: InteractRequest = try await decode(request, limit: service.limits.maxBodyBytes)
                return try EaselJSON.encode(try await service.interact(body), pretty: false)
            }
        }
        router.get("api/documents") { _, _ in
            await respond { try EaselJSON.encode(["documents": try await service.store.documents().map { ["id": $0.id, "name": $0.name] }], pretty: false) }
        }
        router.get("api/documents/:id") { _, context in
            await respond {
                let id = try StudioDocumentID.fromPath(try context.parameters.require("id"))
                guard let document = try await service.store.document(id) else { throw StudioFailure.notFound("no document '\(id)'") }
                return try EaselJSON.encode(document, pretty: false)
            }
        }
        router.put("api/documents/:id") { request, context in
            await respond {
                let id = try StudioDocumentID.fromPath(try context.parameters.require("id"))
                // `baseVersion`: the version the source was edited from; a stale one is 409 with the
                // document as it is now (issue 18). Without it, the save wins as before.
                struct Body: Decodable { var name: String?; var source: String; var baseVersion: Int? }
                let body: Body = try await decode(request, limit: service.limits.maxBodyBytes)
                let existingName = try await service.store.document(id)?.name
                let document = StudioDocument(id: id, name: body.name ?? existingName ?? id, source: body.source)
                return try EaselJSON.encode(try await service.store.save(document, baseVersion: body.baseVersion), pretty: false)
            }
        }
        addProjectRoutes(router, service)
        router.ws("api/live") { inbound, outbound, context in
            // The channel's renders count against its client's fair share, as its requests do.
            let client = context.requestContext.remoteAddress?.ipAddress ?? ""
            try await StudioClient.$address.withValue(client) {
                try await LiveSession.run(inbound: inbound, outbound: outbound, service: service)
            }
        }
        return router
    }

    static func decode<T: Decodable>(_ request: Request, limit: Int) async throws -> T {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch {
            throw StudioFailure.badRequest("the request body is larger than \(limit) bytes")
        }
        return try decode(Data(buffer.readableBytesView))
    }

    static func decode<T: Decodable>(_ data: Data) throws -> T {
        do {
            return try EaselJSON.decoder().decode(T.self, from: data)
        } catch DecodingError.keyNotFound(let key, _) {
            throw StudioFailure.badRequest("missing '\(key.stringValue)'")
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw StudioFailure.badRequest("the body is not JSON")
        } catch DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            throw StudioFailure.badRequest("bad value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'")
        }
    }

    /// Runs a handler and turns failures into JSON errors with the right status.
    static func respond(_ body: () async throws -> Data) async -> Response {
        do {
            return json(.ok, try await body())
        } catch let stale as StaleDocument {
            struct Conflict: Encodable { let error: String; let document: StudioDocument }
            let body = Conflict(error: "the document changed elsewhere (now version \(stale.current.version)); load it, or save without baseVersion to replace it",
                                document: stale.current)
            return json(.conflict, (try? EaselJSON.encode(body, pretty: false)) ?? Data())
        } catch {
            let (status, fields) = failure(error)
            return json(status, (try? EaselJSON.encode(fields, pretty: false)) ?? Data())
        }
    }

    /// The status and JSON fields that report a failure (HTTP and the live channel alike).
    static func failure(_ error: any Error) -> (HTTPResponse.Status, [String: String]) {
        switch error {
        case StudioFailure.badRequest(let message): (.badRequest, ["error": message])
        case StudioFailure.notFound(let message): (.notFound, ["error": message])
        case StudioFailure.busy: (.serviceUnavailable, ["error": "busy: too many evaluations at once; try again"])
        case StudioFailure.rejected(let rejection): (.conflict, ["reason": rejection.reason.rawValue, "message": rejection.message])
        case StudioFailure.conflict(let message): (.conflict, ["error": message])
        case let unavailable as StoreUnavailable: (.serviceUnavailable, ["error": "the database is unavailable: \(unavailable)"])
        default: (.internalServerError, ["error": "\(error)"])
        }
    }

    static func json(_ status: HTTPResponse.Status, _ data: Data) -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

}

/// The Studio server: the API on loopback by default, documents seeded from a folder of examples.
public enum Studio {
    /// Throws `StudioAssets.Missing` when the page's files are not where the build put them.
    /// `connections`: how long a client may take and how many connections it may hold (issue 36),
    /// counted by `limiter` (by default one made from them and the process's descriptor limit).
    public static func application(host: String, port: Int, service: StudioService, access: StudioAccess = StudioAccess(),
                                   connections: StudioConnectionLimits = StudioConnectionLimits(),
                                   limiter: ConnectionLimiter? = nil) throws -> some ApplicationProtocol {
        let router = try StudioRoutes.router(service, access: access)
        let limiter = limiter ?? ConnectionLimiter(connections, descriptorLimit: DescriptorLimit.current())
        // WebSocket frames are capped like request bodies; a refused upgrade gets its own status; a
        // WebSocket whose client answers no ping is closed.
        let webSocket = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(additionalChannelHandlers: [UpgradeRefusalHandler(), RequestProgressHandler()]),
            ws: .init(maxFrameSize: service.limits.maxBodyBytes, autoPing: .enabled(timePeriod: connections.webSocketTimeout)))
        let webSocketResponder = router.buildResponder()
        let timeouts = connections.deadlines
        // Every connection passes the guard first: limits, then deadlines.
        let server = HTTPServerBuilder { responder in
            GuardedChildChannel(inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: webSocket),
                                limiter: limiter, timeouts: timeouts)
        }
        return Application(router: router, server: server, configuration: .init(address: .hostname(host, port: port), serverName: "easel-studio"))
    }

    /// Adds every `.swift` file of `folder` as a document (by file name) unless already there —
    /// also when another process seeds the same database at the same moment: the save is from
    /// version 0, which any saved document is past.
    public static func seed(_ store: any StudioStore, from folder: URL) async throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        for name in names {
            let id = String(name.dropLast(6))
            if try await store.document(id) == nil, let source = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) {
                do {
                    _ = try await store.save(StudioDocument(id: id, name: id, source: source), baseVersion: 0)
                } catch is StaleDocument {}
            }
        }
    }
}
