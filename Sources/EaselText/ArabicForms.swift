/// Arabic letters in the forms they are drawn in. A letter joins the letters beside it, and is
/// drawn in its initial, medial, final or isolated form; lam and alef make one ligature. librsvg
/// shapes the text that way (with DejaVu Sans, whose forms are Unicode's Arabic Presentation
/// Forms); measured letter by letter in their isolated forms, words were wider than drawn.
/// The joining rules are Unicode's (Core Specification, 9.2 "Arabic", cursive joining).
enum ArabicForms {
    /// For each scalar of `text` drawn in another form, that form, by the scalar's index; the
    /// alef of a lam-alef ligature is drawn by the ligature, and maps to U+200D (no width). Empty
    /// for a text with no Arabic letter (all but a few texts, found by one pass over them).
    static func shaped(_ text: String) -> [String.Index: Unicode.Scalar] {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { (0x620...0x6FF).contains($0.value) }) else { return [:] }
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
            guard let own = table[letter.value] else { continue }
            let joinsNext = letter.joining == .dual && k + 1 < letters.count && letters[k + 1].joining.joinsPrevious
            let form = own.form(joinsPrevious: joinsPrevious && letter.joining.joinsPrevious, joinsNext: joinsNext)
            forms[letter.index] = Unicode.Scalar(form)
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

    /// A letter's joining, read off the forms Unicode encodes for it: initial and medial forms
    /// for a letter that joins both sides, a final form for one that joins the letter before.
    static func joining(of value: UInt32) -> Joining {
        switch value {
        case 0x640, 0x200D: return .causing
        // Noon ghunna (Urdu) joins both sides; Unicode encodes only its isolated and final forms.
        case 0x6BA: return .dual
        default:
            guard let forms = table[value] else { return .none }
            return forms.initial != nil ? .dual : forms.final != nil ? .right : .none
        }
    }

    /// The presentation forms of one letter, as code points.
    struct Forms {
        var isolated: UInt32?, final: UInt32?, initial: UInt32?, medial: UInt32?

        /// The form drawn between those neighbours; where Unicode encodes none, the nearest one
        /// it does (a letter without a medial form drawn as its final).
        func form(joinsPrevious: Bool, joinsNext: Bool) -> UInt32 {
            let wanted: UInt32? = switch (joinsPrevious, joinsNext) {
            case (false, false): isolated
            case (true, false): final
            case (false, true): initial ?? isolated
            case (true, true): medial ?? final
            }
            return (wanted ?? isolated ?? final)!
        }
    }

    /// Every Arabic letter's presentation forms, read from Unicode's own names of the two blocks
    /// of Arabic Presentation Forms: "ARABIC LETTER PEH FINAL FORM" is a form of "ARABIC LETTER
    /// PEH". Forms-B holds the letters of Arabic itself, Forms-A those of Persian, Urdu and other
    /// languages (peh, tcheh, gaf, keheh, farsi yeh, tteh); a form of both blocks is taken from B.
    static let table: [UInt32: Forms] = {
        var letters: [String: UInt32] = [:]
        for value in UInt32(0x620)...0x6FF {
            if let name = Unicode.Scalar(value)?.properties.name, name.hasPrefix("ARABIC LETTER ") { letters[name] = value }
        }
        var table: [UInt32: Forms] = [:]
        for value in Array(UInt32(0xFE70)...0xFEFC) + Array(UInt32(0xFB50)...0xFDFF) {
            guard let name = Unicode.Scalar(value)?.properties.name, name.hasSuffix(" FORM") else { continue }
            let words = name.split(separator: " ")
            guard words.count > 2, let letter = letters[words.dropLast(2).joined(separator: " ")] else { continue }
            var forms = table[letter] ?? Forms()
            switch words[words.count - 2] {
            case "ISOLATED" where forms.isolated == nil: forms.isolated = value
            case "FINAL" where forms.final == nil: forms.final = value
            case "INITIAL" where forms.initial == nil: forms.initial = value
            case "MEDIAL" where forms.medial == nil: forms.medial = value
            default: break
            }
            table[letter] = forms
        }
        return table
    }()

    /// Lam followed by an alef: the ligature's isolated form (its final form follows it).
    private static let lamAlef: [UInt32: UInt32] = [0x622: 0xFEF5, 0x623: 0xFEF7, 0x625: 0xFEF9, 0x627: 0xFEFB]
}
