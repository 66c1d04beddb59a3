/// A symbol image: one of SF Symbols (`Image(systemName:)`, `systemImage:`), or a custom symbol
/// of the app's asset catalogs (`Image("fountain")` of a `fountain.symbolset`, `Label(_:image:)`),
/// which SwiftUI sizes and tints as it does SF Symbols.
public enum SymbolImage: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    case system(String)
    case custom(String)

    /// A name written out is an SF Symbol's (`"chevron.left"`), as in `Image(systemName:)`.
    public init(stringLiteral name: String) { self = .system(name) }

    public var name: String {
        switch self {
        case .system(let name), .custom(let name): return name
        }
    }

    /// The SF Symbol's name; nil for a custom symbol.
    public var systemName: String? { if case .system(let name) = self { name } else { nil } }
    /// The custom symbol's name; nil for an SF Symbol.
    public var customName: String? { if case .custom(let name) = self { name } else { nil } }

    /// `star`, or `custom:fountain`.
    public var description: String {
        switch self {
        case .system(let name): return name
        case .custom(let name): return "custom:" + name
        }
    }

    /// The symbol an item or label names: its system symbol, else its custom one (looked for
    /// only when there is no system one).
    public init?(system: String?, custom: @autoclosure () -> String?) {
        if let system { self = .system(system) } else if let custom = custom() { self = .custom(custom) } else { return nil }
    }
}

extension ViewNode {
    /// The symbol an `Image` shows: `Image(systemName:)`, or a custom symbol (`Image("fountain")`).
    public var imageSymbol: SymbolImage? {
        SymbolImage(system: argument("systemName")?.stringValue, custom: argument("customSymbol")?.stringValue)
    }

    /// The symbol a label, button or tab names by argument: `systemImage:`, or the `image:` of a
    /// symbol set (`customSymbol`).
    public var namedSymbol: SymbolImage? {
        SymbolImage(system: argument("systemImage")?.stringValue, custom: argument("customSymbol")?.stringValue)
    }
}

/// A custom symbol as its SVG template draws it (SF Symbols' export, "template writer" 0 to 101):
/// the outlines of one weight and scale, and the template's guides that place them beside text.
public struct CustomSymbol: Hashable, Sendable {
    /// The outlines as SVG elements (`<path d="…"/>`, wrapped in a group with their transform),
    /// in the template's coordinates, without the template's styles: they fill with the colour
    /// around them, as a monochrome symbol does.
    public let outlines: String
    /// The glyph's margins (x) and its scale's baseline and cap line (y), in the same coordinates.
    public let left: Double, right: Double, capline: Double, baseline: Double

    public init(outlines: String, left: Double, right: Double, capline: Double, baseline: Double) {
        self.outlines = outlines
        self.left = left
        self.right = right
        self.capline = capline
        self.baseline = baseline
    }
}

/// The custom symbols of a project's asset catalogs, by name (`fountain`, `Flavors/sour` under a
/// namespace).
public typealias CustomSymbols = AssetTable<CustomSymbol>
