import EaselCanvas
import EaselLayout
import EaselFrontend
import EaselIR
import EaselText
import EaselToolbars
import Foundation

/// Limits that keep one client from starving the others or the machine.
public struct StudioLimits: Sendable {
    /// Largest request body accepted.
    public var maxBodyBytes: Int = 1 << 20
    /// Evaluations running at once (each on a thread of its own, off the server's event loops; a
    /// single-file render's resolution and drawing run there too, inside the same turn).
    public var maxConcurrentEvaluations: Int = max(2, ProcessInfo.processInfo.activeProcessorCount * 2)
    /// Evaluations waiting for a turn, in arrival order; beyond them requests get 503 `busy`.
    public var maxWaitingEvaluations: Int = 64
    /// Per-request evaluation budget: steps, and a wall-clock deadline.
    public var evaluation: EvaluationLimits = EvaluationLimits(steps: 500_000, time: .seconds(2))

    public init() {}
}

/// The client a request comes from — its remote address — for the evaluation gate's fair shares.
/// Set around each request by the access middleware and around each live channel.
public enum StudioClient {
    @TaskLocal public static var address: String = ""
}

/// Admits `limit` evaluations at once and queues up to `maxWaiting` more; beyond that it refuses.
/// Queueing instead of refusing lets a burst of clients share the workers; the evaluation deadline
/// bounds how long any one turn lasts. Fair between clients (issue 18): while others wait, one
/// client (a remote address) runs at most `maxPerClient` evaluations at once, and a freed worker
/// goes to the waiting clients in turn, the first below its share first — so one client's many
/// connections with endless loops keep another waiting one turn at most. No worker idles while a
/// request waits (a lone client may use them all).
actor EvaluationGate {
    private var running = 0
    /// Each client's running evaluations.
    private var runningFor: [String: Int] = [:]
    /// Each client's waiters in arrival order, and the clients with waiters in turn order.
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]
    private var turn: [String] = []
    private(set) var waitingCount = 0
    let limit: Int
    let maxWaiting: Int
    let maxPerClient: Int

    init(limit: Int, maxWaiting: Int, maxPerClient: Int? = nil) {
        self.limit = limit
        self.maxWaiting = maxWaiting
        self.maxPerClient = maxPerClient ?? max(1, limit - 1)
    }

    /// Returns once the caller may evaluate; false when the queue is full.
    func enter(client: String = "") async -> Bool {
        if running < limit, runningFor[client, default: 0] < maxPerClient || waitingCount == 0 {
            running += 1
            runningFor[client, default: 0] += 1
            return true
        }
        guard waitingCount < maxWaiting else { return false }
        waitingCount += 1
        // leave() hands its slot straight to a waiter (counted there as running).
        await withCheckedContinuation { continuation in
            waiting[client, default: []].append(continuation)
            if !turn.contains(client) { turn.append(client) }
        }
        return true
    }

    func leave(client: String = "") {
        running -= 1
        runningFor[client, default: 1] -= 1
        if runningFor[client] == 0 { runningFor[client] = nil }
        // The first client in turn below its share gets the worker (else the first in turn), then
        // goes to the back.
        guard let index = turn.firstIndex(where: { runningFor[$0, default: 0] < maxPerClient }) ?? (turn.isEmpty ? nil : 0) else { return }
        let next = turn.remove(at: index)
        var queue = waiting[next] ?? []
        let continuation = queue.removeFirst()
        waitingCount -= 1
        if queue.isEmpty { waiting[next] = nil } else { waiting[next] = queue; turn.append(next) }
        running += 1
        runningFor[next, default: 0] += 1
        continuation.resume()
    }
}

public struct RenderRequest: Decodable, Sendable, VariantOptions {
    public var source: String
    public var platform: Platform
    public var width: Double?
    public var height: Double?
    /// A document id: its saved customizations are applied.
    public var document: String?
    public var colorScheme: String?
    /// The OS release (`"18"`, `"26"`, `"27"`; default 27, spec G1), content scrolled (N7, G8) and
    /// a windowed iPad (G9), as the CLI's `--os`, `--scrolled` and `--windowed`.
    public var os: OSRelease?
    public var scrolled: Bool?
    public var windowed: Bool?
    /// Project mode: the project file shown (its text is `source`, which may hold unsaved edits),
    /// and which of its previews or views (default: the file's first preview, spec R2).
    public var file: String?
    public var view: String?
    /// The variant drawn, as the CLI's `--locale`, `--layout-direction`, `--orientation` and
    /// `--dynamic-type` (issue "Every variant"); an orientation without a size is the device's.
    public var locale: String?
    public var layoutDirection: LayoutDirection?
    public var orientation: Orientation?
    public var dynamicType: DynamicTypeSize?

    var context: ToolbarContext {
        var context = windowContext(platform: platform, width: width, height: height, os: os)
        context.scrolled = scrolled ?? false
        context.windowed = windowed ?? false
        return context
    }

    /// The context `ir` is drawn in: the request's, then the preview's own orientation and
    /// direction (V1) where the request names neither.
    func context(for ir: IRDocument) -> ToolbarContext {
        context.applying(ir.previewTraits, orientationOpen: width == nil && height == nil && orientation == nil, directionOpen: layoutDirection == nil)
    }

    /// The environment to evaluate in again when the preview's own orientation or direction
    /// changes something its code read (V8).
    var turning: EnvironmentTurning {
        { [self] in context.environment(turnedTo: context(for: $0.document), read: $0.variantReads) }
    }
}

/// One customization edit (the Studio API's `op`).
public struct CustomizeOperation: Decodable, Sendable {
    public var add: String?
    public var at: Int?
    public var remove: String?
    public var move: String?
    public var to: Int?
    public var section: String?
    public var reset: Bool?
    public var hideToolbar: Bool?
    public var showToolbar: Bool?
    public var displayMode: DisplayMode?
    public var hide: String?
    public var show: String?
    public var placement: TabBarPlacement?
    public var resetVisibility: Bool?
    public var resetOrder: Bool?

    enum CodingKeys: String, CodingKey {
        case add, at, remove, move, to, section, reset, hideToolbar, showToolbar, displayMode, hide, show, resetVisibility, resetOrder
        case placement = "for"
    }

    var toolbarEdit: ToolbarEdit? {
        if let add { return .add(add, at: at) }
        if let remove { return .remove(remove) }
        if let move, let to { return .move(move, to: to) }
        if reset == true { return .reset }
        if hideToolbar == true { return .setVisible(false) }
        if showToolbar == true { return .setVisible(true) }
        if let displayMode { return .setDisplayMode(displayMode) }
        return nil
    }

    var tabEdit: TabEdit? {
        if let hide, let placement { return .hide(hide, for: placement) }
        if let show, let placement { return .show(show, for: placement) }
        if let move, let to { return .move(move, to: to, section: section) }
        if resetVisibility == true { return .resetVisibility }
        if resetOrder == true || reset == true { return .resetOrder }
        return nil
    }
}

public struct CustomizeRequest: Decodable, Sendable {
    public var source: String
    public var platform: Platform
    public var document: String
    public var toolbar: String?
    public var tabs: Bool?
    public var op: CustomizeOperation
}

/// Something a person did in the preview, addressed by the view's identity.
public struct InteractRequest: Decodable, Sendable, VariantOptions {
    public struct Event: Decodable, Sendable {
        public var tap: String?
        public var toggle: String?
        /// `{"identity": …, "fraction": 0…1}`: a click along a slider.
        public var slide: Slide?
        public var setText: SetText?

        public struct Slide: Decodable, Sendable { public var identity: String; public var fraction: Double }
        public struct SetText: Decodable, Sendable { public var identity: String; public var text: String }
    }

    public var source: String
    public var platform: Platform
    public var document: String
    public var width: Double?
    public var colorScheme: String?
    public var os: OSRelease?
    public var scrolled: Bool?
    public var windowed: Bool?
    /// The preview shown and its variant, as in a render request.
    public var view: String?
    public var locale: String?
    public var layoutDirection: LayoutDirection?
    public var orientation: Orientation?
    public var dynamicType: DynamicTypeSize?
    public var event: Event

    /// What the code's `@Environment` reads in the render the event is made on (V8).
    var environment: VariantEnvironment {
        windowContext(platform: platform, width: width, height: nil, os: os).environment
    }
}

/// The render document of the CLI contract with the picture added as `svg`.
public struct RenderResponse: Encodable, Sendable {
    public let document: RenderDocument
    public let svg: String
    /// For a document: the current customization of each customizable toolbar (its item order is
    /// what `at`/`to` of a customize op index), for the Studio's editor.
    public var customization: [String: ToolbarCustomization]?
    /// Milliseconds per stage on the server (the page's timing line).
    public var timings: StageTimings?
    /// The frames the picture was painted from (the contract's `layout`, spec L15).
    public var layout: ScreenLayout?
    /// The previews of the file shown, by name (the page's tabs), and the one drawn.
    public var previews: [String]?
    public var preview: String?

    private enum Key: String, CodingKey { case svg, customization, timings, layout, previews, preview }

    public func encode(to encoder: Encoder) throws {
        try document.encode(to: encoder)
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(svg, forKey: .svg)
        try c.encodeIfPresent(customization, forKey: .customization)
        try c.encodeIfPresent(timings, forKey: .timings)
        try c.encodeIfPresent(layout, forKey: .layout)
        try c.encodeIfPresent(previews, forKey: .previews)
        try c.encodeIfPresent(preview, forKey: .preview)
    }
}

/// Milliseconds per pipeline stage: parse · sema · evaluate (and lower) · resolve · layout and draw.
public struct StageTimings: Codable, Hashable, Sendable {
    public var parse: Double
    public var sema: Double
    public var evaluate: Double
    public var resolve: Double
    public var draw: Double
}

/// Why a request was refused, as the API reports it.
public enum StudioFailure: Error, Sendable {
    case badRequest(String)
    case notFound(String)
    case busy
    case rejected(EditRejection)
    /// The document changed under the request too many times in a row.
    case conflict(String)
}

/// What the Studio does, independent of HTTP: render a source, apply a customization, keep
/// documents. Evaluated source can reach neither files nor the network: the front end only
/// evaluates the declared SDK.
public final class StudioService: Sendable {
    public let store: any StudioStore
    public let limits: StudioLimits
    /// The project folder open in the Studio, if any (`easel studio --project`).
    public let project: StudioProject?
    let gate: EvaluationGate
    let measurer: any TextMeasuring

    public init(store: any StudioStore, limits: StudioLimits = StudioLimits(), measurer: any TextMeasuring, project: StudioProject? = nil) {
        self.store = store
        self.limits = limits
        self.project = project
        self.gate = EvaluationGate(limit: limits.maxConcurrentEvaluations, maxWaiting: limits.maxWaitingEvaluations)
        self.measurer = measurer
    }

    private func evaluate(_ source: String, platform: Platform, colorScheme: String, state: StateStore = StateStore(),
                          os: OSRelease = .current, view: String? = nil, locale: String? = nil,
                          environment: VariantEnvironment = VariantEnvironment()) async throws -> Evaluation {
        try await evaluateTimed(source, platform: platform, colorScheme: colorScheme, state: state, os: os, view: view, locale: locale,
                                environment: environment) { evaluation, _ in
            evaluation
        }
    }

    /// The evaluation, then `finish` on its thread, inside the evaluation gate.
    private func evaluateTimed<R: Sendable>(_ source: String, platform: Platform, colorScheme: String, state: StateStore,
                                            os: OSRelease = .current, view: String? = nil, locale: String? = nil,
                                            environment: VariantEnvironment = VariantEnvironment(),
                                            turning: EnvironmentTurning? = nil,
                                            then finish: @escaping @Sendable (Evaluation, Frontend.StageTimings) -> R) async throws -> R {
        guard source.utf8.count <= limits.maxBodyBytes else { throw StudioFailure.badRequest("the source is larger than \(limits.maxBodyBytes) bytes") }
        let client = StudioClient.address
        guard await gate.enter(client: client) else { throw StudioFailure.busy }
        let result = await Frontend.evaluateTimed(source, fileName: "Studio.swift", state: state,
                                                  options: EvaluationOptions(view: view, limits: limits.evaluation, colorScheme: colorScheme,
                                                                             platform: platform, os: os, locale: locale, environment: environment),
                                                  turning: turning, then: finish)
        await gate.leave(client: client)
        return result
    }

    /// Project mode: the project evaluated with the request's file shown, its text the request's
    /// source (the page's unsaved edits); the whole evaluation is counted as `evaluate`.
    private func evaluateInProject(_ request: RenderRequest, colorScheme: String, state: StateStore) async throws -> (Evaluation, Frontend.StageTimings) {
        guard let project, let file = request.file else { throw StudioFailure.badRequest("no project is open: start the Studio with --project PATH") }
        guard request.source.utf8.count <= limits.maxBodyBytes else { throw StudioFailure.badRequest("the source is larger than \(limits.maxBodyBytes) bytes") }
        let client = StudioClient.address
        guard await gate.enter(client: client) else { throw StudioFailure.busy }
        let clock = ContinuousClock()
        let started = clock.now
        let options = EvaluationOptions(view: request.view, limits: limits.evaluation, colorScheme: colorScheme, platform: request.platform,
                                        os: request.os ?? .current, locale: request.locale, environment: request.context.environment)
        let evaluation: Evaluation
        do {
            evaluation = try await project.evaluate(file: file, text: request.source, state: state, options: options, turning: request.turning)
        } catch {
            await gate.leave(client: client)
            throw (error as? ProjectFolder.Refusal).map { StudioFailure.badRequest($0.description) } ?? error
        }
        await gate.leave(client: client)
        return (evaluation, Frontend.StageTimings(parse: 0, sema: 0, evaluate: (clock.now - started).milliseconds))
    }

    public func render(_ request: RenderRequest) async throws -> RenderResponse {
        let scheme = request.colorScheme ?? "light"
        guard scheme == "light" || scheme == "dark" else { throw StudioFailure.badRequest("colorScheme is light or dark") }
        for size in [request.width, request.height].compactMap({ $0 }) where !(size > 0 && size <= 10_000) {
            throw StudioFailure.badRequest("width and height are between 1 and 10000 points")
        }
        try request.validateVariant()
        let documentID = try request.document.map(StudioDocumentID.validated)
        var runtime = StateStore()
        var state = CustomizationDocument()
        var stateDiagnostics: [Diagnostic] = []
        if let documentID {
            runtime = try await store.runtime(documentID)
            (state, stateDiagnostics) = try await store.state(documentID)
        }
        let limits = self.limits, measurer = self.measurer
        let draw: @Sendable (Evaluation, Frontend.StageTimings) -> RenderResponse = { [state, stateDiagnostics] evaluation, frontTimes in
            Self.draw(evaluation, frontTimes, request: request, colorScheme: scheme, customizations: state, stateDiagnostics: stateDiagnostics,
                      limits: limits, measurer: measurer)
        }
        if request.file == nil {
            // Drawn on the evaluation's thread.
            return try await evaluateTimed(request.source, platform: request.platform, colorScheme: scheme, state: runtime, os: request.context.os,
                                           view: request.view, locale: request.locale, environment: request.context.environment,
                                           turning: request.turning, then: draw)
        }
        let (evaluation, frontTimes) = try await evaluateInProject(request, colorScheme: scheme, state: runtime)
        return draw(evaluation, frontTimes)
    }

    /// Resolution and drawing of an evaluated request, with the customizations saved for its document.
    private static func draw(_ evaluation: Evaluation, _ frontTimes: Frontend.StageTimings, request: RenderRequest, colorScheme scheme: String,
                             customizations state: CustomizationDocument, stateDiagnostics: [Diagnostic], limits: StudioLimits,
                             measurer: any TextMeasuring) -> RenderResponse {
        let ir = evaluation.document
        let context = request.context(for: ir)
        let clock = ContinuousClock()
        let t0 = clock.now
        // Resolution, layout and drawing share a deadline as long as the evaluation's: a worker
        // is free again within twice the budget, whatever the source (issue 33).
        let deadline = StageDeadline.after(limits.evaluation.time)
        var renderer = Renderer(context: context, measurer: measurer)
        renderer.deadline = deadline
        var document = renderer.render(ir, customizations: state)
        let t1 = clock.now
        let drawing = Canvas(measurer: measurer).draw(ir, document, context: context, colorScheme: scheme, state: evaluation.state,
                                                      deadline: deadline)
        let t2 = clock.now
        document.diagnostics = (stateDiagnostics + document.diagnostics + drawing.diagnostics).sortedForOutput()
        var response = RenderResponse(document: document, svg: drawing.svg)
        response.layout = drawing.frames
        response.previews = evaluation.previews
        response.preview = ir.root?.name
        response.timings = StageTimings(parse: frontTimes.parse, sema: frontTimes.sema, evaluate: frontTimes.evaluate,
                                        resolve: (t1 - t0).milliseconds, draw: (t2 - t1).milliseconds)
        if request.document != nil {
            var current: [String: ToolbarCustomization] = [:]
            for declaration in ir.toolbars where declaration.customizable { current[declaration.id!] = state.state(for: declaration) }
            response.customization = current
        }
        return response
    }

    /// Runs an interaction against the document's running state, saves the new state, and
    /// renders the result.
    public func interact(_ request: InteractRequest) async throws -> RenderResponse {
        _ = try StudioDocumentID.validated(request.document)
        try request.validateVariant()
        // Optimistic (issue 18): the state is read, the event evaluated, and the result written only
        // if no other interaction wrote in between; otherwise the event runs again on the newer state.
        for _ in 0..<8 {
            let (runtime, read) = try await store.runtimeRow(request.document)
            let state = try await perform(request, on: runtime)
            if try await store.saveRuntime(request.document, state, ifUnchangedFrom: read) {
                return try await render(RenderRequest(source: request.source, platform: request.platform, width: request.width, height: nil,
                                                      document: request.document, colorScheme: request.colorScheme, os: request.os,
                                                      scrolled: request.scrolled, windowed: request.windowed, view: request.view,
                                                      locale: request.locale, layoutDirection: request.layoutDirection,
                                                      orientation: request.orientation, dynamicType: request.dynamicType))
            }
        }
        throw StudioFailure.conflict("the document's state kept changing under this interaction; try again")
    }

    /// The state after an interaction's event, from `runtime`.
    private func perform(_ request: InteractRequest, on runtime: StateStore) async throws -> StateStore {
        let event: InteractionEvent
        if let id = request.event.tap {
            event = .tap(id)
        } else if let id = request.event.toggle {
            event = .toggle(id)
        } else if let text = request.event.setText {
            event = .setText(text.identity, text.text)
        } else if let slide = request.event.slide {
            // A click along the track: the value at that fraction of the slider's bounds.
            let ir = try await evaluate(request.source, platform: request.platform, colorScheme: "light", state: runtime, os: request.os ?? .current,
                                        view: request.view, locale: request.locale, environment: request.environment).document
            guard let node = ir.view?.find(identity: slide.identity) else { throw StudioFailure.badRequest("no view '\(slide.identity)'") }
            var lower = 0.0, upper = 1.0
            if case .range(let l, let u, _)? = node.argument("in"), let lo = l.doubleValue, let hi = u.doubleValue { lower = lo; upper = hi }
            event = .setNumber(slide.identity, lower + min(1, max(0, slide.fraction)) * (upper - lower))
        } else {
            throw StudioFailure.badRequest("event is one of tap, toggle, slide, setText")
        }
        let client = StudioClient.address
        guard await gate.enter(client: client) else { throw StudioFailure.busy }
        let result = await Frontend.perform(event, on: request.source, fileName: "Studio.swift", state: runtime,
                                            options: EvaluationOptions(view: request.view, limits: limits.evaluation, platform: request.platform,
                                                                       os: request.os ?? .current, locale: request.locale,
                                                                       environment: request.environment))
        await gate.leave(client: client)
        if let refused = result.diagnostics.first(where: { $0.code == "bad-event" }) { throw StudioFailure.badRequest(refused.message) }
        return result.state
    }

    /// Applies one edit and saves it; a rejected edit changes nothing (spec C7, B9).
    public func customize(_ request: CustomizeRequest) async throws -> CustomizationDocument {
        _ = try StudioDocumentID.validated(request.document)
        let ir = try await evaluate(request.source, platform: request.platform, colorScheme: "light").document
        guard !ir.diagnostics.hasErrors else { throw StudioFailure.badRequest("the source has errors; fix them before customizing") }
        // Read, edit and write the saved state in one transaction: concurrent edits of one
        // document never lose one another (issue 18, S5).
        do {
            return try await store.updateState(request.document) { state in
                if request.tabs == true {
                    guard let edit = request.op.tabEdit else { throw StudioFailure.badRequest("op is not a tab edit") }
                    try state.apply(edit, to: CustomizationDocument.tabView(in: ir), on: request.platform)
                } else {
                    guard let edit = request.op.toolbarEdit else { throw StudioFailure.badRequest("op is not a toolbar edit") }
                    try state.apply(edit, to: CustomizationDocument.toolbar(request.toolbar, in: ir), on: request.platform)
                }
            }
        } catch let rejection as EditRejection {
            throw StudioFailure.rejected(rejection)
        } catch let ambiguous as CustomizationDocument.AmbiguousToolbar {
            throw StudioFailure.badRequest("several customizable toolbars (\(ambiguous.ids.joined(separator: ", "))): name one in 'toolbar'")
        }
    }
}
