// A view with two `.toolbar` modifiers, both feeding the main bar (spec L2, T5): read by the
// engine's bar-set tests and the layout tests.
struct Inbox: View {
    var body: some View {
        NavigationStack {
            Text("Mail")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Compose", systemImage: "square.and.pencil") { } }
                }
                .toolbar {
                    ToolbarItem(placement: .navigation) { Button("Mailboxes", systemImage: "sidebar.left") { } }
                    ToolbarItem(placement: .primaryAction) { Button("Filter", systemImage: "line.3.horizontal.decrease") { } }
                }
        }
    }
}
