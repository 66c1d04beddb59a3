import EaselIR
import SwiftSyntax

/// Calls of members: of values (the SDK's, the source's, unknown ones), of types (static), and
/// implicit members.
extension Interpreter {
    func callMember(_ name: String, on base: Value, args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax,
                    expected: String? = nil) throws -> Value {
        switch base {
        case .poison:
            return .poison
        // `$model.isOn.animation()`, `binding.transaction(t)`: Binding's own methods give the same
        // binding, animated (a picture has no animation) — also of a binding Easel cannot know,
        // which stays unknown rather than becoming a view. As a view it is a placeholder still.
        case _ where (name == "animation" || name == "transaction") && args.count <= 1 && !args.contains(where: \.isFirstTrailingClosure)
                && (base.isOpaque || isBinding(base)):
            _ = try evaluatePlain(args, env)
            return base
        case .opaque(let o):
            // `content.toolbar { … }` on a view Easel cannot know: a placeholder that keeps the
            // modifier — unless no modifier of that name takes the arguments: `proxy.frame(in:
            // .local)` of a `GeometryProxy` is the value's own method.
            if sdk.isModifier(name), sdk.modifierOverloads(name, of: ["View"]).contains(where: { fits($0.parameters, args) }) {
                return try applyModifier(name, to: opaqueView(o, at: program.range(of: e)), args: args, env, at: e)
            }
            // `try urls.forEach { … }` over a collection Easel cannot know: its body runs for
            // three unknown elements, as a `for` loop over one does (R5).
            if name == "forEach", args.count == 1, case .closure(let c) = try eval(args[0].expr, env) {
                for element in opaqueElements(o) { _ = try callClosure(c, [element], at: program.range(of: e)) }
                return .void
            }
            return try keepingToolbar(handedTo: name, args, env, on: opaqueView(o, at: program.range(of: e)), at: e) ?? opaqueCall(e, args: args, env)
        case .type(let typeName):
            return try staticCall(name, on: typeName, args: args, env, at: e)
        case .node, .instance:
            // A view Easel cannot know (`ContentGroupViewModel(…)` used as an object): members are
            // opaque — unless it is already used as a view (it has modifiers or content), when an
            // unknown method is a modifier from another file (`.injecting(env)`) that keeps the view.
            if case .node(let n) = base, n.origin == .placeholder, n.modifiers.isEmpty, n.children.isEmpty,
               !sdk.isModifier(name), extensionMethod(name, for: base, args: args) == nil {
                return try keepingToolbar(handedTo: name, args, env, on: base, at: e) ?? opaqueCall(e, args: args, env)
            }
            if case .instance(let i) = base, i.type.methods[name] != nil {
                // The type's own method (`self.tabbarItem(…)` in a view), before any modifier.
                let context = env.context.flatMap { $0.instance === i ? $0 : nil }
                    ?? SelfContext(instance: i, identity: i.type.name, environment: env.context?.environment ?? .init())
                return try callMethod(name, on: context, args: try evaluateArguments(args, for: i.type.methods[name], env), at: program.range(of: e),
                                      selfValue: i.stored[Instance.enumCaseKey])
            }
            // `self.bottomContent()`: a closure the view holds in a property, called — not a modifier.
            // A property that holds no function (`private var background: Color`) is not what
            // `.background(…)` calls: Swift picks the modifier, the one that can be called.
            if case .instance(let i) = base, let property = i.type.property(name),
               !(i.type.buildsNode && sdk.isModifier(name) && !property.holdsFunction) {
                let held = try member(name, of: base, at: e.calledExpression, env: env)
                return try apply(held, args: try evaluatePlain(args, env), at: e)
            }
            if case .instance(let i) = base, !i.type.buildsNode { break }
            return try applyModifier(name, to: base, args: args, env, at: e)
        case .symbol(var s):
            if let typeName = s.type, Self.foundationTypes.contains(typeName) {  // `date.formatted(…)`
                // `Scanner(string: hex).scanHexInt64(&rgb)`: the number read goes to `rgb`.
                if typeName == "Scanner", let scanned = CharacterSets.scan(s, name) {
                    if let value = scanned, let target = args.first?.expr.as(InOutExprSyntax.self) { try assign(target.expression, env) { _ in .int(value) } }
                    return .bool(scanned != nil)
                }
                return try foundationMethod(s, name, evaluatePlain(args, env)) ?? .opaque(Opaque(text: callText(e)))
            }
            if s.type == "Color", name == "resolve" {  // `tint.resolve(in: environment).red`
                _ = try evaluatePlain(args, env)
                return resolvedColor(s) ?? .opaque(Opaque(text: callText(e)))
            }
            s = enumTyped(s)
            let base = Value.symbol(s)
            // The project's own type first: its `enum Tab` shadows SwiftUI's `Tab`, as in Swift.
            if let typeName = s.type, userType(typeName) == nil, let t = sdk.type(named: typeName) {
                if let methods = t.methods[name] {
                    return try symbolMethod(s, methods, args: args, env, at: e)
                }
                if t.buildsNode {
                    return try applyModifier(name, to: .node(colorNode(s, at: program.range(of: e))), args: args, env, at: e)
                }
            }
            // `Pane.file.padding()`: a modifier of a case of an enum that is a view.
            if let typeName = s.type, let t = userType(typeName), t.isEnumView, t.methods[name] == nil, sdk.isModifier(name) {
                return try applyModifier(name, to: enumView(s, of: t, at: program.range(of: e)), args: args, env, at: e)
            }
            if let typeName = s.type, let t = userType(typeName), t.methods[name] != nil {
                let instance = Instance(type: t, stored: [:], range: .none)
                let scope = Scope(parent: globals)
                scope.define("self", base, constant: true)
                return try callMethod(name, on: SelfContext(instance: instance, identity: typeName, environment: .init()),
                                      args: try evaluateArguments(args, for: t.methods[name], env), at: program.range(of: e), selfValue: base)
            }
        case .closure, .builtin:
            if name == "callAsFunction" { return try apply(base, args: try evaluatePlain(args, env), at: e) }
        default:
            break
        }
        // The first argument read against the type the method gives it: `reduce(into: .empty)`'s
        // is the result's, which Swift infers from the context (a `return`'s declared type);
        // `prefix(.random(in: 1...5))`'s an `Int`.
        var plain: [(label: String?, value: Value)]
        if let firstType = name == "reduce" ? expected : Self.firstArgumentTypes[name], let first = args.first {
            plain = [(first.label, try eval(first.expr, env, expected: firstType))] + (try evaluatePlain(Array(args.dropFirst()), env))
        } else {
            plain = try evaluatePlain(args, env)
        }
        if let v = try builtinMethod(name, of: base, args: plain, env: env, at: e) { return v }
        if let f = extensionMethod(name, for: base, args: args) { return try callExtension(f, on: base, args: plain, at: program.range(of: e)) }
        if Self.mutatingMethods.contains(name), base.typeName != "<error>" {
            diagnose(.error, "immutable", at: e, "cannot use mutating member '\(name)' on an immutable value")
            return .poison
        }
        if plain.contains(where: { $0.value.isPoison }) { return .poison }
        _ = unknownName(base.typeName + "." + name, at: calleeName(e), "\(base.describedForMembers) has no member '\(name)'")
        return .opaque(Opaque(text: callText(e)))
    }

    /// Standard-library methods whose first parameter's type fixes a leading dot written there.
    static let firstArgumentTypes = ["prefix": "Int", "suffix": "Int", "dropFirst": "Int", "dropLast": "Int"]

    /// `Color.red` used as a view.
    func colorNode(_ s: IRSymbol, at range: SourceRange) -> NodeValue {
        NodeValue(kind: s.type ?? "Color", origin: .sdk, arguments: [("color", .symbol(s))], children: [], modifiers: [], range: range)
    }

    private func staticCall(_ name: String, on typeName: String, args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value {
        if typeName == "Binding", name == "constant" { return try constantBinding(args, env, at: e) }
        if typeName == "Binding", name == "init" { return try computedBinding(args, env, at: e) }
        // `String.init(format:…)`, `Int.init("7")`, `Color.init(red:green:blue:)`: the type called
        // with the same arguments, as Swift reads `T.init(…)` (the source's own types below).
        if name == "init", userType(typeName) == nil {
            if let converted = try conversion(typeName, args, env, at: e) { return converted }
            if let t = sdk.type(named: typeName), !t.initializers.isEmpty { return try construct(t, args: args, env, at: e) }
            if Self.foundationTypes.contains(typeName) {
                return foundationValue(typeName, try evaluatePlain(args, env), at: e) ?? .opaque(Opaque(text: callText(e)))
            }
        }
        if let t = userType(typeName) {
            // `Client.init(server: s)`, and `.init(server: s)` where a `Client` is expected.
            if name == "init" { return try instantiate(t, args: args, env, at: program.range(of: e)) }
            // A static method, unless only an enum case of that name takes the labels (`case
            // undoable(title:…)` beside a `static func undoable(_ title:…)` that makes it).
            if let methods = t.methods[name], let f = methods.first, f.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
               !enumCaseTakesInstead(t, name, methods, args, at: e) {
                return try callMethod(name, on: staticContext(of: t), args: try evaluateArguments(args, for: methods, env), at: program.range(of: e))
            }
            if t.kind == .enumType, let c = t.cases.first(where: { $0.name == name }) {
                var fields: [String: IRValue] = [:]
                for (i, a) in args.enumerated() {
                    // `.picker(selection: .constant(0))`: each value typed by its declaration.
                    let position = a.label.flatMap { label in c.labels.firstIndex(of: label) } ?? i
                    let declared = position < c.labels.count ? c.labels[position] : nil
                    let expected = position < c.types.count ? c.types[position] : nil
                    fields[a.label ?? declared ?? "_\(i)"] = associatedValue(try eval(a.expr, env, expected: expected))
                }
                // `case select(long: Bool = true)` made as `.select()`: the default, as Swift fills it.
                for (i, value) in c.defaults.enumerated() {
                    guard let value, fields[c.labels[i] ?? "_\(i)"] == nil else { continue }
                    fields[c.labels[i] ?? "_\(i)"] = associatedValue(try eval(value, env))
                }
                return .symbol(IRSymbol(type: typeName, name: c.name, fields: fields))
            }
        }
        if let f = extensionStaticMethod(name, of: typeName, args: args) {
            return try callFunction(f, args: try evaluatePlain(args, env), context: nil, at: program.range(of: e))
        }
        let nested = typeName + "." + name
        if let t = sdk.type(named: nested) { return try construct(t, args: args, env, at: e) }
        if let t = userType(nested) { return try instantiate(t, args: args, env, at: program.range(of: e)) }
        if let t = sdk.type(named: typeName), let factories = t.factories[name] {
            return try callFactory(typeName, factories, args: args, env, at: e)
        }
        if let t = sdk.type(named: typeName), t.constants.contains(name) {
            diagnose(.error, "not-callable", at: e, "'\(typeName).\(name)' is not a function")
            return .poison
        }
        // `Int.random(in: 1...5)`, `Bool.random()`: previews are deterministic (decisions.md,
        // Randomness): the range's lower bound, `false`.
        if name == "random", typeName == "Bool" || Self.numericTypes.contains(typeName) {
            let values = try evaluatePlain(args, env)
            if typeName == "Bool" { return .bool(false) }
            if case .range(let lower, _, _)? = values.first(where: { $0.label == "in" })?.value { return lower }
            return .opaque(Opaque(text: callText(e)))
        }
        // `Task.sleep(for:)`, `JSONSerialization.data(…)`: a function of Foundation's or the
        // concurrency library's types is unknown quietly, as their properties are (a task's wait
        // takes no time in a picture of one moment).
        if !Self.foundationTypes.contains(typeName) {
            _ = unknownName(typeName + "." + name, at: calleeName(e), "type '\(typeName)' has no member '\(name)'")
        }
        return try opaqueCall(e, args: args, env)
    }

    /// Whether an enum's case `name` takes the call's labels and none of its static methods of
    /// that name does: then the call makes the case, as Swift picks it. So does the case called
    /// inside such a method (`static func limited(_ r: Limit) -> Self { .limited(r.seconds) }`),
    /// where Swift's types pick the case, not the method calling itself without end.
    private func enumCaseTakesInstead(_ t: UserType, _ name: String, _ methods: [FunctionDeclSyntax], _ args: [CallArgument],
                                      at e: FunctionCallExprSyntax) -> Bool {
        guard t.kind == .enumType else { return false }
        let labels = args.map(\.label)
        guard t.cases.contains(where: { $0.name == name && $0.labels == labels }) else { return false }
        if let enclosing = Self.enclosingFunction(of: e), methods.contains(where: { $0.id == enclosing.id }) { return true }
        return !methods.contains { takes($0.signature.parameterClause, call: args) }
    }

    private static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) { return f }
            current = n.parent
        }
        return nil
    }

    /// Whether a type or extension of the source declares a member `name` (a method, a static
    /// property or an enum case): what an implicit member could name besides the SDK's.
    private func sourceDeclaresStatic(_ name: String) -> Bool {
        func declares(_ t: UserType) -> Bool { t.methods[name] != nil || t.staticProperty(name) != nil || t.cases.contains { $0.name == name } }
        return program.types.values.contains(where: declares) || program.extensions.values.contains(where: declares)
    }

    /// `.name(args)` against the context type: a static factory (`.accessoryBar(id:)`,
    /// `.system(size:)`), `.constant(v)` for a binding, or in a snippet a leading modifier.
    func implicitMemberCall(_ name: String, args: [CallArgument], _ env: Env, expected: String?, at e: FunctionCallExprSyntax) throws -> Value {
        // `.some(x)` where an optional is expected: Optional's own case, the value itself.
        if name == "some", args.count == 1, args[0].label == nil, let wrapped = expected.flatMap(Self.optionalWrapped) {
            return try eval(args[0].expr, env, expected: wrapped)
        }
        if expected?.hasPrefix("Binding") == true {
            if name == "constant" { return try constantBinding(args, env, at: e) }
            if name == "init" { return try computedBinding(args, env, at: e) }
        }
        // `popup(isPresented: .constant(true))` to a function whose parameter types are not
        // read for its arguments: of the types an implicit `.constant(_:)` can name, SwiftUI has
        // only `Binding`'s, so unless the source declares another it is that.
        if expected == nil, name == "constant", args.count == 1, args[0].label == nil, !sourceDeclaresStatic("constant") {
            return try constantBinding(args, env, at: e)
        }
        // `self._selection = .init(get: …, set: …)` in an initializer: only a Binding is made so.
        if name == "init", Set(args.compactMap(\.label)) == ["get", "set"] { return try computedBinding(args, env, at: e) }
        // `_state = .init(initialValue: x)` in an initializer: the wrapper's value is `x`.
        if name == "init", args.count == 1, let label = args[0].label, ["initialValue", "wrappedValue"].contains(label) {
            return try eval(args[0].expr, env, expected: expected)
        }
        // `.random(in: 1...5)` where a number is expected: that number type's.
        if name == "random", let number = expected?.trimmingSuffix("?"), Self.numericTypes.contains(number) {
            return try staticCall(name, on: number, args: args, env, at: e)
        }
        if var type = expected?.trimmingSuffix("?"), !isOpenType(type) {
            // `static func textField(text:) -> Self { .textField(text: text, axis: nil) }`: the
            // type the member is declared in (or an extension extends).
            if type == "Self", let own = env.context?.instance.type.name ?? Self.extendedType(around: e) { type = own }
            // `.padding(.init(top: 8, leading: 4, bottom: 8, trailing: 4))`: the SDK type's initializer.
            if name == "init", userType(type) == nil, let t = sdk.type(named: type), !t.initializers.isEmpty {
                return try construct(t, args: args, env, at: e)
            }
            for typeName in sdk.implicitMemberTypes(for: type) {
                if let factories = sdk.type(named: typeName)?.factories[name] {
                    return try callFactory(typeName, factories, args: args, env, at: e)
                }
            }
            let generic = type.firstIndex(of: "<").map { String(type[..<$0]) }
            for typeName in [type] + (generic.map { [$0] } ?? []) + sdk.implicitMemberTypes(for: type) {
                if let f = extensionStaticMethod(name, of: typeName, args: args) {
                    return try callFunction(f, args: try evaluatePlain(args, env), context: nil, at: program.range(of: e))
                }
            }
            // `.readonly { … }` for a `Binding<State>`: a factory from another file still makes a
            // binding, whose value the preview keeps in a slot of its own.
            if generic == "Binding" || type == "Binding" {
                _ = try evaluatePlain(args.filter { !$0.expr.is(ClosureExprSyntax.self) }, env)
                return .binding(.slot(StateStore.opaqueSlot(callText(e))))
            }
            // `.selection(isSelected: true) { … }` where a `Kind<Selection>` is expected: the generic
            // type's; `.noRooms` where `Mode` is, in a type nesting a `Mode` of its own: that one.
            if let t = userType(type, in: env) ?? generic.flatMap({ userType($0, in: env) }) { return try staticCall(name, on: t.name, args: args, env, at: e) }
        }
        // A leading-dot modifier of a snippet or of an `#if` clause applies to the view before it,
        // also when Easel does not know it (an extension in a file not given).
        if expected == nil, let host = implicitReceiver, sdk.isModifier(name) || e.id == implicitChainStart {
            let result = try applyModifier(name, to: host, args: args, env, at: e)
            implicitReceiver = result
            return result
        }
        let values = try evaluatePlain(args, env)
        // `.init(widget: w)` for a type Easel cannot know (declared in a file not given): unknown.
        if name == "init" { return .opaque(Opaque(text: callText(e))) }
        var fields: [String: IRValue] = [:]
        for (i, a) in values.enumerated() { fields[a.label ?? "_\(i)"] = associatedValue(a.value) }
        return .symbol(IRSymbol(type: nil, name: name, fields: fields))
    }

    /// `Binding(get: { … }, set: { … })`: the getter's value now; the preview keeps what is set
    /// in a slot of its own (the setter is code Easel does not run).
    func computedBinding(_ args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value {
        guard let getter = args.first(where: { $0.label == "get" }) ?? args.first(where: { $0.label == nil }) else {
            return try opaqueCall(e, args: args, env)
        }
        let given = try eval(getter.expr, env)
        let v: Value
        switch given {
        case .closure(let c): v = try callClosure(c, [], at: program.range(of: e))
        case .binding: return given  // `Binding(optionalBinding)`: the binding it unwraps
        default: v = given  // `Binding(model)` of another module's extension: a binding to the value
        }
        guard let ir = irValue(v), !v.isOpaque else { return .binding(.slot(StateStore.opaqueSlot(callText(e)))) }
        return .binding(.constant(ir))
    }

    private func constantBinding(_ args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value {
        guard let first = args.first else { return .poison }
        let v = try eval(first.expr, env)
        // `.constant(phase.isBusy)` of a value Easel cannot know: a binding to it reads unknown (R3).
        if case .opaque(let o) = v { return .opaque(o) }
        guard let ir = irValue(v) else { return .poison }
        return .binding(.constant(ir))
    }
}
