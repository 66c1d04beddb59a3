import Foundation
import Combine

enum Folder: Hashable, CaseIterable {
    case inbox, sent, archive
    case smart(name: String, unread: Int)

    static var allCases: [Folder] { [.inbox, .sent, .archive] }

    var title: String {
        switch self {
        case .inbox: "Inbox"
        case .sent: "Sent"
        case .archive: "Archive"
        case let .smart(name, _): name
        }
    }
}

struct Message: Identifiable {
    let id: Int
    var sender: String
    var subject: String
    var isUnread: Bool
}

final class Mailbox: ObservableObject {
    @Published var folder: Folder = .inbox
    @Published var messages: [Message] = [
        Message(id: 1, sender: "Ada", subject: "Engines", isUnread: true),
        Message(id: 2, sender: "Grace", subject: "Compilers", isUnread: false),
    ]
    @Published var drafts = 0
    private var cancellables = Set<AnyCancellable>()

    var unreadCount: Int { messages.filter { $0.isUnread }.count }

    func compose() { drafts += 1 }
    func archive(_ message: Message) { messages.removeAll { $0.id == message.id } }
}
