import Foundation
import FuzzSupport

/// The two kinds of saved state on arbitrary bytes: a customization document (the CLI's state file
/// and the Studio's stored customizations, read by `CustomizationStore.read`) and a running state
/// (the Studio's stored `@State` values). Whatever decodes is applied to a bundled example and drawn.
/// Invariants: a usable document survives a save and a load unchanged; the state it gives each
/// toolbar is migrated (no duplicates, migrating again changes nothing); a tab state likewise.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCustomizationDocument(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let example = Fuzz.examples[count % Fuzz.examples.count]
    let platform: Platform = count % 2 == 0 ? .macos : .ipados

    let loaded = CustomizationStore.read(data, from: "fuzz input")
    if !loaded.unreadable {
        guard let saved = try? EaselJSON.encode(loaded.document) else { Fuzz.fail("a usable document does not encode") }
        let reloaded = CustomizationStore.read(saved, from: "saved fuzz input")
        if reloaded.unreadable || reloaded.document != loaded.document { Fuzz.fail("a usable document changed across a save and a load") }
    }
    for declaration in example.evaluation.document.toolbars {
        let model = CustomizationModel(declaration)
        let state = loaded.document.state(for: declaration)
        if Set(state.items).count != state.items.count { Fuzz.fail("migrated toolbar state lists an item twice: \(state.items)") }
        if model.migrate(state) != state { Fuzz.fail("migrating a migrated toolbar state changed it") }
    }
    for declaration in example.evaluation.document.tabViews {
        let model = TabCustomizationModel(declaration)
        let state = loaded.document.state(for: declaration)
        if model.migrate(state) != state { Fuzz.fail("migrating a migrated tab state changed it") }
    }
    _ = Fuzz.draw(example.evaluation.document, state: example.evaluation.state, customizations: loaded.document, platform: platform)

    // A running state read back from the Studio's store drives a fresh evaluation.
    if let running = try? JSONDecoder().decode(StateStore.self, from: data) {
        let evaluation = example.program.evaluate(state: running, options: EvaluationOptions(limits: Fuzz.limits))
        _ = Fuzz.draw(evaluation.document, state: evaluation.state, customizations: CustomizationDocument(), platform: platform)
    }
    return 0
}
