import EaselFrontend
import EaselIR
import Testing

/// Swift met in a fourth round of public apps Easel had not read (iOS productivity apps, Mac
/// tools and editors, domain apps; Docs/your-app.md), each compiled by Swift: no preview may end
/// in an error (spec R3, R6).
@Suite("Language idioms of the fourth round of apps")
struct FourthRoundIdiomTests {
    @Test("WidgetKit's #Preview(as:) of a widget is a note, not an error: Easel draws views, not widgets")
    func widgetPreview() {
        let d = ir("""
            struct Entry { let title: String }
            struct EntryView: View { var entry: Entry; var body: some View { Text(entry.title) } }
            struct Small: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "small", provider: Provider()) { EntryView(entry: $0) }
                }
            }
            #Preview(as: .systemSmall) {
                Small()
            } timeline: {
                Entry(title: "now")
            }
            """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "widget-preview").map(\.severity) == [.note])
    }

    @Test("defaultAppStorage on a view; tint with a gradient (a ShapeStyle)")
    func viewModifiersOfThisRound() {
        let d = ir(view("""
                Gauge(value: 20, in: 0...40) { Text("Temp") }
                    .tint(Gradient(colors: [.cyan, .red]))
                    .defaultAppStorage(UserDefaults(suiteName: "preview")!)
        """), view: "TestView")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
    }

    @Test("an SDK value built by the project's extension initializer is what the initializer sets `self` to; one whose value Easel cannot follow is unknown with a note")
    func extensionInitializerOfAnSDKType() {
        let d = ir("""
            enum MyRole { case cancel, destructive }
            extension ButtonRole {
                init(_ role: MyRole) { self = role == .cancel ? .cancel : .destructive }
            }
            struct Close: View { var body: some View { Button("Close", role: ButtonRole(.destructive)) {} } }
            """, view: "Close")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "Button")?.argument("role")?.symbolValue?.name == "destructive")
        let unfollowed = ir("""
            import RoleKit
            extension ButtonRole {
                init(_ code: Int) { if let role = RoleTable.shared.role(for: code) { self = role } }
            }
            struct Close: View { var body: some View { Button("Close", role: ButtonRole(3)) {} } }
            """, view: "Close")
        #expect(errors(unfollowed).isEmpty, "\(unfollowed.diagnostics)")
        #expect(nodes(unfollowed).contains { $0.kind == "Button" })
    }

    @Test("of two methods with one base name, the call with a trailing closure picks the one its labels fit")
    func overloadsByLabelsWithTrailingClosure() {
        let d = ir("""
            struct EditForm: View {
                var body: some View {
                    Form { FormSection("Basics", footer: Text("Footer")) { Text("Row") } }
                }
                func FormSection<Content: View>(_ title: String, @ViewBuilder content: @escaping () -> Content) -> some View {
                    FormSection(title, footer: EmptyView(), content: content)
                }
                func FormSection<Footer: View, Content: View>(_ title: String, footer: Footer, @ViewBuilder content: @escaping () -> Content) -> some View {
                    Section(header: Text(title), footer: footer) { content() }
                }
            }
            """, view: "EditForm")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(Set(texts(d)) == ["Basics", "Row", "Footer"], "the section's header, row and footer: \(texts(d))")
    }

    @Test("Binding's animation() and transaction(_:) give the binding, also of a binding Easel cannot know")
    func bindingAnimation() {
        let d = ir(view("""
                VStack {
                    Toggle("On", isOn: $isOn.animation())
                    Toggle("Other", isOn: $model.isOn.sending(\\.isOn).animation(.spring()))
                }
        """, members: """
            @State var isOn = true
            @State var model = Model()
            struct Model { var isOn = false }
        """), view: "TestView")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(nodes(d).filter { $0.kind == "Toggle" }.count == 2)
    }

    @Test("ForEach(data, id: keyPath) with a key path Easel cannot know lays the rows out by position")
    func forEachWithUnknownKeyPath() {
        let d = ir("""
            struct SimpleList<ID: Hashable>: View {
                var data: [String]
                var id: KeyPath<String, ID>
                var body: some View { VStack { ForEach(data, id: id) { Text($0) } } }
            }
            struct Screen: View {
                var path: KeyPath<String, String> { loadPath() }
                var body: some View { SimpleList(data: ["a", "b"], id: path) }
            }
            """, view: "Screen")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["a", "b"])
        let wrong = ir(view("VStack { ForEach([\"a\"], id: 3) { Text($0) } }"), view: "TestView")
        #expect(errors(wrong).map(\.code) == ["type-mismatch"], "a number is no key path: Swift rejects it")
    }

    @Test("local functions run in the scope they are declared in, overloaded by labels, beside the type's method of that name")
    func localFunctions() {
        let d = ir("""
            final class Renderer {
                var text = ""
                func append(_ string: String) { text += string }
                func render(_ parts: [String], separator: String) -> String {
                    text = opening()  // called above its declaration, as Swift allows
                    func opening() -> String { "[" }
                    func append(part: String?) {
                        guard let part else { return }
                        append(part)
                    }
                    func append(part: String, last: Bool) { append(part: part); if !last { append(separator) } }
                    for (i, p) in parts.enumerated() { append(part: p, last: i == parts.count - 1) }
                    return text + "]"
                }
            }
            struct Rendered: View { var body: some View { Text(Renderer().render(["a", "b", "c"], separator: "+")) } }
            """, view: "Rendered")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["[a+b+c]"])
        // Appending a value Easel cannot know makes the string unknown, not an error (R3).
        let unknown = ir(view("Text(joined)", members: """
            var joined: String { var s = ""; s.append(loadSuffix()); return s }
        """), view: "TestView")
        #expect(errors(unknown).isEmpty, "\(unknown.diagnostics)")
    }
}
