import EaselIR
@_spi(RawSyntax) import SwiftSyntax

/// Work an action hands to later — `Task { … }`, `DispatchQueue.main.async { … }`,
/// `MainActor.run { … }` — runs at once: a preview is one picture of the moment after the
/// actions ran, so what they would do shortly after is done before it is drawn **[D]**. Work
/// that schedules itself again from its own closure (a timer's `asyncAfter` calling the
/// function that armed it) runs one round: on a device each round waits for its deadline, so
/// running them at once would never end; work that loops until it is cancelled (`while true {
/// try await Task.sleep(…); poll() }`) runs a quarter of the step budget and stops with a
/// `work-budget` warning, the state it set kept.
extension Interpreter {
    /// The last names of those callees, as bytes: every call's last name is compared with them
    /// (`CallFacts`) without making a string. `AppearActionTests.scheduledWorkNames` holds the two
    /// lists together.
    static let scheduledWorkNames: [SyntaxText] = ["Task", "detached", "async", "asyncAfter", "run", "perform"]

    /// The callees whose closure is run now (the callee as written).
    static let scheduledWorkCallees: Set<String> = [
        "Task", "Task.detached", "DispatchQueue.main.async", "DispatchQueue.main.asyncAfter",
        "DispatchQueue.global().async", "MainActor.run", "RunLoop.main.perform",
    ]

    /// The call run as scheduled work: its closure's value (`MainActor.run`) or an opaque handle
    /// (`Task`); `nil` when the call is not scheduled work or is shadowed by the source. Asked
    /// of calls whose callee's last name is one of `scheduledWorkNames` (`CallFacts`).
    func scheduledWork(_ e: FunctionCallExprSyntax, _ args: [CallArgument], _ env: Env) throws -> Value? {
        let callee = e.calledExpression.trimmedText
        guard Self.scheduledWorkCallees.contains(callee),
              let first = callee.split(separator: ".").first.map(String.init), env.scope.lookup(first) == nil, userType(first) == nil,
              let body = args.lastIndex(where: { $0.expr.is(ClosureExprSyntax.self) }) else { return nil }
        for (i, a) in args.enumerated() where i != body { _ = try eval(a.expr, env) }
        guard runningScheduledWork.insert(e.id).inserted else { return .opaque(Opaque(text: callText(e))) }
        defer { runningScheduledWork.remove(e.id) }
        let work = try eval(args[body].expr, env)
        var result: Value = .void
        let stopped = try withStepShare({ result = try apply(work, args: [], at: e) }) { location, share in
            Diagnostic(.warning, "work-budget", at: location,
                       "the work handed to '\(callee)' runs on past \(share) steps (a loop that waits for time to pass?); the preview shows the state it had reached")
        }
        if let stopped { diagnose(stopped) }
        return callee == "MainActor.run" && stopped == nil ? result : .opaque(Opaque(text: callText(e)))
    }
}
