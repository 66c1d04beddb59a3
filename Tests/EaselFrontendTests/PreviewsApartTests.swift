import EaselFrontend
import EaselIR
import Testing

/// Issue "Every variant", point 1: a `PreviewProvider`'s previews are each a preview of its own,
/// as Xcode shows them — listed and rendered apart, never merged (CLI contract, "Variants").
@Suite("Previews apart")
struct PreviewsApartTests {
    static let source = """
    import SwiftUI
    struct Inbox: View {
        let title: String
        var body: some View {
            NavigationStack { Text(title).toolbar { Button("Add \\(title)") {} } }
        }
    }
    struct Inbox_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                Inbox(title: "Mail").previewDisplayName("Mail")
                Inbox(title: "Notes").previewDisplayName("Notes")
                Inbox(title: "Drafts")
            }
            .previewLayout(.sizeThatFits)
        }
    }
    """

    @Test("each child of previews is listed as a preview, by its display name or Provider #N")
    func listed() {
        let entries = Frontend.compile(Self.source).previewEntries.filter { $0.kind != .view }
        #expect(entries.map(\.name) == ["Mail", "Notes", "Inbox_Previews #3"])
        #expect(entries.allSatisfy { $0.kind == .preview })
        #expect(entries.map(\.line) == [11, 12, 13])
    }

    @Test("the first preview is the default root, with its own toolbar only")
    func firstByDefault() {
        let d = ir(Self.source)
        #expect(d.root?.name == "Mail")
        #expect(texts(d) == ["Mail"])
        #expect(itemLabels(d, onScreen: true) == ["Add Mail"])
    }

    @Test("--view picks a preview by its display name, or by Provider #N", arguments: [("Notes", "Notes"), ("Inbox_Previews #3", "Drafts")])
    func picked(_ name: String, _ title: String) {
        let d = ir(Self.source, view: name)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.root?.name == name)
        #expect(texts(d) == [title])
        #expect(itemLabels(d, onScreen: true) == ["Add \(title)"])
    }

    @Test("--view with the provider's type name shows its first preview")
    func providerName() {
        let d = ir(Self.source, view: "Inbox_Previews")
        #expect(texts(d) == ["Mail"])
    }

    @Test("a provider with one unnamed view stays one provider entry")
    func single() {
        let source = """
        struct Hello: View { var body: some View { Text("Hi") } }
        struct Hello_Previews: PreviewProvider { static var previews: some View { Hello() } }
        """
        let entries = Frontend.compile(source).previewEntries
        #expect(entries.map(\.kind) == [.view, .provider])
        #expect(texts(ir(source)) == ["Hi"])
    }

    @Test("statements before the previews still run for the preview shown")
    func localsKept() {
        let source = """
        struct Row: View { let text: String; var body: some View { Text(text) } }
        struct Row_Previews: PreviewProvider {
            static var previews: some View {
                let prefix = "Row"
                Row(text: prefix + " 1").previewDisplayName("One")
                Row(text: prefix + " 2").previewDisplayName("Two")
            }
        }
        """
        #expect(texts(ir(source, view: "Two")) == ["Row 2"])
        #expect(texts(ir(source)) == ["Row 1"])
    }

    @Test("V1: #Preview(traits: .landscapeLeft) and a provider's .previewInterfaceOrientation and layoutDirection are the preview's traits")
    func traits() {
        let macro = ir("""
        struct V: View { var body: some View { Text("A") } }
        #Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout) { V() }
        """)
        #expect(macro.root?.name == "Wide")
        #expect(macro.previewTraits == PreviewTraits(orientation: .landscape))
        let provider = ir("""
        struct V: View { var body: some View { Text("A") } }
        struct V_Previews: PreviewProvider {
            static var previews: some View {
                V().previewDisplayName("Plain")
                V().previewInterfaceOrientation(.landscapeRight).environment(\\.layoutDirection, .rightToLeft).previewDisplayName("Turned")
            }
        }
        """, view: "Turned")
        #expect(provider.previewTraits == PreviewTraits(orientation: .landscape, layoutDirection: .rightToLeft))
        #expect(ir("struct V: View { var body: some View { Text(\"A\") } }\n#Preview { V() }").previewTraits == nil)
    }

    @Test("#Previews sharing a title are named apart within their file (Preview, Preview #2), and --view picks each")
    func unnamedPreviewsApart() {
        let source = """
        import SwiftUI
        #Preview { NavigationStack { Text("One").toolbar { Button("First") {} } } }
        #Preview { NavigationStack { Text("Two").toolbar { Button("Second") {} } } }
        #Preview("Two") { Text("Titled") }
        #Preview("Two") { Text("Titled again") }
        """
        #expect(Frontend.compile(source).previewEntries.map(\.name) == ["Preview", "Preview #2", "Two", "Two #2"])
        #expect(itemLabels(ir(source), onScreen: true) == ["First"])
        let second = ir(source, view: "Preview #2")
        #expect(second.root?.name == "Preview #2")
        #expect(itemLabels(second, onScreen: true) == ["Second"])
        #expect(texts(ir(source, view: "Two #2")) == ["Titled again"])
    }
}
