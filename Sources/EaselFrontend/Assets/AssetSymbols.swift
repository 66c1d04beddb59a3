import EaselIR
import Foundation

/// The symbol sets of a project's asset catalogs (`fountain.symbolset`: a `Contents.json` naming
/// an SVG template): what `Image("fountain")`, `Image(.fountain)`, `Image.fountain` and
/// `Label(_:image:)` draw — a symbol SwiftUI sizes and tints as it does SF Symbols.
public struct AssetSymbols: Hashable, Sendable {
    public let symbols: CustomSymbols
    /// The members Xcode generates for the sets (`ImageResource.fountainFill`, `Image.fountainFill`
    /// for `fountain.fill`): member → the set's name.
    private let generated: [String: String]
    /// Problems reading the files: warnings (`asset-file`) naming the file.
    public private(set) var diagnostics: [Diagnostic] = []

    public init(files: [AssetCatalogs.File]) {
        var read: [String: CustomSymbol] = [:]
        for set in AssetCatalogs.sets("symbolset", in: files) {
            let template = Self.templateName(set.contents.contents).flatMap(set.beside)
            guard let template, let symbol = SymbolTemplate.read(template.contents) else {
                diagnostics.append(Diagnostic(.warning, "asset-file", at: SourceLocation(line: 1, column: 1, file: template?.path ?? set.contents.path),
                                              "this symbol set has no SVG template Easel can read (SF Symbols' export, with the Symbols and Guides groups); 'Image(\"\(set.name)\")' draws nothing"))
                continue
            }
            read[set.name] = symbol
        }
        symbols = CustomSymbols(read)
        generated = AssetCatalogs.generatedMembers(of: read.keys, droppingSuffix: "Image")
    }

    public var isEmpty: Bool { symbols.isEmpty }
    public func contains(_ name: String) -> Bool { symbols[name] != nil }

    /// The set a generated member names (`fountainFill` → `fountain.fill`), if any.
    public func setName(ofGeneratedMember member: String) -> String? { generated[member] }

    /// The template's file name: the universal one, else the first the set lists.
    private static func templateName(_ contents: Data) -> String? {
        guard let json = try? JSONSerialization.jsonObject(with: contents) as? [String: Any],
              let entries = json["symbols"] as? [[String: Any]] else { return nil }
        let named = entries.filter { $0["filename"] is String }
        let entry = named.first { $0["idiom"] as? String == "universal" } ?? named.first
        return entry?["filename"] as? String
    }
}
