// Tests: infinite recursion through a method. Expected: error `budget-depth` (evaluation stops, no stack overflow).
import SwiftUI

struct FactorialView: View {
    func factorial(_ n: Int) -> Int {
        n * factorial(n - 1)
    }

    var body: some View {
        Text("\(factorial(5))")
    }
}
