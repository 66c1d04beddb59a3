import EaselIR
import SwiftSyntax

/// Implicit members (`.leading`, `.secondary`, `.light`): a leading-dot name read against the
/// type its context expects — the module's enum, SwiftUI's constants, an extension's static
/// member, an optional's `.none` — and the types that take any.
extension Interpreter {
    /// The type an optional type wraps (`String?`, `Optional<String>`), or nil for any other.
    static func optionalWrapped(_ type: String) -> String? {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return nil
    }

    /// `.name` against the context type `expected`. What an open type or the SDK's constants
    /// give is kept for the node (`memo.implicitMembers`): it depends on nothing else.
    func implicitMember(_ name: String, expected: String?, at node: some SyntaxProtocol) -> Value {
        if name == "none", expected.flatMap(Self.optionalWrapped) != nil { return .null }  // Optional's own case
        let context = expected
        func kept(_ value: Value) -> Value {
            memo.implicitMembers[node] = (context, value)
            return value
        }
        guard var expected = expected?.trimmingSuffix("?"), !isOpenType(expected) else {
            // `.horizontal` where a number is expected is no number's member: an overload taking
            // a number there fits only leniently (`padding(.horizontal)` is the edges' overload,
            // not the length's). Not kept: each evaluation's overloads count it.
            if let number = expected?.trimmingSuffix("?"), Self.numericTypes.contains(number), !Self.numericMembers.contains(name),
               (try? extensionStaticMember(name, of: number)) == nil {
                implicitMemberMisses += 1
                return .symbol(IRSymbol(type: nil, name: name))
            }
            return kept(.symbol(IRSymbol(type: nil, name: name)))
        }
        // SwiftUI's type where a type nested in the module has its name (see `argument(_:for:_:)`).
        let swiftUIOnly = expected.hasPrefix(Self.swiftUIQualifier)
        if swiftUIOnly { expected.removeFirst(Self.swiftUIQualifier.count) }
        if let v = Self.foundationStatic(expected, name) { return v }  // `date: .now`
        // `state: Loadable<Void> = .notRequested`: a case of the generic enum.
        if !swiftUIOnly, let t = userType(expected) ?? (expected.utf8.contains(UInt8(ascii: "<")) ? userType(Program.extendedName(expected)) : nil) {
            // A case with associated values, written bare, is a function of them: where a static
            // property has its name (`static var modal: Self { .modal(progress: nil) }`), Swift
            // takes the property, which is of the enum's type.
            if let c = t.cases.first(where: { $0.name == name }), c.labels.isEmpty || t.staticProperty(name) == nil {
                return .symbol(IRSymbol(type: t.name, name: name))
            }
            if let p = t.staticProperty(name), let v = try? staticProperty(p, of: t) { return v }
        }
        if let typeName = sdk.typeDeclaring(constant: name, implicitlyAs: expected) {
            // G1: warned (each time, where written), kept with its older meaning.
            if sdk.membersWithAvailability.contains(name) {
                _ = apiAvailable(typeName + "." + name, at: node)
                return .symbol(IRSymbol(type: typeName, name: name))
            }
            return kept(.symbol(IRSymbol(type: typeName, name: name)))
        }
        for typeName in [expected] + sdk.implicitMemberTypes(for: expected) {
            if let v = try? extensionStaticMember(name, of: typeName) { return v }
        }
        if Self.assetSymbolTypes.contains(expected), let v = generatedAssetColor(name, at: node) { return v }
        if sdk.type(named: expected) == nil && userType(expected) == nil {
            return .symbol(IRSymbol(type: nil, name: name))  // a type Easel does not declare: keep the name
        }
        // `role: isSearch ? .search : .none`: a type without a `none` of its own is an optional
        // there (Swift accepts `.none` nowhere else), and `.none` is nil.
        if name == "none" { return .null }
        // `.label`, `.scaledHeadline`: a member the SDK declares elsewhere or an extension in a file
        // not given adds (spec R3).
        implicitMemberMisses += 1
        return unknownName(expected + "." + name, at: node, "type '\(expected)' has no member '\(name)' that Easel knows")
    }

    /// The one enum of the source with a case of this name, if exactly one has it.
    func enumDeclaring(_ caseName: String) -> UserType? {
        let owners = program.enumsDeclaring(case: caseName)
        return owners.count == 1 ? program.types[owners[0]] : nil
    }

    /// A leading dot written where no type was known (`.inbox`, a key of an empty dictionary):
    /// the case of the one enum of the module that has it; any other value as it is.
    func enumTyped(_ s: IRSymbol) -> IRSymbol {
        guard s.type == nil, let owner = enumDeclaring(s.name) else { return s }
        var typed = s
        typed.type = owner.name
        return typed
    }

    func enumTyped(_ value: Value) -> Value {
        if case .symbol(let s) = value { return .symbol(enumTyped(s)) }
        return value
    }

    /// The static members of Swift's number types a leading dot names (`.infinity`, `.pi`).
    static let numericMembers: Set<String> = ["infinity", "zero", "pi", "nan", "signalingNaN", "greatestFiniteMagnitude",
                                              "leastNormalMagnitude", "leastNonzeroMagnitude", "ulpOfOne", "max", "min"]

    /// Marks an expected type as SwiftUI's own, not the module's type of that bare name.
    static let swiftUIQualifier = "SwiftUI."

    /// Types that accept any implicit member as-is (generic parameters, `Any`, primitives).
    func isOpenType(_ t: String) -> Bool {
        // `dropFirst(2).isEmpty`: at most two characters, without counting a long name's.
        t == "Any" || t == "AnyHashable" || t == "KeyPath" || t.dropFirst(2).isEmpty || Self.swiftTypes.contains(t) && t != "Binding"
    }
}
