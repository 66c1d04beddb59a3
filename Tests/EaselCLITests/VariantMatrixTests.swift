import Foundation
import Testing

/// `check --variants` and `--shard` (issue 31, point 6; CLI contract "Variants"), and the variant
/// options of `render`.
@Suite("Variant matrix", .timeLimit(.minutes(10)))
struct VariantMatrixTests {
    typealias CLI = CLITests

    /// A bar that just fits an iPhone: narrower widths push its first item into the menu.
    static let crowded = """
    import SwiftUI
    struct Editor: View {
        var body: some View {
            NavigationStack {
                Text("Draft")
                    .navigationTitle("Quarterly Report")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Archive Message") {} }
                        ToolbarItem(placement: .primaryAction) { Button("Forward") {} }
                    }
            }
        }
    }
    #Preview("Editor") { Editor() }
    """

    func file() throws -> String {
        let path = CLI.scratch.appendingPathComponent("easel-variants-\(UUID().uuidString).swift").path
        try Self.crowded.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func json(_ run: CLI.Run) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    }

    @Test("V6: an item that moves to the overflow menu in a variant is a diagnostic naming the variant, and a row of the table")
    func overflows() throws {
        let path = try file()
        let run = try CLI.easel(["check", path, "--platform", "ios", "--variants", "width=220;dynamicType=large,accessibility3", "--format", "json"])
        #expect(run.status == 0, "\(run.err)")
        let root = try json(run)
        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        let overflow = diagnostics.filter { $0["code"] as? String == "overflows-in-variant" }
        #expect(!overflow.isEmpty)
        let archive = overflow.filter { ($0["message"] as? String)?.contains("'Archive Message' moves to the overflow menu in variant") == true }
        #expect(archive.contains { ($0["message"] as? String)?.contains("width 220 on ios 27 (Editor)") == true })
        #expect(!archive.isEmpty && archive.allSatisfy { $0["line"] as? Int == 8 })
        let rows = try #require(root["variants"] as? [[String: Any]])
        #expect(rows.count == 3)  // accessibility3; width 220; both
        let changed = rows.filter { !(($0["changes"] as? [[String: Any]]) ?? []).isEmpty }
        #expect(changed.count == 2)
        let change = try #require((changed.first?["changes"] as? [[String: Any]])?.first)
        #expect(change["key"] as? String == "#0" && change["from"] as? String == "navigationBar.trailing" && change["to"] as? String == "overflow")
        let variant = try #require(changed.first?["variant"] as? [String: Any])
        #expect(Set(variant.keys) == ["locale", "layoutDirection", "orientation", "dynamicType"])
        #expect(changed.first?["preview"] as? String == "Editor" && changed.first?["platform"] as? String == "ios")
    }

    @Test("V2, V6: the double-length pseudo-language pushes a named item into the overflow menu on iPhone, with the diagnostic")
    func doubleLength() throws {
        let run = try CLI.easel(["check", try file(), "--platform", "ios", "--variants", "locale=double-length"])
        #expect(run.status == 0, "\(run.err)")
        let line = try #require(run.outLines.first { $0.contains("[overflows-in-variant]") })
        #expect(line.contains(":8:") && line.contains("'Archive Message' moves to the overflow menu in variant double-length on ios 27 (Editor)"))
        #expect(run.out.contains("1 variants checked, 1 with changes"))
    }

    @Test("V2, V3: a right-to-left language lays out right-to-left, and the render JSON names the locale")
    func rightToLeftLanguage() throws {
        let project = ProjectTests.project("Localized")
        let ltr = try json(try CLI.easel(["render", project, "--platform", "ios"]))
        let rtl = try json(try CLI.easel(["render", project, "--platform", "ios", "--locale", "ar"]))
        let variant = try #require(rtl["variant"] as? [String: Any])
        #expect(variant["locale"] as? String == "ar" && variant["layoutDirection"] as? String == "rtl")
        func firstItemX(_ root: [String: Any]) -> Double? {
            let bars = (root["layout"] as? [String: Any])?["bars"] as? [[String: Any]]
            let item = (bars?.first?["items"] as? [[String: Any]])?.first
            return (item?["frame"] as? [String: Any])?["x"] as? Double
        }
        let (a, b) = (try #require(firstItemX(ltr)), try #require(firstItemX(rtl)))
        #expect(a != b)
    }

    @Test("V6: --shard K/N splits the matrix deterministically; the shards' diagnostics and rows add up to the whole run's; the whole run is byte-identical run to run")
    func shards() throws {
        let path = try file()
        let spec = "platform=ios,ipados,macos;width=220,500;layoutDirection=ltr,rtl"
        func check(_ extra: [String]) throws -> (diagnostics: [String], rows: [String]) {
            let run = try CLI.easel(["check", path, "--variants", spec, "--format", "json"] + extra)
            #expect(run.status == 0, "\(run.err)")
            let root = try json(run)
            let diagnostics = (root["diagnostics"] as? [[String: Any]] ?? []).map { "\($0["line"] ?? ""):\($0["code"] ?? ""):\($0["message"] ?? "")" }
            let rows = (root["variants"] as? [[String: Any]] ?? []).map { row in
                let variant = row["variant"] as? [String: Any] ?? [:]
                return "\(row["platform"] ?? "") \(row["width"] ?? "") " + variant.keys.sorted().map { "\($0)=\(variant[$0] ?? "")" }.joined(separator: ",")
            }
            return (diagnostics, rows)
        }
        let whole = try check([])
        let parts = try (1...3).map { try check(["--shard", "\($0)/3"]) }
        #expect(Set(parts.flatMap(\.diagnostics)) == Set(whole.diagnostics))
        #expect(parts.flatMap(\.rows).sorted() == whole.rows.sorted())
        #expect(parts.allSatisfy { !$0.rows.isEmpty })
        #expect(try check(["--shard", "2/3"]).rows == parts[1].rows)  // deterministic
        // Cells are drawn on every core; the output does not depend on which drew which.
        let once = try CLI.easel(["check", path, "--variants", spec, "--format", "json"])
        let again = try CLI.easel(["check", path, "--variants", spec, "--format", "json"])
        #expect(once.stdout == again.stdout)
    }

    @Test("--shard without --variants, and a bad axis, are usage errors (exit 2)", arguments: [
        ["--shard", "1/2"], ["--variants", "colour=red"], ["--variants", "dynamicType=huge"], ["--variants", "all", "--shard", "3/2"],
    ])
    func usage(_ arguments: [String]) throws {
        let run = try CLI.easel(["check", try file()] + arguments)
        #expect(run.status == 2)
        #expect(!run.err.isEmpty)
    }

    @Test("render names the variant it drew; --orientation turns the default size")
    func renderVariant() throws {
        let run = try CLI.easel(["render", try file(), "--platform", "ios", "--orientation", "landscape", "--layout-direction", "rtl",
                                 "--dynamic-type", "xxxLarge"])
        #expect(run.status == 0, "\(run.err)")
        let root = try json(run)
        let size = try #require(root["size"] as? [String: Any])
        #expect(size["width"] as? Double == 852 && size["height"] as? Double == 393)
        let variant = try #require(root["variant"] as? [String: Any])
        #expect(variant["orientation"] as? String == "landscape" && variant["layoutDirection"] as? String == "rtl")
        #expect(variant["dynamicType"] as? String == "xxxLarge" && variant["locale"] is NSNull)
    }

    @Test("V1: a preview's traits turn the picture unless the options say otherwise")
    func previewTraits() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-traits-\(UUID().uuidString).swift").path
        try """
        import SwiftUI
        struct V: View { var body: some View { NavigationStack { Text("A").toolbar { Button("Add") {} } } } }
        #Preview(traits: .landscapeLeft) { V().environment(\\.layoutDirection, .rightToLeft) }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let turned = try json(try CLI.easel(["render", path, "--platform", "ios"]))
        #expect((turned["size"] as? [String: Any])?["width"] as? Double == 852)
        #expect((turned["variant"] as? [String: Any])?["layoutDirection"] as? String == "rtl")
        let asked = try json(try CLI.easel(["render", path, "--platform", "ios", "--orientation", "portrait", "--layout-direction", "ltr"]))
        #expect((asked["size"] as? [String: Any])?["width"] as? Double == 393)
        #expect((asked["variant"] as? [String: Any])?["layoutDirection"] as? String == "ltr")
    }

    @Test("V7: named windows — iPad Split View's third and two thirds in each orientation, a Mac window tiled to a quarter",
          arguments: [
              (["--platform", "ipados", "--width", "third"], 320.0, 768.0),
              (["--platform", "ipados", "--width", "half"], 507.0, 768.0),
              (["--platform", "ipados", "--width", "two-thirds"], 694.0, 768.0),
              (["--platform", "ipados", "--width", "two-thirds", "--orientation", "portrait"], 438.0, 1024.0),
              (["--platform", "macos", "--width", "quarter"], 735.0, 459.0),
              (["--platform", "macos", "--width", "full"], 1470.0, 918.0),
              (["--platform", "ios", "--width", "300"], 300.0, 852.0),
          ])
    func namedWindows(_ options: [String], width: Double, height: Double) throws {
        let run = try CLI.easel(["render", try file()] + options)
        #expect(run.status == 0, "\(run.err)")
        let size = try #require(try json(run)["size"] as? [String: Any])
        #expect(size["width"] as? Double == width && size["height"] as? Double == height)
    }

    @Test("V7: a window the platform has not (a half in portrait, a third on a Mac) is a usage error naming the platform's windows")
    func missingWindow() throws {
        let portrait = try CLI.easel(["render", try file(), "--platform", "ipados", "--width", "half", "--orientation", "portrait"])
        #expect(portrait.status == 2)
        #expect(portrait.err.contains("no half-and-half split in portrait"))
        let mac = try CLI.easel(["render", try file(), "--platform", "macos", "--width", "third"])
        #expect(mac.status == 2)
        #expect(mac.err.contains("full, half, quarter"))
    }

    @Test("V6, V7: named widths are an axis of the matrix; a window a variant's orientation lacks is no cell")
    func namedWidthAxis() throws {
        let run = try CLI.easel(["check", try file(), "--platform", "ipados", "--variants", "width=third,half;orientation=landscape,portrait",
                                 "--format", "json"])
        #expect(run.status == 0, "\(run.err)")
        let rows = try #require(try json(run)["variants"] as? [[String: Any]])
        let widths = rows.compactMap { $0["width"] as? Double }.sorted()
        // base (1024 landscape) × portrait; third × both orientations; half in landscape only.
        #expect(widths == [320, 320, 507, 768], "\(widths)")
        let messages = (try json(run)["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.allSatisfy { !$0.contains("width 320") })  // named by the window, not its points
    }
}

/// `--file` and `--view` narrow the matrix to what `render` shows with them: a project's other
/// previews are neither checked nor drawn on the contact sheet.
@Suite("Variant matrix of one file or view", .timeLimit(.minutes(10)))
struct VariantMatrixNarrowingTests {
    typealias CLI = CLITests

    func project() throws -> String {
        let folder = CLI.scratch.appendingPathComponent("easel-variants-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (file, screen) in [("Inbox.swift", "Inbox"), ("Outbox.swift", "Outbox")] {
            try """
            import SwiftUI
            struct \(screen): View {
                var body: some View {
                    NavigationStack { Text("\(screen) list").navigationTitle("\(screen)").toolbar { Button("Compose") {} } }
                }
            }
            #Preview("\(screen) screen") { \(screen)() }
            #Preview("\(screen) dark") { \(screen)().preferredColorScheme(.dark) }
            """.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    func previews(_ arguments: [String]) throws -> Set<String> {
        let run = try CLI.easel(["check"] + arguments + ["--platform", "ios", "--variants", "dynamicType=large,accessibility3", "--format", "json"])
        #expect(run.status == 0, "\(run.err)")
        let root = try #require(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        return Set(try #require(root["variants"] as? [[String: Any]]).compactMap { $0["preview"] as? String })
    }

    @Test("V6: check --variants --file checks that file's previews only; --view one of them")
    func checkNarrowed() throws {
        let path = try project()
        #expect(try previews([path]) == ["Inbox screen", "Inbox dark", "Outbox screen", "Outbox dark"])
        #expect(try previews([path, "--file", "Outbox.swift"]) == ["Outbox screen", "Outbox dark"])
        #expect(try previews([path, "--file", "Outbox.swift", "--view", "Outbox dark"]) == ["Outbox dark"])
        #expect(try previews([path, "--view", "Inbox screen"]) == ["Inbox screen"])
    }

    @Test("V6: render --variants draws the preview --file names, as render without variants does")
    func contactSheetOfTheFile() throws {
        let path = try project()
        let run = try CLI.easel(["render", path, "--file", "Outbox.swift", "--platform", "ios", "--variants", "dynamicType=large,accessibility3", "--format", "svg"])
        #expect(run.status == 0, "\(run.err)")
        let sheet = String(decoding: run.stdout, as: UTF8.self)
        #expect(sheet.contains("Outbox list") && !sheet.contains("Inbox list"))
        let single = try CLI.easel(["render", path, "--file", "Outbox.swift", "--platform", "ios", "--format", "svg"])
        #expect(String(decoding: single.stdout, as: UTF8.self).contains("Outbox list"))
    }

    @Test("R2: a project of neither an app nor a preview (a widget bundle) checks each file's view, as check does; no no-root error")
    func projectWithoutRoot() throws {
        let folder = CLI.scratch.appendingPathComponent("easel-variants-views-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for screen in ["Unread", "Starred"] {
            try """
            import SwiftUI
            struct \(screen)View: View {
                var body: some View { NavigationStack { Text("\(screen)").navigationTitle("\(screen)") } }
            }
            """.write(to: folder.appendingPathComponent("\(screen)View.swift"), atomically: true, encoding: .utf8)
        }
        let run = try CLI.easel(["check", folder.path, "--platform", "ios", "--variants", "dynamicType=accessibility3", "--format", "json"])
        #expect(run.status == 0, "\(run.err)")
        let root = try #require(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let codes = (root["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(!codes.contains("no-root"), "\(codes)")
        let files = Set(try #require(root["variants"] as? [[String: Any]]).compactMap { ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } })
        #expect(files == ["UnreadView.swift", "StarredView.swift"])
    }

    @Test("V6: check --variants adds to check: an error in a file without a preview is still reported, by the first shard only")
    func variantsAddToCheck() throws {
        let folder = CLI.scratch.appendingPathComponent("easel-variants-adds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        import SwiftUI
        struct Screen: View { var body: some View { NavigationStack { Text("A").navigationTitle("Screen") } } }
        #Preview { Screen() }
        """.write(to: folder.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        struct Helper: View { var body: some View { Text("B").frame(width: "wide") } }
        """.write(to: folder.appendingPathComponent("Helper.swift"), atomically: true, encoding: .utf8)
        func codes(_ extra: [String]) throws -> (status: Int32, codes: [String]) {
            let run = try CLI.easel(["check", folder.path, "--platform", "ios", "--format", "json"] + extra)
            let root = try #require(JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
            return (run.status, (root["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String })
        }
        let plain = try codes([])
        let matrix = try codes(["--variants", "dynamicType=accessibility3"])
        #expect(!plain.codes.isEmpty && plain.status != 0)
        #expect(Set(plain.codes).isSubset(of: Set(matrix.codes)), "\(plain.codes) in \(matrix.codes)")
        #expect(matrix.status == plain.status)
        let second = try codes(["--variants", "dynamicType=accessibility3", "--shard", "2/2"])
        #expect(Set(plain.codes).isDisjoint(with: Set(second.codes)), "\(second.codes)")
    }
}
