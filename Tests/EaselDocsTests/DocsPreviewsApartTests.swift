import EaselDocs
import EaselText
import Foundation
import Testing

/// Issue 31: an example that declares several previews shows each apart on its page, named as
/// Xcode's canvas names them, each with its own picture and bar — nothing merged.
@Suite("Docs previews apart")
struct DocsPreviewsApartTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("easel-docs-previews-\(UUID().uuidString)")

    func build(_ markdown: String) async throws -> (html: String, site: URL, report: SiteBuilder.Report) {
        let input = scratch.appendingPathComponent("input"), site = scratch.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try markdown.write(to: input.appendingPathComponent("previews.md"), atomically: true, encoding: .utf8)
        let report = try await SiteBuilder(measurer: FreeTypeFonts.shared!).build(from: input, to: site)
        return (try String(contentsOf: site.appendingPathComponent("previews.html"), encoding: .utf8), site, report)
    }

    func svg(_ site: URL, _ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent("previews/\(path)"), encoding: .utf8)
    }

    @Test("a provider's two previews and two unnamed #Previews: each its own picture, captioned, with its own toolbar")
    func eachApart() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (html, site, report) = try await build("""
        <!-- easel: platforms ios macos -->
        # Previews

        ```swift
        struct Inbox: View {
            var body: some View { NavigationStack { Text("Inbox").toolbar { Button("Compose") { } } } }
        }
        struct Notes: View {
            var body: some View { NavigationStack { Text("Notes").toolbar { Button("Sketch") { } } } }
        }
        struct Screens_Previews: PreviewProvider {
            static var previews: some View {
                Inbox().previewDisplayName("Mail")
                Notes().previewDisplayName("Notes")
            }
        }
        ```

        ```swift
        #Preview { NavigationStack { Text("One").toolbar { Button("First") { } } } }
        #Preview { NavigationStack { Text("Two").toolbar { Button("Second") { } } } }
        ```
        """)
        #expect(report.failingExamples == 0, "\(report.pages.flatMap(\.errors))")
        // The provider's children, on each platform, by their display names.
        #expect(html.contains(#"<span class="preview-name">Mail</span>"#) && html.contains(#"<span class="preview-name">Notes</span>"#))
        #expect(html.contains(#"src="previews/example-1.ios.svg""#) && html.contains(#"src="previews/example-1.2.ios.svg""#))
        #expect(html.contains(#"src="previews/example-1.2.macos.svg""#))
        let mail = try svg(site, "example-1.ios.svg"), notes = try svg(site, "example-1.2.ios.svg")
        #expect(mail.contains("Compose") && !mail.contains("Sketch"), "the first picture is Mail's alone")
        #expect(notes.contains("Sketch") && !notes.contains("Compose"), "the second picture is Notes' alone")
        // Unnamed #Previews: "Preview" and "Preview #2", as `easel previews` lists them.
        #expect(html.contains(#"<span class="preview-name">Preview</span>"#) && html.contains(#"<span class="preview-name">Preview #2</span>"#))
        let first = try svg(site, "example-2.ios.svg"), second = try svg(site, "example-2.2.ios.svg")
        #expect(first.contains("First") && !first.contains("Second"))
        #expect(second.contains("Second") && !second.contains("First"))
    }

    @Test("an example with one view keeps one picture per platform, no caption")
    func oneView() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (html, site, _) = try await build("""
        # One

        ```swift
        #Preview { NavigationStack { Text("One").toolbar { Button("Only") { } } } }
        ```
        """)
        #expect(!html.contains("preview-name"))
        #expect(try svg(site, "example-1.ipados.svg").contains("Only"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("previews/example-1.2.ipados.svg").path))
    }
}
