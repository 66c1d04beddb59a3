/// A bitmap of an app's asset catalogs (an image set's PNG, JPEG or GIF): what `Image("photo")`
/// shows, at its size in points (its pixels over its scale), drawn from its bytes — the dark
/// appearance's file in a dark picture when the set has one, and in the foreground colour when
/// the set renders as a template.
public struct Bitmap: Hashable, Sendable {
    /// A file's bytes as a data URI carries them.
    public struct File: Hashable, Sendable {
        /// `image/png`, `image/jpeg` or `image/gif`.
        public let mediaType: String
        public let base64: String

        public init(mediaType: String, base64: String) {
            self.mediaType = mediaType
            self.base64 = base64
        }
    }

    public let width: Double, height: Double
    public let light: File
    public let dark: File?
    /// The set's "Render As: Template Image": only the file's alpha is drawn, in the colour around it.
    public let isTemplate: Bool

    public init(width: Double, height: Double, light: File, dark: File? = nil, isTemplate: Bool = false) {
        self.width = width
        self.height = height
        self.light = light
        self.dark = dark
        self.isTemplate = isTemplate
    }

    public func file(dark: Bool) -> File { dark ? self.dark ?? light : light }
}

extension ViewNode {
    /// An `Image` of an image set's bitmap: its size in points, as the front end gave it
    /// (`naturalWidth`, `naturalHeight`); nil for a symbol or an image Easel has not read.
    public var naturalImageSize: (width: Double, height: Double)? {
        guard let w = argument("naturalWidth")?.doubleValue, let h = argument("naturalHeight")?.doubleValue, w > 0, h > 0 else { return nil }
        return (w, h)
    }
}

/// The bitmaps of a project's asset catalogs, by image set name.
public typealias Bitmaps = AssetTable<Bitmap>
