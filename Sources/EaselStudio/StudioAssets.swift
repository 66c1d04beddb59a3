import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The Studio's page as files: `Page/studio.html` (served at `/`), `Page/studio.css`,
/// `Page/studio.js`, `Page/studio-project.js` and `Page/studio-variants.js` (each at `/` + its name) — resources of this
/// target, copied as they are (`.copy("Page")` in Package.swift), read from its resource bundle
/// once per process and served byte for byte. No value is substituted into the page: what a file
/// holds is what is sent, and its ETag is of those bytes.
///
/// Each answer carries a strong `ETag` (FNV-1a of the bytes) and `Cache-Control: no-cache`: the
/// browser keeps the file and asks on every load whether it changed, and while it has not the
/// answer is 304 Not Modified with no body.
public struct StudioAssets: Sendable {
    /// One file of the page, as it is served.
    public struct Asset: Sendable {
        /// Its file name in `Page/`.
        public let name: String
        /// Where it is served: `/` for the page, else `/<name>`.
        public let route: String
        public let contentType: String
        public let bytes: [UInt8]
        /// A strong validator: FNV-1a of the bytes as 16 hex digits, quoted.
        public let etag: String
        /// The bytes as a body, made once (a buffer is shared, not copied, by every answer).
        let body: ByteBuffer

        init(name: String, route: String, contentType: String, bytes: [UInt8]) {
            self.name = name
            self.route = route
            self.contentType = contentType
            self.bytes = bytes
            self.etag = "\"\(StudioProject.version(of: Data(bytes)))\""
            self.body = ByteBuffer(bytes: bytes)
        }
    }

    /// Why the page cannot be served: the resource bundle or one of its files is not there.
    public struct Missing: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    public let page: Asset
    public let styles: Asset
    public let script: Asset
    public let projectScript: Asset
    public let variantsScript: Asset

    public var all: [Asset] { [page, styles, script, projectScript, variantsScript] }

    /// The files, their routes and content types.
    static let files: [(name: String, route: String, contentType: String)] = [
        ("studio.html", "/", "text/html; charset=utf-8"),
        ("studio.css", "/studio.css", "text/css; charset=utf-8"),
        ("studio.js", "/studio.js", "text/javascript; charset=utf-8"),
        ("studio-project.js", "/studio-project.js", "text/javascript; charset=utf-8"),
        ("studio-variants.js", "/studio-variants.js", "text/javascript; charset=utf-8"),
    ]

    /// The files read from `folder` (the bundle's `Page`).
    public init(folder: URL) throws {
        let assets = try Self.files.map { file in
            let url = folder.appendingPathComponent(file.name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw Missing(description: "the Studio's page file '\(file.name)' is missing: looked for \(url.path)")
            }
            return Asset(name: file.name, route: file.route, contentType: file.contentType, bytes: [UInt8](data))
        }
        (page, styles, script, projectScript, variantsScript) = (assets[0], assets[1], assets[2], assets[3], assets[4])
    }

    /// The page's files, read at first use and kept for the life of the process; a missing bundle
    /// or file is the same error every time.
    public static func shared() throws -> StudioAssets { try loaded.get() }

    private static let loaded = Result<StudioAssets, any Error> { try StudioAssets(folder: try pageFolder()) }

    /// SwiftPM's name for this target's resource bundle.
    public static let bundleName = "Easel_EaselStudio.resources"

    /// `Page/` in this target's resource bundle, `Bundle.module`. On Linux SwiftPM's accessor
    /// looks for the bundle beside the executable and then in the build folder it was built in,
    /// and stops the process (fatalError) when neither has it; so it is looked for first where
    /// the executable is, and its absence is an error that says where to put it. (A binary copied
    /// without its bundle therefore fails at once, also while the build folder still exists.)
    public static func pageFolder() throws -> URL {
        #if os(Linux)
        let executableFolder = Bundle.main.bundleURL
        let beside = executableFolder.appendingPathComponent(bundleName)
        guard FileManager.default.fileExists(atPath: beside.path) else {
            throw Missing(description: "the Studio's page files are missing: no \(bundleName) beside the executable in \(executableFolder.path); "
                + "keep that folder next to the easel binary (swift build puts them side by side; copy both)")
        }
        #endif
        guard let folder = Bundle.module.url(forResource: "Page", withExtension: nil) else {
            throw Missing(description: "the Studio's page files are missing: no Page folder in \(Bundle.module.bundlePath)")
        }
        return folder
    }
}

extension StudioAssets.Asset {
    /// The file with its validators — or, when the request's `If-None-Match` names its ETag (or
    /// is `*`), 304 Not Modified with the validators and no body.
    func response(to request: Request) -> Response {
        var headers: HTTPFields = [.eTag: etag, .cacheControl: "no-cache"]
        if Self.matches(request.headers[values: .ifNoneMatch], etag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = contentType
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
    }

    /// `If-None-Match` compares weakly (RFC 9110 13.1.2): `W/"x"` matches `"x"`; a list matches if
    /// any of its tags does.
    static func matches(_ fields: [String], _ etag: String) -> Bool {
        fields.flatMap { $0.split(separator: ",") }.contains { tag in
            let tag = tag.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }
}
