import EaselIR
import SwiftSyntax

extension Interpreter {
    // MARK: Instantiation

    /// `Row(title: "x")`: a struct declared in the source, through its own `init` or the
    /// memberwise one; `Mode(rawValue:)` for an enum. With `previewArguments` (a root Easel
    /// creates itself) missing arguments are opaque values with a warning (spec R4).
    func instantiate(_ type: UserType, args: [CallArgument], _ env: Env, at range: SourceRange, previewArguments: Bool = false) throws -> Value {
        // `FlowLayout(spacing: 4) { … }`: content after a layout's initializer is handed to the
        // value it makes, as Swift calls it (see `LayoutValues`).
        if let (made, content) = try calledWithContent(args, isCallable: (type.conformances.contains("Layout") || type.methods["callAsFunction"] != nil)
                                                            && !initializerTakesClosure(type),
                                                        make: { try instantiate(type, args: $0, env, at: range, previewArguments: previewArguments) }) {
            return try callValue(made, args: try evaluatePlain(content, env), at: range) ?? .poison
        }
        if type.kind == .enumType {
            guard args.count == 1, args[0].label == "rawValue" else {
                // `init(with id: Int) { switch id { case 0: self = .timeline … } }`: the enum's own
                // initializer, which sets `self`.
                if let initializer = type.initializers.first(where: { labels(of: $0.signature.parameterClause) == args.map(\.label) }) {
                    return try runEnumInitializer(initializer, of: type, args: try evaluatePlain(args, env), at: range)
                }
                if previewArguments, args.isEmpty { return previewCase(of: type, at: range) }
                diagnose(.error, "no-matching-call", at: range.start, "enum '\(type.name)' is created with init(rawValue:)")
                return .poison
            }
            let raw = try eval(args[0].expr, env)
            for c in type.cases where equal(try rawValue(of: c.name, in: type), raw) {
                return .symbol(IRSymbol(type: type.name, name: c.name))
            }
            return .null
        }
        let values = try initializerArguments(of: type, args, env)
        if values.contains(where: { $0.value.isPoison }) { return .poison }
        return try instantiate(type, values: values, trailing: args.firstIndex(where: \.isFirstTrailingClosure), at: range,
                               previewArguments: previewArguments)
    }

    /// Whether an initializer of the type takes a closure (`PanAction { … }` of a `let action:
    /// (…) -> Void`): then a trailing closure is its argument, not content for `callAsFunction`.
    private func initializerTakesClosure(_ type: UserType) -> Bool {
        if type.initializers.isEmpty { return memberwiseParameters(of: type).contains { $0.takesClosure } }
        return type.initializers.contains { $0.signature.parameterClause.parameters.contains { Self.isFunctionType($0.type) } }
    }

    /// Each argument evaluated against its parameter's type, so `.starter` is a `Course`.
    /// In a `self.init(…)` (`delegatingFrom`, the initializer it runs in), the types are those of
    /// the other initializer the labels name: `init(state: LoadingState)` delegating to
    /// `init(state: FeedLoadingState)` gives `.init(from: state)` the second's type.
    private func initializerArguments(of type: UserType, _ args: [CallArgument], _ env: Env,
                                      delegatingFrom: SyntaxIdentifier? = nil) throws -> [(label: String?, value: Value)] {
        var parameterTypes = parameterTypeCache[type.name] ?? self.parameterTypes(of: type)
        parameterTypeCache[type.name] = parameterTypes
        if let from = delegatingFrom, let other = type.initializers.first(where: { $0.id != from && labels(of: $0.signature.parameterClause) == args.map(\.label) }) {
            for (index, p) in other.signature.parameterClause.parameters.enumerated() {
                parameterTypes[p.firstName.written == "_" ? Self.positionalKey(index) : p.firstName.written] = written(p.type.trimmedText, in: type)
            }
        }
        return try args.enumerated().map { index, a in
            let expected = parameterTypes[a.label ?? Self.positionalKey(index)]
            // A literal for a `LocalizedStringKey` property or parameter of the app's own view is a key (issue 31).
            if localizer != nil, let expected, Self.localizedTypes.contains(expected), let literal = try chosenLiteral(a.expr, env) {
                return (a.label, try localizedLiteral(literal, env, table: nil))
            }
            return (a.label, try eval(a.expr, env, expected: expected))
        }
    }

    /// An enum's initializer run as Swift runs it: the body assigns `self` a case (`self =
    /// .timeline`, `.init(rawValue:)` of another).
    func runEnumInitializer(_ initializer: InitializerDeclSyntax, of type: UserType, args: [(label: String?, value: Value)],
                            at range: SourceRange) throws -> Value {
        let made = try runInitializerSettingSelf(initializer, of: type.name, args: args, at: range)
        guard case .symbol(var symbol) = made else { return made }
        if symbol.type == nil { symbol.type = type.name }  // `.timeline` assigned before its type was known
        return .symbol(symbol)
    }

    /// An initializer of a value that sets `self` — an enum's, or one an extension of an SDK type
    /// declares (`extension Color { init(hex:) }`) — run as Swift runs it: `self` starts unset,
    /// and `self = …` or `self.init(…)` gives it the value made; nil when a failable one returns
    /// nil or nothing sets it.
    func runInitializerSettingSelf(_ initializer: InitializerDeclSyntax, of typeName: String, args: [(label: String?, value: Value)],
                                   at range: SourceRange) throws -> Value {
        if args.contains(where: { $0.value.isPoison }) { return .poison }
        let scope = Scope(parent: globals)
        try bindParameters(initializer.signature.parameterClause, args, in: scope, at: range)
        scope.define("self", .null, constant: false)
        if let body = initializer.body {
            _ = try nested(at: range.start) { try execute(body.statements, Env(scope: scope, context: nil).returning(typeName)) }
        }
        return scope.lookup("self") ?? .null
    }

    /// `Row.init` handed where a function is expected (`ForEach($items, content: Row.init)`):
    /// called with values in order, as Swift calls the initializer it names — the first whose
    /// parameters (or, without one, whose memberwise properties) take that many.
    func initializerReference(_ type: UserType) -> Value {
        .builtin(Builtin(name: type.name + ".init") { args, interpreter, range in
            let values = args.map(\.value)
            if type.kind == .enumType { return .opaque(Opaque(text: "\(type.name)(…)")) }
            let labels: [String?]
            if let initializer = type.initializers.first(where: { interpreter.takes(values.count, $0.signature.parameterClause) }) {
                labels = Array(interpreter.labels(of: initializer.signature.parameterClause).prefix(values.count))
            } else {
                labels = Array(interpreter.memberwiseProperties(of: type).prefix(values.count).map { Optional($0.name) })
            }
            let labelled = zip(labels + Array(repeating: nil, count: max(0, values.count - labels.count)), values).map { (label: $0, value: $1) }
            return try interpreter.instantiate(type, values: labelled, trailing: nil, at: range)
        })
    }

    /// Whether an initializer takes `count` arguments in order (its other parameters have defaults).
    private func takes(_ count: Int, _ clause: FunctionParameterClauseSyntax) -> Bool {
        let parameters = clause.parameters
        return parameters.count >= count && parameters.dropFirst(count).allSatisfy { $0.defaultValue != nil }
    }

    /// An instance of `type` from arguments already evaluated; `trailing` is the index of the
    /// first trailing closure among them.
    /// `delegatingFrom`: the initializer a `self.init(…)` runs in (see `declaredInitializer`).
    func instantiate(_ type: UserType, values: [(label: String?, value: Value)], trailing: Int?, at range: SourceRange,
                     previewArguments: Bool = false, delegatingFrom: SyntaxIdentifier? = nil) throws -> Value {
        var values = values
        // Sized for its stored properties at once: a list's rows make their type many times.
        let instance = Instance(type: type, stored: Dictionary(minimumCapacity: type.storedProperties.count), range: range)
        // A view of the project whose call Easel cannot match may be created through an
        // initializer declared in a file or package not given (spec R3, R4): previewed with what
        // matches, the rest opaque, and a warning; `--strict` keeps Swift's error.
        // So may a class whose superclass another module declares, which inherits its
        // initializers (`StatusView()` of a `UIView` that overrides `init(frame:)`).
        lazy var lenient = previewArguments || ((type.isView || type.isDrawnByCode || type.attachedMacro != nil || inheritsElsewhere(type)) && !strict)
        let declared = type.initializers.isEmpty ? nil : declaredInitializer(of: type, taking: values, trailing: trailing, delegatingFrom: delegatingFrom)
        // Swift's memberwise initializer (a class's `init()`) stays beside an extension's: used
        // when none of those fits.
        if !type.initializers.isEmpty, declared != nil || !type.keepsImplicitInitializer(taking: values.count) {
            guard let initializer = declared ?? (previewArguments ? type.initializers.first : nil) else {
                let written = "(" + values.map { ($0.label ?? "_") + ":" }.joined() + ")"
                guard lenient else {
                    diagnose(.error, "no-matching-call", at: range.start, "no initializer of '\(type.name)' takes \(written)")
                    return .poison
                }
                diagnose(type.attachedMacro == nil ? .warning : .note, "no-matching-call", at: range.start,
                         "no initializer of '\(type.name)' declared here takes \(written); previewed with the arguments whose labels name its properties (\(initializerElsewhere(of: type, taking: "them")))")
                return .instance(try looseInstance(instance, values))
            }
            values = relabelled(values, for: initializer, trailing: trailing)
            let scope = Scope(parent: globals)
            try bindParameters(initializer.signature.parameterClause, values, in: scope, at: range,
                               missing: previewArguments ? { self.previewArgument($0, of: type, at: range) } : nil)
            // As in Swift, properties with initial values have them before the body runs.
            try setDefaults(of: instance)
            let initEnv = Env(scope: scope, context: nil, initializing: instance)
            if let body = initializer.body {
                let (outer, outerInstance) = (runningInitializer, instanceInInitialization)
                (runningInitializer, instanceInInitialization) = (initializer.id, instance)
                defer { (runningInitializer, instanceInInitialization) = (outer, outerInstance) }
                _ = try nested(at: range.start) { try execute(body.statements, initEnv) }
            }
        } else if values.isEmpty, type.conformances.contains("OptionSet"), type.storedProperties.map(\.name) == ["rawValue"] {
            // `.init()` of an `OptionSet`: the empty set, which `SetAlgebra` gives every one.
            instance.stored["rawValue"] = .int(0)
        } else {
            var next = 0  // the first argument not yet taken by a property
            for member in memberwiseParameters(of: type) {
                let property = member.property
                if next < values.count, values[next].label == property.name
                    || (values[next].label == nil && values[next].value.isFunction && !member.passedOver
                        && ((values.count - next == 1 && !member.hasDefault) || member.takesClosure)) {
                    instance.stored[property.name] = try builtIfBuilder(values[next].value, property)
                    next += 1
                } else if !member.hasDefault {
                    if lenient {
                        instance.stored[property.name] = previewArgument(property.name, of: type, at: range)
                        continue
                    }
                    diagnose(.error, "missing-argument", at: range.start, "missing argument for parameter '\(property.name)' in call to '\(type.name)'")
                    return .poison
                }
            }
            if next < values.count {
                let extra = values[next]
                guard lenient else {
                    diagnose(.error, "extra-argument", at: range.start, "extra argument '\(extra.label ?? "_")' in call to '\(type.name)'")
                    return .poison
                }
                diagnose(type.attachedMacro == nil ? .warning : .note, "no-matching-call", at: range.start,
                         "'\(type.name)' has no property '\(extra.label ?? "_")' for this argument; previewed without it (\(initializerElsewhere(of: type, taking: "it")))")
            }
            // Defaults for stored properties the memberwise initializer was not given.
            try setDefaults(of: instance)
        }
        for property in type.storedProperties {
            if let declared = property.labeledType, let v = instance.stored[property.name] { instance.stored[property.name] = Self.labeled(v, as: declared) }
        }
        for property in type.storedProperties where property.wrapper == .binding {
            if let v = instance.stored[property.name], !isBinding(v), !v.isIndefinite {
                diagnose(.error, "type-mismatch", at: range.start, "'\(property.name)' of '\(type.name)' is a @Binding; pass a binding such as '$\(property.name)'")
                return .poison
            }
        }
        return .instance(instance)
    }

    /// A class whose superclass is another module's: it overrides an initializer, or it names
    /// first a type that is neither the module's nor a protocol Easel knows (`UIButton`).
    func inheritsElsewhere(_ type: UserType) -> Bool {
        guard type.kind == .classType else { return false }
        if type.initializers.contains(where: { i in
            i.modifiers.contains { $0.name.tokenKind == .keyword(.override) || $0.name.tokenKind == .keyword(.required) }
        }) { return true }
        guard let first = type.conformances.first else { return false }
        return isElsewhere(first)
    }

    /// A type whose methods another module may give too: a class whose superclass is another
    /// module's, or a type conforming to a protocol Easel does not know (Combine's `Publisher`,
    /// whose extensions give `receive(on:)`).
    func mayHaveMethodsElsewhere(_ type: UserType) -> Bool {
        inheritsElsewhere(type) || type.conformances.contains { conformance in
            let name = String(conformance.split(separator: " ").last ?? "")  // `@unchecked Sendable`
            return !SDKRegistry.adoptedProtocols.contains(name) && isElsewhere(name)
        }
    }

    /// A type or protocol named in an inheritance clause that neither the module, SwiftUI nor the
    /// standard library declares.
    private func isElsewhere(_ name: String) -> Bool {
        userType(name) == nil && !program.protocols.contains(name) && !Self.standardProtocols.contains(name) && sdk.type(named: name) == nil
    }

    /// The declared initializer a call takes, by its labels: the one whose labels are the call's
    /// (of several, the one whose parameter types are most the arguments', as `closestTyped`),
    /// else one whose left-out parameters have defaults.
    func declaredInitializer(of type: UserType, taking values: [(label: String?, value: Value)], trailing: Int?,
                             delegatingFrom: SyntaxIdentifier? = nil) -> InitializerDeclSyntax? {
        var labelled = type.initializers.filter { labels(of: $0.signature.parameterClause) == relabelled(values, for: $0, trailing: trailing).map(\.label) }
        // `init(text: String) { self.init(text: LocalizedStringKey(text)) }`: an initializer does not
        // delegate to itself (Swift picks the other by the argument's type, which Easel's value of
        // the conversion does not carry).
        if let from = delegatingFrom, labelled.count > 1 { labelled.removeAll { $0.id == from } }
        if labelled.count > 1 { return closestTyped(labelled, values) }
        // Nor through its defaults: `self.init()` in `convenience init(_ c: Config = .init())` is
        // the class's own `init()`, declared or implicit (nil here), which needs no defaults.
        return labelled.first ?? type.initializers.first {
            $0.id != delegatingFrom && acceptsDefaults($0.signature.parameterClause, relabelled(values, for: $0, trailing: trailing))
        }
    }

    /// The trailing closure takes the label of the parameter it fills (`Card { … }` for
    /// `init(@ViewBuilder content:)`): the last of a function type (or of a type alias that may
    /// be one) — never a `Bool` or a `String`, which Swift's forward scan skips — or the one
    /// before the parameter the next, labelled, trailing closure names (`Split { … } toolbar: { … }`).
    private func relabelled(_ values: [(label: String?, value: Value)], for i: InitializerDeclSyntax, trailing: Int?) -> [(label: String?, value: Value)] {
        let params = labels(of: i.signature.parameterClause)
        let parameters = Array(i.signature.parameterClause.parameters)
        guard let trailing, !params.isEmpty,
              var filled = parameters.lastIndex(where: { Self.isFunctionType($0.type) })
                  ?? parameters.indices.last.flatMap({ Self.swiftTypes.contains(parameters[$0].type.trimmedText) ? nil : $0 })
        else { return values }
        if trailing + 1 < values.count, let next = params.firstIndex(where: { $0 != nil && $0 == values[trailing + 1].label }), next > 0 {
            filled = next - 1
        }
        var result = values
        result[trailing].label = params[filled]
        return result
    }

    /// `self.init(title: title, top: { EmptyView() })` inside an initializer, typically a
    /// convenience one in an extension: the type's other initializer (or its memberwise one) runs,
    /// and what it stores is the instance being initialized.
    func delegateInitialization(of instance: Instance, args: [CallArgument], _ env: Env, at range: SourceRange) throws -> Value {
        guard instance.type.kind != .enumType else { _ = try evaluatePlain(args, env); return .void }
        let made = try nested(at: range.start) { () -> Value in
            let values = try initializerArguments(of: instance.type, args, env, delegatingFrom: runningInitializer)
            if values.contains(where: { $0.value.isPoison }) { return .poison }
            return try instantiate(instance.type, values: values, trailing: args.firstIndex(where: \.isFirstTrailingClosure), at: range,
                                   delegatingFrom: runningInitializer)
        }
        if case .instance(let other) = made { instance.stored.merge(other.stored) { _, delegated in delegated } }
        return made.isPoison ? .poison : .void
    }

    /// An instance built from arguments whose labels name stored properties, the others at their
    /// initial values or opaque: no initializer declared here takes the call's labels.
    private func looseInstance(_ instance: Instance, _ values: [(label: String?, value: Value)]) throws -> Instance {
        for property in instance.type.storedProperties {
            if let given = values.first(where: { $0.label == property.name }) {
                instance.stored[property.name] = try builtIfBuilder(given.value, property)
            }
        }
        try setDefaults(of: instance)
        for property in instance.type.storedProperties where instance.stored[property.name] == nil && !hasMemberwiseDefault(property) {
            switch property.wrapper {
            case .environment?, .environmentObject?, .query?: continue
            default: instance.stored[property.name] = .opaque(Opaque(text: property.name))
            }
        }
        return instance
    }

    /// The declared type of each labelled parameter of a type's initializers (or, without any,
    /// of its memberwise initializer's): the context type of arguments passed for it.
    private func parameterTypes(of type: UserType) -> [String: String] {
        var types: [String: String] = [:]
        if type.initializers.isEmpty {
            // A `@Binding var x: T` is passed as a `Binding<T>` (`.constant(nil)`).
            for p in type.storedProperties { if let t = p.typeName { types[p.name] = p.wrapper == .binding ? "Binding<\(t)>" : written(t, in: type) } }
        }
        for i in type.initializers {
            for (index, p) in i.signature.parameterClause.parameters.enumerated() {
                // An unlabelled parameter by its position (`init(_ isPresented: Binding<Bool>)`).
                let key = p.firstName.written == "_" ? Self.positionalKey(index) : p.firstName.written
                types[key] = types[key] ?? written(p.type.trimmedText, in: type)
            }
        }
        return types
    }

    /// A type name as written in `type`: SwiftUI's where the module nests a type of that name only
    /// inside another type (`let tint: Color` of a view, beside an `AppIcon.Color`), as Swift
    /// looks the name up from where it is written.
    private func written(_ typeName: String, in type: UserType) -> String {
        // `kind: Kind<…>` of `ListRow`, where other types nest a `Kind` too: the nearest
        // enclosing one's, by its full name (as `userType(_:in:)` finds it for code).
        let bare = typeName.firstIndex(of: "<").map { String(typeName[..<$0]) } ?? typeName
        if program.sharedNestedNames.contains(bare), let full = nearestNested(bare, around: type.name) {
            return full + typeName.dropFirst(bare.count)
        }
        guard program.types[typeName] == nil, let full = program.nestedByBareName[typeName], sdk.type(named: typeName) != nil,
              let dot = full.lastIndex(of: ".") else { return typeName }
        let outer = full[..<dot]
        return type.name == outer || type.name.hasPrefix(outer + ".") ? typeName : Self.swiftUIQualifier + typeName
    }

    private static func positionalKey(_ index: Int) -> String { "#\(index)" }

    /// A `@ViewBuilder` stored property given a closure holds the views it builds, as Swift's
    /// memberwise initializer does (`@ViewBuilder let content: Content`).
    /// One that takes parameters (`@ViewBuilder let content: (Item) -> Content`) builds when called.
    private func builtIfBuilder(_ v: Value, _ property: PropertyDecl) throws -> Value {
        guard property.isBuilder, case .closure(let c) = v else { return v }
        if property.takesParameters { return builderFunction(c) }
        return tupleView(try build(closure: c, arguments: []), at: property.range.start)
    }

    /// A builder closure as a function: calling it builds its views (a builder closure has
    /// several statements and no `return`, which a plain call would not run as views).
    private func builderFunction(_ c: Closure) -> Value {
        .builtin(Builtin(name: "builder") { args, interpreter, range in
            interpreter.tupleView(try interpreter.build(closure: c, arguments: args.map(\.value)), at: range.start)
        })
    }

    /// Initial values of the stored properties not set yet (optionals without one start as nil).
    private func setDefaults(of instance: Instance) throws {
        for property in instance.type.storedProperties where instance.stored[property.name] == nil && !property.isLazy {
            if case .environment = property.wrapper { continue }
            if let initializer = property.initializer {
                // Evaluated in the type's scope (its nested types by their bare names), not with `self`.
                let env = Env(scope: globals, context: nil, initializing: program.sharedNestedNames.isEmpty ? nil : instance)
                instance.stored[property.name] = try eval(initializer, env, expected: property.typeName)
            } else if property.isOptional, property.wrapper != .binding {
                instance.stored[property.name] = .null
            } else if hasPackageWrapper(property) {
                // Its value comes from where Easel cannot see (R3).
                instance.stored[property.name] = .opaque(Opaque(text: property.name))
            }
        }
    }

    /// Where an initializer Easel cannot see may be: one the type's macro generates
    /// (`@ModelActor`'s `init(modelContainer:)`, which the compiler adds: a note), else one in a file
    /// not given (a warning).
    private func initializerElsewhere(of type: UserType, taking what: String) -> String {
        if let macro = type.attachedMacro { return "an initializer its '@\(macro)' macro generates may take \(what)" }
        return "an initializer in another file may take \(what)"
    }

    func isBinding(_ v: Value) -> Bool { if case .binding = v { return true }; return false }

    /// A closure given to a `@ViewBuilder` parameter: calling it builds its views.
    private func builderArgument(_ v: Value, _ p: FunctionParameterSyntax) throws -> Value {
        guard case .closure(let c) = v else { return v }
        let attributes = p.attributes.map { $0 } + (p.type.as(AttributedTypeSyntax.self)?.attributes.map { $0 } ?? [])
        guard attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText.hasSuffix("Builder") == true }) else { return v }
        return builderFunction(c)
    }

    /// Arguments Easel cannot know for each parameter of a declared function, by label.
    func unknownArguments(for f: FunctionDeclSyntax) -> [(label: String?, value: Value)] {
        f.signature.parameterClause.parameters.map { p in
            (label: p.firstName.written == "_" ? String?.none : p.firstName.written, value: Value.opaque(Opaque(text: (p.secondName ?? p.firstName).text)))
        }
    }

    /// What a root view gets for an argument nobody supplies (spec R4).
    private func previewArgument(_ name: String, of type: UserType, at range: SourceRange) -> Value {
        diagnose(.warning, "preview-argument", at: range.start,
                 "'\(type.name)' needs an argument for '\(name)' that no preview supplies; Easel previews it as an opaque value (add a #Preview that passes one)")
        return .opaque(Opaque(text: name))
    }

    /// What a root view that is an enum (`enum InspectorTab: View`) is previewed as when no
    /// preview picks a case: its first case without associated values, else an unknown value
    /// (spec R4).
    private func previewCase(of type: UserType, at range: SourceRange) -> Value {
        guard let first = type.cases.first(where: { $0.labels.isEmpty }) else {
            diagnose(.warning, "preview-argument", at: range.start,
                     "'\(type.name)' is an enum whose cases all carry values and no preview picks one; Easel previews it as an opaque value (add a #Preview that passes one)")
            return .opaque(Opaque(text: type.name))
        }
        diagnose(.note, "preview-argument", at: range.start,
                 "'\(type.name)' is an enum and no preview picks a case; Easel previews its first case, '.\(first.name)' (add a #Preview to pick another)")
        let chosen = IRSymbol(type: type.name, name: first.name)
        return type.isEnumView ? enumView(chosen, of: type, at: range) : .symbol(chosen)
    }

    /// A case of an enum that is a view (`enum Pane: View { case file … var body … }`) where a
    /// view is wanted: an instance of the enum whose `self` is the case, for its body to switch on.
    func enumView(_ value: IRSymbol, of type: UserType, at range: SourceRange) -> Value {
        .instance(Instance(type: type, stored: [Instance.enumCaseKey: .symbol(value)], range: range))
    }

    /// Binds call arguments to a declared function's parameters (labels, defaults); `missing`
    /// supplies what was not given, else that is an error.
    /// Returns the `inout` parameters given (by position and name), whose values go back to the caller.
    @discardableResult
    /// `_ condition: @autoclosure () -> Bool`: the argument, evaluated where it is passed (Easel
    /// evaluates arguments once, in order), is what calling the parameter gives.
    static func isAutoclosure(_ type: TypeSyntax) -> Bool {
        guard type.kind == .attributedType, let attributed = type.as(AttributedTypeSyntax.self) else { return false }
        return attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "autoclosure" }
    }

    static func autoclosure(_ value: Value, named name: String) -> Value {
        if value.isPoison || value.isFunction { return value }
        return .builtin(Builtin(name: name, arity: 0) { _, _, _ in value })
    }

    func bindParameters(_ clause: FunctionParameterClauseSyntax, _ values: [(label: String?, value: Value)], in scope: Scope, at range: SourceRange,
                        missing: ((String) -> Value)? = nil) throws -> [(index: Int, name: String)] {
        var inouts: [(index: Int, name: String)] = []
        var remaining = values[...]
        let parameters = Array(clause.parameters)
        for (index, p) in parameters.enumerated() {
            let label = p.firstName.written == "_" ? nil : p.firstName.written
            let name = (p.secondName ?? p.firstName).written
            if p.ellipsis != nil || p.type.is(PackExpansionTypeSyntax.self) {
                // `_ names: String...` and `_ values: repeat each T`: the argument with the
                // parameter's label and the unlabelled ones after it (none: an empty list), as an
                // array; a trailing closure goes on to a later parameter that takes one.
                var taken: [Value] = []
                if let first = remaining.first, first.label == label {
                    taken.append(first.value)
                    remaining = remaining.dropFirst()
                    let laterTakesClosure = parameters[(index + 1)...].contains { Self.isFunctionType($0.type) }
                    while let next = remaining.first, next.label == nil, !(next.value.isFunction && laterTakesClosure) {
                        taken.append(next.value)
                        remaining = remaining.dropFirst()
                    }
                }
                scope.define(name, .array(taken), constant: true)
            } else if let first = remaining.first, first.label == label && !Self.passesOver(first, parameters, at: index)
                        || Self.takesTrailingClosure(first, parameters, at: index) {
                let isInout = Self.isInout(p)
                if isInout { inouts.append((index, name)) }
                let value = typed(try builderArgument(first.value, p), as: p.type.trimmedText)
                scope.define(name, Self.isAutoclosure(p.type) ? Self.autoclosure(value, named: name) : value, constant: !isInout)
                remaining = remaining.dropFirst()
            } else if let d = p.defaultValue {
                scope.define(name, try eval(d.value, Env(scope: globals, context: nil), expected: p.type.trimmedText), constant: true)
            } else if let missing {
                scope.define(name, missing(name), constant: true)
            } else {
                diagnose(.error, "missing-argument", at: range.start, "missing argument for parameter '\(label ?? name)'")
                scope.define(name, .poison, constant: true)
            }
        }
        if let extra = remaining.first {
            diagnose(.error, "extra-argument", at: range.start, "extra argument '\(extra.label ?? "_")' in call")
        }
        return inouts
    }
}
