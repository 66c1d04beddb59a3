import SwiftUI

struct GalleryRoomView: View {
    static let exhibits = ["Bronze Horse", "Glass Lantern", "Stone Mask"]

    @State private var index = 0
    @State private var isFavorite = false
    @State private var showsDetails = false

    private func exhibitName() -> String {
        GalleryRoomView.exhibits[index]
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Image(systemName: "building.columns")
                    .font(.largeTitle)
                Text(exhibitName())
                    .font(.title)
                if showsDetails {
                    Text("Exhibit \(index + 1) of \(GalleryRoomView.exhibits.count)")
                        .foregroundStyle(.secondary)
                }
            }
            .padding()
            .navigationTitle("Gallery")
            .toolbar {
                ToolbarItemGroup(placement: .bottomOrnament) {
                    Button("Previous", systemImage: "chevron.left") {
                        index = index > 0 ? index - 1 : 0
                    }
                    Button("Favorite", systemImage: isFavorite ? "star.fill" : "star") {
                        isFavorite.toggle()
                    }
                    Button("Next", systemImage: "chevron.right") {
                        index = index < 2 ? index + 1 : 2
                    }
                }
                ToolbarItem(placement: .bottomOrnament) {
                    Button("Details", systemImage: "info.circle") {
                        showsDetails.toggle()
                    }
                }
            }
        }
    }
}

#Preview {
    GalleryRoomView()
}
