// Expected items: New, Delete
// Failure class: sheet(item:), sheet(isPresented:onDismiss:content:) on a List, alert and dialog variants,
// navigationSplitViewColumnWidth(min:ideal:max:); an iPhone shows the detail column (preferredCompactColumn).
import SwiftUI

struct Note: Identifiable { let id: Int; var text: String }

struct Notes: View {
    @State private var editing: Note?
    @State private var showsNew = false
    @State private var confirmsDelete = false
    @State private var error: NotesError?
    var body: some View {
        NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
            List { Text("All notes") }
                .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
        } detail: {
            List { Text("A note") }
                .sheet(item: $editing) { note in Text(note.text) }
                .sheet(isPresented: $showsNew, onDismiss: { editing = nil }) { Text("New note") }
                .alert("Delete?", isPresented: $confirmsDelete, presenting: editing) { note in
                    Button("Delete", role: .destructive) {}
                } message: { note in Text("\(note.text) will be deleted") }
                .alert(isPresented: .constant(false), error: error) { Button("OK") {} }
                .confirmationDialog("More", isPresented: $confirmsDelete) { Button("Share") {} } message: { Text("Choose") }
                .toolbar {
                    Button("New") { showsNew = true }
                    Button("Delete", role: .destructive) { confirmsDelete = true }
                }
        }
    }
}
