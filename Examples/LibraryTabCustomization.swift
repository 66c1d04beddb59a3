import SwiftUI

struct ShelfView: View {
    let name: String

    var body: some View {
        VStack(spacing: 8) {
            switch name {
            case "Fiction": Image(systemName: "book.closed")
            case "Poetry": Image(systemName: "text.quote")
            default: Image(systemName: "books.vertical")
            }
            Text(name)
                .font(.title)
        }
        .padding()
    }
}

struct ReadingLibraryView: View {
    @AppStorage("readingLibraryTabs") private var customization = TabViewCustomization()
    let shelves = ["Fiction", "Poetry", "History"]

    var body: some View {
        TabView {
            Tab("Reading Now", systemImage: "book") {
                Text("Pick up where you left off")
            }
            .customizationID("library.readingNow")
            .customizationBehavior(.disabled, for: .sidebar, .tabBar)

            Tab("Store", systemImage: "bag") {
                Text("New releases")
            }
            .customizationID("library.store")
            .customizationBehavior(.reorderable, for: .sidebar, .tabBar)

            Tab("Search", systemImage: "magnifyingglass") {
                Text("Search titles and authors")
            }
            .customizationID("library.search")
            .tabPlacement(.pinned)

            TabSection("Shelves") {
                ForEach(shelves, id: \.self) { shelf in
                    Tab(shelf, systemImage: "books.vertical") {
                        ShelfView(name: shelf)
                    }
                    .customizationID("library.shelf.\(shelf)")
                }
            }
            .customizationID("library.shelves")

            TabSection("Collections") {
                Tab("Audiobooks", systemImage: "headphones") {
                    Text("Listening queue")
                }
                .customizationID("library.audiobooks")
                .defaultVisibility(.hidden, for: .tabBar)

                Tab("Finished", systemImage: "checkmark.circle") {
                    Text("Books you have finished")
                }
                .customizationID("library.finished")
                .tabPlacement(.sidebarOnly)
            }
            .customizationID("library.collections")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

#Preview {
    ReadingLibraryView()
}
