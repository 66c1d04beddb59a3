import EaselFrontend
import EaselIR
import EaselToolbars
import Testing

/// Spec M1–M4 (ToolbarCommands) and H1–H8 (HIG checks).
@Suite("Commands and HIG checks")
struct CommandsAndHIGTests {
    static func app(commands: Bool, toolbar: String, visibility: String = "") -> String {
        """
        struct Root: View {
            var body: some View {
                Text("x")\(visibility)
        \(toolbar)
            }
        }
        @main
        struct Notes: App {
            var body: some Scene {
                WindowGroup { Root() }\(commands ? ".commands { ToolbarCommands() }" : "")
            }
        }
        """
    }

    static let customizable = "            .toolbar(id: \"main\") { ToolbarItem(id: \"a\", placement: .primaryAction) { Button(\"A\", systemImage: \"plus\") { } } }"
    static let plain = "            .toolbar { ToolbarItem(placement: .primaryAction) { Button(\"A\", systemImage: \"plus\") { } } }"

    @Test("M1, M2: ToolbarCommands adds Hide Toolbar and Customize Toolbar… to the View menu on macOS")
    func commands() {
        let d = render(Self.app(commands: true, toolbar: Self.customizable), ToolbarContext(platform: .macos))
        #expect(d.commands == [MenuCommand(menu: "View", title: "Hide Toolbar", enabled: true),
                               MenuCommand(menu: "View", title: "Customize Toolbar…", enabled: true)])
    }

    @Test("M2: Customize Toolbar… is disabled without a customizable toolbar")
    func customizeDisabled() {
        let d = render(Self.app(commands: true, toolbar: Self.plain), ToolbarContext(platform: .macos))
        #expect(d.commands.last == MenuCommand(menu: "View", title: "Customize Toolbar…", enabled: false))
    }

    @Test("M3: the title follows the saved visibility; a non-automatic toolbarVisibility disables it")
    func showHide() {
        var state = CustomizationDocument()
        state.toolbars["main"] = ToolbarCustomization(items: ["a"], seen: ["a"], visible: false)
        let hidden = render(Self.app(commands: true, toolbar: Self.customizable), ToolbarContext(platform: .macos), customizations: state)
        #expect(hidden.commands.first == MenuCommand(menu: "View", title: "Show Toolbar", enabled: true))
        #expect(hidden.toolbars.first?.visible == false)
        let forced = render(Self.app(commands: true, toolbar: Self.customizable, visibility: ".toolbarVisibility(.visible, for: .windowToolbar)"),
                            ToolbarContext(platform: .macos))
        #expect(forced.commands.first?.enabled == false)
    }

    @Test("M4: without ToolbarCommands, or off macOS (and an iPad before 26), no menu items",
          arguments: [(false, Platform.macos, OSRelease.v27), (true, .ipados, .v18), (true, .ios, .v27)])
    func noCommands(_ withCommands: Bool, _ platform: Platform, _ os: OSRelease) {
        #expect(render(Self.app(commands: withCommands, toolbar: Self.customizable), ToolbarContext(platform: platform, os: os)).commands.isEmpty)
    }

    @Test("G9: an iPad of 26 and later has a menu bar: ToolbarCommands' items appear there as on a Mac")
    func iPadMenuBar() {
        let commands = render(Self.app(commands: true, toolbar: Self.customizable), ToolbarContext(platform: .ipados)).commands
        #expect(commands.map(\.title) == ["Hide Toolbar", "Customize Toolbar…"])
        #expect(commands.allSatisfy { $0.menu == "View" })
    }

    static func view(_ content: String, tabs: Bool = false) -> String {
        """
        struct V: View {
            var body: some View {
                \(tabs ? "TabView { Tab(\"One\", systemImage: \"1.circle\") { Text(\"x\")" : "Text(\"x\")")
                    .toolbar {
        \(content)
                    }
                \(tabs ? "} }" : "")
            }
        }
        """
    }

    func codes(_ source: String, _ platform: Platform) -> [String] {
        render(source, ToolbarContext(platform: platform)).diagnostics.filter { $0.severity != .error }.map(\.code)
    }

    @Test("H1: iPhone toolbars are not customizable; a plain group is no HIG problem, a labelled one gets a note")
    func h1() {
        let customizable = "struct V: View { var body: some View { Text(\"x\").toolbar(id: \"t\") { ToolbarItem(id: \"a\", placement: .bottomBar) { Button(\"A\") { } } } } }"
        #expect(codes(customizable, .ios).contains("not-customizable-here"))
        #expect(!codes(customizable, .ipados).contains("not-customizable-here"))
        // H1: a plain group's items show one by one on iPhone, as they should: no note.
        let grouped = Self.view("ToolbarItemGroup(placement: .bottomBar) { Button(\"A\") { }; Spacer(); Button(\"B\") { } }")
        #expect(!codes(grouped, .ios).contains("groups-not-supported"))
        let labelled = Self.view("ToolbarItemGroup(placement: .primaryAction) { Button(\"A\") { }; Button(\"B\") { } } label: { Label(\"More\", systemImage: \"ellipsis\") }")
        #expect(codes(labelled, .ios).contains("groups-not-supported"))
    }

    @Test("H2: more than five items in an iPhone bar, counted over the merged bar (L2)")
    func h2() {
        let six = Self.view((1...6).map { "ToolbarItem(placement: .bottomBar) { Button(\"\($0)\") { } }" }.joined(separator: "\n"))
        #expect(codes(six, .ios).contains("too-many-items"))
        let five = Self.view((1...5).map { "ToolbarItem(placement: .bottomBar) { Button(\"\($0)\") { } }" }.joined(separator: "\n"))
        #expect(!codes(five, .ios).contains("too-many-items"))
        // Judged on the merged bar (layout spec L2): three and three in two modifiers are six in one bar.
        let three = (1...3).map { "ToolbarItem(placement: .bottomBar) { Button(\"\($0)\") { } }" }.joined(separator: "\n")
        let split = "struct V: View { var body: some View { Text(\"x\").toolbar {\n\(three)\n}.toolbar {\n\(three)\n} } }"
        #expect(codes(split, .ios).filter { $0 == "too-many-items" }.count == 1)
    }

    @Test("H3: an item needs a label or a symbol; on macOS both")
    func h3() {
        let bare = Self.view("ToolbarItem(placement: .primaryAction) { Rectangle() }")
        #expect(codes(bare, .ios).contains("item-without-label"))
        let textOnly = Self.view("ToolbarItem(placement: .primaryAction) { Button(\"Add\") { } }")
        #expect(!codes(textOnly, .ios).contains("item-without-label"))
        #expect(codes(textOnly, .macos).contains("needs-symbol-and-label"))
        let both = Self.view("ToolbarItem(placement: .primaryAction) { Button(\"Add\", systemImage: \"plus\") { } }")
        #expect(!codes(both, .macos).contains("needs-symbol-and-label"))
    }

    @Test("H4: a segmented control in an iPhone toolbar")
    func h4() {
        let source = Self.view("ToolbarItem(placement: .bottomBar) { Picker(\"Mode\", selection: .constant(0)) { Text(\"A\").tag(0) }.pickerStyle(.segmented) }")
        #expect(codes(source, .ios).contains("segmented-control-in-toolbar"))
        #expect(!codes(source, .ipados).contains("segmented-control-in-toolbar"))
    }

    @Test("H5: a bottom toolbar and a tab bar in one iPhone view; navigation bar items above a tab bar are fine")
    func h5() {
        let bottom = Self.view("ToolbarItem(placement: .bottomBar) { Button(\"A\") { } }", tabs: true)
        #expect(codes(bottom, .ios).contains("toolbar-with-tab-bar"))
        #expect(!codes(bottom, .ipados).contains("toolbar-with-tab-bar"))
        let top = Self.view("ToolbarItem(placement: .primaryAction) { Button(\"A\") { } }", tabs: true)
        #expect(!codes(top, .ios).contains("toolbar-with-tab-bar"))
    }

    @Test("H6: more than one scroll-header button on watchOS")
    func h6() {
        let two = Self.view("ToolbarItem(placement: .primaryAction) { Button(\"A\") { } }\nToolbarItem(placement: .primaryAction) { Button(\"B\") { } }")
        #expect(codes(two, .watchos).contains("several-scroll-header-buttons"))
    }

    @Test("H7: vertical toolbar content on visionOS")
    func h7() {
        let source = Self.view("ToolbarItem(placement: .bottomOrnament) { VStack { Button(\"A\") { }; Button(\"B\") { } } }")
        #expect(codes(source, .visionos).contains("vertical-toolbar"))
    }

    @Test("H8: bars get a material only when content scrolls beneath; toolbarBackground overrides")
    func h8() {
        let still = render(Self.view("ToolbarItem(placement: .primaryAction) { Button(\"A\") { } }"), ToolbarContext(platform: .ios))
        #expect(still.toolbars.first?.bar(.navigationBar)?.background == "none")
        let scrolling = render("""
        struct V: View { var body: some View { List { Text("a") }.toolbar { ToolbarItem(placement: .primaryAction) { Button("A") { } } } } }
        """, ToolbarContext(platform: .ios))
        #expect(scrolling.toolbars.first?.bar(.navigationBar)?.background == "material")
        let forced = render("""
        struct V: View { var body: some View { Text("a").toolbarBackground(.visible, for: .navigationBar).toolbar { ToolbarItem(placement: .primaryAction) { Button("A") { } } } } }
        """, ToolbarContext(platform: .ios))
        #expect(forced.toolbars.first?.bar(.navigationBar)?.background == "material")
    }

    @Test("HIG checks are never errors")
    func neverErrors() throws {
        for name in ["MailPlacements.swift", "WatchWorkoutToolbar.swift", "VisionGalleryOrnament.swift", "PhotoAccessoryBars.swift"] {
            for platform in Platform.allCases {
                #expect(!render(try example(name), ToolbarContext(platform: platform)).diagnostics.hasErrors, "\(name) on \(platform)")
            }
        }
    }
}
