import SwiftUI

/// The list's toolbar, factored into its own type as larger apps do.
struct RecipeListToolbar: ToolbarContent {
    @Environment(RecipeStore.self) private var store
    @Binding var showsFavoritesOnly: Bool

    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button("Add Recipe", systemImage: "plus") { store.add() }
        }
        ToolbarItem(placement: .topBarLeading) {
            Toggle("Favorites", systemImage: "star", isOn: $showsFavoritesOnly)
        }
        #if os(iOS)
        ToolbarItemGroup(placement: .bottomBar) {
            Button("Sort", systemImage: "arrow.up.arrow.down") { store.sortByTime.toggle() }
            Spacer()
            Text("\(store.recipes.count) recipes")
        }
        #endif
    }
}
