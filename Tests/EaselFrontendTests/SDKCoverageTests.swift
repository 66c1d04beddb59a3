import EaselFrontend
import Foundation
import Testing

/// Issue 32, point 3: `Docs/sdk-coverage.md` is what `Scripts/sdk-coverage` writes from the
/// interface, and the interface declares every declaration Apple documents for the families.
@Suite("SDK coverage listing")
struct SDKCoverageTests {
    private let manifestURL = repositoryRoot.appendingPathComponent("Sources/EaselFrontend/SDK/Families.txt")
    private let listingURL = repositoryRoot.appendingPathComponent("Docs/sdk-coverage.md")

    @Test("Docs/sdk-coverage.md is the listing regenerated from the interface (run Scripts/sdk-coverage when this fails)")
    func listingIsUpToDate() throws {
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let written = try String(contentsOf: listingURL, encoding: .utf8)
        let listing = SDKCoverage.listing(interface: SDKCoverage.interface, manifest: manifest)
        #expect(written == listing, "Docs/sdk-coverage.md is out of date: run Scripts/sdk-coverage")
    }

    @Test("every declaration Families.txt lists for the families is declared by the interface")
    func documentedDeclarationsAreDeclared() throws {
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let families = SDKCoverage.families(manifest: manifest)
        #expect(families.map(\.name).contains("Tabs"))
        #expect(families.reduce(0) { $0 + $1.documented.count } > 300)
        #expect(SDKCoverage.missing(interface: SDKCoverage.interface, manifest: manifest) == [])
    }

    @Test("a documented declaration the interface lacks is reported, and the listing says so")
    func missingDeclarationIsReported() {
        let manifest = """
        ## Tabs
        types: Tab
        members: View.tab*
        - Tab.init(_:systemImage:role:content:)
        - View.tabViewStyle(_:)
        """
        let interface = """
        @available(iOS 18, macOS 15, *)
        struct Tab: TabContent {
            init(_ title: String, systemImage: String, @ViewBuilder content: () -> some View)
        }
        extension View {
            @available(tvOS, unavailable) func tabViewStyle(_ style: TabViewStyle) -> some View
            func tabViewStyle(_ style: Any) -> some View
        }
        """
        #expect(SDKCoverage.missing(interface: interface, manifest: manifest) == ["Tabs: Tab.init(_:systemImage:role:content:)"])
        let listing = SDKCoverage.listing(interface: interface, manifest: manifest)
        #expect(listing.contains("Documented by Apple, not declared: `Tab.init(_:systemImage:role:content:)`"))
        #expect(listing.contains("| `Tab.init(_:systemImage:content:)` | `init(_ title: String, systemImage: String, @ViewBuilder content: () -> some View)` | as its type |  |"))
        #expect(listing.contains("| `Tab` | `struct Tab: TabContent` | iOS 18, macOS 15 |  |"))
        #expect(listing.contains("| `View.tabViewStyle(_:)` | `func tabViewStyle(_ style: TabViewStyle) -> some View` | not tvOS | ✓ |"))
        #expect(listing.contains("| `View.tabViewStyle(_:)` | `func tabViewStyle(_ style: Any) -> some View` | every release | ✓ |"), "each overload is a row")
    }
}
