import SwiftUI
import Kingfisher

struct RecipeList: View {
    @Environment(RecipeStore.self) private var store
    @State private var showsFavoritesOnly = false

    var body: some View {
        NavigationStack {
            List(store.visible) { recipe in
                NavigationLink(value: recipe) {
                    RecipeRow(recipe: recipe)
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
            .refreshable { await store.refresh() }
            .toolbar { RecipeListToolbar(showsFavoritesOnly: $showsFavoritesOnly) }
        }
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            KFImage(URL(string: "https://example.com/\(recipe.id).jpg"))
                .resizable()
                .frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text(recipe.title).font(.headline)
                Text(recipe.course.rawValue.capitalized + " · " + recipe.minutes.formattedDuration)
                    .foregroundStyle(.secondary)
            }
            .cardPadding()
        }
    }
}

#Preview {
    RecipeList()
        .environment(RecipeStore.preview)
}
