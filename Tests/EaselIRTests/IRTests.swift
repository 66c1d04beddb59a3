import EaselIR
import Foundation
import Testing

/// The IR is plain Codable data: it round-trips through JSON unchanged, deterministically.
@Suite("UI IR")
struct IRTests {
    static let content = ViewNode(
        kind: "Button", identity: "Editor/ToolbarItem@0/Button@0",
        arguments: [
            IRArgument("title", .string("Add")), IRArgument("action", .closure(SourceLocation(line: 4, column: 9))),
            IRArgument("label", .views([ViewNode(kind: "Image", identity: "x/label/Image@0", arguments: [IRArgument("systemName", .string("plus"))])])),
        ],
        modifiers: [IRModifier(name: "frame", arguments: [IRArgument("width", .double(150))], range: SourceRange(start: .init(line: 5, column: 2), end: .init(line: 5, column: 20)))],
        range: SourceRange(start: .init(line: 3, column: 1), end: .init(line: 6, column: 2)), interactive: true)

    static let everyValue: [IRValue] = [
        .null, .bool(true), .int(-3), .double(12), .double(0.5), .string("s"), .array([.int(1), .string("a")]),
        .dictionary([IRPair(.string("k"), .int(1))]), .range(lower: .int(8), upper: .int(120), closed: true),
        .symbol(IRSymbol(type: "Font", name: "system", fields: ["size": .double(12), "weight": .symbol(IRSymbol(type: "Font.Weight", name: "bold"))])),
        .symbol(IRSymbol(type: nil, name: "leading")), .views([content]), .binding("Editor.text"), .constantBinding(.bool(true)),
        .closure(SourceLocation(line: 1, column: 2)), .keyPath(["self"]), .record(type: "Item", fields: [IRPair(.string("id"), .int(1))]),
    ]

    static let document = IRDocument(
        root: RootDecl(kind: .preview, name: "Preview"),
        view: ViewNode(kind: "Editor", origin: .source, identity: "Editor", children: [content]),
        app: AppDecl(name: "NotesApp", scenes: [SceneDecl(kind: "WindowGroup", title: nil, commands: ["ToolbarCommands"], content: nil, range: .none)]),
        toolbars: [ToolbarDecl(id: "main", host: "Editor", presentation: "window", items: [
            ToolbarItemDecl(key: "add", id: "add", index: 0, kind: .item, placement: ToolbarPlacement("primaryAction"), behavior: "disabled",
                            label: "Add", systemImage: "plus", content: content),
            ToolbarItemDecl(key: "#1", id: nil, index: 1, kind: .spacer, placement: ToolbarPlacement("accessoryBar", accessoryBarID: "1"),
                            group: ToolbarGroupRef(index: 0, label: "Tools", range: .none), spacerSize: "fixed"),
        ], range: .none)],
        tabViews: [TabViewDecl(identity: "T", presentation: "window", style: "sidebarAdaptable",
                               customization: TabCustomizationBinding(property: "c", storage: .appStorage, key: "tabs", slot: "appStorage:tabs"),
                               selection: nil, selectedKey: "home",
                               tabs: [TabDecl(key: "home", customizationID: "home", index: 0, title: "Home", systemImage: "house", value: .string("h"),
                                              behavior: .automatic, defaultVisibility: PerTabPlacement(sidebar: "automatic", tabBar: "hidden"),
                                              placement: "pinned", section: "s", legacyTabItem: false, content: nil, range: .none)],
                               sections: [TabSectionDecl(key: "s", customizationID: "s", title: "S", tabs: ["home"], behavior: .automatic,
                                                         defaultVisibility: .automatic, range: .none)], range: .none)],
        presentations: [PresentationDecl(id: "window", kind: "window", navigationTitle: "Notes", toolbarRole: "editor", barVisibility: ["bottomBar": "hidden"])],
        apiDeclarations: [APIDeclaration(kind: "func", name: "toolbar", line: 3)],
        diagnostics: [Diagnostic(.warning, "unknown-modifier", at: SourceLocation(line: 2, column: 4), "m")])

    @Test("every IR value round-trips through JSON", arguments: everyValue)
    func valueRoundTrip(_ value: IRValue) throws {
        let data = try EaselJSON.encode(value)
        #expect(try EaselJSON.decode(IRValue.self, from: data) == value)
    }

    @Test("a double stays a double and an int an int")
    func numbers() throws {
        #expect(String(decoding: try EaselJSON.encode(IRValue.double(12), pretty: false), as: UTF8.self) == #"{"kind":"double","value":12}"#)
        #expect(String(decoding: try EaselJSON.encode(IRValue.int(12), pretty: false), as: UTF8.self) == "12")
    }

    @Test("a whole document round-trips, byte for byte")
    func documentRoundTrip() throws {
        let data = try EaselJSON.encode(Self.document)
        let decoded = try EaselJSON.decode(IRDocument.self, from: data)
        #expect(decoded == Self.document)
        #expect(try EaselJSON.encode(decoded) == data)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""customizable" : true"#))
        #expect(json.contains(#""format" : "easel.ir\/1""#) || json.contains(#""format" : "easel.ir/1""#))
    }

    @Test("an unknown value kind is a decoding error, not a crash")
    func corruptValue() {
        #expect(throws: DecodingError.self) { try EaselJSON.decode(IRValue.self, from: Data(#"{"kind":"nonsense"}"#.utf8)) }
    }

    @Test("diagnostics print like a compiler's and sort by position")
    func diagnostics() {
        let a = Diagnostic(.error, "syntax", at: SourceLocation(line: 3, column: 5), "expected ')'")
        let b = Diagnostic(.note, "x", at: SourceLocation(line: 1, column: 1), "n")
        #expect(a.formatted(file: "V.swift") == "V.swift:3:5: error: expected ')' [syntax]")
        #expect([a, b].sortedForOutput() == [b, a])
        #expect([a, b].hasErrors && ![b].hasErrors)
    }

    @Test("a set of diagnostics drops only repeats: same place and code with another text is kept")
    func diagnosticsInASet() {
        let a = Diagnostic(.warning, "x", at: SourceLocation(line: 2, column: 3), "one")
        var b = a
        b.message = "two"
        var withFix = a
        withFix.fixIts = [FixIt(SourceRange(start: .init(line: 2, column: 3), end: .init(line: 2, column: 4)), "y")]
        #expect(Set([a, a, b, withFix]).count == 3)
        #expect(a.hashValue == Diagnostic(.warning, "x", at: SourceLocation(line: 2, column: 3), "one").hashValue)
    }

    @Test("a search of the view tree goes in walk order and stops at the first match")
    func firstInWalkOrder() {
        var visited: [String] = []
        let found = Self.content.first { visited.append($0.kind); return $0.kind == "Image" }
        #expect(found?.identity == "x/label/Image@0")
        #expect(visited == ["Button", "Image"])
        var walked: [String] = []
        Self.document.view?.walk { walked.append($0.identity) }
        #expect(walked == ["Editor", "Editor/ToolbarItem@0/Button@0", "x/label/Image@0"])
        #expect(Self.document.view?.find(identity: "x/label/Image@0")?.kind == "Image")
        #expect(Self.document.view?.contains { $0.kind == "List" } == false)
    }

    @Test("default sizes per platform (CLI contract)")
    func platforms() {
        #expect(Platform.allCases.map(\.rawValue) == ["macos", "ios", "ipados", "tvos", "watchos", "visionos"])
        #expect(Platform.ipados.defaultSize == (1024, 768))
        #expect(Platform.watchos.defaultSize == (198, 242))
    }
}

extension IRValue: CustomTestStringConvertible {
    public var testDescription: String { (try? EaselJSON.string(self, pretty: false)) ?? "?" }
}
