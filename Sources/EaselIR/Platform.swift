/// The platforms Easel lays toolbars out for.
public enum Platform: String, Codable, CaseIterable, Hashable, Sendable {
    case macos, ios, ipados, tvos, watchos, visionos

    /// The default preview size in points (CLI contract).
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
