@testable import EaselCanvas
import EaselFrontend
import EaselIR
import EaselLayout
import EaselText
import EaselToolbars
import Foundation
import Testing

/// The layout stage's content frames (layout spec L4–L16), read from the render JSON.
@Suite("Content layout")
struct ContentLayoutTests {
    /// The screen layout of `source` and its `layout.content` as the JSON carries it.
    func layout(_ source: String, _ platform: Platform, width: Double? = nil) throws -> (screen: ScreenLayout, content: ContentNode) {
        let context = ToolbarContext(platform: platform, width: width)
        let ir = Frontend.compile(source).evaluate().document
        let render = Renderer(context: context, measurer: fonts).render(ir)
        let screen = Layout(measurer: fonts).layout(render, view: ir.view, context: context)
        // Through the JSON, so the tests read what the contract carries.
        let text = try EaselJSON.encode(RenderWithLayout(document: render, layout: screen))
        let decoded = try JSONDecoder().decode(Decoded.self, from: text)
        return (screen, try #require(decoded.layout.content))
    }

    struct Decoded: Decodable { let layout: ScreenLayout }

    func first(_ kind: String, in node: ContentNode, where test: (ContentNode) -> Bool = { _ in true }) -> ContentNode? {
        var found: ContentNode?
        node.walk { if found == nil, $0.kind == kind, test($0) { found = $0 } }
        return found
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.011 }

    @Test("L7, L11: Text(verbatim:) shows its string; a Label made of title: and icon: builders is laid out as one made of strings",
          arguments: [Platform.ios, .macos])
    func verbatimAndBuiltLabel(_ platform: Platform) throws {
        let (_, content) = try layout("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Text(verbatim: "Check out that sidebar!")
                    Label { Text("Backyards") } icon: { Image(systemName: "leaf") }
                    Label("Backyards", systemImage: "leaf")
                }
            }
        }
        """, platform)
        let verbatim = try #require(first("Text", in: content))
        #expect(verbatim.text == "Check out that sidebar!" && verbatim.frame.width > 100, "\(verbatim.frame)")
        let labels = [content].flatMap(\.children).filter { $0.kind == "Label" }
        #expect(labels.count == 2 && labels.allSatisfy { $0.text == "Backyards" }, "\(labels)")
        #expect(labels.count == 2 && close(labels[0].frame.width, labels[1].frame.width), "the symbol and the gap before the title in both")
        let svg = draw("""
        import SwiftUI
        struct V: View { var body: some View { Label { Text("Backyards") } icon: { Image(systemName: "leaf") } } }
        """, platform).output.svg
        #expect(svg.contains(#"data-symbol="leaf""#) && svg.contains(">Backyards<"))
    }

    @Test("L11: LabeledContent of views puts its label leading and its content trailing; .labelsHidden() leaves the content across the row; a destructive button is red")
    func labeledContentOfViews() throws {
        let source = """
        import SwiftUI
        struct V: View {
            @State private var on = true
            var body: some View {
                Form {
                    LabeledContent("Sign out") { Button("Sign Out", role: .destructive) { }.frame(maxWidth: .infinity) }.labelsHidden()
                    LabeledContent("Name") { Text("Easel") }
                    Toggle("Wi-Fi", isOn: $on).labelsHidden()
                }
            }
        }
        """
        let (_, content) = try layout(source, .ios)
        let rows = try #require(first("Form", in: content)).children.flatMap { $0.kind == "Section" ? $0.children : [$0] }
        let signOut = try #require(rows.first { $0.kind == "LabeledContent" && $0.children.first?.kind == "Button" })
        let button = try #require(signOut.children.first)
        #expect(signOut.text == nil || signOut.text == "", "the hidden label is not drawn")
        #expect(close(button.frame.midX, signOut.frame.midX), "the button across the row, its title centred: \(button.frame) in \(signOut.frame)")
        let name = try #require(rows.first { $0.text == "Name" })
        let value = try #require(name.children.first { $0.kind == "Text" })
        #expect(value.text == "Easel" && close(value.frame.maxX, name.frame.maxX), "the content trailing: \(value.frame) in \(name.frame)")
        #expect(value.frame.x > name.frame.x + 100)
        let toggle = try #require(rows.first { $0.kind == "Toggle" })
        #expect(toggle.text == nil || toggle.text == "", "a toggle with its label hidden is its switch")
        let svg = draw(source, .ios).output.svg
        #expect(fill(before: "Sign Out", in: svg) == "#FF3B30", "role: .destructive draws red")
        #expect(fill(before: "Easel", in: svg) == "#8A8A8E", "a LabeledContent's text in the secondary colour")
    }

    @Test("L12, L13: a form's ideal height is its rows as placed (insets, minimum heights, margins): .fixedSize() squeezes no row",
          arguments: [Platform.macos, .ios])
    func formIdealHeight(_ platform: Platform) throws {
        let (_, content) = try layout("""
        import SwiftUI
        struct V: View {
            @State private var name = ""
            var body: some View {
                NavigationStack {
                    Form {
                        Section("Bottle") {
                            TextField("Name", text: $name)
                            VStack(alignment: .leading) { Text("Bottle path:"); Text("~/Library/Containers").font(.callout) }
                        }
                    }
                    .formStyle(.grouped)
                }
                .fixedSize(horizontal: false, vertical: true)
                .frame(width: 400)
            }
        }
        """, platform)
        let form = try #require(first("Form", in: content))
        let path = try #require(first("Text", in: content) { $0.text == "~/Library/Containers" })
        #expect(path.frame.height >= 15, "the row's second line keeps its height: \(path.frame)")
        #expect(path.frame.maxY <= form.frame.maxY, "inside the form: \(path.frame) in \(form.frame)")
    }

    @Test("L11: a picker's label given as views is its title; a date picker of hours and minutes shows a time")
    func pickerLabelViewsAndTime() throws {
        let (_, content) = try layout("""
        import SwiftUI
        struct V: View {
            @State private var car = 0
            @State private var when = Date.now
            var body: some View {
                Form {
                    Picker(selection: $car) { Text("Civic").tag(0) } label: { Text("Vehicle") }
                    DatePicker("Reminder", selection: $when, displayedComponents: .hourAndMinute)
                    DatePicker(selection: $when) { Text("Due") }
                }
            }
        }
        """, .ios)
        #expect(first("Picker", in: content)?.text == "Vehicle")
        let pickers = [content].flatMap { c in c.children.isEmpty ? [c] : c.children }.filter { $0.kind == "DatePicker" }
        #expect(pickers.map(\.text) == ["Reminder", "Due"], "\(pickers.map(\.text))")
        let svg = draw("""
        import SwiftUI
        struct V: View {
            @State private var when = Date.now
            var body: some View { Form { DatePicker("Reminder", selection: $when, displayedComponents: .hourAndMinute) } }
        }
        """, .ios).output.svg
        #expect(svg.contains(">9:41 AM<"))
    }

    @Test("L6, L12: a view whose body is several views is several views to its container: an HStack's children side by side, a List's rows and sections")
    func bodyOfSeveralViews() throws {
        let (_, content) = try layout("""
        import SwiftUI
        struct Pair: View { var body: some View { Text("A"); Text("B") } }
        struct Rows: View {
            var body: some View {
                Text("Information")
                Text("System")
                Section("Devices") { Text("Display") }
            }
        }
        struct V: View {
            var body: some View {
                VStack {
                    HStack { Pair() }
                    List { Rows() }
                }
            }
        }
        """, .ios)
        let a = try #require(first("Text", in: content) { $0.text == "A" }), b = try #require(first("Text", in: content) { $0.text == "B" })
        #expect(close(a.frame.y, b.frame.y) && b.frame.x > a.frame.maxX, "side by side: \(a.frame) \(b.frame)")
        let list = try #require(first("List", in: content))
        #expect(list.children.map(\.kind) == ["Text", "Text", "Section"], "\(list.children.map(\.kind))")
        let info = try #require(first("Text", in: content) { $0.text == "Information" }), system = try #require(first("Text", in: content) { $0.text == "System" })
        #expect(system.frame.y >= info.frame.maxY + 20, "a row each: \(info.frame) \(system.frame)")
    }

    @Test("L5, L6, L8: HStack { A; Spacer(); B }.padding() puts A at the leading padding and B's trailing edge at the trailing one",
          arguments: [Platform.ios, .macos])
    func spacerPushes(_ platform: Platform) throws {
        let (screen, content) = try layout("""
        struct V: View { var body: some View { HStack { Text("A"); Spacer(); Text("B") }.padding() } }
        """, platform)
        let area = screen.contentArea
        let a = try #require(first("Text", in: content) { $0.text == "A" }), b = try #require(first("Text", in: content) { $0.text == "B" })
        #expect(close(a.frame.x, area.x + 16))
        #expect(close(b.frame.maxX, area.maxX - 16), "B ends at \(b.frame.maxX), the padding at \(area.maxX - 16)")
        let spacer = try #require(first("Spacer", in: content))
        #expect(spacer.frame.width > area.width / 2)
    }

    @Test("L5: a Spacer takes what the other views leave — a text beside it is not cut to half the row (as SwiftUI shows it)",
          arguments: [Platform.ios, .macos])
    func spacerYields(_ platform: Platform) throws {
        let (_, content) = try layout("""
        struct V: View { var body: some View { HStack { Image(systemName: "person").resizable().frame(width: 64, height: 64); Text("Katherine Johnson").font(.title2); Spacer() }.padding() } }
        """, platform)
        let name = try #require(first("Text", in: content))
        #expect(name.text == "Katherine Johnson" && name.lines == 1, "\(name.text ?? "") in \(name.lines ?? 0) lines")
        let spacer = try #require(first("Spacer", in: content))
        #expect(spacer.frame.x >= name.frame.maxX - 0.01)
    }

    @Test("L7: a long Text wraps at word boundaries (height = lines × line height); lineLimit(1) truncates with …",
          arguments: [Platform.ios, .macos])
    func wrapping(_ platform: Platform) throws {
        let words = "Wrote the first chapter of the field guide before the tide came back in, then walked the harbor to watch the herons"
        let (_, content) = try layout("""
        struct V: View { var body: some View { VStack { Text("\(words)"); Text("\(words)").lineLimit(1) }.frame(width: 240) } }
        """, platform)
        let texts = content.children.filter { $0.kind == "Text" }
        #expect(texts.count == 2)
        let wrapped = try #require(texts.first), truncated = try #require(texts.last)
        let lines = try #require(wrapped.lines)
        #expect(lines > 1)
        let size = platform == .macos ? 13.0 : 17
        #expect(close(wrapped.frame.height, Double(lines) * (size * 1.3).rounded()))
        #expect(wrapped.frame.width <= 240.01)
        // Word boundaries: every drawn line is whole words of the text.
        let drawn = try #require(wrapped.text).split(separator: "\n").map(String.init)
        #expect(drawn.joined(separator: " ") == words)
        for line in drawn { #expect(fonts.width(of: line, font: FontSpec(size: size)) <= 240.01) }
        #expect(truncated.lines == 1)
        #expect(truncated.text?.hasSuffix("…") == true)
        #expect(truncated.frame.width <= 240.01)
    }

    @Test("L7: a nil proposal gives one line; a text under its width keeps its own width", arguments: [Platform.ios, .macos])
    func idealText(_ platform: Platform) throws {
        let (_, content) = try layout("""
        struct V: View { var body: some View { ScrollView(.horizontal) { Text("One long line that would wrap in a narrow column of the window, but a horizontal scroll view proposes no width") } } }
        """, platform)
        let text = try #require(first("Text", in: content))
        #expect(text.lines == 1 || text.lines == nil)
    }

    @Test("L8: frame(width: 64, height: 64) on a resizable image is 64 × 64; without resizable a symbol takes its font's size",
          arguments: [Platform.ios, .macos])
    func resizableImage(_ platform: Platform) throws {
        let (_, content) = try layout("""
        struct V: View { var body: some View { VStack { Image(systemName: "star").resizable().frame(width: 64, height: 64); Image(systemName: "leaf") } } }
        """, platform)
        let images = content.children.filter { $0.kind == "Image" }
        #expect(images.count == 2)
        #expect(images[0].frame.width == 64 && images[0].frame.height == 64)
        let size = platform == .macos ? 13.0 : 17
        #expect(images[1].frame.width == size && images[1].frame.height == size)
    }

    @Test("L9: ZStack(alignment: .topLeading) { Color.white; VStack { … } } fills the content area and puts the VStack at its top-leading corner",
          arguments: [Platform.ios, .macos])
    func zstackTopLeading(_ platform: Platform) throws {
        let (screen, content) = try layout("""
        struct V: View { var body: some View { ZStack(alignment: .topLeading) { Color.white; VStack(alignment: .leading) { Text("Title"); Text("Subtitle") } } } }
        """, platform)
        #expect(content.kind == "ZStack")
        let area = screen.contentArea
        let color = try #require(content.children.first)
        #expect(color.kind == "Color" && color.frame == area.rounded)
        let stack = try #require(content.children.last)
        #expect(stack.kind == "VStack")
        #expect(close(stack.frame.x, area.x) && close(stack.frame.y, area.y))
    }

    @Test("L8: padding moves the ZStack's top-leading content in by 16 pt", arguments: [Platform.ios, .macos])
    func paddedCorner(_ platform: Platform) throws {
        let (screen, content) = try layout("""
        struct V: View { var body: some View { ZStack(alignment: .topLeading) { Color.white; VStack { Text("Title") }.padding() } } }
        """, platform)
        let stack = try #require(first("VStack", in: content))
        #expect(close(stack.frame.x, screen.contentArea.x + 16) && close(stack.frame.y, screen.contentArea.y + 16))
    }

    @Test("L12: a List row with two lines of text is taller than the minimum row, and rows don't overlap", arguments: [Platform.ios, .macos])
    func listRows(_ platform: Platform) throws {
        let (_, content) = try layout("""
        struct V: View {
            var body: some View {
                List {
                    Text("One line")
                    VStack(alignment: .leading) { Text("Headline"); Text("A second line below it") }
                    Text("Last")
                }
            }
        }
        """, platform)
        let list = try #require(first("List", in: content))
        #expect(list.style == (platform == .macos ? .inset : .insetGrouped))
        let rows = list.children
        #expect(rows.map(\.kind) == ["Text", "VStack", "Text"])
        let minimum = platform == .macos ? 28.0 : 44
        let insets = platform == .macos ? 4.0 : 11
        // The two-line row: its content and the row insets, more than the minimum.
        #expect(rows[1].frame.height > (platform == .macos ? 26 : 43))
        #expect(rows[2].frame.y - rows[1].frame.y > minimum, "the two-line row is \(rows[2].frame.y - rows[1].frame.y) tall")
        // A one-line row is the minimum, its text centred in it; the next row's content starts after its insets.
        let firstRowTop = rows[0].frame.y - (minimum - rows[0].frame.height) / 2
        #expect(close(rows[1].frame.y - insets - firstRowTop, minimum))
        // Rows never overlap: each content starts below the previous one and both rows' insets.
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(b.frame.y - a.frame.maxY >= 2 * insets - 0.01, "\(a.kind) overlaps \(b.kind)") }
    }

    @Test("L10, L12: a list of 3,000 rows lays out only the rows on screen")
    func lazyRows() throws {
        let start = Date()
        let (screen, content) = try layout("""
        struct V: View { var body: some View { List { ForEach(0..<3_000, id: \\.self) { i in Text("Row \\(i)") } } } }
        """, .ios)
        let list = try #require(first("List", in: content))
        #expect(!list.children.isEmpty && list.children.count < 40)
        #expect(list.children.allSatisfy { screen.window.contains($0.frame) })
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test("L15: kinds as written; placeholders keep their name; .id as text; ForEach flattened; layout modifiers are not nodes; background as a child with a role")
    func contractShape() throws {
        let (_, content) = try layout("""
        struct V: View {
            var body: some View {
                VStack {
                    ForEach(0..<3, id: \\.self) { i in Text("Item \\(i)").id(i) }
                    MysteryChart(values: [1, 2])
                    Text("Tagged").padding().background(Color.yellow)
                }
            }
        }
        """, .ios)
        #expect(content.kind == "VStack")
        #expect(content.children.map(\.kind) == ["Text", "Text", "Text", "MysteryChart", "Text"])
        #expect(content.children.prefix(3).map(\.id) == ["0", "1", "2"])
        let placeholder = content.children[3]
        #expect(placeholder.placeholder == true && placeholder.frame.height == 44)
        let tagged = content.children[4]
        let background = try #require(tagged.children.first)
        #expect(background.role == .background && background.kind == "Color")
        // The background is as large as the padded text; the text sits inside the padding.
        #expect(close(background.frame.width, tagged.frame.width + 32) && close(background.frame.height, tagged.frame.height + 32))
    }

    @Test("L11: controls name their style: Toggle a switch on iOS and a checkbox on macOS; borderedProminent buttons",
          arguments: [Platform.ios, .macos])
    func controlStyles(_ platform: Platform) throws {
        let (_, content) = try layout("""
        struct V: View {
            @State var on = true
            var body: some View { VStack { Toggle("Wi-Fi", isOn: $on); Button("Go") { }.buttonStyle(.borderedProminent); Button("Plain") { } } }
        }
        """, platform)
        let toggle = try #require(first("Toggle", in: content))
        #expect(toggle.style == (platform == .macos ? .checkbox : .switch))
        let buttons = content.children.filter { $0.kind == "Button" }
        #expect(buttons.map(\.style) == [.borderedProminent, platform == .macos ? .bordered : .borderless])
        #expect(buttons[0].text == "Go")
    }

    @Test("L12, L13: a Form is grouped on iOS and columns on macOS; sections carry their header and footer with roles; a long footer wraps",
          arguments: [Platform.ios, .macos])
    func formSections(_ platform: Platform) throws {
        let (screen, content) = try layout("""
        struct V: View {
            @State var on = true
            var body: some View {
                Form {
                    Section("Profile") { Toggle("Notifications", isOn: $on) }
                    Section {
                        LabeledContent("Version", value: "1.2")
                    } footer: {
                        Text("Changes apply to every device signed in to this account, after the next sync of its settings and documents.")
                    }
                }
            }
        }
        """, platform)
        let form = try #require(first("Form", in: content))
        #expect(form.style == (platform == .macos ? .columns : .grouped))
        #expect(form.frame == screen.contentArea.rounded)
        let sections = form.children.filter { $0.kind == "Section" }
        #expect(sections.count == 2)
        let header = try #require(sections[0].children.first)
        #expect(header.role == .header && header.text == "Profile")
        let footer = try #require(sections[1].children.last)
        #expect(footer.role == .footer && footer.kind == "Text")
        #expect((footer.lines ?? 0) > (platform == .macos ? 0 : 1))
        // Sections follow each other; their contents stay apart.
        #expect(sections[0].frame.maxY <= sections[1].frame.y + 0.01)
        for section in sections {
            for (a, b) in zip(section.children, section.children.dropFirst()) { #expect(a.frame.maxY <= b.frame.y + 0.01) }
        }
    }

    @Test("L5: forty nested stacks lay out in well under a second (sizes remembered per proposal; probes don't multiply per level)")
    func deepNesting() throws {
        var body = "Text(\"leaf\")"
        for i in 0..<40 {
            body = i % 2 == 1 ? "HStack { Text(\"a\(i)\"); Spacer(); \(body) }" : "VStack { Text(\"b\(i)\"); \(body); Spacer() }"
        }
        let start = Date()
        let (screen, content) = try layout("struct V: View { var body: some View { \(body) } }", .ios)
        #expect(Date().timeIntervalSince(start) < 5)
        var leaves = 0
        content.walk { if $0.text == "leaf" { leaves += 1 }; #expect(screen.window.contains($0.frame)) }
        #expect(leaves <= 1)
    }

    @Test("L10: LazyVGrid(.adaptive(minimum: 80)) fits as many columns as the width allows; Grid sizes columns to their widest cell",
          arguments: [Platform.ios, .macos])
    func grids(_ platform: Platform) throws {
        let (_, content) = try layout("""
        struct V: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
                        ForEach(0..<10, id: \\.self) { i in Color.blue.frame(height: 80) }
                    }
                    .padding()
                    Grid {
                        GridRow { Text("Name"); Text("Value") }
                        GridRow { Text("Longer name"); Text("1") }
                    }
                }
            }
        }
        """, platform)
        let grid = try #require(first("LazyVGrid", in: content))
        let cells = grid.children
        let columns = Set(cells.map(\.frame.x)).count
        let width = grid.frame.width
        #expect(columns == min(cells.count, Int((width + 8) / (80 + 8))))
        for cell in cells { #expect(cell.frame.width >= 80 && cell.frame.height == 80) }
        for (a, b) in zip(cells, cells.dropFirst()) where a.frame.y == b.frame.y { #expect(a.frame.maxX <= b.frame.x + 0.01) }
        let table = try #require(first("Grid", in: content))
        let texts = table.children
        #expect(texts.count == 4)
        // "Value" and "1" share the second column, which starts after the widest first cell.
        #expect(texts[1].frame.x >= texts[2].frame.maxX - 0.01 && texts[3].frame.x >= texts[2].frame.maxX - 0.01)
    }

    @Test("L9: Color.ignoresSafeArea() in a ZStack runs under the bars and the home indicator to the window's edges; the text stays in the safe area")
    func ignoresSafeArea() throws {
        let (screen, content) = try layout("""
        struct V: View {
            var body: some View {
                NavigationStack {
                    ZStack { Color.orange.ignoresSafeArea(); Text("Sunset") }
                        .navigationTitle("Beach")
                        .toolbar { Button("Share") { } }
                }
            }
        }
        """, .ios)
        let color = try #require(first("Color", in: content))
        #expect(color.frame == screen.window.rounded)
        let text = try #require(first("Text", in: content))
        #expect(screen.contentArea.contains(text.frame))
    }

    @Test("L9: the deprecated edgesIgnoringSafeArea(.all) is ignoresSafeArea(); edges: .bottom extends only the bottom; the keyboard's region alone extends nothing",
          arguments: [("edgesIgnoringSafeArea(.all)", "tb"), ("ignoresSafeArea(edges: .bottom)", "b"), ("ignoresSafeArea(.container, edges: [.top])", "t"),
                      ("ignoresSafeArea(.keyboard)", "")])
    func ignoredEdges(_ modifier: String, _ extended: String) throws {
        let (screen, content) = try layout("""
        struct V: View {
            var body: some View {
                NavigationStack {
                    ZStack { Color.orange.\(modifier); Text("Sunset") }.navigationTitle("Beach")
                }
            }
        }
        """, .ios)
        let color = try #require(first("Color", in: content))
        #expect(close(color.frame.y, extended.contains("t") ? screen.window.y : screen.contentArea.y), "\(modifier): top")
        #expect(close(color.frame.maxY, extended.contains("b") ? screen.window.maxY : screen.contentArea.maxY), "\(modifier): bottom")
    }

    @Test("L9: a shape-style background runs on into the safe area where its view meets it, as SwiftUI's ignoresSafeAreaEdges: .all; [] keeps it inside",
          arguments: [("", true), (", ignoresSafeAreaEdges: []", false)])
    func backgroundIntoSafeArea(_ argument: String, _ extended: Bool) throws {
        let (screen, content) = try layout("""
        struct V: View {
            var body: some View {
                Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow\(argument))
            }
        }
        """, .ios)
        let text = try #require(first("Text", in: content))
        let background = try #require(text.children.first { $0.role == .background })
        #expect(background.frame == (extended ? screen.window.rounded : screen.contentArea.rounded), "\(background.frame)")
    }

    @Test("a TabView whose tabs are in sections (sidebarAdaptable) shows one tab's content, not every tab's label and content")
    func tabsInSections() throws {
        let (_, content) = try layout("""
        struct V: View {
            var body: some View {
                TabView {
                    TabSection("Main") {
                        Tab("Home", systemImage: "house") { Text("Home screen") }
                        Tab("Inbox", systemImage: "tray") { Text("Inbox screen") }
                    }
                }
                .tabViewStyle(.sidebarAdaptable)
            }
        }
        """, .ios)
        var texts: [String] = []
        func walk(_ n: ContentNode) { if let t = n.text { texts.append(t) }; n.children.forEach(walk) }
        walk(content)
        #expect(texts == ["Home screen"], "\(texts)")
    }

    @Test("L8: frame(maxWidth: .infinity, alignment: .leading) takes the whole width and puts its text at the leading edge; the background fills the frame",
          arguments: [Platform.ios, .macos])
    func maxWidthInfinity(_ platform: Platform) throws {
        let (screen, content) = try layout("""
        struct V: View { var body: some View { Text("Leading").frame(maxWidth: .infinity, alignment: .leading).background(Color.gray) } }
        """, platform)
        let text = try #require(first("Text", in: content))
        #expect(close(text.frame.x, screen.contentArea.x))
        let background = try #require(text.children.first { $0.role == .background })
        #expect(close(background.frame.width, screen.contentArea.width))
    }

    static let cases: [(String, Platform)] = allExamples.flatMap { e in [Platform.ios, .macos].map { (e.name, $0) } }

    @Test("L5, L15, L16: every frame of every example and seed lies in the window, and stack siblings never overlap", arguments: cases)
    func everyExample(_ name: String, _ platform: Platform) throws {
        let source = try #require(allExamples.first { $0.name == name }?.source)
        let context = ToolbarContext(platform: platform)
        let ir = Frontend.compile(source).evaluate().document
        let render = Renderer(context: context, measurer: fonts).render(ir)
        let screen = Layout(measurer: fonts).layout(render, view: ir.view, context: context)
        guard let content = screen.content else { return }
        content.walk { node in
            #expect(screen.window.contains(node.frame), "\(name) \(platform): \(node.kind) \(node.frame) outside the window")
            #expect(node.frame.width >= 0 && node.frame.height >= 0)
            guard ["HStack", "VStack", "LazyVStack", "LazyHStack", "List", "Form", "Section"].contains(node.kind) else { return }
            let siblings = node.children.filter { $0.role == nil && $0.frame.width > 0.01 && $0.frame.height > 0.01 }
            for (i, a) in siblings.enumerated() {
                for b in siblings[(i + 1)...] {
                    #expect(!a.frame.intersects(b.frame), "\(name) \(platform): \(a.kind) \(a.frame) overlaps \(b.kind) \(b.frame) in \(node.kind)")
                }
            }
        }
    }
}
