// Tests: `while true {}` in a computed property that body reads. Expected: error `budget-steps` (evaluation stops, no hang).
import SwiftUI

struct SpinnerView: View {
    var label: String {
        var n = 0
        while true {
            n += 1
        }
        return "never \(n)"
    }

    var body: some View {
        Text(label)
    }
}
