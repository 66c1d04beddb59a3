import EaselIR
import EaselLayout
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
        /// The split view column of the bar (L14).
        public var column: String? = nil
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
    /// The frames the picture was painted from (the render JSON's `layout`).
    public let frames: ScreenLayout
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

    /// Paints `render` at the layout stage's frames: `layout` when the caller has them already
    /// (the bench times the stages apart), else worked out here. Past `deadline` the layout and
    /// the painting of the content stop, and a `budget-time` error says what was left undone.
    public func draw(_ ir: IRDocument, _ render: RenderDocument, context: ToolbarContext, colorScheme: String = "light",
                     state: StateStore = StateStore(), layout: ScreenLayout? = nil, deadline: StageDeadline? = nil) -> CanvasOutput {
        // A window whose views prefer an appearance (`.preferredColorScheme(.dark)`) has it,
        // whatever the system's (`--color-scheme`) is.
        let scheme = ir.presentations.first { $0.kind == "window" }?.preferredColorScheme ?? colorScheme
        var painter = Painter(canvas: self, ir: ir, render: render, context: context,
                              palette: Palette.of(context.platform, dark: scheme == "dark").accented(by: ir.accentColor), state: state,
                              frames: layout, deadline: deadline)
        painter.paint()
        var notes = painter.unmapped.sorted().map {
            Diagnostic(.note, "unmapped-symbol", at: SourceLocation(line: 0, column: 0), "the symbol '\($0)' has no icon in the open set; a labelled box stands in for it")
        }
        // One error per render: the first stage that stopped says so (resolution, before this).
        if !render.diagnostics.contains(where: { $0.code == "budget-time" }) {
            if painter.frames.stoppedAtDeadline {
                notes.append(StageDeadline.diagnostic("laying out the content"))
            } else if deadline?.expired == true {
                notes.append(StageDeadline.diagnostic("drawing the content"))
            }
        }
        return CanvasOutput(svg: painter.svg.document(width: painter.layout.width, height: painter.layout.height,
                                                      title: "\(ir.root?.name ?? "Easel") on \(context.platform.rawValue)"),
                            layout: painter.layout, diagnostics: notes, frames: painter.frames)
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
    var menus: [(bar: BarKind, menu: MoreMenu, anchor: Rect)] = []
    /// The layout stage's frames: the canvas paints them and decides nothing (spec L1).
    let frames: ScreenLayout
    /// The content's background (a grouped list's grey), which runs beneath the iOS family's bars.
    let backgroundBeneathBars: String
    /// Each toolbar's resolved items by key (bar entries name their toolbar and key).
    let itemsByToolbar: [[String: ResolvedItem]]
    /// Item keys shown by more than one toolbar (`#0` of two id-less toolbars): their element
    /// ids name the toolbar too, so ids stay unique in the page.
    let sharedKeys: Set<String>
    /// Each shown toolbar's item declarations by key: the content view (a slider draws as a
    /// slider; a toggle shows its state), its tint, badge and role.
    let declaredItems: [[String: ToolbarItemDecl]]
    let state: StateStore
    /// Past it, content not yet painted is left out.
    let deadline: StageDeadline?

    init(canvas: Canvas, ir: IRDocument, render: RenderDocument, context: ToolbarContext, palette: Palette, state: StateStore,
         frames given: ScreenLayout? = nil, deadline: StageDeadline? = nil) {
        self.deadline = deadline
        self.canvas = canvas
        self.ir = ir
        self.render = render
        self.context = context
        self.palette = palette
        // Each shown toolbar's item contents by key (keys `#n` repeat across toolbars).
        let declarations = render.declarationIndices.count == render.toolbars.count
            ? render.declarationIndices.map { ir.toolbars.indices.contains($0) ? [ir.toolbars[$0]] : [] }
            : render.toolbars.map { _ in ir.toolbars }
        self.declaredItems = declarations.map { toolbars in
            var items: [String: ToolbarItemDecl] = [:]
            for toolbar in toolbars { for item in toolbar.items where items[item.key] == nil { items[item.key] = item } }
            return items
        }
        self.state = state
        frames = given ?? Layout(measurer: canvas.measurer, deadline: deadline).layout(render, view: ir.view, context: context)
        backgroundBeneathBars = Self.background(of: frames.content, palette)
        itemsByToolbar = render.toolbars.map { Dictionary($0.items.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a }) }
        var seen: [String: Int] = [:]
        for toolbar in render.toolbars { for key in Set(toolbar.items.filter { $0.where.bar != nil }.map(\.key)) { seen[key, default: 0] += 1 } }
        sharedKeys = Set(seen.filter { $0.value > 1 }.keys)
        layout = CanvasLayout(width: frames.canvas.width, height: frames.canvas.height)
    }

    var platform: Platform { context.platform }

    /// The SVG id of an item: `item-<key>`, or `item-<key>@<toolbar>` when another toolbar shows the same key.
    func elementID(_ key: String, toolbar: Int) -> String {
        sharedKeys.contains(key) ? "item-\(key)@\(toolbar)" : "item-\(key)"
    }
    var metrics: BarMetrics {
        var metrics = BarMetrics(platform: platform)
        metrics.dynamicType = context.variant.dynamicType  // the large title's size (V5)
        return metrics
    }
    var itemHeight: Double { platform == .macos ? 28 : platform == .tvos ? 60 : 32 }

    mutating func paint() {
        let screen = frames
        let w = context.width, h = context.height
        // A list's or form's background runs beneath the status bar and the home indicator (iOS family).
        let screenFill = platform == .visionos ? "#5B6B7A" : platform == .ios || platform == .ipados ? backgroundBeneathBars : palette.background
        svg.rect(Rect(x: 0, y: 0, width: layout.width, height: layout.height), fill: screenFill,
                 radius: platform == .watchos ? 36 : 0, extra: [("class", "screen")])
        let tabs = render.tabs
        switch platform {
        case .ios, .ipados:
            // The content first: bars and chrome are drawn over it (a view that ignores the safe
            // area runs beneath them).
            drawContent(screen.content)
            if let tabs, let glass = screen.glassTabBar {
                glassTabBar(tabs, glass)
            } else if let tabs, let rect = screen.tabBar {
                tabBar(tabs, in: rect)
            }
            if let keyboard = screen.keyboard { svg.rect(keyboard, fill: palette.dark ? "#2C2C2E" : "#D1D3D9", extra: [("class", "keyboard")]) }
            for bar in screen.bars where bar.presentation == nil { drawBar(bar, topTabs: bar.tabs != nil ? tabs : nil) }
            // After the bars: a navigation bar's background runs up beneath the status bar.
            if let status = screen.statusBar { statusBar(height: status.height) }
            if context.windowControls, let nav = screen.bars.first(where: { $0.kind == .navigationBar && $0.presentation == nil }) {
                trafficLights(centerY: nav.frame.y + min(nav.frame.height, 50) / 2)  // G9: the window controls
            }
            if let tabs, let rect = screen.topTabs { topTabBarItems(tabs, centeredIn: rect) }
            if let tabs, let dots = screen.pageDots { pageDots(tabs, at: dots) }
            if let panel = screen.sheetPanel { presentedSheet(in: panel) }
            if let home = screen.homeIndicator { svg.rect(home, fill: palette.label, radius: 2.5, extra: [("class", "home-indicator")]) }
        case .macos:
            svg.rect(Rect(x: 0, y: 0, width: w, height: h), fill: palette.background, radius: windowRadius, stroke: palette.separator, extra: [("class", "window")])
            if screen.sheetPanel == nil { drawContent(screen.content) }
            if let titlebar = screen.titlebar { svg.rect(titlebar, fill: toolbarFill, radius: windowRadius) }
            if let section = screen.bars.first(where: { $0.kind == .windowToolbar && $0.column != nil }) {
                svg.rect(Rect(x: 0, y: 0, width: w, height: section.frame.height), fill: toolbarFill, radius: windowRadius, extra: [("class", "window-toolbar")])
            }
            for bar in screen.bars where bar.kind == .windowToolbar { drawBar(bar) }
            trafficLights(centerY: screen.trafficLightsY ?? 26)
            for bar in screen.bars { if case .accessoryBar = bar.kind { drawBar(bar) } }
            if let tabs, let side = screen.sidebar { sidebar(tabs, in: side) }
            if let tabs, let rect = screen.topTabs { topTabBarItems(tabs, centeredIn: rect) }
            if let panel = screen.sheetPanel {
                drawContent(screen.content)
                svg.rect(Rect(x: 0, y: 0, width: w, height: h), fill: "#000000", extra: [("opacity", "0.25")])
                svg.rect(panel, fill: palette.background, radius: 12, stroke: palette.separator, extra: [("class", "sheet")])
                for bar in screen.bars where bar.kind == .sheetBar { drawBar(bar) }
                drawContent(screen.sheet)
            }
            for bar in screen.bars where bar.style == .touchBar { drawBar(bar) }
        case .watchos:
            drawContent(screen.content)
            let nav = screen.bars.first { $0.kind == .navigationBar }
            // Corner buttons push the time to the middle (HIG).
            let corners = nav?.bar.map { !($0.leading.isEmpty && $0.trailing.isEmpty) } ?? false
            if corners {
                svg.text("10:09", x: w / 2, y: 28, size: 15, weight: 600, fill: palette.label, anchor: "middle", extra: [("class", "status-time")])
            } else {
                svg.text("10:09", x: w - 14, y: 24, size: 15, weight: 600, fill: palette.label, anchor: "end", extra: [("class", "status-time")])
            }
            for bar in screen.bars { drawBar(bar) }
            if let tabs, let dots = screen.pageDots { pageDots(tabs, at: dots) }
        case .tvos:
            drawContent(screen.content)
            for bar in screen.bars { drawBar(bar, topTabs: bar.tabs != nil ? tabs : nil) }
            if let tabs, let rect = screen.topTabs { topTabBarItems(tabs, centeredIn: rect) }
            if let tabs, let side = screen.sidebar { sidebar(tabs, in: side) }
        case .visionos:
            if let window = screen.glassWindow {
                svg.rect(window, fill: palette.dark ? "#1E1E20" : "#F2F2F4", radius: 32, extra: [("class", "window"), ("opacity", "0.96")])
            }
            drawContent(screen.content)
            for bar in screen.bars { drawBar(bar) }
            if let tabs, let rect = screen.verticalTabs { verticalTabs(tabs, in: rect) }
        }
        for (bar, menu, anchor) in menus { overflowMenu(bar, menu, below: anchor) }
    }


    /// The overflow menu of a bar: its items in menu order (spec O4, O5), and on iPadOS the
    /// "Customize Toolbar…" entry when a person may edit the toolbar there (spec M4). Drawn
    /// above everything with `display="none"`: a picture shows the closed menu, the Studio opens it.
    mutating func overflowMenu(_ bar: BarKind, _ menu: MoreMenu, below anchor: Rect) {
        let pairs = menu.entries.compactMap { e in resolvedItem(e.key, toolbar: e.toolbar).map { (toolbar: e.toolbar, item: $0) } }
        let entries = pairs.map(\.item)
        let customizable = menu.customizeEntry
        let font = platform == .macos ? FontSpec(size: 13) : FontSpec(size: 17)
        let row = platform == .macos ? 24.0 : 44
        let iconSide = platform == .macos ? 16.0 : 22
        let titles = entries.map { $0.label } + (customizable ? [ToolbarCommandsModel.customizeTitle] : [])
        let width = min(context.width - 16, max(200, (titles.map { canvas.measurer.width(of: $0, font: font) }.max() ?? 0) + iconSide + 48))
        let height = Double(titles.count) * row + (customizable && !entries.isEmpty ? 9 : 0) + 8
        let frame = Rect(x: max(8, min(anchor.maxX - width, context.width - width - 8)), y: anchor.maxY + 6, width: width, height: height)
        svg.open("g", [("id", "menu-\(bar.rawValue)"), ("class", "overflow-menu"), ("display", "none")])
        svg.rect(frame.offset(dx: 0, dy: 2), fill: "#000000", radius: 12, extra: [("opacity", "0.12")])
        svg.rect(frame, fill: palette.dark ? "#2C2C2E" : "#FFFFFF", radius: platform == .macos ? 8 : 12, stroke: palette.separator)
        var y = frame.y + 4
        for (toolbar, item) in pairs {
            let entry = Rect(x: frame.x + 4, y: y, width: frame.width - 8, height: row)
            var attributes = [("id", "menu-item-\(item.key)"), ("class", "menu-entry")]
            if let content = content(item.key, toolbar: toolbar), content.interactive { attributes += [("data-identity", content.identity), ("data-kind", content.kind)] }
            svg.open("g", attributes)
            svg.rect(entry, fill: "transparent", radius: 6, extra: [("class", "hit")])
            svg.text(item.label, x: entry.x + 10, y: entry.midY + font.size * 0.35, size: font.size, fill: palette.label)
            if let symbol = item.symbol {
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

    /// Paints the content tree the layout stage framed (`frames.content`, or a Mac sheet's).
    mutating func drawContent(_ node: ContentNode?) {
        guard let node else { return }
        svg.open("g", [("class", "content")])
        var painter = ContentPainter(measurer: canvas.measurer, icons: canvas.icons, palette: palette, baseFont: metrics.itemFont.size)
        painter.rightToLeft = frames.rightToLeft
        painter.state = state
        painter.platform = platform
        painter.deadline = deadline
        painter.customSymbols = ir.customSymbols
        painter.bitmaps = ir.bitmaps
        painter.paint(node, into: &svg, unmapped: &unmapped)
        svg.close("g")
    }

    // MARK: Chrome pieces

    /// A sheet the source presents, over the dimmed window (iPhone, iPad): its panel, content and bars.
    mutating func presentedSheet(in panel: Rect) {
        svg.rect(Rect(x: 0, y: 0, width: context.width, height: context.height), fill: "#000000", extra: [("opacity", "0.25")])
        svg.rect(panel, fill: Self.background(of: frames.sheet, palette), radius: platform == .ios ? 24 : 16, extra: [("class", "sheet")])
        drawContent(frames.sheet)
        for bar in frames.bars where bar.presentation != nil { drawBar(bar) }
    }

    /// Right-to-left (V3): the system's own chrome — the status bar, a Mac's window buttons — sits
    /// mirrored, as the layout mirrored everything else.
    func mirroredX(_ x: Double) -> Double { frames.rightToLeft ? context.width - x : x }
    func mirrored(_ r: Rect) -> Rect { frames.rightToLeft ? Rect(x: context.width - r.maxX, y: r.y, width: r.width, height: r.height) : r }

    mutating func statusBar(height: Double) {
        let ios = platform == .ios
        let time = (ios ? 52.0 : 16), anchor = ios ? "middle" : frames.rightToLeft ? "end" : "start"
        svg.text("9:41", x: mirroredX(time), y: height / 2 + 6, size: ios ? 17 : 13, weight: 600,
                 fill: palette.label, anchor: anchor, extra: [("class", "status-time")])
        svg.rect(mirrored(Rect(x: context.width - (ios ? 50 : 40), y: height / 2 - 6, width: 25, height: 12)), fill: "none", radius: 3,
                 stroke: palette.label, extra: [("class", "battery")])
        svg.rect(mirrored(Rect(x: context.width - (ios ? 48 : 38), y: height / 2 - 4, width: 19, height: 8)), fill: palette.label, radius: 1.5)
    }

    mutating func trafficLights(centerY: Double) {
        for (i, color) in ["#FF5F57", "#FEBC2E", "#28C840"].enumerated() {
            svg.element("circle", [("cx", SVGWriter.number(mirroredX(20 + Double(i) * 20))), ("cy", SVGWriter.number(centerY)), ("r", "6"), ("fill", color), ("class", "traffic-light")])
        }
    }

    mutating func drawSymbol(_ symbol: SymbolImage, in r: Rect, color: String) {
        var painter = ContentPainter(measurer: canvas.measurer, icons: canvas.icons, palette: palette, baseFont: 17)
        painter.rightToLeft = frames.rightToLeft
        painter.customSymbols = ir.customSymbols
        painter.drawIcon(symbol, in: r, color: color, into: &svg, unmapped: &unmapped)
    }

}
