import EaselIR
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
    /// Clip paths written so far: each gets the next id, so the same picture has the same ids.
    private var clips = 0
    /// The bitmaps defined so far (`embeddedImage`), by name and appearance, with their ids.
    private var images: [String: String] = [:]
    /// Template images' masks written so far: each gets the next id.
    private var masks = 0
    /// Gradients defined so far (`gradientFill`): each gets the next id.
    var gradients = 0

    /// Opens a group clipped to `shape` (a `<rect>` or `<circle>` with its attributes), its
    /// `<clipPath>` written just before it; `close("g")` ends it.
    mutating func openClipped(_ shape: String, _ attrs: [(String, String)]) {
        clips += 1
        let id = "clip-\(clips)"
        open("clipPath", [("id", id)])
        element(shape, attrs)
        close("clipPath")
        open("g", [("clip-path", "url(#\(id))")])
    }

    init() { body.reserveCapacity(32_768) }

    /// At most two decimals, without trailing zeros. Built from whole hundredths: going through
    /// `String(format:)` for every coordinate cost 3 % of the Studio's CPU under load (perf).
    /// A number no SVG reader takes (NaN, ±∞: from a source's `.cornerRadius(.nan)`) is 0.
    static func number(_ d: Double) -> String {
        let r = (d * 100).rounded() / 100
        guard r.isFinite else { return "0" }
        guard r.magnitude < 1e15 else { return String(format: "%.2f", r) }
        // Written byte by byte into the string's own storage: `String(Int)` and joining small
        // strings cost more than the rest of drawing a coordinate. A sign, up to 15 digits, a
        // point and two decimals.
        let hundredths = r == r.rounded() ? Int(r) * 100 : Int((d * 100).rounded())
        // Fifteen bytes or fewer make a small string, kept inline: no allocation.
        return String(unsafeUninitializedCapacity: hundredths.magnitude < 10_000_000_000_000 ? 15 : 20) { bytes in
            var end = 0
            if hundredths < 0 {
                bytes[0] = UInt8(ascii: "-")
                end = 1
            }
            var whole = hundredths.magnitude / 100, digits = 1
            while whole >= Self.powersOfTen[digits] { digits += 1 }
            for i in stride(from: end + digits - 1, through: end, by: -1) {
                bytes[i] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
            }
            end += digits
            let fraction = hundredths.magnitude % 100
            guard fraction != 0 else { return end }
            bytes[end] = UInt8(ascii: ".")
            bytes[end + 1] = UInt8(ascii: "0") + UInt8(fraction / 10)
            end += 2
            if fraction % 10 != 0 {
                bytes[end] = UInt8(ascii: "0") + UInt8(fraction % 10)
                end += 1
            }
            return end
        }
    }

    private static let powersOfTen: [UInt] = (0...15).map { (0..<$0).reduce(1) { r, _ in r * 10 } }

    /// Through the string's contiguous bytes: appending its `utf8` view went byte by byte for
    /// the short strings an SVG is made of.
    private mutating func write(_ s: String) {
        var s = s
        s.withUTF8 { body.append(contentsOf: $0) }
    }

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

    /// An asset's bitmap in `r`, stretched to it as SwiftUI draws an image in its frame; a
    /// template image (`tint`) is its alpha filled with that colour. Its bytes are written once a
    /// document: the first use defines it (a `<symbol>` the size of the bitmap, scaled to each
    /// use's frame), every use refers to it.
    mutating func embeddedImage(_ name: String, _ bitmap: Bitmap, dark: Bool, in r: Rect, tint: String?, extra: [(String, String)]) {
        let key = dark && bitmap.dark != nil ? name + "\u{0}dark" : name
        let id: String
        if let defined = images[key] {
            id = defined
        } else {
            id = "image-\(images.count + 1)"
            images[key] = id
            let file = bitmap.file(dark: dark)
            let (w, h) = (Self.number(bitmap.width), Self.number(bitmap.height))
            open("defs")
            open("symbol", [("id", id), ("viewBox", "0 0 \(w) \(h)"), ("preserveAspectRatio", "none")])
            indent()
            write("<image width=\"\(w)\" height=\"\(h)\" href=\"data:\(file.mediaType);base64,")
            write(file.base64)  // base64 holds nothing to escape
            write("\"/>\n")
            close("symbol")
            close("defs")
        }
        let frame = [("x", Self.number(r.x)), ("y", Self.number(r.y)), ("width", Self.number(r.width)), ("height", Self.number(r.height))]
        guard let tint else {
            element("use", [("href", "#" + id)] + frame + extra)
            return
        }
        masks += 1
        open("mask", [("id", "mask-\(masks)"), ("mask-type", "alpha"), ("maskUnits", "userSpaceOnUse")] + frame)
        element("use", [("href", "#" + id)] + frame)
        close("mask")
        element("rect", frame + [("fill", tint), ("mask", "url(#mask-\(masks))")] + extra)
    }

    /// Markup made elsewhere and escaped there (a custom symbol's outlines, `CustomSymbol`),
    /// inside a group with `attrs`.
    mutating func group(markup: String, _ attrs: [(String, String)]) {
        start("g", attrs)
        body.append(UInt8(ascii: ">"))
        write(markup)
        write("</g>\n")
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
        var s = s
        s.withUTF8 { bytes in
            if bytes.contains(where: isSpecial) { escape(bytes, into: &out) } else { out.append(contentsOf: bytes) }
        }
    }

    static func needsEscaping(_ s: some StringProtocol) -> Bool { s.utf8.contains(where: isSpecial) }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
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
