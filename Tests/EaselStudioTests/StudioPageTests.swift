@testable import EaselStudio
import EaselText
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The Studio's page is files (`Sources/EaselStudio/Page`), resources of the target, served byte
/// for byte with the security headers, a strong ETag and `Cache-Control: no-cache`.
@Suite("Studio page files")
final class StudioPageTests: Sendable {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-page-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The files as written in the repository.
    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/EaselStudio/Page")

    static let routes = ["/": "studio.html", "/studio.css": "studio.css", "/studio.js": "studio.js", "/studio-project.js": "studio-project.js",
                          "/studio-variants.js": "studio-variants.js"]

    static var contentSecurityPolicy: String {
        StudioAccess.securityHeaders.first { $0.0 == .contentSecurityPolicy }!.1
    }

    func withApp(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let service = StudioService(store: try SQLiteStudioStore(folder: folder), measurer: FreeTypeFonts.shared!)
        try await Application(router: try StudioRoutes.router(service)).test(.router, body)
    }

    @Test("each page file is in Bundle.module, with the bytes of the file in Sources/EaselStudio/Page")
    func bundled() throws {
        for name in Self.routes.values {
            let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Page"), "\(name)")
            let bundled = try Data(contentsOf: url)
            #expect(bundled == (try Data(contentsOf: Self.sourceFolder.appendingPathComponent(name))), "\(name)")
            #expect(!bundled.isEmpty)
        }
        #expect(try StudioAssets.pageFolder().standardizedFileURL == Bundle.module.url(forResource: "Page", withExtension: nil)?.standardizedFileURL)
    }

    @Test("the page's routes answer with the file's bytes, its type, the CSP, a strong ETag and Cache-Control: no-cache")
    func served() async throws {
        let assets = try StudioAssets.shared()
        try await withApp { client in
            for (route, name) in Self.routes {
                let file = try Data(contentsOf: Self.sourceFolder.appendingPathComponent(name))
                let asset = try #require(assets.all.first { $0.route == route })
                try await client.execute(uri: route, method: .get) { response in
                    #expect(response.status == .ok, "\(route)")
                    #expect(Data(response.body.readableBytesView) == file, "\(route) answers \(name) as written")
                    #expect(response.headers[.contentType] == asset.contentType)
                    #expect(response.headers[.contentType]?.hasPrefix(name.hasSuffix(".html") ? "text/html" : name.hasSuffix(".css") ? "text/css" : "text/javascript") == true)
                    #expect(response.headers[.contentSecurityPolicy] == Self.contentSecurityPolicy)
                    #expect(response.headers[.cacheControl] == "no-cache")
                    let etag = try #require(response.headers[.eTag], "\(route) has an ETag")
                    #expect(etag == asset.etag)
                    #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count == 18, "a strong ETag: \(etag)")
                    #expect(etag == "\"\(StudioProject.version(of: file))\"", "the ETag is of the bytes sent")
                }
            }
        }
    }

    @Test("If-None-Match with the ETag: 304 Not Modified, no body, the validators and the CSP; another ETag: the file")
    func notModified() async throws {
        try await withApp { client in
            for route in Self.routes.keys {
                let etag = try await client.execute(uri: route, method: .get) { response in try #require(response.headers[.eTag]) }
                for offered in [etag, "W/\(etag)", "\"0000000000000000\", \(etag)", "*"] {
                    try await client.execute(uri: route, method: .get, headers: [.ifNoneMatch: offered]) { response in
                        #expect(response.status == .notModified, "\(route) with If-None-Match: \(offered)")
                        #expect(response.body.readableBytes == 0)
                        #expect(response.headers[.eTag] == etag)
                        #expect(response.headers[.cacheControl] == "no-cache")
                        #expect(response.headers[.contentSecurityPolicy] == Self.contentSecurityPolicy)
                    }
                }
                try await client.execute(uri: route, method: .get, headers: [.ifNoneMatch: "\"0000000000000000\""]) { response in
                    #expect(response.status == .ok && response.body.readableBytes > 0, "\(route) changed since: the file again")
                }
            }
        }
    }

    @Test("a page file missing from the folder is an error that names it")
    func missingFile() throws {
        let partial = folder.appendingPathComponent("Page")
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        for name in ["studio.html", "studio.css", "studio.js", "studio-variants.js"] {
            try Data(contentsOf: Self.sourceFolder.appendingPathComponent(name)).write(to: partial.appendingPathComponent(name))
        }
        #expect(throws: StudioAssets.Missing.self) { try StudioAssets(folder: partial) }
        do {
            _ = try StudioAssets(folder: partial)
        } catch let missing as StudioAssets.Missing {
            #expect(missing.description.contains("studio-project.js"))
        }
        try FileManager.default.copyItem(at: Self.sourceFolder.appendingPathComponent("studio-project.js"), to: partial.appendingPathComponent("studio-project.js"))
        #expect(try StudioAssets(folder: partial).page.bytes == (try StudioAssets.shared().page.bytes))
    }
}
