import EaselIR
import EaselToolbars

/// The iPhone's floating tab bar of 26 and 27 (spec G8), as frames: a capsule of tabs, the
/// detached circles (search; on 27 the prominent tab) at its trailing end, the bottom
/// accessory's capsule above it — or, minimized, the selected tab in the leading corner, the
/// accessory inline and search in the trailing corner. **[D]** metrics: a 62 pt capsule 16 pt
/// from the sides and 21 pt above the bottom edge, 8 pt gaps, a 48 pt accessory.
public struct GlassTabBar: Hashable, Sendable {
    /// A tab and where it is drawn.
    public struct TabFrame: Hashable, Sendable {
        public var key: String
        public var frame: Rect
    }

    public var capsule: Rect?
    public var tabs: [TabFrame]
    public var detached: [TabFrame]
    public var accessory: Rect?
    /// The accessory's view laid out in its capsule.
    public var accessoryContent: ContentNode?
    public var minimized: Bool

    /// The top of the whole arrangement: where the content's safe area ends.
    public var top: Double {
        ([capsule, accessory].compactMap { $0?.y } + detached.map(\.frame.y)).min() ?? 0
    }

    static let barHeight = 62.0, margin = 16.0, gap = 8.0, accessoryHeight = 48.0, bottomGap = 21.0, minimizedSize = 48.0

    static func layout(_ tabs: ResolvedTabs, width: Double, height screenHeight: Double) -> GlassTabBar {
        let bottom = screenHeight - bottomGap
        let detachedKeys = tabs.detached
        let main = tabs.tabBar.filter { !detachedKeys.contains($0) }
        var result = GlassTabBar(capsule: nil, tabs: [], detached: [], accessory: nil, minimized: tabs.minimized)
        if tabs.minimized {
            // The selected tab shrinks into the leading corner; search keeps the trailing one.
            let size = minimizedSize
            let y = bottom - size
            let selected = tabs.selected.flatMap { main.contains($0) ? $0 : nil } ?? main.first
            if let selected {
                result.capsule = Rect(x: margin, y: y, width: size, height: size)
                result.tabs = [TabFrame(key: selected, frame: result.capsule!)]
            }
            var right = width - margin
            for key in detachedKeys.reversed() {
                right -= size
                result.detached.insert(TabFrame(key: key, frame: Rect(x: right, y: y, width: size, height: size)), at: 0)
                right -= gap
            }
            if tabs.bottomAccessory {
                let left = margin + (selected == nil ? 0 : size + gap)
                result.accessory = Rect(x: left, y: y, width: max(0, right - left), height: size)
            }
            return result
        }
        let y = bottom - barHeight
        var right = width - margin
        for key in detachedKeys.reversed() {
            right -= barHeight
            result.detached.insert(TabFrame(key: key, frame: Rect(x: right, y: y, width: barHeight, height: barHeight)), at: 0)
            right -= gap
        }
        let capsule = Rect(x: margin, y: y, width: max(0, right - margin), height: barHeight)
        result.capsule = capsule
        let slot = (capsule.width - 8) / Double(max(1, main.count))
        result.tabs = main.enumerated().map { i, key in TabFrame(key: key, frame: Rect(x: capsule.x + 4 + Double(i) * slot, y: y + 4, width: slot, height: barHeight - 8)) }
        if tabs.bottomAccessory {
            result.accessory = Rect(x: margin, y: y - gap - accessoryHeight, width: width - 2 * margin, height: accessoryHeight)
        }
        return result
    }
}
