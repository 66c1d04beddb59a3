import EaselFrontend
import EaselIR
import EaselToolbars
import Foundation
import Testing

let seedsFolder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")

/// The seed pages' examples through the engine: rendered on every platform with no error, and
/// the customization rules they describe hold.
@Suite("Seed examples through the engine", .enabled(if: FileManager.default.fileExists(atPath: seedsFolder.path), "../shared/seeds is not present"))
struct SeedEngineTests {
    static let sources: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: seedsFolder.path)) ?? []).sorted().flatMap { file in
        let text = (try? String(contentsOf: seedsFolder.appendingPathComponent(file), encoding: .utf8)) ?? ""
        return ExampleExtraction.examples(in: text).map(\.source).filter { !ExampleExtraction.isDeclaration($0) }
    }

    static func seed(_ marker: String) throws -> IRDocument {
        Frontend.ir(try #require(sources.first { $0.contains(marker) }))
    }

    @Test("every seed example renders on every platform with no error", arguments: Platform.allCases)
    func renders(_ platform: Platform) {
        #expect(Self.sources.count >= 12)
        for source in Self.sources {
            let d = Renderer(context: ToolbarContext(platform: platform), measurer: fonts).render(Frontend.ir(source))
            #expect(!d.diagnostics.hasErrors, "\(d.diagnostics)")
        }
    }

    @Test("seed 000: the disabled add item is fixed, the reorderable share item moves but stays (C3)")
    func behaviors() throws {
        let d = try Self.seed("ToolbarCustomizationBehaviorDemo")
        let model = CustomizationModel(d.toolbars[0])
        let state = model.defaultState()
        #expect(throws: EditRejection(.forbiddenByBehavior, "'add' has customization behavior .disabled and cannot be removed")) {
            try model.apply(.remove("add"), to: state, on: .macos)
        }
        #expect(try model.apply(.move("share", to: 0), to: state, on: .macos).items == ["share", "add"])
        #expect(throws: EditRejection.self) { try model.apply(.remove("share"), to: state, on: .macos) }
        let t = Renderer(context: ToolbarContext(platform: .macos), measurer: fonts).render(d).toolbars[0]
        #expect(t.item("add")?.canMove == false && t.item("share")?.canMove == true && t.item("share")?.canRemove == false)
    }

    @Test("seed 003: the editor's secondary actions are customizable on iPad, shown but not editable on iPhone (C1)")
    func editorTools() throws {
        let d = try Self.seed("ToolsEditorView: View")
        let model = CustomizationModel(d.toolbars[0])
        let edited = try model.apply(.remove("bold"), to: model.defaultState(), on: .ipados)
        var document = CustomizationDocument()
        document.toolbars["editingtools"] = edited
        let ipad = Renderer(context: ToolbarContext(platform: .ipados), measurer: fonts).render(d, customizations: document).toolbars[0]
        #expect(ipad.bar(.navigationBar)?.center == ["sizeSelector", "italic"])
        #expect(ipad.palette == ["bold"])
        let iphone = Renderer(context: ToolbarContext(platform: .ios), measurer: fonts).render(d, customizations: document).toolbars[0]
        #expect(!iphone.editable)
        #expect(iphone.overflow == ["sizeSelector", "italic"])
    }

    @Test("seed 003: hidden by default and always available (C5, C6)")
    func defaults() throws {
        let hidden = Renderer(context: ToolbarContext(platform: .macos), measurer: fonts).render(try Self.seed(".defaultCustomization(.hidden)")).toolbars[0]
        #expect(hidden.item("new")?.where == .hidden && hidden.palette == ["new"])
        let always = try Self.seed(".alwaysAvailable")
        let model = CustomizationModel(always.toolbars[0])
        var document = CustomizationDocument()
        document.toolbars["main"] = try model.apply(.remove("new"), to: model.defaultState(), on: .macos)
        #expect(Renderer(context: ToolbarContext(platform: .macos), measurer: fonts).render(always, customizations: document).toolbars[0].overflow == ["new"])
    }
}
