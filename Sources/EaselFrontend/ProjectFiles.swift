import Foundation

/// Which `.swift` files a path given for a project stands for (spec R1), for the command line and
/// the Studio's project mode alike.
public enum ProjectFiles {
    /// The Swift files a path stands for: itself; every `.swift` file under a folder, sorted,
    /// except build products, dependencies and tests (R1); in a Swift package, one target's
    /// sources (`Sources/<Target>`): the first target that imports SwiftUI.
    public static func swiftFiles(at path: String) -> [String] {
        guard let (folder, display) = sourceFolder(at: path) else { return [path] }
        return walk(folder, display: display)
    }

    /// The string tables a path stands for (issue 31): every `.xcstrings`, `.strings` and
    /// `.stringsdict` file where `swiftFiles(at:)` looks (a package's chosen target), by the same
    /// rules; none for a single file.
    public static func localizationFiles(at path: String) -> [String] { resourceFiles(at: path).localizations }

    /// The asset catalogs' files a path stands for — colour sets (`Brand.colorset/Contents.json`),
    /// symbol sets (`fountain.symbolset/Contents.json` and its SVG template), image sets (their
    /// `Contents.json` and PNG, JPEG, GIF or SVG files) and the catalog
    /// folders' own `Contents.json` (a folder may name a namespace) — where `swiftFiles(at:)`
    /// looks; none for a single file.
    public static func assetCatalogFiles(at path: String) -> [String] { resourceFiles(at: path).catalogFiles }

    /// Both kinds of a project's resources, from one walk of its folder (a package's sources are
    /// found once, not once per kind).
    public static func resourceFiles(at path: String) -> (localizations: [String], catalogFiles: [String]) {
        guard let (folder, display) = sourceFolder(at: path) else { return ([], []) }
        var localizations: [String] = [], catalogFiles: [String] = []
        walk(folder, display: display) { shown, name in
            if LocalizationFile.extensions.contains((name as NSString).pathExtension) {
                localizations.append(shown)
            } else if isCatalogFile(shown, name) {
                catalogFiles.append(shown)
            }
        }
        return (localizations, catalogFiles)
    }

    /// A colour, symbol or image set's `Contents.json`, a symbol set's SVG, an image set's bitmap,
    /// or a folder's `Contents.json` inside a catalog.
    private static func isCatalogFile(_ shown: String, _ name: String) -> Bool {
        guard let inCatalog = shown.range(of: ".xcassets/") else { return false }
        let kind = ((shown as NSString).deletingLastPathComponent as NSString).pathExtension
        if kind == "symbolset" { return name == "Contents.json" || name.lowercased().hasSuffix(".svg") }
        if kind == "imageset" { return name == "Contents.json" || AssetBitmaps.mediaType(ofFile: name) != nil }
        guard name == "Contents.json" else { return false }
        return kind == "colorset" || kind.isEmpty && shown[inCatalog.upperBound...].contains("/")
    }

    /// The folder a project path's sources are in, and how it is shown; nil for a file.
    private static func sourceFolder(at path: String) -> (URL, String)? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let root = URL(fileURLWithPath: path)
        if FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            let sources = root.appendingPathComponent("Sources")
            let targets = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
            for target in targets {
                let files = walk(sources.appendingPathComponent(target), display: path + "/Sources/" + target)
                if files.contains(where: { (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("import SwiftUI") == true }) {
                    return (sources.appendingPathComponent(target), path + "/Sources/" + target)
                }
            }
        }
        return (root, path)
    }

    private static let skipped: Set<String> = [".git", "DerivedData", "Pods", "Carthage", "Tests", "UITests", "node_modules"]

    /// The Swift files under `folder`, in name order.
    private static func walk(_ folder: URL, display: String) -> [String] {
        var found: [String] = []
        walk(folder, display: display) { shown, name in
            if (name as NSString).pathExtension == "swift", name != "Package.swift" { found.append(shown) }
        }
        return found
    }

    /// Visits every file under `folder` (its path as shown, its name), in name order, except in
    /// build products, dependencies and tests.
    private static func walk(_ folder: URL, display: String, visit: (String, String) -> Void) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() {
            let url = folder.appendingPathComponent(name)
            let shown = display.hasSuffix("/") ? display + name : display + "/" + name
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                if skipped.contains(name) || name.hasPrefix(".build") || name.hasSuffix("Tests") { continue }
                walk(url, display: shown, visit: visit)
            } else {
                visit(shown, name)
            }
        }
    }
}
