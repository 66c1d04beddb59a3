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
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(Markup.escape(title))</title>
        <style>
        body { margin: 0; padding: 24px; font: 14px Inter, DejaVu Sans, sans-serif; background: #f5f5f7; color: #1d1d1f; }
        figure { margin: 0 0 16px; }
        figure svg { max-width: 100%; height: auto; box-shadow: 0 8px 30px rgba(0,0,0,.15); border-radius: 12px; }
        pre { background: #fff; padding: 12px; border-radius: 8px; overflow: auto; }
        pre.easel-source { font: 13px/1.45 "DejaVu Sans Mono", monospace; }
        \(source?.css ?? "")
        </style>
        </head>
        <body>
        <figure>
        \(svg)</figure>
        <pre class="easel-text">\(Markup.escape(text))</pre>
        \(source.map { #"<pre class="easel-source"><code class="language-swift">\#($0.html)</code></pre>"# } ?? "")
        <script type="application/json" id="easel-render">\(json)</script>
        </body>
        </html>

        """
    }
}
