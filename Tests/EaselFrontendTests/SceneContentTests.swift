import EaselFrontend
import Foundation
import EaselIR
import Testing

/// An app's windows are built when the app is shown, not beside a preview of one of its files
/// (docs/decisions.md, "An app's windows when a preview is shown").
@Suite("Scene content")
struct SceneContentTests {
    static let source = """
        import SwiftUI
        import Observation
        @main
        struct NotesApp: App {
            @State private var store = Store()
            var body: some Scene {
                WindowGroup { NotesList().environment(store) }
                    .commands { ToolbarCommands() }
            }
        }
        @Observable final class Store {
            var notes = ["Groceries", "Ideas"]
            init() { print("store made") }
        }
        struct NotesList: View {
            @Environment(Store.self) private var store
            var body: some View {
                NavigationStack { List(store.notes, id: \\.self) { Text($0) }.navigationTitle("Notes") }
            }
        }
        #Preview { NotesList().environment(Store()) }
        """

    @Test("a preview beside the app builds the preview's store, not the app window's too; the app's commands are still read")
    func previewBesideTheApp() {
        let preview = Frontend.compile(Self.source, platform: .macos).evaluate(options: EvaluationOptions(platform: .macos))
        #expect(preview.document.root?.kind == .preview)
        #expect(preview.output == ["store made"])
        #expect(preview.document.app?.scenes.map(\.kind) == ["WindowGroup"])
        #expect(preview.document.app?.scenes.first?.commands == ["ToolbarCommands"])
        #expect(preview.document.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test("the app shown is its window's content, built with the app's store")
    func theApp() {
        let withoutPreview = Self.source.replacingOccurrences(of: "#Preview { NotesList().environment(Store()) }", with: "")
        let app = Frontend.compile(withoutPreview, platform: .macos).evaluate(options: EvaluationOptions(platform: .macos))
        #expect(app.output == ["store made"])
        #expect(app.document.root?.kind == .app)
        #expect(app.document.view != nil)
    }
}
