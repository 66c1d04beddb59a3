import SwiftUI

struct AddShowForm: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var shows: [String]
    @State private var feedName = ""
    @State private var autoDownload = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Show name", text: $feedName)
            Toggle("Download new episodes", isOn: $autoDownload)
            if feedName.isEmpty {
                Text("Type the name of a show to follow.")
                    .foregroundStyle(.secondary)
            } else {
                Text("Following \(feedName)")
            }
            Spacer()
        }
        .padding()
        .navigationTitle("Add Show")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Follow") {
                    shows.append(feedName)
                    dismiss()
                }
                .disabled(feedName.isEmpty)
            }
            ToolbarItem(placement: .destructiveAction) {
                Button(role: .destructive) {
                    feedName = ""
                } label: {
                    Label("Delete", systemImage: "trash")
                }
            }
        }
    }
}

struct PodcastShelfView: View {
    @State private var shows = ["Night Owl Radio", "The Garden Hour"]
    @State private var showingSheet = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(shows, id: \.self) { show in
                    Label(show, systemImage: "mic")
                }
            }
            .navigationTitle("Podcasts")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Show", systemImage: "plus") {
                        showingSheet = true
                    }
                }
            }
            .sheet(isPresented: $showingSheet) {
                NavigationStack {
                    AddShowForm(shows: $shows)
                }
            }
        }
    }
}

#Preview {
    PodcastShelfView()
}
