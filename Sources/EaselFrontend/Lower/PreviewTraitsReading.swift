import EaselIR

extension PreviewTraits {
    /// The traits a preview asks for: its macro's `traits:` orientation, then what the modifiers
    /// on its outermost views say — `.previewInterfaceOrientation(.landscapeLeft)`,
    /// `.environment(\.layoutDirection, .rightToLeft)` (V1, V3, V4).
    static func read(macro orientation: Orientation?, view: ViewNode?) -> PreviewTraits {
        var traits = PreviewTraits(orientation: orientation)
        var node = view
        // The preview's own modifiers sit on its outermost views (a synthetic wrapper, the view).
        for _ in 0..<4 {
            guard let current = node else { break }
            for m in current.modifiers {
                switch m.name {
                case "previewInterfaceOrientation":
                    if let name = m.arguments.first?.value.symbolValue?.name { traits.orientation = PreviewTraits.orientation(named: name) ?? traits.orientation }
                case "environment":
                    if case .keyPath(let path)? = m.argument("keyPath"), path.last == "layoutDirection",
                       let name = m.argument("value")?.symbolValue?.name {
                        traits.layoutDirection = LayoutDirection(swiftUIName: name)
                    }
                default: break
                }
            }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return traits
    }
}

extension LayoutDirection {
    /// SwiftUI's case name (`leftToRight`, `rightToLeft`).
    init?(swiftUIName name: String) {
        switch name {
        case "leftToRight": self = .leftToRight
        case "rightToLeft": self = .rightToLeft
        default: return nil
        }
    }
}
