import EaselIR
import EaselText

/// Sizes of bars and items per platform (spec O): an icon's box, the bar font, the gaps.
public struct BarMetrics: Sendable {
    public let platform: Platform
    /// Items float on glass (26+ on iOS, iPadOS and macOS, G2, G3).
    public let glass: Bool
    /// The iOS family's glass metrics apply (G10).
    var glassTouch: Bool { glass && platform != .macos }
    /// The square a symbol takes: 28 pt on iOS, iPadOS, visionOS and tvOS, 32 pt on macOS; on glass
    /// an icon item is a 44 pt circle, and icons sharing a capsule take 44 pt each (G10).
    public var iconBox: Double { glassTouch ? 44 : platform == .macos ? 32 : platform == .watchos ? 24 : 28 }
    /// The room between two glass groups (G10).
    public var groupGap: Double { 8 }
    /// A search field in a top bar (iPad, Mac), and the width of the button it collapses to (G6) **[D]**.
    public var searchFieldWidth: Double { platform == .macos ? 180 : 200 }
    /// The font of text items and titles in bars.
    public var itemFont: FontSpec {
        switch platform {
        case .macos: return FontSpec(size: 13)
        case .tvos: return FontSpec(size: 29, weight: .medium)
        case .watchos: return FontSpec(size: 15)
        default: return FontSpec(size: 17)
        }
    }
    public var titleFont: FontSpec { FontSpec(size: itemFont.size, weight: platform == .macos ? .bold : .semibold) }
    /// The text size (V5): only the large title follows it among a bar's texts.
    public var dynamicType: DynamicTypeSize = .large
    /// G5's large title, below the bar on the iOS family: the `largeTitle` text style, which
    /// scales with the text size as content does (V5).
    public var largeTitleFont: FontSpec { FontSpec(size: DynamicTypeSizes.size("largeTitle", dynamicType, on: platform), weight: .bold) }
    /// The large title's line: its font's size and leading.
    public var largeTitleLine: Double { (largeTitleFont.size * 1.2).rounded() }
    /// A navigation bar minimized by scrolling: its title only (N7) **[D]**.
    public var minimizedHeight: Double { 32 }
    /// The room of the navigation bar's drawer (the search field under the title, G6).
    public var drawerHeight: Double { 52 }
    /// The room a large title takes below the bar's row of items: 52 pt at the default size,
    /// growing with its line.
    public var largeTitleHeight: Double { 52 + largeTitleLine - 41 }

    /// A top bar's height: its row, and the room of its large title when it has one (G5).
    public func height(_ row: Double, of bar: PresentedBar) -> Double {
        bar.minimized ? minimizedHeight : row + (bar.title?.mode == .large ? largeTitleHeight : 0) + (bar.drawer.isEmpty ? 0 : drawerHeight)
    }
    /// Space between neighbouring items.
    public var spacing: Double { platform == .tvos ? 16 : 8 }
    /// Padding each side of a text button (a glass pill: its label plus 12 pt a side, G10).
    public var textPadding: Double { glassTouch ? 12 : platform == .macos ? 6 : 4 }
    /// Insets of a bar's content from the window's edges.
    public var margin: Double { platform == .tvos ? 80 : platform == .macos ? 8 : 16 }
    /// A windowed iPad's window controls (G9).
    public var windowed = false
    /// macOS (and a windowed iPad, G9): the window buttons at the leading edge of the toolbar.
    public var windowButtons: Double { platform == .macos ? 78 : windowed ? 70 : 0 }
    /// The back button, when shown.
    public var backButton: Double { platform == .macos ? 0 : 44 }

    /// The room an entry takes in a bar's running width, beside its own width: the spacing
    /// between items; on glass nothing inside a shared capsule and a group's gap otherwise (G10).
    func gap(_ role: GlassRole) -> Double {
        guard glass else { return spacing }
        return role == .shared ? 0 : groupGap
    }

    public init(platform: Platform, glass: Bool = false) {
        self.platform = platform
        self.glass = glass
    }

    /// The metrics of a context: its platform, glass and window controls.
    public init(_ context: ToolbarContext) {
        self.init(platform: context.platform, glass: context.groupsOnGlass)
        windowed = context.windowControls
        dynamicType = context.variant.dynamicType
    }
}

/// The width an item takes in a bar (spec O: icons by their box, text by real font metrics,
/// controls by their content; an explicit `.frame(width:)` wins).
public struct ItemMeasurement: Sendable {
    public let metrics: BarMetrics
    public let measurer: any TextMeasuring
    public let displayMode: DisplayMode

    public init(platform: Platform, measurer: any TextMeasuring, displayMode: DisplayMode = .iconOnly, glass: Bool = false) {
        self.init(metrics: BarMetrics(platform: platform, glass: glass), measurer: measurer, displayMode: displayMode)
    }

    /// Measured as a context has it: its platform, glass and window controls.
    public init(_ context: ToolbarContext, measurer: any TextMeasuring, displayMode: DisplayMode = .iconOnly) {
        self.init(metrics: BarMetrics(context), measurer: measurer, displayMode: displayMode)
    }

    init(metrics: BarMetrics, measurer: any TextMeasuring, displayMode: DisplayMode) {
        self.metrics = metrics
        self.measurer = measurer
        self.displayMode = displayMode
    }

    public func text(_ s: String) -> Double { measurer.width(of: s, font: metrics.itemFont) }

    public func width(of item: ToolbarItemDecl) -> Double {
        if item.kind == .spacer { return item.spacerSize == "fixed" ? (metrics.glass ? 8 : metrics.spacing * 2) : 0 }
        if item.kind == .search { return metrics.iconBox }  // the button; BarSet widens a field that fits (G6)
        // G10: `contentMarginsRemoved()` measures the content without the glass padding.
        let measure = item.marginsRemoved && metrics.glass
            ? ItemMeasurement(platform: metrics.platform, measurer: measurer, displayMode: displayMode) : self
        guard let content = item.content else { return measure.metrics.iconBox }
        return measure.width(of: content, label: item.label, symbol: item.symbol?.name)
    }

    /// An image set's bitmap in a bar (`Image("logo").resizable().scaledToFit().frame(height: 32)`):
    /// its width with the item's padding (at least a button's); nil for a symbol or an image
    /// Easel has not read.
    func imageWidth(_ node: ViewNode) -> Double? {
        Self.barImageSize(node, height: metrics.iconBox).map { max(metrics.iconBox, $0.width + 2 * metrics.textPadding) }
    }

    /// The size an image set's bitmap is drawn at in a bar item `height` tall: its own, or, made
    /// resizable, as tall as its frame says (else the item) and as wide as its aspect makes it;
    /// never taller than the item.
    public static func barImageSize(_ node: ViewNode, height: Double) -> (width: Double, height: Double)? {
        guard let (w, h) = node.naturalImageSize else { return nil }
        let wanted = node.modifier("resizable") != nil ? node.modifier("frame")?.argument("height")?.doubleValue ?? height : h
        let drawn = min(wanted, height)
        return (drawn * w / h, drawn)
    }

    /// The image set's image an item shows as itself: its view, or the label of its button, link
    /// or menu when that label is the image alone (`Button { … } label: { Image("logo") }`).
    public static func barImage(of content: ViewNode) -> ViewNode? {
        let shown = ["Button", "Link", "Menu", "NavigationLink"].contains(content.kind) && content.argument("title") == nil
            ? content.argument("label")?.viewsValue.flatMap { $0.count == 1 ? $0[0] : nil } : content
        return shown.flatMap { $0.kind == "Image" && $0.naturalImageSize != nil ? $0 : nil }
    }

    func width(of node: ViewNode, label: String, symbol: String?) -> Double {
        if let frame = node.modifier("frame")?.argument("width")?.doubleValue { return frame }
        if node.kind != "Image", let image = Self.barImage(of: node), let width = imageWidth(image) { return width }
        switch node.kind {
        case "Image":
            return imageWidth(node) ?? metrics.iconBox
        case "Text":
            return text(node.textContent ?? "")
        case "Slider":
            return 120
        case "TextField", "SecureField":
            return 140
        case "Stepper":
            return 94
        case "Picker" where node.modifier("pickerStyle")?.argument("style")?.symbolValue?.name == "segmented":
            let segments = node.children.flatMap(Self.texts)
            return segments.reduce(0) { $0 + text($1) + 2 * metrics.textPadding * 2 }
        case "Button", "Toggle", "Menu", "Link", "ShareLink", "NavigationLink", "ControlGroup", "Picker", "Label", "ToolbarTitleMenu":
            return labelled(label: label, symbol: symbol)
        case "HStack", "Group", "TupleView":
            let parts = node.children.map { width(of: $0, label: "", symbol: nil) }
            return parts.reduce(0, +) + metrics.spacing * Double(max(0, parts.count - 1))
        case "VStack", "ZStack":
            return node.children.map { width(of: $0, label: "", symbol: nil) }.max() ?? 0
        default:
            if node.origin == .source, let body = node.children.first { return width(of: body, label: label, symbol: symbol) }
            return labelled(label: label, symbol: symbol)
        }
    }

    /// A button-like item: its symbol (iOS, macOS icon mode), its text, or both stacked (macOS).
    private func labelled(label: String, symbol: String?) -> Double {
        let textWidth = label.isEmpty ? 0 : text(label) + 2 * metrics.textPadding
        guard symbol != nil else { return max(textWidth, metrics.iconBox) }
        switch (metrics.platform, displayMode) {
        case (.macos, .labelOnly): return max(textWidth, metrics.iconBox)
        case (.macos, .iconAndLabel):
            return max(metrics.iconBox, measurer.width(of: label, font: FontSpec(size: 11)) + 2 * metrics.textPadding)
        default: return metrics.iconBox
        }
    }

    private static func texts(_ node: ViewNode) -> [String] {
        var result: [String] = []
        node.walk { if $0.kind == "Text", let s = $0.textContent { result.append(s) } }
        return result
    }
}
