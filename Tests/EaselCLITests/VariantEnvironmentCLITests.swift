import Foundation
import Testing

/// V8 through the command line: code that reads the variant's environment builds the variant's
/// toolbar, in `render` and in the matrix of `check --variants`.
@Suite("The variant's environment, from the command line", .timeLimit(.minutes(10)))
struct VariantEnvironmentCLITests {
    typealias CLI = CLITests

    /// An inbox whose toolbar grows at accessibility text sizes, and whose bottom bar appears in a
    /// compact width or height.
    static let inbox = """
    import SwiftUI
    struct Inbox: View {
        @Environment(\\.dynamicTypeSize) private var typeSize
        @Environment(\\.horizontalSizeClass) private var widthClass
        @Environment(\\.verticalSizeClass) private var heightClass
        var body: some View {
            NavigationStack {
                List { Text("Message") }
                    .navigationTitle("Inbox")
                    .toolbar {
                        if typeSize.isAccessibilitySize {
                            ToolbarItem(placement: .topBarTrailing) { Button("Zoom Out") {} }
                            ToolbarItem(placement: .topBarTrailing) { Button("Zoom In") {} }
                            ToolbarItem(placement: .topBarTrailing) { Button("Reader") {} }
                        }
                        ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                        if widthClass == .compact && heightClass == .regular {
                            ToolbarItem(placement: .bottomBar) { Button("Filter") {} }
                        }
                    }
            }
        }
    }
    #Preview("Inbox") { Inbox() }
    """

    func file(_ text: String = Self.inbox) throws -> String {
        let path = CLI.scratch.appendingPathComponent("easel-environment-\(UUID().uuidString).swift").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("render: the text size and the window's size classes the options name are what the code reads")
    func render() throws {
        let path = try file()
        let base = try CLI.easel(["render", path, "--platform", "ios", "--format", "text"])
        #expect(base.status == 0, "\(base.err)")
        #expect(base.out.contains("(Compose)") && !base.out.contains("Zoom") && base.out.contains("(Filter)"))
        let large = try CLI.easel(["render", path, "--platform", "ios", "--format", "text", "--dynamic-type", "accessibility3"])
        #expect(large.out.contains("(Zoom Out)") && large.out.contains("[Compose]"), "\(large.out)")
        // On its side an iPhone is compact in height; an iPad a third wide is compact across.
        let turned = try CLI.easel(["render", path, "--platform", "ios", "--format", "text", "--orientation", "landscape"])
        #expect(!turned.out.contains("Filter"), "\(turned.out)")
        let third = try CLI.easel(["render", path, "--platform", "ipados", "--format", "text", "--width", "third"])
        #expect(third.out.contains("(Filter)"), "\(third.out)")
        let full = try CLI.easel(["render", path, "--platform", "ipados", "--format", "text"])
        #expect(!full.out.contains("Filter"), "\(full.out)")
    }

    @Test("render: a preview's own orientation is the one the code reads")
    func previewTraits() throws {
        let path = try file(Self.inbox.replacingOccurrences(of: "#Preview(\"Inbox\")", with: "#Preview(\"Inbox\", traits: .landscapeLeft)"))
        let run = try CLI.easel(["render", path, "--platform", "ios", "--format", "text"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("852×393") && !run.out.contains("Filter"), "\(run.out)")
    }

    @Test("check --variants: a variant whose code builds more items reports the item it pushes into the menu, at its declaration")
    func matrix() throws {
        let path = try file()
        let run = try CLI.easel(["check", path, "--platform", "ios", "--variants", "dynamicType=large,accessibility3", "--format", "json"])
        #expect(run.status == 0, "\(run.err)")
        let root = try #require(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        let overflow = diagnostics.filter { $0["code"] as? String == "overflows-in-variant" }
        #expect(overflow.count == 1, "\(diagnostics)")
        #expect((overflow.first?["message"] as? String)?.hasPrefix("'Compose' moves to the overflow menu in variant accessibility3") == true)
        #expect(overflow.first?["line"] as? Int == 16)
        // The items the variant's code adds are its own, not changes of the base's items.
        #expect(!diagnostics.contains { ($0["message"] as? String)?.contains("Zoom") == true })
    }
}
