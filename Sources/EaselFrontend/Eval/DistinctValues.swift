/// Values kept once each, in the order first seen, as a `Set` keeps them (Easel holds a set as
/// an array): numbers, strings, Booleans and plain symbols are found by hashing, so a set of n of
/// them costs linear time; any other value by `equal` among the other such values.
struct DistinctValues {
    private(set) var values: [Value] = []
    private var keys: Set<String> = []
    private var others: [Value] = []

    init() {}

    init(_ values: [Value], _ equal: (Value, Value) -> Bool) {
        for value in values { insert(value, equal) }
    }

    /// Adds `value` unless an equal one is there; whether it was added.
    @discardableResult
    mutating func insert(_ value: Value, _ equal: (Value, Value) -> Bool) -> Bool {
        if let key = Self.key(value) {
            guard keys.insert(key).inserted else { return false }
        } else {
            guard !others.contains(where: { equal($0, value) }) else { return false }
            others.append(value)
        }
        values.append(value)
        return true
    }

    func contains(_ value: Value, _ equal: (Value, Value) -> Bool) -> Bool {
        if let key = Self.key(value) { return keys.contains(key) }
        return others.contains { equal($0, value) }
    }

    /// A key equal for exactly the values `Interpreter.equal` holds equal (numbers by their
    /// value, `1` as `1.0`; symbols by name); nil for values compared otherwise.
    private static func key(_ value: Value) -> String? {
        switch value {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return "\"" + s
        case .symbol(let s) where s.fields.isEmpty: return "." + s.name
        default: return value.asDouble.map { "#\($0)" }
        }
    }
}
