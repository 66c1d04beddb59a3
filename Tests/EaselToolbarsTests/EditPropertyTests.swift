import EaselIR
import EaselToolbars
import Foundation
import PropertyBased
import Testing

/// Random edit sequences never break the customization invariants (spec C3, C4, C7, C9, S1).
@Suite("Edit sequences (property-based)")
struct EditPropertyTests {
    static let declaration: ToolbarDecl = {
        var d = toolbar(id: "p", [("lock", .init("primaryAction")), ("pin", .init("primaryAction")), ("a", .init("primaryAction")),
                                  ("b", .init("secondaryAction")), ("c", .init("secondaryAction")), ("space", .init("primaryAction")),
                                  ("later", .init("primaryAction"))])
        d.items[0].behavior = "disabled"
        d.items[1].behavior = "reorderable"
        d.items[5].kind = .spacer
        d.items[5].content = nil
        d.items[6].defaultVisibility = "hidden"
        d.items[6].options = ["alwaysAvailable"]
        return d
    }()

    static let ids = declaration.items.compactMap(\.id)

    /// One number → one edit, so the generator's shrinking shrinks edit sequences.
    static func edit(_ n: Int, state: ToolbarCustomization) -> ToolbarEdit {
        let id = n / 7 % 3 == 0 && !state.items.isEmpty ? state.items[(n / 21) % state.items.count] : ids[(n / 7) % ids.count]
        let position = (n / 63) % 9 - 1
        switch n % 7 {
        case 0: return .add(id, at: position < 0 ? nil : position)
        case 1: return .remove(id)
        case 2: return .move(id, to: position)
        case 3: return .reset
        case 4: return .setDisplayMode(DisplayMode.allCases[n % 3])
        case 5: return .setVisible(n % 2 == 0)
        default: return .add("space", at: 0)
        }
    }

    @Test("no duplicates, behaviors honoured, disabled first, rejections change nothing, state reloads", arguments: [Platform.macos, .ipados])
    func invariants(_ platform: Platform) async {
        let model = CustomizationModel(Self.declaration)
        await propertyCheck(count: 200, input: Gen.int(in: 0...100_000).array(of: 1...40)) { numbers in
            var state = model.defaultState()
            for n in numbers {
                let edit = Self.edit(n, state: state)
                do throws(EditRejection) {
                    state = try model.apply(edit, to: state, on: platform)
                } catch {
                    // C7: a rejected edit changes nothing (the state value is untouched by construction; its
                    // re-application must throw the same reason).
                    #expect(throws: error) { try model.apply(edit, to: state, on: platform) }
                }
                #expect(Set(state.items).count == state.items.count, "duplicate after \(edit): \(state.items)")
                #expect(state.items.contains("lock") && state.items.contains("pin"), "forced item missing after \(edit)")
                #expect(state.items.allSatisfy { Self.ids.contains(CustomizationModel.baseID($0)) })
            }
            // Disabled items lead their slot once resolved (C4).
            let resolved = resolve(Self.declaration, ToolbarContext(platform: .macos, width: 5000), state: state).toolbar
            if let leading = resolved.bar(.windowToolbar)?.leading, let lock = leading.firstIndex(of: "lock") {
                #expect(leading[..<lock].allSatisfy { key in resolved.item(key)?.placement == .secondaryAction })
            }
            // S1: the state survives a save and a load, and migrating it again changes nothing.
            let data = try? EaselJSON.encode(CustomizationDocument(toolbars: ["p": state]))
            let reloaded = data.flatMap { try? JSONDecoder().decode(CustomizationDocument.self, from: $0) }
            #expect(reloaded?.toolbars["p"] == state)
            #expect(model.migrate(state) == state)
        }
    }
}
