import EaselIR
import SwiftSyntax

/// Reads the top-level declarations of a module's files, one file after another, into one
/// symbol table: types (nested ones by qualified name), globals and functions, previews,
/// extensions merged into what they extend, protocols and typealiases (spec R1). `Program` is
/// its result; it is rebuilt when a file changes, which costs far less than parsing one.
struct ModuleBuilder {
    let conditions: BuildConditions

    private(set) var files: [ParsedSource] = []
    private(set) var types: [String: UserType] = [:]
    private(set) var order: [String] = []
    private(set) var globals: [PropertyDecl] = []
    private(set) var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Top-level statements and wrapped properties by file: a snippet when its file is the root.
    private(set) var statements: [String: [CodeBlockItemSyntax]] = [:]
    private(set) var snippetProperties: [String: [PropertyDecl]] = [:]
    private(set) var previews: [PreviewDecl] = []
    private(set) var api: [APIDeclaration] = []
    private(set) var extensions: [String: UserType] = [:]
    private(set) var typealiases: [String: String] = [:]
    private(set) var nestedByBareName: [String: String] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private var extensionDecls: [(ExtensionDeclSyntax, file: Int)] = []
    private var protocols: Set<String> = []

    init(conditions: BuildConditions) {
        self.conditions = conditions
    }

    /// Reads one file's top-level declarations.
    mutating func read(_ parsed: ParsedSource) {
        var file = parsed
        var collector = DeclarationCollector(file: file, conditions: conditions)
        var apiRanges: [SourceRange] = []
        for item in topLevelItems(file.tree.statements) {
            switch item.item {
            case .decl(let decl):
                if let r = readDeclaration(decl, &collector) { apiRanges.append(r) }
            case .expr(let e):
                // `#Preview { }` at the top level parses as an expression.
                if let m = e.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" {
                    previews.append(PreviewDecl(title: m.arguments.first?.expression, body: m.trailingClosure, file: file.fileName))
                } else {
                    statements[file.fileName, default: []].append(item)
                }
            case .stmt:
                statements[file.fileName, default: []].append(item)
            }
        }
        // A declaration shown for reference has no body; the parser's "expected '{'" about it is
        // not a mistake in the example.
        if !apiRanges.isEmpty {
            file.removeDiagnostics { d in d.code == "syntax" && apiRanges.contains { r in d.location >= r.start && d.location <= r.end } }
        }
        files.append(file)
        diagnostics += file.diagnostics + collector.diagnostics
    }

    /// One top-level declaration; the range of an API declaration without a body, if it is one.
    private mutating func readDeclaration(_ decl: DeclSyntax, _ collector: inout DeclarationCollector) -> SourceRange? {
        let file = collector.file
        if let s = decl.as(StructDeclSyntax.self) {
            if s.memberBlock.leftBrace.presence == .missing { return addAPI("struct", s.name.text, s, file) }
            addType(collector.userType(s))
        } else if let e = decl.as(EnumDeclSyntax.self) {
            if e.memberBlock.leftBrace.presence == .missing { return addAPI("enum", e.name.text, e, file) }
            addType(collector.userType(e))
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            if f.body == nil { return addAPI("func", f.name.text, f, file) }
            functions[f.name.text, default: []].append(f)
        } else if let i = decl.as(InitializerDeclSyntax.self) {
            return addAPI("init", "init", i, file)
        } else if let v = decl.as(VariableDeclSyntax.self) {
            for p in collector.properties(v, inView: false) {
                if p.wrapper != nil { snippetProperties[file.fileName, default: []].append(p) } else { globals.append(p) }
            }
        } else if let m = decl.as(MacroExpansionDeclSyntax.self) {
            if m.macroName.text == "Preview" {
                previews.append(PreviewDecl(title: m.arguments.first?.expression, body: m.trailingClosure, file: file.fileName))
            } else {
                diagnostics.append(Diagnostic(.warning, "unsupported-declaration", at: file.location(of: m),
                                              "unknown macro '#\(m.macroName.text)' is ignored"))
            }
        } else if let c = decl.as(ClassDeclSyntax.self) {
            addType(collector.userType(c))
        } else if let a = decl.as(ActorDeclSyntax.self) {
            addType(collector.userType(a))
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            extensionDecls.append((x, files.count))
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            protocols.insert(p.name.text)
        } else if let t = decl.as(TypeAliasDeclSyntax.self) {
            typealiases[t.name.text] = t.initializer.value.trimmedText
        }
        return nil
    }

    /// Top-level items, with those of each `#if`'s active clause in its place.
    private func topLevelItems(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        list.flatMap { item -> [CodeBlockItemSyntax] in
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                if case .statements(let active)? = conditions.activeClause(ifConfig)?.elements { return topLevelItems(active) }
                return []
            }
            return [item]
        }
    }

    private mutating func addType(_ t: UserType, qualifier: String = "") {
        let name = qualifier.isEmpty ? t.name : qualifier + "." + t.name
        if types[name] != nil {
            diagnostics.append(Diagnostic(.error, "redeclaration", at: t.range.start, "invalid redeclaration of '\(name)'"))
            return
        }
        var t = t
        t.name = name
        types[name] = t
        order.append(name)
        for inner in t.nested { addType(inner, qualifier: name) }
    }

    private mutating func addAPI(_ kind: String, _ name: String, _ node: some SyntaxProtocol, _ file: ParsedSource) -> SourceRange {
        let r = file.range(of: node)
        api.append(APIDeclaration(kind: kind, name: name, line: r.start.line))
        return r
    }

    /// The module, once every file is read: extensions merged, nested names indexed.
    mutating func finish() -> ModuleBuilder {
        var collectors = files.map { DeclarationCollector(file: $0, conditions: conditions) }
        extensions = Program.merge(extensionDecls, into: &types, protocols: protocols, typealiases: typealiases, collectors: &collectors)
        for c in collectors { diagnostics += c.diagnostics }
        for inner in extensions.values.flatMap(\.nested) { addType(inner) }
        var bare: [String: String] = [:]
        var clashes: Set<String> = []
        for name in order where name.contains(".") {
            let short = String(name[name.index(after: name.lastIndex(of: ".")!)...])
            if types[short] != nil || bare[short] != nil { clashes.insert(short) } else { bare[short] = name }
        }
        for c in clashes { bare[c] = nil }
        nestedByBareName = bare
        return self
    }
}
