/// A rectangle in points, origin at the top left.
public struct Rect: Hashable, Sendable, Codable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    public func contains(_ r: Rect, tolerance: Double = 0.01) -> Bool {
        r.x >= x - tolerance && r.y >= y - tolerance && r.maxX <= maxX + tolerance && r.maxY <= maxY + tolerance
    }

    public func intersects(_ r: Rect) -> Bool {
        x < r.maxX - 0.01 && r.x < maxX - 0.01 && y < r.maxY - 0.01 && r.y < maxY - 0.01
    }

    /// The overlap of two rectangles, `nil` when they share no area.
    public func intersection(_ r: Rect) -> Rect? {
        let x0 = max(x, r.x), y0 = max(y, r.y), x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func inset(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d)) }
    public func offset(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
    public func inset(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy)) }
    /// The smallest rectangle holding both.
    public func union(_ r: Rect) -> Rect {
        let x0 = min(x, r.x), y0 = min(y, r.y)
        return Rect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
    }

    /// The same rectangle with every number rounded to 1/100 pt (spec L15).
    public var rounded: Rect {
        func r(_ d: Double) -> Double { (d * 100).rounded() / 100 }
        return Rect(x: r(x), y: r(y), width: r(width), height: r(height))
    }

    private enum CodingKeys: String, CodingKey { case x, y, width, height }

    /// Written rounded to 1/100 pt, so the same layout gives byte-identical JSON (spec L15).
    public func encode(to encoder: any Encoder) throws {
        let r = rounded
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(r.x, forKey: .x)
        try c.encode(r.y, forKey: .y)
        try c.encode(r.width, forKey: .width)
        try c.encode(r.height, forKey: .height)
    }
}

