import EaselIR
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The image sets of a project's asset catalogs (`photo.imageset`: a `Contents.json` naming a
/// file per scale, idiom and appearance): what `Image("photo")`, `Image(.photo)` and
/// `Image.photo` show. Of each set, a file per appearance (light, and dark when the set has one):
/// a universal one (else the first idiom's) at the highest scale — the light one's size in
/// points is its pixels over that scale. PNG, JPEG, GIF and SVG files are read (an SVG's size is
/// its root's, in points); a set of PDF or HEIC files stays a placeholder.
public struct AssetBitmaps: Hashable, Sendable {
    public let bitmaps: Bitmaps
    /// The members Xcode generates for the sets (`ImageResource.heroPhoto`): member → set name.
    private let generated: [String: String]
    /// Problems reading the files: warnings (`asset-file`) naming the file.
    public private(set) var diagnostics: [Diagnostic] = []

    public init(files: [AssetCatalogs.File]) {
        var read: [String: Bitmap] = [:]
        for set in AssetCatalogs.sets("imageset", in: files) {
            guard let json = try? JSONSerialization.jsonObject(with: set.contents.contents) as? [String: Any],
                  let entries = json["images"] as? [[String: Any]] else { continue }
            let readable = { (choice: (name: String, scale: Double)) -> (file: AssetCatalogs.File, mediaType: String)? in
                guard let mediaType = Self.mediaType(ofFile: choice.name), let image = set.beside(choice.name) else { return nil }
                return (image, mediaType)
            }
            guard let light = Self.chosenFile(entries, dark: false), let (image, mediaType) = readable(light) else { continue }
            guard let pixels = Self.pixelSize(image.contents, mediaType: mediaType) else {
                diagnostics.append(Diagnostic(.warning, "asset-file", at: SourceLocation(line: 1, column: 1, file: image.path),
                                              "this image is not the \(mediaType) its name says; 'Image(\"\(set.name)\")' draws a placeholder"))
                continue
            }
            let dark = Self.chosenFile(entries, dark: true).flatMap(readable).map {
                Bitmap.File(mediaType: $0.mediaType, base64: $0.file.contents.base64EncodedString())
            }
            let properties = json["properties"] as? [String: Any]
            read[set.name] = Bitmap(width: Double(pixels.width) / light.scale, height: Double(pixels.height) / light.scale,
                                    light: Bitmap.File(mediaType: mediaType, base64: image.contents.base64EncodedString()), dark: dark,
                                    isTemplate: properties?["template-rendering-intent"] as? String == "template")
        }
        bitmaps = Bitmaps(read)
        generated = AssetCatalogs.generatedMembers(of: read.keys, droppingSuffix: "Image")
    }

    public var isEmpty: Bool { bitmaps.isEmpty }
    public func contains(_ name: String) -> Bool { bitmaps[name] != nil }

    /// The set a generated member names (`heroPhoto` → `hero.photo`), if any.
    public func setName(ofGeneratedMember member: String) -> String? { generated[member] }

    /// The media type of a file Easel draws, by its extension.
    public static func mediaType(ofFile name: String) -> String? {
        switch (name as NSString).pathExtension.lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "svg": return "image/svg+xml"
        default: return nil
        }
    }

    /// The file a set shows in an appearance and its scale: of the entries with a file in it (the
    /// light one has no `luminosity` appearance, the dark one `dark`; high contrast is not a
    /// preview's), the universal idiom's else the first idiom's, at the highest scale.
    static func chosenFile(_ entries: [[String: Any]], dark: Bool) -> (name: String, scale: Double)? {
        let inAppearance = entries.filter { entry in
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            let contrast = appearances.contains { $0["appearance"] as? String == "contrast" }
            return entry["filename"] is String && !contrast && (dark ? luminosity == "dark" : luminosity == nil || luminosity == "light")
        }
        let idiom = inAppearance.contains { $0["idiom"] as? String == "universal" } ? "universal" : inAppearance.first?["idiom"] as? String
        let candidates = inAppearance.filter { $0["idiom"] as? String == idiom }.compactMap { entry -> (String, Double)? in
            guard let name = entry["filename"] as? String else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (name, scale > 0 ? scale : 1)
        }
        return candidates.max { $0.1 < $1.1 }
    }

    /// Width and height in pixels, from the file's header: PNG's IHDR, GIF's screen descriptor,
    /// JPEG's start-of-frame segment.
    static func pixelSize(_ data: Data, mediaType: String) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(1 << 20))
        func big(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        switch mediaType {
        case "image/png":
            guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8),
                  let w = big(16, 4), let h = big(20, 4) else { return nil }
            return (w, h)
        case "image/gif":
            guard bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 else { return nil }
            return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        case "image/jpeg":
            return jpegSize(bytes)
        case "image/svg+xml":
            return svgSize(data).map { (Int($0.width.rounded()), Int($0.height.rounded())) }
        default:
            return nil
        }
    }

    /// An SVG document's size: its root's `width` and `height` (in px or pt, both a point here;
    /// in, cm and mm at 72 a inch), else its `viewBox`'s. Only the root is read.
    static func svgSize(_ data: Data) -> (width: Double, height: Double)? {
        let reader = RootReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        parser.parse()
        guard let root = reader.attributes else { return nil }
        func length(_ key: String) -> Double? {
            guard let text = root[key]?.trimmingCharacters(in: .whitespaces), !text.hasSuffix("%") else { return nil }
            let units: [(String, Double)] = [("px", 1), ("pt", 1), ("in", 72), ("cm", 72 / 2.54), ("mm", 72 / 25.4)]
            let (number, scale) = units.first { text.hasSuffix($0.0) }.map { (String(text.dropLast(2)), $0.1) } ?? (text, 1)
            return Double(number).map { $0 * scale }.flatMap { $0 > 0 ? $0 : nil }
        }
        if let w = length("width"), let h = length("height") { return (w, h) }
        let box = (root["viewBox"] ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
        return box.count == 4 && box[2] > 0 && box[3] > 0 ? (box[2], box[3]) : nil
    }

    /// The root element's attributes, the parse stopped there.
    final class RootReader: NSObject, XMLParserDelegate {
        var attributes: [String: String]?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            self.attributes = name == "svg" ? attributes : nil
            parser.abortParsing()
        }
    }

    /// A JPEG's size: its segments walked to the first start of frame (SOF0–SOF15 but DHT, JPG and DAC).
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }  // no length
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]), width = Int(bytes[i + 7]) << 8 | Int(bytes[i + 8])
                return width > 0 && height > 0 ? (width, height) : nil
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}
