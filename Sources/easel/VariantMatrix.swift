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

    /// The previews to check: every `#Preview` and provider preview, else the default root.
    var previews: [Preview] {
        let entries = input.compile(platform: spec.platforms.first).previewEntries.filter { $0.kind != .view }
        return entries.isEmpty ? [Preview(name: nil, file: nil)] : entries.map { Preview(name: $0.name, file: input.isProject ? $0.file : nil) }
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
        let all = cells
        let mine = all.enumerated().filter { shard?.contains($0.offset) ?? true }.map(\.element)
        // In the matrix's order, each base before its cells: a document's cells stay neighbours.
        var drawing = Set<Cell>()
        let needed = mine.flatMap { [$0.base, $0] }.filter { drawing.insert($0).inserted }
        let byCell = Dictionary(uniqueKeysWithValues: drawAll(needed))
        var rows: [Row] = [], diagnostics: [Diagnostic] = []
        for cell in mine {
            let result = byCell[cell]!
            if cell.isBase {
                diagnostics += result.render.diagnostics  // the base cell's own, once
                continue
            }
            let changes = VariantChanges.changes(from: byCell[cell.base]!, to: result)
            diagnostics += changes.map { VariantChanges.diagnostic($0, variant: cell.name) }
            rows.append(Row(variant: result.render.variant, platform: cell.platform, os: cell.os, width: result.render.size.width,
                            file: cell.preview.file, preview: cell.preview.name, changes: changes))
        }
        var seen = Set<Diagnostic>()
        return (rows, diagnostics.filter { seen.insert($0).inserted }.sortedForOutput())
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

    /// Each cell drawn, in order: parsed once per platform, evaluated once per preview, platform,
    /// release and language, laid out per cell — each step on every core.
    func drawAll(_ cells: [Cell]) -> [(Cell, VariantChanges.Drawn)] {
        let platforms = Array(Set(cells.map(\.platform))).sorted { $0.rawValue < $1.rawValue }
        let programs = Dictionary(uniqueKeysWithValues: zip(platforms, each(platforms) { input.compile(platform: $0) }))
        let evaluations = Array(Set(cells.map(\.evaluation)))
        let documents = Dictionary(uniqueKeysWithValues: zip(evaluations, each(evaluations) { evaluate($0, programs[$0.platform]!) }))
        // Layout measures text all the time: each core gets a measurer of its own (one shared
        // measurer serialises them on its lock), kept for the process so that its widths stay
        // measured, and an equal run of neighbouring cells: one preview's variants stay on one
        // core, which then alone reads its document (dealing every core-th cell had both cores
        // reading each document, contending on its reference counts: 1.76× on two cores, 1.84×).
        let cores = serial ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, cells.count))
        let per = (cells.count + cores - 1) / cores
        let runs = (0..<cores).map { c in Array(cells[min(cells.count, c * per)..<min(cells.count, (c + 1) * per)]) }
        let measurers: [any TextMeasuring] = (0..<cores).map { i in
            i == 0 || i > Self.coreMeasurers.count ? measurer : Self.coreMeasurers[i - 1]
        }
        let drawn = each(Array(runs.indices)) { i in
            // A document's cells are neighbours: what they share is kept while they last.
            var shared = Shared(evaluation: runs[i].first?.evaluation)
            return runs[i].map { cell in
                if cell.evaluation != shared.evaluation { shared = Shared(evaluation: cell.evaluation) }
                return draw(cell, documents[cell.evaluation]!, measurer: measurers[i], &shared)
            }
        }
        return cells.indices.map { i in (cells[i], drawn[i / per][i % per]) }
    }

    /// A measurer for each core beyond the first (which is the caller's), made once per process.
    private static let coreMeasurers: [any TextMeasuring] = (1..<max(1, ProcessInfo.processInfo.activeProcessorCount)).compactMap { _ in try? FreeTypeFonts() }

    private func each<T: Sendable, R: Sendable>(_ items: [T], _ work: @escaping @Sendable (T) -> R) -> [R] {
        serial ? items.map(work) : Self.parallel(items, work)
    }

    /// What an evaluation depends on: the variant's language, not its direction, size or orientation.
    struct Evaluation: Hashable {
        let preview: Preview
        let platform: Platform
        let os: OSRelease
        let locale: String?
    }

    private func evaluate(_ key: Evaluation, _ program: Program) -> IRDocument {
        // In a project a preview is its file's (unnamed ones are all "Preview"); else by name.
        let file = key.preview.file
        return program.evaluate(options: EvaluationOptions(view: file == nil || key.preview.name != "Preview" ? key.preview.name : nil,
                                                           colorScheme: options.colorScheme.rawValue, platform: key.platform, file: file,
                                                           os: key.os, locale: key.locale)).document
    }

    /// What one document's cells share on one core. Resolution does not read the direction
    /// (`VariantLayoutTests.resolutionIgnoresDirection` holds it to that), so a right-to-left
    /// cell's is its left-to-right twin's, named right-to-left; content layouts are reused by
    /// their inputs (`ContentLayouts`).
    private struct Shared {
        let evaluation: Evaluation?
        let layouts = ContentLayouts()
        var resolutions: [ToolbarContext: RenderDocument] = [:]
    }

    private func draw(_ cell: Cell, _ document: IRDocument, measurer: any TextMeasuring, _ shared: inout Shared) -> VariantChanges.Drawn {
        let size = cell.width?.size(on: cell.platform, cell.variant.orientation) ?? cell.platform.defaultSize(cell.variant.orientation)
        var context = ToolbarContext(platform: cell.platform, width: size.width, height: size.height, os: cell.os)
        context.variant = cell.variant
        var leftToRight = context
        leftToRight.variant.layoutDirection = .leftToRight
        var render = shared.resolutions[leftToRight] ?? Renderer(context: leftToRight, measurer: measurer).render(document)
        shared.resolutions[leftToRight] = render
        if context.isRightToLeft { render.variant.layoutDirection = .rightToLeft }
        let screen = Layout(measurer: measurer, contentLayouts: shared.layouts).layout(render, view: document.view, context: context)
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

    /// `work` over `items` on every core, results in order.
    static func parallel<T: Sendable, R: Sendable>(_ items: [T], _ work: @escaping @Sendable (T) -> R) -> [R] {
        let results = Results<R>(count: items.count)
        // On large-stack threads: an evaluation there runs where it is, not after a hop.
        LargeStack.concurrentPerform(iterations: items.count) { i in results.set(i, work(items[i])) }
        return results.values
    }

}

/// Results written by index from several threads, under a lock.
private final class Results<R: Sendable>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ value: R) {
        lock.lock()
        slots[i] = value
        lock.unlock()
    }

    var values: [R] { slots.map { $0! } }
}
