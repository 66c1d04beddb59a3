import EaselIR
import Foundation
import Testing

/// `easel render` and `easel customize` against the CLI contract.
@Suite("CLI render and customize")
struct RenderCustomizeTests {
    typealias CLI = CLITests

    static let editor = CLI.cleanFile  // Examples/CustomizableEditor.swift: toolbar "journal.formatting"

    func stateFile() -> String {
        CLI.scratch.appendingPathComponent("easel-state-\(UUID().uuidString).json").path
    }

    func json(_ run: CLI.Run) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    }

    @Test("render --format json has every key of the contract")
    func renderJSON() throws {
        let run = try CLI.easel(["render", Self.editor, "--platform", "macos"])
        #expect(run.status == 0, "\(run.err)")
        let root = try json(run)
        #expect(Set(root.keys) == ["format", "platform", "os", "variant", "size", "diagnostics", "toolbars", "tabs", "commands", "layout"])
        // The variant drawn, every axis named (CLI contract "Variants").
        let variant = try #require(root["variant"] as? [String: Any])
        #expect(variant["locale"] is NSNull && variant["layoutDirection"] as? String == "ltr")
        #expect(variant["orientation"] as? String == "landscape" && variant["dynamicType"] as? String == "large")
        #expect(root["format"] as? String == "easel.render/1")
        #expect(root["platform"] as? String == "macos")
        #expect((root["size"] as? [String: Any])?["width"] as? Double == 1000)
        #expect(root["tabs"] is NSNull)
        let toolbar = try #require((root["toolbars"] as? [[String: Any]])?.first)
        for key in ["id", "customizable", "editable", "visible", "role", "displayMode", "bars", "overflow", "hidden", "palette", "items"] {
            #expect(toolbar[key] != nil, "missing \(key)")
        }
        let item = try #require((toolbar["items"] as? [[String: Any]])?.first)
        for key in ["key", "id", "label", "placement", "behavior", "defaultVisibility", "alwaysAvailable", "where", "canMove", "canRemove"] {
            #expect(item[key] != nil, "missing \(key)")
        }
        let bar = try #require((toolbar["bars"] as? [[String: Any]])?.first)
        for key in ["kind", "leading", "center", "trailing"] { #expect(bar[key] != nil) }
    }

    @Test("render --format json: layout (spec L15, cli-contract Additions) — window, one bar per kind, items with frames, valid against the schema",
          arguments: ["ios", "macos", "ipados"])
    func renderLayout(_ platform: String) throws {
        let file = try CLI.temporaryFile("""
        struct Inbox: View {
            var body: some View {
                NavigationStack {
                    Text("Mail").navigationTitle("Inbox")
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Compose", systemImage: "square.and.pencil") { } } }
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Filter", systemImage: "line.3.horizontal.decrease") { } } }
                }
            }
        }
        """)
        let run = try CLI.easel(["render", file, "--platform", platform])
        #expect(run.status == 0, "\(run.err)")
        let layout = try #require(try json(run)["layout"] as? [String: Any])
        // L15: the content tree: the navigation stack with its text, in the window.
        let content = try #require(layout["content"] as? [String: Any])
        #expect(content["kind"] as? String == "NavigationStack")
        let text = try #require((content["children"] as? [[String: Any]])?.first)
        #expect(text["kind"] as? String == "Text" && text["text"] as? String == "Mail" && text["lines"] as? Int == 1)
        let window = try #require(layout["window"] as? [String: Double])
        #expect(window["x"] == 0 && window["y"] == 0 && (window["width"] ?? 0) > 0)
        let bars = try #require(layout["bars"] as? [[String: Any]])
        let main = platform == "macos" ? "windowToolbar" : "navigationBar"
        // L2: two modifiers, one bar, both items in it, each naming its toolbar.
        #expect(bars.filter { $0["kind"] as? String == main }.count == 1)
        let bar = try #require(bars.first { $0["kind"] as? String == main })
        let items = try #require(bar["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["toolbar"] as? Int }.sorted() == [0, 1])
        #expect((bar["title"] as? [String: Any])?["text"] as? String == "Inbox")
        #expect((bar["title"] as? [String: Any])?["mode"] as? String == "inline")
        // The shipped schema describes the key.
        #expect(try CLITests.meetsRenderSchema(run.stdout))
    }

    @Test("render options: sizes, presentation, keyboard, scrolled-to-top, text format, -o")
    func renderOptions() throws {
        let small = try json(try CLI.easel(["render", Self.editor, "--platform", "ipados", "--width", "400", "--height", "500"]))
        #expect((small["size"] as? [String: Any])?["width"] as? Double == 400)
        let text = try CLI.easel(["render", Self.editor, "--platform", "ios", "--format", "text", "--keyboard", "--presentation", "sheet",
                                  "--scrolled-to-top", "--color-scheme", "dark"])
        #expect(text.status == 0, "\(text.err)")
        #expect(text.out.contains("navigationBar |"))
        let out = stateFile()
        let written = try CLI.easel(["render", Self.editor, "--format", "text", "-o", out])
        #expect(written.status == 0 && written.out.isEmpty)
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("toolbar \"journal.formatting\""))
        #expect(try CLI.easel(["render", Self.editor, "--width", "-3"]).status == 2)
        #expect(try CLI.easel(["render", Self.editor, "--presentation", "popover"]).status == 2)
    }

    @Test("customize: an accepted edit creates the state file; render shows it")
    func accepted() throws {
        let state = stateFile()
        #expect(!FileManager.default.fileExists(atPath: state))
        let run = try CLI.easel(["customize", Self.editor, "--state", state, "--platform", "macos", "--remove", "share"])
        #expect(run.status == 0, "\(run.err)")
        #expect(FileManager.default.fileExists(atPath: state))
        let saved = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any])
        #expect(saved["format"] as? String == "easel.customization/1")
        let rendered = try json(try CLI.easel(["render", Self.editor, "--platform", "macos", "--state", state]))
        let items = try #require(((rendered["toolbars"] as? [[String: Any]])?.first?["items"] as? [[String: Any]]))
        #expect(items.first { $0["key"] as? String == "share" }?["where"] as? String == "hidden")
        #expect(((rendered["toolbars"] as? [[String: Any]])?.first?["palette"] as? [String])?.contains("share") == true)
    }

    @Test("customize: a rejected edit exits 3, names the reason, and leaves the file byte for byte", arguments: [
        (["--remove", "ghost"], "unknownItem"),
        (["--add", "share"], "alreadyInToolbar"),
        (["--move", "share", "--to", "99"], "indexOutOfRange"),
    ])
    func rejected(_ edit: [String], _ reason: String) throws {
        let state = stateFile()
        #expect(try CLI.easel(["customize", Self.editor, "--state", state, "--platform", "macos", "--display-mode", "labelOnly"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: state))
        let run = try CLI.easel(["customize", Self.editor, "--state", state, "--platform", "macos"] + edit)
        #expect(run.status == 3)
        #expect(run.err.contains(reason))
        #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == before)
    }

    @Test("customize: not editable on iPhone (notEditableHere), not customizable without toolbar(id:)")
    func notHere() throws {
        let state = stateFile()
        let iphone = try CLI.easel(["customize", Self.editor, "--state", state, "--platform", "ios", "--reset"])
        #expect(iphone.status == 3 && iphone.err.contains("notEditableHere"))
        #expect(!FileManager.default.fileExists(atPath: state))
        let plain = try CLI.temporaryFile("struct V: View { var body: some View { Text(\"x\").toolbar { Button(\"A\") { } } } }")
        let run = try CLI.easel(["customize", plain, "--state", state, "--platform", "macos", "--reset"])
        #expect(run.status == 3 && run.err.contains("notCustomizable"))
    }

    @Test("customize: a corrupt state file is replaced by the next accepted edit and kept as .bak")
    func corruptState() throws {
        let state = stateFile()
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: state))
        let render = try CLI.easel(["render", Self.editor, "--platform", "macos", "--state", state])
        #expect(render.status == 0)
        #expect(render.out.contains("state-unreadable"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == Data("{ not json".utf8))
        let run = try CLI.easel(["customize", Self.editor, "--state", state, "--platform", "macos", "--hide-toolbar"])
        #expect(run.status == 0, "\(run.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: state + ".bak")) == Data("{ not json".utf8))
    }

    @Test("customize: usage errors exit 2", arguments: [
        ["--add", "a", "--remove", "b"], ["--to", "3"], ["--move", "a"], [],
    ])
    func usage(_ edit: [String]) throws {
        #expect(try CLI.easel(["customize", Self.editor, "--state", stateFile()] + edit).status == 2)
    }

    static let library = CLI.examples.appendingPathComponent("LibraryTabCustomization.swift").path

    @Test("render: the tabs part of the contract")
    func renderTabs() throws {
        let root = try json(try CLI.easel(["render", Self.library, "--platform", "ipados"]))
        let tabs = try #require(root["tabs"] as? [String: Any])
        for key in ["style", "presentation", "customizable", "editable", "selected", "tabBar", "sidebar", "tabs"] { #expect(tabs[key] != nil, "missing \(key)") }
        #expect(tabs["presentation"] as? String == "tabBar")
        let sidebar = try #require(tabs["sidebar"] as? [[String: Any]])
        #expect(sidebar.first?["section"] is NSNull)
        let tab = try #require((tabs["tabs"] as? [[String: Any]])?.first)
        for key in ["key", "id", "title", "systemImage", "behavior", "canHide", "canMove"] { #expect(tab[key] != nil, "missing \(key)") }
    }

    @Test("customize --tabs: hide, show and move a tab; the next render shows it and it survives")
    func tabsEdits() throws {
        let state = stateFile()
        func tabBar() throws -> [String] {
            let root = try json(try CLI.easel(["render", Self.library, "--platform", "ipados", "--state", state]))
            return try #require((root["tabs"] as? [String: Any])?["tabBar"] as? [String])
        }
        let before = try tabBar()
        #expect(try CLI.easel(["customize", Self.library, "--state", state, "--tabs", "--platform", "ipados",
                               "--hide", "library.search", "--for", "tabBar"]).status == 0)
        #expect(try tabBar() == before.filter { $0 != "library.search" })
        #expect(try CLI.easel(["customize", Self.library, "--state", state, "--tabs", "--platform", "ipados",
                               "--show", "library.search", "--for", "tabBar"]).status == 0)
        #expect(try CLI.easel(["customize", Self.library, "--state", state, "--tabs", "--platform", "ipados",
                               "--move", "library.store", "--to", "0"]).status == 0)
        #expect(try tabBar().first == "library.store")
        let saved = try String(contentsOfFile: state, encoding: .utf8)
        #expect(saved.contains("readingLibraryTabs"))
        #expect(try CLI.easel(["customize", Self.library, "--state", state, "--tabs", "--platform", "ipados", "--reset-order"]).status == 0)
        #expect(try tabBar() == before)
    }

    @Test("customize --tabs: rejected tab edits exit 3 with the B9 reason, the file unchanged", arguments: [
        (["--hide", "library.readingNow", "--for", "sidebar"], "forbiddenByBehavior"),
        (["--hide", "nowhere", "--for", "tabBar"], "unknownTab"),
        (["--move", "library.shelf.Fiction", "--to", "0", "--section", "library.collections"], "forbiddenByBehavior"),
    ])
    func tabsRejected(_ edit: [String], _ reason: String) throws {
        let state = stateFile()
        #expect(try CLI.easel(["customize", Self.library, "--state", state, "--tabs", "--platform", "ipados", "--reset-visibility"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: state))
        let run = try CLI.easel(["customize", Self.library, "--state", state, "--tabs", "--platform", "ipados"] + edit)
        #expect(run.status == 3)
        #expect(run.err.contains(reason))
        #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == before)
    }

    @Test("customize --tabs: usage errors exit 2", arguments: [["--hide", "a"], ["--for", "sidebar"], ["--remove", "a"], []])
    func tabsUsage(_ edit: [String]) throws {
        #expect(try CLI.easel(["customize", Self.library, "--state", stateFile(), "--tabs"] + edit).status == 2)
    }

    @Test("render --format svg, png and html")
    func pictures() throws {
        let svg = try CLI.easel(["render", Self.editor, "--platform", "ipados", "--format", "svg"])
        #expect(svg.status == 0 && svg.out.hasPrefix("<svg") && svg.out.contains("id=\"item-bold\""))
        let out = stateFile().replacingOccurrences(of: ".json", with: ".png")
        let png = try CLI.easel(["render", Self.editor, "--platform", "macos", "--format", "png", "--scale", "2", "-o", out])
        #expect(png.status == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(data[16..<20].reduce(0) { $0 << 8 | Int($1) } == 2000)
        let html = try CLI.easel(["render", Self.editor, "--platform", "ios", "--format", "html"])
        #expect(html.status == 0 && html.out.hasPrefix("<!doctype html>") && html.out.contains("<svg") && html.out.contains("easel.render/1"))
        #expect(try CLI.easel(["render", Self.editor, "--format", "png", "--scale", "4"]).status == 2)
    }

    @Test("-o onto a device writes through it instead of replacing it")
    func outputToDevice() throws {
        #expect(try CLI.easel(["render", Self.editor, "--format", "svg", "-o", "/dev/null"]).status == 0)
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
    }
}
