import EaselIR
import SwiftSyntax

/// `#available` / `#unavailable` decided for the platform and OS release previewed (spec G1):
/// `#available(iOS 26, *)` holds on 26 and 27 and not on 18; a platform the condition does not
/// name falls under `*`, which holds.
extension Interpreter {
    func availabilityHolds(_ condition: AvailabilityConditionSyntax) -> Bool {
        let available = Self.isAvailable(AvailabilityVersion.list(condition.availabilityArguments), platform: release.platform, os: release.os)
        return condition.availabilityKeyword.tokenKind == .poundUnavailable ? !available : available
    }

    /// Whether a declared API (`ToolbarSpacer`, `ButtonRole.close`, a modifier's overload) exists
    /// on the release previewed; if not, one warning per API naming the release that added it, and
    /// the caller treats it as that release would (ignored, or its nearest older meaning). A
    /// deprecated one gets a note naming its replacement (N11) and works.
    func apiAvailable(_ key: @autoclosure () -> String, _ availability: SDKAvailability?, at node: some SyntaxProtocol) -> Bool {
        guard let availability, !availability.isEmpty else { return true }
        let key = key()
        let name = release.platform.availabilityName
        let version = release.os.version(on: release.platform)
        if !availability.unavailable.isEmpty, !availability.unavailable.isDisjoint(with: Self.platformNames(release.platform)) {
            if reportedUnknowns.insert("available:" + key).inserted {
                diagnose(.warning, "unavailable-api", at: node, "'\(key)' is not available on \(Self.displayName(release.platform)); the preview goes without it")
            }
            return false
        }
        if let arguments = availability.introduced, !Self.isAvailable(arguments, platform: release.platform, os: release.os) {
            if reportedUnknowns.insert("available:" + key).inserted {
                let on = "\(name) \(Self.shown(version))"
                let added = Self.introduced(arguments, platform: release.platform).map { "\(name) \($0)" } ?? "a later release"
                diagnose(.warning, "unavailable-api", at: node,
                         "'\(key)' is not available on \(on); it was added in \(added), so the preview of \(on) goes without it")
            }
            return false
        }
        if let (since, replacement) = availability.deprecated, version >= since, reportedUnknowns.insert("deprecated:" + key).inserted {
            let use = replacement.isEmpty ? "" : "; use \(replacement) instead"
            // Deprecated before the oldest release Easel renders (18): platforms number those differently.
            let when = since < 18 ? "" : " in \(name) \(Self.shown(since))"
            diagnose(.note, "deprecated-api", at: node, "'\(key)' is deprecated\(when)\(use)")
        }
        return true
    }

    /// A member's (`ButtonRole.close`), looked up by its key.
    func apiAvailable(_ key: String, at node: some SyntaxProtocol) -> Bool {
        apiAvailable(key, sdk.availability[key], at: node)
    }

    private static func introduced(_ versions: [AvailabilityVersion], platform: Platform) -> String? {
        versions.first { platformNames(platform).contains($0.platform) }?.text
    }

    private static func shown(_ version: Double) -> String {
        version == version.rounded() ? String(Int(version)) : String(version)
    }

    static func isAvailable(_ versions: [AvailabilityVersion], platform: Platform, os: OSRelease) -> Bool {
        let names = platformNames(platform)
        guard let named = versions.first(where: { names.contains($0.platform) }) else { return true }
        guard let version = named.version else { return true }
        return os.version(on: platform) >= version
    }

    private static func displayName(_ platform: Platform) -> String {
        platform == .ipados ? "iPadOS" : platform.availabilityName
    }

    /// The names a condition may give the platform (`iOS` covers iPadOS; Catalyst counts as iOS).
    private static func platformNames(_ platform: Platform) -> Set<String> {
        switch platform {
        case .ios, .ipados: return iOSNames
        case .macos: return macOSNames
        case .tvos: return tvOSNames
        case .watchos: return watchOSNames
        case .visionos: return visionOSNames
        }
    }

    private static let iOSNames: Set<String> = ["iOS", "iPadOS", "iOSApplicationExtension"]
    private static let macOSNames: Set<String> = ["macOS", "OSX", "macOSApplicationExtension"]
    private static let tvOSNames: Set<String> = ["tvOS"]
    private static let watchOSNames: Set<String> = ["watchOS"]
    private static let visionOSNames: Set<String> = ["visionOS", "xrOS"]
}
