import EaselIR

/// The environment values a variant sets (V8) as the code reads and writes them: text sizes are
/// ordered `xSmall` to `accessibility5`; `.environment(\.key, value)` and `.dynamicTypeSize(_:)`
/// set them for the views below.
extension Interpreter {
    /// What the code reads of the variant drawn (V8), noted as read: another variant that differs
    /// there may build something else.
    func variantValue(_ key: VariantEnvironment.Key, _ environment: EnvironmentValues) -> Value {
        variantReads.insert(key)
        switch key {
        case .horizontalSizeClass: return .symbol(IRSymbol(type: "UserInterfaceSizeClass", name: environment.horizontalSizeClass))
        case .verticalSizeClass: return .symbol(IRSymbol(type: "UserInterfaceSizeClass", name: environment.verticalSizeClass))
        case .dynamicTypeSize: return .symbol(IRSymbol(type: "DynamicTypeSize", name: environment.dynamicTypeSize))
        case .layoutDirection: return .symbol(IRSymbol(type: "LayoutDirection", name: environment.layoutDirection))
        }
    }

    /// Two text sizes being compared (`size < .xxLarge`, `.xSmall ... DynamicTypeSize.xxxLarge`):
    /// both named by a size, at least one read as one (a case written with a leading dot alone has
    /// no type of its own).
    static func textSizes(_ left: Value, _ right: Value) -> (DynamicTypeSize, DynamicTypeSize)? {
        guard case .symbol(let a) = left, case .symbol(let b) = right,
              a.type == "DynamicTypeSize" || b.type == "DynamicTypeSize",
              a.type ?? "DynamicTypeSize" == "DynamicTypeSize", b.type ?? "DynamicTypeSize" == "DynamicTypeSize",
              let x = DynamicTypeSize(rawValue: a.name), let y = DynamicTypeSize(rawValue: b.name) else { return nil }
        return (x, y)
    }
}

extension EnvironmentValues {
    /// The values `modifier` sets for the views below it: `.environment(\.dynamicTypeSize,
    /// .accessibility3)`, `.environment(\.layoutDirection, .rightToLeft)`, a size class, the colour
    /// scheme, or `.dynamicTypeSize(.xxxLarge)`.
    mutating func apply(_ modifier: ModifierValue) {
        switch modifier.name {
        case "environment" where modifier.arguments.count == 2:
            guard case .keyPath(let path) = modifier.arguments[0].value, let key = path.last,
                  case .symbol(let value) = modifier.arguments[1].value else { return }
            switch key {
            case "dynamicTypeSize" where DynamicTypeSize(rawValue: value.name) != nil: dynamicTypeSize = value.name
            case "layoutDirection" where LayoutDirection(swiftUIName: value.name) != nil: layoutDirection = value.name
            case "horizontalSizeClass" where ["compact", "regular"].contains(value.name): horizontalSizeClass = value.name
            case "verticalSizeClass" where ["compact", "regular"].contains(value.name): verticalSizeClass = value.name
            case "colorScheme" where ["light", "dark"].contains(value.name): colorScheme = value.name
            default: break
            }
        case "colorScheme" where modifier.arguments.count == 1:
            // The deprecated `.colorScheme(.dark)`: `.environment(\.colorScheme, .dark)` (not the window's preference).
            if case .symbol(let value) = modifier.arguments[0].value, ["light", "dark"].contains(value.name) { colorScheme = value.name }
        case "dynamicTypeSize" where modifier.arguments.count == 1:
            switch modifier.arguments[0].value {
            case .symbol(let value) where DynamicTypeSize(rawValue: value.name) != nil:
                dynamicTypeSize = value.name
            case .range(.symbol(let lower), .symbol(let upper), let closed):
                // `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`: the size kept inside the range.
                guard let current = DynamicTypeSize(rawValue: dynamicTypeSize),
                      let size = current.clamped(from: DynamicTypeSize(rawValue: lower.name), to: DynamicTypeSize(rawValue: upper.name), closed: closed)
                else { return }
                dynamicTypeSize = size.rawValue
            default: break
            }
        default: break
        }
    }
}
