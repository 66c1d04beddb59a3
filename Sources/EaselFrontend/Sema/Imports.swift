import SwiftSyntax

/// Where a name Easel does not know may come from: the modules a file imports (spec R3). A
/// modifier or type of StoreKit, Charts or WidgetKit is not a mistake in code that imports them.
extension Program {
    /// The modules whose declarations Easel has: the declared SDK, and what the evaluator knows of
    /// Swift, Foundation, Observation and Combine.
    static let declaredModules: Set<String> = ["SwiftUI", "Foundation", "Observation", "Combine", "Swift", "_Concurrency"]

    /// The modules the file of `node` imports that Easel does not declare and the project does not
    /// hold, in the order met. A module is the project's when one of its folders bears its name
    /// (`FoodTruckKit/Sources/…`, `Sources/<Target>`), as SwiftPM and Xcode lay them out.
    /// `members`: a member's name (a modifier) may come from an extension in any module loaded,
    /// as Swift looks members up — so also from what the project's imported modules import.
    func otherModules(importedWhere node: some SyntaxProtocol, members: Bool = false) -> [String] {
        guard let index = fileNumber(of: node), declarations.indices.contains(index) else { return [] }
        // Most files import only what Easel declares: said without looking at the project.
        var pending = declarations[index].imports.filter { !Self.declaredModules.contains($0) }
        guard !pending.isEmpty else { return [] }
        let byFolder = modulesImported.value { Self.importsByFolder(declarations) }
        var result: [String] = [], visited: Set<String> = []
        while !pending.isEmpty {
            let module = pending.removeFirst()
            guard visited.insert(module).inserted, !Self.declaredModules.contains(module) else { continue }
            if let own = byFolder[module] {
                if members { pending += own }
            } else {
                result.append(module)
            }
        }
        return result
    }

    /// What the files under each folder import, by the folder's name, each module once (a set
    /// beside each list: linear in the project's imports).
    private static func importsByFolder(_ files: [FileDeclarations]) -> [String: [String]] {
        var result: [String: [String]] = [:], seen: [String: Set<String>] = [:]
        for file in files {
            for folder in Set(file.file.fileName.split(separator: "/").dropLast().map(String.init)) {
                for module in file.imports where seen[folder, default: []].insert(module).inserted { result[folder, default: []].append(module) }
            }
        }
        return result
    }

    /// "this file's imports bring StoreKit, which Easel does not declare": where an unknown name
    /// may come from, said as a fact (a module may be imported for something else).
    static func importedHere(_ modules: [String]) -> String {
        let list = modules.count <= 1 ? modules.joined() : modules.dropLast().joined(separator: ", ") + " and " + modules.last!
        return "this file's imports bring \(list), which Easel does not declare"
    }

    /// `UIApplication`, `NSWindow`: UIKit's, AppKit's or Foundation's by Apple's prefixes, which
    /// SwiftUI itself brings — not a module the file names.
    static func hasApplePrefix(_ name: String) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("NS")) && name.utf8.dropFirst(2).first.map(uppercase.contains) == true
    }

    /// "UIKit's", "AppKit's or Foundation's": whose a name with Apple's prefix is.
    static func appleOwner(of name: String) -> String { name.hasPrefix("UI") ? "UIKit's" : "AppKit's or Foundation's" }

    /// A type's name by Swift's convention (`NumberFormatter`, not `contains`), read as a byte:
    /// `Character.isUppercase` would make a copy of the name on every call.
    static func isCapitalized(_ name: String) -> Bool { name.utf8.first.map(uppercase.contains) ?? false }

    private static let uppercase = UInt8(ascii: "A")...UInt8(ascii: "Z")
}
