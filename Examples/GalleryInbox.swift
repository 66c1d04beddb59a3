// Gallery: an inbox — a plain List of two-line rows that wrap, and a bottom bar with a flexible
// space between its buttons.
import SwiftUI

struct InboxMessage: Identifiable {
    let id: Int
    let sender: String
    let preview: String
}

struct InboxScreen: View {
    let messages = [
        InboxMessage(id: 1, sender: "Ada Lovelace", preview: "The engine ran all night and wrote the first table without a single mistake."),
        InboxMessage(id: 2, sender: "Grace Hopper", preview: "Found the bug: a moth in relay 70."),
        InboxMessage(id: 3, sender: "Alan Turing", preview: "Can machines think? Lunch on Thursday to talk it over?"),
    ]

    var body: some View {
        NavigationStack {
            List(messages) { message in
                VStack(alignment: .leading, spacing: 4) {
                    Text(message.sender).font(.headline)
                    Text(message.preview)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { EditButton() }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease.circle") {}
                    Spacer()
                    Button("Compose", systemImage: "square.and.pencil") {}
                }
            }
        }
    }
}
