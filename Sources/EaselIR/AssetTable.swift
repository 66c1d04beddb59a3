/// A table of a project's asset catalogs, by set name (`CustomSymbols`, `Bitmaps`). Shared by
/// every version of a program and every document it evaluates: compared by identity first,
/// hashed by size, so a document's equality does not walk the outlines or the bytes.
public struct AssetTable<Element: Hashable & Sendable>: Hashable, Sendable {
    private final class Storage: Sendable {
        let elements: [String: Element]
        init(_ elements: [String: Element]) { self.elements = elements }
    }
    /// nil when empty: a document without assets (every single-file one) allocates nothing.
    private let storage: Storage?

    public static var none: AssetTable { AssetTable([:]) }

    public init(_ elements: [String: Element]) { storage = elements.isEmpty ? nil : Storage(elements) }

    public subscript(name: String) -> Element? { storage?.elements[name] }
    public var isEmpty: Bool { storage == nil }
    public var names: [String] { storage?.elements.keys.sorted() ?? [] }

    public static func == (a: AssetTable, b: AssetTable) -> Bool {
        a.storage === b.storage || a.storage?.elements == b.storage?.elements
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage?.elements.count ?? 0) }
}
