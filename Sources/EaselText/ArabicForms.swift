/// Arabic letters in the forms they are drawn in. A letter joins the letters beside it, and is
/// drawn in its initial, medial, final or isolated form; lam and alef make one ligature. librsvg
/// shapes the text that way (with DejaVu Sans, whose forms are Unicode's Arabic Presentation
/// Forms-B); measured letter by letter in their isolated forms, words were wider than drawn.
/// The joining rules are Unicode's (Core Specification, 9.2 "Arabic", cursive joining).
enum ArabicForms {
    /// For each scalar of `text` drawn in another form, that form, by the scalar's index; the
    /// alef of a lam-alef ligature is drawn by the ligature, and maps to U+200D (no width). Empty
    /// for a text with no Arabic letter (all but a few texts, found by one pass over them).
    static func shaped(_ text: String) -> [String.Index: Unicode.Scalar] {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { (0x621...0x64A).contains($0.value) }) else { return [:] }
        // The letters in order, without the marks (harakat) that are transparent to joining.
        var letters: [(index: String.Index, value: UInt32, joining: Joining)] = []
        for i in scalars.indices where scalars[i].properties.generalCategory != .nonspacingMark {
            letters.append((i, scalars[i].value, joining(of: scalars[i].value)))
        }
        var forms: [String.Index: Unicode.Scalar] = [:]
        var k = 0
        while k < letters.count {
            let letter = letters[k]
            defer { k += 1 }
            let joinsPrevious = k > 0 && letters[k - 1].joining.joinsNext
            if letter.value == 0x644, k + 1 < letters.count, let ligature = lamAlef[letters[k + 1].value] {
                forms[letter.index] = Unicode.Scalar(ligature + (joinsPrevious ? 1 : 0))
                forms[letters[k + 1].index] = "\u{200D}"
                k += 1
                continue
            }
            guard let isolated = isolatedForm(of: letter.value) else { continue }
            let joinsNext = letter.joining == .dual && k + 1 < letters.count && letters[k + 1].joining.joinsPrevious
            // Forms in Unicode's order: isolated, final, then initial and medial for a letter that
            // joins on both sides.
            let offset: UInt32 = switch (joinsPrevious && letter.joining.joinsPrevious, joinsNext) {
            case (false, false): 0
            case (true, false): 1
            case (false, true): 2
            case (true, true): 3
            }
            forms[letter.index] = Unicode.Scalar(isolated + offset)
        }
        return forms
    }

    enum Joining {
        /// Joins on both sides (beh, seen, lam).
        case dual
        /// Joins the letter before it only (alef, dal, reh, waw).
        case right
        /// Joins both its neighbours without a form of its own (tatweel, the zero-width joiner).
        case causing
        /// Joins nothing (hamza, a space, a Latin letter).
        case none

        var joinsNext: Bool { self == .dual || self == .causing }
        var joinsPrevious: Bool { self != .none }
    }

    static func joining(of value: UInt32) -> Joining {
        switch value {
        case 0x640, 0x200D: return .causing
        case 0x621...0x64A:
            switch formCount(of: value) {
            case 4: return .dual
            case 2: return .right
            default: return .none
            }
        // Persian and Urdu letters beyond the presentation forms measured here: measured in their
        // isolated forms, but they join their neighbours as they do when drawn.
        case 0x67E, 0x686, 0x6A9, 0x6AF, 0x6CC, 0x6BE: return .dual
        case 0x698, 0x688, 0x691, 0x6C0, 0x6D2: return .right
        default: return .none
        }
    }

    /// How many forms each letter from hamza (U+0621) to ghain (U+063A), then from feh (U+0641)
    /// to yeh (U+064A), has in Arabic Presentation Forms-B, where they follow one another from
    /// U+FE80 in that order: 1 joins nothing, 2 joins the letter before, 4 joins both sides.
    private static let hamzaToGhain: [UInt32] = [1, 2, 2, 2, 2, 4, 2, 4, 2, 4, 4, 4, 4, 4, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 4, 4]
    private static let fehToYeh: [UInt32] = [4, 4, 4, 4, 4, 4, 4, 2, 2, 4]

    private static func formCount(of value: UInt32) -> UInt32 {
        switch value {
        case 0x621...0x63A: return hamzaToGhain[Int(value - 0x621)]
        case 0x641...0x64A: return fehToYeh[Int(value - 0x641)]
        default: return 0
        }
    }

    /// The isolated form's code point of a letter of the two runs above.
    private static func isolatedForm(of value: UInt32) -> UInt32? {
        switch value {
        case 0x621...0x63A: return 0xFE80 + hamzaToGhain[..<Int(value - 0x621)].reduce(0, +)
        case 0x641...0x64A: return 0xFED1 + fehToYeh[..<Int(value - 0x641)].reduce(0, +)
        default: return nil
        }
    }

    /// Lam followed by an alef: the ligature's isolated form (its final form follows it).
    private static let lamAlef: [UInt32: UInt32] = [0x622: 0xFEF5, 0x623: 0xFEF7, 0x625: 0xFEF9, 0x627: 0xFEFB]
}
