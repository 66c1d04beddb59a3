// Today's design (26/27): a store's tab view — a search tab apart at the trailing end, the bag
// as the one prominent tab (27), a mini player as the bottom accessory, and a tab bar that
// minimizes when the content scrolls down (try --scrolled).
import SwiftUI

enum StoreTab: Hashable {
    case home, new, bag, search
}

struct StoreApp: View {
    @State private var selection: StoreTab = .home
    @State private var query = ""

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: StoreTab.home) {
                NavigationStack {
                    List(1...30, id: \.self) { n in
                        Text("Featured item \(n)")
                    }
                    .navigationTitle("Home")
                }
            }
            Tab("New", systemImage: "star", value: StoreTab.new) {
                Text("New arrivals")
            }
            Tab("Bag", systemImage: "bag", value: StoreTab.bag, role: .prominent) {
                Text("Your bag is empty")
            }
            Tab(value: StoreTab.search, role: .search) {
                Text("Search the store")
            }
        }
        .searchable(text: $query)
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory {
            HStack {
                Image(systemName: "music.note")
                Text("Now playing: Store radio")
                Spacer()
                Image(systemName: "play.fill")
            }
        }
    }
}

#Preview {
    StoreApp()
}
