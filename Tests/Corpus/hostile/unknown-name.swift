// Tests: a name that is declared nowhere (a typo of a property). Expected: note `unknown-name` on line 9 with "did you mean 'title'?" (spec R3: an opaque value, not an error); the rest of the view still evaluates.
import SwiftUI

struct GreetingView: View {
    var title = "Hello"

    var body: some View {
        VStack {
            Text(titel)
            Text("World")
        }
    }
}
