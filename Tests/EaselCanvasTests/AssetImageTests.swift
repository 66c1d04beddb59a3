@testable import EaselCanvas
@testable import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Foundation
import Testing

/// A project's asset images (`Tests/Projects/Symbols`: two `.symbolset`s and two `.imageset`s
/// made for these tests). Custom symbols are read from their templates, named by `Image("…")`,
/// `Image(.…)`, `Image.…` and the `image:` of labels, tabs and buttons, carried by the IR and the
/// render JSON as `customSymbol`, and drawn where SwiftUI draws an SF Symbol, in the colour
/// around them. Bitmaps are their size in points and drawn from their bytes.
@Suite("Asset images")
struct AssetImageTests {
    static let project = repositoryRoot.appendingPathComponent("Tests/Projects/Symbols").path

    static func catalogs() -> AssetCatalogs {
        AssetCatalogs(files: ProjectFiles.assetCatalogFiles(at: project).map {
            AssetCatalogs.File(path: $0, contents: FileManager.default.contents(atPath: $0) ?? Data())
        })
    }

    static func drawProject(_ platform: Platform = .ios, colorScheme: String = "light") throws -> Drawn {
        let files = try ProjectFiles.swiftFiles(at: project).map { SourceFile(path: $0, text: try String(contentsOfFile: $0, encoding: .utf8)) }
        return drawWithCatalogs(files, platform, colorScheme: colorScheme)
    }

    /// `files` drawn with the fixture's catalogs.
    static func drawWithCatalogs(_ files: [SourceFile], _ platform: Platform = .ios, colorScheme: String = "light") -> Drawn {
        let context = ToolbarContext(platform: platform)
        let program = Frontend.compile(files: files, platform: platform, assets: catalogs())
        let evaluation = program.evaluate(options: EvaluationOptions(colorScheme: colorScheme, platform: platform))
        let render = Renderer(context: context, measurer: fonts).render(evaluation.document)
        return Drawn(ir: evaluation.document, render: render,
                     output: Canvas(measurer: fonts).draw(evaluation.document, render, context: context, colorScheme: colorScheme, state: evaluation.state))
    }

    @Test("a template's glyph and guides: regular at medium scale, placed through the groups' transforms, without the template's styles")
    func reading() throws {
        let symbols = Self.catalogs().symbols
        #expect(symbols.diagnostics.isEmpty)
        #expect(symbols.symbols.names == ["drop.legacy", "leaf.badge"])
        let badge = try #require(symbols.symbols["leaf.badge"])
        #expect((badge.left, badge.right, badge.capline, badge.baseline) == (1400, 1500, 1056, 1126))
        #expect(badge.outlines.hasPrefix("<g transform=\"matrix(1.0 0.0 0.0 1.0 10.0 0.0)\"><g transform=\"matrix(1 0 0 1 1390 1126)\">"),
                "the Symbols group's transform around the glyph's own: \(badge.outlines.prefix(90))")
        #expect(badge.outlines.contains("<path d=\"M10 0h80v-70h-80zM20 -10v-50h60v50z\" fill-rule=\"evenodd\"/><circle cx=\"50\" cy=\"-35\" r=\"10\"/>"))
        #expect(!badge.outlines.contains("class=") && !badge.outlines.contains("style="), "the template's preview colours are not the symbol's")
        #expect(!badge.outlines.contains("M0 0h120"), "the black weight is not drawn")
        let drop = try #require(symbols.symbols["drop.legacy"])
        #expect((drop.left, drop.right) == (1380, 1460), "the first writer's unnamed margins are Regular-M's")
        #expect(symbols.setName(ofGeneratedMember: "leafBadge") == "leaf.badge" && symbols.setName(ofGeneratedMember: "dropLegacy") == "drop.legacy")
    }

    @Test("a set whose template Easel cannot read says so, at the file")
    func unreadable() {
        let contents = Data(#"{"symbols": [{"filename": "x.svg", "idiom": "universal"}]}"#.utf8)
        let noGuides = Data(#"<svg xmlns="http://www.w3.org/2000/svg"><g id="Symbols"><g id="Regular-M"><path d="M0 0h1v1z"/></g></g></svg>"#.utf8)
        for (files, at) in [([("A.xcassets/x.symbolset/Contents.json", contents), ("A.xcassets/x.symbolset/x.svg", noGuides)], "A.xcassets/x.symbolset/x.svg"),
                            ([("A.xcassets/x.symbolset/Contents.json", contents), ("A.xcassets/x.symbolset/x.svg", Data("not xml".utf8))], "A.xcassets/x.symbolset/x.svg"),
                            ([("A.xcassets/x.symbolset/Contents.json", Data("{}".utf8))], "A.xcassets/x.symbolset/Contents.json")] {
            let symbols = AssetSymbols(files: files.map { AssetCatalogs.File(path: $0.0, contents: $0.1) })
            #expect(symbols.isEmpty)
            #expect(symbols.diagnostics.map(\.code) == ["asset-file"])
            #expect(symbols.diagnostics.first?.location.file == at)
        }
    }

    @Test("the IR and the render JSON name the custom symbol of a tab, a toolbar button and an image-only label; an asset that is no symbol set stays an image")
    func named() throws {
        let d = try Self.drawProject()
        #expect(d.ir.diagnostics.filter { $0.severity != .note }.isEmpty, "\(d.ir.diagnostics)")
        let items = d.render.toolbars.flatMap(\.items)
        let badge = try #require(items.first { $0.label == "New Badge" })
        #expect(badge.customSymbol == "leaf.badge" && badge.systemImage == nil)
        let drop = try #require(items.first { $0.customSymbol == "drop.legacy" })
        #expect(drop.label == "drop.legacy", "an image's label is its name, as its accessibility label is")
        let json = try EaselJSON.string(d.render, pretty: false)
        #expect(json.contains("\"customSymbol\":\"leaf.badge\""))
        let tabs = try #require(d.render.tabs).tabs
        #expect(tabs.map(\.customSymbol) == ["leaf.badge", "drop.legacy"] && tabs.allSatisfy { $0.systemImage == nil })
        let images = Self.views(d.ir).filter { $0.kind == "Image" }
        #expect(images.compactMap { $0.argument("customSymbol")?.stringValue } == ["drop.legacy", "leaf.badge", "drop.legacy"],
                "Image.dropLegacy, Image(.leafBadge), Image(\"drop.legacy\") in the toolbar")
        #expect(images.contains { $0.argument("name")?.stringValue == "photo" })
    }

    @Test("drawn as SF Symbols are: in the tab bar, the toolbar and the list, in the colour around them, sized by the text")
    func drawn() throws {
        let d = try Self.drawProject()
        let svg = d.output.svg
        let drawn = svg.matches(of: /<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\) translate\([-\d.]+ [-\d.]+\)" fill="([^"]+)" class="symbol custom-symbol" data-custom-symbol="([^"]+)">/)
        let names = drawn.map { String($0.5) }
        #expect(names.filter { $0 == "leaf.badge" }.count >= 4, "the tab, the toolbar button, the label and the image: \(names)")
        #expect(names.contains("drop.legacy"))
        #expect(svg.contains("translate(-1450 -1091)\" fill="), "the badge's template centre: between its margins, between baseline and cap line")
        let item = try #require(d.render.toolbars.flatMap(\.items).first { $0.label == "New Badge" })
        let frame = try #require(d.output.layout.items.first { $0.id == item.key }).rect
        #expect(drawn.contains { Double($0.1) == frame.x + frame.width / 2 && Double($0.2) == frame.y + frame.height / 2 },
                "the template's centre at the item's")
        #expect(drawn.contains { $0.5 == "leaf.badge" && $0.4 == Palette.of(.ios, dark: false).accent }, "the selected tab and the label's icon take the accent colour")
        #expect(!d.output.diagnostics.contains { $0.code == "unmapped-symbol" })
        var icons: [ContentNode] = []
        d.output.frames.content?.walk { if $0.parts.contains(where: { $0.name == .icon(.custom("leaf.badge")) }) { icons.append($0) } }
        #expect(icons.count >= 2, "the label's icon and the image, as parts of the layout")
        let label = try #require(icons.first { $0.kind == "Label" })
        let part = try #require(label.parts.first { $0.name.isIcon })
        #expect(part.frame.width == 17 && part.frame.height == 17, "a body-text symbol's box")
    }

    @Test("an image set's files: the universal ones at the highest scale, light and dark; its size in points from the file's header; a template set")
    func bitmapsRead() throws {
        let bitmaps = Self.catalogs().bitmaps
        #expect(bitmaps.diagnostics.isEmpty)
        #expect(bitmaps.bitmaps.names == ["glyph", "hero", "photo", "wordmark"])
        let wordmark = try #require(bitmaps.bitmaps["wordmark"])
        #expect((wordmark.light.mediaType, wordmark.width, wordmark.height) == ("image/svg+xml", 120, 30), "an SVG's root size, in points")
        let svgSize = { (root: String) in AssetBitmaps.svgSize(Data(root.utf8)).map { [$0.width, $0.height] } }
        #expect(svgSize(#"<svg xmlns="http://www.w3.org/2000/svg" width="1in" height="25.4mm"/>"#) == [72, 72])
        #expect(svgSize(#"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0,0,40,20"/>"#) == [40, 20], "a percentage: the viewBox")
        #expect(svgSize(#"<html/>"#) == nil)
        let photo = try #require(bitmaps.bitmaps["photo"])
        #expect((photo.light.mediaType, photo.width, photo.height) == ("image/png", 30, 20), "60 × 40 pixels at 2x; the empty scales passed over")
        let file = { (name: String) in FileManager.default.contents(atPath: Self.project + "/Assets.xcassets/photo.imageset/" + name)?.base64EncodedString() }
        #expect(photo.light.base64 == file("photo@2x.png") && photo.dark?.base64 == file("photo-dark@2x.png"))
        #expect(!photo.isTemplate && bitmaps.bitmaps["glyph"]?.isTemplate == true)
        let hero = try #require(bitmaps.bitmaps["hero"])
        #expect((hero.light.mediaType, hero.width, hero.height) == ("image/jpeg", 90, 60), "a JPEG's start of frame; no scale is 1x")
        #expect(hero.dark == nil && hero.file(dark: true) == hero.light, "no dark file: the light one in a dark picture")
        #expect(bitmaps.setName(ofGeneratedMember: "hero") == "hero")
        let gif = Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x0A, 0x00, 0x05, 0x00, 0x00])
        #expect(AssetBitmaps.pixelSize(gif, mediaType: "image/gif").map { [$0.width, $0.height] } == [10, 5])
        let broken = AssetBitmaps(files: [.init(path: "A.xcassets/x.imageset/Contents.json", contents: Data(#"{"images": [{"filename": "x.png", "idiom": "universal"}]}"#.utf8)),
                                          .init(path: "A.xcassets/x.imageset/x.png", contents: Data("GIF89a".utf8))])
        #expect(broken.isEmpty && broken.diagnostics.map(\.code) == ["asset-file"] && broken.diagnostics.first?.location.file == "A.xcassets/x.imageset/x.png")
    }

    @Test("a bitmap is its size in points, scaled to fit its frame, and drawn from its bytes once a picture")
    func bitmapsDrawn() throws {
        let d = try Self.drawProject()
        let images = Self.views(d.ir).filter { $0.argument("naturalWidth") != nil }
        #expect(images.map { $0.argument("name")?.stringValue } == ["photo", "hero", "glyph", "glyph", "wordmark", "photo"], "the last two in the toolbar")
        var frames: [String: Rect] = [:]
        d.output.frames.content?.walk { n in
            if case .bitmap(let name)? = n.parts.first?.name { frames[name] = n.frame }
        }
        #expect(frames["photo"].map { [$0.width, $0.height] } == [30, 20])
        #expect(frames["hero"].map { [$0.width, $0.height] } == [60, 40], "resizable, scaled to fit 60 pt wide")
        let svg = d.output.svg
        let photo = try #require(Self.catalogs().bitmaps.bitmaps["photo"])
        #expect(svg.matches(of: /<symbol id="image-\d+"/).count == 4, "each bitmap once (the toolbar's wordmark too), the glyph's two uses sharing it")
        #expect(svg.contains("href=\"data:image/png;base64,\(photo.light.base64)\""))
        #expect(svg.matches(of: /<use href="#image-\d+"/).count == 6)
        #expect(svg.contains("data-image=\"hero\""))
        let templates = svg.matches(of: /<rect [^>]*fill="([^"]+)" mask="url\(#mask-\d+\)" class="image bitmap" data-image="glyph"/)
        #expect(templates.map { String($0.1) } == [Palette.of(.ios, dark: false).fill(IRSymbol(type: "Color", name: "red"))], "a template image in its foreground style; renderingMode(.original) its own colours")
        let dark = try Self.drawProject(colorScheme: "dark").output.svg
        #expect(dark.contains("href=\"data:image/png;base64,\(try #require(photo.dark).base64)\"") && !dark.contains(photo.light.base64))
    }

    @Test("an image set's image as a toolbar item (a logo): measured and drawn at the height its frame gives, its label its name")
    func bitmapItem() throws {
        let d = try Self.drawProject()
        let item = try #require(d.render.toolbars.flatMap(\.items).first { $0.label == "wordmark" })
        #expect(item.width == 24 * 4 + 2 * 12, "24 pt tall at the wordmark's 4 : 1, with a glass item's padding")
        let drawn = try #require(d.output.svg.firstMatch(of: /<use href="#image-\d+" x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)" class="item-image" data-image="wordmark"/))
        #expect((Double(drawn.3), Double(drawn.4)) == (96, 24))
        let frame = try #require(d.output.layout.items.first { $0.id == item.key }).rect
        #expect(abs((Double(drawn.1)! + 48) - (frame.x + frame.width / 2)) < 0.01, "centred in the item")
        let button = try #require(d.render.toolbars.flatMap(\.items).first { $0.label == "photo" })
        #expect(button.width == 30 + 2 * 12, "a button whose label is the image alone: the photo's own 30 pt")
        #expect(d.output.svg.contains(/<use href="#image-\d+" x="[-\d.]+" y="[-\d.]+" width="30" height="20" class="item-image" data-image="photo"/))
    }

    @Test("an image set's image as a tab's icon (`.tabItem { Image(\"photo\"); Text(\"Photos\") }`, `Tab(_:image:)`): named by its text, its image drawn fitted as a template in the tab's colour")
    func bitmapTabs() throws {
        let source = """
        import SwiftUI
        struct Tabs: View {
            var body: some View {
                TabView {
                    Text("Photos").tabItem { Image("photo"); Text("Photos") }
                    Tab("Hero", image: "hero") { Text("Hero") }
                    Tab("Badge", image: "leaf.badge") { Text("Badge") }
                }
            }
        }
        """
        let d = Self.drawWithCatalogs([SourceFile(path: "Tabs.swift", text: source)])
        let tabs = try #require(d.render.tabs).tabs
        #expect(tabs.map(\.title) == ["Photos", "Hero", "Badge"], "the text names the tab, not the image")
        #expect(tabs.map(\.image) == ["photo", "hero", nil] && tabs.map(\.customSymbol) == [nil, nil, "leaf.badge"])
        let drawn = d.output.svg.matches(of: /<use href="#image-\d+" x="[-\d.]+" y="[-\d.]+" width="([\d.]+)" height="([\d.]+)"\/>\n[^\n]*\n[^\n]*fill="([^"]+)" mask="url\(#mask-\d+\)" class="tab-image" data-image="(\w+)"/)
        #expect(drawn.map { String($0.4) } == ["photo", "hero"])
        #expect(drawn.map { [Double($0.1)!, Double($0.2)!] } == [[24, 16], [24, 16]], "3 : 2 images fitted in 24 pt")
        let palette = Palette.of(.ios, dark: false)
        #expect(drawn.map { String($0.3) } == [palette.accent, palette.label], "the selected tab's in the accent colour")
    }

    @Test("without the project's catalogs the name stays an asset image's")
    func withoutCatalogs() {
        let d = draw("""
        import SwiftUI
        struct V: View { var body: some View { Label("Badge", image: "leaf.badge") } }
        """, .ios)
        #expect(!d.output.svg.contains("custom-symbol"))
        #expect(Self.views(d.ir).contains { $0.argument("image")?.stringValue == "leaf.badge" })
    }

    static func views(_ d: IRDocument) -> [ViewNode] {
        var all: [ViewNode] = []
        d.view?.walk { all.append($0) }
        return all
    }
}
