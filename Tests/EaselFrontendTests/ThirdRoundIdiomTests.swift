import EaselFrontend
import EaselIR
import Foundation
import Testing

/// Swift met in a third round of public apps Easel had not read (Mac developer tools,
/// self-hosted service clients, everyday iOS apps; Docs/your-app.md): each compiles with Swift,
/// so none may end a preview in an error or a hang (spec R3, R5, R6), and every toolbar item it
/// declares is listed, on screen or off it.
@Suite("Language idioms of the third round of apps")
struct ThirdRoundIdiomTests {
    private func screen(_ body: String, members: String = "", around: String = "") -> IRDocument {
        ir(around + "\n" + view("""
                NavigationStack {
                    \(body)
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
                }
        """, members: members), view: "TestView")
    }

    @Test("a number JSON cannot hold (CGFloat.infinity) is written as \"infinity\" and read back")
    func infinityInJSON() throws {
        let d = screen(#"Text("Wide").frame(maxWidth: CGFloat.infinity, alignment: .leading).opacity(Double.nan)"#)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let json = try EaselJSON.string(d)
        #expect(json.contains(#""value" : "infinity""#))
        #expect(json.contains(#""value" : "nan""#))
        let back = try EaselJSON.decode(IRDocument.self, from: Data(json.utf8))
        #expect(try EaselJSON.string(back) == json)
        #expect(itemLabels(d, onScreen: true) == ["Add"])
    }

    @Test("R5: a removal that traps on a branch taken for a condition Easel cannot know is a note, not an error")
    func trapOnUncertainBranch() {
        let d = screen("List(trimmed, id: \\.self) { Text($0) }", members: """
            let rows: [String] = []
            var trimmed: [String] {
                var rows = rows
                if rows.isNotEmpty { rows.removeLast() }
                if rows.isNotEmpty { _ = rows[3] }
                return rows
            }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let notes = diagnostics(d, code: "index-out-of-range")
        #expect(notes.count == 2 && notes.allSatisfy { $0.severity == .note })
        #expect(notes.first?.location.line == 6)
        #expect(itemLabels(d, onScreen: true) == ["Add"])
    }

    @Test("a trap on a path every condition of which Easel knows stays an error at its place")
    func trapOnKnownBranchStaysAnError() {
        let d = screen("List(trimmed, id: \\.self) { Text($0) }", members: """
            var trimmed: [String] {
                var rows: [String] = []
                if rows.isEmpty { rows.removeLast() }
                return rows
            }
        """)
        #expect(errors(d).map(\.code) == ["index-out-of-range"])
        #expect(errors(d).first?.location.line == 5)
    }

    @Test("R5: `while let` over a value Easel cannot know runs its body once, no loop to the budget")
    func whileLetOverUnknownRunsOnce() {
        let d = screen("List(words, id: \\.self) { Text($0) }", members: """
            let text: String = "a b c"
            var words: [String] {
                var result: [String] = []
                var start = text.startIndex
                while let r = text.range(of: " ", range: start..<text.endIndex) {
                    result.append(String(text[start..<r.lowerBound]))
                    start = r.upperBound
                }
                return result
            }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.code.hasPrefix("budget") })
        #expect(nodes(d).filter { $0.kind == "Text" || $0.kind == "Placeholder" }.count == 1)
    }

    @Test("an enum case's associated value with a default is filled when the call leaves it out")
    func enumCaseDefaultAssociatedValue() {
        let d = screen("Text(label).onAppear { last = .select() }", members: """
            enum Action { case select(long: Bool = true, count: Int = 2), clear }
            @State var last: Action = .clear
            var label: String {
                if case .select(let long, let count) = last { return (long ? "long" : "short") + " \\(count)" }
                return "none"
            }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["long 2"])
    }

    @Test("a trailing closure goes to the initializer with a closure parameter, not to a Bool with a default")
    func trailingClosureSkipsNonFunctionParameter() {
        let d = screen("VStack { Loading { Text(\"Inside\") }; Loading(isLoading: true) }", around: """
            struct Loading<Content: View>: View {
                let isLoading: Bool
                let content: Content
                init(isLoading: Bool = false, @ViewBuilder content: () -> Content) {
                    self.isLoading = isLoading
                    self.content = content()
                }
                var body: some View { VStack { Text(isLoading ? "loading" : "ready"); content } }
            }
            extension Loading where Content == EmptyView {
                init(isLoading: Bool = false) { self.init(isLoading: isLoading) { EmptyView() } }
            }
            """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["ready", "Inside", "loading"])
    }

    @Test("SE-0286: a memberwise trailing closure passes over a closure property with a default")
    func memberwiseTrailingClosureForwardScan() {
        let d = screen("Modal(title: \"Sheet\") { Text(\"Inside\") }", around: """
            struct Modal<Content: View>: View {
                var title: String
                var onDismiss: () -> Void = {}
                @ViewBuilder var content: Content
                var body: some View { VStack { Text(title); content } }
            }
            """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Sheet", "Inside"])
    }

    @Test("a method named as onChange's action runs with the values its parameters take")
    func methodReferenceAsAction() {
        let d = screen("Text(shown).onChange(of: count, initial: true, update)", members: """
            @State var count = 4
            @State var shown = ""
            func update() { shown = "n=\\(count)" }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["n=4"])
        // A method Swift could not pass there is an error at the modifier, not at the file's start.
        let wrong = screen("Text(shown)\n.onChange(of: count, initial: true, update)", members: """
            @State var count = 4
            @State var shown = ""
            func update(_ a: Int, _ b: Int, _ c: Int) {}
        """)
        #expect(errors(wrong).map(\.location.line) == [9], "\(wrong.diagnostics)")
    }

    @Test("a nested type named as SwiftUI's (a style's enum State) does not shadow it outside its type")
    func nestedStateDoesNotShadowTheWrapper() {
        let d = ir("""
            struct FancyStyle: ButtonStyle {
                enum State { case idle, pressed }
                func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
            }
            struct Screen: View {
                @State private var name: String
                init() { _name = State(initialValue: "Hello") }
                var body: some View {
                    NavigationStack {
                        Text(name).toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {}.buttonStyle(FancyStyle()) } }
                    }
                }
            }
            """, view: "Screen")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Hello", "Add"], "the text, and the toolbar button's label as its style draws it")
    }

    @Test("an operator of an SDK value (-angle, angle * 2) or of an app's type is its own: unknown, no error")
    func operatorsOfOtherTypes() {
        let d = screen("Image(systemName: \"arrow.up\").rotationEffect(-angle).rotationEffect(angle * 2).rotationEffect(.degrees(-45))",
                       members: "@State var angle = Angle(degrees: 30)")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        // An app's own type that declares no such operator: Swift rejects these, and so does Easel.
        for wrong in [#"Text("\(-"text")")"#, #"Text("\(-true)")"#, #"Text("\(Tab.home + 1)")"#] {
            #expect(errors(screen(wrong, around: "enum Tab { case home }")).map(\.code) == ["type-mismatch"], "Swift rejects \(wrong)")
        }
    }

    @Test("an initializer Easel does not model, perhaps an extension in another file, is unknown with a warning")
    func unknownInitializerOfASwiftType() {
        let d = screen(#"VStack { Text(LocalizedStringKey(app: .name)); Text("\(Int(exactly: 3.5) ?? -1) \(Int(exactly: 3.0) ?? -1)") }"#)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "no-matching-call").map(\.severity) == [.warning], "\(d.diagnostics)")
        #expect(texts(d).last == "-1 3")
        #expect(itemLabels(d, onScreen: true) == ["Add"])
        let wrong = screen("Text(\"\\(floor(\"x\"))\")")
        #expect(errors(wrong).first?.message == "no 'floor' function takes these arguments")
    }

    @Test("conversions and math functions of optional and unknown numbers")
    func numberConversions() {
        let d = screen(#"Text("\(scale * 2) \(Int(floor(v!)))")"#, members: """
            let raw: String? = loadValue()
            let v: Double? = 3.7
            var scale: Float { Float(raw ?? "1") ?? 1 }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
    }

    @Test("a key path literal is a function of its root (SE-0249): alert(item:content:), map")
    func keyPathAsFunction() {
        let d = screen("Text(names.joined(separator: \",\")).alert(item: $item, content: \\.alert)", members: """
            struct AlertItem: Identifiable { let id = 1; var name = "x"; var alert: Alert { Alert(title: Text("Hi")) } }
            @State var item: AlertItem? = AlertItem()
            var names: [String] { [AlertItem(), AlertItem(name: "y")].map(\\.name) }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).first == "x,y")
    }

    @Test("matchedTransitionSource(id:in:) on a view (iOS 18)")
    func matchedTransitionSourceOnAView() {
        let d = screen("Text(\"Card\").matchedTransitionSource(id: \"card\", in: ns)", members: "@Namespace var ns")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
    }

    @Test("the items of a group's branch not taken, and of a switch case binding a payload, are listed off screen")
    func untakenBranchItemsListed() {
        let listed = ir("""
            enum Page { case a(String), b }
            struct Screen: View {
                @State var show = false
                @State var page: Page = .b
                var body: some View {
                    NavigationStack {
                        Text("Body").toolbar {
                            ToolbarItemGroup(placement: .secondaryAction) { if show { Button("Hidden") {} } }
                            switch page {
                            case .a(let name): ToolbarItem(placement: .cancellationAction) { Button(name) {} }
                            case .b: ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                            }
                        }
                    }
                }
            }
            """, view: "Screen")
        #expect(errors(listed).isEmpty, "\(listed.diagnostics)")
        #expect(itemLabels(listed, onScreen: true) == ["Done"])
        let offScreen = toolbars(listed, onScreen: false).flatMap(\.items)
        #expect(offScreen.contains { $0.label == "Hidden" && $0.placement == .secondaryAction })
        #expect(offScreen.count == 2, "\(offScreen.map(\.label))")
    }
}
