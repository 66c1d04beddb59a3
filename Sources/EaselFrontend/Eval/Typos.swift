import EaselIR
import SwiftSyntax

/// Likely typos (issue "The first hour"): a view, modifier or name that is one edit (two for
/// longer names) from one the SDK or the project declares is a warning that says what was
/// likely meant, with the edit as a Fix-It; a name far from every known one stays an unknown
/// name with a note (spec R3).
extension Interpreter {
    /// The view type a call may have meant: the SDK's (remembered) or the project's.
    func nearestViewName(_ name: String) -> String? {
        Opaque.closest(of: [sdk.nearestViewType.closest(to: name), Opaque.closest(to: name, among: program.viewNames)])
    }

    /// A warning with "did you mean '…'?" and the Fix-It that replaces `name`'s text.
    func diagnoseTypo(_ code: String, at name: some SyntaxProtocol, _ message: String, meant: String) {
        var d = Diagnostic(.warning, code, at: program.location(of: name), "\(message); did you mean '\(meant)'?")
        d.fixIts = [FixIt(program.range(of: name), meant)]
        diagnose(d)
    }
}
