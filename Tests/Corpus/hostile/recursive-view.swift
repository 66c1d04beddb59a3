// Tests: a view that contains itself, so expanding it never ends. Expected: error `budget-depth` (a budget ends the expansion, no crash).
import SwiftUI

struct FractalView: View {
    var level = 0

    var body: some View {
        VStack {
            Text("level \(level)")
            FractalView(level: level + 1)
        }
    }
}
