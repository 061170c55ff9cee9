import Testing
import ConstraintScript
@testable import LayoutLabCore
import TestSupport

/// Guards against a return to super-linear work on the layout shapes that used to have it:
/// counts of the solver's work (pivots, rows rewritten by substitution), not times, at two
/// sizes, with the ratio bounded. Doubling the size of a linear build doubles its work.
@Suite("Work grows linearly with the layout")
struct StructuralGrowthTests {
    /// Runs `runner`'s script up to its first `print` (the build); a statement that fails is
    /// an issue.
    static func build(_ runner: inout ScriptRunner) {
        loop: while let outcome = runner.step() {
            switch outcome {
            case .print: break loop
            case .failed(let diagnostics): Issue.record("a statement failed: \(diagnostics.map(\.description))")
            default: continue
            }
        }
    }

    /// Builds `layout-lab generate ARGUMENTS` up to its first `print` (the build) and returns
    /// the solver's statistics.
    static func buildStatistics(_ arguments: [String]) throws -> (pivots: Int, substitutions: Int) {
        let script = try Script.parse(generatedText(arguments), fileName: "workload.cass")
        var runner = ScriptRunner(script: script)
        Self.build(&runner)
        let s = runner.solver.statistics
        return (s.pivots, s.substitutions)
    }

    /// A screen of cards built top-down (each stack's arrangement before its children's sizes)
    /// used to pivot through every card for each new required constraint: 8 128 pivots for
    /// 1000 views. Built by the dual simplex from the optimal tableau, its work is linear.
    @Test(
        "stacks built top-down or leaves first: pivots and substitutions double with the views", .longRun,
        arguments: ["top-down", "leaves-first"])
    func stacks(order: String) throws {
        let small = try Self.buildStatistics(["stacks", "--n", "100", "--order", order])
        let large = try Self.buildStatistics(["stacks", "--n", "200", "--order", order])
        #expect(Double(large.pivots) <= 2.3 * Double(max(small.pivots, 1)), "pivots \(small.pivots) -> \(large.pivots)")
        #expect(
            Double(large.substitutions) <= 2.3 * Double(max(small.substitutions, 1)),
            "substitutions \(small.substitutions) -> \(large.substitutions)")
    }

    /// A card's label whose height is the difference of two positions (`bottom − top`) has a
    /// tableau row of three symbols of its own card, but the depth-first search for it walked
    /// down the positions of every card above, where they cancel: 3.1 times the rows visited
    /// from 400 to 800 views built top-down. Built leaves first, each card's position, chained
    /// to the card above last of all, was placed by the tableau row through every card above:
    /// 2.8 times. Ranked searches stop where the positions cancel, and the dual simplex finds
    /// the variable that moves a card as a whole among the card's own rows.
    @Test(
        "stacks built top-down or leaves first: the rows searched double with the views", .longRun,
        arguments: ["top-down", "leaves-first"])
    func stacksRowsVisited(order: String) throws {
        func rowsVisited(_ n: Int) throws -> Int {
            let script = try Script.parse(
                generatedText(["stacks", "--n", String(n), "--order", order]), fileName: "workload.cass")
            var runner = ScriptRunner(script: script)
            Self.build(&runner)
            return runner.solver.statistics.rowsVisited
        }
        let small = try rowsVisited(400), large = try rowsVisited(800)
        #expect(Double(large) <= 2.3 * Double(small), "rows visited \(small) -> \(large)")
    }

    /// The rows the solver's searches visit (``SolverStatistics/rowsVisited``) building
    /// `layout-lab generate FAMILY --n N` (up to its first `print`), then re-solving it: for a
    /// sweep, 41 suggestions evenly across the sweep its header names; for a script with its
    /// own steps, the rest of the script.
    static func work(_ family: String, _ n: Int) throws -> (build: Int, steps: Int) {
        let text = generatedText([family, "--n", String(n)])
        let script = try Script.parse(text, fileName: "workload.cass")
        var runner = ScriptRunner(script: script)
        Self.build(&runner)
        let build = runner.solver.statistics.rowsVisited
        let header = text.split(separator: "\n").first { $0.hasPrefix("# bench: --sweep ") }
        if let header {
            let words = header.split(separator: " ")
            let name = String(words[3])
            let from = Double(words[4])!, to = Double(words[5])!
            let variable = try #require(runner.variable(named: name))
            for k in 0...40 {
                try runner.solver.suggestValue(from + (to - from) * Double(k) / 40, for: variable)
            }
        } else {
            while let outcome = runner.step() {
                if case .failed(let diagnostics) = outcome {
                    Issue.record("a statement failed: \(diagnostics.map(\.description))")
                }
            }
        }
        return (build, runner.solver.statistics.rowsVisited - build)
    }

    /// Doubling each family's size: the growth of the rows visited, bounded. Linear work
    /// doubles (bound 2.5: a little for what does not grow with the size). The chain's build
    /// grew ×3.7 while each weak pull's cost walked the chain before it, one constraint at a
    /// time; the script runner adds the build's run of constraints as one batch, which moves
    /// such costs together at the end. The grid's build and sweep, ×3.8 and ×3.0 while each
    /// cell's wish walked the chain of equal widths, are linear since the searches jump over
    /// alias rows. The list's 100 scroll steps do not grow at all with the list (bound 1.2):
    /// removing the link to the old first row, once the new first row is anchored, took the
    /// column of the link's marker — every row below — until a basic dummy close by was
    /// found to leave instead.
    @Test(
        "rows visited by the searches grow linearly", .longRun,
        arguments: [
            ("stacks", 100, 2.5, 2.5), ("cards", 60, 2.5, 2.5), ("flex", 60, 2.5, 2.5),
            ("list", 60, 2.5, 1.2), ("chain", 60, 2.5, 2.5), ("grid", 128, 2.5, 2.5),
        ])
    func rowsVisited(family: String, n: Int, buildBound: Double, stepsBound: Double) throws {
        let small = try Self.work(family, n)
        let large = try Self.work(family, 2 * n)
        #expect(
            Double(large.build) <= buildBound * Double(max(small.build, 1)),
            "\(family) build: \(small.build) rows visited at \(n), \(large.build) at \(2 * n)")
        #expect(
            Double(large.steps) <= stepsBound * Double(max(small.steps, 1)),
            "\(family) re-solving: \(small.steps) rows visited at \(n), \(large.steps) at \(2 * n)")
    }
}
