import EaselFrontend
import EaselIR
import EaselToolbars
import Testing

/// Source → IR → render for one platform and OS release (the front end sees the release too:
/// `#available`, API availability).
func render(_ source: String, _ platform: Platform, os: OSRelease = .current, width: Double? = nil,
            configure: (inout ToolbarContext) -> Void = { _ in }) -> RenderDocument {
    var context = ToolbarContext(platform: platform, width: width, os: os)
    configure(&context)
    let ir = Frontend.compile(source, platform: platform).evaluate(options: EvaluationOptions(platform: platform, os: os)).document
    return Renderer(context: context, measurer: fonts).render(ir)
}

/// A view in a navigation stack with the given toolbar content and modifiers.
func stack(_ toolbar: String, modifiers: String = "", title: String = "Inbox") -> String {
    """
    struct V: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                Text("Hello")
                    .navigationTitle("\(title)")
                    .toolbar {
    \(toolbar)
                    }
                    \(modifiers)
            }
        }
    }
    """
}

extension RenderDocument {
    /// The window's merged bar of a kind.
    func bar(_ kind: BarKind) -> PresentedBar? { bars(of: "window")?.bar(kind) }
    /// Each glass group's item labels (or keys), in on-screen order.
    func groupLabels(_ kind: BarKind) -> [[String]] {
        bar(kind)?.groups.map { $0.entries.map { e in toolbars.indices.contains(e.toolbar) ? (toolbars[e.toolbar].item(e.key)?.label ?? e.key) : e.key } } ?? []
    }
    var textForm: String { TextRendering.render(self) }
}

/// Spec G2, G3, G10, N1–N3, N8: which items share one glass background.
@Suite("Glass groups")
struct GlassGroupTests {
    /// W25-284's toolbar: a text Select, four icon buttons, the system Done.
    static let w25_284 = stack("""
        ToolbarItem(placement: .topBarLeading) { Button("Select") {} }
        ToolbarItem(placement: .topBarTrailing) { Button("Move", systemImage: "folder") {} }
        ToolbarItem(placement: .topBarTrailing) { Button("Flag", systemImage: "flag") {} }
        ToolbarItem(placement: .topBarTrailing) { Button("Trash", systemImage: "trash") {} }
        ToolbarItem(placement: .topBarTrailing) { Button("Archive", systemImage: "archivebox") {} }
        ToolbarItem(placement: .topBarTrailing) { Button(role: .confirm) {} }
    """)

    @Test("G2: W25-284's [Select] [four icon buttons] [Done] is three groups in the JSON and the text form; on 18 one group per item")
    func w25() {
        let today = render(Self.w25_284, .ios)
        #expect(today.groupLabels(.navigationBar) == [["Select"], ["Move", "Flag", "Trash", "Archive"], ["Done"]])
        #expect(today.textForm.contains("navigationBar | (Select) · Inbox · (Move Flag Trash Archive) (Done) |"), "\(today.textForm)")
        let toolbarBar = today.toolbars[0].bar(.navigationBar)
        #expect(toolbarBar?.groups == [["#0"], ["#1", "#2", "#3", "#4"], ["#5"]])
        let old = render(Self.w25_284, .ios, os: .v18)
        #expect(old.groupLabels(.navigationBar).count == 6)
        #expect(old.groupLabels(.navigationBar).allSatisfy { $0.count == 1 })
        #expect(old.textForm.contains("navigationBar | [Select] · Inbox · [Move] [Flag] [Trash] [Archive] [Done] |"), "\(old.textForm)")
    }

    @Test("G2, N1: a ToolbarSpacer ends a group (fixed: 8 pt); the items of a ToolbarItemGroup share one even with text")
    func spacersAndGroups() {
        let source = stack("""
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("Bold", systemImage: "bold") {}
                Button("Italic", systemImage: "italic") {}
            }
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
            ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") {} }
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Undo") {}
                Button("Redo") {}
            }
        """)
        let r = render(source, .ios)
        #expect(r.groupLabels(.navigationBar) == [["Bold", "Italic"], ["Share"]])
        #expect(r.groupLabels(.bottomBar) == [["Undo", "Redo"]])
        let spacer = r.bar(.navigationBar)?.trailing.first { $0.kind == .fixedSpace }
        #expect(spacer?.width == 8)
    }

    @Test("G2, N3, N8: text, role and prominent items stand alone; sharedBackgroundVisibility(.hidden) stands with no glass")
    func alone() {
        let source = stack("""
            ToolbarItem(placement: .topBarTrailing) { Button("Favorite", systemImage: "heart") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Send", systemImage: "paperplane") {}.buttonStyle(.glassProminent) }
            ToolbarItem(placement: .topBarLeading) { Button(role: .close) {} }
            ToolbarItem(placement: .principal) { Text("3 drafts") }
                .sharedBackgroundVisibility(.hidden)
        """)
        let r = render(source, .ios)
        let groups = r.bar(.navigationBar)?.groups ?? []
        #expect(r.groupLabels(.navigationBar) == [["Close"], ["3 drafts"], ["Favorite"], ["Send"]])
        #expect(groups.map(\.glass) == [true, false, true, true])
        #expect(groups.map(\.prominent) == [false, false, false, true])
        let close = r.toolbars[0].items.first { $0.label == "Close" }
        #expect(close?.systemImage == "xmark")
        #expect(r.textForm.contains("(Close) · 3 drafts · (Favorite) (Send)"), "\(r.textForm)")
    }

    @Test("G3: on a Mac adjacent plain buttons share one piece of glass; a menu and the search field get their own")
    func mac() {
        let source = """
        struct V: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    Text("Hi")
                        .navigationTitle("Files")
                        .searchable(text: $query)
                        .toolbar {
                            ToolbarItem { Button("New", systemImage: "plus") {} }
                            ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") {} }
                            ToolbarItem { Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} } }
                        }
                }
            }
        }
        """
        let r = render(source, .macos)
        #expect(r.groupLabels(.windowToolbar) == [["New", "Share"], ["Sort"], ["Search"]])  // the search item is in the JSON (G6)
        #expect(r.bar(.windowToolbar)?.trailing.last?.kind == .search)
    }

    @Test("G10: on 26+ the same iPhone toolbar overflows where 18's narrower items fit (44 pt circles, 8 pt between groups)")
    func metricsFeedOverflow() {
        let source = stack("""
            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("A", systemImage: "folder") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("B", systemImage: "flag") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("C", systemImage: "trash") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("D", systemImage: "pin") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("E", systemImage: "tag") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("F", systemImage: "bell") {} }
        """, title: "Mailboxes")
        let old = render(source, .ios, os: .v18)
        let today = render(source, .ios)
        #expect(old.toolbars[0].overflow.isEmpty)
        #expect(!today.toolbars[0].overflow.isEmpty)
        let icon = today.toolbars[0].items.first { $0.label == "A" }
        #expect(icon?.width == 44)
    }
}

/// Spec G6, G7, N2: where search goes.
@Suite("Search")
struct SearchPlacementTests {
    static let mail = stack("""
        ToolbarItem(placement: .bottomBar) { Button("Filter", systemImage: "line.3.horizontal.decrease") {} }
        ToolbarItem(placement: .bottomBar) { Button("Compose", systemImage: "square.and.pencil") {} }
    """, modifiers: ".searchable(text: $query)")

    func search(_ r: RenderDocument) -> (bar: BarKind, entry: BarEntry)? {
        for bar in r.bars(of: "window")?.bars ?? [] {
            if let e = bar.entries.first(where: { $0.kind == .search }) { return (bar.kind, e) }
        }
        return nil
    }

    @Test("G6: iPhone 26+ puts a search field in the bottom bar; .minimize makes it a button; 18 puts it in the navigation bar's drawer")
    func iPhone() {
        let today = render(Self.mail, .ios)
        #expect(search(today)?.bar == .bottomBar)
        #expect(search(today)?.entry.field == true)
        #expect(today.textForm.contains("bottomBar | (Filter Compose) (search field) |"), "\(today.textForm)")
        let minimized = render(stack("", modifiers: ".searchable(text: $query).searchToolbarBehavior(.minimize)"), .ios)
        #expect(search(minimized)?.entry.field == false)
        let old = render(Self.mail, .ios, os: .v18)
        #expect(old.bar(.navigationBar)?.drawer.map(\.key) == ["search"])
        #expect(search(old)?.bar == .navigationBar)
    }

    @Test("G6: iPad and Mac put the search field at the trailing end of the top bar, a button when the bar is short")
    func topBar() {
        let source = stack("ToolbarItem(placement: .primaryAction) { Button(\"Add\", systemImage: \"plus\") {} }",
                           modifiers: ".searchable(text: $query)")
        for platform in [Platform.ipados, .macos] {
            let r = render(source, platform)
            let main: BarKind = platform == .macos ? .windowToolbar : .navigationBar
            #expect(r.bar(main)?.trailing.last?.kind == .search, "\(platform)")
            #expect(r.bar(main)?.trailing.last?.field == true, "\(platform)")
        }
        let narrow = render(source, .ipados, width: 400)
        #expect(narrow.bar(.navigationBar)?.trailing.last?.field == false)
    }

    @Test("G6: a split view has one search item: in the sidebar's bar with placement: .sidebar, else at the trailing column's",
          arguments: [Platform.ipados, .macos])
    func splitViewSearch(_ platform: Platform) {
        func columns(_ placement: String) -> [String: Int] {
            let source = """
            import SwiftUI
            struct V: View {
                @State private var filter = ""
                var body: some View {
                    NavigationSplitView {
                        List { Text("Bottle") }.searchable(text: $filter\(placement))
                    } detail: { Text("Detail") }
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add", systemImage: "plus") {} } }
                }
            }
            """
            var found: [String: Int] = [:]
            for set in render(source, platform).barSets(of: "window") {
                found[set.column ?? "", default: 0] += set.bars.flatMap(\.entries).filter { $0.kind == .search }.count
            }
            return found.filter { $0.value > 0 }
        }
        #expect(columns(", placement: .sidebar") == ["sidebar": 1])
        #expect(columns("") == ["detail": 1])
    }

    @Test("N2: DefaultToolbarItem(kind: .search, placement:) puts it where declared; toolbar(removing: .search) and no .searchable show none")
    func declared() {
        let source = stack("""
            ToolbarItem(placement: .bottomBar) { Button("Filter", systemImage: "line.3.horizontal.decrease") {} }
            ToolbarSpacer(.flexible, placement: .bottomBar)
            DefaultToolbarItem(kind: .search, placement: .bottomBar)
            ToolbarItem(placement: .bottomBar) { Button("Compose", systemImage: "square.and.pencil") {} }
        """, modifiers: ".searchable(text: $query)")
        let r = render(source, .ipados)
        let bottom = r.bar(.bottomBar)?.entries.map { $0.kind == .search ? "search" : $0.kind == .flexibleSpace ? "<->" : $0.key } ?? []
        #expect(bottom == ["#0", "<->", "search", "#3"])
        #expect(r.toolbars[0].item("search")?.kind == .search)
        let removed = render(source.replacingOccurrences(of: ".searchable(text: $query)", with: ".searchable(text: $query).toolbar(removing: .search)"), .ipados)
        #expect(search(removed) == nil)
        #expect(removed.toolbars[0].item("search")?.where == .hidden)
        let none = render(source.replacingOccurrences(of: ".searchable(text: $query)", with: ""), .ipados)
        #expect(search(none) == nil)
    }
}

/// Spec N5, N6, N7: the overflow menu, pinned items, minimized bars.
@Suite("Overflow menu, pinned items, minimized bars")
struct NewPlacementTests {
    static let reader = stack("""
        ToolbarItem(placement: .topBarPinnedTrailing) { Button("Share", systemImage: "square.and.arrow.up") {} }
        ToolbarItem(placement: .topBarTrailing) { Button("Larger", systemImage: "plus") {} }
        ToolbarOverflowMenu {
            Button("Bookmark", systemImage: "bookmark") {}
            Button("Print", systemImage: "printer") {}
        }
    """, modifiers: ".toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)", title: "Article")

    @Test("N5: a ToolbarOverflowMenu's content is always in the overflow menu, before what overflowed for room")
    func overflowMenu() {
        let r = render(Self.reader, .ios)
        let menu = r.bar(.navigationBar)?.more?.entries.map { r.toolbars[$0.toolbar].item($0.key)?.label ?? $0.key }
        #expect(menu == ["Bookmark", "Print"])
        let narrow = render(Self.reader.replacingOccurrences(of: "ToolbarOverflowMenu {", with: """
            ToolbarItem(placement: .topBarTrailing) { Button("Smaller", systemImage: "minus") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Reset", systemImage: "arrow.counterclockwise") {} }
            ToolbarOverflowMenu {
            """), .ios, width: 200)
        let labels = narrow.bar(.navigationBar)?.more?.entries.map { narrow.toolbars[$0.toolbar].item($0.key)?.label ?? $0.key } ?? []
        #expect(Array(labels.prefix(2)) == ["Bookmark", "Print"])
        #expect(labels.count > 2, "\(labels)")
    }

    @Test("N6: a pinned item is trailing-most, after the more button, and never overflows")
    func pinned() {
        let r = render(Self.reader, .ios, width: 200)
        #expect(r.toolbars[0].items.first { $0.label == "Share" }?.where == .bar(.navigationBar, .trailing))
        #expect(r.textForm.contains("(⋯) (Share) |"), "\(r.textForm)")
    }

    @Test("N7: with the content scrolled, toolbarMinimizationBehavior(.onScrollDown) shrinks the navigation bar to its title; unscrolled it is whole")
    func minimized() {
        let scrolled = render(Self.reader, .ios) { $0.scrolled = true }
        #expect(scrolled.bar(.navigationBar)?.minimized == true)
        #expect(scrolled.bar(.navigationBar)?.entries.isEmpty == true)
        #expect(scrolled.bar(.navigationBar)?.groups.isEmpty == true, "no glass for items not shown")
        #expect(scrolled.bar(.navigationBar)?.title?.text == "Article")
        let still = render(Self.reader, .ios)
        #expect(still.bar(.navigationBar)?.minimized == false)
        #expect(still.bar(.navigationBar)?.entries.isEmpty == false)
        let old = render(Self.reader, .ios, os: .v26) { $0.scrolled = true }
        #expect(old.bar(.navigationBar)?.minimized == false, "27's API")
    }

    @Test("G5, N7: scrolling collapses a large title into the bar")
    func largeTitleCollapses() {
        let list = """
        struct V: View {
            var body: some View {
                NavigationStack { List(1...40, id: \\.self) { Text("Row \\($0)") }.navigationTitle("Rows") }
            }
        }
        """
        #expect(render(list, .ios).bar(.navigationBar)?.title?.mode == .large)
        #expect(render(list, .ios) { $0.scrolled = true }.bar(.navigationBar)?.title?.mode == .inline)
    }
}

/// Spec G8, N9: the tab bar of 26 and 27.
@Suite("Glass tab bar")
struct GlassTabBarTests {
    static let store = """
    struct V: View {
        @State private var query = ""
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home") }
                Tab("Bag", systemImage: "bag", value: 2, role: .prominent) { Text("Bag") }
                Tab(value: 3, role: .search) { Text("Search") }
                Tab("New", systemImage: "star") { Text("New") }
            }
            .searchable(text: $query)
            .tabBarMinimizeBehavior(.onScrollDown)
            .tabViewBottomAccessory { Text("Now playing") }
        }
    }
    """

    @Test("G8, N9: the search tab stands apart at the trailing end; on 27 the prominent tab too; the accessory shows")
    func detached() throws {
        let today = try #require(render(Self.store, .ios).tabs)
        #expect(today.tabBar == ["#0", "#3", "#1", "#2"])
        #expect(today.detached == ["#1", "#2"])
        #expect(today.bottomAccessory)
        #expect(today.tab("#1")?.role == "prominent")
        let t26 = try #require(render(Self.store, .ios, os: .v26).tabs)
        #expect(t26.detached == ["#2"])
        let old = try #require(render(Self.store, .ios, os: .v18).tabs)
        #expect(old.detached.isEmpty)
        #expect(!old.bottomAccessory)
        #expect(TextRendering.render(render(Self.store, .ios)).contains("tabBar | [Home] · New · (Bag) · (Search) |"))
    }

    @Test("G8, N7: scrolled with tabBarMinimizeBehavior(.onScrollDown), the tab bar minimizes: the selected tab, the accessory inline, search")
    func minimized() throws {
        let r = render(Self.store, .ios) { $0.scrolled = true }
        let tabs = try #require(r.tabs)
        #expect(tabs.minimized)
        #expect(r.textForm.contains("tabBar | [Home] · (Bag) · (Search) | (minimized)"), "\(r.textForm)")
        #expect(r.textForm.contains("bottomAccessory (inline)"))
        #expect(try #require(render(Self.store, .ipados) { $0.scrolled = true }.tabs).minimized == false, "minimizing is the iPhone's")
    }

    @Test("G6, G8: with a search tab, .searchable belongs to the tab: no bar gets a search item")
    func searchBelongsToTab() {
        let r = render(Self.store, .ios)
        #expect(r.barSets.flatMap(\.bars).flatMap(\.entries).allSatisfy { $0.kind != .search })
    }

    @Test("G6: without a search tab, an iPhone tab's .searchable keeps its field under the title (the bottom is the tab bar's); iPad keeps it in the bar")
    func searchInATabWithoutSearchTab() {
        let source = """
        import SwiftUI
        struct V: View {
            @State private var q = ""
            var body: some View {
                TabView {
                    Tab("Backyards", systemImage: "leaf") { NavigationStack { List { Text("A") }.searchable(text: $q).navigationTitle("Backyards") } }
                    Tab("Birds", systemImage: "bird") { Text("B") }
                }
            }
        }
        """
        let phone = render(source, .ios)
        #expect(phone.textForm.contains("navigationBar drawer | (search field) |"), "\(phone.textForm)")
        #expect(!phone.textForm.contains("bottomBar"))
        #expect(!phone.diagnostics.contains { $0.code == "toolbar-with-tab-bar" }, "no bottom toolbar beside the tab bar")
        let search = phone.toolbars.flatMap(\.items).first { $0.kind == .search }
        #expect(search?.where == .bar(.navigationBar, .drawer), "the JSON's `where` is the drawer the picture draws")
        let pad = render(source, .ipados)
        #expect(pad.barSets.flatMap(\.bars).contains { $0.kind == .navigationBar && $0.trailing.contains { $0.kind == .search } }, "\(pad.textForm)")
    }
}

/// The HIG's glass advice (spec G2, G4) as warnings with stable codes.
@Suite("Glass HIG checks")
struct GlassHIGTests {
    func codes(_ source: String, _ platform: Platform = .ios, os: OSRelease = .current) -> [String] {
        render(source, platform, os: os).diagnostics.map(\.code)
    }

    @Test("more than three groups in a bar is too-many-groups; three is fine; 18 has no glass to judge")
    func tooMany() {
        let four = stack("""
            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
            ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") {} }
            ToolbarItem(placement: .topBarTrailing) { Button(role: .confirm) {} }
        """)
        #expect(codes(four).contains("too-many-groups"))
        #expect(!codes(four.replacingOccurrences(of: "ToolbarSpacer(.fixed, placement: .topBarTrailing)", with: "")).contains("too-many-groups"))
        #expect(!codes(four, os: .v18).contains("too-many-groups"))
    }

    @Test("text and icons sharing one background is mixed-glass-group")
    func mixed() {
        let source = stack("""
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("Add", systemImage: "plus") {}
                Button("Sort") {}
            }
        """)
        #expect(codes(source).contains("mixed-glass-group"))
        #expect(!codes(source.replacingOccurrences(of: "Button(\"Sort\") {}", with: "Button(\"Sort\", systemImage: \"arrow.up.arrow.down\") {}")).contains("mixed-glass-group"))
    }

    @Test("a second prominent action is several-prominent-actions; one not at the trailing end is prominent-not-trailing")
    func prominent() {
        let two = stack("""
            ToolbarItem(placement: .topBarLeading) { Button("Save") {}.buttonStyle(.borderedProminent) }
            ToolbarItem(placement: .topBarTrailing) { Button(role: .confirm) {} }
        """)
        let found = codes(two)
        #expect(found.contains("several-prominent-actions"))
        #expect(found.contains("prominent-not-trailing"))
        let one = stack("ToolbarItem(placement: .topBarTrailing) { Button(role: .confirm) {} }")
        #expect(!codes(one).contains("several-prominent-actions") && !codes(one).contains("prominent-not-trailing"))
    }
}

@Suite("Glass metrics")
struct GlassMetricsTests {
    @Test("G10: contentMarginsRemoved() (27) drops an item's glass padding: a 44 pt circle becomes its 28 pt symbol")
    func marginsRemoved() {
        let source = stack("""
            ToolbarItem(placement: .topBarTrailing) { Button("A", systemImage: "folder") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("B", systemImage: "flag") {} }.contentMarginsRemoved()
        """)
        let items = render(source, .ios).toolbars[0].items
        #expect(items.map(\.width) == [44, 28])
    }
}
