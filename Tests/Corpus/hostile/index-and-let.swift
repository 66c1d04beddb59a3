// Tests: an array index out of range and a 'let' constant reassigned. Expected: error `index-out-of-range` on line 7 and error `immutable` on line 11.
import SwiftUI

struct ListView: View {
    let items = ["one", "two"]

    var third: String { items[5] }

    var greeting: String {
        let g = "hi"
        g = "bye"
        return g
    }

    var body: some View {
        VStack {
            Text(third)
            Text(greeting)
        }
    }
}
