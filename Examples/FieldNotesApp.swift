import SwiftUI

@main
struct FieldNotesApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
        .commands {
            ToolbarCommands()
        }
    }
}

struct RootView: View {
    @State private var notes = ["Herons at dawn", "Tide pool survey"]
    @State private var isPinned = false
    @State private var searchCount = 0

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes, id: \.self) { note in
                    HStack(spacing: 10) {
                        Image(systemName: "leaf")
                        Text(note)
                    }
                }
            }
            .navigationTitle("Field Notes")
            .toolbar(id: "fieldnotes.window") {
                ToolbarItem(id: "new", placement: .primaryAction) {
                    Button("New Note", systemImage: "square.and.pencil") {
                        notes.append("Note \(notes.count + 1)")
                    }
                }
                ToolbarItem(id: "pin", placement: .secondaryAction) {
                    Button("Pin", systemImage: isPinned ? "pin.fill" : "pin") {
                        isPinned.toggle()
                    }
                }
                ToolbarItem(id: "search", placement: .secondaryAction) {
                    Button("Search", systemImage: "magnifyingglass") {
                        searchCount += 1
                    }
                }
                ToolbarItem(id: "info", placement: .secondaryAction) {
                    Button("Info", systemImage: "info.circle") {
                        isPinned = false
                    }
                }
                .defaultCustomization(.hidden)
            }
        }
    }
}

#Preview {
    RootView()
}
