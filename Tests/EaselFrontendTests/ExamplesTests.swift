import EaselFrontend
import EaselIR
import Foundation
import Testing

/// Easel's own examples (`Examples/`) evaluate cleanly and together cover every seed concept.
@Suite("Bundled examples")
struct ExamplesTests {
    static let files: [String] = {
        let folder = repositoryRoot.appendingPathComponent("Examples")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }()

    static func document(_ file: String) -> IRDocument {
        let url = repositoryRoot.appendingPathComponent("Examples").appendingPathComponent(file)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return Frontend.ir(text, fileName: file)
    }

    @Test("every example evaluates with no diagnostics and renders a view", arguments: files)
    func clean(_ file: String) {
        let d = Self.document(file)
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(d.view != nil)
    }

    @Test("the same input gives byte-identical IR JSON", arguments: files.prefix(3))
    func deterministic(_ file: String) throws {
        let a = try EaselJSON.encode(Self.document(file))
        let b = try EaselJSON.encode(Self.document(file))
        #expect(a == b)
    }

    @Test("an evaluated document round-trips through JSON unchanged", arguments: files)
    func roundTrip(_ file: String) throws {
        let d = Self.document(file)
        #expect(try EaselJSON.decode(IRDocument.self, from: try EaselJSON.encode(d)) == d)
    }

    @Test("together the examples cover every seed concept")
    func coverage() {
        let documents = Self.files.map(Self.document)
        let items = documents.flatMap(\.toolbars).flatMap(\.items)
        let placements = Set(items.map(\.placement.name))
        for p in ["automatic", "principal", "status", "primaryAction", "secondaryAction", "confirmationAction", "cancellationAction",
                  "destructiveAction", "navigation", "topBarLeading", "topBarTrailing", "bottomBar", "keyboard", "bottomOrnament", "accessoryBar"] {
            #expect(placements.contains(p), "no example uses .\(p)")
        }
        #expect(items.contains { $0.group != nil })
        #expect(items.contains { $0.kind == .spacer } && items.contains { $0.kind == .titleMenu })
        #expect(Set(items.map(\.behavior)) == ["default", "reorderable", "disabled"])
        #expect(items.contains { $0.defaultVisibility == "hidden" } && items.contains { $0.options.contains("alwaysAvailable") })
        #expect(documents.flatMap(\.toolbars).contains { $0.customizable && $0.items.contains { $0.placement.name == "secondaryAction" } })
        #expect(documents.flatMap(\.presentations).contains { $0.toolbarRole == "editor" })
        #expect(documents.contains { $0.app?.hasToolbarCommands == true })
        #expect(documents.flatMap(\.presentations).contains { $0.kind == "sheet" })
        let tabViews = documents.flatMap(\.tabViews)
        #expect(tabViews.contains { $0.style == "sidebarAdaptable" && $0.customization?.storage == .appStorage })
        #expect(tabViews.contains { $0.customization?.storage == .state })
        #expect(tabViews.flatMap(\.tabs).contains { $0.placement == "pinned" } && tabViews.flatMap(\.tabs).contains { $0.placement == "sidebarOnly" })
        #expect(tabViews.flatMap(\.tabs).contains { $0.defaultVisibility.tabBar == "hidden" })
        #expect(!tabViews.flatMap(\.sections).isEmpty)
    }
}
