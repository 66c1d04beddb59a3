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
        let lineHeight = Self.lineHeight(font)
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        let limit = maxLines.map { max(1, $0) }
        if let width = finite(width) {
            for paragraph in paragraphs {
                lines += wrapParagraph(paragraph, font: font, width: width)
                if let limit, lines.count > limit { break }
            }
        } else {
            lines = paragraphs
        }
        if let limit, lines.count > limit {
            lines = Array(lines.prefix(limit))
            lines[limit - 1] = truncate(lines[limit - 1], to: finite(width), font: font, force: true, mode: truncation)
        } else if let width = finite(width), lines.count == 1, measurer.width(of: lines[0], font: font) > width + 0.01 {
            lines[0] = truncate(lines[0], to: width, font: font, force: false, mode: truncation)
        }
        let widths = lines.map { measurer.width(of: $0, font: font) }
        let capped = finite(width).map { w in widths.map { min($0, w) } } ?? widths
        return WrappedText(lines: lines, widths: capped, lineHeight: lineHeight)
    }

    /// Greedy word wrap; a word wider than the line is broken between characters.
    private func wrapParagraph(_ paragraph: String, font: FontSpec, width: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if measurer.width(of: candidate, font: font) <= width + 0.01 {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = word
            while current.count > 1, measurer.width(of: current, font: font) > width + 0.01 {
                let head = fittingPrefix(current, width: width, font: font)
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
        }
        lines.append(current)
        return lines
    }

    /// The longest prefix (at least one character) of `s` within `width`.
    private func fittingPrefix(_ s: String, width: Double, font: FontSpec) -> String {
        var prefix = ""
        for c in s {
            let next = prefix + String(c)
            if !prefix.isEmpty, measurer.width(of: next, font: font) > width + 0.01 { break }
            prefix = next
        }
        return prefix
    }

    /// `line` shortened with "…" to fit `width` (`force`: the ellipsis even when it fits, because
    /// text was left out after it).
    func truncate(_ line: String, to width: Double?, font: FontSpec, force: Bool, mode: String = "tail") -> String {
        let fits = { (s: String) in width.map { self.measurer.width(of: s, font: font) <= $0 + 0.01 } ?? true }
        if !force, fits(line) { return line }
        var characters = Array(line)
        if mode == "head" {
            while !characters.isEmpty, !fits("…" + String(characters)) { characters.removeFirst() }
            return "…" + String(characters)
        }
        while !characters.isEmpty, !fits(String(characters) + "…") { characters.removeLast() }
        while characters.last == " " { characters.removeLast() }
        return String(characters) + "…"
    }

    /// What a `Text` shows: its string, or the value it formats.
    static func string(of view: ViewNode) -> String {
        if let s = view.argument("content")?.stringValue { return s }
        for name in ["value", "date"] { if let v = view.argument(name) { return text(of: v) } }
        return ""
    }

    /// The lines a text of `box`'s environment takes for `p` (a height fits whole lines, at least one).
    func textLayout(_ text: String, _ box: Box, _ p: Proposal, font: FontSpec? = nil) -> WrappedText {
        let f = font ?? box.env.font
        var limit = box.env.lineLimit
        if let h = finite(p.height) {
            let fit = max(1, Int((h + 0.01) / Self.lineHeight(f)))
            limit = min(limit ?? fit, fit)
        }
        return wrap(text, font: f, width: p.width, maxLines: limit, truncation: box.env.truncation)
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

    func lineFrames(_ wrapped: WrappedText, in rect: Rect, alignment: String) -> [ContentNode.TextLine] {
        zip(wrapped.lines, wrapped.widths).enumerated().map { i, pair in
            let x = alignment == "center" ? rect.midX - pair.1 / 2 : alignment == "trailing" ? rect.maxX - pair.1 : rect.x
            return ContentNode.TextLine(text: pair.0, frame: Rect(x: x, y: rect.y + Double(i) * wrapped.lineHeight, width: pair.1, height: wrapped.lineHeight))
        }
    }
}
