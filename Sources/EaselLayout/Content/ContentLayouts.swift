import EaselIR
import Synchronization

/// Content laid out before, by everything the content stage reads. The stage is a pure function
/// of its view and inputs, so a caller that lays out one document in many variants
/// (`check --variants`) keeps one of these per document: a variant that differs only where the
/// content stage does not look — its direction, since right-to-left is the left-to-right layout
/// mirrored afterwards (V3) — reuses a layout instead of making it again.
///
/// Views are compared with `==`, which is quick for copies of one document's tree (its arrays
/// and strings compare by identity first). It keeps the latest `capacity` layouts, so a caller
/// that never starts a new one still costs a bounded search per layout.
public final class ContentLayouts: Sendable {
    struct Inputs: Equatable, Sendable {
        let view: ViewNode
        let platform: Platform
        let splitColumns: [SplitColumn]
        let scrolled: Bool
        let dynamicType: DynamicTypeSize
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
}
