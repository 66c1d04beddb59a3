import EaselIR
import SwiftSyntax

/// A parsed and analysed source file: the declarations the evaluator runs. Immutable, so one
/// `Program` serves any number of evaluations (each keystroke's state, each platform).
public struct Program: Sendable {
    /// The first file: the one a single-file input is, and the default for `--file`.
    public let source: ParsedSource
    /// Every file of the module, in the order given.
    public let files: [ParsedSource]
    /// Which file a syntax tree belongs to, by its root's identifier.
    private let fileIndex: [SyntaxIdentifier: Int]
    /// Each file's locator, as `files`.
    private let locators: [SourceLocator]
    let types: [String: UserType]
    /// Type names in declaration order.
    let typeOrder: [String]
    /// Top-level `let`/`var` without a property wrapper, and top-level functions.
    let globals: [PropertyDecl]
    let globalFunctions: [String: [FunctionDeclSyntax]]
    /// Top-level statements of a snippet, and its wrapped properties (`@State var x`), which
    /// become members of the synthetic host view.
    let snippetStatements: [String: [CodeBlockItemSyntax]]
    let snippetProperties: [String: [PropertyDecl]]
    let previews: [PreviewDecl]
    public let apiDeclarations: [APIDeclaration]
    /// Members that extensions add to types of the SDK and to protocols (`extension View`,
    /// `extension Color`, `extension String`), by the extended name (see `Extensions.swift`).
    let extensions: [String: UserType]
    /// The names of the instance methods and properties those extensions declare: most calls
    /// and members name none, and are then not looked for type by type (each look-up copied
    /// the extension's declarations).
    let extensionMemberNames: Set<String>
    /// The names of extension methods declared more than once in one extended type (overloads
    /// picked by their arguments' types too, see `callExtension`).
    let overloadedExtensionMethods: Set<String>
    /// Some extension declares a subscript (most modules' do not: an array's subscript looks no
    /// further).
    let extensionsDeclareSubscripts: Bool
    /// `typealias Name = Target`, by name.
    let typealiases: [String: String]
    /// The protocols the module declares.
    let protocols: Set<String>
    /// Nested types by their own name (`Inner` for `Outer.Inner`) where that name is unique:
    /// how code inside `Outer` (and most code elsewhere) writes them.
    let nestedByBareName: [String: String]
    /// Bare names several nested types share: found from inside the type that declares one.
    let sharedNestedNames: Set<String>
    /// What `#if` tests: the platform previewed.
    public let conditions: BuildConditions
    /// Syntax and declaration diagnostics.
    public let diagnostics: [Diagnostic]
    /// What each file declares, as read: the next version of the module reuses the unchanged.
    let declarations: [FileDeclarations]
    /// The project's string tables (issue 31): what localized texts show. Kept from the program
    /// reused, so a keystroke does not read them again.
    public var localizations: Localizations = .none
    /// The project's asset catalogs: what `Color("Brand")`, the app's accent colour and
    /// `Image("fountain")` draw. Kept from the program reused, as the string tables are.
    public var assets: AssetCatalogs = .none
    public var assetColors: AssetColors { assets.colors }
    /// See `namesUsedByTypes`.
    let usedByTypes = ComputedOnce<Set<String>>()
    /// See `enumsDeclaring(case:)`.
    let enumsByCase = ComputedOnce<[String: [String]]>()
    /// See `otherModules(importedWhere:)`.
    let modulesImported = ComputedOnce<[String: [String]]>()

    public var fileName: String { source.fileName }

    public init(source text: String, fileName: String = "input.swift", conditions: BuildConditions = .default) {
        self.init(parsed: ParsedSource(text: text, fileName: fileName), conditions: conditions)
    }

    public init(parsed: ParsedSource, conditions: BuildConditions = .default) {
        self.init(files: [parsed], conditions: conditions)
    }

    /// One module of several files (spec R1): the types, extensions, protocols and globals of
    /// every file are visible in all; locations and diagnostics name their file. The first file
    /// is the `source` (a single file keeps every rule it had).
    public init(files given: [ParsedSource], conditions: BuildConditions = .default) {
        self.init(files: given, conditions: conditions, reusing: nil)
    }

    /// The module of `given`, reusing what `previous` read of each file that has not changed
    /// (a keystroke reads only the file it touched). The files to read are read on every core
    /// when there are enough of them (a project opened); `onEveryCore: false` reads them on the
    /// calling thread alone (a one-core measurement).
    init(files given: [ParsedSource], conditions: BuildConditions, reusing previous: Program?, onEveryCore: Bool = true) {
        precondition(!given.isEmpty, "a program has at least one file")
        let files = given.count == 1 ? given : given.map { $0.tagged() }
        var builder = ModuleBuilder(conditions: conditions, expectedTypes: previous?.types.count ?? 0)
        var earlier = EarlierVersions(previous?.declarations ?? []) { $0.file.fileName }
        var declared = files.enumerated().map { index, file in earlier.find(file.fileName, at: index).flatMap { $0.reads(file, under: conditions) ? $0 : nil } }
        let unread = declared.indices.filter { declared[$0] == nil }
        for (i, read) in zip(unread, Self.read(unread.map { files[$0] }, conditions: conditions, onEveryCore: onEveryCore)) { declared[i] = read }
        for d in declared { builder.add(d!) }
        let module = builder.finish()
        self.declarations = module.declarations
        self.source = module.files[0]
        self.files = module.files
        self.locators = module.files.map(\.locator)
        self.fileIndex = Dictionary(files.enumerated().map { (Syntax($0.element.tree).id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        self.types = module.types
        self.typeOrder = module.order
        self.globals = module.globals
        self.globalFunctions = module.functions
        self.snippetStatements = module.statements
        self.snippetProperties = module.snippetProperties
        self.previews = module.previews
        self.apiDeclarations = module.api
        self.extensions = module.extensions
        var memberNames = Set<String>(), overloaded = Set<String>(), declaresSubscripts = false
        for ext in module.extensions.values {
            memberNames.formUnion(ext.methods.keys)
            for (name, fs) in ext.methods where fs.count > 1 { overloaded.insert(name) }
            for p in ext.properties { memberNames.insert(p.name) }
            if !ext.subscripts.isEmpty { declaresSubscripts = true }
        }
        self.extensionMemberNames = memberNames
        self.overloadedExtensionMethods = overloaded
        self.extensionsDeclareSubscripts = declaresSubscripts
        self.typealiases = module.typealiases
        self.protocols = module.protocols
        self.nestedByBareName = module.nestedByBareName
        self.sharedNestedNames = module.sharedNestedNames
        self.conditions = conditions
        self.diagnostics = module.diagnostics
        self.localizations = previous?.localizations ?? .none
        self.assets = previous?.assets ?? .none
    }

    /// The same module read again through views of its own (`ParsedSource.ownView`), for another
    /// core to evaluate: the same declarations, nodes and diagnostics, without sharing the first's
    /// syntax views.
    public func onAnotherCore() -> Program {
        var copy = Program(files: files.map { $0.ownView() }, conditions: conditions, reusing: nil, onEveryCore: false)
        copy.localizations = localizations
        copy.assets = assets
        return copy
    }

    /// Each file's declarations, read on every core when there is enough to read: each file is a
    /// tree of its own, so the cores share no syntax (reading one tree from two serialises them
    /// on its lock, performance.md); a single large file is read in parts (`FileDeclarations`).
    private static func read(_ files: [ParsedSource], conditions: BuildConditions, onEveryCore: Bool) -> [FileDeclarations] {
        guard onEveryCore, files.count > 1, files.reduce(0, { $0 + $1.text.utf8.count }) >= PartedParse.bytesWorthACore else {
            // One file alone may still be large enough to be read in parts on every core.
            return files.map { FileDeclarations(reading: $0, conditions: conditions, parts: onEveryCore ? nil : 1) }
        }
        return LargeStack.concurrentMap(files) { FileDeclarations(reading: $0, conditions: conditions, parts: 1) }
    }

    /// The type a name stands for: declared, nested (by its own name), or through a typealias.
    func type(named name: String) -> UserType? {
        if let t = types[name] { return t }
        if let full = nestedByBareName[name] { return types[full] }
        if let alias = typealiases[name] {
            // `typealias IntBox = Box<Int>`: `Box`.
            let target = Self.extendedName(alias)
            if target != name { return types[target] ?? nestedByBareName[target].flatMap { types[$0] } }
        }
        return nil
    }

    /// The enums of the module that declare a case named `name`, in declaration order: where a
    /// leading-dot member whose type nothing gives (`.inbox`) is looked for. Gathered once per
    /// module version; going through every type for each such member copied the module's types
    /// one by one (a tenth of `check` of a 424-file app).
    func enumsDeclaring(case name: String) -> [String] {
        enumsByCase.value {
            var table: [String: [String]] = [:]
            for typeName in typeOrder {
                guard let t = types[typeName], t.kind == .enumType else { continue }
                for caseName in Set(t.cases.map(\.name)) { table[caseName, default: []].append(typeName) }
            }
            return table
        }[name] ?? []
    }

    /// Names of the views declared in the source, in order.
    public var viewNames: [String] { typeOrder.filter { types[$0]?.isView == true } }

    /// Where a node is, by its file's locator: every value the evaluator makes carries its
    /// range, and copying the file's `ParsedSource` out for each cost 3 % of a row's work.
    func range(of node: some SyntaxProtocol) -> SourceRange { locator(of: node).range(of: node) }
    func location(of node: some SyntaxProtocol) -> SourceLocation { locator(of: node).location(of: node) }
    func endLocation(of node: some SyntaxProtocol) -> SourceLocation { locator(of: node).endLocation(of: node) }

    private func locator(of node: some SyntaxProtocol) -> SourceLocator { locators[fileNumber(of: node) ?? 0] }

    /// The index in `files` (and `declarations`) of the file a node was parsed from.
    func fileNumber(of node: some SyntaxProtocol) -> Int? {
        files.count == 1 ? 0 : fileIndex[Syntax(node).root.id]
    }
}

/// A `#Preview("title") { … }` block.
struct PreviewDecl: Sendable {
    let title: ExprSyntax?
    let body: ClosureExprSyntax?
    /// The file it is written in (for `--file`, spec R2).
    let file: String
    /// `traits: .landscapeLeft, .sizeThatFitsLayout`: the orientation they name (V1).
    var orientation: Orientation? = nil
    /// What `easel previews` lists and `--view` picks: the title, else `Preview`; a title the file
    /// has already used gets its place among them (`Preview #2`), so each preview can be named.
    private(set) var name = "Preview"

    /// `#Preview("Title", traits: …) { … }`: the title is the first argument when unlabeled; the
    /// traits are the `traits:` argument and the unlabeled ones after it (a variadic list).
    init(_ macro: some FreestandingMacroExpansionSyntax, file: String) {
        let arguments = Array(macro.arguments)
        title = arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        body = macro.trailingClosure
        self.file = file
        name = title?.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? "Preview"
        if let start = arguments.firstIndex(where: { $0.label?.text == "traits" }) {
            for (i, argument) in arguments.enumerated() where i == start || (i > start && argument.label == nil) {
                if let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.written,
                   let o = PreviewTraits.orientation(named: name) { orientation = o }
            }
        }
    }

    /// One file's previews, each named apart (see `name`).
    static func namedApart(_ previews: [PreviewDecl]) -> [PreviewDecl] {
        var seen: [String: Int] = [:]
        return previews.map { preview in
            var named = preview
            seen[preview.name, default: 0] += 1
            if let n = seen[preview.name], n > 1 { named.name = "\(preview.name) #\(n)" }
            return named
        }
    }
}

extension Program {
    /// Extensions, merged as Swift merges them: members of an extension of a type of the source
    /// join that type (with its conformances); members of an extension of a protocol of the
    /// source become defaults of every type conforming to it that lacks them; the rest extend
    /// SDK types and protocols (`View`, `Color`, `String`) and are returned by extended name.
    /// `extended` gains the name of every type extended, `merged` that of every source type
    /// extended, in the order of the extensions.
    static func merge(_ decls: [(ExtensionDeclSyntax, file: Int)], into types: inout [String: UserType], protocols: Set<String>,
                      typealiases: [String: String], collectors: inout [Int: DeclarationCollector],
                      extended: inout Set<String>, merged: inout [String]) -> [String: UserType] {
        var others: [String: UserType] = [:]
        for (x, file) in decls {
            var name = extendedName(x.extendedType.trimmedText)
            // `typealias LoadableSubject<T> = Binding<Loadable<T>>; extension LoadableSubject`
            // extends `Binding`.
            if let alias = typealiases[name] { name = extendedName(alias) }
            var target = types[name] ?? others[name]
                ?? UserType(name: name, kind: .structType, conformances: [], isMain: false, range: collectors[file]!.range(of: x))
            target.conformances += x.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            collectors[file]!.collectMembers(x.memberBlock, into: &target)
            if types[name] != nil { types[name] = target; merged.append(name) } else { others[name] = target }
            extended.insert(name)
        }
        return others
    }

    /// Protocol extensions give defaults to the source's types that conform: once every type is
    /// read, those nested in extensions too, and after their own extensions, whose members win.
    static func giveProtocolDefaults(_ extensions: [String: UserType], protocols: Set<String>, refinements: [String: [String]],
                                     to types: inout [String: UserType]) {
        // Only the module's protocols, in a fixed order; most extensions are of SwiftUI's types.
        for proto in ProtocolRefinement.mostRefinedFirst(extensions.keys.filter(protocols.contains), refinements) {
            let defaults = extensions[proto]!
            for key in types.keys where types[key]!.conformances.contains(proto) {
                var t = types[key]!
                for p in defaults.properties where !t.properties.contains(where: { $0.name == p.name && $0.isStatic == p.isStatic }) {
                    t.add([p])
                }
                for (m, fs) in defaults.methods {
                    // Of the same labels, the type's own method is the requirement met and wins; of
                    // other labels the extension's is one more overload (`submit(_:)` beside the
                    // type's `submit(_:delay:)`), as Swift sees both.
                    let own = t.methods[m] ?? []
                    let added = fs.filter { f in !own.contains { Self.parameterLabels($0.signature.parameterClause) == Self.parameterLabels(f.signature.parameterClause) } }
                    if !added.isEmpty { t.methods[m] = own + added }
                }
                if t.subscripts.isEmpty { t.subscripts = defaults.subscripts }
                types[key] = t
            }
        }
    }

    /// A function's argument labels (`nil` for `_`): what tells its overloads apart at a call.
    static func parameterLabels(_ clause: FunctionParameterClauseSyntax) -> [String?] {
        clause.parameters.map { $0.firstName.written == "_" ? nil : $0.firstName.written }
    }

    /// The type an extension or a typealias names, without its generic arguments or module
    /// (`extension SwiftUI.Color`: the module's name says whose type it is, not which).
    static func extendedName(_ written: String) -> String {
        var name = written
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        for module in ["SwiftUI.", "Swift.", "Foundation."] where name.hasPrefix(module) { name.removeFirst(module.count) }
        return name
    }
}
