import EaselIR
import EaselLayout
import Testing

/// A sheet the source presents is laid out over the window with its own bars (spec L2, T5), on
/// the render JSON.
@Suite("Presented sheets")
struct SheetLayoutTests {
    static func source(presented: Bool) -> String {
        """
        struct Inbox: View {
            @State private var showsNew = \(presented)
            var body: some View {
                NavigationStack {
                    List { Text("Ada") }
                        .navigationTitle("Inbox")
                        .toolbar { Button("New") { showsNew = true } }
                        .sheet(isPresented: $showsNew) {
                            NavigationStack {
                                Form { TextField("Title", text: .constant("")) }
                                    .navigationTitle("New Note")
                                    .toolbar {
                                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                                        ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                                    }
                            }
                        }
                }
            }
        }
        """
    }

    @Test("a presented sheet has its own bars in its panel, over the window's; a dismissed one is not laid out",
          arguments: [Platform.ios, .ipados, .macos])
    func presented(_ platform: Platform) throws {
        let (render, layout) = try renderWithLayout(Self.source(presented: true), platform)
        let sheetBars = layout.bars.filter { $0.presentation == "sheet#0" }
        #expect(!sheetBars.isEmpty)
        let panel = try #require(layout.sheetPanel)
        let sheetToolbar = try #require(render.toolbars.firstIndex { $0.presentation == "sheet#0" })
        let keys = sheetBars.flatMap(\.items).filter { $0.toolbar == sheetToolbar }.map(\.key)
        #expect(keys.count == 2, "Cancel and Save are in the sheet's bars: \(keys)")
        for bar in sheetBars {
            #expect(panel.contains(bar.frame, tolerance: 0.5))
            for item in bar.items { #expect(bar.frame.contains(item.frame, tolerance: 0.5)) }
        }
        #expect(layout.bars.contains { $0.presentation == nil }, "the window keeps its bars beneath")
        let (_, dismissed) = try renderWithLayout(Self.source(presented: false), platform)
        #expect(dismissed.sheetPanel == nil && !dismissed.bars.contains { $0.presentation != nil })
    }
}
