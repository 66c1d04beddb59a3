import EaselIR
import EaselToolbars
import Testing

/// Spec P1: every placement on every platform, and the rules around the table (P2–P8).
@Suite("Placement")
struct PlacementTests {
    static let platforms: [Platform] = [.macos, .ios, .ipados, .tvos, .watchos, .visionos]

    /// One row of the P1 table: placement → where it lands on macos, ios, ipados, tvos,
    /// watchos, visionos (a non-customizable toolbar in a window; `—` is unsupported).
    static let table: [(String, [String])] = [
        ("automatic", ["windowToolbar.trailing", "navigationBar.trailing", "navigationBar.trailing", "navigationBar.trailing", "scrollHeader.center", "ornament.center"]),
        ("principal", ["windowToolbar.center", "navigationBar.center", "navigationBar.center", "navigationBar.center", "—", "navigationBar.center"]),
        ("status", ["windowToolbar.center", "bottomBar.center", "bottomBar.center", "—", "—", "ornament.center"]),
        ("primaryAction", ["windowToolbar.leading", "navigationBar.trailing", "navigationBar.trailing", "navigationBar.trailing", "scrollHeader.center", "ornament.trailing"]),
        ("secondaryAction", ["windowToolbar.leading", "overflow", "navigationBar.center", "—", "—", "overflow"]),
        ("confirmationAction", ["windowToolbar.trailing", "navigationBar.trailing", "navigationBar.trailing", "navigationBar.trailing", "navigationBar.trailing", "navigationBar.trailing"]),
        ("cancellationAction", ["windowToolbar.trailing", "navigationBar.leading", "navigationBar.leading", "navigationBar.leading", "navigationBar.leading", "navigationBar.leading"]),
        ("destructiveAction", ["windowToolbar.leading", "navigationBar.trailing", "navigationBar.trailing", "navigationBar.trailing", "navigationBar.trailing", "navigationBar.trailing"]),
        ("navigation", ["windowToolbar.leading", "navigationBar.leading", "navigationBar.leading", "navigationBar.leading", "—", "navigationBar.leading"]),
        ("topBarLeading", ["—", "navigationBar.leading", "navigationBar.leading", "navigationBar.leading", "navigationBar.leading", "navigationBar.leading"]),
        ("topBarTrailing", ["—", "navigationBar.trailing", "navigationBar.trailing", "navigationBar.trailing", "navigationBar.trailing", "navigationBar.trailing"]),
        ("bottomBar", ["—", "bottomBar.leading", "bottomBar.leading", "—", "bottomBar.leading", "bottomBar.leading"]),
        ("bottomOrnament", ["—", "—", "—", "—", "—", "ornament.center"]),
        ("keyboard", ["touchBar.center", "keyboardBar.trailing", "keyboardBar.trailing", "—", "—", "—"]),
        ("accessoryBar", ["accessoryBar:tools.leading", "—", "—", "—", "—", "—"]),
    ]

    static let cells: [(String, Platform, String)] = table.flatMap { row in
        zip(platforms, row.1).map { (row.0, $0, $1) }
    }

    @Test("P1: each placement × platform cell", arguments: cells)
    func cell(_ placement: String, _ platform: Platform, _ expected: String) throws {
        let p = placement == "accessoryBar" ? ToolbarPlacement("accessoryBar", accessoryBarID: "tools") : ToolbarPlacement(placement)
        let decl = toolbar([("item", p)])
        let context = ToolbarContext(platform: platform, width: 3000, keyboardShown: true)
        let output = resolve(decl, context)
        let item = try #require(output.toolbar.items.first)
        if expected == "—" {
            #expect(item.where == .hidden)
            #expect(output.diagnostics.contains { $0.code == "unsupported-placement" && $0.severity == .warning && $0.message.contains(platform.rawValue) })
        } else {
            #expect(item.where.rawValue == expected)
            #expect(!output.diagnostics.contains { $0.code == "unsupported-placement" })
        }
    }

    @Test("P1: on iPadOS an automatic item of a customizable toolbar goes to the center")
    func ipadAutomaticCustomizable() {
        let output = resolve(toolbar(id: "t", [("a", .automatic)]), ToolbarContext(platform: .ipados))
        #expect(output.toolbar.items.first?.where == .bar(.navigationBar, .center))
    }

    @Test("P1: on watchOS only the first automatic item shows")
    func watchFirstAutomatic() {
        let output = resolve(toolbar([("a", .automatic), ("b", .automatic)]), ToolbarContext(platform: .watchos))
        #expect(output.toolbar.items.map(\.where) == [.bar(.scrollHeader, .center), .hidden])
    }

    @Test("P1: keyboard items show only while a keyboard is shown, without a warning")
    func keyboard() {
        let output = resolve(toolbar([("k", ToolbarPlacement("keyboard"))]), ToolbarContext(platform: .ios, keyboardShown: false))
        #expect(output.toolbar.items.first?.where == .hidden)
        #expect(output.diagnostics.isEmpty)
    }

    @Test("P1, P2: in a macOS sheet, destructive leads and cancellation comes before the last, confirmation")
    func macSheet() throws {
        let decl = toolbar([("ok", ToolbarPlacement("confirmationAction")), ("cancel", ToolbarPlacement("cancellationAction")),
                            ("delete", ToolbarPlacement("destructiveAction"))])
        let sheet = PresentationDecl(id: "sheet#0", kind: "sheet")
        let output = resolve(decl, ToolbarContext(platform: .macos), presentation: sheet)
        let bar = try #require(output.toolbar.bar(.sheetBar))
        #expect(bar.leading == ["#2"])
        #expect(bar.trailing == ["#1", "#0"])
        #expect(output.toolbar.bar(.windowToolbar) == nil)
    }

    @Test("P2: macOS's leading edge holds navigation, then secondary, then primary actions")
    func macLeadingOrder() throws {
        let decl = toolbar([("primary", ToolbarPlacement("primaryAction")), ("secondary", ToolbarPlacement("secondaryAction")),
                            ("nav", ToolbarPlacement("navigation"))])
        let bar = try #require(resolve(decl, ToolbarContext(platform: .macos)).toolbar.bar(.windowToolbar))
        #expect(bar.leading == ["#2", "#1", "#0"])
    }

    @Test("P3: in compact width with a back button, navigation items take the primary action's place", arguments: [
        (Platform.ios, 393.0, true, "navigationBar.trailing"), (.ios, 393, false, "navigationBar.leading"),
        (.ipados, 500, true, "navigationBar.trailing"), (.ipados, 1024, true, "navigationBar.leading"),
    ])
    func compactNavigation(_ platform: Platform, _ width: Double, _ back: Bool, _ expected: String) {
        let output = resolve(toolbar([("n", ToolbarPlacement("navigation"))]), ToolbarContext(platform: platform, width: width, backButton: back))
        #expect(output.toolbar.items.first?.where.rawValue == expected)
    }

    @Test("P5: the watchOS scroll header is listed either way, revealed only when scrolled to the top", arguments: [false, true])
    func scrollHeader(_ scrolled: Bool) throws {
        let output = resolve(toolbar([("p", ToolbarPlacement("primaryAction"))]), ToolbarContext(platform: .watchos, scrolledToTop: scrolled))
        let bar = try #require(output.toolbar.bar(.scrollHeader))
        #expect(bar.center == ["#0"])
        #expect(bar.revealed == scrolled)
    }

    @Test("P6: a title placement replaces the navigation title on iPhone and iPad, and is unsupported elsewhere")
    func titlePlacement() throws {
        var presentation = window
        presentation.navigationTitle = "Notes"
        let decl = toolbar([("t", ToolbarPlacement("title"))])
        let ios = resolve(decl, ToolbarContext(platform: .ios), presentation: presentation).toolbar
        #expect(ios.items.first?.where == .bar(.navigationBar, .center))
        #expect(ios.bar(.navigationBar)?.title == nil)
        #expect(resolve(decl, ToolbarContext(platform: .macos), presentation: presentation).toolbar.items.first?.where == .hidden)
    }

    @Test("P7: the automatic role, and iPadOS's roles for the center area", arguments: [
        (Platform.ipados, "automatic", "editor", "navigationBar.center"), (.ipados, "browser", "browser", "navigationBar.center"),
        (.ipados, "navigationStack", "navigationStack", "overflow"), (.macos, "automatic", "editor", "windowToolbar.leading"),
        (.ios, "automatic", "navigationStack", "overflow"), (.tvos, "automatic", "navigationStack", "hidden"),
    ])
    func roles(_ platform: Platform, _ declared: String, _ resolved: String, _ secondary: String) {
        var presentation = window
        presentation.toolbarRole = declared
        let t = resolve(toolbar(id: "t", [("s", ToolbarPlacement("secondaryAction"))]), ToolbarContext(platform: platform), presentation: presentation).toolbar
        #expect(t.role == resolved)
        #expect(t.items.first?.where.rawValue == secondary)
    }

    @Test("P8: a bar hidden with toolbarVisibility shows none of its items")
    func hiddenBar() {
        var presentation = window
        presentation.barVisibility = ["bottomBar": "hidden"]
        let t = resolve(toolbar([("b", .init("bottomBar")), ("p", .init("primaryAction"))]), ToolbarContext(platform: .ios), presentation: presentation).toolbar
        #expect(t.items.map(\.where) == [.hidden, .bar(.navigationBar, .trailing)])
        #expect(t.bar(.bottomBar) == nil)
    }
}
