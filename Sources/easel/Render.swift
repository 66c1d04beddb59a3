import ArgumentParser
import EaselCanvas
import EaselFrontend
import EaselIR
import EaselLayout
import EaselText
import EaselToolbars
import Foundation

/// Where and how to show the source: the options `render`, `check` and `customize` share.
struct RenderOptions: ParsableArguments {
    @Option(help: "macos, ios, ipados, tvos, watchos or visionos.") var platform: Platform = .ipados
    @Option(help: "Width in points (default per platform, e.g. ipados 1024), or a named window: third, half, two-thirds, full (iPadOS Split View), half, quarter, full (macOS tiling) (V7).")
    var width: WindowWidth?
    @Option(help: "Height in points (default per platform, e.g. ipados 768).") var height: Double?
    @Option(help: "Render this view (or #Preview(\"name\")) instead of the preferred root.") var view: String?
    @Option(help: "In a project: render this file's first preview, else its view (spec R2).") var file: String?
    @Option(help: "window or sheet: how the root view is presented.") var presentation: ToolbarContext.Presentation = .window
    @Flag(help: "A software keyboard is shown (iOS/iPadOS keyboard bar).") var keyboard = false
    @Flag(name: .customLong("scrolled-to-top"), help: "watchOS: the content is scrolled to the top, revealing the scroll header.")
    var scrolledToTop = false
    @Flag(name: .customLong("back-button"), help: "A back button is shown (a pushed view).") var backButton = false
    @Option(name: .customLong("color-scheme"), help: "light or dark.") var colorScheme: ColorSchemeOption = .light
    @Option(help: "The OS release: 18 (before the glass design), 26 or 27 (spec G1).") var os: OSRelease = .current
    @Flag(help: "The content is scrolled down one screen: minimized bars and tab bars (spec N7, G8).") var scrolled = false
    @Flag(help: "iPadOS: the app in a window of its own, with its window controls (spec G9).") var windowed = false
    @Option(name: .customLong("layout-direction"), help: "ltr or rtl: right-to-left mirrors bars, content and tab bars (V3).")
    var layoutDirection: LayoutDirection?
    @Option(help: "portrait or landscape: turns the default size (iPhone: compact height, V4).") var orientation: Orientation?
    @Option(name: .customLong("dynamic-type"), help: "The text size: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5 (V5).")
    var dynamicType: DynamicTypeSize?
    @Option(help: ArgumentHelp("The language of localized texts: a language of the project's String Catalogs or .strings (de, de-CH, fr; default: the development language), or a pseudolanguage: double-length, accented, bounded, right-to-left.",
                               valueName: "code"))
    var locale: String?

    enum ColorSchemeOption: String, ExpressibleByArgument, CaseIterable { case light, dark }

    func validate() throws {
        if let width, width.size(on: platform, orientation) == nil {
            let named = platform.windowPresets.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--width \(width) is not a window on \(platform.rawValue)\(orientation.map { " in \($0.rawValue)" } ?? ""); its named widths: \(named)"
                                  + (platform == .ipados && width == .preset(.half) ? " (iPad Split View has no half-and-half split in portrait)" : ""))
        }
        if let height, !(height > 0 && height <= 100_000) { throw ValidationError("--height must be a positive number of points") }
        try validateLocale(locale)
    }

    var context: ToolbarContext {
        let size = width?.size(on: platform, orientation) ?? platform.defaultSize(orientation)
        var context = ToolbarContext(platform: platform, width: size.width, height: height ?? size.height, presentation: presentation,
                                     keyboardShown: keyboard, scrolledToTop: scrolledToTop, backButton: backButton, os: os)
        context.scrolled = scrolled
        context.windowed = windowed
        context.variant = variant
        return context
    }

    /// The context for `ir`: the options, then what its preview asks for where they are silent.
    func context(for ir: IRDocument) -> ToolbarContext {
        context.applying(ir.previewTraits, orientationOpen: orientation == nil && width == nil && height == nil, directionOpen: layoutDirection == nil)
    }

    /// The variant the options name (`large`, left-to-right and the platform's orientation when not).
    var variant: Variant {
        Variant(locale: locale, layoutDirection: layoutDirection ?? .leftToRight, orientation: orientation, dynamicType: dynamicType ?? .large)
    }

    func measurer() throws -> any TextMeasuring {
        guard let fonts = FreeTypeFonts.shared else {
            FileHandle.standardError.write(Data("easel: \(FreeTypeFonts.FontError.noFont)\n".utf8))
            throw ExitCode.usage
        }
        return fonts
    }
}

extension ToolbarContext.Presentation: ExpressibleByArgument {}

/// `--locale`: a language code (`de`, `de-CH`, `zh_Hans`) or one of the pseudolanguages (issue 31).
func validateLocale(_ locale: String?) throws {
    if let locale, !Localizations.isLocaleCode(locale) {
        throw ValidationError("--locale takes a language code (de, de-CH, pt-BR) or a pseudolanguage: "
                              + PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", "))
    }
}
extension OSRelease: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
extension Orientation: ExpressibleByArgument {}
extension DynamicTypeSize: ExpressibleByArgument {}
extension WindowWidth: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
    public static var defaultCompletionKind: CompletionKind { .list(WindowPreset.allCases.map(\.rawValue)) }
}

/// Loads a `--state` file; a missing one is empty (CLI contract).
func loadState(_ path: String?) -> CustomizationStore.Loaded? {
    guard let path else { return nil }
    return CustomizationStore(url: URL(fileURLWithPath: path)).load()
}

/// The IR resolved for the options with the state: resolution and HIG diagnostics.
func renderDocument(_ ir: IRDocument, _ options: RenderOptions, state: CustomizationStore.Loaded?) throws -> RenderDocument {
    var document = Renderer(context: options.context(for: ir), measurer: try options.measurer())
        .render(ir, customizations: state?.document ?? CustomizationDocument())
    if let state, !state.diagnostics.isEmpty {
        document.diagnostics = (state.diagnostics + document.diagnostics).sortedForOutput()
    }
    return document
}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render",
                                                    abstract: "Resolve every toolbar of a SwiftUI source for a platform.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, text, svg, png, html }

    @Argument(help: ArgumentHelp("The SwiftUI source: a file (- for standard input), or several files, folders or a Swift package read as one module.",
                                 valueName: "path"))
    var paths: [String]
    @OptionGroup var options: RenderOptions
    @Option(help: "A customization state file (missing: defaults).") var state: String?
    @Option(help: "json, text, svg, png or html.") var format: Format = .json
    @Option(name: .shortAndLong, help: "Write here instead of standard output (- is standard output).") var output: String?
    @Option(help: "PNG only: 1, 2 or 3 pixels per point.") var scale: Int = 2
    @Option(help: ArgumentHelp("svg or png: a contact sheet of the preview in each variant (as check --variants takes them).", valueName: "spec"))
    var variants: String?

    func validate() throws {
        if ![1, 2, 3].contains(scale) { throw ValidationError("--scale is 1, 2 or 3") }
        if let variants {
            guard format == .svg || format == .png else { throw ValidationError("--variants draws a contact sheet: use --format svg or png (check --variants reports the changes)") }
            _ = try VariantSpec.parse(variants, platform: options.platform, os: options.os, width: options.width)
        }
    }

    func run() throws {
        let input = try SourceInput(paths: paths)
        if let variants { return try contactSheet(input, spec: try VariantSpec.parse(variants, platform: options.platform, os: options.os, width: options.width)) }
        let (ir, runtime) = input.evaluation(for: options)
        var document = try renderDocument(ir, options, state: loadState(state))
        switch format {
        case .json:
            let layout = Layout(measurer: try options.measurer()).layout(document, view: ir.view, context: options.context(for: ir))
            try write(try EaselJSON.string(RenderWithLayout(document: document, layout: layout)), to: output)
        case .text:
            try write(TextRendering.render(document), to: output)
        case .svg, .png, .html:
            let drawing = Canvas(measurer: try options.measurer()).draw(ir, document, context: options.context(for: ir), colorScheme: options.colorScheme.rawValue,
                                                                        state: runtime)
            document.diagnostics = (document.diagnostics + drawing.diagnostics).sortedForOutput()
            switch format {
            case .svg: try write(drawing.svg, to: output)
            case .html:
                // The file shown: the one given, or the one --file names in a project.
                let shown = input.isProject ? input.files.first { file in options.file.map { SourceFile.path(file.path, isNamedBy: $0) } ?? false } : input.files.first
                try write(HTMLPage.page(svg: drawing.svg, document: document, layout: drawing.frames, title: "\(input.name) on \(options.platform.rawValue)",
                                        source: shown.map { (SwiftHighlighting.html($0.text), SwiftHighlighting.css) }), to: output)
            default: try writeData(try PNG.rasterize(drawing.svg, scale: scale), to: output)
            }
        }
        // Every format but JSON (which carries them) tells the person on stderr, as `check` does.
        if format != .json, !document.diagnostics.isEmpty {
            FileHandle.standardError.write(Data((document.diagnostics.map { $0.formatted(file: input.name) }.joined(separator: "\n") + "\n").utf8))
        }
        if document.diagnostics.hasErrors { throw ExitCode.sourceErrors }
    }
}

extension RenderCommand {
    /// The preview (`--view`, else the first) drawn in each variant, side by side (V6).
    func contactSheet(_ input: SourceInput, spec: VariantSpec) throws {
        let measurer = try options.measurer()
        let matrix = VariantMatrix(input: input, spec: spec, options: options, measurer: measurer)
        let previews = matrix.previews
        let preview = previews.first { options.view == nil || $0.name == options.view } ?? previews[0]
        let drawn = matrix.drawAll(matrix.cells.filter { $0.preview == preview })
        let tiles = drawn.map { cell, d in
            let picture = Canvas(measurer: measurer).draw(d.ir, d.render, context: d.context, colorScheme: options.colorScheme.rawValue, layout: d.screen)
            return ContactSheet.Tile(label: cell.name, svg: picture.svg, size: d.screen.canvas)
        }
        let sheet = ContactSheet.compose(tiles, columns: max(1, min(4, Int((3000 / (tiles.first?.size.width ?? 1000)).rounded(.down)))))
        if format == .svg { try write(sheet, to: output) } else { try writeData(try PNG.rasterize(sheet, scale: scale), to: output) }
    }
}

/// Binary output (PNG) to a file or standard output.
/// Regular files are replaced atomically; a device or pipe (`/dev/null`, a FIFO) is written in
/// place — an atomic rename would replace the device itself.
func writeData(_ data: Data, to output: String?) throws {
    guard let output, output != "-" else { FileHandle.standardOutput.write(data); return }
    do {
        let type = (try? FileManager.default.attributesOfItem(atPath: output))?[.type] as? FileAttributeType
        if let type, type != .typeRegular, type != .typeSymbolicLink {
            guard let handle = FileHandle(forWritingAtPath: output) else { throw CocoaError(.fileWriteNoPermission) }
            try handle.write(contentsOf: data)
            try handle.close()
        } else {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        }
    } catch {
        FileHandle.standardError.write(Data("easel: cannot write '\(output)': \(error.localizedDescription)\n".utf8))
        throw ExitCode.usage
    }
}

func write(_ text: String, to output: String?) throws {
    guard let output, output != "-" else { writeStandardOutput(text); return }
    try writeData(Data((text.hasSuffix("\n") ? text : text + "\n").utf8), to: output)
}
