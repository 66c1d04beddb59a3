import EaselIR

/// `ViewThatFits` (spec L10): the first child whose ideal size fits the proposal along the
/// axes it names (both by default) is the one shown; when none fits, the last.
extension ContentEngine {
    func fittingChild(_ box: Box, _ p: Proposal) -> Box? {
        let axes = box.view.argument("axes")?.symbolValue?.name ?? "all"
        for child in box.children {
            let ideal = size(child, .unspecified)
            let fitsWidth = axes == "vertical" || p.width.map { ideal.width <= $0 + 0.01 } ?? true
            let fitsHeight = axes == "horizontal" || p.height.map { ideal.height <= $0 + 0.01 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return box.children.last
    }

    func fittingSize(_ box: Box, _ p: Proposal) -> Size {
        fittingChild(box, p).map { size($0, p) } ?? Size(width: 0, height: 0)
    }

    /// Only the chosen child is laid out: the others are not on screen.
    func placeFitting(_ box: Box, in rect: Rect) -> ContentNode {
        let proposal = Proposal(width: rect.width, height: rect.height)
        return node(box, rect, children: fittingChild(box, proposal).map { place($0, in: rect) } ?? [])
    }
}
