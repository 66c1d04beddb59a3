import EaselIR
@_spi(RawSyntax) import SwiftSyntax

/// What one file declares at its top level, read once per version of the file: a keystroke
/// reads again only the file it touched, and the module is put together from the others'
/// declarations as they were (spec R1, issue "Real apps": the project keystroke). A class: the
/// module of each keystroke holds every file's reading, and copying fifty of them field by field
/// (twice) was about a fifth of rebuilding the module (callgrind, 2026-11-29).
final class FileDeclarations: Sendable {
    /// The file, without the parser's complaints about API declarations shown for reference.
    let file: ParsedSource
    let conditions: BuildConditions
    let types: [UserType]
    let globals: [PropertyDecl]
    let functions: [FunctionDeclSyntax]
    /// Top-level statements and wrapped properties: a snippet when this file is the root.
    let statements: [CodeBlockItemSyntax]
    let snippetProperties: [PropertyDecl]
    let previews: [PreviewDecl]
    let api: [APIDeclaration]
    let extensions: [ExtensionDeclSyntax]
    let protocols: [String]
    /// The protocols it declares that refine others (`protocol PlatformView: View`), with them.
    let refinements: [(protocol: String, refines: [String])]
    let typealiases: [(name: String, target: String)]
    /// The modules it imports (`import StoreKit`, in an `#if`'s active clause too), in order.
    let imports: [String]
    let diagnostics: [Diagnostic]
    /// What its bodies refer to, read when first asked (`Program.referencedNames(in:)`).
    let referencedNames = ReferencedNamesCache()

    /// `parts`: how many runs to read the items in (tests); by default one per core for a large file.
    init(reading parsed: ParsedSource, conditions: BuildConditions, parts: Int? = nil) {
        let readers = Self.read(parsed, conditions: conditions, parts: parts)
        var file = parsed
        let apiRanges = readers.flatMap(\.apiRanges)
        // A declaration shown for reference has no body; the parser's "expected '{'" about it is
        // not a mistake in the example.
        if !apiRanges.isEmpty {
            file.removeDiagnostics { d in d.code == "syntax" && apiRanges.contains { r in d.location >= r.start && d.location <= r.end } }
        }
        self.file = file
        self.conditions = conditions
        types = readers.flatMap(\.types)
        globals = readers.flatMap(\.globals)
        functions = readers.flatMap(\.functions)
        statements = readers.flatMap(\.statements)
        snippetProperties = readers.flatMap(\.snippetProperties)
        previews = PreviewDecl.namedApart(readers.flatMap(\.previews))
        api = readers.flatMap(\.api)
        extensions = readers.flatMap(\.extensions)
        protocols = readers.flatMap(\.protocols)
        refinements = readers.flatMap(\.refinements)
        typealiases = readers.flatMap(\.typealiases)
        var imported: [String] = []
        for module in readers.flatMap(\.imports) where !imported.contains(module) { imported.append(module) }
        imports = imported
        diagnostics = readers.flatMap(\.diagnostics) + file.diagnostics + readers.flatMap(\.collector.diagnostics)
    }

    /// The file's top-level items read in order — a large file's in parts, one per core, each
    /// part through a view of the tree of its own. swift-syntax makes a node's children under a
    /// lock of the view they are read through, so two cores reading one view wait on each other
    /// (tried: the declarations stage went from 0.40 to 0.65 ms); views of one tree give its nodes
    /// the same identities and positions, so the evaluator cannot tell them apart.
    private static func read(_ parsed: ParsedSource, conditions: BuildConditions, parts wanted: Int?) -> [Reader] {
        let parts = parts(of: parsed.tree, wanted: wanted ?? min(LargeStack.cores, parsed.text.utf8.count / PartedParse.bytesWorthACore))
        guard parts.count > 1 else {
            var reader = Reader(file: parsed, conditions: conditions)
            reader.read(parsed.tree.statements.inOrder)
            return [reader]
        }
        return LargeStack.concurrentMap(parts) { part in
            let view = part.lowerBound == 0 ? parsed.tree : parsed.ownView().tree
            var reader = Reader(file: parsed, conditions: conditions)
            reader.read(view.statements.inOrder.dropFirst(part.lowerBound).prefix(part.count))
            return reader
        }
    }

    /// The top-level items cut into `wanted` runs of about as much reading each. Reading a type
    /// costs by its members, not by its bytes: a view with one long `body` reads as fast as a
    /// short one (cut by bytes, the 1,000-line file's two parts took 0.24 and 0.17 ms).
    private static func parts(of tree: SourceFileSyntax, wanted: Int) -> [Range<Int>] {
        guard wanted > 1, let items = tree.statements.raw.layoutView?.children, items.count >= wanted else { return [0..<tree.statements.count] }
        let weights = items.map { 1 + ($0.map(memberCount) ?? 0) }
        let total = weights.reduce(0, +)
        var parts: [Range<Int>] = [], start = 0, covered = 0
        for (i, weight) in weights.enumerated() {
            covered += weight
            if parts.count < wanted - 1, covered * wanted >= total * (parts.count + 1) {
                parts.append(start..<(i + 1))
                start = i + 1
            }
        }
        parts.append(start..<items.count)
        return parts.filter { !$0.isEmpty }
    }

    /// How many members a top-level item's declaration has (a type's, an extension's), read off
    /// the raw tree: its member block's list of items; none for another item.
    private static func memberCount(_ item: RawSyntax) -> Int {
        guard let declaration = RawCodeBlockItemSyntax(item)?.item,
              let block = declaration.layoutView?.children.first(where: { $0?.kind == .memberBlock }) ?? nil,
              let list = block.layoutView?.children.first(where: { $0?.kind == .memberBlockItemList }) ?? nil else { return 0 }
        return list.layoutView?.children.count ?? 0
    }

    /// Whether this reading can stand for `parsed` under `conditions`: the same file, unchanged.
    func reads(_ parsed: ParsedSource, under conditions: BuildConditions) -> Bool {
        file.fileName == parsed.fileName && file.fileTag == parsed.fileTag && self.conditions == conditions && file.text == parsed.text
    }
}

/// What a module's previous version kept of each file (its reading, its parse), found for the
/// file now at `index`: a project's files come in the same order keystroke after keystroke, so
/// by position first, then by name from a table made at the first miss (linear either way).
struct EarlierVersions<Element> {
    private let elements: [Element]
    private let fileName: (Element) -> String
    private var byName: [String: Element]?

    init(_ elements: [Element], fileName: @escaping (Element) -> String) {
        self.elements = elements
        self.fileName = fileName
    }

    mutating func find(_ name: String, at index: Int) -> Element? {
        if elements.indices.contains(index), fileName(elements[index]) == name { return elements[index] }
        if byName == nil { byName = Dictionary(elements.map { (fileName($0), $0) }, uniquingKeysWith: { _, last in last }) }
        return byName?[name]
    }
}

/// Reads a file's top-level declarations into `FileDeclarations`.
private struct Reader: Sendable {
    var file: ParsedSource
    let conditions: BuildConditions
    var collector: DeclarationCollector
    var types: [UserType] = []
    var globals: [PropertyDecl] = []
    var functions: [FunctionDeclSyntax] = []
    var statements: [CodeBlockItemSyntax] = []
    var snippetProperties: [PropertyDecl] = []
    var previews: [PreviewDecl] = []
    var api: [APIDeclaration] = []
    var extensions: [ExtensionDeclSyntax] = []
    var protocols: [String] = []
    var refinements: [(protocol: String, refines: [String])] = []
    var typealiases: [(name: String, target: String)] = []
    var imports: [String] = []
    var diagnostics: [Diagnostic] = []
    /// Declarations shown for reference, without a body (see `FileDeclarations.init`).
    var apiRanges: [SourceRange] = []

    init(file: ParsedSource, conditions: BuildConditions) {
        self.file = file
        self.conditions = conditions
        collector = DeclarationCollector(file: file, conditions: conditions)
    }

    /// Reads top-level items (those of an `#if`'s active clause in its place).
    mutating func read(_ items: some Sequence<CodeBlockItemSyntax>) {
        for item in topLevelItems(items) {
            switch item.item {
            case .decl(let decl):
                if let r = read(decl) { apiRanges.append(r) }
            case .expr(let e):
                // `#Preview { }` at the top level parses as an expression.
                if let m = e.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" {
                    previews.append(PreviewDecl(m, file: file.fileName))
                } else {
                    statements.append(item)
                }
            case .stmt:
                statements.append(item)
            }
        }
    }

    /// One top-level declaration; the range of an API declaration without a body, if it is one.
    private mutating func read(_ decl: DeclSyntax) -> SourceRange? {
        if let s = decl.as(StructDeclSyntax.self) {
            if s.memberBlock.leftBrace.presence == .missing { return addAPI("struct", s.name.written, s) }
            types.append(collector.userType(s))
        } else if let e = decl.as(EnumDeclSyntax.self) {
            if e.memberBlock.leftBrace.presence == .missing { return addAPI("enum", e.name.written, e) }
            types.append(collector.userType(e))
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            if f.body == nil { return addAPI("func", f.name.written, f) }
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
            protocols.append(p.name.written)
            if let inherited = p.inheritanceClause?.inheritedTypes, !inherited.isEmpty {
                refinements.append((p.name.written, inherited.map { $0.type.trimmedText }))
            }
        } else if let t = decl.as(TypeAliasDeclSyntax.self) {
            typealiases.append((t.name.written, t.initializer.value.trimmedText))
        } else if let i = decl.as(ImportDeclSyntax.self), let module = i.path.first?.name.text {
            imports.append(module)
        }
        return nil
    }

    /// Top-level items, with those of each `#if`'s active clause in its place.
    private func topLevelItems(_ items: some Sequence<CodeBlockItemSyntax>) -> [CodeBlockItemSyntax] {
        items.flatMap { item -> [CodeBlockItemSyntax] in
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                if case .statements(let active)? = conditions.activeClause(ifConfig)?.elements { return topLevelItems(active.inOrder) }
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
