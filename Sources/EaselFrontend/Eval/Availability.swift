import EaselIR
import SwiftSyntax

/// `#available` / `#unavailable` decided for the platform and OS release previewed (spec G1):
/// `#available(iOS 26, *)` holds on 26 and 27 and not on 18; a platform the condition does not
/// name falls under `*`, which holds.
extension Interpreter {
    func availabilityHolds(_ condition: AvailabilityConditionSyntax) -> Bool {
        let available = Self.isAvailable(condition.availabilityArguments, platform: release.platform, os: release.os)
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
        let on = "\(name) \(Self.shown(version))"
        if !availability.unavailable.isDisjoint(with: Self.platformNames(release.platform)) {
            if reportedUnknowns.insert("available:" + key).inserted {
                diagnose(.warning, "unavailable-api", at: node, "'\(key)' is not available on \(Self.displayName(release.platform)); the preview goes without it")
            }
            return false
        }
        if let arguments = availability.introduced, !Self.isAvailable(arguments, platform: release.platform, os: release.os) {
            if reportedUnknowns.insert("available:" + key).inserted {
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

    private static func introduced(_ arguments: AvailabilityArgumentListSyntax, platform: Platform) -> String? {
        for argument in arguments {
            if case .availabilityVersionRestriction(let r) = argument.argument, platformNames(platform).contains(r.platform.text) {
                return r.version?.trimmedDescription
            }
        }
        return nil
    }

    private static func shown(_ version: Double) -> String {
        version == version.rounded() ? String(Int(version)) : String(version)
    }

    static func isAvailable(_ arguments: AvailabilityArgumentListSyntax, platform: Platform, os: OSRelease) -> Bool {
        let names = platformNames(platform)
        for argument in arguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  names.contains(restriction.platform.text) else { continue }
            // From the tokens: `trimmedDescription` rebuilt the node on every SDK call checked.
            guard let tuple = restriction.version,
                  let version = Double(tuple.major.text + (tuple.components.first.map { "." + $0.number.text } ?? "")) else { return true }
            return os.version(on: platform) >= version
        }
        return true
    }

    private static func displayName(_ platform: Platform) -> String {
        platform == .ipados ? "iPadOS" : platform.availabilityName
    }

    /// The names a condition may give the platform (`iOS` covers iPadOS; Catalyst counts as iOS).
    private static func platformNames(_ platform: Platform) -> Set<String> {
        switch platform {
        case .ios, .ipados: return ["iOS", "iPadOS", "iOSApplicationExtension"]
        case .macos: return ["macOS", "OSX", "macOSApplicationExtension"]
        case .tvos: return ["tvOS"]
        case .watchos: return ["watchOS"]
        case .visionos: return ["visionOS", "xrOS"]
        }
    }
}
