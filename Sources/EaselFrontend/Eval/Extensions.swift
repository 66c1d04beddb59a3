import EaselIR
import SwiftSyntax

/// Members that the source's extensions add to SDK types and protocols (`extension View`,
/// `extension Color`, `extension String`): found by the value's type and the protocols it
/// conforms to, and run with `self` bound to the value. Extensions of the source's own types
/// were merged into those types by sema.
extension Interpreter {
    /// The names under which extensions of `v`'s type are filed, most specific first.
    func extendedTypeNames(of v: Value) -> [String] {
        switch v {
        case .node(let n):
            return [n.kind] + sdk.modifierProtocols(forNode: n.kind)
        case .instance(let i):
            // A `ToolbarContent` struct of the source has `extension ToolbarContent`'s members.
            guard i.type.buildsNode else { return [] }
            let protocols = SDKRegistry.modifierProtocols(conformingTo: Set(i.type.conformances))
            return protocols.isEmpty ? ["View"] : protocols
        case .string: return ["String", "StringProtocol", "Collection", "Sequence"]
        case .int: return ["Int", "BinaryInteger", "Numeric", "Comparable"]
        case .double: return ["Double", "CGFloat", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable"]
        case .bool: return ["Bool"]
        case .array: return ["Array", "Collection", "Sequence", "RandomAccessCollection"]
        case .dictionary: return ["Dictionary", "Collection", "Sequence"]
        case .binding: return ["Binding"]
        case .symbol(let s):
            guard let type = s.type else { return [] }
            return [type] + (sdk.type(named: type)?.conformances.sorted() ?? [])
        default: return []
        }
    }

    /// An instance method an extension declares for `v`'s type that takes `args`
    /// (an extension's `random(_:_:)` leaves `random(in:)` to the SDK, as Swift's overloads do).
    func extensionMethod(_ name: String, for v: Value, args: [CallArgument]) -> FunctionDeclSyntax? {
        guard program.extensionMemberNames.contains(name) else { return nil }
        for typeName in extendedTypeNames(of: v) {
            if let methods = program.extensions[typeName]?.methods[name],
               let f = overload(methods.filter { !isStatic($0) }, taking: args) { return f }
        }
        return nil
    }

    /// An instance property an extension declares for `v`'s type.
    func extensionProperty(_ name: String, for v: Value) -> PropertyDecl? {
        guard program.extensionMemberNames.contains(name) else { return nil }
        for typeName in extendedTypeNames(of: v) {
            if let p = program.extensions[typeName]?.property(name), p.getter != nil { return p }
        }
        return nil
    }

    /// `Color.brand`, `.brand` where a `Color` is expected: a static member an extension declares.
    func extensionStaticMember(_ name: String, of typeName: String) throws -> Value? {
        guard let ext = program.extensions[typeName] else { return nil }
        if let p = ext.staticProperty(name) { return try staticProperty(p, of: ext) }
        return nil
    }

    /// A static method an extension declares (`Color.fromHex(_:)`, `.brandTitle` as a function)
    /// that takes `args`.
    func extensionStaticMethod(_ name: String, of typeName: String, args: [CallArgument]) -> FunctionDeclSyntax? {
        guard let methods = program.extensions[typeName]?.methods[name] else { return nil }
        return overload(methods.filter(isStatic), taking: args)
    }

    /// The overload whose labels take `args`, else one a trailing closure completes (`.alert2(…,
    /// isPresented: $x) { Button(…) }` of `(_:message:isPresented:actions:)`, not the first
    /// declared); a call with a trailing closure keeps the first overload when none fits.
    private func overload(_ overloads: [FunctionDeclSyntax], taking args: [CallArgument]) -> FunctionDeclSyntax? {
        let labels = args.map(\.label)
        if let f = overloads.first(where: { takes($0.signature.parameterClause, labels: labels) }) { return f }
        let written = args.map { ($0.label, $0.isFirstTrailingClosure) }
        if let f = overloads.first(where: { Self.takes($0.signature.parameterClause, written) }) { return f }
        guard args.contains(where: \.isFirstTrailingClosure), let first = overloads.first, Self.labelsBelong(args, to: first) else { return nil }
        return first
    }

    /// Whether every label the call writes is one of `f`'s, and its unlabelled arguments no more
    /// than `f`'s unlabelled parameters: a call of another module's overload is not the
    /// project's (`.onKeyboardShortcut(.toggle, type: .keyDown) { }` beside the project's
    /// `onKeyboardShortcut(key:perform:)`; `.sheet(item:id:) { }` of a navigation library beside
    /// its `sheet(unwrapping:case:content:)`).
    private static func labelsBelong(_ args: [CallArgument], to f: FunctionDeclSyntax) -> Bool {
        let parameters = f.signature.parameterClause.parameters
        let labels = Set(parameters.map(\.firstName.written))
        let written = args.filter { !$0.isFirstTrailingClosure }
        return written.allSatisfy { $0.label.map(labels.contains) ?? true }
            && written.filter { $0.label == nil }.count <= parameters.filter { $0.firstName.written == "_" }.count
    }

    /// Runs an extension's method or getter with `self` bound to `value` — of the overloads
    /// that take the call's labels, the one closest typed to the arguments
    /// (`adaptivePadding(_: Edge.Set = .all, _: CGFloat? = nil)` and `adaptivePadding(_:
    /// EdgeInsets)`, picked by labels before the arguments were evaluated).
    func callExtension(_ f: FunctionDeclSyntax, on value: Value, args: [(label: String?, value: Value)], at range: SourceRange) throws -> Value {
        var chosen = f
        if program.overloadedExtensionMethods.contains(f.name.written) {
            let written = args.map(\.label)
            let siblings = extendedTypeNames(of: value).flatMap { program.extensions[$0]?.methods[f.name.written] ?? [] }
                .filter { !isStatic($0) && takes($0.signature.parameterClause, labels: written) }
            if siblings.count > 1 { chosen = closestTyped(siblings, args) ?? f }
        }
        return try callFunction(chosen, args: args, context: nil, at: range, selfValue: value)
    }

    func readExtensionProperty(_ p: PropertyDecl, of value: Value) throws -> Value {
        let scope = Scope(parent: globals)
        scope.define("self", value, constant: true)
        return try runBody(p.getter!, env: Env(scope: scope, context: nil), builds: p.isBuilder, at: p.range.start)
    }

    /// `value` after its extension property is set to `newValue`: the setter runs with a `self`
    /// it may assign (a setter of a value type is mutating), which is what comes back.
    func writeExtensionProperty(_ p: PropertyDecl, of value: Value, _ newValue: Value, at node: some SyntaxProtocol) throws -> Value {
        guard let setter = p.accessorBlock?.setter else { return value }
        let scope = Scope(parent: globals)
        scope.define("self", value, constant: false)
        scope.define(setter.newValue, newValue, constant: true)
        _ = try runBody(setter.statements, env: Env(scope: scope, context: nil, mutating: true), builds: false, at: program.location(of: node))
        return scope.lookup("self") ?? value
    }

    /// `Color(hex: 0x3366CC)`: the value an initializer the project's extension of an SDK type
    /// declares makes, when the call's labels fit one and none of SwiftUI's; nil otherwise. Of
    /// overloads with the same labels (`init(hex: String)`, `init(hex: Int)`), the one the
    /// arguments' types fit best, as Swift picks it. Where one of SwiftUI's takes the labels too,
    /// the extension's wins when an argument is of the module's type its parameter names
    /// (`NavigationLink("All", destination: page)` of a `NavigationPage`): the more specific.
    func extensionInitializer(of type: SDKType, _ args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value? {
        guard let declared = program.extensions[type.name]?.initializers, !declared.isEmpty else { return nil }
        let fitting = declared.filter { takes($0.signature.parameterClause, call: args) }
        guard !fitting.isEmpty else { return nil }
        let values: [(label: String?, value: Value)]
        if type.initializers.contains(where: { fits($0.parameters, args) }) {
            guard fitting.contains(where: namesModuleType) else { return nil }
            let (evaluated, made) = try speculate { try evaluatePlain(args, env) }
            guard fitting.contains(where: { takesModuleValue($0, evaluated) }) else { return nil }
            keep(made)
            values = evaluated
        } else {
            values = try evaluatePlain(args, env)
        }
        guard let initializer = closestTyped(fitting, values) else { return nil }
        let made = try runInitializerSettingSelf(initializer, of: type.name, args: values, at: program.range(of: e))
        if !made.isNull || initializer.optionalMark != nil { return made }
        // It set nothing Easel could follow: the value is unknown (R3).
        let signature = "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        diagnose(.note, "unevaluated-expression", at: e.calledExpression,
                 "'\(type.name).init\(signature)' is the project's own initializer of a SwiftUI type, whose value Easel cannot follow; previewed as an unknown value")
        return .opaque(Opaque(text: callText(e)))
    }

    private func namesModuleType(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.signature.parameterClause.parameters.contains { userType($0.type.trimmedText.trimmingSuffix("?")) != nil }
    }

    /// An argument is a value (an instance, a case) of the module's type its parameter names.
    private func takesModuleValue(_ initializer: InitializerDeclSyntax, _ values: [(label: String?, value: Value)]) -> Bool {
        let labelled = Dictionary(values.compactMap { v in v.label.map { ($0, v.value) } }, uniquingKeysWith: { first, _ in first })
        return initializer.signature.parameterClause.parameters.contains { parameter in
            let label = parameter.firstName.written
            // An unlabelled parameter: the call's first unlabelled value stands for it.
            let given = label == "_" ? values.first(where: { $0.label == nil })?.value : labelled[label]
            return given?.typeName == parameter.type.trimmedText.trimmingSuffix("?")
        }
    }

    /// The type an extension around `node` extends (`Color` of `extension Color`), which `Self`
    /// names inside it; nil inside a type's own declaration (its context knows it).
    static func extendedType(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let n = current {
            switch n.kind {
            case .extensionDecl:
                let written = n.as(ExtensionDeclSyntax.self)!.extendedType.trimmedText
                return written.split(separator: "<").first.map(String.init)
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl: return nil
            default: current = n.parent
            }
        }
        return nil
    }

    /// Inside an extension's method, a bare member (`padding()`, `count`) means `self.member`.
    func implicitSelf(_ env: Env) -> Value? {
        guard env.context == nil, let value = env.scope.lookup("self"), !value.isIndefinite else { return nil }
        return value
    }

    private func isStatic(_ f: FunctionDeclSyntax) -> Bool {
        f.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    }
}
