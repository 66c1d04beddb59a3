import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Foundation
import Testing

/// Issue "One truth": the render JSON's `toolbars[]`, its `layout` and the text form describe the
/// same bars — every item drawn is in `toolbars[]` with its `where`, in on-screen order (T5, L2,
/// L3, G6, N6) — over every example, seed, test project and fixture, on six platforms, 18 and 27.
@Suite("One truth: JSON, layout and text form agree", .timeLimit(.minutes(10)))
struct OneTruthTests {
    static let releases: [OSRelease] = [.v18, .v27]

    @Test("every input agrees with itself on each platform and release", arguments: Platform.allCases)
    func agrees(_ platform: Platform) throws {
        let corpus = OneTruthCorpus.all
        // Every example, fixture and test project; the seed examples too where ../shared is present.
        #expect(corpus.count >= OneTruthCorpus.examples.count + OneTruthCorpus.projects.count && OneTruthCorpus.examples.count >= 20)
        for input in corpus {
            for os in Self.releases {
                let problems = try OneTruth.disagreements(input.files, platform: platform, os: os)
                #expect(problems.isEmpty, "\(input.name) on \(platform.rawValue) \(os.rawValue):\n  \(problems.joined(separator: "\n  "))")
            }
        }
    }

    @Test("the check catches a JSON that leaves out the search item (G6)")
    func catchesMissingSearch() throws {
        let source = """
        import SwiftUI
        struct Mail: View {
            @State private var query = ""
            var body: some View {
                NavigationStack { List { Text("Inbox") }.searchable(text: $query).navigationTitle("Mail") }
            }
        }
        """
        let files = [SourceFile(path: "Mail.swift", text: source)]
        #expect(try OneTruth.disagreements(files, platform: .ios, os: .v27).isEmpty)
        let removed = try OneTruth.disagreements(files, platform: .ios, os: .v27) { json in
            json["toolbars"] = []
        }
        #expect(removed.contains { $0.contains("search") })
    }

    @Test("the check catches a bar list out of on-screen order")
    func catchesOrder() throws {
        let source = """
        import SwiftUI
        struct Editor: View {
            var body: some View {
                NavigationStack {
                    Text("Draft").toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Bold") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Italic") {} }
                    }
                }
            }
        }
        """
        let files = [SourceFile(path: "Editor.swift", text: source)]
        #expect(try OneTruth.disagreements(files, platform: .ios, os: .v27).isEmpty)
        let swapped = try OneTruth.disagreements(files, platform: .ios, os: .v27) { json in
            var toolbars = json["toolbars"] as! [[String: Any]]
            var bars = toolbars[0]["bars"] as! [[String: Any]]
            bars[0]["trailing"] = Array((bars[0]["trailing"] as! [String]).reversed())
            toolbars[0]["bars"] = bars
            json["toolbars"] = toolbars
        }
        #expect(swapped.contains { $0.contains("order") })
    }
}

/// The inputs: each example and fixture file alone, each test project as one module, each seed
/// example.
enum OneTruthCorpus {
    struct Input { let name: String; let files: [SourceFile] }

    static let all: [Input] = examples + projects + seeds

    static var examples: [Input] {
        let folders = ["Examples", "Tests/Fixtures"].map { repositoryRoot.appendingPathComponent($0) }
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().filter { $0.hasSuffix(".swift") }.map { name in
                let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
                return Input(name: name, files: [SourceFile(path: name, text: text)])
            }
        }
    }

    static var projects: [Input] {
        let root = repositoryRoot.appendingPathComponent("Tests/Projects")
        return ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted().map { name in
            let folder = root.appendingPathComponent(name).path
            let files = ProjectFiles.swiftFiles(at: folder).map { path in
                SourceFile(path: String(path.dropFirst(folder.count + 1)), text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
            }
            return Input(name: "project \(name)", files: files)
        }
    }

    static var seeds: [Input] {
        let folder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().flatMap { file in
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return ExampleExtraction.examples(in: text).map(\.source).filter { !ExampleExtraction.isDeclaration($0) }.enumerated().map { i, source in
                Input(name: "\(file) example \(i)", files: [SourceFile(path: "Example.swift", text: source)])
            }
        }
    }
}

/// Compares the three outputs of one render, read back from the bytes a tool reads.
enum OneTruth {
    typealias JSON = [String: Any]

    /// What disagrees, in words; `tamper` edits the JSON first (to show the check can fail).
    static func disagreements(_ files: [SourceFile], platform: Platform, os: OSRelease, tamper: (inout JSON) -> Void = { _ in }) throws -> [String] {
        let context = ToolbarContext(platform: platform, os: os)
        let options = EvaluationOptions(platform: platform, os: os)
        let ir = Frontend.compile(files: files, platform: platform).evaluate(options: options).document
        let render = Renderer(context: context, measurer: fonts).render(ir)
        let screen = Layout(measurer: fonts).layout(render, view: ir.view, context: context)
        let data = try EaselJSON.encode(RenderWithLayout(document: render, layout: screen))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? JSON)
        tamper(&json)
        return compare(json, text: TextRendering.render(render))
    }

    static func compare(_ json: JSON, text: String) -> [String] {
        var problems: [String] = []
        let toolbars = json["toolbars"] as? [JSON] ?? []
        let layoutBars = (json["layout"] as? JSON)?["bars"] as? [JSON] ?? []
        // Within toolbars[]: each bar list names items whose `where` is that slot, and back.
        for (t, toolbar) in toolbars.enumerated() {
            let items = toolbar["items"] as? [JSON] ?? []
            var listed: [String: String] = [:]
            for bar in toolbar["bars"] as? [JSON] ?? [] {
                let kind = bar["kind"] as? String ?? "?"
                for slot in ["leading", "center", "trailing", "drawer"] {
                    for key in bar[slot] as? [String] ?? [] { listed[key] = "\(kind).\(slot)" }
                }
            }
            for key in toolbar["overflow"] as? [String] ?? [] { listed[key] = "overflow" }
            for key in toolbar["hidden"] as? [String] ?? [] { listed[key] = "hidden" }
            for item in items {
                let key = item["key"] as? String ?? "?", location = item["where"] as? String ?? "?"
                if listed[key] != location { problems.append("toolbar \(t) item \(key): where \(location), listed at \(listed[key] ?? "nothing")") }
            }
            for (key, location) in listed where !items.contains(where: { $0["key"] as? String == key }) {
                problems.append("toolbar \(t) lists \(key) at \(location) but has no such item")
            }
        }
        // The layout's bars against toolbars[]: each drawn item belongs to a toolbar that puts it
        // on that bar, and each toolbar's part of a bar (across a split view's columns) is in the
        // drawn order.
        let shown = Set(layoutBars.map { $0["presentation"] as? String ?? "window" })
        var drawnByBar: [String: [JSON]] = [:]
        for bar in layoutBars {
            let kind = bar["kind"] as? String ?? "?", presentation = bar["presentation"] as? String ?? "window"
            drawnByBar["\(presentation) \(kind)", default: []] += bar["items"] as? [JSON] ?? []
            for item in bar["items"] as? [JSON] ?? [] {
                let key = item["key"] as? String ?? "?"
                guard let t = item["toolbar"] as? Int, toolbars.indices.contains(t) else {
                    problems.append("\(kind): \(key) is drawn but belongs to no toolbar in toolbars[]")
                    continue
                }
                let location = (toolbars[t]["items"] as? [JSON])?.first { $0["key"] as? String == key }?["where"] as? String
                if location?.hasPrefix(kind + ".") != true {
                    problems.append("\(kind): \(key) of toolbar \(t) is drawn there, its where is \(location ?? "missing")")
                }
            }
            problems += textDisagreements(bar, toolbars: toolbars, text: text)
            problems += titleDisagreements(bar, toolbars: toolbars, text: text)
        }
        for (name, drawn) in drawnByBar.sorted(by: { $0.key < $1.key }) {
            let presentation = String(name.prefix { $0 != " " }), kind = String(name.drop { $0 != " " }.dropFirst())
            for (t, toolbar) in toolbars.enumerated() where toolbar["presentation"] as? String == presentation {
                let onBar = drawn.filter { $0["toolbar"] as? Int == t }.compactMap { $0["key"] as? String }
                let declared = (toolbar["bars"] as? [JSON])?.first { $0["kind"] as? String == kind }
                let listed = ["leading", "center", "trailing", "drawer"].flatMap { declared?[$0] as? [String] ?? [] }
                if Set(onBar) != Set(listed) {
                    problems.append("\(kind): toolbar \(t) draws \(onBar), its JSON lists \(listed)")
                } else if onBar != listed {
                    problems.append("\(kind): toolbar \(t) draws in the order \(onBar), its JSON's order is \(listed)")
                }
            }
        }
        // Every bar a shown toolbar lists with items is drawn.
        for (t, toolbar) in toolbars.enumerated() where shown.contains(toolbar["presentation"] as? String ?? "window") {
            for declared in toolbar["bars"] as? [JSON] ?? [] {
                let kind = declared["kind"] as? String ?? "?"
                let keys = ["leading", "center", "trailing", "drawer"].flatMap { declared[$0] as? [String] ?? [] }
                if !keys.isEmpty, !layoutBars.contains(where: { $0["kind"] as? String == kind }) {
                    problems.append("toolbar \(t) puts \(keys) on the \(kind), which is not drawn")
                }
            }
        }
        // What overflowed is behind a drawn "more" button, and the text form's menu lists it in order.
        for (t, toolbar) in toolbars.enumerated() where shown.contains(toolbar["presentation"] as? String ?? "window") {
            let overflow = toolbar["overflow"] as? [String] ?? []
            guard !overflow.isEmpty else { continue }
            let presentation = toolbar["presentation"] as? String ?? "window"
            if !layoutBars.contains(where: { ($0["presentation"] as? String ?? "window") == presentation && $0["more"] is JSON }) {
                problems.append("toolbar \(t)'s overflow \(overflow) has no \"more\" button drawn")
            }
            let menu = text.split(separator: "\n").filter { $0.hasPrefix("  overflow ") }.joined(separator: " ")
            var rest = Substring(menu)
            for key in overflow {
                let name = label(["key": key, "toolbar": t], toolbars: toolbars) ?? key
                guard let found = rest.range(of: name) else {
                    problems.append("toolbar \(t)'s overflow \(overflow): the text form's menu \"\(menu)\" lacks \(name), or has it out of order")
                    break
                }
                rest = rest[found.upperBound...]
            }
        }
        return problems
    }

    /// The text form prints the bar's items in the drawn order.
    static func textDisagreements(_ bar: JSON, toolbars: [JSON], text: String) -> [String] {
        let kind = bar["kind"] as? String ?? "?"
        let column = (bar["column"] as? String).map { " (\($0))" } ?? ""
        let lines = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  \(kind)\(column) |") || $0.hasPrefix("  \(kind) drawer |") }
        guard !lines.isEmpty else { return ["\(kind)\(column) is drawn but not in the text form"] }
        let line = lines.joined(separator: " ")
        var rest = Substring(line)
        for item in bar["items"] as? [JSON] ?? [] {
            guard let name = label(item, toolbars: toolbars) else { continue }
            guard let found = rest.range(of: name) else {
                return ["\(kind)\(column): the text form's \"\(line)\" lacks \(name), or has it out of order"]
            }
            rest = rest[found.upperBound...]
        }
        return []
    }

    /// A drawn bar shows a title (or a title menu in its place, N1) exactly when the toolbars
    /// whose items it draws list one for it, and the text form's line for the bar prints it.
    static func titleDisagreements(_ bar: JSON, toolbars: [JSON], text: String) -> [String] {
        let kind = bar["kind"] as? String ?? "?"
        let drawn = bar["title"] is JSON || (bar["items"] as? [JSON] ?? []).contains { item in
            guard let t = item["toolbar"] as? Int, toolbars.indices.contains(t) else { return false }
            return (toolbars[t]["items"] as? [JSON])?.first { $0["key"] as? String == item["key"] as? String }?["kind"] as? String == "titleMenu"
        }
        var problems: [String] = []
        for t in Set((bar["items"] as? [JSON] ?? []).compactMap { $0["toolbar"] as? Int }).sorted() where toolbars.indices.contains(t) {
            let listed = ((toolbars[t]["bars"] as? [JSON])?.first { $0["kind"] as? String == kind })?["title"] as? String
            if (listed != nil) != drawn {
                problems.append("\(kind): toolbar \(t) lists the title \(listed.map { "\"\($0)\"" } ?? "none"), the layout draws \(drawn ? "one" : "none")")
            } else if let listed, !text.split(separator: "\n").contains(where: { $0.hasPrefix("  \(kind)") && $0.contains(listed) }) {
                problems.append("\(kind): the text form's line lacks the title \"\(listed)\"")
            }
        }
        return problems
    }

    /// The words the text form prints for a drawn item (spaces print as `<->` or nothing).
    static func label(_ item: JSON, toolbars: [JSON]) -> String? {
        if item["kind"] as? String == "search" { return "search" }
        let key = item["key"] as? String ?? "?"
        guard let t = item["toolbar"] as? Int, toolbars.indices.contains(t),
              let declared = (toolbars[t]["items"] as? [JSON])?.first(where: { $0["key"] as? String == key }) else { return key }
        switch declared["kind"] as? String {
        case "spacer": return nil
        case "titleMenu": return "▾"
        default:
            let text = declared["label"] as? String ?? ""
            return text.isEmpty ? (declared["systemImage"] as? String ?? key) : text
        }
    }
}
