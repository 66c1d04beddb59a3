@testable import EaselFrontend
import EaselIR
import Testing

/// A button style of the source (`struct Pill: ButtonStyle`): each button under
/// `.buttonStyle(Pill())` is drawn as `makeBody(configuration:)` builds it from the button's label,
/// as SwiftUI does; the innermost `.buttonStyle` wins, and SwiftUI's own styles are the layout's.
@Suite("Button styles of the source")
struct ButtonStyleTests {
    static let pill = """
    struct Pill: ButtonStyle {
        var fill: Color = .green
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(12)
                .background(fill)
                .foregroundStyle(configuration.role == .destructive ? Color.red : Color.white)
                .opacity(configuration.isPressed ? 0.5 : 1)
        }
    }
    extension ButtonStyle where Self == Pill {
        static var pill: Self { .init() }
    }
    """

    static func buttons(_ d: IRDocument) -> [ViewNode] { nodes(d).filter { $0.kind == "Button" } }

    static func styleBody(_ button: ViewNode) -> [ViewNode] {
        if case .views(let views)? = button.argument("styleBody") { return views }
        return []
    }

    @Test("makeBody(configuration:) builds the button from its label: a title's Text, at rest, with its role")
    func styledButton() throws {
        let d = ir(Self.pill + "\n" + view("""
        VStack {
            Button("Save") { }.buttonStyle(Pill(fill: .blue))
            Button("Delete", role: .destructive) { }.buttonStyle(.pill)
        }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let buttons = Self.buttons(d)
        #expect(buttons.count == 2)
        let save = try #require(Self.styleBody(buttons[0]).first)
        #expect(save.kind == "Text" && save.argument("content") == .string("Save"))
        #expect(save.modifier("background")?.arguments.first?.value.symbolValue?.name == "blue", "the style's stored property")
        #expect(save.modifier("opacity")?.arguments.first?.value == .int(1) || save.modifier("opacity")?.arguments.first?.value == .double(1), "not pressed")
        #expect(save.modifier("foregroundStyle")?.arguments.first?.value.symbolValue?.name == "white")
        #expect(buttons[0].argument("action") != nil, "the button keeps its action")
        if case .record(let type, _)? = buttons[0].modifier("buttonStyle")?.arguments.first?.value { #expect(type == "Pill") } else { Issue.record("the style is the source's value") }
        let delete = try #require(Self.styleBody(buttons[1]).first)
        #expect(delete.modifier("foregroundStyle")?.arguments.first?.value.symbolValue?.name == "red", "the role reaches the configuration")
        #expect(delete.modifier("background")?.arguments.first?.value.symbolValue?.name == "green", "`.pill`: Self is the extension's Pill")
    }

    @Test("the style reaches every button below it, with a label's views or a symbol; the innermost style wins, SwiftUI's included")
    func environment() throws {
        let d = ir(Self.pill + "\n" + view("""
        VStack {
            Button { } label: { Label("Add", systemImage: "plus") }
            Button("Share", systemImage: "square.and.arrow.up") { }
            Button("Plain") { }.buttonStyle(.plain)
        }
        .buttonStyle(.pill)
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let buttons = Self.buttons(d)
        #expect(buttons.count == 3)
        #expect(Self.styleBody(buttons[0]).first?.kind == "Label", "the label's views")
        let share = try #require(Self.styleBody(buttons[1]).first)
        #expect(share.kind == "Label" && share.argument("systemImage") == .string("square.and.arrow.up"))
        #expect(buttons[2].argument("styleBody") == nil, "`.plain` inside wins")
    }

    @Test("an optional holding nothing equals no case but .none: `role == .destructive` of a role-less button is false")
    func nilAgainstCase() {
        let d = ir(view("""
        VStack {
            Text(role == .destructive ? "yes" : "no")
            Text(role != .cancel ? "differs" : "same")
            Text(role == .none ? "none" : "some")
        }
        """, members: "    let role: ButtonRole? = nil"))
        #expect(texts(d) == ["no", "differs", "none"], "\(d.diagnostics)")
    }

    @Test("a toggle-like style with visual effects evaluates without a word: brightness, scale, animation, a method of the style")
    func visualEffects() {
        let d = ir("""
        struct ActionStyle: ButtonStyle {
            var isOn: Bool
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .foregroundColor(isOn ? .pink : Color(UIColor.secondaryLabel))
                    .animation(nil, value: isOn)
                    .brightness(brightness(configuration: configuration))
                    .saturation(0.9).contrast(1.1).grayscale(0).blur(radius: 0)
                    .scaleEffect(configuration.isPressed && !isOn ? 0.8 : 1.0)
            }
            func brightness(configuration: Configuration) -> Double {
                switch (configuration.isPressed, isOn) {
                case (true, true): 0.6
                case (true, false): 0.2
                default: 0
                }
            }
        }
        struct V: View {
            var body: some View { Button("Like") { }.buttonStyle(ActionStyle(isOn: false)) }
        }
        """)
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        let label = Self.styleBody(Self.buttons(d)[0]).first
        #expect(label?.modifier("brightness")?.arguments.first?.value.doubleValue == 0, "at rest and off")
    }

    @Test("a style whose body holds a button of the same style meets the depth budget (an error at the inner button), as Swift's would never end")
    func recursiveStyle() {
        let d = ir("""
        struct Recur: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button("inner") { }.buttonStyle(Recur())
            }
        }
        struct V: View { var body: some View { Button("outer") { }.buttonStyle(Recur()) } }
        """)
        #expect(errors(d).map(\.code) == ["budget-depth"], "\(d.diagnostics)")
        #expect(errors(d).first?.location.line == 3)
    }
}
