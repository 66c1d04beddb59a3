@testable import EaselFrontend
import EaselIR
import Testing

/// What three more public apps needed (a macOS code editor, a chat library, an on-device model
/// app): errors where Swift compiles their code.
@Suite("Idioms of an editor, a chat library and a model app")
struct NinthRoundIdiomTests {
    @Test("a static subscript of a type (`Settings[\\.font]`) reads through its getter")
    func staticSubscript() {
        let d = ir("""
        struct SettingsData { var font = "Menlo"; var size = 12 }
        final class Settings {
            static let shared = Settings()
            var preferences = SettingsData()
            static subscript<T>(_ path: WritableKeyPath<SettingsData, T>, suite: Settings = .shared) -> T {
                suite.preferences[keyPath: path]
            }
        }
        """ + "\n" + view("Text(\"\\(Settings[\\.font]) \\(Settings[\\.size])\")"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Menlo 12"])
    }

    @Test("a method of self called in an initializer runs on the instance being made")
    func methodCalledInInitializer() {
        let d = ir("""
        final class ThemeModel {
            static let shared = ThemeModel()
            var themes: [String] = []
            private init() { do { try loadThemes() } catch { print(error) } }
            func loadThemes() throws { themes.append("Xcode") }
        }
        """ + "\n" + view("Text(ThemeModel.shared.themes.first!)"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Xcode"])
    }

    @Test("R5: forEach over a collection Easel cannot know runs its body for three unknown elements, as `for` does")
    func forEachOverUnknown() {
        let d = ir(view("Text(\"\\(count())\")", members: """
        func count() -> Int {
            var n = 0
            Unknown.files.forEach { _ in n += 1 }
            return n
        }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["3"])
    }

    @Test("`T?(nil)` is Optional<T>'s; `[[1], [2, 3]].joined()` is the arrays in turn; adding an empty one's `joined()` to an array")
    func optionalTypeAndJoinedArrays() {
        let d = ir("struct Remote { let name: String }\n" + view("""
        let none = Remote?(nil)
        let flat = [[1], [2, 3]].joined()
        let more = [0] + [[Int]]().joined()
        Text("\\(none == nil) \\(Array(flat).count) \\(more.count)")
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["true 3 1"])
    }

    @Test("a bare name of a type nested elsewhere, outside its outer type and not fitting it, is another module's (a placeholder)")
    func nestedNameOutsideItsType() {
        let d = ir("""
        struct Theme { struct Images { struct MediaPicker { var chevronDown: String; var cross: String } } }
        """ + "\n" + view("MediaPicker(isPresented: .constant(false)) { _ in }"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(firstNode(d, kind: "Placeholder") != nil)
    }

    @Test("SwiftUI's modifier name on another module's value with arguments of other types (`$0.background(.none)`) is that module's")
    func foreignModifierOfOtherTypes() {
        let d = ir(view("""
        Text("anchor").useAsPopupAnchor(id: "menu") { Text("menu") } customize: {
            $0.position(.absolute).background(.none).closeOnTapOutside(true)
        }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
    }

    @Test("overloads Easel cannot tell apart by the arguments: one forwarding to the other ends (the one not running is called)")
    func forwardingOverloadOfUnknownArgument() {
        let d = ir("""
        final class Undo {
            func manager(forFile file: Workspace.File) -> String { manager(forFile: file.url) }
            func manager(forFile url: URL) -> String { "made" }
        }
        """ + "\n" + view("Text(Undo().manager(forFile: Unknown.file))"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["made"])
    }

    @Test("Color.resolve(in:) gives its components (linear sRGB), for a luminance")
    func resolvedColor() {
        let d = ir(view("""
        let white = Color.white.resolve(in: EnvironmentValues())
        let black = Color(red: 0, green: 0, blue: 0).resolve(in: EnvironmentValues())
        Text("\\(white.red) \\(white.green) \\(black.red)")
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["1.0 1.0 0.0"])
    }

    @Test("an object holding another module's value and a handler stays in state; onChange of what Easel cannot know hands the action an unknown")
    func objectWithForeignFieldsInState() {
        let d = ir("""
        final class Downloads: ObservableObject {
            static let shared = Downloads()
            @Published var isModelReady = false
            private var monitor: NWPathMonitor?
            private init() { monitor = NWPathMonitor(); monitor?.pathUpdateHandler = { _ in } }
        }
        """ + "\n" + view("""
        Text(downloads.isModelReady ? "ready" : "waiting")
            .onChange(of: Unknown.flag) { newValue in if newValue && downloads.isModelReady { print("both") } }
            .onAppear { downloads.isModelReady = true }
        """, members: "@StateObject private var downloads = Downloads.shared"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(diagnostics(d, code: "unstorable-state").isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["ready"])
    }

    @Test("a name is a local, then a member of self, then the module's global: a file's `let decoder` shadows no type's `decoder`")
    func membersBeforeGlobals() {
        let d = ir("""
        fileprivate let decoder = "global"
        fileprivate var counter = 0
        final class API {
            static let shared = API()
            private let decoder: String
            private var counter = 10
            init() {
                decoder = "member"
                counter += 1
            }
            func describe() -> String { decoder + " \\(counter)" }
        }
        func bump() -> Int { counter += 5; return counter }
        """ + "\n" + view("VStack { Text(decoder); Text(API.shared.describe()); Text(\"\\(bump())\") }"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["global", "member 11", "5"])
    }

    @Test("SwiftUI's parameter type is SwiftUI's where the module nests a type of that name; an extension of an SDK value reads its fields bare")
    func swiftUITypeBesideANestedOne() {
        let d = ir("""
        struct UserSettings { enum ColorScheme: String { case system, light, dark } }
        extension EdgeInsets { var across: CGFloat { leading + trailing } }
        """ + "\n" + view("""
        Text("\\(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).across)")
            .preferredColorScheme(.light)
            .environment(\\.colorScheme, .dark)
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(d.diagnostics.filter { $0.code == "unknown-name" }.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["6.0"])
    }
}
