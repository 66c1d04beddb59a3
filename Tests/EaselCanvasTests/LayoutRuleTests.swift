import EaselIR
import EaselLayout
import Testing

/// Layout rules the other content tests do not reach on their own (layout spec L1, L4, L6, L10, L14,
/// L16), asserted on the JSON frames on iOS and macOS.
extension ContentLayoutTests {
    @Test("L6: an explicit spacing wins over the platform's 8 pt; a Divider is 1 pt thick and fills the cross axis",
          arguments: [Platform.ios, .macos])
    func spacingAndDividers(_ platform: Platform) throws {
        let (_, content) = try layout("""
        struct V: View {
            var body: some View {
                VStack(spacing: 20) {
                    Text("One")
                    Divider()
                    Text("Two")
                    HStack { Text("Left"); Text("Right") }
                }
            }
        }
        """, platform)
        let one = try #require(first("Text", in: content) { $0.text == "One" })
        let two = try #require(first("Text", in: content) { $0.text == "Two" })
        let divider = try #require(first("Divider", in: content))
        #expect(close(divider.frame.y - one.frame.maxY, 20) && close(two.frame.y - divider.frame.maxY, 20))
        #expect(close(divider.frame.height, 1))
        let stack = try #require(first("VStack", in: content))
        #expect(close(divider.frame.width, stack.frame.width), "the divider fills the stack's width")
        let left = try #require(first("Text", in: content) { $0.text == "Left" })
        let right = try #require(first("Text", in: content) { $0.text == "Right" })
        #expect(close(right.frame.x - left.frame.maxX, 8), "default spacing: \(right.frame.x - left.frame.maxX)")
    }

    @Test("L10: ViewThatFits shows its first child whose ideal size fits, and lays out only that one",
          arguments: [Platform.ios, .macos])
    func viewThatFits(_ platform: Platform) throws {
        let (_, content) = try layout("""
        struct V: View {
            var body: some View {
                ViewThatFits {
                    HStack { Text("A fairly long first label"); Text("and a second long label"); Text("and a third one too") }
                    VStack { Text("Short A"); Text("Short B") }
                }
            }
        }
        """, platform)
        let chosen = first("HStack", in: content) != nil ? "HStack" : "VStack"
        // 393 pt is too narrow for three long labels on one line; a Mac window is not.
        #expect(chosen == (platform == .ios ? "VStack" : "HStack"))
        #expect(first(chosen == "HStack" ? "VStack" : "HStack", in: content) == nil, "the other child is not laid out")
    }

    @Test("L14: split-view columns — the sidebar 320 pt on iPad and 220 pt on a Mac, a column's width modifier wins, iPhone shows the sidebar",
          arguments: [Platform.ipados, .macos, .ios])
    func splitViewColumns(_ platform: Platform) throws {
        func source(_ sidebarModifier: String) -> String {
            """
            struct V: View {
                var body: some View {
                    NavigationSplitView {
                        List { Text("Inbox"); Text("Sent") }\(sidebarModifier)
                    } detail: {
                        Text("Detail")
                    }
                }
            }
            """
        }
        // Column frames are the split view's parts (what the canvas paints), read before the JSON.
        let (screen, content) = try layout(source(""), platform)
        let tree = try #require(screen.content)
        let split = try #require(first("NavigationSplitView", in: tree))
        let inbox = try #require(first("Text", in: content) { $0.text == "Inbox" })
        if platform == .ios {
            #expect(first("Text", in: content) { $0.text == "Detail" } == nil, "compact: the sidebar column alone")
            #expect(inbox.frame.x < split.frame.width / 2)
            return
        }
        let sidebar = try #require(split.parts.first { $0.name == .sidebarColumn })
        #expect(close(sidebar.frame.width, platform == .macos ? 220 : 320))
        let detail = try #require(first("Text", in: content) { $0.text == "Detail" })
        #expect(detail.frame.x >= sidebar.frame.maxX && inbox.frame.maxX <= sidebar.frame.maxX)
        let sizedScreen = try layout(source(".navigationSplitViewColumnWidth(min: 180, ideal: 260, max: 400)"), platform).screen
        let sized = try #require(sizedScreen.content)
        let sizedSidebar = try #require(first("NavigationSplitView", in: sized)?.parts.first { $0.name == .sidebarColumn })
        #expect(close(sizedSidebar.frame.width, 260))
    }

    @Test("L16: a view Easel cannot lay out is a labelled placeholder as wide as its proposal and 44 pt tall, never zero-size",
          arguments: [Platform.ios, .macos])
    func placeholderSize(_ platform: Platform) throws {
        let (screen, content) = try layout("""
        struct V: View { var body: some View { VStack(spacing: 0) { MapCanvas(region: region); Text("Below") } } }
        """, platform)
        let placeholder = try #require(first("Placeholder", in: content) ?? first("MapCanvas", in: content))
        #expect(placeholder.placeholder == true)
        #expect(close(placeholder.frame.height, 44))
        #expect(close(placeholder.frame.width, screen.contentArea.width))
        let below = try #require(first("Text", in: content) { $0.text == "Below" })
        #expect(below.frame.y >= placeholder.frame.maxY - 0.01)
    }
}

extension ContentLayoutTests {
    @Test("L4: a child answers the size it takes for the proposal — a short text its own width, a Color or a fixed frame what it is given — and the parent places it",
          arguments: [Platform.ios, .macos])
    func proposalAndResponse(_ platform: Platform) throws {
        let (screen, content) = try layout("""
        struct V: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Short")
                    Color.red.frame(width: 120, height: 80)
                    Color.blue.frame(height: 40)
                }
            }
        }
        """, platform)
        let area = screen.contentArea
        let text = try #require(first("Text", in: content))
        #expect(text.frame.width < area.width / 2, "a short text takes its own width, not the proposal's")
        let stack = try #require(first("VStack", in: content))
        #expect(close(text.frame.midX, stack.frame.midX), "the stack centres what it places")
        var colors: [ContentNode] = []
        content.walk { if $0.kind == "Color" { colors.append($0) } }
        try #require(colors.count == 2)
        #expect(close(colors[0].frame.width, 120) && close(colors[0].frame.height, 80))
        #expect(close(colors[1].frame.width, stack.frame.width) && close(colors[1].frame.height, 40), "a Color takes the width proposed to it")
    }
}

extension BarLayoutTests {
    @Test("L1: on a Mac, the render JSON's bars and the layout's frames hold the same items in the same order")
    func engineDecidesCanvasPaints() throws {
        let source = """
        struct V: View {
            var body: some View {
                NavigationStack {
                    Text("Body")
                        .navigationTitle("Notes")
                        .toolbar {
                            ToolbarItem(placement: .navigation) { Button("Back", systemImage: "chevron.left") {} }
                            ToolbarItem(placement: .primaryAction) { Button("New", systemImage: "square.and.pencil") {} }
                            ToolbarItem(placement: .primaryAction) { Button("Share", systemImage: "square.and.arrow.up") {} }
                        }
                }
            }
        }
        """
        let (render, screen) = frames(source, .macos)
        for toolbar in render.toolbars where toolbar.presentation == "window" {
            for bar in toolbar.bars {
                let decided = bar.leading + bar.center + bar.trailing
                let framed = screen.bars.first { $0.kind == bar.kind }?.items.filter { $0.kind != .flexibleSpace && $0.kind != .fixedSpace }.map(\.key) ?? []
                #expect(framed == decided, "\(bar.kind): JSON \(decided), frames \(framed)")
            }
        }
        #expect(!render.toolbars.flatMap(\.items).isEmpty)
    }
}
