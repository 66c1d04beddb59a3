import EaselIR
import SwiftSyntax

/// A value while the evaluator runs. Plain data converts to `IRValue`; closures, scopes and
/// instances exist only inside one evaluation.
indirect enum Value {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case dictionary([(key: Value, value: Value)])
    case tuple([(label: String?, value: Value)])
    /// `a...b` / `a..<b` over integers or floating-point numbers.
    case range(lower: Value, upper: Value, closed: Bool)
    /// A member of an SDK or source enum type: `.primaryAction`, `Font.system(size: 12)`.
    case symbol(IRSymbol)
    /// A node of the UI tree under construction.
    case node(NodeValue)
    /// An instance of a struct declared in the source (a view, app or plain struct).
    case instance(Instance)
    case closure(Closure)
    case binding(BindingRef)
    case keyPath([String])
    /// A type used as a value (`Font` in `Font.system`, a source type in `Row(…)`).
    case type(String)
    /// A function the evaluator provides: `dismiss`, a bound method.
    case builtin(Builtin)
    /// The result of an error already diagnosed: operations on it quietly give poison again,
    /// so one mistake gives one diagnostic.
    case poison
    /// Something Easel cannot know (spec R3): a name from another framework, file or package.
    /// Unlike poison it is no mistake: it absorbs what is done with it and the preview goes on
    /// (the rules are in `Opaque.swift`).
    case opaque(Opaque)

    /// An instance of a type of the module that declares a method `name`.
    func hasOwnMethod(_ name: String) -> Bool {
        if case .instance(let i) = self { return i.type.methods[name] != nil }
        return false
    }

    var typeName: String {
        switch self {
        case .void: return "Void"
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .tuple: return "Tuple"
        case .range: return "Range"
        case .symbol(let s): return s.type ?? "member"
        case .node(let n): return n.kind
        case .instance(let i): return i.type.name
        case .closure: return "closure"
        case .binding: return "Binding"
        case .keyPath: return "KeyPath"
        case .type(let t): return "\(t).Type"
        case .builtin: return "function"
        case .poison: return "<error>"
        case .opaque(let o): return o.text
        }
    }

    var isPoison: Bool { if case .poison = self { return true }; return false }
    /// A string, number, Boolean, array or dictionary: a value of the standard library's types.
    var isStandardLibraryValue: Bool {
        switch self {
        case .string, .int, .double, .bool, .array, .dictionary: return true
        default: return false
        }
    }
    var isOpaque: Bool { if case .opaque = self { return true }; return false }
    /// The project's type of an instance.
    var instanceType: UserType? { if case .instance(let i) = self { return i.type }; return nil }
    /// Poison or opaque: nothing definite can be computed from it.
    var isIndefinite: Bool { isPoison || isOpaque }

    var asDouble: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}

/// A UI node being built: an SDK view, toolbar item, tab, scene or command, or a placeholder.
struct NodeValue {
    var kind: String
    var origin: ViewNode.Origin
    var arguments: [(name: String, value: Value)]
    var children: [Value]
    var modifiers: ModifierChain
    var range: SourceRange
    /// The structural position given by the builder that produced it (`2`, `1.then.0`, `0[id]`).
    var slot: String = ""

    func argument(_ name: String) -> Value? { arguments.first { $0.name == name }?.value }
}

struct ModifierValue {
    var name: String
    var arguments: [(name: String, value: Value)]
    var range: SourceRange
}

/// An instance of a struct declared in the source, before its body is evaluated. Views are
/// expanded lazily, when the lowering knows their identity (state is keyed by it).
final class Instance {
    let type: UserType
    /// Values of stored properties given to or defaulted by the initializer.
    var stored: [String: Value]
    let range: SourceRange
    var slot: String = ""
    var modifiers: ModifierChain = []

    /// Where an enum that is a view keeps the case it is (see `Interpreter.enumView`).
    static let enumCaseKey = "self"

    init(type: UserType, stored: [String: Value], range: SourceRange) {
        self.type = type
        self.stored = stored
        self.range = range
    }

    /// A copy, as a struct's value semantics have it; an object of a class is shared (R7).
    func copy() -> Instance {
        if type.isReference { return self }
        let c = Instance(type: type, stored: stored, range: range)
        c.slot = slot
        c.modifiers = modifiers
        return c
    }
}

/// A closure with the scope and `self` it captured (held by a `Capture` its evaluation frees).
struct Closure {
    let syntax: ClosureExprSyntax
    let capture: Capture

    /// After its evaluation has ended a closure sees an empty scope; nothing calls it then.
    var scope: Scope { capture.scope ?? Scope(parent: nil) }
    var context: SelfContext? { capture.context }
}

/// What a closure or a bound method captured: its scope and `self`. Held through this box so
/// that the end of the evaluation can let go of them (see `Captures`).
final class Capture {
    fileprivate(set) var scope: Scope?
    fileprivate(set) var context: SelfContext?

    fileprivate init(scope: Scope?, context: SelfContext?) {
        self.scope = scope
        self.context = context
    }
}

/// Every capture one evaluation made. A closure keeps the scope it was made in and is often kept
/// there too (`let action = { … }`), or in the struct whose `self` it captured (as is a bound
/// method, `handler = save`): reference cycles that reference counting never frees, and with them
/// the whole syntax tree (about 30 KB a render; the Studio's memory grew with every keystroke).
/// Releasing the captures when the evaluation ends breaks every cycle that runs through one.
/// The list holds them weakly, so a closure nothing keeps is freed at once, as before.
final class Captures {
    private struct Entry { weak var capture: Capture? }
    private var entries: [Entry] = []
    /// Entries of freed captures are dropped whenever the list doubles, so it stays as long as
    /// the captures alive (a loop making closures does not grow it without bound).
    private var compactAt = 1024

    func capture(scope: Scope?, context: SelfContext?) -> Capture {
        let capture = Capture(scope: scope, context: context)
        if entries.count >= compactAt {
            entries.removeAll { $0.capture == nil }
            compactAt = max(1024, entries.count * 2)
        }
        entries.append(Entry(capture: capture))
        return capture
    }

    func release() {
        for entry in entries {
            entry.capture?.scope = nil
            entry.capture?.context = nil
        }
        entries = []
    }
}

/// Where a binding reads and writes.
enum BindingRef {
    /// A slot of the state store (`@State`, `@AppStorage`, `@SceneStorage`).
    case slot(String)
    /// `.constant(v)`: reads `v`, ignores writes.
    case constant(IRValue)
    /// One element of an array a binding holds: what `ForEach($items) { $item in … }` hands
    /// each row; a write replaces that element of the array.
    indirect case element(BindingRef, Int)
    /// A stored property of the value a binding holds (`$settings.isOn`, `$drive.name`); a
    /// write sets that property (of a copy, for a struct) and writes the value back.
    indirect case member(BindingRef, String)

    var isIntoValue: Bool {
        switch self {
        case .element, .member: return true
        case .slot, .constant: return false
        }
    }
}

struct Builtin {
    let name: String
    /// The parameters it declares, where it stands for a function of the source (a bound method,
    /// a global function): how many values an `onChange` or a `ForEach` hands it.
    var arity: Int? = nil
    /// A local function's declarations of one name, in order (overloads by labels).
    var localOverloads: [FunctionDeclSyntax] = []
    let call: (_ args: [(label: String?, value: Value)], _ interpreter: Interpreter, _ at: SourceRange) throws -> Value
}

/// A lexical scope, as in *Crafting Interpreters*: names to mutable values, with a parent.
/// Most scopes (a closure's, a block's) hold a few names or none, and a look-up passes through
/// several: they are kept in a list compared name by name rather than hashing the name again in
/// every scope passed, empty ones included. A scope that grows past `indexedFrom` names gets a
/// table as well, so a look-up stays constant-time in a long block.
final class Scope {
    private struct Entry {
        let name: String
        var value: Value
        let constant: Bool
    }
    // Read on every name the evaluator looks up, up the chain of scopes, so their accesses are
    // not checked for overlap at run time (1 % of the instructions of a list's rows): each is one
    // statement of this class, and a scope belongs to one evaluation on one thread.
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// Each name's position in `entries`, once there are many.
    @exclusivity(unchecked) private var index: [String: Int]?
    private static let indexedFrom = 12
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    func define(_ name: String, _ value: Value, constant: Bool = false) {
        if let at = position(of: name) {
            entries[at] = Entry(name: name, value: value, constant: constant)
            return
        }
        entries.append(Entry(name: name, value: value, constant: constant))
        if index != nil {
            index![name] = entries.count - 1
        } else if entries.count >= Self.indexedFrom {
            index = Dictionary(uniqueKeysWithValues: entries.indices.map { (entries[$0].name, $0) })
        }
    }

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        return entries.firstIndex { $0.name == name }
    }

    /// How many names this scope has declared.
    var count: Int { entries.count }

    /// This scope as it was when it held its first `count` names: itself while it holds no more,
    /// else a copy of those (what a `defer` body sees when the block is left).
    func declaredFirst(_ count: Int) -> Scope {
        guard entries.count > count else { return self }
        let earlier = Scope(parent: parent)
        for entry in entries.prefix(count) { earlier.define(entry.name, entry.value, constant: entry.constant) }
        return earlier
    }

    /// Takes back the values of its first names from the copy `declaredFirst` made of them.
    func keepValues(of earlier: Scope) {
        for (i, entry) in earlier.entries.enumerated() where i < entries.count && entries[i].name == entry.name {
            entries[i].value = entry.value
        }
    }

    /// Every name visible from this scope (for "did you mean" suggestions).
    var visibleNames: [String] {
        var names: [String] = []
        var s: Scope? = self
        while let scope = s { names += scope.entries.map(\.name); s = scope.parent }
        return names
    }

    /// The value of `name` in this scope or an enclosing one — up to, not into, `root` when
    /// given (the globals, which `self`'s members shadow).
    func lookup(_ name: String, below root: Scope? = nil) -> Value? {
        var s: Scope? = self
        while let scope = s, scope !== root {
            if let at = scope.position(of: name) { return scope.entries[at].value }
            s = scope.parent
        }
        return nil
    }

    /// Assigns to an existing variable (up to, not into, `root` when given); `nil` when there is
    /// none, `false` when it is a `let`.
    func assign(_ name: String, _ value: Value, below root: Scope? = nil) -> Bool? {
        var s: Scope? = self
        while let scope = s, scope !== root {
            if let at = scope.position(of: name) {
                if scope.entries[at].constant { return false }
                scope.entries[at].value = value
                return true
            }
            s = scope.parent
        }
        return nil
    }
}

/// `self` while a body, method or closure of a source struct runs.
final class SelfContext {
    let instance: Instance
    /// The identity path of the view instance (state slots are keyed by it).
    let identity: String
    let environment: EnvironmentValues

    init(instance: Instance, identity: String, environment: EnvironmentValues) {
        self.instance = instance
        self.identity = identity
        self.environment = environment
    }
}

/// Values SwiftUI passes down the view tree; `@Environment(\.key)` reads them.
struct EnvironmentValues {
    /// The `isPresented` slot of the sheet the view is in: `dismiss()` clears it.
    var dismissSlot: String?
    var colorScheme = "light"
    var horizontalSizeClass = "regular"
    var verticalSizeClass = "regular"
    /// SwiftUI's case names: `large`, `accessibility3`; `leftToRight`, `rightToLeft` (V8).
    var dynamicTypeSize = "large"
    var layoutDirection = "leftToRight"
    /// Objects injected with `.environment(_:)` / `.environmentObject(_:)`, by type name.
    var objects: [String: Value] = [:]
}
