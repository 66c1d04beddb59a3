import EaselIR
import SwiftSyntax

/// Runtime values to the IR's and back: what a view's arguments, state and the render JSON hold.
extension Interpreter {
    /// Plain data as an IR value; `nil` for what cannot leave the evaluator (closures, views).
    /// `keepingUnknown`: a value Easel cannot know stays one (for state and an enum case's
    /// associated values, which are read back), instead of becoming its source text (for display).
    func irValue(_ v: Value, keepingUnknown: Bool = false) -> IRValue? {
        var path: Set<ObjectIdentifier> = []
        return irValue(v, keepingUnknown: keepingUnknown, path: &path)
    }

    /// `path`: the instances being converted, outermost first. An object graph with a cycle
    /// (`node.parent.children` holding `node`) cannot leave as plain data: it is `nil`, as a
    /// closure is, instead of recursing without end.
    private func irValue(_ v: Value, keepingUnknown: Bool, path: inout Set<ObjectIdentifier>) -> IRValue? {
        func irValue(_ v: Value) -> IRValue? { self.irValue(v, keepingUnknown: keepingUnknown, path: &path) }
        switch v {
        case .void, .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .array(let a):
            var out: [IRValue] = []
            out.reserveCapacity(a.count)
            for e in a { guard let x = irValue(e) else { return nil }; out.append(x) }
            return .array(out)
        case .dictionary(let pairs):
            var out: [IRPair] = []
            for p in pairs { guard let k = irValue(p.key), let x = irValue(p.value) else { return nil }; out.append(IRPair(k, x)) }
            return .dictionary(out)
        case .tuple(let elements) where keepingUnknown && elements.contains(where: { $0.label != nil }):
            var fields: [IRPair] = []
            for e in elements { guard let x = irValue(e.value) else { return nil }; fields.append(IRPair(.string(e.label ?? ""), x)) }
            return .record(type: StateStore.labeledTupleType, fields: fields)
        case .tuple(let elements):
            var out: [IRValue] = []
            for e in elements { guard let x = irValue(e.value) else { return nil }; out.append(x) }
            return .array(out)
        case .range(let lower, let upper, let closed):
            guard let l = irValue(lower), let u = irValue(upper) else { return nil }
            return .range(lower: l, upper: u, closed: closed)
        case .symbol(let s): return .symbol(s)
        case .keyPath(let p): return .keyPath(p)
        case .binding(let ref):
            switch ref {
            case .slot(let k): return .binding(k)
            case .constant(let c): return .constantBinding(c)
            case .element, .member: return nil  // a binding into a value is not kept in state; the value is
            }
        case .opaque(let o): return keepingUnknown ? StateStore.unknown(o.text) : .string(o.text)
        case .instance(let i) where !i.type.buildsNode && !i.type.isApp:
            guard path.insert(ObjectIdentifier(i)).inserted else { return nil }
            defer { path.remove(ObjectIdentifier(i)) }
            var fields: [IRPair] = []
            fields.reserveCapacity(i.stored.count)
            for (key, field) in i.stored.sorted(by: { $0.key < $1.key }) {
                guard let x = irValue(field) ?? (keepingUnknown ? Self.unknownField(field) : nil) else { return nil }
                fields.append(IRPair(.string(key), x))
            }
            return .record(type: i.type.name, fields: fields)
        default: return nil
        }
    }

    /// An enum case's associated value as its symbol keeps it: a handler (`case button(action:
    /// () -> Void)`), which cannot leave the evaluator, is an unknown value when the case is
    /// matched (`case .button(let action)`), not nil.
    func associatedValue(_ v: Value) -> IRValue {
        irValue(v, keepingUnknown: true) ?? Self.unknownField(v) ?? .null
    }

    /// An object's field Easel cannot keep — a value of another module's type (`monitor =
    /// NWPathMonitor()`), a handler — is unknown once kept, rather than the whole object.
    private static func unknownField(_ v: Value) -> IRValue? {
        switch v {
        case .node(let n) where n.origin == .placeholder: return StateStore.unknown(n.kind)
        case .closure, .builtin: return StateStore.unknown("closure")
        default: return nil
        }
    }

    func value(_ ir: IRValue) -> Value {
        switch ir {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .array(let a): return .array(a.map(value))
        case .dictionary(let pairs): return .dictionary(pairs.map { (value($0.key), value($0.value)) })
        case .range(let l, let u, let closed): return .range(lower: value(l), upper: value(u), closed: closed)
        case .symbol(let s) where s.type == StateStore.unknownType: return .opaque(Opaque(text: s.name))
        case .symbol(let s): return .symbol(s)
        case .keyPath(let p): return .keyPath(p)
        case .binding(let k): return .binding(.slot(k))
        case .constantBinding(let c): return .binding(.constant(c))
        case .record(StateStore.labeledTupleType, let fields):
            return .tuple(fields.map { (label: $0.key.stringValue.flatMap { $0.isEmpty ? nil : $0 }, value: value($0.value)) })
        case .record(let type, let fields):
            guard let t = userType(type) else { return .poison }
            // Sized at once: a state object read in every row is made again at every read.
            var stored: [String: Value] = [:]
            stored.reserveCapacity(fields.count)
            for f in fields { if case .string(let k) = f.key { stored[k] = value(f.value) } }
            return .instance(Instance(type: t, stored: stored, range: .none))
        case .views, .closure: return .poison
        }
    }
}
