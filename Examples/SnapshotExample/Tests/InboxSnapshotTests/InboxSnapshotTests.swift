import EaselSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The app's views as Easel shows them, asserted as snapshots in `__Snapshots__/` beside this file.
/// A change in where an item lands — a new placement, a release's new design — changes a snapshot.
@Suite("Inbox snapshots")
struct InboxSnapshotTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("App")

    func source(_ name: String) throws -> String {
        try String(contentsOf: Self.app.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("the inbox's toolbar on iPhone, iPad and Mac, today and before the glass design")
    func inboxToolbar() throws {
        let inbox = try source("InboxView.swift")
        assertSnapshot(of: inbox, as: .easelText(platform: .ios), named: "ios")
        assertSnapshot(of: inbox, as: .easelText(platform: .ios, os: .v18), named: "ios18")
        assertSnapshot(of: inbox, as: .easelText(platform: .ipados), named: "ipados")
        assertSnapshot(of: inbox, as: .easelText(platform: .macos), named: "macos")
    }

    @Test("every frame of the iPhone picture, and the picture itself")
    func inboxLayoutAndPicture() throws {
        let inbox = try source("InboxView.swift")
        assertSnapshot(of: inbox, as: .easelJSON(platform: .ios), named: "ios")
        assertSnapshot(of: inbox, as: .easelSVG(platform: .ios), named: "ios")
    }

    @Test("the app's tabs, the search tab set apart")
    func appTabs() throws {
        assertSnapshot(of: try source("MailApp.swift"), as: .easelText(platform: .ios), named: "ios")
    }
}
