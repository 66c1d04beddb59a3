import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Foundation
import Testing

/// Layout spec L14 (split view columns, each with its bars) and L2 (a navigation container's bar
/// with no toolbar), asserted on the render JSON.
@Suite("Split view layout")
struct SplitViewLayoutTests {
    static let notes = """
    struct Notes: View {
        var body: some View {
            NavigationSplitView__ARGS__ {
                List { Text("Work") }
                    .navigationTitle("Folders")
                    .toolbar { Button("New Folder", systemImage: "folder.badge.plus") {} }
            } content: {
                List { Text("Plan") }
                    .navigationTitle("Notes")
                    .toolbar { Button("Sort", systemImage: "arrow.up.arrow.down") {} }
            } detail: {
                Text("The plan")
                    .toolbar { Button("Share", systemImage: "square.and.arrow.up") {} }
            }
        }
    }
    """

    static func source(_ arguments: String = "") -> String { notes.replacingOccurrences(of: "__ARGS__", with: arguments) }

    func render(_ source: String, _ platform: Platform) throws -> (render: RenderDocument, layout: ScreenLayout) {
        try renderWithLayout(source, platform)
    }

    func labels(_ r: RenderDocument) -> [String] { r.toolbars.flatMap(\.items).map(\.label) }

    func columns(_ content: ContentNode?) -> [Rect] {
        var split: ContentNode?
        content?.walk { if split == nil, $0.kind == "NavigationSplitView" { split = $0 } }
        return split?.parts.filter { $0.name == .column || $0.name == .sidebarColumn }.map(\.frame) ?? []
    }

    @Test("L14: an iPad in landscape shows the content and detail of three columns, each with its own bar, title and items")
    func iPadThreeColumns() throws {
        let (r, layout) = try render(Self.source(), .ipados)
        let bars = layout.bars.filter { $0.kind == .navigationBar }
        #expect(bars.map(\.column) == ["content", "detail"])
        #expect(bars.map { $0.title?.text } == ["Notes", nil])
        #expect(labels(r) == ["Sort", "Share"], "the hidden sidebar's toolbar is not shown")
        #expect(bars[0].sidebarToggle != nil, "the first shown column leads with the sidebar button")
        #expect(bars[0].frame.width == 320 && bars[1].frame.x == 320 && bars[1].frame.maxX == 1024)
        for bar in bars {
            for item in bar.items { #expect(bar.frame.contains(item.frame, tolerance: 0.5), "\(item.key) outside its column's bar") }
        }
        #expect(columns(layout.content) == [Rect(x: 0, y: 74, width: 320, height: 674), Rect(x: 320, y: 74, width: 704, height: 674)])
    }

    @Test("L14: columnVisibility decides the columns: .all shows three, .detailOnly one, .doubleColumn the last two")
    func visibility() throws {
        let cases: [(String, [String?])] = [(".all", ["sidebar", "content", "detail"]), (".detailOnly", ["detail"]),
                                            (".doubleColumn", ["content", "detail"])]
        for (visibility, expected) in cases {
            let (_, layout) = try render(Self.source("(columnVisibility: .constant(\(visibility)))"), .ipados)
            #expect(layout.bars.filter { $0.kind == .navigationBar }.map(\.column) == expected, "\(visibility)")
            #expect(columns(layout.content).count == expected.count)
        }
    }

    @Test("L14: a Mac shows every column: the window toolbar in sections, the sidebar's 220 pt wide with the window buttons and the sidebar button")
    func macSections() throws {
        let (r, layout) = try render(Self.source(), .macos)
        let sections = layout.bars.filter { $0.kind == .windowToolbar }
        #expect(sections.map(\.column) == ["sidebar", "content", "detail"])
        #expect(sections[0].frame.width == 220 && sections[0].title == nil, "the sidebar shows no title on a Mac")
        #expect(sections[1].title?.text == "Notes")
        #expect(labels(r) == ["New Folder", "Sort", "Share"])
        let toggle = try #require(sections[0].sidebarToggle?.frame)
        #expect(toggle.x >= 66, "after the window buttons")
        for section in sections {
            for item in section.items {
                #expect(section.frame.contains(item.frame, tolerance: 0.5))
                #expect(!item.frame.intersects(toggle))
            }
        }
        #expect(columns(layout.content).map(\.width) == [220, 260, 520])
    }

    @Test("L14: an iPhone shows one column: the sidebar, the preferred compact column, or the next after a list with a selection")
    func compactColumn() throws {
        let (sidebar, sidebarLayout) = try render(Self.source(), .ios)
        #expect(labels(sidebar) == ["New Folder"])
        #expect(sidebarLayout.bars.first?.title?.text == "Folders")
        let (detail, _) = try render(Self.source("(preferredCompactColumn: .constant(.detail))"), .ios)
        #expect(labels(detail) == ["Share"])
        let selected = Self.source().replacingOccurrences(of: "List { Text(\"Work\") }", with: "List(selection: .constant(\"Work\")) { Text(\"Work\") }")
        let (content, _) = try render(selected, .ios)
        #expect(labels(content) == ["Sort"])
    }

    @Test("L2: a navigation stack with a title and no toolbar shows its bar with the title; the content starts below it",
          arguments: [Platform.ios, .ipados])
    func titleWithoutToolbar(_ platform: Platform) throws {
        let (_, layout) = try render("""
        struct V: View { var body: some View { NavigationStack { Text("Hi").navigationTitle("Inbox") } } }
        """, platform)
        let bar = try #require(layout.bars.first { $0.kind == .navigationBar })
        #expect(bar.title?.text == "Inbox")
        let content = try #require(layout.content)
        #expect(content.frame.y >= bar.frame.maxY)
    }
}

private struct DecodedLayout: Decodable { let layout: ScreenLayout }

/// The render and its `layout` as the JSON carries it (the content tree, whose column frames the
/// JSON does not carry, and a sheet's panel from the layout stage itself).
func renderWithLayout(_ source: String, _ platform: Platform, backButton: Bool = false) throws -> (render: RenderDocument, layout: ScreenLayout) {
    let context = ToolbarContext(platform: platform, backButton: backButton)
    let ir = Frontend.compile(source).evaluate().document
    let render = Renderer(context: context, measurer: fonts).render(ir)
    let screen = Layout(measurer: fonts).layout(render, view: ir.view, context: context)
    let text = try EaselJSON.encode(RenderWithLayout(document: render, layout: screen))
    var decoded = try JSONDecoder().decode(DecodedLayout.self, from: text).layout
    decoded.content = screen.content
    decoded.sheetPanel = screen.sheetPanel
    return (render, decoded)
}
