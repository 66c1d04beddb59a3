@testable import EaselFrontend
import EaselIR
import Foundation
import Testing

/// What a public Mastodon client's tab bar needed (its five tabs drew as five unknown values):
/// Swift's rules for an enum's own initializer, a bare member inside an enum, the declared type
/// of a property assigned in an initializer, nested types of one name in several types, and a
/// literal typed `LocalizedStringKey` by the app's own declaration.
@Suite("Idioms of an app's tabs")
struct SeventhRoundIdiomTests {
    static let appTab = """
    enum AppTab: String, Identifiable {
        case timeline, notifications, explore
        var id: Int {
            switch self {
            case .timeline: 0
            case .notifications: 1
            case .explore: 3
            }
        }
        var key: String { rawValue }
        init(with id: Int) {
            switch id {
            case 1: self = .notifications
            case 3: self = .explore
            default: self = .timeline
            }
        }
        init?(code: String) {
            guard code.count == 1 else { return nil }
            self = code == "n" ? .notifications : .timeline
        }
    }
    """

    @Test("an enum's own initializer runs and sets self (a failable one may make nil); a bare rawValue in its member is self's")
    func enumInitializer() {
        let d = ir(Self.appTab + "\n" + view("""
        VStack {
            Text(AppTab(with: 1).key)
            Text(AppTab(with: 7).key)
            Text(AppTab(code: "n")?.key ?? "none")
            Text(AppTab(code: "long")?.key ?? "none")
            Text("\\(AppTab.explore.id)")
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["notifications", "timeline", "notifications", "none", "3"])
    }

    @Test("a property assigned in an initializer before it holds a value takes its declared type: `.init(with:)`, `.init(rawValue:) ?? .timeline`")
    func assignedInInitializer() {
        let d = ir(Self.appTab + """

        final class Tabs {
            var first: AppTab
            var second: AppTab?
            init() {
                first = .init(with: 3)
                self.second = .init(rawValue: "notifications") ?? .timeline
            }
        }
        """ + "\n" + view("VStack { Text(Tabs().first.key); Text(Tabs().second?.key ?? \"nil\") }"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["explore", "notifications"])
    }

    @Test("nested types of one name in several types: each is its enclosing type's, in a property's value and an initializer")
    func sharedNestedNames() {
        let d = ir("""
        final class Tabs {
            class Storage { var first = "tabs" }
            private let storage = Storage()
            var name: String
            init() { name = Storage().first + "/" + storage.first }
        }
        final class Preferences {
            class Storage { var first = "preferences" }
            let storage = Storage()
        }
        """ + "\n" + view("VStack { Text(Tabs().name); Text(Preferences().storage.first) }"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["tabs/tabs", "preferences"])
    }

    @Test("issue 31: a literal the app's own code types LocalizedStringKey (a getter's result) is a key; a String one is not")
    func localizedKeyOfTheApp() {
        let catalog = """
        { "sourceLanguage" : "en", "strings" : {
          "tab.timeline" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Timeline" } } } },
          "tab.raw" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Raw" } } } } } }
        """
        let source = """
        import SwiftUI
        enum Tab {
            case timeline
            var title: LocalizedStringKey { switch self { case .timeline: "tab.timeline" } }
            var raw: String { "tab.raw" }
        }
        struct V: View {
            var body: some View {
                VStack { Label(Tab.timeline.title, systemImage: "house"); Text(Tab.timeline.raw) }
            }
        }
        """
        let program = Frontend.compile(files: [SourceFile(path: "V.swift", text: source)], platform: .ios,
                                       localizations: Localizations(files: [LocalizationFile(path: "Localizable.xcstrings", contents: Data(catalog.utf8))]))
        let d = program.evaluate(options: EvaluationOptions(platform: .ios)).document
        #expect(firstNode(d, kind: "Label")?.argument("title") == .string("Timeline"))
        #expect(texts(d) == ["tab.raw"], "a String value is shown as it is")
    }

    @Test("`.none` where a type has no `none` of its own is an optional's nil: `Tab(value:role:)` with `isSearch ? .search : .none`")
    func noneOfAnOptional() {
        let d = ir(view("""
        TabView {
            ForEach(["a", "b"], id: \\.self) { name in
                Tab(name, systemImage: "star", value: name, role: name == "b" ? .search : .none) { Text(name) }
            }
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(d.tabViews.first?.tabs.map { $0.role ?? "none" } == ["none", "search"])
    }
}
