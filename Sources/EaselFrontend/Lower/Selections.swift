import EaselIR

/// What a view that selects one of its children shows: a `TabView`'s selected tab (a `Tab`, or a
/// view with `.tabItem` written before `Tab`), a `Picker`'s selected option. The lowering reads
/// the selection's state and names what it chose in the IR; the layout, which reads no state,
/// shows it.
extension Lowerer {
    /// A tab within its tab view: where it was written and its structural slot (tabs made by one
    /// `ForEach` share the place, not the slot).
    static func tabKey(_ range: SourceRange, _ slot: String) -> String { "\(range.start.line):\(range.start.column):\(slot)" }

    /// A view with `.tabItem`: a tab of the `TabView` it is in, as written before `Tab`.
    static func isLegacyTab(_ modifiers: ModifierChain) -> Bool { modifiers.contains { $0.name == "tabItem" } }

    /// The key of the tab the selection binding holds — a `Tab`'s `value`, a legacy tab's tag,
    /// written or its `ForEach` row's id — else of the first tab (SwiftUI's default).
    func selectedTab(of tabView: NodeValue) -> String? {
        var tabs: [(key: String, value: Value?)] = []
        func visit(_ v: Value) {
            switch v {
            case .node(let n) where n.kind == "Tab":
                tabs.append((Self.tabKey(n.range, n.slot), n.argument("value")))
            case .node(let n) where Self.isLegacyTab(n.modifiers):
                tabs.append((Self.tabKey(n.range, n.slot), Self.tag(n.modifiers)))
            case .instance(let i) where Self.isLegacyTab(i.modifiers):
                tabs.append((Self.tabKey(i.range, i.slot), Self.tag(i.modifiers)))
            case .node(let n) where ["TabSection", "ForEach", "Group", "TupleView", "Content"].contains(n.kind):
                n.children.forEach(visit)
            default:
                break
            }
        }
        tabView.children.forEach(visit)
        var selection: Value?
        if case .binding(let ref)? = tabView.argument("selection") { selection = interpreter.read(ref) }
        let chosen = selection.flatMap { s in tabs.first { $0.value.map { interpreter.equal($0, s) } ?? false } } ?? tabs.first
        return chosen?.key
    }

    private static func tag(_ modifiers: ModifierChain) -> Value? {
        modifiers.last { $0.name == "tag" }?.arguments.first?.value
    }

    /// The context inside a tab of the enclosing tab view: one not selected is a presentation
    /// never shown (its toolbars and titles are not the window's); the selected one's identity is
    /// kept for its tab view (`selectedTab` in the IR). What a tab holds is no tab of that view.
    func enteringTab(_ key: String, identity: String, _ ctx: Context) -> Context {
        guard let selected = ctx.selectedTab else { return ctx }
        var inner = ctx
        inner.selectedTab = nil
        if key == selected {
            shownTabs[key] = identity
        } else if !ctx.inHiddenTab {
            inner = openUnshown("tab", host: identity, inner)
            inner.inHiddenTab = true
        }
        return inner
    }

    /// The identity of a picker's option whose tag — written, or its `ForEach` row's id — is the
    /// selection's value, compared as the evaluator's `==` compares: what the picker shows (L11).
    /// Nil when no option's tag is known to match.
    func selectedOption(of picker: NodeValue, options: [ViewNode]) -> String? {
        guard case .binding(let ref)? = picker.argument("selection") else { return nil }
        let selection = interpreter.read(ref)
        func flattened(_ nodes: [ViewNode]) -> [ViewNode] {
            nodes.flatMap { $0.kind == "ForEach" || $0.kind == "Group" ? flattened($0.children) : [$0] }
        }
        return flattened(options).first { option in
            option.modifier("tag")?.argument("tag").map { interpreter.equal(interpreter.value($0), selection) } ?? false
        }?.identity
    }
}
