import EaselIR
import Foundation
import SwiftSyntax

/// The parts of Swift's standard library that view code commonly uses: properties and methods
/// of strings, numbers, arrays, dictionaries and ranges.
extension Value {
    /// A closure or a function the evaluator provides (a bound method, an operator).
    var isFunction: Bool {
        switch self {
        case .closure, .builtin: return true
        default: return false
        }
    }

    /// What can be applied to one value: a function, or a key path literal, which Swift takes
    /// as a function from its root (`map(\.name)`, `alert(item:content: \.alert)`; SE-0249).
    var appliesToOne: Bool {
        if case .keyPath = self { return true }
        return isFunction
    }

    /// A closure's declared parameters (`$0`, `$1` counted as Swift infers them from their use);
    /// a source function's own; 2 for another builtin, which takes what it is given.
    var parameterCount: Int {
        if case .builtin(let b) = self { return b.arity ?? 2 }
        guard case .closure(let c) = self else { return 2 }
        if let named = c.syntax.namedParameterCount { return named }
        let used = c.syntax.statements.tokens(viewMode: .sourceAccurate).compactMap { token -> Int? in
            guard case .dollarIdentifier(let name) = token.tokenKind else { return nil }
            return Int(name.dropFirst()).map { $0 + 1 }
        }
        return used.max() ?? 0
    }
}

extension ClosureExprSyntax {
    /// How many parameters the closure names (`{ a, b in … }`, `{ (a: Int) in … }`); nil when
    /// it names none (it may use `$0`).
    var namedParameterCount: Int? {
        switch signature?.parameterClause {
        case .simpleInput(let list)?: return list.count
        case .parameterClause(let p)?: return p.parameters.count
        case nil: return nil
        }
    }
}

extension Interpreter {
    /// Sequence methods a dictionary answers with its pairs (`filter` is not one: it keeps a dictionary).
    static let pairMethods: Set<String> = ["map", "compactMap", "sorted", "reduce", "min", "max", "contains", "first", "enumerated", "forEach"]
    static let mutatingMethods: Set<String> = ["toggle", "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "sort", "shuffle", "reverse"]

    func builtinProperty(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch (base, name) {
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? .null
        case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? .null
        case (.string(let s), "description"): return .string(s)
        case (.string(let s), "capitalized"), (.string(let s), "localizedCapitalized"): return .string(s.capitalized)
        case (.string(let s), "localizedUppercase"): return .string(s.uppercased())
        case (.string(let s), "localizedLowercase"): return .string(s.lowercased())
        case (.array(let a), "count"): return .int(a.count)
        case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
        case (.array(let a), "first"): return a.first ?? .null
        case (.array(let a), "last"): return a.last ?? .null
        case (.array(let a), "indices"): return .range(lower: .int(0), upper: .int(a.count), closed: false)
        case (.dictionary(let d), "count"): return .int(d.count)
        case (.dictionary(let d), "isEmpty"): return .bool(d.isEmpty)
        case (.dictionary(let d), "keys"): return .array(d.map(\.key))
        case (.dictionary(let d), "values"): return .array(d.map(\.value))
        case (.int(let i), "description"): return .string(String(i))
        case (.double(let d), "description"): return .string(String(d))
        case (.bool(let b), "description"): return .string(b ? "true" : "false")
        case (.int(let i), "magnitude"): return .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude))
        case (.double(let d), "magnitude"): return .double(d.magnitude)
        case (.double(let d), "isNaN"): return .bool(d.isNaN)
        case (.range(let l, let u, let closed), "count"):
            if case .int(let a) = l, case .int(let b) = u { return .int(max(0, b - a + (closed ? 1 : 0))) }
        case (.range(let l, _, _), "lowerBound"): return l
        case (.range(_, let u, _), "upperBound"): return u
        case (.tuple(let t), _):
            if let v = t.first(where: { $0.label == name })?.value { return v }
            if let i = Int(name), t.indices.contains(i) { return t[i].value }
        default: break
        }
        return nil
    }

    func builtinMethod(_ name: String, of base: Value, args: [(label: String?, value: Value)], env: Env, at node: some SyntaxProtocol) throws -> Value? {
        if args.contains(where: { $0.value.isPoison }) { return .poison }
        // A dictionary is a sequence of `(key:value:)` pairs: its `map`, `sorted(by:)`, `reduce`…
        // are those of the pairs, as `for (key, value) in` visits them.
        if case .dictionary = base, Self.pairMethods.contains(name) {
            return try builtinMethod(name, of: .array(try iterate(base, at: node)), args: args, env: env, at: node)
        }
        let first = args.first?.value
        switch (base, name, first) {
        case (.string(let s), "uppercased", nil): return .string(s.uppercased())
        case (.string(let s), "lowercased", nil): return .string(s.lowercased())
        case (.string(let s), "capitalized", nil): return .string(s.capitalized)
        case (.string(let s), "hasPrefix", .string(let p)?): return .bool(s.hasPrefix(p))
        case (.string(let s), "hasSuffix", .string(let p)?): return .bool(s.hasSuffix(p))
        case (.string(let s), "contains", .string(let p)?): return .bool(s.contains(p))
        case (.string(let s), "localizedCaseInsensitiveContains", .string(let p)?), (.string(let s), "localizedStandardContains", .string(let p)?):
            return .bool(s.localizedStandardContains(p))
        case (.string(let s), "trimmingCharacters", let set?):
            // `.whitespaces`, `.alphanumerics.inverted`, `CharacterSet(charactersIn: "#")`; a set Easel cannot know gives unknown text.
            guard case .symbol(let symbol) = set, let characters = CharacterSets.set(of: symbol) else { return .opaque(Opaque(text: "trimmingCharacters(…)")) }
            return .string(s.trimmingCharacters(in: characters))
        case (.string(let s), "replacingOccurrences", .string(let of)?):
            guard args.count == 2, case .string(let with) = args[1].value, !of.isEmpty else { break }
            return .string(try checkString(s.replacingOccurrences(of: of, with: with), at: node))
        case (.string(let s), "split", _), (.string(let s), "components", _):
            guard case .string(let separator)? = first, let c = separator.first else { break }
            let parts = name == "split" ? s.split(separator: c).map(String.init) : s.components(separatedBy: separator)
            return .array(parts.map(Value.string))
        case (.string(let s), "prefix", .int(let n)?): return .string(String(s.prefix(max(0, n))))
        case (.string(let s), "suffix", .int(let n)?): return .string(String(s.suffix(max(0, n))))
        case (.string(let s), "dropFirst", _): return .string(String(s.dropFirst(max(0, first?.asDouble.map(Int.init) ?? 1))))
        case (.string(let s), "dropLast", _): return .string(String(s.dropLast(max(0, first?.asDouble.map(Int.init) ?? 1))))
        case (.int(let i), "formatted", _): return .string(String(i))
        case (.double(let d), "formatted", _): return .string(String(format: "%g", d))
        case (.int(let i), "isMultiple", .int(let of)?): return .bool(of == 0 ? i == 0 : i % of == 0)
        case (.double(let d), "truncatingRemainder", let by?) where args[0].label == "dividingBy" && by.asDouble != nil:
            return .double(d.truncatingRemainder(dividingBy: by.asDouble!))
        case (.double(let d), "remainder", let by?) where args[0].label == "dividingBy" && by.asDouble != nil:
            return .double(d.remainder(dividingBy: by.asDouble!))
        case (.array(let a), "contains", let v?):
            if v.appliesToOne { return .bool(try a.contains { try holds(v, $0, at: node) }) }
            return .bool(a.contains { equal($0, v) })
        case (.array(let a), "firstIndex", let v?):
            if v.appliesToOne { return try a.firstIndex { try holds(v, $0, at: node) }.map(Value.int) ?? .null }
            return a.firstIndex { equal($0, v) }.map(Value.int) ?? .null
        case (.array(let a), "first", let f?) where f.appliesToOne: return try a.first { try holds(f, $0, at: node) } ?? .null
        case (.array(let a), "map", let f?) where f.appliesToOne: return .array(try a.map { try apply(f, args: [(nil, $0)], at: node) })
        case (.array(let a), "flatMap", let f?) where f.appliesToOne:
            // Each element's array joined; of a closure giving optionals, those not nil (`compactMap`'s older name).
            return .array(try a.flatMap { x -> [Value] in
                let y = try apply(f, args: [(nil, x)], at: node)
                if case .array(let inner) = y { return inner }
                return y.isNull ? [] : [y]
            })
        case (.array(let a), "compactMap", let f?) where f.appliesToOne: return .array(try a.map { try apply(f, args: [(nil, $0)], at: node) }.filter { !$0.isNull })
        case (.array(let a), "filter", let f?) where f.appliesToOne: return .array(try a.filter { try holds(f, $0, at: node) })
        case (.array(let a), "forEach", let f?) where f.appliesToOne:
            for x in a { _ = try apply(f, args: [(nil, x)], at: node) }
            return .void
        case (.array(let a), "reduce", let initial?) where args.first?.label == "into":
            guard args.count == 2, case .closure(let c) = args[1].value else { break }
            return try a.reduce(initial) { try callClosure(c, changing: $0, [$1], at: .none) }
        case (.array(let a), "reduce", let initial?):
            // `reduce(0) { $0 + $1 }`, and an operator as the function: `reduce(0, +)`.
            guard args.count == 2, args[1].value.isFunction else { break }
            return try a.reduce(initial) { try apply(args[1].value, args: [(nil, $0), (nil, $1)], at: Syntax(program.source.tree)) }
        // Of elements Easel cannot know, strings or arrays: unknown.
        case (.array(let a), "joined", nil) where a.contains(where: \.isUncertain) && !a.contains(where: { if case .string = $0 { return true } else { return false } }):
            return .opaque(Opaque(text: "joined()"))
        // `[[1], [2, 3]].joined()`: the arrays one after the other (`flatMap { $0 }`).
        case (.array(let a), "joined", nil) where !a.isEmpty && a.allSatisfy({ if case .array = $0 { return true } else { return false } }):
            return .array(a.flatMap { if case .array(let inner) = $0 { return inner } else { return [] } })
        case (.array(let a), "joined", _):
            let separator: String
            if case .string(let s)? = first { separator = s } else { separator = "" }
            return .string(try checkString(a.map(describe).joined(separator: separator), at: node))
        case (.array(let a), "enumerated", nil): return .array(a.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case (.array(let a), "reversed", nil): return .array(a.reversed())
        case (.range, "reversed", nil): return .array(try iterate(base, at: node).reversed())  // `(1...60).reversed()`
        // A `Set`'s algebra, on the array Easel keeps a set as: the first one's order, then the other's.
        case (.array(let a), "union", .array(let b)?):
            var union = DistinctValues(a, equal)
            for x in b { union.insert(x, equal) }
            return .array(union.values)
        case (.array(let a), "intersection", .array(let b)?), (.array(let a), "subtracting", .array(let b)?):
            let other = DistinctValues(b, equal)
            return .array(a.filter { other.contains($0, equal) == (name == "intersection") })
        case (.array(let a), "sorted", nil): return .array(try sortValues(a, at: node))
        case (.array(let a), "sorted", let ordering?) where ordering.isFunction: return .array(try sortValues(a, by: ordering))
        case (.array(let a), "sorted", let comparators?) where args[0].label == "using":
            return try sortValues(a, using: comparators, at: node).map(Value.array) ?? .opaque(Opaque(text: "sorted(using:)"))
        case (.array(let a), "min", let ordering?) where ordering.isFunction, (.array(let a), "max", let ordering?) where ordering.isFunction:
            guard var best = a.first else { return .null }
            for x in a.dropFirst() where try isOrdered(ordering, name == "min" ? x : best, name == "min" ? best : x) { best = x }
            return best
        case (.array(let a), "prefix", .int(let n)?): return .array(Array(a.prefix(max(0, n))))
        case (.array(let a), "suffix", .int(let n)?): return .array(Array(a.suffix(max(0, n))))
        case (.array(let a), "dropFirst", _): return .array(Array(a.dropFirst(max(0, first?.asDouble.map(Int.init) ?? 1))))
        case (.array(let a), "dropLast", _): return .array(Array(a.dropLast(max(0, first?.asDouble.map(Int.init) ?? 1))))
        case (.array(let a), "randomElement", nil): return a.first ?? .null  // deterministic previews
        case (.array(let a), "shuffled", nil): return .array(a)  // deterministic previews: the order as written
        case (.array(let a), "shuffled", _) where args.count == 1 && args[0].label == "using": return .array(a)
        case (.array(let a), "randomElement", _) where args.count == 1 && args[0].label == "using": return a.first ?? .null
        case (.array(let a), "elementsEqual", .array(let b)?) where args.count == 1:
            return .bool(a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) })
        case (.range, "contains", let v?):
            if case .range(let l, let u, let closed) = base, let x = v.asDouble, let lo = l.asDouble, let hi = u.asDouble {
                return .bool(x >= lo && (closed ? x <= hi : x < hi))
            }
            if v.isUncertain { return .opaque(Opaque(text: "contains(\(describe(v)))")) }  // of a value Easel cannot know (R3)
        case (.range, "forEach", let f?) where f.appliesToOne:
            for x in try iterate(base, at: node) { _ = try apply(f, args: [(nil, x)], at: node) }
            return .void
        case (.range, "map", .closure(let c)?): return .array(try iterate(base, at: node).map { try callClosure(c, [$0], at: .none) })
        case (.dictionary(let d), "keys", nil): return .array(d.map(\.key))
        default: break
        }
        return nil
    }

    /// Whether `predicate(element)` holds; one Easel cannot know holds, as R5 decides a condition
    /// (`sales.first { $0.name == name }` of a name from another framework finds a sale, not nil).
    private func holds(_ predicate: Value, _ element: Value, at node: some SyntaxProtocol) throws -> Bool {
        let result = try apply(predicate, args: [(nil, element)], at: node)
        return result.asBool ?? opaqueCondition(result) ?? false
    }

    /// Whether `ordering(a, b)` holds, for a closure or an operator passed as a function.
    private func isOrdered(_ ordering: Value, _ a: Value, _ b: Value) throws -> Bool {
        try apply(ordering, args: [(nil, a), (nil, b)], at: Syntax(program.source.tree)).asBool == true
    }

    /// `sorted(by: <)`, `sorted { $0.date > $1.date }`: the standard library's sort, which keeps
    /// equal elements in order (an insertion of each element was quadratic in their number).
    private func sortValues(_ a: [Value], by ordering: Value) throws -> [Value] {
        try a.sorted { try isOrdered(ordering, $0, $1) }
    }

    /// `sorted(using: sortOrder)` of a `Table`'s `[KeyPathComparator(\Order.date, order: .reverse)]`:
    /// by the value each comparator's key path reads, the next breaking a tie; nil when a
    /// comparator or a value read is one Easel cannot order (the order is then unknown, R3).
    private func sortValues(_ a: [Value], using comparators: Value, at node: some SyntaxProtocol) throws -> [Value]? {
        let given: [Value]
        if case .array(let list) = comparators { given = list } else { given = [comparators] }
        let keys = given.compactMap { value -> (path: [String], reverse: Bool)? in
            guard case .symbol(let s) = value, s.type == "KeyPathComparator", case .keyPath(let path)? = s.fields["keyPath"] else { return nil }
            return (path, s.fields["order"]?.symbolValue?.name == "reverse")
        }
        guard keys.count == given.count else { return nil }
        // Each element's keys read once.
        let read = try a.map { element in try keys.map { try apply(.keyPath($0.path), args: [(nil, element)], at: node) } }
        var unordered = false
        let order = try a.indices.sorted { i, j in
            for (k, key) in keys.enumerated() {
                guard let less = try orderedPair(read[i][k], read[j][k]) else { unordered = true; return false }
                if less.ascending { return !key.reverse }
                if less.descending { return key.reverse }
            }
            return false
        }
        return unordered ? nil : order.map { a[$0] }
    }

    /// How two values a key path read compare — numbers, strings, dates, a module's `Comparable`
    /// type — or nil when Easel cannot order them.
    func orderedPair(_ x: Value, _ y: Value) throws -> (ascending: Bool, descending: Bool)? {
        if let a = x.asDouble ?? x.dateSymbol.map(Self.instant), let b = y.asDouble ?? y.dateSymbol.map(Self.instant) { return (a < b, b < a) }
        if case .string(let a) = x, case .string(let b) = y { return (a < b, b < a) }
        guard let less = try declaredLess(x, y), let more = try declaredLess(y, x) else { return nil }
        return (less, more)
    }

    private func sortValues(_ a: [Value], at node: some SyntaxProtocol) throws -> [Value] {
        if a.allSatisfy({ $0.asDouble != nil }) { return a.sorted { $0.asDouble! < $1.asDouble! } }
        if a.allSatisfy({ if case .string = $0 { return true }; return false }) { return a.sorted { describe($0) < describe($1) } }
        if a.contains(where: \.isUncertain) { return a }  // an order Easel cannot know: as it is (R3)
        // Values of a type of the module that is `Comparable`: by its `<`.
        if a.count < 2 { return a }
        if try declaredLess(a[0], a[1]) != nil { return try a.sorted { try declaredLess($0, $1) == true } }
        diagnose(.error, "type-mismatch", at: node, "sorted() needs numbers, strings or values of a Comparable type")
        return a
    }

    /// A mutating method on a value: the new value, and what the call returns.
    func mutate(_ current: Value, _ name: String, _ args: [(label: String?, value: Value)], at node: some SyntaxProtocol) throws -> (Value, Value) {
        if current.isPoison || args.contains(where: { $0.value.isPoison }) { return (current, .poison) }
        if case .opaque(let o) = current { return (current, opaqueMember(o, name)) }
        let first = args.first?.value
        switch (current, name) {
        case (.bool(let b), "toggle"): return (.bool(!b), .void)
        case (.array(var a), "append"):
            guard let v = first else { break }
            if args.first?.label == "contentsOf", case .array(let more) = v { a += more } else { a.append(v) }
            try checkSize(a.count, at: node)
            return (.array(a), .void)
        case (.array(var a), "insert") where args.count == 1 && args.first?.label == nil:
            // `set.insert(member)` (a Set is an array here): added unless already there.
            guard let member = first else { break }
            if a.contains(where: { equal($0, member) }) { return (current, .tuple([("inserted", .bool(false)), ("memberAfterInsert", member)])) }
            a.append(member)
            try checkSize(a.count, at: node)
            return (.array(a), .tuple([("inserted", .bool(true)), ("memberAfterInsert", member)]))
        case (.array(var a), "insert"):
            guard args.count == 2, case .int(let i) = args[1].value, let v = first else { break }
            guard i >= 0, i <= a.count else {
                return (current, trap("index-out-of-range", at: node, "index \(i) is out of range for insertion into \(a.count) elements"))
            }
            a.insert(v, at: i)
            try checkSize(a.count, at: node)
            return (.array(a), .void)
        case (.array(var a), "remove") where args.first?.label == nil:
            // `set.remove(member)` (a Set is an array here): the member goes, and is returned.
            guard let member = first else { break }
            guard let i = a.firstIndex(where: { equal($0, member) }) else { return (current, .null) }
            let removed = a.remove(at: i)
            return (.array(a), removed)
        case (.array(var a), "remove"):
            guard case .int(let i)? = first else { break }
            guard a.indices.contains(i) else {
                return (current, trap("index-out-of-range", at: node, "index \(i) is out of range for an array of \(a.count) elements"))
            }
            let removed = a.remove(at: i)
            return (.array(a), removed)
        case (.array(let a), "removeAll"):
            if case .closure(let c)? = first { return (.array(try a.filter { try callClosure(c, [$0], at: .none).asBool != true }), .void) }
            return (.array([]), .void)
        case (.array(var a), "removeLast") where args.count == 1, (.array(var a), "removeFirst") where args.count == 1:
            // `path.removeLast(path.count)`: the last (first) k elements go.
            guard case .int(let k)? = first else { break }
            guard k >= 0, k <= a.count else {
                return (current, trap("index-out-of-range", at: node, "can't remove \(k) elements from a collection of \(a.count)"))
            }
            if name == "removeLast" { a.removeLast(k) } else { a.removeFirst(k) }
            return (.array(a), .void)
        case (.array(var a), "removeLast"), (.array(var a), "removeFirst"):
            guard !a.isEmpty else {
                return (current, trap("index-out-of-range", at: node, "can't remove from an empty collection"))
            }
            let removed = name == "removeLast" ? a.removeLast() : a.removeFirst()
            return (.array(a), removed)
        case (.array(let a), "sort"):
            if let ordering = first, ordering.isFunction { return (.array(try sortValues(a, by: ordering)), .void) }
            if let comparators = first, args[0].label == "using" {
                return (try sortValues(a, using: comparators, at: node).map(Value.array) ?? .opaque(Opaque(text: "sort(using:)")), .void)
            }
            return (.array(try sortValues(a, at: node)), .void)
        case (.array(let a), "reverse"): return (.array(a.reversed()), .void)
        case (.array, "shuffle"): return (current, .void)  // deterministic previews
        case (.string(let s), "append"):
            guard case .string(let t)? = first else { break }
            return (.string(try checkString(s + t, at: node)), .void)
        case (.string(let s), "removeAll"): _ = s; return (.string(""), .void)
        case (.dictionary(let d), "removeAll"): _ = d; return (.dictionary([]), .void)
        default: break
        }
        // `text.append(value)` with a value Easel cannot know: the result is unknown too (R3).
        // So is a Foundation value changed by a method Easel does not follow (`url.append(queryItems:)`).
        if args.contains(where: { $0.value.isUncertain }) || current.isFoundationSymbol {
            return (.opaque(Opaque(text: node.trimmedText)), .opaque(Opaque(text: name)))
        }
        diagnose(.error, "unknown-member", at: node, "value of type '\(current.typeName)' has no mutating member '\(name)' taking these arguments")
        return (current, .poison)
    }
}
