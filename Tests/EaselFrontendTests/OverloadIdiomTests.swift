@testable import EaselFrontend
import EaselIR
import Testing

/// Overloads as Swift picks them, found where two public apps (a macOS GIF converter, a network
/// logging console) got errors Swift never gives: an extension's overloads told apart by a
/// trailing closure and defaults, a trailing closure passing over a defaulted parameter, the
/// project's overload of a SwiftUI modifier's name, a class's own `append`, and overloads of
/// one label told apart by type.
@Suite("Overloads as Swift picks them")
struct OverloadIdiomTests {
    @Test("an extension's overloads: the one a trailing closure and defaults complete, not the first declared")
    func extensionOverloadByTrailingClosure() {
        let d = ir("""
        extension View {
            func alert2(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View, @ViewBuilder message: () -> some View) -> some View {
                overlay(Text("four"))
            }
            func alert2(_ title: String, message: String? = nil, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View) -> some View {
                overlay(Text(message ?? "none"))
            }
        }
        """ + "\n" + view("""
        Text("base").alert2("Copied", message: "However…", isPresented: .constant(false)) { Button("Continue") { } }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("However…"), "\(texts(d))")
    }

    @Test("a trailing closure passes over an unlabelled parameter with a default that takes no function (SE-0286)")
    func trailingClosurePassesOverDefault() {
        let d = ir("""
        func withAnimationWhenNotReduced<R>(_ animation: Animation? = .default, _ body: () throws -> R) rethrows -> R { try body() }
        """ + "\n" + view("Text(withAnimationWhenNotReduced { \"ran\" })"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["ran"])
    }

    @Test("the project's overload of a SwiftUI modifier's name is called when none of SwiftUI's takes the call")
    func projectOverloadOfAModifierName() {
        let d = ir("""
        extension View {
            func alert(error: Binding<String?>) -> some View { overlay(Text(error.wrappedValue ?? "no error")) }
        }
        """ + "\n" + view("Text(\"base\").alert(error: .constant(nil))"))
        #expect(d.diagnostics.filter { $0.severity != .note }.isEmpty, "\(d.diagnostics)")
        #expect(texts(d).contains("no error"), "\(texts(d))")
    }

    @Test("a class's own `append` on a `let` runs the class's method (not Array's, which would need a var)")
    func classMethodNamedLikeAMutatingOne() {
        let d = ir("""
        final class Renderer {
            var parts: [String] = []
            func append(_ s: String) { parts.append(s) }
            func make() -> String { parts.joined(separator: " ") }
        }
        func render() -> String {
            let renderer = Renderer()
            for s in ["a", "b"] { renderer.append(s) }
            return renderer.make()
        }
        """ + "\n" + view("Text(render())"))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["a b"])
    }

    @Test("overloads of one label are told apart by type: an Int32 one forwarding to the Int one ends, even for an unknown code")
    func overloadsByType() {
        let d = ir("""
        enum StatusCode {
            static func string(for code: Int32) -> String { string(for: Int(code)) }
            static func string(for code: Int) -> String { code == 200 ? "OK" : "code \\(code)" }
        }
        """ + "\n" + view("""
        VStack {
            Text(StatusCode.string(for: Int32(200)))
            Text(StatusCode.string(for: 404))
            Text(StatusCode.string(for: Int32(Unknown.code)))
        }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(Array(texts(d).prefix(2)) == ["OK", "code 404"], "\(texts(d))")
    }

    @Test("an extension's overloads of one label told apart by the argument's type, a defaulted parameter beside")
    func extensionOverloadsByType() {
        let d = ir("""
        extension View {
            func adaptivePadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { overlay(Text("edges")) }
            func adaptivePadding(_ insets: EdgeInsets) -> some View { overlay(Text("insets")) }
        }
        """ + "\n" + view("""
        VStack {
            Text("a").adaptivePadding(EdgeInsets(top: 6, leading: 12, bottom: 8, trailing: 12))
            Text("b").adaptivePadding(.vertical)
        }
        """))
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d).filter { $0 == "edges" || $0 == "insets" } == ["insets", "edges"], "\(texts(d))")
    }
}
