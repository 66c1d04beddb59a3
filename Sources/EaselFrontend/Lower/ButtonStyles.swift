import EaselIR

/// A button style of the source (`struct PrimaryButton: ButtonStyle`): SwiftUI draws each button
/// under `.buttonStyle(PrimaryButton())` as what the style's `makeBody(configuration:)` builds
/// from the button's label. The lowering does the same: the button keeps its identity, action
/// and label, and gains `styleBody`, the views its style made, which the layout draws instead
/// of SwiftUI's own styles.
extension Lowerer {
    /// The custom style a `.buttonStyle(_:)` gives the buttons under it; nil for SwiftUI's
    /// styles (symbols the layout knows) and for a value Easel cannot call.
    static func customButtonStyle(_ m: ModifierValue) -> Instance? {
        guard m.name == "buttonStyle", case .instance(let style)? = m.arguments.first?.value,
              style.type.methods["makeBody"] != nil else { return nil }
        return style
    }

    /// The views `style.makeBody(configuration:)` builds for button `n`: its configuration holds
    /// the button's label (its label views, else its title and symbol as SwiftUI makes them),
    /// `isPressed` (a preview is at rest) and `role`.
    func styleBody(of n: NodeValue, style: Instance, identity: String, _ ctx: Context) throws -> IRArgument {
        let configuration = Value.tuple([("label", Self.label(of: n)), ("isPressed", .bool(false)), ("role", n.argument("role") ?? .null)])
        let context = SelfContext(instance: style, identity: style.type.name, environment: ctx.environment)
        var inner = ctx
        inner.buttonStyle = nil  // the label inside is drawn once, not styled again
        // A level of nesting: a style whose body holds a button of the same style meets the
        // depth budget, as Swift's would recurse without end.
        return try interpreter.nested(at: n.range.start) {
            let body = try interpreter.callMethod("makeBody", on: context, args: [("configuration", configuration)], at: n.range)
            return IRArgument("styleBody", .views(try lower(body, parent: identity + "/styleBody", inner)))
        }
    }

    /// A button's label as a view: the views it was given, else a `Label` of its title and
    /// symbol, else a `Text` of its title.
    private static func label(of n: NodeValue) -> Value {
        if let label = n.argument("label") { return label }
        let title = n.argument("title") ?? .string("")
        if let (key, symbol) = n.arguments.first(where: { $0.name == "systemImage" || $0.name == "customSymbol" }) {
            return .node(NodeValue(kind: "Label", origin: .sdk, arguments: [("title", title), (key, symbol)], children: [], modifiers: [], range: n.range))
        }
        return .node(NodeValue(kind: "Text", origin: .sdk, arguments: [("content", title)], children: [], modifiers: [], range: n.range))
    }
}
