import EaselFrontend
import EaselIR
import Testing

/// Swift that actions run (appear actions especially, which every preview now runs): statements
/// and operations real apps use there, run the way Swift runs them (spec R3, R6).
@Suite("Action code")
struct ActionCodeTests {
    @Test("tuple assignment, Set.remove, do/catch and throw, a trailing closure for a labelled closure parameter, a member of an unknown object set through self")
    func statements() {
        let d = ir("""
        final class Tracker { var isLoading = true }
        struct Holder { let tracker: Tracker }
        struct V: View {
            @State private var a = 0
            @State private var b = ""
            @State private var tags: Set<String> = ["x", "y"]
            @State private var loaded = "no"
            @State private var step = 0
            @Environment(PackagesTracker.self) var tracker
            @AppStorage("analytics") var analytics = false
            var body: some View {
                VStack {
                    Text("\\(a) \\(b) \\(tags.count) \\(loaded) \\(step)")
                    Text("A") + Text("B").bold()
                    Text(analytics ? "on" : "off")
                }
                .onAppear {
                    (a, b) = (3, "three")
                    tags.remove("x")
                    let holder = Holder(tracker: Tracker())
                    holder.tracker.isLoading = false
                    do {
                        loaded = try load()
                    } catch {
                        loaded = "failed"
                    }
                    monitor { value in step = value }
                    stop()
                    self.tracker.isBeingLoaded = false
                    finish(of: self)
                }
            }
            func load() throws -> String { "yes" }
            func finish(of view: V) { view.tracker.isBeingLoaded = false; view.analytics = true }
            func monitor(handler: (Int) -> Void) { handler(7) }
            func stop() { step += 1; throw CancellationError(); step += 100 }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["3 three 1 yes 8", "AB", "on"], "an @AppStorage set through a `let view` writes through")
    }

    @Test("R3: an unknown value stored in state, alone or as an enum case's associated value, reads back unknown")
    func unknownState() {
        let d = ir("""
        struct V: View {
            enum Phase { case loading; case loaded([String]) }
            @State private var phase = Phase.loading
            @State private var model: ProfileModel?
            var body: some View {
                VStack {
                    switch phase {
                    case .loading: Text("Loading")
                    case .loaded(let names): ForEach(names, id: \\.self) { Text("Name") }
                    }
                    if let model { Text("Model") }
                }
                .task {
                    phase = .loaded(await client.names())
                    model = ProfileModel(id: 1)
                }
            }
        }
        """)
        #expect(errors(d).isEmpty, "\(d.diagnostics)")
        #expect(texts(d) == ["Name", "Name", "Name", "Model"], "three unknown names (R5) and the model")
    }
}
