// Expected items: Filter
// Failure class: #if os(iOS) inside an expression chain, @AppStorage with a key that is not a literal.
import SwiftUI

enum Keys { static let filter = "feed.filter" }

struct Inbox: View {
    @AppStorage(Keys.filter) private var filter = "all"
    var body: some View {
        NavigationStack {
            List { Text("Filter: \(filter)") }
                #if os(iOS)
                .listStyle(.insetGrouped)
                .navigationBarTitleDisplayMode(.inline)
                #else
                .listStyle(.inset)
                #endif
                .toolbar { Button("Filter") { filter = "unread" } }
                .navigationTitle("Inbox")
        }
    }
}
