import SwiftUI

struct JournalEditorView: View {
    @State private var text = "Walked along the harbor before sunrise."
    @State private var size = 15.0
    @State private var isBold = false
    @State private var isItalic = false
    @State private var isUnderlined = false

    var displayFont: Font {
        let base = Font.system(size: CGFloat(size), weight: isBold ? .bold : .regular)
        if isItalic {
            return base.italic()
        }
        return base
    }

    private func wordCount() -> Int {
        text.split(separator: " ").count
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                TextEditor(text: $text)
                    .font(displayFont)
                    .underline(isUnderlined)
                Text("\(wordCount()) words · \(Int(size)) pt")
                    .foregroundStyle(.secondary)
            }
            .padding()
            .navigationTitle("Journal")
            .toolbar(id: "journal.formatting") {
                ToolbarItem(id: "textSize", placement: .secondaryAction) {
                    Slider(
                        value: $size,
                        in: 9...48,
                        step: 1,
                        minimumValueLabel: Image(systemName: "textformat.size.smaller"),
                        maximumValueLabel: Image(systemName: "textformat.size.larger")
                    ) {
                        Text("Text Size")
                    }
                    .frame(width: 180)
                }
                ToolbarItem(id: "bold", placement: .secondaryAction) {
                    Toggle(isOn: $isBold) {
                        Image(systemName: "bold")
                    }
                }
                ToolbarItem(id: "italic", placement: .secondaryAction) {
                    Toggle(isOn: $isItalic) {
                        Image(systemName: "italic")
                    }
                }
                ToolbarItem(id: "underline", placement: .secondaryAction) {
                    Toggle(isOn: $isUnderlined) {
                        Image(systemName: "underline")
                    }
                }
                ToolbarItem(id: "share", placement: .primaryAction) {
                    Button("Share", systemImage: "square.and.arrow.up") {
                        isUnderlined = false
                    }
                }
            }
            .toolbarRole(.editor)
        }
    }
}

#Preview {
    JournalEditorView()
}
