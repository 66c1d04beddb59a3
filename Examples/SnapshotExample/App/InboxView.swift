import SwiftUI

struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
}

struct InboxView: View {
    @State private var messages = [
        Message(id: 1, sender: "Ana", subject: "Lunch on Friday?"),
        Message(id: 2, sender: "Build bot", subject: "CI passed on main"),
        Message(id: 3, sender: "Sam", subject: "Slides for the review"),
    ]
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(messages) { message in
                VStack(alignment: .leading) {
                    Text(message.sender).font(.headline)
                    Text(message.subject).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Inbox")
            .searchable(text: $query)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose", systemImage: "square.and.pencil") { }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease") { }
                    Spacer()
                    Text("Updated just now").font(.caption)
                }
            }
        }
    }
}

#Preview { InboxView() }
