import SwiftUI
import BookKit

struct HomeView: View {
    var body: some View {
        NavigationStack {
            Text("Welcome back")
                .navigationTitle("Home")
        }
    }
}

struct ShelfView: View {
    let shelf: Shelf
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            BookGrid(books: BookCatalog.shared.books(on: shelf.id))
                .navigationTitle(shelf.name)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
                    }
                }
        }
    }
}

struct SearchView: View {
    let catalog: BookCatalog
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(catalog.search(query)) { book in
                Text(book.title)
            }
            .searchable(text: $query)
            .navigationTitle("Search")
        }
    }
}
