// Tests: a modifier Easel has not declared. Expected: warning `unknown-modifier` on line 8 and no errors; the view still evaluates.
import SwiftUI

struct SparkleView: View {
    var body: some View {
        Text("Shiny")
            .padding()
            .sparkle(intensity: 3)
            .toolbar {
                Button("Share") { }
            }
    }
}
