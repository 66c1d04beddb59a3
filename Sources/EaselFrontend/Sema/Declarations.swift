import EaselIR
import SwiftSyntax

/// A property wrapper Easel gives meaning to.
enum PropertyWrapper: Equatable, Sendable {
    case state
    case binding
    /// `@Environment(\.key)`.
    case environment(key: String)
    /// `@AppStorage("key")`, `@SceneStorage("key")`: the key as written (a key that is not a
    /// literal, `@AppStorage(Keys.name)`, is its source text until the evaluator reads it).
    case appStorage(key: String)
    case sceneStorage(key: String)
    /// `@EnvironmentObject var m: Model`, `@Environment(Model.self) var m`: the object a view
    /// above injected with `.environmentObject(_:)` / `.environment(_:)` (spec R7).
    case environmentObject(type: String?)
    /// `@Query var items: [Item]`: SwiftData's results, empty in a preview (spec R7).
    case query
    /// Any other wrapper (`@FocusState`, `@StateObject`, …): kept as plain state, with a warning.
    case other(String)

    /// SwiftUI's wrappers that have their value without an argument of the memberwise
    /// initializer: the focused value a scene hands its commands, a focus state, a namespace.
    static let selfInitializing: Set<String> = ["Namespace", "FocusState", "AccessibilityFocusState", "FocusedValue", "FocusedObject", "FocusedBinding"]

    /// The environment values that are actions, called as functions (`dismiss()`,
    /// `openURL(url)`); every other key is a value (`dynamicTypeSize`, `font`).
    static let environmentActions: Set<String> = ["dismiss", "openURL", "openWindow", "dismissWindow", "refresh", "dismissSearch"]

    /// Needs no argument where the view is made (`@FocusedValue(\.showSettings) var showSettings`).
    var isSelfInitializing: Bool {
        if case .other(let name) = self { return Self.selfInitializing.contains(name) }
        return false
    }
}

/// A property of a struct declared in the source.
struct PropertyDecl: Sendable {
    let name: String
    let isStatic: Bool
    let isLet: Bool
    let wrapper: PropertyWrapper?
    let typeName: String?
    let initializer: ExprSyntax?
    /// The key of an `@AppStorage`/`@SceneStorage` written as an expression (`Keys.name`).
    var storageKey: ExprSyntax? = nil
    /// The getter of a computed property.
    let getter: CodeBlockItemListSyntax?
    /// Marked `@ViewBuilder` (or another builder), or the `body` of a view: its getter builds content.
    let isBuilder: Bool
    let range: SourceRange
    /// The parameters of its declared function type (`(Item) -> Content` has one); nil when the
    /// type written is no function type, or none is written.
    var functionParameters: Int? = nil
    /// `lazy var`: its initial value is made at the first read, with `self`.
    var isLazy = false
    /// Its declared type when that names tuple labels (`[(index: Int, label: String)]`): Swift
    /// gives a tuple stored in it those labels. Nil for any other type.
    var labeledType: TypeSyntax? = nil

    var isStored: Bool { getter == nil && !isStatic }
    /// A builder of a function type with parameters builds when called, not when made.
    var takesParameters: Bool { (functionParameters ?? 0) > 0 }
    /// A computed `some ToolbarContent` (`var toolbar: some ToolbarContent { … }`).
    var makesToolbarContent: Bool { getter != nil && typeName?.hasSuffix("ToolbarContent") == true }
    /// It holds a function: declared with a function type, or stored with no type written —
    /// but for an environment value, which holds one when it is an action (a view's
    /// `@Environment(\.dynamicTypeSize) var dynamicTypeSize` is no function: `.dynamicTypeSize(…)`
    /// on the view is the modifier).
    var holdsFunction: Bool {
        if case .environment(let key)? = wrapper { return PropertyWrapper.environmentActions.contains(String(key.trimmingPrefix("."))) }
        return typeName == nil ? getter == nil : functionParameters != nil
    }
    /// The `{ get … set … }` its getter is written in: nil for a stored property, and for a getter
    /// written as the block itself (`var x: T { … }`, which has no setter).
    var accessorBlock: AccessorBlockSyntax? {
        var node = getter.map(Syntax.init)?.parent
        for _ in 0..<4 {
            guard let current = node else { return nil }
            if let block = current.as(AccessorBlockSyntax.self) { return block }
            node = current.parent
        }
        return nil
    }

    /// Declared optional: `T?`, or implicitly unwrapped `T!` (which also starts as nil).
    var isOptional: Bool { typeName.map { $0.hasSuffix("?") || $0.hasSuffix("!") } ?? false }
}

/// A struct or enum declared in the source.
struct UserType: Sendable {
    enum Kind: Sendable { case structType, enumType, classType }
    /// The qualified name (`Outer.Inner` for a nested type).
    var name: String
    let kind: Kind
    var conformances: [String] { didSet { buildsNode = Self.buildsNode(conformances) } }
    /// A view, or the source's own toolbar, tab, scene or commands content: its `body` builds
    /// nodes of the UI tree (spec R2). Worked out when the conformances change: the evaluator
    /// asks at every instance, view and value it converts, and each answer hashed every
    /// conformance's name.
    private(set) var buildsNode: Bool
    let isMain: Bool
    /// Its properties in declaration order, added with `add(_:)`.
    private(set) var properties: [PropertyDecl] = []
    /// Its stored properties, in order: kept as properties are added, as every instance made asks.
    private(set) var storedProperties: [PropertyDecl] = []
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    /// Its subscripts (`subscript(flavor: Flavor) -> Int { get set }`), in order.
    var subscripts: [SubscriptDeclSyntax] = []
    /// Types declared inside this one (`Outer.Inner`).
    var nested: [UserType] = []
    /// Its type aliases (`typealias Font = UIFont`), which its members' code sees before
    /// SwiftUI's types of the same name: name → the type written.
    var typealiases: [String: String] = [:]
    /// Enum cases in order, with raw values when declared and the labels (`nil` for an
    /// unlabelled one), declared types and defaults of their associated values.
    var cases: [(name: String, rawValue: ExprSyntax?, labels: [String?], types: [String], defaults: [ExprSyntax?])] = []
    let range: SourceRange

    /// Declared under an attribute that is no attribute of the language (`@ModelActor`,
    /// `@MemberwiseInit`): a macro, which may add initializers Easel cannot see. Its name.
    var attachedMacro: String?
    /// Declared `private` or `fileprivate`: at the top level, seen only in its own file.
    var isFilePrivate = false
    /// A struct whose own body declares no initializer: Swift's memberwise one stays beside
    /// those its extensions declare (`init(from decoder:)` in an extension); so does a class's
    /// `init()` beside an extension's `convenience init` (it takes no arguments: a class has no
    /// memberwise initializer).
    var keepsMemberwise = false
    /// SwiftUI declares a type of its name (a models package's `struct List`): a call may be
    /// SwiftUI's (see `Interpreter.initializes`). Read once per version of its file.
    var namedAsSwiftUIType = false

    init(name: String, kind: Kind, conformances: [String], isMain: Bool, range: SourceRange) {
        self.name = name
        self.kind = kind
        self.conformances = conformances
        self.buildsNode = Self.buildsNode(conformances)
        self.isMain = isMain
        self.range = range
    }

    var isView: Bool { conformances.contains("View") }
    /// Whether Swift's implicit initializer — a struct's memberwise one, a class's `init()` —
    /// stays beside the initializers its extensions declare, for a call of `count` arguments.
    func keepsImplicitInitializer(taking count: Int) -> Bool {
        keepsMemberwise && (kind != .classType || count == 0)
    }
    /// `func body(props: Props) -> some View`: a view's body behind another module's protocol.
    var bodyMethod: FunctionDeclSyntax? {
        methods["body"]?.first { $0.signature.returnClause?.type.trimmedText == "some View" && !$0.signature.parameterClause.parameters.isEmpty }
    }
    /// `UIViewRepresentable`, `NSViewControllerRepresentable` (or an app's typealias of one): a
    /// view drawn by UIKit or AppKit code.
    var isRepresentable: Bool { Self.isRepresentable(conformances) }
    /// A representable, or a `Shape` whose `path(in:)` draws it: a view drawn by code Easel
    /// does not run, which a preview shows as a labelled placeholder.
    var isDrawnByCode: Bool { Self.isDrawnByCode(conformances) }

    private static func isRepresentable(_ conformances: [String]) -> Bool { conformances.contains { $0.hasSuffix("Representable") } }
    private static func isDrawnByCode(_ conformances: [String]) -> Bool {
        isRepresentable(conformances) || conformances.contains("Shape") || conformances.contains("InsettableShape")
    }
    private static func buildsNode(_ conformances: [String]) -> Bool {
        !conformances.contains("App") && (conformances.contains { SDKRegistry.nodeProtocols.contains($0) } || isDrawnByCode(conformances))
    }
    /// Toolbar or tab content of the source (`struct EditorToolbar: ToolbarContent`).
    var isToolbarContent: Bool { conformances.contains("ToolbarContent") || conformances.contains("CustomizableToolbarContent") }
    var isTabContent: Bool { conformances.contains("TabContent") }
    /// Classes and actors: instances are shared, not copied (spec R7).
    var isReference: Bool { kind == .classType }
    /// An enum whose cases are views (`enum Pane: View`).
    var isEnumView: Bool { kind == .enumType && buildsNode }
    var isApp: Bool { conformances.contains("App") }

    mutating func add(_ new: [PropertyDecl]) {
        properties += new
        storedProperties += new.filter(\.isStored)
    }

    func property(_ name: String) -> PropertyDecl? { properties.first { $0.name == name && !$0.isStatic } }
    func staticProperty(_ name: String) -> PropertyDecl? { properties.first { $0.name == name && $0.isStatic } }
}

/// Reads declarations out of a parsed file: the "sema" stage, which names what exists before
/// anything runs.
struct DeclarationCollector {
    /// The file being read (collectors of other files take over for their declarations).
    var file: ParsedSource
    let conditions: BuildConditions
    var diagnostics: [Diagnostic] = []

    init(file: ParsedSource, conditions: BuildConditions) {
        self.file = file
        self.conditions = conditions
    }

    func range(of node: some SyntaxProtocol) -> SourceRange { file.range(of: node) }

    mutating func userType(_ s: StructDeclSyntax) -> UserType {
        var type = UserType(name: s.name.written, kind: .structType,
                            conformances: s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? [],
                            isMain: s.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "main" },
                            range: range(of: s))
        type.attachedMacro = Self.attachedMacro(s.attributes)
        type.isFilePrivate = Self.isFilePrivate(s.modifiers)
        type.namedAsSwiftUIType = SDKRegistry.swiftUI.type(named: type.name) != nil
        collectMembers(s.memberBlock, into: &type)
        type.keepsMemberwise = type.initializers.isEmpty
        Self.adoptViewByBody(&type)
        return type
    }

    /// A class or actor: a type whose instances are references.
    mutating func userType(_ c: some DeclGroupSyntax & NamedDeclSyntax) -> UserType {
        var type = UserType(name: c.name.written, kind: .classType,
                            conformances: c.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? [],
                            isMain: false, range: range(of: c))
        type.attachedMacro = Self.attachedMacro(c.attributes)
        type.isFilePrivate = Self.isFilePrivate(c.modifiers)
        type.namedAsSwiftUIType = SDKRegistry.swiftUI.type(named: type.name) != nil
        collectMembers(c.memberBlock, into: &type)
        // Convenience initializers keep the implicit `init()`: only a designated one replaces it.
        type.keepsMemberwise = type.initializers.allSatisfy(ClassInheritance.isConvenience)
        return type
    }

    static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    /// `struct RootView: BaseView` with `var body: some View`, where `protocol BaseView: View` is
    /// declared in a file not given (or refines `View` in this one): the body says it is a view.
    /// So is `struct Profile: ConnectedView` with `func body(props: Props) -> some View`: another
    /// module's protocol makes it a view by calling that method (see `Interpreter.body(of:)`).
    static func adoptViewByBody(_ type: inout UserType) {
        guard !type.conformances.isEmpty,
              !type.conformances.contains(where: { SDKRegistry.nodeProtocols.contains($0) || $0 == "App" || $0 == "ViewModifier" }),
              type.properties.contains(where: { $0.name == "body" && !$0.isStatic && $0.typeName == "some View" })
                || type.bodyMethod != nil else { return }
        type.conformances.append("View")
    }

    /// Attributes of the language (and Observation's `@Observable`, which Easel follows): any
    /// other on a type is an attached macro.
    static let languageAttributes: Set<String> = [
        "main", "MainActor", "available", "objc", "objcMembers", "preconcurrency", "frozen", "dynamicMemberLookup",
        "dynamicCallable", "propertyWrapper", "resultBuilder", "globalActor", "usableFromInline", "unchecked",
        "Sendable", "requires_stored_property_inits", "Observable", "_spi", "retroactive", "nonobjc",
    ]

    static let interfaceBuilderAttributes: Set<String> = ["IBOutlet", "IBInspectable", "IBAction", "NSCopying", "inlinable", "GKInspectable"]

    static func attachedMacro(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            if let name = element.as(AttributeSyntax.self)?.attributeName.trimmedText, !languageAttributes.contains(name) { return name }
        }
        return nil
    }

    mutating func userType(_ e: EnumDeclSyntax) -> UserType {
        var type = UserType(name: e.name.written, kind: .enumType,
                            conformances: e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? [],
                            isMain: false, range: range(of: e))
        type.isFilePrivate = Self.isFilePrivate(e.modifiers)
        type.namedAsSwiftUIType = SDKRegistry.swiftUI.type(named: type.name) != nil
        for member in e.memberBlock.members {
            if let c = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    let parameters = element.parameterClause?.parameters.map { $0 } ?? []
                    type.cases.append((element.name.written, element.rawValue?.value,
                                       parameters.map { $0.firstName?.written }, parameters.map { $0.type.trimmedText },
                                       parameters.map { $0.defaultValue?.value }))
                }
            }
        }
        collectMembers(e.memberBlock, into: &type)
        return type
    }

    /// Members of a type's body or of an extension of it: properties, methods, initializers,
    /// nested types, and the members of the active clause of an `#if`.
    mutating func collectMembers(_ block: MemberBlockSyntax, into type: inout UserType) {
        collectMembers(block.members, into: &type)
    }

    private mutating func collectMembers(_ members: MemberBlockItemListSyntax, into type: inout UserType) {
        for member in members.inOrder {
            let decl = member.decl
            if let v = decl.as(VariableDeclSyntax.self) {
                type.add(properties(v, inView: type.buildsNode || type.isApp))
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                type.methods[f.name.written, default: []].append(f)
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(i)
            } else if let s = decl.as(SubscriptDeclSyntax.self) {
                type.subscripts.append(s)
            } else if let s = decl.as(StructDeclSyntax.self) {
                type.nested.append(userType(s))
            } else if let e = decl.as(EnumDeclSyntax.self) {
                type.nested.append(userType(e))
            } else if let c = decl.as(ClassDeclSyntax.self) {
                type.nested.append(userType(c))
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                type.typealiases[alias.name.written] = alias.initializer.value.trimmedText
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self), case .decls(let active)? = activeClause(ifConfig)?.elements {
                collectMembers(active, into: &type)
            }
        }
    }

    /// The clause of an `#if` that holds for the build being previewed (see `BuildConditions`).
    func activeClause(_ ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        conditions.activeClause(ifConfig)
    }

    /// The parameters of a function type (`@escaping (Item) -> Content` has one, `(() -> Void)?`
    /// none); nil for a type that is no function type.
    static func functionParameterCount(_ type: TypeSyntax) -> Int? {
        var t = type
        if let attributed = t.as(AttributedTypeSyntax.self) { t = attributed.baseType }
        if let optional = t.as(OptionalTypeSyntax.self) { t = optional.wrappedType }
        if let tuple = t.as(TupleTypeSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.type { t = inner }
        if let attributed = t.as(AttributedTypeSyntax.self) { t = attributed.baseType }
        return t.as(FunctionTypeSyntax.self)?.parameters.count
    }

    /// The properties of one `let`/`var` declaration (one per binding: `let a = 1, b = 2`).
    mutating func properties(_ v: VariableDeclSyntax, inView: Bool) -> [PropertyDecl] {
        // The modifiers in one pass, keywords by their raw kind and text.
        var isStatic = false, isLazy = false
        for modifier in v.modifiers.inOrder {
            if modifier.name.isKeyword("static") || modifier.name.isKeyword("class") { isStatic = true }
            if modifier.name.isKeyword("lazy") { isLazy = true }
        }
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        var wrapper: PropertyWrapper?
        var storageKey: ExprSyntax?
        var isBuilder = false
        for attribute in v.attributes.inOrder {
            guard let a = attribute.as(AttributeSyntax.self) else { continue }
            let name = a.attributeName.trimmedText
            let firstArgument = a.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
            switch name {
            case "State": wrapper = .state
            // `@FocusState.Binding var focused: Bool`: a binding to a parent's focus state.
            case "Binding", "FocusState.Binding", "AccessibilityFocusState.Binding": wrapper = .binding
            case "Environment":
                if let kp = firstArgument?.as(KeyPathExprSyntax.self) {
                    wrapper = .environment(key: kp.components.map { $0.component.trimmedText }.joined())
                } else if let m = firstArgument?.as(MemberAccessExprSyntax.self), m.declName.baseName.written == "self", let base = m.base {
                    wrapper = .environmentObject(type: base.trimmedText)
                } else {
                    wrapper = .other("Environment")
                }
            case "EnvironmentObject": wrapper = .environmentObject(type: nil)
            case "Query": wrapper = .query
            case "AppStorage", "SceneStorage":
                if let argument = firstArgument {
                    let key = argument.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? argument.trimmedText
                    if argument.as(StringLiteralExprSyntax.self)?.representedLiteralValue == nil { storageKey = argument }
                    wrapper = name == "AppStorage" ? .appStorage(key: key) : .sceneStorage(key: key)
                } else {
                    // `@AppStorage var layout: Layout`, its key given in an init
                    // (`_layout = AppStorage(wrappedValue: .list, key)`): keyed by its name here.
                    wrapper = name == "AppStorage" ? .appStorage(key: "") : .sceneStorage(key: "")
                }
            case let builder where builder.hasSuffix("Builder"): isBuilder = true
            // `@available(iOS 13, *) lazy var …`, `@IBOutlet var …`: attributes of the language,
            // not property wrappers.
            case _ where Self.languageAttributes.contains(name) || Self.interfaceBuilderAttributes.contains(name): break
            default:
                wrapper = .other(name)
            }
        }
        return v.bindings.inOrder.compactMap { binding -> PropertyDecl? in
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            let name = id.identifier.written
            let getter = binding.getterStatements
            let builds = isBuilder || (inView && name == "body" && getter != nil)
            let annotated = binding.typeAnnotation?.type
            let typeName = annotated?.trimmedText
            var ownWrapper = wrapper
            if case .environmentObject(nil)? = wrapper { ownWrapper = .environmentObject(type: typeName) }
            if case .appStorage("")? = wrapper { ownWrapper = .appStorage(key: name) }
            if case .sceneStorage("")? = wrapper { ownWrapper = .sceneStorage(key: name) }
            return PropertyDecl(name: name, isStatic: isStatic, isLet: isLet, wrapper: ownWrapper,
                                typeName: typeName,
                                initializer: binding.initializer?.value, storageKey: storageKey, getter: getter, isBuilder: builds,
                                range: range(of: binding),
                                functionParameters: annotated.flatMap(Self.functionParameterCount),
                                isLazy: isLazy, labeledType: annotated.flatMap { $0.namesTupleLabels ? $0 : nil })
        }
    }
}

extension PatternBindingSyntax {
    /// The statements of a computed property's getter (`var x: T { … }`, `get { … }` or `_read { … }`).
    var getterStatements: CodeBlockItemListSyntax? { accessorBlock?.getterStatements }
}

extension AccessorBlockSyntax {
    /// The statements of the getter: the block itself, `get { … }` or `_read { … }`.
    var getterStatements: CodeBlockItemListSyntax? {
        switch accessors {
        case .getter(let items): return items
        case .accessors(let list):
            // `get`, else a read coroutine (`_read { yield x }`), whose `yield` gives the value.
            let readers: [TokenKind] = [.keyword(.get), .keyword(._read)]
            return readers.lazy.compactMap { reader in list.first { $0.accessorSpecifier.tokenKind == reader } }.first?.body?.statements
        }
    }

    /// The setter's statements and the name it gives the new value (`set(newFlavor) { … }`;
    /// `newValue` unless named).
    var setter: (statements: CodeBlockItemListSyntax, newValue: String)? {
        guard case .accessors(let list) = accessors,
              let set = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }), let body = set.body else { return nil }
        return (body.statements, set.parameters?.name.written ?? "newValue")
    }
}
