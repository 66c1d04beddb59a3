import EaselIR

/// Reads the typed toolbar declaration (spec T1–T6) out of a lowered `.toolbar` modifier.
struct ToolbarDeclarations {
    private(set) var diagnostics: [Diagnostic] = []

    private struct Inherited {
        var modifiers: [IRModifier] = []
        var group: ToolbarGroupRef?
        var groupPlacement: ToolbarPlacement?
        /// Inside a `ToolbarOverflowMenu` (N5).
        var overflowMenu = false
    }

    private var items: [ToolbarItemDecl] = []
    private var groupCount = 0
    private var customizable = false

    static func placement(_ value: IRValue?) -> ToolbarPlacement {
        guard let s = value?.symbolValue else { return .automatic }
        switch s.name {
        case "navigationBarLeading": return .topBarLeading
        case "navigationBarTrailing": return .topBarTrailing
        case "accessoryBar":
            let id: String
            switch s.fields["id"] {
            case .string(let v)?: id = v
            case .int(let v)?: id = String(v)
            default: id = ""
            }
            return .accessoryBar(id: id)
        default: return ToolbarPlacement(s.name)
        }
    }

    mutating func toolbar(_ modifier: IRModifier, host: ViewNode, presentation: String) -> ToolbarDecl {
        let id = modifier.argument("id")?.stringValue
        customizable = id != nil
        items = []
        groupCount = 0
        for node in modifier.argument("content")?.viewsValue ?? [] {
            visit(node, Inherited())
        }
        checkDuplicates()
        return ToolbarDecl(id: id, host: host.identity, presentation: presentation, items: items, range: modifier.range)
    }

    private mutating func visit(_ node: ViewNode, _ inherited: Inherited) {
        var inherited = inherited
        switch node.kind {
        case "ToolbarItem" where node.children.count == 1 && node.children[0].kind == "Spacer":
            // `ToolbarItem(placement: .bottomBar) { Spacer() }`, the idiom before `ToolbarSpacer`:
            // flexible space, as SwiftUI lays it out, not an item without a label.
            addItem(kind: .spacer, node: node, content: nil, inherited)
        case "ToolbarItem":
            addItem(kind: .item, node: node, content: node.children.first, inherited)
        case "ToolbarSpacer":
            addItem(kind: .spacer, node: node, content: nil, inherited)
        case "DefaultToolbarItem":
            // N2: the search item where it is declared; the sidebar button and the title are the
            // system's own items, which the bars already show where SwiftUI puts them.
            if node.argument("kind")?.symbolValue?.name == "search" { addItem(kind: .search, node: node, content: nil, inherited) }
        case "ToolbarTitleMenu":
            addItem(kind: .titleMenu, node: node, content: node, inherited)
        case "ToolbarItemGroup":
            if customizable {
                error(node, "toolbar-group-in-customizable",
                      "ToolbarItemGroup cannot be used in a customizable toolbar (toolbar(id:)); give each item its own ToolbarItem(id:placement:)")
            }
            let label = node.argument("label")?.viewsValue.flatMap(LabelDerivation.label(ofViews:))?.text
            inherited.group = ToolbarGroupRef(index: groupCount, label: label, range: node.range)
            inherited.groupPlacement = Self.placement(node.argument("placement"))
            inherited.modifiers += node.modifiers
            groupCount += 1
            for child in node.children { visitGroupChild(child, inherited) }
        case "Group", "ForEach":
            inherited.modifiers += node.modifiers
            for child in node.children { visit(child, inherited) }
        case "ToolbarOverflowMenu":
            // N5: each view of its content is an item that always sits in the overflow menu.
            inherited.overflowMenu = true
            inherited.modifiers += node.modifiers
            for child in node.children { visitGroupChild(child, inherited) }
        case "EmptyView":
            return  // nothing, or an API the release previewed lacks (spec G1)
        default:
            if node.origin == .source, node.children.contains(where: Self.isToolbarContent) {
                // A `ToolbarContent` struct of the source: its body's items.
                inherited.modifiers += node.modifiers
                for child in node.children { visit(child, inherited) }
                return
            }
            if let group = inherited.group, group.index >= 0 {
                visitGroupChild(node, inherited)
                return
            }
            // A plain view given to toolbar { } is an automatic item (spec T1).
            if customizable, node.origin == .placeholder {
                // R3: toolbar content of the app's own from a file not given (`EditorToolbar()`):
                // what it holds, ids included, is unknown, so it stands as one item.
                let name = node.argument("name")?.stringValue ?? node.kind
                diagnostics.append(Diagnostic(.note, "placeholder-item", at: node.range.start,
                                              "'\(name)' is not declared in this source; in this customizable toolbar it is one placeholder item, without the ids of what it holds"))
            } else if customizable {
                error(node, "item-without-id", "items of a customizable toolbar must be ToolbarItem(id:placement:content:); this \(node.kind) has no id")
            }
            addItem(kind: .item, node: node, content: node, inherited)
        }
    }

    /// Each view in a group is an item with the group's placement (spec T4).
    private mutating func visitGroupChild(_ node: ViewNode, _ inherited: Inherited) {
        if node.kind == "EmptyView" { return }
        if node.kind == "ForEach" || node.kind == "Group" {
            var inner = inherited
            inner.modifiers += node.modifiers
            for child in node.children { visitGroupChild(child, inner) }
            return
        }
        // Among a group's views, `Spacer()` is flexible space and `Divider()` a fixed separator, as
        // `ToolbarSpacer(.flexible)` and `ToolbarSpacer(.fixed)` are.
        let isSpacer = ["ToolbarSpacer", "Spacer", "Divider"].contains(node.kind)
        addItem(kind: isSpacer ? .spacer : .item, node: node, content: isSpacer ? nil : node, inherited)
    }

    /// Toolbar content, or a `ToolbarContent` struct of the source made of it (nested as deep as the
    /// source nests them: `MediaToolBar { DismissToolbarItem() … }`; content Easel cannot know, a
    /// placeholder, may stand among it and becomes an item of its own).
    private static func isToolbarContent(_ node: ViewNode) -> Bool {
        if ["ToolbarItem", "ToolbarItemGroup", "ToolbarSpacer", "ToolbarTitleMenu", "Group", "ForEach"].contains(node.kind) { return true }
        return node.origin == .source && node.children.contains(where: isToolbarContent)
    }

    private mutating func addItem(kind: ToolbarItemDecl.Kind, node: ViewNode, content: ViewNode?, _ inherited: Inherited) {
        let isOwnDeclaration = ["ToolbarItem", "ToolbarSpacer", "ToolbarTitleMenu"].contains(node.kind)
        let id = isOwnDeclaration ? node.argument("id")?.stringValue : nil
        if customizable, kind == .item, id == nil, isOwnDeclaration {
            error(node, "item-without-id", "items of a customizable toolbar need an id: ToolbarItem(id:placement:content:)")
        }
        let index = items.count
        var item = ToolbarItemDecl(key: kind == .search ? "search" : id ?? "#\(index)", id: id, index: index, kind: kind,
                                   placement: inherited.groupPlacement ?? Self.placement(node.argument("placement")),
                                   group: inherited.group, content: content, range: node.range)
        item.inOverflowMenu = inherited.overflowMenu
        if kind == .spacer { item.spacerSize = node.argument("sizing")?.symbolValue?.name ?? (node.kind == "Divider" ? "fixed" : "flexible") }
        if node.argument("showsByDefault") == .bool(false) { item.defaultVisibility = "hidden" }
        // The content's own `toolbarCustomizationBehavior` (seed 000's spelling), then the item's modifiers.
        if let behavior = content?.modifier("toolbarCustomizationBehavior")?.argument("behavior")?.symbolValue {
            item.behavior = behavior.name
        }
        var defaultCustomization: IRModifier?
        for m in inherited.modifiers + (isOwnDeclaration ? node.modifiers : []) {
            switch m.name {
            case "customizationBehavior":
                if let b = m.argument("behavior")?.symbolValue { item.behavior = b.name }
            case "defaultCustomization":
                defaultCustomization = m
                if let v = m.argument("defaultVisibility")?.symbolValue { item.defaultVisibility = v.name }
                item.options = Self.optionNames(m.argument("options"))
            case "hidden":
                item.isHidden = m.argument("hidden")?.boolValue ?? true
            case "visibilityPriority":
                if let p = m.argument("priority")?.symbolValue { item.visibilityPriority = p.name }
            case "contentMarginsRemoved":
                item.marginsRemoved = m.argument("removed")?.boolValue ?? true
            case "sharedBackgroundVisibility":
                item.sharedBackgroundHidden = m.argument("visibility")?.symbolValue?.name == "hidden"
            default: break
            }
        }
        if let m = defaultCustomization, item.behavior != "default" {
            diagnostics.append(Diagnostic(.warning, "default-customization-ignored", at: m.range.start,
                                          "defaultCustomization has no effect on an item whose customization behavior is .\(item.behavior) (spec C5)"))
        }
        if !customizable, item.behavior != "default" || defaultCustomization != nil {
            diagnostics.append(Diagnostic(.warning, "customization-without-id", at: node.range.start,
                                          "customization settings only take effect in a customizable toolbar, declared with toolbar(id:)"))
        }
        if let content, let label = LabelDerivation.label(of: content) {
            item.label = label.text
            item.systemImage = label.systemImage
            item.customSymbol = label.customSymbol
        }
        if let content { Self.readGlassTraits(of: content, modifiers: inherited.modifiers, into: &item) }
        items.append(item)
    }

    /// What decides the item's glass (G2, G4, N8, N10): its button's role, a prominent button
    /// style, a tint and a badge — on the content, a source view's body, or the group around it.
    private static func readGlassTraits(of content: ViewNode, modifiers: [IRModifier], into item: inout ToolbarItemDecl) {
        let views = content.bodyChain
        let control = views[views.count - 1]
        let chain = views.flatMap(\.modifiers)
        if control.kind == "Button" { item.role = control.argument("role")?.symbolValue?.name }
        item.prominent = item.role == "confirm"  // the system Done button is prominent (N8)
        for m in modifiers + chain {
            switch m.name {
            case "buttonStyle":
                let style = m.argument("style")?.symbolValue?.name
                item.prominent = style == "borderedProminent" || style == "glassProminent"
            case "tint":
                if let color = m.argument("tint")?.symbolValue {
                    item.tintColor = color
                    item.tint = color.name != "init" ? color.name
                        : ColorValue(color)?.resolved(dark: false, system: { SystemColors.pair(type: $0, name: $1)?.light })?.hex
                }
            case "badge":
                if let text = m.badgeText { item.badge = text }
            default: break
            }
        }
    }

    private static func optionNames(_ value: IRValue?) -> [String] {
        switch value {
        case .symbol(let s)?: return [s.name]
        case .array(let a)?: return a.compactMap { $0.symbolValue?.name }
        default: return []
        }
    }

    private mutating func checkDuplicates() {
        var seen = Set<String>()
        for item in items where item.id != nil && item.kind != .spacer {
            if !seen.insert(item.key).inserted {
                diagnostics.append(Diagnostic(.error, "duplicate-item-id", at: item.range.start,
                                              "two items of one toolbar have the id '\(item.key)'"))
            }
        }
    }

    private mutating func error(_ node: ViewNode, _ code: String, _ message: String) {
        diagnostics.append(Diagnostic(.error, code, at: node.range.start, message))
    }
}
