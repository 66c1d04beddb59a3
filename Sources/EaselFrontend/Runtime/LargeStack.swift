import Foundation

/// Runs work on a thread with a large stack. The parser and the tree-walking evaluator recurse
/// once per level of nesting, and debug builds of swift-syntax use far more stack per level than
/// release builds: a small thread stack (Swift concurrency's, or a test runner's) would
/// overflow on deeply nested but legal source, where a diagnostic is wanted instead.
public enum LargeStack {
    public static let size = 512 * 1024 * 1024

    /// The cores this process may use, counted once: on Linux, Foundation counts them by reading
    /// the scheduler's and the cgroup's files, about 60 µs a time (a third of a keystroke).
    public static let cores = ProcessInfo.processInfo.activeProcessorCount

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }

    /// The same without blocking the caller: for servers, whose threads must stay free.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            LargeStackPool.shared.submit { continuation.resume(returning: body()) }
        }
    }

    /// Whether the calling thread is one of the pool's. Work already on a large stack runs where
    /// it is: a hop to another thread and back costs 55–80 µs on our VMs (two wake-ups across
    /// cores), and inside a keystroke about 0.3 ms (the woken core's caches hold none of the
    /// work); the command line runs its commands on a pool thread (Docs/performance.md).
    static var isCurrentThreadLarge: Bool { pthread_getspecific(LargeStackPool.marker) != nil }

    /// `body` on a thread with a large stack, the calling thread's if it is one.
    public static func run<T>(_ body: @escaping () -> T) -> T {
        if isCurrentThreadLarge { return body() }
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        LargeStackPool.shared.submit {
            box.value = body()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    /// `work(i)` for every `i` below `iterations`, on as many large-stack threads at once as
    /// there are cores, the calling thread among them, each taking the next index when it is
    /// done: `DispatchQueue.concurrentPerform`'s contract, on threads where the front end's runs
    /// need no hop.
    public static func concurrentPerform(iterations: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let threads = min(iterations, cores)
        let next = NextIndex(below: iterations)
        let share: @Sendable () -> Void = { while let i = next.take() { work(i) } }
        let others = DispatchGroup()
        for _ in 0..<max(0, threads - 1) {
            others.enter()
            LargeStackPool.shared.submit { share(); others.leave() }
        }
        run(share)
        others.wait()
    }

    /// `work` over `items` on every core, as `concurrentPerform`; the results in order.
    public static func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ work: @escaping @Sendable (T) -> R) -> [R] {
        let results = Results<R>(count: items.count)
        concurrentPerform(iterations: items.count) { i in results.set(i, work(items[i])) }
        return results.values
    }

    /// Results written by index from several threads, under a lock.
    private final class Results<R: Sendable>: @unchecked Sendable {
        private var slots: [R?]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ i: Int, _ value: R) {
            lock.lock()
            slots[i] = value
            lock.unlock()
        }

        var values: [R] { slots.map { $0! } }
    }

    private final class NextIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let end: Int

        init(below end: Int) { self.end = end }

        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < end else { return nil }
            next += 1
            return next - 1
        }
    }
}

/// Threads with `LargeStack.size` stacks that stay alive between jobs. A thread per evaluation
/// cost the Studio about 3 % of its CPU under load (clone, and mapping and unmapping 512 MB of
/// stack; perf, README → Speed). A job waits for no other: when no worker is free, a new one
/// starts, so nested runs cannot deadlock and callers bound the number of threads (the Studio's
/// evaluation gate, the docs builder's task group). Workers idle for `idleTimeout` end.
final class LargeStackPool: @unchecked Sendable {
    static let shared = LargeStackPool()

    private let condition = NSCondition()
    /// Jobs not yet taken, first in first out (a handful at most: callers bound them).
    private var jobs: [() -> Void] = []
    /// Workers waiting for a job.
    private var idle = 0
    private let idleTimeout: TimeInterval = 10
    /// Set on the pool's threads (`LargeStack.isCurrentThreadLarge`).
    static let marker: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    func submit(_ job: @escaping () -> Void) {
        condition.lock()
        jobs.append(job)
        // Each waiting worker takes one queued job; more jobs than waiting workers need a new one.
        if jobs.count > idle {
            let thread = Thread { [self] in work() }
            thread.stackSize = LargeStack.size
            thread.start()
        } else {
            condition.signal()
        }
        condition.unlock()
    }

    private func work() {
        pthread_setspecific(Self.marker, UnsafeRawPointer(bitPattern: 1))
        condition.lock()
        while true {
            while jobs.isEmpty {
                idle += 1
                let woken = condition.wait(until: Date(timeIntervalSinceNow: idleTimeout))
                idle -= 1
                if !woken && jobs.isEmpty {
                    condition.unlock()
                    return
                }
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
            condition.lock()
        }
    }
}
