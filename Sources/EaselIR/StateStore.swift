

/// The state of a running preview: every `@State`, `@AppStorage` and `@SceneStorage` value by
/// slot key. A value type, so an evaluation is a pure function of (program, store) and an
/// interaction is store → store.
///
/// Slot keys: `<view identity>.<property>` for `@State`; `appStorage:<key>` and
/// `sceneStorage:<key>` for the storage wrappers (shared by every view using the key).
public struct StateStore: Codable, Hashable, Sendable {
    public var slots: [String: IRValue]

    public init(slots: [String: IRValue] = [:]) { self.slots = slots }

    public subscript(slot: String) -> IRValue? {
        get { slots[slot] }
        set { slots[slot] = newValue }
    }

    public static func appStorageSlot(_ key: String) -> String { "appStorage:" + key }
    public static func sceneStorageSlot(_ key: String) -> String { "sceneStorage:" + key }
    /// Where a binding to a value Easel cannot know reads and writes (`$model.name` of an
    /// unknown `model`, spec R3): a control bound to it still works in the preview.
    public static func opaqueSlot(_ text: String) -> String { "opaque:" + text }
    /// Marks a view's `onAppear`/`task` action as run (`appeared:<identity>/onAppear#n`), so it
    /// runs once, as SwiftUI runs it once per appearance.
    public static func appearedSlot(_ key: String) -> String { "appeared:" + key }
    /// The value an `onChange(of:)` saw in the last frame (`changed:<identity>/onChange#n`).
    public static func changedSlot(_ key: String) -> String { "changed:" + key }

    /// State an action set to a value Easel cannot know (spec R3): it reads back as an opaque
    /// value showing `text`. Kept as a symbol of a type no source can name.
    public static func unknown(_ text: String) -> IRValue { .symbol(IRSymbol(type: unknownType, name: text)) }
    public static let unknownType = "(unknown)"
    /// A tuple with labels (`(title: String, tag: Int)`) kept in state or in an enum case's
    /// associated values: a record of this type, its fields by label (empty for an unlabelled
    /// element), read back as the tuple, labels and all.
    public static let labeledTupleType = "(tuple)"
}
