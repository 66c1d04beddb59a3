import EaselIR
import SwiftSyntax

/// A parsed and analysed source file: the declarations the evaluator runs. Immutable, so one
/// `Program` serves any number of evaluations (each keystroke's state, each platform).
public struct Program: Sendable {
    public let source: ParsedSource
    let types: [String: UserType]
    /// Type names in declaration order.
    let typeOrder: [String]
    /// Top-level `let`/`var` without a property wrapper, and top-level functions.
    let globals: [PropertyDecl]
    let globalFunctions: [String: [FunctionDeclSyntax]]
    /// Top-level statements of a snippet, and its wrapped properties (`@State var x`), which
    /// become members of the synthetic host view.
    let snippetStatements: [CodeBlockItemSyntax]
    let snippetProperties: [PropertyDecl]
    let previews: [PreviewDecl]
    public let apiDeclarations: [APIDeclaration]
    /// Syntax and declaration diagnostics.
    public let diagnostics: [Diagnostic]

    public var fileName: String { source.fileName }

    public init(source text: String, fileName: String = "input.swift") {
        self.init(parsed: ParsedSource(text: text, fileName: fileName))
    }

    public init(parsed: ParsedSource) {
        var source = parsed
        var collector = DeclarationCollector(converter: source.converter)
        var types: [String: UserType] = [:]
        var order: [String] = []
        var globals: [PropertyDecl] = []
        var functions: [String: [FunctionDeclSyntax]] = [:]
        var statements: [CodeBlockItemSyntax] = []
        var snippetProperties: [PropertyDecl] = []
        var previews: [PreviewDecl] = []
        var api: [APIDeclaration] = []
        var apiRanges: [SourceRange] = []
        var diagnostics: [Diagnostic] = []

        func addType(_ t: UserType) {
            if types[t.name] != nil {
                diagnostics.append(Diagnostic(.error, "redeclaration", at: t.range.start, "invalid redeclaration of '\(t.name)'"))
                return
            }
            types[t.name] = t
            order.append(t.name)
        }
        func addAPI(_ kind: String, _ name: String, _ node: some SyntaxProtocol) {
            let r = source.range(of: node)
            api.append(APIDeclaration(kind: kind, name: name, line: r.start.line))
            apiRanges.append(r)
        }

        for item in source.tree.statements {
            switch item.item {
            case .decl(let decl):
                if let s = decl.as(StructDeclSyntax.self) {
                    if s.memberBlock.leftBrace.presence == .missing {
                        addAPI("struct", s.name.text, s)
                    } else {
                        addType(collector.userType(s))
                    }
                } else if let e = decl.as(EnumDeclSyntax.self) {
                    if e.memberBlock.leftBrace.presence == .missing { addAPI("enum", e.name.text, e) } else { addType(collector.userType(e)) }
                } else if let f = decl.as(FunctionDeclSyntax.self) {
                    if f.body == nil { addAPI("func", f.name.text, f) } else { functions[f.name.text, default: []].append(f) }
                } else if let i = decl.as(InitializerDeclSyntax.self) {
                    addAPI("init", "init", i)
                } else if let v = decl.as(VariableDeclSyntax.self) {
                    for p in collector.properties(v, inView: false) {
                        if p.wrapper != nil { snippetProperties.append(p) } else { globals.append(p) }
                    }
                } else if let m = decl.as(MacroExpansionDeclSyntax.self), m.macroName.text == "Preview" {
                    previews.append(PreviewDecl(title: m.arguments.first?.expression, body: m.trailingClosure))
                } else if decl.is(ImportDeclSyntax.self) {
                    continue
                } else if decl.is(ExtensionDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) {
                    diagnostics.append(Diagnostic(.warning, "unsupported-declaration", at: source.location(of: decl),
                                                  "Easel does not run \(decl.kind == .extensionDecl ? "extensions" : "this kind of declaration") yet; it is ignored"))
                } else if let m = decl.as(MacroExpansionDeclSyntax.self) {
                    diagnostics.append(Diagnostic(.warning, "unsupported-declaration", at: source.location(of: m),
                                                  "unknown macro '#\(m.macroName.text)' is ignored"))
                }
            case .expr(let e):
                // `#Preview { }` at the top level parses as an expression.
                if let m = e.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" {
                    previews.append(PreviewDecl(title: m.arguments.first?.expression, body: m.trailingClosure))
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
            source.removeDiagnostics { d in
                d.code == "syntax" && apiRanges.contains { r in d.location >= r.start && d.location <= r.end }
            }
        }
        self.source = source
        self.types = types
        self.typeOrder = order
        self.globals = globals
        self.globalFunctions = functions
        self.snippetStatements = statements
        self.snippetProperties = snippetProperties
        self.previews = previews
        self.apiDeclarations = api
        self.diagnostics = source.diagnostics + collector.diagnostics + diagnostics
    }

    /// Names of the views declared in the source, in order.
    public var viewNames: [String] { typeOrder.filter { types[$0]?.isView == true } }

    func range(of node: some SyntaxProtocol) -> SourceRange { source.range(of: node) }
    func location(of node: some SyntaxProtocol) -> SourceLocation { source.location(of: node) }
}

/// A `#Preview("title") { … }` block.
struct PreviewDecl: Sendable {
    let title: ExprSyntax?
    let body: ClosureExprSyntax?
}
