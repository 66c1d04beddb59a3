import EaselIR
import Foundation

/// The declared SDK is the file `SwiftUI.swiftinterface` beside this one — Swift, so editors and
/// swift-syntax read it as Swift — a resource of EaselFrontend; its header says how a declaration
/// is read. `SDKRegistry.swiftUI` parses it once per process.
enum SwiftUIInterface {
    static let source = BundledFile.text("SwiftUI", "swiftinterface", in: .module)
}
