// Expected items: Add
// Failure class: classes with @Observable and ObservableObject, @Bindable, ForEach over model values.
import SwiftUI

@Observable final class Tasks {
    var items = ["Write", "Review"]
    func add() { items.append("Ship") }
}

struct TaskList: View {
    @State private var tasks = Tasks()
    var body: some View {
        NavigationStack {
            List { ForEach(tasks.items, id: \.self) { Text($0) } }
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") { tasks.add() } } }
        }
    }
}
