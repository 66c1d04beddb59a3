import EaselIR
import SwiftSyntax

/// Declarations of the file that the root does not show are declarations too: their toolbars
/// are listed by `easel ir` under presentations never shown (`alternative#n`), as the branches
/// a view builder does not take are. Each is made quietly, its arguments unknown (R4).
extension RootEvaluation {
    /// Views, toolbar content and view modifiers nothing on screen uses (a wrapper the `#Preview`
    /// skips, a screen of its own, a modifier another file applies), a view's toolbar properties
    /// nothing reads, the previews not chosen, and in a single file the toolbar helpers of
    /// `extension View` that the file does not call.
    func declareUnused(of scope: RootScope, root: RootDecl?) {
        // A project's other files are previews of their own (`--file`), not this one's.
        guard program.files.count == 1 || options.file != nil else { return }
        for t in scope.types where (t.isView || t.isToolbarContent) && !t.isApp && !lowerer.expandedTypes.contains(t.name) {
            declare { [try madeWithUnknownArguments(t)] }
        }
        declareUnusedToolbarMembers(of: scope)
        // The file's other `#Preview`s (Xcode shows each apart; the picture is the one chosen).
        var shown = root?.kind == .preview ? root?.name : nil
        for preview in scope.previews {
            if Self.title(of: preview) == shown { shown = nil; continue }
            declare { try previewContent(preview) }
        }
        // A modifier the file's extension applies (`func screenTitle(…) { modifier(…) }`) is declared
        // once, as itself; the extension's helpers that apply one are not declared again.
        let modifiers = scope.types.filter { $0.conformances.contains("ViewModifier") }
        for t in modifiers where !program.namesUsedByTypes.contains(t.name) && t.name != root?.name {
            declare { try applied(t) }
        }
        guard program.files.count == 1, let viewExtension = program.extensions["View"] else { return }
        let used = program.namesUsedByTypes.union(namesUsedByExtensions())
        for name in viewExtension.methods.keys.sorted() where !used.contains(name) {
            for f in viewExtension.methods[name] ?? [] {
                let names = program.referencedNames(in: f)
                guard names.contains(where: { $0 == "toolbar" || $0.hasPrefix("ToolbarItem") }),
                      !modifiers.contains(where: { names.contains($0.name) }) else { continue }
                declare { try called(f) }
            }
        }
    }

    /// A view's toolbar content property or method nothing uses (`var cancelButton: some
    /// ToolbarContent` left behind), made on an instance with unknown arguments. What the
    /// module's members use is asked only of such a member: a file without one (most screens of
    /// a project) does not gather the names of every file's members on each keystroke.
    private func declareUnusedToolbarMembers(of scope: RootScope) {
        func unused(_ name: String) -> Bool { !program.namesUsedByTypes.contains(name) }
        for t in scope.types where t.isView && !t.isApp {
            for p in t.properties where p.makesToolbarContent && unused(p.name) {
                declareToolbar(of: t, at: p.range) { try interpreter.readProperty(p, of: $0, at: program.source.tree) }
            }
            for name in t.methods.keys.sorted() {
                for f in t.methods[name] ?? [] where f.signature.returnClause?.type.trimmedText.hasSuffix("ToolbarContent") == true && unused(name) {
                    let range = program.range(of: f)
                    declareToolbar(of: t, at: range) { try interpreter.callFunction(f, args: interpreter.unknownArguments(for: f), context: $0, at: range) }
                }
            }
        }
    }

    /// Toolbar content a view of the file makes (`read` on an instance of `t` made with unknown
    /// arguments), declared in a toolbar of its own.
    private func declareToolbar(of t: UserType, at range: SourceRange, _ read: (SelfContext) throws -> Value) {
        declare {
            guard case .instance(let i) = try madeWithUnknownArguments(t) else { return [] }
            let content = try read(SelfContext(instance: i, identity: t.name, environment: .init()))
            return content.isPoison ? [] : toolbarHost([content], id: nil, at: range)
        }
    }

    /// Runs `make` quietly and declares what it builds as an alternative never shown.
    private func declare(_ make: () throws -> [Value]) {
        interpreter.quietly {
            let made = try make().filter { !$0.isPoison }
            if !made.isEmpty { interpreter.alternatives.append(made) }
        }
    }

    /// A view modifier of the file applied to an empty view.
    private func applied(_ t: UserType) throws -> [Value] {
        let made = try madeWithUnknownArguments(t)
        guard case .instance(let modifier) = made else { return [] }
        let range = SourceRange(start: t.range.start, end: t.range.start)
        return [try interpreter.applyViewModifier(modifier, to: .node(interpreter.clearCanvas(at: range.start)), environment: .init(), at: range)]
    }

    /// `func modelSelect(…) -> some View { self.toolbar { … } }` of `extension View`, called on an
    /// empty view with arguments Easel cannot know.
    private func called(_ f: FunctionDeclSyntax) throws -> [Value] {
        let range = program.range(of: f)
        return [try interpreter.callExtension(f, on: .node(interpreter.clearCanvas(at: range.start)), args: interpreter.unknownArguments(for: f), at: range)]
    }

    /// Every name the methods and getters of the extensions refer to.
    private func namesUsedByExtensions() -> Set<String> {
        var used = Set<String>()
        for ext in program.extensions.values {
            for methods in ext.methods.values { for f in methods { used.formUnion(program.referencedNames(in: f)) } }
            for p in ext.properties { if let getter = p.getter { used.formUnion(program.referencedNames(in: getter)) } }
        }
        return used
    }
}
