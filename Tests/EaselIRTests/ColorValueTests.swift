import EaselIR
import Testing

/// Colours as the IR's symbols carry them and `ColorValue` reads them: components, spaces,
/// appearances and the system's fixed colours (Apple's HIG "Color" values).
@Suite("Colour values")
struct ColorValueTests {
    static func light(_ symbol: IRSymbol) -> String? {
        ColorValue(symbol)?.resolved(dark: false) { SystemColors.pair(type: $0, name: $1)?.light }?.hex
    }

    static func dark(_ symbol: IRSymbol) -> String? {
        ColorValue(symbol)?.resolved(dark: true) { SystemColors.pair(type: $0, name: $1)?.dark }?.hex
    }

    @Test("sRGB components as SVG writes them; #RGB, #RRGGBB and #RRGGBBAA read back; out-of-range and NaN clamp")
    func hex() throws {
        #expect(RGBA(red: 0.8, green: 0.4, blue: 0.2).hex == "#CC6633")
        #expect(RGBA(red: 1, green: 1, blue: 0, alpha: 0.5).hex == "#FFFF0080")
        #expect(RGBA(hex: "#F00")?.hex == "#FF0000")
        #expect(RGBA(hex: "#12345678")?.hex == "#12345678")
        #expect(RGBA(hex: "12345") == nil && RGBA(hex: "#GGGGGG") == nil)
        #expect(RGBA(red: 1.7, green: -.infinity, blue: .nan).hex == "#FF0000")
    }

    @Test("hue, saturation and brightness; Display P3 converted to the nearest sRGB")
    func spaces() {
        #expect(RGBA(hue: 0.5, saturation: 1, brightness: 1).hex == "#00FFFF")
        #expect(RGBA(hue: 1, saturation: 1, brightness: 1).hex == "#FF0000", "a full turn is red again")
        #expect(RGBA(hue: 0, saturation: 0, brightness: 0.5).hex == "#808080")
        #expect(RGBA.displayP3(red: 0.6, green: 0.6, blue: 0.6).hex == "#999999", "grey is the same in both spaces")
        #expect(RGBA.displayP3(red: 0.8, green: 0.4, blue: 0.2).hex == "#DB5E1F", "a P3 orange is more saturated in sRGB")
    }

    @Test("a Color symbol: SwiftUI's names adapt to the appearance, UIKit's are UIKit's, components and opacity multiply")
    func symbols() {
        #expect(Self.light(IRSymbol(type: "Color", name: "red")) == "#FF3B30")
        #expect(Self.dark(IRSymbol(type: "Color", name: "red")) == "#FF453A")
        #expect(Self.light(IRSymbol(type: "UIColor", name: "red")) == "#FF0000", "UIColor.red is pure red, not Color.red")
        #expect(Self.dark(IRSymbol(type: "UIColor", name: "systemGray6")) == "#1C1C1E")
        #expect(Self.light(IRSymbol(type: "NSColor", name: "windowBackgroundColor")) == "#ECECEC")
        let rgb = IRSymbol(type: "Color", name: "init", fields: ["red": .double(0.8), "green": .double(0.4), "blue": .double(0.2), "opacity": .double(0.5)])
        #expect(Self.light(rgb) == "#CC663380")
        let faded = IRSymbol(type: "Color", name: "black", fields: ["opacity": .double(0.04)])
        #expect(Self.light(faded) == "#0000000A")
        #expect(Self.light(IRSymbol(type: "Color", name: "init", fields: ["white": .double(0.5)])) == "#808080")
        let p3 = IRSymbol(type: "Color", name: "init", fields: ["colorSpace": .symbol(IRSymbol(type: "Color.RGBColorSpace", name: "displayP3")),
                                                                 "red": .double(0.8), "green": .double(0.4), "blue": .double(0.2)])
        #expect(Self.light(p3) == "#DB5E1F")
        let wrapped = IRSymbol(type: "Color", name: "init", fields: ["uiColor": .symbol(IRSymbol(type: "UIColor", name: "secondaryLabel"))])
        #expect(Self.light(wrapped) == "#3C3C4399" && Self.dark(wrapped) == "#EBEBF599")
    }

    @Test("an asset's appearances: light and dark as written, a system colour by reference; an unresolved name is no colour")
    func appearances() {
        let brand = IRSymbol(type: "Color", name: "init", fields: ["name": .string("Brand"), "light": .string("#CC6633FF"), "dark": .string("#FF9966FF")])
        #expect(Self.light(brand) == "#CC6633" && Self.dark(brand) == "#FF9966")
        let warning = IRSymbol(type: "Color", name: "init", fields: ["light": .string("UIColor.systemOrange"), "dark": .string("UIColor.systemOrange")])
        #expect(Self.light(warning) == "#FF9500" && Self.dark(warning) == "#FF9F0A")
        #expect(ColorValue(IRSymbol(type: "Color", name: "init", fields: ["name": .string("Missing")])) == nil)
        #expect(ColorValue(IRSymbol(type: "Font", name: "body")) == nil, "a symbol of another type is no colour")
    }
}
