import EaselIR
import Synchronization

/// Content laid out before, by everything the content stage reads. The stage is a pure function
/// of its view and inputs, so a caller that lays out one document in many variants
/// (`check --variants`) keeps one of these per document: a variant that differs only where the
/// content stage does not look — its direction, since right-to-left is the left-to-right layout
/// mirrored afterwards (V3) — reuses a layout instead of making it again. A variant that differs
/// in its area only (another orientation or width) reuses the view tree of its text size.
///
/// Views are compared with `==`, which is quick for copies of one document's tree (its arrays
/// and strings compare by identity first). It keeps the latest `capacity` layouts, so a caller
/// that never starts a new one still costs a bounded search per layout.
public final class ContentLayouts: Sendable {
    struct Inputs: Equatable, Sendable {
        let tree: TreeInputs
        let splitColumns: [SplitColumn]
        let scrolled: Bool
        let area: Rect, visible: Rect, full: Rect
    }

    private let capacity = 16
    private let made = Mutex<[(inputs: Inputs, content: ContentNode?)]>([])

    public init() {}

    /// How many layouts are kept.
    var count: Int { made.withLock(\.count) }

    /// The layout of `inputs`: a known one, else `make`'s, kept when `make` finished it.
    func layout(_ inputs: Inputs, _ make: () -> (content: ContentNode?, finished: Bool)) -> ContentNode? {
        if let known = made.withLock({ $0.first { $0.inputs == inputs } }) { return known.content }
        let result = make()
        guard result.finished else { return result.content }
        made.withLock { made in
            if made.count == capacity { made.removeFirst() }
            made.append((inputs, result.content))
        }
        return result.content
    }

    /// What the view tree is built from: the view, the platform and the text size (not the area,
    /// the direction or the split columns).
    struct TreeInputs: Equatable, Sendable {
        let view: ViewNode
        let platform: Platform
        let dynamicType: DynamicTypeSize
    }

    /// Box trees built before, lent to one layout at a time (a box keeps the sizes it answered).
    private let trees = Mutex<[(inputs: TreeInputs, boxes: UncheckedBoxes)]>([])

    /// How many trees are kept (none while lent).
    var treeCount: Int { trees.withLock(\.count) }

    /// A tree built for `inputs` before, its sizes forgotten, taken out until `keep` returns it;
    /// else `build`'s. Cells of one text size in other orientations or widths build the same tree.
    func tree(_ inputs: TreeInputs, _ build: () -> [Box]) -> [Box] {
        let lent = trees.withLock { trees -> [Box]? in
            guard let i = trees.firstIndex(where: { $0.inputs == inputs }) else { return nil }
            return trees.remove(at: i).boxes.boxes
        }
        guard let lent else { return build() }
        for box in lent { box.forgetSizes() }
        return lent
    }

    /// Returns a tree `tree` lent or built, for the next layout of the same inputs.
    func keep(_ boxes: [Box], for inputs: TreeInputs) {
        trees.withLock { trees in
            if trees.count == capacity { trees.removeFirst() }
            trees.append((inputs, UncheckedBoxes(boxes: boxes)))
        }
    }
}

/// A box tree held by the memo while no layout uses it: only one layout has it at a time.
private struct UncheckedBoxes: @unchecked Sendable {
    let boxes: [Box]
}
