/// The modifiers applied to a view so far, in order. A view's value is copied at each modifier
/// of a chain (`Text("a").padding().bold()…`): with an array, each copy copied every modifier
/// before it, and a chain of n modifiers cost n² (16,000 modifiers: five seconds). Copies of a
/// chain share one buffer, each knowing how much of it is its own; appending to a copy that owns
/// all of it appends in place, any other copy takes its part into a buffer of its own first —
/// so no copy ever sees another's modifiers.
struct ModifierChain: RandomAccessCollection, ExpressibleByArrayLiteral {
    private final class Buffer {
        var items: [ModifierValue]
        init(_ items: [ModifierValue]) { self.items = items }
    }

    /// None while there are no modifiers: most views have none, and each would allocate one.
    private var buffer: Buffer?
    private(set) var endIndex: Int

    init(_ items: [ModifierValue] = []) {
        buffer = items.isEmpty ? nil : Buffer(items)
        endIndex = items.count
    }

    init(arrayLiteral items: ModifierValue...) { self.init(items) }

    var startIndex: Int { 0 }
    subscript(i: Int) -> ModifierValue { buffer!.items[i] }

    mutating func append(_ modifier: ModifierValue) {
        if let buffer, buffer.items.count == endIndex {
            buffer.items.append(modifier)
        } else {
            buffer = Buffer(Array(self) + [modifier])
        }
        endIndex += 1
    }

    /// Anything but appending (rare: a toolbar put first) makes a buffer of its own.
    mutating func insert(_ modifier: ModifierValue, at index: Int) {
        var items = Array(self)
        items.insert(modifier, at: index)
        self = ModifierChain(items)
    }
}
