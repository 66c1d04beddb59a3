// Expected items: Bake
// Failure class: the root view takes arguments nobody supplies (R4).
import SwiftUI

struct DonutGallery: View {
    var model: DonutModel
    var body: some View {
        NavigationStack {
            List(model.donuts) { donut in Text(donut.name) }
                .toolbar { Button("Bake") { model.bake() } }
        }
    }
}
