import EaselIR

// The content tree's vocabulary: what a node is to its parent, the style it was drawn with, the
// colour the layout chose for it, and the pieces the canvas paints. Enums whose words are the
// JSON's (`role`, `style`), so the canvas matches on cases, not on strings.

/// What a node is to the node it belongs to, when more than a child (the contract's `role`):
/// `.background(_:)` and `.overlay(_:)` content, a section's header and footer (L8, L12).
public enum ContentRole: String, Codable, Hashable, Sendable, CaseIterable {
    case background, overlay, header, footer
    /// A list row's badge (`.badge(3)`), at the row's trailing edge.
    case badge
}

/// The resolved style of a control, list or form (the contract's `style`): what the source's
/// `.buttonStyle`, `.toggleStyle`, `.pickerStyle`, `.textFieldStyle`, `.listStyle`, `.formStyle` or
/// `.labelStyle` says, else the platform's automatic one. Every word Easel chooses or reads is a
/// case; a style the source names that Easel does not know (`.glass`, `.wheel`, an app's own) is
/// kept as written.
public enum ContentStyle: Hashable, Sendable, CustomStringConvertible, ContractWord {
    /// `.automatic`: the platform's own (never written; the layout resolves it).
    case automatic
    // Buttons (L11).
    case bordered, borderedProminent, borderless
    /// Buttons, text fields and lists.
    case plain
    // Toggles (L11).
    case checkbox, `switch`
    // Progress views (L11).
    case circular, linear
    // Pickers (L11).
    case menu, segmented, wheel, navigationLink
    // Text fields (L11).
    case roundedBorder
    // Lists and forms (L12, L13).
    case insetGrouped, grouped, inset, sidebar, columns
    // Labels (L11).
    case titleOnly, iconOnly
    /// A style word Easel does not know, as the source wrote it.
    case other(String)

    private static let words: [String: ContentStyle] = {
        let all: [ContentStyle] = [.automatic, .bordered, .borderedProminent, .borderless, .plain, .checkbox, .switch, .circular,
                                   .linear, .menu, .segmented, .wheel, .navigationLink, .roundedBorder, .insetGrouped, .grouped, .inset, .sidebar, .columns,
                                   .titleOnly, .iconOnly]
        return Dictionary(uniqueKeysWithValues: all.map { ($0.rawValue, $0) })
    }()

    /// Every word reads: a known one as its case, any other as `.other`.
    public init(rawValue word: String) {
        self = Self.words[word] ?? .other(word)
    }

    public var rawValue: String {
        switch self {
        case .automatic: return "automatic"
        case .bordered: return "bordered"
        case .borderedProminent: return "borderedProminent"
        case .borderless: return "borderless"
        case .plain: return "plain"
        case .checkbox: return "checkbox"
        case .switch: return "switch"
        case .circular: return "circular"
        case .linear: return "linear"
        case .menu: return "menu"
        case .segmented: return "segmented"
        case .wheel: return "wheel"
        case .navigationLink: return "navigationLink"
        case .roundedBorder: return "roundedBorder"
        case .insetGrouped: return "insetGrouped"
        case .grouped: return "grouped"
        case .inset: return "inset"
        case .sidebar: return "sidebar"
        case .columns: return "columns"
        case .titleOnly: return "titleOnly"
        case .iconOnly: return "iconOnly"
        case .other(let word): return word
        }
    }

    public var description: String { rawValue }

    /// A button style drawn with a bezel, or on the iOS family a prominent capsule (L11).
    public var isBordered: Bool { self == .bordered || self == .borderedProminent }
}

/// A colour the layout chose for a node, not the source (not in the JSON).
public enum ContentTint: String, Hashable, Sendable {
    /// Section headers and footers (L12).
    case secondary
}

/// A piece of a container or control the canvas paints under the node's children (not in the
/// JSON): split view columns, list rows and separators, a control's bezel, knob or track.
public enum ContentPart: Hashable, Sendable, CustomStringConvertible {
    /// A split view's column (L14), the sidebar's drawn in the sidebar's material.
    case column, sidebarColumn
    /// The line between the panes of an `HSplitView` or `VSplitView`.
    case divider
    /// A list's row: on a card (`row`) or on a plain list (`plainRow`); the card behind a
    /// section's rows; the hairline between rows (L12).
    case row, plainRow, card, separator
    /// A Mac table's alternate row, drawn in the alternating background.
    case stripe
    /// A bordered button's bezel, an iOS-family prominent button's capsule, a navigation link's
    /// chevron in a list (L11).
    case bezel, capsule, chevron
    /// A toggle's box (macOS) or switch (L11).
    case checkbox, `switch`
    /// An indeterminate progress view; a slider's or progress bar's track (L11).
    case spinner, track
    /// A row's control (stepper, date or colour picker, pop-up), with the value it shows.
    case control(String?)
    /// One segment of a segmented picker, with its title; the selected one is raised.
    case segment(String, selected: Bool)
    /// One option of a wheel picker, with its text; the selected one is in the wheel's band.
    case option(String, selected: Bool)
    /// An SF Symbol, or a custom symbol of the app's asset catalogs.
    case icon(SymbolImage)
    /// An image set's bitmap of the app's asset catalogs, by the set's name.
    case bitmap(String)
    /// A form row's label in the leading column of a `.columns` form (L13).
    case label(String)

    /// The part as the layout named it before parts were typed (`icon:star`, `control:On`).
    public var description: String {
        switch self {
        case .column: return "column"
        case .sidebarColumn: return "sidebarColumn"
        case .divider: return "divider"
        case .row: return "row"
        case .plainRow: return "plainRow"
        case .card: return "card"
        case .separator: return "separator"
        case .stripe: return "stripe"
        case .bezel: return "bezel"
        case .capsule: return "capsule"
        case .chevron: return "chevron"
        case .checkbox: return "checkbox"
        case .switch: return "switch"
        case .spinner: return "spinner"
        case .track: return "track"
        case .control(let value): return "control" + (value.map { ":" + $0 } ?? "")
        case .segment(let title, let selected): return "segment:" + title + (selected ? ":selected" : "")
        case .option(let text, let selected): return "option:" + text + (selected ? ":selected" : "")
        case .icon(let symbol): return "icon:" + symbol.description
        case .bitmap(let name): return "bitmap:" + name
        case .label(let text): return "label:" + text
        }
    }
}

extension ContentPart {
    /// An SF Symbol part, which a bordered button keeps at its own frame.
    public var isIcon: Bool {
        if case .icon = self { return true }
        return false
    }

    /// A row's control, which a `.columns` form moves into its control column.
    public var isControl: Bool {
        if case .control = self { return true }
        return false
    }
}
