import SwiftUI

@main
struct BrandedApp: App {
    var body: some Scene {
        WindowGroup {
            CardsView()
        }
    }
}
