import EaselCanvas
import EaselFrontend
import EaselIR
import EaselText
import EaselToolbars
import Foundation

/// The project figures of `easel bench` (issue "Real apps"): a generated 50-file app, read from
/// disk, parsed, built into one module and rendered (cold), and a letter typed into one of its
/// files up to the new SVG (a keystroke: only that file is parsed again).
enum ProjectBench {
    struct Figures {
        let coldMilliseconds: Double
        let keystrokeMedianMilliseconds: Double
        /// Of a keystroke: parsing the file and building the module again (median).
        let keystrokeModuleMilliseconds: Double
        let files: Int
    }

    static func measure(files count: Int = 50, runs: Int, measurer: any TextMeasuring) throws -> Figures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-project-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in generated(files: count) {
            try file.text.write(to: folder.appendingPathComponent(file.path), atomically: true, encoding: .utf8)
        }
        var cold: [Double] = []
        for _ in 0..<max(3, runs / 10) {
            let start = ContinuousClock.now
            let input = try SourceInput(paths: [folder.path])
            render(Frontend.compile(files: input.files, platform: .ipados), measurer: measurer)
            cold.append((ContinuousClock.now - start).milliseconds)
        }
        // Keystrokes into one screen's title: the other 49 files are reused as parsed.
        let input = try SourceInput(paths: [folder.path])
        var program = Frontend.compile(files: input.files, platform: .ipados)
        var files = input.files
        let target = files.firstIndex { $0.path.hasSuffix("Screen7.swift") } ?? 0
        var keystrokes: [Double] = [], modules: [Double] = []
        var typed = ""
        let original = files[target].text
        for letter in String(repeating: "keystroke", count: max(1, runs / 9)) {
            typed = typed.count < 12 ? typed + String(letter) : String(letter)
            files[target] = SourceFile(path: files[target].path, text: original.replacingOccurrences(of: "\"Screen 7", with: "\"Screen 7" + typed))
            let start = ContinuousClock.now
            program = Frontend.compile(files: files, platform: .ipados, reusing: program)
            modules.append((ContinuousClock.now - start).milliseconds)
            render(program, measurer: measurer, file: files[target].path)
            keystrokes.append((ContinuousClock.now - start).milliseconds)
        }
        let median = { (xs: [Double]) in xs.sorted()[xs.count / 2] }
        return Figures(coldMilliseconds: median(cold), keystrokeMedianMilliseconds: median(keystrokes),
                       keystrokeModuleMilliseconds: median(modules), files: count)
    }

    /// Evaluate (the app, or a file's preview), resolve, lay out and draw on iPadOS; the diagnostics.
    @discardableResult
    static func render(_ program: Program, measurer: any TextMeasuring, file: String? = nil) -> [Diagnostic] {
        let evaluation = program.evaluate(options: EvaluationOptions(platform: .ipados, file: file))
        let context = ToolbarContext(platform: .ipados)
        let document = Renderer(context: context, measurer: measurer).render(evaluation.document, customizations: CustomizationDocument())
        _ = Canvas(measurer: measurer).draw(evaluation.document, document, context: context, state: evaluation.state).svg
        return evaluation.document.diagnostics
    }

    /// An app of `files` files: the app, a store, models, extensions and screens with toolbars.
    static func generated(files: Int) -> [SourceFile] {
        let screens = max(1, files - 4)
        var result = [
            SourceFile(path: "BenchApp.swift", text: """
            import SwiftUI
            @main
            struct BenchApp: App {
                @State private var store = Store()
                var body: some Scene {
                    WindowGroup { RootTabs().environment(store) }
                }
            }
            """),
            SourceFile(path: "Store.swift", text: """
            import Observation
            @Observable final class Store {
                var items: [Item] = (0..<20).map { Item(id: $0, title: "Item \\($0)", done: $0 % 3 == 0) }
                var filter: Filter = .all
                func add() { items.append(Item(id: items.count, title: "New", done: false)) }
                var visible: [Item] { filter == .all ? items : items.filter { !$0.done } }
            }
            """),
            SourceFile(path: "Models.swift", text: """
            struct Item: Identifiable, Hashable { let id: Int; var title: String; var done: Bool }
            enum Filter: String, CaseIterable { case all, open }
            """),
            SourceFile(path: "Extensions.swift", text: """
            import SwiftUI
            extension View { func rowStyle() -> some View { padding(.vertical, 4) } }
            extension Item { var subtitle: String { done ? "Done" : "Open" } }
            """),
        ]
        let tabs = (0..<min(screens, 5)).map { "            Tab(\"Screen \($0)\", systemImage: \"star\") { Screen\($0)() }" }.joined(separator: "\n")
        result[0] = SourceFile(path: "BenchApp.swift", text: result[0].text + """

            struct RootTabs: View {
                var body: some View {
                    TabView {
            \(tabs)
                    }
                }
            }
            """)
        for i in 0..<screens {
            result.append(SourceFile(path: "Screen\(i).swift", text: """
            import SwiftUI
            struct Screen\(i): View {
                @Environment(Store.self) private var store
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        List(store.visible) { item in
                            VStack(alignment: .leading) {
                                Text(item.title)
                                Text(item.subtitle).foregroundStyle(.secondary)
                            }
                            .rowStyle()
                        }
                        .navigationTitle("Screen \(i)")
                        .searchable(text: $query)
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) { Button("Add", systemImage: "plus") { store.add() } }
                            ToolbarItem(placement: .secondaryAction) { Button("Share", systemImage: "square.and.arrow.up") {} }
                        }
                    }
                }
            }
            #Preview { Screen\(i)().environment(Store()) }
            """))
        }
        return result
    }
}
