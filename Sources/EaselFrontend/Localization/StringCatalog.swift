import EaselIR
import Foundation

/// One localization file of a project (issue 31): a String Catalog (`.xcstrings`), or a
/// `.strings` / `.stringsdict` file in a `<language>.lproj` folder. Read at the edge (the command
/// line, the Studio) and handed to the front end as a value, as `SourceFile` is.
public struct LocalizationFile: Hashable, Sendable {
    /// The path as the project names it; the table is its name without the extension, the
    /// language of a `.strings` file its `.lproj` folder's name.
    public let path: String
    public let contents: Data

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    public static let extensions: Set<String> = ["xcstrings", "strings", "stringsdict"]
}

/// What one language says for one key: its text, or variations by plural category
/// (`zero one two few many other`) or by device (`iphone ipad mac applewatch appletv applevision
/// other`), and the substitutions (`%#@items@`) its text names.
struct LocalizedEntry: Hashable, Sendable {
    var value: LocalizedVariant
    var substitutions: [String: LocalizedSubstitution] = [:]
}

indirect enum LocalizedVariant: Hashable, Sendable {
    case text(String)
    case plural([String: LocalizedVariant])
    case device([String: LocalizedVariant])
}

/// `%#@items@` in a text: which argument (1-based; the next one when absent), its format
/// specifier (`lld`) and the variations chosen by it.
struct LocalizedSubstitution: Hashable, Sendable {
    var argument: Int?
    var specifier: String
    var variant: LocalizedVariant
}

/// Every string table of a project, parsed once per project load (not per evaluation): by table
/// (`Localizable`, or a catalog's or `.strings` file's own name), key and language. A file that
/// cannot be read is a warning naming it, never a crash; what it could read of it is kept.
public struct Localizations: Hashable, Sendable {
    /// The development language: the catalogs' `sourceLanguage` (the first one met), else `en`.
    public private(set) var developmentLanguage: String
    /// table → key → language → entry.
    private(set) var tables: [String: [String: [String: LocalizedEntry]]] = [:]
    /// Problems reading the files: warnings (`localization-file`) with their file and line.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The languages some table has a string in, sorted (found once, not per evaluation).
    public private(set) var languages: [String] = []
    public var isEmpty: Bool { tables.isEmpty }

    public static let none = Localizations(files: [])

    /// Whether `code` names a language `--locale` takes: a code (`de`, `de-CH`, `zh_Hans`) or a
    /// pseudolanguage.
    public static func isLocaleCode(_ code: String) -> Bool {
        PseudoLanguage(rawValue: code) != nil || code.range(of: "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$", options: .regularExpression) != nil
    }

    public init(files: [LocalizationFile]) {
        var source: String?
        developmentLanguage = "en"
        for file in files.sorted(by: { $0.path < $1.path }) {
            let name = (file.path as NSString).lastPathComponent
            let table = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "xcstrings":
                if let language = readCatalog(file, table: table), source == nil { source = language }
            case "strings":
                readStrings(file, table: table, language: Self.lprojLanguage(file.path))
            case "stringsdict":
                readStringsdict(file, table: table, language: Self.lprojLanguage(file.path))
            default:
                continue
            }
        }
        if let source { developmentLanguage = source }
        // `Base.lproj` is the development language's.
        var seen = Set<String>()
        for (table, keys) in tables {
            for (key, languages) in keys {
                seen.formUnion(languages.keys)
                guard let base = languages["Base"] else { continue }
                if languages[developmentLanguage] == nil { tables[table]![key]![developmentLanguage] = base }
                tables[table]![key]!["Base"] = nil
                seen.insert(developmentLanguage)
            }
        }
        seen.remove("Base")
        languages = seen.sorted()
    }

    /// What `language` says for `key` in `table`, if anything.
    func entry(table: String, key: String, language: String) -> LocalizedEntry? {
        tables[table]?[key]?[language]
    }

    /// The language a catalog or table names as given (`de-CH`, `zh-Hans`), matched without
    /// regard to case or `_`.
    func knownLanguage(_ code: String) -> String? {
        let wanted = Self.normalized(code)
        return languages.first { Self.normalized($0) == wanted }
    }

    static func normalized(_ code: String) -> String { code.replacingOccurrences(of: "_", with: "-").lowercased() }

    /// `de.lproj/Localizable.strings` → `de`; a file in no `.lproj` folder is the development language's.
    static func lprojLanguage(_ path: String) -> String {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : "Base"
    }

    private mutating func store(_ entry: LocalizedEntry, table: String, key: String, language: String) {
        tables[table, default: [:]][key, default: [:]][language] = entry
    }

    private mutating func warn(_ file: LocalizationFile, line: Int, _ message: String) {
        diagnostics.append(Diagnostic(.warning, "localization-file", at: SourceLocation(line: line, column: 1, file: file.path),
                                      message))
    }

    // MARK: String Catalogs

    /// Reads a `.xcstrings` (JSON): `sourceLanguage`, `strings[key].localizations[language]` with a
    /// `stringUnit`, `variations` (`plural`, `device`) and `substitutions`. Returns its source language.
    private mutating func readCatalog(_ file: LocalizationFile, table: String) -> String? {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: file.contents)
        } catch {
            let (line, reason) = Self.jsonProblem(error, in: file.contents)
            warn(file, line: line, "not a String Catalog (malformed JSON\(reason.map { ": " + $0 } ?? "")); its strings are not used")
            return nil
        }
        let text = String(decoding: file.contents, as: UTF8.self)
        guard let root = object as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            warn(file, line: 1, "not a String Catalog (no \"strings\" object); its strings are not used")
            return nil
        }
        let source = root["sourceLanguage"] as? String
        if source == nil { warn(file, line: 1, "no \"sourceLanguage\"; taking 'en' as the development language") }
        for key in strings.keys.sorted() {
            guard let string = strings[key] as? [String: Any] else {
                warn(file, line: Self.line(of: key, in: text), "the string '\(key)' is not an object; it is skipped")
                continue
            }
            // An entry with nothing for the source language shows its key there (Xcode's rule).
            guard let localizations = string["localizations"] as? [String: Any] else { continue }
            for language in localizations.keys.sorted() {
                guard let localization = localizations[language] as? [String: Any], let entry = Self.catalogEntry(localization) else {
                    warn(file, line: Self.line(of: key, in: text), "the '\(language)' localization of '\(key)' has no stringUnit or variations; it is skipped")
                    continue
                }
                store(entry, table: table, key: key, language: language)
            }
        }
        return source ?? "en"
    }

    private static func catalogEntry(_ localization: [String: Any]) -> LocalizedEntry? {
        guard let value = catalogVariant(localization) else { return nil }
        var entry = LocalizedEntry(value: value)
        for (name, raw) in (localization["substitutions"] as? [String: Any]) ?? [:] {
            guard let substitution = raw as? [String: Any], let variant = catalogVariant(substitution) else { continue }
            entry.substitutions[name] = LocalizedSubstitution(argument: substitution["argNum"] as? Int,
                                                              specifier: substitution["formatSpecifier"] as? String ?? "lld", variant: variant)
        }
        return entry
    }

    private static func catalogVariant(_ object: [String: Any]) -> LocalizedVariant? {
        if let unit = object["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return .text(value) }
        guard let variations = object["variations"] as? [String: Any] else { return nil }
        func cases(_ kind: String) -> [String: LocalizedVariant]? {
            guard let raw = variations[kind] as? [String: Any] else { return nil }
            let parsed = raw.compactMapValues { ($0 as? [String: Any]).flatMap(catalogVariant) }
            return parsed.isEmpty ? nil : parsed
        }
        if let plural = cases("plural") { return .plural(plural) }
        if let device = cases("device") { return .device(device) }
        return nil
    }

    /// The line and reason JSONSerialization gives for malformed JSON ("… around line 3, column 5",
    /// or "… around character 63", counted in the bytes).
    static func jsonProblem(_ error: Error, in data: Data) -> (line: Int, reason: String?) {
        let described = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        var line = 1
        if let range = described.range(of: #"line (\d+)"#, options: .regularExpression) {
            line = Int(described[range].dropFirst("line ".count)) ?? 1
        } else if let range = described.range(of: #"character (\d+)"#, options: .regularExpression),
                  let offset = Int(described[range].dropFirst("character ".count)) {
            line = data.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        }
        let reason = described.split(separator: "\n").first.map { String($0.hasSuffix(".") ? $0.dropLast() : $0) }
            .map { $0.count > 160 ? String($0.prefix(160)) + "…" : $0 }
        return (line, reason)
    }

    /// The line a key is written on, for diagnostics about it (1 when not found).
    static func line(of key: String, in text: String) -> Int {
        guard let range = text.range(of: "\"" + key + "\"") else { return 1 }
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    // MARK: .strings and .stringsdict

    /// Reads a `.strings` file (`"key" = "value";`, comments, UTF-8 or UTF-16).
    private mutating func readStrings(_ file: LocalizationFile, table: String, language: String) {
        guard let text = Self.decodeStrings(file.contents) else {
            warn(file, line: 1, "not text in UTF-8 or UTF-16; its strings are not used")
            return
        }
        var parser = StringsFileParser(text)
        let pairs = parser.parse()
        for (key, value) in pairs { store(LocalizedEntry(value: .text(value)), table: table, key: key, language: language) }
        if let problem = parser.problem { warn(file, line: problem.line, problem.message + (pairs.isEmpty ? "; its strings are not used" : "; the strings after it are not used")) }
    }

    static func decodeStrings(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] { return String(data: data, encoding: .utf16) }
        return String(data: data, encoding: .utf8)
    }

    /// Reads a `.stringsdict` (a property list): per key, `NSStringLocalizedFormatKey` with its
    /// `%#@name@` variables (`NSStringPluralRuleType`), or `NSStringDeviceSpecificRuleType`.
    private mutating func readStringsdict(_ file: LocalizationFile, table: String, language: String) {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: file.contents, options: [], format: nil)
        } catch {
            warn(file, line: Self.jsonProblem(error, in: file.contents).line, "not a property list; its strings are not used")
            return
        }
        guard let root = object as? [String: Any] else {
            warn(file, line: 1, "not a dictionary of strings; its strings are not used")
            return
        }
        let text = String(decoding: file.contents, as: UTF8.self)
        for key in root.keys.sorted() {
            guard let rule = root[key] as? [String: Any] else { continue }
            if let device = rule["NSStringDeviceSpecificRuleType"] as? [String: Any] {
                let cases = device.compactMapValues { ($0 as? String).map(LocalizedVariant.text) }
                store(LocalizedEntry(value: .device(cases)), table: table, key: key, language: language)
                continue
            }
            guard let format = rule["NSStringLocalizedFormatKey"] as? String else {
                warn(file, line: Self.line(of: key, in: text), "'\(key)' has no NSStringLocalizedFormatKey; it is skipped")
                continue
            }
            var entry = LocalizedEntry(value: .text(format))
            for (name, raw) in rule where name != "NSStringLocalizedFormatKey" {
                guard let variable = raw as? [String: Any] else { continue }
                let plural = variable.filter { PluralRules.categories.contains($0.key) }.compactMapValues { ($0 as? String).map(LocalizedVariant.text) }
                entry.substitutions[name] = LocalizedSubstitution(argument: nil, specifier: variable["NSStringFormatValueTypeKey"] as? String ?? "lld",
                                                                  variant: .plural(plural))
            }
            store(entry, table: table, key: key, language: language)
        }
    }
}

/// The old-style `.strings` syntax: `"key" = "value";` pairs (a bare word may stand for a quoted
/// one), `/* … */` and `//` comments, escapes `\n \t \" \\ \U00E9`. Stops at the first mistake.
struct StringsFileParser {
    private let chars: [Character]
    private var i = 0
    private var line = 1
    private(set) var problem: (line: Int, message: String)?

    init(_ text: String) { chars = Array(text) }

    mutating func parse() -> [(String, String)] {
        var pairs: [(String, String)] = []
        while true {
            skipTrivia()
            guard i < chars.count else { return pairs }
            guard let key = token() else { fail("expected a quoted key"); return pairs }
            skipTrivia()
            if peek(";") { i += 1; pairs.append((key, key)); continue }
            guard peek("=") else { fail("expected '=' after \"\(key)\""); return pairs }
            i += 1
            skipTrivia()
            guard let value = token() else { fail("expected a quoted value for \"\(key)\""); return pairs }
            skipTrivia()
            guard peek(";") else { fail("expected ';' after the value of \"\(key)\""); return pairs }
            i += 1
            pairs.append((key, value))
        }
    }

    private mutating func fail(_ message: String) { problem = (line, message) }
    private func peek(_ c: Character) -> Bool { i < chars.count && chars[i] == c }

    private mutating func skipTrivia() {
        while i < chars.count {
            let c = chars[i]
            if c == "\n" { line += 1; i += 1 } else if c.isWhitespace || c == "\u{FEFF}" { i += 1 } else if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i < chars.count, !(chars[i] == "*" && i + 1 < chars.count && chars[i + 1] == "/") { if chars[i] == "\n" { line += 1 }; i += 1 }
                i += 2
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
            } else { return }
        }
    }

    private mutating func token() -> String? {
        guard i < chars.count else { return nil }
        if chars[i] != "\"" {
            var word = ""
            while i < chars.count, chars[i].isLetter || chars[i].isNumber || "_.-$:/".contains(chars[i]) { word.append(chars[i]); i += 1 }
            return word.isEmpty ? nil : word
        }
        i += 1
        var out = ""
        while i < chars.count, chars[i] != "\"" {
            var c = chars[i]
            if c == "\n" { line += 1 }
            if c == "\\", i + 1 < chars.count {
                i += 1
                c = chars[i]
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "U", "u":
                    let hex = String(chars[(i + 1)..<min(i + 5, chars.count)])
                    if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { out.unicodeScalars.append(scalar); i += 4 } else { out.append(c) }
                default: out.append(c)
                }
                i += 1
                continue
            }
            out.append(c)
            i += 1
        }
        guard i < chars.count else { return nil }
        i += 1
        return out
    }
}
