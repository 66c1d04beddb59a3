@testable import EaselStudio
import Testing

/// Issue 18's fair shares, on the gate itself: no clock, only the order in which waiters are let in.
@Suite("Fair evaluation gate")
struct FairGateTests {
    actor Admitted {
        var names: [String] = []
        func add(_ name: String) { names.append(name) }
    }

    /// Queues an `enter` for `client`, and returns once the gate counts it as waiting.
    func queue(_ gate: EvaluationGate, _ client: String, as name: String, into admitted: Admitted) async {
        let before = await gate.waitingCount
        Task {
            _ = await gate.enter(client: client)
            await admitted.add(name)
        }
        while await gate.waitingCount == before { await Task.yield() }
    }

    func admittedAfter(_ count: Int, _ admitted: Admitted) async -> [String] {
        while await admitted.names.count < count { await Task.yield() }
        return await admitted.names
    }

    @Test("a client holding the workers with more queued keeps another waiting one turn: the freed worker goes to the other client")
    func roundRobin() async {
        let gate = EvaluationGate(limit: 2, maxWaiting: 10)
        #expect(await gate.enter(client: "hog"))
        #expect(await gate.enter(client: "hog"), "alone, a client may use every worker")
        let admitted = Admitted()
        await queue(gate, "hog", as: "hog3", into: admitted)
        await queue(gate, "hog", as: "hog4", into: admitted)
        await queue(gate, "other", as: "other", into: admitted)
        await gate.leave(client: "hog")
        #expect(await admittedAfter(1, admitted) == ["other"], "first come first served would have let hog3 in")
        await gate.leave(client: "hog")
        #expect(await admittedAfter(2, admitted) == ["other", "hog3"])
        await gate.leave(client: "other")
        #expect(await admittedAfter(3, admitted) == ["other", "hog3", "hog4"])
    }

    @Test("while another client waits, one client runs at most all workers but one")
    func share() async {
        let gate = EvaluationGate(limit: 3, maxWaiting: 10)
        #expect(await gate.enter(client: "hog"))
        #expect(await gate.enter(client: "hog"))
        #expect(await gate.enter(client: "hog"))
        let admitted = Admitted()
        await queue(gate, "other", as: "other", into: admitted)
        await queue(gate, "hog", as: "hog4", into: admitted)
        await gate.leave(client: "hog")
        #expect(await admittedAfter(1, admitted) == ["other"])
        await gate.leave(client: "hog")
        #expect(await admittedAfter(2, admitted) == ["other", "hog4"], "no worker idles while a request waits")
    }

    @Test("one client alone queues in arrival order, as before")
    func single() async {
        let gate = EvaluationGate(limit: 1, maxWaiting: 1)
        #expect(await gate.enter(client: "a"))
        let admitted = Admitted()
        await queue(gate, "a", as: "second", into: admitted)
        #expect(await gate.enter(client: "a") == false, "beyond the queue: busy")
        await gate.leave(client: "a")
        #expect(await admittedAfter(1, admitted) == ["second"])
    }
}
