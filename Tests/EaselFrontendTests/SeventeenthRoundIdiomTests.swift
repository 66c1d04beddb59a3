@testable import EaselFrontend
import EaselIR
import Testing

/// What Apple's Food Truck sample needed: the standard library as its model code uses it — a
/// struct's `self` assigned, value semantics through a mutating method, a dictionary keyed by an
/// enum's leading dot, `Identifiable`'s `ID`, a `Table`'s sort order — where Easel had shown
/// unknown values (its orders list showed `orders[0].id`).
@Suite("Idioms of Apple's Food Truck sample")
struct SeventeenthRoundIdiomTests {
    static func shown(_ source: String) -> (texts: [String], diagnostics: [Diagnostic]) {
        let d = ir(source)
        return (texts(d), d.diagnostics)
    }

    @Test("`self = …` in a struct's mutating method and initializer; an enum's own `toggle()`; a mutating method leaves another variable's copy alone")
    func assigningSelf() {
        let (shown, diagnostics) = Self.shown("""
        struct Profile {
            var sweet = 1
            func union(with other: Profile) -> Profile {
                var result = self
                result.sweet += other.sweet
                return result
            }
            mutating func formUnion(with other: Profile) { self = union(with: other) }
            init(sweet: Int = 1) { self.sweet = sweet }
            init(doubled: Int) { self = Profile(sweet: doubled * 2) }
        }
        enum Mode { case light, dark
            mutating func toggle() { self = self == .light ? .dark : .light }
        }
        """ + "\n" + view("""
                let p = Profile()
                var q = p
                q.formUnion(with: Profile(sweet: 5))
                var m = Mode.light
                m.toggle()
                return Text("\\(p.sweet) \\(q.sweet) \\(Profile(doubled: 3).sweet) \\(m == .dark)")
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["1 6 6 true"])
    }

    @Test("a leading dot as a dictionary's key, read and written (`sections[.placed]`); `result[key, default: []].append(x)`")
    func dictionaryKeyedByLeadingDot() {
        let (shown, diagnostics) = Self.shown("""
        enum Status: Hashable { case placed, ready }
        struct Order: Identifiable { var id: String; var status: Status }
        """ + "\n" + view("""
                let orders = [Order(id: "a", status: .placed), Order(id: "b", status: .ready), Order(id: "c", status: .placed)]
                var sections: [Status: [Order]] = [:]
                orders.forEach { sections[$0.status, default: []].append($0) }
                var counts: [Status: Int] = [:]
                counts[.ready] = 4
                return VStack {
                    if let placed = sections[.placed] { ForEach(placed) { Text($0.id) } }
                    Text("\\(counts[.ready] ?? 0) \\(counts[.placed] == nil)")
                }
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["a", "c", "4 true"])
    }

    @Test("`Order.ID` is the type of an `Identifiable` type's `id`; `reduce(into: .empty)` is typed by the function's return")
    func identifiableIDAndReduceInto() {
        let (shown, diagnostics) = Self.shown("""
        struct Order: Identifiable { let id: Int }
        struct Summary {
            var total: Int
            static let empty = Summary(total: 0)
            mutating func add(_ order: Order) { total += order.id }
        }
        func summary(_ orders: [Order]) -> Summary {
            orders.reduce(into: .empty) { partial, order in partial.add(order) }
        }
        """ + "\n" + view("""
                let ids: Set<Order.ID> = [1, 2]
                return Text("\\(summary([Order(id: 2), Order(id: 5)]).total) \\(ids.count) \\(Order.ID.self)")
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["7 2 Int"])
    }

    @Test("a Table's sort order: `sorted(using:)` by KeyPathComparators, the next breaking a tie, `.reverse`; `sort(using:)`")
    func keyPathComparators() {
        let (shown, diagnostics) = Self.shown("""
        enum Status: Int, Comparable {
            case placed, ready
            static func < (a: Status, b: Status) -> Bool { a.rawValue < b.rawValue }
        }
        struct Order { let number: Int; let status: Status }
        """ + "\n" + view("""
                let orders = [Order(number: 1, status: .placed), Order(number: 2, status: .ready), Order(number: 3, status: .placed)]
                let byStatus = orders.sorted(using: [KeyPathComparator(\\Order.status, order: .reverse), KeyPathComparator(\\Order.number, order: .reverse)])
                var byNumber = orders
                byNumber.sort(using: KeyPathComparator(\\Order.number))
                return Text(byStatus.map { String($0.number) }.joined() + " " + byNumber.map { String($0.number) }.joined())
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["231 123"])
    }

    @Test("the standard library's randomness is deterministic (the lower bound, false, the order written); a range reversed; a Set's algebra")
    func standardLibrary() {
        let (shown, diagnostics) = Self.shown(view("""
                var generator = SystemRandomNumberGenerator()
                let some = [1, 2, 3, 4, 5, 6].shuffled(using: &generator).prefix(.random(in: 2 ... 5, using: &generator))
                let union = Set([1, 2, 2, 3]).union(Set([3, 4]))
                let common = Set(["a", "b"]).intersection(["b", "c"])
                let rest = Set(["a", "b"]).subtracting(["b"])
                return Text("\\(some.count) \\(Int.random(in: 3 ..< 9)) \\(Bool.random()) \\(Array((1...3).reversed())) \\(union.count) \\(common.count) \\(rest.first ?? "") \\("Donut".localizedCaseInsensitiveContains("NUT"))")
        """))
        #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics)")
        #expect(shown == ["2 3 false [3, 2, 1] 4 1 a true"])
    }

    @Test("a leading dot passed to the module's function or method is of its parameter's type (`day(since: .now)`); one added to a date or a number by `-=` too")
    func leadingDotTypedByParameter() {
        let (shown, diagnostics) = Self.shown("""
        enum Size { case small, large }
        struct Formatter {
            func day(since date: Date, size: Size = .small) -> String { date.formatted(date: .omitted, time: .shortened) + " \\(size)" }
            static func label(for size: Size?) -> String { size == .large ? "L" : "S" }
            func start() -> Date {
                var time = Date.now
                time -= .random(in: 60 ..< 180)
                return time
            }
        }
        func describe(_ size: Size) -> String { size == .large ? "large" : "small" }
        """ + "\n" + view("""
                let f = Formatter()
                return Text(f.day(since: .now, size: .large) + " " + Formatter.label(for: .large) + " " + describe(.large) + " " + f.start().formatted(date: .omitted, time: .shortened))
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["9:41 AM large L large 9:40 AM"])
    }

    @Test("min and max of dates and strings, as of numbers (`min(time + 840, Date.now)` had been an error)")
    func minAndMaxOfComparables() {
        let (shown, diagnostics) = Self.shown(view("""
                let early = Date.now.addingTimeInterval(-3600)
                return Text(min(early + 840, Date.now).formatted(date: .omitted, time: .shortened) + " " + max("pear", "apple") + " " + min("pear", "apple"))
        """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(shown == ["8:55 AM pear apple"])
    }

    @Test("a TimelineView is its content at the moment previewed, its context's date that moment (it had been a placeholder)")
    func timelineView() {
        let d = ir(view("""
                VStack {
                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        Text("Tick")
                        Text(context.date.formatted(date: .omitted, time: .shortened))
                    }
                    TimelineView(.everyMinute) { _ in Text("Tock").bold() }
                }
        """))
        #expect(d.diagnostics.isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Tick", "9:41 AM", "Tock"], "its context's date is the moment previewed")
        #expect(!nodes(d).contains { $0.origin == .placeholder })
    }

    @Test("`sorted(by:)` keeps equal elements in the order written")
    func stableSort() {
        let (shown, _) = Self.shown(view("""
                let words = ["bb", "a", "cc", "d", "ee"]
                return Text(words.sorted { $0.count < $1.count }.joined(separator: ","))
        """))
        #expect(shown == ["a,d,bb,cc,ee"])
    }
}
