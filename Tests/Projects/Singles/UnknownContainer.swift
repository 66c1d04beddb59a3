// Expected items: Done, Share
// Failure class: a toolbar inside the arguments of a view from elsewhere (R3).
import SwiftUI

struct Reader: View {
    var body: some View {
        PageContainer(title: "Chapter 1", content: Text("It was a bright cold day").toolbar {
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
        }) {
            Text("footer").toolbar { ToolbarItem(placement: .primaryAction) { ShareLink(item: "text") } }
        }
    }
}
