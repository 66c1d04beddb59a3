import EaselIR
import SwiftSyntax

/// What a project offers to preview (`easel previews`, CLI contract): its `#Preview`s, its
/// `PreviewProvider`s and its views, in file and line order.
public struct PreviewEntry: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable { case preview, provider, view }
    public let name: String
    public let kind: Kind
    public let file: String
    public let line: Int
    /// A view whose initializer needs arguments: previewed alone, they are opaque (spec R4).
    public let needsArguments: Bool
}

extension Program {
    /// Whether the module declares an `App` (a project without `--file` shows it, R2).
    public var declaresApp: Bool { types.values.contains { $0.isApp } }

    public var previewEntries: [PreviewEntry] {
        var entries: [PreviewEntry] = previews.map { p in
            let line = p.body.map { location(of: $0).line } ?? p.title.map { location(of: $0).line } ?? 1
            return PreviewEntry(name: RootEvaluation.title(of: p), kind: .preview, file: p.file, line: line, needsArguments: false)
        }
        for name in typeOrder {
            guard let t = types[name] else { continue }
            let file = t.range.start.file ?? source.fileName
            if t.conformances.contains("PreviewProvider") {
                let children = t.providerPreviews
                if children.isEmpty {
                    entries.append(PreviewEntry(name: t.name, kind: .provider, file: file, line: t.range.start.line, needsArguments: false))
                }
                for child in children {
                    entries.append(PreviewEntry(name: child.name, kind: .preview, file: file, line: location(of: child.statement).line, needsArguments: false))
                }
            } else if t.isView {
                entries.append(PreviewEntry(name: t.name, kind: .view, file: file, line: t.range.start.line, needsArguments: Self.needsArguments(t)))
            }
        }
        let order = Dictionary(files.enumerated().map { ($0.element.fileName, $0.offset) }, uniquingKeysWith: { a, _ in a })
        return entries.sorted { (order[$0.file] ?? 0, $0.line) < (order[$1.file] ?? 0, $1.line) }
    }

    /// No initializer callable without arguments: every explicit `init` needs one, or (without
    /// one) a stored property the memberwise initializer cannot leave out.
    private static func needsArguments(_ t: UserType) -> Bool {
        if !t.initializers.isEmpty {
            return !t.initializers.contains { $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }
        }
        return t.storedProperties.contains { p in
            if p.initializer != nil || p.wrapper == .state || p.wrapper == .query { return false }
            switch p.wrapper {
            case .environment?, .environmentObject?: return false
            case let wrapper? where wrapper.isSelfInitializing: return false
            default: return !(p.typeName?.hasSuffix("?") == true && p.wrapper != .binding)
            }
        }
    }
}

extension Program {
    /// The names of the previews (and providers without children) of one file — the root's
    /// file when `file` is nil — in line order.
    public func previewNames(inFile file: String?) -> [String] {
        let file = file ?? source.fileName
        return previewEntries.filter { $0.kind != .view && $0.file == file }.map(\.name)
    }
}
