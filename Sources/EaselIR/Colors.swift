import Foundation

// Colours, typed. In the IR a colour stays the `IRSymbol` the source built (`Color.red`,
// `Color(red:green:blue:)`, `Color("Brand")` with the asset's appearances, `Color(.systemGray6)`),
// so the IR's JSON is unchanged; `ColorValue` is the one reading of such a symbol, shared by
// everything that paints one. Which actual colour a system name is belongs to the canvas's palette.

/// A colour in sRGB, components 0…1.
public struct RGBA: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (Self.unit(red), Self.unit(green), Self.unit(blue), Self.unit(alpha))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: how SVG and CSS write it.
    public var hex: String {
        // Written digit by digit: `String(format:)` goes through Foundation's formatter (and a
        // locale lock) for every colour painted.
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for x in alpha < 1 ? [red, green, blue, alpha] : [red, green, blue] {
            let value = Int((x * 255).rounded())
            bytes += [digits[value >> 4], digits[value & 15]]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the form `hex` writes, and an asset's resolved appearance).
    public init?(hex: String) {
        var digits = Substring(hex)
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let bytes = digits.count == 8 ? value : value << 8 | 0xFF
        let part = { (shift: UInt64) in Double((bytes >> shift) & 0xFF) / 255 }
        self.init(red: part(24), green: part(16), blue: part(8), alpha: part(0))
    }

    /// Hue, saturation and brightness (`Color(hue:saturation:brightness:)`), each 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (Self.unit(hue) * 6).truncatingRemainder(dividingBy: 6), s = Self.unit(saturation), v = Self.unit(brightness)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A Display P3 colour (`Color(.displayP3, …)`, an asset's `display-p3`) as the nearest sRGB
    /// one: linearized, through the two spaces' D65 matrices, encoded again and clamped.
    public static func displayP3(red: Double, green: Double, blue: Double, alpha: Double = 1) -> RGBA {
        let linear = { (c: Double) in c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let encode = { (c: Double) in c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        return RGBA(red: encode(1.2249401 * r - 0.2249404 * g),
                    green: encode(-0.0420569 * r + 1.0420571 * g),
                    blue: encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
    }

    /// Components outside 0…1 (extended sRGB, a NaN from arithmetic) are clamped: SVG draws sRGB.
    private static func unit(_ x: Double) -> Double { x.isNaN ? 0 : min(1, max(0, x)) }
}

/// What a `Color` symbol of the IR stands for.
public struct ColorValue: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        /// A colour the system defines, by its type and member: SwiftUI's (`Color.red`,
        /// `Color.primary`, `Color.accentColor`), UIKit's (`UIColor.systemGray6`, which differs
        /// from `Color.gray`), AppKit's (`NSColor.windowBackgroundColor`).
        case system(type: String, name: String)
        case rgba(RGBA)
        /// An asset catalog's colour with a dark appearance of its own.
        case appearances(light: Kind, dark: Kind)
    }

    public var kind: Kind
    /// `.opacity(_:)` and an initializer's `opacity:`, multiplied.
    public var opacity: Double

    public init(_ kind: Kind, opacity: Double = 1) {
        self.kind = kind
        self.opacity = opacity
    }

    /// The colour types whose symbols are colours.
    public static let types: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "ShapeStyle"]

    /// The colour a symbol stands for; nil for one that is not a colour, or whose colour Easel
    /// cannot know (an asset no catalog given declares, a `UIColor` built by the app's code).
    public init?(_ symbol: IRSymbol) {
        let opacity = symbol.fields["opacity"]?.doubleValue ?? symbol.fields["alpha"]?.doubleValue ?? 1
        if symbol.name != "init" {
            let type = symbol.type ?? "Color"
            guard Self.types.contains(type) else { return nil }
            self.init(.system(type: type == "ShapeStyle" ? "Color" : type, name: symbol.name), opacity: opacity)
            return
        }
        // `Color(uiColor: x)`, `Color(.systemGray6)`: the colour wrapped, its opacity kept.
        for key in ["color", "uiColor", "nsColor", "cgColor", "_0"] {
            if case .symbol(let wrapped)? = symbol.fields[key], let value = ColorValue(wrapped) {
                self.init(value.kind, opacity: value.opacity * opacity)
                return
            }
        }
        guard let kind = Self.constructed(symbol.fields) else { return nil }
        self.init(kind, opacity: opacity)
    }

    /// What an initializer's fields make: components, or an asset's appearances.
    private static func constructed(_ fields: [String: IRValue]) -> Kind? {
        let number = { (key: String) in fields[key]?.doubleValue }
        if let light = fields["light"]?.stringValue.flatMap(Self.appearance) {
            return fields["dark"]?.stringValue.flatMap(Self.appearance).map { .appearances(light: light, dark: $0) } ?? light
        }
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            let space = fields["colorSpace"]?.symbolValue?.name ?? fields["_0"]?.symbolValue?.name
            return .rgba(space == "displayP3" ? .displayP3(red: red, green: green, blue: blue) : RGBA(red: red, green: green, blue: blue))
        }
        if let white = number("white") { return .rgba(RGBA(red: white, green: white, blue: white)) }
        if let hue = number("hue"), let saturation = number("saturation"), let brightness = number("brightness") {
            return .rgba(RGBA(hue: hue, saturation: saturation, brightness: brightness))
        }
        return nil
    }

    /// An asset's resolved appearance: `#RRGGBBAA`, or a system colour's `Type.name`.
    private static func appearance(_ text: String) -> Kind? {
        if let rgba = RGBA(hex: text) { return .rgba(rgba) }
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        return parts.count == 2 ? .system(type: parts[0], name: parts[1]) : nil
    }

    /// The colour in one appearance, system colours looked up in `system` (the palette's);
    /// nil when `system` does not know the name.
    public func resolved(dark: Bool, system: (_ type: String, _ name: String) -> RGBA?) -> RGBA? {
        func resolve(_ kind: Kind) -> RGBA? {
            switch kind {
            case .system(let type, let name): return system(type, name)
            case .rgba(let rgba): return rgba
            case .appearances(let light, let dark2): return resolve(dark ? dark2 : light)
            }
        }
        guard var rgba = resolve(kind) else { return nil }
        rgba.alpha *= max(0, min(1, opacity))
        return rgba
    }
}

/// The colours the system defines with a fixed value in each appearance: SwiftUI's standard
/// colours, UIKit's `UIColor` and AppKit's `NSColor` members (values of Apple's Human Interface
/// Guidelines, "Color", and UIKit's and AppKit's documentation). SwiftUI's colours that follow
/// the platform's palette (`primary`, `secondary`, `accentColor`, `background`) are the canvas's.
public enum SystemColors {
    public struct Pair: Sendable {
        public let light: RGBA
        public let dark: RGBA
        init(_ light: String, _ dark: String? = nil) {
            self.light = RGBA(hex: light)!
            self.dark = RGBA(hex: dark ?? light)!
        }
    }

    /// The colour of `type.name` (`Color.red`, `UIColor.systemGray6`, `NSColor.labelColor`).
    public static func pair(type: String, name: String) -> Pair? {
        switch type {
        case "Color": return swiftUI[name]
        case "UIColor": return uiKit[name]
        case "NSColor": return appKit[name]
        default: return nil
        }
    }

    static let swiftUI: [String: Pair] = [
        "red": Pair("#FF3B30", "#FF453A"), "orange": Pair("#FF9500", "#FF9F0A"), "yellow": Pair("#FFCC00", "#FFD60A"),
        "green": Pair("#34C759", "#30D158"), "mint": Pair("#00C7BE", "#63E6E2"), "teal": Pair("#30B0C7", "#40C8E0"),
        "cyan": Pair("#32ADE6", "#64D2FF"), "blue": Pair("#007AFF", "#0A84FF"), "indigo": Pair("#5856D6", "#5E5CE6"),
        "purple": Pair("#AF52DE", "#BF5AF2"), "pink": Pair("#FF2D55", "#FF375F"), "brown": Pair("#A2845E", "#AC8E68"),
        "gray": Pair("#8E8E93"), "white": Pair("#FFFFFF"), "black": Pair("#000000"), "clear": Pair("#00000000"),
    ]

    /// UIKit's: its semantic colours adapt; its fixed ones (`UIColor.red` is pure red, unlike
    /// `Color.red`) do not.
    static let uiKit: [String: Pair] = {
        var table: [String: Pair] = [
            "label": Pair("#000000", "#FFFFFF"), "secondaryLabel": Pair("#3C3C4399", "#EBEBF599"),
            "tertiaryLabel": Pair("#3C3C434D", "#EBEBF54D"), "quaternaryLabel": Pair("#3C3C432E", "#EBEBF52E"),
            "placeholderText": Pair("#3C3C434D", "#EBEBF54D"), "link": Pair("#007AFF", "#0984FF"),
            "separator": Pair("#3C3C434A", "#54545899"), "opaqueSeparator": Pair("#C6C6C8", "#38383A"),
            "systemFill": Pair("#78788033", "#7878805C"), "secondarySystemFill": Pair("#78788029", "#78788052"),
            "tertiarySystemFill": Pair("#7676801F", "#7676803D"), "quaternarySystemFill": Pair("#74748014", "#7676802E"),
            "systemBackground": Pair("#FFFFFF", "#000000"), "secondarySystemBackground": Pair("#F2F2F7", "#1C1C1E"),
            "tertiarySystemBackground": Pair("#FFFFFF", "#2C2C2E"), "systemGroupedBackground": Pair("#F2F2F7", "#000000"),
            "secondarySystemGroupedBackground": Pair("#FFFFFF", "#1C1C1E"), "tertiarySystemGroupedBackground": Pair("#F2F2F7", "#2C2C2E"),
            "systemGray": Pair("#8E8E93"), "systemGray2": Pair("#AEAEB2", "#636366"), "systemGray3": Pair("#C7C7CC", "#48484A"),
            "systemGray4": Pair("#D1D1D6", "#3A3A3C"), "systemGray5": Pair("#E5E5EA", "#2C2C2E"), "systemGray6": Pair("#F2F2F7", "#1C1C1E"),
            "lightText": Pair("#FFFFFF99"), "darkText": Pair("#000000"),
            "black": Pair("#000000"), "darkGray": Pair("#555555"), "lightGray": Pair("#AAAAAA"), "white": Pair("#FFFFFF"),
            "gray": Pair("#808080"), "red": Pair("#FF0000"), "green": Pair("#00FF00"), "blue": Pair("#0000FF"),
            "cyan": Pair("#00FFFF"), "yellow": Pair("#FFFF00"), "magenta": Pair("#FF00FF"), "orange": Pair("#FF8000"),
            "purple": Pair("#800080"), "brown": Pair("#996633"), "clear": Pair("#00000000"),
        ]
        for (name, pair) in swiftUI where !["gray", "white", "black", "clear"].contains(name) {
            table["system" + name.prefix(1).uppercased() + name.dropFirst()] = pair
        }
        return table
    }()

    /// AppKit's, as its members are spelt (`labelColor`, `windowBackgroundColor`, `systemRed`).
    static let appKit: [String: Pair] = {
        var table: [String: Pair] = [
            "labelColor": Pair("#000000D9", "#FFFFFFD9"), "secondaryLabelColor": Pair("#00000080", "#FFFFFF8C"),
            "tertiaryLabelColor": Pair("#00000040", "#FFFFFF40"), "quaternaryLabelColor": Pair("#0000001A", "#FFFFFF1A"),
            "textColor": Pair("#000000", "#FFFFFF"), "placeholderTextColor": Pair("#0000003F", "#FFFFFF3F"),
            "windowBackgroundColor": Pair("#ECECEC", "#323232"), "controlBackgroundColor": Pair("#FFFFFF", "#1E1E1E"),
            "textBackgroundColor": Pair("#FFFFFF", "#1E1E1E"), "underPageBackgroundColor": Pair("#969696E6", "#282828"),
            "separatorColor": Pair("#0000001A", "#FFFFFF1A"), "gridColor": Pair("#E6E6E6", "#1A1A1A"),
            "controlColor": Pair("#FFFFFF", "#FFFFFF40"), "controlTextColor": Pair("#000000D9", "#FFFFFFD9"),
            "linkColor": Pair("#0068DA", "#419CFF"), "controlAccentColor": Pair("#007AFF", "#0A84FF"),
            "selectedContentBackgroundColor": Pair("#0063E1", "#0059D1"), "findHighlightColor": Pair("#FFFF00"),
        ]
        for (name, pair) in uiKit where name.hasPrefix("system") && !name.hasSuffix("Background") && !name.hasSuffix("Fill")
            || ["black", "white", "gray", "red", "green", "blue", "clear"].contains(name) {
            table[name] = pair
        }
        return table
    }()
}
