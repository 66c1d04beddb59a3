import EaselFrontend
import EaselIR
import Testing

/// Documentation fragments (seeds 002, 003 show them) run inside a synthetic host view.
@Suite("Snippets")
struct SnippetTests {
    @Test("a property and a bare ToolbarItem: the item goes into the host's toolbar")
    func propertyAndItem() throws {
        let d = ir("""
        @Environment(\\.dismiss) var dismiss

        ToolbarItem(placement: .cancellationAction) {
            Button("Close") { dismiss() }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.root == RootDecl(kind: .snippet, name: "Snippet"))
        #expect(d.view?.kind == "SnippetHost" && d.view?.origin == .synthetic)
        let toolbar = try #require(d.toolbars.first)
        #expect(toolbar.items.map(\.placement.name) == ["cancellationAction"])
        #expect(toolbar.items.first?.label == "Close")
        #expect(toolbar.host == "SnippetHost")
    }

    @Test("an unknown view with a toolbar: a labelled placeholder and a note")
    func placeholderHost() throws {
        let d = ir("""
        ContentView()
            .toolbar(id: "main") {
                ToolbarItem(id: "new") {
                    // new button here
                }
                .defaultCustomization(.hidden)
            }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let note = try #require(d.diagnostics.first { $0.code == "placeholder-view" })
        #expect(note.severity == .note && note.line == 1 && note.message.contains("ContentView"))
        #expect(d.view?.kind == "Placeholder")
        #expect(d.view?.argument("name") == .string("ContentView"))
        #expect(d.toolbars.first?.id == "main")
        #expect(d.toolbars.first?.items.first?.defaultVisibility == "hidden")
        // The empty stand-in is an EmptyView, drawn as the item it stands for (not as content a state emptied).
        #expect(d.toolbars.first?.items.first?.content?.kind == "EmptyView")
        #expect(d.toolbars.first?.items.first?.isEmpty == false)
    }

    @Test("a leading .toolbar applies to the host")
    func leadingModifier() throws {
        let d = ir("""
         .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("One") { }
                Button("Two") { }
            }
        }
        .navigationTitle("Bars")
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.view?.kind == "SnippetHost")
        #expect(d.view?.modifiers.map(\.name) == ["toolbar", "navigationTitle"])
        #expect(d.toolbars.first?.items.map(\.label) == ["One", "Two"])
        #expect(d.presentations.first?.navigationTitle == "Bars")
    }

    @Test("bare views are shown as they are")
    func bareViews() {
        let d = ir("Text(\"one\")\nText(\"two\").bold()")
        #expect(errors(d).isEmpty)
        #expect(texts(d) == ["one", "two"])
        #expect(d.view?.kind == "TupleView")
    }

    @Test("API declarations without bodies", arguments: [
        ("func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content : View", "func", "toolbar"),
        ("struct ToolbarItemPlacement", "struct", "ToolbarItemPlacement"),
        ("init(\n    placement: ToolbarItemPlacement = .automatic,\n    @ViewBuilder content: () -> Content\n)", "init", "init"),
    ])
    func declarations(_ source: String, _ kind: String, _ name: String) {
        let d = ir(source)
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(d.apiDeclarations == [APIDeclaration(kind: kind, name: name, line: 1)])
        #expect(d.view == nil)
    }
}
