import EaselIR
import Foundation

/// Foundation's `CharacterSet` and `Scanner` as far as text in a preview needs them: the sets
/// `trimmingCharacters(in:)` is given (`.whitespaces`, `.alphanumerics.inverted`,
/// `CharacterSet(charactersIn: "#")`) and a scanner's numbers (`scanHexInt64(&rgb)`, how
/// apps read a colour's hex code).
enum CharacterSets {
    /// Foundation's named sets.
    static let named: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "alphanumerics": .alphanumerics, "letters": .letters, "decimalDigits": .decimalDigits,
        "punctuationCharacters": .punctuationCharacters, "symbols": .symbols, "uppercaseLetters": .uppercaseLetters,
        "lowercaseLetters": .lowercaseLetters, "controlCharacters": .controlCharacters,
    ]

    /// The set a `CharacterSet` symbol stands for (its `inverted` field set by `.inverted`); an
    /// implicit member without a type (`trimmingCharacters(in: .whitespaces)`) names one too.
    static func set(of symbol: IRSymbol) -> CharacterSet? {
        guard symbol.type == "CharacterSet" || symbol.type == nil else { return nil }
        let base: CharacterSet?
        if symbol.name == "charactersIn" {
            base = symbol.fields["characters"]?.stringValue.map { CharacterSet(charactersIn: $0) }
        } else {
            base = named[symbol.name]
        }
        guard let base else { return nil }
        return symbol.fields["inverted"] == .bool(true) ? base.inverted : base
    }

    /// `set.inverted`: the symbol with the field flipped.
    static func inverted(_ symbol: IRSymbol) -> IRSymbol {
        var flipped = symbol
        flipped.fields["inverted"] = .bool(symbol.fields["inverted"] != .bool(true))
        return flipped
    }

    /// What `scanHexInt64(&x)` (and its 32-bit form) or `scanInt(&x)` read from the start of a
    /// scanner's text, as `Scanner` reads it: leading whitespace skipped, a hex number's `0x`
    /// prefix allowed. Nil when the method is none of these; `.some(nil)` when no number is there.
    static func scan(_ scanner: IRSymbol, _ method: String) -> Int?? {
        guard let text = scanner.fields["string"]?.stringValue else { return nil }
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        switch method {
        case "scanHexInt64", "scanHexInt32", "scanHexInt":
            if rest.hasPrefix("0x") || rest.hasPrefix("0X") { rest = rest.dropFirst(2) }
            let digits = rest.prefix { $0.isHexDigit }
            guard !digits.isEmpty, let value = UInt64(digits.prefix(16), radix: 16) else { return .some(nil) }
            return .some(Int(truncatingIfNeeded: method == "scanHexInt64" ? value : value & 0xFFFF_FFFF))
        case "scanInt", "scanInt64", "scanInt32":
            let sign = rest.first == "-" || rest.first == "+" ? String(rest.removeFirst()) : ""
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            return .some(Int(sign + digits.prefix(18)))
        default:
            return nil
        }
    }
}
