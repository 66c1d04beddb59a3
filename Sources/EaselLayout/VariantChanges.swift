import EaselIR
import EaselToolbars

/// V6: what a variant changes against the base variant of the same preview and platform — each
/// item that moves to the overflow menu or out of sight, each item label or title that
/// truncates — as data and as diagnostics naming the variant. A pure function of two renders.
public struct VariantChange: Encodable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable { case overflows, truncated }

    public var kind: Kind
    /// The item's key, or `title` for a bar's title.
    public var key: String
    /// Where it was and where it is (`navigationBar.trailing` → `overflow`); for a truncation the
    /// same place, and `text` what is drawn.
    public var from: String
    public var to: String
    public var text: String?
    /// What a message names: `'Archive'`, `the title 'Mailboxes'`.
    public var name: String
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case key, from, to, text }
}

public enum VariantChanges {
    /// One render with the frames it was drawn at.
    public struct Drawn: Sendable {
        public var ir: IRDocument
        public var render: RenderDocument
        public var screen: ScreenLayout
        public var context: ToolbarContext
        /// Drawn from a document evaluated for this cell's own environment, which its code read
        /// (V8): its items are found in the base's by where they are declared, not by position.
        public var ownEvaluation = false

        public init(ir: IRDocument, render: RenderDocument, screen: ScreenLayout, context: ToolbarContext) {
            self.ir = ir
            self.render = render
            self.screen = screen
            self.context = context
        }
    }

    /// The changes from `base` to `variant`, in toolbar, then declaration order.
    public static func changes(from base: Drawn, to variant: Drawn) -> [VariantChange] {
        var result: [VariantChange] = []
        let byPlace = base.ownEvaluation || variant.ownEvaluation
        let namesBefore = byPlace ? stableNames(base) : [:], namesAfter = byPlace ? stableNames(variant) : [:]
        let before = itemsByKey(base, namesBefore), after = itemsByKey(variant, namesAfter)
        let truncatedBefore = truncatedItems(base, namesBefore), truncatedAfter = truncatedItems(variant, namesAfter)
        for (key, item) in after.sorted(by: { $0.key < $1.key }) {
            guard let was = before[key] else { continue }
            let declared = declaration(base, was)  // named as the author wrote it, not as the variant draws it
            let name = declared?.displayName ?? "'\(item.item.label.isEmpty ? item.item.key : item.item.label)'"
            let at = declared?.range.start ?? SourceLocation(line: 1, column: 1)
            if case .bar = was.item.where, item.item.where == .overflow || item.item.where == .hidden {
                result.append(VariantChange(kind: .overflows, key: item.item.key, from: was.item.where.rawValue, to: item.item.where.rawValue,
                                            name: name, location: at))
            } else if truncatedAfter.contains(key), !truncatedBefore.contains(key) {
                result.append(VariantChange(kind: .truncated, key: item.item.key, from: item.item.where.rawValue, to: item.item.where.rawValue,
                                            name: name, location: at))
            }
        }
        let titlesBefore = titles(base)
        for (bar, title) in titles(variant) where title.text.hasSuffix("…") && titlesBefore[bar].map({ !$0.text.hasSuffix("…") }) ?? false {
            result.append(VariantChange(kind: .truncated, key: "title", from: bar, to: bar, text: title.text,
                                        name: "the title '\(titlesBefore[bar]!.text)'", location: titleLocation(base.ir)))
        }
        return result
    }

    /// The diagnostic a change makes, its message naming the variant (`in variant de, rtl on ios`).
    public static func diagnostic(_ change: VariantChange, variant: String) -> Diagnostic {
        switch change.kind {
        case .overflows:
            let to = change.to == "overflow" ? "moves to the overflow menu" : "is hidden"
            return Diagnostic(.warning, "overflows-in-variant", at: change.location,
                              "\(change.name) \(to) in variant \(variant) (it is in the \(change.from) in the base variant): shorten its label or give it a lower visibilityPriority")
        case .truncated:
            return Diagnostic(.warning, "truncated-in-variant", at: change.location,
                              "\(change.name) is truncated in variant \(variant)\(change.text.map { " (drawn as '\($0)')" } ?? ""): shorten it, or let it wrap")
        }
    }

    /// Each toolbar item by a name that finds the same item in both renders: its toolbar's id (or
    /// index) and its key, or where it is declared (`stableNames`) when the documents differ.
    private static func itemsByKey(_ d: Drawn, _ names: [ItemRef: String]) -> [String: (toolbar: Int, item: ResolvedItem)] {
        var result: [String: (Int, ResolvedItem)] = [:]
        for (t, toolbar) in d.render.toolbars.enumerated() where toolbar.system != true {
            for item in toolbar.items where item.kind == .item || item.kind == .titleMenu {
                result[names[ItemRef(toolbar: t, key: item.key)] ?? name(toolbar, t, item.key)] = (t, item)
            }
        }
        return result
    }

    /// An item's name by its toolbar's id (or index) and its key.
    private static func name(_ toolbar: ResolvedToolbar, _ index: Int, _ key: String) -> String {
        "\(toolbar.id ?? "#\(index)")/\(key)"
    }

    private struct ItemRef: Hashable {
        let toolbar: Int
        let key: String
    }

    /// A name for each toolbar item that is the same in two renders of one source, though a
    /// variant's code may build other items before it (V8: `if typeSize.isAccessibilitySize { … }`):
    /// an item without an id is keyed by its position (`#2`), so it is named by where it is
    /// declared instead, counted among the items declared there (a `ForEach`'s); a toolbar without
    /// an id likewise.
    private static func stableNames(_ d: Drawn) -> [ItemRef: String] {
        var result: [ItemRef: String] = [:]
        var toolbarsAt: [String: Int] = [:]
        for (t, toolbar) in d.render.toolbars.enumerated() {
            let declared = d.render.declarationIndices.indices.contains(t) && d.ir.toolbars.indices.contains(d.render.declarationIndices[t])
                ? d.ir.toolbars[d.render.declarationIndices[t]] : nil
            var toolbarName = toolbar.id ?? "#\(t)"
            if toolbar.id == nil, let declared {
                let place = "@\(declared.range.start.line):\(declared.range.start.column)"
                toolbarName = place + "#\(toolbarsAt[place, default: 0])"
                toolbarsAt[place, default: 0] += 1
            }
            var itemsAt: [String: Int] = [:]
            let declarations = Dictionary((declared?.items ?? []).map { ($0.key, $0.range.start) }, uniquingKeysWith: { first, _ in first })
            for item in toolbar.items {
                guard item.key.hasPrefix("#"), let start = declarations[item.key] else {
                    result[ItemRef(toolbar: t, key: item.key)] = toolbarName + "/" + item.key
                    continue
                }
                let place = "@\(start.line):\(start.column)"
                result[ItemRef(toolbar: t, key: item.key)] = toolbarName + "/" + place + "#\(itemsAt[place, default: 0])"
                itemsAt[place, default: 0] += 1
            }
        }
        return result
    }

    private static func declaration(_ d: Drawn, _ entry: (toolbar: Int, item: ResolvedItem)) -> ToolbarItemDecl? {
        guard d.render.declarationIndices.indices.contains(entry.toolbar) else { return nil }
        let index = d.render.declarationIndices[entry.toolbar]
        return d.ir.toolbars.indices.contains(index) ? d.ir.toolbars[index].items.first { $0.key == entry.item.key } : nil
    }

    /// Items drawn narrower than they measure: squeezed into too short a bar, their labels cut (L3).
    private static func truncatedItems(_ d: Drawn, _ names: [ItemRef: String]) -> Set<String> {
        var result = Set<String>()
        for bar in d.screen.bars {
            for frame in bar.items where frame.toolbar >= 0 && d.render.toolbars.indices.contains(frame.toolbar) {
                let toolbar = d.render.toolbars[frame.toolbar]
                guard let item = toolbar.item(frame.key), item.kind == .item, frame.frame.width < item.width - 0.5 else { continue }
                result.insert(names[ItemRef(toolbar: frame.toolbar, key: frame.key)] ?? name(toolbar, frame.toolbar, frame.key))
            }
        }
        return result
    }

    /// Where the title is written: the first `navigationTitle` of the view tree.
    private static func titleLocation(_ ir: IRDocument) -> SourceLocation {
        let titled = ir.view?.first { $0.modifiers.contains { $0.name == "navigationTitle" } }
        return titled?.modifiers.first { $0.name == "navigationTitle" }?.range.start ?? SourceLocation(line: 1, column: 1)
    }

    private static func titles(_ d: Drawn) -> [String: TitleFrame] {
        var result: [String: TitleFrame] = [:]
        for bar in d.screen.bars { if let title = bar.title { result[bar.kind.rawValue + (bar.column.map { "(\($0))" } ?? "")] = title } }
        return result
    }
}
