import EaselFrontend
import EaselIR
import Testing

/// Issue "One truth", point 3: what public apps write around the families (measured on 392 files
/// of 15 open-source apps) is declared as Apple documents it, and compiles as Swift would.
@Suite("Public apps' idioms of the families")
struct PublicAppIdiomTests {
    static let families: Set<String> = ["no-matching-call", "unknown-modifier", "placeholder-view", "unavailable-modifier"]

    func irOn(_ source: String, _ platform: Platform) -> IRDocument {
        Frontend.compile(source, fileName: "test.swift", platform: platform)
            .evaluate(options: EvaluationOptions(platform: platform)).document
    }

    func misses(_ d: IRDocument) -> [Diagnostic] { d.diagnostics.filter { Self.families.contains($0.code) } }

    @Test("SE-0286: .sheet(item:) { onDismiss } content: { … } binds the first trailing closure to onDismiss")
    func onDismissFirst() throws {
        let d = ir(view("""
                Text("A")
                    .sheet(isPresented: $show) { show = false } content: { Text("Sheet") }
                    .fullScreenCover(item: $item) { item = nil } content: { item in Text("Cover \\(item.id)") }
        """, members: "@State private var show = true\n    @State private var item: Row? = nil\n    struct Row: Identifiable { let id: Int }"))
        #expect(misses(d).isEmpty, "\(d.diagnostics)")
        #expect(d.presentations.contains { $0.kind == "sheet" && $0.isPresented })
    }

    @Test("presentationBackgroundInteraction, containerBackground(_:for:), indexViewStyle, dialogSuppressionToggle are declared")
    func modifiers() {
        let d = irOn(view("""
                TabView { Text("A") }
                    .tabViewStyle(.page)
                    .indexViewStyle(.page(backgroundDisplayMode: .always))
                    .containerBackground(.blue.gradient, for: .navigation)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .confirmationDialog("Delete?", isPresented: .constant(true)) { Button("Delete") {} }
                    .dialogSuppressionToggle(isSuppressed: .constant(false))
        """), .ios)
        #expect(misses(d).isEmpty, "\(d.diagnostics)")
    }

    @Test("macOS 15's window behaviours are View modifiers; SettingsLink is a Mac view", arguments: [Platform.macos])
    func macWindows(_ platform: Platform) {
        let d = irOn(view("""
                VStack { SettingsLink { Text("Settings…") } }
                    .windowMinimizeBehavior(.disabled)
                    .windowResizeBehavior(.disabled)
                    .windowDismissBehavior(.enabled)
                    .windowFullScreenBehavior(.disabled)
        """), platform)
        #expect(misses(d).isEmpty, "\(d.diagnostics)")
        let ios = irOn(view("VStack { SettingsLink() }"), .ios)
        #expect(ios.diagnostics.contains { $0.code == "unavailable-api" && $0.message.contains("SettingsLink") })
        #expect(misses(ios).isEmpty, "\(ios.diagnostics)")
    }

    @Test("a style's structure is its static member: PageTabViewStyle() is .page, StackNavigationViewStyle() .stack, InsetGroupedListStyle() .insetGrouped")
    func styleStructures() throws {
        let d = ir(view("""
                NavigationView {
                    VStack {
                        TabView { Text("A") }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
                        List { Text("B") }.listStyle(InsetGroupedListStyle())
                    }
                }
                .navigationViewStyle(StackNavigationViewStyle())
        """))
        #expect(misses(d).isEmpty, "\(d.diagnostics)")
        func style(_ name: String) -> String? {
            var found: String?
            d.view?.walk { n in if let m = n.modifier(name), found == nil { found = m.arguments.first?.value.symbolValue?.name } }
            return found
        }
        #expect(style("tabViewStyle") == "page" && style("listStyle") == "insetGrouped" && style("navigationViewStyle") == "stack")
    }

    @Test("a scene the platform lacks (Window on iOS) is reported once; its scene modifiers are no echoes")
    func unavailableScene() {
        let d = irOn("""
        import SwiftUI
        @main
        struct DemoApp: App {
            var body: some Scene {
                Window("Main", id: "main") { Text("Hello") }
                    .defaultPosition(.center)
                    .handlesExternalEvents(matching: [])
            }
        }
        """, .ios)
        #expect(d.diagnostics.map(\.code) == ["unavailable-api"], "\(d.diagnostics)")
    }
}
