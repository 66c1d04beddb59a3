import SwiftUI

struct MailboxToolbar: CustomizableToolbarContent {
    @EnvironmentObject private var mailbox: Mailbox

    var body: some CustomizableToolbarContent {
        ToolbarItem(id: "compose", placement: .primaryAction) {
            Button("Compose", systemImage: "square.and.pencil") { mailbox.compose() }
        }
        ToolbarItem(id: "archive", placement: .secondaryAction) {
            Button("Archive", systemImage: "archivebox") {}
        }
        ToolbarItem(id: "flag", placement: .secondaryAction) {
            Button("Flag", systemImage: "flag") {}
        }
        .defaultCustomization(.hidden)
        ToolbarItem(id: "unread", placement: .status) {
            Text("\(mailbox.unreadCount) unread")
        }
    }
}
