import EaselIR
import SwiftSyntax

/// One evaluation of a program: picks the root, evaluates it, lowers it to the IR document.
///
/// The root, in order of preference: the view named by `--view`; the first `#Preview`; a
/// snippet's top-level statements; the `@main` app's first window; the outermost view (one no
/// other view of the file uses).
final class RootEvaluation {
    let program: Program
    let options: EvaluationOptions
    let interpreter: Interpreter
    let lowerer: Lowerer
    private(set) var document = IRDocument()

    /// `statics`: what an earlier pass of the same run left in static stored properties.
    init(program: Program, state: StateStore, options: EvaluationOptions, statics: [String: Value] = [:]) {
        self.program = program
        self.options = options
        self.interpreter = Interpreter(program: program, store: state, limits: options.limits, strict: options.strict,
                                       release: (options.platform ?? .ipados, options.os), locale: options.locale, statics: statics)
        self.lowerer = Lowerer(interpreter: interpreter)
    }

    private var context: Lowerer.Context {
        var c = Lowerer.Context()
        c.environment.colorScheme = options.colorScheme
        // An iPhone (and a watch) is compact across; an iPad, a Mac, a TV and Vision Pro are
        // regular — unless the variant's window is narrow (V8).
        let variant = options.environment
        if variant.compactWidth ?? (options.platform == .ios || options.platform == .watchos) { c.environment.horizontalSizeClass = "compact" }
        if variant.compactHeight { c.environment.verticalSizeClass = "compact" }
        c.environment.dynamicTypeSize = variant.dynamicTypeSize.rawValue
        // A right-to-left language lays out right-to-left, as the render does (V2, V3).
        let rightToLeft = variant.layoutDirection == .rightToLeft || interpreter.localizer?.isRightToLeft == true
        c.environment.layoutDirection = rightToLeft ? "rightToLeft" : "leftToRight"
        return c
    }

    func run() {
        var extra: [Diagnostic] = []
        var root: RootDecl?
        var view: ViewNode?
        var app: AppDecl?
        var shownPreview: PreviewDecl?
        do {
            let scope = try RootScope(program: program, file: options.file)
            let appType = scope.types.first { $0.isApp && $0.isMain } ?? scope.types.first { $0.isApp }
            if let name = options.view, program.types[name] == nil,
               let preview = (scope.previews + program.previews).first(where: { Self.title(of: $0) == name }) {
                root = RootDecl(kind: .preview, name: name)  // `--view` names a `#Preview("name")`
                shownPreview = preview
                view = try lowerRoot(try previewContent(preview), name: "Preview")
            } else if let name = options.view, let (provider, child) = providerPreview(named: name) {
                root = RootDecl(kind: .preview, name: child?.name ?? provider.name)  // a provider's preview, or its first
                view = try lowerRoot(try providerContent(provider, child), name: "Preview")
            } else if let name = options.view {
                guard let t = program.types[name], t.isView else {
                    throw EvaluationAborted(diagnostic: Diagnostic(.error, "unknown-view", at: SourceLocation(line: 1, column: 1),
                                                                   "no view named '\(name)' is declared; declared: \(program.viewNames.joined(separator: ", "))"))
                }
                root = RootDecl(kind: .view, name: name)
                view = try lowerRoot(try instantiateRoot(t), name: name)
            } else if program.files.count > 1, options.file == nil, let appType {
                root = RootDecl(kind: .app, name: appType.name)  // a project without `--file`: its app (spec R2)
            } else if let preview = scope.previews.first {
                root = RootDecl(kind: .preview, name: Self.title(of: preview))
                shownPreview = preview
                view = try lowerRoot(try previewContent(preview), name: "Preview")
            } else if let provider = scope.types.first(where: { $0.conformances.contains("PreviewProvider") && $0.staticProperty("previews")?.getter != nil }) {
                let child = provider.providerPreviews.first
                root = RootDecl(kind: .preview, name: child?.name ?? provider.name)
                view = try lowerRoot(try providerContent(provider, child), name: "Preview")
            } else if !scope.snippetStatements.isEmpty {
                root = RootDecl(kind: .snippet, name: "Snippet")
                view = try lowerRoot(try snippet(scope), name: "Snippet")
            } else if let appType {
                root = RootDecl(kind: .app, name: appType.name)
            } else if program.files.count > 1, options.file == nil {
                throw EvaluationAborted(diagnostic: Diagnostic(.error, "no-root", at: SourceLocation(line: 1, column: 1),
                                                               "the project has no app and no preview; name one with --view or --file (see 'easel previews')"))
            } else if case let (t, used)? = outermostView(in: scope), !(used && hostedContent(in: scope).map(hostsBeforeViews) == true) {
                root = RootDecl(kind: .view, name: t.name)
                view = try lowerRoot(try instantiateRoot(t), name: t.name)
            } else if let t = hostedContent(in: scope) {
                // A file whose toolbar or tabs live in their own type, with no view (spec R2).
                root = RootDecl(kind: .view, name: t.name)
                view = try lowerRoot(try contentHost(t), name: "Host")
            } else if let (t, property) = toolbarProperty(in: scope) {
                // `extension Editor { var toolbar: some ToolbarContent { … } }` alone (spec R2).
                root = RootDecl(kind: .view, name: t.name)
                let context = interpreter.staticContext(of: t)  // its stored properties unknown here
                let content = try interpreter.readProperty(property, of: context, at: program.source.tree)
                view = try lowerRoot(toolbarHost(content.isPoison ? [] : [content], id: nil, at: t.range), name: "Host")
            } else if program.apiDeclarations.isEmpty, !program.source.isRefused {
                extra.append(noView())
            }
            if let appType {
                let lowerContent = root?.kind == .app
                app = try evaluateApp(appType, lowerContent: lowerContent)
                if lowerContent { view = app?.scenes.first?.content }
            }
            declareUnused(of: scope, root: root)
            lowerer.lowerAlternatives()
        } catch let aborted as EvaluationAborted {
            extra.append(aborted.diagnostic)
        } catch {
            extra.append(Diagnostic(.error, "internal", at: SourceLocation(line: 1, column: 1), "evaluation failed: \(error)"))
        }
        // A syntax error is the mistake; errors and notes evaluating the damaged stretch makes are
        // its echoes, reported elsewhere than the mistake or before it (issues "The first hour",
        // "One truth"), so they go.
        let damaged = DamagedStretches(syntaxErrors: program.diagnostics)
        let evaluated = (interpreter.diagnostics + lowerer.diagnostics).filter { d in
            d.severity == .warning || !damaged.contains(d.location)
        }
        let gathered = program.diagnostics + program.localizations.diagnostics + program.assets.diagnostics + evaluated + extra
        var seen = Set<Diagnostic>(minimumCapacity: gathered.count)
        let all = gathered.filter { seen.insert($0).inserted }
        let traits = PreviewTraits.read(macro: shownPreview?.orientation, view: view)
        document = IRDocument(root: root, view: view, app: app, toolbars: lowerer.sortedToolbars(), tabViews: lowerer.tabViews,
                              presentations: lowerer.presentations, apiDeclarations: program.apiDeclarations,
                              diagnostics: all.sortedForOutput())
        document.previewTraits = traits.isEmpty ? nil : traits
        document.locale = interpreter.localizer?.declaration
        document.accentColor = program.assetColors.color(named: AssetColors.accentColorName, on: interpreter.release.platform)
        document.customSymbols = program.assets.symbols.symbols
        document.bitmaps = program.assets.bitmaps.bitmaps
    }

    /// `--view NAME`: a provider's preview by its name, or a provider by its type's (its first).
    private func providerPreview(named name: String) -> (UserType, ProviderPreview?)? {
        for typeName in program.typeOrder {
            guard let t = program.types[typeName], t.conformances.contains("PreviewProvider"), t.staticProperty("previews")?.getter != nil else { continue }
            let children = t.providerPreviews
            if let child = children.first(where: { $0.name == name }) { return (t, child) }
            if t.name == name { return (t, children.first) }
        }
        return nil
    }

    /// What a provider's `previews` builds with only `child` built (all of it without children).
    private func providerContent(_ provider: UserType, _ child: ProviderPreview?) throws -> [Value] {
        guard let previews = provider.staticProperty("previews")?.getter else { return [] }
        interpreter.skippedStatements = Set(child.map { c in c.siblings.filter { $0 != c.statement.id } } ?? [])
        defer { interpreter.skippedStatements = [] }
        let content = try interpreter.runBody(previews, env: Env(scope: Scope(parent: interpreter.globals), context: interpreter.staticContext(of: provider)),
                                              builds: true, at: provider.range.start)
        return content.isPoison ? [] : [content]
    }

    static func title(of preview: PreviewDecl) -> String {
        preview.name
    }

    /// Nothing to render; where `#if` keeps the file's views for other platforms, it says which.
    private func noView() -> Diagnostic {
        let start = SourceLocation(line: 1, column: 1)
        let elsewhere = program.conditions.platformsDeclaringMore(in: program.source.tree)
        guard let first = elsewhere.first else {
            return Diagnostic(.warning, "no-view", at: start, "the source declares no view, preview, app or snippet to render")
        }
        func named(_ p: Platform) -> String { p == .ipados ? "iPadOS" : p.availabilityName }
        return Diagnostic(.warning, "no-view", at: start,
                          "the source declares no view to render on \(named(program.conditions.platform)): its views are inside #if for \(elsewhere.map(named).joined(separator: ", ")); render it with --platform \(first.rawValue)")
    }

    private func lowerRoot(_ values: [Value], name: String) throws -> ViewNode? {
        let nodes = try lowerer.lower(values, parent: "", context)
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return nil }
        return ViewNode(kind: "TupleView", origin: .synthetic, identity: name, children: nodes)
    }

    private func instantiateRoot(_ t: UserType) throws -> [Value] {
        let v = try madeWithUnknownArguments(t)
        return v.isPoison ? [] : [v]
    }

    /// An instance of `t` made as Easel makes a root: the arguments nobody supplies unknown (R4).
    func madeWithUnknownArguments(_ t: UserType) throws -> Value {
        try interpreter.instantiate(t, args: [], Env(scope: interpreter.globals, context: nil), at: t.range, previewArguments: true)
    }

    /// A host view for toolbar or tab content of the source: the content in the host's
    /// `.toolbar { }`, or in a `TabView`.
    private func contentHost(_ t: UserType) throws -> [Value] {
        let content = try instantiateRoot(t)
        let range = SourceRange(start: t.range.start, end: t.range.start)
        if t.conformances.contains("ViewModifier"), case .instance(let modifier)? = content.first {
            // A view modifier with no view of its own: applied to an empty view in a navigation stack.
            let modified = try interpreter.applyViewModifier(modifier, to: .node(interpreter.clearCanvas(at: range.start)),
                                                             environment: self.context.environment, at: range)
            return [.node(NodeValue(kind: "NavigationStack", origin: .sdk, arguments: [], children: [modified], modifiers: [], range: range))]
        }
        if t.isTabContent {
            return [.node(NodeValue(kind: "TabView", origin: .sdk, arguments: [], children: content, modifiers: [], range: range))]
        }
        // Customizable content needs a customizable toolbar: `toolbar(id:)`, named after the type.
        return toolbarHost(content, id: t.conformances.contains("CustomizableToolbarContent") ? t.name : nil, at: t.range)
    }

    /// An empty view in a navigation stack whose toolbar is `content`.
    func toolbarHost(_ content: [Value], id: String?, at typeRange: SourceRange) -> [Value] {
        let range = SourceRange(start: typeRange.start, end: typeRange.start)
        var canvas = interpreter.clearCanvas(at: range.start)
        canvas.modifiers = [interpreter.toolbarModifier(content, id: id, at: range)]
        return [.node(NodeValue(kind: "NavigationStack", origin: .sdk, arguments: [], children: [.node(canvas)], modifiers: [], range: range))]
    }

    /// A property of toolbar content (`var toolbar: some ToolbarContent`) of a type that is no
    /// view here — typically an extension of a view declared in another file.
    private func toolbarProperty(in scope: RootScope) -> (UserType, PropertyDecl)? {
        // Extensions of a type no file given declares are kept apart from the module's types.
        let extended = program.extensions.keys.sorted().compactMap { program.extensions[$0] }
            .filter { interpreter.sdk.type(named: $0.name) == nil && $0.name.first?.isUppercase == true }
        for t in scope.types + extended where !t.isView {
            if let p = t.properties.first(where: \.makesToolbarContent) { return (t, p) }
        }
        return nil
    }

    func previewContent(_ preview: PreviewDecl) throws -> [Value] {
        guard let closure = preview.body else { return [] }
        return try interpreter.build(closure: interpreter.closure(closure, scope: interpreter.globals, context: nil), arguments: [])
    }

    /// Toolbar, tab or view-modifier content of the source that nothing else uses: what a file
    /// without a view of its own previews in a host (spec R2).
    private func hostedContent(in scope: RootScope) -> UserType? {
        let used = program.namesUsedByTypes
        return scope.types.first {
            ($0.isToolbarContent || $0.isTabContent || $0.conformances.contains("ViewModifier")) && !used.contains($0.name)
        }
    }

    /// Toolbar or tab content is what a file of it and its helper views is about; a view
    /// modifier that presents the file's view (`content.sheet { UploadView() }`) is not: the
    /// view is previewed, not an empty canvas under a sheet nobody presents.
    private func hostsBeforeViews(_ t: UserType) -> Bool { t.isToolbarContent || t.isTabContent }

    /// The view no other type of the file uses (the outermost), else the first one, then used by
    /// another type (a helper of a toolbar content type, say).
    private func outermostView(in scope: RootScope) -> (view: UserType, used: Bool)? {
        let views = scope.types.filter(\.isView)
        guard let first = views.first else { return nil }
        // Written only where it is declared, the first view is used by no type: most sources'
        // root, chosen without walking every body of the module for the names they use.
        if program.isWrittenAtMostOnce(first.name) { return (first, false) }
        let used = program.namesUsedByTypes
        return views.first { !used.contains($0.name) }.map { ($0, false) } ?? (first, true)
    }

    // MARK: Snippets

    /// Top-level statements of a documentation fragment, hosted in a synthetic view: bare
    /// toolbar content goes into the host's `.toolbar { }`; a leading `.modifier` applies to the
    /// host; views are shown as they are.
    private func snippet(_ scope: RootScope) throws -> [Value] {
        // The host lives where the snippet starts, so that whatever is said about it (a `self`
        // shown inside a view of the snippet has no body) points into the source.
        let firstLine = scope.snippetStatements.first.map { program.location(of: $0) } ?? SourceLocation(line: 1, column: 1)
        let hostRange = SourceRange(start: firstLine, end: firstLine)
        var hostType = UserType(name: "Snippet", kind: .structType, conformances: ["View"], isMain: false, range: hostRange)
        hostType.add(scope.snippetProperties)
        let instance = Instance(type: hostType, stored: [:], range: hostRange)
        for p in hostType.storedProperties {
            if let i = p.initializer { instance.stored[p.name] = try interpreter.eval(i, Env(scope: interpreter.globals, context: nil), expected: p.typeName) }
        }
        let env = Env(scope: Scope(parent: interpreter.globals), context: SelfContext(instance: instance, identity: "Snippet", environment: context.environment))
        var host: Value = .node(NodeValue(kind: "SnippetHost", origin: .synthetic, arguments: [], children: [], modifiers: [], range: hostRange))
        var hostModified = false
        var views: [Value] = []
        var toolbarContent: [Value] = []
        for (index, item) in scope.snippetStatements.enumerated() {
            let expr: ExprSyntax?
            switch item.item {
            case .expr(let e): expr = e
            case .stmt(let s): expr = s.as(ExpressionStmtSyntax.self)?.expression
            case .decl: expr = nil
            }
            guard let expr else {
                diagnose(item, "only expressions and declarations are shown from a snippet; this statement is ignored")
                continue
            }
            if interpreter.isLeadingChain(expr) {
                interpreter.implicitReceiver = host
                interpreter.implicitChainStart = Interpreter.chainStart(expr)
                let result = try interpreter.eval(expr, env)
                if case .node = result { host = result } else { host = interpreter.implicitReceiver ?? host }
                interpreter.implicitReceiver = nil
                interpreter.implicitChainStart = nil
                hostModified = true
                continue
            }
            for v in try interpreter.buildItem(item, env, slot: String(index)) {
                if case .instance(let i) = v, i.type.name == hostType.name, i.type.range == hostRange {
                    interpreter.diagnose(.error, "snippet-self", at: item,
                                         "a snippet cannot show itself: 'self' here is the snippet, whose statements are its view")
                    continue
                }
                if case .node(let n) = v, interpreter.sdk.role(of: n.kind) == .toolbarContent {
                    toolbarContent.append(v)
                } else {
                    views.append(v)
                }
            }
        }
        if !toolbarContent.isEmpty, case .node(var n) = host {
            let modifier = ModifierValue(name: "toolbar", arguments: [("content", interpreter.content(toolbarContent))], range: hostRange)
            n.modifiers.insert(modifier, at: 0)
            host = .node(n)
            hostModified = true
        }
        if !hostModified { return views }
        if case .node(var n) = host {
            n.children = views
            host = .node(n)
        }
        return [host]
    }

    private func diagnose(_ item: CodeBlockItemSyntax, _ message: String) {
        interpreter.diagnose(.warning, "unsupported-statement", at: item, message)
    }

    // MARK: Apps

    private func evaluateApp(_ type: UserType, lowerContent: Bool) throws -> AppDecl {
        let instance = Instance(type: type, stored: [:], range: type.range)
        interpreter.scenesUnshown = !lowerContent
        defer { interpreter.scenesUnshown = false }
        let scenes = try interpreter.body(of: instance, identity: type.name, environment: context.environment)
        var decls: [SceneDecl] = []
        func visit(_ v: Value, slot: String) throws {
            guard case .node(let n) = v else { return }
            if n.kind == "Group" { for (i, c) in n.children.enumerated() { try visit(c, slot: "\(slot).\(i)") }; return }
            // A scene the platform lacks (`Settings` on iOS, spec G1) is not there.
            if n.kind == "EmptyView" { return }
            var commands: [String] = []
            for m in n.modifiers where m.name == "commands" {
                if let content = m.arguments.first(where: { $0.name == "content" })?.value { commands += commandNames(content) }
            }
            var content: ViewNode?
            if lowerContent, decls.isEmpty {
                let parent = type.name + "/" + n.kind + "@" + n.slot
                let nodes = try lowerer.lower(n.children, parent: parent, lowerer.injecting(n.modifiers, into: context))
                content = nodes.count == 1 ? nodes[0] : nodes.isEmpty ? nil : ViewNode(kind: "TupleView", origin: .synthetic, identity: parent, children: nodes)
            }
            decls.append(SceneDecl(kind: n.kind, title: n.argument("title").flatMap { if case .string(let s) = $0 { return s }; return nil },
                                   commands: commands, content: content, range: n.range))
        }
        for v in scenes { try visit(v, slot: { if case .node(let n) = v { return n.slot }; return "" }()) }
        return AppDecl(name: type.name, scenes: decls)
    }

    private func commandNames(_ v: Value) -> [String] {
        guard case .node(let n) = v else { return [] }
        if n.origin == .synthetic || n.kind == "Group" || n.kind == "ForEach" { return n.children.flatMap(commandNames) }
        return [n.kind]
    }
}

/// Where the root is looked for (spec R2): the whole program, or the file `--file` names —
/// its previews, providers, views and content types.
struct RootScope {
    let types: [UserType]
    let previews: [PreviewDecl]
    /// A snippet's statements: a single file's, or in a project those of the file `--file` names
    /// (a project's other top-level code is startup code, never a preview).
    let snippetStatements: [CodeBlockItemSyntax]
    let snippetProperties: [PropertyDecl]

    init(program: Program, file: String?) throws {
        guard let file else {
            let single = program.files.count == 1 ? program.source.fileName : nil
            self.init(types: program.typeOrder.compactMap { program.types[$0] }, previews: program.previews,
                      snippetStatements: single.flatMap { program.snippetStatements[$0] } ?? [],
                      snippetProperties: single.flatMap { program.snippetProperties[$0] } ?? [])
            return
        }
        let paths = program.files.indices
        guard let index = paths.first(where: { program.files[$0].fileName == file })
                ?? paths.first(where: { SourceFile.path(program.files[$0].fileName, isNamedBy: file) }) else {
            throw EvaluationAborted(diagnostic: Diagnostic(.error, "unknown-file", at: SourceLocation(line: 1, column: 1),
                                                           "no file '\(file)' is part of the input; files: \(program.files.map(\.fileName).joined(separator: ", "))"))
        }
        // The named file's own types (nested ones too), as the module has them (extended).
        let named = program.files[index]
        guard program.files.count > 1 else {
            self.init(program: program, types: program.typeOrder.compactMap { program.types[$0] }, file: named.fileName)
            return
        }
        let declared = program.declarations[index].types
        func names(_ t: UserType, _ qualifier: String) -> [String] {
            let name = qualifier.isEmpty ? t.name : qualifier + "." + t.name
            return [name] + t.nested.flatMap { names($0, name) }
        }
        let own = Set(declared.flatMap { names($0, "") })
        self.init(program: program, types: program.typeOrder.filter(own.contains).compactMap { program.types[$0] }, file: named.fileName)
    }

    private init(program: Program, types: [UserType], file: String) {
        self.init(types: types, previews: program.previews.filter { $0.file == file },
                  snippetStatements: program.snippetStatements[file] ?? [], snippetProperties: program.snippetProperties[file] ?? [])
    }

    private init(types: [UserType], previews: [PreviewDecl], snippetStatements: [CodeBlockItemSyntax], snippetProperties: [PropertyDecl]) {
        self.types = types
        self.previews = previews
        self.snippetStatements = snippetStatements
        self.snippetProperties = snippetProperties
    }

}

extension SourceFile {
    /// `--file ContentView.swift` names `App/Sources/ContentView.swift`: equal, or the same
    /// trailing path components.
    public static func path(_ path: String, isNamedBy given: String) -> Bool {
        if path == given { return true }
        let a = path.split(separator: "/"), b = given.split(separator: "/").filter { $0 != "." }
        return !b.isEmpty && a.count >= b.count && Array(a.suffix(b.count)) == b
    }
}
