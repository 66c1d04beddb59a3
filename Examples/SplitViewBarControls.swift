import SwiftUI

struct ProjectBrowserView: View {
    let folders = ["Designs", "Invoices", "Scans"]

    @State private var columnVisibility = NavigationSplitViewVisibility.all
    @State private var selectedFolder: String? = "Designs"
    @State private var fileCount = 12
    @State private var isStarred = false

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(folders, id: \.self, selection: $selectedFolder) { folder in
                Label(folder, systemImage: "folder")
            }
            .navigationTitle("Projects")
            .toolbar(removing: .sidebarToggle)
        } detail: {
            VStack(alignment: .leading, spacing: 12) {
                if let folder = selectedFolder {
                    Text(folder)
                        .font(.title)
                    Text("\(fileCount) files")
                        .foregroundStyle(.secondary)
                } else {
                    Text("No folder selected")
                        .italic()
                }
                Divider()
                Spacer()
            }
            .padding()
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Button(action: {
                        columnVisibility = columnVisibility == .all ? .detailOnly : .all
                    }, label: {
                        Image(systemName: "sidebar.left")
                    })
                }
                Group {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add File", systemImage: "plus") { fileCount += 1 }
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        Button("Star", systemImage: isStarred ? "star.fill" : "star") {
                            isStarred.toggle()
                        }
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("Synced")
                }
            }
            .toolbarVisibility(.hidden, for: .bottomBar)
            .toolbarBackgroundVisibility(.visible, for: .navigationBar)
        }
    }
}

#Preview {
    ProjectBrowserView()
}
