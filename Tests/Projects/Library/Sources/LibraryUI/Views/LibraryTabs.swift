import SwiftUI
import BookKit

enum LibraryTab: Hashable {
    case home, search
    case shelf(String)
}

public struct LibraryTabs: View {
    @AppStorage(StorageKeys.tabs) private var customization = TabViewCustomization()
    @State private var selection: LibraryTab = .home
    private let shelves = Shelf.samples

    public var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: LibraryTab.home) {
                HomeView()
            }
            .customizationID("tab.home")

            Tab(value: LibraryTab.search, role: .search) {
                SearchView(catalog: BookCatalog.shared)
            }
            .customizationID("tab.search")

            TabSection("Shelves") {
                ForEach(shelves) { shelf in
                    Tab(shelf.name, systemImage: shelf.kind.symbol, value: LibraryTab.shelf(shelf.id)) {
                        ShelfView(shelf: shelf)
                    }
                    .customizationID(shelf.id)
                }
            }
            .customizationID("section.shelves")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

enum StorageKeys {
    static let tabs = "library.tabs"
}

#Preview {
    LibraryTabs()
}
