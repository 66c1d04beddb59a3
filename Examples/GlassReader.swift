// Today's design (27): a reader whose share button is pinned to the trailing edge, whose
// less-used actions always sit in the overflow menu, and whose bar minimizes to its title as
// the article scrolls (try --scrolled).
import SwiftUI

struct ReaderView: View {
    @State private var fontSize = 17.0

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("On the shape of toolbars").font(.title)
                    ForEach(1...12, id: \.self) { n in
                        Text("Paragraph \(n): bars float on glass, items share capsules, and the primary action stands apart at the trailing end.")
                    }
                }
                .padding()
            }
            .navigationTitle("Article")
            .toolbarTitleDisplayMode(.inline)
            .toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)
            .toolbar {
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    ShareLink(item: "article.html")
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Smaller", systemImage: "minus") { fontSize -= 1 }
                    Button("Larger", systemImage: "plus") { fontSize += 1 }
                }
                ToolbarOverflowMenu {
                    Button("Add Bookmark", systemImage: "bookmark") {}
                    Button("Print", systemImage: "printer") {}
                }
            }
        }
    }
}

#Preview {
    ReaderView()
}
