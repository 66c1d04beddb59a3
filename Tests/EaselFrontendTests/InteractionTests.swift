import EaselFrontend
import EaselIR
import Testing

/// The interaction runtime: an event runs against the state store and the next evaluation
/// shows its effect.
@Suite("Interaction runtime")
struct InteractionTests {
    let editor = """
    struct Editor: View {
        @State private var text = "Hello"
        @State private var bold = false
        @State private var fontSize = 12.0
        @State private var taps = 0
        @State private var log: [String] = []

        var displayFont: Font { Font.system(size: CGFloat(fontSize), weight: bold ? .bold : .regular) }

        var body: some View {
            TextEditor(text: $text)
                .font(displayFont)
                .toolbar {
                    Slider(value: $fontSize, in: 8...120, step: 2) { Text("Size \\(Int(fontSize))") }
                    Toggle(isOn: $bold) { Image(systemName: "bold") }
                    Button("Tap \\(taps)") {
                        taps += 1
                        log.append("tap \\(taps)")
                        if taps > 1 { text = text.uppercased() }
                    }
                }
        }
    }
    """

    private func item(_ d: IRDocument, _ kind: String) throws -> ViewNode {
        try #require(d.toolbars.first?.items.compactMap(\.content).first { $0.kind == kind })
    }

    private func font(_ d: IRDocument) -> IRSymbol? {
        firstNode(d, kind: "TextEditor")?.modifier("font")?.argument("font")?.symbolValue
    }

    @Test("toggle, slider, button and text edits change state, and the next IR shows them")
    func events() throws {
        let program = Frontend.compile(editor)
        let first = program.evaluate()
        #expect(errors(first.document).isEmpty, "\(first.document.diagnostics)")
        #expect(font(first.document)?.fields["weight"]?.symbolValue?.name == "regular")

        let toggle = try item(first.document, "Toggle")
        let afterToggle = program.perform(.toggle(toggle.identity), state: first.state)
        #expect(afterToggle.diagnostics.isEmpty)
        let second = program.evaluate(state: afterToggle.state)
        #expect(font(second.document)?.fields["weight"]?.symbolValue?.name == "bold")

        let slider = try item(second.document, "Slider")
        let afterSlide = program.perform(.setNumber(slider.identity, 33.3), state: second.state)
        let third = program.evaluate(state: afterSlide.state)
        #expect(font(third.document)?.fields["size"] == .double(34))  // snapped to the step
        #expect(third.document.toolbars.first?.items.first?.label == "Size 34")
        let clamped = program.perform(.setNumber(slider.identity, 500), state: third.state)
        #expect(program.evaluate(state: clamped.state).document.toolbars.first?.items.first?.label == "Size 120")

        let button = try item(third.document, "Button")
        var state = third.state
        for _ in 0..<2 { state = program.perform(.tap(button.identity), state: state).state }
        let fourth = program.evaluate(state: state)
        #expect(fourth.document.toolbars.first?.items.last?.label == "Tap 2")
        #expect(fourth.state.slots.first { $0.key.hasSuffix(".log") }?.value == .array([.string("tap 1"), .string("tap 2")]))
        #expect(firstNode(fourth.document, kind: "TextEditor")?.argument("text") != nil)
        #expect(fourth.state.slots.first { $0.key.hasSuffix(".text") }?.value == .string("HELLO"))

        let editorNode = try #require(firstNode(fourth.document, kind: "TextEditor"))
        let edited = program.perform(.setText(editorNode.identity, "typed"), state: fourth.state)
        #expect(edited.state.slots.first { $0.key.hasSuffix(".text") }?.value == .string("typed"))
    }

    @Test("an event on a node that cannot take it is refused and changes nothing")
    func refusedEvents() throws {
        let program = Frontend.compile(editor)
        let first = program.evaluate()
        let toggle = try item(first.document, "Toggle")
        let wrong = program.perform(.tap(toggle.identity), state: first.state)
        #expect(wrong.state == first.state)
        #expect(wrong.diagnostics.contains { $0.code == "bad-event" })
        let missing = program.perform(.tap("Nowhere/Button@9"), state: first.state)
        #expect(missing.diagnostics.contains { $0.code == "bad-event" && $0.message.contains("Nowhere") })
    }

    @Test("dismiss() inside a sheet clears the sheet's isPresented")
    func dismissSheet() throws {
        let program = Frontend.compile("""
        struct Form: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Text("Sheet").toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                }
            }
        }
        struct Host: View {
            @State private var showing = false
            var body: some View {
                Button("Show") { showing = true }
                    .sheet(isPresented: $showing) { Form() }
            }
        }
        """)
        let first = program.evaluate()
        #expect(errors(first.document).isEmpty, "\(first.document.diagnostics)")
        #expect(first.document.presentations.map(\.id) == ["window", "sheet#0"])
        #expect(first.document.presentations[1].isPresented == false)
        #expect(first.document.toolbars.first?.presentation == "sheet#0")

        let show = try #require(firstNode(first.document, kind: "Button"))
        let shown = program.evaluate(state: program.perform(.tap(show.identity), state: first.state).state)
        #expect(shown.document.presentations[1].isPresented == true)

        let cancel = try #require(shown.document.toolbars.first?.items.first?.content)
        let dismissed = program.evaluate(state: program.perform(.tap(cancel.identity), state: shown.state).state)
        #expect(dismissed.document.presentations[1].isPresented == false)
    }

    @Test("state is keyed by identity: two instances of one view keep separate state")
    func stateByIdentity() throws {
        let program = Frontend.compile("""
        struct Counter: View {
            let name: String
            @State private var count = 0
            var body: some View { Button("\\(name) \\(count)") { count += 1 } }
        }
        struct Pair: View {
            var body: some View { HStack { Counter(name: "a"); Counter(name: "b") } }
        }
        """)
        let first = program.evaluate()
        let buttons = nodes(first.document).filter { $0.kind == "Button" }
        #expect(buttons.count == 2)
        let after = program.evaluate(state: program.perform(.tap(buttons[1].identity), state: first.state).state)
        #expect(nodes(after.document).filter { $0.kind == "Button" }.map { $0.argument("title") } == [.string("a 0"), .string("b 1")])
    }

    @Test("a hostile action ends in a budget diagnostic, not a hang")
    func hostileAction() throws {
        let program = Frontend.compile(view("        Button(\"Spin\") { while true { count += 1 } }", members: "    @State private var count = 0"))
        let first = program.evaluate(options: EvaluationOptions(limits: EvaluationLimits(steps: 20_000)))
        let button = try #require(firstNode(first.document, kind: "Button"))
        let result = program.perform(.tap(button.identity), state: first.state, options: EvaluationOptions(limits: EvaluationLimits(steps: 20_000)))
        #expect(result.diagnostics.contains { $0.code == "budget-steps" })
    }
}
