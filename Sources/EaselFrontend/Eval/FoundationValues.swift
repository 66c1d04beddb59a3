import EaselIR
import Foundation
import SwiftSyntax

/// Foundation's values with fixed preview values (issue "Real apps", spec R3): a preview is a
/// picture of one moment, so `Date()` and `.now` are 9:41 on 8 June 2026 (UTC, US English, as
/// Apple's screenshots show it), each `UUID()` a new but predictable identifier, and a `URL`
/// keeps its string and parts. The same source always gives the same picture. A date is an
/// `IRSymbol` of type `Date` whose name is how it reads and whose fields keep its instant.
extension Interpreter {
    static let previewInstant: Double = 1_780_911_660  // 2026-06-08 09:41:00 UTC

    /// `Date(…)`, `UUID()`, `URL(string:)` and the like; `nil` for what has no preview value.
    func foundationValue(_ type: String, _ args: [(label: String?, value: Value)], at e: FunctionCallExprSyntax) -> Value? {
        if type == "UIColor" || type == "NSColor" { return foreignColorValue(type, args, at: e) }
        let first = args.first?.value
        switch (type, args.first?.label) {
        case ("Date", nil) where args.isEmpty: return Self.date(Self.previewInstant)
        case ("Date", "timeIntervalSinceNow"): return first?.asDouble.map { Self.date(Self.previewInstant + $0) }
        case ("Date", "timeIntervalSince1970"): return first?.asDouble.map { Self.date($0) }
        case ("Date", "timeIntervalSinceReferenceDate"): return first?.asDouble.map { Self.date($0 + 978_307_200) }
        case ("UUID", nil) where args.isEmpty:
            uuidCount += 1
            return Self.uuid(String(format: "00000000-0000-4000-8000-%012d", uuidCount))
        case ("KeyPathComparator", nil):
            // `KeyPathComparator(\Order.date, order: .reverse)`: what `sorted(using:)` sorts by.
            guard case .keyPath(let path)? = first else { break }
            var fields: [String: IRValue] = ["keyPath": .keyPath(path)]
            if case .symbol(let order)? = args.first(where: { $0.label == "order" })?.value { fields["order"] = .symbol(order) }
            return .symbol(IRSymbol(type: "KeyPathComparator", name: "init", fields: fields))
        case ("UUID", "uuidString"):
            if case .string(let s)? = first { return Self.uuid(s) }
        case ("Scanner", "string"):
            if case .string(let s)? = first { return .symbol(IRSymbol(type: "Scanner", name: "init", fields: ["string": .string(s)])) }
        case ("CharacterSet", "charactersIn"):
            if case .string(let s)? = first { return .symbol(IRSymbol(type: "CharacterSet", name: "charactersIn", fields: ["characters": .string(s)])) }
        case ("URL", "string"), ("URL", "fileURLWithPath"):
            if case .string(let s)? = first { return Self.url(args[0].label == "string" ? s : "file://" + s) }
        case ("CGSize", "width"), ("CGPoint", "x"), ("CGVector", "dx"), ("CGRect", "x"):
            // Geometry values: their fields read back (`size.width`).
            var fields: [String: IRValue] = [:]
            for a in args {
                guard let label = a.label, let number = a.value.asDouble else { return nil }
                fields[label] = .double(number)
            }
            return .symbol(IRSymbol(type: type, name: "init", fields: fields))
        default: break
        }
        return nil
    }

    /// `Date.now`, `Date.distantPast`, `.now` where a `Date` is expected.
    static func foundationStatic(_ type: String, _ name: String) -> Value? {
        if type == "UIColor" || type == "NSColor" { return foreignColor(type, name).map(Value.symbol) }
        if foreignEnums[type]?.contains(name) == true { return .symbol(IRSymbol(type: type, name: name)) }
        if type == "CharacterSet", CharacterSets.named[name] != nil { return .symbol(IRSymbol(type: type, name: name)) }
        guard type == "Date" else { return nil }
        switch name {
        case "now": return date(previewInstant)
        case "distantPast": return date(-62_135_769_600)
        case "distantFuture": return date(64_092_211_200)
        default: return nil
        }
    }

    /// UIKit's enumerations whose cases Easel knows by name: `.pad` against an idiom is a case of
    /// it, compared as a case (`UIDevice.current.userInterfaceIdiom == .pad`), not unknown.
    static let foreignEnums: [String: Set<String>] = [
        "UIUserInterfaceIdiom": ["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"],
    ]

    /// `UIDevice.current` of the platform previewed: `userInterfaceIdiom` is `.phone` on iOS and
    /// `.pad` on iPadOS (an `if UIDevice.current.userInterfaceIdiom == .pad` split view is the
    /// iPad's only), `systemName` and `model` as the device reports them.
    var currentDevice: Value {
        let (idiom, system, model): (String, String, String)
        switch release.platform {
        case .ios: (idiom, system, model) = ("phone", "iOS", "iPhone")
        case .ipados: (idiom, system, model) = ("pad", "iPadOS", "iPad")
        case .macos: (idiom, system, model) = ("mac", "macOS", "Mac")
        case .tvos: (idiom, system, model) = ("tv", "tvOS", "Apple TV")
        case .visionos: (idiom, system, model) = ("vision", "visionOS", "Apple Vision Pro")
        case .watchos: (idiom, system, model) = ("unspecified", "watchOS", "Apple Watch")
        }
        return .symbol(IRSymbol(type: "UIDevice", name: "current", fields: [
            "userInterfaceIdiom": .symbol(IRSymbol(type: "UIUserInterfaceIdiom", name: idiom)),
            "systemName": .string(system), "model": .string(model),
        ]))
    }

    /// Methods of a date or URL: `formatted(…)`, `addingTimeInterval(_:)`, `appending(path:)`.
    func foundationMethod(_ s: IRSymbol, _ name: String, _ args: [(label: String?, value: Value)]) -> Value? {
        switch (s.type, name) {
        case ("UIColor", "withAlphaComponent"), ("NSColor", "withAlphaComponent"):
            // `UIColor.label.withAlphaComponent(0.5)`: the colour, faded.
            guard let alpha = args.first?.value.asDouble else { return nil }
            var faded = s
            faded.fields["opacity"] = .double(alpha * (s.fields["opacity"]?.doubleValue ?? 1))
            return .symbol(faded)
        case ("Date", "formatted"):
            let date = args.first { $0.label == "date" }?.value.symbolName
            let time = args.first { $0.label == "time" }?.value.symbolName
            if args.isEmpty || date != nil || time != nil {
                return .string(Self.format(Self.instant(of: s), date: date ?? (args.isEmpty ? "numeric" : "omitted"),
                                           time: time ?? (args.isEmpty ? "shortened" : "omitted")))
            }
            return .string(Self.format(Self.instant(of: s), date: "abbreviated", time: "omitted"))  // `.formatted(.dateTime…)`
        case ("Date", "addingTimeInterval"):
            return args.first?.value.asDouble.map { Self.date(Self.instant(of: s) + $0) }
        case ("Date", "timeIntervalSince"):
            if case .symbol(let other)? = args.first?.value, other.type == "Date" { return .double(Self.instant(of: s) - Self.instant(of: other)) }
        case ("URL", "appending"), ("URL", "appendingPathComponent"):
            if case .string(let part)? = args.first?.value { return Self.url(s.name.hasSuffix("/") ? s.name + part : s.name + "/" + part) }
        default: break
        }
        return nil
    }

    /// Operators over dates (`date + 3600`, `a < b`, `b - a`); other Foundation values give an
    /// opaque result, as R3 has it for what Easel cannot compute.
    func foundationBinary(_ op: String, _ left: Value, _ right: Value, text: @autoclosure () -> String) -> Value? {
        let l = left.dateSymbol.map(Self.instant), r = right.dateSymbol.map(Self.instant)
        guard l != nil || r != nil || left.isFoundationSymbol || right.isFoundationSymbol else { return nil }
        switch (op, l, r) {
        case ("+", let a?, nil): if let b = right.asDouble { return Self.date(a + b) }
        case ("-", let a?, nil): if let b = right.asDouble { return Self.date(a - b) }
        case ("-", let a?, let b?): return .double(a - b)
        case ("<", let a?, let b?): return .bool(a < b)
        case (">", let a?, let b?): return .bool(a > b)
        case ("<=", let a?, let b?): return .bool(a <= b)
        case (">=", let a?, let b?): return .bool(a >= b)
        case ("==", _, _): return .bool(equal(left, right))
        case ("!=", _, _): return .bool(!equal(left, right))
        default: break
        }
        return .opaque(Opaque(text: text()))
    }

    /// `Text(date, style: .date)`: the text the style shows.
    static func dateText(_ s: IRSymbol, style: String?) -> String {
        switch style {
        case "date": return format(instant(of: s), date: "long", time: "omitted")
        case "time": return format(instant(of: s), date: "omitted", time: "shortened")
        case "relative", "offset", "timer": return "0 sec"
        default: return s.name
        }
    }

    static func date(_ seconds: Double) -> Value {
        .symbol(IRSymbol(type: "Date", name: format(seconds, date: "abbreviated", time: "shortened"),
                         fields: ["timeIntervalSince1970": .double(seconds)]))
    }

    private static func uuid(_ text: String) -> Value {
        .symbol(IRSymbol(type: "UUID", name: text, fields: ["uuidString": .string(text)]))
    }

    static func url(_ text: String) -> Value {
        let parts = URLComponents(string: text)
        var fields: [String: IRValue] = ["absoluteString": .string(text), "path": .string(parts?.path ?? "")]
        fields["host"] = parts?.host.map(IRValue.string) ?? .null
        fields["scheme"] = parts?.scheme.map(IRValue.string) ?? .null
        fields["lastPathComponent"] = .string(parts?.path.split(separator: "/").last.map(String.init) ?? "")
        return .symbol(IRSymbol(type: "URL", name: text, fields: fields))
    }

    static func instant(of s: IRSymbol) -> Double {
        if case .double(let d)? = s.fields["timeIntervalSince1970"] { return d }
        return previewInstant
    }

    /// Foundation's styles in US English, UTC: `.abbreviated` "Jun 8, 2026", `.shortened` "9:41 AM".
    static func format(_ seconds: Double, date: String, time: String) -> String {
        let datePattern = ["numeric": "M/d/y", "abbreviated": "MMM d, y", "long": "MMMM d, y", "complete": "EEEE, MMMM d, y"][date]
        let timePattern = ["shortened": "h:mm a", "standard": "h:mm:ss a", "complete": "h:mm:ss a z"][time]
        func text(_ pattern: String) -> String { DateFormatters.shared.string(Date(timeIntervalSince1970: seconds), pattern: pattern) }
        switch (datePattern, timePattern) {
        case let (d?, t?): return text(d) + (date == "numeric" ? ", " : " at ") + text(t)
        case let (d?, nil): return text(d)
        case let (nil, t?): return text(t)
        default: return text("MMM d, y")
        }
    }
}

/// One formatter per pattern, made once: a list of dated rows formats a date per row on every
/// keystroke, and making a `DateFormatter` costs far more than using one. Locked, as evaluations
/// run on several threads.
private final class DateFormatters: @unchecked Sendable {
    static let shared = DateFormatters()
    private let lock = NSLock()
    private var byPattern: [String: DateFormatter] = [:]

    func string(_ date: Date, pattern: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let formatter = byPattern[pattern] { return formatter.string(from: date) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        byPattern[pattern] = formatter
        return formatter.string(from: date)
    }
}

extension Value {
    var symbolName: String? { if case .symbol(let s) = self { return s.name }; return nil }
    var dateSymbol: IRSymbol? { if case .symbol(let s) = self, s.type == "Date" { return s }; return nil }
    var isFoundationSymbol: Bool { if case .symbol(let s) = self, let t = s.type { return Interpreter.foundationTypes.contains(t) }; return false }
}
