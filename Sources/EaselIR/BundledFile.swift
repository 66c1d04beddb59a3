import Foundation

/// A text file a target ships as a SwiftPM resource (the SDK interface, page templates, style
/// sheets): read once, where the target asks for it, from that target's `Bundle.module`.
public enum BundledFile {
    /// The file's text. A build without its resource bundle cannot do its job, so a missing file
    /// stops the process with what was looked for rather than carrying on with an empty text.
    /// `folder`: the folder the target copies whole (`.copy("Page")`), where the file is.
    public static func text(_ name: String, _ ext: String, in bundle: Bundle, folder: String? = nil) -> String {
        guard let url = bundle.url(forResource: name, withExtension: ext, subdirectory: folder) else {
            fatalError("Easel's resource \(name).\(ext) is missing from \(bundle.bundlePath): keep the .resources folders beside the binary")
        }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            fatalError("Easel's resource \(url.path) cannot be read: \(error)")
        }
    }
}
