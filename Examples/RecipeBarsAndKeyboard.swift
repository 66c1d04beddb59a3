import SwiftUI

struct RecipeCardView: View {
    @State private var title = "Lemon Barley Risotto"
    @State private var servings = 2
    @State private var isFavorite = false
    @State private var isEditing = false
    @State private var collection = "Dinners"
    @State private var timerMinutes = 0
    @State private var addedToList = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    TextField("Title", text: $title)
                        .font(.title)
                    Text("Serves \(servings) · \(timerMinutes) min on the timer")
                        .foregroundStyle(.secondary)
                    Divider()
                    Text("Toast the barley, add warm stock a ladle at a time, finish with zest.")
                        .italic()
                }
                .padding()
            }
            .navigationTitle(collection)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarTitleMenu {
                    Button("Dinners") { collection = "Dinners" }
                    Button("Desserts") { collection = "Desserts" }
                    Button("Breakfasts") { collection = "Breakfasts" }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button(isEditing ? "Done" : "Edit") {
                        isEditing.toggle()
                    }
                }
                ToolbarItemGroup {
                    Button("Timer", systemImage: "timer") {
                        timerMinutes += 5
                    }
                    Button("Shopping List", systemImage: addedToList ? "cart.fill" : "cart") {
                        addedToList = true
                    }
                }
                ToolbarSpacer(.fixed)
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Favorite", systemImage: isFavorite ? "heart.fill" : "heart") {
                        isFavorite.toggle()
                    }
                }
                if isEditing {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Fewer", systemImage: "minus") { servings -= 1 }
                    }
                    ToolbarSpacer(.flexible, placement: .bottomBar)
                    ToolbarItem(placement: .bottomBar) {
                        Button("More", systemImage: "plus") { servings += 1 }
                    }
                } else {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Share", systemImage: "square.and.arrow.up") {
                            isFavorite = true
                        }
                    }
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        isEditing = false
                    }
                }
            }
        }
    }
}

#Preview {
    RecipeCardView()
}
