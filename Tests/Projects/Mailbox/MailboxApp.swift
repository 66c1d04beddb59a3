// A mail client: an ObservableObject model passed as an environment object, a customizable
// toolbar in its own type, a split view, enums with associated values and per-platform code.
import SwiftUI

@main
struct MailboxApp: App {
    @StateObject private var mailbox = Mailbox()

    var body: some Scene {
        WindowGroup {
            MailboxView()
                .environmentObject(mailbox)
        }
        .commands {
            ToolbarCommands()
            CommandGroup(replacing: .newItem) {
                Button("New Message") { mailbox.compose() }
            }
        }
    }
}
