@testable import EaselFrontend
import EaselIR
import Testing

/// What three more public apps needed (Apple's food truck and bird feeder samples, a Mac app that
/// runs Windows programs): warnings where Swift compiles their code — another module's modifiers
/// and types — and SwiftUI's own API Easel had not declared.
@Suite("Idioms of Apple's sample apps and a Mac app")
struct TwelfthRoundIdiomTests {
    /// The project's files evaluated together, the first file's preview shown.
    private func project(_ files: [(String, String)]) -> IRDocument {
        let program = Frontend.compile(files: files.map { SourceFile(path: $0.0, text: $0.1) }, platform: .ios)
        return program.evaluate(options: EvaluationOptions(platform: .ios, file: files[0].0)).document
    }

    @Test("R3: a modifier, type or initializer Easel does not know, in a file that imports StoreKit (or a symbols package), is a note naming it; in a file importing only SwiftUI the modifier stays a warning")
    func otherModulesImported() {
        let d = project([("App/RefundView.swift", """
        import SwiftUI
        import StoreKit

        struct RefundView: View {
            @State private var asking = false
            var body: some View {
                Text("Refund")
                    .refundRequestSheet(for: 7, isPresented: $asking) { _ in }
                    .task { _ = try? await Product.products(for: ["plus"]) }
            }
        }
        #Preview { RefundView() }
        """)])
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let notes = d.diagnostics.filter { $0.severity == .note && $0.message.contains("imports bring StoreKit") }
        #expect(notes.count == 2, "\(d.diagnostics)")
        #expect(notes.contains { $0.code == "unknown-modifier" && $0.message.contains("refundRequestSheet") })
        #expect(notes.contains { $0.code == "unknown-name" && $0.message.contains("'Product'") }, "a type's name, not a typo of a value's")
        let symbols = ir("import SwiftUI\nimport SFSafeSymbols\n" + view("Label(\"Filter\", systemSymbol: .line3HorizontalDecrease)"))
        #expect(symbols.diagnostics.map(\.severity) == [.note] && symbols.diagnostics.allSatisfy { $0.message.contains("SFSafeSymbols") },
                "a package's initializer of SwiftUI's Label: \(symbols.diagnostics)")
        let designed = ir("import SwiftUI\nimport SWDesignSystem\n" + view("SWTextField(\"Name\")"))
        #expect(designed.diagnostics.map(\.severity) == [.note] && designed.diagnostics.allSatisfy { $0.message.contains("SWDesignSystem") },
                "a design system's view, not a typo of TextField: \(designed.diagnostics)")
        let plain = ir(view("Text(\"x\").fancyGlow()"))
        #expect(plain.diagnostics.map(\.severity) == [.warning], "an unknown modifier where only SwiftUI is imported: \(plain.diagnostics)")
    }

    @Test("R3: a module the project holds (its folder bears the name) is not another's; a modifier its files' imports bring is that module's, as Swift finds extension members of every module loaded")
    func projectModulesAndWhatTheyImport() {
        let d = project([("App/Rows.swift", """
        import SwiftUI
        import Kit

        struct Rows: View {
            var body: some View {
                Text("Hello").emojiText.size(12).glowing()
            }
        }
        #Preview { Rows() }
        """), ("Kit/Sources/Kit/Glow.swift", """
        import SwiftUI
        import EmojiText
        extension View { public func glowing() -> some View { shadow(radius: 3) } }
        """)])
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.severity == .warning }, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.code == "unknown-modifier" && $0.message.contains("'emojiText'") && $0.message.contains("EmojiText") })
        #expect(!d.diagnostics.contains { $0.message.contains("bring Kit") }, "the project's own module")
        #expect(texts(d) == ["Hello"])
    }

    @Test("R3: `UIApplication`, `NSWindow` are UIKit's and AppKit's, which SwiftUI brings: a note, not a typo of `Application`")
    func applePrefixedNames() {
        let d = ir("""
        struct Application {}
        """ + "\n" + view("""
        let shared = UIApplication.shared
        let tabbing = NSWindow.allowsAutomaticWindowTabbing
        Text("Open")
        UIImage(named: "logo")
        """))
        #expect(!d.diagnostics.contains { $0.severity != .note }, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.message.contains("'UIApplication'") && $0.message.contains("UIKit's") }, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.message.contains("'NSWindow'") && $0.message.contains("AppKit's") }, "\(d.diagnostics)")
        #expect(d.diagnostics.contains { $0.code == "placeholder-view" && $0.message.contains("'UIImage'") && $0.message.contains("UIKit's") }, "\(d.diagnostics)")
    }

    @Test("`String.init(format:…)`, `Int.init(\"7\")`, `Color.init(red:green:blue:)` are the types called, as `String(format:…)` is")
    func explicitInit() {
        let d = ir(view("""
        VStack {
            Text(String.init(format: "Status of %@", name))
            Text(String.init(42))
            Text("\\(Int.init("7") ?? 0)")
            Color.init(red: 1, green: 0, blue: 0)
        }
        """, members: "    let name = \"Wine\""))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Status of Wine", "42", "7"])
        #expect(firstNode(d, kind: "Color") != nil)
    }

    @Test("`AnyView(view)` and `AnyView(erasing:)` are the view they erase, not a placeholder")
    func anyView() {
        let d = ir(view("""
        VStack {
            AnyView(Text("One"))
            AnyView(erasing: Text("Two").bold())
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["One", "Two"])
        #expect(firstNode(d, kind: "Placeholder") == nil)
    }

    @Test("T1: a `ToolbarContent` struct calls a method of `extension ToolbarContent` bare or on `self`: its items are the toolbar's")
    func toolbarContentExtensionMember() {
        let d = ir("""
        extension ToolbarContent {
            func addItem(title: String) -> some ToolbarContent {
                ToolbarItem(placement: .primaryAction) { Button(title) {} }
            }
        }
        struct BareItems: ToolbarContent {
            var body: some ToolbarContent { addItem(title: "Add") }
        }
        struct SelfItems: ToolbarContent {
            var body: some ToolbarContent { self.addItem(title: "Share") }
        }
        """ + "\n" + view("""
        NavigationStack {
            Text("x").toolbar { BareItems(); SelfItems() }
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(itemLabels(d, onScreen: true) == ["Add", "Share"])
    }

    @Test("SwiftUI's own: a shape's `scale`, `rotation` and `inset(by:)`, `Stepper(onIncrement:onDecrement:)` and with a format, `strikethrough(_:color:)`, `highPriorityGesture`, `accessibilityRepresentation`, `listSectionSeparator`, and the deprecated `accessibility(label:)` and `colorScheme(_:)`")
    func swiftUIDeclarationsOfThisRound() {
        let d = ir(view("""
        List {
            Section {
                Circle().inset(by: 2).scale(0.9).rotation(.degrees(10)).fill(.blue)
                Stepper(value: $count, in: 0...9, step: 1, format: .number) { Text("Count") }
                Stepper("Step", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
                Stepper(onIncrement: { count += 1 }, onDecrement: nil) { Text("Custom") }
                Text("Old").strikethrough(true, color: .red).underline(color: .blue)
                Text("Tap").highPriorityGesture(TapGesture().onEnded { count = 0 })
                Text("Gauge").accessibilityRepresentation { Text("Level") }
                Text("Said").accessibility(label: Text("Spoken"))
            }
            .listSectionSeparator(.hidden)
            Scheme().colorScheme(.dark)
        }
        """, members: "    @State private var count = 1.0") + """

        struct Scheme: View {
            @Environment(\\.colorScheme) private var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.severity == .warning }, "\(d.diagnostics)")
        #expect(d.diagnostics.allSatisfy { $0.code == "deprecated-api" }, "\(d.diagnostics)")
        #expect(texts(d).contains("dark"), "`.colorScheme(.dark)` sets the environment below it")
    }
}
