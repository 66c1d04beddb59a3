import EaselIR
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A custom symbol's SVG template, as SF Symbols exports it and Xcode keeps it in a
/// `.symbolset`: under `Symbols`, a group per weight and scale (`Regular-M`); under `Guides`, each
/// scale's baseline and cap line (`Baseline-M`) and each glyph's margins (`left-margin-Regular-M`).
/// Read with libxml2 (Foundation's `XMLParser`): templates edited by hand or in Inkscape spread
/// attributes over lines and nest groups under transforms of their own.
enum SymbolTemplate {
    /// The weights and scales drawn, best first: SwiftUI's default is regular at medium scale;
    /// a variable template (`Ultralight-S`, `Regular-S`, `Black-S`) has only the small scale.
    static let preferred = ["Regular-M", "Regular-S", "Regular-L", "Medium-M", "Light-M", "Semibold-M"]

    static func read(_ data: Data) -> CustomSymbol? {
        let reader = TreeReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else { return nil }
        guard let symbols = root.first(where: { $0.id == "Symbols" }) else { return nil }
        let glyphs = symbols.children.filter { $0.name == "g" && $0.id != nil }
        guard let glyph = preferred.lazy.compactMap({ name in glyphs.first { $0.id == name } }).first ?? glyphs.first,
              let id = glyph.id, let scale = id.split(separator: "-").last else { return nil }
        let line = { (name: String) in root.first { $0.id == name } }
        guard let baseline = line("Baseline-\(scale)"), let capline = line("Capline-\(scale)") else { return nil }
        let y = { (node: Element) in node.placed(x: node.number("x1"), y: node.number("y1")).y }
        let x = { (node: Element) in node.placed(x: node.number("x1"), y: node.number("y1")).x }
        // Templates of the first writer give Regular-M's margins alone, without its name.
        let margin = { (side: String) in line("\(side)-margin-\(id)") ?? (id == "Regular-M" ? line("\(side)-margin") : nil) }
        guard let left = margin("left").map(x), let right = margin("right").map(x), right > left else { return nil }
        var outlines = ""
        glyph.write(to: &outlines)
        let around = glyph.parent?.transformFromRoot ?? .identity
        return CustomSymbol(outlines: "<g transform=\"\(around.svg)\">" + outlines + "</g>",
                            left: left, right: right, capline: y(capline), baseline: y(baseline))
    }

    /// An element of the template and what it contains.
    final class Element {
        let name: String
        let attributes: [String: String]
        weak var parent: Element?
        var children: [Element] = []

        init(name: String, attributes: [String: String], parent: Element?) {
            self.name = name
            self.attributes = attributes
            self.parent = parent
        }

        var id: String? { attributes["id"] }
        func number(_ key: String) -> Double { attributes[key].flatMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? 0 }

        func first(where match: (Element) -> Bool) -> Element? {
            if match(self) { return self }
            for child in children { if let found = child.first(where: match) { return found } }
            return nil
        }

        /// The transform from this element's coordinates to the document's.
        var transformFromRoot: AffineTransform2D {
            let own = attributes["transform"].map(AffineTransform2D.parse) ?? .identity
            return (parent?.transformFromRoot ?? .identity).then(own)
        }

        /// A point of this element (a guide's end) in the document's coordinates.
        func placed(x: Double, y: Double) -> (x: Double, y: Double) { transformFromRoot.apply(x, y) }

        /// The element as SVG, with the attributes that draw its shape: the template's classes
        /// and styles (its preview colours) are left out, so the outlines take the fill around them.
        func write(to out: inout String) {
            guard Self.drawn.contains(name) else { return }
            out += "<" + name
            for key in Self.geometry where attributes[key] != nil {
                out += " \(key)=\"\(Self.escaped(attributes[key]!))\""
            }
            if children.isEmpty { out += "/>"; return }
            out += ">"
            for child in children { child.write(to: &out) }
            out += "</\(name)>"
        }

        static let drawn: Set<String> = ["g", "path", "circle", "ellipse", "rect", "polygon", "polyline"]
        static let geometry = ["d", "transform", "cx", "cy", "r", "rx", "ry", "x", "y", "width", "height", "points", "fill-rule", "clip-rule"]

        static func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "<", with: "&lt;")
        }
    }

    /// Builds the element tree as the parser reports it.
    final class TreeReader: NSObject, XMLParserDelegate {
        var root: Element?
        private var open: Element?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let element = Element(name: name, attributes: attributes, parent: open)
            open?.children.append(element)
            if root == nil { root = element }
            open = element
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open = open?.parent
        }
    }
}

/// An SVG transform as a matrix (a b c d e f): `matrix(…)`, `translate(…)`, `scale(…)` and lists
/// of them, as SF Symbols' and Inkscape's templates write them.
struct AffineTransform2D: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = AffineTransform2D()

    /// This transform applied after `inner` (an element's own transform inside its parent's).
    func then(_ inner: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                          c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                          e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + c * y + e, b * x + d * y + f) }

    var svg: String { "matrix(\([a, b, c, d, e, f].map { String($0) }.joined(separator: " ")))" }

    static func parse(_ text: String) -> AffineTransform2D {
        var result = AffineTransform2D.identity
        for call in text.split(separator: ")") {
            let parts = call.split(separator: "(", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: " ,\n\t"))
            let n = parts[1].split { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }.compactMap { Double($0) }
            var step = AffineTransform2D.identity
            switch (name, n.count) {
            case ("matrix", 6): step = AffineTransform2D(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5])
            case ("translate", 1): step.e = n[0]
            case ("translate", 2): (step.e, step.f) = (n[0], n[1])
            case ("scale", 1): (step.a, step.d) = (n[0], n[0])
            case ("scale", 2): (step.a, step.d) = (n[0], n[1])
            default: continue
            }
            result = result.then(step)
        }
        return result
    }
}
