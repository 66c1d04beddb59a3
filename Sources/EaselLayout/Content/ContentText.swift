import EaselIR
import EaselText

/// Text as laid out (spec L7): lines wrapped at word boundaries by the font's real advances.
struct WrappedText: Hashable {
    var lines: [String]
    var widths: [Double]
    var lineHeight: Double
    var width: Double { widths.max() ?? 0 }
    var height: Double { Double(lines.count) * lineHeight }
}

extension ContentEngine {
    static func lineHeight(_ f: FontSpec) -> Double { (f.size * 1.3).rounded() }

    /// `text` wrapped to `width` (`nil` or infinity: one line per paragraph), at most `maxLines`
    /// lines, the last one truncated with "…" when text is left over (L7).
    func wrap(_ text: String, font: FontSpec, width: Double?, maxLines: Int?, truncation: String = "tail") -> WrappedText {
        wrap(text, font: font, width: width, maxLines: maxLines, truncation: truncation, whole: singleParagraphWidth(text, font: font))
    }

    /// Most texts are one paragraph (a byte scan says so without splitting by characters) that
    /// fits its line: measured once, nothing to break or cut. Its width, or nil for several.
    func singleParagraphWidth(_ text: String, font: FontSpec) -> Double? {
        text.utf8.contains(UInt8(ascii: "\n")) ? nil : paragraphWidth(text, font: font)
    }

    /// `wrap` with `text`'s `singleParagraphWidth` known.
    func wrap(_ text: String, font: FontSpec, width: Double?, maxLines: Int?, truncation: String, whole: Double?) -> WrappedText {
        let lineHeight = Self.lineHeight(font)
        let oneParagraph = whole != nil
        if let whole {
            switch finite(width) {
            case nil: return WrappedText(lines: [text], widths: [whole], lineHeight: lineHeight)
            case let w? where w > 0 && whole <= w + 0.01: return WrappedText(lines: [text], widths: [min(whole, w)], lineHeight: lineHeight)
            default: break
            }
        }
        let paragraphs = oneParagraph ? [text] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        // Each line's width where wrapping knew it (a run of its prefix widths measures exactly
        // as the line alone): measuring the lines again was a quarter of a 2 MB text's layout.
        var known: [Double?] = []
        let limit = maxLines.map { max(1, $0) }
        if let width = finite(width) {
            for paragraph in paragraphs {
                let wrapped = wrapParagraph(paragraph, font: font, width: width, maxLines: limit.map { $0 + 1 - lines.count }, measured: whole)
                lines += wrapped.map(\.line)
                known += wrapped.map(\.width)
                if let limit, lines.count > limit { break }
            }
        } else {
            lines = paragraphs
            known = Array(repeating: nil, count: lines.count)
        }
        if let limit, lines.count > limit {
            lines = Array(lines.prefix(limit))
            known = Array(known.prefix(limit))
            lines[limit - 1] = truncate(lines[limit - 1], to: finite(width), font: font, force: true, mode: truncation)
            known[limit - 1] = nil
        } else if let width = finite(width), lines.count == 1, (known[0] ?? measurer.width(of: lines[0], font: font)) > width + 0.01 {
            lines[0] = truncate(lines[0], to: width, font: font, force: false, mode: truncation)
            known[0] = nil
        }
        // A zero width (a parent's probe of the least a text takes) caps every line at 0: the
        // lines, one per character, need no measuring.
        if finite(width) == 0 { return WrappedText(lines: lines, widths: Array(repeating: 0, count: lines.count), lineHeight: lineHeight) }
        let widths = zip(lines, known).map { line, width in width ?? measurer.width(of: line, font: font) }
        let capped = finite(width).map { w in widths.map { min($0, w) } } ?? widths
        return WrappedText(lines: lines, widths: capped, lineHeight: lineHeight)
    }

    /// A paragraph's width. A long one is read from its prefix widths, which wrapping it takes
    /// anyway: measuring it whole as well walked (and hashed, for the width cache) 2 MB once more.
    private func paragraphWidth(_ paragraph: String, font: FontSpec) -> Double {
        guard paragraph.utf8.count > 4_096 else { return measurer.width(of: paragraph, font: font) }
        let prefixes = measuredRuns.prefixWidths(of: paragraph, font: font, measurer: measurer)
        return prefixes.width(0..<prefixes.count)
    }

    /// Greedy word wrap; a word wider than the line is broken between characters. Linear in the
    /// paragraph's length: every candidate line is a run of the paragraph measured by prefix widths.
    /// Past `maxLines` lines the rest is left unwrapped: it is cut anyway.
    /// `measured`: the paragraph's width when the caller has it already.
    private func wrapParagraph(_ paragraph: String, font: FontSpec, width: Double, maxLines: Int?, measured: Double? = nil)
        -> [(line: String, width: Double?)] {
        // A paragraph that fits its line: one measurement instead of the prefix widths of every character.
        let whole = measured ?? paragraphWidth(paragraph, font: font)
        if whole <= width + 0.01 { return [(paragraph, whole)] }
        let text = measuredRuns.prefixWidths(of: paragraph, font: font, measurer: measurer)
        let fits = { (run: Range<Int>) in text.width(run) <= width + 0.01 }
        var lines: [(line: String, width: Double?)] = []
        func add(_ run: Range<Int>) { lines.append((text.string(run), text.width(run))) }
        var current = 0..<0
        var wordStart = 0
        // Words are the runs between single spaces (empty ones included), so a line of several
        // words is the run from its first word to its last, spaces and all.
        var ends: [Int] = []
        for k in 0..<text.count where text.isSpace(k) { ends.append(k) }
        ends.append(text.count)
        for wordEnd in ends {
            if let maxLines, lines.count >= maxLines { return lines }
            let word = wordStart..<wordEnd
            wordStart = wordEnd + 1
            let candidate = current.isEmpty ? word : current.lowerBound..<word.upperBound
            if fits(candidate) {
                current = candidate
                continue
            }
            if !current.isEmpty { add(current) }
            current = word
            while current.count > 1, !fits(current), lines.count < maxLines ?? .max {
                let head = fittingPrefix(of: current, in: text, width: width)
                add(head)
                current = head.upperBound..<current.upperBound
            }
        }
        add(current)
        return lines
    }

    /// The longest start (at least one character) of `run` within `width`.
    private func fittingPrefix(of run: Range<Int>, in text: PrefixWidths, width: Double) -> Range<Int> {
        var end = run.lowerBound + 1
        while end < run.upperBound, text.width(run.lowerBound..<end + 1) <= width + 0.01 { end += 1 }
        return run.lowerBound..<end
    }

    /// `line` shortened with "…" to fit `width` (`force`: the ellipsis even when it fits, because
    /// text was left out after it). Linear in the line's length (prefix widths).
    func truncate(_ line: String, to width: Double?, font: FontSpec, force: Bool, mode: String = "tail") -> String {
        let width = width ?? .infinity
        if !force, measurer.width(of: line, font: font) <= width + 0.01 { return line }
        let text = measuredRuns.prefixWidths(of: line, font: font, measurer: measurer)
        if mode == "head" {
            var start = 0
            while start < text.count, text.width(affixBefore: start..<text.count) > width + 0.01 { start += 1 }
            return "…" + text.string(start..<text.count)
        }
        var end = text.count
        while end > 0, text.width(0..<end, affixAfter: true) > width + 0.01 { end -= 1 }
        while end > 0, text.isSpace(end - 1) { end -= 1 }
        return text.string(0..<end) + "…"
    }

    /// What a `Text` shows: its string, or the value it formats.
    static func string(of view: ViewNode) -> String {
        if let s = view.textContent { return s }
        for name in ["value", "date"] { if let v = view.argument(name) { return text(of: v) } }
        return ""
    }

    /// The lines a text of `box`'s environment takes for `p` (a height fits whole lines, at least one).
    func textLayout(_ text: String, _ box: Box, _ p: Proposal, font: FontSpec? = nil) -> WrappedText {
        let f = font ?? box.env.font
        var limit = box.env.lineLimit
        if let h = finite(p.height) {
            let lines = (h + 0.01) / Self.lineHeight(f)
            // Clamped before it becomes an Int: a height of -1e300 is a finite number of lines no
            // Int holds (found by FuzzLayout: a trap).
            let fit = lines.isFinite ? Int(max(1, min(lines, 1_000_000))) : 1
            limit = min(limit ?? fit, fit)
        }
        let whole = box.singleParagraphWidth(of: text, in: f) { singleParagraphWidth(text, font: f) }
        return wrap(text, font: f, width: p.width, maxLines: limit, truncation: box.env.truncation, whole: whole)
    }

    /// A text node at `rect`: its lines placed per `multilineTextAlignment`.
    func textNode(_ box: Box, _ wrapped: WrappedText, in rect: Rect, kind: String? = nil) -> ContentNode {
        var n = node(box, rect)
        if let kind { n.kind = kind }
        n.text = wrapped.lines.joined(separator: "\n")
        n.lines = wrapped.lines.count
        n.textLines = lineFrames(wrapped, in: rect, alignment: box.env.textAlignment)
        return n
    }

    /// Text the layout writes itself, in the secondary colour: a section's title, a table's
    /// column title, a list row's badge.
    func secondaryText(_ wrapped: WrappedText, in frame: Rect, font: FontSpec, alignment: String, role: ContentRole? = nil) -> ContentNode {
        var n = ContentNode(kind: "Text", frame: frame, font: font)
        n.text = wrapped.lines.joined(separator: "\n")
        n.lines = wrapped.lines.count
        n.textLines = lineFrames(wrapped, in: frame, alignment: alignment)
        n.tint = .secondary
        n.role = role
        return n
    }

    func lineFrames(_ wrapped: WrappedText, in rect: Rect, alignment: String) -> [ContentNode.TextLine] {
        zip(wrapped.lines, wrapped.widths).enumerated().map { i, pair in
            let x = alignment == "center" ? rect.midX - pair.1 / 2 : alignment == "trailing" ? rect.maxX - pair.1 : rect.x
            return ContentNode.TextLine(text: pair.0, frame: Rect(x: x, y: rect.y + Double(i) * wrapped.lineHeight, width: pair.1, height: wrapped.lineHeight))
        }
    }
}
