// Gallery: a notes app in a split view — folders in the sidebar, the notes of a folder, and
// the selected note, each column with its own toolbar items.
import SwiftUI

struct NotesSplitScreen: View {
    let folders = ["All Notes", "Work", "Travel", "Recipes"]
    let notes = ["Quarterly plan", "Packing list for Lisbon", "Sourdough starter"]

    var body: some View {
        NavigationSplitView {
            List(folders, id: \.self) { folder in
                Label(folder, systemImage: "folder")
            }
            .navigationTitle("Folders")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("New Folder", systemImage: "folder.badge.plus") {}
                }
            }
        } content: {
            List(notes, id: \.self) { note in
                VStack(alignment: .leading, spacing: 2) {
                    Text(note).font(.headline)
                    Text("Edited today").font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Work")
        } detail: {
            VStack(alignment: .leading, spacing: 12) {
                Text("Quarterly plan").font(.title)
                Text("Ship the new editor, measure the keystroke path again, and write the release notes before the review on Friday.")
                Spacer()
            }
            .padding()
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button("Delete", systemImage: "trash", role: .destructive) {}
                }
            }
        }
    }
}
