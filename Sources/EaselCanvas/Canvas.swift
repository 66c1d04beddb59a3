import EaselIR
import EaselText
import EaselToolbars

/// Where the canvas drew things, for tests and the Studio's hit-testing.
public struct CanvasLayout: Codable, Hashable, Sendable {
    public struct Frame: Codable, Hashable, Sendable {
        /// An item key, a bar kind, `more:<bar>` or `tab:<key>`.
        public var id: String
        /// The bar the frame belongs to.
        public var bar: String
        public var rect: Rect
    }

    public var width: Double
    public var height: Double
    public var bars: [Frame] = []
    public var items: [Frame] = []
    public var moreButtons: [Frame] = []
    public var tabs: [Frame] = []
}

public struct CanvasOutput: Sendable {
    public let svg: String
    public let layout: CanvasLayout
    /// Notes about what could not be drawn faithfully (`unmapped-symbol`).
    public let diagnostics: [Diagnostic]
}

/// The last stage: draws the resolved toolbars and tabs in their platform's chrome, with the view
/// tree in the content area, as SVG. A pure function of its inputs.
public struct Canvas: Sendable {
    public let measurer: any TextMeasuring
    public let icons: IconSet?

    public init(measurer: any TextMeasuring, icons: IconSet? = IconSet.shared) {
        self.measurer = measurer
        self.icons = icons
    }

    public func draw(_ ir: IRDocument, _ render: RenderDocument, context: ToolbarContext, colorScheme: String = "light",
                     state: StateStore = StateStore()) -> CanvasOutput {
        var painter = Painter(canvas: self, ir: ir, render: render, context: context,
                              palette: colorScheme == "dark" || context.platform == .watchos ? .dark : .light, state: state)
        painter.paint()
        let notes = painter.unmapped.sorted().map {
            Diagnostic(.note, "unmapped-symbol", at: SourceLocation(line: 0, column: 0), "the symbol '\($0)' has no icon in the open set; a labelled box stands in for it")
        }
        return CanvasOutput(svg: painter.svg.document(width: painter.layout.width, height: painter.layout.height,
                                                      title: "\(ir.root?.name ?? "Easel") on \(context.platform.rawValue)"),
                            layout: painter.layout, diagnostics: notes)
    }
}

/// One drawing: chrome, bars, tabs, content.
struct Painter {
    let canvas: Canvas
    let ir: IRDocument
    let render: RenderDocument
    let context: ToolbarContext
    let palette: Palette
    var svg = SVGWriter()
    var layout: CanvasLayout
    var unmapped = Set<String>()
    /// Bars whose "more" button was drawn, with the button's frame: their menus come last.
    var menus: [(bar: String, anchor: Rect)] = []
    /// The content view of each item key (a slider draws as a slider; a toggle shows its state).
    let contents: [String: ViewNode]
    let state: StateStore

    init(canvas: Canvas, ir: IRDocument, render: RenderDocument, context: ToolbarContext, palette: Palette, state: StateStore) {
        self.canvas = canvas
        self.ir = ir
        self.render = render
        self.context = context
        self.palette = palette
        var contents: [String: ViewNode] = [:]
        for toolbar in ir.toolbars { for item in toolbar.items where contents[item.key] == nil { contents[item.key] = item.content } }
        self.contents = contents
        self.state = state
        let touchBar = render.toolbars.contains { $0.bar("touchBar") != nil }
        layout = CanvasLayout(width: context.width, height: context.height + (touchBar ? 48 : 0))
    }

    var platform: Platform { context.platform }
    var metrics: BarMetrics { BarMetrics(platform: platform) }
    var itemHeight: Double { platform == .macos ? 28 : platform == .tvos ? 60 : 32 }

    /// Every toolbar of the window merged per bar kind (a window has one navigation bar).
    func merged(presentation: (String) -> Bool) -> [(kind: String, leading: [ResolvedItem], center: [ResolvedItem], trailing: [ResolvedItem], title: String?, background: String, revealed: Bool?, overflow: Bool)] {
        var order: [String] = []
        var bars: [String: (leading: [ResolvedItem], center: [ResolvedItem], trailing: [ResolvedItem], title: String?, background: String, revealed: Bool?, overflow: Bool)] = [:]
        for toolbar in render.toolbars where presentation(toolbar.presentation) {
            let items = Dictionary(toolbar.items.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
            for bar in toolbar.bars {
                if bars[bar.kind] == nil { order.append(bar.kind); bars[bar.kind] = ([], [], [], nil, "none", nil, false) }
                bars[bar.kind]!.leading += bar.leading.compactMap { items[$0] }
                bars[bar.kind]!.center += bar.center.compactMap { items[$0] }
                bars[bar.kind]!.trailing += bar.trailing.compactMap { items[$0] }
                bars[bar.kind]!.title = bars[bar.kind]!.title ?? bar.title
                if bar.background == "material" { bars[bar.kind]!.background = "material" }
                bars[bar.kind]!.revealed = bar.revealed
                let main = platform == .macos ? "windowToolbar" : "navigationBar"
                // iPadOS shows the button for an editable toolbar even with nothing overflowing:
                // its menu holds "Customize Toolbar…" (spec M4).
                let customizeEntry = platform == .ipados && toolbar.customizable && toolbar.editable
                if bar.kind == main && (!toolbar.overflow.isEmpty || customizeEntry) { bars[bar.kind]!.overflow = true }
            }
        }
        return order.map { kind in let b = bars[kind]!; return (kind, b.leading, b.center, b.trailing, b.title, b.background, b.revealed, b.overflow) }
    }

    var windowTitle: String? { ir.presentations.first { $0.kind == "window" }?.navigationTitle }

    mutating func paint() {
        let w = context.width, h = context.height
        svg.rect(Rect(x: 0, y: 0, width: layout.width, height: layout.height), fill: platform == .visionos ? "#5B6B7A" : palette.background,
                 radius: platform == .watchos ? 36 : 0, extra: [("class", "screen")])
        let bars = merged { $0 == "window" }
        var content = Rect(x: 0, y: 0, width: w, height: h)
        let tabs = render.tabs
        switch platform {
        case .ios, .ipados:
            let statusHeight = platform == .ios ? 54.0 : 24
            statusBar(height: statusHeight)
            let navHeight = platform == .ios ? 44.0 : 50
            content.y = statusHeight
            let bottomInset = platform == .ios ? 34.0 : 20
            var bottom = h - bottomInset
            let tabBarAtBottom = tabs.map { $0.presentation == "tabBar" && (platform == .ios || context.isCompactWidth) } ?? false
            if let tabs, tabBarAtBottom { bottom -= 49; tabBar(tabs, in: Rect(x: 0, y: bottom, width: w, height: 49 + bottomInset)) }
            if context.keyboardShown {
                let keyboard = Rect(x: 0, y: h - (platform == .ios ? 291 : 320), width: w, height: platform == .ios ? 291 : 320)
                svg.rect(keyboard, fill: palette.dark ? "#2C2C2E" : "#D1D3D9", extra: [("class", "keyboard")])
                bottom = keyboard.y
            }
            for bar in bars.reversed() where bar.kind == "keyboardBar" || bar.kind == "bottomBar" {
                if bar.kind == "bottomBar" && (tabBarAtBottom || context.keyboardShown) { continue }
                let height = bar.kind == "keyboardBar" ? 44.0 : 49
                bottom -= height
                drawBar(bar, in: Rect(x: 0, y: bottom, width: w, height: height), top: false)
            }
            if let nav = bars.first(where: { $0.kind == "navigationBar" }) {
                let navRect = Rect(x: 0, y: statusHeight, width: w, height: navHeight)
                drawBar(nav, in: navRect, top: true, topTabs: tabBarAtBottom ? nil : tabs)
                content.y = navRect.maxY
            } else if let tabs, !tabBarAtBottom {
                topTabBarItems(tabs, centeredIn: Rect(x: 0, y: statusHeight, width: w, height: navHeight))
                content.y = statusHeight + navHeight
            }
            content.height = bottom - content.y
            if platform == .ios || platform == .ipados {
                svg.rect(Rect(x: w / 2 - 67, y: h - 13, width: 134, height: 5), fill: palette.label, radius: 2.5, extra: [("class", "home-indicator")])
            }
        case .macos:
            svg.rect(Rect(x: 0, y: 0, width: w, height: h), fill: palette.background, radius: 10, stroke: palette.separator, extra: [("class", "window")])
            var y = 0.0
            var lightsY = 26.0
            let sheet = context.presentation == .sheet
            if let toolbar = bars.first(where: { $0.kind == "windowToolbar" }) {
                drawBar(toolbar, in: Rect(x: 0, y: 0, width: w, height: 52), top: true)
                y = 52
            } else {
                svg.rect(Rect(x: 0, y: 0, width: w, height: 28), fill: palette.chrome, radius: 10)
                y = 28
                lightsY = 14
            }
            trafficLights(centerY: lightsY)
            for bar in bars where bar.kind.hasPrefix("accessoryBar:") {
                drawBar(bar, in: Rect(x: 0, y: y, width: w, height: 30), top: true)
                y += 30
            }
            content = Rect(x: 0, y: y, width: w, height: h - y)
            if let tabs, tabs.presentation == "sidebar" {
                let side = Rect(x: 0, y: y, width: 220, height: h - y)
                sidebar(tabs, in: side)
                content = Rect(x: side.maxX, y: y, width: w - side.width, height: h - y)
            } else if let tabs, tabs.presentation == "segmented" {
                topTabBarItems(tabs, centeredIn: Rect(x: content.x, y: y, width: content.width, height: 40))
                content.y += 40
                content.height -= 40
            }
            if sheet, let footer = bars.first(where: { $0.kind == "sheetBar" }) {
                drawContent(in: content)
                svg.rect(Rect(x: 0, y: 0, width: w, height: h), fill: "#000000", extra: [("opacity", "0.25")])
                let panel = Rect(x: w * 0.2, y: 52, width: w * 0.6, height: min(h * 0.6, h - 80))
                svg.rect(panel, fill: palette.background, radius: 12, stroke: palette.separator, extra: [("class", "sheet")])
                drawBar(footer, in: Rect(x: panel.x, y: panel.maxY - 52, width: panel.width, height: 52), top: false)
                content = Rect(x: panel.x, y: panel.y, width: panel.width, height: panel.height - 52)
                drawContent(in: content)
                content = Rect(x: 0, y: 0, width: 0, height: 0)
            }
            if let touch = bars.first(where: { $0.kind == "touchBar" }) {
                drawBar(touch, in: Rect(x: w * 0.1, y: h + 8, width: w * 0.8, height: 32), top: false, dark: true)
            }
        case .watchos:
            var y = 44.0
            if let nav = bars.first(where: { $0.kind == "navigationBar" }) {
                drawBar(nav, in: Rect(x: 0, y: 4, width: w, height: 40), top: true)
                if watchCorners(nav) {
                    // Corner buttons push the time to the middle and the title below them.
                    svg.text("10:09", x: w / 2, y: 28, size: 15, weight: 600, fill: palette.label, anchor: "middle", extra: [("class", "status-time")])
                    if let title = nav.title { svg.text(title, x: 14, y: 64, size: 17, weight: 600, fill: palette.label, extra: [("class", "title")]); y = 74 }
                } else {
                    svg.text("10:09", x: w - 14, y: 24, size: 15, weight: 600, fill: palette.label, anchor: "end", extra: [("class", "status-time")])
                }
            } else {
                svg.text("10:09", x: w - 14, y: 24, size: 15, weight: 600, fill: palette.label, anchor: "end", extra: [("class", "status-time")])
            }
            if let header = bars.first(where: { $0.kind == "scrollHeader" }) {
                drawBar(header, in: Rect(x: 8, y: y, width: w - 16, height: 44), top: true)
                y += 48
            }
            var bottom = h
            if let bottomBar = bars.first(where: { $0.kind == "bottomBar" }) {
                bottom = h - 44
                drawBar(bottomBar, in: Rect(x: 0, y: bottom, width: w, height: 40), top: false)
            }
            content = Rect(x: 8, y: y, width: w - 16, height: bottom - y)
            if let tabs { pageDots(tabs, at: Rect(x: w - 10, y: h / 2 - 20, width: 6, height: 40)) }
        case .tvos:
            let top = Rect(x: 0, y: 0, width: w, height: 140)
            if let nav = bars.first(where: { $0.kind == "navigationBar" }) {
                drawBar(nav, in: top, top: true, topTabs: tabs?.presentation == "tabBar" ? tabs : nil)
            } else if let tabs, tabs.presentation == "tabBar" {
                topTabBarItems(tabs, centeredIn: top)
            }
            content = Rect(x: 0, y: top.maxY, width: w, height: h - top.maxY)
            if let tabs, tabs.presentation == "sidebar" {
                sidebar(tabs, in: Rect(x: 0, y: top.maxY, width: 400, height: h - top.maxY))
                content = Rect(x: 400, y: top.maxY, width: w - 400, height: h - top.maxY)
            }
        case .visionos:
            let window = Rect(x: 100, y: 40, width: w - 200, height: h - 160)
            svg.rect(window, fill: palette.dark ? "#1E1E20" : "#F2F2F4", radius: 32, extra: [("class", "window"), ("opacity", "0.96")])
            var y = window.y
            if let nav = bars.first(where: { $0.kind == "navigationBar" }) {
                drawBar(nav, in: Rect(x: window.x, y: window.y + 8, width: window.width, height: 56), top: true)
                y += 64
            }
            content = Rect(x: window.x, y: y, width: window.width, height: window.maxY - y - 16)
            // The bottom ornament (and a bottom bar, drawn as a second ornament beside it).
            let ornaments = bars.filter { $0.kind == "ornament" || $0.kind == "bottomBar" }
            let widths = ornaments.map { bar -> Double in
                let items = bar.leading + bar.center + bar.trailing
                return items.reduce(0) { $0 + $1.width } + metrics.spacing * Double(max(0, items.count - 1)) + 48
            }
            var x = window.midX - (widths.reduce(0, +) + 16 * Double(max(0, widths.count - 1))) / 2
            for (bar, width) in zip(ornaments, widths) {
                drawBar(bar, in: Rect(x: x, y: window.maxY + 20, width: width, height: 56), top: false, capsule: true)
                x += width + 16
            }
            if let tabs {
                let height = Double(tabs.tabBar.count) * 52 + 20
                let ornament = Rect(x: window.x - 80, y: window.midY - height / 2, width: 64, height: height)
                verticalTabs(tabs, in: ornament)
            }
        }
        if content.width > 0 { drawContent(in: content) }
        for (bar, anchor) in menus { overflowMenu(bar, below: anchor) }
    }

    /// The overflow menu of a bar: its items in menu order (spec O4, O5), and on iPadOS the
    /// "Customize Toolbar…" entry when a person may edit the toolbar there (spec M4). Drawn
    /// above everything with `display="none"`: a picture shows the closed menu, the Studio opens it.
    mutating func overflowMenu(_ bar: String, below anchor: Rect) {
        let toolbars = render.toolbars.filter { $0.presentation == "window" && $0.bars.contains { $0.kind == bar } }
        let entries = toolbars.flatMap { toolbar in
            toolbar.overflow.compactMap { key in toolbar.items.first { $0.key == key } }
        }
        let customizable = platform == .ipados && toolbars.contains { $0.customizable && $0.editable }
        let font = platform == .macos ? FontSpec(size: 13) : FontSpec(size: 17)
        let row = platform == .macos ? 24.0 : 44
        let iconSide = platform == .macos ? 16.0 : 22
        let titles = entries.map { $0.label } + (customizable ? [ToolbarCommandsModel.customizeTitle] : [])
        let width = min(context.width - 16, max(200, (titles.map { canvas.measurer.width(of: $0, font: font) }.max() ?? 0) + iconSide + 48))
        let height = Double(titles.count) * row + (customizable && !entries.isEmpty ? 9 : 0) + 8
        let frame = Rect(x: max(8, min(anchor.maxX - width, context.width - width - 8)), y: anchor.maxY + 6, width: width, height: height)
        svg.open("g", [("id", "menu-\(bar)"), ("class", "overflow-menu"), ("display", "none")])
        svg.rect(frame.offset(dx: 0, dy: 2), fill: "#000000", radius: 12, extra: [("opacity", "0.12")])
        svg.rect(frame, fill: palette.dark ? "#2C2C2E" : "#FFFFFF", radius: platform == .macos ? 8 : 12, stroke: palette.separator)
        var y = frame.y + 4
        for item in entries {
            let entry = Rect(x: frame.x + 4, y: y, width: frame.width - 8, height: row)
            var attributes = [("id", "menu-item-\(item.key)"), ("class", "menu-entry")]
            if let content = contents[item.key], content.interactive { attributes += [("data-identity", content.identity), ("data-kind", content.kind)] }
            svg.open("g", attributes)
            svg.rect(entry, fill: "transparent", radius: 6, extra: [("class", "hit")])
            svg.text(item.label, x: entry.x + 10, y: entry.midY + font.size * 0.35, size: font.size, fill: palette.label)
            if let symbol = item.systemImage {
                drawSymbol(symbol, in: Rect(x: entry.maxX - iconSide - 10, y: entry.midY - iconSide / 2, width: iconSide, height: iconSide), color: palette.label)
            }
            svg.close("g")
            y += row
        }
        if customizable {
            if !entries.isEmpty {
                svg.rect(Rect(x: frame.x, y: y + 4, width: frame.width, height: 1), fill: palette.separator)
                y += 9
            }
            let entry = Rect(x: frame.x + 4, y: y, width: frame.width - 8, height: row)
            svg.open("g", [("class", "menu-entry customize-entry")])
            svg.rect(entry, fill: "transparent", radius: 6, extra: [("class", "hit")])
            svg.text(ToolbarCommandsModel.customizeTitle, x: entry.x + 10, y: entry.midY + font.size * 0.35, size: font.size, fill: palette.label)
            svg.close("g")
        }
        svg.close("g")
    }

    mutating func drawContent(in rect: Rect) {
        guard let view = ir.view else { return }
        svg.open("g", [("class", "content")])
        var content = ContentLayout(measurer: canvas.measurer, icons: canvas.icons, palette: palette, baseFont: metrics.itemFont.size)
        content.state = state
        content.draw(view, in: rect.inset(platform == .watchos ? 0 : 0), font: FontSpec(size: platform == .macos ? 13 : platform == .watchos ? 15 : platform == .tvos ? 29 : 17),
                     into: &svg, unmapped: &unmapped)
        svg.close("g")
    }

    // MARK: Chrome pieces

    mutating func statusBar(height: Double) {
        let time = Rect(x: platform == .ios ? 24 : 16, y: 0, width: 80, height: height)
        svg.text("9:41", x: time.x + (platform == .ios ? 28 : 0), y: height / 2 + 6, size: platform == .ios ? 17 : 13, weight: 600,
                 fill: palette.label, anchor: platform == .ios ? "middle" : "start", extra: [("class", "status-time")])
        svg.rect(Rect(x: context.width - (platform == .ios ? 50 : 40), y: height / 2 - 6, width: 25, height: 12), fill: "none", radius: 3,
                 stroke: palette.label, extra: [("class", "battery")])
        svg.rect(Rect(x: context.width - (platform == .ios ? 48 : 38), y: height / 2 - 4, width: 19, height: 8), fill: palette.label, radius: 1.5)
    }

    mutating func trafficLights(centerY: Double) {
        for (i, color) in ["#FF5F57", "#FEBC2E", "#28C840"].enumerated() {
            svg.element("circle", [("cx", SVGWriter.number(20 + Double(i) * 20)), ("cy", SVGWriter.number(centerY)), ("r", "6"), ("fill", color), ("class", "traffic-light")])
        }
    }

    typealias MergedBar = (kind: String, leading: [ResolvedItem], center: [ResolvedItem], trailing: [ResolvedItem], title: String?, background: String, revealed: Bool?, overflow: Bool)

    /// A bar: background, leading items, the title and center items, trailing items and the
    /// "more" button; frames recorded for every item.
    mutating func drawBar(_ bar: MergedBar, in rect: Rect, top: Bool, topTabs: ResolvedTabs? = nil, capsule: Bool = false, dark: Bool = false) {
        svg.open("g", [("id", "bar-\(bar.kind)"), ("class", "bar \(bar.kind)")])
        layout.bars.append(.init(id: bar.kind, bar: bar.kind, rect: rect))
        let fill = dark ? "#1C1C1E" : bar.background == "material" || capsule ? palette.bar : platform == .macos ? palette.chrome : palette.background
        if capsule {
            svg.rect(rect, fill: palette.dark ? "#3A3A3C" : "#E5E5EA", radius: rect.height / 2, extra: [("class", "ornament")])
        } else if platform == .visionos || platform == .watchos {
            // Bars float over the glass window (visionOS) or the black screen (watchOS).
        } else {
            svg.rect(rect, fill: fill, radius: platform == .macos && bar.kind == "windowToolbar" ? 10 : 0, extra: bar.background == "material" ? [("opacity", "0.94")] : [])
            if bar.kind != "scrollHeader" {
                svg.rect(Rect(x: rect.x, y: top ? rect.maxY - 0.5 : rect.y, width: rect.width, height: 0.5), fill: palette.separator)
            }
        }
        if bar.kind == "scrollHeader" {
            scrollHeader(bar, in: rect)
            svg.close("g")
            return
        }
        let m = metrics
        if capsule {
            // An ornament is as wide as its items, laid out in order.
            var x = rect.x + 24
            for item in bar.leading + bar.center + bar.trailing {
                drawItem(item, at: x, in: rect, bar: bar.kind, dark: dark)
                x += item.width + m.spacing
            }
            svg.close("g")
            return
        }
        let inset = platform == .macos && bar.kind == "windowToolbar" ? 84 : m.margin
        let spacing = m.spacing
        var left = rect.x + inset
        if context.backButton, bar.kind == "navigationBar", platform != .macos, platform != .watchos {
            // A pushed view's back button (spec P3 moves navigation items out of its way).
            drawSymbol("chevron.left", in: Rect(x: left - 6, y: rect.midY - 12, width: 24, height: 24), color: palette.accent)
            svg.text("Back", x: left + 18, y: rect.midY + 6, size: m.itemFont.size, fill: palette.accent, extra: [("class", "back")])
            left += m.backButton + spacing
        }
        // macOS: navigation items come before the inline title, the other leading items after it.
        let macTitle = platform == .macos && bar.kind == "windowToolbar" ? bar.title : nil
        let beforeTitle = macTitle == nil ? bar.leading : bar.leading.filter { $0.placement == "navigation" }
        for item in beforeTitle {
            drawItem(item, at: left, in: rect, bar: bar.kind, dark: dark)
            left += item.width + spacing
        }
        if let macTitle, !macTitle.isEmpty {
            let font = m.titleFont
            svg.text(macTitle, x: left + 4, y: rect.midY + font.size * 0.35, size: font.size, weight: 700, fill: palette.label, extra: [("class", "title")])
            left += canvas.measurer.width(of: macTitle, font: font) + 24
            for item in bar.leading where item.placement != "navigation" {
                drawItem(item, at: left, in: rect, bar: bar.kind, dark: dark)
                left += item.width + spacing
            }
        }
        var right = rect.maxX - (platform == .macos ? 12 : m.margin)
        if bar.overflow {
            let more = Rect(x: right - m.iconBox, y: rect.midY - itemHeight / 2, width: m.iconBox, height: itemHeight)
            layout.moreButtons.append(.init(id: "more:\(bar.kind)", bar: bar.kind, rect: more))
            // The button opens its menu (drawn last, hidden until the Studio shows it).
            svg.open("g", [("id", "more-\(bar.kind)"), ("class", "more"), ("data-menu", "menu-\(bar.kind)")])
            svg.rect(more, fill: "transparent", extra: [("class", "hit")])
            if platform == .macos {
                svg.text("»", x: more.midX, y: more.midY + 6, size: 18, weight: 600, fill: palette.secondary, anchor: "middle", extra: [("class", "more")])
            } else {
                drawSymbol("ellipsis.circle", in: more.inset(3), color: palette.accent)
            }
            svg.close("g")
            menus.append((bar.kind, more))
            right = more.x - spacing
        }
        for item in bar.trailing.reversed() {
            right -= item.width
            drawItem(item, at: right, in: rect, bar: bar.kind, dark: dark)
            right -= spacing
        }
        // Title and center: iPad editor/browser roles and macOS put the title after the leading
        // items and the center items after it; elsewhere the title is centered.
        let leadingTitle = platform == .macos || (platform == .ipados && render.toolbars.contains { $0.role != "navigationStack" })
        let titleFont = m.titleFont
        var centerX: Double
        let centerWidth = bar.center.reduce(0) { $0 + $1.width } + spacing * Double(max(0, bar.center.count - 1))
        if let topTabs {
            topTabBarItems(topTabs, centeredIn: Rect(x: left, y: rect.y, width: max(0, right - left), height: rect.height))
            centerX = left
        } else if let title = bar.title, !title.isEmpty, macTitle == nil, !watchCorners(bar),
                  !(!leadingTitle && bar.center.contains { $0.kind == "titleMenu" }) {
            let titleWidth = canvas.measurer.width(of: title, font: titleFont)
            if platform == .watchos {
                // watchOS: the title sits at the top leading edge, beside the time.
                ContentLayout(measurer: canvas.measurer, icons: canvas.icons, palette: palette, baseFont: 15)
                    .drawText(title, in: Rect(x: rect.x + 12, y: rect.y, width: max(0, rect.width - 80), height: rect.height),
                              font: FontSpec(size: 15, weight: .semibold), color: palette.label, into: &svg)
                centerX = left
            } else if leadingTitle {
                svg.text(title, x: left + 4, y: rect.midY + titleFont.size * 0.35, size: titleFont.size, weight: 700, fill: palette.label, extra: [("class", "title")])
                centerX = max(left + titleWidth + 24, rect.midX - centerWidth / 2)
                centerX = min(centerX, max(left + titleWidth + 24, right - centerWidth))
            } else {
                svg.text(title, x: rect.midX, y: rect.midY + titleFont.size * 0.35, size: titleFont.size, weight: 600, fill: palette.label,
                         anchor: "middle", extra: [("class", "title")])
                centerX = rect.midX + titleWidth / 2 + spacing
            }
        } else {
            centerX = max(left, rect.midX - centerWidth / 2)
        }
        // Center items never run into the leading or trailing ones.
        centerX = max(left, min(centerX, right - centerWidth))
        for item in bar.center {
            drawItem(item, at: centerX, in: rect, bar: bar.kind, dark: dark)
            centerX += item.width + spacing
        }
        svg.close("g")
    }

    /// watchOS: buttons in the top corners move the time and the title (HIG).
    func watchCorners(_ bar: MergedBar) -> Bool {
        platform == .watchos && bar.kind == "navigationBar" && !(bar.leading.isEmpty && bar.trailing.isEmpty)
    }

    /// One toolbar item at `x`: its symbol, its text, or its control; spacers draw nothing.
    mutating func drawItem(_ item: ResolvedItem, at x: Double, in bar: Rect, bar kind: String, dark: Bool) {
        let frame = Rect(x: x, y: bar.midY - itemHeight / 2, width: item.width, height: itemHeight)
        layout.items.append(.init(id: item.key, bar: kind, rect: frame))
        guard item.kind != "spacer" else { return }
        let content = contents[item.key]
        var attributes = [("id", "item-\(item.key)"), ("class", "item"), ("data-placement", item.placement)]
        if let content, content.interactive { attributes += [("data-identity", content.identity), ("data-kind", content.kind)] }
        svg.open("g", attributes)
        if content?.kind == "Toggle", content.map({ ContentLayoutState.isOn($0, state) }) == true {
            svg.rect(frame.inset(1), fill: palette.fill, radius: 6, extra: [("class", "toggle-on")])
        }
        let color = dark ? "#FFFFFF" : platform == .macos ? palette.label : palette.accent
        let mode = render.toolbars.first { t in t.items.contains { $0.key == item.key } }?.displayMode ?? "iconOnly"
        if content?.kind == "Slider" {
            let track = Rect(x: frame.x + 8, y: frame.midY - 2, width: max(0, frame.width - 16), height: 4)
            svg.rect(track, fill: palette.fill, radius: 2, extra: [("class", "slider")])
            let share = content.map { ContentLayout.fraction($0, ContentLayoutState.value($0, "value", state)) } ?? 0.3
            svg.rect(Rect(x: track.x, y: track.y, width: track.width * share, height: 4), fill: palette.accent, radius: 2)
            svg.element("circle", [("cx", SVGWriter.number(track.x + track.width * share)), ("cy", SVGWriter.number(track.midY)), ("r", "8"),
                                   ("fill", "#FFFFFF"), ("stroke", palette.separator)])
        } else if let symbol = item.systemImage, !(platform == .macos && mode == "labelOnly") {
            let box = min(frame.height, metrics.iconBox) * (platform == .macos ? 0.62 : 0.78)
            if platform == .macos && mode == "iconAndLabel" {
                drawSymbol(symbol, in: Rect(x: frame.midX - box / 2, y: frame.y - 4, width: box, height: box), color: color)
                svg.text(item.label, x: frame.midX, y: frame.maxY + 6, size: 10, fill: palette.secondary, anchor: "middle")
            } else {
                drawSymbol(symbol, in: Rect(x: frame.midX - box / 2, y: frame.midY - box / 2, width: box, height: box), color: color)
            }
        } else if item.placement == "status" {
            svg.text(item.label, x: frame.midX, y: frame.midY + 4, size: platform == .macos ? 11 : 13, fill: palette.secondary, anchor: "middle")
        } else {
            let font = metrics.itemFont
            svg.text(item.label.isEmpty ? item.key : item.label, x: frame.midX, y: frame.midY + font.size * 0.35, size: font.size,
                     weight: item.placement == "confirmationAction" ? 600 : 400, fill: color, anchor: "middle")
        }
        svg.close("g")
    }

    mutating func drawSymbol(_ symbol: String, in r: Rect, color: String) {
        ContentLayout(measurer: canvas.measurer, icons: canvas.icons, palette: palette, baseFont: 17)
            .drawIcon(symbol, in: r, color: color, into: &svg, unmapped: &unmapped)
    }

    mutating func scrollHeader(_ bar: MergedBar, in rect: Rect) {
        let revealed = bar.revealed ?? false
        let items = bar.leading + bar.center + bar.trailing
        let share = rect.width / Double(max(1, items.count))
        for (i, item) in items.enumerated() {
            // One full-width button (HIG); several share the row.
            let frame = Rect(x: rect.x + Double(i) * share, y: rect.y, width: share, height: rect.height).inset(2)
            layout.items.append(.init(id: item.key, bar: bar.kind, rect: frame))
            svg.open("g", [("id", "item-\(item.key)"), ("class", "item"), ("opacity", revealed ? "1" : "0.35")])
            svg.rect(frame, fill: palette.fill, radius: frame.height / 2)
            let font = FontSpec(size: 15, weight: .semibold)
            ContentLayout(measurer: canvas.measurer, icons: canvas.icons, palette: palette, baseFont: 15)
                .drawText(item.label, in: frame.inset(8), font: font, color: palette.label, into: &svg, center: true)
            svg.close("g")
        }
        if !revealed {
            svg.text("scroll up to reveal", x: rect.midX, y: rect.maxY + 2, size: 9, fill: palette.secondary, anchor: "middle")
        }
    }

    // MARK: Tabs

    mutating func tabBar(_ tabs: ResolvedTabs, in rect: Rect) {
        svg.open("g", [("id", "tab-bar"), ("class", "tab-bar")])
        svg.rect(rect, fill: palette.bar)
        svg.rect(Rect(x: rect.x, y: rect.y, width: rect.width, height: 0.5), fill: palette.separator)
        let count = max(1, tabs.tabBar.count)
        let slot = rect.width / Double(count)
        for (i, key) in tabs.tabBar.enumerated() {
            guard let tab = tabs.tab(key) else { continue }
            let frame = Rect(x: rect.x + Double(i) * slot, y: rect.y + 4, width: slot, height: 45)
            layout.tabs.append(.init(id: "tab:\(key)", bar: "tabBar", rect: frame))
            let color = key == tabs.selected ? palette.accent : palette.secondary
            if let symbol = tab.systemImage { drawSymbol(symbol, in: Rect(x: frame.midX - 12, y: frame.y + 2, width: 24, height: 24), color: color) }
            svg.text(tab.title, x: frame.midX, y: frame.y + 40, size: 10, weight: 500, fill: color, anchor: "middle")
        }
        svg.close("g")
    }

    /// iPadOS's floating top tab bar (and macOS's segmented tabs): a pill of titles.
    mutating func topTabBarItems(_ tabs: ResolvedTabs, centeredIn rect: Rect) {
        let font = FontSpec(size: platform == .tvos ? 29 : 15, weight: .medium)
        let widths = tabs.tabBar.map { canvas.measurer.width(of: tabs.tab($0)?.title ?? $0, font: font) + 28 }
        let total = widths.reduce(0, +)
        let height = platform == .tvos ? 64.0 : 34
        var x = rect.midX - total / 2
        let pill = Rect(x: x - 4, y: rect.midY - height / 2 - 4, width: total + 8, height: height + 8)
        svg.rect(pill, fill: palette.fill, radius: pill.height / 2, extra: [("class", "top-tab-bar")])
        for (key, width) in zip(tabs.tabBar, widths) {
            let frame = Rect(x: x, y: rect.midY - height / 2, width: width, height: height)
            layout.tabs.append(.init(id: "tab:\(key)", bar: "tabBar", rect: frame))
            if key == tabs.selected { svg.rect(frame, fill: palette.background, radius: height / 2) }
            svg.text(tabs.tab(key)?.title ?? key, x: frame.midX, y: frame.midY + font.size * 0.35, size: font.size, weight: 500,
                     fill: key == tabs.selected ? palette.accent : palette.label, anchor: "middle")
            x += width
        }
    }

    mutating func sidebar(_ tabs: ResolvedTabs, in rect: Rect) {
        svg.open("g", [("id", "tab-sidebar"), ("class", "sidebar")])
        svg.rect(rect, fill: palette.groupedBackground)
        svg.rect(Rect(x: rect.maxX - 0.5, y: rect.y, width: 0.5, height: rect.height), fill: palette.separator)
        let rowHeight = platform == .tvos ? 64.0 : 32
        let size = platform == .tvos ? 29.0 : 13
        var y = rect.y + 12
        if tabs.customizable && tabs.editable {
            // The sidebar's edit mode (spec B5–B7): the Studio opens its tab editor from here.
            let edit = Rect(x: rect.maxX - 52, y: rect.y + 6, width: 44, height: 22)
            svg.open("g", [("class", "sidebar-edit")])
            svg.rect(edit, fill: "transparent", extra: [("class", "hit")])
            svg.text("Edit", x: edit.maxX - 6, y: edit.midY + size * 0.35, size: size, fill: palette.accent, anchor: "end")
            svg.close("g")
            y = edit.maxY
        }
        for section in tabs.sidebar {
            if let title = section.title {
                y += 8
                svg.text(title, x: rect.x + 16, y: y + size, size: size - 2, weight: 600, fill: palette.secondary)
                y += rowHeight * 0.8
            }
            for key in section.tabs where y + rowHeight <= rect.maxY {
                let frame = Rect(x: rect.x + 8, y: y, width: rect.width - 16, height: rowHeight)
                layout.tabs.append(.init(id: "tab:\(key)", bar: "sidebar", rect: frame))
                if key == tabs.selected { svg.rect(frame, fill: palette.fill, radius: 6) }
                if let symbol = tabs.tab(key)?.systemImage {
                    drawSymbol(symbol, in: Rect(x: frame.x + 8, y: frame.midY - size * 0.6, width: size * 1.2, height: size * 1.2), color: palette.accent)
                }
                svg.text(tabs.tab(key)?.title ?? key, x: frame.x + 16 + size * 1.4, y: frame.midY + size * 0.35, size: size, fill: palette.label)
                y += rowHeight
            }
        }
        svg.close("g")
    }

    mutating func verticalTabs(_ tabs: ResolvedTabs, in rect: Rect) {
        svg.rect(rect, fill: palette.dark ? "#3A3A3C" : "#E5E5EA", radius: 32, extra: [("class", "tab-ornament")])
        var y = rect.y + 10
        for key in tabs.tabBar {
            let frame = Rect(x: rect.x + 8, y: y, width: rect.width - 16, height: 48)
            layout.tabs.append(.init(id: "tab:\(key)", bar: "ornament", rect: frame))
            if key == tabs.selected { svg.rect(frame, fill: palette.background, radius: 24) }
            if let symbol = tabs.tab(key)?.systemImage {
                drawSymbol(symbol, in: Rect(x: frame.midX - 12, y: frame.midY - 12, width: 24, height: 24), color: palette.label)
            }
            y += 52
        }
    }

    mutating func pageDots(_ tabs: ResolvedTabs, at rect: Rect) {
        for (i, key) in tabs.tabBar.enumerated() {
            svg.element("circle", [("cx", SVGWriter.number(rect.midX)), ("cy", SVGWriter.number(rect.y + Double(i) * 10)), ("r", "3"),
                                   ("fill", key == tabs.selected ? palette.label : palette.secondary)])
        }
    }
}

/// Bound values for the chrome's items (the same reading as `ContentLayout.bound`).
enum ContentLayoutState {
    static func value(_ node: ViewNode, _ name: String, _ state: StateStore) -> IRValue? {
        switch node.argument(name) {
        case .binding(let slot)?: return state[slot]
        case .constantBinding(let value)?: return value
        default: return nil
        }
    }

    static func isOn(_ node: ViewNode, _ state: StateStore) -> Bool { value(node, "isOn", state) == .bool(true) }
}
