import ArgumentParser
import Dispatch
import EaselFrontend
import EaselIR
import EaselLayout
import EaselText
import EaselToolbars
import Foundation

/// `check --variants SPEC [--shard K/N]` (V6, CLI contract "Variants"): every preview of the
/// input, resolved in every variant the spec names, each compared with its base variant (the same
/// preview, platform, release and width, in the development language, left-to-right, upright,
/// at the default text size).
struct VariantSpec: Equatable {
    var platforms: [Platform]
    var releases: [OSRelease]
    var widths: [WindowWidth?]
    var locales: [String?]
    var directions: [LayoutDirection]
    var orientations: [Orientation?]
    var sizes: [DynamicTypeSize]

    /// `all`: right-to-left, landscape where a device turns, two larger text sizes and the
    /// double-length pseudo-language, on the options' platform and release.
    static func all(platform: Platform, os: OSRelease, width: WindowWidth?) -> VariantSpec {
        VariantSpec(platforms: [platform], releases: [os], widths: [width], locales: [nil, "double-length"],
                    directions: [.leftToRight, .rightToLeft],
                    orientations: platform == .ios || platform == .ipados ? [nil, platform == .ios ? .landscape : .portrait] : [nil],
                    sizes: [.large, .xxxLarge, .accessibility3])
    }

    /// `axis=v1,v2;axis=v3`: axes `platform`, `os`, `width`, `locale`, `layoutDirection`
    /// (or `direction`), `orientation`, `dynamicType`; an axis not named keeps the options' value.
    static func parse(_ text: String, platform: Platform, os: OSRelease, width: WindowWidth?) throws -> VariantSpec {
        // The base width is always checked: the widths named are variants of it.
        if text == "all" { return all(platform: platform, os: os, width: width) }
        var spec = VariantSpec(platforms: [platform], releases: [os], widths: [width], locales: [nil], directions: [.leftToRight],
                               orientations: [nil], sizes: [.large])
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, !pair[1].isEmpty else { throw ValidationError("--variants: '\(part)' is not axis=value,value") }
            let values = pair[1].split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
            func each<T>(_ make: (String) -> T?) throws -> [T] {
                try values.map { v in
                    guard let made = make(v) else { throw ValidationError("--variants: '\(v)' is not a value of \(pair[0])") }
                    return made
                }
            }
            switch pair[0] {
            case "platform", "platforms": spec.platforms = try each(Platform.init(rawValue:))
            case "os": spec.releases = try each(OSRelease.init(rawValue:))
            case "width", "widths": spec.widths = [width] + (try each { WindowWidth($0) })
            case "locale", "locales", "language", "languages": spec.locales = values.map { $0 == "base" ? nil : $0 }
            case "layoutDirection", "direction", "directions": spec.directions = try each(LayoutDirection.init(rawValue:))
            case "orientation", "orientations": spec.orientations = try each(Orientation.init(rawValue:))
            case "dynamicType", "textSize", "textSizes": spec.sizes = try each(DynamicTypeSize.init(rawValue:))
            default:
                throw ValidationError("--variants: unknown axis '\(pair[0])'; axes: platform, os, width, locale, layoutDirection, orientation, dynamicType")
            }
        }
        return spec
    }

    /// The variants of one platform, the base first.
    var variants: [Variant] {
        var result: [Variant] = [Variant()]
        for locale in locales {
            for direction in directions {
                for orientation in orientations {
                    for size in sizes {
                        let v = Variant(locale: locale, layoutDirection: direction, orientation: orientation, dynamicType: size)
                        if !result.contains(v) { result.append(v) }
                    }
                }
            }
        }
        return result
    }
}

/// `--shard K/N`: the K-th of N parts (1-based) of the matrix's cells, by index modulo N — the
/// parts' union is the whole, each cell in one part.
struct Shard: ExpressibleByArgument, Equatable {
    let index: Int
    let count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else { return nil }
        (index, count) = (parts[0], parts[1])
    }

    func contains(_ cell: Int) -> Bool { cell % count == index - 1 }
}

/// The matrix run: each cell is (preview, platform, release, width, variant).
struct VariantMatrix {
    /// A preview: its name, and in a project its file (unnamed `#Preview`s share a name).
    struct Preview: Hashable {
        let name: String?
        let file: String?
    }

    struct Cell: Hashable {
        let preview: Preview
        let platform: Platform
        let os: OSRelease
        let width: WindowWidth?
        let variant: Variant
        /// The width of the base variant (the options' `--width`, else the platform's).
        let baseWidth: WindowWidth?

        var base: Cell { Cell(preview: preview, platform: platform, os: os, width: baseWidth, variant: Variant(), baseWidth: baseWidth) }
        var isBase: Bool { self == base }

        /// How a message names it: the axes that differ from the base.
        var name: String {
            var axes = variant == Variant() ? [] : [variant.description]
            if width != baseWidth, let width { axes.append(width.description) }
            return (axes.isEmpty ? "base" : axes.joined(separator: ", ")) + " on \(platform.rawValue) \(os.rawValue)" + (preview.name.map { " (\($0))" } ?? "")
        }
        var evaluation: Evaluation { Evaluation(preview: preview, platform: platform, os: os, locale: variant.locale) }
        var job: Job { evaluation.job }
    }

    /// A row of the JSON's `variants` table.
    struct Row: Encodable {
        let variant: Variant
        let platform: Platform
        let os: OSRelease
        let width: Double
        let file: String?
        let preview: String?
        let changes: [VariantChange]
    }

    let input: SourceInput
    let spec: VariantSpec
    let options: RenderOptions
    let measurer: any TextMeasuring
    /// One core only (the bench's comparison); else every core.
    var serial = false
    /// The module compiled for each platform, once per matrix: listing its previews and drawing
    /// its cells read the same one.
    private let compiled = CompiledPrograms()

    /// The previews to check: every `#Preview` and provider preview, else the default root —
    /// only those of `--file` and named `--view` when they are given, as `render` shows them.
    var previews: [Preview] {
        let program = program(for: spec.platforms.first)
        let all = program.previewEntries
        var chosen = all.filter { $0.kind != .view }.map { Preview(name: $0.name, file: input.isProject ? $0.file : nil) }
        // A project of neither an app nor a preview (a widget bundle, a package of views): each
        // file's view, as `check` shows each file (R2), not one root it does not have.
        if chosen.isEmpty, input.isProject, options.file == nil, options.view == nil, !program.declaresApp {
            var seen = Set<String>()
            chosen = all.filter { $0.kind == .view && seen.insert($0.file).inserted }.map { Preview(name: nil, file: $0.file) }
        }
        if input.isProject, let file = options.file {
            chosen = chosen.filter { $0.file.map { SourceFile.path($0, isNamedBy: file) } ?? false }
            // A file without a preview shows its view (R2); one not in the input says so when evaluated.
            if chosen.isEmpty { return [Preview(name: options.view, file: file)] }
        }
        if let view = options.view {
            let named = chosen.filter { $0.name == view }
            // A view, not a preview, by that name: evaluated as `render --view` picks it.
            return named.isEmpty ? [Preview(name: view, file: input.isProject ? options.file : nil)] : named
        }
        return chosen.isEmpty ? [Preview(name: nil, file: nil)] : chosen
    }

    var cells: [Cell] {
        previews.flatMap { preview in
            spec.platforms.flatMap { platform in
                spec.releases.flatMap { os in
                    spec.widths.flatMap { width in
                        // A named window the platform lacks in a variant's orientation (an iPad's
                        // half in portrait) is no cell.
                        Self.distinct(spec.variants.map { Self.normalized($0, on: platform) })
                            .filter { width == nil || width?.size(on: platform, $0.orientation) != nil }
                            .map { Cell(preview: preview, platform: platform, os: os, width: width, variant: $0, baseWidth: options.width) }
                    }
                }
            }
        }
    }

    /// Each cell of the shard compared with its base: its rows and diagnostics. Parsing is shared
    /// per platform; evaluation per preview, platform, release and language; the cells run on
    /// every core.
    func run(shard: Shard?) -> (rows: [Row], diagnostics: [Diagnostic]) {
        let mine = cells.enumerated().filter { shard?.contains($0.offset) ?? true }.map(\.element)
        var rows: [Row] = [], diagnostics: [Diagnostic] = []
        for outcome in compared(mine) {
            diagnostics += outcome.diagnostics
            if let row = outcome.row { rows.append(row) }
        }
        var seen = Set<Diagnostic>()
        return (rows, diagnostics.filter { seen.insert($0).inserted }.sortedForOutput())
    }

    /// What a cell's comparison with its base found: a base its own diagnostics, a variant its
    /// row and a diagnostic per change.
    struct Outcome: Sendable {
        let row: Row?
        let diagnostics: [Diagnostic]
    }

    /// Each cell compared with its base, in order, on the core that drew it: what is kept of a
    /// drawing is its outcome (keeping every drawing to the end and freeing them on one core was
    /// a tenth of the matrix's time on two cores).
    func compared(_ cells: [Cell]) -> [Outcome] {
        eachDrawn(cells, comparing: true) { cell, result, base in
            guard let base else { return Outcome(row: nil, diagnostics: result.render.diagnostics) }
            let changes = VariantChanges.changes(from: base, to: result)
            return Outcome(row: Row(variant: result.render.variant, platform: cell.platform, os: cell.os, width: result.render.size.width,
                                    file: cell.preview.file, preview: cell.preview.name, changes: changes),
                           diagnostics: changes.map { VariantChanges.diagnostic($0, variant: cell.name) })
        }
    }

    /// The platform's own orientation is no variant: an iPhone upright is the base.
    static func normalized(_ variant: Variant, on platform: Platform) -> Variant {
        var v = variant
        let size = platform.defaultSize
        if v.orientation == (size.width > size.height ? .landscape : .portrait) { v.orientation = nil }
        return v
    }

    static func distinct(_ variants: [Variant]) -> [Variant] {
        var seen = Set<Variant>()
        return variants.filter { seen.insert($0).inserted }
    }

    /// Each cell drawn, in order.
    func drawAll(_ cells: [Cell]) -> [(Cell, VariantChanges.Drawn)] {
        eachDrawn(cells, comparing: false) { cell, drawn, _ in (cell, drawn) }
    }

    /// Each cell drawn and handed to `use` on the core that drew it — when `comparing`, its bars
    /// alone (what `VariantChanges` reads) and with its base's drawing (nil for a base); the
    /// results in the cells' order. Parsed once per platform, evaluated once per preview,
    /// platform, release and language, on every core; then one job per preview, platform and
    /// release, each core taking the next when done, draws its cells and frees them and their
    /// documents there (freeing every drawing on one core at the end was a tenth of the matrix's
    /// time on two cores).
    func eachDrawn<R: Sendable>(_ cells: [Cell], comparing: Bool,
                                _ use: @escaping @Sendable (Cell, VariantChanges.Drawn, _ base: VariantChanges.Drawn?) -> R) -> [R] {
        let platforms = Array(Set(cells.map(\.platform))).sorted { $0.rawValue < $1.rawValue }
        let programs = Dictionary(uniqueKeysWithValues: zip(platforms, each(platforms) { program(for: $0) }))
        // Every document before any drawing: evaluation and layout in turns on one core use its
        // caches worse than each in its turn (performance.md).
        let evaluations = Array(Set(cells.flatMap { comparing ? [$0.evaluation, $0.base.evaluation] : [$0.evaluation] }))
        var documents: [Job: JobDocuments] = [:]
        // Each core evaluates with views of its own of the syntax (`Program.onAnotherCore`).
        let views = programs.mapValues { program in Lender(program, count: serial ? 1 : LargeStack.cores) { _ in program.onAnotherCore() } }
        for (key, evaluated) in zip(evaluations, each(evaluations) { key in
            views[key.platform]!.lend { evaluated(key, $0, in: baseEnvironment(of: key)) }
        }) {
            let job = documents[key.job] ?? JobDocuments(program: programs[key.platform]!)
            job.byLocale[key.locale] = [evaluated]
            documents[key.job] = job
        }
        var jobs: [Job: [Int]] = [:], order: [Job] = []
        for (i, cell) in cells.enumerated() {
            if jobs[cell.job] == nil { order.append(cell.job) }
            jobs[cell.job, default: []].append(i)
        }
        // Layout measures text all the time: a job gets a measurer of its own (one measurer shared
        // by the cores serialises them on its lock).
        let measurers = Lender(measurer, count: serial ? 1 : 1 + Self.coreMeasurers.count) { Self.coreMeasurers[$0 - 1] }
        let done = each(order) { [jobs, documents] job in
            measurers.lend { measurer in
                let mine = documents[job]!
                defer { mine.release() }
                return zip(jobs[job]!, drawJob(jobs[job]!.map { cells[$0] }, mine, measurer: measurer, comparing: comparing, use)).map { ($0, $1) }
            }
        }
        var results = [R?](repeating: nil, count: cells.count)
        for (i, result) in done.joined() { results[i] = result }
        return results.map { $0! }
    }

    /// One job's cells drawn in order and handed to `use`; a base drawn once, when a cell of the
    /// job is compared with it.
    private func drawJob<R>(_ cells: [Cell], _ documents: JobDocuments, measurer: any TextMeasuring, comparing: Bool,
                            _ use: (Cell, VariantChanges.Drawn, _ base: VariantChanges.Drawn?) -> R) -> [R] {
        var shared: [DocumentKey: Shared] = [:], bases: [Cell: VariantChanges.Drawn] = [:]
        func drawing(_ cell: Cell) -> VariantChanges.Drawn {
            if let known = bases[cell] { return known }
            let (document, key) = self.document(for: cell, documents)
            var drawn = draw(cell, document, measurer: measurer, barsOnly: comparing, &shared[key, default: Shared()])
            drawn.ownEvaluation = key.index > 0
            if comparing && cell.isBase { bases[cell] = drawn }
            return drawn
        }
        return cells.map { cell in use(cell, drawing(cell), comparing && !cell.isBase ? drawing(cell.base) : nil) }
    }

    /// The document a cell shows: its language's, unless that one's code read what the variant
    /// sets (a text size, a direction, a size class: V8) and the cell's differs there — then one
    /// evaluated on this job's core for such a cell, shared by the job's cells that agree with it
    /// on what its code read.
    private func document(for cell: Cell, _ documents: JobDocuments) -> (IRDocument, DocumentKey) {
        let locale = cell.variant.locale
        let made = documents.byLocale[locale]!
        if made[0].reads.isEmpty { return (made[0].document, DocumentKey(locale: locale, index: 0)) }
        let environment = context(of: cell).environment
        if let i = made.firstIndex(where: { environment.agrees(with: $0.environment, on: $0.reads) }) {
            return (made[i].document, DocumentKey(locale: locale, index: i))
        }
        let fresh = evaluated(cell.evaluation, documents.program, in: environment)
        documents.byLocale[locale]!.append(fresh)
        return (fresh.document, DocumentKey(locale: locale, index: made.count))
    }

    /// The environment a language's document is first evaluated in: its base cell's.
    private func baseEnvironment(of key: Evaluation) -> VariantEnvironment {
        context(of: Cell(preview: key.preview, platform: key.platform, os: key.os, width: options.width, variant: Variant(locale: key.locale),
                         baseWidth: options.width)).environment
    }

    private func program(for platform: Platform?) -> Program {
        compiled.program(for: platform) { input.compile(platform: platform, onEveryCore: !serial) }
    }

    /// A measurer for each core beyond the first (which is the caller's), made once per process
    /// and kept, so that its widths stay measured.
    private static let coreMeasurers: [any TextMeasuring] = (1..<max(1, LargeStack.cores)).compactMap { _ in try? FreeTypeFonts() }

    private func each<T: Sendable, R: Sendable>(_ items: [T], _ work: @escaping @Sendable (T) -> R) -> [R] {
        serial ? items.map(work) : LargeStack.concurrentMap(items, work)
    }

    /// A job of the matrix: a preview on a platform and release.
    struct Job: Hashable {
        let preview: Preview
        let platform: Platform
        let os: OSRelease
    }

    /// What an evaluation depends on: the variant's language — and, only where the code reads them
    /// (`@Environment(\.dynamicTypeSize)`, a size class, the direction: V8), the cell's
    /// environment, for which `document(for:)` evaluates it again.
    struct Evaluation: Hashable {
        let preview: Preview
        let platform: Platform
        let os: OSRelease
        let locale: String?

        var job: Job { Job(preview: preview, platform: platform, os: os) }
    }

    private func evaluated(_ key: Evaluation, _ program: Program, in environment: VariantEnvironment) -> Evaluated {
        // In a project a preview is its file's (unnamed ones are all "Preview"); else by name.
        let file = key.preview.file
        let run = program.evaluate(options: EvaluationOptions(view: file == nil || key.preview.name != "Preview" ? key.preview.name : nil,
                                                              colorScheme: options.colorScheme.rawValue, platform: key.platform, file: file,
                                                              os: key.os, locale: key.locale, environment: environment))
        return Evaluated(environment: environment, reads: run.variantReads, document: run.document)
    }

    /// A document of a job: its language's (index 0), or one evaluated for a cell's environment.
    struct DocumentKey: Hashable {
        let locale: String?
        let index: Int
    }

    /// A document and the environment it was evaluated in, with what its code read of it.
    struct Evaluated: Sendable {
        let environment: VariantEnvironment
        let reads: Set<VariantEnvironment.Key>
        let document: IRDocument
    }

    /// What one document's cells share in a job. Resolution does not read the direction
    /// (`VariantLayoutTests.resolutionIgnoresDirection` holds it to that), so a right-to-left
    /// cell's is its left-to-right twin's, named right-to-left; content layouts are reused by
    /// their inputs (`ContentLayouts`).
    private struct Shared {
        let layouts = ContentLayouts()
        var resolutions: [ToolbarContext: RenderDocument] = [:]
    }

    /// The context a cell is drawn in: its platform's window at its width, in its orientation, its variant.
    private func context(of cell: Cell) -> ToolbarContext {
        let size = cell.width?.size(on: cell.platform, cell.variant.orientation) ?? cell.platform.defaultSize(cell.variant.orientation)
        var context = ToolbarContext(platform: cell.platform, width: size.width, height: size.height, os: cell.os)
        context.variant = cell.variant
        return context
    }

    private func draw(_ cell: Cell, _ document: IRDocument, measurer: any TextMeasuring, barsOnly: Bool, _ shared: inout Shared) -> VariantChanges.Drawn {
        let context = context(of: cell)
        var leftToRight = context
        leftToRight.variant.layoutDirection = .leftToRight
        var render = shared.resolutions[leftToRight] ?? Renderer(context: leftToRight, measurer: measurer).render(document)
        shared.resolutions[leftToRight] = render
        if context.isRightToLeft { render.variant.layoutDirection = .rightToLeft }
        let layout = Layout(measurer: measurer, contentLayouts: shared.layouts)
        let screen = barsOnly ? layout.bars(render, view: document.view, context: context) : layout.layout(render, view: document.view, context: context)
        return VariantChanges.Drawn(ir: document, render: render, screen: screen, context: context)
    }

    /// The text format's table: one line per variant that changes something.
    static func table(_ rows: [Row]) -> String {
        let changed = rows.filter { !$0.changes.isEmpty }
        var lines = ["\(rows.count) variants checked, \(changed.count) with changes"]
        for row in changed {
            let what = row.changes.map { "\($0.key): \($0.from) → \($0.to)" + ($0.text.map { " '\($0)'" } ?? "") }.joined(separator: "; ")
            lines.append("  \(row.platform.rawValue) \(row.os.rawValue) \(Int(row.width)) pt \(row.variant)" + (row.preview.map { " (\($0))" } ?? "") + " | " + what)
        }
        return lines.joined(separator: "\n")
    }

}

/// Values lent to one job at a time: as many as jobs run at once, so that none waits; past them
/// (never, unless fonts failed to load) jobs share the first. The others are made by the job that
/// first borrows each, on its core.
private final class Lender<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let first: Value
    private var free: [Int]
    private var others: [Int: Value] = [:]
    private let make: (Int) -> Value?

    /// `first` and `count - 1` others, the `i`th (from 1) made by `make(i)`, or the first where it makes none.
    init(_ first: Value, count: Int, others make: @escaping (Int) -> Value?) {
        self.first = first
        self.make = make
        free = Array((0..<max(1, count)).reversed())
    }

    func lend<R>(_ body: (Value) -> R) -> R {
        let (slot, made) = lock.withLock { () -> (Int?, Value?) in
            guard let slot = free.popLast() else { return (nil, first) }
            return (slot, slot == 0 ? first : others[slot])
        }
        let value = made ?? slot.flatMap(make) ?? first
        defer { if let slot { lock.withLock { others[slot] = slot == 0 ? nil : value; free.append(slot) } } }
        return body(value)
    }
}

/// A job's documents by language, freed by the job when its cells are drawn.
private final class JobDocuments: @unchecked Sendable {
    let program: Program
    /// Each language's documents: the first evaluated in its base cell's environment, then any
    /// evaluated for a cell whose environment its code reads otherwise (V8).
    var byLocale: [String?: [VariantMatrix.Evaluated]] = [:]

    init(program: Program) { self.program = program }

    func release() { byLocale = [:] }
}

/// A matrix's programs by platform, compiled when first asked for.
private final class CompiledPrograms: @unchecked Sendable {
    private let lock = NSLock()
    private var programs: [Platform?: Program] = [:]

    func program(for platform: Platform?, _ compile: () -> Program) -> Program {
        if let known = lock.withLock({ programs[platform] }) { return known }
        let made = compile()
        lock.withLock { programs[platform] = made }
        return made
    }
}
