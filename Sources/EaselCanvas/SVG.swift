import EaselLayout
import Foundation

/// Builds deterministic, readable SVG: fixed number formatting, attributes in the order given.
/// Every element is appended to one growing text, a line each: building a string per line and per
/// attribute and joining them at the end was a tenth of drawing a small preview (perf, 2026-11-28).
struct SVGWriter {
    private var body = ""
    private var depth = 1

    init() { body.reserveCapacity(16_384) }

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

    /// `<tag a="1" b="2"`, indented, without its end.
    private mutating func start(_ tag: String, _ attrs: [(String, String)], _ extra: [(String, String)] = []) {
        for _ in 0..<depth { body += "  " }
        body += "<"
        body += tag
        for (name, value) in attrs { attribute(name, value) }
        for (name, value) in extra { attribute(name, value) }
    }

    private mutating func attribute(_ name: String, _ value: String) {
        body += " "
        body += name
        body += "=\""
        Markup.append(value, to: &body)
        body += "\""
    }

    mutating func open(_ tag: String, _ attrs: [(String, String)] = []) {
        start(tag, attrs)
        body += ">\n"
        depth += 1
    }

    mutating func close(_ tag: String) {
        depth -= 1
        for _ in 0..<depth { body += "  " }
        body += "</"
        body += tag
        body += ">\n"
    }

    mutating func element(_ tag: String, _ attrs: [(String, String)], text: String? = nil) {
        element(tag, attrs, [], text: text)
    }

    private mutating func element(_ tag: String, _ attrs: [(String, String)], _ extra: [(String, String)], text: String?) {
        start(tag, attrs, extra)
        if let text {
            body += ">"
            Markup.append(text, to: &body)
            body += "</"
            body += tag
            body += ">\n"
        } else {
            body += "/>\n"
        }
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
        return head + "\n  <title>" + Markup.escape(title) + "</title>\n" + body + "</svg>\n"
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

    /// `s` escaped, added to the end of `out` (without a string of its own when nothing changes).
    static func append(_ s: String, to out: inout String) {
        if needsEscaping(s) { out += escaped(s) } else { out += s }
    }

    private static func needsEscaping(_ s: some StringProtocol) -> Bool {
        s.utf8.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }
    }

    private static func escaped(_ s: some StringProtocol) -> String {
        let bytes = s.utf8
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
