// Today's design (26/27): a mailbox with a large title and a subtitle, search in the bottom
// toolbar between a filter button and compose, and a trailing group beside a prominent Done.
import SwiftUI

struct MailboxMessage: Identifiable {
    let id: Int
    let sender: String
    let subject: String
}

struct MailboxScreen: View {
    @State private var query = ""
    @State private var unread = 3
    let messages = [
        MailboxMessage(id: 1, sender: "Ada Lovelace", subject: "Notes on the analytical engine"),
        MailboxMessage(id: 2, sender: "Grace Hopper", subject: "Found the bug: a moth in relay 70"),
        MailboxMessage(id: 3, sender: "Alan Turing", subject: "Lunch on Thursday?"),
    ]

    var body: some View {
        NavigationStack {
            List(messages) { message in
                VStack(alignment: .leading, spacing: 2) {
                    Text(message.sender).font(.headline)
                    Text(message.subject).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Inbox")
            .navigationSubtitle("\(unread) unread")
            .searchable(text: $query, prompt: "Search mail")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Select") {}
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Move", systemImage: "folder") {}
                    Button("Flag", systemImage: "flag") {}
                }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) {
                    Button(role: .confirm) { unread = 0 }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                DefaultToolbarItem(kind: .search, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                        .badge(unread)
                }
            }
        }
    }
}

#Preview {
    MailboxScreen()
}
