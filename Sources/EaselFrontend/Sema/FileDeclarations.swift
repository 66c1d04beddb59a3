import EaselIR
import SwiftSyntax

/// What one file declares at its top level, read once per version of the file: a keystroke
/// reads again only the file it touched, and the module is put together from the others'
/// declarations as they were (spec R1, issue "Real apps": the project keystroke).
struct FileDeclarations: Sendable {
    /// The file, without the parser's complaints about API declarations shown for reference.
    private(set) var file: ParsedSource
    let conditions: BuildConditions
    private(set) var types: [UserType] = []
    private(set) var globals: [PropertyDecl] = []
    private(set) var functions: [FunctionDeclSyntax] = []
    /// Top-level statements and wrapped properties: a snippet when this file is the root.
    private(set) var statements: [CodeBlockItemSyntax] = []
    private(set) var snippetProperties: [PropertyDecl] = []
    private(set) var previews: [PreviewDecl] = []
    private(set) var api: [APIDeclaration] = []
    private(set) var extensions: [ExtensionDeclSyntax] = []
    private(set) var protocols: [String] = []
    private(set) var typealiases: [(name: String, target: String)] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// What its bodies refer to, read when first asked (`Program.referencedNames(in:)`).
    let referencedNames = ReferencedNamesCache()

    init(reading parsed: ParsedSource, conditions: BuildConditions) {
        self.file = parsed
        self.conditions = conditions
        var collector = DeclarationCollector(file: parsed, conditions: conditions)
        var apiRanges: [SourceRange] = []
        for item in topLevelItems(parsed.tree.statements) {
            switch item.item {
            case .decl(let decl):
                if let r = read(decl, &collector) { apiRanges.append(r) }
            case .expr(let e):
                // `#Preview { }` at the top level parses as an expression.
                if let m = e.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" {
                    previews.append(PreviewDecl(m, file: parsed.fileName))
                } else {
                    statements.append(item)
                }
            case .stmt:
                statements.append(item)
            }
        }
        // A declaration shown for reference has no body; the parser's "expected '{'" about it is
        // not a mistake in the example.
        if !apiRanges.isEmpty {
            file.removeDiagnostics { d in d.code == "syntax" && apiRanges.contains { r in d.location >= r.start && d.location <= r.end } }
        }
        diagnostics = diagnostics + file.diagnostics + collector.diagnostics
        previews = PreviewDecl.namedApart(previews)
    }

    /// Whether this reading can stand for `parsed` under `conditions`: the same file, unchanged.
    func reads(_ parsed: ParsedSource, under conditions: BuildConditions) -> Bool {
        file.fileName == parsed.fileName && file.fileTag == parsed.fileTag && self.conditions == conditions && file.text == parsed.text
    }

    /// One top-level declaration; the range of an API declaration without a body, if it is one.
    private mutating func read(_ decl: DeclSyntax, _ collector: inout DeclarationCollector) -> SourceRange? {
        if let s = decl.as(StructDeclSyntax.self) {
            if s.memberBlock.leftBrace.presence == .missing { return addAPI("struct", s.name.text, s) }
            types.append(collector.userType(s))
        } else if let e = decl.as(EnumDeclSyntax.self) {
            if e.memberBlock.leftBrace.presence == .missing { return addAPI("enum", e.name.text, e) }
            types.append(collector.userType(e))
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            if f.body == nil { return addAPI("func", f.name.text, f) }
            functions.append(f)
        } else if let i = decl.as(InitializerDeclSyntax.self) {
            return addAPI("init", "init", i)
        } else if let v = decl.as(VariableDeclSyntax.self) {
            for p in collector.properties(v, inView: false) {
                if p.wrapper != nil { snippetProperties.append(p) } else { globals.append(p) }
            }
        } else if let m = decl.as(MacroExpansionDeclSyntax.self) {
            if m.macroName.text == "Preview" {
                previews.append(PreviewDecl(m, file: file.fileName))
            } else {
                diagnostics.append(Diagnostic(.warning, "unsupported-declaration", at: file.location(of: m),
                                              "unknown macro '#\(m.macroName.text)' is ignored"))
            }
        } else if let c = decl.as(ClassDeclSyntax.self) {
            types.append(collector.userType(c))
        } else if let a = decl.as(ActorDeclSyntax.self) {
            types.append(collector.userType(a))
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            extensions.append(x)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            protocols.append(p.name.text)
        } else if let t = decl.as(TypeAliasDeclSyntax.self) {
            typealiases.append((t.name.text, t.initializer.value.trimmedText))
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

    private mutating func addAPI(_ kind: String, _ name: String, _ node: some SyntaxProtocol) -> SourceRange {
        let r = file.range(of: node)
        api.append(APIDeclaration(kind: kind, name: name, line: r.start.line))
        return r
    }
}
