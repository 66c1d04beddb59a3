import EaselLayout
import Foundation

/// Builds deterministic, readable SVG: fixed number formatting, attributes in the order given.
/// Every element is appended to one growing buffer, a line each: building a string per line and per
/// attribute and joining them at the end was a tenth of drawing a small preview (perf, 2026-11-28).
struct SVGWriter {
    /// UTF-8 bytes: appending to an array is several times cheaper than to a `String`, which
    /// keeps its encoding's bookkeeping on every append (perf: half of writing an element).
    private var body: [UInt8] = []
    private var depth = 1

    init() { body.reserveCapacity(32_768) }

    /// At most two decimals, without trailing zeros. Built from whole hundredths: going through
    /// `String(format:)` for every coordinate cost 3 % of the Studio's CPU under load (perf).
    /// A number no SVG reader takes (NaN, ±∞: from a source's `.cornerRadius(.nan)`) is 0.
    static func number(_ d: Double) -> String {
        let r = (d * 100).rounded() / 100
        guard r.isFinite else { return "0" }
        guard r.magnitude < 1e15 else { return String(format: "%.2f", r) }
        if r == r.rounded() { return String(Int(r)) }
        let hundredths = Int((d * 100).rounded())
        let fraction = hundredths.magnitude % 100
        let decimals = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return (hundredths < 0 ? "-" : "") + String(hundredths.magnitude / 100) + "." + decimals
    }

    private mutating func write(_ s: String) { body.append(contentsOf: s.utf8) }

    private mutating func indent() {
        for _ in 0..<depth { body.append(UInt8(ascii: " ")); body.append(UInt8(ascii: " ")) }
    }

    /// `<tag a="1" b="2"`, indented, without its end.
    private mutating func start(_ tag: String, _ attrs: [(String, String)], _ extra: [(String, String)] = []) {
        indent()
        body.append(UInt8(ascii: "<"))
        write(tag)
        for (name, value) in attrs { attribute(name, value) }
        for (name, value) in extra { attribute(name, value) }
    }

    private mutating func attribute(_ name: String, _ value: String) {
        body.append(UInt8(ascii: " "))
        write(name)
        write("=\"")
        Markup.append(value, to: &body)
        body.append(UInt8(ascii: "\""))
    }

    mutating func open(_ tag: String, _ attrs: [(String, String)] = []) {
        start(tag, attrs)
        write(">\n")
        depth += 1
    }

    mutating func close(_ tag: String) {
        depth -= 1
        indent()
        write("</")
        write(tag)
        write(">\n")
    }

    mutating func element(_ tag: String, _ attrs: [(String, String)], text: String? = nil) {
        element(tag, attrs, [], text: text)
    }

    private mutating func element(_ tag: String, _ attrs: [(String, String)], _ extra: [(String, String)], text: String?) {
        start(tag, attrs, extra)
        if let text {
            body.append(UInt8(ascii: ">"))
            Markup.append(text, to: &body)
            write("</")
            write(tag)
            write(">\n")
        } else {
            write("/>\n")
        }
    }

    /// `<path d="…" …/>` whose data is a glyph's outline (`GlyphOutlines`: command letters and
    /// numbers, nothing to escape), written as it is: an icon's data is the longest attribute of
    /// a picture, and scanning it byte by byte for `&<>"` was most of writing one.
    mutating func outlinePath(_ data: String, _ attrs: [(String, String)]) {
        assert(!Markup.needsEscaping(data), "outline data holds a character to escape")
        indent()
        write("<path d=\"")
        write(data)
        body.append(UInt8(ascii: "\""))
        for (name, value) in attrs { attribute(name, value) }
        write("/>\n")
    }

    mutating func rect(_ r: Rect, fill: String, radius: Double = 0, stroke: String? = nil, extra: [(String, String)] = []) {
        var attrs = [("x", Self.number(r.x)), ("y", Self.number(r.y)), ("width", Self.number(r.width)), ("height", Self.number(r.height))]
        if radius > 0 { attrs.append(("rx", Self.number(radius))) }
        attrs.append(("fill", fill))
        if let stroke { attrs += [("stroke", stroke), ("stroke-width", "1")] }
        element("rect", attrs, extra, text: nil)
    }

    mutating func text(_ s: String, x: Double, y: Double, size: Double, weight: Int = 400, fill: String, anchor: String = "start",
                       italic: Bool = false, extra: [(String, String)] = []) {
        var attrs = [("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(size))]
        if weight != 400 { attrs.append(("font-weight", String(weight))) }
        if italic { attrs.append(("font-style", "italic")) }
        if anchor != "start" { attrs.append(("text-anchor", anchor)) }
        attrs.append(("fill", fill))
        element("text", attrs, extra, text: s)
    }

    func document(width: Double, height: Double, title: String) -> String {
        let head = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"Inter, DejaVu Sans, sans-serif\">"
        return head + "\n  <title>" + Markup.escape(title) + "</title>\n" + String(decoding: body, as: UTF8.self) + "</svg>\n"
    }
}

/// Text made safe inside XML and HTML elements and quoted attributes (SVG, the HTML page, the docs site).
public enum Markup {
    /// Works on UTF-8 bytes, since every character it replaces is ASCII, and returns text with
    /// none of them as it is: most of what an SVG carries (icon outlines, numbers) has none, and
    /// walking it by `Character` was the largest single cost of drawing (perf, README → Speed).
    public static func escape(_ s: some StringProtocol) -> String {
        guard needsEscaping(s) else { return String(s) }
        return escaped(s)
    }

    /// `s` escaped, added to the end of `out` (UTF-8).
    static func append(_ s: String, to out: inout [UInt8]) {
        guard needsEscaping(s) else { return out.append(contentsOf: s.utf8) }
        escape(s.utf8, into: &out)
    }

    static func needsEscaping(_ s: some StringProtocol) -> Bool {
        s.utf8.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }
    }

    private static func escaped(_ s: some StringProtocol) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 16)
        escape(s.utf8, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func escape(_ bytes: some Sequence<UInt8>, into out: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            default: out.append(byte)
            }
        }
    }
}
