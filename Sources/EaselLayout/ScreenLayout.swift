import EaselIR
import EaselText
import EaselToolbars

/// The frames of one render (the contract's `layout` key, spec L1, L3, L15): the window, every bar
/// of the shown presentation with its items, title and "more" button, and the content tree
/// (`content`, spec L4–L16; `null` when there is no view). Besides the JSON it carries the
/// chrome's frames the canvas paints (status bar, tab bar, keyboard, …).
public struct ScreenLayout: Codable, Hashable, Sendable {
    public var window: Rect
    public var bars: [BarFrame]
    /// The content tree (spec L15), in the content area.
    @ExplicitNull public var content: ContentNode?
    /// Not in the JSON: a sheet's content, in its panel (a Mac's `--presentation sheet`, or a
    /// sheet the source presents).
    public var sheet: ContentNode?

    // Chrome (not in the JSON).
    /// The whole picture: the window, plus the Touch Bar strip below a Mac window.
    public var canvas: Rect
    /// The content area between the bars (zero when the content is drawn in a sheet only).
    public var contentArea: Rect
    public var statusBar: Rect?
    public var homeIndicator: Rect?
    public var keyboard: Rect?
    /// iPhone's (and compact iPad's) bottom tab bar.
    public var tabBar: Rect?
    /// The iPhone's floating tab bar on 26+ (G8), inside `tabBar`.
    public var glassTabBar: GlassTabBar?
    /// Where top tabs are centred when no bar holds them (iPad, tvOS, macOS segmented).
    public var topTabs: Rect?
    public var sidebar: Rect?
    public var verticalTabs: Rect?
    public var pageDots: Rect?
    /// macOS: the title bar of a window without a toolbar, and the traffic lights' centre line.
    public var titlebar: Rect?
    public var trafficLightsY: Double?
    /// A sheet: the panel over the dimmed window, and its content area.
    public var sheetPanel: Rect?
    public var sheetContent: Rect?
    /// visionOS's glass window.
    public var glassWindow: Rect?
    /// Laid out right-to-left (V3): every frame mirrored; the canvas right-aligns text and flips
    /// directional symbols.
    public var rightToLeft = false
    /// Not in the JSON: the layout stopped at its deadline, leaving content out (issue 33).
    public var stoppedAtDeadline = false

    private enum CodingKeys: String, CodingKey { case window, bars, content }

    public init(window: Rect, canvas: Rect) {
        self.window = window
        self.bars = []
        self.canvas = canvas
        self.contentArea = window
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        window = try c.decode(Rect.self, forKey: .window)
        bars = try c.decode([BarFrame].self, forKey: .bars)
        content = try c.decodeIfPresent(ContentNode.self, forKey: .content)
        canvas = window
        contentArea = window
    }

    public func bar(_ kind: BarKind) -> BarFrame? { bars.first { $0.kind == kind } }
}

/// A page view's index dots on an iPhone or iPad: a row at the bottom, one per page, `pitch` apart.
public enum PageDots {
    public static let pitch = 16.0
}

/// The layout stage for bars (spec L1–L3): a pure function of the engine's decisions (the
/// render document's bar set), the tabs, the context and the text measurer.
public struct Layout: Sendable {
    public let measurer: any TextMeasuring
    /// Past it, views not yet sized or placed are left out (`stoppedAtDeadline`).
    public var deadline: StageDeadline?
    /// Content layouts made before for the same document, to reuse (see `ContentLayouts`).
    public var contentLayouts: ContentLayouts?

    public init(measurer: any TextMeasuring, deadline: StageDeadline? = nil, contentLayouts: ContentLayouts? = nil) {
        self.measurer = measurer
        self.deadline = deadline
        self.contentLayouts = contentLayouts
    }

    /// The bars' frames and, given the IR's root `view`, the content's (spec L4–L16).
    public func layout(_ render: RenderDocument, view: ViewNode? = nil, context: ToolbarContext) -> ScreenLayout {
        finished(layoutLeftToRight(render, view: view, context: context), render, context: context)
    }

    /// The bars' frames and titles without the screen's content, which they do not depend on
    /// (the content is laid out into the area they leave; a presented sheet is laid out whole,
    /// its bars with it): what a variant's comparison with its base reads (V6).
    /// `VariantLayoutTests.barsWithoutContent` holds them to `layout`'s bars.
    public func bars(_ render: RenderDocument, view: ViewNode? = nil, context: ToolbarContext) -> ScreenLayout {
        var screen = layoutBars(render, context: context)
        if let view, screen.sheetPanel == nil { layoutPresentedSheet(render, view: view, context: context, into: &screen) }
        return finished(screen, render, context: context)
    }

    /// A left-to-right screen as drawn: marked if the deadline stopped it, mirrored when right to
    /// left is asked, or when the language drawn is (the engine decided: V2, V3).
    private func finished(_ leftToRight: ScreenLayout, _ render: RenderDocument, context: ToolbarContext) -> ScreenLayout {
        var screen = leftToRight
        screen.stoppedAtDeadline = deadline?.expired ?? false
        return context.isRightToLeft || render.variant.layoutDirection == .rightToLeft ? screen.mirrored() : screen
    }

    private func layoutLeftToRight(_ render: RenderDocument, view: ViewNode?, context: ToolbarContext) -> ScreenLayout {
        var screen = layoutBars(render, context: context)
        guard let view else { return screen }
        let columns = render.barSets(of: "window").compactMap { s in
            s.column.map { SplitColumn(name: $0, x: s.columnX, width: s.columnWidth ?? context.width) }
        }
        var stage = ContentStage(measurer: measurer, platform: context.platform, splitColumns: columns)
        stage.scrolled = context.scrolled
        stage.dynamicType = context.variant.dynamicType
        stage.deadline = deadline
        stage.layouts = contentLayouts
        let visible = screen.glassWindow ?? screen.window
        screen.content = stage.layout(view, in: screen.contentArea, visible: visible, full: visible)
        if let accessory = screen.glassTabBar?.accessory, let view = render.tabs?.accessoryView {
            let area = accessory.inset(dx: 16, dy: 4)
            screen.glassTabBar?.accessoryContent = stage.layout(view, in: area, visible: area)
        }
        if let sheet = screen.sheetContent { screen.sheet = stage.layout(view, in: sheet, visible: sheet) }
        if screen.sheetPanel == nil { layoutPresentedSheet(render, view: view, context: context, into: &screen) }
        return screen
    }

    func layoutBars(_ render: RenderDocument, context: ToolbarContext) -> ScreenLayout {
        let w = context.width, h = context.height
        let platform = context.platform
        let set = render.bars(of: "window")
        // One bar set, or one per shown split view column (L14), each framed in its column.
        let columns = render.barSets(of: "window")
        func bar(_ kind: BarKind) -> PresentedBar? { set?.bar(kind) }
        func span(_ s: BarSet) -> (x: Double, width: Double) { (s.columnX, s.columnWidth ?? w) }
        let touchBar = bar(.touchBar)
        var screen = ScreenLayout(window: Rect(x: 0, y: 0, width: w, height: h),
                                  canvas: Rect(x: 0, y: 0, width: w, height: h + (touchBar != nil ? 48 : 0)))
        let arranger = BarArranger(context: context, measurer: measurer, backButton: context.backButton)
        // V4: a bar spans the screen; its items keep inside the safe area (an iPhone on its side).
        let safe = context.horizontalSafeArea
        func arranged(_ b: PresentedBar, _ rect: Rect, style: BarStyle = .plain, top: Bool, tabs: Bool = false, in s: BarSet? = nil) -> BarFrame {
            let inside = Rect(x: rect.x + safe, y: rect.y, width: rect.width - 2 * safe, height: rect.height)
            var frame = arranger.arrange(b, in: inside, style: style, top: top, tabs: tabs, windowButtons: (s?.columnX ?? 0) == 0)
            frame.frame = Rect(x: rect.x, y: frame.frame.y, width: rect.width, height: frame.frame.height)
            frame.column = (s ?? set)?.column  // a split view shown as one column (watchOS, tvOS) names it too
            return frame
        }
        func add(_ b: PresentedBar, _ rect: Rect, style: BarStyle = .plain, top: Bool, tabs: Bool = false, in s: BarSet? = nil) {
            screen.bars.append(arranged(b, rect, style: style, top: top, tabs: tabs, in: s))
        }
        let tabs = render.tabs
        var content = Rect(x: 0, y: 0, width: w, height: h)
        switch platform {
        case .ios, .ipados:
            // A windowed iPad app (G9) is its window: no status bar, the controls in its bar.
            // V4: an iPhone on its side hides the status bar; its bars are compact (32 pt before
            // the glass design), its home indicator 21 pt tall.
            let compact = context.isCompactHeight
            let noStatusBar = context.windowControls || compact
            // (On glass the bar's circles keep a little room above them.)
            let statusHeight = noStatusBar ? (compact && context.os.hasGlass ? 8 : 0) : platform == .ios ? 54.0 : 24
            screen.statusBar = noStatusBar ? nil : Rect(x: 0, y: 0, width: w, height: statusHeight)
            let navHeight = compact && !context.os.hasGlass ? 32 : platform == .ios ? 44.0 : 50
            content.y = statusHeight
            content.x = safe
            content.width = w - 2 * safe
            let bottomInset = compact ? 21 : platform == .ios ? 34.0 : 20
            var bottom = h - bottomInset
            let tabBarAtBottom = tabs.map { $0.presentation == .tabBar && (platform == .ios || context.isCompactWidth) } ?? false
            let tabsOnTop = tabs?.barHoldsTitleArea(in: context) ?? false
            if let tabs, tabBarAtBottom, platform == .ios, context.os.hasGlass {
                let glass = GlassTabBar.layout(tabs, width: w, height: h)
                screen.glassTabBar = glass
                bottom = glass.top
                screen.tabBar = Rect(x: 0, y: bottom, width: w, height: h - bottom)
            } else if tabs != nil, tabBarAtBottom {
                bottom -= 49
                screen.tabBar = Rect(x: 0, y: bottom, width: w, height: 49 + bottomInset)
            }
            if context.keyboardShown {
                let height = platform == .ios ? 291.0 : 320
                screen.keyboard = Rect(x: 0, y: h - height, width: w, height: height)
                bottom = h - height
            }
            var bottomBars: [BarFrame] = []
            var lowest = bottom
            for s in columns {
                var columnBottom = bottom
                for kind in [BarKind.bottomBar, .keyboardBar] {
                    guard let b = s.bar(kind) else { continue }
                    let height = kind == .keyboardBar ? 44.0 : compact && !context.os.hasGlass ? 32 : 49
                    columnBottom -= height
                    bottomBars.append(arranged(b, Rect(x: span(s).x, y: columnBottom, width: span(s).width, height: height), top: false, in: s))
                }
                lowest = min(lowest, columnBottom)
            }
            bottom = lowest
            let navRect = Rect(x: 0, y: statusHeight, width: w, height: navHeight)
            if columns.contains(where: { $0.bar(.navigationBar) != nil }) {
                content.y = navRect.maxY
                for s in columns {
                    guard let nav = s.bar(.navigationBar) else { continue }
                    // A large title (G5) sits below the bar's row, at the top of the content.
                    let height = BarMetrics(context).height(navHeight, of: nav)
                    add(nav, Rect(x: span(s).x, y: statusHeight, width: span(s).width, height: height), top: true,
                        tabs: tabsOnTop, in: s)
                    content.y = max(content.y, statusHeight + height)
                }
            } else if tabsOnTop {
                screen.topTabs = navRect
                content.y = navRect.maxY
            }
            // A page view has no tab bar: its index dots sit over the content, above the home
            // indicator (SwiftUI's `.page` style).
            if let tabs, tabs.presentation == .page, tabs.tabBar.count > 1 {
                let width = Double(tabs.tabBar.count) * PageDots.pitch
                screen.pageDots = Rect(x: w / 2 - width / 2, y: bottom - 26, width: width, height: PageDots.pitch)
            }
            screen.bars += bottomBars.reversed()
            content.height = bottom - content.y
            screen.homeIndicator = context.windowControls ? nil : Rect(x: w / 2 - 67, y: h - 13, width: 134, height: 5)
        case .macos:
            var y = 0.0
            screen.trafficLightsY = 26
            if columns.contains(where: { $0.bar(.windowToolbar) != nil }) {
                for s in columns {
                    guard let toolbar = s.bar(.windowToolbar) else { continue }
                    add(toolbar, Rect(x: span(s).x, y: 0, width: span(s).width, height: 52), top: true, in: s)
                }
                y = 52
            } else {
                screen.titlebar = Rect(x: 0, y: 0, width: w, height: 28)
                y = 28
                screen.trafficLightsY = 14
            }
            for b in columns.flatMap(\.bars) {
                guard case .accessoryBar = b.kind else { continue }
                add(b, Rect(x: 0, y: y, width: w, height: 30), top: true)
                y += 30
            }
            content = Rect(x: 0, y: y, width: w, height: h - y)
            if let tabs, tabs.presentation == .sidebar {
                let side = Rect(x: 0, y: y, width: 220, height: h - y)
                screen.sidebar = side
                content = Rect(x: side.maxX, y: y, width: w - side.width, height: h - y)
            } else if let tabs, tabs.presentation == .segmented {
                screen.topTabs = Rect(x: content.x, y: y, width: content.width, height: 40)
                content.y += 40
                content.height -= 40
            }
            if context.presentation == .sheet, let footer = bar(.sheetBar) {
                let panel = Rect(x: w * 0.2, y: 52, width: w * 0.6, height: min(h * 0.6, h - 80))
                screen.sheetPanel = panel
                add(footer, Rect(x: panel.x, y: panel.maxY - 52, width: panel.width, height: 52), top: false)
                screen.sheetContent = Rect(x: panel.x, y: panel.y, width: panel.width, height: panel.height - 52)
            }
            if let touchBar {
                add(touchBar, Rect(x: w * 0.1, y: h + 8, width: w * 0.8, height: 32), style: .touchBar, top: false)
            }
        case .watchos:
            var y = 44.0
            if let nav = bar(.navigationBar) {
                add(nav, Rect(x: 0, y: 4, width: w, height: 40), style: .floating, top: true)
                if nav.title != nil, !(nav.leading.isEmpty && nav.trailing.isEmpty) { y = 74 }
            }
            if let header = bar(.scrollHeader) {
                add(header, Rect(x: 8, y: y, width: w - 16, height: 44), style: .floating, top: true)
                y += 48
            }
            var bottom = h
            if let bottomBar = bar(.bottomBar) {
                bottom = h - 44
                add(bottomBar, Rect(x: 0, y: bottom, width: w, height: 40), style: .floating, top: false)
            }
            content = Rect(x: 8, y: y, width: w - 16, height: bottom - y)
            if tabs != nil { screen.pageDots = Rect(x: w - 10, y: h / 2 - 20, width: 6, height: 40) }
        case .tvos:
            let top = Rect(x: 0, y: 0, width: w, height: 140)
            if let nav = bar(.navigationBar) {
                add(nav, top, top: true, tabs: tabs?.barHoldsTitleArea(in: context) ?? false)
            } else if let tabs, tabs.presentation == .tabBar {
                screen.topTabs = top
            }
            content = Rect(x: 0, y: top.maxY, width: w, height: h - top.maxY)
            if let tabs, tabs.presentation == .sidebar {
                screen.sidebar = Rect(x: 0, y: top.maxY, width: 400, height: h - top.maxY)
                content = Rect(x: 400, y: top.maxY, width: w - 400, height: h - top.maxY)
            }
        case .visionos:
            let window = Rect(x: 100, y: 40, width: w - 200, height: h - 160)
            screen.glassWindow = window
            var y = window.y
            if let nav = bar(.navigationBar) {
                add(nav, Rect(x: window.x, y: window.y + 8, width: window.width, height: 56), style: .floating, top: true)
                y += 64
            }
            content = Rect(x: window.x, y: y, width: window.width, height: window.maxY - y - 16)
            // The bottom ornament, with a bottom bar drawn as a second ornament before it.
            let ornaments = [bar(.bottomBar), bar(.ornament)].compactMap { $0 }
            let spacing = BarMetrics(platform: platform).spacing
            let widths = ornaments.map { b -> Double in
                b.entries.reduce(0) { $0 + $1.width } + spacing * Double(max(0, b.entries.count - 1)) + 48
            }
            var x = window.midX - (widths.reduce(0, +) + 16 * Double(max(0, widths.count - 1))) / 2
            for (b, width) in zip(ornaments, widths) {
                add(b, Rect(x: x, y: window.maxY + 20, width: width, height: 56), style: .capsule, top: false)
                x += width + 16
            }
            if let tabs {
                let height = Double(tabs.tabBar.count) * 52 + 20
                screen.verticalTabs = Rect(x: window.x - 80, y: window.midY - height / 2, width: 64, height: height)
            }
        }
        screen.contentArea = content
        return screen
    }
}

/// The contract's render JSON with the `layout` key added (cli-contract "Additions (layout)"):
/// the document's keys as they are, then `layout`.
public struct RenderWithLayout: Encodable, Sendable {
    public let document: RenderDocument
    public let layout: ScreenLayout

    public init(document: RenderDocument, layout: ScreenLayout) {
        self.document = document
        self.layout = layout
    }

    private enum Key: String, CodingKey { case layout }

    public func encode(to encoder: any Encoder) throws {
        try document.encode(to: encoder)
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(layout, forKey: .layout)
    }
}
