import EaselText
import Testing

/// Text is measured with FreeType over a real font, not guessed per character.
@Suite("Text measurement")
struct TextTests {
    let fonts: FreeTypeFonts

    init() throws { fonts = try #require(FreeTypeFonts.shared, "no font installed (fonts-inter)") }

    @Test("widths come from the font: proportional, scaled by size, wider when bold")
    func widths() {
        let body = FontSpec(size: 17)
        let i = fonts.width(of: "iiiiiiiiii", font: body)
        let m = fonts.width(of: "MMMMMMMMMM", font: body)
        #expect(i > 0 && m > 2 * i)  // a real proportional font, not a fixed advance
        #expect(abs(fonts.width(of: "Cancel", font: FontSpec(size: 34)) - 2 * fonts.width(of: "Cancel", font: body)) < 0.001)
        #expect(fonts.width(of: "Cancel", font: FontSpec(size: 17, weight: .bold)) > fonts.width(of: "Cancel", font: body))
        #expect(fonts.width(of: "", font: body) == 0)
        #expect(fonts.regularFontPath.hasSuffix("Inter-Regular.otf"))
    }

    @Test("a known word has the width Inter gives it")
    func interMetrics() {
        // About 3 em for six letters of a UI face at 17 pt.
        let w = fonts.width(of: "Cancel", font: FontSpec(size: 17))
        #expect(w > 45 && w < 60, "\(w)")
    }
}
