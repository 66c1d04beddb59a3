@testable import EaselFrontend
import EaselIR
import Testing

/// What four more public apps needed (a Mac code editor, a clipboard manager, a manga reader, a
/// window manager): errors where Swift compiles their code, notes about names Swift reads, and
/// SwiftUI's own API Easel had not declared.
@Suite("Idioms of a code editor, a clipboard manager, a manga reader and a window manager")
struct FourteenthRoundIdiomTests {
    static let panes = """
    enum Pane: View, CaseIterable {
        case file, history
        case plugin(String)
        static var allCases: [Pane] { [.file, .history] }
        var title: String {
            switch self {
            case .file: "File"
            case .history: "History"
            case .plugin(let name): name
            }
        }
        var body: some View {
            switch self {
            case .file: Text("Inspector: \\(title)")
            default: Label(title, systemImage: "clock")
            }
        }
    }
    """

    @Test("an enum that is a view is one: its cases draw their body (which switches on `self` and reads its members by bare name), take modifiers and fill a ForEach")
    func enumViews() throws {
        let d = ir(Self.panes + "\n" + view("""
        VStack {
            Pane.history.padding()
            ForEach(Pane.allCases, id: \\.self) { $0 }
        }
        """), view: "TestView")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Inspector: File"])
        let labels = nodes(d).filter { $0.kind == "Label" }.compactMap { $0.argument("title")?.stringValue }
        #expect(labels == ["History", "History"])
        let padded = try #require(nodes(d).first { $0.kind == "Pane" })
        #expect(padded.modifiers.map(\.name) == ["padding"])
    }

    @Test("R4: an enum view no preview picks a case of is previewed as its first case without values, with a note (not an error: Swift compiles it)")
    func enumViewAsRoot() {
        let d = ir(Self.panes)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "preview-argument").map(\.severity) == [.note])
        #expect(texts(d) == ["Inspector: File"])
        let valued = ir("enum Only: View { case one(Int); var body: some View { Text(\"x\") } }")
        #expect(errors(valued).isEmpty && diagnostics(valued, code: "preview-argument").map(\.severity) == [.warning], "\(valued.diagnostics)")
    }

    @Test("a computed property an extension of an SDK type declares is assigned through its setter, which may assign `self` (`url.queryParameters = [...]`)")
    func extensionSetterOfAnSDKValue() {
        let d = ir("""
        extension String {
            var shouted: String {
                get { uppercased() }
                set { self = newValue.lowercased() + "!" }
            }
        }
        """ + "\n" + view("""
        Text(greeting)
        """, members: """
            var greeting: String {
                var text = "hi"
                text.shouted = "HELLO"
                return text + " " + text.shouted
            }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["hello! HELLO!"])
    }

    @Test("`sort { … }` and `sort(by:)` order by the closure given, as `sorted` does")
    func sortByClosure() {
        let d = ir(view("Text(names.joined(separator: \" \"))", members: """
            struct Row { let name: String; let group: Int }
            var names: [String] {
                var rows = [Row(name: "b", group: 2), Row(name: "c", group: 1), Row(name: "a", group: 2)]
                rows.sort { lhs, rhs in
                    if lhs.group != rhs.group { return lhs.group < rhs.group }
                    return lhs.name < rhs.name
                }
                var numbers = [3, 1, 2]
                numbers.sort(by: >)
                return rows.map(\\.name) + numbers.map { String($0) }
            }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["c a b 3 2 1"])
    }

    @Test("rows whose ids Easel cannot know (a field of another framework's value) are told apart by place: no duplicate-id warning for what only Easel cannot see")
    func unknownIDsAreNotDuplicates() {
        let d = ir("""
        import MangaKit
        struct Group { let source: String; let count: Int }
        """ + "\n" + view("""
        List {
            ForEach(groups, id: \\.source) { group in Text("\\(group.count)") }
        }
        """, members: "let groups = [Group(source: Library.shared.name, count: 1), Group(source: Library.shared.name, count: 2)]"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "duplicate-id").isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["1", "2"])
        let known = ir(view("List { ForEach([1, 1], id: \\.self) { Text(\"\\($0)\") } }"))
        #expect(diagnostics(known, code: "duplicate-id").count == 1, "two equal ids Easel knows are still reported")
    }

    @Test("the rest of an optional chain is skipped on nil (`task?.cancel()`, `item?.title.uppercased()`), and an optional's `map` of nil is nil")
    func optionalChainsOfMethods() {
        let d = ir("""
        final class Loader {
            var task: Task<Void, Never>? = nil
            var names: [String]? = nil
            func stop() { task?.cancel(); names?.append("x") }
        }
        struct Info { var volume: String? = nil; var title = "T" }
        """ + "\n" + view("""
        let volume = info?.volume.flatMap { Double($0) }
        Text(info?.title.uppercased() ?? "none")
        Text(volume.map { "\\($0)" } ?? "no volume")
        Button("Stop") { loader.stop() }
            .onAppear { loader.stop() }
        """, members: "@State private var loader = Loader()\n    @State private var info: Info? = nil"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["none", "no volume"])
    }

    @Test("`forEach` over an array, a dictionary and a range runs its closure per element; a range's `contains` of a value Easel cannot know is unknown, quietly")
    func forEachAndUnknownContains() {
        let d = ir("""
        import NetworkKit
        """ + "\n" + view("""
        Text("\\(total)")
        Text((200..<300).contains(Response.current.statusCode) ? "ok" : "failed")
        """, members: """
            var total: Int {
                var sum = 0
                [1, 2, 3].forEach { sum += $0 }
                ["a": 4].forEach { pair in sum += pair.value }
                (0..<2).forEach { sum += $0 * 10 }
                return sum
            }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.message.contains("has no member") }, "\(d.diagnostics)")
        #expect(texts(d).first == "20")
    }

    @Test("SwiftUI's API the apps used: a trailing closure as a generic environment value, onGeometryChange, coordinateSpace(.named), focusedObject, ColorPicker with a label, a style's opacity and `.quinary`, `AnyTransition.scale(scale:anchor:)`, allowsTightening, resizable(resizingMode:); the Mac's onDeleteCommand and radio-group pickers")
    func declaredAPI() {
        let d = ir("""
        struct SplitKey: EnvironmentKey { static let defaultValue: (Int) -> Void = { _ in } }
        extension EnvironmentValues {
            var onSplit: (Int) -> Void {
                get { self[SplitKey.self] }
                set { self[SplitKey.self] = newValue }
            }
        }
        final class Document: ObservableObject { }
        """ + "\n" + view("""
        VStack {
            ColorPicker(selection: $color, supportsOpacity: false) { Text("Tint") }
            Text("Hint").foregroundStyle(.secondary.opacity(0.6))
            Divider().overlay(.quinary)
            Text("Badge").transition(AnyTransition.scale(scale: 0, anchor: .topTrailing).combined(with: .opacity))
            Text("Tight").allowsTightening(true)
            Image(systemName: "square.grid.2x2").resizable(resizingMode: .tile)
        }
        .environment(\\.onSplit) { edge in print(edge) }
        .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width in print(width) }
        .coordinateSpace(.named("list"))
        .focusedObject(document)
        """, members: "@State private var color = Color.red\n    @StateObject private var document = Document()"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "ColorPicker") != nil)
        let mac = Frontend.ir(view("""
        Picker("Mode", selection: $mode) { Text("A").tag(0); Text("B").tag(1) }
            .pickerStyle(.radioGroup)
            .onDeleteCommand { }
        """, members: "@State private var mode = 0"), fileName: "test.swift", options: EvaluationOptions(platform: .macos))
        #expect(mac.diagnostics.isEmpty, "\(mac.diagnostics)")
        let phone = Frontend.ir(view("List { Text(\"x\") }.onDeleteCommand { }"), fileName: "test.swift", options: EvaluationOptions(platform: .ios))
        #expect(phone.diagnostics.contains { $0.code == "unavailable-api" }, "the Mac's only: \(phone.diagnostics)")
    }

    @Test("a tuple takes the labels of the type it is returned as or stored in: `return (content, entries)` of a `-> (content: String, count: Int)`, `(i, name)` appended to what a `[(index: Int, label: String)]` property keeps")
    func tupleLabelsFromDeclaredTypes() {
        let d = ir("""
        struct Heatmap: View {
            private let headers: [(index: Int, label: String)]
            init(months: [String]) {
                var result: [(index: Int, label: String)] = []
                for (i, month) in months.enumerated() { result.append((i, month)) }
                headers = result
            }
            static func summary(of months: [String]) -> (content: String, count: Int) {
                let content = months.joined(separator: "/")
                return (content, months.count)
            }
            var body: some View {
                let summary = Self.summary(of: headers.map(\\.label))
                let pair: (first: Int, second: Int)? = (1, 2)
                VStack {
                    ForEach(headers, id: \\.index) { header in Text(header.label) }
                    Text("\\(summary.content) \\(summary.count) \\(pair?.second ?? 0)")
                }
            }
        }
        """ + "\n" + view("Heatmap(months: [\"Jan\", \"Feb\"])"), view: "TestView")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Jan", "Feb", "Jan/Feb 2 2"])
    }

    /// The colour of each `Text`'s `foregroundStyle`, as hex in the light appearance.
    static func textColors(_ d: IRDocument) -> [String?] {
        nodes(d).filter { $0.kind == "Text" }.map { AssetColorTests.hex($0.modifier("foregroundStyle")?.arguments.first?.value.symbolValue) }
    }

    @Test("an initializer an extension of an SDK type declares runs as Swift runs it: `self.init(…)` and `self = …` give the value, `Self(…)` and `Self.x` name the type extended — the hex colour extensions of real apps, with Scanner, radix and CharacterSet")
    func extensionInitializersOfSDKTypes() {
        let d = ir("""
        extension Color {
            init(hex: String) {
                let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                var int: UInt64 = 0
                Scanner(string: hex).scanHexInt64(&int)
                let a, r, g, b: UInt64
                switch hex.count {
                case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
                default: (a, r, g, b) = (255, 0, 0, 0)
                }
                self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
            }
            init?(code: String) {
                guard let value = Int(code.trimmingCharacters(in: CharacterSet(charactersIn: "#")), radix: 16) else { return nil }
                self = Self(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
            }
            static func gray(_ level: Double) -> Self { Self(white: level) }
            static let brand = Self.gray(0.2)
        }
        """ + "\n" + view("""
        let fallback = Color(code: "#zz") ?? .red
        VStack {
            Text("a").foregroundStyle(Color(hex: "#FF8800"))
            Text("b").foregroundStyle(Color(hex: "0F8"))
            Text("c").foregroundStyle(Color(code: "#3366CC") ?? .red)
            Text("d").foregroundStyle(Color(code: "#zz") ?? .red)
            Text("e").foregroundStyle(Color.brand)
            Text("f").foregroundStyle(fallback)
        }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(Self.textColors(d) == ["#FF8800", "#00FF88", "#3366CC", "#FF3B30", "#333333", "#FF3B30"], "the last: `?? .red` with no type around it")
    }

    @Test("an untyped leading-dot argument of a module's function is a case of its parameter's type (`pick(.destructive)`), not an unknown that takes the first branch")
    func implicitMemberArgumentsOfFunctions() {
        let d = ir("""
        enum Role { case cancel, destructive }
        func pick(_ role: Role) -> String { role == .cancel ? "cancel" : "other" }
        extension ButtonRole {
            init(_ role: Role) { if role == .cancel { self = .cancel } else { self = .destructive } }
        }
        """ + "\n" + view("""
        Text(pick(.destructive))
        Button("Delete", role: ButtonRole(.destructive)) { }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["other"])
        #expect(firstNode(d, kind: "Button")?.argument("role")?.symbolValue?.name == "destructive")
    }

    @Test("of an extension's initializers with the same labels the argument's type picks one (`init(hex: String)` delegating to `init(hex: Int)`, not to itself); `Self(…)` in a static member of an extension of an SDK type is the SDK's; a trailing closure fills a labelled parameter; `EmptyView.init` is a function")
    func extensionInitializerOverloads() {
        let d = ir("""
        extension Color {
            init(hex: String, alpha: Double = 1) {
                var int: UInt64 = 0
                Scanner(string: hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))).scanHexInt64(&int)
                self.init(hex: Int(int), alpha: alpha)
            }
            init(hex: Int, alpha: Double = 1) {
                self.init(.sRGB, red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, opacity: alpha)
            }
            init(level provider: () -> Double) { self.init(white: provider()) }
            static func hex(_ value: Int) -> Self { Self(hex: value) }
            static let ink = hex(0x121212)
            static let paper = Self { 1 }
        }
        struct Spacer2: View { var body: some View { Text("x").background(Group(content: EmptyView.init)) } }
        """ + "\n" + view("""
        VStack {
            Text("a").foregroundStyle(Color(hex: "#1D2E3F"))
            Text("b").foregroundStyle(Color.ink)
            Text("c").foregroundStyle(Color.paper)
            Spacer2()
        }
        """), view: "TestView")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(Self.textColors(d) == ["#1D2E3F", "#121212", "#FFFFFF", nil])
        #expect(nodes(d).contains { $0.kind == "EmptyView" })
    }

    @Test("`fatalError(…)` reached stops the app: an error where the preview goes, a note in a `do` body Easel runs assuming its `try` does not throw (a sample error's `fatalError()`); an array's `flatMap` joins or drops nils")
    func neverReturningCallsAndFlatMap() {
        let d = ir("""
        struct Sample: Decodable { let id: String }
        func sampleError() -> Error {
            do {
                _ = try JSONDecoder().decode(Sample.self, from: Data())
                fatalError()
            } catch {
                return error
            }
        }
        """ + "\n" + view("""
        let _ = sampleError()
        Text("\\([[1, 2], [3]].flatMap { $0 }.count) \\([1, 2].flatMap { $0 > 1 ? $0 : nil }.count)")
        Text(label)
        """, members: """
            let mode = 2
            var label: String {
                switch mode {
                case 1: return "one"
                default: fatalError("unsupported mode")
                }
            }
        """))
        #expect(diagnostics(d, code: "fatal-error").map(\.severity) == [.note, .error], "\(d.diagnostics)")
        #expect(diagnostics(d, code: "fatal-error").last?.location.line == 15, "the `default:` of `label`")
        #expect(texts(d).first == "3 1")
    }

    @Test("`self[key]` in an extension's `subscript(key: Key?)` of a dictionary is the standard subscript (the key's own type fits better than an optional), not the extension's again; `copy[keyPath: path] = value` sets the member the key path names")
    func standardSubscriptAndKeyPathWrites() {
        let d = ir("""
        extension Dictionary {
            subscript(key: Key?) -> Value? {
                guard let key else { return nil }
                return self[key]
            }
        }
        struct Card: View {
            var title = "Plain"
            var count = 1
            var body: some View { Text("\\(title) \\(count)") }
        }
        extension View {
            func copy<Value>(modifying keyPath: WritableKeyPath<Self, Value>, with newValue: Value) -> Self {
                var copy = self
                copy[keyPath: keyPath] = newValue
                return copy
            }
        }
        """ + "\n" + view("""
        Text(names["a"] ?? "none")
        Text(names[missing] ?? "none")
        Card().copy(modifying: \\.title, with: "Bold").copy(modifying: \\.count, with: 3)
        """, members: "let names = [\"a\": \"Alpha\"]\n    let missing: String? = nil"), view: "TestView")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Alpha", "none", "Bold 3"])
    }

    @Test("a property wrapper of the module's set through its storage in an initializer (`_level = .init(wrappedValue: v, 0...3)`, `self._level = Clamped(…)`) keeps its wrapped value, which is what the property reads")
    func ownPropertyWrapperStorage() {
        let d = ir("""
        @propertyWrapper struct Clamped: DynamicProperty {
            private var value: Int
            let range: ClosedRange<Int>
            init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
            var wrappedValue: Int { get { value } set { value = newValue } }
        }
        struct Meter: View {
            @Clamped private var level: Int
            init(level: Int, written: Bool) {
                if written { self._level = Clamped(wrappedValue: level, 0...3) } else { _level = .init(wrappedValue: level, 0...3) }
            }
            var body: some View { Text("\\(level)") }
        }
        """ + "\n" + view("VStack { Meter(level: 7, written: false); Meter(level: 2, written: true) }"), view: "TestView")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["3", "2"])
    }
}
