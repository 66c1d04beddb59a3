import Foundation
import Testing

/// A project's asset catalog on the command line (`Tests/Projects/Branded`): its colours drawn in
/// each appearance, its accent colour named in the IR, a misspelt name found by `check`.
@Suite("Branded project", .timeLimit(.minutes(10)))
struct BrandedProjectTests {
    static let project = ProjectTests.project("Branded")

    @Test("render draws the catalog's colours, light and dark, and the accent colour on the app's buttons")
    func colors() throws {
        let light = try CLITests.easel(["render", Self.project, "--platform", "ios", "--format", "svg"])
        #expect(light.status == 0, "\(light.err)")
        #expect(light.out.contains("fill=\"#CC6633\"") && light.out.contains("fill=\"#128C3A\""), "Brand, and AccentColor on Continue")
        let dark = try CLITests.easel(["render", Self.project, "--platform", "ios", "--color-scheme", "dark", "--format", "svg"])
        #expect(dark.out.contains("fill=\"#FF9966\"") && !dark.out.contains("fill=\"#CC6633\""))
        let ir = try CLITests.easel(["ir", Self.project, "--platform", "ios"])
        let document = try #require(try JSONSerialization.jsonObject(with: ir.stdout) as? [String: Any])
        let accent = try #require(document["accentColor"] as? [String: Any])
        #expect((accent["fields"] as? [String: Any])?["light"] as? String == "#128C3AFF")
        let check = try CLITests.easel(["check", Self.project])
        #expect(check.status == 0 && check.out.contains("0 errors, 0 warnings"), "\(check.out)")
    }
}
