/// The platforms Easel lays toolbars out for.
public enum Platform: String, Codable, CaseIterable, Hashable, Sendable {
    case macos, ios, ipados, tvos, watchos, visionos

    /// The default preview size in points (CLI contract).
    /// The default size turned to `orientation` (`nil` keeps the platform's own).
    public func defaultSize(_ orientation: Orientation?) -> (width: Double, height: Double) {
        let size = defaultSize
        guard let orientation, (size.width > size.height) != (orientation == .landscape) else { return size }
        return (size.height, size.width)
    }

    public var defaultSize: (width: Double, height: Double) {
        switch self {
        case .ipados: return (1024, 768)
        case .ios: return (393, 852)
        case .macos: return (1000, 700)
        case .watchos: return (198, 242)
        case .tvos: return (1920, 1080)
        case .visionos: return (1280, 720)
        }
    }
}

/// The OS release a render is for (spec G1): one number for the family — `18` is iOS/iPadOS/tvOS 18,
/// macOS 15, watchOS 11 and visionOS 2 (before the glass design); `26` and `27` are the same number
/// on every platform. Placement, metrics, drawing and API availability follow it.
public enum OSRelease: String, Codable, CaseIterable, Hashable, Sendable, Comparable {
    case v18 = "18", v26 = "26", v27 = "27"

    /// Today's release: the default of the CLI, the Studio and the docs builder.
    public static let current = OSRelease.v27

    /// Bars and items drawn on Liquid Glass (26 and later, spec G2–G4).
    public var hasGlass: Bool { self >= .v26 }

    /// Items float in glass groups on this platform (26+ on iOS, iPadOS and macOS: G2, G3).
    public func groupsOnGlass(on platform: Platform) -> Bool {
        hasGlass && [.ios, .ipados, .macos].contains(platform)
    }

    /// The version number a platform reports on this release (what `#available` compares).
    public func version(on platform: Platform) -> Double {
        switch self {
        case .v26: return 26
        case .v27: return 27
        case .v18:
            switch platform {
            case .macos: return 15
            case .watchos: return 11
            case .visionos: return 2
            case .ios, .ipados, .tvos: return 18
            }
        }
    }

    public static func < (a: OSRelease, b: OSRelease) -> Bool { Int(a.rawValue)! < Int(b.rawValue)! }
}

extension Platform {
    /// The name `@available` and `#available` use for this platform (`iOS` for iPadOS too).
    public var availabilityName: String {
        switch self {
        case .macos: return "macOS"
        case .ios, .ipados: return "iOS"
        case .tvos: return "tvOS"
        case .watchos: return "watchOS"
        case .visionos: return "visionOS"
        }
    }
}
