// Tests: an array of ten million elements built in a loop. Expected: error `budget-size` (a collection budget ends evaluation quickly).
import SwiftUI

struct NumbersView: View {
    var numbers: [Int] {
        var a: [Int] = []
        for i in 0..<10_000_000 {
            a.append(i)
        }
        return a
    }

    var body: some View {
        Text("\(numbers.count) numbers")
    }
}
