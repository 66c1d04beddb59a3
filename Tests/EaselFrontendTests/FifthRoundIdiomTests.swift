import EaselFrontend
import EaselIR
import Testing

/// Swift met in a fifth round of public apps Easel had not read (health and finance apps, media
/// and reader clients, games and utilities; Docs/your-app.md), each compiled by Swift: no preview
/// may end in an error (spec R3, R6).
@Suite("Language idioms of the fifth round of apps")
struct FifthRoundIdiomTests {
    @Test("work that schedules itself again (a timer's asyncAfter calling the function that armed it) runs one round, not forever")
    func selfReschedulingWork() {
        let d = ir("""
            struct Pulse: View {
                @State private var on = false
                @State private var ticks = 0
                var body: some View {
                    Circle().opacity(on ? 1 : 0.3).overlay { Text("\\(ticks)") }
                        .onAppear { tick() }
                }
                func tick() {
                    on.toggle()
                    ticks += 1
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tick() }
                }
            }
            """, view: "Pulse")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("2"))  // the appear action, then its one scheduled round
    }

    @Test("a Binding of a collection answers count and isEmpty with the value's (Binding: Collection, iOS 15)")
    func bindingCollectionMembers() {
        let d = ir("""
            struct Item: Identifiable { let id: Int }
            struct Attachments: View {
                @Binding var selected: [Item]
                var body: some View {
                    VStack {
                        Text("\\($selected.count) attached")
                        Button("Remove all") {}.disabled($selected.isEmpty || $selected.count >= 5)
                    }
                }
            }
            struct Host: View {
                @State var items = [Item(id: 1), Item(id: 2)]
                var body: some View { Attachments(selected: $items) }
            }
            struct Unknown: View { var body: some View { Attachments(selected: model.$items) } }
            """, view: "Host")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("2 attached"))
        let unknown = ir(FifthRoundIdiomTests.attachments + "\n#Preview { Attachments(selected: .constant(store.items)) }")
        #expect(errors(unknown).isEmpty, "\(unknown.diagnostics)")
    }

    static let attachments = """
        struct Attachments: View {
            @Binding var selected: [String]
            var body: some View { Button("Remove all") {}.disabled($selected.count >= 1) }
        }
        """

    @Test("an implicit .constant(x) to a function's Binding parameter is Binding.constant")
    func implicitConstantToFunctionParameter() {
        let d = ir("""
            struct Popup: ViewModifier {
                @Binding var isPresented: Bool
                func body(content: Content) -> some View { content.overlay { if isPresented { Text("Added") } } }
            }
            extension View {
                func popup(isPresented: Binding<Bool>) -> some View { modifier(Popup(isPresented: isPresented)) }
            }
            #Preview { Text("List").popup(isPresented: .constant(true)) }
            """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("Added"))
    }

    @Test("a trap in the body of a link's destination, not yet shown, is a note: SwiftUI builds that body only once pushed")
    func destinationBodyNotYetShown() {
        let d = ir("""
            struct Detail: View {
                @Binding var host: String?
                var body: some View { Text(host!).toolbar { Button("Disconnect") {} } }
            }
            struct Launcher: View {
                @State var host: String?
                @State var active = false
                var body: some View {
                    NavigationStack { NavigationLink(destination: Detail(host: $host), isActive: $active) { Text("Connect") } }
                }
            }
            """, view: "Launcher")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "nil-unwrap").map(\.severity) == [.note])
        #expect(texts(d).contains("Connect"))
        // The same unwrap on screen stays Swift's trap.
        let shown = ir("""
            struct Detail: View { var host: String?; var body: some View { Text(host!) } }
            """, view: "Detail")
        #expect(diagnostics(shown, code: "nil-unwrap").map(\.severity) == [.error])
    }

    @Test("a local function with argument labels used as a value (values.map(frac)) drops its labels")
    func labelledLocalFunctionAsValue() {
        let d = ir("""
            struct Shares: View {
                let values: [Double] = [1, 3]
                func fractions() -> [Double] {
                    let total = values.reduce(0, +)
                    func frac(v: Double) -> Double { v / total }
                    return values.map(frac)
                }
                var body: some View { Text("CPU \\(fractions().last ?? 0)") }
            }
            """, view: "Shares")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("CPU 0.75"))
    }
}
