import EaselFrontend
import EaselIR
import Testing

/// Several files evaluated as one module, the root `view`.
private func project(_ files: [(String, String)], view: String? = nil) -> IRDocument {
    Frontend.compile(files: files.map { SourceFile(path: $0.0, text: $0.1) }, platform: .ios)
        .evaluate(options: EvaluationOptions(view: view)).document
}

/// What an app of several local packages, read as one folder, writes and Swift compiles
/// (measured on a public Mastodon client of 391 files: 31 errors before, none after). Each test
/// names the rule of Swift it follows; none may end in an error (spec R3, "no error where Swift
/// compiles").
@Suite("Idioms of a folder of packages")
struct SixthRoundIdiomTests {
    @Test("R1: `private` top-level types of the same name in two files are no redeclaration; a third, public one is what the others see")
    func filePrivateTypesApart() {
        let d = project([
            ("ServerDate.swift", "private enum CodingKeys: CodingKey { case asDate }\nstruct ServerDate { let raw: String }"),
            ("HTMLString.swift", "private enum CodingKeys: CodingKey { case html }\nprivate struct DisplayData { let width: Int }"),
            ("Media.swift", "enum DisplayData { case wide, narrow }"),
            ("ContentView.swift", """
            import SwiftUI
            struct ContentView: View {
                var body: some View { Text(DisplayData.wide == .wide ? "Wide" : "Narrow") }
            }
            """),
        ], view: "ContentView")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Wide"])
    }

    @Test("R1: two types of one name in one file are Swift's redeclaration error; in two files of a folder (maybe two targets) a warning")
    func redeclaration() {
        let apart = project([("App/Row.swift", "struct Row { }"), ("Extension/Row.swift", "import SwiftUI\nstruct Row { }\nstruct V: View { var body: some View { Text(\"x\") } }")], view: "V")
        #expect(diagnostics(apart, code: "redeclaration").map(\.severity) == [.warning], "\(apart.diagnostics)")
        let together = project([("B.swift", "import SwiftUI\nstruct Row { }\nstruct Row { }\nstruct V: View { var body: some View { Text(\"x\") } }")], view: "V")
        #expect(diagnostics(together, code: "redeclaration").map(\.severity) == [.error], "\(together.diagnostics)")
    }

    @Test("a models package's `struct List` beside SwiftUI's: `List { }` and `List(data) { row }` are SwiftUI's, `List(id:title:)` the model's")
    func sameNamedTypeOfTwoModules() {
        let d = project([
            ("Models/List.swift", "public struct List: Codable, Identifiable { public let id: String; public let title: String }"),
            ("Lists/ListsView.swift", """
            import SwiftUI
            struct ListsView: View {
                let lists = [List(id: "1", title: "Friends"), List(id: "2", title: "Work")]
                var body: some View {
                    NavigationStack {
                        List {
                            Section("Yours") { Text("Header") }
                        }
                        List(lists) { list in Text(list.title) }
                    }
                }
            }
            """),
        ], view: "ListsView")
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(nodes(d).filter { $0.kind == "List" }.count == 2)
        #expect(texts(d) == ["Header", "Friends", "Work"])
    }

    @Test("classes inherit a superclass of the module: its properties, methods, and initializers when they declare none; `super.init` runs it")
    func classInheritance() {
        let d = ir("""
        import SwiftUI
        @Observable class Fetcher {
            let accountId: String
            var title = "Base"
            var statuses: [String] = []
            init(accountId: String) { self.accountId = accountId }
            func load() { statuses = ["one", "two"] }
            func heading() -> String { "Account \\(accountId)" }
        }
        private class PinnedFetcher: Fetcher {
            var pinned = ["pinned"]
            override func load() { statuses = ["p1"] + pinned }
        }
        class NamedFetcher: Fetcher {
            let name: String
            init(name: String) {
                self.name = name
                super.init(accountId: "n-" + name)
                title = "Named"
            }
        }
        struct ContentView: View {
            @State private var fetcher: Fetcher = PinnedFetcher(accountId: "42")
            @State private var named = NamedFetcher(name: "x")
            var body: some View {
                VStack {
                    Text(fetcher.heading())
                    ForEach(fetcher.statuses, id: \\.self) { Text($0) }
                    Text(named.heading() + " " + named.title)
                }
                .onAppear { fetcher.load() }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Account 42", "p1", "pinned", "Account n-x Named"])
    }

    @Test("`.init(server:)` where a type of the module is expected, and `Type.init(…)`, make an instance")
    func implicitInitializer() {
        let d = ir("""
        import SwiftUI
        final class Client {
            let server: String
            init(server: String) { self.server = server }
        }
        struct Point2 { var x: Int; var y: Int }
        struct Embedded: View {
            let client: Client
            let at: Point2
            var body: some View { Text("\\(client.server) \\(at.x) \\(Point2.init(x: 5, y: 6).y)") }
        }
        struct ContentView: View {
            var body: some View { Embedded(client: .init(server: "mastodon.social"), at: .init(x: 3, y: 4)) }
        }
        """, view: "ContentView")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["mastodon.social 3 6"])
    }

    @Test("an initializer declared in an extension leaves a struct its memberwise one, as in Swift")
    func memberwiseBesideExtensionInitializer() {
        let d = ir("""
        import SwiftUI
        struct Relationship: Codable {
            let id: String
            let following: Bool
            static func placeholder() -> Relationship { .init(id: "p", following: false) }
        }
        extension Relationship {
            init(from decoder: Decoder) throws {
                let values = try decoder.container(keyedBy: CodingKeys.self)
                id = try values.decode(String.self, forKey: .id)
                following = false
            }
        }
        struct ContentView: View {
            var body: some View { Text(Relationship.placeholder().id + " " + Relationship(id: "q", following: true).id) }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["p q"])
    }

    @Test("a static `var` is an l-value: `Self.seen.insert(x)`, `Counter.count += 1`, and a bare name in a static method")
    func staticVariables() {
        let d = ir("""
        import SwiftUI
        enum Counter {
            static var count = 0
            static var names: [String] = []
            static func reset() { count = 10 }
        }
        final class Registry {
            private static var seen: Set<Int> = []
            static var total: Int { seen.count }
            func register(_ n: Int) { Self.seen.insert(n) }
        }
        struct ContentView: View {
            var body: some View {
                let registry = Registry()
                registry.register(1)
                registry.register(2)
                Counter.reset()
                Counter.count += 1
                Counter.names.append("a")
                return Text("\\(Registry.total) \\(Counter.count) \\(Counter.names.count)")
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["2 11 1"])
    }

    @Test("a static `let` stays a constant: assigning to it is Swift's error")
    func staticConstant() {
        let d = ir("""
        import SwiftUI
        enum Limits { static let maximum = 3 }
        struct ContentView: View {
            var body: some View {
                Text("x").onAppear { Limits.maximum = 4 }
            }
        }
        """)
        #expect(!errors(d).isEmpty, "\(d.diagnostics)")
    }

    @Test("work handed to a Task that polls forever (a static observer's `while true { sleep; … }`) stops at its share of the budget with a warning")
    func pollingTask() {
        let d = ir("""
        import SwiftUI
        @Observable final class Ticker {
            var count = 0
            init() { Task { @MainActor in setup() } }
            private func setup() {
                count = 1
                _ = Self.observer
            }
            private static var ticks = 0
            private static let observer = Task { @MainActor in
                while true {
                    try? await Task.sleep(for: .seconds(0.1))
                    ticks += 1
                }
            }
        }
        struct ContentView: View {
            @State private var ticker = Ticker()
            var body: some View { Text("Count \\(ticker.count)") }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        let stopped = diagnostics(d, code: "work-budget")
        #expect(stopped.count == 1 && stopped.first?.severity == .warning && stopped.first?.line == 12, "\(d.diagnostics)")
        #expect(texts(d) == ["Count 1"])
    }

    @Test("View modifiers Apple declares on View, not only on tab content, and Link/ShareLink with a label, custom alignments")
    func declaredOnView() {
        let d = ir(view("""
                HStack(alignment: .bottomAvatar) {
                    Image(systemName: "person")
                        .accessibilityInputLabels(["Me"])
                        .accessibilityRemoveTraits(.isImage)
                        .accessibilitySortPriority(1)
                    Link(destination: URL(string: "https://example.com")!) { Text("Site") }
                    ShareLink(item: URL(string: "https://example.com")!, subject: Text("S"), message: Text("M")) { Text("Share") }
                }
                .scrollPosition(id: $position, anchor: .top)
                .listRowSeparator(.hidden, edges: .bottom)
        """, members: "@State private var position: Int? = nil") + """

        extension VerticalAlignment {
            private enum Avatar: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
            }
            static let bottomAvatar = VerticalAlignment(Avatar.self)
        }
        """)
        #expect(d.diagnostics.filter { $0.severity != .note }.isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("Site") && texts(d).contains("Share"))  // and the share's subject and message, as arguments
    }
}

/// What a public macOS app (64 files) writes that Easel warned about or misread.
@Suite("Idioms of a macOS app")
struct SixthRoundMacIdiomTests {
    @Test("a binding's wrappedValue reads its value; `_focus` hands a wrapped property's storage to a child view")
    func wrapperStorage() {
        let d = ir("""
        import SwiftUI
        struct Row: View {
            @FocusState var focus: Bool
            var body: some View { TextField("Key", text: .constant("")).focused($focus) }
        }
        struct ContentView: View {
            @Binding var dpi: Int
            @State private var staged: Int
            @FocusState var focus: Bool
            init(dpi: Binding<Int>) {
                _dpi = dpi
                staged = dpi.wrappedValue * 2
            }
            var body: some View {
                VStack {
                    Text("\\(staged)")
                    Row(focus: _focus)
                }
            }
        }
        #Preview { ContentView(dpi: .constant(96)) }
        """)
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["192"])
    }

    @Test("a trailing closure that names one parameter is Slider's onEditingChanged, not its label (Swift types the closure)")
    func closureArity() {
        let d = ir(view("""
                Slider(value: .constant(0.5), in: 0...1, step: 0.1) { editing in print(editing) }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        let slider = firstNode(d, kind: "Slider")
        #expect(slider?.argument("onEditingChanged") != nil && slider?.argument("label") == nil)
    }

    @Test("a GeometryProxy's frame(in:) is the proxy's method, not the frame modifier; accessibilityActions' buttons are not drawn; TextField's onCommit")
    func proxyAndActions() {
        let d = ir(view("""
                GeometryReader { reader in
                    List {
                        TextField("Title", text: $title) { print("commit") }
                        Rectangle().frame(minHeight: reader.frame(in: .local).size.height - 40)
                        Text("Row").accessibilityActions { Button("Reply") { } }
                    }
                }
        """, members: "@State private var title = \"\""))
        #expect(d.diagnostics.filter { $0.severity != .note }.isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "TextField")?.argument("onCommit") != nil)
    }

    @Test("Section(isExpanded:content:header:), TextField(_:value:format:), scrollDisabled; Foundation's objects are values, not views")
    func declared() {
        let d = ir(view("""
                Form {
                    Section(isExpanded: .constant(true)) { Text("Inside") } header: { Text("Header") }
                    TextField("Count", value: .constant(3), format: .number)
                }
                .scrollDisabled(true)
                .onAppear {
                    let process = Process()
                    process.arguments = ["-l"]
                    _ = FileManager.default
                }
        """))
        #expect(d.diagnostics.filter { $0.severity != .note || $0.code == "placeholder-view" }.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Inside", "Header"] || texts(d) == ["Header", "Inside"])
    }
}

/// What two more public iOS apps write (a chat app of 51 files, a Mastodon client of 905).
@Suite("Idioms of two more iOS apps")
struct SixthRoundMoreIdiomTests {
    @Test("`static func body(_:) -> Font` of an extension of Font builds nothing; `.font(.body())` is that font")
    func staticBodyIsNoBuilder() {
        let d = ir("""
        import SwiftUI
        extension Font {
            static func body(_ weight: Font.Weight = .regular) -> Font { .system(size: 17, weight: weight) }
        }
        struct ContentView: View {
            var body: some View { Text("Hello").font(.body()) }
        }
        """)
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Hello"])
    }

    @Test("`@FocusState.Binding var focused: Bool` reads as the Bool its parent's binding holds")
    func focusStateBinding() {
        let d = ir("""
        import SwiftUI
        struct Input: View {
            @FocusState.Binding var focused: Bool
            var body: some View { Text(focused ? "Focused" : "Idle").opacity(focused ? 1 : 0.5) }
        }
        struct ContentView: View {
            @FocusState private var focused: Bool
            var body: some View { Input(focused: $focused) }
        }
        """)
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Idle"])
    }

    @Test("types nested in extensions of nested types, three deep, each named by its own path (`Mastodon.API.Lists.Query`)")
    func nestedExtensionsByDepth() {
        let d = project([
            ("Lists.swift", "extension Mastodon.API.Lists { struct Query { let max: Int } }"),
            ("Search.swift", "extension Mastodon.API.Search { struct Query { let q: String } }"),
            ("API.swift", "extension Mastodon.API { enum Lists { }\n enum Search { } }"),
            ("Mastodon.swift", "enum Mastodon { enum API { } }"),
            ("ContentView.swift", """
            import SwiftUI
            struct ContentView: View {
                var body: some View { Text("\\(Mastodon.API.Lists.Query(max: 3).max) \\(Mastodon.API.Search.Query(q: "a").q)") }
            }
            """),
        ], view: "ContentView")
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["3 a"])
    }

    @Test("a UIKit subclass that overrides init(frame:) is made with UIView's inherited init(); a type's typealias shadows SwiftUI's Font; guard … else { fatalError() }")
    func otherModulesSuperclassAndAliases() {
        let d = ir("""
        import SwiftUI
        import UIKit
        final class StatusView: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        struct FontConvertible {
            let name: String
            typealias Font = UIFont
            func font(size: CGFloat) -> Font {
                guard let font = Font(font: self, size: size) else { fatalError("Unable to initialize font") }
                return font
            }
        }
        struct ContentView: View {
            var body: some View {
                let view = StatusView()
                let font = FontConvertible(name: "Inter").font(size: 12)
                Text("Status")
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Status"])
    }

    @Test("SwiftGen's assets: `@available` on a lazy var is no property wrapper; `extension SwiftUI.Color { init(asset:) }` makes an unknown color with a note; a UIButton subclass made with UIButton's init(type:)")
    func generatedAssets() {
        let d = ir("""
        import SwiftUI
        import UIKit
        public final class ColorAsset {
            public fileprivate(set) var name: String
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
            public private(set) lazy var swiftUIColor: SwiftUI.Color = { SwiftUI.Color(asset: self) }()
            fileprivate init(name: String) { self.name = name }
        }
        public extension SwiftUI.Color {
            init(asset: ColorAsset) { self.init(asset.name) }
        }
        public final class HitTestExpandedButton: UIButton {
            public var expandEdgeInsets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
        }
        struct ContentView: View {
            var body: some View {
                let button = HitTestExpandedButton(type: .system)
                Text("Primary").foregroundStyle(ColorAsset(name: "Label/primary").swiftUIColor)
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "no-matching-call").filter { $0.message.contains("Color") }.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Primary"])
    }

    @Test("a guard whose else calls fatalError with the condition false stops the app: Swift's trap, an error at the call")
    func fatalErrorReached() {
        let d = ir("""
        import SwiftUI
        struct ContentView: View {
            let items: [String] = []
            var body: some View {
                guard let first = items.first else { fatalError("no items") }
                return Text(first)
            }
        }
        """)
        #expect(diagnostics(d, code: "fatal-error").map(\.severity) == [.error], "\(d.diagnostics)")
        #expect(diagnostics(d, code: "guard-fallthrough").isEmpty)
    }
}
