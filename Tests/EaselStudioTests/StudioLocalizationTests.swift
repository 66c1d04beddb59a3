@testable import EaselStudio
import EaselFrontend
import EaselIR
import Foundation
import Testing

/// Issue 31 in the Studio's project mode: the project's String Catalog is read when the project
/// opens (its texts, not its keys, are drawn), read again when it changes on disk, and a catalog
/// reached through a link out of the folder is not read. Its asset catalogs (colours, symbols,
/// images) are read and read again the same way.
@Suite("Studio project languages")
struct StudioLocalizationTests {
    static func catalog(_ title: String) -> String {
        """
        { "sourceLanguage" : "en", "strings" : { "inbox.title" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "\(title)" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Posteingang" } } } } } }
        """
    }

    @Test("issue 31: the Studio draws the catalog's text, in the locale asked for, and reads the catalog again when it changes")
    func catalogInProjectMode() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("easel-studio-l10n-\(UUID().uuidString)")
        let root = base.appendingPathComponent("App"), outside = base.appendingPathComponent("Elsewhere")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        try "import SwiftUI\nstruct Inbox: View {\n    var body: some View { NavigationStack { Text(\"inbox.title\").navigationTitle(\"inbox.title\") } }\n}\n"
            .write(to: root.appendingPathComponent("Inbox.swift"), atomically: true, encoding: .utf8)
        try Self.catalog("Inbox").write(to: root.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try "\"inbox.title\" = \"Boîte\";".write(to: outside.appendingPathComponent("fr.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Linked").path, withDestinationPath: outside.path)

        let project = try StudioProject(folder: root)
        func title(_ locale: String? = nil) async throws -> String? {
            let run = try await project.evaluate(file: "Inbox.swift", text: nil, state: StateStore(), options: EvaluationOptions(locale: locale))
            return run.document.presentations.first { $0.kind == "window" }?.navigationTitle
        }
        #expect(try await title() == "Inbox")
        #expect(try await title("de") == "Posteingang")
        #expect(try await title("fr") == "Inbox", "the French table behind a link out of the folder is not read")

        try Self.catalog("Mail").write(to: root.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let before = await project.version
        await project.absorbChanges()
        #expect(await project.version == before + 1)
        #expect(try await title() == "Mail")
    }
}

/// The asset catalogs' colours in the Studio's project mode: read when the project opens, read
/// again when a colour set changes on disk.
@Suite("Studio project colours")
struct StudioColorTests {
    static func colorSet(red: String) -> String {
        """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "\(red)", "green" : "0x00", "blue" : "0x00" } },
          "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
        """
    }

    @Test("Color(\"Brand\") is the catalog's colour, and the new one after the set changes on disk")
    func colorsInProjectMode() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-studio-colors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try "import SwiftUI\nstruct Card: View {\n    var body: some View { Color(\"Brand\") }\n}\n"
            .write(to: root.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        try Self.colorSet(red: "0x80").write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)

        let project = try StudioProject(folder: root)
        func light() async throws -> IRValue? {
            let run = try await project.evaluate(file: "Card.swift", text: nil, state: StateStore(), options: EvaluationOptions())
            var found: IRValue?
            run.document.view?.walk { node in if found == nil, node.kind == "Color" { found = node.argument("color")?.symbolValue?.fields["light"] } }
            return found
        }
        #expect(try await light() == .string("#800000FF"))
        try Self.colorSet(red: "0xFF").write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        await project.absorbChanges()
        #expect(try await light() == .string("#FF0000FF"))
    }

    @Test("project mode: a catalog's custom symbol is named and drawn; an image set added on disk is read on the next look")
    func imagesInProjectMode() async throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Projects/Symbols/Assets.xcassets")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-studio-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("leaf.badge.symbolset"), to: catalog.appendingPathComponent("leaf.badge.symbolset"))
        try "import SwiftUI\nstruct Card: View {\n    var body: some View { Image(\"leaf.badge\") }\n}\n"
            .write(to: root.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)

        let project = try StudioProject(folder: root)
        func image(_ text: String) async throws -> (node: ViewNode?, document: IRDocument) {
            let source = "import SwiftUI\nstruct Card: View {\n    var body: some View { \(text) }\n}\n"
            let run = try await project.evaluate(file: "Card.swift", text: source, state: StateStore(), options: EvaluationOptions())
            return (run.document.view?.first { $0.kind == "Image" }, run.document)
        }
        let symbol = try await image(#"Image("leaf.badge")"#)
        #expect(symbol.node?.argument("customSymbol") == .string("leaf.badge"))
        #expect(symbol.document.customSymbols["leaf.badge"] != nil, "the canvas finds its outlines in the document")
        #expect(try await image(#"Image("photo")"#).node?.argument("naturalWidth") == nil, "no such set yet")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("photo.imageset"), to: catalog.appendingPathComponent("photo.imageset"))
        await project.absorbChanges()
        let photo = try await image(#"Image("photo")"#)
        #expect(photo.node?.argument("naturalWidth") == .double(30) && photo.document.bitmaps["photo"] != nil)
    }
}
