import EaselText

/// The prefix widths of the last few texts measured in one layout. A text's size is asked for
/// several proposals (a stack's probes at zero and infinity, then the width it is given, then
/// once more to place it); measuring a long text is the costly part, a pass over its characters
/// through FreeType each time, so the same text in the same font is measured once. A handful of
/// entries, not every text: a screen of short texts would otherwise hold them all for nothing.
final class MeasuredRuns {
    private struct Key: Equatable {
        let text: String
        let font: FontSpec
    }

    private var recent: [(key: Key, widths: PrefixWidths)] = []
    private static let kept = 4

    /// `text`'s prefix widths with an ellipsis as the affix (wrapping and truncation both use it).
    func prefixWidths(of text: String, font: FontSpec, measurer: any TextMeasuring) -> PrefixWidths {
        let key = Key(text: text, font: font)
        if let index = recent.firstIndex(where: { $0.key == key }) { return recent[index].widths }
        let widths = measurer.prefixWidths(of: text, font: font, affix: "…")
        if recent.count == Self.kept { recent.removeFirst() }
        recent.append((key, widths))
        return widths
    }
}
