import EaselIR
import EaselText

/// The result of rendering a source for a platform (the CLI contract's `render --format json`).
public struct RenderDocument: Codable, Hashable, Sendable {
    public static let formatName = "easel.render/1"

    public struct Size: Codable, Hashable, Sendable {
        public var width: Double
        public var height: Double
    }

    public var format: String
    public var platform: Platform
    public var size: Size
    public var diagnostics: [Diagnostic]
    public var toolbars: [ResolvedToolbar]
    /// The tab view (spec B), `null` when the source has none.
    @ExplicitNull public var tabs: ResolvedTabs?
    public var commands: [MenuCommand]
}

/// Resolves every toolbar of an IR document for one platform and context: the engine's entry
/// point, a pure function of (document, customizations, context, measurer).
public struct Renderer: Sendable {
    public let context: ToolbarContext
    public let measurer: any TextMeasuring

    public init(context: ToolbarContext, measurer: any TextMeasuring) {
        self.context = context
        self.measurer = measurer
    }

    public func render(_ document: IRDocument, customizations: CustomizationDocument = CustomizationDocument()) -> RenderDocument {
        let resolver = ToolbarResolver(context: context, measurer: measurer)
        let scrolls = Self.contentScrolls(document.view)
        var diagnostics = document.diagnostics
        var pairs: [(declaration: ToolbarDecl, resolved: ResolvedToolbar)] = []
        for declaration in document.toolbars {
            guard let presentation = document.presentations.first(where: { $0.id == declaration.presentation }) ?? document.presentations.first,
                  presentation.isPresented else { continue }
            let state = declaration.customizable ? customizations.state(for: declaration) : nil
            let output = resolver.resolve(declaration, state: state, presentation: presentation, contentScrolls: scrolls)
            diagnostics += output.diagnostics
            pairs.append((declaration, output.toolbar))
        }
        diagnostics += HIGChecks.check(pairs, document: document, platform: context.platform)
        let window = document.presentations.first { $0.kind == "window" }
        let commands = ToolbarCommandsModel.commands(app: document.app, platform: context.platform, window: window,
                                                     windowToolbars: pairs.map(\.resolved).filter { $0.presentation == "window" })
        var seen = Set<Diagnostic>()
        return RenderDocument(format: RenderDocument.formatName, platform: context.platform,
                              size: .init(width: context.width, height: context.height),
                              diagnostics: diagnostics.filter { seen.insert($0).inserted }.sortedForOutput(),
                              toolbars: pairs.map(\.resolved), tabs: tabs(document, customizations), commands: commands)
    }

    /// The first tab view of a shown presentation, with its saved customization.
    private func tabs(_ document: IRDocument, _ customizations: CustomizationDocument) -> ResolvedTabs? {
        guard let declaration = document.tabViews.first(where: { tabView in
            document.presentations.first { $0.id == tabView.presentation }?.isPresented ?? true
        }) else { return nil }
        return TabResolver(context: context).resolve(declaration, state: customizations.state(for: declaration))
    }

    /// Content that scrolls beneath the bars makes them translucent (spec H8).
    static func contentScrolls(_ view: ViewNode?) -> Bool {
        var scrolls = false
        view?.walk { if ["ScrollView", "List", "Form", "TextEditor"].contains($0.kind) { scrolls = true } }
        return scrolls
    }
}

/// `render --format text`: one line per bar, for terminals and text snapshots, e.g.
/// `navigationBar | [Cancel] · My Note · [bold] [italic] [⋯] |`.
public enum TextRendering {
    public static func render(_ document: RenderDocument) -> String {
        var lines: [String] = ["\(document.platform.rawValue) \(Int(document.size.width))×\(Int(document.size.height))"]
        let more = document.platform == .macos ? "[»]" : "[⋯]"
        for toolbar in document.toolbars {
            var header = "toolbar " + (toolbar.id.map { "\"\($0)\"" } ?? "(no id)")
            header += " · \(toolbar.presentation) · role \(toolbar.role)"
            if toolbar.customizable { header += toolbar.editable ? " · customizable, editable" : " · customizable, not editable here" }
            if !toolbar.visible { header += " · hidden" }
            if document.platform == .macos { header += " · \(toolbar.displayMode)" }
            lines.append(header)
            let mainBar = document.platform == .macos ? "windowToolbar" : "navigationBar"
            func label(_ key: String) -> String {
                guard let item = toolbar.item(key) else { return "[\(key)]" }
                if item.kind == "spacer" { return toolbar.items.contains { $0.key == key && $0.width > 0 } ? "[ ]" : "[<->]" }
                if item.kind == "titleMenu" { return "[\(item.label.isEmpty ? "title" : item.label) ▾]" }
                if item.label.isEmpty { return item.systemImage.map { "[\($0)]" } ?? "[\(key)]" }
                return "[\(item.label)]"
            }
            for bar in toolbar.bars {
                var middle = bar.center.map(label)
                if let title = bar.title, !title.isEmpty { middle.insert(title, at: 0) }
                var trailing = bar.trailing.map(label)
                if bar.kind == mainBar, !toolbar.overflow.isEmpty { trailing.append(more) }
                var parts = bar.leading.map(label)
                if !middle.isEmpty { parts += ["·"] + middle + ["·"] }
                parts += trailing
                var line = "  \(bar.kind) | " + parts.joined(separator: " ") + (parts.isEmpty ? "|" : " |")
                if let revealed = bar.revealed { line += revealed ? " (revealed)" : " (scroll up to reveal)" }
                lines.append(line)
            }
            if !toolbar.overflow.isEmpty { lines.append("  overflow " + more + " " + toolbar.overflow.map(label).joined(separator: " ")) }
            if !toolbar.hidden.isEmpty { lines.append("  hidden: " + toolbar.hidden.map(label).joined(separator: " ")) }
            if toolbar.editable { lines.append("  palette: " + (toolbar.palette.isEmpty ? "(empty)" : toolbar.palette.map(label).joined(separator: " "))) }
        }
        if document.toolbars.isEmpty { lines.append("(no toolbar)") }
        if let tabs = document.tabs {
            var header = "tabs \(tabs.style) · \(tabs.presentation)"
            if tabs.customizable { header += tabs.editable ? " · customizable, editable" : " · customizable, not editable here" }
            lines.append(header)
            func title(_ key: String) -> String {
                let t = tabs.tab(key)?.title ?? key
                return key == tabs.selected ? "[\(t)]" : t
            }
            if !tabs.tabBar.isEmpty || tabs.presentation != "sidebar" {
                lines.append("  \(tabs.presentation == "tabBar" ? "tabBar" : tabs.presentation) | " + tabs.tabBar.map(title).joined(separator: " · ") + " |")
            }
            for section in tabs.sidebar {
                let name = section.section == nil ? "sidebar" : "sidebar › \(section.title ?? section.section!)"
                lines.append("  \(name) | " + section.tabs.map(title).joined(separator: " · ") + " |")
            }
        }
        for command in document.commands {
            lines.append("menu \(command.menu) › \(command.title)" + (command.enabled ? "" : " (disabled)"))
        }
        return lines.joined(separator: "\n")
    }
}
