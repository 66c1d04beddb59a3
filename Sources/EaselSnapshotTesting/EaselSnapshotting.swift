import EaselCanvas
import EaselFrontend
import EaselIR
import EaselLayout
import EaselText
import EaselToolbars
import Foundation
import SnapshotTesting

/// swift-snapshot-testing strategies for SwiftUI source (issue 19): a package asserts where its
/// toolbar items and tabs land, on any platform and OS release, in Linux CI — no Mac, no
/// simulator. The value snapshotted is the Swift source of a view (a file's text); the snapshot is
/// what Easel makes of it:
///
/// ```swift
/// import EaselSnapshotTesting
/// import SnapshotTesting
///
/// @Test func inboxToolbar() throws {
///     let source = try String(contentsOf: appFolder.appendingPathComponent("InboxView.swift"), encoding: .utf8)
///     assertSnapshot(of: source, as: .easelText(platform: .ios))
///     assertSnapshot(of: source, as: .easelJSON(platform: .macos, os: .v18))
///     assertSnapshot(of: source, as: .easelSVG(platform: .ipados))
///     assertSnapshot(of: source, as: .easelText(platform: .ios, variant: Variant(layoutDirection: .rightToLeft)), named: "rtl")
/// }
/// ```
///
/// Diagnostics are part of every snapshot, so a source that stops rendering changes it.
extension Snapshotting where Value == String, Format == String {
    /// The text form (`easel render --format text`): each bar and its items, the overflow menu,
    /// the tabs, then the diagnostics.
    public static func easelText(platform: Platform = .ios, os: OSRelease = .current, view: String? = nil,
                                 variant: Variant = Variant()) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines).pullback { source in
            let rendered = EaselSnapshot(source: source, platform: platform, os: os, view: view, variant: variant)
            return TextRendering.render(rendered.document) + rendered.diagnosticLines
        }
    }

    /// The render JSON with its `layout` (`easel render --format json`): every item's placement and
    /// every frame in points.
    public static func easelJSON(platform: Platform = .ios, os: OSRelease = .current, view: String? = nil,
                                 variant: Variant = Variant()) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines).pullback { source in
            let rendered = EaselSnapshot(source: source, platform: platform, os: os, view: view, variant: variant)
            let layout = Layout(measurer: rendered.measurer).layout(rendered.document, view: rendered.ir.view, context: rendered.context)
            return (try? EaselJSON.string(RenderWithLayout(document: rendered.document, layout: layout))) ?? "unencodable render"
        }
    }

    /// The picture as SVG (`easel render --format svg`), byte for byte deterministic.
    public static func easelSVG(platform: Platform = .ios, os: OSRelease = .current, colorScheme: String = "light",
                                view: String? = nil, variant: Variant = Variant()) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines).pullback { source in
            let rendered = EaselSnapshot(source: source, platform: platform, os: os, view: view, colorScheme: colorScheme, variant: variant)
            return Canvas(measurer: rendered.measurer).draw(rendered.ir, rendered.document, context: rendered.context,
                                                            colorScheme: colorScheme, state: rendered.state).svg
        }
    }
}

/// One source through the pipeline: front end, toolbar engine, for one platform, release and
/// variant (a language, right-to-left, turned, a text size: Docs/variants.md).
struct EaselSnapshot {
    let ir: IRDocument
    let state: StateStore
    let document: RenderDocument
    let context: ToolbarContext
    let measurer: any TextMeasuring

    init(source: String, platform: Platform, os: OSRelease, view: String?, colorScheme: String = "light", variant: Variant = Variant()) {
        guard let fonts = FreeTypeFonts.shared else {
            preconditionFailure("EaselSnapshotTesting: \(FreeTypeFonts.FontError.noFont)")
        }
        measurer = fonts
        let size = platform.defaultSize(variant.orientation)
        var context = ToolbarContext(platform: platform, width: size.width, height: size.height, os: os)
        context.variant = variant
        self.context = context
        let run = Frontend.compile(source, fileName: "Snapshot.swift", platform: platform)
            .evaluate(options: EvaluationOptions(view: view, colorScheme: colorScheme, platform: platform, os: os, locale: variant.locale,
                                                 environment: context.environment))
        ir = run.document
        state = run.state
        document = Renderer(context: context, measurer: fonts).render(ir, customizations: CustomizationDocument())
    }

    /// The diagnostics as compilers print them, after a blank line; nothing when there are none.
    var diagnosticLines: String {
        document.diagnostics.isEmpty ? "" : "\n" + document.diagnostics.map { $0.formatted(file: "Snapshot.swift") }.joined(separator: "\n") + "\n"
    }
}
