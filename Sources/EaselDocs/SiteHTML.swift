import EaselCanvas
import EaselFrontend
import EaselIR
import Foundation
import Ink

/// The site's HTML: a page per document and the index. Previews are SVG files beside the page,
/// shown with `<img>` so the pictures' element ids never clash with the page's.
enum SiteHTML {
    /// A page of the site: `Site/page.html` with its title and body.
    static func document(title: String, body: String) -> String {
        pageTemplate.fill(["title": Markup.escape(title), "body": body])
    }

    static let pageTemplate = PageTemplate(BundledFile.text("page", "html", in: .module, folder: "Site"))

    /// Where an example's preview for a platform is written, relative to the site: the first (or
    /// only) preview as `example-N.platform.svg`, the others as `example-N.K.platform.svg`.
    static func previewPath(page: DocPage, example: Int, platform: Platform, preview: Int = 0) -> String {
        "\(page.slug)/example-\(example + 1)\(preview == 0 ? "" : ".\(preview + 1)").\(platform.rawValue).svg"
    }

    /// The Studio with the example as a document, on the platform its first preview is for.
    static func studioLink(_ studio: String, page: DocPage, example: Int, source: String, platform: Platform? = nil) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-_.~")
        let encoded = source.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        let name = "docs-\(page.slug)-\(example + 1)"
        return "\(studio.hasSuffix("/") ? String(studio.dropLast()) : studio)/#open=\(name)&source=\(encoded)" + (platform.map { "&platform=\($0.rawValue)" } ?? "")
    }

    static func badge(_ example: RenderedExample) -> String {
        example.renders
            ? #"<span class="badge ok">✓ renders</span>"#
            : #"<span class="badge fail">✗ \#(example.errorCount) error\#(example.errorCount == 1 ? "" : "s")</span>"#
    }

    /// One example: caption, badge and links, the source, the previews with a platform switcher,
    /// the pipeline it went through with its timings, and its diagnostics.
    static func example(_ example: RenderedExample, index: Int, page: DocPage, caption: String?, studio: String) -> String {
        // Highlighted from swift-syntax's own classification (SwiftIDEUtils), never by pattern.
        let code = #"<pre class="source"><code class="language-swift">\#(SwiftHighlighting.html(example.source))</code></pre>"#
        if example.isDeclaration { return #"<div class="declaration">\#(code)</div>"# }
        var html = #"<section class="example" id="example-\#(index + 1)">"#
        html += #"<header>\#(caption.map { #"<span class="file">\#(Markup.escape($0))</span>"# } ?? "")\#(badge(example))"#
        html += #"<a class="studio" href="\#(Markup.escape(studioLink(studio, page: page, example: index, source: example.source, platform: example.previews.first?.platform)))">Run live &amp; edit</a></header>"#
        html += code
        html += previews(example, index: index, page: page)
        html += #"<p class="pipeline">swift → lexer → parser → sema → uiir → canvas"#
        if let t = example.timings {
            let f = { (x: Double) in String(format: "%.2f", x) }
            html += #" <span class="timings">parse \#(f(t.parse)) · sema \#(f(t.sema)) · evaluate \#(f(t.evaluate)) · resolve \#(f(t.resolve)) · draw \#(f(t.draw)) ms</span>"#
        }
        html += "</p>"
        if !example.diagnostics.isEmpty {
            html += #"<ul class="diagnostics">"#
            for d in example.diagnostics {
                html += #"<li class="\#(d.severity.rawValue)">\#(d.line):\#(d.column) \#(d.severity.rawValue): \#(Markup.escape(d.message)) [\#(Markup.escape(d.code))]</li>"#
            }
            html += "</ul>"
        }
        return html + "</section>"
    }

    /// The pictures with a platform switcher; on each platform the example's previews side by
    /// side, each captioned with its name, where it declares several.
    static func previews(_ example: RenderedExample, index: Int, page: DocPage) -> String {
        var platforms: [Platform] = []
        for picture in example.previews where !platforms.contains(picture.platform) { platforms.append(picture.platform) }
        var html = #"<div class="previews"><div class="switcher" role="tablist">"#
        for (i, platform) in platforms.enumerated() {
            html += #"<button type="button" data-platform="\#(platform.rawValue)"\#(i == 0 ? #" class="selected""# : "")>\#(platform.displayName)</button>"#
        }
        html += "</div>"
        for (i, platform) in platforms.enumerated() {
            let pictures = example.previews.filter { $0.platform == platform }
            html += #"<figure data-platform="\#(platform.rawValue)"\#(i == 0 ? "" : " hidden")>"#
            for picture in pictures {
                let path = previewPath(page: page, example: index, platform: platform, preview: picture.index)
                let img = #"<img src="\#(path)" alt="\#(Markup.escape(page.title))\#(picture.name.map { " — " + Markup.escape($0) } ?? "") on \#(platform.displayName)">"#
                html += picture.name.map { #"<div class="named">\#(img)<span class="preview-name">\#(Markup.escape($0))</span></div>"# } ?? img
            }
            html += "</figure>"
        }
        return html + "</div>"
    }

    /// A Markdown page: Ink renders the text; each ```swift fence becomes its example.
    static func markdownBody(_ page: DocPage, examples: [RenderedExample], studio: String, missingImages: Set<String> = []) -> String {
        // Ink calls the modifier once per fence, in order; each fence is matched to the first
        // example not yet placed with the same source.
        final class Placed: @unchecked Sendable { var used = Set<Int>() }
        let placed = Placed()
        var parser = MarkdownParser()
        parser.addModifier(Modifier(target: .codeBlocks) { html, markdown in
            var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard lines.first?.trimmingCharacters(in: .whitespaces).hasPrefix("```swift") == true else { return html }
            lines.removeFirst()
            while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty || last.trimmingCharacters(in: .whitespaces) == "```" {
                lines.removeLast()
            }
            let body = lines.joined(separator: "\n")
            let trimmed = { (s: String) in s.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard let n = examples.indices.first(where: { !placed.used.contains($0) && trimmed(examples[$0].source) == trimmed(body) }) else { return html }
            placed.used.insert(n)
            return example(examples[n], index: n, page: page, caption: nil, studio: studio)
        })
        var html = ""
        for segment in MarkdownExtensions.segments(page.text, missingImages: missingImages) {
            let body = parser.html(from: segment.text)
            switch segment.kind {
            case nil: html += body
            case "details"?: html += #"<details class="callout details"><summary>\#(segment.title)</summary>\#(body)</details>"#
            case let kind?: html += #"<div class="callout \#(kind)"><p class="callout-title">\#(segment.title)</p>\#(body)</div>"#
            }
        }
        return #"<article class="markdown">\#(html)</article>"#
    }

    /// A plain-text page: the breadcrumb, the title, headings (short lines without a full stop),
    /// paragraphs, and the example in place of its text and of the source site's "Live preview".
    static func textBody(_ page: DocPage, examples: [RenderedExample], studio: String) -> String {
        let lines = page.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var skip = Set<Int>()
        var exampleAt: [Int: Int] = [:]
        for (n, example) in page.examples.enumerated() {
            let first = example.line - 1
            exampleAt[first] = n
            var end = first + example.source.split(separator: "\n", omittingEmptySubsequences: false).count
            // The page's own preview residue, up to its "Open in Studio" line.
            if end < lines.count, lines[end].hasPrefix("Live preview"),
               let open = lines[end...].prefix(8).firstIndex(where: { $0.contains("Open in Studio") }) {
                end = open + 1
            }
            for i in first..<min(end, lines.count) { skip.insert(i) }
        }
        var html = #"<article class="text">"#
        var titleDone = false
        for (i, raw) in lines.enumerated() {
            if let n = exampleAt[i] {
                let caption = i > 0 && lines[i - 1].trimmingCharacters(in: .whitespaces).hasSuffix(".swift") ? lines[i - 1].trimmingCharacters(in: .whitespaces) : nil
                html += example(examples[n], index: n, page: page, caption: caption, studio: studio)
                continue
            }
            if skip.contains(i) { continue }
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            if exampleAt[i + 1] != nil && line.hasSuffix(".swift") { continue }
            if !titleDone && line == page.title {
                html += "<h1>\(Markup.escape(line))</h1>"
                titleDone = true
            } else if !titleDone {
                html += #"<p class="crumb">\#(Markup.escape(line))</p>"#
            } else if line.contains("+") && DocPage.platformNames.contains(where: { line.hasPrefix($0.0) }) {
                // The availability line, without the source site's own render claim.
                let claimFree = line.replacingOccurrences(of: "✓ renders", with: "")
                html += #"<p class="availability">\#(Markup.escape(claimFree))</p>"#
            } else if let dot = line.firstIndex(of: "."), dot > line.startIndex, line[..<dot].allSatisfy(\.isNumber),
                      line[line.index(after: dot)...].hasPrefix(" ") {
                html += "<h3>\(Markup.escape(line))</h3>"  // a numbered step
            } else if line.count <= 40 && !".:;!?,".contains(line.last!) && !line.hasPrefix("Try it") {
                html += "<h2>\(Markup.escape(line))</h2>"
            } else {
                html += "<p>\(Markup.escape(line))</p>"
            }
        }
        return html + "</article>"
    }

    static func page(_ page: DocPage, examples: [RenderedExample], studio: String, missingImages: Set<String> = []) -> String {
        let failing = examples.filter { !$0.renders }.count
        let runnable = examples.filter { !$0.isDeclaration }.count
        let renders = runnable == 1 ? "1 example renders" : "\(runnable) examples render"
        let status = runnable == 0 ? "" : failing == 0
            ? #"<span class="badge ok">✓ \#(renders)</span>"#
            : #"<span class="badge fail">✗ \#(failing) of \#(runnable) example\#(runnable == 1 ? "" : "s") \#(failing == 1 ? "fails" : "fail")</span>"#
        let body = page.kind == .markdown ? markdownBody(page, examples: examples, studio: studio, missingImages: missingImages)
            : textBody(page, examples: examples, studio: studio)
        return document(title: page.title, body: #"<nav><a href="index.html">All pages</a> \#(status)</nav>"# + body)
    }

    struct IndexEntry {
        let slug: String
        let title: String
        let runnable: Int
        let failing: Int
    }

    static func index(_ entries: [IndexEntry], title: String) -> String {
        var body = "<h1>\(Markup.escape(title))</h1><table class=\"index\"><thead><tr><th>Page</th><th>Examples</th><th>Status</th></tr></thead><tbody>"
        for e in entries {
            let status = e.runnable == 0 ? "no examples" : e.failing == 0 ? #"<span class="badge ok">✓ renders</span>"# : #"<span class="badge fail">✗ \#(e.failing) failing</span>"#
            body += #"<tr><td><a href="\#(Markup.escape(e.slug)).html">\#(Markup.escape(e.title))</a></td><td>\#(e.runnable)</td><td>\#(status)</td></tr>"#
        }
        return document(title: title, body: body + "</tbody></table>")
    }

    /// The site's style sheet: `Site/easel-docs.css`, then the highlighted source's colours.
    static let css = BundledFile.text("easel-docs", "css", in: .module, folder: "Site") + SwiftHighlighting.css + "\n"

    /// The platform switcher: one figure per example is shown at a time.
    static let script = BundledFile.text("easel-docs", "js", in: .module, folder: "Site")
}
