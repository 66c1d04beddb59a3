// Tests: an argument label that no initializer of a known view takes, Text(foo:). Expected: warning `no-matching-call` on line 8 (an initializer Easel does not know may come from an extension elsewhere, spec R3); `check --strict` makes it an error.
import SwiftUI

struct LabelView: View {
    var body: some View {
        VStack {
            Text("fine")
            Text(foo: "x")
        }
    }
}
