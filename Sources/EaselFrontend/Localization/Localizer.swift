import EaselIR
import Foundation

/// A value put into a localized format (`%lld`, `%lf`, `%@`): what an interpolation held.
enum LocalizationArgument: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case text(String)

    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .text(let s): return Double(s)
        }
    }
}

/// Looks up the text a localized string shows in one language (issue 31): the requested
/// language, then its base language (`de-CH` → `de`), then the development language, then the
/// key itself — as Apple's platforms fall back. Chooses plural variations by the CLDR category of
/// the number substituted and device variations by the platform, puts the arguments in, and
/// applies a pseudolanguage. Made once per evaluation; a pure function of its inputs.
struct Localizer: Sendable {
    let localizations: Localizations
    let pseudo: PseudoLanguage?
    /// The languages tried, in order: the request and its bases, then the development language.
    let chain: [String]
    /// The language the texts are drawn in (`de`, `de-CH`; the development language for a pseudolanguage).
    let language: String
    /// The locale as given (`--locale`), or the development language.
    let identifier: String
    /// The device variation this platform reads (`iphone`, `ipad`, `mac`, …).
    let device: String

    init(localizations: Localizations, locale: String?, platform: Platform) {
        self.localizations = localizations
        let development = localizations.developmentLanguage
        pseudo = locale.flatMap(PseudoLanguage.init(rawValue:))
        identifier = locale ?? development
        var chain: [String] = []
        if let locale, pseudo == nil {
            var parts = locale.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
            while !parts.isEmpty {
                let code = parts.joined(separator: "-")
                chain.append(localizations.knownLanguage(code) ?? code)
                parts.removeLast()
            }
        }
        if !chain.contains(development) { chain.append(development) }
        self.chain = chain
        // The language drawn: the first of the chain a table has a string in (the request when none has).
        language = pseudo != nil ? development : (chain.first { localizations.languages.contains($0) } ?? chain[0])
        device = Self.devices[platform] ?? "other"
    }

    /// Right-to-left scripts (and the right-to-left pseudolanguage) lay out from the right.
    var isRightToLeft: Bool {
        if pseudo == .rightToLeft { return true }
        let base = Localizations.normalized(pseudo != nil ? localizations.developmentLanguage : (chain.first ?? "")).split(separator: "-").first.map(String.init) ?? ""
        return Self.rightToLeftLanguages.contains(base)
    }

    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

    static let devices: [Platform: String] = [.ios: "iphone", .ipados: "ipad", .macos: "mac", .watchos: "applewatch",
                                               .tvos: "appletv", .visionos: "applevision"]

    /// What the IR records of the locale drawn.
    var declaration: LocaleDecl {
        LocaleDecl(identifier: identifier, language: language, pseudoLanguage: pseudo?.rawValue,
                   layoutDirection: isRightToLeft ? "rightToLeft" : "leftToRight")
    }

    /// The text of `key` (a `LocalizedStringKey`'s format: `%lld items`) in `table`, with
    /// `arguments` put in. `hasFormat` is false for a plain literal, whose `%` are its own.
    func localize(key: String, arguments: [LocalizationArgument], table: String?, hasFormat: Bool) -> String {
        let table = table ?? "Localizable"
        var found: (entry: LocalizedEntry, language: String)?
        for language in chain {
            if let entry = localizations.entry(table: table, key: key, language: language) { found = (entry, language); break }
        }
        var template = key
        var substituted = false
        if let (entry, language) = found { (template, substituted) = self.template(entry, language: language, arguments: arguments) }
        if pseudo == .accented { template = Self.accentedFormat(template) }
        let text = hasFormat || substituted ? Self.format(template, arguments) : template
        guard let pseudo, pseudo != .accented else { return text }
        return pseudo.apply(text)
    }

    /// The entry's format in `language`, its variations chosen and its `%#@variables@` replaced
    /// (then true: it is a format even for a plain literal's key).
    private func template(_ entry: LocalizedEntry, language: String, arguments: [LocalizationArgument]) -> (String, Bool) {
        var template = resolve(entry.value, language: language, number: arguments.lazy.compactMap(\.number).first)
        // `%#@items@`: the variable's variation chosen by its argument, its own `%arg` (or the
        // format specifier) standing for that argument.
        var used = 0
        for (name, substitution) in entry.substitutions.sorted(by: { $0.key < $1.key }) {
            guard template.contains("%#@\(name)@") || template.contains("@\(name)@") else { continue }
            let index = (substitution.argument ?? (used + 1)) - 1
            used += 1
            let argument = arguments.indices.contains(index) ? arguments[index] : nil
            var chosen = resolve(substitution.variant, language: language, number: argument?.number)
            let position = "%\(index + 1)$"
            chosen = chosen.replacingOccurrences(of: "%arg", with: position + substitution.specifier)
            chosen = chosen.replacingOccurrences(of: "%" + substitution.specifier, with: position + substitution.specifier)
            let pattern = try! NSRegularExpression(pattern: "%(\\d+\\$)?#@" + NSRegularExpression.escapedPattern(for: name) + "@")
            template = pattern.stringByReplacingMatches(in: template, range: NSRange(template.startIndex..., in: template),
                                                        withTemplate: NSRegularExpression.escapedTemplate(for: chosen))
        }
        return (template, used > 0)
    }

    /// A variant's text for this platform and number: the device's (else `other`), the plural
    /// category's (`zero` for 0 when given, as Apple's platforms do; else `other`).
    private func resolve(_ variant: LocalizedVariant, language: String, number: Double?) -> String {
        switch variant {
        case .text(let s): return s
        case .device(let cases):
            guard let chosen = cases[device] ?? cases["other"] ?? cases.sorted(by: { $0.key < $1.key }).first?.value else { return "" }
            return resolve(chosen, language: language, number: number)
        case .plural(let cases):
            let category = number.map { $0 == 0 && cases["zero"] != nil ? "zero" : PluralRules.category(of: $0, language: language) } ?? "other"
            guard let chosen = cases[category] ?? cases["other"] ?? cases.sorted(by: { $0.key < $1.key }).first?.value else { return "" }
            return resolve(chosen, language: language, number: number)
        }
    }

    /// The accented pseudolanguage on a format: its letters, not its specifiers (`%lld`, `%@`).
    static func accentedFormat(_ text: String) -> String {
        var out = "", inSpecifier = false
        for c in text {
            if inSpecifier {
                out.append(c)
                if c.isLetter && !"lhqLzjt".contains(c) || c == "@" || c == "%" { inSpecifier = false }
            } else if c == "%" {
                inSpecifier = true
                out.append(c)
            } else {
                out.append(PseudoLanguage.accents[c] ?? c)
            }
        }
        return out
    }

    /// printf-style formatting as Foundation's `String(format:)` reads a localized format:
    /// `%@ %d %i %u %lld %f %lf %.1f %x %c %%`, positions (`%2$@`).
    static func format(_ format: String, _ arguments: [LocalizationArgument]) -> String {
        var out = "", next = 0
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { out.append(chars[i]); i += 1; continue }
            var j = i + 1
            var digits = ""
            while j < chars.count, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            var position: Int?
            if j < chars.count, chars[j] == "$", let p = Int(digits) { position = p - 1; j += 1; digits = "" } else { j = i + 1 }
            var flags = ""
            while j < chars.count, "0123456789.-+ #'".contains(chars[j]) { flags.append(chars[j]); j += 1 }
            while j < chars.count, "lhqLzjt".contains(chars[j]) { j += 1 }
            guard j < chars.count else { out += String(chars[i...]); break }
            let conversion = chars[j]
            i = j + 1
            if conversion == "%" { out.append("%"); continue }
            let index = position ?? next
            if position == nil { next += 1 }
            let argument = arguments.indices.contains(index) ? arguments[index] : nil
            switch (conversion, argument) {
            case (_, nil): continue
            case ("d", let a?), ("i", let a?), ("u", let a?):
                out += a.number.map { String(format: "%" + flags + "d", Int($0)) } ?? Self.text(a)
            case ("f", let a?), ("F", let a?), ("g", let a?), ("G", let a?), ("e", let a?), ("E", let a?):
                out += a.number.map { String(format: "%" + flags + String(conversion), $0) } ?? Self.text(a)
            case ("x", let a?), ("X", let a?), ("o", let a?):
                out += a.number.map { String(Int($0), radix: conversion == "o" ? 8 : 16, uppercase: conversion == "X") } ?? Self.text(a)
            default:
                out += Self.text(argument!)
            }
        }
        return out
    }

    private static func text(_ a: LocalizationArgument) -> String {
        switch a {
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .text(let s): return s
        }
    }
}

/// CLDR's plural categories for cardinal numbers, for a handful of languages; others read
/// `other` (issue 31). Integers follow the rules exactly; a number with a fraction reads `other`
/// except where noted.
enum PluralRules {
    static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    static func category(of number: Double, language: String) -> String {
        let base = Localizations.normalized(language).split(separator: "-").first.map(String.init) ?? ""
        let isInteger = number == number.rounded() && abs(number) < 1e15
        let n = isInteger ? Int(abs(number)) : -1
        let mod10 = n % 10, mod100 = n % 100
        switch base {
        case "en", "de", "nl", "sv", "da", "nb", "no", "fi", "et", "it", "es", "ca", "el", "hu", "tr", "bg", "sw", "ur":
            return n == 1 ? "one" : "other"
        case "fr", "pt":
            // French: 0 ≤ i < 2 (0, 1 and 1.5) is `one`.
            return abs(number) < 2 ? "one" : "other"
        case "ru", "uk", "be":
            guard isInteger else { return "other" }
            if mod10 == 1, mod100 != 11 { return "one" }
            if (2...4).contains(mod10), !(12...14).contains(mod100) { return "few" }
            return "many"
        case "pl":
            guard isInteger else { return "other" }
            if n == 1 { return "one" }
            if (2...4).contains(mod10), !(12...14).contains(mod100) { return "few" }
            return "many"
        case "cs", "sk":
            guard isInteger else { return "many" }
            return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        case "ar":
            guard isInteger else { return "other" }
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default: return (3...10).contains(mod100) ? "few" : (11...99).contains(mod100) ? "many" : "other"
            }
        case "he", "iw":
            return n == 1 ? "one" : n == 2 ? "two" : "other"
        default:
            // ja, zh, ko, th, vi, id and languages not listed: one form.
            return "other"
        }
    }
}
