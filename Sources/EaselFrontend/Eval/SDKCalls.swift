import EaselIR
import SwiftSyntax

/// Calls of the declared SDK (`SDK/SwiftUI.swiftinterface`): arguments matched to parameters
/// and overloads picked as Swift picks them, SDK types constructed, factories and symbol methods.
extension Interpreter {
    /// Matches written arguments to declared parameters as Swift does: labels in order,
    /// defaulted parameters may be skipped, the first trailing closure goes to the next
    /// parameter that takes a closure, a variadic parameter takes the unlabelled arguments
    /// after it. Returns the arguments bound to each parameter, or `nil`: a run of `args` each,
    /// as an argument goes to the parameter after the previous one's or to the same variadic one
    /// (an array per parameter was an allocation per argument of every call).
    func match(_ params: [SDKParameter], _ args: [CallArgument]) -> [ArraySlice<CallArgument>]? {
        var bound = Array(repeating: args[0..<0], count: params.count)
        guard Self.bind(params, args, { a, p in
            assert(bound[p].isEmpty || bound[p].endIndex == a, "a parameter's arguments are contiguous")
            bound[p] = args[(bound[p].isEmpty ? a : bound[p].startIndex)...a]
        }) else { return nil }
        return bound
    }

    /// Whether the arguments fit the parameters (`match` without building the binding: every
    /// modifier asks this of each overload before picking one).
    func fits(_ params: [SDKParameter], _ args: [CallArgument]) -> Bool {
        Self.bind(params, args) { _, _ in }
    }

    /// `match`'s rules, handing each argument's index and its parameter's to `place` in order.
    private static func bind(_ params: [SDKParameter], _ args: [CallArgument], _ place: (Int, Int) -> Void) -> Bool {
        var p = 0
        // The parameter the previous argument went to: a variadic one takes the next unlabelled.
        var lastFilled = -1
        for (a, arg) in args.enumerated() {
            if arg.label == nil, !arg.isFirstTrailingClosure, p > 0, params[p - 1].isVariadic, lastFilled == p - 1 {
                place(a, p - 1)
                continue
            }
            var placed = false
            while p < params.count {
                let param = params[p]
                var fits = arg.isFirstTrailingClosure ? param.acceptsClosure : param.label == arg.label
                // SE-0286: the unlabelled trailing closure skips a defaulted parameter when a later
                // one needs a closure (`sheet(isPresented:) { }` fills `content`, not `onDismiss`)
                // that no labelled trailing closure fills (`sheet(isPresented:) { } content: { }`
                // fills `onDismiss`, then `content`).
                if fits, arg.isFirstTrailingClosure, param.defaultValue != nil,
                   params[(p + 1)...].contains(where: { later in
                       later.acceptsClosure && later.defaultValue == nil && !args.contains { $0.label != nil && $0.label == later.label }
                   }) {
                    fits = false
                }
                if fits {
                    place(a, p)
                    lastFilled = p
                    p += 1
                    placed = true
                    break
                }
                if param.defaultValue != nil || param.isVariadic || (arg.isFirstTrailingClosure && param.isOptional) {
                    p += 1
                    continue
                }
                return false
            }
            if !placed { return false }
        }
        // No argument went beyond `p`: what is left must be defaulted or variadic.
        return params[p...].allSatisfy { $0.defaultValue != nil || $0.isVariadic }
    }

    /// Of overloads the labels fit, those whose builders take as many parameters as the closures
    /// given them name: `Slider(value:in:) { editing in … }` is `onEditingChanged`, not the
    /// label, as Swift types the closure. All of them when none does.
    private static func typingClosures(_ candidates: [(SDKFunction, [ArraySlice<CallArgument>])]) -> [(SDKFunction, [ArraySlice<CallArgument>])] {
        let typed = candidates.filter { f, bound in
            zip(f.parameters, bound).allSatisfy { param, args in
                guard case .builder(let arity) = param.kind, let named = args.first?.expr.as(ClosureExprSyntax.self)?.namedParameterCount else { return true }
                return named == arity
            }
        }
        return typed.isEmpty ? candidates : typed
    }

    /// Picks the overload whose labels match and whose arguments type-check, trying each in
    /// declaration order, and evaluates its arguments. `nil` (with diagnostics) when none fits.
    func resolve(_ overloads: [SDKFunction], args: [CallArgument], _ env: Env, what: @autoclosure () -> String, at node: some SyntaxProtocol)
        throws -> (SDKFunction, [(SDKParameter, Value)])? {
        // Most overloads do not take the labels written: asked without building a binding.
        var candidates = overloads.compactMap { f in fits(f.parameters, args) ? match(f.parameters, args).map { (f, $0) } : nil }
        if candidates.count > 1 { candidates = Self.typingClosures(candidates) }
        guard !candidates.isEmpty else {
            let written = "(" + args.map { ($0.isFirstTrailingClosure ? "{…}" : ($0.label ?? "_")) + ":" }.joined() + ")"
            let known = overloads.prefix(6).map(\.labelSignature).joined(separator: ", ")
            diagnose(.error, "no-matching-call", at: node, "no \(what()) takes the arguments \(written)\(known.isEmpty ? "" : "; known: \(known)")")
            return nil
        }
        if candidates.count == 1 {
            let (f, bound) = candidates[0]
            return (f, try bindArguments(f, bound, env))
        }
        var firstAttempt: [Diagnostic]?
        // An overload whose argument needed a member its parameter's type lacks (`.red` for the
        // `Visibility` of `toolbarBackground(_:for:)`) is Swift's choice only when no other
        // overload takes the arguments as they are (the `ShapeStyle` one does).
        var lenient: (function: SDKFunction, values: [(SDKParameter, Value)], made: [Diagnostic], unknowns: Set<String>)?
        for (f, bound) in candidates {
            let misses = implicitMemberMisses, unknowns = reportedUnknowns
            let (values, made) = try speculate { try bindArguments(f, bound, env) }
            if !made.hasErrors {
                if implicitMemberMisses == misses {
                    keep(made)
                    return (f, values)
                }
                if lenient == nil { lenient = (f, values, made, reportedUnknowns) }
                reportedUnknowns = unknowns  // its notes are not kept: another overload may report them
                continue
            }
            if firstAttempt == nil { firstAttempt = made }
        }
        if let lenient {
            reportedUnknowns.formUnion(lenient.unknowns)
            keep(lenient.made)
            return (lenient.function, lenient.values)
        }
        keep(firstAttempt ?? [])
        return nil
    }

    private func bindArguments(_ f: SDKFunction, _ bound: [ArraySlice<CallArgument>], _ env: Env) throws -> [(SDKParameter, Value)] {
        var result: [(SDKParameter, Value)] = []
        result.reserveCapacity(f.parameters.count)
        for (param, args) in zip(f.parameters, bound) {
            if args.isEmpty {
                guard let d = param.defaultValue, !d.is(NilLiteralExprSyntax.self) else { continue }
                result.append((param, try eval(d, Env(scope: globals, context: nil), expected: param.type)))
            } else if param.isVariadic {
                result.append((param, .array(try args.map { try argument($0, for: param, env) })))
            } else if localizer != nil, Self.takesLocalizedKey(f, param), let literal = try chosenLiteral(args[args.startIndex].expr, env) {
                result.append((param, try localizedLiteral(literal, env, table: Self.tableName(f, bound))))  // issue 31
            } else if f.makesScene, scenesUnshown, case .builder = param.kind {
                result.append((param, content([])))
            } else if f.buildsContentWhenPresented, case .builder = param.kind {
                let value = try offScreen(!Self.presentsNow(result, read: read)) { try argument(args[args.startIndex], for: param, env) }
                result.append((param, value))
            } else {
                result.append((param, try argument(args[args.startIndex], for: param, env)))
            }
        }
        return result
    }

    /// Whether a presentation's `isPresented` or `item`, bound before its content, presents it
    /// now; `navigationDestination(for:)` presents only once a value is pushed.
    private static func presentsNow(_ bound: [(SDKParameter, Value)], read: (BindingRef) -> Value) -> Bool {
        for (param, value) in bound where param.name == "isPresented" || param.name == "item" {
            guard case .binding(let ref) = value else { continue }
            switch read(ref) {
            case .bool(let shown): return shown
            case .null, .void: return false
            default: return true
            }
        }
        return false
    }

    /// Evaluates one argument as its parameter takes it, and checks its type.
    private func argument(_ arg: CallArgument, for param: SDKParameter, _ env: Env) throws -> Value {
        switch param.kind {
        case .builder(let arity):
            return content(try buildArgument(arg.expr, env, arity: arity))
        case .action:
            let v = try eval(arg.expr, env)
            switch v {
            case .closure, .builtin, .poison, .opaque, .keyPath: return v  // a key path is a function (SE-0249)
            case .null where param.isOptional: return v
            default:
                diagnose(.error, "type-mismatch", at: arg.expr, "cannot use a value of type '\(v.typeName)' as an action; pass a closure")
                return .poison
            }
        case .binding:
            let v = try eval(arg.expr, env, expected: "Binding")
            switch v {
            case .binding, .poison: return v
            case .opaque(let o): return .binding(.slot(StateStore.opaqueSlot(o.text)))
            case .null where param.isOptional: return v
            default:
                let hint = arg.expr.is(DeclReferenceExprSyntax.self) ? " (did you mean '$\(arg.expr.trimmedText)'?)" : ""
                diagnose(.error, "type-mismatch", at: arg.expr,
                         "cannot convert value of type '\(v.typeName)' to expected argument type 'Binding<\(param.type)>'\(hint)")
                return .poison
            }
        case .view:
            let v = try eval(arg.expr, env)
            if let view = asView(v) { return view }
            // `cond ? nil : ProgressView()`: an optional view is a view, and `nil` shows nothing.
            if case .null = v {
                return .node(NodeValue(kind: "EmptyView", origin: .sdk, arguments: [], children: [], modifiers: [], range: program.range(of: arg.expr)))
            }
            if !v.isPoison { diagnose(.error, "not-a-view", at: arg.expr, "a value of type '\(v.typeName)' is not a view") }
            return .poison
        case .value:
            // `.preferredColorScheme(.light)` in a module that nests a `ColorScheme` of its own:
            // the parameter's type is SwiftUI's, whatever the module calls `ColorScheme`.
            let shadowed = program.nestedByBareName[param.type] != nil && program.types[param.type] == nil
            let v = try eval(arg.expr, env, expected: shadowed ? Self.swiftUIQualifier + param.type : param.type)
            if let problem = typeProblem(v, param) {
                diagnose(.error, "type-mismatch", at: arg.expr, problem)
                return .poison
            }
            return v
        }
    }

    /// Content given to a builder parameter: a closure literal is built; a closure or view value
    /// is accepted as it is.
    func buildArgument(_ expr: ExprSyntax, _ env: Env, arity: Int) throws -> [Value] {
        // A builder with parameters (`sheet(item:) { item in … }`, `GeometryReader { proxy in … }`)
        // is built with values SwiftUI would pass, which Easel cannot know (spec R3).
        if let closure = expr.as(ClosureExprSyntax.self) {
            return try build(closure: self.closure(closure, in: env),
                             arguments: arity > 0 ? opaqueParameters(closure) : [])
        }
        let v = try eval(expr, env)
        switch v {
        case .closure(let c): return try build(closure: c, arguments: arity > 0 ? opaqueParameters(c.syntax) : [])
        case .poison: return []
        case .builtin(let function):
            // A function named where content is expected (`.toolbar(content: toolbar)`): Swift
            // calls it, with what SwiftUI would pass, which Easel cannot know (R3).
            let arguments = (0..<arity).map { _ in (label: String?.none, value: Value.opaque(Opaque(text: "_"))) }
            let result = try function.call(arguments, self, program.range(of: expr))
            if result.isPoison { return [] }
            if let view = asView(result) { return [view] }
            diagnose(.error, "not-a-view", at: expr, "the function '\(function.name)' does not give content")
            return []
        default:
            if let view = asView(v) { return [view] }
            diagnose(.error, "not-a-view", at: expr, "a value of type '\(v.typeName)' is not content")
            return []
        }
    }

    /// A `NavigationLink` initializer of another library (`NavigationLink(unwrapping: $route) { id
    /// in Detail() } label: { … }`): its `label:` closure is its label, its other closures its
    /// destination — on screen only once followed, as a known link's is (two views linking to
    /// each other would otherwise be built inside each other without end).
    private func unknownLink(_ args: [CallArgument], _ env: Env, at range: SourceRange) throws -> Value {
        var arguments: [(name: String, value: Value)] = []
        for a in args {
            guard let closure = a.expr.as(ClosureExprSyntax.self) else {
                _ = try eval(a.expr, env)
                continue
            }
            let built = try build(closure: self.closure(closure, in: env), arguments: opaqueParameters(closure))
            arguments.append((a.label == "label" ? "label" : "destination", content(built)))
        }
        return .node(NodeValue(kind: "NavigationLink", origin: .sdk, arguments: arguments, children: [], modifiers: [], range: range))
    }

    /// Built content passed as an argument (a `label:` closure, toolbar content): a synthetic
    /// node the lowering turns into the argument's views.
    func content(_ values: [Value]) -> Value {
        .node(NodeValue(kind: "Content", origin: .synthetic, arguments: [], children: values, modifiers: [], range: .none))
    }

    /// A value usable as a view: nodes, view instances, and `Color` symbols.
    func asView(_ v: Value, at range: @autoclosure () -> SourceRange = .none) -> Value? {
        switch v {
        case .node: return v
        case .instance(let i) where i.type.buildsNode: return v
        case .symbol(let s) where s.type.flatMap({ sdk.type(named: $0)?.buildsNode }) == true:
            return .node(colorNode(s, at: range()))  // `Color.clear` in a builder is where it is written
        case .symbol(let s) where s.type.flatMap(userType).map(\.isEnumView) == true:
            return enumView(s, of: userType(s.type!)!, at: range())
        case .opaque(let o): return opaqueView(o, at: range())
        default: return nil
        }
    }

    /// An SDK initializer: builds a UI node, or a value for a value type.
    func construct(_ type: SDKType, args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value {
        // `Settings(router: r)` in a file of an app that declares `struct Settings: View`: the
        // module's own type shadows SwiftUI's scene, and it is declared in a file not given.
        if type.isScene, !strict, !type.initializers.contains(where: { fits($0.parameters, args) }) {
            return try placeholder(type.name, args: args, env, at: e)
        }
        // G1: a view or toolbar content the release lacks is not there (an `EmptyView`).
        if type.buildsNode, !apiAvailable(type.name, type.availability, at: e.calledExpression) {
            return .node(NodeValue(kind: "EmptyView", origin: .sdk, arguments: [("unavailable", .string(type.name))], children: [], modifiers: [],
                                   range: program.range(of: e)))
        }
        if type.name == "ForEach" { return try forEach(args, env, at: e) }
        let range = program.range(of: e)
        // Lazy containers (L10) build only what a screen or two shows: see `lazyRowLimit`.
        let lazy = type.isLazyContainer
        if lazy { lazyContainers += 1 }
        defer { if lazy { lazyContainers -= 1 } }
        let selects = type.selects
        if selects { selectingContents += 1 }
        defer { if selects { selectingContents -= 1 } }
        if type.name == "List", let first = args.first, first.label == nil, !first.isFirstTrailingClosure {
            return try dataList(args, env, at: e)
        }
        // `Color(hex: 0x3366CC)`: an initializer the project's extension declares.
        if let made = try extensionInitializer(of: type, args, env, at: e) { return made }
        if type.buildsNode, labelsUnknown(type.initializers, args, what: "initializer of '\(type.name)'", at: e) {
            if type.name == "NavigationLink" { return try unknownLink(args, env, at: range) }
            let handed = try handedContent(args, env)
            return .node(NodeValue(kind: type.name, origin: .sdk, arguments: [], children: handed.children, modifiers: [], range: range))
        }
        // A value of the SDK built by an initializer the project's extension declares
        // (`ButtonRole(backport)`, `Font.Weight(level)`): Easel does not run it; unknown (R3).
        if !type.buildsNode, program.extensions[type.name]?.initializers.isEmpty == false,
           labelsUnknown(type.initializers, args, what: "initializer of '\(type.name)'", at: e) {
            _ = try evaluatePlain(args, env)
            return .opaque(Opaque(text: callText(e)))
        }
        // `AnyLayout(HStackLayout())`: the layout it erases, which is what calling it lays out.
        if type.name == "AnyLayout", args.count == 1 { return try eval(args[0].expr, env) }
        if let (made, content) = try calledWithContent(args, isCallable: type.isLayoutContainer, make: { try construct(type, args: $0, env, at: e) }) {
            return try callValue(made, args: try evaluatePlain(content, env), at: program.range(of: e)) ?? .poison
        }
        let alternativesBefore = alternatives.count
        guard let (chosen, values) = try resolve(type.initializers, args: args, env, what: "initializer of '\(type.name)'", at: e) else {
            return type.buildsNode ? .node(NodeValue(kind: type.name, origin: .sdk, arguments: [], children: [], modifiers: [], range: range)) : .poison
        }
        _ = apiAvailable(type.name + chosen.labelSignature.dropFirst("init".count), chosen.availability, at: e.calledExpression)
        if type.name == "Color" { return colorValue(values, fields: fields(values), at: e) }
        guard type.buildsNode else {
            return .symbol(IRSymbol(type: type.name, name: "init", fields: fields(values)))
        }
        try countNode(at: range.start)
        var node = NodeValue(kind: type.name, origin: .sdk, arguments: [], children: [], modifiers: [], range: range)
        node.arguments.reserveCapacity(values.count)
        for (param, value) in values {
            if param.name == "content", case .builder = param.kind, case .node(let built) = value {
                node.children = built.children
                // `ToolbarItem(id: "new") { /* new button here */ }`: a stand-in the author left
                // empty is drawn as the item it stands for; content a state empties shows nothing.
                if type.name == "ToolbarItem", built.children.isEmpty, args.contains(where: { $0.expr.as(ClosureExprSyntax.self)?.statements.isEmpty == true }) {
                    node.children = [.node(NodeValue(kind: "EmptyView", origin: .sdk, arguments: [], children: [], modifiers: [], range: range))]
                }
            } else {
                node.arguments.append((param.name, value))
            }
        }
        if type.name == "ToolbarItemGroup" { groupAlternatives(since: alternativesBefore, in: node) }
        if type.name == "Table" { node = try table(node, at: e) }
        if type.name == "TimelineView", case .closure(let content)? = node.argument("content") {
            // The content at the moment previewed: its context's `date` is the preview's.
            let context = IRSymbol(type: "TimelineView.Context", name: "context",
                                   fields: ["date": irValue(Self.date(Self.previewInstant)) ?? .null,
                                            "cadence": .symbol(IRSymbol(type: "TimelineView.Context.Cadence", name: "live"))])
            node.children = try build(closure: content, arguments: [.symbol(context)])
            node.arguments.removeAll { $0.name == "content" }
        }
        markAssetImage(&node)
        // `Text(date, style: .date)`, `Text(date, format: …)`: the text the date reads as.
        if type.name == "Text", let date = node.arguments.lazy.compactMap({ $0.value.dateSymbol }).first {
            let style = node.arguments.first { $0.name == "style" }?.value.symbolName
            node.arguments.append(("content", .string(Self.dateText(date, style: style ?? "date"))))
        }
        return .node(node)
    }

    /// A value's fields; an unknown one stays unknown (`Angle(degrees: x).degrees` of an unknown
    /// `x` is unknown, not its source text).
    private func fields(_ values: [(SDKParameter, Value)]) -> [String: IRValue] {
        var result: [String: IRValue] = [:]
        for (param, value) in values { if let ir = irValue(value, keepingUnknown: true) { result[param.name] = ir } }
        return result
    }

    /// `PageTabViewStyle()`, `StackNavigationViewStyle()`, `InsetGroupedListStyle()`: SwiftUI
    /// declares each style's static member as its structure (`static var page: PageTabViewStyle`
    /// where `Self == PageTabViewStyle`), so the structure made is that member — `.page`, `.stack`,
    /// `.insetGrouped` of the style type its name ends with; `Default…Style()` is `.automatic`.
    func styleStructure(_ name: String, args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value? {
        guard name.hasSuffix("Style") else { return nil }
        for split in name.indices.dropFirst() where name[split].isUppercase {
            let (prefix, typeName) = (String(name[..<split]), String(name[split...]))
            guard let t = sdk.type(named: typeName) else { continue }
            let member = prefix == "Default" ? "automatic" : prefix.prefix(1).lowercased() + prefix.dropFirst()
            if let factories = t.factories[member], !args.isEmpty { return try callFactory(typeName, factories, args: args, env, at: e) }
            if t.constants.contains(member) { return .symbol(IRSymbol(type: typeName, name: member)) }
        }
        return nil
    }

    func callFactory(_ typeName: String, _ factories: [SDKFunction], args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value {
        guard let (f, values) = try resolve(factories, args: args, env, what: "member '\(typeName).\(factories[0].name)'", at: e) else { return .poison }
        return .symbol(IRSymbol(type: typeName, name: f.name, fields: fields(values)))
    }

    /// An instance method of an SDK value type returns the value with fields set from its
    /// parameters (`font.italic()` → `italic: true`).
    func symbolMethod(_ s: IRSymbol, _ methods: [SDKFunction], args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value {
        guard let (f, values) = try resolve(methods, args: args, env, what: "method '\(s.type ?? "").\(methods[0].name)'", at: e) else { return .poison }
        var result = s
        if f.parameters.isEmpty {
            result.fields[f.name] = .bool(true)
        } else {
            for (key, value) in fields(values) { result.fields[key] = value }
        }
        return .symbol(result)
    }

}
