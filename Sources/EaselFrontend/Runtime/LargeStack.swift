import Foundation

/// Runs work on a thread with a large stack. The parser and the tree-walking evaluator recurse
/// once per level of nesting, and debug builds of swift-syntax use far more stack per level than
/// release builds: a small thread stack (Swift concurrency's, or a test runner's) would
/// overflow on deeply nested but legal source, where a diagnostic is wanted instead.
enum LargeStack {
    static let size = 512 * 1024 * 1024

    private final class Box<T>: @unchecked Sendable {
        var value: T?
        let body: () -> T
        init(_ body: @escaping () -> T) { self.body = body }
    }

    /// The same without blocking the caller: for servers, whose threads must stay free.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = size
            thread.start()
        }
    }

    static func run<T>(_ body: @escaping () -> T) -> T {
        let box = Box(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = box.body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }
}
