// A recipe app in the shapes real apps have: an @Observable store injected at the top, a
// network client defined elsewhere (never given to Easel), a third-party image package,
// extensions, its own toolbar content type and a #Preview that injects the environment.
import SwiftUI
import Kingfisher

@main
struct RecipesApp: App {
    @State private var store = RecipeStore(client: RecipeClient.live)

    var body: some Scene {
        WindowGroup {
            RecipeList()
                .environment(store)
        }
    }
}
