// Tests: an argument label that no initializer of a known view takes, Text(foo:). Expected: error `no-matching-call` on line 8.
import SwiftUI

struct LabelView: View {
    var body: some View {
        VStack {
            Text("fine")
            Text(foo: "x")
        }
    }
}
