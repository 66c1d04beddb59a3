import EaselIR
import EaselLayout
import EaselToolbars
import Foundation

/// PNG output: the SVG rasterised by librsvg (Debian's `librsvg2-bin`, `rsvg-convert`).
public enum PNG {
    public enum Failure: Error, CustomStringConvertible {
        case rasterizerMissing, failed(String)
        public var description: String {
            switch self {
            case .rasterizerMissing: return "rsvg-convert not found: install Debian's librsvg2-bin"
            case .failed(let why): return "rsvg-convert failed: \(why)"
            }
        }
    }

    static let candidates = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"]

    /// Rasterises `svg` at `scale` pixels per point.
    public static func rasterize(_ svg: String, scale: Int) throws -> Data {
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { throw Failure.rasterizerMissing }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--format", "png", "--zoom", String(scale)]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Write and read concurrently so a large image cannot fill a pipe and stall both sides.
        let writer = Thread { input.fileHandleForWriting.write(Data(svg.utf8)); try? input.fileHandleForWriting.close() }
        writer.start()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !png.isEmpty else { throw Failure.failed(String(decoding: message, as: UTF8.self)) }
        return png
    }
}

/// A self-contained HTML page: the picture inline, its text form, the source it came from
/// (highlighted), and the render JSON for tools.
public enum HTMLPage {
    /// The page, `Page/render.html`: its style sheet inline, so the one file shows anywhere.
    static let template = PageTemplate(BundledFile.text("render", "html", in: .module, folder: "Page"))

    /// - Parameters:
    ///   - layout: the frames the picture was painted from; the page's JSON then carries `layout`
    ///     as `render --format json` does.
    ///   - source: the Swift source shown, already as highlighted HTML, with its stylesheet.
    public static func page(svg: String, document: RenderDocument, layout: ScreenLayout? = nil, title: String,
                            source: (html: String, css: String)? = nil) throws -> String {
        let data = try layout.map { try EaselJSON.encode(RenderWithLayout(document: document, layout: $0), pretty: false) }
            ?? EaselJSON.encode(document, pretty: false)
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        let text = TextRendering.render(document)
        return template.fill([
            "title": Markup.escape(title), "source-css": source?.css ?? "", "svg": svg, "text": Markup.escape(text),
            "source": source.map { #"<pre class="easel-source"><code class="language-swift">\#($0.html)</code></pre>"# } ?? "",
            "json": json,
        ])
    }
}
