import EaselIR
import SwiftSyntax

/// Properties of the source's types: stored, computed, wrapped (state, bindings, the
/// environment) and static.
extension Interpreter {
    func readProperty(_ property: PropertyDecl, of context: SelfContext, at node: some SyntaxProtocol) throws -> Value {
        if let getter = property.getter {
            return try runBody(getter, env: Env(scope: Scope(parent: globals), context: context).returning(property.typeName),
                               builds: property.isBuilder, at: program.location(of: node))
        }
        switch property.wrapper {
        case .environment(let key):
            return environmentValue(key, context, at: node)
        case .binding:
            switch context.instance.stored[property.name] {
            case .binding(let ref)?: return read(ref)
            case .opaque(let o)?: return store[StateStore.opaqueSlot(o.text)].map(value) ?? .opaque(o)
            default: return .poison
            }
        case .environmentObject(let type):
            if let object = type.flatMap({ context.environment.objects[$0] }) { return object }
            return unknownName("environment object " + (type ?? property.name), at: node,
                               "no view above injects the environment object '\(type ?? property.name)' read by '\(property.name)'", text: property.name)
        case .query:
            return .array([])
        case .state, .appStorage, .sceneStorage, .other:
            guard case .slot(let key)? = slot(of: property, in: context) else { return context.instance.stored[property.name] ?? .null }
            if let saved = store[key] { return value(saved) }
            // A wrapped property nothing initialised (its `init` is code Easel did not see run) is unknown.
            let unset: Value = property.isOptional ? .null
                : property.wrapper == .other("FocusState") && property.typeName == "Bool" ? .bool(false)  // nothing is focused at first
                : .opaque(Opaque(text: property.name))
            // An instance Easel made itself (an app) has not run its initial values yet.
            let initial = try context.instance.stored[property.name]
                ?? property.initializer.map { try eval($0, Env(scope: globals, context: nil), expected: property.typeName) } ?? unset
            if !initial.isOpaque, let ir = irValue(initial, keepingUnknown: true) { store[key] = ir }  // an object's unknown fields stay unknown
            return initial
        case nil:
            if let stored = context.instance.stored[property.name] { return stored }
            // `lazy var delegate = Delegate(parent: self)`: its initial value, made at the first
            // read, may use `self`.
            guard property.isLazy, let initializer = property.initializer else { return .poison }
            let made = try eval(initializer, Env(scope: Scope(parent: globals), context: context), expected: property.typeName)
            context.instance.stored[property.name] = made
            return made
        }
    }

    /// What `self` is in a static member: the type, through an instance with nothing stored, so
    /// the type's other static members are found by their bare names (`previews` calling
    /// `static func screen(…)`), as in a static method (see `staticCall`).
    func staticContext(of type: UserType) -> SelfContext {
        SelfContext(instance: Instance(type: type, stored: [:], range: .none), identity: type.name, environment: .init())
    }

    func staticProperty(_ property: PropertyDecl, of type: UserType) throws -> Value {
        let key = type.name + "." + property.name
        if let cached = globals.lookup(key) { return cached }
        var returned = property.typeName
        if returned == "Self", let written: Syntax = property.getter.map(Syntax.init) ?? property.initializer.map(Syntax.init) {
            returned = FunctionFacts.constrainedSelf(of: written) ?? returned
        }
        let env = Env(scope: Scope(parent: globals), context: staticContext(of: type)).returning(returned)
        let value: Value
        if let getter = property.getter {
            return try runBody(getter, env: env, builds: property.isBuilder, at: property.range.start)
        } else if let initializer = property.initializer {
            value = try eval(initializer, env, expected: property.typeName)
        } else if property.wrapper != nil, !property.isOptional {
            // `@UserDefault("key", defaultValue: false) static var flag: Bool`: a wrapper Easel
            // does not run holds it (R3).
            value = .opaque(Opaque(text: type.name + "." + property.name))
        } else {
            value = .null
        }
        globals.define(key, value, constant: true)
        return value
    }

    /// The static stored property a member access names (`Self.seen`, `Counter.count`), with its
    /// type: a `var` is an l-value, which `seen.insert(x)` and `count += 1` change.
    func staticStoredProperty(_ base: ExprSyntax, _ name: String, _ env: Env) -> (PropertyDecl, UserType)? {
        guard let ref = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let type: UserType?
        if ref.baseName.tokenKind == .keyword(.Self) {
            type = env.context?.instance.type ?? env.initializing?.type
        } else {
            guard env.scope.lookup(ref.baseName.written) == nil else { return nil }
            type = userType(ref.baseName.written, in: env)
        }
        guard let type, let property = type.staticProperty(name), property.getter == nil else { return nil }
        return (property, type)
    }

    /// Writes a static stored `var`, which lives with the globals from its first read on.
    func assignStatic(_ property: PropertyDecl, of type: UserType, _ compute: (Value) throws -> Value) throws {
        let current = try staticProperty(property, of: type)
        let key = type.name + "." + property.name
        let value = try compute(current)
        globals.define(key, value)
        assignedStatics[key] = value
    }

    /// `@Environment(\.key)`: `dismiss` closes the sheet the view is in; other common keys read
    /// as the preview's fixed values.
    private func environmentValue(_ key: String, _ context: SelfContext, at node: some SyntaxProtocol) -> Value {
        // What the variant drawn sets (V8): a text size, the direction, a size class.
        if let variant = VariantEnvironment.Key(rawValue: String(key.trimmingPrefix("."))) { return variantValue(variant, context.environment) }
        switch key.trimmingPrefix(".") {
        case "dismiss":
            let slot = context.environment.dismissSlot
            return .builtin(Builtin(name: "dismiss") { _, interpreter, _ in
                if let slot { interpreter.store[slot] = .bool(false) }
                return .void
            })
        case let action where PropertyWrapper.environmentActions.contains(String(action)):
            return .builtin(Builtin(name: key) { _, _, _ in .void })
        case "colorScheme": return .symbol(IRSymbol(type: "ColorScheme", name: context.environment.colorScheme))
        case "isPresented": return .bool(context.environment.dismissSlot.map { store[$0] == .bool(true) } ?? false)
        case "isEnabled": return .bool(true)
        case "isSearching": return .bool(false)
        case "editMode":
            return .null
        case "scenePhase": return .symbol(IRSymbol(type: "ScenePhase", name: "active"))
        case "locale", "calendar", "timeZone", "managedObjectContext", "modelContext", "undoManager", "displayScale":
            return .opaque(Opaque(text: key.trimmingPrefix(".")))
        default:
            if reportedUnknowns.insert("\\." + key).inserted {
                diagnose(.note, "unknown-environment", at: node, "environment value '\(key)' has no preview value; Easel previews it as an opaque value")
            }
            return .opaque(Opaque(text: key.trimmingPrefix(".")))
        }
    }
}
