/// A value as it appears in the IR: an argument of a view or modifier, or a piece of state.
///
/// JSON: strings, booleans, integers, `null` and arrays are written as themselves; every other
/// case is an object whose `kind` names it, so that a round trip gives back the same value
/// (a `Double` is `{"kind":"double","value":12}`, never a bare `12` that would come back as `Int`).
public indirect enum IRValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([IRValue])
    /// Ordered key/value pairs (a Swift dictionary literal keeps its source order here).
    case dictionary([IRPair])
    case range(lower: IRValue, upper: IRValue, closed: Bool)
    /// A value of a declared SDK type or of an enum in the source: `.primaryAction`,
    /// `.accessoryBar(id: "1")`, `Font.system(size: 12, weight: .bold)` (fields in key order).
    case symbol(IRSymbol)
    /// Views passed as an argument (a `label:` closure, `minimumValueLabel:`, …).
    case views([ViewNode])
    /// A two-way binding to a state slot (`$fontSize`): the slot's key in the state store.
    case binding(String)
    /// A constant binding (`.constant(true)`): its value.
    case constantBinding(IRValue)
    /// A closure kept for later (a button's action): where it starts in the source.
    case closure(SourceLocation)
    case keyPath([String])
    /// An instance of a struct declared in the source that is not a view.
    case record(type: String, fields: [IRPair])
}

public struct IRPair: Hashable, Sendable, Codable {
    public var key: IRValue
    public var value: IRValue
    public init(_ key: IRValue, _ value: IRValue) { self.key = key; self.value = value }
}

/// A member of a type: a case, a static constant or the result of a static factory.
public struct IRSymbol: Hashable, Sendable, Codable {
    /// The type's name (`ToolbarItemPlacement`, `Font`, `Font.Weight`); `nil` when the
    /// context did not say (an implicit member with no expected type).
    public var type: String?
    public var name: String
    /// Arguments of a factory and changes made by instance methods (`italic() → italic: true`),
    /// sorted by key.
    public var fields: [String: IRValue]

    public init(type: String?, name: String, fields: [String: IRValue] = [:]) {
        self.type = type
        self.name = name
        self.fields = fields
    }
}

extension IRValue: Codable {
    private enum Key: String, CodingKey { case kind, value, lower, upper, closed, type, name, fields, line, column, path, pairs }

    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() { self = .null; return }
            if let b = try? single.decode(Bool.self) { self = .bool(b); return }
            if let i = try? single.decode(Int.self) { self = .int(i); return }
            if let s = try? single.decode(String.self) { self = .string(s); return }
            if let a = try? single.decode([IRValue].self) { self = .array(a); return }
        }
        let c = try decoder.container(keyedBy: Key.self)
        let kind = try c.decode(String.self, forKey: .kind)
        switch kind {
        case "double": self = .double(try c.decode(Double.self, forKey: .value))
        case "dictionary": self = .dictionary(try c.decode([IRPair].self, forKey: .pairs))
        case "range":
            self = .range(lower: try c.decode(IRValue.self, forKey: .lower),
                          upper: try c.decode(IRValue.self, forKey: .upper),
                          closed: try c.decode(Bool.self, forKey: .closed))
        case "symbol":
            self = .symbol(IRSymbol(type: try c.decodeIfPresent(String.self, forKey: .type),
                                    name: try c.decode(String.self, forKey: .name),
                                    fields: try c.decodeIfPresent([String: IRValue].self, forKey: .fields) ?? [:]))
        case "views": self = .views(try c.decode([ViewNode].self, forKey: .value))
        case "binding": self = .binding(try c.decode(String.self, forKey: .value))
        case "constantBinding": self = .constantBinding(try c.decode(IRValue.self, forKey: .value))
        case "closure":
            self = .closure(SourceLocation(line: try c.decode(Int.self, forKey: .line),
                                           column: try c.decode(Int.self, forKey: .column)))
        case "keyPath": self = .keyPath(try c.decode([String].self, forKey: .path))
        case "record":
            self = .record(type: try c.decode(String.self, forKey: .type),
                           fields: try c.decode([IRPair].self, forKey: .fields))
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "unknown value kind '\(kind)'")
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .null: var s = encoder.singleValueContainer(); try s.encodeNil()
        case .bool(let b): var s = encoder.singleValueContainer(); try s.encode(b)
        case .int(let i): var s = encoder.singleValueContainer(); try s.encode(i)
        case .string(let v): var s = encoder.singleValueContainer(); try s.encode(v)
        case .array(let a): var s = encoder.singleValueContainer(); try s.encode(a)
        default:
            var c = encoder.container(keyedBy: Key.self)
            switch self {
            case .double(let d):
                try c.encode("double", forKey: .kind); try c.encode(d, forKey: .value)
            case .dictionary(let pairs):
                try c.encode("dictionary", forKey: .kind); try c.encode(pairs, forKey: .pairs)
            case .range(let lower, let upper, let closed):
                try c.encode("range", forKey: .kind)
                try c.encode(lower, forKey: .lower); try c.encode(upper, forKey: .upper); try c.encode(closed, forKey: .closed)
            case .symbol(let s):
                try c.encode("symbol", forKey: .kind)
                try c.encodeIfPresent(s.type, forKey: .type)
                try c.encode(s.name, forKey: .name)
                if !s.fields.isEmpty { try c.encode(s.fields, forKey: .fields) }
            case .views(let v): try c.encode("views", forKey: .kind); try c.encode(v, forKey: .value)
            case .binding(let k): try c.encode("binding", forKey: .kind); try c.encode(k, forKey: .value)
            case .constantBinding(let v): try c.encode("constantBinding", forKey: .kind); try c.encode(v, forKey: .value)
            case .closure(let at):
                try c.encode("closure", forKey: .kind); try c.encode(at.line, forKey: .line); try c.encode(at.column, forKey: .column)
            case .keyPath(let p): try c.encode("keyPath", forKey: .kind); try c.encode(p, forKey: .path)
            case .record(let type, let fields):
                try c.encode("record", forKey: .kind); try c.encode(type, forKey: .type); try c.encode(fields, forKey: .fields)
            default: break
            }
        }
    }
}

extension IRValue {
    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }
    public var symbolValue: IRSymbol? { if case .symbol(let s) = self { return s }; return nil }
    public var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
    /// A number that is one (not NaN, not infinite): what a radius, a width or a location can be.
    public var finiteDouble: Double? { doubleValue.flatMap { $0.isFinite ? $0 : nil } }
    public var viewsValue: [ViewNode]? { if case .views(let v) = self { return v }; return nil }
}
