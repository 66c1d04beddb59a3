/// Swift's memberwise initializer of a struct declared in the source: which stored properties it
/// takes, which it may leave out, and how an unlabelled trailing closure fills them (SE-0286).
extension Interpreter {
    /// The stored properties the memberwise initializer takes, in order.
    func memberwiseProperties(of type: UserType) -> [PropertyDecl] {
        type.storedProperties.filter { property in
            if property.isLet && property.initializer != nil { return false }
            switch property.wrapper {
            case .environment?, .environmentObject?, .query?: return false
            default: return true
            }
        }
    }

    /// The parameters of a type's memberwise initializer, worked out once per evaluation: a
    /// list's rows make their type many times. An unlabelled trailing closure fills the next
    /// property that takes a closure (a property with a default of another type, `var model =
    /// Model()`, takes none); one with a default is passed over when a later one must have a
    /// closure (SE-0286: `var onDismiss: () -> Void = {}` before `@ViewBuilder var content`).
    func memberwiseParameters(of type: UserType) -> [MemberwiseParameter] {
        if let known = memberwiseCache[type.name] { return known }
        let members = memberwiseProperties(of: type)
        var parameters: [MemberwiseParameter] = []
        parameters.reserveCapacity(members.count)
        var laterNeedsClosure = false  // of the members after the one looked at
        for property in members.reversed() {
            let takesClosure = property.isBuilder || property.typeName?.containsText("->") == true
            let hasDefault = hasMemberwiseDefault(property)
            parameters.append(MemberwiseParameter(property: property, takesClosure: takesClosure, hasDefault: hasDefault,
                                                  passedOver: hasDefault && laterNeedsClosure))
            if takesClosure && !hasDefault { laterNeedsClosure = true }
        }
        parameters.reverse()
        memberwiseCache[type.name] = parameters
        return parameters
    }

    /// Whether Swift's memberwise initializer may omit the property: it has an initial value, is
    /// `@State`, or is an optional (`nil`) — but a `@Binding` to an optional still needs its binding.
    /// Swift's memberwise initializer: a `var` of optional type defaults to nil, a `let` does not.
    func hasMemberwiseDefault(_ property: PropertyDecl) -> Bool {
        property.initializer != nil || property.wrapper == .state
            || (property.isOptional && property.wrapper != .binding && !property.isLet)
            || property.wrapper?.isSelfInitializing == true
            || hasPackageWrapper(property)
    }

    /// A wrapper of a package (`@Default(.accentColor)`, `@Injected`): it has its value without
    /// an argument, from where Easel cannot see.
    func hasPackageWrapper(_ property: PropertyDecl) -> Bool {
        if case .other(let wrapper)? = property.wrapper { return !Self.valueLessWrappers.contains(wrapper) }
        return false
    }

    /// SwiftUI's wrappers that give their value themselves or take it as an argument: any other
    /// wrapper is a package's.
    static let valueLessWrappers: Set<String> = ["Namespace", "FocusState", "AccessibilityFocusState", "GestureState", "FocusedValue", "FocusedObject", "FocusedBinding",
                                                 "ObservedObject", "StateObject", "Bindable", "ScaledMetric", "Previewable"]
}

/// A parameter of a memberwise initializer: the stored property it sets, and how it takes an
/// unlabelled trailing closure (see `memberwiseParameters(of:)`).
struct MemberwiseParameter {
    let property: PropertyDecl
    /// A builder, or of a function type.
    let takesClosure: Bool
    /// The initializer may leave it out.
    let hasDefault: Bool
    /// Has a default, and a later parameter must have a closure: a trailing closure skips it.
    let passedOver: Bool
}
