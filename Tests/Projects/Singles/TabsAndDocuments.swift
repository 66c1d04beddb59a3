// Expected tabs: Library, Search
// Failure class: Tab(role:), Tab with value: and no title, ForEach over model values,
// DocumentGroup(newDocument:), CommandGroup(replacing: .importExport | .windowList).
import SwiftUI

@main
struct Writer: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextDocument()) { file in
            EditorTabs(document: file.$document)
        }
        .commands {
            CommandGroup(replacing: .importExport) { Button("Import…") {} }
            CommandGroup(replacing: .windowList) {}
            CommandGroup(replacing: .singleWindowList) {}
        }
    }
}

struct EditorTabs: View {
    @Binding var document: TextDocument
    var body: some View {
        TabView {
            Tab("Library", systemImage: "books.vertical") { Text(document.text) }
            Tab(value: 1, role: .search) { Text("Search") }
        }
    }
}
