// An inbox whose toolbar has a compose button and a bottom bar.
// snippet.hide
import SwiftUI
// snippet.show
struct InboxToolbar: View {
    var body: some View {
        NavigationStack {
            List { Text("Lunch on Friday?") }
                .navigationTitle("Inbox")
                .toolbar {
                    // snippet.compose
                    ToolbarItem(placement: .primaryAction) {
                        Button("Compose", systemImage: "square.and.pencil") { }
                    }
                    // snippet.end
                    ToolbarItem(placement: .bottomBar) { Text("Updated just now") }
                }
        }
    }
}
