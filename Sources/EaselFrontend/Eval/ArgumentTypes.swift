import EaselIR
import SwiftSyntax

/// Whether a value may be passed for a parameter of the declared SDK, as Swift's type checker
/// would decide it where Easel knows the types, and leniently where it does not (R3, R6).
extension Interpreter {
    /// Why `v` cannot be passed for `param`, or `nil` when it can.
    func typeProblem(_ v: Value, _ param: SDKParameter) -> String? {
        let expected = param.type
        // Built only when there is a mismatch: this runs for every argument of every call.
        var mismatch: String { "cannot convert value of type '\(v.typeName)' to expected argument type '\(expected)'" }
        switch v {
        case .poison, .opaque: return nil
        case .null: return param.isOptional || isOpenType(expected) ? nil : "'nil' is not compatible with expected argument type '\(expected)'"
        case .string: return ["String", "LocalizedStringKey", "Any", "AnyHashable"].contains(expected) || expected.count <= 2 ? nil : mismatch
        case .int: return ["Int", "Double", "CGFloat", "Float", "Any", "AnyHashable"].contains(expected) || expected.count <= 2 ? nil : mismatch
        case .double: return ["Double", "CGFloat", "Float", "Any", "AnyHashable"].contains(expected) || expected.count <= 2 ? nil : mismatch
        case .bool: return ["Bool", "Any", "AnyHashable"].contains(expected) || expected.count <= 2 ? nil : mismatch
        case .range: return expected.containsText("Range") || expected == "Any" ? nil : mismatch
        // A binding is no string, number or style: `navigationTitle($name)` is the `Binding<String>` overload.
        case .binding: return expected == "Any" || expected == "AnyHashable" || expected.count <= 2 ? nil : mismatch
        // A view of the SDK is no number: `badge(Text("New"))` is the `Text?` overload, not the count's.
        case .node(let n) where n.origin == .sdk && Self.numericTypes.contains(expected): return mismatch
        case .symbol(let s):
            guard let t = s.type else { return nil }
            if isOpenType(expected) || sdk.type(t, conformsTo: expected) || sdk.type(named: expected) == nil && userType(expected) == nil { return nil }
            return mismatch
        case .array:
            // Option sets take array literals (`options: []`, `[.alwaysAvailable]`).
            return nil
        case .node(let n) where expected == "Text": return n.kind == "Text" ? nil : mismatch
        case .node(let n) where n.kind == expected: return nil  // `Color(nsColor: …)` for a `Color`
        // `Color(uiColor: …)` (a node, its initializer not declared) is still a `ShapeStyle`.
        case .node(let n) where n.origin == .sdk && sdk.type(n.kind, conformsTo: expected): return nil
        case .node(let n) where n.origin == .placeholder: return nil  // an unknown type may conform to anything
        case .instance(let i) where isOpenType(expected) || instanceType(i.type, passesFor: expected): return nil
        default:
            return isOpenType(expected) ? nil : mismatch
        }
    }

    /// Whether a value of the project's `type` may be passed where `expected` is asked for
    /// (`.labelStyle(FlairLabelStyle())` with `struct FlairLabelStyle: LabelStyle`): it declares
    /// `expected`, a protocol the SDK says refines it, or a protocol Easel does not know — the
    /// project's own or another module's, which may refine it (R3).
    func instanceType(_ type: UserType, passesFor expected: String) -> Bool {
        if type.name == expected || type.name.hasSuffix("." + expected) { return true }
        return type.conformances.contains { c in
            c == expected || sdk.type(c, conformsTo: expected) || sdk.type(named: c) == nil && !Self.standardProtocols.contains(c)
        }
    }

    static let numericTypes: Set<String> = ["Int", "Double", "CGFloat", "Float", "Bool"]

    /// Protocols of the standard library and Foundation: a type declaring only these is no style,
    /// shape or view, whatever module it comes from.
    static let standardProtocols: Set<String> = ["Hashable", "Equatable", "Identifiable", "Codable", "Decodable", "Encodable", "Sendable",
                                                 "Comparable", "CaseIterable", "CustomStringConvertible", "RawRepresentable", "Error",
                                                 "LocalizedError", "AnyObject", "ObservableObject", "String", "Int", "Double"]
}
