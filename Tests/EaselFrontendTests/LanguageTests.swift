import EaselFrontend
import EaselIR
import Testing

/// Each language construct the front end evaluates, checked through what it puts in the IR.
@Suite("Language")
struct LanguageTests {
    /// Evaluates `expression` inside a view and returns the text it interpolates to.
    private func text(_ expression: String, members: String = "") -> (String?, [Diagnostic]) {
        let d = ir(view("        Text(\"\\(\(expression))\")", members: members))
        return (texts(d).first, d.diagnostics)
    }

    @Test("literals and interpolation", arguments: [
        ("42", "42"), ("-7", "-7"), ("2.5", "2.5"), ("true", "true"), ("\"a\\tb\"", "a\tb"), ("[1, 2, 3]", "[1, 2, 3]"),
        ("[\"a\": 1]", "[\"a\": 1]"), ("1...3", "1...3"), ("0..<4", "0..<4"), ("\"x\\(1 + 1)y\"", "x2y"), ("\"\\u{1F600}\"", "😀"),
    ])
    func literals(_ source: String, _ expected: String) {
        let (t, d) = text(source)
        #expect(t == expected, "\(d)")
    }

    /// A literal's value as Swift reads it: escapes, raw strings, multi-line indentation and
    /// line continuation (the evaluator takes a literal without escapes straight from its text).
    @Test("string literals as Swift reads them", arguments: [
        ("\"Hello\"", "Hello"), ("\"\"", ""), ("\"say \\\"hi\\\"\"", "say \"hi\""), ("#\"a\\nb\"#", "a\\nb"),
        ("\"\"\"\n            solo\n            \"\"\"", "solo"), ("\"\"\"\n            one\n              two\n            \"\"\"", "one\n  two"),
        ("\"\"\"\n            joined \\\n            line\n            \"\"\"", "joined line"),
    ])
    func stringLiterals(_ literal: String, _ expected: String) {
        let d = ir(view("        Text(\(literal))"))
        #expect(texts(d) == [expected], "\(d.diagnostics)")
    }

    @Test("operators: arithmetic, comparison, logic, ternary, nil-coalescing", arguments: [
        ("1 + 2 * 3", "7"), ("(1 + 2) * 3", "9"), ("7 / 2", "3"), ("7 % 3", "1"), ("7.0 / 2", "3.5"), ("2 < 3 && 3 <= 3", "true"),
        ("!(1 == 1) || 2 != 2", "false"), ("3 > 2 ? \"yes\" : \"no\"", "yes"), ("Optional<Int>.none ?? 5", "5"),
        ("\"ab\" + \"cd\"", "abcd"), ("-(3 - 5)", "2"), ("[1] + [2]", "[1, 2]"), ("\"b\" > \"a\"", "true"),
    ])
    func operators(_ source: String, _ expected: String) {
        let (t, d) = text(source == "Optional<Int>.none ?? 5" ? "missing ?? 5" : source, members: "    let missing: Int? = nil")
        #expect(t == expected, "\(d)")
    }

    @Test("a range with its bounds reversed is an error, as at run time in Swift", arguments: ["5...1", "2.5..<1.0"])
    func invalidRange(_ source: String) {
        let (t, d) = text(source)
        #expect(t == nil || t == "")
        #expect(d.contains { $0.code == "invalid-range" && $0.severity == .error && $0.line == 4 })
    }

    @Test("conversions and string and array methods", arguments: [
        ("Int(12.9)", "12"), ("Double(3)", "3.0"), ("CGFloat(2)", "2.0"), ("String(5)", "5"), ("Int(\"41\") ?? 0", "41"),
        ("\"Hello\".uppercased()", "HELLO"), ("\"Hello\".count", "5"), ("\"a,b\".split(separator: \",\").count", "2"),
        ("\"x\".isEmpty", "false"), ("[3, 1, 2].sorted()", "[1, 2, 3]"), ("[1, 2, 3].map { $0 * 2 }", "[2, 4, 6]"),
        ("[1, 2, 3].filter { $0 > 1 }.count", "2"), ("[\"a\", \"b\"].joined(separator: \"-\")", "a-b"),
        ("[1, 2].contains(2)", "true"), ("[5, 6].first ?? 0", "5"), ("\"Hello\".hasPrefix(\"He\")", "true"),
        ("max(2, 9)", "9"), ("[1, 2, 3].reduce(0) { $0 + $1 }", "6"),
    ])
    func library(_ source: String, _ expected: String) {
        let (t, d) = text(source)
        #expect(t == expected, "\(d)")
    }

    @Test("properties: stored, computed, static, private; methods")
    func properties() {
        let members = """
            private let base = 10
            static let factor = 3
            var doubled: Int { base * 2 }
            var described: String {
                let x = doubled + Self.factor
                return "v\\(x)"
            }
            private func scaled(_ value: Int, by factor: Int = 2) -> Int { value * factor }
        """
        let d = ir(view("""
                VStack {
                    Text(described)
                    Text("\\(scaled(4))")
                    Text("\\(scaled(4, by: TestView.factor))")
                }
        """, members: members))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["v23", "8", "12"])
    }

    @Test("statements in computed properties: var, assignment, compound assignment, if, for, while, switch, guard")
    func statements() {
        let members = """
            var total: Int {
                var sum = 0
                for i in 1...4 where i != 2 { sum += i }
                var n = 0
                while n < 3 { n += 1 }
                if sum > 5 { sum = sum * 10 } else { sum = 0 }
                switch n {
                case 0: return -1
                case 1...2: return -2
                default: break
                }
                guard n == 3 else { return -3 }
                return sum + n
            }
            var kind: String {
                let tuple = (name: "a", count: 2)
                for (i, letter) in ["x", "y"].enumerated() where i == 1 { return letter + tuple.name }
                return "none"
            }
        """
        let d = ir(view("        VStack { Text(\"\\(total)\"); Text(kind) }", members: members))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["83", "ya"])
    }

    @Test("scopes: a block of many names (past the size a scope indexes them at), shadowing, assignment through closures, a let kept constant")
    func scopes() {
        let lets = (0..<30).map { "        let v\($0) = \($0)" }.joined(separator: "\n")
        let members = """
            var total: Int {
        \(lets)
                var sum = v0
                for i in [v29, v13, v1] { sum += i }
                let add = { (n: Int) in
                    let v5 = 500  // shadows the block's v5 inside the closure only
                    sum += n + v5
                }
                add(v12)
                var w = v7
                w += v28 + v5
                return sum + w
            }
        """
        let d = ir(view("        Text(\"\\(total)\")", members: members))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["595"])  // 0 + 29 + 13 + 1, + 12 + 500 in the closure, + 7 + 28 + 5
        let reassigned = ir(view("        Text(\"\\(total)\")", members: "    var total: Int {\n\(lets)\n        v20 = 1\n        return v20\n    }"))
        #expect(!errors(reassigned).isEmpty)
    }

    @Test("result builders: if/else, if let, switch, ForEach over ranges and arrays, Group, local let")
    func builders() {
        let members = """
            @State private var showDetails = false
            @State private var mode = 2
            let names = ["Ann", "Bo"]
            let nickname: String? = "Al"
        """
        let d = ir(view("""
                VStack {
                    let prefix = "#"
                    if showDetails {
                        Text("details")
                    } else if mode == 2 {
                        Text("mode two")
                    } else {
                        Text("neither")
                    }
                    if let nickname {
                        Text(nickname)
                    }
                    switch mode {
                    case 1: Text("one")
                    case 2: Text("two")
                    default: EmptyView()
                    }
                    ForEach(0..<3) { i in Text("\\(prefix)\\(i)") }
                    ForEach(names, id: \\.self) { name in Text(name) }
                    Group { Text("g1"); Text("g2") }
                }
        """, members: members))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["mode two", "Al", "two", "#0", "#1", "#2", "Ann", "Bo", "g1", "g2"])
        let forEach = nodes(d).filter { $0.kind == "ForEach" }
        #expect(forEach.count == 2)
        #expect(forEach[1].children.map(\.identity).allSatisfy { $0.contains("[Ann]") || $0.contains("[Bo]") })
    }

    /// The evaluator reads a call's, a literal's and a function's syntax once per evaluation
    /// (`SyntaxMemo`); each row still gets its own values.
    @Test("rows evaluate the same syntax again, each with its own values: $0, named parameters, a function per row")
    func rowsReadSyntaxOnce() {
        let members = """
            func label(_ n: Int) -> String { n.isMultiple(of: 2) ? "even \\(n)" : "odd \\(n)" }
        """
        let d = ir(view("""
                VStack {
                    ForEach(["a", "b"], id: \\.self) { Text($0) }
                    ForEach(1..<4) { n in Text(label(n)).padding(CGFloat(n)) }
                }
        """, members: members))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["a", "b", "odd 1", "even 2", "odd 3"])
    }

    @Test("a long modifier chain: every modifier kept, each ranged from its period to its own end; a chain on a leading-dot member keeps its context type")
    func longModifierChain() throws {
        let count = 400
        let source = "struct V: View {\n    var body: some View {\n        Text(\"chained\")" + String(repeating: "\n            .padding(1)", count: count)
            + "\n            .font(.system(size: 8).italic())\n    }\n}"
        let d = ir(source)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let text = try #require(firstNode(d, kind: "Text"))
        #expect(text.modifiers.count == count + 1)
        for (i, m) in text.modifiers.prefix(count).enumerated() {
            #expect(m.range.start == SourceLocation(line: 4 + i, column: 13) && m.range.end == SourceLocation(line: 4 + i, column: 24), "\(i): \(m.range)")
        }
        let font = try #require(text.modifiers.last)
        #expect(font.name == "font" && font.argument("font")?.symbolValue?.fields["italic"] == .bool(true), "\(font)")
    }

    @Test("identity: branches and ForEach ids give stable, distinct identities")
    func identities() {
        let d = ir(view("""
                VStack {
                    if flag { Text("a") } else { Text("b") }
                    ForEach([10, 20], id: \\.self) { n in Text("\\(n)") }
                }
        """, members: "    let flag = true"))
        let ids = nodes(d).filter { $0.kind == "Text" }.map(\.identity)
        #expect(ids == ["TestView/VStack@0/Text@0.then.0", "TestView/VStack@0/ForEach@1/Text@[10]", "TestView/VStack@0/ForEach@1/Text@[20]"])
        #expect(Set(nodes(d).map(\.identity)).count == nodes(d).count)
    }

    @Test("calls: labels, defaults, trailing and multiple trailing closures, label: forms")
    func calls() throws {
        let d = ir(view("""
                VStack(alignment: .leading, spacing: 4) {
                    Button("Plain") { }
                    Button("Add", systemImage: "plus") { }
                    Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
                    Button(action: { }, label: { Image(systemName: "star") })
                    Toggle(isOn: .constant(true)) { Text("On") }
                    Menu { Button("A") { } } label: { Text("More") }
                    Slider(value: .constant(0.5), in: 0...1, step: 0.1) { Text("Level") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let stack = try #require(firstNode(d, kind: "VStack"))
        #expect(stack.argument("alignment")?.symbolValue == IRSymbol(type: "HorizontalAlignment", name: "leading"))
        #expect(stack.argument("spacing") == .double(4))
        let buttons = nodes(d).filter { $0.kind == "Button" }
        #expect(buttons.count == 5)
        #expect(buttons[0].argument("title") == .string("Plain"))
        #expect(buttons[1].argument("systemImage") == .string("plus"))
        #expect(buttons[2].argument("role")?.symbolValue?.name == "destructive")
        #expect(buttons[2].argument("label")?.viewsValue?.first?.kind == "Label")
        #expect(buttons.allSatisfy { if case .closure = $0.argument("action") { return true }; return false })
        let slider = try #require(firstNode(d, kind: "Slider"))
        #expect(slider.argument("step") == .double(0.1))
        #expect(slider.argument("minimumValueLabel")?.viewsValue?.first?.kind == "Text")
    }

    @Test("implicit members resolve against the parameter type, through ternaries")
    func implicitMembers() throws {
        let d = ir(view("""
                Text("x")
                    .font(.system(size: 14, weight: heavy ? .bold : .regular).italic())
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, 8)
                    .toolbar { ToolbarItem(placement: .accessoryBar(id: "tools")) { Text("t") } }
        """, members: "    let heavy = true"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let text = try #require(firstNode(d, kind: "Text"))
        let font = try #require(text.modifier("font")?.argument("font")?.symbolValue)
        #expect(font.type == "Font" && font.name == "system")
        #expect(font.fields["size"] == .double(14))
        #expect(font.fields["weight"] == .symbol(IRSymbol(type: "Font.Weight", name: "bold")))
        #expect(font.fields["italic"] == .bool(true))
        #expect(text.modifier("foregroundStyle")?.argument("style")?.symbolValue?.type == "ShapeStyle")
        #expect(text.modifier("padding")?.argument("edges")?.symbolValue?.name == "horizontal")
        #expect(d.toolbars.first?.items.first?.placement == ToolbarPlacement("accessoryBar", accessoryBarID: "tools"))
        let wrong = ir(view("        Text(\"x\").font(.system(size: 1, weight: .enormous))"))
        #expect(wrong.diagnostics.contains { $0.code == "unknown-name" && $0.severity == .note && $0.message.contains("enormous") && $0.line == 4 })
    }

    @Test("key paths and $bindings")
    func bindingsAndKeyPaths() throws {
        let d = ir(view("""
                VStack {
                    TextField("Name", text: $name)
                    Toggle("On", isOn: $on)
                    ForEach(items, id: \\.self) { Text($0) }
                }
        """, members: "    @State private var name = \"\"\n    @State private var on = false\n    let items = [\"p\", \"q\"]"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "TextField")?.argument("text") == .binding("TestView.name"))
        #expect(firstNode(d, kind: "Toggle")?.argument("isOn") == .binding("TestView.on"))
        #expect(firstNode(d, kind: "ForEach")?.argument("id") == .keyPath(["self"]))
        let missingDollar = ir(view("        Toggle(\"On\", isOn: on)", members: "    @State private var on = false"))
        #expect(missingDollar.diagnostics.contains { $0.code == "type-mismatch" && $0.message.contains("$on") })
    }

    @Test("property wrappers: @State, @Binding, @Environment, @AppStorage, @SceneStorage")
    func wrappers() {
        let source = """
        struct Child: View {
            @Binding var count: Int
            var body: some View { Text("child \\(count)") }
        }
        struct Parent: View {
            @State private var count = 3
            @Environment(\\.dismiss) private var dismiss
            @Environment(\\.colorScheme) private var scheme
            @AppStorage("theme") private var theme = "light"
            @SceneStorage("tab") private var tab = 1
            var body: some View {
                VStack {
                    Child(count: $count)
                    Text("\\(theme) \\(tab) \\(scheme == .dark)")
                    Button("Close") { dismiss() }
                }
            }
        }
        """
        let run = Frontend.compile(source).evaluate()
        let d = run.document
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.root == RootDecl(kind: .view, name: "Parent"))
        #expect(texts(d) == ["child 3", "light 1 false"])
        #expect(run.state["Parent.count"] == .int(3))
        #expect(run.state["appStorage:theme"] == .string("light"))
        #expect(run.state["sceneStorage:tab"] == .int(1))
        #expect(firstNode(d, kind: "Child")?.argument("count") == .binding("Parent.count"))
    }

    @Test("views declared in the file instantiate with memberwise and explicit initializers")
    func initializers() {
        let source = """
        struct Badge: View {
            let title: String
            var count: Int = 1
            var body: some View { Text("\\(title):\\(count)") }
        }
        struct Scaled: View {
            let value: Int
            init(raw: Int) { self.value = raw * 10 }
            var body: some View { Text("\\(value)") }
        }
        struct Screen: View {
            var body: some View {
                VStack { Badge(title: "a"); Badge(title: "b", count: 5); Scaled(raw: 4) }
            }
        }
        """
        let d = ir(source)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["a:1", "b:5", "40"])
        // Spec R4: a view created without an argument (its initializer may live in a file not
        // given) previews with an opaque value and a warning; `--strict` keeps Swift's error.
        let missingSource = source.replacingOccurrences(of: "Badge(title: \"a\")", with: "Badge()")
        let missing = ir(missingSource)
        #expect(missing.diagnostics.contains { $0.code == "preview-argument" && $0.severity == .warning && $0.message.contains("title") })
        #expect(errors(missing).isEmpty, "\(missing.diagnostics)")
        let strict = Frontend.ir(missingSource, options: EvaluationOptions(strict: true))
        #expect(strict.diagnostics.contains { $0.code == "missing-argument" && $0.severity == .error && $0.message.contains("title") })
    }

    @Test("enums with raw values, switch over cases, allCases")
    func enums() {
        let source = """
        enum Section: String, CaseIterable { case inbox = "Inbox", sent }
        struct Mail: View {
            @State private var section: Section = .sent
            var body: some View {
                VStack {
                    ForEach(Section.allCases, id: \\.self) { s in Text(s.rawValue) }
                    switch section {
                    case .inbox: Text("in")
                    case .sent: Text("out")
                    }
                    Text(section == .sent ? "is sent" : "not sent")
                }
            }
        }
        """
        let d = ir(source)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Inbox", "sent", "out", "is sent"])
    }

    @Test("a leading-dot case passed to a function of the module is of the parameter's type, as Swift types it, even where two enums declare the case")
    func caseOfTheOneEnum() {
        let source = """
        enum Section: String { case inbox = "Inbox", sent = "Sent" }
        %OTHER%
        struct Mail: View {
            func title(_ s: Section) -> String { s.rawValue }
            var body: some View { Text(title(.inbox)) }
        }
        """
        let one = ir(source.replacingOccurrences(of: "%OTHER%", with: "enum Filter { case all, open }"))
        #expect(texts(one) == ["Inbox"] && one.diagnostics.isEmpty, "\(one.diagnostics)")
        let two = ir(source.replacingOccurrences(of: "%OTHER%", with: "enum Folder: String { case inbox = \"Mail\" }"))
        #expect(texts(two) == ["Inbox"] && two.diagnostics.isEmpty, "\(two.diagnostics)")
    }

    @Test("button actions are stored, not run at render time")
    func actionsNotRun() {
        let d = Frontend.compile(view("        Button(\"Go\") { count += 1; print(\"ran\") }", members: "    @State private var count = 0")).evaluate()
        #expect(d.state["TestView.count"] == nil || d.state["TestView.count"] == .int(0))
        #expect(d.output.isEmpty)
    }

    @Test("actions run statements: toggle(), append, compound assignment, if, for, calls to methods")
    func actionStatements() throws {
        let program = Frontend.compile(view("""
                Button("Run") {
                    isOn.toggle()
                    for i in 0..<3 where i != 1 { items.append("item \\(i)") }
                    total += items.count * 2
                    if isOn { record("on") } else { record("off") }
                }
        """, members: """
            @State private var isOn = false
            @State private var items: [String] = []
            @State private var total = 1
            @State private var log = ""
            private func record(_ s: String) { log = log + s }
        """))
        let first = program.evaluate()
        #expect(errors(first.document).isEmpty, "\(first.document.diagnostics)")
        let button = try #require(firstNode(first.document, kind: "Button"))
        let after = program.perform(.tap(button.identity), state: first.state)
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
        #expect(after.state["TestView.isOn"] == .bool(true))
        #expect(after.state["TestView.items"] == .array([.string("item 0"), .string("item 2")]))
        #expect(after.state["TestView.total"] == .int(5))
        #expect(after.state["TestView.log"] == .string("on"))
    }

    @Test("#Preview is the preferred root; --view picks another")
    func roots() {
        let source = """
        struct A: View { var body: some View { Text("A") } }
        struct B: View { var body: some View { Text("B") } }
        #Preview("Second") { B() }
        """
        #expect(ir(source).root == RootDecl(kind: .preview, name: "Second"))
        #expect(texts(ir(source)) == ["B"])
        #expect(texts(ir(source, view: "A")) == ["A"])
        #expect(ir(source, view: "Nope").diagnostics.contains { $0.code == "unknown-view" })
        // Without a preview: the view no other view uses.
        let nested = "struct Inner: View { var body: some View { Text(\"i\") } }\nstruct Outer: View { var body: some View { Inner() } }"
        #expect(ir(nested).root == RootDecl(kind: .view, name: "Outer"))
    }

    @Test("App with scenes and commands (spec M1)")
    func app() throws {
        let d = ir("""
        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup("Notes") { Text("hello") }
                    .commands { ToolbarCommands(); SidebarCommands() }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let app = try #require(d.app)
        #expect(app.name == "NotesApp")
        #expect(app.scenes.map(\.kind) == ["WindowGroup"])
        #expect(app.scenes.first?.title == "Notes")
        #expect(app.scenes.first?.commands == ["ToolbarCommands", "SidebarCommands"])
        #expect(d.view?.kind == "Text")
    }

    @Test("unknown names, labels and modifiers are named in diagnostics")
    func unknowns() {
        let d = ir(view("""
                VStack {
                    Text(missingValue)
                    Text(title: "x")
                    Text("ok").sparkle()
                    ToolbarItem(placement: .primaryAction) { Text("x") }.padding()
                }
        """))
        // Spec R3: an unknown name is a note and an opaque value, not an error.
        #expect(d.diagnostics.contains { $0.code == "unknown-name" && $0.message.contains("missingValue") && $0.severity == .note && $0.line == 5 })
        #expect(d.diagnostics.contains { $0.code == "no-matching-call" && $0.message.contains("title:") && $0.line == 6 })
        #expect(d.diagnostics.contains { $0.code == "unknown-modifier" && $0.message.contains("sparkle") && $0.severity == .warning })
        #expect(d.diagnostics.contains { $0.code == "unavailable-modifier" && $0.message.contains("padding") })
        #expect(texts(d).contains("ok"))
    }
}
