/// A bitmap of an app's asset catalogs (an image set's PNG, JPEG or GIF): what `Image("photo")`
/// shows, at its size in points (its pixels over its scale), drawn from its bytes.
public struct Bitmap: Hashable, Sendable {
    /// `image/png`, `image/jpeg` or `image/gif`.
    public let mediaType: String
    public let width: Double, height: Double
    /// The file's bytes in base64, as a data URI carries them.
    public let base64: String

    public init(mediaType: String, width: Double, height: Double, base64: String) {
        self.mediaType = mediaType
        self.width = width
        self.height = height
        self.base64 = base64
    }
}

/// The bitmaps of a project's asset catalogs, by image set name.
public typealias Bitmaps = AssetTable<Bitmap>
