import EaselStudio
import Foundation
import HTTPTypes
import Testing

/// Issue 23's policy as a value: who may talk to the Studio.
@Suite("Studio access")
struct StudioAccessTests {
    typealias Facts = StudioAccess.Facts
    let loopback = StudioAccess()

    @Test("a foreign Host is refused (DNS rebinding) on pages, the API and upgrades; loopback names and allowed hosts pass")
    func hosts() {
        for path in ["/", "/api/documents", "/api/live"] {
            let refused = loopback.refusal(Facts(method: .get, path: path, host: "evil.example:8080", isUpgrade: path == "/api/live"))
            #expect(refused?.status == .forbidden, "\(path)")
            #expect(refused?.message.contains("--allowed-host evil.example") == true)
        }
        for host in ["localhost:8080", "127.0.0.1:8080", "[::1]:8080", "LOCALHOST:9000"] {
            #expect(loopback.refusal(Facts(method: .get, path: "/", host: host)) == nil, "\(host)")
        }
        #expect(loopback.refusal(Facts(method: .get, path: "/", host: nil))?.status == .badRequest)
        let proxied = StudioAccess(allowedHosts: ["studio.example.org"])
        #expect(proxied.refusal(Facts(method: .get, path: "/", host: "studio.example.org")) == nil)
        #expect(proxied.refusal(Facts(method: .get, path: "/", host: "other.example.org"))?.status == .forbidden)
    }

    @Test("a foreign Origin on POST, PUT or an upgrade is refused; the Studio's own origin and no Origin (command-line clients) pass")
    func origins() {
        for (method, upgrade) in [(HTTPRequest.Method.post, false), (.put, false), (.get, true)] {
            let facts = Facts(method: method, path: "/api/customize", host: "localhost:8080", origin: "http://evil.example",
                              contentType: "application/json", isUpgrade: upgrade)
            #expect(loopback.refusal(facts)?.status == .forbidden)
            var own = facts
            own.origin = "http://localhost:8080"
            #expect(loopback.refusal(own) == nil)
            own.origin = nil
            #expect(loopback.refusal(own) == nil)
        }
        // The same name on another port is another origin; "null" is no origin to trust.
        for origin in ["http://localhost:9999", "null", "http://localhost"] {
            #expect(loopback.refusal(Facts(method: .post, path: "/api/render", host: "localhost:8080", origin: origin, contentType: "application/json"))?.status == .forbidden, "\(origin)")
        }
        // A GET reads nothing it should not: no Origin check on it.
        #expect(loopback.refusal(Facts(method: .get, path: "/api/documents", host: "localhost:8080", origin: "http://evil.example")) == nil)
    }

    @Test("API bodies must be application/json: text/plain (a form-style cross-site request) is 415")
    func contentType() {
        #expect(loopback.refusal(Facts(method: .post, path: "/api/customize", host: "localhost", contentType: "text/plain"))?.status == .unsupportedMediaType)
        #expect(loopback.refusal(Facts(method: .put, path: "/api/documents/x", host: "localhost", contentType: nil))?.status == .unsupportedMediaType)
        #expect(loopback.refusal(Facts(method: .post, path: "/api/render", host: "localhost", contentType: "application/json; charset=utf-8")) == nil)
    }

    @Test("beyond loopback a token is required: as the URL's ?token=, the cookie it sets, or Authorization: Bearer; /healthz stays open")
    func token() throws {
        let access = StudioAccess.listening(on: "0.0.0.0", allowedHosts: ["studio.local"], token: nil)
        let token = try #require(access.token)
        #expect(token.count == 64)
        let bare = Facts(method: .get, path: "/api/documents", host: "studio.local:8080")
        #expect(access.refusal(bare)?.status == .unauthorized)
        var withBearer = bare
        withBearer.authorization = "Bearer \(token)"
        #expect(access.refusal(withBearer) == nil)
        var withCookie = bare
        withCookie.cookie = "theme=dark; easel_token=\(token)"
        #expect(access.refusal(withCookie) == nil)
        var withQuery = bare
        withQuery.queryToken = token
        #expect(access.refusal(withQuery) == nil)
        var wrong = bare
        wrong.authorization = "Bearer \(String(token.reversed()))"
        #expect(access.refusal(wrong)?.status == .unauthorized)
        #expect(access.refusal(Facts(method: .get, path: "/healthz", host: "studio.local")) == nil)
        #expect(StudioAccess.listening(on: "127.0.0.1", allowedHosts: [], token: nil).token == nil, "loopback needs none")
        #expect(StudioAccess.listening(on: "192.168.1.5", allowedHosts: [], token: "given").allowedHosts.contains("192.168.1.5"))
        #expect(StudioAccess.listening(on: "127.0.0.1", allowedHosts: [], token: "given").token == "given", "a token given is required anywhere")
    }

    @Test("the headers: a Content-Security-Policy of the Studio's own scripts and styles, no framing, no sniffing, no referrer")
    func headers() {
        let headers = Dictionary(uniqueKeysWithValues: StudioAccess.securityHeaders.map { ($0.0.canonicalName, $0.1) })
        let policy = headers["content-security-policy"] ?? ""
        #expect(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline") && policy.contains("frame-ancestors 'none'"))
        #expect(headers["x-content-type-options"] == "nosniff" && headers["referrer-policy"] == "no-referrer")
    }

    @Test("document ids are checked after percent-decoding: no '/', '\\\\', '..' or control characters")
    func ids() throws {
        for hostile in ["../studio", "a/b", "a%2Fb", "..%2F..%2Fetc", "a\\\\b", "a%00b", "line\nbreak", "", String(repeating: "x", count: 201)] {
            #expect(throws: (any Error).self, "\(hostile)") { try StudioDocumentID.fromPath(hostile) }
        }
        #expect(try StudioDocumentID.fromPath("My%20Notes") == "My Notes")
        #expect(try StudioDocumentID.validated("GlassMailbox") == "GlassMailbox")
        #expect(throws: (any Error).self) { try StudioDocumentID.validated("a%2F..") }
    }
}
