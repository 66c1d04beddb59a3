@testable import EaselFrontend
import EaselIR
import Foundation
import Testing

/// The pool of large-stack threads the front end runs on (`LargeStack`).
@Suite("Large-stack threads")
struct LargeStackTests {
    /// The stack size of the calling thread, as the C library reports it (`pthread_getattr_np` is
    /// a GNU extension the Glibc module does not export, hence the look-up).
    static func currentStackSize() -> Int {
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return 0 }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var size = 0
        pthread_attr_getstacksize(&attributes, &size)
        return size
    }

    static func stackSizeOfBlockingRun() -> Int { LargeStack.run { currentStackSize() } }

    @Test("every run, first or reused, is on a thread with the large stack")
    func stackSize() async {
        #expect(Self.currentStackSize() > 0)
        for _ in 0..<3 {
            #expect(Self.stackSizeOfBlockingRun() >= LargeStack.size)
            #expect(await LargeStack.run { @Sendable in Self.currentStackSize() } >= LargeStack.size)
        }
    }

    @Test("a run inside a run finishes (a new worker starts rather than waiting for a busy one)")
    func nested() {
        let value = LargeStack.run { LargeStack.run { LargeStack.run { 42 } } + 1 }
        #expect(value == 43)
    }

    @Test("a run on a pool thread stays on it; a run from elsewhere moves to one")
    func inlineOnPoolThread() {
        #expect(!LargeStack.isCurrentThreadLarge)
        let (outer, inner, large) = LargeStack.run { () -> (pthread_t, pthread_t, Bool) in
            (pthread_self(), LargeStack.run { pthread_self() }, LargeStack.isCurrentThreadLarge)
        }
        #expect(pthread_equal(outer, inner) != 0)
        #expect(large)
        #expect(pthread_equal(outer, pthread_self()) == 0)
    }

    @Test("concurrentPerform runs every index once, each on a large-stack thread", arguments: [0, 1, 2, 100])
    func concurrentPerform(iterations: Int) {
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var indices: [Int] = []
            var onLargeStack = true
        }
        let seen = Seen()
        LargeStack.concurrentPerform(iterations: iterations) { i in
            let large = LargeStack.isCurrentThreadLarge
            seen.lock.lock()
            seen.indices.append(i)
            seen.onLargeStack = seen.onLargeStack && large
            seen.lock.unlock()
        }
        #expect(seen.indices.sorted() == Array(0..<iterations))
        #expect(seen.onLargeStack)
    }

    @Test("more evaluations at once than there are workers all finish, each with its own result")
    func concurrent() async {
        let count = 24
        let titles = await withTaskGroup(of: (Int, [String]).self) { group in
            for n in 0..<count {
                group.addTask {
                    let source = "struct V: View { var body: some View { Text(\"view \(n)\") } }"
                    let document = await Frontend.ir(source, fileName: "pool\(n).swift")
                    return (n, texts(document))
                }
            }
            var result: [Int: [String]] = [:]
            for await (n, texts) in group { result[n] = texts }
            return result
        }
        #expect(titles.count == count)
        for n in 0..<count { #expect(titles[n] == ["view \(n)"]) }
    }
}
