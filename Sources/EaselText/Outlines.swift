import CFreeType
import Foundation

/// Glyph outlines as SVG path data, read with FreeType from an installed font: how the canvas
/// draws symbols from an icon font (Debian's Material Icons) instead of hand-drawn paths.
public final class GlyphOutlines: @unchecked Sendable {
    public let fontPath: String
    private var library: FT_Library?
    private var face: FT_Face?
    private var cache: [UInt32: String] = [:]
    private let lock = NSLock()
    private let unitsPerEm: Double

    public init?(fontPath: String) {
        guard FileManager.default.fileExists(atPath: fontPath), FT_Init_FreeType(&library) == 0 else { return nil }
        guard FT_New_Face(library, fontPath, 0, &face) == 0, let face else {
            FT_Done_FreeType(library)
            return nil
        }
        self.fontPath = fontPath
        unitsPerEm = Double(max(1, face.pointee.units_per_EM))
    }

    deinit {
        if let face { FT_Done_Face(face) }
        FT_Done_FreeType(library)
    }

    public func hasGlyph(_ codepoint: UInt32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return FT_Get_Char_Index(face, FT_ULong(codepoint)) != 0
    }

    /// The glyph of `codepoint` as path data in a 1 × 1 em box, y pointing down (origin at the
    /// top left of the em square); `nil` when the font has no such glyph.
    public func path(_ codepoint: UInt32) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[codepoint] { return cached }
        let index = FT_Get_Char_Index(face, FT_ULong(codepoint))
        guard index != 0, FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_SCALE)) == 0,
              let glyph = face?.pointee.glyph, glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        let ascender = Double(face!.pointee.ascender)
        let descender = Double(face!.pointee.descender)
        let height = max(1, ascender - descender)
        let builder = PathBuilder(scale: 1 / height, top: ascender)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in PathBuilder.from(user).move(to!.pointee); return 0 },
            line_to: { to, user in PathBuilder.from(user).line(to!.pointee); return 0 },
            conic_to: { c, to, user in PathBuilder.from(user).quad(c!.pointee, to!.pointee); return 0 },
            cubic_to: { c1, c2, to, user in PathBuilder.from(user).cubic(c1!.pointee, c2!.pointee, to!.pointee); return 0 },
            shift: 0, delta: 0)
        var outline = glyph.pointee.outline
        let unmanaged = Unmanaged.passUnretained(builder)
        FT_Outline_Decompose(&outline, &funcs, unmanaged.toOpaque())
        let data = builder.finish()
        cache[codepoint] = data
        return data
    }

    /// Collects outline segments as SVG commands with 4-decimal coordinates (deterministic text).
    private final class PathBuilder {
        let scale: Double
        let top: Double
        var parts: [String] = []
        var open = false

        init(scale: Double, top: Double) { self.scale = scale; self.top = top }

        static func from(_ user: UnsafeMutableRawPointer?) -> PathBuilder {
            Unmanaged<PathBuilder>.fromOpaque(user!).takeUnretainedValue()
        }

        func point(_ v: FT_Vector) -> String {
            let x = Double(v.x) * scale
            let y = (top - Double(v.y)) * scale
            return Self.number(x) + " " + Self.number(y)
        }

        static func number(_ d: Double) -> String {
            let rounded = (d * 10_000).rounded() / 10_000
            if rounded == rounded.rounded() { return String(Int(rounded)) }
            return String(format: "%.4f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
        }

        func move(_ to: FT_Vector) {
            if open { parts.append("Z") }
            parts.append("M" + point(to))
            open = true
        }
        func line(_ to: FT_Vector) { parts.append("L" + point(to)) }
        func quad(_ c: FT_Vector, _ to: FT_Vector) { parts.append("Q" + point(c) + " " + point(to)) }
        func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) { parts.append("C" + point(c1) + " " + point(c2) + " " + point(to)) }
        func finish() -> String {
            if open { parts.append("Z") }
            return parts.joined()
        }
    }
}
