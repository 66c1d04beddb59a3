@testable import EaselFrontend
import EaselIR
import Testing

/// What Element X and Mlem needed: Swift's rules where Easel had reported an error that Swift
/// does not — a shared object's method called through a constant, a static property named as an
/// enum's case, an environment value named as a modifier, a protocol extension's overloads and
/// refined protocols, a convenience initializer's defaults, a failing `as?`, a nested type named
/// as SwiftUI's, a generic superclass.
@Suite("Idioms of Element X and Mlem")
struct EighteenthRoundIdiomTests {
    static func shown(_ source: String) -> (texts: [String], diagnostics: [Diagnostic]) {
        let d = ir(source)
        return (texts(d), d.diagnostics)
    }

    @Test("an object's method called through a constant path (`configuration.room.start()` of a `let`) needs no `var`; the object changes")
    func objectMethodThroughConstant() {
        let (shown, diagnostics) = Self.shown("""
        final class Room {
            var started = false
            func start() -> Bool { started = true; return started }
        }
        struct Configuration { let room: Room }
        """ + "\n" + view("""
                configuration.room.start()
                return Text("\\(configuration.room.started)")
        """, members: "    let configuration = Configuration(room: Room())"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["true"])
    }

    @Test("a bare `.modal` where a static property `modal` stands beside `case modal(progress:)` is the property")
    func staticPropertyNamedAsCase() {
        let (shown, diagnostics) = Self.shown("""
        enum Presentation {
            case modal(progress: Double?)
            case sheet
            static var modal: Presentation { .modal(progress: 0.5) }
        }
        """ + "\n" + view("""
                let p: Presentation = .modal
                return VStack {
                    if case .modal(let progress) = p { Text("\\(progress ?? 0)") }
                }
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["0.5"])
    }

    @Test("an `@Environment(\\.dynamicTypeSize)` property is a value, so `.dynamicTypeSize(…)` in that view is the modifier")
    func environmentValueIsNoFunction() {
        let (shown, diagnostics) = Self.shown("""
        struct Cell: View {
            @Environment(\\.dynamicTypeSize) var dynamicTypeSize
            var body: some View { Text(dynamicTypeSize.isAccessibilitySize ? "Big" : "Small") }
        }
        """ + "\n" + view("""
                Cell().dynamicTypeSize(.accessibility1)
        """, members: "    @Environment(\\.dynamicTypeSize) var dynamicTypeSize"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["Big"])
    }

    @Test("a protocol extension's method of other labels is one more overload of the type's; the refined protocol's extension wins over its parent's")
    func protocolExtensionOverloads() {
        let (shown, diagnostics) = Self.shown("""
        protocol Submitter { func submit(_ text: String, delay: Int) -> String }
        extension Submitter { func submit(_ text: String) -> String { submit(text, delay: 0) } }
        struct Form: Submitter { func submit(_ text: String, delay: Int) -> String { "\\(text)@\\(delay)" } }
        protocol Item {}
        protocol MessageItem: Item {}
        extension Item { func kind() -> String { "item" } }
        extension MessageItem { func kind() -> String { "message" } }
        struct Note: MessageItem {}
        struct Plain: Item {}
        """ + "\n" + view("""
                VStack {
                    Text(Form().submit("a"))
                    Text(Form().submit("b", delay: 2))
                    Text(Note().kind())
                    Text(Plain().kind())
                }
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["a@0", "b@2", "message", "item"])
    }

    @Test("`self.init()` in a convenience initializer whose parameter has a default is the class's own `init()` (here the implicit one), not itself")
    func convenienceInitializerDelegates() {
        let (shown, diagnostics) = Self.shown("""
        struct Config { var n = 1 }
        final class Store {
            var name = "a"
            convenience init(_ config: Config = .init()) {
                self.init()
                name += "\\(config.n)"
            }
        }
        """ + "\n" + view("""
                Text(Store(Config()).name)
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["a1"])
    }

    @Test("`x as? P` of the module's instance of a type that does not conform to P is nil")
    func failingConditionalCast() {
        let (shown, diagnostics) = Self.shown("""
        protocol Drawable {}
        struct Circle: Drawable {}
        struct Square {}
        """ + "\n" + view("""
                let a: Any = Square()
                let b: Any = Circle()
                return VStack {
                    Text((a as? Drawable) == nil ? "no" : "yes")
                    Text((b as? Drawable) == nil ? "no" : "yes")
                }
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["no", "yes"])
    }

    @Test("a nested type named as SwiftUI's (`Pill.Font`) is the nested one in the outer type's initializer too")
    func nestedTypeShadowsSDKInInitializer() {
        let (shown, diagnostics) = Self.shown("""
        struct Pill: View {
            struct Font { var size: Double }
            let font: Font
            init() { font = Font(size: 12) }
            var body: some View { Text("\\(font.size)") }
        }
        """ + "\n" + view("""
                Pill()
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["12.0"])
    }

    @Test("a class inherits from a generic class (`CommunityLoader: Loader<Int>`): its methods and properties")
    func genericSuperclass() {
        let (shown, diagnostics) = Self.shown("""
        class Loader<T> {
            var items: [String] = ["x", "y"]
            func count() -> Int { items.count }
        }
        final class CommunityLoader: Loader<Int> {
            func first() -> String { items[0] }
        }
        """ + "\n" + view("""
                let loader = CommunityLoader()
                return Text("\\(loader.count()) \\(loader.first())")
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["2 x"])
    }

    @Test("a `defer` body sees the names declared before it: the property a later `guard let` shadows is the one it sets; what it writes to an `inout` parameter stays")
    func deferSeesNamesBeforeIt() {
        let (shown, diagnostics) = Self.shown("""
        final class Loader {
            var task: Int? = nil
            func load() -> String {
                defer { task = nil }
                task = 3
                guard let task else { return "none" }
                return "\\(task)"
            }
        }
        func bump(_ x: inout Int) {
            defer { x += 10 }
            let step = 1
            x += step
        }
        """ + "\n" + view("""
                let loader = Loader()
                let loaded = loader.load()
                var n = 0
                bump(&n)
                return Text("\\(loaded) \\(loader.task == nil) \\(n)")
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["3 true 11"])
    }

    @Test("an extension's `NavigationLink(_:destination:)` taking the module's type wins over SwiftUI's of the same labels")
    func extensionInitializerOfModuleType() {
        let d = ir("""
        enum AppPage: Hashable { case settings, profile }
        extension NavigationLink where Destination == Never {
            init(_ title: String, destination: AppPage) where Label == Text {
                self.init(value: destination) { Text(title) }
            }
        }
        """ + "\n" + view("""
                NavigationStack {
                    List {
                        NavigationLink("See All", destination: page)
                        NavigationLink("Inline", destination: Text("Shown"))
                    }
                }
        """, members: "    let page = AppPage.settings"))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d).first == "See All")
        #expect(nodes(d).filter { $0.kind == "NavigationLink" }.count == 2)
    }

    @Test("a string literal typed `URL` (the app makes `URL` `ExpressibleByStringLiteral`) is that URL; a mutating method of a Foundation value Easel does not follow leaves it unknown, no error")
    func urlFromStringLiteral() {
        let d = ir("""
        extension URL: @retroactive ExpressibleByStringLiteral {
            public init(stringLiteral value: String) { self = URL(string: value)! }
        }
        """ + "\n" + view("""
                var url: URL = "https://maps.apple.com/"
                let host = url.host ?? "none"
                url.append(queryItems: [.init(name: "q", value: "Pin")])
                return Text(host)
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["maps.apple.com"])
    }
}
