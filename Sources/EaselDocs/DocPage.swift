import EaselFrontend
import EaselIR
import Foundation

/// A documentation page read from disk: Markdown (`.md`) or plain text like Apple's rendered
/// reference pages (`.txt`), with its Swift examples found by the front end's extraction rules.
public struct DocPage: Sendable {
    public enum Kind: String, Sendable { case markdown, text }

    /// The output name: the input's file name without its extension, made URL-safe.
    public let slug: String
    public let fileName: String
    public let kind: Kind
    public let text: String
    public let title: String
    /// The platforms the page is about, in picker order (the first is shown first).
    public let platforms: [Platform]
    public let examples: [ExampleExtraction.Example]
    /// The local images it shows (Markdown pages).
    let images: [MarkdownExtensions.Image]
    /// What reading the page found wrong before rendering (a DocC directive Easel does not know, a
    /// snippet not found), as `file:line: message`; `--check` prints them.
    var sourceWarnings: [String] = []

    public init(fileName: String, text: String) {
        self.fileName = fileName
        let base = (fileName as NSString).deletingPathExtension
        slug = DocPage.slug(base)
        let markdownName = fileName.lowercased().hasSuffix(".md") || fileName.lowercased().hasSuffix(".markdown")
        kind = markdownName || DocPage.looksLikeMarkdown(text) ? .markdown : .text
        self.text = text
        examples = ExampleExtraction.examples(in: text)
        title = DocPage.title(of: text, kind: kind) ?? base
        platforms = DocPage.platforms(of: text, kind: kind)
        images = kind == .markdown ? MarkdownExtensions.localImages(in: text) : []
    }

    /// A `.txt` page is Markdown when it has ``` fences, links (`](`), or setext headings (`===`).
    static func looksLikeMarkdown(_ text: String) -> Bool {
        text.contains("](") || text.split(separator: "\n").contains { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            return t.hasPrefix("```") || (t.count >= 3 && t.allSatisfy { $0 == "=" })
        }
    }

    static func slug(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let s = String(name.map { allowed.contains($0) ? $0 : "-" })
        return s.isEmpty || s.hasPrefix(".") ? "page" + s : s
    }

    /// Markdown: the first `#` heading. Text: the line after a "Technologies…" breadcrumb, else
    /// the first line.
    static func title(of text: String, kind: Kind) -> String? {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        switch kind {
        case .markdown:
            if let heading = lines.first(where: { $0.hasPrefix("# ") }) { return String(heading.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
            // A setext heading (`Title` over `===`); a line that runs a note into it keeps the last sentence.
            guard let rule = lines.firstIndex(where: { $0.count >= 3 && $0.allSatisfy { $0 == "=" } }), rule > 0 else { return nil }
            let heading = lines[rule - 1]
            return heading.components(separatedBy: ". ").last ?? heading
        case .text:
            guard let first = lines.first else { return nil }
            return first.hasPrefix("Technologies") && lines.count > 1 ? lines[1] : first
        }
    }

    static let platformNames: [(String, Platform)] = [("iOS", .ios), ("iPadOS", .ipados), ("macOS", .macos), ("tvOS", .tvos),
                                                      ("watchOS", .watchos), ("visionOS", .visionos)]

    /// The platforms the page is about. Markdown may say so in a comment
    /// (`<!-- easel: platforms ios macos -->`). Otherwise the platforms the page names — on a text
    /// page its availability line (`iOSmacOS… 16.0+`) — with iPadOS wherever iOS is; with none
    /// named, iOS, iPadOS and macOS (where toolbars differ most).
    static func platforms(of text: String, kind: Kind) -> [Platform] {
        if let range = text.range(of: "<!-- easel: platforms ") , let end = text[range.upperBound...].range(of: "-->") {
            let named = text[range.upperBound..<end.lowerBound].split(separator: " ").compactMap { Platform(rawValue: String($0)) }
            if !named.isEmpty { return named }
        }
        let scope: Substring
        if kind == .text, let line = text.split(separator: "\n").first(where: { line in line.contains("+") && platformNames.contains { line.hasPrefix($0.0) } }) {
            scope = line
        } else {
            scope = Substring(text)
        }
        var found = Set(platformNames.filter { scope.contains($0.0) }.map(\.1))
        if found.contains(.ios) { found.insert(.ipados) }
        if found.isEmpty { found = [.ios, .ipados, .macos] }
        return Platform.pickerOrder.filter(found.contains)
    }
}

extension Platform {
    /// The order of the docs' platform switcher.
    static let pickerOrder: [Platform] = [.ios, .ipados, .macos, .watchos, .tvos, .visionos]

    var displayName: String {
        switch self {
        case .ios: "iOS"
        case .ipados: "iPadOS"
        case .macos: "macOS"
        case .tvos: "tvOS"
        case .watchos: "watchOS"
        case .visionos: "visionOS"
        }
    }
}
