import EaselIR
import Foundation
import Testing

/// Whole projects (spec R1, R2, R4, R7; CLI contract "Additions"): the multi-file apps of
/// `Tests/Projects`, written in the shapes real apps have, render on six platforms with no
/// error and every toolbar item and tab where SwiftUI puts it.
@Suite("Projects", .timeLimit(.minutes(10)))
struct ProjectTests {
    static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Projects").standardizedFileURL
    static func project(_ name: String) -> String { projects.appendingPathComponent(name).path }
    static let platforms = ["ios", "ipados", "macos", "watchos", "tvos", "visionos"]

    private func render(_ arguments: [String]) throws -> [String: Any] {
        let run = try CLITests.easel(["render"] + arguments + ["--format", "json"])
        return try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], "\(run.err)")
    }

    private func errors(_ d: [String: Any]) -> [[String: Any]] {
        ((d["diagnostics"] as? [[String: Any]]) ?? []).filter { $0["severity"] as? String == "error" }
    }

    /// Item label (or key) → where it landed, over every toolbar.
    private func placements(_ d: [String: Any], by field: String = "label") -> [String: String] {
        var result: [String: String] = [:]
        for toolbar in (d["toolbars"] as? [[String: Any]]) ?? [] {
            for item in (toolbar["items"] as? [[String: Any]]) ?? [] {
                if let name = item[field] as? String, !name.isEmpty, let place = item["where"] as? String { result[name] = place }
            }
        }
        return result
    }

    @Test("R1: every project renders on six platforms with no error", arguments: ["Recipes", "Mailbox", "Library"])
    func rendersEverywhere(_ name: String) throws {
        for platform in Self.platforms {
            let d = try render([Self.project(name), "--platform", platform])
            #expect(errors(d).isEmpty, "\(name) on \(platform): \(errors(d))")
        }
    }

    @Test("R2/R7: Recipes — the app's window, its store injected with .environment, the toolbar in its own type")
    func recipes() throws {
        let ios = try render([Self.project("Recipes"), "--platform", "ios"])
        let placed = placements(ios)
        #expect(placed["Add Recipe"] == "navigationBar.trailing")
        #expect(placed["Favorites"] == "navigationBar.leading")
        #expect(placed["Sort"] == "bottomBar.leading")
        // The store reached the toolbar type through the environment: its count, not an opaque name.
        #expect(placed["3 recipes"] == "bottomBar.leading", "\(placed)")
        let mac = try render([Self.project("Recipes"), "--platform", "macos"])
        #expect(placements(mac)["Add Recipe"]?.hasPrefix("windowToolbar.") == true)
        #expect(placements(mac)["Sort"] == nil, "#if os(iOS) leaves the bottom bar out on macOS")
        #expect(placements(mac)["Favorites"] == "hidden", "topBarLeading has no place on macOS")
    }

    @Test("R7: Mailbox — an environment object and a customizable toolbar type, on every platform")
    func mailbox() throws {
        let expected: [String: [String: String]] = [
            "ios": ["compose": "navigationBar.trailing", "archive": "overflow", "flag": "hidden", "unread": "bottomBar.center"],
            "ipados": ["compose": "navigationBar.trailing", "archive": "navigationBar.center", "flag": "hidden", "unread": "bottomBar.center"],
            "macos": ["compose": "windowToolbar.leading", "archive": "windowToolbar.leading", "flag": "hidden", "unread": "windowToolbar.center"],
        ]
        for (platform, places) in expected {
            let d = try render([Self.project("Mailbox"), "--platform", platform])
            #expect(placements(d, by: "key") == places, "\(platform)")
            let toolbar = try #require((d["toolbars"] as? [[String: Any]])?.first)
            #expect(toolbar["id"] as? String == "mailbox")
        }
        let preview = try render([Self.project("Mailbox"), "--file", "MailboxView.swift", "--platform", "ios"])
        #expect(errors(preview).isEmpty)
        #expect(placements(preview, by: "key")["unread"] == "bottomBar.center")
    }

    @Test("R1: Library — a Swift package's target; its tab view with sections, a search tab and shelves from ForEach")
    func library() throws {
        let ios = try render([Self.project("Library"), "--platform", "ios"])
        let tabs = try #require(ios["tabs"] as? [String: Any])
        // G8: on an iPhone of today the search tab stands apart at the tab bar's trailing end.
        #expect(tabs["tabBar"] as? [String] == ["tab.home", "shelf.reading", "shelf.wishlist", "shelf.finished", "tab.search"])
        #expect(tabs["detached"] as? [String] == ["tab.search"])
        let titles = (tabs["tabs"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        #expect(titles == ["Home", "Search", "Reading", "Wishlist", "Finished"])  // declaration order
        // Only the selected tab's toolbar is the window's (the shelves' Edit buttons are not on screen).
        #expect((ios["toolbars"] as? [[String: Any]] ?? []).isEmpty)
        // R1: a package's test target is not part of the module previewed.
        let previews = try CLITests.easel(["previews", Self.project("Library")])
        #expect(previews.out.contains("LibraryTabs") && !previews.out.contains("TestHarness"), "\(previews.out)")
        let mac = try render([Self.project("Library"), "--platform", "macos"])
        let sidebar = try #require((mac["tabs"] as? [String: Any])?["sidebar"] as? [[String: Any]])
        #expect(sidebar.last?["tabs"] as? [String] == ["shelf.reading", "shelf.wishlist", "shelf.finished"])
    }

    @Test("contract: previews lists previews, providers and views in file and line order")
    func previews() throws {
        let run = try CLITests.easel(["previews", Self.project("Recipes"), "--format", "json"])
        #expect(run.status == 0)
        let list = try #require((try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])?["previews"] as? [[String: Any]])
        let names = list.map { "\($0["kind"]!) \($0["name"]!)" }
        #expect(names == ["view RecipeDetail", "view RecipeList", "view RecipeRow", "preview Preview"], "\(names)")
        #expect(list.first?["needsArguments"] as? Bool == true)
        #expect(list.allSatisfy { ($0["file"] as? String)?.hasPrefix(Self.project("Recipes")) == true && ($0["line"] as? Int ?? 0) > 0 })
    }

    @Test("check --summary: per file clean, degraded or failed, and the most frequent unknown names")
    func summary() throws {
        let run = try CLITests.easel(["check", Self.project("Recipes"), "--platform", "ios", "--summary"])
        #expect(run.status == 0, "\(run.out)")
        #expect(run.err.contains("0 failed"), "\(run.err)")
        #expect(run.err.contains("most frequent unknown names:") && run.err.contains("KFImage"), "\(run.err)")
        // Diagnostics of a project name their own file.
        #expect(run.outLines.dropLast().allSatisfy { $0.hasPrefix(Self.project("Recipes") + "/") }, "\(run.outLines)")
    }

    @Test("R1: in a project every diagnostic carries its file, and the render JSON still meets the schema")
    func diagnosticsNameTheirFile() throws {
        let run = try CLITests.easel(["render", Self.project("Recipes"), "--platform", "ios", "--format", "json"])
        let d = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let diagnostics = (d["diagnostics"] as? [[String: Any]]) ?? []
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { ($0["file"] as? String)?.hasSuffix(".swift") == true }, "\(diagnostics)")
        #expect(try CLITests.meetsRenderSchema(run.stdout))
    }

    @Test("R2: a project without an app or preview asks for --view or --file")
    func noRoot() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-noroot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "struct A: View { var body: some View { Text(\"a\") } }".write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "struct B: View { var body: some View { A() } }".write(to: dir.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        let none = try render([dir.path, "--platform", "ios"])
        #expect(errors(none).contains { $0["code"] as? String == "no-root" })
        let named = try render([dir.path, "--view", "B", "--platform", "ios"])
        #expect(errors(named).isEmpty, "\(errors(named))")
    }

    // MARK: One file per failure class of real apps

    static let singles: [String] = {
        let folder = projects.appendingPathComponent("Singles")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }()

    @Test("each failure class of real apps renders on six platforms with no error, its items and tabs there (header: Expected …)",
          arguments: singles)
    func single(_ file: String) throws {
        let path = Self.projects.appendingPathComponent("Singles/\(file)").path
        let header = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first.map(String.init) ?? ""
        let expected = header.split(separator: ":").dropFirst().joined(separator: ":")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(header.hasPrefix("// Expected items:") || header.hasPrefix("// Expected tabs:"), "\(file) has no expectation header")
        for platform in Self.platforms {
            let d = try render([path, "--platform", platform])
            #expect(errors(d).isEmpty, "\(file) on \(platform): \(errors(d))")
            if platform == "ios" || platform == "macos" {
                if header.hasPrefix("// Expected tabs:") {
                    let titles = ((d["tabs"] as? [String: Any])?["tabs"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
                    #expect(titles == expected, "\(file) on \(platform)")
                } else {
                    let labels = Set(placements(d).keys)
                    #expect(Set(expected).isSubset(of: labels), "\(file) on \(platform): \(labels)")
                }
            }
        }
    }

    @Test("layout invariants (spec L3, L5) on every test project and single file, on ios and macos: stack siblings never overlap along the axis, frames lie in the window, bar items never overlap",
          arguments: ["Recipes", "Mailbox", "Library"] + singles.map { "Singles/\($0)" })
    func layoutInvariants(_ name: String) throws {
        func frame(_ node: [String: Any]) -> (x: Double, y: Double, w: Double, h: Double)? {
            guard let f = node["frame"] as? [String: Double], let x = f["x"], let y = f["y"], let w = f["width"], let h = f["height"] else { return nil }
            return (x, y, w, h)
        }
        func overlaps(_ a: (x: Double, y: Double, w: Double, h: Double), _ b: (x: Double, y: Double, w: Double, h: Double), horizontal: Bool) -> Bool {
            horizontal ? a.x + a.w - 0.5 > b.x && b.x + b.w - 0.5 > a.x : a.y + a.h - 0.5 > b.y && b.y + b.h - 0.5 > a.y
        }
        for platform in ["ios", "macos"] {
            let d = try render([Self.project(name), "--platform", platform])
            let layout = try #require(d["layout"] as? [String: Any])
            let window = try #require(layout["window"] as? [String: Double])
            var stack = [layout["content"] as? [String: Any]].compactMap { $0 }
            while let node = stack.popLast() {
                let children = (node["children"] as? [[String: Any]]) ?? []
                stack += children
                if let f = frame(node) {
                    #expect(f.x >= -0.5 && f.y >= -0.5 && f.x + f.w <= window["width"]! + 0.5 && f.y + f.h <= window["height"]! + 0.5,
                            "\(name) \(platform): \(node["kind"] ?? "") at \(f) outside the window")
                }
                guard let kind = node["kind"] as? String, kind == "HStack" || kind == "VStack" else { continue }
                let frames = children.filter { $0["role"] == nil }.compactMap(frame)
                for (a, b) in zip(frames, frames.dropFirst()) {
                    #expect(!overlaps(a, b, horizontal: kind == "HStack"), "\(name) \(platform): siblings of a \(kind) overlap")
                }
            }
            for bar in (layout["bars"] as? [[String: Any]]) ?? [] {
                let items = ((bar["items"] as? [[String: Any]]) ?? []).compactMap(frame) + [(bar["title"] as? [String: Any]).flatMap(frame)].compactMap { $0 }
                for (i, a) in items.enumerated() {
                    for b in items[(i + 1)...] {
                        #expect(!(overlaps(a, b, horizontal: true) && overlaps(a, b, horizontal: false)), "\(name) \(platform): items of \(bar["kind"] ?? "") overlap")
                    }
                }
            }
        }
    }
}
