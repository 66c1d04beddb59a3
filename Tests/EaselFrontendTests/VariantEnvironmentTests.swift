@testable import EaselFrontend
import EaselIR
import Testing

/// V8: what `@Environment` reads of the variant drawn — its text size, its direction, the size
/// classes of its window — and what `.environment(\.key, value)` sets below it.
@Suite("The variant's environment")
struct VariantEnvironmentTests {
    static let reader = """
    import SwiftUI
    struct Screen: View {
        @Environment(\\.dynamicTypeSize) private var typeSize
        @Environment(\\.layoutDirection) private var direction
        @Environment(\\.horizontalSizeClass) private var widthClass
        @Environment(\\.verticalSizeClass) private var heightClass
        var body: some View {
            VStack {
                Text(typeSize.isAccessibilitySize ? "accessibility" : "standard")
                Text(typeSize < .xxLarge ? "below xxLarge" : "xxLarge or more")
                Text(typeSize == .large ? "large" : "not large")
                Text(direction == .rightToLeft ? "rtl" : "ltr")
                Text(widthClass == .compact ? "compact width" : "regular width")
                Text(heightClass == .compact ? "compact height" : "regular height")
            }
        }
    }
    """

    func evaluation(_ source: String = Self.reader, platform: Platform = .ipados, locale: String? = nil,
                    in environment: VariantEnvironment = VariantEnvironment()) -> Evaluation {
        Frontend.compile(source, fileName: "test.swift", platform: platform)
            .evaluate(options: EvaluationOptions(platform: platform, locale: locale, environment: environment))
    }

    @Test("the base variant reads large, left-to-right and the platform's size classes, and says what it read")
    func base() {
        let run = evaluation()
        #expect(texts(run.document) == ["standard", "below xxLarge", "large", "ltr", "regular width", "regular height"])
        #expect(run.variantReads == Set(VariantEnvironment.Key.allCases))
        #expect(texts(evaluation(platform: .ios).document)[4] == "compact width")
    }

    @Test("a text size is read as the variant's, compared in Dynamic Type's order")
    func textSize() {
        #expect(texts(evaluation(in: VariantEnvironment(dynamicTypeSize: .accessibility3)).document).prefix(3)
                == ["accessibility", "xxLarge or more", "not large"])
        #expect(texts(evaluation(in: VariantEnvironment(dynamicTypeSize: .xLarge)).document).prefix(3) == ["standard", "below xxLarge", "not large"])
        #expect(texts(evaluation(in: VariantEnvironment(dynamicTypeSize: .xxLarge)).document)[1] == "xxLarge or more")
    }

    @Test("the direction is the variant's, or a right-to-left language's")
    func direction() {
        #expect(texts(evaluation(in: VariantEnvironment(layoutDirection: .rightToLeft)).document)[3] == "rtl")
        #expect(texts(evaluation(locale: "right-to-left").document)[3] == "rtl")
    }

    @Test("the size classes are the variant's window's: an iPad a third wide is compact across, an iPhone on its side compact in height")
    func sizeClasses() {
        let narrow = texts(evaluation(in: VariantEnvironment(compactWidth: true)).document)
        #expect(narrow[4] == "compact width" && narrow[5] == "regular height")
        #expect(texts(evaluation(platform: .ios, in: VariantEnvironment(compactWidth: true, compactHeight: true)).document)[5] == "compact height")
    }

    @Test("code that reads none of them says so")
    func readsNothing() {
        let run = evaluation(view("Text(\"plain\")"))
        #expect(run.variantReads.isEmpty)
        #expect(texts(run.document) == ["plain"])
    }

    @Test("`.environment(\\.key, value)` and `.dynamicTypeSize(_:)` set the values for the views below them")
    func setBelow() {
        let source = """
        import SwiftUI
        struct Size: View {
            @Environment(\\.dynamicTypeSize) private var typeSize
            @Environment(\\.layoutDirection) private var direction
            @Environment(\\.horizontalSizeClass) private var widthClass
            var body: some View { Text("\\(typeSize == .accessibility2 ? "a2" : typeSize == .xSmall ? "xs" : "other") \\(direction == .rightToLeft ? "rtl" : "ltr") \\(widthClass == .compact ? "c" : "r")") }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Size()
                    Size().environment(\\.dynamicTypeSize, .accessibility2)
                    Size().dynamicTypeSize(.xSmall)
                    Size().environment(\\.layoutDirection, .rightToLeft).environment(\\.horizontalSizeClass, .compact)
                }
            }
        }
        """
        #expect(texts(evaluation(source).document) == ["other ltr r", "a2 ltr r", "xs ltr r", "other rtl c"])
    }

    @Test("a range of text sizes keeps the size the views below read inside it")
    func range() {
        let source = """
        import SwiftUI
        struct Size: View {
            @Environment(\\.dynamicTypeSize) private var typeSize
            var body: some View { Text(typeSize == .xxxLarge ? "xxxLarge" : typeSize == .accessibility3 ? "accessibility3" : typeSize == .xLarge ? "xLarge" : typeSize == .large ? "large" : "other") }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Size().dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    Size().dynamicTypeSize(DynamicTypeSize.xLarge...)
                    Size().dynamicTypeSize(.xSmall ..< DynamicTypeSize.accessibility1)
                    Size().dynamicTypeSize(.xSmall ... .xxxLarge)
                }
            }
        }
        """
        let clamped = evaluation(source, in: VariantEnvironment(dynamicTypeSize: .accessibility3)).document
        #expect(texts(clamped) == ["xxxLarge", "accessibility3", "xxxLarge", "xxxLarge"])
        #expect(clamped.diagnostics.isEmpty, "\(clamped.diagnostics)")
        #expect(texts(evaluation(source).document) == ["large", "xLarge", "large", "large"])
    }
}
