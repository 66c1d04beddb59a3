import SwiftUI

@main
struct LocalizedApp: App {
    var body: some Scene {
        WindowGroup {
            InboxView()
        }
    }
}
