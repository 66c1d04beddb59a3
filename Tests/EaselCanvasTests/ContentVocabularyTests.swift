import EaselIR
import EaselLayout
import Foundation
import Testing

/// The content tree's `role` and `style` are the JSON's words; a style the source names that
/// Easel does not know is kept as written.
@Suite("Content vocabulary")
struct ContentVocabularyTests {
    static let styles: [ContentStyle] = [.automatic, .bordered, .borderedProminent, .borderless, .plain, .checkbox, .switch, .circular,
                                         .linear, .menu, .segmented, .wheel, .navigationLink, .roundedBorder, .insetGrouped, .grouped, .inset, .sidebar, .columns,
                                         .titleOnly, .iconOnly]

    @Test("every style word reads back as its case; an unknown one as itself")
    func styleWords() throws {
        for style in Self.styles {
            #expect(ContentStyle(rawValue: style.rawValue) == style)
        }
        #expect(Set(Self.styles.map(\.rawValue)).count == Self.styles.count)
        #expect(ContentStyle(rawValue: "glassProminent") == .other("glassProminent"))
        let decoded = try JSONDecoder().decode([ContentStyle].self, from: Data(#"["switch","wheel"]"#.utf8))
        #expect(decoded == [.switch, .other("wheel")])
        #expect(String(decoding: try EaselJSON.encode(decoded, pretty: false), as: UTF8.self) == #"["switch","wheel"]"#)
    }

    @Test("a node writes its role and style as words; an unknown role is a decoding error, not a crash")
    func nodeWords() throws {
        var node = ContentNode(kind: "Toggle", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        node.role = .overlay
        node.style = .switch
        let json = String(decoding: try EaselJSON.encode(node, pretty: false), as: UTF8.self)
        #expect(json.contains(#""role":"overlay""#) && json.contains(#""style":"switch""#))
        #expect(try JSONDecoder().decode(ContentNode.self, from: Data(json.utf8)).style == .switch)
        let unknown = Data(#"{"kind":"Text","frame":{"x":0,"y":0,"width":1,"height":1},"role":"underlay","children":[]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ContentNode.self, from: unknown) }
    }

    @Test("parts keep the layout's words for what they carry")
    func partWords() {
        #expect(ContentPart.control(nil).description == "control")
        #expect(ContentPart.control("On").description == "control:On")
        #expect(ContentPart.icon("star").description == "icon:star")
        #expect(ContentPart.icon("star").isIcon && ContentPart.control(nil).isControl && !ContentPart.bezel.isIcon)
    }
}
