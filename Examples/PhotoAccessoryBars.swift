import SwiftUI

struct PhotoEditorView: View {
    @State private var exposure = 0.0
    @State private var rotation = 0
    @State private var appliedPreset = "None"
    @State private var editCount = 0

    var body: some View {
        NavigationStack {
            ZStack(alignment: .bottomTrailing) {
                Image(systemName: "photo")
                    .resizable()
                    .scaledToFit()
                    .padding(40)
                VStack(alignment: .trailing, spacing: 4) {
                    Text("Preset: \(appliedPreset)")
                        .bold()
                    Text("\(editCount) edits, rotated \(rotation)°")
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
            .navigationTitle("Lakeside.heic")
            .toolbar {
                ToolbarItemGroup(placement: .accessoryBar(id: "presets")) {
                    ForEach(0..<3) { index in
                        Button("Preset \(index + 1)") {
                            appliedPreset = "Preset \(index + 1)"
                            editCount += 1
                        }
                    }
                    Divider()
                    Slider(value: $exposure, in: -2...2) {
                        Text("Exposure")
                    }
                    .frame(width: 140)
                }
                ToolbarItem(placement: .accessoryBar(id: "transform")) {
                    ControlGroup {
                        Button(action: { rotation -= 90 }, label: {
                            Image(systemName: "rotate.left")
                        })
                        Button(action: { rotation += 90 }, label: {
                            Image(systemName: "rotate.right")
                        })
                    }
                }
                ToolbarItemGroup(placement: .secondaryAction) {
                    Button("Crop", systemImage: "crop") {
                        editCount += 1
                    }
                    Button("Enhance", systemImage: "wand.and.stars") {
                        appliedPreset = "Auto"
                    }
                } label: {
                    Label("Adjust", systemImage: "slider.horizontal.3")
                }
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Share", systemImage: "square.and.arrow.up") {
                        editCount += 1
                    }
                    Menu("More", systemImage: "ellipsis.circle") {
                        Button("Duplicate", systemImage: "doc.on.doc") {
                            editCount += 1
                        }
                        Button("Revert to Original") {
                            appliedPreset = "None"
                        }
                    }
                }
            }
        }
    }
}

#Preview {
    PhotoEditorView()
}
