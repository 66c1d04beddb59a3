import SwiftUI

/// An inbox whose texts come from Localizable.xcstrings (en, de): the keys are never shown.
struct InboxView: View {
    @State private var count = 3
    let sender = "Ada Lovelace"

    var body: some View {
        NavigationStack {
            List {
                Text("\(count) items")
                Text("inbox.empty")
                Text(sender)
                Text(verbatim: "inbox.empty")
            }
            .navigationTitle("inbox.title")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Archive", systemImage: "archivebox") { }
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button("Settings", systemImage: "gear") { }
                }
            }
        }
    }
}
