import EaselIR
import SwiftSyntax

/// `onChange(of:initial:_:)` on a view on screen: SwiftUI runs the action when the value it
/// watches differs from the one the previous frame saw (and, with `initial: true`, as the view
/// appears). Each frame's value is kept in the state (`changed:<identity>`), so the comparison
/// holds across the settling rounds and across interactions.
struct ChangeObservation {
    let key: String
    let value: IRValue
    let initial: Bool
    let action: Value
    let range: SourceRange
}

/// An action SwiftUI calls now, with its arguments and the modifier that gave it (where a
/// mistake in calling it is reported).
typealias DueAction = (action: Value, arguments: [Value], at: SourceRange)

extension Lowerer {
    /// Records an `onChange` modifier's watched value and action; false when `m` is not one.
    func observeChange(_ m: ModifierValue, key: @autoclosure () -> String, _ ctx: Context) -> Bool {
        guard m.name == "onChange" else { return false }
        guard !ctx.inHiddenTab, presentations[ctx.presentation].isPresented,
              let watched = m.arguments.first(where: { $0.name == "value" || $0.name == "of" })?.value,
              let value = interpreter.irValue(watched, keepingUnknown: true),  // an unknown stays one, not its text
              let action = m.arguments.last(where: { $0.value.isFunction })?.value else { return true }
        let initial: Bool
        if case .bool(true)? = m.arguments.first(where: { $0.name == "initial" })?.value { initial = true } else { initial = false }
        changeObservations.append(ChangeObservation(key: key(), value: value, initial: initial, action: action, range: m.range))
        return true
    }

    /// The onChange actions this pass calls for, with their arguments — `(old, new)` for a
    /// two-parameter closure, `(new)` for `perform:`'s one — each frame's value remembered.
    func changedObservations(in interpreter: Interpreter) -> [DueAction] {
        var due: [DueAction] = []
        for observation in changeObservations {
            let slot = StateStore.changedSlot(observation.key)
            let previous = interpreter.store[slot]
            guard previous != observation.value else { continue }
            interpreter.store[slot] = observation.value
            guard previous != nil || observation.initial else { continue }
            let old = interpreter.value(previous ?? observation.value), new = interpreter.value(observation.value)
            switch observation.action.parameterCount {
            case 0: due.append((observation.action, [], observation.range))
            case 1: due.append((observation.action, [new], observation.range))
            default: due.append((observation.action, [old, new], observation.range))
            }
        }
        return due
    }
}

/// `preference(key:value:)` below a view and `onPreferenceChange(_:perform:)` on it: the values
/// its descendants set for the key, combined with the key's `reduce`, are handed to the action
/// when they differ from the previous frame's — the way a `GeometryReader` reports a size up.
struct PreferenceSetting {
    let node: String
    let index: Int
    let key: String
    let value: Value
}

struct PreferenceObservation {
    let node: String
    let index: Int
    let key: String
    let action: Value
    let range: SourceRange
}

extension Lowerer {
    /// Records a `preference` or an `onPreferenceChange` modifier; false when `m` is neither.
    func observePreference(_ m: ModifierValue, node: String, index: Int, _ ctx: Context) -> Bool {
        guard m.name == "preference" || m.name == "onPreferenceChange" else { return false }
        guard !ctx.inHiddenTab, presentations[ctx.presentation].isPresented,
              case .type(let key)? = m.arguments.first?.value else { return true }
        if m.name == "preference", let value = m.arguments.first(where: { $0.name == "value" })?.value {
            preferenceSettings.append(PreferenceSetting(node: node, index: index, key: key, value: value))
        } else if let action = m.arguments.last(where: { $0.value.isFunction })?.value {
            preferenceObservations.append(PreferenceObservation(node: node, index: index, key: key, action: action, range: m.range))
        }
        return true
    }

    /// The `onPreferenceChange` actions this pass calls for, each with its key's combined value.
    func changedPreferences(in interpreter: Interpreter) throws -> [DueAction] {
        var due: [DueAction] = []
        for observation in preferenceObservations {
            // Set inside the observed view: by its content, or by a modifier applied before this one.
            let values = preferenceSettings.filter {
                $0.key == observation.key && ($0.node == observation.node ? $0.index < observation.index : $0.node.hasPrefix(observation.node + "/"))
            }.map(\.value)
            guard let combined = try combine(values, key: observation.key, in: interpreter),
                  let value = interpreter.irValue(combined, keepingUnknown: true) else { continue }
            let slot = StateStore.changedSlot(observation.node + "/onPreferenceChange#\(observation.index)")
            guard interpreter.store[slot] != value else { continue }
            interpreter.store[slot] = value
            due.append((observation.action, observation.action.parameterCount == 0 ? [] : [combined], observation.range))
        }
        return due
    }

    /// The values in view order folded as the key declares: `reduce(value:nextValue:)` from its
    /// `defaultValue`. With no value set, the default; a key Easel cannot read, the last value.
    private func combine(_ values: [Value], key: String, in interpreter: Interpreter) throws -> Value? {
        guard let type = interpreter.userType(key), type.methods["reduce"] != nil,
              let initial = try? interpreter.staticMember("defaultValue", of: key, at: interpreter.program.source.tree) else { return values.last }
        var accumulated = initial
        for next in values {
            let nextValue = Value.builtin(Builtin(name: "nextValue") { _, _, _ in next })
            _ = try interpreter.callMethod("reduce", on: interpreter.staticContext(of: type),
                                           args: [("value", accumulated), ("nextValue", nextValue)], at: .none)
            accumulated = interpreter.inoutResults[0] ?? accumulated
            interpreter.inoutResults = [:]
        }
        return accumulated
    }
}
