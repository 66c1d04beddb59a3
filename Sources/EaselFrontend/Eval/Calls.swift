import EaselIR
import SwiftSyntax

/// One argument of a call as written: `label: expr`, or a trailing closure.
struct CallArgument {
    let label: String?
    let expr: ExprSyntax
    /// The first (unlabelled) trailing closure, which Swift matches by position.
    let isFirstTrailingClosure: Bool
}

extension FunctionCallExprSyntax {
    var callArguments: [CallArgument] {
        // Made for every call evaluated: sized once, filled in place.
        let written = arguments, trailing = trailingClosure, extras = additionalTrailingClosures
        var result: [CallArgument] = []
        result.reserveCapacity(written.count + (trailing == nil ? 0 : 1) + extras.count)
        for argument in written.inOrder { result.append(CallArgument(label: argument.label?.written, expr: argument.expression, isFirstTrailingClosure: false)) }
        if let trailing { result.append(CallArgument(label: nil, expr: ExprSyntax(trailing), isFirstTrailingClosure: true)) }
        for extra in extras.inOrder {
            result.append(CallArgument(label: extra.label.written, expr: ExprSyntax(extra.closure), isFirstTrailingClosure: false))
        }
        return result
    }
}

extension Interpreter {
    func call(_ e: FunctionCallExprSyntax, _ env: Env, expected: String?) throws -> Value {
        let facts = self.facts(of: e)
        let args = facts.arguments
        // Only some calls need their range: locating every call cost 2 % of an evaluation.
        lazy var range = program.range(of: e)
        var callee = e.calledExpression
        if let unqualified = moduleQualified(callee, env) {
            // `SwiftUI.Section { … }` beside the app's own `Section`: SwiftUI's.
            if let t = sdk.type(named: unqualified.baseName.written) { return try construct(t, args: args, env, at: e) }
            // `Swift.min(x, min)` where a parameter is named `min`: the standard library's, not the local.
            if let converted = try conversion(unqualified.baseName.written, args, env, at: e) { return converted }
            callee = ExprSyntax(unqualified)
        }
        if facts.mayScheduleWork, let work = try scheduledWork(e, args, env) { return work }
        // The callee's kind read once: each cast that fails still makes a node and counts its
        // references (a third of a call's own time went to those, perf 2026-11-30).
        let kind = callee.kind
        // `[Card]()`, `[String: Int]()`: an empty array or dictionary, whatever its element type.
        // `[GridItem](repeating: item, count: 3)`, `[Int](1...3)`: `Array(…)`.
        if kind == .arrayExpr, !args.isEmpty, let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1,
           let converted = try conversion("Array", args, env, at: e) {
            return converted
        }
        if args.isEmpty {
            if kind == .arrayExpr, let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 { return .array([]) }
            if kind == .dictionaryExpr, let dictionary = callee.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content, pairs.count == 1 {
                return .dictionary([])
            }
        }

        if kind == .declReferenceExpr || kind == .genericSpecializationExpr,
           let ref = (kind == .genericSpecializationExpr ? callee.as(GenericSpecializationExprSyntax.self)?.expression : callee)?.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.written
            // `Self(x: 0, y: 0)` in a type's static member or method: that type's initializer.
            // (In a static member of an extension of an SDK type, the context is the extension's:
            // `Self` is the SDK's type, below.)
            if name == "Self", let t = env.context?.instance.type ?? env.initializing?.type, userType(t.name) != nil {
                return try instantiate(t, args: args, env, at: range)
            }
            // `Self(red: r, green: g, blue: b)` in an `extension Color`: SwiftUI's initializer.
            if name == "Self", let extended = Self.extendedType(around: ref) {
                if let t = userType(extended) { return try instantiate(t, args: args, env, at: range) }
                if let t = sdk.type(named: extended) { return try construct(t, args: args, env, at: e) }
            }
            let isLocal = env.scope.lookup(name) != nil
            if !isLocal, let receiver = implicitSelf(env),
               sdk.isModifier(name) || extensionMethod(name, for: receiver, args: args) != nil {
                return try callMember(name, on: receiver, args: args, env, at: e)  // `padding()` in `extension View`
            }
            // In an extension of Swift's values (`extension Array`), a bare `contains(x)` or
            // `append(x)` is a member of `self`, which Swift finds before the module's functions
            // (a capitalised name is a type's initializer: `NumberFormatter()`).
            if !isLocal, !Program.isCapitalized(name),
               let receiver = implicitSelf(env), receiver.isStandardLibraryValue,
               program.globalFunctions[name] == nil, !Self.conversions.contains(name) {
                guard Self.mutatingMethods.contains(name) else { return try callMember(name, on: receiver, args: args, env, at: e) }
                guard env.mutating else {
                    diagnose(.error, "immutable", at: e, "cannot use mutating member '\(name)' on immutable value: 'self' is immutable")
                    return .poison
                }
                let (changed, returned) = try mutate(receiver, name, try evaluatePlain(args, env), at: e)
                _ = env.scope.assign("self", changed)
                return returned
            }
            if !isLocal {
                // A method of `self`, also in an initializer (`try loadThemes()` once the
                // properties have values): it runs on the instance being made.
                let initialized = env.initializing.flatMap { i in i.type.methods[name] == nil ? nil : SelfContext(instance: i, identity: i.type.name, environment: .init()) }
                if let context = env.context.flatMap({ $0.instance.type.methods[name] == nil ? nil : $0 }) ?? initialized {
                    let result = try callMethod(name, on: context, args: try evaluateArguments(args, for: context.instance.type.methods[name], env), at: range)
                    try writeBackInout(args, env)
                    return result
                }
                // `addItem(title:)` in a `ToolbarContent` struct, which `extension ToolbarContent`
                // declares: a member of `self`, which Swift finds before the module's functions.
                if let context = env.context, !Program.isCapitalized(name),
                   extensionMethod(name, for: .instance(context.instance), args: args) != nil {
                    return try callMember(name, on: .instance(context.instance), args: args, env, at: e)
                }
                // `Font(font: self, size: size)` in a type declaring `typealias Font = UIFont`.
                if let context = env.context, !context.instance.type.typealiases.isEmpty, let target = context.instance.type.typealiases[name] {
                    if let t = userType(target) { return try instantiate(t, args: args, env, at: range) }
                    _ = try evaluatePlain(args, env)
                    return .opaque(Opaque(text: callText(e)))
                }
                if let t = userType(name, in: env) {
                    // `MediaPicker(isPresented:) { … }` where the project nests a
                    // `Theme.Images.MediaPicker`: outside its outer type a bare name is another
                    // module's type (a package not given), when the call does not fit the nested one.
                    if t.name != name, !isInside(outerOf: t, env), !initializes(t, args) {
                        return try placeholder(name, args: args, env, at: e)
                    }
                    // `List { … }` where a models package declares `struct List`: SwiftUI's, whose
                    // initializer the call fits (Swift picks between the two modules' types so).
                    if t.namedAsSwiftUIType, let shadowed = sdk.type(named: name), !initializes(t, args),
                       shadowed.initializers.contains(where: { fits($0.parameters, args) }) {
                        return try construct(shadowed, args: args, env, at: e)
                    }
                    return try instantiate(t, args: args, env, at: range)
                }
                // `Binding(get:set:)`, also with trailing closures: `Binding { … } set: { … }`.
                // `Binding<Kind>(model)`, an initializer from a value that another module declares.
                if name == "Binding", !args.isEmpty { return try computedBinding(args, env, at: e) }
                if let converted = try conversion(name, args, env, at: e) { return converted }
                if let t = sdk.type(named: name) { return try construct(t, args: args, env, at: e) }
                if program.globalFunctions[name] != nil {
                    let result = try callGlobalFunction(name, args: try evaluateArguments(args, for: program.globalFunctions[name], env), at: range)
                    try writeBackInout(args, env)
                    return result
                }
                // `fatalError("…")` reached: the app stops here, as Swift's never-returning functions do.
                if Self.neverReturning.contains(name), !isLocal, (try global(name)) == nil {
                    _ = try evaluatePlain(args, env)
                    return trap("fatal-error", at: e, "'\(name)' stops the app here")
                }
                if env.context?.instance.type.property(name) == nil, (try global(name)) == nil, name.first?.isUppercase == true {
                    // Foundation's values are values, not views: opaque, quietly (the fixed
                    // preview values for dates and the like are still to come).
                    if Self.foundationTypes.contains(name) {  // its arguments are evaluated once, here
                        return foundationValue(name, try evaluatePlain(args, env), at: e) ?? .opaque(Opaque(text: callText(e)))
                    }
                    if let style = try styleStructure(name, args: args, env, at: e) { return style }
                    return try placeholder(name, args: args, env, at: e)
                }
            }
        }

        if kind == .memberAccessExpr, let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.written
            guard let baseExpr = member.base else {
                return try implicitMemberCall(name, args: args, env, expected: expected, at: e)
            }
            // `self.init(…)` in an initializer (an extension's convenience one): another of its own.
            if name == "init", let instance = env.initializing, baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return try delegateInitialization(of: instance, args: args, env, at: range)
            }
            // `self.init(white: gray)` in an initializer an extension of an SDK type declares:
            // the value SwiftUI's (or another of the extension's) initializer makes is `self`.
            if name == "init", env.initializing == nil, baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
               let typeName = env.returnType, userType(typeName) == nil, let t = sdk.type(named: typeName), env.scope.lookup("self") != nil {
                let made = try construct(t, args: args, env, at: e)
                _ = env.scope.assign("self", made)
                return made.isPoison ? .poison : .void
            }
            // `super.init(…)` of a class's initializer whose superclass the module declares: its
            // initializer runs on the instance being made.
            if name == "init", baseExpr.is(SuperExprSyntax.self), let instance = env.initializing,
               let superclass = ClassInheritance.superclassName(of: instance.type).flatMap(userType), superclass.kind == .classType {
                let made = try nested(at: range.start) { try instantiate(superclass, args: args, env, at: range) }
                if case .instance(let other) = made {
                    for p in superclass.storedProperties { if let v = other.stored[p.name] { instance.stored[p.name] = v } }
                }
                return made.isPoison ? .poison : .void
            }
            // Else `super.init(…)` and `super.method(…)`: the superclass is the SDK's or another
            // module's (`NSObject`), whose work Easel cannot know (R3, R6); the arguments are
            // evaluated, the initializer does nothing more, a method's value is unknown.
            if baseExpr.is(SuperExprSyntax.self) {
                _ = try evaluatePlain(args, env)
                return name == "init" ? .void : .opaque(Opaque(text: callText(e)))
            }
            // A mutating method on an l-value (`items.append(x)`, `isOn.toggle()`) — unless the
            // value is of a type of the module's with a method of that name (`renderer.append(…)`
            // on a `let` of a class): that method runs, below.
            if Self.mutatingMethods.contains(name), isLValue(baseExpr, env),
               case let receiver = try eval(baseExpr, env), !receiver.hasOwnMethod(name), !enumDeclaresMethod(name, of: receiver) {
                if case .null = receiver, Self.chainsOptionally(baseExpr) { return .null }  // `list?.append(x)` on nil
                let plain = try evaluatePlain(args, env)
                // Of a type Easel does not know (`NSMutableAttributedString().append(…)`): it may
                // be a class, whose methods change it without assigning; its value stays unknown (R3).
                if receiver.isUncertain { return .opaque(Opaque(text: baseExpr.trimmedText + "." + name + "(…)")) }
                var result: Value = .void
                try assign(baseExpr, env) { current in
                    let (newValue, returned) = try self.mutate(current, name, plain, at: e)
                    result = returned
                    return newValue
                }
                return result
            }
            // `variations.map { … }` of a property declared optional is Optional's `map`, and so is
            // the `map` of an optional chain or a `try?` in parentheses (`(item?.name).map { … }`).
            if name == "map" || name == "flatMap", args.count == 1, Self.isOptionalInParentheses(baseExpr) {
                return try optionalMap(try eval(baseExpr, env), args[0], env, at: range)
            }
            var read: Value?
            if name == "map" || name == "flatMap", args.count == 1, let property = try declaredProperty(Self.withoutParentheses(baseExpr), env) {
                if property.isOptional { return try optionalMap(property.value, args[0], env, at: range) }
                read = property.value
            }
            // A fluent chain on an implicit member (`.system(size: 8).italic()`) has the
            // context's type all along.
            var base = try read ?? eval(baseExpr, env, expected: isLeadingChain(baseExpr) ? expected : nil)
            // `task?.cancel()`, `item?.title.uppercased()` on nil: the rest of an optional chain is
            // skipped, its arguments unevaluated, and the whole is nil.
            if case .null = base, Self.chainsOptionally(baseExpr) { return .null }
            // `volume.map { Float($0) }` of a nil: only an optional is nil, and its `map` keeps nil.
            if case .null = base, name == "map" || name == "flatMap", args.count == 1 { return .null }
            // A mutating method of a struct works on the variable's own value: another variable
            // that was given the same value keeps it (`var s = p; s.bump()` leaves `p`).
            let objectMethods = base.instanceType.flatMap { $0.buildsNode ? nil : $0.methods[name] }
            let mutating = objectMethods?.contains { $0.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) } } == true
            if mutating, case .instance(let i) = base, isLValue(baseExpr, env) { base = .instance(i.copy()) }
            mutatedSelf = nil
            let result = try callMember(name, on: base, args: args, env, at: e, expected: expected)
            // A mutating method of a value changed it: write it back where it came from
            // (`mode.next()` on a `@State var mode`, an extension's `items.appendUnique(x)`).
            if let changed = mutatedSelf, base.instanceType == nil {
                mutatedSelf = nil
                if isLValue(baseExpr, env) { try assign(baseExpr, env) { _ in changed } }
            }
            // A method of an object or a mutating method changed the instance: write it back
            // where it came from (`store.add(item)` on a `@State var store`).
            if case .instance(let i) = base, objectMethods != nil, isLValue(baseExpr, env) {
                let local = baseExpr.as(DeclReferenceExprSyntax.self).map { env.scope.lookup($0.baseName.written) != nil } ?? false
                if mutating {
                    try assign(baseExpr, env) { _ in .instance(i) }
                } else if i.type.isReference && !local {
                    // The object changed where it is (it is shared): writing it back only tells a
                    // state slot that holds it. A path through a constant (`configuration.room
                    // .start()` of a `let`) holds none, and Swift asks no `var` of it.
                    let (_, made) = try speculate { try assign(baseExpr, env) { _ in .instance(i) } }
                    keep(made.filter { $0.code != "immutable" })
                }
            }
            return result
        }

        // `GitRemote?(nil)`: `Optional<GitRemote>(…)`, which is its argument.
        if kind == .optionalChainingExpr, let chained = callee.as(OptionalChainingExprSyntax.self), chained.expression.is(DeclReferenceExprSyntax.self), args.count == 1,
           case .type = try eval(chained.expression, env) {
            return try eval(args[0].expr, env)
        }
        let function = try eval(callee, env)
        // `onDismiss?()` with no closure given: the optional call does nothing and is nil.
        if case .null = function, kind == .optionalChainingExpr { return .null }
        // `update(&copy)` of a closure whose parameter is `inout`: what it left there goes back.
        if case .closure(let c) = function, args.contains(where: { $0.expr.kind == .inOutExpr }) {
            let values = try evaluatePlain(args, env)
            let (result, left) = try callClosureKeepingParameters(c, values.map(\.value), at: range)
            for (arg, value) in zip(args, left) {
                if let passed = arg.expr.as(InOutExprSyntax.self), let value { try assign(passed.expression, env) { _ in value } }
            }
            return result
        }
        return try apply(function, args: try evaluatePlain(args, env), at: e)
    }

    /// Where a call's function name is written (`sparkle` in `Text("x")\n.sparkle()`), for
    /// diagnostics about the name: a modifier chain starts lines earlier.
    func calleeName(_ e: FunctionCallExprSyntax) -> Syntax {
        if let member = e.calledExpression.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        return Syntax(e.calledExpression)
    }

    /// Calls a function value: a closure, a builtin, or a type (an initializer).
    func apply(_ function: Value, args: [(label: String?, value: Value)], at node: some SyntaxProtocol) throws -> Value {
        switch function {
        case .closure(let c): return try callClosure(c, args.map(\.value), at: program.range(of: node))
        case .builtin(let b): return try b.call(args, self, program.range(of: node))
        case .poison: return .poison
        case .opaque: return .opaque(Opaque(text: callText(node)))
        // A key path as a function (SE-0249): its members read from the one argument.
        case .keyPath(let path) where args.count == 1:
            return try path.reduce(args[0].value) { value, name in
                name == "self" ? value : try member(name, of: value, at: node, env: Env(scope: globals, context: nil))
            }
        // `content()` of a `@ViewBuilder let content: () -> Content`: the content was built when
        // the view was made (as SwiftUI's memberwise initializer calls the builder), so it is the value.
        case .node where args.isEmpty: return function
        case .instance(let i) where args.isEmpty && i.type.buildsNode: return function
        // `viewModel()` of an `@autoclosure` given `.init(…)`, a type Easel cannot know: unknown (R3).
        case _ where function.isUncertain: return .opaque(Opaque(text: callText(node)))
        default:
            if let called = try callValue(function, args: args, at: program.range(of: node)) { return called }
            diagnose(.error, "not-callable", at: node, "cannot call a value of type '\(function.typeName)'")
            return .poison
        }
    }

    /// Calls an action SwiftUI runs (`onAppear`, `onChange`): a mistake in calling it — a method
    /// taking other parameters — is reported at the modifier that gave it (`range`).
    func applyAction(_ action: Value, _ args: [Value], at range: SourceRange) throws -> Value {
        switch action {
        case .closure(let c): return try callClosure(c, args, at: range)
        case .builtin(let b): return try b.call(args.map { (nil, $0) }, self, range)
        default: return try apply(action, args: args.map { (nil, $0) }, at: program.source.tree)
        }
    }

    /// Arguments of a call to a function without declared parameter kinds: evaluated in order.
    func evaluatePlain(_ args: [CallArgument], _ env: Env) throws -> [(label: String?, value: Value)] {
        try args.map { ($0.label, try eval($0.expr, env)) }
    }

    /// A property of the module's types `expr` reads — `variations` of `self`, `model.item.variations`
    /// along a path of names — whether it is declared optional, and its value; nil for any other
    /// expression (a path whose owner is no instance of the module is read again by the caller:
    /// a path of names reads, it calls nothing).
    private func declaredProperty(_ expr: ExprSyntax, _ env: Env) throws -> (isOptional: Bool, value: Value)? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            guard env.scope.lookup(ref.baseName.written, below: globals) == nil,
                  let property = env.context?.instance.type.property(ref.baseName.written) else { return nil }
            return (property.isOptional, try eval(expr, env))
        }
        guard let member = expr.as(MemberAccessExprSyntax.self), let inner = member.base, Self.isPathOfNames(inner) else { return nil }
        let name = member.declName.baseName.written
        guard case .instance(let instance) = try eval(inner, env), let property = instance.type.property(name) else { return nil }
        return (property.isOptional, try self.member(name, of: .instance(instance), at: member, env: env))
    }

    /// `item`, `self.model.item`: names and members of names, no call, subscript or literal.
    private static func isPathOfNames(_ expr: ExprSyntax) -> Bool {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.written.first?.isUppercase == false }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isPathOfNames(base)
    }

    /// `(a?.b)`, `(try? load())`: an expression whose type is an optional, whatever it holds.
    private static func isOptionalInParentheses(_ expr: ExprSyntax) -> Bool {
        let inner = withoutParentheses(expr)
        guard inner.id != expr.id else { return false }
        if let attempt = inner.as(TryExprSyntax.self) { return attempt.questionOrExclamationMark?.tokenKind == .postfixQuestionMark }
        var link: ExprSyntax? = inner
        while let e = link {
            if e.is(OptionalChainingExprSyntax.self) { return true }
            link = e.as(MemberAccessExprSyntax.self)?.base ?? e.as(FunctionCallExprSyntax.self)?.calledExpression
                ?? e.as(SubscriptCallExprSyntax.self)?.calledExpression
        }
        return false
    }

    /// `(x)` is `x`: an expression in parentheses, not a tuple.
    static func withoutParentheses(_ expr: ExprSyntax) -> ExprSyntax {
        guard let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return expr }
        return withoutParentheses(only.expression)
    }

    /// Optional's `map` of `value`, the property's whole value (nil stays nil) — not an array's,
    /// element by element (`variations.map { ForEach($0) { … } }` of a `[Variant]?`).
    private func optionalMap(_ value: Value, _ transform: CallArgument, _ env: Env, at range: SourceRange) throws -> Value {
        if value.isNull { return .null }
        guard !value.isUncertain, case .closure(let closure) = try eval(transform.expr, env) else { return .opaque(Opaque(text: "map")) }
        return try callClosure(closure, [value], at: range)
    }

    /// Whether `value` is a case of the module's enum declaring a method `name`
    /// (`mode.toggle()` of an `enum Mode`): that method runs, not `Bool`'s or `Array`'s.
    func enumDeclaresMethod(_ name: String, of value: Value) -> Bool {
        guard case .symbol(let s) = value, let type = s.type.flatMap(userType) else { return false }
        return type.methods[name] != nil
    }

    func isLValue(_ expr: ExprSyntax, _ env: Env) -> Bool {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.written
            if env.scope.lookup(name) != nil { return true }
            if let p = env.context?.instance.type.property(name) { return p.getter == nil }
            // A static `var` named bare, in a static method or closure of its type.
            if let p = env.context?.instance.type.staticProperty(name), p.getter == nil { return !p.isLet }
            return env.initializing != nil
        }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base {
            if let (property, _) = staticStoredProperty(base, m.declName.baseName.written, env) { return !property.isLet }
            return isLValue(base, env) || base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
        if let s = expr.as(SubscriptCallExprSyntax.self) { return isLValue(s.calledExpression, env) }
        // `result?.append(x)`, `cache!.insert(k)`: through the optional, the variable's.
        if let o = expr.as(OptionalChainingExprSyntax.self) { return isLValue(o.expression, env) }
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return isLValue(f.expression, env) }
        return false
    }
}
