@testable import EaselFrontend
import EaselIR
import Foundation
import Testing

/// Colours as an app makes them: `Color(red:green:blue:)` and its kin are values like `Color.red`;
/// a project's asset catalogs (`Tests/Projects/Branded`) give `Color("Brand")`, the members Xcode
/// generates for them (`.warning`), `UIColor(named:)` and the app's accent colour; UIKit's and
/// AppKit's colours are the system's. A name no catalog has draws nothing, as in SwiftUI, and says so.
@Suite("Asset colours")
struct AssetColorTests {
    static let branded = repositoryRoot.appendingPathComponent("Tests/Projects/Branded")

    /// The fixture's colour files, read as the command line reads them.
    static func catalogs() -> AssetCatalogs {
        AssetCatalogs(files: ProjectFiles.assetCatalogFiles(at: branded.path).map { path in
            AssetCatalogs.File(path: path, contents: FileManager.default.contents(atPath: path) ?? Data())
        })
    }

    static func catalog() -> AssetColors { catalogs().colors }

    static func evaluate(_ source: String, assets: AssetCatalogs = catalogs(), platform: Platform = .ios) -> IRDocument {
        let program = Frontend.compile(files: [SourceFile(path: "V.swift", text: source)], platform: platform, assets: assets)
        return program.evaluate(options: EvaluationOptions(platform: platform)).document
    }

    /// The colour symbol of the first `Color` view, or of the first `foregroundStyle`.
    static func color(_ d: IRDocument) -> IRSymbol? {
        nodes(d).lazy.compactMap { n in
            n.argument("color")?.symbolValue ?? n.modifier("foregroundStyle")?.arguments.first?.value.symbolValue
        }.first
    }

    static func hex(_ symbol: IRSymbol?, dark: Bool = false) -> String? {
        symbol.flatMap(ColorValue.init)?.resolved(dark: dark) { SystemColors.pair(type: $0, name: $1).map { dark ? $0.dark : $0.light } }?.hex
    }

    @Test("the fixture's catalog: colour sets found under the catalog, a namespace folder's name kept, Xcode's component forms read")
    func reading() throws {
        let colors = Self.catalog()
        #expect(colors.names == ["AccentColor", "Brand", "Empty", "Palette/Highlight", "WarningColor"])
        #expect(colors.diagnostics.isEmpty)
        let accent = try #require(colors.color(named: "AccentColor", on: .ios))
        #expect(accent.fields["light"] == .string("#128C3AFF"), "8-bit hex components")
        let brand = try #require(colors.color(named: "Brand", on: .ios))
        #expect(brand.fields["light"] == .string("#CC6633FF") && brand.fields["dark"] == .string("#FF9966FF"),
                "fractions; the dark appearance apart; the high-contrast one not a preview's")
        #expect(colors.color(named: "Palette/Highlight", on: .ios)?.fields["light"] == .string("#FFFF0080"), "8-bit decimal components")
        #expect(colors.color(named: "Palette/Highlight", on: .macos)?.fields["light"] == .string("#0000FFFF"), "the Mac's idiom first")
        #expect(colors.color(named: "WarningColor", on: .ios)?.fields["light"] == .string("UIColor.systemOrange"), "a reference to a system colour")
        #expect(colors.contains("Empty") && colors.color(named: "Empty", on: .ios) == nil, "Xcode's empty set gives no colour")
        let broken = AssetColors(files: [.init(path: "A.xcassets/Bad.colorset/Contents.json", contents: Data("{".utf8))])
        #expect(broken.diagnostics.map(\.code) == ["asset-file"])
        #expect(broken.diagnostics.first?.location.file == "A.xcassets/Bad.colorset/Contents.json")
    }

    @Test("the members Xcode generates: lower camel case, words joined, a trailing Color dropped")
    func generatedMembers() {
        #expect(AssetCatalogs.generatedMember("LightGreen", droppingSuffix: "Color") == "lightGreen")
        #expect(AssetCatalogs.generatedMember("AccentColor", droppingSuffix: "Color") == "accent")
        #expect(AssetCatalogs.generatedMember("BackgroundColor", droppingSuffix: "Color") == "background")
        #expect(AssetCatalogs.generatedMember("TextColorButton", droppingSuffix: "Color") == "textColorButton")
        #expect(AssetCatalogs.generatedMember("background.cyan", droppingSuffix: "Color") == "backgroundCyan")
        #expect(AssetCatalogs.generatedMember("UIBlue", droppingSuffix: "Color") == "uiBlue")
        #expect(AssetCatalogs.generatedMember("Color", droppingSuffix: "Color") == "color")
        #expect(AssetCatalogs.generatedMember("2Tone", droppingSuffix: "Color") == nil, "no member starts with a digit")
    }

    @Test("Color(\"Brand\"), Color.warning, .warning, Color(.warning) and UIColor(named:) draw the catalog's colours")
    func namedColors() {
        for written in ["Color(\"Brand\")", "Color(\"Brand\", bundle: nil)", "Color(uiColor: UIColor(named: \"Brand\")!)"] {
            let d = Self.evaluate(view("\(written).frame(height: 20)"))
            #expect(errors(d).isEmpty && diagnostics(d, code: "asset-color").isEmpty, "\(written): \(d.diagnostics)")
            #expect(Self.hex(Self.color(d)) == "#CC6633" && Self.hex(Self.color(d), dark: true) == "#FF9966", "\(written)")
        }
        for written in ["Text(\"!\").foregroundStyle(.warning)", "Text(\"!\").foregroundStyle(Color.warning)", "Color(.warning)"] {
            let d = Self.evaluate(view(written))
            #expect(d.diagnostics.isEmpty, "\(written): \(d.diagnostics)")
            #expect(Self.hex(Self.color(d)) == "#FF9500", "\(written)")
        }
    }

    @Test("a name no catalog has: a warning that names the nearest set; without catalogs (one file) a note")
    func missing() throws {
        let d = Self.evaluate(view("Color(\"Brnad\").frame(height: 20)"))
        let warning = try #require(diagnostics(d, code: "asset-color").first)
        #expect(warning.severity == .warning && warning.message.contains("did you mean 'Brand'"), "\(warning.message)")
        #expect(warning.location.line == 4)
        let single = ir(view("Color(\"Brand\")"))
        #expect(diagnostics(single, code: "asset-color").map(\.severity) == [.note])
        #expect(Self.hex(Self.color(single)) == nil, "nothing to draw")
    }

    @Test("components, spaces and the system's colours: Color(red:…) is a value like Color.red, as a view and as a style")
    func constructed() {
        let cases: [(String, String)] = [
            ("Color(red: 0.8, green: 0.4, blue: 0.2)", "#CC6633"),
            ("Color(.sRGB, red: 0.8, green: 0.4, blue: 0.2, opacity: 0.5)", "#CC663380"),
            ("Color(.displayP3, red: 0.8, green: 0.4, blue: 0.2)", "#DB5E1F"),
            ("Color(white: 0.5)", "#808080"),
            ("Color(hue: 0.5, saturation: 1, brightness: 1)", "#00FFFF"),
            ("Color(red: 0.8, green: 0.4, blue: 0.2).opacity(0.5)", "#CC663380"),
            ("Color(.systemGray6)", "#F2F2F7"),
            ("Color(uiColor: .secondarySystemBackground)", "#F2F2F7"),
            ("Color(UIColor.label)", "#000000"),
            ("Color(uiColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1))", "#FF0000"),
            ("Color(UIColor.secondaryLabel.withAlphaComponent(0.5))", "#3C3C434D"),
            ("Color(nsColor: .windowBackgroundColor)", "#ECECEC"),
            ("Text(\"x\").foregroundStyle(Color(red: 0.8, green: 0.4, blue: 0.2))", "#CC6633"),
        ]
        for (written, expected) in cases {
            let d = ir(view(written))
            #expect(d.diagnostics.isEmpty, "\(written): \(d.diagnostics)")
            #expect(Self.hex(Self.color(d)) == expected, "\(written)")
        }
    }

    @Test("the app's accent colour is its catalog's AccentColor; a tint made by an initializer keeps its colour for the bar")
    func accentAndTint() throws {
        let d = Self.evaluate("""
        import SwiftUI
        struct V: View {
            var body: some View {
                NavigationStack {
                    Text("x").toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Add") { }.tint(Color("Brand")) }
                    }
                }
            }
        }
        """)
        #expect(Self.hex(d.accentColor) == "#128C3A")
        let item = try #require(d.toolbars.first?.items.first)
        #expect(item.tint == "#CC6633", "the light appearance, for a reader of the name")
        #expect(Self.hex(item.tintColor, dark: true) == "#FF9966")
        #expect(ir(view("Text(\"x\")")).accentColor == nil, "no catalog, the system's accent")
    }
}
