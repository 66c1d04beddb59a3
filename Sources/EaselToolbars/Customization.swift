import EaselIR

/// How a macOS toolbar shows its items (spec C2).
public enum DisplayMode: String, Codable, Hashable, Sendable, CaseIterable {
    case iconOnly, labelOnly, iconAndLabel
}

/// What a person customized in one toolbar (spec S1): the items present, in order; every id
/// ever declared while this state existed (the seen-set, as Mozilla's CustomizableUI keeps it);
/// the display mode; whether the toolbar is shown.
public struct ToolbarCustomization: Codable, Hashable, Sendable {
    /// Ids of the items present, in order. A spacer added again has an instance id `<id>~<n>`.
    public var items: [String]
    /// Every item id declared while this state existed, sorted.
    public var seen: [String]
    public var displayMode: DisplayMode
    public var visible: Bool

    public init(items: [String], seen: [String], displayMode: DisplayMode = .iconOnly, visible: Bool = true) {
        self.items = items
        self.seen = seen
        self.displayMode = displayMode
        self.visible = visible
    }
}

/// An edit a person makes (spec C2).
public enum ToolbarEdit: Hashable, Sendable {
    case add(String, at: Int?)
    case remove(String)
    case move(String, to: Int)
    case reset
    case setDisplayMode(DisplayMode)
    case setVisible(Bool)
}

/// Why an edit was refused (spec C7, B9). The reason's raw value is the word the CLI prints.
public struct EditRejection: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: String, Hashable, Sendable, CaseIterable {
        case notCustomizable, notEditableHere, unknownItem, forbiddenByBehavior, alreadyInToolbar, notInToolbar, indexOutOfRange
        /// B9: a tab edit names no declared tab.
        case unknownTab
    }

    public let reason: Reason
    public let message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { "\(reason.rawValue): \(message)" }
}

/// The customization model of one declared toolbar: its default state, migration of saved
/// state (spec S3), and edits with typed rejections (spec C1–C10).
public struct CustomizationModel: Sendable {
    public let declaration: ToolbarDecl
    /// The items whose presence the state decides: identified items of a customizable toolbar.
    public let identifiedItems: [ToolbarItemDecl]
    private let itemsByID: [String: ToolbarItemDecl]
    private let hasSecondaryActions: Bool

    public init(_ declaration: ToolbarDecl) {
        self.declaration = declaration
        identifiedItems = declaration.customizable ? declaration.items.filter { $0.id != nil } : []
        itemsByID = Dictionary(identifiedItems.map { ($0.id!, $0) }, uniquingKeysWith: { first, _ in first })
        hasSecondaryActions = identifiedItems.contains { $0.placement == .secondaryAction }
    }

    func item(_ id: String) -> ToolbarItemDecl? { itemsByID[Self.baseID(id)] }

    /// `flex~2` → `flex`: the declared id of a spacer instance.
    public static func baseID(_ id: String) -> String {
        guard let tilde = id.lastIndex(of: "~"), Int(id[id.index(after: tilde)...]) != nil else { return id }
        return String(id[..<tilde])
    }

    /// Present from the start: visible by default (spec C5), or always present by behavior (C3).
    static func presentByDefault(_ item: ToolbarItemDecl) -> Bool {
        item.behavior != "default" || item.defaultVisibility != "hidden"
    }

    /// Spec C5 and C8: what a fresh (or reset) state holds.
    public func defaultState() -> ToolbarCustomization {
        let items = identifiedItems.filter(Self.presentByDefault).compactMap(\.id)
        return ToolbarCustomization(items: items, seen: Array(Set(identifiedItems.compactMap(\.id))).sorted())
    }

    /// Spec S3: saved state meets the current declaration. Saved order is kept for ids still
    /// declared; others leave `items` but stay `seen`; a never-seen id visible by default joins at
    /// its default position; an id the person removed stays removed; an item that became
    /// `.reorderable` or `.disabled` is forced present.
    public func migrate(_ saved: ToolbarCustomization) -> ToolbarCustomization {
        let declared = identifiedItems.compactMap(\.id)
        var kept: [String] = []
        var present = Set<String>()
        for id in saved.items where itemsByID[Self.baseID(id)] != nil && !present.contains(id) {
            kept.append(id)
            present.insert(id)
        }
        let seen = Set(saved.seen).union(saved.items.map(Self.baseID))
        // Each joining item goes right after its nearest preceding declared item that is present
        // (kept, or itself joining): walking the declaration, that is the last present one so far.
        // Each present item anchors at most one joining item (the anchor moves on), so joins form chains.
        var joinsAfter: [String?: String] = [:]
        var lastPresent: String?
        for item in identifiedItems {
            let id = item.id!
            if present.contains(id) { lastPresent = id; continue }
            let isNew = !seen.contains(id) && Self.presentByDefault(item)
            let forced = item.behavior != "default"
            if isNew || forced {
                joinsAfter[lastPresent] = id
                present.insert(id)
                lastPresent = id
            }
        }
        var items: [String] = []
        items.reserveCapacity(present.count)
        func emit(after anchor: String?) {
            var next = joinsAfter[anchor]
            while let id = next {
                items.append(id)
                next = joinsAfter[id]
            }
        }
        emit(after: nil)
        for id in kept {
            items.append(id)
            emit(after: id)
        }
        var result = saved
        result.items = items
        result.seen = Array(seen.union(declared)).sorted()
        return result
    }

    // MARK: Editing

    /// Spec C1: people edit customizable toolbars on macOS, and on iPadOS only the
    /// `secondaryAction` items.
    public func isEditable(on platform: Platform) -> Bool {
        guard declaration.customizable else { return false }
        switch platform {
        case .macos: return true
        case .ipados: return hasSecondaryActions
        default: return false
        }
    }

    public func isEditable(_ item: ToolbarItemDecl, on platform: Platform) -> Bool {
        guard isEditable(on: platform), item.id != nil else { return false }
        return platform == .macos || item.placement == .secondaryAction
    }

    /// What the editor offers to add (spec C5, C10): editable `.default` items not present, and
    /// every spacer (spacers may be added again).
    public func palette(_ state: ToolbarCustomization, on platform: Platform) -> [String] {
        guard isEditable(on: platform) else { return [] }
        let present = Set(state.items)
        return identifiedItems.filter { item in
            guard let id = item.id, isEditable(item, on: platform), item.behavior == "default" else { return false }
            return item.kind == .spacer || !present.contains(id)
        }.compactMap(\.id)
    }

    /// Applies an edit, or says why not; a rejected edit changes nothing (spec C7).
    public func apply(_ edit: ToolbarEdit, to state: ToolbarCustomization, on platform: Platform) throws(EditRejection) -> ToolbarCustomization {
        guard declaration.customizable else {
            throw EditRejection(.notCustomizable, "the toolbar is declared with toolbar(content:); give it an id with toolbar(id:content:) to make it customizable")
        }
        guard isEditable(on: platform) else {
            throw EditRejection(.notEditableHere, "people cannot customize toolbars on \(platform.rawValue) (spec C1)")
        }
        var next = state
        switch edit {
        case .reset:
            var fresh = defaultState()
            fresh.seen = Array(Set(state.seen).union(fresh.seen)).sorted()
            return fresh
        case .setDisplayMode(let mode):
            guard platform == .macos else { throw EditRejection(.notEditableHere, "display modes exist on macOS only") }
            next.displayMode = mode
            return next
        case .setVisible(let visible):
            guard platform == .macos else { throw EditRejection(.notEditableHere, "only macOS can hide a toolbar") }
            next.visible = visible
            return next
        case .add(let id, let at):
            let item = try editableItem(id, on: platform)
            guard item.behavior != "disabled" else {
                throw EditRejection(.forbiddenByBehavior, "'\(id)' has customization behavior .disabled and is not offered in the editor")
            }
            var instance = item.id!
            if item.kind == .spacer {
                var n = 1
                while state.items.contains(instance) { instance = "\(item.id!)~\(n)"; n += 1 }
            } else if state.items.contains(instance) {
                throw EditRejection(.alreadyInToolbar, "'\(id)' is already in the toolbar; move it instead")
            }
            let index = at ?? state.items.count
            guard index >= 0, index <= state.items.count else {
                throw EditRejection(.indexOutOfRange, "position \(index) is outside 0...\(state.items.count)")
            }
            next.items.insert(instance, at: index)
            return next
        case .remove(let id):
            let item = try editableItem(id, on: platform)
            guard let index = state.items.firstIndex(of: id) else {
                throw EditRejection(.notInToolbar, "'\(id)' is not in the toolbar")
            }
            guard item.behavior == "default" else {
                throw EditRejection(.forbiddenByBehavior, "'\(id)' has customization behavior .\(item.behavior) and cannot be removed")
            }
            next.items.remove(at: index)
            return next
        case .move(let id, let to):
            let item = try editableItem(id, on: platform)
            guard let index = state.items.firstIndex(of: id) else {
                throw EditRejection(.notInToolbar, "'\(id)' is not in the toolbar")
            }
            guard item.behavior != "disabled" else {
                throw EditRejection(.forbiddenByBehavior, "'\(id)' has customization behavior .disabled and cannot be moved")
            }
            guard to >= 0, to < state.items.count else {
                throw EditRejection(.indexOutOfRange, "position \(to) is outside 0..<\(state.items.count)")
            }
            next.items.remove(at: index)
            next.items.insert(id, at: to)
            return next
        }
    }

    private func editableItem(_ id: String, on platform: Platform) throws(EditRejection) -> ToolbarItemDecl {
        guard let item = item(id) else {
            throw EditRejection(.unknownItem, "the toolbar declares no item '\(Self.baseID(id))'")
        }
        guard isEditable(item, on: platform) else {
            throw EditRejection(.notEditableHere, "on iPadOS only secondaryAction items can be customized; '\(id)' is \(item.placement)")
        }
        return item
    }
}
