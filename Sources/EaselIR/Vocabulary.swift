// The toolbar vocabulary shared from the IR to the canvas: placements, bar kinds, slots, where an
// item lands, and how a tab view presents. Each is an enum whose words are the JSON's, so a
// misspelt word is a compile error rather than a silent picture bug, and the contract is unchanged.

/// Where an item asks to go: a `ToolbarItemPlacement` (spec P1). The front end writes the
/// deprecated `navigationBarLeading`/`navigationBarTrailing` as `topBarLeading`/`topBarTrailing`;
/// an IR read from JSON may still carry them, and the table treats them alike.
///
/// In the IR's JSON a placement is `{"name": word}`, with `"accessoryBarID"` for `.accessoryBar(id:)`;
/// in the render's `items[].placement` it is its `description` (`accessoryBar(id: tools)`).
public enum ToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
    case automatic
    case principal
    case status
    case primaryAction
    case secondaryAction
    case confirmationAction
    case cancellationAction
    case destructiveAction
    case navigation
    case topBarLeading
    case topBarTrailing
    case topBarPinnedTrailing
    case navigationBarLeading
    case navigationBarTrailing
    case bottomBar
    case bottomOrnament
    case keyboard
    case title
    case subtitle
    case largeTitle
    case largeSubtitle
    /// `.accessoryBar(id:)` (macOS), its id as text.
    case accessoryBar(id: String)
    /// A word Easel does not know (an API newer than its table, a name of the app's own): kept as
    /// written, so messages can name it; the placement table finds it unsupported.
    case other(String)

    /// The placements without a value, for reading a word back. `name` is the one list of words.
    private static let words: [String: ToolbarPlacement] = {
        let all: [ToolbarPlacement] = [
            .automatic, .principal, .status, .primaryAction, .secondaryAction, .confirmationAction, .cancellationAction,
            .destructiveAction, .navigation, .topBarLeading, .topBarTrailing, .topBarPinnedTrailing, .navigationBarLeading,
            .navigationBarTrailing, .bottomBar, .bottomOrnament, .keyboard, .title, .subtitle, .largeTitle, .largeSubtitle,
        ]
        return Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
    }()

    /// The placement a word names: `accessoryBar` takes its id (`""` when none is given); a word
    /// Easel does not know is kept as `.other`.
    public init(_ name: String, accessoryBarID: String? = nil) {
        if name == "accessoryBar" {
            self = .accessoryBar(id: accessoryBarID ?? "")
        } else {
            self = Self.words[name] ?? .other(name)
        }
    }

    /// The word as SwiftUI spells the member (`primaryAction`, `accessoryBar`), without an id.
    public var name: String {
        switch self {
        case .automatic: return "automatic"
        case .principal: return "principal"
        case .status: return "status"
        case .primaryAction: return "primaryAction"
        case .secondaryAction: return "secondaryAction"
        case .confirmationAction: return "confirmationAction"
        case .cancellationAction: return "cancellationAction"
        case .destructiveAction: return "destructiveAction"
        case .navigation: return "navigation"
        case .topBarLeading: return "topBarLeading"
        case .topBarTrailing: return "topBarTrailing"
        case .topBarPinnedTrailing: return "topBarPinnedTrailing"
        case .navigationBarLeading: return "navigationBarLeading"
        case .navigationBarTrailing: return "navigationBarTrailing"
        case .bottomBar: return "bottomBar"
        case .bottomOrnament: return "bottomOrnament"
        case .keyboard: return "keyboard"
        case .title: return "title"
        case .subtitle: return "subtitle"
        case .largeTitle: return "largeTitle"
        case .largeSubtitle: return "largeSubtitle"
        case .accessoryBar: return "accessoryBar"
        case .other(let word): return word
        }
    }

    /// The id of `.accessoryBar(id:)`.
    public var accessoryBarID: String? {
        if case .accessoryBar(let id) = self { return id }
        return nil
    }

    /// How the render's `items[].placement` and messages write it: the word, or `accessoryBar(id: <id>)`.
    public var description: String {
        accessoryBarID.map { "accessoryBar(id: \($0))" } ?? name
    }

    /// The placement the render's `items[].placement` writes (the inverse of `description`).
    public init(described text: String) {
        if text.hasPrefix("accessoryBar(id: "), text.hasSuffix(")") {
            self = .accessoryBar(id: String(text.dropFirst("accessoryBar(id: ".count).dropLast()))
        } else {
            self.init(text)
        }
    }
}

extension ToolbarPlacement: Codable {
    private enum CodingKeys: String, CodingKey { case name, accessoryBarID }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try c.decode(String.self, forKey: .name), accessoryBarID: try c.decodeIfPresent(String.self, forKey: .accessoryBarID))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(accessoryBarID, forKey: .accessoryBarID)
    }
}

/// The bars a toolbar's items can land in (the contract's bar kinds), top to bottom on screen.
/// `accessoryBar:<id>` names a macOS accessory bar by the id of its placement.
public enum BarKind: Hashable, Comparable, CustomStringConvertible, ContractWord {
    case windowToolbar
    case accessoryBar(String)
    case navigationBar
    case scrollHeader
    case keyboardBar
    case bottomBar
    case ornament
    case sheetBar
    case touchBar

    private static let accessoryPrefix = "accessoryBar:"

    public var rawValue: String {
        switch self {
        case .windowToolbar: return "windowToolbar"
        case .accessoryBar(let id): return Self.accessoryPrefix + id
        case .navigationBar: return "navigationBar"
        case .scrollHeader: return "scrollHeader"
        case .keyboardBar: return "keyboardBar"
        case .bottomBar: return "bottomBar"
        case .ornament: return "ornament"
        case .sheetBar: return "sheetBar"
        case .touchBar: return "touchBar"
        }
    }

    /// The kind a contract word names (`navigationBar`, `accessoryBar:<id>`, …); `nil` for any other word.
    public init?(rawValue word: String) {
        if word.hasPrefix(Self.accessoryPrefix) {
            self = .accessoryBar(String(word.dropFirst(Self.accessoryPrefix.count)))
            return
        }
        let simple: [BarKind] = [.windowToolbar, .navigationBar, .scrollHeader, .keyboardBar, .bottomBar, .ornament, .sheetBar, .touchBar]
        guard let kind = simple.first(where: { $0.rawValue == word }) else { return nil }
        self = kind
    }

    public var description: String { rawValue }

    /// Top-to-bottom order on screen.
    private var rank: Int {
        switch self {
        case .windowToolbar: return 0
        case .accessoryBar: return 1
        case .navigationBar: return 2
        case .scrollHeader: return 3
        case .keyboardBar: return 4
        case .bottomBar: return 5
        case .ornament: return 6
        case .sheetBar: return 7
        case .touchBar: return 8
        }
    }

    public static func < (a: BarKind, b: BarKind) -> Bool {
        if a.rank != b.rank { return a.rank < b.rank }
        if case .accessoryBar(let x) = a, case .accessoryBar(let y) = b { return x < y }
        return false
    }

    // Compared and hashed by case, not by `rawValue`: a `RawRepresentable` type's default `==` and
    // `hash(into:)` build the word each time, which made every bar-keyed lookup of the resolver
    // allocate a string (perf, 2026-11-28).
    public static func == (a: BarKind, b: BarKind) -> Bool {
        if case .accessoryBar(let x) = a, case .accessoryBar(let y) = b { return x == y }
        return a.rank == b.rank
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        if case .accessoryBar(let id) = self { hasher.combine(id) }
    }
}

/// A slot of a bar, leading to trailing; `drawer` is the navigation bar's row under its title
/// (the search field of iOS 18 and of `.navigationBarDrawer`, G6).
public enum Slot: String, Codable, Hashable, Sendable, CaseIterable { case leading, center, trailing, drawer }

/// Where an item lands (the contract's `where`): a bar's slot (`navigationBar.trailing`), the
/// overflow menu behind the "more" button, or nowhere.
public enum ItemLocation: Hashable, CustomStringConvertible, ContractWord {
    case bar(BarKind, Slot)
    case overflow
    case hidden

    /// `<bar>.<slot>`, `overflow` or `hidden`.
    public var rawValue: String {
        switch self {
        case .bar(let bar, let slot): return "\(bar.rawValue).\(slot.rawValue)"
        case .overflow: return "overflow"
        case .hidden: return "hidden"
        }
    }

    public init?(rawValue word: String) {
        switch word {
        case "overflow": self = .overflow
        case "hidden": self = .hidden
        default:
            // The slot follows the last dot: an accessory bar's id may hold dots of its own.
            guard let dot = word.lastIndex(of: "."), let bar = BarKind(rawValue: String(word[..<dot])),
                  let slot = Slot(rawValue: String(word[word.index(after: dot)...])) else { return nil }
            self = .bar(bar, slot)
        }
    }

    public var description: String { rawValue }

    /// The bar it is in, if any.
    public var bar: BarKind? {
        if case .bar(let bar, _) = self { return bar }
        return nil
    }

    // By case, not by the word `rawValue` builds (see `BarKind`'s).
    public static func == (a: ItemLocation, b: ItemLocation) -> Bool {
        switch (a, b) {
        case let (.bar(x, s), .bar(y, t)): return x == y && s == t
        case (.overflow, .overflow), (.hidden, .hidden): return true
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .bar(let bar, let slot):
            hasher.combine(0)
            hasher.combine(bar)
            hasher.combine(slot)
        case .overflow: hasher.combine(1)
        case .hidden: hasher.combine(2)
        }
    }
}

/// How a tab view presents on a platform (spec B2; the contract's `tabs.presentation`).
public enum TabPresentation: String, Codable, Hashable, Sendable, CaseIterable {
    case tabBar, sidebar, ornament, segmented, page
}

/// A value the JSON writes as one word, its raw value. Reading a word no case stands for is a
/// `DecodingError` (thrown, as for any malformed JSON); types whose words come from the source keep
/// such a word in a case of its own instead, and read every word.
public protocol ContractWord: RawRepresentable, Codable, Sendable where RawValue == String {}

extension ContractWord {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let word = try c.decode(String.self)
        guard let value = Self(rawValue: word) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "'\(word)' is not a \(Self.self)")
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
}
