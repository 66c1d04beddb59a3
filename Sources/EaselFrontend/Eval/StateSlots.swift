import EaselIR
import SwiftSyntax

/// Bindings and state: where a wrapped property's value lives (a slot of the state store, a
/// binding's target), read and written.
extension Interpreter {
    func read(_ ref: BindingRef) -> Value {
        switch ref {
        case .slot(let key):
            // Nothing stored: the state began as a value Easel cannot know (R3), or is unknown's own.
            return store[key].map(value) ?? .opaque(Opaque(text: String(key.split(separator: ".").last ?? Substring(key)).trimmingPrefix("opaque:")))
        case .constant(let c): return value(c)
        case .element(let base, let index):
            let all = read(base)
            if case .array(let elements) = all, elements.indices.contains(index) { return elements[index] }
            return all.isOpaque ? all : .null
        case .member(let base, let name):
            let whole = read(base)
            if case .instance(let i) = whole { return i.stored[name] ?? .null }
            return whole.isOpaque ? whole : .null
        }
    }

    func write(_ ref: BindingRef, _ newValue: Value, at node: some SyntaxProtocol) {
        write(ref, newValue, at: program.location(of: node))
    }

    func write(_ ref: BindingRef, _ newValue: Value, at location: SourceLocation) {
        switch ref {
        case .slot(let key):
            // A value Easel cannot know, or cannot keep (an object of an unknown type, a view), makes
            // the state unknown too: it reads as an opaque value from now on (R3, R5).
            if let ir = irValue(newValue, keepingUnknown: true) {
                if store[key] != ir { stateChanges += 1 }
                store[key] = ir
            } else if !newValue.isPoison {
                stateChanges += 1
                store[key] = StateStore.unknown(String(key.split(separator: ".").last ?? Substring(key)))
                if reportedUnknowns.insert("unstorable:" + key).inserted {
                    diagnose(.note, "unstorable-state", at: location, "Easel cannot keep a \(newValue.typeName) in state; it previews it as an opaque value")
                }
            }
        case .constant:
            break
        case .element(let base, let index):
            guard case .array(var elements) = read(base), elements.indices.contains(index) else { return }
            elements[index] = newValue
            write(base, .array(elements), at: location)
        case .member(let base, let name):
            guard case .instance(let i) = read(base) else { return }
            if i.type.isReference {
                i.stored[name] = newValue
            } else {
                let changed = i.copy()
                changed.stored[name] = newValue
                write(base, .instance(changed), at: location)
            }
        }
    }

    /// The key of `@AppStorage(Keys.name)`: the expression's value when it is a string.
    private func storageKey(_ property: PropertyDecl) -> String? {
        guard let expr = property.storageKey, case .string(let key)? = try? eval(expr, Env(scope: globals, context: nil)) else { return nil }
        return key
    }

    /// The store slot behind a wrapped property of the view `context`, if it has one.
    func slot(of property: PropertyDecl, in context: SelfContext) -> BindingRef? {
        switch property.wrapper {
        case .state, .other:
            // A view's state lives in the store by its identity; a model's `@Published` or
            // `@ObservationIgnored` property is a plain stored property of the object.
            guard context.instance.type.buildsNode || context.instance.type.isApp || context.instance.type.conformances.contains("ViewModifier") else { return nil }
            return .slot(context.identity + "." + property.name)
        case .appStorage(let key): return .slot(StateStore.appStorageSlot(storageKey(property) ?? key))
        case .sceneStorage(let key): return .slot(StateStore.sceneStorageSlot(storageKey(property) ?? key))
        case .environmentObject, .query: return nil
        case .binding:
            if case .binding(let ref) = context.instance.stored[property.name] { return ref }
            if case .opaque(let o) = context.instance.stored[property.name] { return .slot(StateStore.opaqueSlot(o.text)) }
            return nil
        case .environment, nil: return nil
        }
    }
}
