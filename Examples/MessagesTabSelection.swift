import SwiftUI

struct ChatListView: View {
    @Binding var unread: Int

    var body: some View {
        NavigationStack {
            List {
                Text(unread == 0 ? "All caught up" : "\(unread) new messages")
                Button("Mark All Read", systemImage: "checkmark.circle") {
                    unread = 0
                }
            }
            .navigationTitle("Chats")
        }
    }
}

struct MessagesTabsView: View {
    @State private var customization = TabViewCustomization()
    @State private var selectedTab = 0
    @State private var unreadCount = 3

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Chats", systemImage: "bubble.left.and.bubble.right", value: 0) {
                ChatListView(unread: $unreadCount)
            }
            .customizationID("messages.chats")
            .badge(unreadCount)

            Tab("Calls", systemImage: "phone", value: 1) {
                Text("Recent calls")
            }
            .customizationID("messages.calls")
            .customizationBehavior(.reorderable, for: .sidebar, .tabBar)

            TabSection("Groups") {
                Tab("Family", systemImage: "house", value: 10) {
                    Text("Family group")
                }
                .customizationID("messages.group.family")

                Tab("Climbing Club", systemImage: "figure.climbing", value: 11) {
                    Text("Climbing Club group")
                }
                .customizationID("messages.group.climbing")
            }
            .customizationID("messages.groups")

            Tab("Settings", systemImage: "gearshape", value: 2) {
                Button("Open Chats") {
                    selectedTab = 0
                }
            }
            .customizationID("messages.settings")
            .customizationBehavior(.disabled, for: .sidebar, .tabBar)
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

#Preview {
    MessagesTabsView()
}
