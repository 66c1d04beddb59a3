@testable import EaselCanvas
import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Foundation
import Testing

/// Draws `source` in a context the test shapes (release, scrolled, windowed).
func drawIn(_ source: String, _ platform: Platform, os: OSRelease = .current, colorScheme: String = "light",
            configure: (inout ToolbarContext) -> Void = { _ in }) -> Drawn {
    var context = ToolbarContext(platform: platform, os: os)
    configure(&context)
    let evaluation = Frontend.compile(source, platform: platform).evaluate(options: EvaluationOptions(colorScheme: colorScheme, platform: platform, os: os))
    let render = Renderer(context: context, measurer: fonts).render(evaluation.document)
    return Drawn(ir: evaluation.document, render: render,
                 output: Canvas(measurer: fonts).draw(evaluation.document, render, context: context, colorScheme: colorScheme, state: evaluation.state))
}

/// The `fill` of the first element before a text drawn as `>label<`.
func fill(before label: String, in svg: String) -> String? {
    guard let text = svg.range(of: ">\(label)</text>") else { return nil }
    let before = svg[..<text.lowerBound]
    guard let fill = before.range(of: "fill=\"", options: .backwards) else { return nil }
    return String(before[fill.upperBound...].prefix(7))
}

/// Spec G2–G10, N6, N7, N10 in the picture: what the canvas paints for today's design.
@Suite("Glass pictures")
struct GlassPictureTests {
    static let editor = """
    struct V: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                Text("Draft")
                    .navigationTitle("Note")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button("Bold", systemImage: "bold") {}
                            Button("Italic", systemImage: "italic") {}.tint(.red)
                        }
                        ToolbarItem(placement: .topBarTrailing) { Button("Send", systemImage: "paperplane") {}.buttonStyle(.borderedProminent) }
                        ToolbarItem(placement: .bottomBar) { Button("Inbox", systemImage: "tray") {}.badge(2) }
                    }
            }
        }
    }
    """

    @Test("G2, G4: on 27 each group is a capsule of glass, the bar has no background, symbols take the label colour, a tint the symbol only, a prominent item its glass")
    func capsules() {
        let svg = drawIn(Self.editor, .ios).output.svg
        // Cancel, (Bold Italic), Send, and the bottom bar's Inbox: four capsules, Send's prominent.
        #expect(svg.components(separatedBy: "class=\"glass\"").count - 1 == 3)
        #expect(svg.components(separatedBy: "fill=\"#007AFF\" class=\"glass prominent\"").count - 1 == 1, "the accent tints Send's glass")
        #expect(fill(before: "Cancel", in: svg) == "#000000")
        #expect(!svg.contains("fill=\"#F6F6F6\""), "no bar material")
        let italic = svg.range(of: "id=\"item-#2\"")
        #expect(svg.contains("id=\"item-#1\"") && italic != nil)
        if let italic { #expect(svg[italic.upperBound...].prefix(600).contains("#FF3B30"), "the tint colours Italic's symbol") }
        if let send = svg.range(of: "id=\"item-#3\"") { #expect(svg[send.upperBound...].prefix(600).contains("#FFFFFF"), "white on the tint") }
    }

    @Test("G1: on 18 today's drawing stays: no glass, items in the accent colour on a bar with a background and separator")
    func eighteen() {
        let svg = drawIn(Self.editor, .ios, os: .v18).output.svg
        #expect(!svg.contains("class=\"glass"))
        #expect(fill(before: "Cancel", in: svg) == "#007AFF")
        #expect(!svg.contains("class=\"badge\""), "N10: badges on toolbar items are 26's")
    }

    @Test("G5: navigationSubtitle (26+) draws under the title; on 18 there is none")
    func subtitle() {
        let source = "struct V: View { var body: some View { NavigationStack { List { Text(\"A\") }.navigationTitle(\"Inbox\").navigationSubtitle(\"3 unread\")"
            + ".toolbar { ToolbarItem { Button(\"Add\", systemImage: \"plus\") {} } } } } }"
        #expect(drawIn(source, .ios).output.svg.contains("class=\"subtitle\">3 unread</text>"))
        #expect(drawIn(source, .macos).output.svg.contains(">3 unread</text>"))
        #expect(!drawIn(source, .ios, os: .v18).output.svg.contains("3 unread"))
    }

    @Test("N10: a badge on a toolbar item's content draws its count at the item's corner (26+)")
    func badge() {
        let svg = drawIn(Self.editor, .ios).output.svg
        #expect(svg.contains("class=\"badge\""))
        #expect(fill(before: "2", in: svg) == "#FFFFFF")
    }

    @Test("G6, G7: the iPhone's bottom search field takes the free room between Filter and Compose; the JSON names it search")
    func bottomField() throws {
        let source = """
        struct V: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    List { Text("A") }
                        .navigationTitle("Mail")
                        .searchable(text: $query)
                        .toolbar {
                            ToolbarItem(placement: .bottomBar) { Button("Filter", systemImage: "line.3.horizontal.decrease") {} }
                            ToolbarSpacer(.flexible, placement: .bottomBar)
                            DefaultToolbarItem(kind: .search, placement: .bottomBar)
                            ToolbarItem(placement: .bottomBar) { Button("Compose", systemImage: "square.and.pencil") {} }
                        }
                }
            }
        }
        """
        let d = drawIn(source, .ios)
        let bottom = try #require(d.output.frames.bars.first { $0.kind == .bottomBar })
        let search = try #require(bottom.items.first { $0.kind == .search })
        let compose = try #require(bottom.items.last)
        #expect(abs(compose.frame.maxX - (393 - 16)) < 0.5, "Compose at the trailing margin")
        #expect(search.frame.width > 150, "the field takes the free room: \(search.frame)")
        #expect(bottom.groups.count == 3)
        let json = try EaselJSON.string(bottom)
        #expect(json.contains("\"kind\":\"search\"") || json.contains("\"kind\" : \"search\""), "\(json)")
        #expect(d.output.svg.contains("class=\"item search\""))
    }

    @Test("G8: the iPhone's tab bar floats: a capsule of tabs, the search tab a circle at its trailing end, the accessory above")
    func tabBar() throws {
        let source = """
        struct V: View {
            var body: some View {
                TabView {
                    Tab("Home", systemImage: "house") { Text("Home") }
                    Tab("Library", systemImage: "books.vertical") { Text("Library") }
                    Tab(value: 3, role: .search) { Text("Search") }
                }
                .tabViewBottomAccessory { Text("Now playing") }
            }
        }
        """
        let d = drawIn(source, .ios)
        let bar = try #require(d.output.frames.glassTabBar)
        let capsule = try #require(bar.capsule)
        let circle = try #require(bar.detached.first)
        #expect(circle.frame.x > capsule.maxX && abs(circle.frame.maxX - (393 - 16)) < 0.5)
        #expect(circle.frame.width == circle.frame.height)
        let accessory = try #require(bar.accessory)
        #expect(accessory.maxY <= capsule.y)
        #expect(d.output.svg.contains(">Now playing</text>"))
        #expect(d.output.frames.contentArea.maxY <= accessory.y + 0.5)
        #expect(drawIn(source, .ios, os: .v18).output.frames.glassTabBar == nil)
    }

    @Test("G9: a windowed iPad shows its window controls at the bar's leading edge and moves leading items past them")
    func windowed() throws {
        let plain = drawIn(Self.editor, .ipados)
        let windowed = drawIn(Self.editor, .ipados) { $0.windowed = true }
        #expect(windowed.output.svg.components(separatedBy: "class=\"traffic-light\"").count == 4)
        #expect(!plain.output.svg.contains("class=\"traffic-light\""))
        #expect(windowed.output.frames.statusBar == nil)
        let cancel = try #require(windowed.output.frames.bars.first { $0.kind == .navigationBar }?.items.first)
        #expect(cancel.frame.x >= 86)
        let old = drawIn(Self.editor, .ipados, os: .v18) { $0.windowed = true }
        #expect(!old.output.svg.contains("class=\"traffic-light\""), "iPadOS 18 has no window controls in the bar")
    }

    @Test("N7, L10: scrolled, a list shows its next screen, and a bar that minimizes on scrolling shows its title only")
    func scrolled() throws {
        let source = """
        struct V: View {
            var body: some View {
                NavigationStack {
                    List(1...60, id: \\.self) { Text("Row \\($0)") }
                        .navigationTitle("Rows")
                        .toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)
                        .toolbar { ToolbarItem { Button("Add", systemImage: "plus") {} } }
                }
            }
        }
        """
        let still = drawIn(source, .ios)
        let scrolled = drawIn(source, .ios) { $0.scrolled = true }
        #expect(still.output.svg.contains(">Row 1</text>"))
        #expect(!scrolled.output.svg.contains(">Row 1</text>"))
        let nav = try #require(scrolled.output.frames.bars.first { $0.kind == .navigationBar })
        #expect(nav.frame.height == 32 && nav.items.isEmpty && nav.title?.text == "Rows")
        #expect(still.output.frames.bars.first { $0.kind == .navigationBar }?.items.isEmpty == false)
    }

    @Test("G3: a Mac window of 26+ has rounder corners and its toolbar floats over the window's background")
    func macWindow() {
        let source = "struct V: View { var body: some View { NavigationStack { Text(\"x\").navigationTitle(\"T\").toolbar { ToolbarItem { Button(\"Add\", systemImage: \"plus\") {} } } } } }"
        let today = drawIn(source, .macos).output.svg
        let old = drawIn(source, .macos, os: .v18).output.svg
        #expect(today.contains("rx=\"16\"") && !old.contains("rx=\"16\""))
        #expect(today.contains("class=\"glass\"") && !old.contains("class=\"glass\""))
    }
}
