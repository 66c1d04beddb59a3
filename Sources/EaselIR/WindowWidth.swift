/// A preview's width (spec V7): points, or a window a person names — an iPad app in Split View
/// beside another, a Mac window tiled to half or a quarter of the screen, the whole screen.
public enum WindowWidth: Hashable, Sendable, CustomStringConvertible {
    case points(Double)
    case preset(WindowPreset)

    /// `700`, `third`, `two-thirds`, `half`, `quarter` or `full`; nil for anything else.
    public init?(_ text: String) {
        if let preset = WindowPreset(rawValue: text) {
            self = .preset(preset)
        } else if let points = Double(text), points > 0, points <= 100_000 {
            self = .points(points)
        } else {
            return nil
        }
    }

    /// The window's size on `platform` turned to `orientation`: a preset's own size, or the
    /// points with the platform's height. Nil where the platform has no such window.
    public func size(on platform: Platform, _ orientation: Orientation?) -> (width: Double, height: Double)? {
        switch self {
        case .points(let width): return (width, platform.defaultSize(orientation).height)
        case .preset(let preset): return platform.size(of: preset, orientation)
        }
    }

    public var description: String {
        switch self {
        case .points(let width): return "width \(Int(width))"
        case .preset(let preset): return preset.rawValue
        }
    }
}

/// The named windows (V7). iPad: Split View on the default 1024 × 768 iPad — a third (320 pt, the
/// compact width), half (507 pt, landscape only: portrait has no half-and-half split) and two
/// thirds (694 pt landscape, 438 pt portrait), the 10 pt divider between the two apps. Mac:
/// window tiling (macOS 15) on a 13-inch MacBook Air's 1470 × 918 pt visible screen — half a side,
/// a quarter a corner — and `full` the whole visible screen.
public enum WindowPreset: String, Codable, CaseIterable, Hashable, Sendable {
    case full, twoThirds = "two-thirds", half, third, quarter
}

extension Platform {
    /// The window `preset` names here, turned to `orientation`; nil where this platform has none.
    public func size(of preset: WindowPreset, _ orientation: Orientation?) -> (width: Double, height: Double)? {
        switch self {
        case .ipados:
            let screen = defaultSize(orientation)
            let landscape = screen.width > screen.height
            let divider = 10.0, compact = 320.0
            switch preset {
            case .full: return screen
            case .third: return (compact, screen.height)
            case .twoThirds: return (screen.width - divider - compact, screen.height)
            case .half: return landscape ? (((screen.width - divider) / 2).rounded(.down), screen.height) : nil
            case .quarter: return nil
            }
        case .macos:
            let screen = (width: 1470.0, height: 918.0)
            switch preset {
            case .full: return screen
            case .half: return (screen.width / 2, screen.height)
            case .quarter: return (screen.width / 2, screen.height / 2)
            case .third, .twoThirds: return nil
            }
        default:
            return preset == .full ? defaultSize(orientation) : nil
        }
    }

    /// The presets this platform has, for messages.
    public var windowPresets: [WindowPreset] {
        WindowPreset.allCases.filter { size(of: $0, nil) != nil || size(of: $0, .landscape) != nil }
    }
}
