@testable import EaselCanvas
import EaselIR
import EaselLayout
import Foundation
import Testing

/// `Table` as SwiftUI lays it out (docs/decisions.md, the spec being silent): a header of titles, a row per value with a cell per
/// column — the column's content made with the row's value, or its key path's text — on a Mac
/// alternating, on an iPhone the first column alone.
@Suite("Table pictures")
struct TablePictureTests {
    static let people = """
    import SwiftUI
    struct Person: Identifiable { let id: Int; let name: String; let city: String }
    struct V: View {
        @State private var order = [KeyPathComparator(\\Person.name)]
        let people = [Person(id: 3, name: "Cleo", city: "Oslo"), Person(id: 1, name: "Ann", city: "Lima"), Person(id: 2, name: "Bo", city: "Rome")]
        var body: some View {
            Table(people.sorted(using: order), sortOrder: $order) {
                TableColumn("Name", value: \\.name)
                TableColumn("City") { person in Text(person.city).foregroundStyle(.secondary) }
                TableColumn("ID") { person in Text("#\\(person.id)") }
                    .width(60)
            }
        }
    }
    """

    static func rows(_ content: ContentNode) -> [[String]] {
        guard let table = find("Table", in: content) else { return [] }
        return table.children.filter { $0.kind == "TableRow" }.map { row in row.children.map { cell in texts(cell).joined(separator: " ") } }
    }

    static func texts(_ node: ContentNode) -> [String] {
        (node.kind == "Text" ? [node.text ?? ""] : []) + node.children.flatMap(texts)
    }

    static func all(_ kind: String, in node: ContentNode) -> [ContentNode] {
        (node.kind == kind ? [node] : []) + node.children.flatMap { all(kind, in: $0) }
    }

    static func find(_ kind: String, in node: ContentNode) -> ContentNode? {
        if node.kind == kind { return node }
        for child in node.children { if let found = find(kind, in: child) { return found } }
        return nil
    }

    @Test("on a Mac: titles in a header, a row per value in the sorted order, a cell per column; a fixed width; alternate rows striped")
    func mac() throws {
        let drawn = draw(Self.people, .macos)
        #expect(drawn.ir.diagnostics.isEmpty, "\(drawn.ir.diagnostics.map(\.message))")
        let content = try #require(drawn.output.frames.content)
        #expect(Self.rows(content) == [["Ann", "Lima", "#1"], ["Bo", "Rome", "#2"], ["Cleo", "Oslo", "#3"]])
        let table = try #require(Self.find("Table", in: content))
        let headers = table.children.filter { $0.role == .header }
        #expect(headers.map { $0.text ?? "" } == ["Name", "City", "ID"])
        #expect(headers.allSatisfy { $0.frame.maxY <= table.frame.y + 28 }, "the header's 28 points")
        let cells = try #require(table.children.first { $0.kind == "TableRow" }?.children)
        #expect(cells[2].frame.width == 60, "ID's own width")
        #expect(cells[0].frame.width == cells[1].frame.width && abs(cells[0].frame.width + cells[1].frame.width + 60 - table.frame.width) < 0.01,
                "the others share the rest")
        #expect(cells.allSatisfy { $0.frame.height == 24 }, "a row of one line is 24 points")
        let svg = drawn.output.svg
        #expect(svg.components(separatedBy: "class=\"stripe\"").count == 2, "the second of three rows")
    }

    @Test("on an iPhone, the first column alone, no header, rows 44 points; on an iPad every column under a header")
    func iPhoneAndiPad() throws {
        let phone = try #require(draw(Self.people, .ios).output.frames.content)
        #expect(Self.rows(phone) == [["Ann"], ["Bo"], ["Cleo"]])
        let phoneTable = try #require(Self.find("Table", in: phone))
        #expect(!phoneTable.children.contains { $0.role == .header })
        #expect(phoneTable.children.filter { $0.kind == "TableRow" }.allSatisfy { $0.frame.height == 44 })
        let pad = try #require(draw(Self.people, .ipados).output.frames.content)
        #expect(Self.rows(pad).first == ["Ann", "Lima", "#1"])
        #expect(Self.find("Table", in: pad)?.children.filter { $0.role == .header }.count == 3)
    }

    @Test("rows from a `rows:` builder (`TableRow` in a `ForEach` in a `Section`), and from data Easel cannot know: the header alone")
    func rowsBuilderAndUnknownData() throws {
        let drawn = draw("""
        import SwiftUI
        struct Item: Identifiable { let id: Int; let title: String }
        struct V: View {
            let items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]
            let unknown: [Item] = loadItems()
            var body: some View {
                VStack {
                    Table(of: Item.self) {
                        TableColumn("Title", value: \\.title)
                    } rows: {
                        Section { ForEach(items) { TableRow($0) } }
                    }
                    Table(unknown) { TableColumn("Title", value: \\.title) }
                }
            }
        }
        """, .macos)
        let content = try #require(drawn.output.frames.content)
        let tables = Self.all("Table", in: content)
        #expect(tables.count == 2)
        #expect(tables.first.map { Self.rows($0) } == [["One"], ["Two"]])
        #expect(tables.last?.children.filter { $0.kind == "TableRow" }.isEmpty == true)
        #expect(tables.last?.children.filter { $0.role == .header }.map { $0.text ?? "" } == ["Title"])
    }
}
