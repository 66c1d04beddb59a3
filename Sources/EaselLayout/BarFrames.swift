import EaselIR
import EaselText
import EaselToolbars

/// Where an item of a bar is (spec L3): its key, the index of its toolbar in the render's
/// `toolbars`, and its frame in window coordinates. The search item (G6) is written with
/// `"kind": "search"`, and with no toolbar when `.searchable` (not a toolbar) put it there.
public struct ItemFrame: Codable, Hashable, Sendable {
    public var key: String
    public var toolbar: Int
    public var frame: Rect
    /// What the entry is (spaces draw nothing); in the JSON only for the search item.
    public var kind: BarEntryKind
    /// Not in the JSON: the declared placement (a status item is drawn as text).
    public var placement: ToolbarPlacement

    private enum CodingKeys: String, CodingKey { case key, kind, toolbar, frame }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        if kind == .search { try c.encode("search", forKey: .kind) }
        if toolbar >= 0 { try c.encode(toolbar, forKey: .toolbar) }
        try c.encode(frame, forKey: .frame)
    }

    public init(key: String, toolbar: Int, frame: Rect, kind: BarEntryKind, placement: ToolbarPlacement) {
        self.key = key
        self.toolbar = toolbar
        self.frame = frame
        self.kind = kind
        self.placement = placement
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        key = try c.decode(String.self, forKey: .key)
        toolbar = try c.decodeIfPresent(Int.self, forKey: .toolbar) ?? -1
        frame = try c.decode(Rect.self, forKey: .frame)
        kind = try c.decodeIfPresent(String.self, forKey: .kind) == "search" ? .search : .item
        placement = .automatic
    }
}

/// A title as laid out: the text drawn (truncated with "…" when the bar is short, spec L3),
/// its mode and frame.
public struct TitleFrame: Codable, Hashable, Sendable {
    public var text: String
    public var mode: TitleMode
    public var frame: Rect
    /// Not in the JSON: centred or leading, for the canvas's text anchor.
    public var position: TitlePosition

    private enum CodingKeys: String, CodingKey { case text, mode, frame }

    public init(text: String, mode: TitleMode, frame: Rect, position: TitlePosition) {
        self.text = text
        self.mode = mode
        self.frame = frame
        self.position = position
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(String.self, forKey: .text)
        mode = try c.decode(TitleMode.self, forKey: .mode)
        frame = try c.decode(Rect.self, forKey: .frame)
        position = .centered
    }
}

/// The "more" button's frame.
public struct MoreFrame: Codable, Hashable, Sendable {
    public var frame: Rect
}

/// The sidebar button's frame (the same shape as the "more" button's).
public typealias SidebarToggleFrame = MoreFrame

/// How a bar is drawn (the canvas's choice of background; not in the JSON).
public enum BarStyle: String, Hashable, Sendable {
    /// A full-width bar with a background and a separator.
    case plain
    /// Floating over the window (visionOS, watchOS): no background.
    case floating
    /// A capsule as wide as its items (visionOS ornaments).
    case capsule
    /// The Mac's Touch Bar strip below the window.
    case touchBar
}

/// One bar's frames (the contract's `layout.bars[]`).
public struct BarFrame: Codable, Hashable, Sendable {
    /// Written as its contract word (`navigationBar`, `accessoryBar:<id>`, …).
    public var kind: BarKind
    public var frame: Rect
    @ExplicitNull public var title: TitleFrame?
    public var items: [ItemFrame]
    @ExplicitNull public var more: MoreFrame?
    /// Not in the JSON: the bar as the engine decided it, and how to draw it.
    public var bar: PresentedBar?
    public var style: BarStyle
    /// The edge of the screen it sits at (its separator is on the other side).
    public var top: Bool
    /// A pushed view's back button (spec P3).
    public var backButton: Rect?
    /// Where a top tab bar sits inside this bar (iPadOS, tvOS), its title then not shown.
    public var tabs: Rect?
    /// The split view column the bar belongs to (`sidebar`, `content`, `detail`); `nil` outside one.
    public var column: String?
    /// The system's sidebar button at the bar's leading edge (L14).
    public var sidebarToggle: SidebarToggleFrame?
    /// A presented sheet's bar names its presentation (`sheet#0`); `nil` for the window's.
    public var presentation: String?
    /// The item keys sharing glass, group by group in on-screen order (G2, G3; on 18 one each).
    public var groups: [[String]] = []

    private enum CodingKeys: String, CodingKey { case kind, frame, title, items, more, column, sidebarToggle, presentation, groups }

    public init(kind: BarKind, frame: Rect, title: TitleFrame?, items: [ItemFrame], more: MoreFrame?, bar: PresentedBar?,
                style: BarStyle, top: Bool, backButton: Rect? = nil, tabs: Rect? = nil) {
        self.kind = kind
        self.frame = frame
        self.title = title
        self.items = items
        self.more = more
        self.bar = bar
        self.style = style
        self.top = top
        self.backButton = backButton
        self.tabs = tabs
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(BarKind.self, forKey: .kind)
        frame = try c.decode(Rect.self, forKey: .frame)
        title = try c.decodeIfPresent(TitleFrame.self, forKey: .title)
        items = try c.decode([ItemFrame].self, forKey: .items)
        more = try c.decodeIfPresent(MoreFrame.self, forKey: .more)
        column = try c.decodeIfPresent(String.self, forKey: .column)
        sidebarToggle = try c.decodeIfPresent(SidebarToggleFrame.self, forKey: .sidebarToggle)
        presentation = try c.decodeIfPresent(String.self, forKey: .presentation)
        groups = try c.decodeIfPresent([[String]].self, forKey: .groups) ?? []
        bar = nil
        style = .plain
        top = true
    }
}

/// Lays out the entries of one bar inside its frame (spec L3): leading items from the leading
/// margin (after window controls and a back button), trailing items and the "more" button from
/// the trailing margin, the title centred or leading (truncated before anything overlaps it), center
/// items after the title; flexible spaces share the bar's free room.
struct BarArranger {
    let measurer: any TextMeasuring
    let backButton: Bool
    /// The context's metrics: its platform, its glass (G2, G3, G10) and a windowed iPad's controls (G9).
    let metrics: BarMetrics

    init(context: ToolbarContext, measurer: any TextMeasuring, backButton: Bool) {
        self.metrics = BarMetrics(context)
        self.measurer = measurer
        self.backButton = backButton
    }

    var platform: Platform { metrics.platform }
    var glass: Bool { metrics.glass }
    var itemHeight: Double { platform == .macos ? 28 : platform == .tvos ? 60 : glass ? 44 : 32 }

    /// `windowButtons`: the Mac's traffic lights sit at the bar's leading edge (not in a split
    /// view's later columns).
    func arrange(_ bar: PresentedBar, in rect: Rect, style: BarStyle, top: Bool, tabs: Bool = false, windowButtons: Bool = true) -> BarFrame {
        var result = arrangeRow(bar, in: rect, style: style, top: top, tabs: tabs, windowButtons: windowButtons)
        result.items = squeezed(result.items, into: rect)
        result.groups = bar.groups.map(\.keys)
        // The drawer under the title row: the search field of iOS 18 (G6).
        for e in bar.drawer {
            let field = Rect(x: rect.x + metrics.margin, y: rect.maxY - 46, width: rect.width - 2 * metrics.margin, height: 36)
            result.items.append(ItemFrame(key: e.key, toolbar: e.toolbar, frame: field, kind: e.kind, placement: e.placement))
        }
        return result
    }

    private func arrangeRow(_ bar: PresentedBar, in rect: Rect, style: BarStyle, top: Bool, tabs: Bool, windowButtons: Bool) -> BarFrame {
        let m = metrics
        let spacing = m.spacing
        // On glass, items sharing a capsule abut; groups keep the gap between them (G10).
        var groupOf: [BarEntry: Int] = [:]
        if glass { for (i, g) in bar.groups.enumerated() { for e in g.entries { groupOf[e] = i } } }
        func gap(_ a: BarEntry, _ b: BarEntry) -> Double {
            if let x = groupOf[a], x == groupOf[b] { return 0 }
            return spacing
        }
        func frame(_ x: Double, _ width: Double) -> Rect { Rect(x: x, y: rect.midY - itemHeight / 2, width: width, height: itemHeight) }
        func item(_ e: BarEntry, _ r: Rect) -> ItemFrame { ItemFrame(key: e.key, toolbar: e.toolbar, frame: r, kind: e.kind, placement: e.placement) }
        if let title = bar.title, title.mode == .large, style == .plain {
            return arrangeWithLargeTitle(bar, title, in: rect, top: top, tabs: tabs, windowButtons: windowButtons)
        }
        var result = BarFrame(kind: bar.kind, frame: rect, title: nil, items: [], more: nil, bar: bar, style: style, top: top)

        switch (bar.kind, style) {
        case (.scrollHeader, _):
            // watchOS: one full-width button (HIG); several share the row.
            let entries = bar.entries
            let share = rect.width / Double(max(1, entries.count))
            result.items = entries.enumerated().map { i, e in
                item(e, Rect(x: rect.x + Double(i) * share, y: rect.y, width: share, height: rect.height).inset(2))
            }
            return result
        case (_, .capsule):
            // An ornament is as wide as its items, laid out in order.
            var x = rect.x + 24
            for e in bar.entries {
                result.items.append(item(e, frame(x, e.width)))
                x += e.width + spacing
            }
            return result
        case (_, .plain), (_, .floating), (_, .touchBar):
            break  // a row: leading, title and center, trailing
        }

        var left = rect.x + (platform == .macos && bar.kind == .windowToolbar && windowButtons ? 84 : m.margin)
        if metrics.windowed, bar.kind == .navigationBar, windowButtons { left = rect.x + m.margin + m.windowButtons }  // G9
        var right = rect.maxX - (platform == .macos ? 12 : m.margin)
        if bar.sidebarToggle {
            result.sidebarToggle = SidebarToggleFrame(frame: frame(left, m.iconBox))
            left += m.iconBox + spacing
        }
        if backButton, bar.kind == .navigationBar, platform != .macos, platform != .watchos {
            result.backButton = Rect(x: left - 6, y: rect.midY - 12, width: m.backButton, height: 24)
            left += m.backButton + spacing
        }
        var items: [ItemFrame] = []

        // Flexible spaces take the bar's free room (L3), in bars without a title or "more" button —
        // but for a Mac's centred items (`principal`), which stay in the window's centre as
        // NSToolbar keeps its centred item; each side's spaces then share that side (below).
        let row = bar.leading + bar.center + bar.trailing
        // An iPhone's bottom search field takes the free room ahead of flexible spaces (G7).
        let field = row.first { $0.kind == .search && $0.field }
        let flexible = row.filter { $0.kind == .flexibleSpace }.count
        let centred = bar.kind == .windowToolbar && bar.center.contains { $0.kind != .flexibleSpace }
        if flexible > 0 || field != nil, bar.title == nil, bar.more == nil, !tabs, !centred {
            let fixed = row.filter { $0.kind != .flexibleSpace }.reduce(0) { $0 + $1.width }
            let gaps = zip(row, row.dropFirst()).reduce(0) { $0 + gap($1.0, $1.1) }
            let free = max(0, right - left - fixed - gaps)
            var x = left
            for (i, e) in row.enumerated() {
                var width = e.width
                if let field { if e == field { width += free } else if e.kind == .flexibleSpace { width = 0 } }
                else if e.kind == .flexibleSpace { width = free / Double(flexible) }
                items.append(item(e, frame(x, width)))
                x += width + (i + 1 < row.count ? gap(e, row[i + 1]) : 0)
            }
            result.items = items
            return result
        }

        let first = Array(bar.leading.prefix(bar.leadingBeforeTitle))
        for (i, e) in first.enumerated() {
            items.append(item(e, frame(left, e.width)))
            left += e.width + (i + 1 < first.count ? gap(e, first[i + 1]) : spacing)
        }
        // N6: pinned items are trailing-most, after the "more" button and search.
        let pinned = bar.trailing.filter { $0.placement == .topBarPinnedTrailing }
        let unpinned = bar.trailing.filter { $0.placement != .topBarPinnedTrailing }
        var trailing: [ItemFrame] = []
        for (i, e) in pinned.enumerated().reversed() {
            right -= e.width
            trailing.insert(item(e, frame(right, e.width)), at: 0)
            right -= i > 0 ? gap(pinned[i - 1], e) : spacing
        }
        if bar.more != nil {
            let more = frame(right - m.iconBox, m.iconBox)
            result.more = MoreFrame(frame: more)
            right = more.x - spacing
        }
        for (i, e) in unpinned.enumerated().reversed() {
            right -= e.width
            trailing.insert(item(e, frame(right, e.width)), at: 0)
            right -= i > 0 ? gap(unpinned[i - 1], e) : spacing
        }
        let after = Array(bar.leading.dropFirst(bar.leadingBeforeTitle))
        let afterWidth = after.reduce(0) { $0 + $1.width + spacing }
        let centerWidth = bar.center.reduce(0) { $0 + $1.width } + spacing * Double(max(0, bar.center.count - 1))
        let font = m.titleFont

        if tabs {
            result.tabs = Rect(x: left, y: rect.y, width: max(0, right - left), height: rect.height)
        } else if let title = bar.title, platform == .watchos {
            // watchOS: the title sits at the top leading edge beside the time; corner buttons push
            // it below them.
            let corners = !(bar.leading.isEmpty && bar.trailing.isEmpty)
            let r = corners ? Rect(x: 14, y: rect.maxY + 4, width: rect.width - 28, height: 22)
                : Rect(x: rect.x + 12, y: rect.y, width: max(0, rect.width - 80), height: rect.height)
            result.title = TitleFrame(text: truncate(title.text, to: r.width, font: font), mode: title.mode, frame: r, position: .leading)
        } else if let title = bar.title, title.position == .leading {
            // After the leading items (iPadOS editor/browser, macOS's inline title before its other
            // leading items); it shrinks before the items after it or the center would be pushed out.
            let room = max(0, right - left - afterWidth - (bar.center.isEmpty ? 0 : centerWidth + 24) - 8)
            let text = truncate(title.text, to: room, font: font)
            let width = min(room, measurer.width(of: text, font: font))
            let r = Rect(x: left + 4, y: rect.midY - font.size * 0.7, width: width, height: font.size * 1.4)
            result.title = TitleFrame(text: text, mode: title.mode, frame: r, position: .leading)
            left = r.maxX + (platform == .macos ? 20 : 24)
        }
        for e in after {
            items.append(item(e, frame(left, e.width)))
            left += e.width + spacing
        }
        var centerX: Double
        if let title = bar.title, title.position == .centered, !tabs {
            // Centred in the bar when it fits; else moved, then truncated, so nothing overlaps it (L3).
            let room = max(0, right - left - (bar.center.isEmpty ? 0 : centerWidth + spacing))
            let text = truncate(title.text, to: room, font: font)
            let width = min(room, measurer.width(of: text, font: font))
            let group = width + (bar.center.isEmpty ? 0 : spacing + centerWidth)
            let x = max(left, min(rect.midX - width / 2, right - group))
            let r = Rect(x: x, y: rect.midY - font.size * 0.7, width: width, height: font.size * 1.4)
            result.title = TitleFrame(text: text, mode: title.mode, frame: r, position: .centered)
            centerX = r.maxX + spacing
        } else if result.title != nil {
            centerX = max(left, rect.midX - centerWidth / 2)
        } else {
            centerX = max(left, rect.midX - centerWidth / 2)
        }
        // Center items never run into the leading or trailing ones.
        centerX = max(left, min(centerX, right - centerWidth))
        for e in bar.center {
            items.append(item(e, frame(centerX, e.width)))
            centerX += e.width + spacing
        }
        // Flexible spaces take the free room of their side of the bar (L3): the leading entries up
        // to what follows them, the trailing ones from what precedes them.
        let nb = min(bar.leadingBeforeTitle, items.count), na = min(after.count, items.count - nb)
        var before = Array(items[0..<nb]), afterFrames = Array(items[nb..<(nb + na)])
        let centerFrames = Array(items[(nb + na)...])
        let titleFrame = result.title.map { [$0.frame] } ?? []
        let moreFrame = result.more.map { [$0.frame] } ?? []
        func obstacles(after x: Double, _ groups: [[Rect]]) -> Double? { groups.joined().map(\.x).filter { $0 > x }.min() }
        let edge = rect.maxX - (platform == .macos ? 12 : m.margin) + spacing
        if let start = before.first?.frame.x {
            let end = obstacles(after: start, [titleFrame, afterFrames.map(\.frame), centerFrames.map(\.frame), trailing.map(\.frame), moreFrame]) ?? edge
            before = pack(before, from: start, to: end - spacing)
        }
        if let start = afterFrames.first?.frame.x {
            let end = obstacles(after: start, [centerFrames.map(\.frame), trailing.map(\.frame), moreFrame]) ?? edge
            afterFrames = pack(afterFrames, from: start, to: end - spacing)
        }
        if let end = trailing.last?.frame.maxX {
            let start = ([rect.x + m.margin] + (before + afterFrames + centerFrames).map(\.frame.maxX) + titleFrame.map(\.maxX)).max()! + spacing
            trailing = pack(trailing, from: start, to: end)
        }
        items = before + afterFrames + centerFrames
        // On-screen order, leading to trailing.
        result.items = (items + trailing).enumerated().sorted { ($0.element.frame.x, $0.offset) < ($1.element.frame.x, $1.offset) }.map(\.element)
        return result
    }

    /// Items a bar cannot hold (a watch's bottom bar of four, a bar that overflows nothing) are
    /// narrowed in proportion to fit between its margins rather than drawn past the window (L3).
    private func squeezed(_ items: [ItemFrame], into rect: Rect) -> [ItemFrame] {
        let low = rect.x + min(metrics.margin, 8), high = rect.maxX - min(metrics.margin, 8)
        guard let first = items.map(\.frame.x).min(), let last = items.map(\.frame.maxX).max(), first < low - 0.01 || last > high + 0.01 else { return items }
        let start = max(first, low), end = min(last, high)
        let scale = max(0, end - start) / max(1, last - first)
        return items.map { item in
            var i = item
            i.frame.x = start + (item.frame.x - first) * scale
            i.frame.width = item.frame.width * scale
            return i
        }
    }

    /// G5: the items in the bar's row, the large title below them at the leading margin.
    private func arrangeWithLargeTitle(_ bar: PresentedBar, _ title: ResolvedTitle, in rect: Rect, top: Bool, tabs: Bool,
                                       windowButtons: Bool) -> BarFrame {
        var row = bar
        row.title = nil
        row.drawer = []  // under the large title, placed by `arrange`
        let m = metrics
        let drawer = bar.drawer.isEmpty ? 0 : m.drawerHeight
        let rowRect = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - m.largeTitleHeight - drawer)
        var result = arrange(row, in: rowRect, style: .plain, top: top, tabs: tabs, windowButtons: windowButtons)
        result.frame = rect
        result.bar = bar
        let font = m.largeTitleFont
        let room = max(0, rect.width - 2 * m.margin)
        let text = truncate(title.text, to: room, font: font)
        let frame = Rect(x: rect.x + m.margin, y: rowRect.maxY + 4, width: min(room, measurer.width(of: text, font: font)), height: m.largeTitleLine)
        result.title = TitleFrame(text: text, mode: .large, frame: frame, position: .leading)
        return result
    }

    /// Entries laid out from `start` to `end` with their flexible spaces sharing the free room;
    /// unchanged when there is no flexible space or no room.
    func pack(_ group: [ItemFrame], from start: Double, to end: Double) -> [ItemFrame] {
        let flexible = group.filter { $0.kind == .flexibleSpace }.count
        guard flexible > 0 else { return group }
        let fixed = group.filter { $0.kind != .flexibleSpace }.reduce(0) { $0 + $1.frame.width }
        let free = end - start - fixed - metrics.spacing * Double(group.count - 1)
        guard free > 0 else { return group }
        var x = start
        return group.map { entry in
            var e = entry
            e.frame.x = x
            if e.kind == .flexibleSpace { e.frame.width = free / Double(flexible) }
            x += e.frame.width + metrics.spacing
            return e
        }
    }

    /// The longest prefix of `text` that fits `width` with a trailing "…" (the whole text when it
    /// fits), trailing spaces dropped before the ellipsis. Linear in the text (prefix widths).
    func truncate(_ text: String, to width: Double, font: FontSpec) -> String {
        guard measurer.width(of: text, font: font) > width + 0.01 else { return text }
        let prefixes = measurer.prefixWidths(of: text, font: font, affix: "…")
        // withoutTrailingSpaces[k]: the first k characters' length with their trailing spaces dropped.
        var withoutTrailingSpaces = [0]
        for k in 0..<prefixes.count { withoutTrailingSpaces.append(prefixes.isSpace(k) ? withoutTrailingSpaces[k] : k + 1) }
        for count in stride(from: prefixes.count - 1, through: 0, by: -1) {
            let end = withoutTrailingSpaces[count]
            if prefixes.width(0..<end, affixAfter: true) <= width + 0.01 { return prefixes.string(0..<end) + "…" }
        }
        return ""
    }
}
