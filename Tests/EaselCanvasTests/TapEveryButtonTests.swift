import EaselFrontend
import EaselIR
import Foundation
import Testing

/// Every button the picture shows names the view whose action runs (issue "The first hour",
/// point 4): a toolbar item's `data-identity` lies inside that item's own content (not in another
/// toolbar's, such as a sheet's), and tapping every drawn button by it runs an action.
@Suite("Tap every button")
struct TapEveryButtonTests {
    static let cases: [(String, Platform)] = allExamples.filter { !$0.name.hasPrefix("seed") }.flatMap { example in
        [Platform.ios, .ipados, .macos].map { (example.name, $0) }
    }

    @Test("each drawn item's identity is its own content's, and tapping each drawn button runs an action", arguments: cases)
    func tapEveryButton(_ name: String, _ platform: Platform) throws {
        let source = try #require(allExamples.first { $0.name == name }?.source)
        let program = Frontend.compile(source)
        let evaluation = program.evaluate()
        let drawn = draw(source, platform)
        let svg = drawn.output.svg
        // `<g id="item-KEY" …>` or `item-KEY@T` (a key several toolbars show) with its identity.
        var checked = 0
        for match in svg.matches(of: /<g id="item-([^"@]+)(?:@(\d+))?" class="item"[^>]* data-identity="([^"]+)"/) {
            let key = String(match.1), identity = String(match.3)
            let toolbars = match.2.flatMap { Int($0) }.map { [$0] } ?? Array(drawn.render.toolbars.indices)
            let owners = toolbars.compactMap { t -> ViewNode? in
                guard drawn.render.declarationIndices.indices.contains(t) else { return nil }
                return drawn.ir.toolbars[drawn.render.declarationIndices[t]].items.first { $0.key == key }?.content
            }
            #expect(owners.contains { identity == $0.identity || identity.hasPrefix($0.identity + "/") },
                    "\(name) \(platform): item \(key) names \(identity), outside its own content")
            checked += 1
        }
        // Not vacuous: where an item with an action is drawn, it was checked.
        let shown = Set(drawn.render.toolbars.flatMap(\.items).filter { $0.where.bar != nil }.map(\.key))
        let actionable = drawn.ir.toolbars.flatMap(\.items).contains { item in
            var interactive = false
            item.content?.walk { if $0.interactive { interactive = true } }
            return interactive && shown.contains(item.key)
        }
        #expect(checked > 0 || !actionable, "\(name) \(platform): no drawn item was checked")
        let buttons = Set(svg.matches(of: /data-identity="([^"]+)" data-kind="Button"/).map { String($0.1) })
        for identity in buttons.sorted() {
            let result = program.perform(.tap(identity), state: evaluation.state)
            #expect(!result.diagnostics.contains { $0.code == "bad-event" }, "\(name) \(platform) \(identity): \(result.diagnostics)")
        }
    }
}
