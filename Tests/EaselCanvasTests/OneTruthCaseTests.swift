@testable import EaselCanvas
import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Foundation
import Testing

/// Issue "One truth", the cases a new user met: the search item in the JSON (G6), a `Group`'s
/// modifiers on each child, `fixedSize` per axis.
@Suite("One truth: the cases")
struct OneTruthCaseTests {
    let layoutTests = ContentLayoutTests()

    static let searchable = """
    import SwiftUI
    struct Mail: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                List { Text("Inbox") }
                    .searchable(text: $query, prompt: "Find mail")
                    .navigationTitle("Mail")
                    %TOOLBAR%
            }
        }
    }
    """

    func render(_ source: String, _ platform: Platform, os: OSRelease = .v27) -> RenderDocument {
        Renderer(context: ToolbarContext(platform: platform, os: os), measurer: fonts).render(Frontend.compile(source).evaluate().document)
    }

    @Test("G6: .searchable with no toolbar: a system toolbar holds the search item, where the picture draws it",
          arguments: [(Platform.ios, OSRelease.v27, "bottomBar.trailing"), (.ios, .v18, "navigationBar.drawer"),
                      (.ipados, .v27, "navigationBar.trailing"), (.macos, .v27, "windowToolbar.trailing")])
    func searchAlone(_ platform: Platform, _ os: OSRelease, _ location: String) throws {
        let d = render(Self.searchable.replacingOccurrences(of: "%TOOLBAR%", with: ""), platform, os: os)
        let toolbar = try #require(d.toolbars.first)
        #expect(d.toolbars.count == 1 && toolbar.system == true && toolbar.id == nil && !toolbar.customizable)
        let search = try #require(toolbar.item("search"))
        #expect(search.kind == .search && search.label == "Find mail" && search.where.rawValue == location)
        let kind = try #require(BarKind(rawValue: String(location.prefix { $0 != "." })))
        let bar = try #require(toolbar.bar(kind))
        #expect((bar.leading + bar.center + bar.trailing + (bar.drawer ?? [])) == ["search"])
        #expect(TextRendering.render(d).contains("toolbar (system) · window"))
    }

    @Test("G6: .searchable beside a toolbar: the search item joins that toolbar, after its trailing items on iPad")
    func searchBesideToolbar() throws {
        let source = Self.searchable.replacingOccurrences(of: "%TOOLBAR%", with: """
        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Compose") {} } }
        """)
        let d = render(source, .ipados)
        #expect(d.toolbars.count == 1)
        let toolbar = try #require(d.toolbars.first)
        #expect(toolbar.system == nil)
        #expect(toolbar.item("search")?.where.rawValue == "navigationBar.trailing")
        #expect(toolbar.bar(.navigationBar)?.trailing == ["#0", "search"])
        // The layout's search frame names the same toolbar.
        let screen = Layout(measurer: fonts).layout(d, context: ToolbarContext(platform: .ipados))
        let drawn = try #require(screen.bar(.navigationBar)).items
        #expect(drawn.map(\.key) == ["#0", "search"] && drawn.allSatisfy { $0.toolbar == 0 })
    }

    @Test("G6: toolbar(removing: .search) leaves no search item anywhere")
    func searchRemoved() {
        let source = Self.searchable.replacingOccurrences(of: "%TOOLBAR%", with: ".toolbar(removing: .search)")
        let d = render(source, .ios)
        #expect(d.toolbars.allSatisfy { $0.item("search") == nil })
    }

    @Test("a Group's padding and background apply to each child, as SwiftUI does")
    func groupModifiers() throws {
        let (_, content) = try layoutTests.layout("""
        struct V: View {
            var body: some View {
                VStack(spacing: 0) {
                    Group { Text("A"); Text("B") }.padding(20).background(.yellow)
                }
            }
        }
        """, .ios)
        let texts = content.allNodes.filter { $0.kind == "Text" }
        let colors = content.allNodes.filter { $0.kind == "Color" && $0.role == .background }
        #expect(texts.count == 2 && colors.count == 2)
        // Each text sits 20 pt inside its own yellow box; the boxes stack with no gap.
        for (text, color) in zip(texts, colors) {
            #expect(abs(text.frame.x - color.frame.x - 20) < 0.01 && abs(text.frame.y - color.frame.y - 20) < 0.01)
            #expect(abs(color.frame.height - text.frame.height - 40) < 0.01)
        }
        #expect(abs(colors[1].frame.y - colors[0].frame.maxY) < 0.01)
    }

    @Test("a ForEach's modifiers apply to each element")
    func forEachModifiers() throws {
        let (_, content) = try layoutTests.layout("""
        struct V: View {
            var body: some View {
                VStack(spacing: 0) { ForEach(["A", "B", "C"], id: \\.self) { Text($0) }.padding(.vertical, 10) }
            }
        }
        """, .ios)
        let texts = content.allNodes.filter { $0.kind == "Text" }
        #expect(texts.count == 3)
        #expect(abs(texts[1].frame.y - texts[0].frame.maxY - 20) < 0.01)
    }

    @Test("fixedSize(horizontal:vertical:) fixes only the axes it names", arguments: [(true, false), (false, true), (true, true)])
    func fixedSizePerAxis(_ horizontal: Bool, _ vertical: Bool) throws {
        let words = String(repeating: "Wrapping words go on and on ", count: 4)
        let (_, content) = try layoutTests.layout("""
        struct V: View {
            var body: some View {
                Text("\(words)").fixedSize(horizontal: \(horizontal), vertical: \(vertical)).frame(width: 120, height: 40)
            }
        }
        """, .ios)
        let text = try #require(content.allNodes.first { $0.kind == "Text" })
        // Horizontal fixed: one line wider than the frame. Else it wraps in 120 pt: all of it when the
        // height is fixed too, else within 40 pt.
        if horizontal {
            #expect(text.lines == 1 && text.frame.width > 120)
        } else {
            #expect(text.frame.width <= 120 && (text.lines ?? 0) > 1)
            #expect(vertical ? text.frame.height > 40 : text.frame.height <= 40)
        }
    }

    @Test("One truth: a TabView's selected tab — by Tab(value:), a legacy tab's tag, or a ForEach row's id — is the tab bar's, the navigation bar's and the content's", arguments: [
        "Tab(\"Inbox\", systemImage: \"tray\", value: 1) { Pane(name: \"Inbox\") }\nTab(\"Drafts\", systemImage: \"doc\", value: 2) { Pane(name: \"Drafts\") }",
        "Pane(name: \"Inbox\").tabItem { Label(\"Inbox\", systemImage: \"tray\") }.tag(1)\nPane(name: \"Drafts\").tabItem { Label(\"Drafts\", systemImage: \"doc\") }.tag(2)",
        "ForEach([(1, \"Inbox\"), (2, \"Drafts\")], id: \\.0) { pane in Pane(name: pane.1).tabItem { Label(pane.1, systemImage: \"tray\") } }",
    ])
    func selectedTab(_ tabs: String) throws {
        let source = """
        import SwiftUI
        struct Pane: View {
            let name: String
            var body: some View { NavigationStack { Text("Pane " + name).navigationTitle(name) } }
        }
        struct Mail: View {
            @State private var pane = 2
            var body: some View {
                TabView(selection: $pane) {
        \(tabs)
                }
            }
        }
        """
        let (screen, content) = try layoutTests.layout(source, .ios)
        #expect(content.allNodes.compactMap(\.text).contains("Pane Drafts"), "the content drawn: \(content.allNodes.compactMap(\.text))")
        #expect(!content.allNodes.compactMap(\.text).contains("Pane Inbox"))
        #expect(screen.bars.first { $0.kind == .navigationBar }?.title?.text == "Drafts")
        let render = Renderer(context: ToolbarContext(platform: .ios), measurer: fonts).render(Frontend.compile(source).evaluate().document)
        #expect(TextRendering.render(render).contains("[Drafts]"))
    }

    static let tabbedMail = """
    import SwiftUI
    struct MailTabs: View {
        var body: some View {
            TabView {
                Tab("Inbox", systemImage: "tray") {
                    NavigationStack {
                        List { Text("Hello") }
                            .navigationTitle("Inbox")
                            %DISPLAY%
                            .toolbar { Button("Compose", systemImage: "square.and.pencil") { } }
                    }
                }
                Tab("Sent", systemImage: "paperplane") { Text("Sent") }
            }
            %STYLE%
        }
    }
    """

    @Test("A regular-width iPad's top tab bar sits in the title's place: no inline title in the JSON, the layout or the text form; a large title stays below")
    func topTabBarTakesTheTitle() throws {
        let files = { (display: String) in
            [SourceFile(path: "Mail.swift", text: Self.tabbedMail.replacingOccurrences(of: "%DISPLAY%", with: display).replacingOccurrences(of: "%STYLE%", with: ""))]
        }
        // A stack's role on iPad (P7) centres the title, which can then be large.
        let largeTitle = ".navigationBarTitleDisplayMode(.large).toolbarRole(.navigationStack)"
        for os in [OSRelease.v18, .v27] {
            #expect(try OneTruth.disagreements(files(""), platform: .ipados, os: os).isEmpty)
            #expect(try OneTruth.disagreements(files(largeTitle), platform: .ipados, os: os).isEmpty)
        }
        let context = ToolbarContext(platform: .ipados, os: .v27)
        let ir = Frontend.compile(files: files(""), platform: .ipados).evaluate(options: EvaluationOptions(platform: .ipados, os: .v27)).document
        let d = Renderer(context: context, measurer: fonts).render(ir)
        #expect(d.toolbars.first?.bar(.navigationBar)?.title == nil)
        let line = TextRendering.render(d).split(separator: "\n").first { $0.hasPrefix("  navigationBar") }
        #expect(line == "  navigationBar | (Compose) |")
        let screen = Layout(measurer: fonts).layout(d, view: ir.view, context: context)
        #expect(screen.bar(.navigationBar)?.title == nil && screen.bar(.navigationBar)?.tabs != nil)
        // A large title is the content's, below the bar's row: it shows, and all three say so.
        let large = Renderer(context: context, measurer: fonts).render(Frontend.compile(files: files(largeTitle),
            platform: .ipados).evaluate(options: EvaluationOptions(platform: .ipados, os: .v27)).document)
        #expect(large.toolbars.first?.bar(.navigationBar)?.title == "Inbox")
        // On a compact iPad the tab bar is at the bottom and the title in its bar.
        let compact = Renderer(context: ToolbarContext(platform: .ipados, width: 500, os: .v27), measurer: fonts).render(ir)
        #expect(compact.toolbars.first?.bar(.navigationBar)?.title == "Inbox")
        // The check sees a JSON that lists the title the layout leaves out.
        let tampered = try OneTruth.disagreements(files(""), platform: .ipados, os: .v27) { json in
            var toolbars = json["toolbars"] as! [[String: Any]]
            var bars = toolbars[0]["bars"] as! [[String: Any]]
            bars[0]["title"] = "Inbox"
            toolbars[0]["bars"] = bars
            json["toolbars"] = toolbars
        }
        #expect(tampered.contains { $0.contains("title") })
    }

    @Test("A page-style tab view has no tab bar on iPhone or iPad: its title stays in the bar, its index dots sit at the bottom", arguments: [Platform.ios, .ipados])
    func pageStyleHasNoTabBar(_ platform: Platform) throws {
        let source = Self.tabbedMail.replacingOccurrences(of: "%DISPLAY%", with: "").replacingOccurrences(of: "%STYLE%", with: ".tabViewStyle(.page)")
        #expect(try OneTruth.disagreements([SourceFile(path: "Mail.swift", text: source)], platform: platform, os: .v27).isEmpty)
        let d = draw(source, platform)
        #expect(d.render.tabs?.presentation == .page)
        #expect(d.render.toolbars.first?.bar(.navigationBar)?.title == "Inbox")
        let screen = Layout(measurer: fonts).layout(d.render, view: d.ir.view, context: ToolbarContext(platform: platform))
        #expect(screen.topTabs == nil && screen.tabBar == nil && screen.bar(.navigationBar)?.tabs == nil)
        let dots = try #require(screen.pageDots)
        #expect(dots.maxY > screen.window.height - 60 && abs(dots.midX - screen.window.width / 2) < 1)
        #expect(d.output.svg.matches(of: /class="page-dot"/).count == 2)
        #expect(!d.output.svg.contains("Sent</text>"), "no tab bar draws the tabs' titles")
    }
}

extension ContentNode {
    /// Every node of the tree, pre-order.
    var allNodes: [ContentNode] {
        var all: [ContentNode] = []
        walk { all.append($0) }
        return all
    }
}
