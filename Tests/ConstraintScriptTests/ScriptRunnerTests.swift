import Cassowary
import Testing
@testable import ConstraintScript

@Suite("Script runner")
struct ScriptRunnerTests {
    @Test func stepRunsOneStatementAtATimeOnTheSolver() throws {
        let script = try Script.parse(
            """
            edit w
            c: v == w / 2 + 1
            suggest w 10
            print
            """, fileName: "t")
        var runner = ScriptRunner(script: script)
        #expect(runner.variables.map(\.name) == ["w", "v"])
        let w = try #require(runner.variable(named: "w"))
        let v = try #require(runner.variable(named: "v"))
        #expect(runner.variable(named: "u") == nil)

        guard case .done = runner.step() else { Issue.record("edit"); return }
        #expect(runner.solver.hasEditVariable(w))
        guard case .done = runner.step() else { Issue.record("constraint"); return }
        let c = try #require(runner.constraint(ofStatement: 1))
        #expect(runner.solver.contains(c))
        #expect(runner.constraint(ofStatement: 0) == nil)
        guard case .done = runner.step() else { Issue.record("suggest"); return }
        #expect(runner.solver.value(of: v) == 10 / 2 + 1)
        guard case .print = runner.step() else { Issue.record("print"); return }
        #expect(runner.valuesBlock() == "w = 10.0\nv = 6.0\n")
        #expect(runner.currentValues() == [10, 6])
        #expect(runner.isFinished)
        #expect(runner.step() == nil)
    }

    @Test func runAllCanSkipTheOutputAndStillReportsFailures() throws {
        let script = try Script.parse("x >= 1\nx <= 0\nprint\n", fileName: "t")
        var runner = ScriptRunner(script: script)
        let result = runner.runAll(collectingOutput: false)
        #expect(result.output == "")
        #expect(result.exitStatus == 2)
        #expect(result.diagnostics.map(\.severity) == [.error, .note])
        #expect(result.diagnostics.map(\.location.line) == [2, 1])
    }

    @Test func aRunOfConstraintsGoesInAsOneStepAndEachFailureIsStillItsOwn() throws {
        // Five constraint statements on an empty solver: one batch, one step.
        let script = try Script.parse(
            "x >= 10\ny == x + 5\nz == 2 * y\nx <= 20\nx == 0 @weak\nprint\n", fileName: "t")
        var runner = ScriptRunner(script: script)
        guard case .done = runner.step() else { Issue.record("the run"); return }
        #expect(runner.nextStatement == 5)
        #expect(runner.solver.constraintCount == 5)
        // x is pulled to 0 but held at 10: y = 15, z = 30.
        #expect(runner.currentValues() == [10, 15, 30])

        // The same run with a required constraint that cannot hold (line 4): the batch fails
        // as a whole, so the run goes one statement at a time; the failure is reported at its
        // line, with the constraint it conflicts with, and the rest are added.
        let failing = try Script.parse(
            "x >= 10\ny == x + 5\nz == 2 * y\nx <= 5\nx == 0 @weak\nprint\n", fileName: "t")
        var second = ScriptRunner(script: failing)
        let result = second.runAll()
        #expect(result.diagnostics.map(\.severity) == [.error, .note])
        #expect(result.diagnostics.map(\.location.line) == [4, 1])
        #expect(second.solver.constraintCount == 4)
        #expect(result.output == "x = 10.0\ny = 15.0\nz = 30.0\n")
    }

    @Test func theSolverCanBeDrivenAfterTheScriptForSweeps() throws {
        // What `layout-lab bench --sweep` does: run the script, then suggest more values.
        var runner = ScriptRunner(script: try Script.parse("edit w\nh == 2 * w\n", fileName: "t"))
        _ = runner.runAll(collectingOutput: false)
        let w = try #require(runner.variable(named: "w"))
        let h = try #require(runner.variable(named: "h"))
        for width in stride(from: 100.0, through: 300, by: 100) {
            try runner.solver.suggestValue(width, for: w)
            #expect(runner.solver.value(of: h) == 2 * width)
        }
    }

    @Test func twoRunnersOfOneScriptAreIndependent() throws {
        let script = try Script.parse("x == 4\n", fileName: "t")
        var first = ScriptRunner(script: script)
        let second = ScriptRunner(script: script)
        _ = first.runAll()
        #expect(first.valuesBlock() == "x = 4.0\n")
        #expect(second.valuesBlock() == "x = 0.0\n")
        #expect(second.solver.constraints.isEmpty)
    }
}
