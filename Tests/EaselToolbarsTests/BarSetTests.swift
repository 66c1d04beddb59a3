import EaselIR
import EaselToolbars
import Testing

/// One set of bars per presentation (layout spec L2, toolbars spec T5, O1–O5, M4).
@Suite("Bar sets")
struct BarSetTests {
    /// A view with two `.toolbar` modifiers, both feeding the main bar (`Tests/Fixtures`).
    static let twoToolbars = (try? String(contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/TwoToolbars.swift"), encoding: .utf8)) ?? ""

    @Test("L2/T5: two .toolbar modifiers on one view give one main bar with the items of both, in tree order",
          arguments: [Platform.ios, .macos, .ipados])
    func oneBar(_ platform: Platform) throws {
        let document = render(Self.twoToolbars, ToolbarContext(platform: platform))
        #expect(document.toolbars.count == 2)
        let set = try #require(document.bars(of: "window"))
        let main: BarKind = platform == .macos ? .windowToolbar : .navigationBar
        #expect(set.bars.filter { $0.kind == main }.count == 1)
        let bar = try #require(set.bar(main))
        // Compose (toolbar 0) and Filter (toolbar 1) in tree order; each entry names its toolbar.
        let trailing = platform == .macos ? bar.leading.filter { $0.placement == .primaryAction } : bar.trailing
        #expect(trailing.map(\.toolbar) == [0, 1])
        #expect(bar.entries.count == 3)
        #expect(bar.title?.text == "Inbox")
        // macOS: the navigation item comes before the inline title, primary actions after it (P1, P2).
        if platform == .macos { #expect(bar.leadingBeforeTitle == 1 && bar.leading.first?.toolbar == 1) }
        // The text form shows one line for the bar (L1: the same decisions).
        let text = TextRendering.render(document)
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("  \(main) |") }.count == 1)
    }

    /// Two toolbars of text buttons: each fits an iPhone's bar alone, together they do not.
    static func textButtons(_ names: [[String]]) -> String {
        let toolbars = names.map { group in
            ".toolbar {\n" + group.map { "ToolbarItem(placement: .primaryAction) { Button(\"\($0)\") { } }" }.joined(separator: "\n") + "\n}"
        }.joined(separator: "\n")
        return "struct V: View { var body: some View { NavigationStack { Text(\"x\").navigationTitle(\"Notes\")\n\(toolbars)\n } } }"
    }

    @Test("O1 over the merged bar (L2): toolbars that fit alone overflow together; the more menu lists them in tree order")
    func mergedOverflow() throws {
        let context = ToolbarContext(platform: .ios)
        let first = ["Archive All", "Forward"], second = ["Reply to All", "Print"]
        for alone in [first, second] {
            let document = render(Self.textButtons([alone]), context)
            #expect(document.toolbars.flatMap(\.overflow).isEmpty, "\(alone) alone should fit")
        }
        let document = render(Self.textButtons([first, second]), context)
        let overflow = document.toolbars.enumerated().flatMap { t, toolbar in toolbar.overflow.map { "\(t):\($0)" } }
        #expect(!overflow.isEmpty)
        let bar = try #require(document.bars(of: "window")?.bar(.navigationBar))
        let menu = try #require(bar.more)
        #expect(menu.entries.map { "\($0.toolbar):\($0.key)" } == overflow)
        #expect(!menu.customizeEntry)
        // What stays fits with the title and the more button (the engine's widths, O1).
        let m = BarMetrics(platform: .ios)
        let shown = bar.entries.reduce(0) { $0 + $1.width + m.spacing }
        #expect(shown + m.iconBox + fonts.width(of: "Notes", font: m.titleFont) + 2 * m.spacing <= context.width - 2 * m.margin)
    }

    static let customizable = """
    struct Editor: View {
        var body: some View {
            NavigationStack {
                Text("x").navigationTitle("Draft")
                    .toolbar(id: "editor") {
                        ToolbarItem(id: "bold", placement: .secondaryAction) { Button("Bold", systemImage: "bold") { } }
                    }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Share", systemImage: "square.and.arrow.up") { } }
                    }
            }
        }
    }
    """

    @Test("O3/M4: the more button exists exactly when its menu has entries or iPadOS offers Customize Toolbar…",
          arguments: Platform.allCases)
    func moreButton(_ platform: Platform) throws {
        let document = render(Self.customizable, ToolbarContext(platform: platform))
        let set = try #require(document.bars(of: "window"))
        let overflowing = !document.toolbars.flatMap(\.overflow).isEmpty
        let customize = platform == .ipados
        let withMore = set.bars.filter { $0.more != nil }
        #expect(withMore.count == (overflowing || customize ? 1 : 0))
        if let menu = withMore.first?.more {
            #expect(menu.customizeEntry == customize)
            #expect(menu.entries.map(\.key) == document.toolbars.flatMap(\.overflow))
        }
    }

    @Test("L1: the engine decides that the keyboard covers the iPhone bottom bar; the text form agrees")
    func keyboardCoversBottomBar() throws {
        let source = """
        struct V: View { var body: some View { NavigationStack { TextField("Name", text: .constant("")).navigationTitle("Edit")
            .toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Share") { } }
                ToolbarItem(placement: .keyboard) { Button("Done") { } }
            } } } }
        """
        let shown = render(source, ToolbarContext(platform: .ios))
        #expect(shown.bars(of: "window")?.bar(.bottomBar) != nil)
        let typing = render(source, ToolbarContext(platform: .ios, keyboardShown: true))
        let set = try #require(typing.bars(of: "window"))
        #expect(set.bar(.bottomBar) == nil && set.bar(.keyboardBar) != nil)
        #expect(!TextRendering.render(typing).contains("bottomBar |"))
    }

    @Test("P1 (watchOS): only the presentation's first automatic item shows, whichever toolbar declares it")
    func firstAutomaticAcrossToolbars() throws {
        let source = """
        struct W: View { var body: some View { Text("x")
            .toolbar { ToolbarItem { Button("Start") { } } }
            .toolbar { ToolbarItem { Button("Stop") { } } } } }
        """
        let document = render(source, ToolbarContext(platform: .watchos))
        #expect(document.toolbars.map { $0.items.map(\.where) } == [[.bar(.scrollHeader, .center)], [.hidden]])
        #expect(document.bars(of: "window")?.bar(.scrollHeader)?.entries.map(\.toolbar) == [0])
    }
}

/// One truth (issue 32): the JSON's bars list items in on-screen order, as the text form and the
/// layout place them.
@Suite("On-screen order in the JSON")
struct OnScreenOrderTests {
    @Test("N6: topBarPinnedTrailing is trailing-most in bars[].trailing and in a glass group of its own, wherever it is declared",
          arguments: [Platform.ios, .ipados])
    func pinnedIsLast(_ platform: Platform) throws {
        let source = """
        struct V: View {
            var body: some View {
                NavigationStack {
                    Text("Row")
                        .navigationTitle("Inbox")
                        .toolbar {
                            ToolbarItem(placement: .topBarPinnedTrailing) { Button("Pinned", systemImage: "pin") { } }
                            ToolbarItem(placement: .topBarTrailing) { Button("Edit", systemImage: "pencil") { } }
                            ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") { } }
                        }
                }
            }
        }
        """
        let document = render(source, ToolbarContext(platform: platform))
        let bar = try #require(document.toolbars.first?.bars.first { $0.kind == .navigationBar })
        #expect(bar.trailing == ["#1", "#2", "#0"])
        #expect(bar.groups?.last == ["#0"], "the pinned item shares no capsule with the items before the more button: \(bar.groups ?? [])")
    }
}
