import Foundation

/// Deterministic JSON for everything Easel writes: sorted keys, no escaped slashes, so the same
/// value gives byte-identical output.
///
/// A number JSON cannot hold (`CGFloat.infinity` in `.frame(maxWidth:)`, a NaN an app computed)
/// is written as the string `"infinity"`, `"-infinity"` or `"nan"` where the number would be,
/// and read back as that number; without it the encoder throws and the whole answer is lost.
public enum EaselJSON {
    public static func encode<T: Encodable>(_ value: T, pretty: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: nonFinite.positive, negativeInfinity: nonFinite.negative, nan: nonFinite.nan)
        return try encoder.encode(value)
    }

    /// A decoder that reads what `encode` writes, non-finite numbers included.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: nonFinite.positive, negativeInfinity: nonFinite.negative, nan: nonFinite.nan)
        return decoder
    }

    private static let nonFinite = (positive: "infinity", negative: "-infinity", nan: "nan")

    public static func string<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        String(decoding: try encode(value, pretty: pretty), as: UTF8.self)
    }

    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decoder().decode(type, from: data)
    }
}

/// An optional written as `null` when absent, where the contract shows the key with `null`
/// (`"id": null` for a toolbar without id), instead of Swift's default of leaving the key out.
@propertyWrapper
public struct ExplicitNull<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        wrappedValue = c.decodeNil() ? nil : try c.decode(Value.self)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        if let wrappedValue { try c.encode(wrappedValue) } else { try c.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// A missing key decodes as `nil`, as for a plain optional.
    public func decode<T>(_ type: ExplicitNull<T>.Type, forKey key: Key) throws -> ExplicitNull<T> {
        try decodeIfPresent(type, forKey: key) ?? ExplicitNull(wrappedValue: nil)
    }
}
