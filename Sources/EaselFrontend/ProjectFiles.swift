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
    public static func localizationFiles(at path: String) -> [String] {
        guard let (folder, display) = sourceFolder(at: path) else { return [] }
        return walk(folder, display: display, extensions: LocalizationFile.extensions)
    }

    /// The asset catalogs' colour sets a path stands for (`Brand.colorset/Contents.json`), with the
    /// catalog folders' own `Contents.json` (a folder may name a namespace), where
    /// `swiftFiles(at:)` looks; none for a single file.
    public static func assetColorFiles(at path: String) -> [String] {
        guard let (folder, display) = sourceFolder(at: path) else { return [] }
        return walk(folder, display: display) { shown, name in
            guard name == "Contents.json", let inCatalog = shown.range(of: ".xcassets/") else { return false }
            let kind = ((shown as NSString).deletingLastPathComponent as NSString).pathExtension
            return kind == "colorset" || kind.isEmpty && shown[inCatalog.upperBound...].contains("/")
        }
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

    private static func walk(_ folder: URL, display: String, extensions: Set<String> = ["swift"]) -> [String] {
        walk(folder, display: display) { _, name in extensions.contains((name as NSString).pathExtension) && name != "Package.swift" }
    }

    /// The files under `folder` that `takes` (their path as shown, their name), in name order.
    private static func walk(_ folder: URL, display: String, takes: (String, String) -> Bool) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var result: [String] = []
        for name in names.sorted() {
            let url = folder.appendingPathComponent(name)
            let shown = display.hasSuffix("/") ? display + name : display + "/" + name
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                if skipped.contains(name) || name.hasPrefix(".build") || name.hasSuffix("Tests") { continue }
                result += walk(url, display: shown, takes: takes)
            } else if takes(shown, name) {
                result.append(shown)
            }
        }
        return result
    }
}
