// Expected items: Compact, Settings
// Failure class: names from other files and frameworks (R3).
import SwiftUI
import UIKit

struct CellGrid: View {
    @State private var cells = CellModel.preview.cells
    var body: some View {
        NavigationStack {
            Text(cells.first?.title ?? "none")
                .toolbar {
                    if UIScreen.main.bounds.width < 500 {
                        ToolbarItem(placement: .topBarLeading) { Button("Compact") {} }
                    }
                    ToolbarItem(placement: .primaryAction) { NavigationLink("Settings") { SettingsScreen() } }
                }
        }
    }
}
