import EaselIR
import SwiftSyntax

/// Which texts are localized, and how (issue 31). Swift's rule: a string *literal* (interpolated
/// or not) passed where SwiftUI takes a `LocalizedStringKey` is a key looked up in the string
/// tables; a `String` value passed there is shown verbatim (the `StringProtocol` overload), and
/// `Text(verbatim:)` never is. The declared SDK writes both overloads as one `String` line, so
/// the choice is made here from the argument's syntax, as Swift's overload resolution makes it.
extension Interpreter {
    /// The parameters SwiftUI declares as `LocalizedStringKey` (titles, `Text`'s content, a
    /// subtitle, help, accessibility texts, a badge, a prompt): unlabelled `String` parameters
    /// of these names, and `prompt:`. `keyboardShortcut(_ key:)` is a key equivalent, not text.
    static func takesLocalizedKey(_ f: SDKFunction, _ param: SDKParameter) -> Bool {
        guard param.kind == .value, param.type == "String", f.name != "keyboardShortcut" else { return false }
        if param.label == "prompt" { return true }
        return param.label == nil && localizedParameterNames.contains(param.name)
    }

    /// The types of the app's own properties and parameters that make a literal a key.
    static let localizedTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringKey?", "LocalizedStringResource", "String.LocalizationValue"]

    static let localizedParameterNames: Set<String> = ["title", "content", "subtitle", "text", "label", "hint", "value", "key"]

    /// The string literal an argument is, or picks: `Text(isOn ? "On" : "Off")` is a key as
    /// `Text("On")` is, since Swift types both branches from the parameter (`LocalizedStringKey`).
    /// nil for any other expression, or a condition that is not a `Bool` (evaluated as before).
    func chosenLiteral(_ e: ExprSyntax, _ env: Env) throws -> StringLiteralExprSyntax? {
        guard Self.isLiteralChoice(e) else { return nil }
        var e = e
        while true {
            if let literal = e.as(StringLiteralExprSyntax.self) { return literal }
            if let tuple = e.as(TupleExprSyntax.self), let only = tuple.elements.first { e = only.expression; continue }
            guard let ternary = e.as(TernaryExprSyntax.self) else { return nil }
            let condition = try eval(ternary.condition, env, expected: "Bool")
            guard let taken = opaqueCondition(condition) ?? condition.asBool else { return nil }
            e = taken ? ternary.thenExpression : ternary.elseExpression
        }
    }

    private static func isLiteralChoice(_ e: ExprSyntax) -> Bool {
        if e.is(StringLiteralExprSyntax.self) { return true }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return isLiteralChoice(only.expression)
        }
        guard let ternary = e.as(TernaryExprSyntax.self) else { return false }
        return isLiteralChoice(ternary.thenExpression) && isLiteralChoice(ternary.elseExpression)
    }

    /// `Text("key", tableName: "Settings")`: the table a call names with a literal.
    static func tableName(_ f: SDKFunction, _ bound: [ArraySlice<CallArgument>]) -> String? {
        guard let index = f.parameters.firstIndex(where: { $0.name == "tableName" || $0.name == "table" }) else { return nil }
        return bound[index].first?.expr.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// `String(localized: "…")`, `NSLocalizedString("…", …)`, `LocalizedStringKey("…")` of a
    /// literal: its text in the locale drawn. `LocalizedStringKey(title)` and
    /// `NSLocalizedString(title, …)` of a `String` value look that value up (SwiftUI's way to
    /// localize a variable). nil for anything else (read as before).
    func localizedConversion(_ name: String, _ args: [CallArgument], _ env: Env) throws -> Value? {
        guard let localizer, let first = args.first else { return nil }
        switch (name, first.label) {
        case ("String", "localized"?), ("NSLocalizedString", nil), ("LocalizedStringKey", nil): break
        default: return nil
        }
        let table = args.first { $0.label == "table" || $0.label == "tableName" }?.expr.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        if let literal = first.expr.as(StringLiteralExprSyntax.self) { return try localizedLiteral(literal, env, table: table) }
        guard name != "String", args.count == 1 || name == "NSLocalizedString" else { return nil }
        let key = try eval(first.expr, env)
        guard case .string(let text) = key else { return nil }
        _ = try args.dropFirst().map { try eval($0.expr, env) }
        return .string(localizer.localize(key: text, arguments: [], table: table, hasFormat: false))
    }

    /// A string literal taken as a `LocalizedStringKey`: its key is the literal with each
    /// interpolation as its format specifier (`"\(count) items"` → `%lld items`; a `Double` is
    /// `%lf`, anything else `%@`, `specifier: "%.1f"` its own), looked up and filled in.
    func localizedLiteral(_ e: StringLiteralExprSyntax, _ env: Env, table: String?) throws -> Value {
        guard let localizer else { return try eval(ExprSyntax(e), env) }
        if let literal = e.representedLiteralValue {
            return .string(try checkString(localizer.localize(key: literal, arguments: [], table: table, hasFormat: false), at: e))
        }
        var key = ""
        var arguments: [LocalizationArgument] = []
        for segment in e.segments {
            switch segment {
            case .stringSegment(let s):
                key += unescape(s.content.written).replacingOccurrences(of: "%", with: "%%")
            case .expressionSegment(let s):
                guard let first = s.expressions.first else { continue }
                let v = try eval(first.expression, env)
                if v.isPoison { return .poison }
                let specifier = s.expressions.first { $0.label?.text == "specifier" }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                switch v {
                case .int(let i):
                    key += specifier ?? "%lld"
                    arguments.append(.int(i))
                case .double(let d):
                    key += specifier ?? "%lf"
                    arguments.append(.double(d))
                default:
                    key += "%@"
                    arguments.append(.text(describe(v)))
                }
            }
        }
        return .string(try checkString(localizer.localize(key: key, arguments: arguments, table: table, hasFormat: true), at: e))
    }
}
