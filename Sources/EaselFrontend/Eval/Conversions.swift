import EaselIR
import Foundation
import SwiftSyntax

/// Conversions (`Int(x)`, `String(format:)`, `Set(x)`), free functions (`min`, `print`) and the
/// property wrappers' initializers used as values (`State(initialValue:)`).
extension Interpreter {
    // MARK: Conversions and free functions

    /// `String(format:)`: `%d %i %ld %u`, `%f %.2f %g %e`, `%@ %s`, `%%`, over the values given.
    static func format(_ format: String, _ values: [Value], describe: (Value) -> String) -> String {
        var out = "", rest = values[...], chars = Array(format), i = 0
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else { out.append(chars[i]); i += 1; continue }
            var spec = "%"
            i += 1
            while i < chars.count, "0123456789.-+ #l".contains(chars[i]) { spec.append(chars[i]); i += 1 }
            guard i < chars.count else { break }
            let conversion = chars[i]
            i += 1
            if conversion == "%" { out.append("%"); continue }
            let value = rest.popFirst() ?? .null
            switch conversion {
            case "d", "i", "u":
                out += value.asDouble.map { String(Int($0)) } ?? describe(value)
            case "f", "F", "g", "G", "e", "E":
                let cleaned = spec.replacingOccurrences(of: "l", with: "")
                out += value.asDouble.map { String(format: cleaned + String(conversion), $0) } ?? describe(value)
            default:
                out += describe(value)
            }
        }
        return out
    }

    static let lazyContainerTypes: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Form"]
    /// Views that select one of their tagged children: a `ForEach` in their content tags its rows.
    static let selectingTypes: Set<String> = ["Picker", "TabView"]
    /// Rows a lazy container builds of a `ForEach`: more than any screen shows (a 1080 pt tvOS
    /// screen of 44 pt rows shows 25; an adaptive grid a few more), twice over.
    static let lazyRowLimit = 100

    /// Values of Foundation, Core Graphics and SwiftUI's gestures: not views, and (but for the
    /// fixed preview values of `FoundationValues`) unknown, quietly.
    static let foundationTypes: Set<String> = ["DragGesture", "TapGesture", "LongPressGesture", "MagnifyGesture", "MagnificationGesture",
                                               "RotationGesture", "SpatialTapGesture", "URL", "UUID", "Date", "Data", "Calendar", "Locale", "TimeZone", "DateFormatter",
                                               "NumberFormatter", "DateComponents", "JSONDecoder", "JSONEncoder", "URLRequest", "Measurement",
                                               "AttributedString", "IndexSet", "Decimal", "DispatchQueue", "Task", "NSPredicate", "FetchDescriptor",
                                               "CGSize", "CGPoint", "CGRect", "CGVector", "CGAffineTransform",
                                               "FileManager", "Bundle", "UserDefaults", "ProcessInfo", "Process", "Pipe", "FileHandle",
                                               "PropertyListDecoder", "PropertyListEncoder", "URLSession", "URLComponents", "URLQueryItem",
                                               "NotificationCenter", "Timer", "ISO8601DateFormatter", "RelativeDateTimeFormatter",
                                               "ByteCountFormatter", "CharacterSet", "Scanner", "UIColor", "NSColor", "UIDevice", "UIUserInterfaceIdiom",
                                               "KeyPathComparator", "SystemRandomNumberGenerator"]

    /// `CGFloat(x)`, `Double(x)`, `Int(x)`, `String(x)`, `Float(x)`, `Bool(x)`, `Array(x)`,
    /// `min`, `max`, `abs`, `round`, `print`, `State(initialValue:)`; `nil` for other names.
    static let conversions: Set<String> = Set(["CGFloat", "Double", "Float", "Int", "String", "Bool", "Array", "Set", "min", "max", "abs", "round", "floor", "ceil", "print", "debugPrint",
                                                   "assert", "precondition", "TimeInterval",
                                                   "State", "StateObject", "ObservedObject", "Bindable", "Published", "NSLocalizedString",
                                                   "LocalizedStringKey", "AppStorage", "SceneStorage", "withAnimation", "withTransaction",
                                                   "NavigationPath", "Optional", "ModifiedContent", "AnyView", "zip", "Dictionary"])
                                                   .union(mathFunctions.keys).union(fixedWidthIntegers)

    /// `Int32(x)`, `UInt8(x)`: integers as `Int` converts them (a preview's numbers fit).
    static let fixedWidthIntegers: Set<String> = ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    /// The conversions whose value has the type they name, known even when the value is not.
    static let typedConversions: Set<String> = fixedWidthIntegers.union(["Int", "Double", "CGFloat", "Float", "String", "Bool"])

    /// Foundation's math functions (`cos(startRadius) * radius` in a drawing's geometry).
    static let mathFunctions: [String: @Sendable ([Double]) -> Double?] = [
        "sin": { $0.count == 1 ? Foundation.sin($0[0]) : nil }, "cos": { $0.count == 1 ? Foundation.cos($0[0]) : nil },
        "tan": { $0.count == 1 ? Foundation.tan($0[0]) : nil }, "asin": { $0.count == 1 ? Foundation.asin($0[0]) : nil },
        "acos": { $0.count == 1 ? Foundation.acos($0[0]) : nil }, "atan": { $0.count == 1 ? Foundation.atan($0[0]) : nil },
        "sqrt": { $0.count == 1 ? $0[0].squareRoot() : nil }, "exp": { $0.count == 1 ? Foundation.exp($0[0]) : nil },
        "log": { $0.count == 1 ? Foundation.log($0[0]) : nil }, "log10": { $0.count == 1 ? Foundation.log10($0[0]) : nil },
        "atan2": { $0.count == 2 ? Foundation.atan2($0[0], $0[1]) : nil }, "pow": { $0.count == 2 ? Foundation.pow($0[0], $0[1]) : nil },
        "hypot": { $0.count == 2 ? Foundation.hypot($0[0], $0[1]) : nil },
    ]

    /// `Dictionary(grouping:by:)`: the elements under their keys, the keys in the order they first
    /// come (Swift's order is unspecified; a preview's is the same every time). Linear: a key's
    /// place is found by its type and description, then checked equal.
    private func grouped(_ elements: [Value], by key: Value, at e: FunctionCallExprSyntax) throws -> [(key: Value, value: Value)] {
        var groups: [(key: Value, members: [Value])] = [], places: [String: [Int]] = [:]
        for element in elements {
            let k = try apply(key, args: [(nil, element)], at: e)
            let name = k.typeName + ":" + describe(k)
            if let at = places[name]?.first(where: { equal(groups[$0].key, k) }) {
                groups[at].members.append(element)
            } else {
                places[name, default: []].append(groups.count)
                groups.append((k, [element]))
            }
        }
        return groups.map { (key: $0.key, value: .array($0.members)) }
    }

    func conversion(_ written: String, _ args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value? {
        guard Self.conversions.contains(written) else { return nil }
        let name = Self.fixedWidthIntegers.contains(written) ? "Int" : written == "TimeInterval" ? "Double" : written
        if let localized = try localizedConversion(name, args, env) { return localized }
        let values = try evaluatePlain(args, env)
        if values.contains(where: { $0.value.isPoison }) { return .poison }
        // `Array(repeating: .init(.flexible()), count: 3)`: three elements, known or not.
        if name == "Array", values.map(\.label) == ["repeating", "count"], case .int(let n) = values[1].value, n >= 0 {
            try checkSize(n, at: e)
            return .array(Array(repeating: values[0].value, count: n))
        }
        // `withAnimation(.spring) { isOn.toggle() }`: the change happens (a picture has no
        // animation); what the body returns is the call's value.
        if name == "withAnimation" || name == "withTransaction" {
            guard let body = values.last?.value, body.isFunction else { return .void }
            return try apply(body, args: [], at: e)
        }
        // `ModifiedContent(content: self, modifier: PosterStyle())` is `self.modifier(PosterStyle())`.
        if name == "ModifiedContent", values.map(\.label) == ["content", "modifier"] {
            return try sourceModifier(values[1].value, appliedTo: values[0].value, env, at: program.range(of: e)) ?? values[0].value
        }
        // `AnyView(content)`, `AnyView(erasing: content)`: the view itself (a picture has no types).
        if name == "AnyView", values.count == 1, values[0].label == nil || values[0].label == "erasing" { return values[0].value }
        // Of a value Easel cannot know, or of a placeholder (`NSDecimalNumber(decimal: x)`): unknown.
        if values.contains(where: { $0.value.isOpaque || $0.value.isPlaceholder }) {
            // `Int(code)` of an unknown code: an unknown Int, which picks an overload (`string(for: Int)`).
            return .opaque(Opaque(text: callText(e), type: Self.typedConversions.contains(written) ? written : nil))
        }
        if let f = Self.mathFunctions[name] {
            let numbers = values.compactMap { $0.value.asDouble }
            if numbers.count == values.count, let result = f(numbers) { return .double(result) }
        }
        let first = values.first?.value
        switch (name, first) {
        case ("CGFloat", let v?), ("Double", let v?), ("Float", let v?):
            if let d = v.asDouble { return .double(d) }
            if case .string(let s) = v { return Double(s).map(Value.double) ?? .null }
        case ("Int", let v?) where values.first?.label == "exactly":
            // `Int(exactly: 3.5)` is nil: only a whole number converts.
            guard let d = v.asDouble else { break }
            return d.rounded() == d && abs(d) < 9.2e18 ? .int(Int(d)) : .null
        case ("Int", let v?):
            if case .int = v { return v }
            if case .double(let d) = v {
                guard d.isFinite, d > -9.2e18, d < 9.2e18 else {
                    diagnose(.error, "overflow", at: e, "\(d) cannot be converted to Int")
                    return .poison
                }
                return .int(Int(d))
            }
            if case .string(let s) = v {
                // `Int(hex, radix: 16)`, `UInt64(digits, radix: 2)`: digits in that base.
                if values.count == 2, values[1].label == "radix", case .int(let radix) = values[1].value, (2...36).contains(radix) {
                    return UInt64(s, radix: radix).map { .int(Int(truncatingIfNeeded: $0)) } ?? Int(s, radix: radix).map(Value.int) ?? .null
                }
                return Int(s).map(Value.int) ?? .null
            }
        case ("String", let v?) where values.first?.label == "format":
            guard case .string(let format) = v else { return .opaque(Opaque(text: callText(e))) }
            return .string(try checkString(Self.format(format, values.dropFirst().map(\.value), describe: describe), at: e))
        case ("String", let v?) where values.first?.label == "localized":
            return v  // the key, as the development language shows it
        case ("NSLocalizedString", .string?), ("LocalizedStringKey", .string?):
            return first!  // Foundation gives the key when no table has it: what a preview shows
        case ("String", .array(let characters)?) where values.count == 1 && values[0].label == nil
                && characters.allSatisfy({ if case .string = $0 { return true } else { return false } }):
            // `String(name.reversed())`, `String(word.map { … })`: a sequence of characters is the text they make.
            return .string(try checkString(characters.map(describe).joined(), at: e))
        case ("String", let v?):
            if values.first?.label == "repeating", values.count == 2, case .string(let s) = v, case .int(let n) = values[1].value {
                guard n >= 0, s.utf8.count * n <= limits.stringLength else {
                    _ = try checkString(String(repeating: "x", count: limits.stringLength + 1), at: e)
                    return .poison
                }
                return .string(String(repeating: s, count: n))
            }
            return .string(describe(v))
        case ("Bool", let v?):
            if case .bool = v { return v }
            if case .string(let s) = v { return s == "true" ? .bool(true) : s == "false" ? .bool(false) : .null }
        case ("Array", let v?), ("NavigationPath", let v?):
            // A navigation path is the values pushed, in order: its `count`, `isEmpty`,
            // `append(_:)` and `removeLast(_:)` are an array's (SwiftUI's `NavigationPath`).
            return .array(try iterate(v, at: e))
        case ("min", _), ("max", _):
            let numbers = values.compactMap { $0.value.asDouble }
            if numbers.count == values.count, !numbers.isEmpty {
                let pick = name == "min" ? numbers.min()! : numbers.max()!
                return values.allSatisfy({ if case .int = $0.value { return true }; return false }) ? .int(Int(pick)) : .double(pick)
            }
            // Dates, strings, a module's `Comparable` type (`min(time + 840, Date.now)`), as
            // Swift's keep them: `min` the first of equals, `max` the last.
            guard var best = values.first?.value, values.count > 1 else { break }
            for value in values.dropFirst().map(\.value) {
                guard let order = try orderedPair(value, best) else {
                    if values.contains(where: { $0.value.isUncertain }) { return .opaque(Opaque(text: callText(e))) }
                    best = .poison
                    break
                }
                if name == "min" ? order.ascending : !order.ascending { best = value }
            }
            if !best.isPoison { return best }
        case ("abs", .int(let i)?): return .int(i == Int.min ? i : Swift.abs(i))
        case ("abs", .double(let d)?): return .double(Swift.abs(d))
        case ("round", let v?), ("floor", let v?), ("ceil", let v?):
            if let d = v.asDouble { return .double(name == "round" ? d.rounded() : name == "floor" ? d.rounded(.down) : d.rounded(.up)) }
        case ("print", _), ("debugPrint", _):
            output.append(values.map { describe($0.value) }.joined(separator: " "))
            return .void
        case ("assert", let condition?), ("precondition", let condition?):
            // A preview runs a debug build, which stops where an assertion fails.
            if case .bool(false) = condition {
                let message = values.dropFirst().first.map { describe($0.value) }.map { ": \($0)" } ?? ""
                diagnose(.error, "assertion-failed", at: e, "'\(name)' fails here\(message); a debug build, which a preview is, stops")
            }
            return .void
        case ("State", let v?), ("StateObject", let v?), ("ObservedObject", let v?), ("Bindable", let v?), ("Published", let v?),
             ("AppStorage", let v?) where values.first?.label == "wrappedValue", ("SceneStorage", let v?) where values.first?.label == "wrappedValue":
            return v  // `State(initialValue: x)`, `StateObject(wrappedValue: x)` in an init: the wrapped value
        case ("Optional", let v?) where values.count == 1 && values[0].label == nil:
            return v  // `Optional(x)` is `x`, as a preview shows it
        case ("Set", nil), ("Array", nil), ("NavigationPath", nil):
            return .array([])
        case ("Dictionary", nil):
            return .dictionary([])
        case ("zip", let v?) where values.count == 2:
            return .array(zip(try iterate(v, at: e), try iterate(values[1].value, at: e)).map { .tuple([(nil, $0), (nil, $1)]) })
        case ("Dictionary", let v?) where values.count == 2 && values[0].label == "grouping" && [nil, "by"].contains(values[1].label)
                && values[1].value.appliesToOne:
            return .dictionary(try grouped(try iterate(v, at: e), by: values[1].value, at: e))
        case ("Dictionary", let v?) where values.map(\.label) == ["uniqueKeysWithValues"]:
            return .dictionary(try iterate(v, at: e).compactMap { pair in
                guard case .tuple(let t) = pair, t.count == 2 else { return nil }
                return (key: t[0].value, value: t[1].value)
            })
        // `String()`, `Int()`, `Double()`, `Bool()`: the type's zero value.
        case ("String", nil): return .string("")
        case ("Int", nil): return .int(0)
        case ("CGFloat", nil), ("Double", nil), ("Float", nil): return .double(0)
        case ("Bool", nil): return .bool(false)
        case ("Set", let v?):
            return .array(DistinctValues(try iterate(v, at: e), equal).values)
        default:
            break
        }
        // An initializer Easel does not model — one the standard library has (`Int(exactly:)`) or
        // one an extension declares, here or in a file not given (`LocalizedStringKey(app:)`):
        // its value is unknown (R3), as for an SDK overload Easel has not declared.
        if !strict, name.first?.isUppercase == true,
           values.contains(where: { $0.label != nil }) || program.extensions[name]?.initializers.isEmpty == false {
            let written = "(" + values.map { ($0.label ?? "_") + ":" }.joined() + ")"
            diagnose(.warning, "no-matching-call", at: e, "Easel knows no '\(name)' initializer taking \(written); previewed as an unknown value")
            return .opaque(Opaque(text: callText(e)))
        }
        let what = name.first?.isUppercase == true ? "initializer" : "function"
        diagnose(.error, "no-matching-call", at: e, "no '\(name)' \(what) takes these arguments")
        return .poison
    }
}
