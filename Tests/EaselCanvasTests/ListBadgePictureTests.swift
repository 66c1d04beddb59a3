@testable import EaselCanvas
import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Testing

/// A list row's `badge(_:)` (spec L12; docs/decisions.md): SwiftUI shows it at the row's
/// trailing edge in the secondary colour, before a navigation link's chevron; a count of zero
/// shows none. It had not been drawn at all.
@Suite("List row badges")
struct ListBadgePictureTests {
    static let mailboxes = """
    import SwiftUI
    struct Mailboxes: View {
        let unread = 12
        var body: some View {
            NavigationStack {
                List {
                    Text("Inbox").badge(unread)
                    NavigationLink("Sent") { Text("Sent") }.badge("New")
                    Text("Archive").badge(0)
                    Text("Flagged").badge(Text("2 new"))
                    Text("A mailbox whose name is long enough to wrap beside its badge on an iPhone").badge(100)
                }
                .navigationTitle("Mailboxes")
            }
        }
    }
    """

    static func nodes(_ node: ContentNode) -> [ContentNode] { [node] + node.children.flatMap(nodes) }

    @Test("iPhone: each badge in the secondary colour at the row's trailing edge, centred on its row; none for zero")
    func iphone() throws {
        let drawn = draw(Self.mailboxes, .ios)
        #expect(drawn.ir.diagnostics.isEmpty, "\(drawn.ir.diagnostics.map(\.message))")
        let content = try #require(drawn.output.frames.content)
        let all = Self.nodes(content)
        let badges = all.filter { $0.role == .badge }
        #expect(badges.map { $0.text ?? "" } == ["12", "New", "2 new", "100"])
        #expect(badges.allSatisfy { $0.tint == .secondary })
        let list = try #require(all.first { $0.kind == "List" })
        let inbox = try #require(all.first { $0.text == "Inbox" })
        let twelve = badges[0]
        #expect(abs(twelve.frame.midY - inbox.frame.midY) < 0.5, "on the row's line")
        #expect(twelve.frame.maxX > list.frame.maxX - 60 && twelve.frame.maxX < list.frame.maxX, "at the trailing edge, inside the card")
        // The link's chevron stays at the row's end, past its badge.
        let chevron = try #require(all.flatMap(\.parts).first { $0.name == .chevron })
        #expect(badges[1].frame.maxX < chevron.frame.x)
        #expect(abs(chevron.frame.maxX - twelve.frame.maxX) < 0.5, "the chevron ends where a plain row's badge does")
        // The long name wraps in the room beside its badge rather than running under it.
        let long = try #require(all.first { $0.text?.hasPrefix("A mailbox") == true })
        #expect((long.lines ?? 1) > 1)
        #expect(long.frame.maxX <= badges[3].frame.x)
    }

    @Test("a badge on a navigation link's label (a row view of the app's) is the row's, before the chevron")
    func onTheLabel() throws {
        let source = """
        import SwiftUI
        struct OrderRow: View {
            let name: String
            var body: some View { VStack(alignment: .leading) { Text(name); Text("3 donuts").foregroundStyle(.secondary) } }
        }
        struct Orders: View {
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(["Order #1204", "Order #1205"], id: \\.self) { name in
                            NavigationLink(value: name) { OrderRow(name: name).badge(12) }
                        }
                    }
                }
            }
        }
        """
        let drawn = draw(source, .ios)
        #expect(drawn.ir.diagnostics.isEmpty, "\(drawn.ir.diagnostics.map(\.message))")
        let all = Self.nodes(try #require(drawn.output.frames.content))
        let badges = all.filter { $0.role == .badge }
        #expect(badges.map { $0.text ?? "" } == ["12", "12"])
        let chevrons = all.flatMap(\.parts).filter { $0.name == .chevron }
        #expect(chevrons.count == 2)
        #expect(zip(badges, chevrons).allSatisfy { $0.frame.maxX < $1.frame.x })
    }

    @Test("right to left: the badge is at the leading side of the screen, mirrored with its row")
    func rightToLeft() throws {
        var context = ToolbarContext(platform: .ios)
        context.variant.layoutDirection = .rightToLeft
        let evaluation = Frontend.compile(Self.mailboxes).evaluate()
        let render = Renderer(context: context, measurer: fonts).render(evaluation.document)
        let output = Canvas(measurer: fonts).draw(evaluation.document, render, context: context, state: evaluation.state)
        let all = Self.nodes(try #require(output.frames.content))
        let inbox = try #require(all.first { $0.text == "Inbox" })
        let twelve = try #require(all.first { $0.role == .badge && $0.text == "12" })
        #expect(twelve.frame.maxX < inbox.frame.x)
    }
}
