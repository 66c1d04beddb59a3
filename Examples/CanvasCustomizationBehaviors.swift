import SwiftUI

struct SketchCanvasView: View {
    @State private var tool = "pen"
    @State private var strokeCount = 0
    @State private var showGrid = false

    private func symbol(for toolName: String) -> String {
        switch toolName {
        case "brush": return "paintbrush"
        case "eraser": return "eraser"
        case "lasso": return "lasso"
        default: return "pencil"
        }
    }

    var body: some View {
        NavigationStack {
            ZStack(alignment: .topLeading) {
                Color.white
                VStack(alignment: .leading, spacing: 6) {
                    Image(systemName: symbol(for: tool))
                        .font(.largeTitle)
                    Text("\(strokeCount) strokes with the \(tool)")
                    Text(showGrid ? "Grid on" : "Grid off")
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
            .navigationTitle("Untitled Sketch")
            .toolbar(id: "canvas.tools") {
                ToolbarItem(id: "undo", placement: .navigation) {
                    Button("Undo", systemImage: "arrow.uturn.backward") {
                        strokeCount -= 1
                    }
                }
                .customizationBehavior(.disabled)
                ToolbarItem(id: "pen", placement: .secondaryAction) {
                    Button("Pen", systemImage: "pencil") { tool = "pen" }
                }
                .customizationBehavior(.reorderable)
                ToolbarItem(id: "brush", placement: .secondaryAction) {
                    Button("Brush", systemImage: "paintbrush") { tool = "brush" }
                }
                .customizationBehavior(.reorderable)
                ToolbarItem(id: "eraser", placement: .secondaryAction) {
                    Button("Eraser", systemImage: "eraser") { tool = "eraser" }
                }
                ToolbarItem(id: "lasso", placement: .secondaryAction) {
                    Button("Lasso", systemImage: "lasso") { tool = "lasso" }
                }
                ToolbarItem(id: "grid", placement: .secondaryAction) {
                    Toggle(isOn: $showGrid) {
                        Label("Grid", systemImage: "square.grid.2x2")
                    }
                }
                ToolbarItem(id: "export", placement: .primaryAction) {
                    Button("Export", systemImage: "square.and.arrow.up") {
                        strokeCount = 0
                    }
                    .toolbarCustomizationBehavior(.disabled)
                }
            }
            .toolbarRole(.editor)
        }
    }
}

#Preview {
    SketchCanvasView()
}
