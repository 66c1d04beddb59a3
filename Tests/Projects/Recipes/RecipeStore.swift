import Foundation
import Observation

struct Recipe: Identifiable, Hashable {
    enum Course: String, CaseIterable { case starter, main, dessert }
    let id: Int
    var title: String
    var course: Course
    var minutes: Int
    var isFavorite = false
}

@Observable
final class RecipeStore {
    var recipes: [Recipe] = [
        Recipe(id: 1, title: "Tomato soup", course: .starter, minutes: 25),
        Recipe(id: 2, title: "Risotto", course: .main, minutes: 40),
        Recipe(id: 3, title: "Lemon tart", course: .dessert, minutes: 70),
    ]
    var sortByTime = false
    private let client: RecipeClient

    init(client: RecipeClient) {
        self.client = client
    }

    var visible: [Recipe] {
        sortByTime ? recipes.sorted { $0.minutes < $1.minutes } : recipes
    }

    func add() {
        recipes.append(Recipe(id: recipes.count + 1, title: "New recipe", course: .main, minutes: 10))
    }

    func refresh() async {
        recipes = (try? await client.fetchRecipes()) ?? recipes
    }

    static let preview = RecipeStore(client: .mock)
}
