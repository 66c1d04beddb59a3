// Tests: a syntax error on one line of a toolbar, inside an otherwise fine view. Expected: error `syntax` on line 14; the toolbar and its other items still evaluate.
import SwiftUI

struct NotesView: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            Text("Notes: \(count)")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add") { count += 1 }
                    }
                    ToolbarItem(placement: .secondaryAction) { Button("Broken", action: ) }
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { count = 0 }
                    }
                }
        }
    }
}
