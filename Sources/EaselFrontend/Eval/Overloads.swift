@_spi(RawSyntax) import SwiftSyntax

/// Which declared function a call takes, as Swift picks it by the call's labels: overloads of
/// the source's functions and initializers, trailing closures matched by Swift's forward scan.
extension Interpreter {
    /// The local functions of a block, declared before its first statement runs: Swift lets a
    /// block call one above its declaration.
    func declareLocalFunctions(_ items: CodeBlockItemListSyntax, _ env: Env) {
        // Most blocks declare none: their items' kinds are read off the raw tree first, without
        // making a node of each item and its statement (2 % of an evaluation of a list's rows).
        guard items.raw.layoutView?.children.contains(where: { $0.flatMap(RawCodeBlockItemSyntax.init)?.item.kind == .functionDecl }) == true else { return }
        for item in items.inOrder {
            if case .decl(let d) = item.item, let f = d.as(FunctionDeclSyntax.self) { declareLocalFunction(f, env) }
        }
    }

    /// `func append(section:count:)` inside a method: a function of the scope it is declared in,
    /// seeing its names and `self`; a second of the same name is an overload of the first. A call
    /// takes the local one its labels fit, else the type's method of that name (`append(string)`
    /// beside a local `append(section:)`, as Swift's overload resolution sees both).
    func declareLocalFunction(_ f: FunctionDeclSyntax, _ env: Env) {
        let name = f.name.written
        var overloads = [f]
        if case .builtin(let earlier)? = env.scope.lookup(name), !earlier.localOverloads.isEmpty { overloads = earlier.localOverloads + [f] }
        let capture = captures.capture(scope: env.scope, context: env.context)
        let function = Builtin(name: name, arity: Self.commonArity(overloads), localOverloads: overloads) { args, interpreter, range in
            if let chosen = interpreter.overload(overloads, taking: args, orFirst: false) {
                return try interpreter.callFunction(chosen, args: args, context: capture.context, at: range, parent: capture.scope)
            }
            if let context = capture.context, let methods = context.instance.type.methods[name],
               interpreter.overload(methods, taking: args, orFirst: false) != nil {
                return try interpreter.callMethod(name, on: context, args: args, at: range)
            }
            // Used as a value (`values.map(frac)` of `func frac(v:)`): its labels are dropped.
            let relabelled = interpreter.labelledPositionally(args, overloads)
            return try interpreter.callFunction(interpreter.overload(overloads, taking: relabelled) ?? overloads[0], args: relabelled,
                                                context: capture.context, at: range, parent: capture.scope)
        }
        env.scope.define(name, .builtin(function), constant: true)
    }

    /// Arguments without labels given to a function used as a value (`ForEach(items, content: row)`,
    /// `.toolbar(content: toolbar)`): Swift drops the labels of a function value, so they are the
    /// labels of the overload with that many parameters, in order. Labelled calls are as written.
    func labelledPositionally(_ args: [(label: String?, value: Value)], _ overloads: [FunctionDeclSyntax]) -> [(label: String?, value: Value)] {
        guard !args.isEmpty, args.allSatisfy({ $0.label == nil }),
              !overloads.contains(where: { labels(of: $0.signature.parameterClause) == args.map(\.label) }),
              let f = overloads.first(where: { $0.signature.parameterClause.parameters.count == args.count }) else { return args }
        return zip(labels(of: f.signature.parameterClause), args).map { (label: $0.0, value: $0.1.value) }
    }

    func labels(of clause: FunctionParameterClauseSyntax) -> [String?] { Program.parameterLabels(clause) }

    /// The overload a call picks, as Swift does by labels: the one whose labels are the call's
    /// (of several, the one closest typed),
    /// else one whose left-out parameters have defaults, else one an unlabelled trailing closure
    /// completes (`FormSection(.stats, footer: …) { … }` of `(_:footer:content:)`, not of
    /// `(_:content:)`); the first when none does, for the call to report what is wrong.
    func overload(_ overloads: [FunctionDeclSyntax], taking args: [(label: String?, value: Value)], orFirst: Bool = true) -> FunctionDeclSyntax? {
        let labelled = args.map(\.label)
        let fits = { (f: FunctionDeclSyntax) in self.labels(of: f.signature.parameterClause) == labelled }
        if let i = overloads.firstIndex(where: fits) {
            // Most functions have one overload of these labels: the rest are looked at only then.
            return overloads[(i + 1)...].contains(where: fits) ? closestTyped(overloads.filter(fits), args) : overloads[i]
        }
        return overloads.first(where: { acceptsDefaults($0.signature.parameterClause, args) })
            ?? overloads.first(where: { acceptsTrailingClosures($0.signature.parameterClause, args) })
            ?? (orFirst ? overloads.first : nil)
    }

    /// Of overloads with the same labels, the one whose parameter types are most the arguments'
    /// (`string(for: Int(code))` calls `string(for: Int)`, not `string(for: Int32)`, which calls
    /// it: the first declared made that an endless recursion); on a tie (arguments Easel cannot
    /// type), one not running already — an overload forwards to another far more often than it
    /// recurses — else the first.
    func closestTyped(_ overloads: [FunctionDeclSyntax], _ args: [(label: String?, value: Value)]) -> FunctionDeclSyntax? {
        func score(_ f: FunctionDeclSyntax) -> Int { Self.typeScore(f.signature.parameterClause, args) }
        var best: (FunctionDeclSyntax, Int)?
        for f in overloads {
            let s = score(f) * 2 + (recursing[f.id] == nil ? 1 : 0)
            if best == nil || s > best!.1 { best = (f, s) }
        }
        return best?.0
    }

    /// Of initializers the call's labels fit, the first of those whose parameter types are most
    /// the arguments' (`init(hex: String)` and `init(hex: Int)`), as Swift picks between them.
    func closestTyped(_ initializers: [InitializerDeclSyntax], _ args: [(label: String?, value: Value)]) -> InitializerDeclSyntax? {
        let scores = initializers.map { Self.typeScore($0.signature.parameterClause, args) }
        return scores.max().flatMap { scores.firstIndex(of: $0) }.map { initializers[$0] }
    }

    /// Whether a parameter list takes a call's arguments as written: by their labels, or with a
    /// trailing closure filling a parameter of function type.
    func takes(_ clause: FunctionParameterClauseSyntax, call args: [CallArgument]) -> Bool {
        takes(clause, labels: args.map(\.label)) || Self.takes(clause, args.map { ($0.label, $0.isFirstTrailingClosure) })
    }

    /// How well arguments' types match a parameter list's: 2 for each parameter of the argument's
    /// own type, 1 for one its literal also makes (see `literalTypes`).
    static func typeScore(_ clause: FunctionParameterClauseSyntax, _ args: [(label: String?, value: Value)]) -> Int {
        zip(clause.parameters, args).reduce(0) { total, pair in
            var written = pair.0.type.trimmedText
            if written.hasSuffix("?") { written.removeLast() }
            let given: String
            if case .opaque(let o) = pair.1.value { given = o.type ?? "" } else { given = pair.1.value.typeName }
            return total + (written == given ? 2 : literalTypes[given]?.contains(written) == true ? 1 : 0)
        }
    }

    /// Types a literal of a type also makes, short of its own (`init(label: LocalizedStringKey)`
    /// takes `"Code"`, `init(label: Text)` does not).
    static let literalTypes: [String: Set<String>] = [
        "String": ["LocalizedStringKey", "LocalizedStringResource", "StringProtocol", "Substring", "Character"],
        "Int": ["Double", "CGFloat", "Float"],
    ]

    private func acceptsTrailingClosures(_ clause: FunctionParameterClauseSyntax, _ args: [(label: String?, value: Value)]) -> Bool {
        Self.takes(clause, args.map { ($0.label, $0.label == nil && $0.value.isFunction) })
    }

    /// Whether a parameter list takes arguments of these labels in order, an unlabelled closure
    /// (`isClosure`) filling a parameter of function type, the parameters left out defaulted.
    static func takes(_ clause: FunctionParameterClauseSyntax, _ args: [(label: String?, isClosure: Bool)]) -> Bool {
        var remaining = args[...]
        for p in clause.parameters {
            let label = p.firstName.written == "_" ? nil : p.firstName.written
            if let first = remaining.first, first.label == label || (first.isClosure && isFunctionType(p.type)) {
                remaining = remaining.dropFirst()
            } else if p.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    func acceptsDefaults(_ clause: FunctionParameterClauseSyntax, _ values: [(label: String?, value: Value)]) -> Bool {
        takes(clause, labels: values.map(\.label))
    }

    /// Whether a declared parameter list takes arguments with these labels, in order, the
    /// parameters left out having defaults.
    func takes(_ clause: FunctionParameterClauseSyntax, labels: [String?]) -> Bool {
        var remaining = labels[...]
        for p in clause.parameters {
            let label = p.firstName.written == "_" ? nil : p.firstName.written
            if let first = remaining.first, first == label { remaining = remaining.dropFirst() } else if p.defaultValue == nil { return false }
        }
        return remaining.isEmpty
    }

    /// Swift's forward scan: an unlabelled closure (a trailing closure) fills a labelled
    /// parameter of function type — unless that one has a default and a later one needs a closure.
    static func takesTrailingClosure(_ argument: (label: String?, value: Value), _ parameters: [FunctionParameterSyntax], at index: Int) -> Bool {
        guard argument.label == nil, argument.value.isFunction, isFunctionType(parameters[index].type) else { return false }
        guard parameters[index].defaultValue != nil else { return true }
        return !parameters[(index + 1)...].contains { isFunctionType($0.type) && $0.defaultValue == nil }
    }

    /// Swift's forward scan the other way: an unlabelled closure passes over an unlabelled
    /// parameter with a default that takes no function, to a later one that does
    /// (`withAnimation(_ animation: Animation? = .default, _ body: () -> R)` called with `{ … }`).
    static func passesOver(_ argument: (label: String?, value: Value), _ parameters: [FunctionParameterSyntax], at index: Int) -> Bool {
        guard argument.label == nil, argument.value.isFunction, parameters[index].defaultValue != nil,
              !isFunctionType(parameters[index].type) else { return false }
        return parameters[(index + 1)...].contains { isFunctionType($0.type) }
    }

    static func isInout(_ p: FunctionParameterSyntax) -> Bool {
        p.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } == true
    }

    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        DeclarationCollector.functionParameterCount(type) != nil
    }
}

extension Interpreter {
    /// Whether one of the type's initializers — its own, else the memberwise one — takes a
    /// call with these arguments, by their labels as written (a trailing closure may fill a
    /// parameter of function type). Asked when SwiftUI declares a type of the same name: a
    /// folder of several packages read as one module has `List` of a models package beside
    /// SwiftUI's, and Swift picks between same-named types of two modules by the initializer
    /// that fits, as between overloads.
    func initializes(_ type: UserType, _ args: [CallArgument]) -> Bool {
        if type.kind == .enumType {  // its own initializers Easel does not run, else `init?(rawValue:)`
            return !type.initializers.isEmpty || (args.count == 1 && args[0].label == "rawValue")
        }
        if !type.initializers.isEmpty {
            let written = args.map { ($0.label, $0.isFirstTrailingClosure) }
            let declared = type.initializers.contains { Self.takes($0.signature.parameterClause, written) }
            if declared || !type.keepsImplicitInitializer(taking: args.count) { return declared }
        }
        var next = 0
        for member in memberwiseParameters(of: type) {
            if next < args.count, args[next].label == member.property.name || (args[next].isFirstTrailingClosure && member.takesClosure) {
                next += 1
            } else if !member.hasDefault {
                return false
            }
        }
        return next == args.count
    }
}

extension Interpreter {
    /// The arguments of a call to one of `functions` (the module's): a leading dot among them is
    /// read against its parameter's declared type when the labels pick one declaration
    /// (`day(since: .now)` of `func day(since date: Date)` is a date), as Swift types it by the
    /// parameter; every other argument as it is.
    func evaluateArguments(_ args: [CallArgument], for functions: [FunctionDeclSyntax]?, _ env: Env) throws -> [(label: String?, value: Value)] {
        guard let functions, args.contains(where: { isLeadingChain($0.expr) }) else { return try evaluatePlain(args, env) }
        let typed = functions.compactMap { Self.parameterTypes(of: $0, takingLabels: args.map(\.label)) }
        guard typed.count == 1 else { return try evaluatePlain(args, env) }
        return try zip(args, typed[0]).map { arg, type in (arg.label, try eval(arg.expr, env, expected: isLeadingChain(arg.expr) ? type : nil)) }
    }

    /// The declared type of the parameter each argument of `labels` goes to, parameters with a
    /// default passed over as Swift passes them; nil when the labels do not fit. Only a named
    /// type, optional or not, types a leading dot (`Date`, `Order.Status?`).
    private static func parameterTypes(of f: FunctionDeclSyntax, takingLabels labels: [String?]) -> [String?]? {
        var types: [String?] = []
        var parameters = f.signature.parameterClause.parameters.makeIterator()
        for label in labels {
            var fitting: FunctionParameterSyntax?
            while let p = parameters.next() {
                let own = p.firstName.text == "_" ? nil : p.firstName.text
                if own == label { fitting = p; break }
                if p.defaultValue == nil { return nil }
            }
            guard let p = fitting else { return nil }
            let type = p.type.as(OptionalTypeSyntax.self)?.wrappedType ?? p.type
            types.append(type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) ? p.type.trimmedText : nil)
        }
        while let p = parameters.next() {
            if p.defaultValue == nil { return nil }  // a parameter no argument is given
        }
        return types
    }
}
