// Tests: integer overflow and division by zero, which trap in Swift. Expected: error `overflow` on line 6 and error `division-by-zero` on line 7; the rest still evaluates.
import SwiftUI

struct MathView: View {
    let zero = 0
    var overflowed: Int { 9_223_372_036_854_775_807 + 1 }
    var divided: Int { 10 / zero }

    var body: some View {
        VStack {
            Text("\(overflowed)")
            Text("\(divided)")
            Text("still here")
        }
    }
}
