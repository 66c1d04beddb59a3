import EaselIR
import SwiftSyntax

/// Options of one evaluation.
public struct EvaluationOptions: Hashable, Sendable {
    /// Render this view instead of the preferred root (`--view NAME`).
    public var view: String?
    public var limits: EvaluationLimits
    /// `light` or `dark`: what `@Environment(\.colorScheme)` reads.
    public var colorScheme: String
    /// `check --strict`: a name neither the source nor the declared SDK defines is an error
    /// instead of an opaque value with a note (spec R3).
    public var strict: Bool
    /// The platform rendered: what `#if os(…)` tests (`ipados`, the CLI's default, when nil).
    public var platform: Platform?
    /// `--file`: the root is this file's first preview, else its view (spec R2).
    public var file: String?
    /// The OS release previewed: what `#available` tests and which APIs exist (spec G1).
    public var os: OSRelease
    /// The language localized texts are drawn in (`--locale de`, `de-CH`, or a pseudolanguage:
    /// `double-length`, `accented`, `bounded`, `right-to-left`); nil is the development language
    /// (issue 31).
    public var locale: String?
    /// What `@Environment` reads of the variant drawn: its text size, direction and size classes
    /// (V8; `ToolbarContext.environment` gives a render's).
    public var environment: VariantEnvironment

    public init(view: String? = nil, limits: EvaluationLimits = .default, colorScheme: String = "light", strict: Bool = false,
                platform: Platform? = nil, file: String? = nil, os: OSRelease = .current, locale: String? = nil,
                environment: VariantEnvironment = VariantEnvironment()) {
        self.locale = locale
        self.environment = environment
        self.file = file
        self.os = os
        self.view = view
        self.limits = limits
        self.colorScheme = colorScheme
        self.strict = strict
        self.platform = platform
    }

    var conditions: BuildConditions { platform.map(BuildConditions.init) ?? .default }
}

/// The result of evaluating a program against a state.
public struct Evaluation: Sendable {
    /// The UI IR, with every diagnostic (syntax, declarations, evaluation, toolbar/tab reading).
    public var document: IRDocument
    /// The state after evaluation: the store given, plus initial values of state first read.
    public let state: StateStore
    /// What `print` wrote.
    public let output: [String]
    /// The previews the root's file offers, by name (`Preview`, `Preview #2`, a provider's
    /// children), in line order: the Studio's tabs. Filled where asked for.
    public var previews: [String] = []
    /// What the code read of what the variant sets (`@Environment(\.dynamicTypeSize)`, a size
    /// class, the layout direction): a variant that differs there is evaluated for itself (V8).
    public var variantReads: Set<VariantEnvironment.Key> = []
}

/// Something a person does to the preview, addressed by the node's identity path.
public enum InteractionEvent: Hashable, Sendable {
    /// Click a button (or anything with an action).
    case tap(String)
    /// Flip a toggle.
    case toggle(String)
    /// Set a toggle to a value.
    case setBool(String, Bool)
    /// Drag a slider or step a stepper (clamped to the bounds, snapped to the step).
    case setNumber(String, Double)
    /// Edit a text editor or text field.
    case setText(String, String)
    /// Choose in a picker or tab view.
    case select(String, IRValue)

    public var identity: String {
        switch self {
        case .tap(let i), .toggle(let i), .setBool(let i, _), .setNumber(let i, _), .setText(let i, _), .select(let i, _): return i
        }
    }
}

public struct InteractionResult: Sendable {
    public let state: StateStore
    /// Why the event did nothing, or what running its action reported.
    public let diagnostics: [Diagnostic]
    public let output: [String]
}

/// One file of a project (spec R1): its path as given and its text.
public struct SourceFile: Hashable, Sendable {
    public let path: String
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The front end's entry points: source → `Program` (parse + sema) → `Evaluation` (UI IR).
/// Each runs on a thread with a large stack (see `LargeStack`).
public enum Frontend {
    /// Reads the declared SDK now, on the calling thread: its interface is parsed once per
    /// process, and the first compile waits for it. The command line starts it on another core
    /// beside its own argument parsing; a one-shot `easel render` otherwise did the two in turn
    /// (together most of its instructions).
    public static func readSDK() { _ = SDKRegistry.swiftUI }

    /// Lexes, parses and analyses `text`.
    public static func compile(_ text: String, fileName: String = "input.swift", platform: Platform? = nil) -> Program {
        LargeStack.run { Program(source: text, fileName: fileName, conditions: platform.map(BuildConditions.init) ?? .default) }
    }

    /// Several files as one module (spec R1). Files whose text is the same as in `previous` are
    /// not parsed again: a keystroke re-parses only the file it touched. `localizations` are the
    /// project's string tables (issue 31), parsed once per project load, `assets` its asset
    /// catalogs (colours, custom symbols); nil keeps `previous`'s.
    /// `onEveryCore: false` parses the files on the calling thread alone (a one-core
    /// measurement).
    public static func compile(files: [SourceFile], platform: Platform? = nil, reusing previous: Program? = nil,
                               localizations: Localizations? = nil, assets: AssetCatalogs? = nil, onEveryCore: Bool = true) -> Program {
        LargeStack.run {
            compileHere(files: files, platform: platform, reusing: previous, localizations: localizations, assets: assets, onEveryCore: onEveryCore)
        }
    }

    /// `compile(files:)` on the calling thread (already one with a large stack).
    static func compileHere(files: [SourceFile], platform: Platform?, reusing previous: Program?, localizations: Localizations? = nil,
                            assets: AssetCatalogs? = nil, onEveryCore: Bool = true) -> Program {
        var kept = EarlierVersions(previous?.files ?? []) { $0.fileName }
        var parsed = files.enumerated().map { index, file in kept.find(file.path, at: index).flatMap { $0.text == file.text ? $0 : nil } }
        let missing = parsed.indices.filter { parsed[$0] == nil }
        for (i, source) in zip(missing, parse(missing.map { files[$0] }, onEveryCore: onEveryCore)) { parsed[i] = source }
        var program = Program(files: parsed.map { $0! }, conditions: platform.map(BuildConditions.init) ?? .default, reusing: previous,
                              onEveryCore: onEveryCore)
        if let localizations { program.localizations = localizations }
        if let assets { program.assets = assets }
        return program
    }

    /// Files parsed on every core when there is enough to parse: a project opened, not a
    /// keystroke (waking a second core costs about what parsing a few kilobytes does).
    static func parse(_ files: [SourceFile], onEveryCore: Bool = true) -> [ParsedSource] {
        guard onEveryCore, files.count > 1, files.reduce(0, { $0 + $1.text.utf8.count }) >= PartedParse.bytesWorthACore else {
            return files.map { ParsedSource(text: $0.text, fileName: $0.path, onEveryCore: onEveryCore) }
        }
        return LargeStack.concurrentMap(files) { ParsedSource(text: $0.text, fileName: $0.path, onEveryCore: false) }
    }

    /// A project's files compiled as one module and evaluated, without blocking the calling thread
    /// (the Studio's project mode): files whose text is unchanged since `previous` are not parsed
    /// again. The program comes back to be reused by the next call.
    public static func evaluate(files: [SourceFile], reusing previous: Program?, state: StateStore,
                                options: EvaluationOptions, localizations: Localizations? = nil, assets: AssetCatalogs? = nil,
                                turning: EnvironmentTurning? = nil) async -> (program: Program, evaluation: Evaluation) {
        await LargeStack.run { @Sendable in
            let program = compileHere(files: files, platform: options.platform, reusing: previous, localizations: localizations, assets: assets)
            return (program, program.evaluateHere(state: state, options: options, turning: turning))
        }
    }

    /// Source text to UI IR without blocking the calling thread (for servers).
    public static func ir(_ text: String, fileName: String = "input.swift", state: StateStore = StateStore(),
                          options: EvaluationOptions = EvaluationOptions()) async -> IRDocument {
        await LargeStack.run { @Sendable in
            Program(source: text, fileName: fileName, conditions: options.conditions).evaluateHere(state: state, options: options).document
        }
    }

    /// Evaluates source against a state without blocking the calling thread: the IR and the state
    /// after evaluation (for the Studio, which keeps a running state per document).
    public static func evaluate(_ text: String, fileName: String = "input.swift", state: StateStore,
                                options: EvaluationOptions = EvaluationOptions()) async -> Evaluation {
        await LargeStack.run { @Sendable in
            Program(source: text, fileName: fileName, conditions: options.conditions).evaluateHere(state: state, options: options)
        }
    }

    /// Time spent in each front-end stage, in milliseconds.
    public struct StageTimings: Codable, Hashable, Sendable {
        public var parse: Double
        public var sema: Double
        public var evaluate: Double

        public init(parse: Double, sema: Double, evaluate: Double) {
            self.parse = parse
            self.sema = sema
            self.evaluate = evaluate
        }
    }

    /// `evaluate(_:state:)` with the time each stage took (the Studio's timing line).
    public static func evaluateTimed(_ text: String, fileName: String = "input.swift", state: StateStore,
                                     options: EvaluationOptions = EvaluationOptions()) async -> (Evaluation, StageTimings) {
        await evaluateTimed(text, fileName: fileName, state: state, options: options) { ($0, $1) }
    }

    /// The same, then `finish` on the same thread (the Studio draws there: a second thread would
    /// start again with caches that hold none of the evaluation). `turning` names the environment
    /// to evaluate in once more, when the preview's own traits change what its code read (V8).
    public static func evaluateTimed<R: Sendable>(_ text: String, fileName: String = "input.swift", state: StateStore,
                                                  options: EvaluationOptions = EvaluationOptions(),
                                                  turning: EnvironmentTurning? = nil,
                                                  then finish: @escaping @Sendable (Evaluation, StageTimings) -> R) async -> R {
        await LargeStack.run { @Sendable in
            let clock = ContinuousClock()
            let t0 = clock.now
            let parsed = ParsedSource(text: text, fileName: fileName)
            let t1 = clock.now
            let program = Program(parsed: parsed, conditions: options.conditions)
            let t2 = clock.now
            var evaluation = program.evaluateHere(state: state, options: options, turning: turning)
            let t3 = clock.now
            evaluation.previews = program.previewNames(inFile: nil)
            return finish(evaluation, StageTimings(parse: (t1 - t0).milliseconds, sema: (t2 - t1).milliseconds, evaluate: (t3 - t2).milliseconds))
        }
    }


    /// Runs an interaction without blocking the calling thread.
    public static func perform(_ event: InteractionEvent, on text: String, fileName: String = "input.swift", state: StateStore,
                               options: EvaluationOptions = EvaluationOptions()) async -> InteractionResult {
        await LargeStack.run { @Sendable in
            Program(source: text, fileName: fileName, conditions: options.conditions).performHere(event, state: state, options: options)
        }
    }

    /// Source text to UI IR in one call.
    public static func ir(_ text: String, fileName: String = "input.swift", state: StateStore = StateStore(),
                          options: EvaluationOptions = EvaluationOptions()) -> IRDocument {
        LargeStack.run {
            Program(source: text, fileName: fileName, conditions: options.conditions).evaluateHere(state: state, options: options).document
        }
    }
}

/// The environment to evaluate in once more, given a first evaluation: the one a preview's own
/// orientation or direction turns the canvas to, when that changes something the code read (V8;
/// `ToolbarContext.environment(turnedTo:read:)` decides it). Nil: the evaluation stands.
public typealias EnvironmentTurning = @Sendable (Evaluation) -> VariantEnvironment?

extension Program {
    /// Evaluates the program's root view against `state`: a pure function of its inputs.
    public func evaluate(state: StateStore = StateStore(), options: EvaluationOptions = EvaluationOptions(),
                         turning: EnvironmentTurning? = nil) -> Evaluation {
        LargeStack.run { self.evaluateHere(state: state, options: options, turning: turning) }
    }

    /// `evaluateHere(state:options:)`, and once more in the environment `turning` names.
    func evaluateHere(state: StateStore, options: EvaluationOptions, turning: EnvironmentTurning?) -> Evaluation {
        let first = evaluateHere(state: state, options: options)
        guard let turned = turning?(first) else { return first }
        var again = options
        again.environment = turned
        return evaluateHere(state: state, options: again)
    }

    /// Runs an interaction against `state` and returns the new state; evaluate again to see it.
    public func perform(_ event: InteractionEvent, state: StateStore, options: EvaluationOptions = EvaluationOptions()) -> InteractionResult {
        LargeStack.run { self.performHere(event, state: state, options: options) }
    }

    func evaluateHere(state: StateStore, options: EvaluationOptions) -> Evaluation {
        let (run, appearDiagnostics) = settledRun(state: state, options: options)
        var document = run.document
        if !appearDiagnostics.isEmpty {
            var seen = Set(document.diagnostics)
            document.diagnostics = (document.diagnostics + appearDiagnostics.filter { seen.insert($0).inserted }).sortedForOutput()
        }
        var evaluation = Evaluation(document: document, state: run.interpreter.store, output: run.interpreter.output)
        evaluation.variantReads = run.interpreter.variantReads
        return evaluation
    }

    /// An evaluation after the views on screen have appeared. SwiftUI runs a view's `onAppear`
    /// and `task` before its first frame is seen: each runs once (the state remembers it), then
    /// the program is evaluated again with what they changed — a few rounds, for views that
    /// appear because an action ran. Returns the last run and what the actions reported.
    func settledRun(state: StateStore, options: EvaluationOptions) -> (RootEvaluation, [Diagnostic]) {
        var run = bodyPass(state: state, options: options)
        var reported: [Diagnostic] = []
        for _ in 0..<Self.appearRounds {
            let interpreter = run.interpreter
            // Each appear action once (the state remembers it), and each onChange whose value changed.
            var work: [DueAction] = []
            for (key, action, range) in run.lowerer.appearActions where interpreter.store[StateStore.appearedSlot(key)] == nil {
                interpreter.store[StateStore.appearedSlot(key)] = .bool(true)
                work.append((action, [], range))
            }
            let mark = interpreter.diagnostics.count
            work += run.lowerer.changedObservations(in: interpreter)
            do {
                work += try run.lowerer.changedPreferences(in: interpreter)
            } catch let aborted as EvaluationAborted {
                reported.append(aborted.diagnostic)
            } catch {}  // a key's `reduce` that stopped otherwise: its value stays the last frame's
            guard !work.isEmpty else { break }
            for (action, arguments, range) in work {
                do {
                    let stopped = try interpreter.appearing {
                        _ = try interpreter.nested(at: range.start) { try interpreter.applyAction(action, arguments, at: range) }
                    }
                    if let stopped { reported.append(stopped) }
                } catch let aborted as EvaluationAborted {
                    reported.append(aborted.diagnostic)
                } catch {
                    reported.append(Diagnostic(.error, "internal", at: SourceLocation(line: 1, column: 1), "an appear action failed: \(error)"))
                }
            }
            reported += interpreter.diagnostics[mark...]
            run = bodyPass(state: interpreter.store, options: options, statics: interpreter.assignedStatics)
        }
        return (run, reported)
    }

    /// One evaluation of the root's body. State the pass itself wrote — main-queue work a
    /// `GeometryReader` schedules with the size it was given, say — is what SwiftUI's next frame
    /// shows, so a pass that changed state runs once more with it, on what is left of the same
    /// budget; if that pass runs out of it, the first stands.
    /// `statics`: static stored properties an earlier pass assigned (an image cache an appear
    /// action filled), which live on as the app does.
    func bodyPass(state: StateStore, options: EvaluationOptions, statics: [String: Value] = [:]) -> RootEvaluation {
        let first = RootEvaluation(program: self, state: state, options: options, statics: statics)
        first.run()
        guard first.interpreter.stateChanges > 0 else { return first }
        var rest = options
        rest.limits = first.interpreter.remainingLimits
        let next = RootEvaluation(program: self, state: first.interpreter.store, options: rest, statics: first.interpreter.assignedStatics)
        next.run()
        let stopped = { (run: RootEvaluation) in run.document.diagnostics.contains { $0.severity == .error && $0.code.hasPrefix("budget-") } }
        return stopped(next) && !stopped(first) ? first : next
    }

    /// How many times appear actions may reveal views with appear actions of their own.
    static let appearRounds = 3

    func performHere(_ event: InteractionEvent, state: StateStore, options: EvaluationOptions) -> InteractionResult {
        let (run, _) = settledRun(state: state, options: options)
        let interpreter = run.interpreter
        let mark = interpreter.diagnostics.count
        var problems: [Diagnostic] = []
        func refuse(_ message: String) { problems.append(Diagnostic(.error, "bad-event", at: SourceLocation(line: 0, column: 0), message)) }

        guard let node = run.document.view?.find(identity: event.identity)
                ?? run.document.app?.scenes.lazy.compactMap({ $0.content?.find(identity: event.identity) }).first else {
            refuse("no view has the identity '\(event.identity)'")
            return InteractionResult(state: state, diagnostics: problems, output: [])
        }
        func binding(_ names: [String]) -> BindingRef? {
            for name in names {
                if let ref = run.lowerer.valueBindings[node.identity + "/" + name] { return ref }
                switch node.argument(name) {
                case .binding(let slot)?: return .slot(slot)
                case .constantBinding(let v)?: return .constant(v)
                default: continue
                }
            }
            return nil
        }
        let anchor = node.range.start
        do {
            switch event {
            case .tap:
                guard let action = run.lowerer.actions[event.identity] else {
                    refuse("\(node.kind) at '\(event.identity)' has no action to run")
                    break
                }
                _ = try interpreter.nested(at: anchor) {
                    try interpreter.apply(action, args: [], at: source.tree)
                }
            case .toggle, .setBool:
                guard let ref = binding(["isOn"]) else { refuse("\(node.kind) has no isOn binding"); break }
                let newValue: Bool
                if case .setBool(_, let b) = event { newValue = b } else { newValue = !(interpreter.read(ref).asBool ?? false) }
                interpreter.write(ref, .bool(newValue), at: anchor)
            case .setNumber(_, let x):
                guard let ref = binding(["value"]) else { refuse("\(node.kind) has no value binding"); break }
                var v = x
                if case .range(let lo, let hi, _)? = node.argument("in"), let l = lo.doubleValue, let h = hi.doubleValue {
                    if let step = node.argument("step")?.doubleValue, step > 0 { v = l + ((v - l) / step).rounded() * step }
                    v = min(max(v, l), h)
                }
                let current = interpreter.read(ref)
                if case .int = current, v == v.rounded() { interpreter.write(ref, .int(Int(v)), at: anchor) } else { interpreter.write(ref, .double(v), at: anchor) }
            case .setText(_, let text):
                guard let ref = binding(["text"]) else { refuse("\(node.kind) has no text binding"); break }
                interpreter.write(ref, .string(text), at: anchor)
            case .select(_, let value):
                guard let ref = binding(["selection"]) else { refuse("\(node.kind) has no selection binding"); break }
                interpreter.write(ref, interpreter.value(value), at: anchor)
            }
        } catch let aborted as EvaluationAborted {
            problems.append(aborted.diagnostic)
        } catch {
            refuse("\(error)")
        }
        problems += interpreter.diagnostics[mark...]
        return InteractionResult(state: interpreter.store, diagnostics: problems, output: interpreter.output)
    }
}

extension Duration {
    /// In milliseconds, to the microsecond: how stage timings and benchmarks report time.
    public var milliseconds: Double {
        ((Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15) * 1000).rounded() / 1000
    }
}
