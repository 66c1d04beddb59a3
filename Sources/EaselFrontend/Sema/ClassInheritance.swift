import SwiftSyntax

/// Classes of the module inherit from a superclass of the module, as Swift's do: its properties
/// and the methods they do not override, its conformances, and — when they declare no designated
/// initializer of their own — its initializers (Swift's first rule of initializer inheritance).
/// A superclass of the SDK or another module (`NSObject`) gives nothing Easel can see (R3).
enum ClassInheritance {
    static func apply(to types: inout [String: UserType], in order: [String]) {
        var done = Set<String>()
        var visiting = Set<String>()
        func inherit(_ name: String) {
            guard !done.contains(name), visiting.insert(name).inserted else { return }  // a cycle is Swift's error, not a hang
            defer { visiting.remove(name); done.insert(name) }
            guard let superName = superclassName(of: types[name]), superName != name else { return }
            inherit(superName)
            guard var type = types[name], let superclass = types[superName], superclass.kind == .classType else { return }
            for p in superclass.properties where !type.properties.contains(where: { $0.name == p.name && $0.isStatic == p.isStatic }) {
                type.add([p])
            }
            for (method, overloads) in superclass.methods {
                let own = type.methods[method] ?? []
                let inherited = overloads.filter { f in !own.contains { labels(of: $0.signature.parameterClause) == labels(of: f.signature.parameterClause) } }
                if !inherited.isEmpty { type.methods[method] = own + inherited }
            }
            if !type.initializers.contains(where: { !isConvenience($0) }) { type.initializers += superclass.initializers }
            type.conformances += superclass.conformances.filter { !type.conformances.contains($0) }
            types[name] = type
        }
        for name in order { inherit(name) }
    }

    /// The module's class `type` inherits from: the first type its declaration names, if a class.
    static func superclassName(of type: UserType?) -> String? {
        guard let type, type.kind == .classType, let first = type.conformances.first else { return nil }
        return first
    }

    private static func labels(of clause: FunctionParameterClauseSyntax) -> [String] {
        clause.parameters.map(\.firstName.text)
    }

    private static func isConvenience(_ i: InitializerDeclSyntax) -> Bool {
        i.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }
}
