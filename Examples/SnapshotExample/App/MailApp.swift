import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                Tab("Inbox", systemImage: "tray") { Text("Inbox") }
                Tab("Sent", systemImage: "paperplane") { Text("Sent") }
                Tab(role: .search) { Text("Search") }
            }
        }
        .commands { ToolbarCommands() }
    }
}
