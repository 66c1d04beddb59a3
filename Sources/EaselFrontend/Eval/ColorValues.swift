import EaselIR
import Foundation
import SwiftSyntax

// Colours made by initializers: SwiftUI's `Color(…)`, UIKit's `UIColor` and AppKit's `NSColor`.
// Each is a `Color` (or `UIColor`, `NSColor`) symbol whose fields `ColorValue` reads; a named
// colour carries its asset catalog's appearances, found here once.
extension Interpreter {
    /// `Color(red:green:blue:)`, `Color(white:)`, `Color(hue:…)`, `Color(.displayP3, …)`,
    /// `Color("Brand")`, `Color(.systemGray6)`, `Color(uiColor:)`: a value, as `Color.red` is
    /// (a view where one is expected, a shape style elsewhere).
    func colorValue(_ values: [(SDKParameter, Value)], fields: [String: IRValue], at e: FunctionCallExprSyntax) -> Value {
        var fields = fields
        let name = values.first { $0.0.name == "name" }?.1
        if case .string(let asset)? = name {
            return namedColor(asset, at: e.calledExpression) ?? .symbol(IRSymbol(type: "Color", name: "init", fields: fields))
        }
        // `Color(.lightGreen)`, `Color(.systemBackground)`, `Color(UIColor.label)`: a colour
        // where `init(_ name: String)` was tried — an asset's generated symbol, or UIKit's colour.
        if case .symbol(let member)? = name {
            if member.type == nil, let generated = generatedAssetColor(member.name, at: e.calledExpression) { return generated }
            fields["name"] = nil
            fields["color"] = .symbol(member.type == nil ? Self.foreignColor("UIColor", member.name) ?? member : member)
        }
        return .symbol(IRSymbol(type: "Color", name: "init", fields: fields))
    }

    /// A colour of the project's asset catalogs (`Color("Brand")`, `UIColor(named: "Brand")`);
    /// nil, with a diagnostic, when none has it.
    func namedColor(_ name: String, at node: some SyntaxProtocol) -> Value? {
        let catalogs = program.assetColors
        if let symbol = catalogs.color(named: name, on: release.platform) { return .symbol(symbol) }
        if catalogs.contains(name) { return nil }  // a set without a colour for this device
        if catalogs.isEmpty {
            diagnose(.note, "asset-color", at: node,
                     "'\(name)' names a colour of an asset catalog; Easel reads the catalogs of a project folder it is given, so here it draws nothing")
        } else {
            let meant = Opaque.nearest(to: name, among: catalogs.names).map { "; did you mean '\($0)'?" } ?? ""
            diagnose(.warning, "asset-color", at: node,
                     "no colour set named '\(name)' in the project's asset catalogs: SwiftUI draws nothing\(meant)")
        }
        return nil
    }

    /// `Color.lightGreen`, `.lightGreen` where a colour is expected, `Color(.lightGreen)`: the
    /// member Xcode generates for an asset catalog's colour set; nil when no set has that member.
    func generatedAssetColor(_ member: String, at node: some SyntaxProtocol) -> Value? {
        program.assetColors.setName(ofGeneratedMember: member).map { namedColor($0, at: node) ?? .symbol(IRSymbol(type: "Color", name: "clear")) }
    }

    /// The types whose static members an asset catalog's generated symbols extend.
    static let assetSymbolTypes: Set<String> = ["Color", "ShapeStyle", "ColorResource", "UIColor", "NSColor"]

    /// `UIColor.systemGray6`, `NSColor.windowBackgroundColor`: a colour symbol for a member the
    /// system defines; nil for another member (left unknown, quietly).
    static func foreignColor(_ type: String, _ name: String) -> IRSymbol? {
        SystemColors.pair(type: type, name: name) == nil ? nil : IRSymbol(type: type, name: name)
    }

    /// `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `UIColor(hue:…)`,
    /// `UIColor(displayP3Red:…)`, `NSColor(srgbRed:…)`, `UIColor(named:)`; nil for another.
    func foreignColorValue(_ type: String, _ args: [(label: String?, value: Value)], at e: FunctionCallExprSyntax) -> Value? {
        var fields: [String: IRValue] = [:]
        for a in args {
            guard let label = a.label else { return nil }
            if label == "named", case .string(let name) = a.value { return namedColor(name, at: e.calledExpression) }
            guard let number = a.value.asDouble else { return nil }
            switch label {
            case "displayP3Red":
                fields["red"] = .double(number)
                fields["colorSpace"] = .symbol(IRSymbol(type: "Color.RGBColorSpace", name: "displayP3"))
            case "srgbRed", "calibratedRed", "deviceRed": fields["red"] = .double(number)
            case "calibratedWhite", "deviceWhite", "genericGamma22White": fields["white"] = .double(number)
            case "calibratedHue", "deviceHue": fields["hue"] = .double(number)
            default: fields[label] = .double(number)
            }
        }
        let symbol = IRSymbol(type: type, name: "init", fields: fields)
        return ColorValue(symbol) == nil ? nil : .symbol(symbol)
    }
}

extension Interpreter {
    /// `color.resolve(in: environment)` (`Color.Resolved`): its components in the light
    /// appearance, linear sRGB as `Color.Resolved` gives them; nil for a colour Easel cannot read
    /// (an asset's of another bundle).
    func resolvedColor(_ s: IRSymbol) -> Value? {
        guard let rgba = ColorValue(s)?.resolved(dark: false, system: { SystemColors.pair(type: $0, name: $1)?.light }) else { return nil }
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return .symbol(IRSymbol(type: "Color.Resolved", name: "init",
                                fields: ["red": .double(linear(rgba.red)), "green": .double(linear(rgba.green)),
                                         "blue": .double(linear(rgba.blue)), "opacity": .double(rgba.alpha)]))
    }
}
