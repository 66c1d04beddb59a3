import EaselFrontend
import EaselIR
import EaselText
import Foundation

/// Builds a static site from a folder of documentation pages (`.md`, `.markdown`, `.txt`): a page
/// per input with its examples rendered, and an index with every page's status. Pages render in
/// parallel; a page whose input (and the builder that made it) did not change since the last
/// build is skipped, its status taken from the build record.
public struct SiteBuilder: Sendable {
    public struct Options: Sendable {
        /// Where "Run live & edit" opens the Studio.
        public var studioURL: String = "http://127.0.0.1:8080"
        /// Pages rendered at once.
        public var parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
        /// Identifies the builder (the easel binary); a different one rebuilds every page.
        public var generator: String = "easel"
        public var title: String = "Easel documentation"
        /// The OS release every example is rendered for (spec G1).
        public var os: OSRelease = .current

        public init() {}
    }

    /// What happened to one page.
    public struct PageReport: Codable, Sendable {
        public let slug: String
        public let title: String
        public let hash: String
        public let runnable: Int
        public let failing: Int
        /// `file:line:column: error: message` for each error of each failing example.
        public let errors: [String]
        /// `file:line: missing image PATH` for each local image that does not exist.
        public var warnings: [String]?
        public var skipped: Bool = false
    }

    public struct Report: Sendable {
        public let pages: [PageReport]
        public var failingExamples: Int { pages.reduce(0) { $0 + $1.failing } }
        public var skippedPages: Int { pages.filter(\.skipped).count }
    }

    public enum BuildError: Error, CustomStringConvertible {
        case unreadableInput(String)
        case noPages(String)

        public var description: String {
            switch self {
            case .unreadableInput(let path): "cannot read the folder '\(path)'"
            case .noPages(let path): "no .md, .markdown or .txt pages in '\(path)'"
            }
        }
    }

    /// The build record kept in the site folder: each page's input hash and status.
    struct Record: Codable {
        var format = "easel.docs-build/1"
        var pages: [String: PageReport] = [:]
    }

    static let recordName = ".easel-docs-build.json"

    public let renderer: ExampleRenderer
    public let options: Options

    public init(measurer: any TextMeasuring, options: Options = Options()) {
        renderer = ExampleRenderer(measurer: measurer, os: options.os)
        self.options = options
    }

    /// The pages of a folder, sorted by file name.
    public static func pages(in folder: URL) throws -> [DocPage] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw BuildError.unreadableInput(folder.path)
        }
        // A DocC catalog (the folder, or one inside it): its articles and extension files.
        if let catalog = DocCCatalog.catalog(in: folder) {
            let pages = DocCCatalog.pages(in: catalog, relativeTo: folder).map { converted in
                var page = converted.page
                page.sourceWarnings = converted.warnings
                return page
            }
            if pages.isEmpty { throw BuildError.noPages(catalog.path) }
            return pages
        }
        let pages = names.sorted().filter { name in [".md", ".markdown", ".txt"].contains { name.lowercased().hasSuffix($0) } }.compactMap { name -> DocPage? in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return nil }
            return DocPage(fileName: name, text: String(decoding: data, as: UTF8.self))
        }
        if pages.isEmpty { throw BuildError.noPages(folder.path) }
        return pages
    }

    /// Builds the site; `progress(done, total)` is called as pages finish.
    public func build(from input: URL, to output: URL, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) async throws -> Report {
        let pages = try Self.pages(in: input)
        // The first evaluation reads the declared SDK; done here, it is not counted in any example's timings.
        _ = await Frontend.evaluateTimed("", state: StateStore())
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let recordURL = output.appendingPathComponent(Self.recordName)
        let previous = (try? JSONDecoder().decode(Record.self, from: Data(contentsOf: recordURL))) ?? Record()

        var reports: [Int: PageReport] = [:]
        var done = 0
        try await withThrowingTaskGroup(of: (Int, PageReport).self) { group in
            var next = 0
            func startNext() {
                guard next < pages.count else { return }
                let index = next
                next += 1
                group.addTask { (index, try await self.buildPage(pages[index], from: input, into: output, previous: previous.pages[pages[index].slug])) }
            }
            for _ in 0..<max(1, options.parallelism) { startNext() }
            while let (index, report) = try await group.next() {
                reports[index] = report
                done += 1
                progress(done, pages.count)
                startNext()
            }
        }
        let ordered = pages.indices.map { reports[$0]! }
        let index = SiteHTML.index(ordered.map { .init(slug: $0.slug, title: $0.title, runnable: $0.runnable, failing: $0.failing) }, title: options.title)
        try write(index, to: output.appendingPathComponent("index.html"))
        try write(SiteHTML.css, to: output.appendingPathComponent("easel-docs.css"))
        try write(SiteHTML.script, to: output.appendingPathComponent("easel-docs.js"))
        var record = Record()
        for report in ordered { var kept = report; kept.skipped = false; record.pages[report.slug] = kept }
        try EaselJSON.encode(record, pretty: true).write(to: recordURL, options: .atomic)
        return Report(pages: ordered)
    }

    func buildPage(_ page: DocPage, from input: URL, into output: URL, previous: PageReport?) async throws -> PageReport {
        let missing = MarkdownExtensions.missing(page.images, in: input)
        // An image that appears or goes changes the page, as its text would.
        let hash = Self.hash(page.text + "\u{0}" + options.generator + "\u{0}" + options.os.rawValue + "\u{0}" + options.studioURL + "\u{0}" + missing.map(\.path).joined(separator: "\u{0}"))
        let pageURL = output.appendingPathComponent(page.slug + ".html")
        if var previous, previous.hash == hash, FileManager.default.fileExists(atPath: pageURL.path) {
            previous.skipped = true
            return previous
        }
        var examples: [RenderedExample] = []
        for (n, example) in page.examples.enumerated() {
            examples.append(await renderer.render(example, platforms: example.platforms(page: page.platforms), fileName: page.fileName,
                                                  earlier: Array(page.examples[..<n])))
        }
        let folder = output.appendingPathComponent(page.slug)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (n, example) in examples.enumerated() {
            for preview in example.previews {
                try write(preview.svg, to: output.appendingPathComponent(SiteHTML.previewPath(page: page, example: n, platform: preview.platform,
                                                                                          preview: preview.index)))
            }
        }
        try write(SiteHTML.page(page, examples: examples, studio: options.studioURL, missingImages: Set(missing.map(\.path))), to: pageURL)
        try copyImages(page.images.filter { image in !missing.contains { $0.path == image.path } }, from: input, to: output)
        let errors = examples.filter { !$0.renders }.flatMap { example in
            example.diagnostics.filter { $0.severity == .error }.map {
                "\(page.fileName):\(example.line + $0.line - 1):\($0.column): error: \($0.message) [\($0.code)]"
            }
        }
        return PageReport(slug: page.slug, title: page.title, hash: hash, runnable: examples.filter { !$0.isDeclaration }.count,
                          failing: examples.filter { !$0.renders }.count, errors: errors,
                          warnings: page.sourceWarnings + missing.map { "\(page.fileName):\($0.line): missing image \($0.path)" })
    }

    /// The page's local images, copied to the same place in the site (paths that would leave the
    /// input folder are not copied).
    func copyImages(_ images: [MarkdownExtensions.Image], from input: URL, to output: URL) throws {
        for image in images where !image.path.split(separator: "/").contains("..") && !image.path.hasPrefix("/") {
            let target = output.appendingPathComponent(image.path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: input.appendingPathComponent(image.path), to: target)
        }
    }

    func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// FNV-1a, 64 bits: enough to notice that a page changed (not a security boundary).
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x100_0000_01b3
        }
        return String(h, radix: 16)
    }
}
