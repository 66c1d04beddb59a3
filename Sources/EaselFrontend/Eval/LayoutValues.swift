import EaselIR
import SwiftSyntax

/// Values called as functions: a layout with its content (`AnyLayout(HStackLayout()) { … }`,
/// `FlowLayout(spacing: 4) { … }`), and a type of the module's that declares `callAsFunction`
/// (SE-0253).
extension Interpreter {
    /// The container a layout value of SwiftUI's lays its content out as.
    static let layoutContainers = ["VStackLayout": "VStack", "HStackLayout": "HStack", "ZStackLayout": "ZStack", "GridLayout": "Grid"]

    /// `function(args)` for a layout or a value with `callAsFunction`; nil for other values.
    func callValue(_ function: Value, args: [(label: String?, value: Value)], at range: SourceRange) throws -> Value? {
        switch function {
        case .symbol(let s):
            guard let kind = s.type.flatMap({ Self.layoutContainers[$0] }) else { return nil }
            let arguments = s.fields.keys.sorted().map { (name: $0, value: value(s.fields[$0]!)) }
            return try layoutContainer(kind, arguments: arguments, content: args, at: range)
        case .instance(let i) where i.type.methods["callAsFunction"] != nil:
            let context = SelfContext(instance: i, identity: i.type.name, environment: .init())
            return try callMethod("callAsFunction", on: context, args: args, at: range)
        case .instance(let i) where i.type.conformances.contains("Layout"):
            // Easel cannot run `sizeThatFits` and `placeSubviews` before layout has sized the
            // subviews; it places them as most custom layouts do, in rows that wrap.
            if reportedUnknowns.insert("layout:" + i.type.name).inserted {
                diagnose(.note, "custom-layout", at: range.start,
                         "'\(i.type.name)' is a custom Layout, whose placeSubviews Easel does not run; it places the subviews in rows that wrap")
            }
            return try layoutContainer("CustomLayout", arguments: [("layout", .string(i.type.name))], content: args, at: range)
        default:
            return nil
        }
    }

    /// `VStackLayout(spacing: 0) { … }`: an initializer of a callable type followed by trailing
    /// closures, which Swift hands to the value made (its `callAsFunction`) when no initializer
    /// takes them. The value made without them, and the closures; nil for other calls.
    func calledWithContent(_ args: [CallArgument], isCallable: @autoclosure () -> Bool,
                           make: ([CallArgument]) throws -> Value) throws -> (Value, [CallArgument])? {
        // Asked for every instance made: the trailing closure first, the type only then.
        guard let first = args.firstIndex(where: \.isFirstTrailingClosure), isCallable() else { return nil }
        return (try make(Array(args[..<first])), Array(args[first...]))
    }

    /// A container node of `kind` holding what the content closure builds.
    private func layoutContainer(_ kind: String, arguments: [(name: String, value: Value)], content: [(label: String?, value: Value)],
                                 at range: SourceRange) throws -> Value {
        try countNode(at: range.start)
        var children: [Value] = []
        for case .closure(let c) in content.map(\.value) { children += try build(closure: c, arguments: []) }
        return .node(NodeValue(kind: kind, origin: .sdk, arguments: arguments, children: children, modifiers: [], range: range))
    }
}
