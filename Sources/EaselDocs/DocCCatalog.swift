import Foundation

/// A DocC catalog (`*.docc`) read as pages for the docs builder (issue 19, part 3), following
/// DocC's documented syntax: articles and extension files in DocC's Markdown; `@Metadata` (its
/// `@DisplayName` titles the page, its `@Available` platforms choose the previews), `@Options`
/// and `@Comment` are not shown; `@Row`/`@Column`, `@TabNavigator`/`@Tab`, `@Small` and `@Links`
/// show their content; `@Image` is an image; `@Snippet(path:)` is the snippet's Swift (from the
/// package's `Snippets/`, `snippet.hide` lines left out, `slice:` honoured), rendered as any
/// ```swift block; symbol links (``` ``SwiftUI/ToolbarItem`` ```) are links to Apple's reference
/// for Apple's frameworks and code otherwise; `<doc:Article>` links go to that article's page. A
/// directive Easel does not know shows its content and a warning (`--check` prints it).
public enum DocCCatalog {
    /// The catalog a docs input names: the folder itself when it is `*.docc`, else the first
    /// `*.docc` inside it; nil when there is none.
    public static func catalog(in folder: URL) -> URL? {
        if folder.pathExtension == "docc" { return folder }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return names.first { $0.hasSuffix(".docc") }.map { folder.appendingPathComponent($0) }
    }

    /// The catalog's pages, converted to the Markdown the builder renders, with the warnings of
    /// the conversion by page.
    /// Images are named by file name anywhere in the catalog (DocC's resources); they are
    /// pointed to by their path from `input`, the folder the site is built from.
    public static func pages(in catalog: URL, relativeTo input: URL) -> [(page: DocPage, warnings: [String])] {
        let files = markdownFiles(in: catalog)
        let images = resources(in: catalog, relativeTo: input)
        var titles: [String: (title: String, slug: String)] = [:]
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let name = file.deletingPathExtension().lastPathComponent
            titles[name.lowercased()] = (title(of: text) ?? name, DocPage.slug(name))
        }
        let snippets = snippetFolders(near: catalog)
        return files.map { file in
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            var converter = Converter(fileName: file.lastPathComponent, articles: titles, snippetFolders: snippets, images: images)
            let markdown = converter.convert(text)
            return (DocPage(fileName: file.lastPathComponent, text: markdown), converter.warnings)
        }
    }

    /// The catalog's images by lower-cased name, with and without extension → path from `input`.
    static func resources(in catalog: URL, relativeTo input: URL) -> [String: String] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [:] }
        let inputParts = input.standardizedFileURL.pathComponents
        var found: [String: String] = [:]
        for case let url as URL in walker where ["png", "jpg", "jpeg", "gif", "svg"].contains(url.pathExtension.lowercased()) {
            let parts = url.standardizedFileURL.pathComponents
            guard parts.starts(with: inputParts) else { continue }
            let relative = parts.dropFirst(inputParts.count).joined(separator: "/")
            found[url.lastPathComponent.lowercased()] = relative
            found[url.deletingPathExtension().lastPathComponent.lowercased()] = found[url.deletingPathExtension().lastPathComponent.lowercased()] ?? relative
        }
        return found
    }

    static func markdownFiles(in catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension.lowercased() == "md" }.sorted { $0.path < $1.path }
    }

    /// `Snippets/` folders of the package the catalog belongs to: beside each ancestor folder.
    static func snippetFolders(near catalog: URL) -> [URL] {
        var folders: [URL] = []
        var folder = catalog.deletingLastPathComponent()
        for _ in 0..<5 {
            let snippets = folder.appendingPathComponent("Snippets")
            if FileManager.default.fileExists(atPath: snippets.path) { folders.append(snippets) }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { break }
            folder = folder.deletingLastPathComponent()
        }
        return folders
    }

    /// The page's title: `@DisplayName`, else its first heading (a symbol link's last part).
    static func title(of text: String) -> String? {
        if let display = firstMatch(#"@DisplayName\(\s*"([^"]+)""#, in: text) { return display }
        guard let heading = text.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) else { return nil }
        let title = heading.dropFirst(2).trimmingCharacters(in: .whitespaces)
        if title.hasPrefix("``"), title.hasSuffix("``") {
            return String(title.dropFirst(2).dropLast(2).split(separator: "/").last ?? "")
        }
        return title
    }

    static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}
