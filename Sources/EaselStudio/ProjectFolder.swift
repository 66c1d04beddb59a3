import Foundation

/// The folder of a project the Studio reads and writes (issue 23, point 5): every path a request
/// names is resolved here, symbolic links included, and refused unless it lands inside. A request
/// never reaches a file by an absolute path, `..`, a link that leads out, or a control character.
public struct ProjectFolder: Sendable {
    /// The folder, with its own symbolic links resolved.
    public let root: URL

    public init(_ folder: URL) {
        root = Self.realPath(folder) ?? folder.standardizedFileURL
    }

    /// A refused path and why.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "'\(path)' \(reason)" }
    }

    /// The file `path` (relative to the root, `/`-separated) names, once every symbolic link on the
    /// way is followed — also of a file not there yet, through its nearest existing folder.
    public func resolve(_ path: String) throws -> URL {
        if path.isEmpty || path.utf8.count > 1024 { throw Refusal(path: path, reason: "is not a file path of the project") }
        if path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw Refusal(path: path, reason: "contains a control character")
        }
        if path.hasPrefix("/") || path.hasPrefix("~") || path.contains("\\") {
            throw Refusal(path: path, reason: "is not relative to the project folder")
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        if parts.contains("..") { throw Refusal(path: path, reason: "leaves the project folder (..)") }
        let candidate = parts.reduce(root) { $0.appendingPathComponent(String($1)) }
        guard let real = Self.realPath(candidate) else { throw Refusal(path: path, reason: "is a loop of symbolic links") }
        guard contains(real) else { throw Refusal(path: path, reason: "leads outside the project folder (a symbolic link)") }
        return real
    }

    /// Whether `url` (already resolved) is the root or inside it.
    func contains(_ url: URL) -> Bool {
        let inside = url.pathComponents
        let rootParts = root.pathComponents
        return inside.count >= rootParts.count && Array(inside.prefix(rootParts.count)) == rootParts
    }

    /// `url` with every symbolic link on it followed, also past the end of what exists (a link to
    /// a file not there yet counts as where it points); nil for a loop of links.
    static func realPath(_ url: URL, depth: Int = 0) -> URL? {
        guard depth < 32 else { return nil }
        var current = URL(fileURLWithPath: "/")
        for part in url.standardizedFileURL.pathComponents.dropFirst() {
            let next = current.appendingPathComponent(part)
            if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: next.path) {
                let target = destination.hasPrefix("/") ? URL(fileURLWithPath: destination) : current.appendingPathComponent(destination)
                guard let resolved = realPath(target, depth: depth + 1) else { return nil }
                current = resolved
            } else {
                current = next
            }
        }
        return current
    }
}
