import SwiftSyntax

extension Interpreter {
    /// `value` converted to `type` as Swift converts a tuple: `(i, name)` returned as, or stored in,
    /// a `(index: Int, label: String)` takes its labels; arrays and optionals of such tuples
    /// element by element. Other values, and labels already written, stay as they are.
    static func labeled(_ value: Value, as type: TypeSyntax) -> Value {
        switch (value, type.as(TypeSyntaxEnum.self)) {
        case (.tuple(let parts), .tupleType(let tuple)):
            let elements = Array(tuple.elements)
            guard elements.count == parts.count else { return value }
            return .tuple(zip(parts, elements).map { part, element in
                (label: part.label ?? element.firstName.map(\.written).flatMap { $0 == "_" ? nil : $0 }, value: labeled(part.value, as: element.type))
            })
        case (.array(let items), .arrayType(let array)) where array.element.namesTupleLabels:
            return .array(items.map { labeled($0, as: array.element) })
        case (_, .optionalType(let optional)): return labeled(value, as: optional.wrappedType)
        case (_, .implicitlyUnwrappedOptionalType(let optional)): return labeled(value, as: optional.wrappedType)
        default: return value
        }
    }
}
