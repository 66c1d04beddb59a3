import EaselIR
import SwiftSyntax

/// A property wrapper Easel gives meaning to.
enum PropertyWrapper: Equatable, Sendable {
    case state
    case binding
    /// `@Environment(\.key)`.
    case environment(key: String)
    /// `@AppStorage("key")`, `@SceneStorage("key")`: the key as written.
    case appStorage(key: String)
    case sceneStorage(key: String)
    /// Any other wrapper (`@FocusState`, `@StateObject`, …): kept as plain state, with a warning.
    case other(String)
}

/// A property of a struct declared in the source.
struct PropertyDecl: Sendable {
    let name: String
    let isStatic: Bool
    let isLet: Bool
    let wrapper: PropertyWrapper?
    let typeName: String?
    let initializer: ExprSyntax?
    /// The getter of a computed property.
    let getter: CodeBlockItemListSyntax?
    /// Marked `@ViewBuilder` (or another builder), or the `body` of a view: its getter builds content.
    let isBuilder: Bool
    let range: SourceRange

    var isStored: Bool { getter == nil && !isStatic }
}

/// A struct or enum declared in the source.
struct UserType: Sendable {
    enum Kind: Sendable { case structType, enumType }
    let name: String
    let kind: Kind
    let conformances: [String]
    let isMain: Bool
    var properties: [PropertyDecl] = []
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    /// Enum cases in order, with raw values when declared.
    var cases: [(name: String, rawValue: ExprSyntax?)] = []
    let range: SourceRange

    var isView: Bool { conformances.contains("View") }
    var isApp: Bool { conformances.contains("App") }

    func property(_ name: String) -> PropertyDecl? { properties.first { $0.name == name && !$0.isStatic } }
    func staticProperty(_ name: String) -> PropertyDecl? { properties.first { $0.name == name && $0.isStatic } }
    var storedProperties: [PropertyDecl] { properties.filter(\.isStored) }
}

/// Reads declarations out of a parsed file: the "sema" stage, which names what exists before
/// anything runs.
struct DeclarationCollector {
    let converter: SourceLocationConverter
    var diagnostics: [Diagnostic] = []

    init(converter: SourceLocationConverter) { self.converter = converter }

    func range(of node: some SyntaxProtocol) -> SourceRange {
        let s = node.startLocation(converter: converter, afterLeadingTrivia: true)
        let e = node.endLocation(converter: converter, afterTrailingTrivia: false)
        return SourceRange(start: SourceLocation(line: s.line, column: s.column), end: SourceLocation(line: e.line, column: e.column))
    }

    mutating func userType(_ s: StructDeclSyntax) -> UserType {
        var type = UserType(name: s.name.text, kind: .structType,
                            conformances: s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? [],
                            isMain: s.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "main" },
                            range: range(of: s))
        collectMembers(s.memberBlock, into: &type)
        return type
    }

    mutating func userType(_ e: EnumDeclSyntax) -> UserType {
        var type = UserType(name: e.name.text, kind: .enumType,
                            conformances: e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? [],
                            isMain: false, range: range(of: e))
        for member in e.memberBlock.members {
            if let c = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    type.cases.append((element.name.text.replacingOccurrences(of: "`", with: ""), element.rawValue?.value))
                }
            }
        }
        collectMembers(e.memberBlock, into: &type)
        return type
    }

    private mutating func collectMembers(_ block: MemberBlockSyntax, into type: inout UserType) {
        for member in block.members {
            let decl = member.decl
            if let v = decl.as(VariableDeclSyntax.self) {
                type.properties += properties(v, inView: type.isView || type.isApp)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                type.methods[f.name.text, default: []].append(f)
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(i)
            }
        }
    }

    /// The properties of one `let`/`var` declaration (one per binding: `let a = 1, b = 2`).
    mutating func properties(_ v: VariableDeclSyntax, inView: Bool) -> [PropertyDecl] {
        let isStatic = v.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        var wrapper: PropertyWrapper?
        var isBuilder = false
        for attribute in v.attributes {
            guard let a = attribute.as(AttributeSyntax.self) else { continue }
            let name = a.attributeName.trimmedText
            let firstArgument = a.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
            switch name {
            case "State": wrapper = .state
            case "Binding": wrapper = .binding
            case "Environment":
                if let kp = firstArgument?.as(KeyPathExprSyntax.self) {
                    wrapper = .environment(key: kp.components.map { $0.component.trimmedText }.joined())
                } else {
                    wrapper = .other("Environment")
                }
            case "AppStorage", "SceneStorage":
                let key = firstArgument?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                if let key {
                    wrapper = name == "AppStorage" ? .appStorage(key: key) : .sceneStorage(key: key)
                } else {
                    diagnostics.append(Diagnostic(.error, "storage-key", at: range(of: a).start,
                                                  "@\(name) needs a string literal key"))
                    wrapper = .state
                }
            case let builder where builder.hasSuffix("Builder"): isBuilder = true
            default:
                wrapper = .other(name)
            }
        }
        return v.bindings.compactMap { binding -> PropertyDecl? in
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            let name = id.identifier.text
            var getter: CodeBlockItemListSyntax?
            if let accessors = binding.accessorBlock?.accessors {
                switch accessors {
                case .getter(let items): getter = items
                case .accessors(let list):
                    getter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                }
            }
            let builds = isBuilder || (inView && name == "body" && getter != nil)
            return PropertyDecl(name: name, isStatic: isStatic, isLet: isLet, wrapper: wrapper,
                                typeName: binding.typeAnnotation?.type.trimmedText,
                                initializer: binding.initializer?.value, getter: getter, isBuilder: builds,
                                range: range(of: binding))
        }
    }
}
