import EaselIR
import SwiftSyntax

/// Budgets that bound one evaluation, so hostile source ends in a diagnostic, not a hang.
public struct EvaluationLimits: Hashable, Sendable {
    /// Expressions and statements evaluated.
    public var steps: Int
    /// Nested calls, closures and view expansions.
    public var depth: Int
    /// Elements of one array, dictionary, range iteration or `ForEach`.
    public var collectionSize: Int
    /// Characters of one string.
    public var stringLength: Int
    /// UI nodes built.
    public var nodes: Int
    /// Modifiers on one view: layout nests one layer per modifier, and a chain of tens of
    /// thousands (which no compiler would type-check) would overflow a thread's stack. Past it,
    /// the view's further modifiers are ignored, with a diagnostic.
    public var modifiersPerView = 1_000
    /// Wall-clock time for one evaluation (none by default; the Studio sets one so a slow
    /// source cannot hold a worker however cheap its steps are).
    public var time: Duration?

    public init(steps: Int = 2_000_000, depth: Int = 200, collectionSize: Int = 100_000,
                stringLength: Int = 4 * 1024 * 1024, nodes: Int = 50_000, time: Duration? = nil) {
        self.steps = steps
        self.depth = depth
        self.collectionSize = collectionSize
        self.stringLength = stringLength
        self.nodes = nodes
        self.time = time
    }

    public static let `default` = EvaluationLimits()
}

/// Thrown when a budget is exhausted: evaluation of the root stops with this diagnostic.
struct EvaluationAborted: Error {
    let diagnostic: Diagnostic
}

/// What a function body's execution ended with.
enum Flow {
    case normal
    case returned(Value)
    /// `break` and `continue`, with the label they name (`break outer`), if any.
    case broke(label: String?)
    case continued(label: String?)

    /// What a loop labelled `label` does after its body ran with this flow: go on, or end
    /// with a flow for its parent (an unlabelled or its own `break` ends it normally; a `break`
    /// or `continue` naming an outer statement goes on out).
    func afterLoopBody(labelled label: String?) -> Flow? {
        switch self {
        case .normal: return nil
        case .continued(let l) where l == nil || l == label: return nil
        case .broke(let l) where l == nil || l == label: return .normal
        case .returned, .broke, .continued: return self
        }
    }
}

/// Where an expression runs: its scope and, inside a struct, `self`.
struct Env {
    let scope: Scope
    let context: SelfContext?
    /// Inside an `init`: stored properties of `self` may be assigned.
    var initializing: Instance?
    /// Inside a `mutating` method: stored properties of `self` may be assigned.
    var mutating = false
    /// The declared type of what the body returns: the context type of `return .inbox`.
    var returnType: String?

    init(scope: Scope, context: SelfContext?, initializing: Instance? = nil, mutating: Bool = false) {
        self.scope = scope
        self.context = context
        self.initializing = initializing
        self.mutating = mutating
    }

    func child() -> Env { child(of: scope) }

    /// A child of another scope, with this environment's `self`, initializing and return type.
    func child(of parent: Scope) -> Env {
        var env = Env(scope: Scope(parent: parent), context: context, initializing: initializing, mutating: mutating)
        env.returnType = returnType
        return env
    }

    func returning(_ type: String?) -> Env {
        var env = self
        env.returnType = type
        return env
    }
}

/// The tree-walking evaluator over the declared SDK (in the manner of *Crafting Interpreters*):
/// expressions to values, statements to control flow, result builders to lists of UI nodes.
/// One instance serves one evaluation; it owns the state store while it runs.
final class Interpreter {
    let program: Program
    /// The project's asset catalogs, read out of the program once (see `markAssetImage`).
    let assets: AssetCatalogs
    let sdk: SDKRegistry
    let limits: EvaluationLimits
    var store: StateStore
    private(set) var diagnostics: [Diagnostic] = []
    let globals: Scope
    /// In a snippet, a leading `.modifier(…)` applies to the synthetic host view.
    var implicitReceiver: Value?
    /// The first call of the leading-dot chain the receiver is for (`.menuButton(…)` in
    /// `view #if … .menuButton(…) #endif`): that call applies to the receiver even when Easel
    /// does not know it as a modifier; leading-dot calls among its arguments do not.
    var implicitChainStart: SyntaxIdentifier?
    /// How many lazy containers (`List`, `LazyVStack`, …) the content being built is inside.
    var lazyContainers = 0
    /// How many views that select one of their tagged children (`Picker`, `TabView`) are having
    /// their content built: its `ForEach` rows get their implicit tags.
    var selectingContents = 0
    /// > 0 while building closures handed to a view Easel does not know: its builder may not be a
    /// view builder (`Markdown { text }`), so what is not a view there is left out, not an error (R3).
    var foreignBuilders = 0
    /// What `print` wrote, for tests and the Studio's console.
    var output: [String] = []
    private var steps = 0
    /// The step at which `tick` next looks at the budgets: past the least of them, or at the next
    /// clock reading. One comparison per step instead of four (a step is a few hundred
    /// instructions; the budgets' checks were a tenth of them).
    private var checkpoint = Int.max
    /// State slots written with a new value; a body pass that wrote any is run again (see
    /// `Program.bodyPass`).
    var stateChanges = 0
    private(set) var depth = 0
    var nodeCount = 0
    private let deadline: ContinuousClock.Instant?
    /// What closures and bound methods captured, let go of when the evaluation is over.
    let captures = Captures()

    /// Unknown names are errors rather than opaque values (`check --strict`).
    let strict: Bool
    /// Names already reported as unknown: one note per name, not per use (spec R3).
    var reportedUnknowns: Set<String> = []
    /// The environment values the variant sets that the code read (`dynamicTypeSize`,
    /// `layoutDirection`, a size class: V8): a variant of other values may build something else.
    var variantReads: Set<VariantEnvironment.Key> = []
    /// Static stored properties assigned (`Self.thumbnails[id] = image`), by `Type.name`: a
    /// static lives as long as the app, so the run's next pass starts from them.
    var assignedStatics: [String: Value] = [:]
    /// Implicit members (`.red`) a declared type did not have, counted: an overload whose
    /// argument needed one type-checks only leniently (see `resolve`).
    var implicitMemberMisses = 0
    /// Conditions decided over values Easel cannot know (R5), counted so that a `while` over
    /// one runs its body once instead of until the step budget.
    var uncertainDecisions = 0
    /// Branches running now that were taken for a condition Easel cannot know (see `trap`).
    var uncertainPaths = 0
    /// Bodies of views not on screen being built (see `offScreen`).
    var offScreenBodies = 0
    /// An app's scenes are being read for what they declare (titles, commands) while a preview
    /// of one of its files is shown: no window of theirs is open, and SwiftUI builds a window's
    /// content only when it opens one, so theirs is not built.
    var scenesUnshown = false
    /// The declared functions running now, with how deep each recurses and the uncertain
    /// decisions made when it was first entered (see `callFunction`).
    var recursing: [SyntaxIdentifier: (depth: Int, decisions: Int)] = [:]
    /// The initializer whose body runs now: the one a `self.init(…)` delegates from.
    var runningInitializer: SyntaxIdentifier?
    /// The instance whose initializer body runs now: a mutating method it calls
    /// (`decodeBadgeType(path)` in a view's `init`) sets its properties, as Swift lets it.
    var instanceInInitialization: Instance?
    static let uncertainRecursionLimit = 4
    /// The declared type of each initializer parameter, by type name (see `instantiate`): a
    /// list of 20 rows creates its row type 20 times.
    var parameterTypeCache: [String: [String: String]] = [:]
    /// Each type's memberwise initializer, by type name (see `memberwiseParameters(of:)`).
    var memberwiseCache: [String: [MemberwiseParameter]] = [:]
    /// `UUID()`s made so far: each gets the next predictable identifier (`FoundationValues`).
    var uuidCount = 0
    /// Content of branches not taken, built for the toolbars it declares (see `Alternatives`).
    var alternatives: [[Value]] = []
    /// The `inout` parameters' values when the last declared function returned, by parameter
    /// position: the caller writes them back to the `&variable` it passed.
    var inoutResults: [Int: Value] = [:]
    /// `self` when the last method called on a value (not an instance) returned, if the method
    /// is `mutating`: the caller writes it back to where the value came from (`mode.next()`).
    var mutatedSelf: Value?
    /// The `if` and `switch` whose other branches are built already: once is enough to declare
    /// them, however many rows repeat them.
    var branchesDeclared: Set<SyntaxIdentifier> = []
    /// Builder statements not built: a `PreviewProvider`'s other previews, when one is shown.
    var skippedStatements: Set<SyntaxIdentifier> = []
    /// What calls, literals, functions and closures are as written, read once per node (see `SyntaxMemo`).
    var memo = SyntaxMemo()
    /// The scheduled-work calls whose closure is running (see `ScheduledWork`).
    var runningScheduledWork: Set<SyntaxIdentifier> = []
    /// False once a quiet run met a budget (see `quietly`).
    private var quietRunsAllowed = true
    /// Quiet runs together take at most a twentieth of the step budget: declaring what is not
    /// shown never costs the picture more than that (a wizard whose pages link to every page).
    private var quietStepsSpent = 0
    private var quietStepLimit = Int.max { didSet { updateCheckpoint() } }
    private var appearStepLimit = Int.max { didSet { updateCheckpoint() } }
    /// The platform and OS release previewed: what `#available` compares and which declared APIs
    /// exist (spec G1).
    let release: (platform: Platform, os: OSRelease)
    /// What localized texts show (issue 31); nil when the project has no string tables and no
    /// locale was asked for, so literals read as written, as before.
    let localizer: Localizer?

    init(program: Program, store: StateStore, limits: EvaluationLimits, strict: Bool = false,
         release: (platform: Platform, os: OSRelease) = (.ipados, .current), locale: String? = nil, statics: [String: Value] = [:]) {
        self.program = program
        self.assets = program.assets
        self.localizer = locale != nil || !program.localizations.isEmpty
            ? Localizer(localizations: program.localizations, locale: locale, platform: release.platform) : nil
        self.strict = strict
        self.release = release
        self.sdk = .swiftUI
        self.limits = limits
        self.deadline = limits.time.map { ContinuousClock.now + $0 }
        self.store = store
        self.globals = Scope(parent: nil)
        for (key, value) in statics { globals.define(key, value) }
        self.assignedStatics = statics
        updateCheckpoint()
    }

    /// The evaluation is over (its IR and state are plain values): break the cycles its closures made.
    deinit { captures.release() }

    /// A closure literal written in `env`. Made in a class's initializer (`Task { self.refresh() }`,
    /// `addObserver { [weak self] _ in … }`), it holds the object being initialized.
    func closure(_ syntax: ClosureExprSyntax, in env: Env) -> Closure {
        let initialized = env.initializing.flatMap { $0.type.isReference ? SelfContext(instance: $0, identity: $0.type.name, environment: .init()) : nil }
        return closure(syntax, scope: env.scope, context: env.context ?? initialized)
    }

    /// A closure literal evaluated in `scope`, with `self` from `context`.
    func closure(_ syntax: ClosureExprSyntax, scope: Scope, context: SelfContext?) -> Closure {
        Closure(syntax: syntax, capture: captures.capture(scope: scope, context: context))
    }

    // MARK: Diagnostics

    func diagnose(_ severity: Severity, _ code: String, at node: some SyntaxProtocol, _ message: String) {
        diagnose(severity, code, at: program.location(of: node), message)
    }

    func diagnose(_ severity: Severity, _ code: String, at location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(severity, code, at: location, message))
    }

    /// A diagnostic made whole elsewhere (with notes or Fix-Its).
    func diagnose(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Runs `body` while collecting the diagnostics it makes instead of keeping them: used to
    /// try an overload and fall back to the next one.
    func speculate<T>(_ body: () throws -> T) rethrows -> (T, [Diagnostic]) {
        let mark = diagnostics.count
        let result = try body()
        let made = Array(diagnostics[mark...])
        diagnostics.removeSubrange(mark...)
        return (result, made)
    }

    func keep(_ made: [Diagnostic]) { diagnostics += made }

    /// A quiet run spent its share of the step budget (see `quietly`).
    struct QuietBudgetSpent: Error {}

    /// Runs `body` for what it declares, leaving no trace on what the preview shows: no
    /// diagnostic, state, unknown-name report, `UUID`, decision count, output or node it made is
    /// kept. Only its steps are (so it cannot run forever); it does not start past half the step
    /// budget, and a budget it meets ends all such runs of this evaluation (see `Alternatives`).
    func quietly(_ body: () throws -> Void) {
        guard quietRunsAllowed, steps < limits.steps / 2, quietStepsSpent < limits.steps / 20 else { return }
        let mark = diagnostics.count, savedStore = store, savedUnknowns = reportedUnknowns, savedUUIDs = uuidCount
        let savedDecisions = uncertainDecisions, savedOutput = output.count, savedNodes = nodeCount, savedSteps = steps
        let savedLimit = quietStepLimit
        quietStepLimit = min(savedLimit, steps + limits.steps / 20 - quietStepsSpent)
        defer {
            if savedLimit == .max { quietStepsSpent += steps - savedSteps }  // counted once, by the outermost run
            quietStepLimit = savedLimit
            diagnostics.removeSubrange(mark...)
            store = savedStore
            reportedUnknowns = savedUnknowns
            uuidCount = savedUUIDs
            uncertainDecisions = savedDecisions
            output.removeSubrange(savedOutput...)
            nodeCount = savedNodes
        }
        do {
            try body()
        } catch {
            steps = savedSteps
            updateCheckpoint()
            quietRunsAllowed = false
        }
    }

    // MARK: Budgets

    /// An appear action ran past its share of the step budget (see `appearing`).
    struct AppearBudgetSpent: Error { let location: SourceLocation }

    /// Runs what a view does as it appears (`onAppear`, `task`) with at most a quarter of the step
    /// budget. A task that never ends — `while true { nudge(); try await Task.sleep(…) }`,
    /// polling until cancelled — is stopped there with a warning: SwiftUI cancels it when the view
    /// goes, and the preview shows the state it had reached.
    func appearing(_ body: () throws -> Void) throws -> Diagnostic? {
        try withStepShare(body) { location, share in
            Diagnostic(.warning, "appear-budget", at: location,
                       "what this view does as it appears runs on past \(share) steps (a loop that waits for time to pass?); the preview shows the state it had reached")
        }
    }

    /// Runs `body` with at most a quarter of the step budget; past it, `body` stops and
    /// `stopped` says so. A share spent inside a tighter one (an appear action's) is its to report.
    func withStepShare(_ body: () throws -> Void, stopped: (SourceLocation, Int) -> Diagnostic) throws -> Diagnostic? {
        let saved = appearStepLimit
        let share = limits.steps / 4
        let mine = min(saved, steps + share)
        appearStepLimit = mine
        defer { appearStepLimit = saved }
        do {
            try body()
            return nil
        } catch let spent as AppearBudgetSpent where mine < saved {
            return stopped(spent.location, share)
        }
    }

    /// What this evaluation has left of its step and time budget, for a pass that continues it.
    var remainingLimits: EvaluationLimits {
        var left = limits
        left.steps = max(1, limits.steps - steps)
        if let deadline { left.time = max(.zero, deadline - ContinuousClock.now) }
        return left
    }

    func tick(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > checkpoint { try budgetsChecked(at: node) }
    }

    private func updateCheckpoint() {
        // The clock is read every 1,024 steps: cheap, and a step is far shorter than a millisecond.
        let clock = deadline != nil ? steps | 1023 : Int.max
        checkpoint = min(quietStepLimit, appearStepLimit, limits.steps, clock)
    }

    private func budgetsChecked(at node: some SyntaxProtocol) throws {
        defer { updateCheckpoint() }
        if steps > quietStepLimit { throw QuietBudgetSpent() }
        if steps > appearStepLimit { throw AppearBudgetSpent(location: program.location(of: node)) }
        if steps > limits.steps {
            throw EvaluationAborted(diagnostic: Diagnostic(.error, "budget-steps", at: program.location(of: node),
                                                           "evaluation stopped after \(limits.steps) steps (an endless loop?)"))
        }
        if let deadline, steps & 1023 == 0, ContinuousClock.now > deadline {
            throw EvaluationAborted(diagnostic: Diagnostic(.error, "budget-time", at: program.location(of: node),
                                                           "evaluation stopped after \(limits.time!.milliseconds.rounded()) ms (too slow for a live preview)"))
        }
    }

    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        try nested(at: self.program.location(of: node), body)
    }

    /// Runs `body` one level deeper; `location` is worked out only if the depth budget is spent
    /// (every closure and body built passes here).
    func nested<T>(at location: @autoclosure () -> SourceLocation, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > limits.depth {
            throw EvaluationAborted(diagnostic: Diagnostic(.error, "budget-depth", at: location(),
                                                           "evaluation nested deeper than \(limits.depth) levels (endless recursion?)"))
        }
        return try body()
    }

    func checkSize(_ count: Int, at node: some SyntaxProtocol) throws {
        if count > limits.collectionSize {
            throw EvaluationAborted(diagnostic: Diagnostic(.error, "budget-size", at: program.location(of: node),
                                                           "a collection grew past \(limits.collectionSize) elements"))
        }
    }

    func checkString(_ s: String, at node: some SyntaxProtocol) throws -> String {
        if s.utf8.count > limits.stringLength {
            throw EvaluationAborted(diagnostic: Diagnostic(.error, "budget-size", at: program.location(of: node),
                                                           "a string grew past \(limits.stringLength) bytes"))
        }
        return s
    }

    func countNode(at location: SourceLocation) throws {
        nodeCount += 1
        if nodeCount > limits.nodes {
            throw EvaluationAborted(diagnostic: Diagnostic(.error, "budget-nodes", at: location,
                                                           "the view tree grew past \(limits.nodes) nodes"))
        }
    }

    // MARK: Names

    func userType(_ name: String) -> UserType? { program.type(named: name) }

    /// The type a bare name written in `env` stands for, as Swift looks it up: a nested type
    /// whose name is also SwiftUI's, Swift's or Foundation's (`NavigationCoordinator.Tab`, a
    /// button style's `enum State`) is that type only inside its outer type; elsewhere `Tab` is
    /// SwiftUI's and `State(initialValue:)` the property wrapper.
    func userType(_ name: String, in env: Env) -> UserType? {
        // `Storage` inside `iOSTabs` (its methods, initializers, property values) is
        // `iOSTabs.Storage` though other types nest a `Storage` too: the nearest enclosing one's.
        if !program.sharedNestedNames.isEmpty, program.sharedNestedNames.contains(name),
           let outer = env.context?.instance.type.name ?? env.initializing?.type.name,
           let full = nearestNested(name, around: outer) {
            return program.types[full]
        }
        if program.types[name] == nil, let full = program.nestedByBareName[name],
           sdk.type(named: name) != nil || Self.swiftTypes.contains(name) || Self.foundationTypes.contains(name) {
            // Inside the outer type: its methods and getters (a context) and its initializers.
            guard env.context != nil || env.initializing != nil, let t = program.types[full], isInside(outerOf: t, env) else { return nil }
        }
        return userType(name)
    }

    /// The full name of the type `name` nested in `outer` or the nearest type enclosing it that
    /// nests one (`iOSTabs.Storage` for `Storage` inside `iOSTabs`); nil when none does.
    func nearestNested(_ name: String, around outer: String) -> String? {
        var outer = outer
        while true {
            if program.types[outer + "." + name] != nil { return outer + "." + name }
            guard let dot = outer.lastIndex(of: ".") else { return nil }
            outer = String(outer[..<dot])
        }
    }

    /// Whether code running in `env` is inside the type that nests `type` (or an extension of it).
    func isInside(outerOf type: UserType, _ env: Env) -> Bool {
        guard let dot = type.name.lastIndex(of: ".") else { return true }
        let outer = type.name[..<dot]
        guard let here = env.context?.instance.type.name ?? env.initializing?.type.name else { return false }
        return here == outer || here.hasPrefix(outer + ".")
    }

    /// Top-level `let`s, evaluated on first use.
    func global(_ name: String) throws -> Value? {
        if let v = globals.lookup(name) { return v }
        guard let decl = program.globals.first(where: { $0.name == name }) else { return nil }
        let env = Env(scope: globals, context: nil)
        let value: Value
        if let getter = decl.getter {
            value = try runBody(getter, env: env, builds: decl.isBuilder, at: decl.range.start)
            return value
        } else if let initializer = decl.initializer {
            value = try eval(initializer, env, expected: decl.typeName)
        } else {
            value = .null
        }
        globals.define(name, value, constant: decl.isLet)
        return value
    }
}
