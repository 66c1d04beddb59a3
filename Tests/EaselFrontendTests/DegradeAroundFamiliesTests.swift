import EaselFrontend
import EaselIR
import Testing

/// Issue 32, point 4: what real apps write around toolbars and tabs degrades, never fails (R3).
@Suite("What apps write around the families degrades (R3)")
struct DegradeAroundFamiliesTests {
    @Test("R3: ForEach's content given as a function: an initializer of the app's (Row.init, over a binding and over values) and a method (makeRow)")
    func functionReferencesAsContent() {
        let d = ir("""
        struct Item: Identifiable { let id: Int; var name: String }
        struct Row: View {
            @Binding var item: Item
            var body: some View { Text("Row \\(item.name)") }
        }
        struct Badge: View {
            let item: Item
            var body: some View { Text("Badge \\(item.name)") }
        }
        struct Screen: View {
            @State private var items = [Item(id: 1, name: "A"), Item(id: 2, name: "B")]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach($items, content: Row.init)
                        ForEach(items, content: Badge.init)
                        ForEach(items, content: makeRow)
                    }
                    .toolbar { ToolbarItem { Button("Add") {} } }
                }
            }
            func makeRow(_ item: Item) -> some View { Text("Made \\(item.name)") }
        }
        """, view: "Screen")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Row A", "Row B", "Badge A", "Badge B", "Made A", "Made B"])
        #expect(itemLabels(d, onScreen: true) == ["Add"])
    }

    @Test("R3: an app's transform extensions hand the view to a closure: .modifier { $0.toolbar { … } }, .apply { view in if … }, and the toolbar inside shows")
    func transformExtensions() {
        let d = ir(view("""
                NavigationStack {
                    Text("Inbox")
                        .modifier { $0.toolbar { ToolbarItem(placement: .primaryAction) { Button("Compose") {} } } }
                        .apply { view in
                            if wide {
                                view.toolbar { ToolbarItem(placement: .secondaryAction) { Button("Filter") {} } }
                            } else {
                                view
                            }
                        }
                        .transform { content in
                            let title = "Mail"
                            return content.navigationTitle(title)
                        }
                        .platformSpecific {
                            #if os(macOS)
                            $0.toolbar { ToolbarItem { Button("Mac") {} } }
                            #else
                            $0.toolbar { ToolbarItem { Button("Phone") {} } }
                            #endif
                        }
                }
        """, members: "    @State private var wide = true"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.code == "no-matching-call" }, "\(d.diagnostics)")
        #expect(itemLabels(d, onScreen: true) == ["Compose", "Filter", "Phone"])
        #expect(d.presentations.first?.navigationTitle == "Mail")
    }

    @Test("R3: a closure that acts on a value handed to an unknown modifier is no transform: it is not run")
    func actionClosureIsNoTransform() {
        let d = ir(view("""
                Text("x")
                    .onChangeOf(count) { value in count = value + 1 }
                    .toolbar { Button("Keep") {} }
        """, members: "    @State private var count = 1"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(itemLabels(d, onScreen: true) == ["Keep"])
        #expect(d.diagnostics.contains { $0.code == "unknown-modifier" && $0.message.contains("onChangeOf") })
    }

    @Test("R3: the app's own CustomizableToolbarContent from another file inside toolbar(id:) is a placeholder item with a note, not an error")
    func customizableToolbarContentFromElsewhere() throws {
        let d = ir(view("""
                NavigationStack {
                    Text("Editor")
                        .toolbar(id: "editor") {
                            EditorToolbar(document: document)
                            ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") {} }
                        }
                }
        """, members: "    let document = 1"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let toolbar = try #require(d.toolbars.first)
        #expect(toolbar.items.count == 2)
        #expect(toolbar.items.last?.id == "share")
        #expect(d.diagnostics.contains { $0.code == "placeholder-item" && $0.severity == .note && $0.message.contains("EditorToolbar") })
    }
}
