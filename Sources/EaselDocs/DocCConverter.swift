import Foundation

extension DocCCatalog {
    /// One DocC Markdown file to the builder's Markdown: directives read line by line (a
    /// directive opens with `@Name(arguments) {` and closes with its own `}`), inline links rewritten.
    struct Converter {
        let fileName: String
        /// Articles of the catalog by lower-cased file name: their titles and page slugs.
        let articles: [String: (title: String, slug: String)]
        let snippetFolders: [URL]
        /// The catalog's images: name → path from the site's input folder.
        let images: [String: String]
        var warnings: [String] = []

        /// Directives whose content is shown as it is, without the directive.
        static let transparent: Set<String> = ["Row", "Column", "TabNavigator", "Small", "Links", "Section", "ContentAndMedia",
                                               "Stack", "Justification", "Chapter", "Volume", "Steps", "Step", "Intro"]
        /// Directives shown not at all (with all they hold).
        static let hidden: Set<String> = ["Metadata", "Options", "Comment", "Redirected", "DeprecationSummary", "CallToAction",
                                          "Resources", "Assessments"]

        mutating func convert(_ text: String) -> String {
            let lines = text.components(separatedBy: "\n")
            var out: [String] = []
            // Platforms named by `@Available` choose the previews (the builder's platform comment).
            let available = lines.compactMap { line -> String? in DocCCatalog.firstMatch(#"@Available\(\s*([A-Za-z]+)"#, in: line) }
            let platforms = available.compactMap(Self.platform)
            if !platforms.isEmpty { out.append("<!-- easel: platforms \(platforms.joined(separator: " ")) -->") }
            var hiddenDepth = 0   // > 0 inside a hidden directive: the braces still open
            var openTransparent: [Int] = []   // brace depth at which each shown directive opened
            var depth = 0
            var inFence = false
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("```") { inFence.toggle() }
                if inFence || trimmed.hasPrefix("```") {
                    if hiddenDepth == 0 { out.append(line) }
                    continue
                }
                if hiddenDepth > 0 {
                    hiddenDepth += braceBalance(trimmed)
                    continue
                }
                if trimmed == "}", let last = openTransparent.last, last == depth {
                    openTransparent.removeLast()
                    depth -= 1
                    continue
                }
                if let directive = Self.directive(trimmed) {
                    let opens = trimmed.hasSuffix("{")
                    if Self.hidden.contains(directive.name) {
                        if opens { hiddenDepth = 1 }
                        if directive.name == "Metadata", !opens, let title = DocCCatalog.firstMatch(#"@DisplayName\(\s*"([^"]+)""#, in: trimmed) {
                            out.append("# \(title)")
                        }
                        continue
                    }
                    out.append(contentsOf: shown(directive, line: index + 1))
                    if opens { depth += 1; openTransparent.append(depth) }
                    continue
                }
                // An extension file's title is a symbol link: the page is titled by the symbol's name.
                if trimmed.hasPrefix("# "), trimmed.contains("``"), let title = DocCCatalog.title(of: trimmed) {
                    out.append("# \(title)")
                    continue
                }
                let rewritten = rewriteLinks(line)
                // A prose line that now opens with code would start a new paragraph in Ink: it
                // continues the line before, as DocC reads it.
                if rewritten.hasPrefix("`"), let previous = out.last, Self.isProse(previous) {
                    out[out.count - 1] = previous + " " + rewritten
                } else {
                    out.append(rewritten)
                }
            }
            // A page titled only by @DisplayName in its metadata gets that title first.
            if let display = DocCCatalog.firstMatch(#"@DisplayName\(\s*"([^"]+)""#, in: text), !out.contains(where: { $0.hasPrefix("# ") }) {
                out.insert("# \(display)", at: 0)
            }
            return out.joined(separator: "\n")
        }

        /// What a shown directive puts on the page (its content follows on its own lines).
        mutating func shown(_ directive: (name: String, arguments: String), line: Int) -> [String] {
            switch directive.name {
            case "Snippet":
                return snippet(directive.arguments, line: line)
            case "Image":
                let source = Self.argument("source", in: directive.arguments) ?? ""
                let alt = Self.argument("alt", in: directive.arguments) ?? source
                return ["", "![\(alt)](\(images[source.lowercased()] ?? source))", ""]
            case "Tab":
                let title = DocCCatalog.firstMatch(#"^\s*"([^"]*)""#, in: directive.arguments) ?? "Tab"
                return ["", "#### \(title)", ""]
            case "Video":
                return ["", "*(video: \(Self.argument("source", in: directive.arguments) ?? ""))*", ""]
            case _ where Self.transparent.contains(directive.name):
                return [""]
            default:
                warnings.append("\(fileName):\(line): DocC directive @\(directive.name) is not known to Easel; its content is shown as it is")
                return [""]
            }
        }

        /// `@Snippet(path: "package/Snippets/Name", slice: "part")`: the snippet's code as a ```swift block.
        mutating func snippet(_ arguments: String, line: Int) -> [String] {
            guard let path = Self.argument("path", in: arguments) else {
                warnings.append("\(fileName):\(line): @Snippet without a path")
                return []
            }
            let name = String(path.split(separator: "/").last ?? "")
            guard let file = snippetFolders.lazy.map({ $0.appendingPathComponent(name + ".swift") })
                    .first(where: { FileManager.default.fileExists(atPath: $0.path) }),
                  let source = try? String(contentsOf: file, encoding: .utf8) else {
                warnings.append("\(fileName):\(line): no snippet '\(path)' (looked for \(name).swift in \(snippetFolders.map(\.path).joined(separator: ", ")))")
                return ["", "`\(path)` (snippet not found)", ""]
            }
            return ["", "```swift"] + Self.snippetLines(source, slice: Self.argument("slice", in: arguments)) + ["```", ""]
        }

        /// A snippet's visible lines: `// snippet.hide` … `// snippet.show` left out; with a slice,
        /// only `// snippet.NAME` … `// snippet.end`; the leading comment block (its description) dropped.
        static func snippetLines(_ source: String, slice: String?) -> [String] {
            var lines = source.components(separatedBy: "\n")
            while let first = lines.first, first.trimmingCharacters(in: .whitespaces).hasPrefix("//"),
                  !first.contains("snippet.") { lines.removeFirst() }
            var shown: [String] = []
            var hiding = false
            var inSlice = slice == nil
            for line in lines {
                let marker = line.trimmingCharacters(in: .whitespaces)
                if marker == "// snippet.hide" { hiding = true; continue }
                if marker == "// snippet.show" { hiding = false; continue }
                if let slice, marker == "// snippet.\(slice)" { inSlice = true; continue }
                if slice != nil, marker == "// snippet.end" { inSlice = false; continue }
                if marker.hasPrefix("// snippet.") { continue }
                if !hiding && inSlice { shown.append(line) }
            }
            while shown.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { shown.removeLast() }
            // A slice from inside a body reads from its own left edge.
            let indent = shown.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            return shown.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
        }

        /// Symbol links and `<doc:>` links made into Markdown.
        mutating func rewriteLinks(_ line: String) -> String {
            var result = line
            result = Self.replace(#"``([^`]+)``"#, in: result) { symbol in
                let parts = symbol.split(separator: "/").map(String.init)
                let shown = "`\(parts.last ?? symbol)`"
                if let module = parts.first, Self.appleFrameworks.contains(module), parts.count > 1 {
                    let path = parts.map { $0.lowercased() }.joined(separator: "/")
                    return "[\(shown)](https://developer.apple.com/documentation/\(path))"
                }
                return shown
            }
            // Images by resource name, as DocC finds them anywhere in the catalog.
            let images = self.images
            result = Self.replace(#"!\[[^\]]*\]\(([^)\s/:]+)\)"#, in: result, keepingOuter: true) { name in images[name.lowercased()] ?? name }
            result = Self.replace(#"<doc:([^>#]+)(#[^>]*)?>"#, in: result) { target in
                let name = String(target.split(separator: "/").last ?? Substring(target)).lowercased()
                if let article = articles[name] { return "[\(article.title)](\(article.slug).html)" }
                return "*\(target)*"
            }
            return result
        }

        /// A line of running text (not blank, a heading, a list item, a quote, a table or markup).
        static func isProse(_ line: String) -> Bool {
            let t = line.trimmingCharacters(in: .whitespaces)
            guard let first = t.first else { return false }
            return !"#-*+>|<!`@".contains(first) && !(first.isNumber && t.contains(". "))
        }

        static let appleFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "Foundation", "Swift", "Combine", "Observation", "SwiftData"]

        /// `@Name(arguments)` or `@Name(arguments) {` or `@Name {` at the start of a line.
        static func directive(_ line: String) -> (name: String, arguments: String)? {
            guard line.hasPrefix("@"), let name = DocCCatalog.firstMatch(#"^@([A-Z][A-Za-z]*)"#, in: line) else { return nil }
            let arguments = DocCCatalog.firstMatch(#"^@[A-Za-z]+\((.*)\)\s*\{?\s*$"#, in: line) ?? ""
            return (name, arguments)
        }

        static func argument(_ label: String, in arguments: String) -> String? {
            DocCCatalog.firstMatch(#"\b\#(label):\s*"([^"]*)""#, in: arguments)
        }

        static func platform(_ name: String) -> String? {
            switch name.lowercased() {
            case "ios": "ios"
            case "ipados": "ipados"
            case "macos": "macos"
            case "watchos": "watchos"
            case "tvos": "tvos"
            case "visionos": "visionos"
            default: nil
            }
        }

        func braceBalance(_ line: String) -> Int {
            line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }

        /// Each match of `pattern` replaced by `transform` of its first group — or, `keepingOuter`,
        /// only that group replaced and the rest of the match kept.
        static func replace(_ pattern: String, in text: String, keepingOuter: Bool = false, _ transform: (String) -> String) -> String {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
            var result = ""
            var last = text.startIndex
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let whole = Range(match.range, in: text), let inner = Range(match.range(at: 1), in: text) else { continue }
                let replacement = transform(String(text[inner]))
                result += text[last..<whole.lowerBound]
                result += keepingOuter ? text[whole.lowerBound..<inner.lowerBound] + replacement + text[inner.upperBound..<whole.upperBound] : replacement
                last = whole.upperBound
            }
            return result + text[last...]
        }
    }
}
