import EaselFrontend
import EaselIR
import EaselToolbars
import Foundation
import Testing

/// Spec S1–S5: the saved document, migration across versions of the source, bad files.
@Suite("Persistence and migration")
final class PersistenceTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func editor(_ items: String) -> ToolbarDecl {
        Frontend.ir("""
        struct Editor: View {
            var body: some View {
                Text("x").toolbar(id: "editor") {
        \(items)
                }
            }
        }
        """).toolbars[0]
    }

    @Test("S1: a versioned document keyed by toolbar id, round-tripping through the store")
    func document() throws {
        let store = CustomizationStore(url: folder.appendingPathComponent("state.json"))
        #expect(store.load().document == CustomizationDocument())
        var document = CustomizationDocument()
        document.toolbars["main"] = ToolbarCustomization(items: ["b", "a"], seen: ["a", "b", "c"], displayMode: .labelOnly, visible: false)
        try store.save(document)
        let loaded = store.load()
        #expect(loaded.diagnostics.isEmpty && !loaded.unreadable)
        #expect(loaded.document == document)
        let json = try String(contentsOf: store.url, encoding: .utf8)
        #expect(json.contains(#""format" : "easel.customization/1""#))
        #expect(json.contains(#""displayMode" : "labelOnly""#))
    }

    @Test("S2: toolbars sharing an id share one state")
    func sharedState() throws {
        let ir = Frontend.ir("""
        struct Two: View {
            var body: some View {
                VStack {
                    Text("a").toolbar(id: "shared") { ToolbarItem(id: "x", placement: .primaryAction) { Button("X") { } } }
                    Text("b").toolbar(id: "shared") { ToolbarItem(id: "x", placement: .primaryAction) { Button("X") { } } }
                }
            }
        }
        """)
        var document = CustomizationDocument()
        document.toolbars["shared"] = ToolbarCustomization(items: [], seen: ["x"])
        let rendered = Renderer(context: ToolbarContext(platform: .macos), measurer: fonts).render(ir, customizations: document)
        #expect(rendered.toolbars.count == 2)
        #expect(rendered.toolbars.allSatisfy { $0.item("x")?.where == .hidden })
    }

    @Test("S3: migration across two versions of a source file")
    func migration() throws {
        let v1 = editor("""
                    ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") { } }
                    ToolbarItem(id: "italic", placement: .primaryAction) { Button("Italic") { } }
                    ToolbarItem(id: "strike", placement: .primaryAction) { Button("Strike") { } }
                    ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") { } }
        """)
        let model1 = CustomizationModel(v1)
        var saved = try model1.apply(.move("share", to: 0), to: model1.defaultState(), on: .macos)  // share, bold, italic, strike
        saved = try model1.apply(.remove("italic"), to: saved, on: .macos)                           // share, bold, strike
        #expect(saved.items == ["share", "bold", "strike"])

        // Version 2: `strike` is gone, `underline` (new) sits after `bold`, `palette` is new but hidden by
        // default, and `share` became reorderable while `italic` became disabled.
        let v2 = editor("""
                    ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") { } }
                    ToolbarItem(id: "underline", placement: .primaryAction) { Button("Underline") { } }
                    ToolbarItem(id: "italic", placement: .primaryAction) { Button("Italic") { } }
                        .customizationBehavior(.disabled)
                    ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") { } }
                        .customizationBehavior(.reorderable)
                    ToolbarItem(id: "palette", placement: .primaryAction) { Button("Palette") { } }
                        .defaultCustomization(.hidden)
        """)
        let migrated = CustomizationModel(v2).migrate(saved)
        // Saved order kept; `strike` dropped but still seen; `underline` after its nearest present
        // predecessor `bold`; `italic` forced back (now disabled); `palette` not added.
        #expect(migrated.items == ["share", "bold", "underline", "italic"])
        #expect(migrated.seen == ["bold", "italic", "palette", "share", "strike", "underline"])

        // A removed item stays removed when it comes back to the source.
        let v3 = editor("""
                    ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") { } }
                    ToolbarItem(id: "strike", placement: .primaryAction) { Button("Strike") { } }
        """)
        let back = CustomizationModel(v3).migrate(migrated)
        #expect(back.items == ["bold"])
        #expect(CustomizationModel(v3).migrate(CustomizationModel(v3).migrate(migrated)) == back)  // idempotent
    }

    @Test("S4: an unreadable, foreign or inconsistent file gives defaults and a warning, and stays as it was", arguments: [
        ("not json at all", "state-unreadable"),
        (#"{"format": "easel.customization/1", "toolbars": {"main": {"items": 3}}}"#, "state-unreadable"),
        (#"{"format": "someone-else/7", "toolbars": {}}"#, "state-unknown-format"),
        (#"{"format": "easel.customization/1", "toolbars": {"main": {"items": ["a", "a"], "seen": ["a"], "displayMode": "iconOnly", "visible": true}}}"#, "state-inconsistent"),
        ("\u{0}\u{1}\u{2}", "state-unreadable"),
    ])
    func corrupt(_ contents: String, _ code: String) throws {
        let url = folder.appendingPathComponent("state.json")
        try Data(contents.utf8).write(to: url)
        let loaded = CustomizationStore(url: url).load()
        #expect(loaded.document == CustomizationDocument())
        #expect(loaded.unreadable)
        #expect(loaded.diagnostics.map(\.code) == [code])
        #expect(loaded.diagnostics.first?.severity == .warning)
        #expect(try Data(contentsOf: url) == Data(contents.utf8))
    }

    @Test("S4, S5: a later successful save replaces an unreadable file and keeps it as .bak")
    func backup() throws {
        let url = folder.appendingPathComponent("state.json")
        try Data("garbage".utf8).write(to: url)
        let store = CustomizationStore(url: url)
        let loaded = store.load()
        var document = loaded.document
        document.toolbars["t"] = ToolbarCustomization(items: ["a"], seen: ["a"])
        try store.save(document, keepingUnreadable: loaded.unreadable)
        #expect(try Data(contentsOf: url.appendingPathExtension("bak")) == Data("garbage".utf8))
        #expect(store.load().document == document)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test("S5: a save into a folder that does not exist yet creates it")
    func createsFolder() throws {
        let store = CustomizationStore(url: folder.appendingPathComponent("deep/er/state.json"))
        try store.save(CustomizationDocument())
        #expect(store.load().document == CustomizationDocument())
    }

    @Test("B7: tab customizations live in the same document, beside the toolbars, and survive a toolbar edit")
    func keepsTabs() throws {
        let url = folder.appendingPathComponent("state.json")
        try Data(#"{"format":"easel.customization/1","toolbars":{},"tabs":{"libraryTabs":{"tabs":{"a":{"sidebarVisibility":"hidden","tabBarVisibility":"automatic"}},"tabOrder":{"s":["b","a"]},"seen":["a","b"]}}}"#.utf8).write(to: url)
        let store = CustomizationStore(url: url)
        var document = store.load().document
        #expect(document.tabs["libraryTabs"]?.sidebarVisibility("a") == "hidden")
        document.toolbars["t"] = ToolbarCustomization(items: [], seen: [])
        try store.save(document)
        let reloaded = store.load().document.tabs["libraryTabs"]
        #expect(reloaded?.tabOrder == ["s": ["b", "a"]])
        #expect(reloaded?.tabBarVisibility("a") == "automatic")
    }
}
