import EaselIR
import Foundation
import Testing

/// The typed vocabulary writes exactly the JSON's words, reads them back, and keeps a word it does
/// not know where the source may write one.
@Suite("Vocabulary")
struct VocabularyTests {
    static func json<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try EaselJSON.encode(value, pretty: false), as: UTF8.self)
    }

    static let placements: [ToolbarPlacement] = [
        .automatic, .principal, .status, .primaryAction, .secondaryAction, .confirmationAction, .cancellationAction,
        .destructiveAction, .navigation, .topBarLeading, .topBarTrailing, .topBarPinnedTrailing, .navigationBarLeading,
        .navigationBarTrailing, .bottomBar, .bottomOrnament, .keyboard, .title, .subtitle, .largeTitle, .largeSubtitle,
    ]

    @Test("every placement word reads back as its case, in the IR's shape and the render's")
    func placementWords() throws {
        for placement in Self.placements {
            #expect(ToolbarPlacement(placement.name) == placement)
            #expect(ToolbarPlacement(described: placement.description) == placement)
            #expect(try Self.json(placement) == #"{"name":"\#(placement.name)"}"#)
            #expect(try EaselJSON.decode(ToolbarPlacement.self, from: EaselJSON.encode(placement)) == placement)
        }
        #expect(Set(Self.placements.map(\.name)).count == Self.placements.count)
    }

    /// Bars and locations compare and hash by case (not through the word they write): equal
    /// exactly when their words are equal, and a set keeps one of each.
    @Test("bar kinds and item locations are equal exactly when their words are")
    func equalityByCase() {
        let bars: [BarKind] = [.windowToolbar, .accessoryBar("a"), .accessoryBar("b"), .navigationBar, .scrollHeader, .keyboardBar,
                               .bottomBar, .ornament, .sheetBar, .touchBar]
        let locations: [ItemLocation] = bars.flatMap { bar in Slot.allCases.map { ItemLocation.bar(bar, $0) } } + [.overflow, .hidden]
        for a in bars { for b in bars { #expect((a == b) == (a.rawValue == b.rawValue)) } }
        for a in locations { for b in locations { #expect((a == b) == (a.rawValue == b.rawValue)) } }
        #expect(Set(bars + bars).count == bars.count)
        #expect(Set(locations + locations.reversed()).count == locations.count)
        #expect(Set([BarKind.accessoryBar("a"), BarKind(rawValue: "accessoryBar:a")!]).count == 1)
    }

    @Test("an accessory bar keeps its id; an unknown placement keeps its word")
    func placementValues() throws {
        let accessory = ToolbarPlacement.accessoryBar(id: "tools")
        #expect(try Self.json(accessory) == #"{"accessoryBarID":"tools","name":"accessoryBar"}"#)
        #expect(accessory.description == "accessoryBar(id: tools)")
        #expect(ToolbarPlacement(described: accessory.description) == accessory)
        #expect(ToolbarPlacement("accessoryBar", accessoryBarID: "tools") == accessory)
        let unknown = try EaselJSON.decode(ToolbarPlacement.self, from: Data(#"{"name":"topBarMiddle"}"#.utf8))
        #expect(unknown == .other("topBarMiddle"))
        #expect(try Self.json(unknown) == #"{"name":"topBarMiddle"}"#)
    }

    @Test("bar kinds and locations are their contract words, accessory bar ids with dots included")
    func barWords() throws {
        let kinds: [BarKind] = [.windowToolbar, .accessoryBar("a.b"), .navigationBar, .scrollHeader, .keyboardBar, .bottomBar, .ornament,
                                .sheetBar, .touchBar]
        for kind in kinds {
            #expect(BarKind(rawValue: kind.rawValue) == kind)
            #expect(try Self.json([kind]) == #"["\#(kind.rawValue)"]"#)
            for slot in Slot.allCases {
                let location = ItemLocation.bar(kind, slot)
                #expect(ItemLocation(rawValue: location.rawValue) == location)
            }
        }
        #expect(BarKind.accessoryBar("1").rawValue == "accessoryBar:1")
        #expect(ItemLocation.bar(.accessoryBar("a.b"), .leading).rawValue == "accessoryBar:a.b.leading")
        #expect(try Self.json([ItemLocation.overflow, .hidden, .bar(.navigationBar, .trailing)]) == #"["overflow","hidden","navigationBar.trailing"]"#)
        #expect(kinds.sorted() == kinds, "top to bottom on screen")
    }

    @Test("a bar kind or location Easel never writes is a decoding error, not a crash")
    func unknownBarWords() {
        #expect(throws: DecodingError.self) { try EaselJSON.decode([BarKind].self, from: Data(#"["navBar"]"#.utf8)) }
        #expect(throws: DecodingError.self) { try EaselJSON.decode([ItemLocation].self, from: Data(#"["navigationBar.middle"]"#.utf8)) }
        #expect(throws: DecodingError.self) { try EaselJSON.decode([ItemLocation].self, from: Data(#"["nowhere"]"#.utf8)) }
        #expect(throws: DecodingError.self) { try EaselJSON.decode([TabPresentation].self, from: Data(#"["drawer"]"#.utf8)) }
    }
}
