import EaselIR
import EaselText
import EaselToolbars
import Testing

/// Spec O1–O6: what moves into the overflow menu as the window narrows.
@Suite("Overflow")
struct OverflowTests {
    /// An iPad editor toolbar: a navigation item, five center items, a trailing item.
    static let declaration: ToolbarDecl = {
        var d = toolbar(id: "doc", [("back", .init("navigation")), ("a", .init("secondaryAction")), ("b", .init("secondaryAction")),
                                    ("c", .init("secondaryAction")), ("d", .init("secondaryAction")), ("e", .init("secondaryAction")),
                                    ("share", .init("primaryAction"))])
        d.items[2].visibilityPriority = "high"
        d.items[4].visibilityPriority = "low"
        return d
    }()

    /// The O rules' widths below are 18's metrics (28 pt icons); G10's glass widths are tested apart.
    func overflow(width: Double, _ declaration: ToolbarDecl = declaration) -> [String] {
        resolve(declaration, ToolbarContext(platform: .ipados, width: width, os: .v18)).toolbar.overflow
    }

    @Test("O1: nothing overflows when everything fits")
    func wide() {
        #expect(overflow(width: 1024).isEmpty)
    }

    @Test("O1: narrowing sends the lowest priority first, then the center's trailing end; O2 keeps navigation and the iPad trailing slot", arguments: [
        (1024.0, []), (300, ["d", "e"]), (270, ["c", "d", "e"]), (230, ["a", "c", "d", "e"]), (180, ["a", "b", "c", "d", "e"]),
    ] as [(Double, [String])])
    func narrowing(_ width: Double, _ expected: [String]) {
        let t = resolve(Self.declaration, ToolbarContext(platform: .ipados, width: width, os: .v18)).toolbar
        #expect(t.overflow == expected)
        #expect(t.item("back")?.where == .bar(.navigationBar, .leading))
        #expect(t.item("share")?.where == .bar(.navigationBar, .trailing))
    }

    @Test("overflow grows monotonically as the width shrinks")
    func monotonic() {
        var previous: Set<String> = []
        for width in stride(from: 1100.0, through: 150, by: -25) {
            let current = Set(overflow(width: width))
            #expect(current.isSuperset(of: previous), "at \(width)")
            previous = current
        }
    }

    @Test("O1: items are measured with real text widths: a long label overflows sooner than a short one")
    func measuredText() {
        let short = toolbar([("Go", .init("primaryAction")), ("Do", .init("primaryAction"))])
        let long = toolbar([("Synchronise everything now", .init("primaryAction")), ("Do", .init("primaryAction"))])
        let context = ToolbarContext(platform: .macos, width: 300)
        #expect(resolve(short, context).toolbar.overflow.isEmpty)
        // The trailing item goes first; then the more button needs room too, and the long one follows.
        #expect(resolve(long, context).toolbar.overflow == ["#0", "#1"])
        #expect(resolve(long, ToolbarContext(platform: .macos, width: 340)).toolbar.overflow.isEmpty)
        let widths = resolve(long, context).toolbar.items.map(\.width)
        #expect(widths[0] > 4 * widths[1])
    }

    @Test("T4, O4: a labelled group overflows as one; items of an unlabelled group one by one")
    func groups() {
        var labelled = toolbar([("a", .init("primaryAction")), ("b", .init("primaryAction")), ("Long label one", .init("primaryAction")),
                                ("Long label two", .init("primaryAction"))])
        for i in 2...3 { labelled.items[i].group = ToolbarGroupRef(index: 0, label: "Format", range: .none) }
        let t = resolve(labelled, ToolbarContext(platform: .macos, width: 330)).toolbar
        #expect(t.overflow == ["#2", "#3"])
    }

    @Test("O3: the more button appears exactly when the overflow has entries")
    func moreButton() {
        let wide = render("struct V: View { var body: some View { Text(\"x\").toolbar { ToolbarItem(placement: .primaryAction) { Button(\"A\") { } } } } }",
                          ToolbarContext(platform: .ios))
        #expect(TextRendering.render(wide).contains("[⋯]") == false)
        let secondary = render("struct V: View { var body: some View { Text(\"x\").toolbar { ToolbarItem(placement: .secondaryAction) { Button(\"A\") { } } } } }",
                               ToolbarContext(platform: .ios))
        #expect(TextRendering.render(secondary).contains("navigationBar | (⋯) |"))  // on glass, its own circle
        let old = render("struct V: View { var body: some View { Text(\"x\").toolbar { ToolbarItem(placement: .secondaryAction) { Button(\"A\") { } } } } }",
                         ToolbarContext(platform: .ios, os: .v18))
        #expect(TextRendering.render(old).contains("navigationBar | [⋯] |"))
    }

    @Test("O6: the same inputs give byte-identical JSON")
    func deterministic() throws {
        let source = try example("CustomizableEditor.swift")
        for platform in Platform.allCases {
            let a = try EaselJSON.encode(render(source, ToolbarContext(platform: platform, width: 500)))
            let b = try EaselJSON.encode(render(source, ToolbarContext(platform: platform, width: 500)))
            #expect(a == b)
        }
    }
}
