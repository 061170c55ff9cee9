import Testing
@testable import LayoutLabCore

/// An optional constraint the solver refuses for its numbers is not called required.
@Suite("Script diagnostics: an optional constraint refused")
struct OptionalConstraintRefusalTests {
    @Test func anOverflowingWeightIsReportedForAnOptionalConstraint() {
        // A weak preference weighted 1e308: its error term overflows the objective.
        let run = SolveRun.stdin("x >= 0\nx == 5 @weak*1e308\n")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("<stdin>:2:1: error: optional constraint 'x == 5 @weak*1e308' cannot be added: "))
        #expect(!run.errors.contains("required"))
    }
}
