/// A type conforming to a protocol of the module conforms to what that protocol refines, as in
/// Swift: `struct FormSection: PlatformView` of `protocol PlatformView: View` is a view, whose
/// `body` a `PlatformView` extension gives.
enum ProtocolRefinement {
    /// Adds to each type's conformances the protocols its own ones refine, transitively.
    static func apply(to types: inout [String: UserType], refinements: [String: [String]]) {
        guard !refinements.isEmpty else { return }
        var closures: [String: [String]] = [:]
        for name in types.keys.sorted() {
            let conformances = types[name]!.conformances
            guard conformances.contains(where: { refinements[$0] != nil }) else { continue }
            var added: [String] = []
            for c in conformances where refinements[c] != nil {
                for inherited in closure(of: c, refinements, &closures) where !conformances.contains(inherited) && !added.contains(inherited) {
                    added.append(inherited)
                }
            }
            if !added.isEmpty { types[name]!.conformances += added }
        }
    }

    /// The protocols, the more refined first (`MessageItem: Item` before `Item`), else by name:
    /// the order their extensions give conforming types their members in, the first given
    /// staying — as Swift picks the most specific protocol's member.
    static func mostRefinedFirst(_ protocols: [String], _ refinements: [String: [String]]) -> [String] {
        var known: [String: [String]] = [:]
        let depth = Dictionary(uniqueKeysWithValues: protocols.map { ($0, closure(of: $0, refinements, &known).count) })
        return protocols.sorted { depth[$0]! != depth[$1]! ? depth[$0]! > depth[$1]! : $0 < $1 }
    }

    /// Every protocol `name` refines, directly or through the module's others (a cycle, which
    /// Swift refuses, ends the walk).
    private static func closure(of name: String, _ refinements: [String: [String]], _ known: inout [String: [String]]) -> [String] {
        if let done = known[name] { return done }
        var result: [String] = [], pending = refinements[name] ?? [], seen: Set<String> = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            pending += refinements[next] ?? []
        }
        known[name] = result
        return result
    }
}
