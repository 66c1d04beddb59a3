import EaselIR
import Testing

/// A toolbar item whose view is `.disabled(true)` is drawn dimmed, as SwiftUI draws it; an
/// enabled one in the accent colour (iOS).
@Suite("Disabled items")
struct DisabledItemTests {
    @Test("a disabled toolbar button is drawn in the secondary colour, an enabled one in the accent colour")
    func dimmed() {
        let drawn = draw("""
        struct Form: View {
            @State private var name = ""
            var body: some View {
                NavigationStack {
                    Text("Add a show")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("Follow") {}.disabled(name.isEmpty) }
                        }
                }
            }
        }
        """, .ios)
        let svg = drawn.output.svg
        func fill(of label: String) -> String? {
            guard let text = svg.range(of: ">\(label)</text>") else { return nil }
            let before = svg[..<text.lowerBound]
            guard let fill = before.range(of: "fill=\"", options: .backwards) else { return nil }
            return String(before[fill.upperBound...].prefix(7))
        }
        #expect(fill(of: "Follow") == "#8A8A8E", "dimmed: \(String(describing: fill(of: "Follow")))")
        #expect(fill(of: "Cancel") == "#007AFF")
    }
}
