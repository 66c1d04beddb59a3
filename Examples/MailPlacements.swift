import SwiftUI

struct MailboxRow: View {
    let title: String
    let count: Int

    var body: some View {
        HStack(spacing: 8) {
            Label(title, systemImage: "tray")
            Spacer()
            Text("\(count)")
                .foregroundStyle(.secondary)
        }
    }
}

struct MailWindowView: View {
    let mailboxes = ["Inbox", "Drafts", "Sent", "Junk"]
    @State private var mode = 0
    @State private var selectedMailbox: String? = "Inbox"
    @State private var unread = 4
    @State private var isFlagged = false

    private func summary(for mailbox: String) -> String {
        mode == 0 ? "\(mailbox): every message" : "\(mailbox): filtered view"
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                List {
                    ForEach(mailboxes, id: \.self) { name in
                        MailboxRow(title: name, count: name == "Inbox" ? unread : 0)
                    }
                }
                if let mailbox = selectedMailbox {
                    Text(summary(for: mailbox))
                        .foregroundStyle(.secondary)
                        .padding()
                } else {
                    Text("Choose a mailbox").padding()
                }
            }
            .navigationTitle("Mail")
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Button("Mailboxes", systemImage: "sidebar.left") {
                        selectedMailbox = nil
                    }
                }
                ToolbarItem(placement: .principal) {
                    Picker("Mode", selection: $mode) {
                        Text("All").tag(0)
                        Text("Unread").tag(1)
                        Text("Flagged").tag(2)
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose", systemImage: "square.and.pencil") {
                        unread += 1
                    }
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button("Flag", systemImage: isFlagged ? "flag.fill" : "flag") {
                        isFlagged.toggle()
                    }
                }
                ToolbarItem(placement: .status) {
                    switch mode {
                    case 0: Text("\(unread) unread")
                    case 1: Text("Showing unread only")
                    default: Text("Showing flagged")
                    }
                }
                ToolbarItem(placement: .automatic) {
                    Button("Get Mail", systemImage: "arrow.clockwise") {
                        unread = 0
                    }
                }
                if let mailbox = selectedMailbox {
                    ToolbarItem { Label(mailbox, systemImage: "tray") }
                }
            }
        }
    }
}

#Preview {
    MailWindowView()
}
