import EaselText
import Testing

/// Characters the system font's stand-in (Inter) lacks are measured in the face librsvg draws
/// them with — DejaVu Sans for Hebrew and Arabic, WenQuanYi Micro Hei for Han and kana — so a
/// line in another script is laid out as wide as it is drawn (languages, issue 31).
@Suite("Fallback faces")
struct FallbackFontTests {
    let font = FontSpec(size: 17)

    @Test("a Hebrew or Arabic word is measured in DejaVu Sans, not as empty boxes")
    func rightToLeftScripts() {
        let box = fonts.width(of: "\u{0378}", font: font)  // unassigned: no face has it, each draws its empty box
        for word in ["שלום", "مرحبا"] {
            let width = fonts.width(of: word, font: font)
            #expect(width > 0 && abs(width - Double(word.unicodeScalars.count) * box) > 1, "\(word): \(width)")
        }
    }

    @Test("Han and kana are a full em each, in WenQuanYi Micro Hei, and add up")
    func hanAndKana() {
        #expect(abs(fonts.width(of: "日", font: font) - 17) < 0.01)
        #expect(abs(fonts.width(of: "日本語のテキスト", font: font) - 8 * 17) < 0.01)
        let mixed = fonts.width(of: "中文 Latin", font: font)
        #expect(abs(mixed - (fonts.width(of: "中文", font: font) + fonts.width(of: " Latin", font: font))) < 0.01)
    }

    @Test("a variation selector or a joiner has no width of its own")
    func ignorables() {
        #expect(fonts.width(of: "a\u{FE0F}b\u{200D}c", font: font) == fonts.width(of: "abc", font: font))
    }

    @Test("Arabic letters are measured in the forms they are drawn in: joined to their neighbours, lam and alef as one")
    func arabicForms() {
        func width(_ text: String) -> Double { fonts.width(of: text, font: font) }
        #expect(width("بب") == width("\u{FE91}\u{FE90}"))  // beh initial, beh final
        #expect(width("لا") == width("\u{FEFB}"))  // the lam-alef ligature
        // marhaba: meem initial, reh final, hah initial (reh joins nothing after it), beh medial, alef final
        #expect(width("مرحبا") == width("\u{FEE3}\u{FEAE}\u{FEA3}\u{FE92}\u{FE8E}"))
        #expect(width("مرحبا") < width("م ر ح ب ا") - 4 * width(" "))  // joined is narrower than apart
        // A mark between two letters does not break their joining.
        #expect(width("بَب") == width("\u{FE91}\u{064E}\u{FE90}"))
        // Line breaking measures the same forms.
        let prefixes = fonts.prefixWidths(of: "مرحبا بالعالم", font: font, affix: "…")
        #expect(abs(prefixes.width(0..<prefixes.count) - width("مرحبا بالعالم")) < 0.001)
    }

    @Test("Persian and Urdu letters join as Arabic's do, in their forms of Presentation Forms-A")
    func persianAndUrduForms() {
        func width(_ text: String) -> Double { fonts.width(of: text, font: font) }
        #expect(width("پپ") == width("\u{FB58}\u{FB57}"))  // peh initial, peh final
        #expect(width("پا") == width("\u{FB58}\u{FE8E}"))  // peh initial, alef final
        // gaf initial, lam medial, farsi yeh final
        #expect(width("گلی") == width("\u{FB94}\u{FEE0}\u{FBFD}"))
        #expect(width("چک") == width("\u{FB7C}\u{FB8F}"))  // tcheh initial, keheh final
        // Urdu: noon ghunna joins the letter before it; a jeh or rreh joins nothing after it.
        #expect(width("بں") == width("\u{FE91}\u{FB9F}"))
        #expect(width("ژپ") == width("\u{FB8A}\u{FB56}"))  // jeh isolated, peh isolated
        let prefixes = fonts.prefixWidths(of: "پرچم گلی", font: font, affix: "…")
        #expect(abs(prefixes.width(0..<prefixes.count) - width("پرچم گلی")) < 0.001)
    }
}
