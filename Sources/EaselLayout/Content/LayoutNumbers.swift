import EaselIR

/// The numbers a source hands the layout, made safe to lay out. Swift lets an app write
/// `.frame(width: .nan)`, `.padding(1e308)` or `.font(.system(size: .infinity))`; SwiftUI logs
/// and draws something, and Easel must never trap on it (an `Int` of a NaN) nor write `nan` into
/// a picture. Every length the layout reads from the IR comes through here.
enum LayoutNumbers {
    /// Beyond any screen: a million points. Larger magnitudes are clamped to it.
    static let largest = 1_000_000.0

    /// A length: a number or `.infinity` (`maxWidth: .infinity` takes the whole proposal), a NaN
    /// none at all (the default applies), a finite magnitude clamped to `largest`.
    static func length(_ value: IRValue?) -> Double? {
        if let s = value?.symbolValue, s.name == "infinity" || s.name == "greatestFiniteMagnitude" { return .infinity }
        guard let d = value?.doubleValue, !d.isNaN else { return nil }
        return d.isInfinite ? d : min(largest, max(-largest, d))
    }

    /// A length that cannot be infinite (a spacing, a padding, an offset): infinities clamped too.
    static func finiteLength(_ value: IRValue?) -> Double? {
        length(value).map { min(largest, max(-largest, $0)) }
    }

    /// A frame the JSON and the picture can hold, whatever the numbers that made it: a position
    /// that is not finite is 0, a size less than nothing or NaN is 0, an infinite one `largest`.
    /// The last guard of every content node (FuzzLayout found an infinite grid placed at -∞).
    static func drawable(_ r: Rect) -> Rect {
        func position(_ v: Double) -> Double { v.isFinite ? v : 0 }
        func length(_ v: Double) -> Double { v.isFinite ? max(0, v) : v == .infinity ? largest : 0 }
        return Rect(x: position(r.x), y: position(r.y), width: length(r.width), height: length(r.height))
    }

    /// A spacing: finite (negative ones overlap); an infinite one is none, and the default applies.
    static func spacing(_ value: IRValue?) -> Double? {
        length(value).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A font size: positive and at most a thousand points; anything else keeps the default.
    static func fontSize(_ value: IRValue?) -> Double? {
        guard let d = value?.doubleValue, d.isFinite, d > 0 else { return nil }
        return min(1000, d)
    }
}
