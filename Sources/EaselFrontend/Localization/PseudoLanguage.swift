/// Xcode's pseudolanguages (a scheme's App Language options), usable on any project, with or
/// without a String Catalog: each changes every localized text of the development language
/// (issue 31). Their names on the command line are the raw values.
public enum PseudoLanguage: String, CaseIterable, Hashable, Sendable {
    /// "Double-Length Pseudolanguage": each string twice, `Archive Archive`.
    case doubleLength = "double-length"
    /// "Accented Pseudolanguage": letters with diacritics, `Àŕçĥîṽé`.
    case accented
    /// "Bounded String Pseudolanguage": `[# Archive #]`, so clipping shows.
    case bounded
    /// "Right-to-Left Pseudolanguage": the text as it is, laid out right to left.
    case rightToLeft = "right-to-left"

    /// The text as this pseudolanguage shows it, after its arguments were put in.
    func apply(_ text: String) -> String {
        switch self {
        case .doubleLength: return text.isEmpty ? text : text + " " + text
        case .accented: return String(text.map { Self.accents[$0] ?? $0 })
        case .bounded: return "[# " + text + " #]"
        case .rightToLeft: return text
        }
    }

    /// The accented letter Xcode's pseudolanguage uses for each ASCII letter.
    static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("àƀçďéƒĝĥîĵķĺɱñöƥʠŕšţûṽŵẋýžÀƁÇĎÉƑĜĤÎĴĶĹṀÑÖƤɊŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
