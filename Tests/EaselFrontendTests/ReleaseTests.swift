import EaselFrontend
import EaselIR
import Testing

/// Spec G1, N11: the OS release as an input of the front end — `#available`, APIs a release lacks,
/// APIs it deprecates.
@Suite("OS release")
struct ReleaseTests {
    func evaluate(_ source: String, _ platform: Platform = .ios, os: OSRelease) -> IRDocument {
        Frontend.compile(source, platform: platform).evaluate(options: EvaluationOptions(platform: platform, os: os)).document
    }

    @Test("G1: #available and #unavailable are decided for the platform and release rendered; an unnamed platform falls under *",
          arguments: [(Platform.ios, OSRelease.v27, "new"), (.ios, .v26, "new"), (.ios, .v18, "old"), (.macos, .v18, "old"),
                      (.macos, .v27, "new"), (.watchos, .v18, "new")])
    func available(_ platform: Platform, _ os: OSRelease, _ expected: String) {
        let source = view("""
                if #available(iOS 26, macOS 26, *) { Text("new") } else { Text("old") }
        """)
        #expect(texts(evaluate(source, platform, os: os)) == [expected])
        let unavailable = view("""
                if #unavailable(iOS 26) { Text("old") } else { Text("new") }
        """)
        let iOS: Platform = platform == .macos || platform == .watchos ? .ios : platform
        #expect(texts(evaluate(unavailable, iOS, os: os)) == [os.hasGlass ? "new" : "old"])
    }

    @Test("G1: an API a release lacks is an unavailable-api warning naming the release that added it, and is left out")
    func unavailableAPI() throws {
        let source = view("""
                NavigationStack {
                    Text("x").toolbar {
                        ToolbarSpacer(.fixed)
                        ToolbarItem { Button("A") {} }
                    }
                    .navigationSubtitle("Sub")
                }
        """)
        let old = evaluate(source, os: .v18)
        let warnings = old.diagnostics.filter { $0.code == "unavailable-api" }
        #expect(warnings.count == 2)
        let spacer = try #require(warnings.first { $0.message.contains("'ToolbarSpacer'") })
        let line = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("ToolbarSpacer") }.map { $0 + 1 }
        #expect(spacer.severity == .warning && spacer.line == line)
        #expect(spacer.message.contains("iOS 18") && spacer.message.contains("added in iOS 26"))
        #expect(old.toolbars[0].items.map(\.kind) == [.item], "the spacer is not there")
        #expect(old.presentations[0].navigationSubtitle == nil)
        let today = evaluate(source, os: .v27)
        #expect(!today.diagnostics.contains { $0.code == "unavailable-api" })
        #expect(today.toolbars[0].items.map(\.kind) == [.spacer, .item])
        #expect(today.presentations[0].navigationSubtitle == "Sub")
    }

    @Test("G1: an API of no release of the platform is unavailable there (ToolbarOverflowMenu on a Mac); one warning per API")
    func wrongPlatform() {
        let source = view("""
                Text("x").toolbar {
                    ToolbarOverflowMenu { Button("A") {} }
                    ToolbarOverflowMenu { Button("B") {} }
                }
        """)
        let mac = evaluate(source, .macos, os: .v27)
        #expect(mac.diagnostics.filter { $0.code == "unavailable-api" }.count == 1)
        #expect(mac.toolbars[0].items.isEmpty)
        let phone = evaluate(source, .ios, os: .v27)
        #expect(phone.toolbars[0].items.map(\.inOverflowMenu) == [true, true])
    }

    @Test("N11: deprecated spellings still work on 27, with a deprecated-api note naming the replacement; none on 18")
    func deprecated() throws {
        let source = view("""
                NavigationStack {
                    Text("x")
                        .toolbar {
                            ToolbarItem(placement: .navigationBarLeading) { Button("A") {} }
                            ToolbarItem(id: "b", placement: .navigationBarTrailing, showsByDefault: false) { Button("B") {} }
                        }
                        .toolbar(.hidden, for: .bottomBar)
                        .toolbarBackground(.visible, for: .navigationBar)
                }
        """)
        let today = evaluate(source, os: .v27)
        let notes = today.diagnostics.filter { $0.code == "deprecated-api" }
        #expect(notes.allSatisfy { $0.severity == .note })
        let messages = notes.map(\.message).joined(separator: "\n")
        #expect(messages.contains("use topBarLeading instead") && messages.contains("use topBarTrailing instead"))
        #expect(messages.contains("toolbarVisibility(_:for:)") && messages.contains("toolbarBackgroundVisibility(_:for:)"))
        #expect(messages.contains("defaultCustomization"))
        #expect(today.toolbars[0].items.first?.placement.name == "topBarLeading", "still honoured")
        #expect(today.presentations[0].barVisibility["bottomBar"] == "hidden")
        #expect(evaluate(source, os: .v18).diagnostics.allSatisfy { $0.code != "deprecated-api" })
    }

    @Test("N4: visibilityPriority is macOS 26.1's: a warning on a Mac of 26, none on 27 or on an iPhone of 27")
    func visibilityPriority() {
        let source = view("""
                Text("x").toolbar { ToolbarItem { Button("A") {} }.visibilityPriority(.high) }
        """)
        func warned(_ platform: Platform, _ os: OSRelease) -> Bool {
            evaluate(source, platform, os: os).diagnostics.contains { $0.code == "unavailable-api" && $0.message.contains("macOS 26.1") || $0.message.contains("iOS 27") }
        }
        #expect(warned(.macos, .v26))
        #expect(!warned(.macos, .v27))
        #expect(!warned(.ios, .v27))
        #expect(evaluate(source, .ios, os: .v27).toolbars[0].items[0].visibilityPriority == "high")
        #expect(evaluate(source, .macos, os: .v26).toolbars[0].items[0].visibilityPriority == "automatic", "ignored where it does not exist")
    }

    @Test("N8, N10, N3: an item's role, prominence, tint, badge and shared background are read into the IR")
    func itemTraits() throws {
        let source = view("""
                Text("x").toolbar {
                    ToolbarItem { Button(role: .confirm) {} }
                    ToolbarItem { Button("Send", systemImage: "paperplane") {}.buttonStyle(.glassProminent).tint(.green) }
                    ToolbarItem { Button("Inbox", systemImage: "tray") {}.badge(4) }
                    ToolbarItem { Text("Status") }.sharedBackgroundVisibility(.hidden)
                }
        """)
        let items = evaluate(source, os: .v27).toolbars[0].items
        #expect(items[0].role == "confirm" && items[0].prominent && items[0].label == "Done" && items[0].systemImage == "checkmark")
        #expect(items[1].prominent && items[1].tint == "green")
        #expect(items[2].badge == "4")
        #expect(items[3].sharedBackgroundHidden)
    }
}
