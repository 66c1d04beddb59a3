import EaselStudio
import Foundation
import Testing

/// Issue 23, point 5: every path the Studio reads or writes in a project stays inside its folder.
@Suite("Project folder containment")
final class ProjectFolderTests {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("easel-project-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: base) }

    /// A project with a source file, a folder, and links in and out of it.
    func project() throws -> (ProjectFolder, URL) {
        let fm = FileManager.default
        let root = base.appendingPathComponent("App")
        let outside = base.appendingPathComponent("Secrets")
        try fm.createDirectory(at: root.appendingPathComponent("Views"), withIntermediateDirectories: true)
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        try "struct A {}".write(to: root.appendingPathComponent("Views/Inbox.swift"), atomically: true, encoding: .utf8)
        try "key".write(to: outside.appendingPathComponent("id_rsa"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Shared").path, withDestinationPath: "Views")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Escape").path, withDestinationPath: "../Secrets")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Absolute").path, withDestinationPath: outside.path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Dangling.swift").path, withDestinationPath: outside.appendingPathComponent("new.swift").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("LoopA").path, withDestinationPath: "LoopB")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("LoopB").path, withDestinationPath: "LoopA")
        return (ProjectFolder(root), root)
    }

    @Test("files inside, links that stay inside and files not there yet resolve inside the folder")
    func inside() throws {
        let (folder, _) = try project()
        #expect(try folder.resolve("Views/Inbox.swift").path.hasSuffix("/App/Views/Inbox.swift"))
        #expect(try folder.resolve("Shared/Inbox.swift").path.hasSuffix("/App/Views/Inbox.swift"), "a link inside is followed")
        #expect(try folder.resolve("Views/New.swift").path.hasSuffix("/App/Views/New.swift"))
        #expect(try folder.resolve("./Views//Inbox.swift").path.hasSuffix("/App/Views/Inbox.swift"))
    }

    @Test("absolute paths, .., backslashes, control characters, links out (also dangling) and loops are refused",
          arguments: ["/etc/passwd", "~/x", "../Secrets/id_rsa", "Views/../../Secrets/id_rsa", "Views\\..\\x", "Views/\u{0}x",
                      "Escape/id_rsa", "Absolute/id_rsa", "Dangling.swift", "LoopA/x", ""])
    func refused(path: String) throws {
        let (folder, _) = try project()
        #expect(throws: ProjectFolder.Refusal.self) { try folder.resolve(path) }
    }
}
