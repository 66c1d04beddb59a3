@testable import EaselCanvas
import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Foundation
import Testing

/// Numbers Swift lets an app write and no screen holds (issue 33, "bad input is never a crash"):
/// NaN, ±∞, 1e308 and negatives in every length the layout reads. Each platform lays the view out
/// and draws it without trapping, every frame finite, no `nan` or `inf` in the picture, the same
/// bytes twice.
@Suite("Extreme numbers")
struct ExtremeNumberTests {
    static let source = """
        struct Extreme: View {
            var body: some View {
                NavigationStack {
                    VStack(spacing: Double.nan) {
                        Text("a").frame(width: CGFloat.infinity, height: -5)
                        Text("b").padding(1e308).offset(x: Double.nan, y: -Double.infinity)
                        Text("c").frame(minWidth: Double.nan, maxWidth: -3, minHeight: 1e308)
                        HStack(spacing: -1e308) { Text("d").aspectRatio(Double.nan, contentMode: .fit); Spacer(minLength: Double.infinity) }
                        Image(systemName: "star").resizable().frame(width: 1e308, height: 1e308)
                        LazyVGrid(columns: [GridItem(.fixed(Double.nan)), GridItem(.flexible(minimum: -10, maximum: Double.infinity))]) { Text("e"); Text("f") }
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))], spacing: 0) { Text("g") }
                        Text("h").lineLimit(-3).font(.system(size: Double.nan))
                        Text("i").font(.system(size: 1e308)).frame(height: 1e308)
                        Text("j").frame(maxWidth: .infinity, maxHeight: .infinity).layoutPriority(Double.infinity)
                        RoundedRectangle(cornerRadius: Double.nan).frame(width: 40, height: 20).opacity(Double.nan)
                        Slider(value: .constant(Double.nan), in: 0...1)
                    }
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
                }
            }
        }
        """

    @Test("NaN, infinities, 1e308 and negatives lay out to finite frames and a clean picture", arguments: Platform.allCases)
    func extremeLengths(_ platform: Platform) throws {
        let first = draw(Self.source, platform)
        #expect(errors(first.ir).isEmpty, "\(first.ir.diagnostics)")
        let content = try #require(first.output.frames.content)
        var frames = 0
        content.walk { node in
            frames += 1
            let f = node.frame
            let finite = [f.x, f.y, f.width, f.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(node.kind) \(f)")
            #expect(f.width >= 0 && f.height >= 0, "\(node.kind) \(f)")
        }
        #expect(frames > 10)
        let svg = first.output.svg
        #expect(!svg.lowercased().contains("nan") && !svg.lowercased().contains("inf"), "no non-finite number in the picture")
        let json = try EaselJSON.string(first.output.frames)
        #expect(!json.contains("nan") && !json.contains("infinity"))
        let second = draw(Self.source, platform)
        #expect(second.output.svg == svg)
    }

    static let infinity = IRValue.symbol(IRSymbol(type: nil, name: "infinity"))

    /// FuzzLayout's finds: an empty List framed with every length infinite (flexible, then fixed);
    /// an HStack of two empty texts spaced by minus infinity; a spacer of minus 1e308 on its own;
    /// a grid of four empty texts spaced by minus infinity; a grid of a column -1e-300 wide holding
    /// a grid of an infinitely wide column; a grid of an infinitely wide adaptive column holding
    /// sections of a spacer and texts, one with a ratio of minus infinity; a toggle of the least
    /// ratio in a grid column -1e-300 wide (its height proposal, -2e23 lines, trapped as an Int).
    static let fuzzFinds: [ViewNode] = [
        ViewNode(kind: "List", identity: "v1", modifiers: [
            IRModifier(name: "frame", arguments: ["minWidth", "maxWidth", "minHeight", "maxHeight", "idealWidth"].map { IRArgument($0, infinity) }),
            IRModifier(name: "frame", arguments: [IRArgument("width", infinity), IRArgument("height", infinity)]),
        ]),
        ViewNode(kind: "HStack", identity: "v1", arguments: [IRArgument("spacing", .double(-.infinity))], children: [
            ViewNode(kind: "Text", identity: "v2", arguments: [IRArgument("content", .string(""))]),
            ViewNode(kind: "Text", identity: "v3", arguments: [IRArgument("content", .string(""))]),
        ]),
        ViewNode(kind: "Spacer", identity: "v1", arguments: [IRArgument("minLength", .double(-1e308))], modifiers: [
            IRModifier(name: "fixedSize"), IRModifier(name: "lineLimit", arguments: [IRArgument("limit", .int(-2))]),
        ]),
        ViewNode(kind: "LazyVGrid", identity: "v1", arguments: [
            IRArgument("columns", .array([.symbol(IRSymbol(type: "GridItem", name: "init", fields: ["size": .symbol(IRSymbol(
                type: "GridItem.Size", name: "flexible", fields: ["size": .double(1), "minimum": .double(-1e-300), "maximum": infinity]))]))])),
            IRArgument("spacing", .double(-.infinity)),
        ], children: (2...5).map { ViewNode(kind: "Text", identity: "v\($0)", arguments: [IRArgument("content", .string(""))]) }),
        ViewNode(kind: "LazyVGrid", identity: "v1", arguments: [IRArgument("columns", fixedColumn(.double(-1e-300))), IRArgument("spacing", .double(0))],
                 children: [ViewNode(kind: "LazyVGrid", identity: "v2", arguments: [IRArgument("columns", fixedColumn(infinity)), IRArgument("spacing", infinity)])]),
        ViewNode(kind: "LazyVGrid", identity: "v1", arguments: [
            IRArgument("columns", .array([.symbol(IRSymbol(type: "GridItem", name: "init", fields: ["size": .symbol(IRSymbol(
                type: "GridItem.Size", name: "adaptive", fields: ["size": .double(.infinity), "minimum": infinity, "maximum": infinity]))]))])),
            IRArgument("spacing", infinity),
        ], children: [
            ViewNode(kind: "Section", identity: "v2", modifiers: [IRModifier(name: "layoutPriority", arguments: [IRArgument("value", .double(1))])], children: [
                ViewNode(kind: "Section", identity: "v3", modifiers: [IRModifier(name: "aspectRatio", arguments: [IRArgument("ratio", .double(-.infinity))])], children: [
                    ViewNode(kind: "Spacer", identity: "v4", arguments: [IRArgument("minLength", .double(0))]),
                    ViewNode(kind: "Text", identity: "v5", arguments: [IRArgument("content", .string(""))]),
                    ViewNode(kind: "Text", identity: "v6", arguments: [IRArgument("content", .string(""))]),
                ]),
            ]),
        ]),
        ViewNode(kind: "LazyVGrid", identity: "v1", arguments: [
            IRArgument("columns", .array([.symbol(IRSymbol(type: "GridItem", name: "init", fields: ["size": .symbol(IRSymbol(
                type: "GridItem.Size", name: "flexible", fields: ["size": .double(.infinity), "minimum": .double(0.5), "maximum": .double(-1e-300)]))]))])),
        ], children: [
            ViewNode(kind: "Toggle", identity: "v2", modifiers: [IRModifier(name: "aspectRatio", arguments: [IRArgument("ratio", .double(.leastNonzeroMagnitude))])]),
        ]),
    ]

    static func fixedColumn(_ size: IRValue) -> IRValue {
        .array([.symbol(IRSymbol(type: "GridItem", name: "init", fields: ["size": .symbol(IRSymbol(
            type: "GridItem.Size", name: "fixed", fields: ["size": size, "minimum": size, "maximum": size]))]))])
    }

    @Test("FuzzLayout's finds lay out finite and non-negative on every platform", arguments: Platform.allCases, [0, 1, 2, 3, 4, 5, 6])
    func fuzzFinds(_ platform: Platform, _ find: Int) throws {
        let ir = IRDocument(view: ViewNode(kind: "NavigationStack", identity: "root", children: [Self.fuzzFinds[find]]))
        let context = ToolbarContext(platform: platform)
        let render = Renderer(context: context, measurer: fonts).render(ir)
        let output = Canvas(measurer: fonts).draw(ir, render, context: context)
        output.frames.content?.walk { node in
            let f = node.frame
            #expect([f.x, f.y, f.width, f.height].allSatisfy { $0.isFinite } && f.width >= 0 && f.height >= 0, "\(node.kind) \(f)")
        }
        #expect(!output.svg.lowercased().contains("nan") && !output.svg.lowercased().contains("inf"))
    }

    private func errors(_ d: IRDocument) -> [Diagnostic] { d.diagnostics.filter { $0.severity == .error } }
}

/// A view with as many layout modifiers as an evaluation keeps (`EvaluationLimits.modifiersPerView`):
/// layout nests one layer per modifier, and must not run out of a test thread's stack even in a
/// debug build.
@Suite("Many layers")
struct ManyLayersTests {
    @Test("a view with the most modifiers an evaluation keeps lays out and draws")
    func mostModifiers() throws {
        let count = EaselFrontend.EvaluationLimits.default.modifiersPerView
        let source = "struct V: View {\n    var body: some View {\n        Text(\"a\")" + String(repeating: "\n            .padding(.vertical, 1)", count: count + 5) + "\n    }\n}"
        let drawn = draw(source, .ios)
        #expect(drawn.ir.diagnostics.contains { $0.code == "budget-modifiers" })
        let text = try #require(drawn.output.frames.content?.allNodes.first { $0.kind == "Text" })
        #expect(text.text == "a" && text.frame.height == 22 && text.frame.y.isFinite, "\(text.frame)")
        #expect(drawn.output.svg.contains(">a</text>"))
    }
}
