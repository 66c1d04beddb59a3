import EaselFrontend
import EaselIR
import Testing

/// Issue 35, point 2: state written while a body is evaluated — main-queue work, `onChange`,
/// `onPreferenceChange` — is what SwiftUI's next frame shows; the body is evaluated once more
/// with it, within the same budget, and a view that writes on every frame does not loop.
@Suite("Next frame")
struct NextFrameTests {
    @Test("a GeometryReader reporting its height through DispatchQueue.main.async: the picture shows the height")
    func mainQueueWriteShows() {
        let d = ir(view("""
                Text("Height \\(Int(height))").background(
                    GeometryReader { geometry -> Color in
                        DispatchQueue.main.async { height = 44 }
                        return .clear
                    })
        """, members: "@State private var height = 0.0"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Height 44"])
    }

    /// Work handed to the main queue runs at once (decisions: "Work an action hands to later"),
    /// so each pass counts one up before its text is made: the picture is the second pass's.
    @Test("a body that writes a new value on every pass is drawn from its second pass, not evaluated without end")
    func everChangingWriteSettles() {
        let d = ir(view("""
                let _ = DispatchQueue.main.async { passes += 1 }
                return Text("Pass \\(passes)")
        """, members: "@State private var passes = 0"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Pass 2"])
    }

    static let counter = view("""
            VStack {
                Text("Count \\(count)")
                Text("Changes \\(changes)")
                Text("Last \\(last)")
                Button("More") { count += 1 }
            }
            .onChange(of: count, initial: true) { old, new in
                changes += 1
                last = "\\(old)→\\(new)"
            }
    """, members: """
        @State private var count = 0
        @State private var changes = 0
        @State private var last = "none"
    """)

    @Test("onChange(of:initial: true) runs as the view appears, then with (old, new) after each change")
    func onChangeRuns() throws {
        let program = Frontend.compile(Self.counter)
        let first = program.evaluate()
        #expect(errors(first.document).isEmpty, "\(first.document.diagnostics)")
        #expect(texts(first.document) == ["Count 0", "Changes 1", "Last 0→0"])

        let button = try #require(nodes(first.document).first { $0.kind == "Button" })
        let tapped = program.perform(.tap(button.identity), state: first.state)
        #expect(tapped.diagnostics.isEmpty, "\(tapped.diagnostics)")
        let second = program.evaluate(state: tapped.state)
        #expect(texts(second.document) == ["Count 1", "Changes 2", "Last 0→1"])
        // Drawn again with nothing changed, the action does not run again.
        let third = program.evaluate(state: second.state)
        #expect(texts(third.document) == ["Count 1", "Changes 2", "Last 0→1"])
    }

    @Test("onChange without initial does not run as the view appears; perform: gets the new value")
    func onChangeNotInitial() {
        let d = ir(view("""
                Text("Seen \\(seen)")
                    .onAppear { count = 5 }
                    .onChange(of: count, perform: { value in seen = "new \\(value)" })
                    .onChange(of: title) { seen += "!" }
        """, members: """
            @State private var count = 0
            @State private var seen = "nothing"
            @State private var title = "fixed"
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Seen new 5"])
    }

    @Test("onPreferenceChange gets its key's values, combined by the key's reduce, and the next frame shows what it wrote")
    func preferenceChangeReports() {
        let d = ir("""
        struct TallestKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                value = max(value, nextValue())
            }
        }
        \(view("""
                VStack {
                    Text("Tallest \\(Int(tallest))")
                    Color.red.preference(key: TallestKey.self, value: 30)
                    Color.blue.preference(key: TallestKey.self, value: 72)
                    Color.green.preference(key: TallestKey.self, value: 12)
                }
                .onPreferenceChange(TallestKey.self) { tallest = $0 }
        """, members: "@State private var tallest: CGFloat = 0"))
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Tallest 72"])
    }

    @Test("a preference set outside the observed view does not reach its onPreferenceChange")
    func preferenceOnlyFromInside() {
        let d = ir("""
        struct NameKey: PreferenceKey {
            static var defaultValue = "none"
            static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
        }
        \(view("""
                VStack {
                    Text("Name \\(name)").onPreferenceChange(NameKey.self) { name = $0 }
                    Text("Sibling").preference(key: NameKey.self, value: "sibling")
                }
        """, members: "@State private var name = \"unset\""))
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).first == "Name none")
    }
}
