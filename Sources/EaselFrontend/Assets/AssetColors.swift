import EaselIR
import Foundation

/// The colour sets of a project's asset catalogs (`Assets.xcassets/Brand.colorset/Contents.json`):
/// what `Color("Brand")`, `UIColor(named: "Brand")` and the app's accent colour draw. Each set is
/// kept per device idiom, as its light and dark appearances.
public struct AssetColors: Hashable, Sendable {
    /// A colour's two appearances, written as `ColorValue` reads them: `#RRGGBBAA` or
    /// `UIColor.systemBlue`.
    struct Appearances: Hashable, Sendable {
        var light: String
        var dark: String
    }

    /// name → idiom (`universal`, `iphone`, `ipad`, `mac`, `tv`, `watch`, `vision`) → appearances.
    private var colors: [String: [String: Appearances]] = [:]
    /// The members Xcode generates for the sets (`Color.lightGreen`, `.lightGreen` where a colour is
    /// expected, `Color(.lightGreen)`): member → the set's name.
    private let generated: [String: String]
    /// Problems reading the files: warnings (`asset-file`) naming the file.
    public private(set) var diagnostics: [Diagnostic] = []
    public var isEmpty: Bool { colors.isEmpty }
    public var names: [String] { colors.keys.sorted() }

    /// The name an Xcode app's global accent colour has unless its project says otherwise
    /// (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, which Xcode's app templates set to it).
    public static let accentColorName = "AccentColor"

    public init(files: [AssetCatalogs.File]) {
        for set in AssetCatalogs.sets("colorset", in: files) {
            guard let json = try? JSONSerialization.jsonObject(with: set.contents.contents) as? [String: Any] else {
                diagnostics.append(Diagnostic(.warning, "asset-file", at: SourceLocation(line: 1, column: 1, file: set.contents.path),
                                              "this colour set is not the JSON Xcode writes; 'Color(\"\(set.name)\")' draws nothing"))
                continue
            }
            colors[set.name] = Self.appearancesByIdiom(json["colors"] as? [[String: Any]] ?? [])
        }
        generated = AssetCatalogs.generatedMembers(of: colors.keys, droppingSuffix: "Color")
    }

    /// The set a generated member names (`lightGreen` → `LightGreen`), if any.
    public func setName(ofGeneratedMember member: String) -> String? { generated[member] }

    /// `Color("Brand")` on `platform`: a `Color` symbol with the set's appearances; nil when no
    /// catalog has the name or the set gives it no colour (Xcode's empty `AccentColor`).
    public func color(named name: String, on platform: Platform) -> IRSymbol? {
        guard let idioms = colors[name] else { return nil }
        guard let found = Self.idioms(of: platform).lazy.compactMap({ idioms[$0] }).first else { return nil }
        return IRSymbol(type: "Color", name: "init", fields: ["name": .string(name), "light": .string(found.light), "dark": .string(found.dark)])
    }

    public func contains(_ name: String) -> Bool { colors[name] != nil }

    /// The idioms a platform's device reads, most specific first.
    private static func idioms(of platform: Platform) -> [String] {
        switch platform {
        case .ios: ["iphone", "universal"]
        case .ipados: ["ipad", "universal"]
        case .macos: ["mac", "universal"]
        case .tvos: ["tv", "universal"]
        case .watchos: ["watch", "universal"]
        case .visionos: ["vision", "universal"]
        }
    }

    /// Each idiom's light and dark colour: an entry without appearances is the "any" one; a
    /// `luminosity` entry is light or dark; high-contrast entries are not what a preview shows.
    private static func appearancesByIdiom(_ entries: [[String: Any]]) -> [String: Appearances] {
        var any: [String: String] = [:], light: [String: String] = [:], dark: [String: String] = [:]
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let written = Self.written(color) else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            switch appearances.first(where: { $0["appearance"] as? String == "luminosity" })?["value"] as? String {
            case "dark"?: dark[idiom] = written
            case "light"?: light[idiom] = written
            default: any[idiom] = written
            }
        }
        var result: [String: Appearances] = [:]
        for idiom in Set(any.keys).union(light.keys).union(dark.keys) {
            guard let base = light[idiom] ?? any[idiom] ?? dark[idiom] else { continue }
            result[idiom] = Appearances(light: base, dark: dark[idiom] ?? any[idiom] ?? base)
        }
        return result
    }

    /// An entry's colour as text: components in their colour space as sRGB `#RRGGBBAA`, or a
    /// reference to a system colour (`"reference": "systemBlueColor"`) as `UIColor.systemBlue`.
    private static func written(_ color: [String: Any]) -> String? {
        if let reference = color["reference"] as? String {
            let uiKitName = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            if SystemColors.pair(type: "UIColor", name: uiKitName) != nil { return "UIColor." + uiKitName }
            if SystemColors.pair(type: "NSColor", name: reference) != nil { return "NSColor." + reference }
            return nil
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        let part = { (key: String) in components[key].flatMap(Self.component) }
        let alpha = part("alpha") ?? 1
        let space = color["color-space"] as? String ?? "srgb"
        if let white = part("white") { return RGBA(red: white, green: white, blue: white, alpha: alpha).hexWithAlpha }
        guard let red = part("red"), let green = part("green"), let blue = part("blue") else { return nil }
        let rgba = space == "display-p3" ? RGBA.displayP3(red: red, green: green, blue: blue, alpha: alpha) : RGBA(red: red, green: green, blue: blue, alpha: alpha)
        return rgba.hexWithAlpha
    }

    /// A component as Xcode writes one: a fraction (`"0.949"`), an 8-bit value in hex (`"0x9C"`)
    /// or in decimal (`"156"`).
    static func component(_ value: Any) -> Double? {
        if let number = value as? Double { return number }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }
}

extension RGBA {
    /// `#RRGGBBAA` always: an asset's appearance as `ColorValue` reads it back.
    var hexWithAlpha: String {
        let hex = self.hex
        return hex.count == 9 ? hex : hex + "FF"
    }
}
