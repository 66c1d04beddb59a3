import EaselIR
import SwiftIfConfig
import SwiftSyntax

/// The build a preview stands for, as `#if` sees it: the platform rendered, a debug build
/// (`DEBUG`), Swift 6, and the system frameworks of that platform. swift-syntax's SwiftIfConfig
/// evaluates the conditions exactly as the compiler does (`os(iOS) && !targetEnvironment(macCatalyst)`,
/// `swift(>=5.9)`, `canImport(UIKit)`, …); this says what holds.
public struct BuildConditions: Hashable, Sendable {
    public let platform: Platform

    public init(platform: Platform) { self.platform = platform }

    /// Without a platform named, the CLI's default (`ipados`).
    public static let `default` = BuildConditions(platform: .ipados)

    /// The clause of an `#if` that holds, or `nil` when none does.
    func activeClause(_ ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        ifConfig.activeClause(in: configuration).clause
    }

    private var configuration: PreviewBuildConfiguration { PreviewBuildConfiguration(platform: platform) }

    /// The other platforms for which a top-level `#if` of the file holds a declaration to
    /// preview (a type or a `#Preview`) that this platform's build leaves out: a file of
    /// `#if os(tvOS)` views has nothing to show on iOS, and says where it has.
    func platformsDeclaringMore(in file: SourceFileSyntax) -> [Platform] {
        let ifConfigs = file.statements.compactMap { $0.item.as(IfConfigDeclSyntax.self) }
        func declarations(under conditions: BuildConditions) -> Int {
            ifConfigs.reduce(0) { count, ifConfig in
                // At the top of a file a clause holds statements; in a type's body, members.
                switch conditions.activeClause(ifConfig)?.elements {
                case .statements(let items)?: return count + items.filter { $0.item.is(StructDeclSyntax.self) || $0.item.is(MacroExpansionDeclSyntax.self) || $0.item.is(MacroExpansionExprSyntax.self) }.count
                case .decls(let items)?: return count + items.filter { $0.decl.is(StructDeclSyntax.self) || $0.decl.is(MacroExpansionDeclSyntax.self) }.count
                default: return count
                }
            }
        }
        let here = declarations(under: self)
        return Platform.allCases.filter { $0 != platform && declarations(under: BuildConditions(platform: $0)) > here }
    }
}

/// SwiftIfConfig's question list, answered for a preview of `platform`.
private struct PreviewBuildConfiguration: BuildConfiguration {
    let platform: Platform

    /// The names Swift's `os(…)` uses for each platform.
    private var osNames: Set<String> {
        switch platform {
        case .ios, .ipados: return ["iOS"]
        case .macos: return ["macOS", "OSX"]
        case .tvos: return ["tvOS"]
        case .watchos: return ["watchOS"]
        case .visionos: return ["visionOS", "xrOS"]
        }
    }

    /// UI frameworks that exist only on some platforms; any other module (Foundation, SwiftUI, a
    /// package the app depends on) can be imported.
    private var missingFrameworks: Set<String> {
        switch platform {
        case .macos: return ["UIKit", "WatchKit", "ARKit", "RealityKitContent"]
        case .watchos: return ["UIKit", "AppKit"]
        case .ios, .ipados, .tvos, .visionos: return ["AppKit", "WatchKit"]
        }
    }

    func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return !missingFrameworks.contains(module)
    }
    func isActiveTargetOS(name: String) -> Bool { osNames.contains(name) }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { name == "simulator" && platform != .macos }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
