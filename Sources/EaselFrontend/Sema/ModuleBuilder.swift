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
    /// Bare names several nested types share (`iOSTabs.Storage`, `UserPreferences.Storage`).
    private(set) var sharedNestedNames: Set<String> = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Each file's declarations, for the next version of the module to reuse.
    private(set) var declarations: [FileDeclarations] = []
    private var extensionDecls: [(ExtensionDeclSyntax, file: Int)] = []
    private(set) var protocols: Set<String> = []
    /// What the module's protocols refine (see `ProtocolRefinement`).
    private var refinements: [String: [String]] = [:]
    /// The classes among `types`, in order: those that may inherit from one another.
    private var classes: [String] = []
    /// The types that may have nested ones: declared with some, or extended (an extension may
    /// declare some). Only theirs are looked for, not every type's.
    private var nesting: Set<String> = []

    /// `expectedTypes`: how many types the module's previous version had, room made for at once.
    init(conditions: BuildConditions, expectedTypes: Int = 0) {
        self.conditions = conditions
        types.reserveCapacity(expectedTypes)
    }

    /// Adds what one file declares (read now, or kept from the module's previous version).
    mutating func add(_ declared: FileDeclarations) {
        let name = declared.file.fileName
        for t in declared.types { addType(t) }
        globals += declared.globals
        for f in declared.functions { functions[f.name.written, default: []].append(f) }
        if !declared.statements.isEmpty { statements[name, default: []] += declared.statements }
        if !declared.snippetProperties.isEmpty { snippetProperties[name, default: []] += declared.snippetProperties }
        previews += declared.previews
        api += declared.api
        extensionDecls += declared.extensions.map { ($0, files.count) }
        protocols.formUnion(declared.protocols)
        for r in declared.refinements { refinements[r.protocol] = r.refines }
        for alias in declared.typealiases { typealiases[alias.name] = alias.target }
        diagnostics += declared.diagnostics
        files.append(declared.file)
        declarations.append(declared)
    }

    private mutating func addType(_ t: UserType, qualifier: String = "") {
        let name = qualifier.isEmpty ? t.name : qualifier + "." + t.name
        var replacing = false
        if let earlier = types[name] {
            // `private enum CodingKeys` in two files: each is seen in its own file only, which
            // Swift allows. The table keeps the one other files see; lookups in the file of the
            // other find that one too, which is Easel's approximation of Swift's file scope.
            let otherFile = earlier.range.start.file != t.range.start.file
            guard qualifier.isEmpty, earlier.isFilePrivate || t.isFilePrivate, otherFile else {
                // Two files of a folder read as one module may be two of Swift's (an app and its
                // extension, each with a `NotificationService`): a warning; the first is kept.
                if otherFile, qualifier.isEmpty {
                    diagnostics.append(Diagnostic(.warning, "redeclaration", at: t.range.start,
                                                  "'\(name)' is declared again here (first in \(earlier.range.start.file ?? "another file")); Swift allows it only in another module; Easel keeps the first"))
                } else {
                    diagnostics.append(Diagnostic(.error, "redeclaration", at: t.range.start, "invalid redeclaration of '\(name)'"))
                }
                return
            }
            guard earlier.isFilePrivate && !t.isFilePrivate else { return }
            replacing = true
        }
        var t = t
        t.name = name
        if !t.nested.isEmpty { nesting.insert(name) }
        if !replacing { order.append(name) }
        if t.kind == .classType, !replacing || !classes.contains(name) { classes.append(name) }
        types[name] = t
        for inner in t.nested where !(replacing && types[name + "." + inner.name] != nil) { addType(inner, qualifier: name) }
    }

    /// The module, once every file is read: extensions merged, nested names indexed.
    mutating func finish() -> ModuleBuilder {
        // A collector for each file that extends something (a collector holds its file).
        var collectors: [Int: DeclarationCollector] = [:]
        for (_, file) in extensionDecls where collectors[file] == nil {
            collectors[file] = DeclarationCollector(file: files[file], conditions: conditions)
        }
        // Extensions of nested types (`extension Screen.Row`) go after those of their outer types,
        // shallower first: the type they extend may itself be declared in an extension
        // (`extension Screen { struct Row: View }`, `extension Mastodon.API { enum Lists { } }`).
        let byDepth = Dictionary(grouping: extensionDecls) { $0.0.extendedType.trimmedText.utf8.count { $0 == UInt8(ascii: ".") } }
        for depth in byDepth.keys.sorted() {
            var merged: [String] = []
            let others = Program.merge(byDepth[depth]!, into: &types, protocols: protocols, typealiases: typealiases, collectors: &collectors,
                                       extended: &nesting, merged: &merged)
            extensions.merge(others) { _, new in new }
            // Types nested in an extension of a type of another module (`extension Color { enum
            // Palette }`) go by their own name; two of one name by their extended type's too.
            for (extended, x) in others.sorted(by: { $0.key < $1.key }) {
                for inner in x.nested { addType(inner, qualifier: types[inner.name] == nil ? "" : extended) }
            }
            // Types nested in an extension of a source type joined it in the merge: name them
            // (those of the types this depth extended: every depth scanning all types was
            // quadratic in a source of many).
            var named = Set<String>()
            for name in merged where named.insert(name).inserted {
                for inner in types[name]?.nested ?? [] where types[name + "." + inner.name] == nil {
                    addType(inner, qualifier: name)
                }
            }
        }
        ClassInheritance.apply(to: &types, classes: classes)
        ProtocolRefinement.apply(to: &types, refinements: refinements)
        Program.giveProtocolDefaults(extensions, protocols: protocols, refinements: refinements, to: &types)
        for file in collectors.keys.sorted() { diagnostics += collectors[file]!.diagnostics }
        var bare: [String: String] = [:]
        var clashes: Set<String> = []
        for name in order where name.utf8.contains(UInt8(ascii: ".")) {
            let short = String(name[name.index(after: name.lastIndex(of: ".")!)...])
            if types[short] != nil || bare[short] != nil { clashes.insert(short) } else { bare[short] = name }
        }
        for c in clashes { bare[c] = nil }
        nestedByBareName = bare
        sharedNestedNames = clashes
        return self
    }
}

extension Array {
    /// The elements that satisfy `predicate` and the rest, each in order.
    func partitioned(by predicate: (Element) -> Bool) -> (matching: [Element], rest: [Element]) {
        var matching: [Element] = [], rest: [Element] = []
        for e in self { if predicate(e) { matching.append(e) } else { rest.append(e) } }
        return (matching, rest)
    }
}
