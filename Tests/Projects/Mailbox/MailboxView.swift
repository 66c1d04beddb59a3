import SwiftUI

struct MailboxView: View {
    @EnvironmentObject private var mailbox: Mailbox
    @State private var selection: Message.ID?
    @State private var folder: Folder? = .inbox

    var body: some View {
        NavigationSplitView {
            List(Folder.allCases, id: \.self, selection: $folder) { folder in
                Label(folder.title, systemImage: folder == .inbox ? "tray" : "folder")
            }
            .navigationTitle("Mailboxes")
            .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
        } detail: {
            List(mailbox.messages, selection: $selection) { message in
                MessageRow(message: message)
            }
            .navigationTitle(mailbox.folder.title)
            .toolbar(id: "mailbox") { MailboxToolbar() }
        }
    }
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        VStack(alignment: .leading) {
            Text(message.sender).font(.headline)
            Text(message.subject)
        }
        #if os(macOS)
        .padding(.vertical, 2)
        #endif
    }
}

#Preview("Mailbox") {
    MailboxView()
        .environmentObject(Mailbox())
}
