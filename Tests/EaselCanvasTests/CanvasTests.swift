@testable import EaselCanvas
import EaselFrontend
import EaselIR
import EaselText
import EaselToolbars
import Foundation
import Testing

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let seedsFolder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
let fonts = FreeTypeFonts.shared!
let recording = ProcessInfo.processInfo.environment["EASEL_RECORD_SNAPSHOTS"] == "1"

/// Every example: `Examples/*.swift` by name, and the seed pages' runnable examples.
let allExamples: [(name: String, source: String)] = {
    let folder = repositoryRoot.appendingPathComponent("Examples")
    var result = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
        (String($0.dropLast(6)), (try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) ?? "")
    }
    for file in ((try? FileManager.default.contentsOfDirectory(atPath: seedsFolder.path)) ?? []).sorted() {
        let text = (try? String(contentsOf: seedsFolder.appendingPathComponent(file), encoding: .utf8)) ?? ""
        for (i, e) in ExampleExtraction.examples(in: text).enumerated() where !ExampleExtraction.isDeclaration(e.source) {
            result.append(("seed-\(file.prefix(3))-\(i)", e.source))
        }
    }
    return result
}()

struct Drawn {
    let ir: IRDocument
    let render: RenderDocument
    let output: CanvasOutput
}

func draw(_ source: String, _ platform: Platform, width: Double? = nil, keyboard: Bool = false, colorScheme: String = "light",
          os: OSRelease = .current) -> Drawn {
    let context = ToolbarContext(platform: platform, width: width, keyboardShown: keyboard, os: os)
    let evaluation = Frontend.compile(source).evaluate(options: EvaluationOptions(colorScheme: colorScheme, os: os))
    let ir = evaluation.document
    let render = Renderer(context: context, measurer: fonts).render(ir)
    return Drawn(ir: ir, render: render, output: Canvas(measurer: fonts).draw(ir, render, context: context, colorScheme: colorScheme,
                                                                             state: evaluation.state))
}

/// The picture shows what the JSON says, and its layout is sound (issue 5's layout tests).
@Suite("Canvas layout")
struct CanvasLayoutTests {
    static let cases: [(String, Platform)] = allExamples.flatMap { example in Platform.allCases.map { (example.name, $0) } }

    @Test("every shown item is drawn once, inside its bar, without overlaps; hidden and overflowed items are not drawn", arguments: cases)
    func layout(_ name: String, _ platform: Platform) throws {
        let source = try #require(allExamples.first { $0.name == name }?.source)
        let d = draw(source, platform)
        let layout = d.output.layout
        let svg = d.output.svg
        let ids = svg.matches(of: /id="(item-[^"]*)"/).map { String($0.1) }
        #expect(Set(ids).count == ids.count, "every item's element id is unique: \(ids)")
        for toolbar in d.render.toolbars where toolbar.presentation == "window" {
            for item in toolbar.items {
                let frames = layout.items.filter { $0.id == item.key }
                if let bar = item.where.bar?.rawValue {
                    // Keys `#n` repeat across toolbars (a split view's columns each have a `#0`).
                    let shown = d.render.toolbars.filter { $0.presentation == "window" }.flatMap(\.items)
                        .filter { $0.key == item.key && $0.where.bar != nil }.count
                    #expect(frames.count == shown, "\(item.key) at \(item.where) drawn \(frames.count) times")
                    // A split view's columns each have their bars (L14): the item's frame is in its column's.
                    guard let frame = frames.first,
                          let barRect = layout.bars.first(where: { $0.id == bar && $0.column == frame.column })?.rect else { continue }
                    #expect(barRect.contains(frame.rect, tolerance: 0.5), "\(item.key) \(frame.rect) outside \(bar) \(barRect)")
                    if item.kind != .spacer && item.where.bar != .scrollHeader {
                        #expect(svg.contains("id=\"item-\(item.key)\"") || (shown > 1 && svg.contains("id=\"item-\(item.key)@")))
                    }
                } else if item.kind != .search {
                    // (A declared search item the bar cannot hold leaves the system's search where
                    // `.searchable` puts it, G6.)
                    #expect(frames.isEmpty, "\(item.key) is \(item.where) but was drawn")
                    #expect(!svg.contains("id=\"item-\(item.key)\""))
                }
            }
        }
        // One more button on the main bar exactly when some window toolbar has overflow entries,
        // or (iPadOS, spec M4) an editable customizable toolbar whose menu offers Customize Toolbar….
        let windowToolbars = d.render.toolbars.filter { $0.presentation == "window" }
        let windowOverflow = windowToolbars.flatMap(\.overflow)
        let customizeEntry = platform == .ipados && windowToolbars.contains { $0.customizable && $0.editable }
        let hasMore = layout.moreButtons.contains { $0.bar == (platform == .macos ? "windowToolbar" : "navigationBar") }
        #expect(hasMore == (!windowOverflow.isEmpty || customizeEntry), "more button \(hasMore) but overflow \(windowOverflow)")
        #expect(svg.contains("customize-entry") == (hasMore && customizeEntry))
        for bar in layout.bars {
            let frames = layout.items.filter { $0.bar == bar.id && $0.rect.width > 0 }
            for (i, a) in frames.enumerated() {
                for b in frames[(i + 1)...] { #expect(!a.rect.intersects(b.rect), "\(a.id) overlaps \(b.id) in \(bar.id)") }
            }
        }
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test("the overflow button appears as the window narrows, and items leave the bar for its menu (spec O1, O4)", arguments: [1000.0, 700, 500, 360])
    func narrowing(_ width: Double) throws {
        let source = try #require(allExamples.first { $0.name == "CanvasCustomizationBehaviors" }?.source)
        let d = draw(source, .macos, width: width)
        let overflow = d.render.toolbars.flatMap(\.overflow)
        #expect(d.output.layout.moreButtons.isEmpty == overflow.isEmpty)
        for key in overflow {
            #expect(!d.output.layout.items.contains { $0.id == key })
            // The menu, drawn hidden, lists every overflowed item in order.
            #expect(d.output.svg.contains("id=\"menu-item-\(key)\""))
        }
        let menuOrder = overflow.compactMap { key in d.output.svg.range(of: "id=\"menu-item-\(key)\"")?.lowerBound }
        #expect(menuOrder == menuOrder.sorted())
        #expect(d.output.layout.width == width)
    }

    @Test("the same input gives byte-identical SVG")
    func deterministic() throws {
        for platform in Platform.allCases {
            let source = try #require(allExamples.first { $0.name == "MailPlacements" }?.source)
            #expect(draw(source, platform).output.svg == draw(source, platform).output.svg)
        }
    }

    @Test("SVG numbers: at most two decimals without trailing zeros, as printf's %.2f would round them; NaN and infinities 0")
    func numberFormat() {
        func reference(_ d: Double) -> String {
            let r = (d * 100).rounded() / 100
            guard r.isFinite else { return "0" }  // no SVG reader takes `nan` or `inf`
            guard r.magnitude < 1e15 else { return String(format: "%.2f", r) }
            if r == r.rounded() { return String(Int(r)) }
            var s = String(format: "%.2f", r)
            while s.hasSuffix("0") { s.removeLast() }
            return s
        }
        var values: [Double] = [0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.05, -0.05, 0.1, 0.125, -0.125, 1.005, 2.675, 9.995,
                                -9.995, 44.5, 1_000.01, -1_000.01, 123_456.78, 0.1 + 0.2, 1e9 + 0.25, .nan, .infinity, -.infinity, 1e300]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 { values.append(Double.random(in: -20_000...20_000, using: &generator)) }
        for _ in 0..<2_000 { values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 1_000) }
        for value in values { #expect(SVGWriter.number(value) == reference(value), "\(value)") }
    }

    @Test("symbols come from the installed icon set; an unmapped symbol draws a labelled box and a note")
    func symbols() throws {
        let mapped = draw("struct V: View { var body: some View { Text(\"x\").toolbar { Button(\"Add\", systemImage: \"plus\") { } } } }", .ios)
        #expect(mapped.output.svg.contains("data-symbol=\"plus\""))
        #expect(mapped.output.svg.contains("class=\"symbol\""))
        #expect(mapped.output.diagnostics.isEmpty)
        let unknown = draw("struct V: View { var body: some View { Text(\"x\").toolbar { Button(\"Odd\", systemImage: \"made.up.symbol\") { } } } }", .ios)
        #expect(unknown.output.svg.contains("class=\"symbol-fallback\""))
        #expect(unknown.output.diagnostics.map(\.code) == ["unmapped-symbol"])
        #expect(IconSet.shared?.materialName(for: "square.and.arrow.up") == "ios_share")
        #expect(IconSet.shared?.materialName(for: "star.fill") == "star")
    }

    @Test("the icon package's codepoint table is read entry by entry: names unquoted, values in hexadecimal, other lines skipped")
    func codepointTable() {
        let table = "$material-icons-codepoints: () !default;\n$material-icons-codepoints: map-merge((\n\t\"10k\": e951,\n"
            + "\t\"star\": E838 ,\r\n  \"add\":e145\n\t\"\": e000,\n\t\"bad\": e9x1,\n\t\"long\": 123456789,\n), $material-icons-codepoints);\n"
        #expect(IconSet.codepoints(table) == ["10k": 0xE951, "star": 0xE838, "add": 0xE145])
        let installed = try? String(contentsOfFile: IconSet.codepointsPath, encoding: .utf8)
        if let installed { #expect(IconSet.codepoints(installed)["ios_share"] == 0xE6B8) }
    }

    @Test("bound values are drawn: text in editors, slider positions, toggles on; interactive views carry their identity")
    func state() throws {
        let source = try #require(allExamples.first { $0.name == "CustomizableEditor" }?.source)
        let program = Frontend.compile(source)
        let first = program.evaluate()
        let context = ToolbarContext(platform: .ipados)
        func svg(_ state: StoreAndIR) -> String {
            Canvas(measurer: fonts).draw(state.ir, Renderer(context: context, measurer: fonts).render(state.ir), context: context, state: state.state).svg
        }
        let before = svg(StoreAndIR(ir: first.document, state: first.state))
        #expect(before.contains("Walked along the harbor before sunrise."))
        let bold = try #require(first.document.toolbars.first?.items.first { $0.key == "bold" }?.content)
        #expect(before.contains("data-identity=\"\(bold.identity)\""))
        #expect(!before.contains("class=\"toggle-on\""))
        let after = program.evaluate(state: program.perform(.toggle(bold.identity), state: first.state).state)
        #expect(svg(StoreAndIR(ir: after.document, state: after.state)).contains("class=\"toggle-on\""))
    }

    @Test("platform chrome: status bar, traffic lights, home indicator, keyboard, ornament")
    func chrome() throws {
        let source = try #require(allExamples.first { $0.name == "RecipeBarsAndKeyboard" }?.source)
        let ios = draw(source, .ios, keyboard: true).output.svg
        #expect(ios.contains("class=\"status-time\"") && ios.contains(">9:41<") && ios.contains("class=\"keyboard\"") && ios.contains("bar-keyboardBar"))
        let mac = draw(source, .macos).output.svg
        #expect(mac.components(separatedBy: "class=\"traffic-light\"").count == 4)
        #expect(mac.contains("bar-touchBar"))
        let vision = draw(try #require(allExamples.first { $0.name == "VisionGalleryOrnament" }?.source), .visionos).output.svg
        #expect(vision.contains("class=\"ornament\""))
        let dark = Canvas(measurer: fonts).draw(Frontend.ir(source), Renderer(context: ToolbarContext(platform: .ios), measurer: fonts).render(Frontend.ir(source)),
                                                context: ToolbarContext(platform: .ios), colorScheme: "dark").svg
        #expect(dark.contains("fill=\"#000000\"") && !dark.contains("class=\"screen\" fill=\"#FFFFFF\""))
    }
}

/// Every example and seed rasterises to PNG on every platform, at the size the SVG says.
@Suite("Canvas PNG")
struct CanvasPNGTests {
    @Test("PNG of every example on every platform, at 1x", arguments: Platform.allCases)
    func every(_ platform: Platform) throws {
        for example in allExamples {
            let drawn = draw(example.source, platform)
            let png = try PNG.rasterize(drawn.output.svg, scale: 1)
            // IHDR: width and height, big-endian, at bytes 16–23.
            let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == Int(drawn.output.layout.width) && height == Int(drawn.output.layout.height), "\(example.name)")
        }
    }

    @Test("--scale multiplies the pixels", arguments: [1, 2, 3])
    func scale(_ scale: Int) throws {
        let png = try PNG.rasterize(draw("struct V: View { var body: some View { Text(\"x\") } }", .ios).output.svg, scale: scale)
        #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 393 * scale)
    }
}

/// Reviewed golden pictures: SVG for every example on every platform, PNG for a few.
@Suite("Canvas goldens")
struct CanvasGoldenTests {
    @Test("SVG golden files (record with EASEL_RECORD_SNAPSHOTS=1 after reviewing the PNGs)", arguments: CanvasLayoutTests.cases)
    func svg(_ name: String, _ platform: Platform) throws {
        let source = try #require(allExamples.first { $0.name == name }?.source)
        let svg = draw(source, platform).output.svg
        let url = repositoryRoot.appendingPathComponent("Tests/Goldens/svg/\(name).\(platform.rawValue).svg")
        if recording { try Data(svg.utf8).write(to: url) }
        let golden = try #require(try? String(contentsOf: url, encoding: .utf8), "no golden at \(url.path)")
        #expect(svg == golden)
    }

    /// Every example on the three platforms of the glass design (issue 17) in the variants beside
    /// the default above (27, light): 27 dark, 18 light and 18 dark.
    static let releaseCases: [(String, Platform, OSRelease, String)] = allExamples.map(\.name).filter { !$0.hasPrefix("seed-") }
        .flatMap { name in [Platform.ios, .ipados, .macos].flatMap { platform in
            [(name, platform, OSRelease.v27, "dark"), (name, platform, .v18, "light"), (name, platform, .v18, "dark")]
        } }

    @Test("SVG goldens per OS release and colour scheme (record with EASEL_RECORD_SNAPSHOTS=1 after reviewing Scripts/contact-sheet)",
          arguments: releaseCases)
    func releaseSVG(_ name: String, _ platform: Platform, _ os: OSRelease, _ scheme: String) throws {
        let source = try #require(allExamples.first { $0.name == name }?.source)
        let svg = draw(source, platform, colorScheme: scheme, os: os).output.svg
        let suffix = (os == .current ? "" : ".os\(os.rawValue)") + (scheme == "dark" ? ".dark" : "")
        let url = repositoryRoot.appendingPathComponent("Tests/Goldens/svg/\(name).\(platform.rawValue)\(suffix).svg")
        if recording { try Data(svg.utf8).write(to: url) }
        let golden = try #require(try? String(contentsOf: url, encoding: .utf8), "no golden at \(url.path)")
        #expect(svg == golden)
        if scheme == "dark" { #expect(svg.contains("fill=\"#000000\"") || platform == .macos, "a dark screen") }
        if !os.hasGlass { #expect(!svg.contains("class=\"glass"), "18 draws no glass") }
    }

    static let pngCases: [(String, Platform)] = [("CustomizableEditor", .ipados), ("CustomizableEditor", .macos), ("MailPlacements", .ios),
                                                  ("WatchWorkoutToolbar", .watchos), ("LibraryTabCustomization", .tvos), ("VisionGalleryOrnament", .visionos)]

    @Test("PNG matches its golden within a tolerance (librsvg rasterises, Pillow compares)", arguments: pngCases)
    func png(_ name: String, _ platform: Platform) throws {
        let source = try #require(allExamples.first { $0.name == name }?.source)
        let png = try PNG.rasterize(draw(source, platform).output.svg, scale: 1)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let golden = repositoryRoot.appendingPathComponent("Tests/Goldens/png/\(name).\(platform.rawValue).png")
        if recording { try png.write(to: golden) }
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("easel-\(UUID().uuidString).png")
        try png.write(to: actual)
        defer { try? FileManager.default.removeItem(at: actual) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", repositoryRoot.appendingPathComponent("Scripts/pixel-diff").path, golden.path, actual.path, "0.01"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report)")
    }
}

struct StoreAndIR {
    let ir: IRDocument
    let state: StateStore
}
