import EaselFrontend
import Foundation
import Testing

/// Issue 19, part 4: Swift shown outside the editor is highlighted from swift-syntax's own
/// classification, and the highlighted HTML reads back as the source.
@Suite("Swift highlighting")
struct HighlightingTests {
    /// The text of highlighted HTML: tags dropped, entities read back.
    static func text(of html: String) -> String {
        html.replacingOccurrences(of: #"</?span[^>]*>"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test("keywords, types, strings, numbers, comments and attributes get their classes; markup in the source is escaped")
    func classes() {
        let html = SwiftHighlighting.html("""
        // Inbox <main>
        struct Inbox: View {
            @State private var count = 3
            var body: some View { Text("a < b & \\(count)") }
        }
        """)
        #expect(html.contains(#"<span class="hl-comment">// Inbox &lt;main&gt;</span>"#))
        #expect(html.contains(#"<span class="hl-keyword">struct</span>"#))
        #expect(html.contains(#"<span class="hl-type">View</span>"#))
        #expect(html.contains(#"<span class="hl-attribute">@State</span>"#) || html.contains(#"<span class="hl-attribute">State</span>"#))
        #expect(html.contains(#"<span class="hl-number">3</span>"#))
        #expect(html.contains(#"<span class="hl-string">&quot;a &lt; b &amp; </span>"#))
        #expect(!html.contains("<main>"))
    }

    @Test("every example reads back unchanged from its highlighted HTML, also broken source")
    func roundTrip() throws {
        let folder = repositoryRoot.appendingPathComponent("Examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(Self.text(of: SwiftHighlighting.html(source)) == source, "\(name)")
        }
        for broken in ["struct X: View { var body: some View { Text(\"é\"", "", "}}}", "let s = \"\"\"\nunterminated"] {
            #expect(Self.text(of: SwiftHighlighting.html(broken)) == broken)
        }
    }
}
