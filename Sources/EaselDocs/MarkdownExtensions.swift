import EaselCanvas
import Foundation

/// The Markdown the seed pages write beyond CommonMark, read before Ink renders a page:
/// `::: tip` / `::: info \`automatic\`` … `:::` containers (VitePress's) become callouts, and a
/// local image that does not exist becomes a labelled "missing image" box (a `--check` warning).
enum MarkdownExtensions {
    static let calloutKinds: Set<String> = ["tip", "info", "warning", "danger", "details", "note", "important", "caution"]

    /// A local image the page shows: the line it is on, its alt text and path.
    struct Image: Hashable {
        let line: Int
        let alt: String
        let path: String
    }

    // `![alt](path)` or `![alt](path "title")`.
    private static let imagePattern = try! NSRegularExpression(pattern: #"!\[([^\]]*)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)"#)

    /// The local images of the page (not `http(s):`, `data:` or absolute URLs), outside code fences.
    static func localImages(in text: String) -> [Image] {
        var result: [Image] = []
        for (i, line) in proseLines(text) {
            let ns = line as NSString
            for m in imagePattern.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                let path = ns.substring(with: m.range(at: 2))
                guard !path.contains("://"), !path.hasPrefix("data:"), !path.hasPrefix("/"), !path.hasPrefix("#") else { continue }
                result.append(Image(line: i + 1, alt: ns.substring(with: m.range(at: 1)), path: path))
            }
        }
        return result
    }

    /// The images of `images` that do not exist relative to `folder` (the page's folder).
    static func missing(_ images: [Image], in folder: URL) -> [Image] {
        images.filter { image in
            let path = image.path.removingPercentEncoding ?? image.path
            return !FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).standardizedFileURL.path)
        }
    }

    /// A run of the page: plain Markdown (`kind == nil`), or a container's contents with its kind
    /// and title (the title as HTML).
    struct Segment: Equatable {
        var kind: String?
        var title: String
        var text: String
    }

    /// The page split at its `::: kind title` … `:::` containers (one level; a nested one is read as
    /// part of its container), with missing images made boxes. Each segment is rendered by Ink
    /// on its own, so the Markdown and code fences inside a container stay Markdown and examples.
    static func segments(_ text: String, missingImages: Set<String>) -> [Segment] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var opens: [Int: (kind: String, title: String)] = [:]
        var closes = Set<Int>()
        var depth = 0
        for (i, line) in proseLines(text) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(":::") {
                let rest = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
                let kind = String(rest.prefix { !$0.isWhitespace }).lowercased()
                if rest.isEmpty, depth > 0 {
                    depth -= 1
                    if depth == 0 { closes.insert(i) }
                } else if calloutKinds.contains(kind) {
                    if depth == 0 { opens[i] = (kind, inline(rest.dropFirst(kind.count).trimmingCharacters(in: .whitespaces))) }
                    depth += 1
                }
            } else if !missingImages.isEmpty, line.contains("![") {
                lines[i] = replacingMissingImages(line, missingImages)
            }
        }
        var result: [Segment] = []
        var current = Segment(kind: nil, title: "", text: "")
        func flush() { if current.kind != nil || !current.text.isEmpty { result.append(current) } }
        for (i, line) in lines.enumerated() {
            if let open = opens[i] {
                flush()
                current = Segment(kind: open.kind, title: open.title.isEmpty ? open.kind.capitalized : open.title, text: "")
            } else if closes.contains(i) {
                flush()
                current = Segment(kind: nil, title: "", text: "")
            } else {
                current.text += line + "\n"
            }
        }
        flush()
        return result
    }

    /// The lines outside code fences, with their 0-based index.
    private static func proseLines(_ text: String) -> [(Int, String)] {
        var inFence = false
        var result: [(Int, String)] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            if !inFence { result.append((i, String(line))) }
        }
        return result
    }

    private static func replacingMissingImages(_ line: String, _ missing: Set<String>) -> String {
        let ns = line as NSString
        var result = ""
        var last = 0
        for m in imagePattern.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
            let path = ns.substring(with: m.range(at: 2))
            guard missing.contains(path) else { continue }
            result += ns.substring(with: NSRange(location: last, length: m.range.location - last))
            let alt = Markup.escape(ns.substring(with: m.range(at: 1)))
            result += #"<span class="missing-image" role="img" aria-label="missing image: \#(alt)">Missing image <b>\#(alt)</b> <code>\#(Markup.escape(path))</code></span>"#
            last = m.range.location + m.range.length
        }
        return result + ns.substring(from: last)
    }

    /// A container's title: escaped, with `code` spans kept.
    private static func inline(_ title: String) -> String {
        title.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { i, part in
            i % 2 == 1 ? "<code>\(Markup.escape(String(part)))</code>" : Markup.escape(String(part))
        }.joined()
    }
}
