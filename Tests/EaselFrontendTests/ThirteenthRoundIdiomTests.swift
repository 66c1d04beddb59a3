@testable import EaselFrontend
import EaselIR
import Testing

/// What six more public apps needed (a Mac tool that drives the simulators, a chat client for
/// local language models, a game companion, a Reddit client, a menu bar manager, a media
/// server's client): errors where
/// Swift compiles their code, names Swift reads that Easel did not, and SwiftUI's own API Easel had
/// not declared.
@Suite("Idioms of a simulator tool, a chat client, a game companion, a Reddit client and a menu bar manager")
struct ThirteenthRoundIdiomTests {
    @Test("a name declared in backticks (`static let `default``) is the name: `App.default` and `.default` find it")
    func backtickedNames() {
        let d = ir("""
        struct Theme {
            static let `default` = Theme(name: "Plain")
            var name: String
        }
        enum Mode { case `default`, compact }
        """ + "\n" + view("""
        Text(Theme.default.name)
        Text(mode == .default ? "default" : "other")
        """, members: "let theme: Theme = .default\n    let mode = Mode.default"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Plain", "default"])
    }

    @Test("an extension's `if` named in backticks runs as declared: its `@autoclosure` condition is called, its transform applies where it holds")
    func autoclosureCondition() {
        let d = ir("""
        extension View {
            @ViewBuilder
            func `if`(_ condition: @autoclosure () -> Bool, modify: (Self) -> some View) -> some View {
                if condition() { modify(self) } else { self }
            }
        }
        """ + "\n" + view("""
        Text("Wide").if(wide) { $0.padding(12) }
        Text("Narrow").if(!wide) { $0.padding(12) }
        """, members: "let wide = true"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        let padded = nodes(d).filter { $0.kind == "Text" }.map { $0.modifiers.contains { $0.name == "padding" } }
        #expect(padded == [true, false])
    }

    @Test("`self.init(text: LocalizedStringKey(text))` in `init(text: String)` delegates to the other initializer of those labels, not to itself without end")
    func delegationToTheOtherOverload() {
        let d = ir("""
        struct SectionHeader: View {
            let text: LocalizedStringKey
            var icon: String?
            init(text: LocalizedStringKey, icon: String? = nil) {
                self.text = text
                self.icon = icon
            }
            init(text: String, icon: String? = nil) {
                self.init(text: LocalizedStringKey(text), icon: icon)
            }
            var body: some View { Label(text, systemImage: icon ?? "star") }
        }
        """ + "\n" + view("SectionHeader(text: title, icon: \"leaf\")", members: "let title = \"Critters\""))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "Label")?.argument("title")?.stringValue == "Critters")
    }

    @Test("a closure assigns to its parameter when the function type it is passed as makes it `inout` (`with(self) { copy in copy.padding = insets }`)")
    func closureParameterInout() {
        let d = ir("""
        func with<Value>(_ value: Value, update: (inout Value) throws -> Void) rethrows -> Value {
            var copy = value
            try update(&copy)
            return copy
        }
        struct Settings { var padding = 4.0; var title = "Ice" }
        """ + "\n" + view("""
        let settings = with(Settings()) { copy in copy.padding = 12 }
        Text("\\(settings.title) \\(Int(settings.padding))")
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Ice 12"])
    }

    @Test("R3: a type declared inside a function is a note, once, not a warning; a dictionary's `enumerated()` visits its pairs")
    func localTypeAndDictionaryPairs() {
        let d = ir("""
        func cachedCheck() -> Bool {
            enum Context { static var last: Bool? }
            if let last = Context.last { return last }
            return true
        }
        """ + "\n" + view("""
        Text(cachedCheck() ? "checked" : "not")
        Text(names.joined())
        """, members: "let params = [\"q\": \"ice\"]\n    var names: [String] { var out: [String] = []; for (_, param) in params.enumerated() { out.append(param.key + \"=\" + param.value) }; return out }"))
        #expect(d.diagnostics.allSatisfy { $0.severity == .note }, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "unsupported-declaration").count == 1)
        #expect(texts(d).last == "q=ice")
    }

    @Test("a local declared with a type and no value (`let kind: Kind`) gives its later assignment's implicit member its type")
    func deferredLocalType() {
        let d = ir("""
        struct Kind: Equatable {
            let raw: String
            static let phone = Kind(raw: "iphone")
            static let pad = Kind(raw: "ipad")
        }
        struct Device {
            let kind: Kind
            init(name: String) {
                let kind: Kind
                if name.contains("iPad") {
                    kind = .pad
                } else {
                    kind = .phone
                }
                self.kind = kind
            }
        }
        """ + "\n" + view("""
        Text(Device(name: "iPad Air").kind.raw)
        Text(Device(name: "iPhone 17").kind.raw)
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["ipad", "iphone"])
    }

    @Test("`map` of an optional chain or a `try?` in parentheses is Optional's; of a property declared optional too, in parentheses")
    func optionalMapInParentheses() {
        let d = ir("""
        struct Runtime { var version: String }
        struct Simulator { var name: String; var runtime: Runtime? }
        """ + "\n" + view("""
        Text([simulator.name, (simulator.runtime?.version).map { "(\\($0))" }].compactMap { $0 }.joined(separator: " "))
        Text((simulator.runtime).map { $0.version + "!" } ?? "-")
        Text((nothing?.version).map { "(\\($0))" } ?? "none")
        """, members: "let simulator = Simulator(name: \"iPhone\", runtime: Runtime(version: \"26.1\"))\n    let nothing: Runtime? = nil"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["iPhone (26.1)", "26.1!", "none"])
    }

    @Test("zip, Dictionary(grouping:by:) (its closure trailing too), Dictionary(uniqueKeysWithValues:), a dictionary's map, elementsEqual, and shuffled in the order written")
    func sequenceFunctions() {
        let d = ir(view("""
        ForEach(Array(zip(names, widths)), id: \\.0) { pair in
            Text("\\(pair.0)=\\(pair.1)")
        }
        Text("\\(Dictionary(grouping: names, by: { $0.count }).count) \\(Dictionary(grouping: names) { $0.first ?? "?" }.count)")
        Text(Dictionary(uniqueKeysWithValues: zip(names, widths)).map { "\\($0.key)\\($0.value)" }.sorted().joined())
        Text(names.elementsEqual(["a", "bb", "a"]) ? "equal" : "different")
        Text(names.shuffled().joined())
        """, members: "let names = [\"a\", \"bb\", \"c\"]\n    let widths = [1, 2, 3]\n    func total() -> Int { var t = 0; for (_, w) in zip(names, widths) { t += w }; return t }"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["a=1", "bb=2", "c=3", "2 3", "a1bb2c3", "different", "abbc"])
    }

    @Test("a sheet's or alert's content traps only once presented: indexing an empty selection inside one not shown is a note, not an error; shown, it is an error (an alert's title is made with the body, as Swift makes it)")
    func trapInContentNotPresented() {
        let source = { (shown: Bool) in
            view("""
            Button("Delete") { asking = true }
                .sheet(isPresented: $asking) { Text(selected[0]) }
                .alert("Delete?", isPresented: $confirming) { Button(selected[0]) {} }
            """, members: "@State private var asking = \(shown)\n    @State private var confirming = false\n    let selected: [String] = []")
        }
        let hidden = ir(source(false))
        #expect(errors(hidden).isEmpty, "\(hidden.diagnostics)")
        #expect(diagnostics(hidden, code: "index-out-of-range").allSatisfy { $0.severity == .note && $0.message.contains("not presented") })
        #expect(!diagnostics(hidden, code: "index-out-of-range").isEmpty)
        let shown = ir(source(true))
        #expect(errors(shown).contains { $0.code == "index-out-of-range" }, "\(shown.diagnostics)")
    }

    @Test("SwiftUI's own API the apps use: the older Slider with onEditingChanged, ContextMenu as a value, itemProvider, focused values, symbolEffect's options with a value, AnyTransition of a transition, the style structures of toggles and progress views")
    func declaredAPI() {
        let d = ir(view("""
        Slider(value: $level, in: 0...1, onEditingChanged: { _ in }, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Level") }
        Slider(value: $level, in: 0...1) { Text("Level") } minimumValueLabel: { Text("-") } maximumValueLabel: { Text("+") } onEditingChanged: { _ in }
        Image(systemName: "speaker.wave.3").symbolEffect(.bounce, options: .repeating, value: level)
        Text("Message").contextMenu(ContextMenu { Button("Copy") {} })
        Text("Color").itemProvider { nil }
        Text("Sidebar").focusedSceneValue(\\.level, level).focusedValue(\\.level, level)
        Toggle("Live", isOn: $on).toggleStyle(SwitchToggleStyle())
        ProgressView().progressViewStyle(CircularProgressViewStyle())
        Text("Fades").transition(AnyTransition(.opacity))
        Capsule().stroke().frame(width: 40, height: 20)
        Label("About", systemImage: "info").contentShape(.interaction, Rectangle())
        ScrollView { Text("Long") }.scrollIndicatorsFlash(onAppear: true)
        """, members: "@State private var level = 0.5\n    @State private var on = true"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        let toggle = nodes(d).first { $0.kind == "Toggle" }
        #expect(toggle?.modifiers.first { $0.name == "toggleStyle" }?.arguments.first?.value.symbolValue?.name == "switch")
        let outline = nodes(d).first { $0.kind == "Capsule" }?.modifiers.first { $0.name == "stroke" }
        #expect(outline?.argument("lineWidth")?.doubleValue == 1)
        let progress = nodes(d).first { $0.kind == "ProgressView" }
        #expect(progress?.modifiers.first { $0.name == "progressViewStyle" }?.arguments.first?.value.symbolValue?.name == "circular")
    }

    @Test("G1: a sidebar section's `collapsible(_:)` is the Mac's; on iOS the preview goes without it, with a warning")
    func collapsibleSection() {
        let source = view("""
        List {
            Section("Menu Bar") { Text("Hidden") }.collapsible(false)
        }
        .listStyle(.sidebar)
        """)
        let mac = Frontend.ir(source, fileName: "test.swift", options: EvaluationOptions(platform: .macos))
        #expect(mac.diagnostics.isEmpty, "\(mac.diagnostics)")
        let phone = Frontend.ir(source, fileName: "test.swift", options: EvaluationOptions(platform: .ios))
        #expect(diagnostics(phone, code: "unavailable-api").count == 1, "\(phone.diagnostics)")
    }

    @Test("L14: `NavigationView` of two or three views is the split view SwiftUI shows before NavigationSplitView (sidebar, content, detail); with `.navigationViewStyle(.stack)` its first view alone")
    func navigationViewColumns() {
        let columns = { (body: String) -> (IRDocument, [String]?) in
            let d = ir(view(body))
            return (d, d.presentations.first { $0.kind == "window" }?.split?.columns.map(\.name))
        }
        let (three, threeColumns) = columns("""
        NavigationView {
            List { Text("Hot"); Text("New") }
            ProgressView()
            Text("No post selected")
        }
        """)
        #expect(threeColumns == ["sidebar", "content", "detail"])
        let split = firstNode(three, kind: "NavigationSplitView")
        #expect(split?.argument("sidebar")?.viewsValue?.first?.kind == "List")
        #expect(split?.argument("detail")?.viewsValue?.first?.kind == "Text")
        #expect(split?.children.first?.kind == "ProgressView")
        let (_, twoColumns) = columns("NavigationView { List { Text(\"Hot\") }; Text(\"Detail\") }")
        #expect(twoColumns == ["sidebar", "detail"])
        let (stack, none) = columns("NavigationView { List { Text(\"Hot\") }; Text(\"Detail\") }.navigationViewStyle(.stack)")
        #expect(none == nil)
        #expect(firstNode(stack, kind: "NavigationView")?.children.map(\.kind) == ["List"])
        #expect(!texts(stack).contains("Detail"))
    }

    @Test("P7: the older `navigationBarTitle(_:displayMode:)` titles the bar and `navigationBarItems(leading:trailing:)` places an item at each end of it, as `.toolbar` would")
    func navigationBarItemsAndTitle() throws {
        let d = ir(view("""
        NavigationView {
            List { Text("Row") }
                .navigationBarTitle(Text("Today"), displayMode: .inline)
                .navigationBarItems(leading: Button(action: {}) { Image(systemName: "info.circle") },
                                    trailing: Button("Edit") {})
        }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let window = try #require(d.presentations.first { $0.kind == "window" })
        #expect(window.navigationTitle == "Today" && window.titleDisplayMode == "inline")
        let items = toolbars(d, onScreen: true).flatMap(\.items)
        #expect(items.map(\.label) == ["info.circle", "Edit"])
        #expect(items.map(\.placement) == [.topBarLeading, .topBarTrailing])
        let empty = ir(view("NavigationView { Text(\"Row\").navigationBarItems(leading: EmptyView(), trailing: Button(\"Edit\") {}) }"))
        #expect(empty.diagnostics.allSatisfy { $0.severity == .note }, "an empty side is no item: \(empty.diagnostics)")
        #expect(itemLabels(empty, onScreen: true) == ["Edit"])
    }

    @Test("a view of a protocol refining View (`protocol PlatformView: View`), nested in an extension too, is a view whose body the protocol's extension gives")
    func protocolRefiningView() {
        let d = ir("""
        protocol PlatformView: View {
            associatedtype PhoneBody: View
            @ViewBuilder var phoneView: PhoneBody { get }
        }
        extension PlatformView {
            var body: some View { phoneView }
        }
        struct Library {}
        extension Library {
            struct Shelf: PlatformView {
                var phoneView: some View { Text("Shelf") }
            }
        }
        struct Row: PlatformView {
            var phoneView: some View { Text("Row") }
        }
        """ + "\n" + view("""
        Row()
        Library.Shelf()
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Row", "Shelf"])
    }

    @Test("`Swift.min` and `Swift.max` are the standard library's where parameters are named `min` and `max`; an OptionSet's `.init()` is the empty set")
    func qualifiedStandardLibraryAndOptionSet() {
        let d = ir("""
        struct Options: OptionSet {
            let rawValue: Int
            static let ignoreSafeArea = Options(rawValue: 1 << 0)
        }
        func clamp(_ value: Int, min: Int, max: Int) -> Int { Swift.min(Swift.max(value, min), max) }
        """ + "\n" + view("""
        Text("\\(clamp(12, min: 0, max: 10)) \\(options.rawValue) \\(Options.ignoreSafeArea.rawValue)")
        """, members: "@State private var options: Options = .init()"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["10 0 1"])
    }

    @Test("a callable value whose stored closure a trailing closure gives (`PanAction { … }` with `callAsFunction`) is made with it, not called with it")
    func callableMadeWithClosure() {
        let d = ir("""
        struct PanAction {
            let action: (Int) -> Void
            func callAsFunction(_ step: Int) { action(step) }
        }
        """ + "\n" + view("""
        Text(label).onAppear { PanAction { label = "moved \\($0)" }(3) }
        """, members: "@State private var label = \"still\""))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
    }

    @Test("`4 ... 30 ~= count` matches a range, `~=` of other values is `==`; a case's associated values left out are their declared defaults")
    func patternOperatorAndCaseDefaults() {
        let d = ir("""
        enum Action { case getUsers(isHidden: Bool = false, isDisabled: Bool = true) }
        func describe(_ action: Action) -> String {
            switch action {
            case let .getUsers(isHidden, isDisabled): return "\\(isHidden ? "hidden" : "shown") \\(isDisabled ? "disabled" : "enabled")"
            }
        }
        """ + "\n" + view("""
        Text((4 ... 30 ~= pin.count) ? "long enough" : "too short")
        Text(("a" ~= pin) ? "a" : "not a")
        Text(describe(Action.getUsers))
        """, members: "let pin = \"12345\""))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["long enough", "not a", "shown disabled"])
    }
}
