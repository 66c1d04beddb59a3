@testable import EaselLayout
import Testing

/// A box's sizes by proposal (`SizeCache`): four kept inline, sixteen more in a list, the rest in
/// a table; a proposal asked again reads what was stored for it, never another's.
@Suite("Size cache")
struct SizeCacheTests {
    @Test("every stored proposal reads back its own size, inline, in the list and in the table; unknown proposals read nil",
          arguments: [9, 40])
    func readsBack(count: Int) {
        var cache = SizeCache()
        let keys = (0..<count).map { SizeKey(layer: $0 % 3, width: $0 == 4 ? nil : Double($0), height: $0 == 7 ? .infinity : nil) }
        #expect(cache[keys[0]] == nil)
        for (i, key) in keys.enumerated() {
            cache[key] = Size(width: Double(i), height: Double(i * 2))
            for (j, stored) in keys.prefix(i + 1).enumerated() { #expect(cache[stored] == Size(width: Double(j), height: Double(j * 2))) }
            if i + 1 < keys.count { #expect(cache[keys[i + 1]] == nil) }
        }
        // Stored again: replaced, not added — inline (2), listed or tabled (6, 8: the list holds
        // the fifth to the twentieth proposal, the table all past the fourth after that).
        for (i, key) in [2, 6, 8].map({ ($0, keys[$0]) }) { cache[key] = Size(width: Double(i * 10), height: 1) }
        for i in [2, 6, 8] { #expect(cache[keys[i]] == Size(width: Double(i * 10), height: 1)) }
        for i in keys.indices where ![2, 6, 8].contains(i) { #expect(cache[keys[i]] == Size(width: Double(i), height: Double(i * 2))) }
        #expect(cache[SizeKey(layer: 0, width: 0, height: 1)] == nil)
    }
}
