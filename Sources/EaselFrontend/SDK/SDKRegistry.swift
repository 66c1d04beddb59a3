import Foundation
import SwiftParser
import SwiftSyntax

/// How a declared parameter takes its argument.
enum ParamKind: Equatable, Sendable {
    /// A value; implicit members resolve against `type`.
    case value
    /// A view value (`x: some View`).
    case view
    /// Built content (`@ViewBuilder x: () -> some View`); the closure takes `arity` parameters.
    case builder(arity: Int)
    /// A closure kept for later (`action: () -> Void`).
    case action
    /// A two-way binding (`Binding<T>`).
    case binding
}

/// A class, not a struct: the evaluator hands parameters and functions about by the dozen for
/// every call it resolves (overloads gathered, candidates matched, arguments bound), and a copy
/// of a struct of strings retained each of them — 3 % of a list row's instructions.
final class SDKParameter: Sendable {
    /// The argument label, `nil` for `_`.
    let label: String?
    /// The name used in the IR (`label` when there is one, else the internal name).
    let name: String
    let kind: ParamKind
    /// The declared type's name, without optionality (`ToolbarItemPlacement`, `Font.Weight`).
    let type: String
    let isOptional: Bool
    let isVariadic: Bool
    let defaultValue: ExprSyntax?

    /// Whether a trailing closure may be its argument: content, an action, or a value of any type
    /// that must be given (`environment(\.onSplit) { edge in … }`: a generic value may be a
    /// function). Stored: every overload's match asks it of its parameters.
    let acceptsClosure: Bool

    init(label: String?, name: String, kind: ParamKind, type: String, isOptional: Bool, isVariadic: Bool, defaultValue: ExprSyntax?) {
        self.label = label
        self.name = name
        self.kind = kind
        self.type = type
        self.isOptional = isOptional
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
        switch kind {
        case .builder, .action: acceptsClosure = true
        case .value: acceptsClosure = label == nil && type == "Any" && defaultValue == nil && !isOptional
        default: acceptsClosure = false
        }
    }
}

/// An initializer, a static factory, a modifier or an instance method (a class, as
/// `SDKParameter` is).
final class SDKFunction: Sendable {
    let name: String
    let parameters: [SDKParameter]
    /// Its `@available`: the release that added it (spec G1) and the one that deprecated it (N11).
    let availability: SDKAvailability
    /// A presentation whose content SwiftUI builds only once it is presented (`sheet`, `alert`…):
    /// while it is not, what traps in that content is no mistake of the app's now.
    let buildsContentWhenPresented: Bool
    /// An initializer of a scene (`WindowGroup { … }`): its content is a window's, built only
    /// when the window opens (see `Interpreter.scenesUnshown`).
    let makesScene: Bool

    init(name: String, parameters: [SDKParameter], availability: SDKAvailability = SDKAvailability(), makesScene: Bool = false) {
        self.name = name
        self.parameters = parameters
        self.availability = availability
        buildsContentWhenPresented = Self.presentations.contains(name)
        self.makesScene = makesScene
    }

    private static let presentations: Set<String> = ["sheet", "popover", "fullScreenCover", "inspector", "navigationDestination",
                                                     "alert", "confirmationDialog"]

    var labelSignature: String {
        "\(name)(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// What a declaration's `@available` attributes say: the releases per platform that added it
/// (`@available(iOS 26, macOS 26, *)`) and, when deprecated (`@available(iOS, deprecated: 27,
/// renamed: "topBarLeading")`), from which version and what replaces it.
struct SDKAvailability: Sendable {
    /// The platforms and releases of `@available(iOS 26, macOS 26, *)`, read once: each SDK call
    /// checks them, and reading them from the syntax each time was 2 % of a small preview (perf).
    var introduced: [AvailabilityVersion]?
    var deprecated: (version: Double, replacement: String)?
    /// Platforms it does not exist on (`@available(macOS, unavailable)`).
    var unavailable: Set<String> = []

    init() {}

    init(_ attributes: AttributeListSyntax) {
        for case .attribute(let a) in attributes where a.attributeName.trimmedText == "available" {
            guard case .availability(let arguments)? = a.arguments else { continue }
            let tokens = arguments.compactMap { argument -> String? in
                if case .token(let t) = argument.argument { return t.text }
                return nil
            }
            if tokens.contains("unavailable") {
                unavailable.formUnion(tokens.filter { $0 != "unavailable" })
                continue
            }
            var version: Double?
            var replacement = ""
            for argument in arguments {
                guard case .availabilityLabeledArgument(let labeled) = argument.argument else { continue }
                switch labeled.label.text {
                case "deprecated": version = Double(labeled.value.trimmedDescription)
                case "renamed", "message": replacement = labeled.value.trimmedDescription.trimmingCharacters(in: ["\""])
                default: break
                }
            }
            if let version { deprecated = (version, replacement) } else { introduced = AvailabilityVersion.list(arguments) }
        }
    }

    /// Nothing to check: the declaration is as old as every release Easel renders.
    var isEmpty: Bool { introduced == nil && deprecated == nil && unavailable.isEmpty }
}

/// One `platform version` of an `@available` or `#available` list (`iOS 26.1`), in the list's order.
struct AvailabilityVersion: Sendable {
    let platform: String
    /// `nil` when there is none or it does not read as a number (then it holds).
    let version: Double?
    let written: VersionTupleSyntax?

    /// As written, for messages (only then: `trimmedDescription` rebuilds the node).
    var text: String? { written?.trimmedDescription }

    static func list(_ arguments: AvailabilityArgumentListSyntax) -> [AvailabilityVersion] {
        arguments.compactMap { argument in
            guard case .availabilityVersionRestriction(let restriction) = argument.argument else { return nil }
            let tuple = restriction.version
            let version = tuple.flatMap { Double($0.major.text + ($0.components.first.map { "." + $0.number.text } ?? "")) }
            return AvailabilityVersion(platform: restriction.platform.text, version: version, written: tuple)
        }
    }
}

/// What a declared type's values are.
enum SDKTypeRole: String, Sendable {
    case view, toolbarContent, tabContent, scene, commands, value
}

/// A type the SDK declares (a class, as `SDKParameter` is: every construction and implicit
/// member looks its type up, and a copy retained each of its tables).
final class SDKType: Sendable {
    let name: String
    let conformances: Set<String>
    /// A node of the UI tree (view, toolbar content, …) rather than a plain value; decided once,
    /// as every construction asks.
    let buildsNode: Bool
    let initializers: [SDKFunction]
    /// Static constants and enum cases.
    let constants: Set<String>
    let factories: [String: [SDKFunction]]
    let methods: [String: [SDKFunction]]
    /// Its `@available` (spec G1): a view like `ToolbarSpacer` that arrived in a later release.
    let availability: SDKAvailability
    /// What every construction asks of its type, decided once: hashing the name against each
    /// list at every call was a fifth of a construction's own time (perf 2026-11-30).
    let isScene: Bool
    /// A lazy container (L10): see `Interpreter.lazyContainerTypes`.
    let isLazyContainer: Bool
    /// A container whose content is chosen among (`Picker`, `TabView`).
    let selects: Bool
    /// A layout that lays out what it is called with (`HStackLayout()(…)`).
    let isLayoutContainer: Bool

    init(name: String, conformances: Set<String>, initializers: [SDKFunction] = [], constants: Set<String> = [],
         factories: [String: [SDKFunction]] = [:], methods: [String: [SDKFunction]] = [:], availability: SDKAvailability = SDKAvailability()) {
        self.name = name
        self.conformances = conformances
        self.buildsNode = !conformances.isDisjoint(with: SDKRegistry.nodeProtocols)
        self.initializers = initializers
        self.constants = constants
        self.factories = factories
        self.methods = methods
        self.availability = availability
        self.isScene = conformances.contains("Scene")
        self.isLazyContainer = Interpreter.lazyContainerTypes.contains(name)
        self.selects = Interpreter.selectingTypes.contains(name)
        self.isLayoutContainer = Interpreter.layoutContainers[name] != nil
    }
}

/// The declared SwiftUI SDK, read from `SwiftUIInterface`: one table the evaluator consults for
/// every type, initializer, modifier and member, so that supporting a new API is one entry there.
struct SDKRegistry: Sendable {
    static let nodeProtocols: Set<String> = ["View", "ToolbarContent", "CustomizableToolbarContent", "TabContent", "Scene", "Commands"]
    /// SwiftUI's protocols an app's types adopt, besides the node protocols: a type conforming
    /// to one of these has no methods of another module (see `Interpreter.mayHaveMethodsElsewhere`).
    static let adoptedProtocols: Set<String> = nodeProtocols.union([
        "App", "ViewModifier", "PreviewProvider", "Layout", "Shape", "InsettableShape", "Animatable", "DynamicProperty",
        "EnvironmentKey", "PreferenceKey", "FocusedValueKey", "ContainerValueKey", "ShapeStyle", "Transition", "VisualEffect",
        "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "TextFieldStyle", "ProgressViewStyle",
        "GaugeStyle", "MenuStyle", "GroupBoxStyle", "DisclosureGroupStyle", "FormStyle", "LabeledContentStyle",
        "ControlGroupStyle", "NavigationSplitViewStyle", "TabViewStyle", "ListStyle", "PickerStyle", "DatePickerStyle",
        "TableStyle", "WindowStyle", "MenuBarExtraStyle", "Observable",
    ])

    private(set) var types: [String: SDKType] = [:]
    /// Modifiers by the protocol they extend (`View`, `ToolbarContent`, …), then by name.
    private(set) var modifiers: [String: [String: [SDKFunction]]] = [:]
    /// For each protocol or type, the declared types conforming to it, sorted.
    private var conformers: [String: [String]] = [:]
    /// For each type that builds a node, the protocols whose modifiers apply to it, most
    /// specific first (asked at every modifier applied, so worked out once).
    private var nodeModifierProtocols: [String: [String]] = [:]
    /// "Did you mean" among every view type's and every modifier's name, sorted (suggestions are
    /// deterministic), remembered by name (see `NearestNames`).
    private(set) var nearestViewType = NearestNames([])
    private(set) var nearestModifier = NearestNames([])
    /// The `@available` of members (`ButtonRole.close`) that arrived in a later release or were
    /// deprecated (spec G1, N11); types and functions carry their own.
    private(set) var availability: [String: SDKAvailability] = [:]
    /// The member names (`close`, `topBarPinnedTrailing`) among `availability`'s keys: most
    /// implicit members have none, and are passed by without building a key.
    private(set) var membersWithAvailability: Set<String> = []
    /// Every modifier's name, of any protocol (asked of every call a view's body makes).
    private var modifierNames: Set<String> = []

    static let swiftUI: SDKRegistry = SDKRegistry(interface: SwiftUIInterface.source)

    init(interface: String) {
        let file = Parser.parse(source: interface)
        for item in file.statements {
            if let s = item.item.as(StructDeclSyntax.self) {
                addType(name: s.name.text, inheritance: s.inheritanceClause, members: s.memberBlock, availability: SDKAvailability(s.attributes))
            } else if let e = item.item.as(EnumDeclSyntax.self) {
                addType(name: e.name.text, inheritance: e.inheritanceClause, members: e.memberBlock, availability: SDKAvailability(e.attributes))
            } else if let x = item.item.as(ExtensionDeclSyntax.self) {
                let proto = x.extendedType.trimmedText
                for member in x.memberBlock.members {
                    guard let f = member.decl.as(FunctionDeclSyntax.self) else { continue }
                    let fn = Self.function(name: f.name.text, f.signature.parameterClause, availability: SDKAvailability(f.attributes))
                    modifiers[proto, default: [:]][fn.name, default: []].append(fn)
                }
            }
        }
        for t in types.values {
            for p in t.conformances { conformers[p, default: []].append(t.name) }
        }
        for key in conformers.keys { conformers[key]?.sort() }
        for t in types.values where t.buildsNode {
            var result = Self.modifierProtocols(conformingTo: t.conformances)
            // `extension NavigationLink { func isDetailLink(_:) }`: a type's own modifiers come first.
            if modifiers[t.name] != nil { result.insert(t.name, at: 0) }
            nodeModifierProtocols[t.name] = result
        }
        nearestViewType = NearestNames(types.values.filter(\.buildsNode).map(\.name).sorted())
        modifierNames = Set(modifiers.values.flatMap(\.keys))
        nearestModifier = NearestNames(modifierNames.sorted())
    }

    private mutating func addType(name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax,
                                  availability: SDKAvailability = SDKAvailability()) {
        let conformances = Set(inheritance?.inheritedTypes.map { $0.type.trimmedText } ?? [])
        var initializers: [SDKFunction] = [], constants: Set<String> = []
        var factories: [String: [SDKFunction]] = [:], methods: [String: [SDKFunction]] = [:]
        for member in members.members {
            let decl = member.decl
            if let i = decl.as(InitializerDeclSyntax.self) {
                initializers.append(Self.function(name: "init", i.signature.parameterClause, availability: SDKAvailability(i.attributes),
                                                  makesScene: conformances.contains("Scene")))
            } else if let v = decl.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    guard let id = b.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    constants.insert(id.identifier.written)
                    record(v.attributes, as: name + "." + id.identifier.written)
                }
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                for e in c.elements { constants.insert(e.name.written) }
            } else if let nested = decl.as(StructDeclSyntax.self) {
                addType(name: name + "." + nested.name.text, inheritance: nested.inheritanceClause, members: nested.memberBlock)
            } else if let nested = decl.as(EnumDeclSyntax.self) {
                addType(name: name + "." + nested.name.text, inheritance: nested.inheritanceClause, members: nested.memberBlock)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                let fn = Self.function(name: f.name.text, f.signature.parameterClause)
                if f.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                    factories[fn.name, default: []].append(fn)
                } else {
                    methods[fn.name, default: []].append(fn)
                }
            }
        }
        types[name] = SDKType(name: name, conformances: conformances, initializers: initializers, constants: constants,
                              factories: factories, methods: methods, availability: availability)
    }

    private mutating func record(_ attributes: AttributeListSyntax, as key: String) {
        let found = SDKAvailability(attributes)
        guard !found.isEmpty else { return }
        availability[key] = found
        if let dot = key.lastIndex(of: ".") { membersWithAvailability.insert(String(key[key.index(after: dot)...])) }
    }

    private static func function(name: String, _ clause: FunctionParameterClauseSyntax, availability: SDKAvailability = SDKAvailability(),
                                 makesScene: Bool = false) -> SDKFunction {
        SDKFunction(name: name, parameters: clause.parameters.map(parameter), availability: availability, makesScene: makesScene)
    }

    private static func parameter(_ p: FunctionParameterSyntax) -> SDKParameter {
        let first = p.firstName.text
        let label: String? = first == "_" ? nil : first
        let internalName = p.secondName?.text ?? first
        var type = p.type
        var kind = ParamKind.value
        func isBuilder(_ attributes: AttributeListSyntax) -> Bool {
            attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText.hasSuffix("Builder") == true }
        }
        var builder = isBuilder(p.attributes)
        if let attributed = type.as(AttributedTypeSyntax.self) {
            builder = builder || isBuilder(attributed.attributes)
            type = attributed.baseType
        }
        if builder, let fn = type.as(FunctionTypeSyntax.self) {
            kind = .builder(arity: fn.parameters.count)
        }
        var isOptional = false
        if let opt = type.as(OptionalTypeSyntax.self) {
            isOptional = true
            type = opt.wrappedType
            if let tuple = type.as(TupleTypeSyntax.self), let only = tuple.elements.first, tuple.elements.count == 1 {
                type = only.type
            }
        }
        var typeName = type.trimmedText
        if case .value = kind {
            if type.is(FunctionTypeSyntax.self) {
                kind = .action
            } else if let some = type.as(SomeOrAnyTypeSyntax.self), some.constraint.trimmedText == "View" {
                kind = .view
            } else if let some = type.as(SomeOrAnyTypeSyntax.self) {
                typeName = some.constraint.trimmedText  // `some ViewModifier`: a value of that protocol
            } else if let id = type.as(IdentifierTypeSyntax.self), id.name.text == "Binding" {
                kind = .binding
                typeName = id.genericArgumentClause?.arguments.first?.argument.trimmedText ?? "Any"
            }
        }
        // A builder whose internal name is `content` builds the node's children whatever its
        // label (`DocumentGroup(newDocument:) { file in … }`'s `editor`).
        var name = label ?? internalName
        if case .builder = kind, internalName == "content" { name = "content" }
        return SDKParameter(label: label, name: name, kind: kind, type: typeName,
                            isOptional: isOptional, isVariadic: p.ellipsis != nil, defaultValue: p.defaultValue?.value)
    }

    // MARK: Lookup

    func type(named name: String) -> SDKType? { types[name] }

    /// The node role of a declared type.
    func role(of typeName: String) -> SDKTypeRole {
        guard let t = types[typeName] else { return .value }
        if t.conformances.contains("View") { return .view }
        if t.conformances.contains("CustomizableToolbarContent") || t.conformances.contains("ToolbarContent") { return .toolbarContent }
        if t.conformances.contains("TabContent") { return .tabContent }
        if t.conformances.contains("Scene") { return .scene }
        if t.conformances.contains("Commands") { return .commands }
        return .value
    }

    /// The protocols whose modifiers a node of `typeName` may use; user views and placeholders are views.
    func modifierProtocols(forNode typeName: String) -> [String] {
        nodeModifierProtocols[typeName] ?? ["View"]
    }

    /// The node protocols among `conformances` whose modifiers apply, most specific first
    /// (`CustomizableToolbarContent` refines `ToolbarContent`): an SDK type's, or a type of the
    /// project that declares `Scene` or `ToolbarContent`.
    static func modifierProtocols(conformingTo conformances: Set<String>) -> [String] {
        var result = ["CustomizableToolbarContent", "ToolbarContent", "TabContent", "Scene", "View"].filter(conformances.contains)
        if result.contains("CustomizableToolbarContent"), !result.contains("ToolbarContent") { result.append("ToolbarContent") }
        return result
    }

    /// Modifier overloads named `name` of the protocols `protocols`, in their order.
    func modifierOverloads(_ name: String, of protocols: [String]) -> [SDKFunction] {
        protocols.flatMap { modifiers[$0]?[name] ?? [] }
    }

    /// Modifier overloads named `name` for a node of `typeName`, most specific protocol first.
    func modifierOverloads(_ name: String, forNode typeName: String) -> [SDKFunction] {
        modifierProtocols(forNode: typeName).flatMap { modifiers[$0]?[name] ?? [] }
    }

    /// Whether `name` is a modifier of any protocol (for "not available on X" diagnostics).
    func isModifier(_ name: String) -> Bool { modifierNames.contains(name) }

    /// Whether a value of SDK type `actual` can stand where `expected` is declared.
    func type(_ actual: String, conformsTo expected: String) -> Bool {
        if actual == expected { return true }
        return types[actual]?.conformances.contains(expected) == true
    }

    /// The types to search for an implicit member `.x` when `expected` is the context type:
    /// the type itself, then the declared types conforming to it (`.red` for a `ShapeStyle`).
    func implicitMemberTypes(for expected: String) -> [String] {
        var result: [String] = []
        if types[expected] != nil { result.append(expected) }
        result += conformers[expected] ?? []
        return result
    }

    /// The first of `implicitMemberTypes(for: expected)` that declares the constant `name`
    /// (`.vertical` for an `Edge.Set`), without building that list: most implicit members are
    /// the expected type's own.
    func typeDeclaring(constant name: String, implicitlyAs expected: String) -> String? {
        if types[expected]?.constants.contains(name) == true { return expected }
        return conformers[expected]?.first { types[$0]?.constants.contains(name) == true }
    }
}
