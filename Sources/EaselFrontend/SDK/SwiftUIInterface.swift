import Foundation

/// The declared SDK is the file `SwiftUI.swiftinterface` beside this one — Swift, so editors and
/// swift-syntax read it as Swift — a resource of EaselFrontend; its header says how a declaration
/// is read. `SDKRegistry.swiftUI` parses it once per process.
enum SwiftUIInterface {
    static let resourceName = "SwiftUI"
    static let resourceExtension = "swiftinterface"

    /// The interface's text. A build without its resource bundle cannot preview anything, so a
    /// missing file stops the process with what was looked for rather than an empty SDK that would
    /// make every view unknown.
    static let source: String = {
        guard let url = Bundle.module.url(forResource: resourceName, withExtension: resourceExtension) else {
            fatalError("Easel's SDK interface \(resourceName).\(resourceExtension) is missing from \(Bundle.module.bundlePath)")
        }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            fatalError("Easel's SDK interface at \(url.path) cannot be read: \(error)")
        }
    }()
}
