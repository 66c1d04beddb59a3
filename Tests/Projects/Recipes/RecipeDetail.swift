import SwiftUI

struct RecipeDetail: View {
    let recipe: Recipe
    @State private var servings = 2

    var body: some View {
        Form {
            Section("Details") {
                LabeledContent("Course", value: recipe.course.rawValue.capitalized)
                LabeledContent("Time", value: recipe.minutes.formattedDuration)
                Stepper("Servings: \(servings)", value: $servings, in: 1...12)
            }
        }
        .navigationTitle(recipe.title)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                ShareLink(item: recipe.title)
            }
        }
    }
}
