import EaselFrontend
import EaselIR
import Testing

/// Every Swift example of the seed pages goes through the front end with no error, and the IR
/// holds what the page is about. The seeds are read from `../shared/seeds`; without them these
/// tests are skipped.
@Suite("Seed examples", .enabled(if: seedsPresent, "../shared/seeds is not present; seed tests skipped"))
struct SeedTests {
    @Test("the pages hold the examples we expect")
    func examplesFound() {
        #expect(seedExamples.count >= 14)
        #expect(Set(seedExamples.map { String($0.file.prefix(3)) }) == ["000", "001", "002", "003"])
    }

    @Test("every seed example evaluates with no error", arguments: seedExamples)
    func noErrors(_ example: SeedExample) {
        let d = ir(example.source)
        #expect(errors(d).isEmpty, "\(errors(d))")
        let isDeclaration = ExampleExtraction.isDeclaration(example.source)
        #expect(isDeclaration ? !d.apiDeclarations.isEmpty : (d.view != nil || d.app != nil))
    }

    @Test("seed 000: behaviors on the content of identified items (spec C3, T2)")
    func toolbarCustomizationBehavior() throws {
        let d = ir(try seedExample("000", containing: "ToolbarCustomizationBehaviorDemo"))
        let toolbar = try #require(d.toolbars.first)
        #expect(d.toolbars.count == 1)
        #expect(toolbar.id == "main" && toolbar.customizable)
        #expect(toolbar.items.map(\.key) == ["add", "share"])
        #expect(toolbar.items.map(\.placement.name) == ["primaryAction", "secondaryAction"])
        #expect(toolbar.items.map(\.behavior) == ["disabled", "reorderable"])
        #expect(toolbar.items.map(\.label) == ["plus", "square.and.arrow.up"])
        #expect(d.presentations.first?.toolbarRole == "editor")
        #expect(d.presentations.first?.inNavigationContainer == true)
    }

    @Test("seed 001: tabs with ids, behaviors per placement, style and binding (spec B1–B5, B7)")
    func tabCustomizationBehavior() throws {
        let d = ir(try seedExample("001", containing: "TabCustomizationBehaviorDemo"))
        let tabView = try #require(d.tabViews.first)
        #expect(tabView.style == "sidebarAdaptable")
        #expect(tabView.customization?.storage == .state)
        #expect(tabView.customization?.key == "TabCustomizationBehaviorDemo")
        #expect(tabView.customization?.property == "customization")
        #expect(tabView.tabs.map(\.key) == ["tab.home", "tab.browse", "tab.settings"])
        #expect(tabView.tabs.map(\.title) == ["Home", "Browse", "Settings"])
        #expect(tabView.tabs.map(\.systemImage) == ["house", "square.grid.2x2", "gearshape"])
        #expect(tabView.tabs.map(\.behavior) == [
            .automatic, PerTabPlacement(sidebar: "reorderable", tabBar: "reorderable"), PerTabPlacement(sidebar: "disabled", tabBar: "disabled"),
        ])
        #expect(tabView.selectedKey == "tab.home")
    }

    @Test("seed 002: an item group of a slider and two toggles (spec T3, T4, T6)")
    func toolbarItemGroup() throws {
        let d = ir(try seedExample("002", containing: "StructToolbarItemGroupView"))
        let toolbar = try #require(d.toolbars.first)
        #expect(toolbar.id == nil && !toolbar.customizable)
        #expect(toolbar.items.map(\.key) == ["#0", "#1", "#2"])
        #expect(toolbar.items.allSatisfy { $0.placement == .automatic && $0.group?.index == 0 })
        #expect(toolbar.items.map(\.label) == ["Font Size (12)", "bold", "italic"])
        #expect(toolbar.items.map { $0.content?.kind } == ["Slider", "Toggle", "Toggle"])
        #expect(d.presentations.first?.navigationTitle == "My Note")
    }

    @Test("seed 002: the dismiss snippet and the accessory bars (spec P1)")
    func placementSnippets() throws {
        let cancel = ir(try seedExample("002", containing: "ToolbarItem(placement: .cancellationAction)"))
        #expect(cancel.root?.kind == .snippet)
        #expect(cancel.toolbars.first?.items.map(\.placement.name) == ["cancellationAction"])
        #expect(cancel.toolbars.first?.items.first?.label == "arrow.backward")

        let group = ir(try seedExample("002", containing: "ToolbarItemGroup(placement: .cancellationAction)"))
        #expect(group.toolbars.first?.items.first?.group != nil)

        let bars = ir(try seedExample("002", containing: "accessoryBar"))
        let items = try #require(bars.toolbars.first?.items)
        #expect(items.map { $0.placement.accessoryBarID } == ["1", "1", "1", "1", "2", "3"])
        #expect(items.map(\.label) == ["♣️", "♥️", "♠️", "♦️", "导航", "导航"])
        #expect(items[4].systemImage == "chevron.left" && items[5].systemImage == "chevron.up")
    }

    @Test("seed 003: the customizable editor toolbar (spec T2)")
    func customizableEditor() throws {
        let d = ir(try seedExample("003", containing: "ToolsEditorView: View"))
        let toolbar = try #require(d.toolbars.first)
        #expect(toolbar.id == "editingtools")
        #expect(toolbar.items.map(\.key) == ["sizeSelector", "bold", "italic"])
        #expect(toolbar.items.allSatisfy { $0.placement.name == "secondaryAction" && $0.behavior == "default" })
        #expect(toolbar.items.first?.content?.modifier("frame")?.argument("width") == .double(150))
    }

    @Test("seed 003: ToolbarCommands in the app's scene (spec M1)")
    func toolbarCommands() throws {
        let d = ir(try seedExample("003", containing: "ToolbarCommands()"))
        #expect(d.root?.kind == .app)
        #expect(d.app?.hasToolbarCommands == true)
        #expect(d.app?.scenes.first?.kind == "WindowGroup")
        #expect(d.view?.kind == "Placeholder")
        #expect(d.diagnostics.contains { $0.code == "placeholder-view" && $0.severity == .note })
    }

    @Test("seed 003: default customization, options and behaviors on bare items (spec C3, C5, C6)")
    func customizationModifiers() throws {
        let hidden = ir(try seedExample("003", containing: ".defaultCustomization(.hidden)"))
        #expect(hidden.toolbars.first?.id == "main")
        #expect(hidden.toolbars.first?.items.first?.key == "new")
        #expect(hidden.toolbars.first?.items.first?.defaultVisibility == "hidden")

        let always = ir(try seedExample("003", containing: ".alwaysAvailable"))
        #expect(always.toolbars.first?.items.first?.options == ["alwaysAvailable"])
        #expect(always.toolbars.first?.items.first?.defaultVisibility == "automatic")

        let disabled = ir(try seedExample("003", containing: ".customizationBehavior(.disabled)"))
        #expect(disabled.toolbars.first?.items.first?.behavior == "disabled")
        let reorderable = ir(try seedExample("003", containing: ".customizationBehavior(.reorderable)"))
        #expect(reorderable.toolbars.first?.items.first?.behavior == "reorderable")
    }

    @Test("API declarations are recognised, not run")
    func apiDeclarations() throws {
        let function = ir(try seedExample("002", containing: "func toolbar<Content>"))
        #expect(function.apiDeclarations.map(\.kind) == ["func"])
        #expect(function.apiDeclarations.first?.name == "toolbar")
        let type = ir(try seedExample("002", containing: "struct ToolbarItem<ID, Content>"))
        #expect(type.apiDeclarations.map(\.name) == ["ToolbarItem"])
        #expect(type.diagnostics.isEmpty)
    }
}
