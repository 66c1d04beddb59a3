/// One node of the UI tree: a SwiftUI view, toolbar content, tab content, scene or command,
/// or a view declared in the source (whose body is its only child).
public struct ViewNode: Codable, Hashable, Sendable {
    /// The type's name: `Text`, `ToolbarItem`, `Tab`, `WindowGroup`, a user view's name, or
    /// `Placeholder` for a view Easel does not know (its name is then in `arguments`).
    public var kind: String
    /// Where the node comes from.
    public var origin: Origin
    /// A stable path of structural identity, like SwiftUI's: the same view in the same place of
    /// the source has the same identity across evaluations (state is keyed by it).
    public var identity: String
    /// Arguments by their SDK parameter name, in declaration order (content goes to `children`).
    public var arguments: [IRArgument]
    /// Modifiers in the order they are applied (innermost first).
    public var modifiers: [IRModifier]
    /// The `content` of containers, in on-screen order.
    public var children: [ViewNode]
    public var range: SourceRange
    /// Whether tapping/editing the node runs something (a button action or a binding).
    public var interactive: Bool

    public enum Origin: String, Codable, Hashable, Sendable {
        /// A type of the declared SwiftUI SDK.
        case sdk
        /// A struct declared in the source; its body is its single child.
        case source
        /// An unknown view, kept as a labelled placeholder.
        case placeholder
        /// Made up by Easel (the host view of a snippet).
        case synthetic
    }

    public init(kind: String, origin: Origin = .sdk, identity: String, arguments: [IRArgument] = [],
                modifiers: [IRModifier] = [], children: [ViewNode] = [], range: SourceRange = .none,
                interactive: Bool = false) {
        self.kind = kind
        self.origin = origin
        self.identity = identity
        self.arguments = arguments
        self.modifiers = modifiers
        self.children = children
        self.range = range
        self.interactive = interactive
    }

    public func argument(_ name: String) -> IRValue? {
        arguments.first { $0.name == name }?.value
    }

    /// A `Text`'s string as given: `Text(_:)`'s `content`, or `Text(verbatim:)`'s.
    public var textContent: String? {
        (argument("content") ?? argument("verbatim"))?.stringValue
    }

    public func modifier(_ name: String) -> IRModifier? {
        modifiers.last { $0.name == name }
    }

    /// Depth-first, pre-order walk of this node, the views in its arguments, its children and the
    /// views in its modifiers' arguments (toolbar content, sheet content, labels).
    public func walk(_ visit: (ViewNode) -> Void) {
        _ = first { visit($0); return false }
    }

    /// The first node of the walk's order that satisfies `test`; the walk stops there (a question
    /// asked of every cell of a variant matrix went on through all of a long list's rows).
    public func first(where test: (ViewNode) -> Bool) -> ViewNode? {
        if test(self) { return self }
        func inViews(_ value: IRValue) -> ViewNode? {
            guard case .views(let vs) = value else { return nil }
            for v in vs { if let found = v.first(where: test) { return found } }
            return nil
        }
        for a in arguments { if let found = inViews(a.value) { return found } }
        for c in children { if let found = c.first(where: test) { return found } }
        for m in modifiers { for a in m.arguments { if let found = inViews(a.value) { return found } } }
        return nil
    }

    /// Whether this node or one under it (as `walk` goes) satisfies `test`.
    public func contains(where test: (ViewNode) -> Bool) -> Bool { first(where: test) != nil }

    /// The first node (pre-order) whose identity is `identity`.
    public func find(identity: String) -> ViewNode? {
        first { $0.identity == identity }
    }
}

extension ViewNode {
    /// The node and, while it is a view of the source with one body, that body, down to the SDK
    /// view a person sees (`CloseButton { … }` → its `Button`): what an item's look is read from.
    public var bodyChain: [ViewNode] {
        var chain = [self]
        while let last = chain.last, last.origin == .source, last.children.count == 1 { chain.append(last.children[0]) }
        return chain
    }
}

public struct IRArgument: Codable, Hashable, Sendable {
    public var name: String
    public var value: IRValue
    public init(_ name: String, _ value: IRValue) { self.name = name; self.value = value }
}

public struct IRModifier: Codable, Hashable, Sendable {
    public var name: String
    public var arguments: [IRArgument]
    public var range: SourceRange

    public init(name: String, arguments: [IRArgument] = [], range: SourceRange = .none) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }

    public func argument(_ name: String) -> IRValue? {
        arguments.first { $0.name == name }?.value
    }

    /// What a `badge(_:)` shows, whichever overload took it: its count (none for zero), its
    /// string, or its `Text`'s string. A toolbar item's and a list row's badge alike.
    public var badgeText: String? {
        switch arguments.first?.value {
        case .int(let count)? where count != 0: return String(count)
        case .string(let text)?: return text
        case .views(let views)?: return views.lazy.compactMap(\.textContent).first
        default: return nil
        }
    }
}
