// Gallery: a photo grid — adaptive columns of rounded tiles in a scroll view, a Select button
// and a sort menu in the toolbar.
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let color: Color
}

struct PhotoGridScreen: View {
    @State private var isSelecting = false
    let photos = (0..<24).map { Photo(id: $0, color: [Color.orange, .teal, .indigo, .pink, .green, .yellow][$0 % 6]) }
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 4)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 4) {
                    ForEach(photos) { photo in
                        RoundedRectangle(cornerRadius: 6)
                            .fill(photo.color)
                            .aspectRatio(1, contentMode: .fit)
                    }
                }
                .padding(.horizontal, 4)
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button(isSelecting ? "Done" : "Select") { isSelecting.toggle() }
                }
                ToolbarItem(placement: .secondaryAction) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Button("Newest First") {}
                        Button("Oldest First") {}
                    }
                }
            }
        }
    }
}
