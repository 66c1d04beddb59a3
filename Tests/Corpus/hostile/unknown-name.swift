// Tests: a name that is declared nowhere (a typo of a property). Expected: error `unknown-name` on line 9; the rest of the view still evaluates.
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
