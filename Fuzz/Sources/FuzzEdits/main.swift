import Foundation
import FuzzSupport

/// Random edit sequences on the engine: the bytes choose a bundled example, a platform and a run
/// of toolbar and tab edits (ids declared, placed, or made up; positions in and out of range).
/// Invariants after every edit: no item twice, a rejected edit is rejected again the same way, the
/// state is its own migration and survives a save and a load; at the end the same document
/// resolves and draws to the same bytes twice (determinism).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEdits(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var bytes = Fuzz.Bytes(start, count)
    let example = Fuzz.examples[bytes.next() % Fuzz.examples.count]
    let ir = example.evaluation.document
    let platform = Platform.allCases[bytes.next() % Platform.allCases.count]
    var document = CustomizationDocument()

    var edits = 0
    while !bytes.isAtEnd, edits < 64 {
        edits += 1
        if bytes.next() % 4 == 0, let tabView = ir.tabViews.first {
            editTabs(tabView, &document, platform, &bytes)
        } else if let toolbar = bytes.pick(ir.toolbars.filter { $0.id != nil }) {
            editToolbar(toolbar, &document, platform, &bytes)
        }
    }

    let first = Fuzz.draw(ir, state: example.evaluation.state, customizations: document, platform: platform)
    let second = Fuzz.draw(ir, state: example.evaluation.state, customizations: document, platform: platform)
    if first.json != second.json || first.svg != second.svg { Fuzz.fail("the same customization drew differently twice") }
    return 0
}

func editToolbar(_ declaration: ToolbarDecl, _ document: inout CustomizationDocument, _ platform: Platform, _ bytes: inout Fuzz.Bytes) {
    guard let id = declaration.id else { return }
    let model = CustomizationModel(declaration)
    let state = document.state(for: declaration)
    let ids = declaration.items.compactMap(\.id) + state.items + ["not-declared"]
    let item = bytes.pick(ids) ?? "not-declared"
    let position = bytes.next() % 12 - 2
    let edit: ToolbarEdit
    switch bytes.next() % 6 {
    case 0: edit = .add(item, at: position < 0 ? nil : position)
    case 1: edit = .remove(item)
    case 2: edit = .move(item, to: position)
    case 3: edit = .reset
    case 4: edit = .setDisplayMode(DisplayMode.allCases[bytes.next() % DisplayMode.allCases.count])
    default: edit = .setVisible(bytes.next() % 2 == 0)
    }
    do throws(EditRejection) {
        let next = try model.apply(edit, to: state, on: platform)
        if Set(next.items).count != next.items.count { Fuzz.fail("\(edit) on \(platform) listed an item twice: \(next.items)") }
        if model.migrate(next) != next { Fuzz.fail("\(edit) on \(platform) gave a state that migration changes") }
        document.toolbars[id] = next
    } catch {
        rejectedAgain(edit, error) { () throws(EditRejection) in _ = try model.apply(edit, to: state, on: platform) }
    }
    roundTrip(document)
}

func editTabs(_ declaration: TabViewDecl, _ document: inout CustomizationDocument, _ platform: Platform, _ bytes: inout Fuzz.Bytes) {
    let model = TabCustomizationModel(declaration)
    guard let key = model.storageKey else { return }
    let state = document.state(for: declaration)
    let tabNames: [String] = declaration.tabs.flatMap { [$0.key, $0.customizationID].compactMap { $0 } }
    let sectionNames: [String] = declaration.sections.flatMap { [$0.key, $0.customizationID].compactMap { $0 } }
    let names = tabNames + sectionNames + ["not-declared"]
    let name = bytes.pick(names) ?? "not-declared"
    let placement = TabBarPlacement.allCases[bytes.next() % 2]
    let edit: TabEdit
    switch bytes.next() % 5 {
    case 0: edit = .hide(name, for: placement)
    case 1: edit = .show(name, for: placement)
    case 2: edit = .move(name, to: bytes.next() % 10 - 2, section: bytes.pick([nil, ""] + declaration.sections.map(\.key)) ?? nil)
    case 3: edit = .resetVisibility
    default: edit = .resetOrder
    }
    do throws(EditRejection) {
        let next = try model.apply(edit, to: state, on: platform)
        for (section, order) in next.tabOrder where Set(order).count != order.count {
            Fuzz.fail("\(edit) on \(platform) listed an entry of section '\(section)' twice: \(order)")
        }
        if model.migrate(next) != next { Fuzz.fail("\(edit) on \(platform) gave a tab state that migration changes") }
        document.tabs[key] = next
    } catch {
        rejectedAgain(edit, error) { () throws(EditRejection) in _ = try model.apply(edit, to: state, on: platform) }
    }
    roundTrip(document)
}

/// C7: a rejected edit is rejected again, for the same reason.
func rejectedAgain(_ edit: some Any, _ error: EditRejection, _ retry: () throws(EditRejection) -> Void) {
    do throws(EditRejection) {
        try retry()
        Fuzz.fail("\(edit) was rejected (\(error)) and then accepted")
    } catch let again {
        if again != error { Fuzz.fail("\(edit) was rejected as \(error), then as \(again)") }
    }
}

/// S1: what is saved is what is loaded.
func roundTrip(_ document: CustomizationDocument) {
    guard let data = try? EaselJSON.encode(document) else { Fuzz.fail("a customization document does not encode") }
    let loaded = CustomizationStore.read(data, from: "saved edits")
    if loaded.unreadable || loaded.document != document { Fuzz.fail("a customization document changed across a save and a load") }
}
