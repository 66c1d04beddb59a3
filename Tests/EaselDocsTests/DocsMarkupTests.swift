import EaselDocs
import EaselIR
import Foundation
import Testing

/// What a docs page writes beyond plain Markdown, read as its author meant (issue "The first
/// hour", point 5): containers, images, the blocks of a page as one module, named platforms.
extension DocsSiteTests {
    @Test("the seeds' ::: containers are callouts, not text; each missing local image is a box and a warning at its line",
          .enabled(if: DocsSiteTests.seedsPresent))
    func seedMarkup() async throws {
        let site = scratch.appendingPathComponent("markup-site")
        let report = try await builder().build(from: seedsFolder, to: site)
        var boxes = 0, warnings = 0
        for page in report.pages {
            let html = try read(site.appendingPathComponent(page.slug + ".html"))
            let article = html.components(separatedBy: "<article").dropFirst().joined()
            // No container fence is left as text outside code (examples are escaped in <pre>).
            let prose = article.components(separatedBy: "<pre").map { $0.components(separatedBy: "</pre>").last ?? "" }.joined()
            #expect(!prose.contains(":::"), "\(page.slug) shows a ::: fence as text")
            boxes += count(#"class="missing-image""#, in: html)
            warnings += page.warnings?.count ?? 0
            for warning in page.warnings ?? [] { #expect(warning.range(of: #"^[^:]+:\d+: missing image \S+$"#, options: .regularExpression) != nil, "\(warning)") }
        }
        #expect(boxes > 0 && boxes == warnings, "a box per missing image: \(boxes) boxes, \(warnings) warnings")
        let placements = try read(site.appendingPathComponent(report.pages.first { $0.slug.hasPrefix("002") }!.slug + ".html"))
        #expect(placements.contains(#"<div class="callout info"><p class="callout-title"><code>automatic</code></p>"#))
    }

    @Test("a view declared in an earlier block of a page renders in a later one; preview=macos renders on macOS only; plurals are right")
    func blocksAreOneModule() async throws {
        let input = scratch.appendingPathComponent("module-input")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try """
        # Inbox

        ```swift
        struct InboxView: View {
            var body: some View {
                NavigationStack { Text("Mail").navigationTitle("Inbox").toolbar { Button("Compose") { } } }
            }
        }
        ```

        Its preview:

        ```swift
        #Preview { InboxView() }
        ```

        ```swift preview=macos
        struct Mac: View { var body: some View { Text("Mac").toolbar { Button("Run") { } } } }
        ```
        """.write(to: input.appendingPathComponent("inbox.md"), atomically: true, encoding: .utf8)
        let site = scratch.appendingPathComponent("module-site")
        let report = try await builder().build(from: input, to: site)
        #expect(report.failingExamples == 0)
        let html = try read(site.appendingPathComponent("inbox.html"))
        let second = html.components(separatedBy: #"id="example-2""#).dropFirst().first ?? ""
        #expect(!second.prefix(4000).contains("placeholder"), "the second block uses the first's view")
        let svg = try read(site.appendingPathComponent("inbox/example-2.ios.svg"))
        #expect(svg.contains("Compose"))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("inbox/example-3.macos.svg").path))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("inbox/example-3.ios.svg").path))
        #expect(html.contains("platform=macos"), "Run live & edit opens the Studio on macOS")
        #expect(html.contains("✓ 3 examples render"))
    }
}
