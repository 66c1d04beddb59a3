import EaselIR
import SwiftSyntax

/// Turns evaluated values into the UI IR: gives every node its identity path, expands views
/// declared in the source (their state is keyed by that identity), and collects the typed
/// declarations the engines consume — toolbars, tab views, presentations.
final class Lowerer {
    let interpreter: Interpreter
    private(set) var toolbars: [ToolbarDecl] = []
    private(set) var tabViews: [TabViewDecl] = []
    private(set) var presentations: [PresentationDecl] = [PresentationDecl(id: "window", kind: "window")]
    /// `searchToolbarBehavior` by presentation, for a `searchable` written inside it (G6).
    private var searchBehaviors: [Int: String] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Action closures by the identity of the node that runs them (for the interaction runtime).
    private(set) var actions: [String: Value] = [:]
    /// Bindings into a value (a row's `$item.isOn`) by `<identity>/<argument>`: the state keeps
    /// the value, not the binding, so the IR shows what it reads and the interaction runtime
    /// writes through these.
    private(set) var valueBindings: [String: BindingRef] = [:]
    /// `onAppear` and `task` actions of the views on screen, keyed by view and modifier
    /// (`<identity>/onAppear#2`): run once, before the picture (see `Program.evaluate`).
    private(set) var appearActions: [(key: String, action: Value, range: SourceRange)] = []
    /// The `onChange`s of the views on screen, in order (see `ChangeObservation`).
    var changeObservations: [ChangeObservation] = []
    /// The preferences views on screen set, and the `onPreferenceChange`s above them.
    var preferenceSettings: [PreferenceSetting] = []
    var preferenceObservations: [PreferenceObservation] = []
    static let appearModifiers: Set<String> = ["onAppear", "task"]
    /// How many times each view type is being expanded inside itself right now, and how many
    /// uncertain decisions (R5) had been taken when the outermost began.
    private var expanding: [String: (depth: Int, decisions: Int)] = [:]
    /// The identity of each tab view's selected tab, by its key (see `enteringTab`).
    var shownTabs: [String: String] = [:]
    /// A view that contains itself over data Easel cannot know (three opaque rows a level, R5)
    /// has no end of its own: it is expanded this many levels deep. Over known data the
    /// recursion is the program's, and the budgets end it with an error, as Swift would hang.
    static let selfNestingLimit = 4

    struct Context {
        var presentation: Int = 0
        var environment = EnvironmentValues()
        /// The selected tab of the enclosing `TabView` (see `tabKey`); the others are not on screen.
        var selectedTab: String?
        /// Inside a tab that is not selected: its toolbars and titles are not the window's.
        var inHiddenTab = false
        /// The column of the presentation's split view this view is in (`sidebar`, `content`, `detail`).
        var column: String?
        /// Inside content not on screen now (a destination, a branch not taken): nothing in it is presented.
        var offScreen = false
        /// Links followed to get here: a destination's own links lead further than a preview declares.
        var destinationDepth = 0
        /// The source's `ButtonStyle` the nearest `.buttonStyle(_:)` above gives buttons (see `ButtonStyles`).
        var buttonStyle: Instance?
    }

    init(interpreter: Interpreter) { self.interpreter = interpreter }

    func lower(_ values: [Value], parent: String, _ ctx: Context) throws -> [ViewNode] {
        var result: [ViewNode] = []
        result.reserveCapacity(values.count)
        for v in values { try lower(v, parent: parent, ctx, into: &result) }
        return result
    }

    func lower(_ value: Value, parent: String, _ ctx: Context) throws -> [ViewNode] {
        var result: [ViewNode] = []
        try lower(value, parent: parent, ctx, into: &result)
        return result
    }

    /// Appends the nodes `value` lowers to: each node is moved into `result` as it is made (an
    /// array per value, appended, copied every node and its fields once more).
    private func lower(_ value: Value, parent: String, _ ctx: Context, into result: inout [ViewNode]) throws {
        switch value {
        case .node(let n) where n.origin == .synthetic && (n.kind == "TupleView" || n.kind == "Content"):
            for child in n.children { try lower(child, parent: parent, ctx, into: &result) }
        case .node(let n):
            result.append(try lowerNode(n, parent: parent, ctx))
        case .instance(let i) where i.type.buildsNode:
            result.append(try lowerInstance(i, parent: parent, ctx))
        default:
            if let view = interpreter.asView(value), case .node(let n) = view { result.append(try lowerNode(n, parent: parent, ctx)) }
        }
    }

    private func identity(_ parent: String, _ kind: String, _ slot: String) -> String {
        let own = slot.isEmpty ? kind : kind + "@" + slot
        return parent.isEmpty ? own : parent + "/" + own
    }

    private func lowerNode(_ n: NodeValue, parent: String, _ ctx: Context) throws -> ViewNode {
        if n.children.count >= 2, n.kind == "NavigationView" { return try lowerNode(Self.navigationColumns(n), parent: parent, ctx) }
        let id = identity(parent, n.kind, n.slot)
        var ctx = injecting(n.modifiers, into: ctx)
        if n.kind == "TabView" {
            ctx.selectedTab = selectedTab(of: n)
        } else if n.kind == "Tab" || Self.isLegacyTab(n.modifiers) {
            ctx = enteringTab(Self.tabKey(n.range, n.slot), identity: id, ctx)
        }
        if ["NavigationStack", "NavigationSplitView", "NavigationView"].contains(n.kind) {
            presentations[ctx.presentation].inNavigationContainer = true
        }
        let split = n.kind == "NavigationSplitView" && !ctx.inHiddenTab && presentations[ctx.presentation].split == nil
        if split { presentations[ctx.presentation].split = splitView(n) }
        if n.kind == "List", let column = ctx.column, column != "detail", case .binding(let ref)? = n.argument("selection") {
            switch interpreter.read(ref) {
            case .null, .void, .poison: break
            default: presentations[ctx.presentation].split?.selectedColumns.append(column)
            }
        }
        var node = ViewNode(kind: n.kind, origin: n.origin, identity: id, range: n.range)
        node.arguments.reserveCapacity(n.arguments.count)  // one allocation, not one per doubling
        for (name, v) in n.arguments {
            // A context of its own only for the arguments that change it (most change nothing,
            // and a context is a dozen fields to copy), as in `modifiers`.
            var opened: Context?
            if split, name == "sidebar" || name == "detail" {
                opened = ctx
                opened?.column = name
            }
            // A link's destination is on screen only after the link is followed; one a link inside a
            // destination leads to is two taps away and not declared (a wizard whose every page
            // links to every page would otherwise never end).
            if n.kind == "NavigationLink", name == "destination" {
                if ctx.destinationDepth >= 1 { continue }
                opened = openUnshown("destination", host: id, ctx)
                opened?.destinationDepth += 1
            }
            node.arguments.append(IRArgument(name, try argument(v, identity: id + "/" + name, ctx, opened: opened)))
            if name == "action" || name == "primaryAction", v.isFunction { actions[id] = v }
        }
        if let style = ctx.buttonStyle, n.kind == "Button" { node.arguments.append(try styleBody(of: n, style: style, identity: id, ctx)) }
        node.interactive = node.arguments.contains {
            if case .binding = $0.value { return true }
            if case .closure = $0.value { return true }
            return !valueBindings.isEmpty && valueBindings[id + "/" + $0.name] != nil
        }
        if split {
            var childContext = ctx
            childContext.column = "content"  // the middle column's builder is kept as the children
            node.children = try lower(n.children, parent: id, childContext)
        } else {
            node.children = try lower(n.children, parent: id, ctx)
        }
        if n.kind == "Picker", let chosen = selectedOption(of: n, options: node.children) {
            node.arguments.append(IRArgument("selectedOption", .string(chosen)))
        }
        if n.kind == "TabView", let key = ctx.selectedTab, let shown = shownTabs[key] {
            node.arguments.append(IRArgument("selectedTab", .string(shown)))
        }
        node.modifiers = try modifiers(n.modifiers, identity: id, &ctx)
        collect(node, ctx)
        return node
    }

    /// The source's view types expanded so far (the rest are declared as alternatives, see
    /// `RootEvaluation.declareUnusedViews`).
    private(set) var expandedTypes: Set<String> = []

    private func lowerInstance(_ i: Instance, parent: String, _ ctx: Context) throws -> ViewNode {
        expandedTypes.insert(i.type.name)
        // Each expansion is a level of nesting: a view containing itself meets the depth budget.
        return try interpreter.nested(at: i.range.start) { try expand(i, parent: parent, ctx) }
    }

    private func expand(_ i: Instance, parent: String, _ ctx: Context) throws -> ViewNode {
        let id = identity(parent, i.type.name, i.slot)
        try interpreter.countNode(at: i.range.start)
        let name = i.type.name
        let entry = expanding[name] ?? (0, interpreter.uncertainDecisions)
        if entry.depth >= Self.selfNestingLimit, interpreter.uncertainDecisions > entry.decisions {
            if interpreter.reportedUnknowns.insert("recursive:" + name).inserted {
                interpreter.diagnose(.note, "recursive-view", at: i.range.start,
                                     "'\(name)' contains itself over values Easel cannot know; the preview shows it \(Self.selfNestingLimit) levels deep")
            }
            return ViewNode(kind: "Placeholder", origin: .placeholder, identity: id, arguments: [IRArgument("name", .string(name))], range: i.range)
        }
        expanding[name] = (entry.depth + 1, entry.decisions)
        defer { expanding[name] = entry.depth == 0 ? nil : entry }
        var ctx = injecting(i.modifiers, into: ctx)
        if Self.isLegacyTab(i.modifiers) { ctx = enteringTab(Self.tabKey(i.range, i.slot), identity: id, ctx) }
        let body = try interpreter.offScreen(ctx.offScreen) { try interpreter.body(of: i, identity: id, environment: ctx.environment) }
        var node = ViewNode(kind: i.type.name, origin: .source, identity: id, range: i.range)
        node.arguments.reserveCapacity(i.stored.count)
        for key in i.stored.keys.sorted() {
            if let ir = interpreter.irValue(i.stored[key]!) { node.arguments.append(IRArgument(key, ir)) }
        }
        node.children = try lower(body, parent: id, ctx)
        node.modifiers = try modifiers(i.modifiers, identity: id, &ctx)
        collect(node, ctx)
        return node
    }

    /// The columns a split view declares and the state it was given (spec L14).
    /// `NavigationView { Sidebar(); Detail() }`: the columns SwiftUI had before
    /// `NavigationSplitView` — two views are a sidebar and a detail, three a sidebar, a content
    /// and a detail column — shown as that split view is on each platform (side by side on the
    /// Mac and a wide iPad, the first alone on an iPhone). `.navigationViewStyle(.stack)` shows
    /// the first view alone, as a stack.
    static func navigationColumns(_ n: NodeValue) -> NodeValue {
        guard n.children.count >= 2 else { return n }
        var columns = n
        if n.modifiers.contains(where: { $0.name == "navigationViewStyle" && $0.arguments.first?.value.symbolName == "stack" }) {
            columns.children = [n.children[0]]
            return columns
        }
        columns.kind = "NavigationSplitView"
        columns.arguments = [("sidebar", n.children[0]), ("detail", n.children[min(2, n.children.count - 1)])] + n.arguments
        columns.children = n.children.count >= 3 ? [n.children[1]] : []
        return columns
    }

    private func splitView(_ n: NodeValue) -> SplitViewDecl {
        var columns = [SplitViewDecl.Column(name: "sidebar")]
        if !n.children.isEmpty { columns.append(.init(name: "content")) }
        columns.append(.init(name: "detail"))
        func bound(_ name: String) -> String? {
            guard case .binding(let ref)? = n.argument(name) else { return nil }
            if case .symbol(let s) = interpreter.read(ref) { return s.name }
            return nil
        }
        return SplitViewDecl(columns: columns, visibility: bound("columnVisibility") ?? "automatic",
                             compactColumn: bound("preferredCompactColumn") ?? "sidebar")
    }

    /// `.environment(model)` / `.environmentObject(model)`: below this view, `@Environment(Model.self)`
    /// and `@EnvironmentObject` read that object (spec R7).
    /// `.buttonStyle(_:)`: the innermost one is the buttons' style below this view.
    func injecting(_ modifiers: ModifierChain, into ctx: Context) -> Context {
        var ctx = ctx
        var styled = false
        for m in modifiers {
            if (m.name == "environment" || m.name == "environmentObject") && m.arguments.count == 1,
               case .instance(let object) = m.arguments[0].value {
                ctx.environment.objects[object.type.name] = m.arguments[0].value
            } else if m.name == "environment" || m.name == "dynamicTypeSize" || m.name == "colorScheme" {
                ctx.environment.apply(m)  // a text size, direction, size class or scheme (V8)
            } else if m.name == "buttonStyle", !styled {
                ctx.buttonStyle = Self.customButtonStyle(m)
                styled = true
            }
        }
        return ctx
    }


    /// An argument lowered in the context opened for it, if any, else in the view's own (passed
    /// as it is, not copied).
    private func argument(_ v: Value, identity: @autoclosure () -> String, _ ctx: Context, opened: Context?) throws -> IRValue {
        if let opened { return try argument(v, identity: identity(), opened) }
        return try argument(v, identity: identity(), ctx)
    }

    /// `identity` is made only for a view or a binding (most arguments are neither).
    private func argument(_ v: Value, identity: @autoclosure () -> String, _ ctx: Context) throws -> IRValue {
        switch v {
        case .node, .instance:
            return .views(try lower(v, parent: identity(), ctx))
        case .closure(let c):
            return .closure(interpreter.program.location(of: c.syntax))
        case .builtin:
            return .closure(SourceLocation(line: 0, column: 0))
        case .binding(let ref) where ref.isIntoValue:
            valueBindings[identity()] = ref
            return .constantBinding(interpreter.irValue(interpreter.read(ref)) ?? .null)
        default:
            return interpreter.irValue(v) ?? .null
        }
    }

    private func modifiers(_ list: ModifierChain, identity: String, _ ctx: inout Context) throws -> [IRModifier] {
        var result: [IRModifier] = []
        for (index, m) in list.enumerated() {
            lazy var base = identity + "/" + m.name + "#" + String(index)
            // Content a presentation not shown would show, inside content not on screen either, is
            // two taps away and not declared, as a destination's destination is not (a folder
            // view whose sheet shows another folder view would otherwise never end).
            let unshown = m.name == "sheet" ? !sheetShown(m, ctx) : Self.laterPresentations.contains(m.name) && !isPresenting(m)
            let undeclared = unshown && ctx.destinationDepth >= 1
            // A context of its own only for a presentation's content; the others' arguments are
            // lowered in the view's (a copy per modifier was a dozen fields copied for nothing).
            var opened: Context?
            if !undeclared, m.name == "sheet" {
                opened = openSheet(m, host: identity, shown: !unshown, ctx)
            } else if unshown {
                opened = undeclared ? ctx : openUnshown(m.name, host: identity, ctx)
            }
            if unshown { opened?.destinationDepth += 1 }
            var arguments: [IRArgument] = []
            let observes = observeChange(m, key: base, ctx) || observePreference(m, node: identity, index: index, ctx)
            for (name, v) in m.arguments {
                if undeclared, case .node = v { continue }
                if undeclared, case .instance = v { continue }
                // A style of the source is a value (its type and stored properties), not views.
                if m.name == "buttonStyle", case .instance(let style) = v, !style.type.buildsNode {
                    arguments.append(IRArgument(name, interpreter.irValue(v) ?? .null))
                    continue
                }
                arguments.append(IRArgument(name, try argument(v, identity: base, ctx, opened: opened)))
                if Self.appearModifiers.contains(m.name) {
                    // What a view does as it appears, not when it is clicked; only views on screen appear.
                    if v.isFunction, !ctx.inHiddenTab, presentations[ctx.presentation].isPresented { appearActions.append((base, v, m.range)) }
                } else if name == "action", v.isFunction, !observes {
                    actions[identity] = v
                }
            }
            let modifier = IRModifier(name: m.name, arguments: arguments, range: m.range)
            if !ctx.inHiddenTab { record(modifier, in: ctx.presentation, column: ctx.column) }
            result.append(modifier)
        }
        return result
    }

    /// Whether a sheet's `isPresented` reads as presented now, on screen.
    private func sheetShown(_ m: ModifierValue, _ ctx: Context) -> Bool {
        guard case .binding(let ref)? = m.arguments.first(where: { $0.name == "isPresented" })?.value else { return false }
        return !ctx.offScreen && interpreter.read(ref).asBool ?? false
    }

    /// A sheet is a presentation of its own; `dismiss` inside it clears `isPresented`.
    private func openSheet(_ m: ModifierValue, host: String, shown: Bool, _ ctx: Context) -> Context {
        var slot: String?
        if case .binding(let ref)? = m.arguments.first(where: { $0.name == "isPresented" })?.value, case .slot(let s) = ref { slot = s }
        presentations.append(PresentationDecl(id: "sheet#\(nextNumber(of: "sheet"))", kind: "sheet", host: host, isPresented: shown,
                                              isPresentedSlot: slot))
        var inner = ctx
        inner.presentation = presentations.count - 1
        inner.column = nil
        inner.environment.dismissSlot = slot
        inner.offScreen = ctx.offScreen || !shown  // built by SwiftUI only once presented
        return inner
    }

    /// Presentations other than sheets, whose content (and its toolbars) is on screen only once
    /// presented: a pushed destination, a popover, a full-screen cover.
    static let laterPresentations: Set<String> = ["navigationDestination", "popover", "fullScreenCover"]

    /// Whether a presentation modifier's `isPresented` (or `item`) reads as presented now.
    private func isPresenting(_ m: ModifierValue) -> Bool {
        for (name, value) in m.arguments where name == "isPresented" || name == "item" {
            guard case .binding(let ref) = value else { continue }
            switch interpreter.read(ref) {
            case .bool(let b): return b
            case .null, .void: return false
            default: return true  // an item, or a value Easel cannot know: as it was before
            }
        }
        return false  // `navigationDestination(for:)`: only once a value is pushed
    }

    /// The number of the next presentation of `kind` (`sheet#3`): counted as they open, so that a
    /// list of a thousand rows with a sheet each opens them in linear time.
    private func nextNumber(of kind: String) -> Int {
        defer { presentationCounts[kind, default: 0] += 1 }
        return presentationCounts[kind] ?? 0
    }
    private var presentationCounts: [String: Int] = [:]

    /// Content not on screen now (`destination#0`, `popover#1`): its toolbars are declared in the
    /// IR under a presentation of their own that is not presented, so no bar shows them.
    func openUnshown(_ kind: String, host: String, _ ctx: Context) -> Context {
        var presentation = PresentationDecl(id: "\(kind)#\(nextNumber(of: kind))", kind: kind, host: host, isPresented: false, isPresentedSlot: nil)
        presentation.inNavigationContainer = kind == "destination" || kind == "navigationDestination"
        presentations.append(presentation)
        var inner = ctx
        inner.presentation = presentations.count - 1
        inner.column = nil
        inner.offScreen = true
        return inner
    }

    /// The content of branches not taken (see `Interpreter.alternatives`), each lowered for the
    /// toolbars and tab views it declares under a presentation that is never shown
    /// (`alternative#<n>`); its views join no tree, and lowering it leaves no trace.
    func lowerAlternatives() {
        var index = 0
        while index < interpreter.alternatives.count, index < Interpreter.alternativeLimit {
            let content = hostingToolbarContent(interpreter.alternatives[index])
            let host = "alternative#\(index)"
            let ctx = openUnshown("alternative", host: host, Context())
            let mark = diagnostics.count
            interpreter.quietly { _ = try lower(content, parent: host, ctx) }
            diagnostics.removeSubrange(mark...)
            index += 1
        }
    }

    /// A branch of a toolbar builder (`if #available(iOS 26, *) { ToolbarSpacer() } else {
    /// ToolbarItem … }`) builds toolbar content, which declares a toolbar only inside one: it is
    /// given a host view with that toolbar.
    private func hostingToolbarContent(_ values: [Value]) -> [Value] {
        let range: SourceRange
        switch values.first(where: Interpreter.isToolbarContent) {
        case .node(let n)?: range = n.range
        case .instance(let i)?: range = i.range
        default: return values
        }
        let (toolbar, rest) = interpreter.separatingToolbarContent(values, at: range)
        return rest + [.node(NodeValue(kind: "Group", origin: .sdk, arguments: [], children: [], modifiers: toolbar.map { [$0] } ?? [], range: range))]
    }

    /// The text a title or prompt argument shows: a string, a `Text` (`prompt: Text("Find")`,
    /// `navigationTitle { Text("Inbox") }`), or what a binding holds now (`navigationTitle($name)`).
    private func text(of value: IRValue?) -> String? {
        switch value {
        case .string(let s)?: return s
        case .views(let views)?: return LabelDerivation.label(ofViews: views)?.text
        case .binding(let slot)?: return interpreter.store[slot]?.stringValue
        case .constantBinding(let v)?: return v.stringValue
        default: return nil
        }
    }

    /// Modifiers that describe the presentation rather than the view (spec P7, P8, H8).
    private func record(_ m: IRModifier, in index: Int, column: String?) {
        let columnIndex = column.flatMap { name in presentations[index].split?.columns.firstIndex { $0.name == name } }
        let bars: [String] = {
            if case .array(let list)? = m.argument("for") { return list.compactMap { $0.symbolValue?.name } }
            return []
        }()
        switch m.name {
        case "navigationTitle", "navigationBarTitle":
            let title = text(of: m.argument("title"))
            if presentations[index].navigationTitle == nil { presentations[index].navigationTitle = title }
            if let c = columnIndex, presentations[index].split?.columns[c].title == nil {
                presentations[index].split?.columns[c].title = title
            }
            // The older `navigationBarTitle(_:displayMode:)` sets the title's display mode too.
            if presentations[index].titleDisplayMode == nil, let mode = m.argument("displayMode")?.symbolValue?.name {
                presentations[index].titleDisplayMode = mode
            }
        case "toolbarTitleDisplayMode", "navigationBarTitleDisplayMode":
            if presentations[index].titleDisplayMode == nil, let mode = m.arguments.first?.value.symbolValue?.name {
                presentations[index].titleDisplayMode = mode
            }
        case "navigationSubtitle":
            if presentations[index].navigationSubtitle == nil { presentations[index].navigationSubtitle = m.argument("subtitle")?.stringValue }
        case "searchable":
            if presentations[index].search == nil {
                presentations[index].search = SearchDecl(prompt: text(of: m.argument("prompt")),
                                                         placement: m.argument("placement")?.symbolValue?.name ?? "automatic",
                                                         behavior: searchBehaviors[index] ?? "automatic")
            }
        case "toolbarMinimizationBehavior" where bars.isEmpty || bars.contains("navigationBar"):
            presentations[index].barMinimization = m.argument("behavior")?.symbolValue?.name
        case "searchToolbarBehavior":
            let behavior = m.argument("behavior")?.symbolValue?.name ?? "automatic"
            searchBehaviors[index] = behavior
            presentations[index].search?.behavior = behavior
        case "navigationSplitViewColumnWidth":
            if let c = columnIndex, let width = (m.argument("width") ?? m.argument("ideal"))?.doubleValue {
                presentations[index].split?.columns[c].width = width
            }
        case "navigationSplitViewStyle":
            if let style = m.argument("style")?.symbolValue?.name { presentations[index].split?.style = style }
        case "toolbarRole":
            if presentations[index].toolbarRole == "automatic", let role = m.argument("role")?.symbolValue?.name {
                presentations[index].toolbarRole = role
            }
        case "toolbar" where m.argument("removing") != nil:
            if let kind = m.argument("removing")?.symbolValue?.name { presentations[index].removedToolbarItems.append(kind) }
        case "toolbar" where m.argument("visibility") != nil, "toolbarVisibility":
            let visibility = m.argument("visibility")?.symbolValue?.name ?? "automatic"
            for bar in bars.isEmpty ? ["automatic"] : bars { presentations[index].barVisibility[bar] = visibility }
        case "preferredColorScheme":
            // The nearest presentation takes the first view's preference; `nil` states none.
            if presentations[index].preferredColorScheme == nil, let scheme = m.arguments.first?.value.symbolValue?.name,
               scheme == "light" || scheme == "dark" {
                presentations[index].preferredColorScheme = scheme
            }
        case "toolbarBackground", "toolbarBackgroundVisibility":
            let value = m.argument("visibility")?.symbolValue?.name ?? "visible"
            for bar in bars.isEmpty ? ["automatic"] : bars { presentations[index].barBackground[bar] = value }
        default:
            break
        }
    }

    private func collect(_ node: ViewNode, _ ctx: Context) {
        let presentation = presentations[ctx.presentation].id
        for m in node.modifiers where m.name == "toolbar" && m.argument("content") != nil {
            var reader = ToolbarDeclarations()
            var toolbar = reader.toolbar(m, host: node, presentation: presentation)
            toolbar.column = ctx.column
            toolbars.append(toolbar)
            diagnostics += reader.diagnostics
        }
        if node.kind == "TabView" {
            var reader = TabDeclarations()
            tabViews.append(reader.tabView(node, presentation: presentation, state: interpreter.store))
            diagnostics += reader.diagnostics
        }
    }

    /// Toolbars in source order (spec T5): a view's own toolbar is collected after its
    /// children's, so sort by where each was written; ties keep traversal order.
    func sortedToolbars() -> [ToolbarDecl] {
        toolbars.enumerated().sorted { a, b in
            a.element.range.start != b.element.range.start ? a.element.range.start < b.element.range.start : a.offset < b.offset
        }.map(\.element)
    }
}
