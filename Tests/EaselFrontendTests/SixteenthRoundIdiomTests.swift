@testable import EaselFrontend
import EaselIR
import Testing

/// What a Matrix client (its app and its design-system package) and a Bluesky client needed:
/// errors where Swift compiles their code, and styles their views use.
@Suite("Idioms of a Matrix client and a Bluesky client")
struct SixteenthRoundIdiomTests {
    @Test("a class keeps its `init()` beside an extension's `convenience init` (it had been an error: no initializer takes ())")
    func classKeepsItsInitBesideAnExtensionsConvenienceInit() {
        let d = ir("""
        protocol ProxyProtocol { var userID: String { get } }
        nonisolated class ProxyMock: ProxyProtocol, @unchecked Sendable {
            var userID: String {
                get { underlyingUserID }
                set(value) { underlyingUserID = value }
            }
            nonisolated(unsafe) var underlyingUserID: String!
        }
        extension ProxyMock {
            convenience init(_ name: String) {
                self.init()
                userID = name
            }
        }
        """ + "\n" + view("Text(ProxyMock(\"alice\").userID)"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["alice"])
    }

    @Test("a computed property's setter runs when it is assigned — in an initializer and on an object held by a constant (it had written a stored value its getter never read)")
    func computedPropertySetterRuns() {
        let d = ir("""
        class Account {
            var name: String {
                get { underlyingName }
                set(value) { underlyingName = value.uppercased() }
            }
            var underlyingName = "none"
            init() {}
            convenience init(_ name: String) {
                self.init()
                self.name = name
            }
        }
        """ + "\n" + view("""
        let other = Account()
        other.name = "carol"
        return VStack {
            Text(Account("alice").name)
            Text(other.name)
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["ALICE", "CAROL"])
    }

    @Test("a method of another module's protocol called on a type of the module conforming to it, beside an own method of that name (`receive(on:)` of a `Publisher` declaring `receive(subscriber:)`), is R3: an unknown value, not an error")
    func methodOfAForeignProtocolBesideAnOwnOfThatName() {
        let d = ir("""
        import Combine
        struct ValuePublisher: Publisher {
            typealias Output = Int
            typealias Failure = Never
            func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {}
            var value: Int { 3 }
        }
        """ + "\n" + view("""
        let publisher = ValuePublisher()
        let _ = publisher.receive(on: DispatchQueue.main)
        return Text("\\(publisher.value)")
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["3"])
    }

    @Test("a class's implicit `init()` takes no arguments: a call with some is still an error, as Swift says (a class has no memberwise initializer)")
    func classImplicitInitTakesNoArguments() {
        let d = ir("""
        final class Box {
            var name = "box"
        }
        extension Box {
            convenience init(size: Int) { self.init() }
        }
        """ + "\n" + view("Text(Box(name: \"x\").name)"))
        #expect(errors(d).map(\.code) == ["no-matching-call"], "\(d.diagnostics)")
    }

    @Test("an enum case's associated values keep a trailing closure, a binding from `.constant` (typed by the case's declaration) and a labelled tuple, read back by the case's pattern")
    func associatedValuesKeepClosuresBindingsAndLabelledTuples() {
        let d = ir("""
        enum Kind<Selection: Hashable> {
            case picker(selection: Binding<Selection>, items: [(title: String, tag: Selection)])
            case toggle(Binding<Bool>)
            case selection(isSelected: Bool, action: () -> Void)
        }
        struct Row<Selection: Hashable>: View {
            let title: String
            let kind: Kind<Selection>
            var body: some View {
                switch kind {
                case .picker(let selection, let items):
                    Picker(title, selection: selection) {
                        ForEach(items, id: \\.tag) { item in Text(item.title).tag(item.tag) }
                    }
                case .toggle(let binding): Toggle(title, isOn: binding)
                case .selection(let isSelected, let action):
                    Button(action: action) { Text(isSelected ? "✓ " + title : title) }
                }
            }
        }
        """ + "\n" + view("""
        Form {
            Row(title: "Picker", kind: Kind<Int>.picker(selection: .constant(0), items: [(title: "Zero", tag: 0), (title: "One", tag: 1)]))
            Row<Int>(title: "Toggle", kind: .toggle(.constant(true)))
            Row<Int>(title: "Pick", kind: .selection(isSelected: true) { })
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("Zero") && texts(d).contains("One") && texts(d).contains("✓ Pick"), "\(texts(d))")
    }

    @Test("a nested enum's case where other types nest an enum of the same name: the parameter's type is the enclosing type's (`kind: Kind<…>` of `ListRow`)")
    func nestedEnumOfASharedNameTakesItsOwner() {
        let d = ir("""
        struct Accessory {
            enum Kind { case selected, unselected }
            let kind: Kind
        }
        struct ListRow<Selection: Hashable>: View {
            enum Kind<S: Hashable> {
                case label
                case button(action: () -> Void)
            }
            let title: String
            let kind: Kind<Selection>
            var body: some View {
                switch kind {
                case .label: Text(title)
                case .button(let action): Button(title, action: action)
                }
            }
        }
        extension ListRow where Selection == String {
            init(title: String, kind: Kind<Selection>) {
                self.title = title
                self.kind = kind
            }
        }
        """ + "\n" + view("ListRow(title: \"Tap\", kind: .button { print(\"tapped\") })"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "Button") != nil)
    }

    @Test("a leading dot against a nested enum's bare name, where other types nest an enum of that name too, is the enclosing type's (`mode = .needsOwner(…)` in `Handle`'s initializer)")
    func leadingDotAgainstASharedNestedName() {
        let d = ir("""
        struct Other { enum Mode { case pick, custom } }
        final class Handle {
            enum Mode: Equatable {
                case many
                case needsOwner(useTransfer: Bool)
            }
            let mode: Mode
            init(last: Bool, transfer: Bool) {
                mode = if last { .needsOwner(useTransfer: transfer) } else { .many }
            }
            var title: String {
                switch mode {
                case .needsOwner(let useTransfer): useTransfer ? "Transfer" : "Last admin"
                default: "Leave"
                }
            }
        }
        """ + "\n" + view("Text(Handle(last: true, transfer: true).title)"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Transfer"])
    }

    @Test("`Self` as the context of a leading dot in a static method is the type declaring it; the case of the method's own name called inside it is the case, not the method again")
    func selfContextAndTheCaseInsideAStaticMethodOfItsName() {
        let d = ir("""
        enum Limit { case day, week
            var timeInterval: Double { self == .day ? 86_400 : 604_800 }
        }
        enum TimeRange: Hashable {
            case allTime
            case limited(Double)
            static func limited(_ limit: Limit) -> Self { .limited(limit.timeInterval) }
            var seconds: Int {
                switch self {
                case .allTime: Int(Int32.max)
                case let .limited(value): Int(value)
                }
            }
        }
        enum Field {
            case text(text: Binding<String>, axis: Axis?)
            static func text(text: Binding<String>) -> Self { .text(text: text, axis: nil) }
        }
        struct FieldRow: View {
            let field: Field
            var body: some View {
                switch field {
                case .text(let text, _): TextField("Name", text: text)
                }
            }
        }
        """ + "\n" + view("""
        VStack {
            Text("\\(TimeRange.limited(Limit.week).seconds) s")
            FieldRow(field: .text(text: .constant("Ada")))
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d).first == "604800 s")
        #expect(firstNode(d, kind: "TextField") != nil)
    }

    @Test("a shape style's shadow (`.primary.shadow(.inner(…))`, a gradient's `.shadow(.drop(…))`) and a colour chain in `shadow(color:)` are SwiftUI's, not unknown names")
    func shapeStyleShadows() {
        let d = ir(view("""
        VStack {
            Text("Title")
                .foregroundStyle(.primary.shadow(.inner(color: .indigo.opacity(0.5), radius: 1, x: -1, y: -1)))
                .shadow(color: .indigo.opacity(0.3), radius: 2)
            Text("Likes")
                .foregroundStyle(LinearGradient(colors: [.indigo.opacity(0.4), .red], startPoint: .top, endPoint: .bottom)
                    .shadow(.inner(color: .red, radius: 3)))
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
    }

    @Test("iOS 26's `listRowInsets(_:_:)`, an attributed `TextEditor(text:selection:)` and its formatting modifiers are declared")
    func listRowInsetsAndAttributedTextEditor() {
        let d = ir(view("""
        List {
            Text("Row").listRowInsets(.vertical, 0)
            TextEditor(text: $text, selection: $selection)
                .textInputFormattingControlVisibility(.hidden, for: .all)
                .textEditorStyle(.plain)
        }
        """, members: """
            @State private var text = AttributedString("Hi")
            @State private var selection = AttributedTextSelection()
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
    }
}
