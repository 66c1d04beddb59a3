import EaselFrontend
import EaselIR
import Testing

/// Idioms of real apps met in public code Easel had not read before (a video client, a Lemmy
/// client, a Matrix client, a virtual machine manager): each is Swift that compiles, so none may
/// end a preview in an error (spec R3, R6), and each toolbar item declared comes out.
@Suite("Real-app idioms")
struct RealAppIdiomTests {
    private func toolbarLabels(_ d: IRDocument) -> [String] { d.toolbars.flatMap(\.items).compactMap(\.label) }

    @Test("a getter whose body is one #if returns the active clause's expression (a placement per platform)")
    func getterOfOneIfConfig() {
        let source = view("""
                NavigationStack { Text("x") }
                    .toolbar { ToolbarItem(placement: placement) { Button("Options") {} } }
                    .opacity(shows ? 1 : 0)
        """, members: """
            var placement: ToolbarItemPlacement {
                #if os(macOS)
                .navigation
                #else
                .primaryAction
                #endif
            }
            var shows: Bool {
                #if DEBUG
                true
                #else
                false
                #endif
            }
        """)
        for (platform, placement) in [(Platform.ios, "primaryAction"), (.macos, "navigation")] {
            let d = Frontend.ir(source, options: EvaluationOptions(platform: platform))
            #expect(errors(d).isEmpty, "\(d.diagnostics)")
            #expect(d.toolbars.first?.items.first?.placement.name == placement)
        }
    }

    @Test("R3: a style type of the project passes for the SDK protocol it conforms to")
    func projectStylesConform() {
        let d = ir("""
        private struct Flair: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
        }
        struct Pill: ButtonStyle, Sendable {
            func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
        }
        struct Refined: PillStyleOfAnotherModule {}
        struct Plain: Hashable {}
        \(view("""
                NavigationStack {
                    Label("Banned", systemImage: "xmark").labelStyle(Flair())
                    Button("Ban") {}.buttonStyle(Pill())
                    Button("Other") {}.buttonStyle(Refined())
                }
        """))
        """, view: "TestView")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        // A type that declares only standard protocols is no label style: Swift rejects it, so does Easel (R6).
        let wrong = ir("struct Plain: Hashable {}\n" + view("Label(\"x\", systemImage: \"x\").labelStyle(Plain())"), view: "TestView")
        #expect(errors(wrong).contains { $0.message.contains("'Plain'") }, "\(wrong.diagnostics)")
    }

    @Test("ForEach over a binding gives each row a binding to its element; $row.field binds into it, and a toggle writes the array")
    func forEachOverBinding() throws {
        let source = """
        struct Drive: Identifiable { var id: Int; var name: String; var enabled: Bool }
        struct Drives: View {
            @State var drives = [Drive(id: 1, name: "Boot", enabled: true), Drive(id: 2, name: "Data", enabled: false)]
            var body: some View {
                List {
                    ForEach($drives) { $drive in
                        Toggle(drive.name, isOn: $drive.enabled)
                    }
                }
            }
        }
        """
        let program = Frontend.compile(source)
        let first = program.evaluate()
        #expect(errors(first.document).isEmpty, "\(first.document.diagnostics)")
        let toggles = nodes(first.document).filter { $0.kind == "Toggle" }
        #expect(toggles.map { $0.argument("title")?.stringValue } == ["Boot", "Data"])
        #expect(toggles.map { $0.argument("isOn") } == [.constantBinding(.bool(true)), .constantBinding(.bool(false))])
        #expect(toggles.allSatisfy { $0.interactive })
        let flipped = program.perform(.toggle(toggles[1].identity), state: first.state)
        #expect(flipped.diagnostics.isEmpty, "\(flipped.diagnostics)")
        let second = program.evaluate(state: flipped.state)
        #expect(nodes(second.document).filter { $0.kind == "Toggle" }.map { $0.argument("isOn") } == [.constantBinding(.bool(true)), .constantBinding(.bool(true))])
    }

    @Test("a tuple handed to a closure of several parameters is taken apart: ForEach(Array(x.enumerated())) { index, item in }")
    func tupleParameters() {
        let d = ir(view("""
                VStack {
                    ForEach(Array(["a", "b"].enumerated()), id: \\.offset) { index, name in
                        if index > 0 { Divider() }
                        Text("\\(index): \\(name)")
                    }
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["0: a", "1: b"])
    }

    @Test("a nested type named like SwiftUI's (Coordinator.Tab) is that type only inside its outer type")
    func nestedTypeShadowsOnlyInside() {
        let d = ir("""
        final class Coordinator {
            struct Tab { let coordinator: String; let title: String }
            func first() -> Tab { Tab(coordinator: "c", title: "Inside") }
        }
        struct Tabs: View {
            var body: some View {
                TabView {
                    Tab("Home", systemImage: "house") { Text(Coordinator().first().title) }
                    Tab("Search", systemImage: "magnifyingglass") { Text("Find") }
                }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.tabViews.first?.tabs.map(\.title) == ["Home", "Search"])
        #expect(texts(d).contains("Inside"))
    }

    @Test("R7: @AppStorage with its key given in the initializer; a local with another module's wrapper is opaque")
    func wrappersGivenLater() {
        let d = ir("""
        enum Layout: String { case list, grid }
        struct Browse: View {
            @AppStorage var layout: Layout
            @State var warning: Bool
            init(id: String) {
                _layout = AppStorage(wrappedValue: .grid, "browse.\\(id).layout")
                @Setting(\\.nsfwWarning) var showWarning
                self._warning = .init(wrappedValue: showWarning && id.isEmpty)
            }
            var body: some View {
                Text(layout == .grid ? "Grid" : "List")
                    .toolbar { Button("Layout") {} }
            }
        }
        #Preview { Browse(id: "x") }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbarLabels(d) == ["Layout"])
    }

    @Test("self._value = .init(get:set:) in an initializer makes the @Binding")
    func bindingMadeInInit() {
        let d = ir("""
        struct Menu2: View {
            @Binding var selection: String
            init(loader: Loader) {
                self._selection = .init(get: { loader.kind }, set: { loader.change(to: $0) })
            }
            var body: some View { Text(selection) }
        }
        struct Host: View {
            var body: some View {
                NavigationStack { Menu2(loader: Loader()) }.toolbar { Button("Feed") {} }
            }
        }
        """, view: "Host")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbarLabels(d) == ["Feed"])
    }

    @Test("a closure that acts through if case, handed to an unknown modifier type, is kept, not built")
    func actingClosureInsideIfCase() {
        let d = ir("""
        struct Share: ViewModifier {
            @State private var shown = false
            @State private var item: String?
            func body(content: Content) -> some View {
                content
                    .toolbar { Button("Share") { shown = true } }
                    .modifier(ConfirmModifier(action: $item) { action in
                        if case .some(let v) = action {
                            item = v
                            shown.toggle()
                        }
                    })
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbarLabels(d) == ["Share"])
    }

    @Test("content() of a @ViewBuilder let content: () -> Content is the built content")
    func callingStoredBuilder() {
        let d = ir("""
        private struct Collapsible<Content: View>: View {
            let title: String
            @ViewBuilder let content: () -> Content
            var body: some View { VStack { Text(title); content().padding() } }
        }
        \(view("""
                NavigationStack {
                    Collapsible(title: "Details") { HStack { Text("One"); Text("Two") } }
                }
                .toolbar { Button("Edit") {} }
        """))
        """, view: "TestView")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Details", "One", "Two"])
    }

    @Test("Set.insert, sorting what Easel cannot know, Date.now... and regex literals are not errors")
    func smallerIdioms() {
        let d = ir(view("""
                Form {
                    DatePicker("Expires", selection: $expiry, in: Date.now..., displayedComponents: [.date])
                    Text(names.sorted().joined(separator: ", "))
                    Text(unknownCountries.sorted().first ?? "none")
                    Button("Connect") {}.disabled(!domain.contains(/.+\\..+$/))
                }
                .toolbar { Button("Save") {} }
                .keyboardShortcut(KeyEquivalent("r"))
        """, members: """
            @State var expiry = Date.now
            @State var domain = "example.org"
            var names: [String] {
                var set = Set<String>()
                set.insert("b"); set.insert("a"); set.insert("b")
                return Array(set)
            }
            var unknownCountries: [String] {
                var set = Set<String>()
                for instance in Catalog.shared.instances { set.insert(instance.country) }
                return Array(set)
            }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("a, b"))
        #expect(toolbarLabels(d) == ["Save"])
    }

    @Test("TabContent takes accessibility modifiers")
    func tabAccessibility() {
        let d = ir(view("""
                TabView {
                    Tab("Home", systemImage: "house") { Text("Home") }.accessibilityIdentifier("home")
                    Tab("Library", systemImage: "books.vertical") { Text("Library") }.accessibilityLabel("Library")
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.tabViews.first?.tabs.count == 2)
    }

    @Test("a NavigationLink's destination, a popover and a cover not presented keep their toolbars in the IR, off the screen")
    func unshownDestinations() throws {
        let source = view("""
                NavigationStack {
                    List {
                        NavigationLink { Text("Detail").toolbar { ToolbarItem { Button("Delete") {} } } } label: { Text("Open") }
                        NavigationLink("Two") { Text("Second").toolbar { Button("Pin") {} } }
                    }
                    .popover(isPresented: $info) { Text("Info").toolbar { Button("Close") {} } }
                    .toolbar { ToolbarItem { Button("Add") {} } }
                }
        """, members: "    @State var info = false")
        let d = ir(source)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(Set(toolbarLabels(d)) == ["Delete", "Pin", "Close", "Add"], "every declared item is in the IR")
        #expect(d.presentations.filter(\.isPresented).map(\.id) == ["window"])
        #expect(toolbars(d, onScreen: true).flatMap(\.items).compactMap(\.label) == ["Add"])
        #expect(d.presentations.map(\.id).contains("destination#1") && d.presentations.map(\.id).contains("popover#0"))
    }

    @Test("R5: branches not taken are declared, not shown — their toolbars are in the IR under a presentation never presented")
    func branchesNotTaken() {
        let d = ir("""
        enum Load { case loading, loaded(String), failed }
        struct Channel: View {
            @State var name: String?
            @State var load = Load.loading
            var body: some View {
                NavigationStack {
                    if let name {
                        Text(name).toolbar { ToolbarItem { Button("Subscribe") {} } }
                    } else if #available(iOS 99, *) {
                        Text("Future").toolbar { Button("Later") {} }
                    } else {
                        ProgressView().toolbar { ToolbarItem(placement: .cancellationAction) { Button("Stop") {} } }
                    }
                    switch load {
                    case .loading: Text("Loading")
                    case .loaded(let title): Text(title).toolbar { Button("Share \\(title)") {} }
                    case .failed: Text("Failed").sheet(isPresented: .constant(true)) { Text("Why").toolbar { Button("Retry") {} } }
                    }
                }
                .toolbar { Button("Filter") {} }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(Set(toolbarLabels(d)) == ["Subscribe", "Later", "Stop", "Share title", "Retry", "Filter"], "an opaque name reads as its source text")
        #expect(d.presentations.filter(\.isPresented).map(\.id) == ["window"], "a sheet inside a branch not taken is not presented, whatever its binding says")
        #expect(toolbars(d, onScreen: true).flatMap(\.items).compactMap(\.label).sorted() == ["Filter", "Stop"])
        #expect(texts(d) == ["Loading"], "only the branches taken are in the tree")
        #expect(d.diagnostics.allSatisfy { !$0.message.contains("title") }, "a branch not taken says nothing")
    }

    @Test("the toolbars of a tab not selected are declared, off the window")
    func hiddenTabToolbars() {
        let d = ir(view("""
                TabView {
                    Tab("Inbox", systemImage: "tray") { NavigationStack { Text("Inbox").toolbar { Button("Compose") {} } } }
                    Tab("Drafts", systemImage: "doc") { NavigationStack { Text("Drafts").toolbar { Button("Clear") {} } } }
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(Set(toolbarLabels(d)) == ["Compose", "Clear"])
        #expect(toolbars(d, onScreen: true).flatMap(\.items).compactMap(\.label) == ["Compose"])
    }

    @Test("R3: toolbar content handed to a modifier from another file (.settingsToolbar { ToolbarItem … }) is the view's toolbar, also on an unknown view")
    func toolbarThroughUnknownModifier() {
        let d = ir(view("""
                NavigationStack {
                    Form { Text("General") }
                        .settingsToolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") {} } }
                    DriveView(index: 1)
                        .scrollable()
                        .settingsToolbar { ToolbarItem(placement: .destructiveAction) { Button("Remove") {} } }
                    Form { Text("Plain") }.scrollable()
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbarLabels(d) == ["Save", "Remove"])
        #expect(d.diagnostics.contains { $0.code == "unknown-modifier" && $0.message.contains("shown as the view's toolbar") })
    }

    @Test("NavigationLink(destination:isActive:label:), deprecated, is still a link with its destination off screen")
    func deprecatedNavigationLink() {
        let d = ir(view("""
                NavigationStack {
                    NavigationLink(destination: Text("Info").toolbar { Button("Edit") {} }, isActive: $active) { Label("Information", systemImage: "info.circle") }
                }
        """, members: "    @State var active = true"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbarLabels(d) == ["Edit"])
        #expect(d.diagnostics.contains { $0.code == "deprecated-api" && $0.message.hasSuffix("use navigationDestination(isPresented:destination:) instead") })
    }

    @Test("R5: a toolbar builder's branch not taken (if #available … else) declares its items too")
    func toolbarBuilderAlternatives() {
        let d = ir(view("""
                NavigationStack { Text("Media") }
                    .toolbar {
                        if #available(iOS 26, *) {
                            ToolbarSpacer()
                        } else {
                            ToolbarItem(placement: .primaryAction) { Button("Reserve") {} }
                        }
                        ToolbarItem(placement: .principal) { Text("Title") }
                    }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbars(d, onScreen: false).flatMap(\.items).compactMap(\.label) == ["Reserve"])
        #expect(toolbars(d, onScreen: true).flatMap(\.items).map(\.kind) == [.spacer, .item])
    }

    @Test("a PreviewProvider's previews call its static helpers by their bare names; preview settings are known modifiers")
    func previewProviderStatics() {
        let d = ir("""
        struct Screen: View {
            let title: String
            var body: some View { NavigationStack { Text(title) }.toolbar { Button("Cancel") {} } }
        }
        struct Screen_Previews: PreviewProvider {
            static var previews: some View {
                screen(title: "First").previewDisplayName("First")
            }
            static func screen(title: String) -> some View { Screen(title: title) }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.code == "unknown-name" || $0.code == "unknown-modifier" }, "\(d.diagnostics)")
        #expect(texts(d) == ["First"])
        #expect(toolbarLabels(d) == ["Cancel"])
    }

    @Test("SwiftUI.Section is SwiftUI's beside the app's own Section type")
    func moduleQualifiedNames() {
        let d = ir("""
        struct Section: Identifiable { let id: Int }
        \(view("""
                NavigationStack { List { SwiftUI.Section("A") { Text("x").foregroundStyle(SwiftUI.Color.red) } } }
                    .toolbar { ToolbarItemGroup(placement: .secondaryAction) { SwiftUI.Section { Button("Block") {} } } }
        """))
        """, view: "TestView")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbarLabels(d) == ["Block"])
        #expect(firstNode(d, kind: "Section") != nil)
    }

    @Test("R2: an extension's toolbar property, its type declared in another file, previews in a host")
    func extensionToolbarAlone() {
        let d = ir("""
        extension PostEditor {
            @ToolbarContentBuilder
            var toolbar: some ToolbarContent {
                ToolbarItem(placement: .topBarLeading) { Button("Close") { dismiss() } }
                ToolbarItem(placement: .topBarTrailing) { Button("Send") {}.disabled(!canSend) }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.code == "no-view" })
        #expect(toolbarLabels(d) == ["Close", "Send"])
    }

    @Test("a view of the file the preview does not show declares its toolbars too; one made with arguments says nothing")
    func unusedViewsDeclared() {
        let d = ir("""
        struct PermissionView: View {
            let selection: Int
            var body: some View { Text("Choose") }
        }
        struct PermissionInNavigation: View {
            let action: (Int) -> Void
            var body: some View {
                NavigationView { PermissionView(selection: 1).toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") {} } } }
            }
        }
        #Preview { PermissionView(selection: 0) }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.code == "preview-argument" }, "the quiet run's warnings are not kept")
        #expect(toolbarLabels(d) == ["Close"])
        #expect(toolbars(d, onScreen: true).isEmpty)
        #expect(texts(d) == ["Choose"])
    }

    @Test("a wizard whose every page links to every page, behind a branch not taken, ends at once (quiet runs have a budget; a destination's destinations are not followed)")
    func wizardOfLinksEnds() {
        let d = ir("""
        enum Page { case start, os, hardware, drives, summary }
        struct Wrapper: View {
            let page: Page
            @State private var next: Page?
            var body: some View {
                VStack {
                    Text("\\(page)")
                    NavigationLink(destination: Wrapper(page: .start), tag: Page.start, selection: $next) {}
                    NavigationLink(destination: Wrapper(page: .os), tag: Page.os, selection: $next) {}
                    NavigationLink(destination: Wrapper(page: .hardware), tag: Page.hardware, selection: $next) {}
                    NavigationLink(destination: Wrapper(page: .drives), tag: Page.drives, selection: $next) {}
                    NavigationLink(destination: Wrapper(page: .summary), tag: Page.summary, selection: $next) {}
                }
                .toolbar { Button("Continue") {} }
            }
        }
        struct Wizard: View {
            var body: some View {
                if #available(iOS 16, *) { NavigationStack { Text("Modern") } } else { NavigationView { Wrapper(page: .start) } }
            }
        }
        #Preview { Wizard() }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Modern"])
        #expect(toolbarLabels(d).contains("Continue"))
        #expect(d.toolbars.count < 20, "\(d.toolbars.count) toolbars declared")
    }

    @Test("R3: toolbar content handed to an unknown container (SplitView { … } toolbar: { ToolbarItem … }) is its toolbar")
    func unknownContainerToolbar() {
        let d = ir(view("""
                SidebarSplitView {
                    Text("Main")
                    Text("Side")
                } toolbar: {
                    ToolbarItem { Button("Refresh") {} }
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbarLabels(d) == ["Refresh"])
        #expect(texts(d) == ["Main", "Side"])
    }

    @Test("what real inits and previews write: a trailing closure skips a property with a default; an enum's own init; an autoclosure; .init(wrappedValue: .init(…)); Font(platformFont)")
    func initializerIdioms() {
        let d = ir("""
        enum Node { case text(String), list([Node])
            init?(json: String) { self = .text(json) }
        }
        final class Picker: ObservableObject { var folder = ""; func setup() {} }
        struct EditFolder: View {
            @ObservedObject var model: FolderModel
            @ObservedObject private var picker = Picker()
            @StateObject private var creation: CreationModel
            var dismiss: () -> Void
            init(model: FolderModel, widget: Widget, viewModel: @autoclosure @escaping () -> CreationModel, dismiss: @escaping () -> Void) {
                self.model = model
                self.dismiss = dismiss
                self._creation = .init(wrappedValue: .init(widget: widget))
                _ = viewModel()
            }
            var body: some View {
                NavigationView {
                    Text(Node(json: "x") == nil ? "none" : "node").font(Font(PlatformFont.body))
                        .toolbar { Button("Done") { dismiss() } }
                }
                .onAppear { picker.folder = model.folder; picker.setup() }
                .opacity(creation.widget.items.count <= 3 ? 1 : 0.5)
            }
        }
        struct Memberwise: View {
            @ObservedObject var model: FolderModel
            @ObservedObject private var picker = Picker()
            var dismiss: () -> Void
            var body: some View { Text("Folder").onAppear { picker.folder = model.folder }.toolbar { Button("Close") { dismiss() } } }
        }
        struct Host: View {
            var body: some View {
                EditFolder(model: FolderModel(), widget: .sample, viewModel: .init()) {}
                Memberwise(model: FolderModel()) {}
            }
        }
        """, view: "Host")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(toolbarLabels(d) == ["Done", "Close"])
    }

    @Test("a local computed variable in a builder, a labelled statement, ContentUnavailableView.search(text:), Font.system(weight:design:)")
    func statementIdioms() {
        let d = ir(view("""
                NavigationStack {
                    if items.isEmpty { ContentUnavailableView.search(text: "dock") }
                    Text("Size").font(.system(weight: .medium, design: .rounded))
                }
                .toolbar {
                    var placement: ToolbarItemPlacement {
                        #if os(iOS)
                        .navigation
                        #elseif os(macOS)
                        .primaryAction
                        #endif
                    }
                    ToolbarItem(placement: placement) { Button("Create") {} }
                }
                .onAppear {
                    fetch: do {
                        if items.isEmpty { break fetch }
                        log = "fetched"
                    }
                }
        """, members: "    @State var items: [String] = []\n    @State var log = \"\""))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.toolbars.first?.items.first?.placement.name == "navigation")
    }
}
