/// The variant a render is drawn in (issue "Every variant", CLI contract "Variants"): where
/// toolbars break — another language, right-to-left, landscape, a larger text size. The render
/// JSON names it (`"variant": {…}`).
public struct Variant: Codable, Hashable, Sendable, CustomStringConvertible {
    /// A language of the project's catalogs or a pseudo-language; `nil` is the development language.
    public var locale: String?
    public var layoutDirection: LayoutDirection
    /// `nil`: the platform's default (an iPhone upright, an iPad on its side).
    public var orientation: Orientation?
    public var dynamicType: DynamicTypeSize

    public init(locale: String? = nil, layoutDirection: LayoutDirection = .leftToRight, orientation: Orientation? = nil,
                dynamicType: DynamicTypeSize = .large) {
        self.locale = locale
        self.layoutDirection = layoutDirection
        self.orientation = orientation
        self.dynamicType = dynamicType
    }

    private enum CodingKeys: String, CodingKey { case locale, layoutDirection, orientation, dynamicType }

    /// Every axis, `null` included: the JSON names the whole variant drawn.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(locale, forKey: .locale)
        try c.encode(layoutDirection, forKey: .layoutDirection)
        try c.encode(orientation, forKey: .orientation)
        try c.encode(dynamicType, forKey: .dynamicType)
    }

    /// The axes that differ from the base variant, as a person reads them (`de, rtl, accessibility3`).
    public var description: String {
        var parts: [String] = []
        if let locale { parts.append(locale) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if let orientation { parts.append(orientation.rawValue) }
        if dynamicType != .large { parts.append(dynamicType.rawValue) }
        return parts.isEmpty ? "base" : parts.joined(separator: ", ")
    }
}

/// What `@Environment` reads of the variant drawn (V8): its text size and direction, and the size
/// classes its window has — compact width where the toolbar engine lays out compact width,
/// compact height on an iPhone on its side. The default is the base variant; a nil width class
/// is the platform's own (compact on iPhone and Apple Watch).
public struct VariantEnvironment: Hashable, Sendable {
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    public var compactWidth: Bool?
    public var compactHeight: Bool

    public init(dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight, compactWidth: Bool? = nil,
                compactHeight: Bool = false) {
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.compactWidth = compactWidth
        self.compactHeight = compactHeight
    }

    /// The values code can read, by their `EnvironmentValues` names.
    public enum Key: String, Hashable, Sendable, CaseIterable {
        case dynamicTypeSize, layoutDirection, horizontalSizeClass, verticalSizeClass
    }

    /// Whether code that read only `keys` reads the same here as in `other`: then an evaluation
    /// made in one stands for the other.
    public func agrees(with other: VariantEnvironment, on keys: Set<Key>) -> Bool {
        keys.allSatisfy { key in
            switch key {
            case .dynamicTypeSize: dynamicTypeSize == other.dynamicTypeSize
            case .layoutDirection: layoutDirection == other.layoutDirection
            case .horizontalSizeClass: compactWidth == other.compactWidth
            case .verticalSizeClass: compactHeight == other.compactHeight
            }
        }
    }
}

/// SwiftUI's `LayoutDirection`, written as the CLI takes it.
public enum LayoutDirection: String, Codable, Hashable, Sendable, CaseIterable {
    case leftToRight = "ltr", rightToLeft = "rtl"
}

/// SwiftUI's `InterfaceOrientation`, folded to the two a layout tells apart.
public enum Orientation: String, Codable, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}

/// SwiftUI's `DynamicTypeSize`, smallest to largest (`large` is the default).
public enum DynamicTypeSize: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var index: Int { Self.allCases.firstIndex(of: self)! }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }

    /// This size kept inside `lower...upper` (`..<upper` when not `closed`), as
    /// `.dynamicTypeSize(_:)` with a range keeps the sizes below it; nil for an empty range.
    public func clamped(from lower: Self?, to upper: Self?, closed: Bool) -> Self? {
        guard let lower, let upper else { return nil }
        let last = closed ? upper : Self.allCases.last { $0 < upper }
        guard let last, lower <= last else { return nil }
        return min(max(self, lower), last)
    }
}

/// What a preview asks of its canvas (V1): `#Preview(traits: .landscapeLeft)`,
/// `.previewInterfaceOrientation(_:)`, `.environment(\.layoutDirection, .rightToLeft)`. The
/// command line's own options win over them.
public struct PreviewTraits: Codable, Hashable, Sendable {
    public var orientation: Orientation?
    public var layoutDirection: LayoutDirection?

    public init(orientation: Orientation? = nil, layoutDirection: LayoutDirection? = nil) {
        self.orientation = orientation
        self.layoutDirection = layoutDirection
    }

    public var isEmpty: Bool { orientation == nil && layoutDirection == nil }

    /// A trait or orientation as SwiftUI spells it (`landscapeLeft`, `portraitUpsideDown`).
    public static func orientation(named name: String) -> Orientation? {
        name.hasPrefix("landscape") ? .landscape : name.hasPrefix("portrait") ? .portrait : nil
    }
}
