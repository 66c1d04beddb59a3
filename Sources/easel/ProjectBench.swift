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
        /// The same keystrokes with the edited screen and what it uses (the store, the models, the
        /// extensions) in one file, compiled and rendered from scratch each time (median): the
        /// screen's own cost, against which the project's is its overhead.
        let keystrokeAsOneFileMilliseconds: Double
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
        var keystrokes: [Double] = [], modules: [Double] = [], oneFile: [Double] = []
        var typed = ""
        let original = files[target].text, whole = Self.oneFile(screen: files[target], of: input.files)
        for letter in String(repeating: "keystroke", count: max(1, runs / 9)) {
            typed = typed.count < 12 ? typed + String(letter) : String(letter)
            let edit = { (text: String) in text.replacingOccurrences(of: "\"Screen 7", with: "\"Screen 7" + typed) }
            files[target] = SourceFile(path: files[target].path, text: edit(original))
            let start = ContinuousClock.now
            program = Frontend.compile(files: files, platform: .ipados, reusing: program)
            modules.append((ContinuousClock.now - start).milliseconds)
            render(program, measurer: measurer, file: files[target].path)
            keystrokes.append((ContinuousClock.now - start).milliseconds)
            // The same letter in the one-file form of the screen, between the project's keystrokes
            // so that both see the machine alike.
            let edited = SourceFile(path: whole.path, text: edit(whole.text))
            let oneFileStart = ContinuousClock.now
            let problems = render(Frontend.compile(files: [edited], platform: .ipados), measurer: measurer, file: edited.path)
            oneFile.append((ContinuousClock.now - oneFileStart).milliseconds)
            // A one-file form that does not compile would time something else.
            if let error = problems.first(where: { $0.severity == .error }) { throw OneFileFailure(description: "the one-file screen: \(error.message)") }
        }
        let median = { (xs: [Double]) in xs.sorted()[xs.count / 2] }
        return Figures(coldMilliseconds: median(cold), keystrokeMedianMilliseconds: median(keystrokes),
                       keystrokeModuleMilliseconds: median(modules), keystrokeAsOneFileMilliseconds: median(oneFile), files: count)
    }

    /// The bench's own mistake, not the user's: said without `bench`'s usage (a `ValidationError` prints it).
    struct OneFileFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// `screen` with the files of `project` it uses — all but the app's and the other screens —
    /// as one file, each `import` written once at the top.
    static func oneFile(screen: SourceFile, of project: [SourceFile]) -> SourceFile {
        let name = { (file: SourceFile) in URL(fileURLWithPath: file.path).lastPathComponent }
        let used = project.filter { !name($0).hasPrefix("Screen") && name($0) != "BenchApp.swift" } + [screen]
        let lines = used.flatMap { $0.text.split(separator: "\n", omittingEmptySubsequences: false) }
        var imports: [Substring] = []
        for line in lines where line.hasPrefix("import ") && !imports.contains(line) { imports.append(line) }
        let body = lines.filter { !$0.hasPrefix("import ") }
        return SourceFile(path: "OneFile" + name(screen), text: (imports + body).joined(separator: "\n") + "\n")
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
