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

/// Prefix widths (issue 33): wrapping and truncating measure runs of one text by differences of
/// prefix widths, which must be exactly what measuring the run alone gives — kerning and all —
/// or a line that fit before would not fit now.
@Suite("Prefix widths")
struct PrefixWidthTests {
    let fonts = try! #require(FreeTypeFonts.shared, "no font installed (fonts-inter)")

    @Test("every run of a text, alone and with an ellipsis on either side, measures as the string does",
          arguments: ["AVATAR To Wave, Yes.", "Tab  Te Ta\u{301}ble 👩‍👩‍👧 ffi", "VAVAVAVAWAWAWAYAYA", ""])
    func runsMeasureAsStrings(_ text: String) {
        for font in [FontSpec(size: 17), FontSpec(size: 13, weight: .bold, italic: true)] {
            let prefixes = fonts.prefixWidths(of: text, font: font, affix: "…")
            let characters = Array(text)
            #expect(prefixes.count == characters.count)
            for start in 0...characters.count {
                for end in start...characters.count {
                    let run = String(characters[start..<end])
                    #expect(prefixes.width(start..<end) == fonts.width(of: run, font: font), "'\(run)'")
                    #expect(prefixes.width(start..<end, affixAfter: true) == fonts.width(of: run + "…", font: font), "'\(run)…'")
                    #expect(prefixes.width(affixBefore: start..<end) == fonts.width(of: "…" + run, font: font), "'…\(run)'")
                }
            }
        }
    }
}
