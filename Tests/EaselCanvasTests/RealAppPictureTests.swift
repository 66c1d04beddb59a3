@testable import EaselCanvas
import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Testing

/// What real apps' views look like when drawn (met in TelemetryDeck's Mac split view): faded
/// colours and views, a Mac split view's panes, a toolbar item whose content is empty here.
@Suite("Real-app pictures")
struct RealAppPictureTests {
    @Test("a colour's .opacity(_:) is the fill's alpha, and a view's .opacity(_:) fades it with its background")
    func opacity() {
        let drawn = draw("""
        struct V: View {
            var body: some View {
                VStack {
                    Text("Side").frame(width: 100, height: 50).background(Color.black.opacity(0.04))
                    Text("Faded").opacity(0.3)
                    Text("Solid").background(Color.red)
                }
            }
        }
        """, .ios)
        let svg = drawn.output.svg
        #expect(svg.contains("fill=\"#0000000A\""), "black at 4% (0x0A), not solid black")
        #expect(!svg.contains("width=\"100\" height=\"50\" fill=\"#000000\""))
        #expect(svg.contains("fill=\"#FF3B30\""), "an opaque colour keeps its plain fill")
        let faded = svg.range(of: "<g opacity=\"0.3\">").map { svg[$0.upperBound...] }
        #expect(faded?.prefix(600).contains(">Faded</text>") == true, "the faded text is inside the group")
    }

    @Test("L1: an HSplitView on a Mac lays its panes side by side across the window, a divider between them")
    func macSplitView() throws {
        let layout = drawIn("""
        struct V: View {
            var body: some View {
                HSplitView {
                    Text("Main").frame(minWidth: 100, maxWidth: .infinity, maxHeight: .infinity)
                    Text("Side").frame(minWidth: 300, maxHeight: .infinity)
                }
            }
        }
        """, .macos).output.frames
        var split: ContentNode?
        layout.content?.walk { if split == nil, $0.kind == "HSplitView" { split = $0 } }
        let node = try #require(split)
        let dividers = node.parts.filter { $0.name == .divider }
        #expect(dividers.count == 1)
        let divider = try #require(dividers.first)
        #expect(divider.frame.width == 1 && divider.frame.height == node.frame.height)
        #expect(divider.frame.x > node.frame.x + 100 && divider.frame.maxX < node.frame.maxX - 300)
        var texts: [ContentNode] = []
        node.walk { if $0.kind == "Text" { texts.append($0) } }
        #expect(texts.count == 2)
        #expect(texts[0].frame.maxX <= divider.frame.x && texts[1].frame.x >= divider.frame.maxX, "side by side, not stacked")
    }

    @Test("a ToolbarItem whose content is empty in this state shows nothing (no unlabelled gap)")
    func emptyItemShowsNothing() {
        let drawn = draw("""
        struct V: View {
            @State private var sidebarVisible = true
            var body: some View {
                NavigationStack { Text("Main") }
                    .toolbar {
                        ToolbarItem { if !sidebarVisible { Button("Show", systemImage: "sidebar.right") {} } }
                        ToolbarItem { Button("Share", systemImage: "square.and.arrow.up") {} }
                    }
            }
        }
        """, .macos)
        let shown = drawn.render.toolbars.flatMap(\.items).filter { $0.where != .hidden }
        #expect(shown.map(\.label) == ["Share"])
        #expect(!drawn.render.diagnostics.contains { $0.code == "item-without-label" })
        #expect(!drawn.output.svg.contains(">#0<"))
    }

    @Test("cornerRadius and clipShape cut the view, its background included: a rounded rectangle, a capsule, a circle; clipped() its frame")
    func clipping() throws {
        let source = """
        struct V: View {
            var body: some View {
                VStack {
                    Text("Bubble").padding(12).background(Color.blue).cornerRadius(10)
                    Text("Pill").padding(8).background(Color.green).clipShape(Capsule())
                    Color.red.frame(width: 40, height: 40).clipShape(Circle())
                    Color.orange.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 6))
                    Text("Cut").frame(width: 20, height: 10).clipped()
                }
            }
        }
        """
        let svg = draw(source, .ios).output.svg
        let clips = svg.matches(of: /<clipPath id="clip-(\d+)">\s*<(rect|circle) ([^>]*)>/).map { (String($0.2), String($0.3)) }
        #expect(clips.count == 5, "\(clips)")
        #expect(clips.first?.1.contains("rx=\"10\"") == true, "cornerRadius(10)")
        let pill = try #require(clips.dropFirst().first)
        let height = try #require(pill.1.firstMatch(of: /height="([\d.]+)"/).flatMap { Double($0.1) })
        #expect(pill.1.contains("rx=\"\(SVGWriter.number(height / 2))\""), "a capsule's radius is half its height: \(pill.1)")
        #expect(clips[2].0 == "circle" && clips[2].1.contains("r=\"20\""))
        #expect(clips[3].1.contains("rx=\"6\""))
        #expect(clips[4].1.contains("rx=\"0\"") && clips[4].1.contains("width=\"20\""))
        let bubble = try #require(svg.range(of: "clip-path=\"url(#clip-1)\"").map { svg[$0.upperBound...].prefix(600) })
        #expect(bubble.contains("fill=\"#007AFF\"") && bubble.contains(">Bubble</text>"), "the background and the text are inside the clip")
        #expect(draw(source, .ios).output.svg == svg, "the same clip ids every time")
    }

    @Test("a button style of the source draws the button as its makeBody builds it: its background, rounded, its label undecorated by the tint")
    func customButtonStyle() {
        let svg = draw("""
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(12).background(Color.green).cornerRadius(20)
            }
        }
        struct V: View {
            var body: some View {
                VStack {
                    Button("Styled") { }.buttonStyle(Pill())
                    Button("Plain") { }.buttonStyle(.plain)
                    Button("Default") { }
                }
            }
        }
        """, .ios).output.svg
        #expect(fill(before: "Styled", in: svg) == "#000000", "the label colour, not the tint")
        #expect(fill(before: "Plain", in: svg) == "#000000", "the plain style leaves its label undecorated")
        #expect(fill(before: "Default", in: svg) == "#007AFF")
        let styled = svg.range(of: ">Styled</text>").map { svg[..<$0.lowerBound].suffix(700) } ?? ""
        #expect(styled.contains("fill=\"#34C759\"") && styled.contains("clip-path"), "the style's background, clipped")
    }

    @Test("every SF Symbol the map names draws an outline of the installed icon font (a misspelt Material name would draw a box)")
    func everyMappedSymbolDraws() throws {
        let icons = try #require(IconSet.shared)
        let unmapped = SymbolMap.material.keys.sorted().filter { icons.path(for: $0) == nil }
        #expect(unmapped.isEmpty, "\(unmapped)")
        #expect(icons.path(for: "arrow.2.squarepath") != nil && icons.path(for: "checkmark.seal.fill") != nil, "a boost, a verified badge")
        #expect(icons.materialName(for: "shippingbox") == "inventory_2" && icons.materialName(for: "box.truck") == "local_shipping", "a food truck's orders")
        #expect(icons.materialName(for: "chevron.forward") == "chevron_right" && icons.materialName(for: "chevron.backward") == "chevron_left",
                "a forward chevron and its right-to-left form (V3)")
    }

    @Test("a style drawn in a shape fills that shape: .background(.blue, in: Capsule()), .background(Color.green, in: RoundedRectangle(cornerRadius: 8))")
    func backgroundInShape() {
        let svg = draw("""
        struct V: View {
            var body: some View {
                VStack {
                    Text("Pill").padding(8).background(.blue, in: Capsule())
                    Text("Card").padding(8).background(Color.green, in: RoundedRectangle(cornerRadius: 8))
                }
            }
        }
        """, .ios).output.svg
        let clips = svg.matches(of: /<clipPath id="clip-\d+">\s*<rect ([^>]*)>/).map { String($0.1) }
        #expect(clips.count == 2, "\(clips)")
        #expect(clips.last?.contains("rx=\"8\"") == true)
        #expect(svg.contains("fill=\"#007AFF\"") && svg.contains("fill=\"#34C759\""), "the styles, not a grey shape")
        #expect(!svg.contains("fill=\"#E9E9EB\""))
    }

    @Test("L12: a navigation link in a list is a row like any other — its text in the label colour, a label's icon in the accent colour — on iOS with its chevron, in a Mac sidebar without", arguments: [Platform.ios, .macos])
    func navigationLinkRows(_ platform: Platform) {
        let svg = draw("""
        struct V: View {
            var body: some View {
                NavigationSplitView {
                    List {
                        NavigationLink { Text("x") } label: { Label("Inbox", systemImage: "tray") }
                        NavigationLink("Sent", destination: Text("y"))
                    }
                } detail: { Text("Detail") }
            }
        }
        """, platform).output.svg
        let icon = svg.range(of: "data-symbol=\"tray\"").map { svg[..<$0.lowerBound].suffix(60) } ?? ""
        #expect(icon.contains("fill=\"#007AFF\""), "the label's icon in the accent colour: \(icon)")
        for title in ["Inbox", "Sent"] {
            let text = svg.range(of: ">\(title)</text>").map { svg[..<$0.lowerBound].suffix(120) } ?? ""
            #expect(text.contains("fill=\"#000000\""), "\(title) in the label colour: \(text)")
        }
    }
}
