import EaselIR

/// Where and how a toolbar is shown: the inputs besides the declaration and the saved state
/// (spec O6: resolution is a pure function of declaration, state, platform and context).
public struct ToolbarContext: Hashable, Sendable {
    public enum Presentation: String, Hashable, Sendable, CaseIterable { case window, sheet }

    public var platform: Platform
    public var width: Double
    public var height: Double
    /// How the root view is presented; toolbars of sheets declared in the source are always `.sheet`.
    public var presentation: Presentation
    /// A software keyboard is shown (iOS/iPadOS keyboard bar, spec P1).
    public var keyboardShown: Bool
    /// The watchOS content is scrolled to the top, revealing the scroll header (spec P5).
    public var scrolledToTop: Bool
    /// A back button is shown (a pushed view), which moves `navigation` items in compact width (spec P3).
    public var backButton: Bool
    /// A split view column's bar: its width, and whether the Mac's window buttons sit in it (L14).
    public var columnWidth: Double?
    public var columnHasWindowButtons = true
    /// The bar leads with the system's sidebar button (L14).
    public var sidebarToggle = false
    /// The OS release (spec G1): 26 and later group items on glass and measure them so (G2, G10).
    public var os: OSRelease
    /// The content is scrolled down one screen: large titles collapse; bars that minimize on
    /// scrolling down show their minimized forms (N7, G8).
    public var scrolled = false
    /// An iPad app in a window of its own (`--windowed`, G9).
    public var windowed = false
    /// The language, direction and text size drawn (issue "Every variant"); its orientation is
    /// the size's (`width > height` is landscape).
    public var variant = Variant()

    /// G9: a windowed iPad app on 26+ shows the window controls at its bar's leading edge.
    public var windowControls: Bool { windowed && platform == .ipados && os.hasGlass }

    public init(platform: Platform, width: Double? = nil, height: Double? = nil, presentation: Presentation = .window,
                keyboardShown: Bool = false, scrolledToTop: Bool = false, backButton: Bool = false, os: OSRelease = .current) {
        self.platform = platform
        self.os = os
        self.width = width ?? platform.defaultSize.width
        self.height = height ?? platform.defaultSize.height
        self.presentation = presentation
        self.keyboardShown = keyboardShown
        self.scrolledToTop = scrolledToTop
        self.backButton = backButton
    }

    /// Items float in glass groups (26+, iOS, iPadOS and macOS: G2, G3).
    public var groupsOnGlass: Bool { os.groupsOnGlass(on: platform) }

    public var orientation: Orientation { width > height ? .landscape : .portrait }

    /// The context a preview's traits turn this one into, on the axes the caller left open (V1):
    /// its orientation turns the size, its direction lays out right-to-left.
    public func applying(_ traits: PreviewTraits?, orientationOpen: Bool, directionOpen: Bool) -> ToolbarContext {
        guard let traits else { return self }
        var c = self
        if orientationOpen, let o = traits.orientation, o != orientation { (c.width, c.height) = (height, width) }
        if directionOpen, let d = traits.layoutDirection { c.variant.layoutDirection = d }
        return c
    }
    public var isRightToLeft: Bool { variant.layoutDirection == .rightToLeft }

    /// V4: an iPhone on its side is compact in height: inline titles, compact bars, no status bar.
    public var isCompactHeight: Bool { platform == .ios && orientation == .landscape }

    /// V4: an iPhone on its side keeps its bars' items clear of the sensor housing and the
    /// rounded corners: 59 pt at each side (the safe area of the iPhone 15 Pro and 16).
    public var horizontalSafeArea: Double { isCompactHeight ? 59 : 0 }

    /// The width a bar's items have: the column's, or the window's, inside the safe area.
    public var barWidth: Double { (columnWidth ?? width) - 2 * horizontalSafeArea }

    /// iPhone is always compact; iPad below 600 pt (spec P3).
    public var isCompactWidth: Bool {
        platform == .ios || (platform == .ipados && width < 600)
    }

    /// What the code's `@Environment` reads in this context (V8): the size classes the engine lays
    /// out by, the variant's text size and direction. Apple Watch is compact across, as iPhone.
    public var environment: VariantEnvironment {
        VariantEnvironment(dynamicTypeSize: variant.dynamicType, layoutDirection: variant.layoutDirection,
                           compactWidth: isCompactWidth || platform == .watchos, compactHeight: isCompactHeight)
    }

    /// The environment to evaluate in again when `drawn` — this context turned by a preview's own
    /// orientation or direction (V1) — gives another value to something the code `read` (V8);
    /// nil when the evaluation made in this one stands.
    public func environment(turnedTo drawn: ToolbarContext, read: Set<VariantEnvironment.Key>) -> VariantEnvironment? {
        guard !read.isEmpty else { return nil }
        let turned = drawn.environment
        return turned.agrees(with: environment, on: read) ? nil : turned
    }
}
