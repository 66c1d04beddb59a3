import SwiftSyntax

/// Classes of the module inherit from a superclass of the module, as Swift's do: its properties
/// and the methods they do not override, its conformances, and — when they declare no designated
/// initializer of their own — its initializers (Swift's first rule of initializer inheritance).
/// A superclass of the SDK or another module (`NSObject`) gives nothing Easel can see (R3).
enum ClassInheritance {
    static func apply(to types: inout [String: UserType], classes: [String]) {
        var done = Set<String>()
        var visiting = Set<String>()
        func inherit(_ name: String) {
            guard !done.contains(name), visiting.insert(name).inserted else { return }  // a cycle is Swift's error, not a hang
            defer { visiting.remove(name); done.insert(name) }
            guard let superName = superclassName(of: types[name]), superName != name else { return }
            inherit(superName)
            guard var type = types[name], let superclass = types[superName], superclass.kind == .classType else { return }
            // Sets, not scans: a class of many members costs their number, not its square.
            let own = Set(type.properties.map { PropertyKey(name: $0.name, isStatic: $0.isStatic) })
            type.add(superclass.properties.filter { !own.contains(PropertyKey(name: $0.name, isStatic: $0.isStatic)) })
            for (method, overloads) in superclass.methods {
                let mine = type.methods[method] ?? []
                let overridden = Set(mine.map { Program.parameterLabels($0.signature.parameterClause) })
                let inherited = overloads.filter { !overridden.contains(Program.parameterLabels($0.signature.parameterClause)) }
                if !inherited.isEmpty { type.methods[method] = mine + inherited }
            }
            // With no designated initializer of its own, a subclass inherits its superclass's,
            // and has an implicit `init()` only where the superclass has.
            if !type.initializers.contains(where: { !isConvenience($0) }) {
                type.initializers += superclass.initializers
                type.keepsMemberwise = superclass.keepsMemberwise
            }
            type.subscripts += superclass.subscripts  // after its own: an override is found first
            let conformances = Set(type.conformances)
            type.conformances += superclass.conformances.filter { !conformances.contains($0) }
            types[name] = type
        }
        for name in classes { inherit(name) }
    }

    /// The module's class `type` inherits from: the first type its declaration names, if a class
    /// (of a generic one, `StandardFeedLoader<Community>`, the class itself).
    static func superclassName(of type: UserType?) -> String? {
        guard let type, type.kind == .classType, let first = type.conformances.first else { return nil }
        return Program.extendedName(first)
    }

    private struct PropertyKey: Hashable {
        let name: String
        let isStatic: Bool
    }

    static func isConvenience(_ i: InitializerDeclSyntax) -> Bool {
        i.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }
}
