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
    /// Members that extensions add to types of the SDK and to protocols (`extension View`,
    /// `extension Color`, `extension String`), by the extended name (see `Extensions.swift`).
    let extensions: [String: UserType]
    /// `typealias Name = Target`, by name.
    let typealiases: [String: String]
    /// Nested types by their own name (`Inner` for `Outer.Inner`) where that name is unique:
    /// how code inside `Outer` (and most code elsewhere) writes them.
    let nestedByBareName: [String: String]
    /// What `#if` tests: the platform previewed.
    public let conditions: BuildConditions
    /// Syntax and declaration diagnostics.
    public let diagnostics: [Diagnostic]

    public var fileName: String { source.fileName }

    public init(source text: String, fileName: String = "input.swift", conditions: BuildConditions = .default) {
        self.init(parsed: ParsedSource(text: text, fileName: fileName), conditions: conditions)
    }

    public init(parsed: ParsedSource, conditions: BuildConditions = .default) {
        var source = parsed
        var collector = DeclarationCollector(converter: source.converter, conditions: conditions)
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
        var extensionDecls: [ExtensionDeclSyntax] = []
        var protocols: Set<String> = []
        var typealiases: [String: String] = [:]

        func addType(_ t: UserType, qualifier: String = "") {
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
        func addAPI(_ kind: String, _ name: String, _ node: some SyntaxProtocol) {
            let r = source.range(of: node)
            api.append(APIDeclaration(kind: kind, name: name, line: r.start.line))
            apiRanges.append(r)
        }

        // Top-level items, with those of each `#if`'s active clause in its place.
        func topLevelItems(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
            list.flatMap { item -> [CodeBlockItemSyntax] in
                if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    if case .statements(let active)? = conditions.activeClause(ifConfig)?.elements { return topLevelItems(active) }
                    return []
                }
                return [item]
            }
        }

        for item in topLevelItems(source.tree.statements) {
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
                } else if let c = decl.as(ClassDeclSyntax.self) {
                    addType(collector.userType(c))
                } else if let a = decl.as(ActorDeclSyntax.self) {
                    addType(collector.userType(a))
                } else if let x = decl.as(ExtensionDeclSyntax.self) {
                    extensionDecls.append(x)
                } else if let p = decl.as(ProtocolDeclSyntax.self) {
                    protocols.insert(p.name.text)
                } else if let t = decl.as(TypeAliasDeclSyntax.self) {
                    typealiases[t.name.text] = t.initializer.value.trimmedText
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
        let extensions = Self.merge(extensionDecls, into: &types, protocols: protocols, typealiases: typealiases, collector: &collector)
        for inner in extensions.values.flatMap(\.nested) { addType(inner) }
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
        self.extensions = extensions
        self.typealiases = typealiases
        var bare: [String: String] = [:]
        var clashes: Set<String> = []
        for name in order where name.contains(".") {
            let short = String(name[name.index(after: name.lastIndex(of: ".")!)...])
            if types[short] != nil || bare[short] != nil { clashes.insert(short) } else { bare[short] = name }
        }
        for c in clashes { bare[c] = nil }
        self.nestedByBareName = bare
        self.conditions = conditions
        self.diagnostics = source.diagnostics + collector.diagnostics + diagnostics
    }

    /// The type a name stands for: declared, nested (by its own name), or through a typealias.
    func type(named name: String) -> UserType? {
        if let t = types[name] { return t }
        if let full = nestedByBareName[name] { return types[full] }
        if let target = typealiases[name], target != name { return types[target] ?? nestedByBareName[target].flatMap { types[$0] } }
        return nil
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

extension Program {
    /// Extensions, merged as Swift merges them: members of an extension of a type of the source
    /// join that type (with its conformances); members of an extension of a protocol of the
    /// source become defaults of every type conforming to it that lacks them; the rest extend
    /// SDK types and protocols (`View`, `Color`, `String`) and are returned by extended name.
    static func merge(_ decls: [ExtensionDeclSyntax], into types: inout [String: UserType], protocols: Set<String>,
                      typealiases: [String: String], collector: inout DeclarationCollector) -> [String: UserType] {
        var others: [String: UserType] = [:]
        for x in decls {
            var name = x.extendedType.trimmedText
            if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
            name = typealiases[name] ?? name
            var target = types[name] ?? others[name]
                ?? UserType(name: name, kind: .structType, conformances: [], isMain: false, range: collector.range(of: x))
            target.conformances += x.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            collector.collectMembers(x.memberBlock, into: &target)
            if types[name] != nil { types[name] = target } else { others[name] = target }
        }
        // Protocol extensions give defaults to the source's types that conform.
        for (proto, defaults) in others where protocols.contains(proto) {
            for key in types.keys where types[key]!.conformances.contains(proto) {
                var t = types[key]!
                for p in defaults.properties where !t.properties.contains(where: { $0.name == p.name && $0.isStatic == p.isStatic }) {
                    t.properties.append(p)
                }
                for (m, fs) in defaults.methods where t.methods[m] == nil { t.methods[m] = fs }
                types[key] = t
            }
        }
        return others
    }
}
