import EaselStudio
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Issue 31 in the Studio: a file's previews apart (the page's tabs) and the variant options of
/// the CLI's contract on `POST /api/render` and `/api/interact`.
extension StudioAPITests {
    static let providers = """
    import SwiftUI
    struct Inbox: View {
        let title: String
        @State private var count = 0
        var body: some View {
            NavigationStack {
                Text("\\(title) \\(count)").navigationTitle(title)
                    .toolbar { Button("Add \\(title)") { count += 1 } }
            }
        }
    }
    struct Inbox_Previews: PreviewProvider {
        static var previews: some View {
            Inbox(title: "Mail").previewDisplayName("Mail")
            Inbox(title: "Notes").previewDisplayName("Notes")
        }
    }
    """

    func itemLabels(_ body: [String: Any]) -> [String] {
        ((body["toolbars"] as? [[String: Any]]) ?? []).flatMap { ($0["items"] as? [[String: Any]]) ?? [] }.compactMap { $0["label"] as? String }
    }

    @Test("V1: a render names the file's previews and the one drawn; view picks another, with its own bar")
    func previewsApartInTheStudio() async throws {
        try await withApp { client, _ in
            let (status, first) = try await post(client, "/api/render", ["source": Self.providers, "platform": "ios"])
            #expect(status == .ok)
            #expect(first["previews"] as? [String] == ["Mail", "Notes"])
            #expect(first["preview"] as? String == "Mail")
            #expect(itemLabels(first) == ["Add Mail"])
            let (_, notes) = try await post(client, "/api/render", ["source": Self.providers, "platform": "ios", "view": "Notes"])
            #expect(notes["preview"] as? String == "Notes")
            #expect(itemLabels(notes) == ["Add Notes"])
        }
    }

    @Test("V2–V5: locale, layoutDirection, orientation and dynamicType are drawn and named in the answer's variant")
    func variantOptions() async throws {
        try await withApp { client, _ in
            let (status, body) = try await post(client, "/api/render", ["source": Self.providers, "platform": "ios", "locale": "double-length",
                                                                        "layoutDirection": "rtl", "orientation": "landscape", "dynamicType": "accessibility3"])
            #expect(status == .ok)
            let variant = try #require(body["variant"] as? [String: Any])
            #expect(variant["locale"] as? String == "double-length")
            #expect(variant["layoutDirection"] as? String == "rtl")
            #expect(variant["orientation"] as? String == "landscape")
            #expect(variant["dynamicType"] as? String == "accessibility3")
            let size = try #require(body["size"] as? [String: Any])
            #expect(size["width"] as? Double == 852 && size["height"] as? Double == 393, "landscape is the device on its side")
            #expect(itemLabels(body).first.map { $0.count > "Add Mail".count } == true, "the double-length pseudolanguage lengthens the label: \(itemLabels(body))")
        }
    }

    static let adapting = """
    import SwiftUI
    struct Inbox: View {
        @Environment(\\.dynamicTypeSize) private var typeSize
        @Environment(\\.verticalSizeClass) private var heightClass
        var body: some View {
            NavigationStack {
                Text("Inbox").navigationTitle("Inbox")
                    .toolbar {
                        if typeSize.isAccessibilitySize { ToolbarItem(placement: .topBarTrailing) { Button("Zoom") {} } }
                        if heightClass == .regular { ToolbarItem(placement: .bottomBar) { Button("Filter") {} } }
                    }
            }
        }
    }
    #Preview(traits: .landscapeLeft) { Inbox() }
    """

    @Test("V8: the code reads the request's text size, and the size classes of the preview's own orientation")
    func environmentInTheStudio() async throws {
        try await withApp { client, _ in
            let (status, turned) = try await post(client, "/api/render", ["source": Self.adapting, "platform": "ios"])
            #expect(status == .ok)
            #expect(itemLabels(turned) == [], "on its side an iPhone is compact in height: \(itemLabels(turned))")
            let (_, large) = try await post(client, "/api/render", ["source": Self.adapting, "platform": "ios", "orientation": "portrait",
                                                                    "dynamicType": "accessibility3"])
            #expect(itemLabels(large) == ["Zoom", "Filter"])
        }
    }

    @Test("a locale that is no language code is a 400 that says what is taken")
    func badLocale() async throws {
        try await withApp { client, _ in
            let (status, body) = try await post(client, "/api/render", ["source": Self.providers, "platform": "ios", "locale": "<script>"])
            #expect(status == .badRequest)
            #expect((body["error"] as? String)?.contains("double-length") == true)
        }
    }

    @Test("an interaction runs on the preview the page shows, and answers with it")
    func interactionOnAPreview() async throws {
        try await withApp { client, _ in
            let (_, notes) = try await post(client, "/api/render", ["source": Self.providers, "platform": "ios", "view": "Notes", "document": "tabs"])
            let svg = try #require(notes["svg"] as? String)
            let identity = try #require(svg.range(of: #"data-identity="([^"]*Button[^"]*)""#, options: .regularExpression)
                .map { String(svg[$0]).replacingOccurrences(of: "data-identity=", with: "").replacingOccurrences(of: "\"", with: "") })
            let (status, after) = try await post(client, "/api/interact", ["source": Self.providers, "platform": "ios", "view": "Notes",
                                                                           "document": "tabs", "event": ["tap": identity]])
            #expect(status == .ok)
            #expect(after["preview"] as? String == "Notes")
            #expect((after["svg"] as? String)?.contains("Notes 1") == true)
        }
    }
}
