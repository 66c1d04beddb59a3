import EaselIR

/// V3: right-to-left. SwiftUI lays a right-to-left screen out as the left-to-right one seen in a
/// mirror — leading is the right edge: bars' leading and trailing items, the title's corner, the
/// back button, stacks, lists, tab bars, the status bar and a Mac's window buttons all swap
/// sides — while text itself still reads in its own direction. So the layout mirrors every
/// frame about the window's vertical centre line, and the canvas draws glyphs unmirrored,
/// right-aligned, with directional symbols flipped.
extension Rect {
    /// This rectangle reflected in the vertical line `x = width / 2` (the screen's centre).
    func mirrored(within width: Double) -> Rect { Rect(x: width - x - self.width, y: y, width: self.width, height: height) }
}

extension ScreenLayout {
    /// The same screen for a right-to-left layout direction.
    public func mirrored() -> ScreenLayout {
        let w = canvas.maxX  // the whole picture's width: the window starts at x = 0
        func m(_ r: Rect) -> Rect { r.mirrored(within: w) }
        func m(_ r: Rect?) -> Rect? { r.map { $0.mirrored(within: w) } }
        var copy = self
        copy.rightToLeft = true
        copy.bars = bars.map { $0.mirrored(within: w) }
        copy.content = content.map { $0.mirrored(within: w) }
        copy.sheet = sheet.map { $0.mirrored(within: w) }
        copy.contentArea = m(contentArea)
        copy.statusBar = m(statusBar)
        copy.homeIndicator = m(homeIndicator)
        copy.keyboard = m(keyboard)
        copy.tabBar = m(tabBar)
        copy.glassTabBar = glassTabBar.map { $0.mirrored(within: w) }
        copy.topTabs = m(topTabs)
        copy.sidebar = m(sidebar)
        copy.verticalTabs = m(verticalTabs)
        copy.pageDots = m(pageDots)
        copy.titlebar = m(titlebar)
        copy.sheetPanel = m(sheetPanel)
        copy.sheetContent = m(sheetContent)
        copy.glassWindow = m(glassWindow)
        return copy
    }
}

extension BarFrame {
    func mirrored(within w: Double) -> BarFrame {
        var copy = self
        copy.frame = frame.mirrored(within: w)
        if let title { copy.title!.frame = title.frame.mirrored(within: w) }
        copy.items = items.map { var i = $0; i.frame = $0.frame.mirrored(within: w); return i }
        if let more { copy.more!.frame = more.frame.mirrored(within: w) }
        copy.backButton = backButton?.mirrored(within: w)
        copy.tabs = tabs?.mirrored(within: w)
        if let sidebarToggle { copy.sidebarToggle!.frame = sidebarToggle.frame.mirrored(within: w) }
        return copy
    }
}

extension ContentNode {
    func mirrored(within w: Double) -> ContentNode {
        var copy = self
        copy.frame = frame.mirrored(within: w)
        copy.textLines = textLines.map { var l = $0; l.frame = $0.frame.mirrored(within: w); return l }
        copy.parts = parts.map { var p = $0; p.frame = $0.frame.mirrored(within: w); return p }
        copy.children = children.map { $0.mirrored(within: w) }
        return copy
    }
}

extension GlassTabBar {
    func mirrored(within w: Double) -> GlassTabBar {
        var copy = self
        copy.capsule = capsule?.mirrored(within: w)
        copy.tabs = tabs.map { TabFrame(key: $0.key, frame: $0.frame.mirrored(within: w)) }
        copy.detached = detached.map { TabFrame(key: $0.key, frame: $0.frame.mirrored(within: w)) }
        copy.accessory = accessory?.mirrored(within: w)
        copy.accessoryContent = accessoryContent?.mirrored(within: w)
        return copy
    }
}
