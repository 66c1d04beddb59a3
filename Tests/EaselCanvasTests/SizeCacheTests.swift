@testable import EaselLayout
import Testing

/// A box's sizes by proposal (`SizeCache`): four kept inline, more in a dictionary; a proposal
/// asked again reads what was stored for it, never another's.
@Suite("Size cache")
struct SizeCacheTests {
    @Test("every stored proposal reads back its own size, past the inline four; unknown proposals read nil")
    func readsBack() {
        var cache = SizeCache()
        let keys = (0..<9).map { SizeKey(layer: $0 % 3, width: $0 == 4 ? nil : Double($0), height: $0 == 7 ? .infinity : nil) }
        #expect(cache[keys[0]] == nil)
        for (i, key) in keys.enumerated() {
            cache[key] = Size(width: Double(i), height: Double(i * 2))
            for (j, stored) in keys.prefix(i + 1).enumerated() { #expect(cache[stored] == Size(width: Double(j), height: Double(j * 2))) }
            if i + 1 < keys.count { #expect(cache[keys[i + 1]] == nil) }
        }
        cache[keys[2]] = Size(width: 20, height: 20)  // stored again: replaced, not added
        cache[keys[6]] = Size(width: 60, height: 60)
        #expect(cache[keys[2]] == Size(width: 20, height: 20) && cache[keys[6]] == Size(width: 60, height: 60))
        #expect(cache[SizeKey(layer: 0, width: 0, height: 1)] == nil)
    }
}
