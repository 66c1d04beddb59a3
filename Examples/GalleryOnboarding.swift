// Gallery: a welcome screen — a large title, three feature rows with symbols and two-line text,
// and a prominent Continue button; a Skip button in the toolbar.
import SwiftUI

struct WelcomeScreen: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 24) {
                Text("Welcome to Field Notes")
                    .font(.largeTitle)
                    .bold()
                feature("pencil.and.outline", "Write anywhere", "Notes sync to every device you sign in on.")
                feature("magnifyingglass", "Find it fast", "Search the words of every note, even in photos.")
                feature("lock", "Private by design", "Your notes are encrypted before they leave the device.")
                Spacer()
                Button {
                } label: {
                    Text("Continue").frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            }
            .padding(24)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Skip") {} }
            }
        }
    }

    private func feature(_ symbol: String, _ title: String, _ detail: String) -> some View {
        HStack(alignment: .top, spacing: 16) {
            Image(systemName: symbol)
                .font(.title2)
                .foregroundStyle(.tint)
                .frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(detail).foregroundStyle(.secondary)
            }
        }
    }
}
