import EaselIR
import Foundation
import SwiftSyntax

/// Assignment to l-values: locals, properties of `self`, bindings, and elements or fields of those.
extension Interpreter {
    // MARK: Assignment

    /// Assigns to an l-value: a local, a property of `self`, a binding, or an element or field
    /// of one of those. `compute` gets the current value (for `+=` and for implicit members).
    func assign(_ target: ExprSyntax, _ env: Env, _ compute: (Value) throws -> Value) throws {
        if target.is(DiscardAssignmentExprSyntax.self) { _ = try compute(.poison); return }
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            // `(a, b) = pair`: each element to its own; a value Easel cannot know gives each an unknown one.
            let value = try compute(.poison)
            let targets = tuple.elements.map(\.expression)
            for (i, element) in targets.enumerated() {
                let part: Value
                if case .tuple(let parts) = value, parts.count == targets.count { part = parts[i].value } else { part = .opaque(Opaque(text: element.trimmedText)) }
                try assign(element, env) { _ in part }
            }
            return
        }
        if let ref = target.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.written
            if name.hasPrefix("_"), let instance = env.initializing, instance.type.property(String(name.dropFirst())) != nil {
                // `_value = State(initialValue: …)`, `_selection = selection` in an init: the wrapper's storage.
                let property = String(name.dropFirst())
                instance.stored[property] = try wrappedValue(of: try compute(instance.stored[property] ?? .poison), at: target)
                return
            }
            // `wrappedValue = .loaded(x)` in an `extension Binding`: writes through `self`.
            if name == "wrappedValue", env.scope.lookup(name) == nil, case .binding(let ref)? = implicitSelf(env) {
                write(ref, try compute(read(ref)), at: target)
                return
            }
            // `self = union(with: other)` in a struct's mutating method or initializer: the
            // instance takes the new value's properties (an enum's `self` is a local, above).
            if name == "self", env.scope.lookup(name) == nil, let instance = env.initializing ?? env.context?.instance {
                if case .instance(let made) = try compute(.instance(instance)), made.type.name == instance.type.name {
                    instance.stored = made.stored
                }
                return
            }
            let current = (try? readVariable(name, env, at: target)) ?? .poison
            let newValue = try compute(current)
            try writeVariable(name, newValue, env, at: target)
            return
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.written
            // `binding.wrappedValue = height` on a `Binding` handed in: writes through it.
            if name == "wrappedValue", case .binding(let ref) = try eval(base, env) {
                write(ref, try compute(read(ref)), at: target)
                return
            }
            if let (property, type) = staticStoredProperty(base, name, env) {  // `Self.count += 1`
                guard !property.isLet else {
                    diagnose(.error, "immutable", at: target, "cannot assign to property: '\(name)' is a 'let' constant")
                    return
                }
                try assignStatic(property, of: type, compute)
                return
            }
            if let selfRef = base.as(DeclReferenceExprSyntax.self), selfRef.baseName.tokenKind == .keyword(.self) {
                if name.hasPrefix("_"), let instance = env.initializing, instance.type.property(String(name.dropFirst())) != nil {
                    let property = String(name.dropFirst())  // `self._model = StateObject(wrappedValue: …)`
                    instance.stored[property] = try wrappedValue(of: try compute(instance.stored[property] ?? .poison), at: target)
                    return
                }
                // `self.root = .init(page: root)` beside a parameter `root`: the property's value,
                // not the local's, is what the assignment changes (and the context of `.init`).
                let current: Value
                if let instance = env.initializing, instance.type.property(name) != nil {
                    current = instance.stored[name] ?? .poison
                } else if let context = env.context, let property = context.instance.type.property(name) {
                    current = (try? readProperty(property, of: context, at: target)) ?? .poison
                } else {
                    current = (try? readVariable(name, env, at: target)) ?? .poison
                }
                try writeProperty(name, try compute(current), env, at: target)
                return
            }
            // `tracker.flag = x` on a `let tracker` holding an object or an opaque value: the object
            // changes, the constant does not.
            // The same through a stored property of `self` holding a value of a type Easel does not
            // know (`playerLayer.videoGravity = …`, an AVPlayerLayer): it may be an object (R3).
            if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.written, env.scope.lookup(name) == nil,
               let held = try? readVariable(name, env, at: base), held.isUncertain {
                _ = try compute(.opaque(Opaque(text: target.trimmedText)))
                return
            }
            if let local = base.as(DeclReferenceExprSyntax.self).flatMap({ env.scope.lookup($0.baseName.written) }) {
                if local.isUncertain { _ = try compute(local); return }
                // A wrapped property's setter does not mutate its view (`view.allowAnalytics = true`
                // on a `let view`): storage writes through its key, a binding through its slot.
                if case .instance(let view) = local, let property = view.type.property(name), property.wrapper != nil, !view.type.isReference {
                    let context = SelfContext(instance: view, identity: env.context?.instance === view ? env.context!.identity : "",
                                              environment: env.context?.environment ?? .init())
                    let newValue = try compute(view.stored[name] ?? .poison)
                    guard let ref = slot(of: property, in: context) else { return }
                    if case .slot(let key) = ref, key.hasPrefix(".") { return }  // the state of a view whose identity is not known here
                    write(ref, newValue, at: target)
                    return
                }
                if case .instance(let object) = local, object.type.isReference {
                    try setMember(name, of: object, at: target, compute)
                    return
                }
            }
            // `UIPageControl.appearance().tint = x`, `Store.shared.flag = x`: a member of a value
            // no variable holds — an object's, or one Easel cannot know (R3). An object reached
            // through a constant (`view.tracker.isLoading = false`) changes in place too.
            // An element of an array of objects (`instructions[i].order = i` on a `let`) too.
            let isLValue = isLValue(base, env)
            if !isLValue || base.is(MemberAccessExprSyntax.self) || base.is(SubscriptCallExprSyntax.self) || base.is(OptionalChainingExprSyntax.self) {
                let held = try eval(base, env)
                if case .instance(let object) = held, object.type.isReference {
                    try setMember(name, of: object, at: target, compute)
                    return
                }
                if held.isUncertain { _ = try compute(held); return }
                // `self.delegate?.state = x` with no delegate: optional chaining assigns nothing.
                if case .null = held, base.is(OptionalChainingExprSyntax.self) { return }
            }
            try assign(base, env) { baseValue in
                if baseValue.isUncertain { _ = try compute(baseValue); return baseValue }
                // `url.queryParameters = [...]`: a computed property an extension of an SDK type
                // declares, through its setter, which may assign `self`.
                if baseValue.instanceType == nil, let property = self.extensionProperty(name, for: baseValue), property.accessorBlock?.setter != nil {
                    return try self.writeExtensionProperty(property, of: baseValue, try compute(try self.readExtensionProperty(property, of: baseValue)), at: target)
                }
                // `text.font = .system(size: 14)` on `var text: AttributedString = "…"`: a string
                // has no settable member, so it is an attributed one; its attributes are not drawn.
                if case .string = baseValue { _ = try compute(.opaque(Opaque(text: target.trimmedText))); return baseValue }
                // `radii.topLeading = 8` of `var radii = RectangleCornerRadii()`: a field of an SDK value.
                if case .symbol(var s) = baseValue, s.fields[name] != nil {
                    s.fields[name] = self.irValue(try compute(self.value(s.fields[name]!)), keepingUnknown: true) ?? .null
                    return .symbol(s)
                }
                guard case .instance(let instance) = baseValue else {
                    if !baseValue.isPoison { self.diagnose(.error, "not-assignable", at: target, "cannot assign to '\(name)' of a \(baseValue.typeName)") }
                    return .poison
                }
                let copy = instance.copy()
                copy.stored[name] = try compute(instance.stored[name] ?? .poison)
                return .instance(copy)
            }
            return
        }
        if let sub = target.as(SubscriptCallExprSyntax.self), let indexExpr = sub.arguments.first?.expression {
            let index = enumTyped(try eval(indexExpr, env))
            try assign(sub.calledExpression, env) { baseValue in
                // `profile[flavor] += 1`: through the subscript's getter and setter.
                if case .instance = baseValue, let decl = self.declaredSubscript(of: baseValue, labels: sub.arguments.map { $0.label?.text }) {
                    let args = [(label: sub.arguments.first?.label?.text, value: index)]
                        + (try sub.arguments.dropFirst().map { (label: $0.label?.text, value: try self.eval($0.expression, env)) })
                    let newValue = try compute(try self.readSubscript(decl, of: baseValue, args: args, env, at: target))
                    if let written = try self.writeSubscript(decl, of: baseValue, args: args, newValue, env, at: target) { return written }
                    if !baseValue.isPoison { self.diagnose(.error, "not-assignable", at: target, "cannot assign through subscript: subscript is get-only") }
                    return .poison
                }
                // `copy[keyPath: path] = value`: the member the key path names.
                if sub.arguments.first?.label?.text == "keyPath", case .keyPath(let path) = index {
                    return try self.settingMembers(path.filter { $0 != "self" }[...], of: baseValue, at: target, compute)
                }
                switch (baseValue, index) {
                case (.array(var a), .int(let i)):
                    guard a.indices.contains(i) else {
                        // On a branch taken for a condition Easel cannot know, the array stays as it was.
                        let trapped = self.trap("index-out-of-range", at: target, "index \(i) is out of range for an array of \(a.count) elements")
                        return trapped.isPoison ? trapped : baseValue
                    }
                    a[i] = try compute(a[i])
                    return .array(a)
                case (.dictionary(var pairs), _):
                    // `counts[key, default: 0] += 1`: a missing key reads as the default.
                    let fallback = try sub.arguments.dropFirst().first { $0.label?.text == "default" }.map { try self.eval($0.expression, env) }
                    let newValue = try compute(pairs.first { self.equal($0.key, index) }?.value ?? fallback ?? .null)
                    if let k = pairs.firstIndex(where: { self.equal($0.key, index) }) {
                        if case .null = newValue { pairs.remove(at: k) } else { pairs[k].value = newValue }
                    } else if !(newValue.isNull) {
                        pairs.append((index, newValue))
                    }
                    return .dictionary(pairs)
                default:
                    if baseValue.isUncertain || index.isUncertain { _ = try compute(.opaque(Opaque(text: target.trimmedText))); return baseValue }
                    if !baseValue.isPoison { self.diagnose(.error, "not-assignable", at: target, "cannot assign through a subscript of a \(baseValue.typeName)") }
                    return .poison
                }
            }
            return
        }
        // `period["dawn"]? += 1`, `selection! = x`: through the optional; on nil, optional chaining
        // assigns nothing.
        if let optional = target.as(OptionalChainingExprSyntax.self) {
            try assign(optional.expression, env) { current in current.isNull ? current : try compute(current) }
            return
        }
        if let forced = target.as(ForceUnwrapExprSyntax.self) { try assign(forced.expression, env, compute); return }
        // Into a value of a type Easel does not know (`center.info?[key] = v` on an object of
        // another framework): nothing Easel can follow changes (R3).
        if let root = Self.root(of: target), (try? readVariable(root, env, at: target))?.isUncertain ?? (env.scope.lookup(root)?.isUncertain == true) {
            _ = try compute(.opaque(Opaque(text: target.trimmedText)))
            return
        }
        diagnose(.error, "not-assignable", at: target, "cannot assign to this expression")
    }

    /// The name an assignment target starts from (`a` in `a.b?[k]!.c`).
    static func root(of target: ExprSyntax) -> String? {
        var expr = target
        while true {
            if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.written }
            if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { expr = base; continue }
            if let sub = expr.as(SubscriptCallExprSyntax.self) { expr = sub.calledExpression; continue }
            if let optional = expr.as(OptionalChainingExprSyntax.self) { expr = optional.expression; continue }
            if let forced = expr.as(ForceUnwrapExprSyntax.self) { expr = forced.expression; continue }
            return nil
        }
    }

    /// A local, else a property of the instance being made or of `self`, else a global (made at
    /// its first read: `counter += 5` in a function may be the first).
    func readVariable(_ name: String, _ env: Env, at node: some SyntaxProtocol) throws -> Value {
        if let local = env.scope.lookup(name, below: globals) { return local }
        if let instance = env.initializing, instance.stored[name] != nil || instance.type.property(name) != nil {
            return instance.stored[name] ?? .poison
        }
        if let context = env.context, let property = context.instance.type.property(name) {
            return try readProperty(property, of: context, at: node)
        }
        return try global(name) ?? .poison
    }

    func writeVariable(_ name: String, _ value: Value, _ env: Env, at node: some SyntaxProtocol) throws {
        // Locals, then `self`'s members, then the module's globals, as Swift looks a name up.
        var assigned = env.scope.assign(name, value, below: globals)
        if assigned == nil, !isMember(name, env) { assigned = globals.assign(name, value) }
        switch assigned {
        case true?: return
        case false?:
            diagnose(.error, "immutable", at: node, "cannot assign to value: '\(name)' is a 'let' constant")
            return
        case nil:
            try writeProperty(name, value, env, at: node)
        }
    }

    /// `object.name = …` on an instance: a computed property's `set { … }` runs with the instance
    /// as `self` (`userID = name` through `set(value) { underlyingUserID = value }`), its getter
    /// giving the current value; a stored property is written.
    func setMember(_ name: String, of object: Instance, at node: some SyntaxProtocol, _ compute: (Value) throws -> Value) throws {
        guard let property = object.type.property(name), property.getter != nil, let setter = property.accessorBlock?.setter else {
            object.stored[name] = try compute(object.stored[name] ?? .poison)
            return
        }
        let context = SelfContext(instance: object, identity: object.type.name, environment: .init())
        try runSetter(setter, try compute(try readProperty(property, of: context, at: node)), context, at: node)
    }

    private func runSetter(_ setter: (statements: CodeBlockItemListSyntax, newValue: String), _ value: Value, _ context: SelfContext,
                           at node: some SyntaxProtocol) throws {
        let scope = Scope(parent: globals)
        scope.define(setter.newValue, value, constant: true)
        _ = try runBody(setter.statements, env: Env(scope: scope, context: context, mutating: true), builds: false, at: program.location(of: node))
    }

    /// Whether `name` is a property of the instance being made or of `self`.
    private func isMember(_ name: String, _ env: Env) -> Bool {
        guard let type = env.initializing?.type ?? env.context?.instance.type else { return false }
        return type.property(name) != nil || type.staticProperty(name) != nil
    }

    func writeProperty(_ name: String, _ value: Value, _ env: Env, at node: some SyntaxProtocol) throws {
        if let instance = env.initializing {
            try setMember(name, of: instance, at: node) { _ in value }
            return
        }
        if let type = env.context?.instance.type, type.property(name) == nil,
           let property = type.staticProperty(name), property.getter == nil, !property.isLet {
            try assignStatic(property, of: type) { _ in value }  // `count = 0` in a static method
            return
        }
        guard let context = env.context, let property = context.instance.type.property(name) else {
            _ = unknownName(name, at: node, "cannot find '\(name)' in scope")
            return
        }
        if let ref = slot(of: property, in: context) {
            write(ref, value, at: node)
        } else if property.getter == nil, !context.instance.type.buildsNode || context.instance === instanceInInitialization,
                  context.instance.type.isReference || env.mutating {
            // A class's stored property, or `self`'s in a mutating method: the caller writes the
            // instance back where it came from (see `call`) — a view's too, while it is made.
            context.instance.stored[name] = value
        } else if case .instance(let object) = value, object.type.isReference, case .instance(let held)? = context.instance.stored[name], held === object {
            return  // `model.count += 1` on an object the view holds: the object changed, not the property
        } else if value.isOpaque || property.wrapper.map({ if case .environmentObject = $0 { return true }; return false }) == true {
            return
        } else if let setter = property.accessorBlock?.setter {
            // A computed property's `set { … }` (`count = 1` writing the `@AppStorage` it reads).
            try runSetter(setter, value, context, at: node)
        } else {
            diagnose(.error, "immutable", at: node, "cannot assign to property: 'self' is immutable (mark '\(name)' @State to change it)")
        }
    }

    /// `value` with the member `path` names set to what `compute` makes of it: a struct's copy
    /// changed (an object in place), member after member; a value Easel cannot know stays so.
    private func settingMembers(_ path: ArraySlice<String>, of value: Value, at node: ExprSyntax, _ compute: (Value) throws -> Value) throws -> Value {
        guard let name = path.first else { return try compute(value) }
        switch value {
        case .instance(let instance):
            let target = instance.type.isReference ? instance : instance.copy()
            target.stored[name] = try settingMembers(path.dropFirst(), of: instance.stored[name] ?? .poison, at: node, compute)
            return .instance(target)
        case .symbol(var s) where s.fields[name] != nil:
            s.fields[name] = irValue(try settingMembers(path.dropFirst(), of: self.value(s.fields[name]!), at: node, compute), keepingUnknown: true) ?? .null
            return .symbol(s)
        case _ where value.isUncertain || value.isPoison:
            _ = try compute(.opaque(Opaque(text: node.trimmedText)))
            return value
        default:
            diagnose(.error, "not-assignable", at: node, "cannot assign to '\(name)' of a \(value.typeName) through a key path")
            return .poison
        }
    }

    /// What a property keeps when its wrapper's storage is set (`_level = Clamped(wrappedValue:
    /// v, 0...3)`): a wrapper of the module's gives its `wrappedValue`, which is what the
    /// property reads; anything else is kept as it is.
    private func wrappedValue(of storage: Value, at node: ExprSyntax) throws -> Value {
        // Another module's wrapper (`_isHidden = Default(key)`, made as a placeholder): the value
        // it wraps is unknown (R3).
        if storage.isUncertain { return .opaque(Opaque(text: node.trimmedText)) }
        guard case .instance(let wrapper) = storage, wrapper.type.property("wrappedValue") != nil,
              !wrapper.type.buildsNode else { return storage }
        return try member("wrappedValue", of: storage, at: node, env: Env(scope: globals, context: nil))
    }
}
