import EaselIR

/// Which columns of a `NavigationSplitView` show, how wide, and with which title (spec L14): the
/// engine's decision, so each shown column gets its own bars (iPad: a navigation bar per column;
/// Mac: a section of the window toolbar per column) and the layout stage places the content in
/// the same columns.
public struct ResolvedSplit: Hashable, Sendable {
    public struct Column: Hashable, Sendable {
        /// `sidebar`, `content` or `detail`.
        public var name: String
        /// Points; the last shown column takes what is left.
        public var width: Double
        /// The title its bar shows.
        public var title: String?
    }

    /// The shown columns, leading to trailing; their widths add up to the window's.
    public var columns: [Column]
    /// The system's sidebar button (`toolbar(removing: .sidebarToggle)` takes it away): in the
    /// first shown column's bar, where it shows or hides the sidebar.
    public var sidebarToggle: Bool

    /// The column a toolbar's items show in: the one it is written in; a toolbar outside the
    /// columns (on the split view itself, or around it) is the detail's **[D]**.
    public static func column(of toolbar: ToolbarDecl) -> String { toolbar.column ?? "detail" }

    /// **[D]** Compact width (iPhone, a narrow iPad, watchOS) shows one column: the
    /// `preferredCompactColumn` (the sidebar by default), or the column after one whose list has a
    /// selection. Otherwise `columnVisibility` decides:
    /// `detailOnly`, `doubleColumn` (the content and detail of three columns, the sidebar and
    /// detail of two), `all`; `automatic` shows every column on macOS, tvOS and visionOS, and on
    /// an iPad in landscape the sidebar and detail of two columns or the content and detail of
    /// three (UIKit's "one beside secondary"), the detail alone in portrait or with
    /// `.prominentDetail`. Widths: a column's `navigationSplitViewColumnWidth`, else 220 pt
    /// (sidebar) and 260 pt (content) on macOS, 320 pt on the others, at most 40 % of the window.
    public static func resolve(_ split: SplitViewDecl, context: ToolbarContext, removed: [String]) -> ResolvedSplit {
        let names = split.columns.map(\.name)
        let compact = context.isCompactWidth || context.platform == .watchos
        var shown: [String]
        if compact {
            // A selection in a column's list pushes the next column (SwiftUI's collapsed stack).
            var column = names.firstIndex(of: split.compactColumn) ?? 0
            while column < names.count - 1, split.selectedColumns.contains(names[column]) { column += 1 }
            shown = [names[column]]
        } else {
            let three = names.count == 3
            switch split.visibility {
            case "detailOnly": shown = ["detail"]
            case "doubleColumn": shown = three ? ["content", "detail"] : ["sidebar", "detail"]
            case "all": shown = names
            default:
                if context.platform != .ipados {
                    shown = names
                } else if split.style == "prominentDetail" || context.height > context.width {
                    shown = ["detail"]
                } else {
                    shown = three ? ["content", "detail"] : ["sidebar", "detail"]
                }
            }
        }
        var columns: [Column] = []
        var left = context.width
        for (i, name) in shown.enumerated() {
            let declared = split.column(name)
            var width = left
            if i < shown.count - 1 {
                let standard = context.platform == .macos ? (name == "sidebar" ? 220.0 : 260) : 320
                width = min(declared?.width ?? standard, context.width * 0.4, left)
            }
            columns.append(Column(name: name, width: max(0, width), title: declared?.title))
            left -= width
        }
        return ResolvedSplit(columns: columns, sidebarToggle: !compact && !removed.contains("sidebarToggle")
                                && context.platform != .tvos && context.platform != .visionos)
    }
}
