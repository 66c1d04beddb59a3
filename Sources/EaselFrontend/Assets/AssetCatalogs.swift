import EaselIR
import Foundation

/// What a project's asset catalogs (`Assets.xcassets`) give its code: colour sets, custom
/// symbols and images, read once per project load from the files the edges (command line,
/// Studio) collect.
public struct AssetCatalogs: Hashable, Sendable {
    /// One file of a catalog: a set's `Contents.json` or a symbol's SVG, or a folder's
    /// `Contents.json` (which may say the folder names a namespace: `Colors/Brand`).
    public struct File: Hashable, Sendable {
        public let path: String
        public let contents: Data

        public init(path: String, contents: Data) {
            self.path = path
            self.contents = contents
        }
    }

    /// Held in one box: a program is copied many times an evaluation, and each copy retains
    /// what it holds (the tables inline cost six retains a copy, the box one).
    private final class Box: Sendable {
        let colors: AssetColors
        let symbols: AssetSymbols
        let bitmaps: AssetBitmaps
        /// Asked for every view an evaluation makes (`markAssetImage`): answered once.
        let hasImages: Bool
        init(colors: AssetColors, symbols: AssetSymbols, bitmaps: AssetBitmaps) {
            self.colors = colors
            self.symbols = symbols
            self.bitmaps = bitmaps
            hasImages = !symbols.isEmpty || !bitmaps.isEmpty
        }
    }
    private let box: Box

    public var colors: AssetColors { box.colors }
    public var symbols: AssetSymbols { box.symbols }
    public var bitmaps: AssetBitmaps { box.bitmaps }

    public static let none = AssetCatalogs(files: [])

    public init(files: [File]) {
        box = Box(colors: AssetColors(files: files), symbols: AssetSymbols(files: files), bitmaps: AssetBitmaps(files: files))
    }

    public static func == (a: AssetCatalogs, b: AssetCatalogs) -> Bool {
        a.box === b.box || (a.colors == b.colors && a.symbols == b.symbols && a.bitmaps == b.bitmaps)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colors)
        hasher.combine(symbols)
        hasher.combine(bitmaps)
    }

    public var isEmpty: Bool { colors.isEmpty && symbols.isEmpty && bitmaps.isEmpty }
    /// Whether an `Image` may name one of the catalogs (a symbol or image set).
    public var hasImages: Bool { box.hasImages }

    /// Problems reading the files: warnings (`asset-file`) naming the file.
    public var diagnostics: [Diagnostic] { colors.diagnostics + symbols.diagnostics + bitmaps.diagnostics }

    /// A catalog's sets of one kind (`symbolset`, `imageset`), in path order: each set's name,
    /// its `Contents.json`, and a look-up of the files beside it by name.
    struct SetFiles {
        let name: String
        let contents: File
        let beside: (String) -> File?
    }

    static func sets(_ kind: String, in files: [File]) -> [SetFiles] {
        let namespaces = namespaces(files)
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return files.sorted { $0.path < $1.path }.compactMap { file in
            guard file.path.hasSuffix(".\(kind)/Contents.json") else { return nil }
            let folder = (file.path as NSString).deletingLastPathComponent
            return name(ofSet: folder, namespaces: namespaces).map { SetFiles(name: $0, contents: file, beside: { byPath[folder + "/" + $0] }) }
        }
    }

    /// The members Xcode generates for `names` (namespaced names get none): member → name, the
    /// first name in order where two give one member.
    static func generatedMembers(of names: some Sequence<String>, droppingSuffix suffix: String) -> [String: String] {
        var members: [String: String] = [:]
        for name in names.sorted() where !name.contains("/") {
            if let member = generatedMember(name, droppingSuffix: suffix), members[member] == nil { members[member] = name }
        }
        return members
    }

    /// The folders whose `Contents.json` says they name a namespace.
    static func namespaces(_ files: [File]) -> Set<String> {
        Set(files.filter { $0.path.hasSuffix("/Contents.json") && providesNamespace($0.contents) }
            .map { ($0.path as NSString).deletingLastPathComponent })
    }

    /// The set's name: its folder's, under the namespaces of the folders above it in the catalog.
    static func name(ofSet folder: String, namespaces: Set<String>) -> String? {
        var parts = [((folder as NSString).lastPathComponent as NSString).deletingPathExtension]
        var above = (folder as NSString).deletingLastPathComponent
        while !above.isEmpty, !above.hasSuffix(".xcassets"), above != "/", above != "." {
            if namespaces.contains(above) { parts.insert((above as NSString).lastPathComponent, at: 0) }
            above = (above as NSString).deletingLastPathComponent
        }
        return parts[parts.count - 1].isEmpty ? nil : parts.joined(separator: "/")
    }

    static func providesNamespace(_ contents: Data) -> Bool {
        guard let json = try? JSONSerialization.jsonObject(with: contents) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// The member Xcode's asset symbols give a set (Xcode 15, "Generate Swift Asset Symbol
    /// Extensions"): the name in lower camel case, words split at what is not a letter or digit,
    /// a trailing "Color" dropped from a colour's ("Image" from an image's) (`AccentColor` → `accent`, `background.cyan` → `backgroundCyan`).
    static func generatedMember(_ name: String, droppingSuffix suffix: String) -> String? {
        let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard var first = words.first else { return nil }
        var rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        if let last = rest.last, last.hasSuffix(suffix), last.count > suffix.count {
            rest[rest.count - 1] = String(last.dropLast(suffix.count))
        } else if rest.isEmpty, first.hasSuffix(suffix), first.count > suffix.count {
            first = String(first.dropLast(suffix.count))
        }
        // A leading capital run is lowered but for the capital that starts the next word (`UIBlue` → `uiBlue`).
        let capitals = first.prefix { $0.isUppercase }.count
        let lowered = capitals > 1 && capitals < first.count ? capitals - 1 : max(1, capitals)
        let member = first.prefix(lowered).lowercased() + first.dropFirst(lowered) + rest.joined()
        guard let start = member.first, start.isLetter || start == "_" else { return nil }
        return member
    }
}
