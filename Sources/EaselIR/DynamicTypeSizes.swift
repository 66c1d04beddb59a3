/// V5: the point size of each text style at each Dynamic Type size — Apple's published table for
/// iOS and iPadOS (Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"),
/// xSmall … xxxLarge, then accessibility1 … accessibility5. `large` is the default column.
public enum DynamicTypeSizes {
    public static let points: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// How much larger `style` is at `size` than at the default `large` (1 for an unknown style).
    /// Platforms without Dynamic Type (macOS, tvOS) keep 1 **[D]**; watchOS and visionOS follow
    /// the iOS ratios.
    public static func scale(_ style: String, _ size: DynamicTypeSize, on platform: Platform) -> Double {
        guard let row = points[style] else { return 1 }
        return row[column(size, on: platform)] / row[DynamicTypeSize.large.index]
    }

    /// `style`'s point size at `size` (at `large` where the platform has no Dynamic Type).
    public static func size(_ style: String, _ size: DynamicTypeSize, on platform: Platform) -> Double {
        points[style]?[column(size, on: platform)] ?? 17
    }

    /// The table's column for `size`: `large` on a platform without Dynamic Type.
    private static func column(_ size: DynamicTypeSize, on platform: Platform) -> Int {
        platform == .macos || platform == .tvos ? DynamicTypeSize.large.index : size.index
    }
}
