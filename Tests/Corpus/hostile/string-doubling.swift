// Tests: a string doubled in a loop until it is huge (2^64 characters). Expected: error `budget-size` (a string budget ends evaluation).
import SwiftUI

struct EchoView: View {
    var echo: String {
        var s = "echo"
        for _ in 0..<64 {
            s = s + s
        }
        return s
    }

    var body: some View {
        Text(echo)
    }
}
