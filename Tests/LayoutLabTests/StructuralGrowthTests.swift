import Testing
import ConstraintScript
@testable import LayoutLabCore

/// Guards against a return to super-linear work on the layout shapes that used to have it:
/// counts of the solver's work (pivots, rows rewritten by substitution), not times, at two
/// sizes, with the ratio bounded. Doubling the size of a linear build doubles its work.
@Suite("Work grows linearly with the layout")
struct StructuralGrowthTests {
    /// Builds `layout-lab generate ARGUMENTS` up to its first `print` (the build) and returns
    /// the solver's statistics.
    static func buildStatistics(_ arguments: [String]) throws -> (pivots: Int, substitutions: Int) {
        let script = try Script.parse(generatedText(arguments), fileName: "workload.cass")
        var runner = ScriptRunner(script: script)
        loop: while let outcome = runner.step() {
            switch outcome {
            case .print: break loop
            case .failed(let diagnostics): Issue.record("a statement failed: \(diagnostics.map(\.description))")
            default: continue
            }
        }
        let s = runner.solver.statistics
        return (s.pivots, s.substitutions)
    }

    /// A screen of cards built top-down (each stack's arrangement before its children's sizes)
    /// used to pivot through every card for each new required constraint: 8 128 pivots for
    /// 1000 views. Built by the dual simplex from the optimal tableau, its work is linear.
    @Test(
        "stacks built top-down or leaves first: pivots and substitutions double with the views",
        arguments: ["top-down", "leaves-first"])
    func stacks(order: String) throws {
        let small = try Self.buildStatistics(["stacks", "--n", "100", "--order", order])
        let large = try Self.buildStatistics(["stacks", "--n", "200", "--order", order])
        #expect(Double(large.pivots) <= 2.3 * Double(max(small.pivots, 1)), "pivots \(small.pivots) -> \(large.pivots)")
        #expect(
            Double(large.substitutions) <= 2.3 * Double(max(small.substitutions, 1)),
            "substitutions \(small.substitutions) -> \(large.substitutions)")
    }
}
