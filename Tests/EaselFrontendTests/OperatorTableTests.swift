@testable import EaselFrontend
import SwiftOperators
import Testing

@Suite("Operator table")
struct OperatorTableTests {
    /// Easel folds with the standard operators read from the source they print as (each relation
    /// then carries its syntax): the same groups, relations and operators as swift-syntax's table.
    @Test("the standard operators read from source are swift-syntax's")
    func sameTable() {
        // Printed from source, declarations keep the blank lines between them.
        func declarations(_ table: OperatorTable) -> [Substring] { table.description.split(separator: "\n") }
        #expect(declarations(ParsedSource.standardOperators) == declarations(OperatorTable.standardOperators))
        #expect(declarations(ParsedSource.standardOperators).count > 90)
    }
}
