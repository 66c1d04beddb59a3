import EaselIR
import EaselLayout
import Testing

/// Spec G5 on the render JSON: the large title of a navigation stack's root whose content scrolls.
@Suite("Large titles")
struct LargeTitleLayoutTests {
    static func list(_ modifier: String = "") -> String {
        """
        struct Inbox: View {
            var body: some View {
                NavigationStack {
                    List { Text("Ada"); Text("Grace") }
                        .navigationTitle("Inbox")\(modifier)
                        .toolbar { Button("Edit") {} }
                }
            }
        }
        """
    }

    @Test("G5: an iPhone shows a scrolling root's title large, below the bar's row of items, with the content below it")
    func largeBelowTheRow() throws {
        let (_, layout) = try renderWithLayout(Self.list(), .ios)
        let bar = try #require(layout.bars.first { $0.kind == .navigationBar })
        let title = try #require(bar.title)
        #expect(title.mode == .large && title.text == "Inbox")
        let item = try #require(bar.items.first)
        #expect(title.frame.y >= item.frame.maxY, "the title is below the items")
        #expect(abs(title.frame.x - 16) < 0.01, "at the leading margin")
        #expect(bar.frame.contains(title.frame))
        let content = try #require(layout.content)
        #expect(content.frame.y >= bar.frame.maxY - 0.01, "the list starts below the large title")
    }

    @Test("G5: .inline, a pushed view, a root that does not scroll and a Mac show the title inline in the bar")
    func inline() throws {
        let cases: [(String, Platform, Bool)] = [
            (Self.list("\n.toolbarTitleDisplayMode(.inline)"), .ios, false),
            (Self.list("\n.navigationBarTitleDisplayMode(.inline)"), .ios, false),
            (Self.list(), .ios, true),
            (Self.list().replacingOccurrences(of: "List { Text(\"Ada\"); Text(\"Grace\") }", with: "Text(\"Ada\")"), .ios, false),
            (Self.list(), .macos, false),
        ]
        for (source, platform, back) in cases {
            let (_, layout) = try renderWithLayout(source, platform, backButton: back)
            let bar = try #require(layout.bars.first { $0.kind == .navigationBar || $0.kind == .windowToolbar })
            #expect(bar.title?.mode == .inline, "\(platform) back: \(back)")
            if let title = bar.title { #expect(bar.items.allSatisfy { !$0.frame.intersects(title.frame) }) }
        }
        let (_, forced) = try renderWithLayout(Self.list("\n.toolbarTitleDisplayMode(.large)")
            .replacingOccurrences(of: "List { Text(\"Ada\"); Text(\"Grace\") }", with: "Text(\"Ada\")"), .ios)
        #expect(forced.bars.first?.title?.mode == .large, ".large asks for it whatever the content")
    }
}
