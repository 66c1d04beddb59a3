/// When the stages after evaluation — resolution, layout, drawing — must stop (issue 33: every
/// stage has a deadline). The evaluation's time budget bounds a render as a whole: what is left
/// of it when evaluation ends is theirs. Past it a stage skips the rest of its work, so a render
/// ends at about its deadline with what was done by then, and says so (`budget-time`).
///
/// One per render, used by one stage at a time on one thread (not shared across renders).
public final class StageDeadline: @unchecked Sendable {
    public let instant: ContinuousClock.Instant
    /// Whether a stage found the deadline passed (and so left work undone).
    public private(set) var expired = false
    private var checks = 0

    public init(_ instant: ContinuousClock.Instant) { self.instant = instant }

    /// `time` from now, or none.
    public static func after(_ time: Duration?) -> StageDeadline? {
        time.map { StageDeadline(.now + $0) }
    }

    /// True once the deadline has passed. The clock is read on the first call and every 16th
    /// after: stages ask per view or per toolbar, and reading it costs more than their check.
    public func hasPassed() -> Bool {
        if expired { return true }
        defer { checks &+= 1 }
        if checks & 15 == 0, ContinuousClock.now >= instant { expired = true }
        return expired
    }

    /// The diagnostic a stage that stopped gives.
    public static func diagnostic(_ stage: String) -> Diagnostic {
        Diagnostic(.error, "budget-time", at: SourceLocation(line: 1, column: 1),
                   "\(stage) did not finish within the render's time budget; the picture shows what was done by then")
    }
}
