import EaselIR
import Foundation

/// Finds the Swift examples in a documentation page: ```swift fences in Markdown, and in plain
/// text pages the block that starts with `struct … : View {` and ends before "Live preview".
public enum ExampleExtraction {
    public struct Example: Hashable, Sendable {
        public let source: String
        /// 1-based line of the example's first line in the page.
        public let line: Int
        /// The platforms its fence asks for (```` ```swift preview=macos ```` or `preview=ios,macos`).
        public var preview: [Platform] = []

        public init(source: String, line: Int, preview: [Platform] = []) {
            self.source = source
            self.line = line
            self.preview = preview
        }

        /// The platforms to show it on, first shown first: those its fence names; else the page's,
        /// with macOS first for an app with menu commands (which only a Mac shows).
        public func platforms(page: [Platform]) -> [Platform] {
            if !preview.isEmpty { return preview }
            let commands = source.contains("@main") && (source.contains(".commands") || source.contains("CommandGroup") || source.contains("CommandMenu"))
            guard commands else { return page }
            return [.macos] + page.filter { $0 != .macos }
        }
    }

    /// `preview=macos` or `preview=ios,macos` in a fence's info string.
    static func previewPlatforms(_ fence: String) -> [Platform] {
        guard let attribute = fence.split(separator: " ").first(where: { $0.hasPrefix("preview=") }) else { return [] }
        return attribute.dropFirst("preview=".count).split(separator: ",").compactMap { Platform(rawValue: String($0)) }
    }

    public static func examples(in page: String) -> [Example] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [Example] = []
        var i = 0
        var sawFence = false
        while i < lines.count {
            if lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("```swift") {
                sawFence = true
                var body: [String] = []
                var j = i + 1
                while j < lines.count, !lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("```") { body.append(lines[j]); j += 1 }
                result.append(Example(source: body.joined(separator: "\n"), line: i + 2,
                                      preview: previewPlatforms(lines[i].trimmingCharacters(in: .whitespaces))))
                i = j + 1
                continue
            }
            i += 1
        }
        if !sawFence, let start = lines.firstIndex(where: { $0.hasPrefix("struct ") && $0.contains(": View") && $0.hasSuffix("{") }),
           let end = lines[start...].firstIndex(where: { $0.hasPrefix("Live preview") }) {
            result.append(Example(source: lines[start..<end].joined(separator: "\n"), line: start + 1))
        }
        return result
    }

    /// Whether an example is an API declaration shown for reference (`func toolbar<…>(…)`,
    /// `struct ToolbarItem<ID, Content>`, `init(…)`) rather than code to run.
    public static func isDeclaration(_ source: String) -> Bool {
        let s = source.trimmingCharacters(in: .whitespacesAndNewlines)
        if s.hasPrefix("func ") || s.hasPrefix("init(") { return true }
        if s.hasPrefix("struct ") {
            let firstLine = s.split(separator: "\n").first.map(String.init) ?? s
            return !firstLine.contains("{")
        }
        return false
    }
}
