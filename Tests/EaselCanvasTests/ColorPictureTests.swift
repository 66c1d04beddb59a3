@testable import EaselCanvas
import EaselFrontend
import EaselIR
import EaselToolbars
import Foundation
import Testing

/// The colours an app makes, in the picture: its asset catalog's sets in each appearance, its
/// accent colour on its controls, and colours made by initializers (`Tests/Projects/Branded`).
@Suite("Colour pictures")
struct ColorPictureTests {
    static let branded = repositoryRoot.appendingPathComponent("Tests/Projects/Branded").path

    static func drawBranded(_ source: String, colorScheme: String = "light", os: OSRelease = .current) -> Drawn {
        let assets = AssetCatalogs(files: ProjectFiles.assetCatalogFiles(at: branded).map {
            AssetCatalogs.File(path: $0, contents: FileManager.default.contents(atPath: $0) ?? Data())
        })
        let context = ToolbarContext(platform: .ios, os: os)
        let program = Frontend.compile(files: [SourceFile(path: "V.swift", text: source)], platform: .ios, assets: assets)
        let evaluation = program.evaluate(options: EvaluationOptions(colorScheme: colorScheme, platform: .ios, os: os))
        let render = Renderer(context: context, measurer: fonts).render(evaluation.document)
        return Drawn(ir: evaluation.document, render: render,
                     output: Canvas(measurer: fonts).draw(evaluation.document, render, context: context, colorScheme: colorScheme, state: evaluation.state))
    }

    static let cards = """
    import SwiftUI
    struct V: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Brand").background(Color("Brand"))
                    Text("Warning").foregroundStyle(.warning)
                    Color(red: 0.2, green: 0.4, blue: 0.8).frame(height: 10)
                    Button("Continue") { }
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Add") { }.buttonStyle(.glassProminent).tint(Color("Brand")) }
                }
            }
        }
    }
    """

    @Test("a catalog's colour in each appearance; a referenced system colour; a colour made of components")
    func appearances() {
        let light = Self.drawBranded(Self.cards).output.svg
        #expect(light.contains("fill=\"#CC6633\""), "Brand's light appearance behind its text")
        #expect(fill(before: "Warning", in: light) == "#FF9500", "systemOrange, by reference")
        let dark = Self.drawBranded(Self.cards, colorScheme: "dark").output.svg
        #expect(dark.contains("fill=\"#FF9966\"") && !dark.contains("fill=\"#CC6633\""), "Brand's dark appearance")
        #expect(fill(before: "Warning", in: dark) == "#FF9F0A")
        #expect(light.contains("fill=\"#3366CC\"") && dark.contains("fill=\"#3366CC\""), "Color(red:green:blue:) as a view, in both")
    }

    @Test("G4: the app's accent colour draws its buttons; a prominent item's glass takes the tint made from the catalog")
    func accentAndTint() {
        let drawn = Self.drawBranded(Self.cards)
        let svg = drawn.output.svg
        #expect(fill(before: "Continue", in: svg) == "#128C3A", "AccentColor, not the system's blue")
        #expect(!svg.contains("#007AFF"))
        let prominent = svg.range(of: "class=\"glass prominent\"").map { svg[..<$0.lowerBound] }
        #expect(prominent?.suffix(200).contains("fill=\"#CC6633\"") == true, "the glass in Brand's light appearance")
        let system = drawIn("""
        struct V: View { var body: some View { Button("Continue") { } } }
        """, .ios).output.svg
        #expect(fill(before: "Continue", in: system) == "#007AFF", "without a catalog, the system's blue")
    }

    @Test("a view's preferredColorScheme(.dark) draws its window dark whatever the system's; nil states no preference")
    func preferredColorScheme() throws {
        let source = { (scheme: String) in """
        struct V: View {
            var body: some View {
                NavigationStack { Text("Hello").navigationTitle("Title") }
            }
        }
        #Preview { V().preferredColorScheme(\(scheme)) }
        """ }
        let dark = drawIn(source(".dark"), .ios)
        #expect(dark.ir.presentations.first?.preferredColorScheme == "dark")
        #expect(fill(before: "Hello", in: dark.output.svg) == "#FFFFFF", "white text on the dark background")
        #expect(fill(before: "Hello", in: drawIn(source(".light"), .ios, colorScheme: "dark").output.svg) == "#000000")
        #expect(fill(before: "Hello", in: drawIn(source("nil"), .ios, colorScheme: "dark").output.svg) == "#FFFFFF", "the system's")
    }

    @Test("a container's foregroundStyle reaches the texts, symbols, buttons and shapes in it, through a view of the source; a view's own wins")
    func inheritedForeground() {
        let svg = drawIn("""
        struct Row: View {
            var body: some View { Text("Row text") }
        }
        struct V: View {
            var body: some View {
                VStack {
                    Text("Plain")
                    Label("Starred", systemImage: "star")
                    Button("Act") { }
                    Text("Own").foregroundStyle(.blue)
                    Row()
                    Circle().frame(width: 10, height: 10)
                }
                .foregroundStyle(.red)
            }
        }
        """, .ios).output.svg
        for text in ["Plain", "Starred", "Act", "Row text"] { #expect(fill(before: text, in: svg) == "#FF3B30", "\(text)") }
        #expect(fill(before: "Own", in: svg) == "#007AFF")
        #expect(svg.contains("r=\"5\" fill=\"#FF3B30\""), "the circle's fill")
    }

    @Test("a container's tint colours the controls in it: a button's label, a prominent fill, a switch that is on; without one, the accent and green")
    func inheritedTint() {
        let source = { (tint: String) in """
        struct V: View {
            @State private var on = true
            var body: some View {
                VStack {
                    Button("Plain tinted") { }
                    Button("Prominent") { }.buttonStyle(.borderedProminent)
                    Toggle("Wi-Fi", isOn: $on)
                }
                \(tint)
            }
        }
        """ }
        let tinted = drawIn(source(".tint(.orange)"), .ios).output.svg
        #expect(fill(before: "Plain tinted", in: tinted) == "#FF9500")
        #expect(tinted.contains("fill=\"#FF9500\" class=\"button-prominent\""), "the prominent capsule")
        #expect(tinted.contains("fill=\"#FF9500\" class=\"switch on\""), "the switch that is on")
        #expect(!tinted.contains("#34C759") && !tinted.contains("#007AFF"))
        let plain = drawIn(source(""), .ios).output.svg
        #expect(fill(before: "Plain tinted", in: plain) == "#007AFF" && plain.contains("#34C759"))
    }

    @Test("the hierarchical styles' deeper levels are the system's label colours: tertiary and quaternary text is fainter than secondary, and `.primary.opacity(_:)` fades the primary")
    func hierarchicalLevels() {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Text("Second").foregroundStyle(.secondary)
                    Text("Third").foregroundStyle(.tertiary)
                    Text("Fourth").foregroundStyle(.quaternary)
                    Text("Fifth").foregroundStyle(.quinary)
                    Text("Faded").foregroundStyle(.primary.opacity(0.5))
                }
            }
        }
        """
        let drawn = Self.drawBranded(source)
        #expect(drawn.ir.diagnostics.isEmpty, "\(drawn.ir.diagnostics)")
        let fills = ["Second", "Third", "Fourth", "Fifth", "Faded"].map { Self.fullFill(before: $0, in: drawn.output.svg) }
        #expect(fills == ["#8A8A8E", "#3C3C434D", "#3C3C432E", "#3C3C432E", "#00000080"])
        let dark = Self.drawBranded(source, colorScheme: "dark").output.svg
        #expect(Self.fullFill(before: "Third", in: dark) == "#EBEBF54D")
    }

    /// The fill of the text `label`, with its alpha when it has one.
    static func fullFill(before label: String, in svg: String) -> String? {
        guard let text = svg.range(of: ">\(label)</text>") else { return nil }
        let before = svg[..<text.lowerBound]
        guard let fill = before.range(of: "fill=\"", options: .backwards) else { return nil }
        return String(before[fill.upperBound...].prefix { $0 != "\"" })
    }
}
