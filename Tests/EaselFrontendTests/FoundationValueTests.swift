import EaselFrontend
import EaselIR
import Testing

/// Foundation's values with fixed preview values (issue "Real apps"): one moment, predictable
/// identifiers, URLs with their parts — and the same picture every time.
@Suite("Foundation values")
struct FoundationValueTests {
    static let source = """
    struct Item: Identifiable { let id = UUID(); let title: String; let date: Date }
    struct Screen: View {
        let items = [Item(title: "One", date: .now), Item(title: "Two", date: Date(timeIntervalSinceNow: 86_400))]
        let url = URL(string: "https://example.com/docs/intro")!
        var body: some View {
            List(items) { item in
                VStack(alignment: .leading) {
                    Text(item.title)
                    Text(item.date, style: .date)
                    Text(item.date.formatted(date: .abbreviated, time: .shortened))
                }
            }
            .navigationTitle("Updated \\(Date.now.formatted())")
            .toolbar { ToolbarItem { Link(url.host ?? "", destination: url) } }
            .onAppear { _ = Calendar.current.startOfDay(for: .now) }
        }
    }
    """

    @Test("Date() and .now are 9:41 on 8 June 2026; formatted and Text(date, style:) read as Foundation formats them in US English")
    func datesReadAsOneMoment() {
        let d = ir(Self.source)
        #expect(d.diagnostics.filter { $0.severity != .note }.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["One", "June 8, 2026", "Jun 8, 2026 at 9:41 AM", "Two", "June 9, 2026", "Jun 9, 2026 at 9:41 AM"])
        #expect(d.presentations.first?.navigationTitle == "Updated 6/8/2026, 9:41 AM")
        let arithmetic = ir(view("""
                VStack {
                    Text((Date.now + 3_600).formatted(date: .omitted, time: .shortened))
                    if Date.now < Date.now.addingTimeInterval(60) { Text("later is later") }
                    Text("\\(Date.now - Date(timeIntervalSince1970: 0) > 0)")
                    Text("\\(Date.now == URL(string: "https://a.b")!)")
                }
        """))
        #expect(errors(arithmetic).isEmpty, "\(arithmetic.diagnostics)")
        #expect(Array(texts(arithmetic).prefix(3)) == ["10:41 AM", "later is later", "true"])
    }

    @Test("each UUID() is a different, predictable identifier (no duplicate-id warning in a ForEach); a URL keeps its parts")
    func identifiersAndURLs() throws {
        let d = ir(Self.source)
        #expect(!d.diagnostics.contains { $0.message.contains("two elements with the id") }, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.code == "unknown-name" }, "Foundation's types are known: \(d.diagnostics)")
        #expect(d.toolbars.flatMap(\.items).compactMap(\.label) == ["example.com"])
        #expect(try EaselJSON.string(ir(Self.source)) == EaselJSON.string(d), "deterministic")
    }
}
