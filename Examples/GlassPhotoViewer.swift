// Today's design (26/27): a photo viewer whose toolbar groups are shaped with spacers — share
// alone, favourite and info together — and a prominent, tinted Edit as the primary action.
import SwiftUI

struct PhotoViewer: View {
    @State private var isFavorite = false

    var body: some View {
        NavigationStack {
            ZStack {
                Color.teal.ignoresSafeArea()
                Image(systemName: "photo")
                    .font(.largeTitle)
                    .foregroundStyle(.white)
            }
            .navigationTitle("Lake at dawn")
            .toolbarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Edit") {}
                        .buttonStyle(.borderedProminent)
                        .tint(.orange)
                }
                ToolbarItem(placement: .bottomBar) {
                    ShareLink(item: "photo.heic")
                }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Favorite", systemImage: isFavorite ? "heart.fill" : "heart") { isFavorite.toggle() }
                    Button("Info", systemImage: "info.circle") {}
                }
                ToolbarSpacer(.fixed, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) {
                    Button("Delete", systemImage: "trash", role: .destructive) {}
                }
            }
        }
    }
}

#Preview {
    PhotoViewer()
}
