import EaselDocs
import EaselFrontend
import EaselIR
import EaselText
import Foundation
import Testing

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let seedsFolder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
let guideFolder = repositoryRoot.appendingPathComponent("Docs/guide")

/// The docs builder: pages in, a site out, every example through the pipeline.
@Suite("Docs site")
final class DocsSiteTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("easel-docs-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: scratch) }

    func builder() -> SiteBuilder { SiteBuilder(measurer: FreeTypeFonts.shared!) }

    func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    static let seedsPresent = FileManager.default.fileExists(atPath: seedsFolder.path)

    @Test("the seed documents: a page per seed, every example renders, declarations are shown without a badge",
          .enabled(if: seedsPresent, "the seed documents are beside the repository"))
    func seeds() async throws {
        let site = scratch.appendingPathComponent("seeds")
        let report = try await builder().build(from: seedsFolder, to: site)
        let seedFiles = try FileManager.default.contentsOfDirectory(atPath: seedsFolder.path).filter { $0.hasSuffix(".txt") || $0.hasSuffix(".md") }
        #expect(report.pages.count == seedFiles.count)
        #expect(report.failingExamples == 0, "\(report.pages.flatMap(\.errors))")
        let index = try read(site.appendingPathComponent("index.html"))
        // The pages with Swift in them have runnable examples (the HIG page has none).
        #expect(report.pages.filter { $0.runnable > 0 }.count >= 4)
        for page in report.pages {
            let html = try read(site.appendingPathComponent(page.slug + ".html"))
            #expect(index.contains("href=\"\(page.slug).html\""))
            // One "✓ renders" per runnable example, and a preview file for each picture shown.
            #expect(count(#"<span class="badge ok">✓ renders</span>"#, in: html) == page.runnable)
            for match in html.components(separatedBy: "<figure data-platform=").dropFirst() {
                guard let img = match.range(of: "<img src=\"") else { continue }
                let match = match[img.upperBound...]
                let path = String(match.prefix { $0 != "\"" })
                let svg = try read(site.appendingPathComponent(path))
                #expect(svg.hasPrefix("<svg"), "\(path)")
            }
        }
        // Seed 002 opens with the declaration of toolbar(content:): code, no badge, no preview.
        let populating = try #require(report.pages.first { $0.slug.hasPrefix("002") })
        let html = try read(site.appendingPathComponent(populating.slug + ".html"))
        let declaration = try #require(html.range(of: #"<div class="declaration">"#))
        let declared = html[declaration.upperBound...].prefix(600).replacingOccurrences(of: #"</?span[^>]*>"#, with: "", options: .regularExpression)
        #expect(declared.contains("func toolbar&lt;Content&gt;"))
        #expect(html[declaration.upperBound...].prefix(600).contains(#"<span class="hl-keyword">func</span>"#), "the declaration is highlighted")
        #expect(!html.contains("# Populating"), "Markdown headings are rendered, not shown as text")
    }

    @Test("a plain-text reference page: title, availability platforms, the source site's preview residue replaced",
          .enabled(if: seedsPresent, "the seed documents are beside the repository"))
    func textPage() throws {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: seedsFolder.path)) ?? []
        let name = try #require(files.first { $0.hasPrefix("000") })
        let page = DocPage(fileName: name, text: try read(seedsFolder.appendingPathComponent(name)))
        #expect(page.kind == .text)
        #expect(page.title == "ToolbarCustomizationBehavior struct")
        #expect(page.platforms == [.ios, .ipados, .macos, .watchos, .tvos, .visionos])
        #expect(page.examples.count == 1)
    }

    @Test("the project's own guide builds with every example rendering; snippets render in a host view")
    func guide() async throws {
        let site = scratch.appendingPathComponent("guide")
        let report = try await builder().build(from: guideFolder, to: site)
        #expect(report.pages.count >= 4)
        #expect(report.failingExamples == 0, "\(report.pages.flatMap(\.errors))")
        let start = try #require(report.pages.first { $0.slug == "01-getting-started" })
        #expect(start.runnable == 2)
        // The snippet (bare toolbar items) is drawn: its Save button is in the picture.
        let snippet = try read(site.appendingPathComponent("01-getting-started/example-2.ios.svg"))
        #expect(snippet.contains(">Save<") && snippet.contains(">Cancel<"))
        // The platforms comment chooses the switcher's buttons, in that order.
        let customization = try read(site.appendingPathComponent("03-customization.html"))
        let buttons = customization.components(separatedBy: "data-platform=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Array(buttons.prefix(3)) == ["macos", "ipados", "ios"])
        #expect(customization.contains("Run live &amp; edit") && customization.contains("/#open=docs-03-customization-2&amp;source=struct%20SketchView"))
    }

    @Test("a failing example gets \"✗ N errors\" with its diagnostics at the page's lines; the others still render")
    func failing() async throws {
        let input = scratch.appendingPathComponent("broken-input")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try """
        # Broken

        ```swift
        struct Fine: View { var body: some View { Text("ok").toolbar { Button("Go") { } } } }
        ```

        ```swift
        struct Broken: View { var body: some View { Text(verbatim: 42) } }
        ```
        """.write(to: input.appendingPathComponent("broken.md"), atomically: true, encoding: .utf8)
        let report = try await builder().build(from: input, to: scratch.appendingPathComponent("broken-site"))
        #expect(report.failingExamples == 1)
        let page = try #require(report.pages.first)
        #expect(page.errors.count == 1 && page.errors[0].hasPrefix("broken.md:8:"), "\(page.errors)")
        let html = try read(scratch.appendingPathComponent("broken-site/broken.html"))
        #expect(html.contains("✗ 1 error</span>") && html.contains("✓ renders</span>"))
        #expect(html.contains("cannot convert value of type &#39;Int&#39;") || html.contains("cannot convert value of type 'Int'"))
    }

    @Test("G1: the site's examples render for the OS release asked for: glass on 27, not on 18; an API 18 lacks is reported on its page")
    func release() async throws {
        let input = scratch.appendingPathComponent("release-input")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try """
        # Spacers

        ```swift
        struct Editor: View {
            var body: some View {
                NavigationStack {
                    Text("Draft").toolbar {
                        ToolbarItem { Button("Bold", systemImage: "bold") {} }
                        ToolbarSpacer(.fixed)
                        ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") {} }
                    }
                }
            }
        }
        ```
        """.write(to: input.appendingPathComponent("spacers.md"), atomically: true, encoding: .utf8)
        var options = SiteBuilder.Options()
        options.os = .v18
        let old = try await SiteBuilder(measurer: FreeTypeFonts.shared!, options: options).build(from: input, to: scratch.appendingPathComponent("site-18"))
        let today = try await builder().build(from: input, to: scratch.appendingPathComponent("site-27"))
        #expect(old.failingExamples == 0 && today.failingExamples == 0)
        let oldPage = try read(scratch.appendingPathComponent("site-18/spacers.html"))
        let page = try read(scratch.appendingPathComponent("site-27/spacers.html"))
        let oldPicture = try read(scratch.appendingPathComponent("site-18/spacers/example-1.ipados.svg"))
        let picture = try read(scratch.appendingPathComponent("site-27/spacers/example-1.ipados.svg"))
        #expect(picture.contains("class=\"glass") && !oldPicture.contains("class=\"glass"))
        #expect(oldPage.contains("unavailable-api") && !page.contains("unavailable-api"))
    }

    @Test("a rebuild skips unchanged pages and redoes a changed one; previews are byte-identical")
    func incremental() async throws {
        let input = scratch.appendingPathComponent("incremental-input")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        for name in ["a", "b"] {
            try "# Page \(name)\n\n```swift\nstruct V: View { var body: some View { Text(\"\(name)\").toolbar { Button(\"Add\") { } } } }\n```\n"
                .write(to: input.appendingPathComponent("\(name).md"), atomically: true, encoding: .utf8)
        }
        let site = scratch.appendingPathComponent("incremental-site")
        let first = try await builder().build(from: input, to: site)
        #expect(first.skippedPages == 0)
        let svg = try Data(contentsOf: site.appendingPathComponent("a/example-1.ios.svg"))
        let second = try await builder().build(from: input, to: site)
        #expect(second.skippedPages == 2)
        try "# Page b\n\nChanged.\n\n```swift\nstruct V: View { var body: some View { Text(\"b2\") } }\n```\n"
            .write(to: input.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let third = try await builder().build(from: input, to: site)
        #expect(third.pages.map(\.skipped) == [true, false])
        #expect(try read(site.appendingPathComponent("b.html")).contains("Changed."))
        // A fresh build of the same input draws the same bytes.
        let again = scratch.appendingPathComponent("incremental-again")
        _ = try await builder().build(from: input, to: again)
        #expect(try Data(contentsOf: again.appendingPathComponent("a/example-1.ios.svg")) == svg)
    }

    @Test("an unreadable or empty input folder is a clear error")
    func badInput() async throws {
        await #expect(throws: SiteBuilder.BuildError.self) {
            try await builder().build(from: scratch.appendingPathComponent("nowhere"), to: scratch.appendingPathComponent("out"))
        }
        let empty = scratch.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        await #expect(throws: SiteBuilder.BuildError.self) {
            try await builder().build(from: empty, to: scratch.appendingPathComponent("out2"))
        }
    }
}
