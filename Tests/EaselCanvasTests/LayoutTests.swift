@testable import EaselCanvas
import EaselFrontend
import EaselIR
import EaselLayout
import EaselText
import EaselToolbars
import Foundation
import Testing

/// The layout stage's bar frames (layout spec L1–L3, L15).
@Suite("Bar layout")
struct BarLayoutTests {
    func frames(_ source: String, _ platform: Platform, width: Double? = nil) -> (render: RenderDocument, screen: ScreenLayout) {
        let context = ToolbarContext(platform: platform, width: width)
        let render = Renderer(context: context, measurer: fonts).render(Frontend.compile(source).evaluate().document)
        return (render, Layout(measurer: fonts).layout(render, context: context))
    }

    /// Item, title and window-control frames of a bar must not overlap (L3).
    func expectNoOverlaps(_ bar: BarFrame, platform: Platform, _ context: String) {
        let items = bar.items.filter { $0.frame.width > 0 }
        for (i, a) in items.enumerated() {
            for b in items[(i + 1)...] { #expect(!a.frame.intersects(b.frame), "\(context): \(a.key) overlaps \(b.key) in \(bar.kind)") }
            if let title = bar.title { #expect(!a.frame.intersects(title.frame), "\(context): \(a.key) overlaps the title in \(bar.kind)") }
            if let more = bar.more { #expect(!a.frame.intersects(more.frame), "\(context): \(a.key) overlaps the more button") }
            if platform == .macos, bar.kind == .windowToolbar {
                // The traffic lights: three 12 pt circles centred at x 20, 40, 60.
                #expect(a.frame.x >= 66, "\(context): \(a.key) under the window controls")
            }
        }
        if let title = bar.title, platform == .macos, bar.kind == .windowToolbar { #expect(title.frame.x >= 66) }
        // On-screen order, leading to trailing.
        #expect(items.map(\.frame.x) == items.map(\.frame.x).sorted(), "\(context): items of \(bar.kind) not in on-screen order")
    }

    @Test("L2, L3: two .toolbar modifiers on one view give one bar whose item and title frames don't overlap",
          arguments: [Platform.ios, .macos])
    func twoToolbars(_ platform: Platform) throws {
        let (render, screen) = frames(BarSetTestsSource.twoToolbars, platform)
        #expect(render.toolbars.count == 2)
        let main: BarKind = platform == .macos ? .windowToolbar : .navigationBar
        #expect(screen.bars.filter { $0.kind == main }.count == 1)
        let bar = try #require(screen.bar(main))
        #expect(Set(bar.items.map(\.toolbar)) == [0, 1])
        #expect(bar.items.count == 3)
        let title = try #require(bar.title)
        #expect(title.text == "Inbox" && title.mode == .inline)
        expectNoOverlaps(bar, platform: platform, "two toolbars")
        for item in bar.items { #expect(bar.frame.contains(item.frame, tolerance: 0.01)) }
    }

    @Test("L3: the iPhone bottom bar's [Share] [<->] [Delete] puts Delete's trailing edge at the bar's trailing margin")
    func bottomBarSpacer() throws {
        let source = """
        struct Files: View {
            var body: some View {
                NavigationStack {
                    Text("Hello").navigationTitle("Files")
                        .toolbar {
                            ToolbarItemGroup(placement: .bottomBar) { Button("Share") { }; Spacer(); Button("Delete") { } }
                        }
                }
            }
        }
        """
        let (render, screen) = frames(source, .ios)
        let bar = try #require(screen.bar(.bottomBar))
        let keys = render.toolbars[0].items.map(\.key)
        #expect(bar.items.map(\.key) == keys)
        let share = try #require(bar.items.first), delete = try #require(bar.items.last)
        let margin = BarMetrics(platform: .ios).margin
        #expect(share.frame.x == bar.frame.x + margin)
        #expect(abs(delete.frame.maxX - (bar.frame.maxX - margin)) < 0.01)
        expectNoOverlaps(bar, platform: .ios, "bottom bar")
        // H1: nothing to say about this group on iPhone.
        #expect(!render.diagnostics.contains { $0.code == "groups-not-supported" })
    }

    @Test("L3: a Mac's principal item stays in the window's centre beside a flexible space (`ToolbarItem { Spacer() }`), which takes the free room of its own side")
    func principalBesideFlexibleSpace() throws {
        let source = """
        struct Done: View {
            var body: some View {
                Text("Converted")
                    .toolbar {
                        ToolbarItem(placement: .principal) { Text("Animation.gif") }
                        ToolbarItem { Spacer() }
                        ToolbarItem(placement: .primaryAction) { Button("New", systemImage: "plus") { } }
                    }
            }
        }
        """
        let (render, screen) = frames(source, .macos)
        let bar = try #require(screen.bar(.windowToolbar))
        let principal = try #require(bar.items.first { $0.key == "#0" }), space = try #require(bar.items.first { $0.key == "#1" })
        #expect(render.toolbars[0].items[1].kind == .spacer)
        #expect(abs(principal.frame.midX - bar.frame.midX) < 0.01)
        #expect(space.frame.x > principal.frame.maxX && space.frame.width > 100)
        expectNoOverlaps(bar, platform: .macos, "principal and a flexible space")
    }

    @Test("L3: a flexible space beside a title takes the free room of its side: the item after it ends at the trailing margin",
          arguments: [Platform.macos, .ios])
    func spacerBesideTitle(_ platform: Platform) throws {
        let source = """
        struct Editor: View {
            var body: some View {
                NavigationStack {
                    Text("x").navigationTitle("Draft")
                        .toolbar {
                            ToolbarItemGroup(placement: .primaryAction) {
                                Button("Bold", systemImage: "bold") { }
                                Spacer()
                                Button("Share", systemImage: "square.and.arrow.up") { }
                            }
                        }
                }
            }
        }
        """
        let (_, screen) = frames(source, platform)
        let bar = try #require(screen.bar(platform == .macos ? .windowToolbar : .navigationBar))
        let share = try #require(bar.items.last)
        let margin = platform == .macos ? 12 : BarMetrics(platform: platform).margin
        #expect(abs(share.frame.maxX - (bar.frame.maxX - margin)) < 0.01)
        #expect(bar.items[1].frame.width > 0)
        expectNoOverlaps(bar, platform: platform, "spacer beside the title")
    }

    @Test("L3: the title truncates before an item overflows; it never overlaps the items", arguments: [Platform.ios, .ipados, .macos])
    func titleTruncatesFirst(_ platform: Platform) throws {
        let source = """
        struct Report: View {
            var body: some View {
                NavigationStack {
                    Text("x").navigationTitle("Quarterly Financial Report for the Northern Region")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Close") { } }
                            ToolbarItem(placement: .primaryAction) { Button("Export") { } }
                            ToolbarItem(placement: .primaryAction) { Button("Share") { } }
                        }
                }
            }
        }
        """
        let width: Double = platform == .ios ? 393 : 420
        let (render, screen) = frames(source, platform, width: width)
        #expect(render.toolbars.flatMap(\.overflow).isEmpty, "items overflowed while the title could shrink")
        let bar = try #require(screen.bar(platform == .macos ? .windowToolbar : .navigationBar))
        let title = try #require(bar.title)
        #expect(title.text.hasSuffix("…") && title.text.count < 50)
        #expect(fonts.width(of: title.text, font: BarMetrics(platform: platform).titleFont) <= title.frame.width + 0.01)
        expectNoOverlaps(bar, platform: platform, "long title")
    }

    @Test("O3, M4: a more-button frame exactly when the bar's menu has entries or offers Customize Toolbar…",
          arguments: [1000.0, 700, 500, 360])
    func moreFrames(_ width: Double) throws {
        for platform in [Platform.macos, .ipados, .ios] {
            for example in allExamples where !example.name.hasPrefix("seed") {
                let (render, screen) = frames(example.source, platform, width: platform == .ios ? nil : width)
                for bar in screen.bars {
                    let decided = render.barSets(of: "window").first { $0.column == bar.column }?.bars.first { $0.kind == bar.kind }
                    #expect((bar.more != nil) == (decided?.more != nil), "\(example.name) \(platform) \(bar.kind)")
                    if let menu = decided?.more { #expect(!menu.entries.isEmpty || menu.customizeEntry) }
                }
                let overflow = !render.toolbars.filter { $0.presentation == "window" }.flatMap(\.overflow).isEmpty
                let customize = platform == .ipados && render.toolbars.contains { $0.customizable && $0.editable }
                let main: BarKind = platform == .macos ? .windowToolbar : .navigationBar
                if let bar = screen.bar(main) { #expect((bar.more != nil) == (overflow || customize), "\(example.name) \(platform)") }
            }
        }
    }

    static let cases: [(String, Platform)] = allExamples.flatMap { e in Platform.allCases.map { (e.name, $0) } }

    @Test("L3: every bar item frame of every example and seed lies inside the window and overlaps no other item, the title or window controls, at the default width and a narrow one",
          arguments: cases)
    func insideAndApart(_ name: String, _ platform: Platform) throws {
        let source = try #require(allExamples.first { $0.name == name }?.source)
        for width in [platform.defaultSize.width, (platform.defaultSize.width * 0.6).rounded()] {
            let (_, screen) = frames(source, platform, width: width)
            check(screen, name: "\(name) at \(width)", platform: platform)
        }
    }

    func check(_ screen: ScreenLayout, name: String, platform: Platform) {
        for bar in screen.bars {
            expectNoOverlaps(bar, platform: platform, "\(name) \(platform)")
            // The Touch Bar strip is drawn below the Mac window, outside it.
            guard bar.style != .touchBar else { continue }
            for item in bar.items { #expect(screen.window.contains(item.frame), "\(name) \(platform): \(item.key) \(item.frame) outside the window") }
            if let title = bar.title { #expect(screen.window.contains(title.frame), "\(name) \(platform): title outside the window") }
            if let more = bar.more { #expect(screen.window.contains(more.frame)) }
        }
    }

    @Test("L15: the layout JSON is deterministic and rounded to 1/100 pt; content is null without a view")
    func json() throws {
        let source = try #require(allExamples.first { $0.name == "MailPlacements" }?.source)
        let (render, screen) = frames(source, .ios)
        let text = try EaselJSON.string(RenderWithLayout(document: render, layout: screen))
        #expect(text == (try EaselJSON.string(RenderWithLayout(document: render, layout: frames(source, .ios).screen))))
        #expect(text.contains("\"content\" : null"))
        let ir = Frontend.compile(source).evaluate().document
        let withContent = try EaselJSON.string(RenderWithLayout(document: render, layout: Layout(measurer: fonts).layout(render, view: ir.view, context: ToolbarContext(platform: .ios))))
        #expect(withContent.contains("\"kind\" : \"List\""))
        #expect(withContent == (try EaselJSON.string(RenderWithLayout(document: render, layout: Layout(measurer: fonts).layout(render, view: ir.view, context: ToolbarContext(platform: .ios))))))
        #expect(withContent.matches(of: /-?\d+\.(\d+)/).allSatisfy { $0.output.1.count <= 2 })
        // Nothing finer than a hundredth of a point.
        let numbers = text.matches(of: /-?\d+\.(\d+)/).map { $0.output.1 }
        #expect(numbers.allSatisfy { $0.count <= 2 })
        // The contract's existing keys are the render document's, unchanged: only `layout` is added.
        let combined = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary).mutableCopy() as! NSMutableDictionary
        #expect(combined["layout"] != nil)
        combined.removeObject(forKey: "layout")
        let plain = try #require(try JSONSerialization.jsonObject(with: EaselJSON.encode(render)) as? NSDictionary)
        #expect(combined.isEqual(plain))
    }
}

/// The two-modifier source shared with the engine's tests (`BarSetTests.twoToolbars`).
enum BarSetTestsSource {
    static let twoToolbars = (try? String(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/TwoToolbars.swift"), encoding: .utf8)) ?? ""
}
