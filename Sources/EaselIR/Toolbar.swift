/// A `.toolbar` modifier as the toolbar engine consumes it (spec T1–T6).
public struct ToolbarDecl: Codable, Hashable, Sendable {
    /// The id of `toolbar(id:content:)`; `nil` for `toolbar(content:)`.
    public var id: String?
    /// Declared with `toolbar(id:)` (spec T2).
    public var customizable: Bool { id != nil }
    /// Identity of the view the modifier is attached to.
    public var host: String
    /// The presentation the toolbar belongs to (see `PresentationDecl`).
    public var presentation: String
    /// The split view column it is written in (`sidebar`, `content`, `detail`), when it is in one.
    public var column: String?
    public var items: [ToolbarItemDecl]
    public var range: SourceRange

    public init(id: String?, host: String, presentation: String, column: String? = nil, items: [ToolbarItemDecl], range: SourceRange) {
        self.id = id
        self.host = host
        self.presentation = presentation
        self.column = column
        self.items = items
        self.range = range
    }

    private enum CodingKeys: String, CodingKey { case id, customizable, host, presentation, column, items, range }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id)
        host = try c.decode(String.self, forKey: .host)
        presentation = try c.decode(String.self, forKey: .presentation)
        column = try c.decodeIfPresent(String.self, forKey: .column)
        items = try c.decode([ToolbarItemDecl].self, forKey: .items)
        range = try c.decode(SourceRange.self, forKey: .range)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(customizable, forKey: .customizable)
        try c.encode(host, forKey: .host)
        try c.encode(presentation, forKey: .presentation)
        try c.encodeIfPresent(column, forKey: .column)
        try c.encode(items, forKey: .items)
        try c.encode(range, forKey: .range)
    }
}

/// One item of a toolbar: a `ToolbarItem`, one child of a `ToolbarItemGroup`, a `ToolbarSpacer`,
/// a `ToolbarTitleMenu`, `DefaultToolbarItem(kind: .search)`, or a plain view given to
/// `toolbar { }` (spec T1, N2).
public struct ToolbarItemDecl: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable { case item, spacer, titleMenu, search }

    /// The declared `id`, else `#<n>` with `n` the index in declaration order (CLI contract).
    public var key: String
    public var id: String?
    public var index: Int
    public var kind: Kind
    public var placement: ToolbarPlacement
    /// `default`, `reorderable` or `disabled` (spec C3).
    public var behavior: String
    /// `automatic`, `visible` or `hidden` (spec C5).
    public var defaultVisibility: String
    /// `ToolbarCustomizationOptions` by name (`alwaysAvailable`, spec C6).
    public var options: [String]
    /// `low`, `automatic`, `standard` or `high` (spec O1).
    public var visibilityPriority: String
    /// The `ToolbarItemGroup` the item came from.
    public var group: ToolbarGroupRef?
    /// `fixed` or `flexible` for spacers.
    public var spacerSize: String?
    /// `.hidden()` on the item.
    public var isHidden: Bool
    /// Derived from the content (spec T6); `""` when nothing names the item.
    public var label: String
    /// The SF Symbol the content shows, if any.
    public var systemImage: String?
    /// The custom symbol of the app's asset catalogs the content shows instead, if any.
    public var customSymbol: String?
    /// The role of the item's button (`confirm`, `close`, `cancel`, `destructive`; N8).
    public var role: String?
    /// The content has a prominent button style (`.borderedProminent`, `.glassProminent`; G2, G4).
    public var prominent = false
    /// `sharedBackgroundVisibility(.hidden)`: alone, with no glass (N3).
    public var sharedBackgroundHidden = false
    /// `.tint(_:)` on the content: the colour's name (G4), or for a colour made by an
    /// initializer (`Color(red:…)`, `Color("Brand")`) its light appearance as `#RRGGBB`.
    public var tint: String?
    /// The same colour as the source made it, for `ColorValue` (its dark appearance, opacity).
    public var tintColor: IRSymbol?
    /// `.badge(_:)` on the content: what it shows (N10).
    public var badge: String?
    /// Declared in a `ToolbarOverflowMenu`: always in the overflow menu (N5).
    public var inOverflowMenu = false
    /// `contentMarginsRemoved()` (27): the item's glass padding is dropped (G10).
    public var marginsRemoved = false
    public var content: ViewNode?
    public var range: SourceRange

    /// A `ToolbarItem` whose content builds nothing in this state (`if !visible { … }` not taken):
    /// SwiftUI shows nothing for it, neither a button nor a gap.
    public var isEmpty: Bool { kind == .item && content == nil && label.isEmpty && systemImage == nil && customSymbol == nil }

    /// The symbol the item shows: its SF Symbol, else its custom one.
    public var symbol: SymbolImage? { SymbolImage(system: systemImage, custom: customSymbol) }

    public init(key: String, id: String?, index: Int, kind: Kind, placement: ToolbarPlacement,
                behavior: String = "default", defaultVisibility: String = "automatic", options: [String] = [],
                visibilityPriority: String = "automatic", group: ToolbarGroupRef? = nil, spacerSize: String? = nil,
                isHidden: Bool = false, label: String = "", systemImage: String? = nil, content: ViewNode? = nil,
                range: SourceRange = .none) {
        self.key = key
        self.id = id
        self.index = index
        self.kind = kind
        self.placement = placement
        self.behavior = behavior
        self.defaultVisibility = defaultVisibility
        self.options = options
        self.visibilityPriority = visibilityPriority
        self.group = group
        self.spacerSize = spacerSize
        self.isHidden = isHidden
        self.label = label
        self.systemImage = systemImage
        self.content = content
        self.range = range
    }

    /// How a message names the item: its label (or symbol), with its id when it has one — never
    /// the internal key alone: `'Share'`, `'Share' (id share)`, `'square.and.arrow.up'`; an item
    /// with neither is `the item at line 12`.
    public var displayName: String {
        let shown = !label.isEmpty ? label : symbol?.name
        switch (shown, id) {
        case let (shown?, id?) where id != shown: return "'\(shown)' (id \(id))"
        case let (shown?, _): return "'\(shown)'"
        case let (nil, id?): return "'\(id)'"
        default: return "the item at line \(range.start.line)"
        }
    }
}

/// The `ToolbarItemGroup` an item belongs to: items of one group stay adjacent (spec T4).
public struct ToolbarGroupRef: Codable, Hashable, Sendable {
    /// 0-based index of the group among the toolbar's groups.
    public var index: Int
    /// The group's own label when declared with `ToolbarItemGroup(placement:content:label:)`:
    /// such a group may collapse into one menu (spec T4, O4).
    public var label: String?
    public var range: SourceRange

    public init(index: Int, label: String?, range: SourceRange) {
        self.index = index
        self.label = label
        self.range = range
    }
}
