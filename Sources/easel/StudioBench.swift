import EaselStudio
import EaselText
import Foundation

/// The keystroke as the Studio serves it: the bench's edits rendered through `StudioService`
/// (evaluation gate; evaluation, resolution, layout and drawing on a large-stack thread and
/// back), beside the pipeline's own keystroke, which runs on the calling thread.
/// The difference is what a server pays for keeping its threads free.
enum StudioBench {
    static func keystrokeMilliseconds(_ edits: [String], measurer: any TextMeasuring & Sendable) throws -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-studio-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let service = StudioService(store: try SQLiteStudioStore(folder: folder), measurer: measurer)
        let requests = try edits.map { source in
            try JSONDecoder().decode(RenderRequest.self, from: JSONSerialization.data(withJSONObject: ["source": source, "platform": "ipados"]))
        }
        var times: [Double] = []
        for request in requests {
            let start = ContinuousClock.now
            _ = try waiting { try await service.render(request) }
            times.append((ContinuousClock.now - start).milliseconds)
        }
        return times.isEmpty ? 0 : times.sorted()[times.count / 2]
    }

    /// `work`'s result, the calling thread (not one of Swift concurrency's) waiting for it.
    private static func waiting<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let outcome = Outcome<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { outcome.result = .success(try await work()) } catch { outcome.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try outcome.result!.get()
    }

    private final class Outcome<T>: @unchecked Sendable { var result: Result<T, Error>? }
}
