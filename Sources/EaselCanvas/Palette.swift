import EaselIR

/// Colours of the system appearance, light or dark.
struct Palette {
    let background: String
    let bar: String
    let barOpaque: String
    let separator: String
    var accent: String
    let label: String
    let secondary: String
    let fill: String
    let chrome: String
    let groupedBackground: String
    /// The Mac's sidebar material.
    let sidebar: String
    let dark: Bool

    static let light = Palette(background: "#FFFFFF", bar: "#F6F6F6", barOpaque: "#F9F9F9", separator: "#C6C6C8", accent: "#007AFF",
                               label: "#000000", secondary: "#8A8A8E", fill: "#E9E9EB", chrome: "#E8E8E8", groupedBackground: "#F2F2F7", sidebar: "#EDEDEF", dark: false)
    static let dark = Palette(background: "#000000", bar: "#1C1C1E", barOpaque: "#121212", separator: "#38383A", accent: "#0A84FF",
                              label: "#FFFFFF", secondary: "#8D8D93", fill: "#2C2C2E", chrome: "#2A2A2A", groupedBackground: "#1C1C1E", sidebar: "#232325", dark: true)
    /// A Mac's dark appearance: the window is dark grey, not black; its toolbar and sidebar lighter.
    static let macDark = Palette(background: "#1E1E1E", bar: "#2A2A2A", barOpaque: "#262626", separator: "#3A3A3C", accent: "#0A84FF",
                                 label: "#FFFFFF", secondary: "#98989D", fill: "#3A3A3C", chrome: "#2D2D2D", groupedBackground: "#1E1E1E",
                                 sidebar: "#2A2A2C", dark: true)

    static func of(_ platform: Platform, dark: Bool) -> Palette {
        guard dark || platform == .watchos else { return .light }
        return platform == .macos ? .macDark : .dark
    }
}

extension Palette {
    /// A colour symbol as an SVG fill in this appearance (`none` when clear); nil for one that is
    /// no colour Easel knows (an asset no catalog given has).
    func fill(_ symbol: IRSymbol) -> String? {
        guard let rgba = ColorValue(symbol)?.resolved(dark: dark, system: system) else { return nil }
        return rgba.alpha == 0 ? "none" : rgba.hex
    }

    /// A system colour: SwiftUI's that follow the palette (`primary`, `secondary`, the accent
    /// colour, `background`), else the fixed ones of `SystemColors`.
    func system(_ type: String, _ name: String) -> RGBA? {
        if type == "Color" {
            switch name {
            case "primary": return RGBA(hex: label)
            case "secondary": return RGBA(hex: secondary)
            case "accentColor", "tint": return RGBA(hex: accent)
            case "background": return RGBA(hex: background)
            // The deeper levels of the hierarchical style are the system's label colours;
            // `quinary` has no label colour of its own and is drawn as `quaternary`.
            case "tertiary": return system("UIColor", "tertiaryLabel")
            case "quaternary", "quinary": return system("UIColor", "quaternaryLabel")
            default: break
            }
        }
        return SystemColors.pair(type: type, name: name).map { dark ? $0.dark : $0.light }
    }

    /// This palette with the app's accent colour (its asset catalog's `AccentColor`, G4).
    func accented(by color: IRSymbol?) -> Palette {
        guard let color, let fill = fill(color), fill != "none" else { return self }
        var palette = self
        palette.accent = fill
        return palette
    }
}
