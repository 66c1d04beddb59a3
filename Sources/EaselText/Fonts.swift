import CFreeType
import Foundation

/// A font as toolbars use it: the system face at a size, weight and slant.
public struct FontSpec: Hashable, Sendable {
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case regular, medium, semibold, bold
    }

    public var size: Double
    public var weight: Weight
    public var italic: Bool

    public init(size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.size = size
        self.weight = weight
        self.italic = italic
    }
}

/// Measures text. The toolbar engine's overflow and the canvas use the same measurer, so what
/// the engine decides fits is what the canvas draws.
public protocol TextMeasuring: Sendable {
    /// The advance width of `text` in points, on one line.
    func width(of text: String, font: FontSpec) -> Double
    /// The widths of every prefix of `text`, and of `affix` joined to either end, in one pass
    /// (`PrefixWidths`; a default that adds up single characters is below it).
    func prefixWidths(of text: String, font: FontSpec, affix: String) -> PrefixWidths
}

/// Text measurement with FreeType over a real font installed from Debian: Inter
/// (`fonts-inter`), whose metrics are close to Apple's system font, else DejaVu Sans
/// (`fonts-dejavu-core`). Advances are read in font units and scaled, with the font's kerning.
public final class FreeTypeFonts: TextMeasuring, @unchecked Sendable {
    /// One face per weight and slant, in preference order of the font families.
    static let families: [[FontSpec.Weight: (regular: String, italic: String)]] = [
        [
            .regular: ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-Italic.otf"),
            .medium: ("/usr/share/fonts/opentype/inter/Inter-Medium.otf", "/usr/share/fonts/opentype/inter/Inter-MediumItalic.otf"),
            .semibold: ("/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", "/usr/share/fonts/opentype/inter/Inter-SemiBoldItalic.otf"),
            .bold: ("/usr/share/fonts/opentype/inter/Inter-Bold.otf", "/usr/share/fonts/opentype/inter/Inter-BoldItalic.otf"),
        ],
        [
            .regular: ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"),
            .medium: ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"),
            .semibold: ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf"),
            .bold: ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf"),
        ],
    ]

    /// Where the face in use lacks a character (Arabic, Hebrew, Chinese, Japanese, Korean), the
    /// faces librsvg draws it with: the SVG names DejaVu Sans after Inter, and fontconfig finds
    /// WenQuanYi Micro Hei (`fonts-wqy-microhei`) for Han, kana and hangul. Measured with the same
    /// faces, a line is as wide as it is drawn (with the face's empty box, "日本語" was three boxes).
    static let fallbackFiles: [(regular: String, bold: String)] = [
        (families[1][.regular]!.regular, families[1][.bold]!.regular),  // DejaVu Sans
        ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),
    ]

    public enum FontError: Error, CustomStringConvertible {
        case noFont
        public var description: String {
            "no font found: install Debian's fonts-inter (or fonts-dejavu-core) for text measurement"
        }
    }

    /// The measurer every stage shares; `nil` when no font is installed.
    public static let shared: FreeTypeFonts? = try? FreeTypeFonts()

    /// The file of the regular face in use (`…/Inter-Regular.otf`).
    public let regularFontPath: String

    private struct FaceKey: Hashable { let weight: FontSpec.Weight; let italic: Bool }
    private struct Face {
        let face: FT_Face
        let unitsPerEm: Double
        let hasKerning: Bool
        /// Semibold or heavier: the fallback faces' bold stands in for it.
        var bold = false
        var advances: [UInt32: (glyph: UInt32, advance: Double)] = [:]
    }

    private var library: FT_Library?
    private var faces: [FaceKey: Face] = [:]
    /// The fallback faces opened so far, by file (nil: the file is not there).
    private var fallbackFaces: [String: Face?] = [:]
    private var paths: [FontSpec.Weight: (regular: String, italic: String)]
    /// Advances at size 1 by face and text (a key of values: building a string key cost the
    /// layout a tenth of its time).
    private var widths: [WidthKey: Double] = [:]
    private struct WidthKey: Hashable { let face: FaceKey; let text: String }
    private let lock = NSLock()

    public init() throws {
        guard let family = Self.families.first(where: { FileManager.default.fileExists(atPath: $0[.regular]!.regular) }) else {
            throw FontError.noFont
        }
        paths = family
        regularFontPath = family[.regular]!.regular
        guard FT_Init_FreeType(&library) == 0 else { throw FontError.noFont }
    }

    deinit {
        for f in faces.values { FT_Done_Face(f.face) }
        for case let f? in fallbackFaces.values { FT_Done_Face(f.face) }
        FT_Done_FreeType(library)
    }

    public func width(of text: String, font: FontSpec) -> Double {
        lock.lock()
        defer { lock.unlock() }
        let face = FaceKey(weight: font.weight, italic: font.italic)
        let cacheKey = WidthKey(face: face, text: text)
        let unitWidth: Double
        if let cached = widths[cacheKey] {
            unitWidth = cached
        } else {
            unitWidth = measureUnits(text, face)
            if widths.count > 50_000 { widths.removeAll() }
            widths[cacheKey] = unitWidth
        }
        return unitWidth * font.size
    }

    /// Width of `text` at size 1 (em units), with kerning.
    private func measureUnits(_ text: String, _ key: FaceKey) -> Double {
        guard var face = loadFace(key) else { return 0 }
        var total = 0.0
        var previous: UInt32 = 0
        let scalars = text.unicodeScalars, forms = ArabicForms.shaped(text)
        for i in scalars.indices {
            let entry = glyph(of: forms[i] ?? scalars[i], in: &face)
            total += kerning(face, previous, entry.glyph) + entry.advance
            previous = entry.glyph
        }
        faces[key] = face
        return total / face.unitsPerEm
    }

    public func prefixWidths(of text: String, font: FontSpec, affix: String) -> PrefixWidths {
        lock.lock()
        defer { lock.unlock() }
        let key = FaceKey(weight: font.weight, italic: font.italic)
        guard var face = loadFace(key) else {
            let starts = PrefixWidths.starts(of: text)
            let zeros = [Double](repeating: 0, count: starts.count)
            return PrefixWidths(text: text, starts: starts, units: zeros, kerns: [], affixUnits: 0, kernsBeforeAffix: [],
                                kernsAfterAffix: [], unitsPerEm: 1, size: font.size)
        }
        // The affix's first and last glyphs and its width alone, in font units.
        var affixUnits = 0.0
        var affixFirst: UInt32?
        var affixLast: UInt32 = 0
        for scalar in affix.unicodeScalars {
            let entry = glyph(of: scalar, in: &face)
            affixUnits += kerning(face, affixLast, entry.glyph) + entry.advance
            if affixFirst == nil { affixFirst = entry.glyph }
            affixLast = entry.glyph
        }
        var units = [0.0], kerns = [0.0], before = [0.0], after: [Double] = []
        units.reserveCapacity(text.utf8.count + 1)
        let scalars = text.unicodeScalars, forms = ArabicForms.shaped(text)
        guard face.hasKerning else {
            // No kerning: a character's width is its glyphs' advances, and the kerning arrays
            // stay empty (see `PrefixWidths.kerns`).
            let starts = PrefixWidths.starts(of: text) { character in
                var run = 0.0
                for i in scalars[character].indices { run += glyph(of: forms[i] ?? scalars[i], in: &face).advance }
                units.append(units[units.count - 1] + run)
            }
            faces[key] = face
            return PrefixWidths(text: text, starts: starts, units: units, kerns: [], affixUnits: affixUnits, kernsBeforeAffix: [],
                                kernsAfterAffix: [], unitsPerEm: face.unitsPerEm, size: font.size)
        }
        var previous: UInt32 = 0
        let starts = PrefixWidths.starts(of: text) { character in
            var run = 0.0, join = 0.0, first = true
            for i in scalars[character].indices {
                let entry = glyph(of: forms[i] ?? scalars[i], in: &face)
                let kern = kerning(face, previous, entry.glyph)
                if first {
                    join = kern
                    after.append(kerning(face, affixLast, entry.glyph))
                    first = false
                } else {
                    run += kern
                }
                run += entry.advance
                previous = entry.glyph
            }
            kerns[kerns.count - 1] = join
            kerns.append(0)
            units.append(units[units.count - 1] + join + run)
            before.append(kerning(face, previous, affixFirst ?? 0))
        }
        after.append(0)
        faces[key] = face
        return PrefixWidths(text: text, starts: starts, units: units, kerns: kerns, affixUnits: affixUnits, kernsBeforeAffix: before,
                            kernsAfterAffix: after, unitsPerEm: face.unitsPerEm, size: font.size)
    }

    /// The glyph and advance (font units) of `scalar`, cached in the face.
    private func glyph(of scalar: Unicode.Scalar, in face: inout Face) -> (glyph: UInt32, advance: Double) {
        if let known = face.advances[scalar.value] { return known }
        var entry = (glyph: FT_Get_Char_Index(face.face, FT_ULong(scalar.value)), advance: 0.0)
        if scalar.properties.isDefaultIgnorableCodePoint {
            entry.glyph = 0  // a variation selector, a joiner: no width of its own when drawn
        } else if entry.glyph == 0, let advance = fallbackAdvance(of: scalar, bold: face.bold) {
            // Another face's glyph: its advance in this face's units, and no kerning with this
            // face's glyphs (glyph 0 kerns with nothing).
            entry.advance = advance * face.unitsPerEm
        } else if FT_Load_Glyph(face.face, entry.glyph, Int32(FT_LOAD_NO_SCALE)) == 0 {
            entry.advance = Double(face.face.pointee.glyph.pointee.advance.x)
        }
        face.advances[scalar.value] = entry
        return entry
    }

    /// The advance at size 1 of `scalar` in the first fallback face that has it.
    private func fallbackAdvance(of scalar: Unicode.Scalar, bold: Bool) -> Double? {
        for files in Self.fallbackFiles {
            let path = bold ? files.bold : files.regular
            if fallbackFaces[path] == nil { fallbackFaces[path] = .some(open(path)) }
            guard case let fallback?? = fallbackFaces[path] else { continue }
            let glyph = FT_Get_Char_Index(fallback.face, FT_ULong(scalar.value))
            guard glyph != 0, FT_Load_Glyph(fallback.face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0 else { continue }
            return Double(fallback.face.pointee.glyph.pointee.advance.x) / fallback.unitsPerEm
        }
        return nil
    }

    private func open(_ path: String) -> Face? {
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        return Face(face: face, unitsPerEm: Double(max(1, face.pointee.units_per_EM)),
                    hasKerning: (face.pointee.face_flags & Int(FT_FACE_FLAG_KERNING)) != 0)
    }

    /// The kerning (font units) between two glyphs; none after or before a missing glyph.
    private func kerning(_ face: Face, _ previous: UInt32, _ glyph: UInt32) -> Double {
        guard face.hasKerning, previous != 0, glyph != 0 else { return 0 }
        var kern = FT_Vector()
        guard FT_Get_Kerning(face.face, previous, glyph, FT_KERNING_UNSCALED.rawValue, &kern) == 0 else { return 0 }
        return Double(kern.x)
    }

    private func loadFace(_ key: FaceKey) -> Face? {
        if let f = faces[key] { return f }
        guard let pair = paths[key.weight] else { return nil }
        guard var loaded = open(key.italic ? pair.italic : pair.regular) else { return nil }
        loaded.bold = key.weight == .semibold || key.weight == .bold
        faces[key] = loaded
        return loaded
    }
}
