import EaselIR
import Testing

/// A toolbar item whose view is `.disabled(true)` is drawn dimmed, as SwiftUI draws it; an
/// enabled one in the label colour on glass (G4) and in the accent colour on 18 (iOS).
@Suite("Disabled items")
struct DisabledItemTests {
    @Test("a disabled toolbar button is drawn in the secondary colour, an enabled one in the label colour (18: the accent colour)",
          arguments: [OSRelease.v27, .v18])
    func dimmed(_ os: OSRelease) {
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
        """, .ios, os: os)
        let svg = drawn.output.svg
        func fill(of label: String) -> String? { EaselCanvasTests.fill(before: label, in: svg) }
        #expect(fill(of: "Follow") == "#8A8A8E", "dimmed: \(String(describing: fill(of: "Follow")))")
        #expect(fill(of: "Cancel") == (os.hasGlass ? "#000000" : "#007AFF"))
    }
}

/// A sidebar list's selected row is highlighted (L14's sidebar, as a Mac and an iPad show it).
@Suite("Sidebar selection")
struct SidebarSelectionTests {
    @Test("the row a sidebar's selection names is highlighted once; with no selection none is", arguments: [Platform.macos, .ipados])
    func selectedRow(_ platform: Platform) throws {
        let source = try #require(allExamples.first { $0.name == "SplitViewBarControls" }?.source)
        let selected = draw(source, platform).output.svg
        #expect(selected.components(separatedBy: #"class="selected-row""#).count - 1 == 1)
        let none = draw(source.replacingOccurrences(of: #"@State private var selectedFolder: String? = "Designs""#,
                                                    with: "@State private var selectedFolder: String? = nil"), platform).output.svg
        #expect(!none.contains(#"class="selected-row""#))
    }
}
