@testable import EaselCanvas
import EaselFrontend
import EaselIR
@testable import EaselLayout
import EaselText
import EaselToolbars
import Foundation
import Testing

/// Issue "Every variant": right-to-left (V3), an iPhone on its side (V4) and text sizes (V5), as
/// the layout JSON and the picture show them.
@Suite("Variants: direction, orientation, text size")
struct VariantLayoutTests {
    static let mail = """
    import SwiftUI
    struct Mail: View {
        var body: some View {
            NavigationStack {
                List { NavigationLink("Inbox") { Text("Messages") } }
                    .navigationTitle("Mailboxes")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Compose", systemImage: "square.and.pencil") {} }
                    }
            }
        }
    }
    """

    func draw(_ source: String, _ context: ToolbarContext) -> (render: RenderDocument, screen: ScreenLayout, svg: String) {
        let ir = Frontend.compile(source).evaluate(options: EvaluationOptions(platform: context.platform, os: context.os)).document
        let render = Renderer(context: context, measurer: fonts).render(ir)
        let screen = Layout(measurer: fonts).layout(render, view: ir.view, context: context)
        let svg = Canvas(measurer: fonts).draw(ir, render, context: context, layout: screen).svg
        return (render, screen, svg)
    }

    func context(_ platform: Platform = .ios, os: OSRelease = .v27, _ change: (inout ToolbarContext) -> Void = { _ in }) -> ToolbarContext {
        var c = ToolbarContext(platform: platform, os: os)
        change(&c)
        return c
    }

    @Test("V3: right-to-left puts leading items at the right edge and trailing ones at the left; `where` keeps its words",
          arguments: [OSRelease.v18, .v27])
    func mirroredBar(_ os: OSRelease) throws {
        let ltr = draw(Self.mail, context(os: os))
        let rtl = draw(Self.mail, context(os: os) { $0.variant.layoutDirection = .rightToLeft })
        let width = ltr.screen.window.width
        for (a, b) in zip(try #require(ltr.screen.bar(.navigationBar)).items, try #require(rtl.screen.bar(.navigationBar)).items) {
            #expect(a.key == b.key)
            #expect(abs(b.frame.x - (width - a.frame.maxX)) < 0.01 && b.frame.y == a.frame.y)
        }
        let edit = try #require(rtl.screen.bar(.navigationBar)?.items.first { $0.key == "#0" })
        #expect(edit.frame.x > width / 2)
        #expect(rtl.render.toolbars[0].item("#0")?.where.rawValue == "navigationBar.leading")
        #expect(rtl.render.variant.layoutDirection == .rightToLeft)
        // The content mirrors too: the row's text hugs the right edge.
        let row = try #require(rtl.screen.content?.allNodes.first { $0.text == "Inbox" })
        let line = try #require(row.textLines.first?.frame)
        #expect(line.maxX > width - 60 && line.x > width / 2)
    }

    @Test("V3: a list row's chevron and the back button's point the other way right-to-left")
    func mirroredChevrons() throws {
        let rtl = draw(Self.mail, context(os: .v18) { $0.variant.layoutDirection = .rightToLeft; $0.backButton = true })
        let ltr = draw(Self.mail, context(os: .v18) { $0.backButton = true })
        #expect(ltr.svg.contains(#"data-symbol="chevron.left""#) && !ltr.svg.contains(#"data-symbol="chevron.right""#))
        #expect(rtl.svg.contains(#"data-symbol="chevron.right""#) && !rtl.svg.contains(#"data-symbol="chevron.left""#))
        #expect(ContentPainter.mirroredSymbol("arrow.forward") == "arrow.backward")
        #expect(ContentPainter.mirroredSymbol("square.and.pencil") == "square.and.pencil")
    }

    @Test("V4: an iPhone on its side: no status bar, an inline title, a compact bar on 18, items inside the safe area")
    func landscapeIPhone() throws {
        let size = Platform.ios.defaultSize(.landscape)
        #expect(size.width == 852 && size.height == 393)
        for os in [OSRelease.v18, .v27] {
            let portrait = draw(Self.mail, context(os: os))
            let landscape = draw(Self.mail, context(os: os) { $0.width = size.width; $0.height = size.height })
            #expect(portrait.screen.statusBar != nil && landscape.screen.statusBar == nil)
            let bar = try #require(landscape.screen.bar(.navigationBar))
            #expect(bar.title?.mode == .inline && portrait.screen.bar(.navigationBar)?.title?.mode == .large)
            if os == .v18 { #expect(bar.frame.height == 32) }
            #expect(bar.frame.width == 852)
            #expect(bar.items.allSatisfy { $0.frame.x >= 59 && $0.frame.maxX <= 852 - 59 })
            #expect(landscape.render.variant.orientation == .landscape && portrait.render.variant.orientation == .portrait)
        }
    }

    @Test("V5: a larger text size makes content text larger by Apple's table; the bar's items keep their size")
    func dynamicType() throws {
        let source = """
        import SwiftUI
        struct Note: View {
            var body: some View {
                NavigationStack {
                    VStack { Text("Body text"); Text("Caption").font(.caption); Text("Fixed").font(.system(size: 12)) }
                        .toolbar { Button("Share") {} }
                }
            }
        }
        """
        let base = draw(source, context())
        let large = draw(source, context { $0.variant.dynamicType = .accessibility3 })
        func texts(_ s: ScreenLayout) -> [ContentNode] { s.content?.allNodes.filter { $0.kind == "Text" } ?? [] }
        let (a, b) = (texts(base.screen), texts(large.screen))
        #expect(a.count == 3 && b.count == 3)
        #expect(b[0].font.size == 40 && a[0].font.size == 17)  // body: 17 → 40 at accessibility3
        #expect(b[1].font.size == 32 && a[1].font.size == 12)  // caption: 12 → 32
        #expect(b[2].font.size == 12)                          // a fixed size stays
        #expect(b[0].frame.height > a[0].frame.height * 2)
        #expect(base.screen.bar(.navigationBar)?.items.map(\.frame) == large.screen.bar(.navigationBar)?.items.map(\.frame))
        #expect(large.render.variant.dynamicType == .accessibility3)
    }

    @Test("V5: a presented sheet's text follows the text size as the window's does")
    func sheetFollowsTextSize() throws {
        let source = """
        import SwiftUI
        struct Inbox: View {
            @State private var showsNew = true
            var body: some View {
                NavigationStack {
                    Text("Window").sheet(isPresented: $showsNew) { Text("Sheet") }
                }
            }
        }
        """
        func sizes(_ c: ToolbarContext) throws -> (window: Double, sheet: Double) {
            let screen = draw(source, c).screen
            let window = try #require(screen.content?.allNodes.first { $0.text == "Window" })
            let sheet = try #require(screen.sheet?.allNodes.first { $0.text == "Sheet" })
            return (window.font.size, sheet.font.size)
        }
        let (base, large) = (try sizes(context()), try sizes(context { $0.variant.dynamicType = .accessibility3 }))
        #expect(base.window == 17 && base.sheet == 17)
        #expect(large.window == 40 && large.sheet == 40)
    }

    @Test("V3: resolution does not read the direction — a right-to-left render is the left-to-right one named right-to-left (the matrix shares it)",
          arguments: [Platform.ios, .ipados, .macos])
    func resolutionIgnoresDirection(_ platform: Platform) throws {
        for example in allExamples {
            let ir = Frontend.compile(example.source).evaluate(options: EvaluationOptions(platform: platform)).document
            var rtl = ToolbarContext(platform: platform)
            rtl.variant.layoutDirection = .rightToLeft
            var named = Renderer(context: ToolbarContext(platform: platform), measurer: fonts).render(ir)
            named.variant.layoutDirection = .rightToLeft
            #expect(Renderer(context: rtl, measurer: fonts).render(ir) == named, "\(example.name)")
        }
    }

    @Test("V6: a variant's bars laid out without the content are the full layout's, and compare with the base as they do",
          arguments: [Platform.ios, .ipados, .macos])
    func barsWithoutContent(_ platform: Platform) throws {
        let variants: [(inout ToolbarContext) -> Void] = [
            { _ in }, { $0.variant.layoutDirection = .rightToLeft }, { $0.variant.dynamicType = .accessibility3 },
            { $0.width = $0.height; $0.height = ToolbarContext(platform: platform).width }, { $0.width /= 3 },
        ]
        for example in allExamples {
            let ir = Frontend.compile(example.source).evaluate(options: EvaluationOptions(platform: platform)).document
            func drawn(_ c: ToolbarContext, barsOnly: Bool) -> VariantChanges.Drawn {
                let render = Renderer(context: c, measurer: fonts).render(ir)
                let layout = Layout(measurer: fonts)
                let screen = barsOnly ? layout.bars(render, view: ir.view, context: c) : layout.layout(render, view: ir.view, context: c)
                return VariantChanges.Drawn(ir: ir, render: render, screen: screen, context: c)
            }
            let base = context(platform), fullBase = drawn(base, barsOnly: false), barsBase = drawn(base, barsOnly: true)
            for change in variants {
                let c = context(platform, change)
                let full = drawn(c, barsOnly: false), bars = drawn(c, barsOnly: true)
                #expect(bars.screen.bars == full.screen.bars, "\(example.name)")
                #expect(bars.screen.contentArea == full.screen.contentArea, "\(example.name)")
                #expect(VariantChanges.changes(from: barsBase, to: bars) == VariantChanges.changes(from: fullBase, to: full), "\(example.name)")
            }
        }
    }

    @Test("V3, V5: content laid out once serves a right-to-left variant of the same document (mirrored after); other inputs are laid out anew, from the view tree of their text size")
    func contentLayoutsReused() throws {
        let ir = Frontend.compile(Self.mail).evaluate(options: EvaluationOptions(platform: .ios, os: .v27)).document
        let layouts = ContentLayouts()
        func screen(_ c: ToolbarContext, _ layouts: ContentLayouts?) -> ScreenLayout {
            Layout(measurer: fonts, contentLayouts: layouts).layout(Renderer(context: c, measurer: fonts).render(ir), view: ir.view, context: c)
        }
        let rtl = context { $0.variant.layoutDirection = .rightToLeft }
        let large = context { $0.variant.dynamicType = .accessibility3 }
        let landscape = context { $0.width = 852; $0.height = 393 }
        for c in [context(), rtl, large, landscape] {
            #expect(screen(c, layouts) == screen(c, nil))
        }
        #expect(layouts.count == 3, "the right-to-left variant reused the upright, default-size layout")
        #expect(layouts.treeCount == 2, "landscape laid out the default size's view tree again, its sizes forgotten")
        #expect(screen(rtl, layouts).content != screen(context(), layouts).content)
    }

    @Test("V4: a view tree laid out again (landscape after portrait) measures none of its content's texts again, and lays out as a fresh tree does")
    func reusedTreeMeasuresTextsOnce() throws {
        final class Counting: TextMeasuring, @unchecked Sendable {
            let lock = NSLock()
            var asked: [String: Int] = [:]
            func width(of text: String, font: FontSpec) -> Double {
                lock.lock(); asked[text, default: 0] += 1; lock.unlock()
                return fonts.width(of: text, font: font)
            }
            func prefixWidths(of text: String, font: FontSpec, affix: String) -> PrefixWidths {
                fonts.prefixWidths(of: text, font: font, affix: affix)
            }
        }
        let source = """
        import SwiftUI
        struct Notes: View {
            var body: some View {
                NavigationStack {
                    List(0..<6, id: \\.self) { i in
                        VStack(alignment: .leading) {
                            Text("Note \\(i)")
                            Text("Written on a long afternoon by the window").foregroundStyle(.secondary)
                        }
                    }
                    .navigationTitle("Notes")
                }
            }
        }
        """
        let ir = Frontend.compile(source).evaluate(options: EvaluationOptions(platform: .ios, os: .v27)).document
        let counting = Counting()
        let layouts = ContentLayouts()
        func screen(_ c: ToolbarContext, _ measurer: any TextMeasuring, _ layouts: ContentLayouts?) -> ScreenLayout {
            Layout(measurer: measurer, contentLayouts: layouts).layout(Renderer(context: c, measurer: measurer).render(ir), view: ir.view, context: c)
        }
        let landscape = context { $0.width = 852; $0.height = 393 }
        _ = screen(context(), counting, layouts)
        let texts = try #require(screen(context(), fonts, nil).content?.allNodes.compactMap { $0.kind == "Text" ? $0.text : nil })
        #expect(!texts.isEmpty)
        let before = counting.asked
        #expect(screen(landscape, counting, layouts) == screen(landscape, fonts, nil))
        #expect(layouts.treeCount == 1)
        for text in texts { #expect(counting.asked[text] == before[text], "\(text) measured again") }
    }

    @Test("V5: .dynamicTypeSize and .environment(\\.dynamicTypeSize, …) in the source set the size below them")
    func dynamicTypeInSource() throws {
        for modifier in [".dynamicTypeSize(.xxxLarge)", ".environment(\\.dynamicTypeSize, .xxxLarge)"] {
            let source = "struct V: View { var body: some View { VStack { Text(\"A\").font(.headline) }\(modifier) } }"
            let node = try #require(draw(source, context()).screen.content?.allNodes.first { $0.kind == "Text" })
            #expect(node.font.size == 23 && node.font.weight == .semibold)
        }
    }

    @Test("V5, V8: a range in .dynamicTypeSize keeps the text inside it: capped above, raised below, left as is within")
    func dynamicTypeRange() throws {
        func size(_ modifier: String, at variant: DynamicTypeSize) throws -> Double {
            let source = "struct V: View { var body: some View { VStack { Text(\"A\").font(.headline) }\(modifier) } }"
            let node = try #require(draw(source, context { $0.variant.dynamicType = variant }).screen.content?.allNodes.first { $0.kind == "Text" })
            return node.font.size
        }
        // headline: 17 pt at large, 19 at xLarge, 23 at xxxLarge (Apple's table).
        #expect(try size(".dynamicTypeSize(...DynamicTypeSize.xxxLarge)", at: .accessibility3) == 23)
        #expect(try size(".dynamicTypeSize(.xSmall ... DynamicTypeSize.xxxLarge)", at: .accessibility3) == 23)
        // Both ends written as implicit members: typed by the range the modifier takes, as Swift types them.
        #expect(try size(".dynamicTypeSize(.xSmall ... .xxxLarge)", at: .accessibility3) == 23)
        #expect(try size(".dynamicTypeSize(.xLarge ..< .accessibility1)", at: .large) == 19)
        #expect(try size(".dynamicTypeSize(DynamicTypeSize.xLarge...)", at: .large) == 19)
        #expect(try size(".dynamicTypeSize(...DynamicTypeSize.xxxLarge)", at: .large) == 17)
    }

    @Test("V5: the large title grows with the text size (the largeTitle style), pushing the content down; the bar's row stays")
    func largeTitleGrows() throws {
        let base = draw(Self.mail, context())
        let large = draw(Self.mail, context { $0.variant.dynamicType = .accessibility3 })
        let (a, b) = (try #require(base.screen.bar(.navigationBar)), try #require(large.screen.bar(.navigationBar)))
        let (titleA, titleB) = (try #require(a.title), try #require(b.title))
        #expect(titleA.mode == .large && titleB.mode == .large)
        #expect(titleA.frame.height == 41 && titleB.frame.height == 62)  // 34 pt → 52 pt, its line 1.2×
        #expect(b.frame.height - a.frame.height == 21)
        #expect(a.items.map(\.frame) == b.items.map(\.frame))
        #expect(large.screen.contentArea.y - base.screen.contentArea.y == 21)
        #expect(large.svg.contains("font-size=\"52\""))
        // macOS has no Dynamic Type: its toolbar and title stay.
        let mac = draw(Self.mail, context(.macos) { $0.variant.dynamicType = .accessibility3 })
        #expect(mac.screen.bars.map(\.frame) == draw(Self.mail, context(.macos)).screen.bars.map(\.frame))
        #expect(mac.screen.contentArea == draw(Self.mail, context(.macos)).screen.contentArea)
    }
}
