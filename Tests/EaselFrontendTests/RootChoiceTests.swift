import EaselFrontend
import EaselIR
import Testing

/// Spec R2: a file without a preview or an app shows the view no other type of it uses. Whether
/// a view's name is written a second time decides if the bodies are searched at all; these
/// cases hold the choice to what the search would say.
@Suite("Root choice (R2)")
struct RootChoiceTests {
    static func root(_ source: String) -> String? { Frontend.ir(source, fileName: "Root.swift").root?.name }

    static let helper = "struct Badge: View {\n    var body: some View { Text(\"New\") }\n}\n"

    @Test("the first view, written only where it is declared, is the root")
    func firstWrittenOnce() {
        #expect(Self.root("struct Inbox: View {\n    var body: some View { Badge() }\n}\n" + Self.helper) == "Inbox")
    }

    @Test("a first view another view uses is a helper: the user is the root")
    func firstUsedLater() {
        #expect(Self.root(Self.helper + "struct Inbox: View {\n    var body: some View { Badge() }\n}\n") == "Inbox")
    }

    @Test("a name written again outside code (a comment, a string) is still used by no type")
    func writtenInCommentAndString() {
        let source = "// Inbox lists the mail.\nstruct Inbox: View {\n    var body: some View { Text(\"Inbox\") }\n}\n" + Self.helper
        #expect(Self.root(source) == "Inbox")
    }

    @Test("a NUL byte in the source does not hide a second writing of the name")
    func nulByte() {
        // A search that stopped at the NUL would see `Badge` once and show it.
        #expect(Self.root(Self.helper + "// \u{0}\nstruct Inbox: View {\n    var body: some View { Badge() }\n}\n") == "Inbox")
    }
}
