import EaselDocs
import EaselText
import Foundation
import Testing

/// Issue 19, part 3: a DocC catalog as `easel docs` input — directives, symbol links, `<doc:>`
/// links and snippets rendered as links, code and examples, never as raw directive text.
@Suite("DocC catalogs")
final class DocCCatalogTests {
    static let package = repositoryRoot.appendingPathComponent("Tests/Fixtures/DocCPackage")
    static let catalog = package.appendingPathComponent("Sources/ToolbarKit/ToolbarKit.docc")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("easel-docc-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: scratch) }

    func build(_ input: URL) async throws -> (SiteBuilder.Report, URL) {
        let site = scratch.appendingPathComponent("site")
        return (try await SiteBuilder(measurer: FreeTypeFonts.shared!).build(from: input, to: site), site)
    }

    @Test("the catalog builds: every example renders, no directive or symbol-link syntax is left, links go where DocC's go")
    func catalogSite() async throws {
        let (report, site) = try await build(Self.catalog)
        #expect(report.pages.map(\.title).sorted() == ["Getting Started with Toolbars", "ToolbarKit"])
        #expect(report.failingExamples == 0 && report.pages.reduce(0) { $0 + $1.runnable } == 3, "\(report.pages.flatMap(\.errors))")
        let main = try String(contentsOf: site.appendingPathComponent("ToolbarKit.html"), encoding: .utf8)
        let article = try String(contentsOf: site.appendingPathComponent("GettingStarted.html"), encoding: .utf8)
        for html in [main, article] {
            for raw in ["@Metadata", "@Options", "@Row", "@Column", "@Snippet", "@Comment", "@Image", "@Unheard", "``", "<doc:", "snippet.hide"] {
                #expect(!html.contains(raw), "raw \(raw) on a page")
            }
        }
        #expect(main.contains(#"href="https://developer.apple.com/documentation/swiftui/toolbaritem""#), "a SwiftUI symbol links to Apple's reference")
        #expect(main.contains("<code>InboxToolbar</code>"), "the package's own symbol is code")
        #expect(main.contains(#"<a href="GettingStarted.html">Getting Started with Toolbars</a>"#), "<doc:> links to the article, by its title")
        #expect(article.contains(#"<a href="ToolbarKit.html">ToolbarKit</a>"#))
        #expect(!main.contains("Not shown: a note"), "@Comment is not shown")
        #expect(main.contains("On a Mac it sits at the end"), "@Row/@Column show their content")
        #expect(main.contains(#"<img src="Resources/toolbar-icon.png""#) && FileManager.default.fileExists(atPath: site.appendingPathComponent("Resources/toolbar-icon.png").path))
        // The snippet: its hidden import left out, rendered on the platforms @Available names.
        #expect(main.contains(#"<span class="hl-keyword">struct</span> InboxToolbar"#) && !main.contains("import SwiftUI"))
        #expect(main.contains(#"data-platform="ios""#) && main.contains(#"data-platform="macos""#) && !main.contains(#"data-platform="ipados""#))
        // The slice: only the compose item, from its own left edge.
        #expect(article.contains(#"<span class="hl-type">ToolbarItem</span>(<span class="hl-label">placement</span>"#) || article.contains("ToolbarItem("))
        #expect(!article.contains("Updated just now"), "a slice shows only its part")
    }

    @Test("a directive Easel does not know, and a snippet that is not there, are warnings at their lines; the folder holding the catalog works too")
    func warnings() async throws {
        let (report, _) = try await build(Self.package.appendingPathComponent("Sources/ToolbarKit"))
        let warnings = report.pages.flatMap { $0.warnings ?? [] }
        #expect(warnings == ["ToolbarKit.md:38: DocC directive @Unheard is not known to Easel; its content is shown as it is"])
        let broken = scratch.appendingPathComponent("Broken.docc")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try "# Broken\n\n@Snippet(path: \"Nowhere/Snippets/Missing\")\n".write(to: broken.appendingPathComponent("Broken.md"), atomically: true, encoding: .utf8)
        let (brokenReport, site) = try await build(broken)
        #expect(brokenReport.pages.first?.warnings?.first?.hasPrefix("Broken.md:3: no snippet 'Nowhere/Snippets/Missing'") == true)
        #expect(try String(contentsOf: site.appendingPathComponent("Broken.html"), encoding: .utf8).contains("snippet not found"))
    }
}
