/// The widths of every prefix of a text, measured in one pass, so that wrapping or truncating a
/// text of n characters costs O(n) instead of one measurement of a growing string per candidate
/// (a 300,000-character run took over a minute to wrap that way; issue 33).
///
/// A run of characters measures exactly as `TextMeasuring.width(of:font:)` measures it alone:
/// widths are kept in the measurer's units (a font's integer units, so sums are exact) with the
/// kerning between neighbours apart, and converted the way the measurer converts a whole string.
public struct PrefixWidths: Sendable {
    /// `units[k]`: the first `k` characters as one run.
    let units: [Double]
    /// `kerns[k]`: the kerning between character `k - 1` and character `k`, which `units[k + 1]`
    /// holds and a run starting at `k` does not. Empty, as the two below, when the face has no
    /// kerning (every one 0): for a 2 MB text that is 48 MB not written (page faults were a third
    /// of measuring it).
    let kerns: [Double]
    /// The affix (an ellipsis) alone, and its kerning after character `k - 1` (`[k]`) and before
    /// character `k` (`[k]`).
    let affixUnits: Double
    let kernsBeforeAffix: [Double]
    let kernsAfterAffix: [Double]
    /// Points are `units / unitsPerEm * size`, the order the measurer uses for a whole string.
    let unitsPerEm: Double
    let size: Double
    /// The text and where each character starts in it (and its end): a run of it is a slice of
    /// the string, copied at once, not a string grown one character at a time (a wrap of 2 MB at
    /// a zero width made two million one-character lines that way, half the render). The
    /// characters themselves are not kept: an array of them was 32 MB for a 2 MB text.
    private let text: String
    private let starts: [String.Index]

    /// `starts`: where each character of `text` starts, then its end (`Self.starts(of:)`).
    public init(text: String, starts: [String.Index], units: [Double], kerns: [Double], affixUnits: Double,
                kernsBeforeAffix: [Double], kernsAfterAffix: [Double], unitsPerEm: Double, size: Double) {
        self.text = text
        self.starts = starts
        self.units = units
        self.kerns = kerns
        self.affixUnits = affixUnits
        self.kernsBeforeAffix = kernsBeforeAffix
        self.kernsAfterAffix = kernsAfterAffix
        self.unitsPerEm = unitsPerEm
        self.size = size
    }

    /// Where each character of `text` starts, and its end: `body` is handed each character's
    /// range as it is found (one pass finding the characters' boundaries, not one per use).
    public static func starts(of text: String, _ body: (Range<String.Index>) -> Void = { _ in }) -> [String.Index] {
        var starts: [String.Index] = []
        starts.reserveCapacity(text.utf8.count + 1)
        var i = text.startIndex
        while i < text.endIndex {
            let next = text.index(after: i)
            starts.append(i)
            body(i..<next)
            i = next
        }
        starts.append(text.endIndex)
        return starts
    }

    public var count: Int { starts.count - 1 }

    /// The characters of `range` as one run.
    public func width(_ range: Range<Int>) -> Double {
        points(runUnits(range))
    }

    /// The characters of `range` followed by the affix (`"Archiv…"`).
    public func width(_ range: Range<Int>, affixAfter: Bool) -> Double {
        guard affixAfter else { return width(range) }
        let join = range.isEmpty || kernsBeforeAffix.isEmpty ? 0 : kernsBeforeAffix[range.upperBound]
        return points(runUnits(range) + join + affixUnits)
    }

    /// The affix followed by the characters of `range` (`"…hive"`).
    public func width(affixBefore range: Range<Int>) -> Double {
        let join = range.isEmpty || kernsAfterAffix.isEmpty ? 0 : kernsAfterAffix[range.lowerBound]
        return points(affixUnits + join + runUnits(range))
    }

    public func string(_ range: Range<Int>) -> String { String(text[starts[range.lowerBound]..<starts[range.upperBound]]) }

    /// Whether character `k` is a plain space (U+0020 alone): read from the text's bytes, since
    /// wrapping asks it of every character and a `Character`'s `asciiValue` took a third of a
    /// 2 MB text's layout.
    public func isSpace(_ k: Int) -> Bool {
        let start = starts[k]
        return text.utf8[start] == UInt8(ascii: " ") && text.utf8.index(after: start) == starts[k + 1]
    }

    private func runUnits(_ range: Range<Int>) -> Double {
        range.isEmpty ? 0 : units[range.upperBound] - units[range.lowerBound] - (kerns.isEmpty ? 0 : kerns[range.lowerBound])
    }

    private func points(_ units: Double) -> Double { units / unitsPerEm * size }
}

extension TextMeasuring {
    /// Every prefix of `text` measured one character at a time with no kerning: exact for
    /// measurers whose widths add up (a fixed advance per character); FreeType's measurer
    /// overrides it with kerning.
    public func prefixWidths(of text: String, font: FontSpec, affix: String) -> PrefixWidths {
        var units = [0.0]
        let starts = PrefixWidths.starts(of: text) { character in
            units.append(units[units.count - 1] + width(of: String(text[character]), font: font))
        }
        return PrefixWidths(text: text, starts: starts, units: units, kerns: [], affixUnits: width(of: affix, font: font),
                            kernsBeforeAffix: [], kernsAfterAffix: [], unitsPerEm: 1, size: 1)
    }
}
