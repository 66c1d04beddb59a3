import SwiftUI

@main
struct SymbolsApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    var body: some View {
        TabView {
            Tab("Badges", image: "leaf.badge") { BadgesView() }
            Tab("Drops", image: "drop.legacy") { Text("Drops") }
        }
    }
}

struct BadgesView: View {
    var body: some View {
        NavigationStack {
            List {
                Label("Badge", image: "leaf.badge")
                Label { Text("Drop") } icon: { Image.dropLegacy }
                HStack {
                    Image(.leafBadge)
                    Image(systemName: "star")
                    Image("photo")
                    Image(.hero).resizable().scaledToFit().frame(width: 60)
                    Image("missing")
                }
                HStack {
                    Image("glyph").foregroundStyle(.red)
                    Image("glyph").renderingMode(.original)
                }
            }
            .navigationTitle("Badges")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button { } label: { Image("drop.legacy") } }
                ToolbarItem(placement: .principal) { Image("wordmark").resizable().scaledToFit().frame(height: 24) }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("New Badge", image: "leaf.badge") { }
                    Button { } label: { Image("photo") }
                }
            }
        }
    }
}

#Preview { RootView() }
