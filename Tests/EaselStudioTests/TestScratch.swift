import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One folder per test process, removed when the process exits: for data that outlives the value
/// that named it (a store opened from a `StoreLocation` its caller has dropped, the folder of a
/// struct suite whose closures share it), so no single test can remove it.
enum TestScratch {
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-studio-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { _ = try? FileManager.default.removeItem(at: TestScratch.folder) }
        return url
    }()
}
