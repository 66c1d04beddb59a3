import SwiftSyntax

extension TypeSyntax {
    /// Whether the type names tuple labels, itself or as the element of an array or an optional
    /// (`(content: String, count: Int)`, `[(index: Int, label: String)]?`): a tuple converted to
    /// it takes those labels, so `header.label` reads what `(i, name)` put there.
    var namesTupleLabels: Bool {
        switch kind {
        case .tupleType: return self.as(TupleTypeSyntax.self)!.elements.contains { $0.firstName != nil }
        case .arrayType: return self.as(ArrayTypeSyntax.self)!.element.namesTupleLabels
        case .optionalType: return self.as(OptionalTypeSyntax.self)!.wrappedType.namesTupleLabels
        case .implicitlyUnwrappedOptionalType: return self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)!.wrappedType.namesTupleLabels
        default: return false
        }
    }
}
