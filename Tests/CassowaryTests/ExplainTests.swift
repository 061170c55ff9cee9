import Testing
import TestSupport
@testable import Cassowary

@Suite("Explain: where a value comes from, and the state of a solution")
struct ExplainTests {
    /// Two cells in a row of width W:
    ///   leading:  x0 == 16                      (L = 16)
    ///   gap:      x1 - x0 - w0 == 8             (G = 8)
    ///   equal:    w1 - w0 == 0                  (E = 0)
    ///   trailing: x1 + w1 + 16 == W, i.e. x1 + w1 - W == -16   (T = -16)
    ///   edit W, suggested S = 400.
    /// By hand: w0 = w1 = w, x1 = L + w0 + G = L + w1 - E + G and x1 + w1 = S + T, so
    ///   x1 = (L + G - E + T + S) / 2 = 0.5·S + 4 = 204,
    ///   w1 = (S + T - L - G + E) / 2 = 0.5·S - 20 = 180.
    @Test("a position is the affine combination of the constants that hold it")
    func positionFormula() throws {
        let x0 = Variable("x0"), w0 = Variable("w0"), x1 = Variable("x1"), w1 = Variable("w1"), W = Variable("W")
        var solver = Solver()
        try solver.add((x0 == 16).labeled("leading"))
        try solver.add((x1 - x0 - w0 == 8).labeled("gap"))
        try solver.add((w1 - w0 == 0).labeled("equal"))
        try solver.add((x1 + w1 + 16 == W).labeled("trailing"))
        try solver.addEditVariable(W)
        try solver.suggestValue(400, for: W)

        let x = solver.explain(x1)
        #expect(!x.isParametric)
        expectClose(x.value, 204)
        let weights = Dictionary(uniqueKeysWithValues: x.sources.map { ($0.name, $0.weight) })
        #expect(x.sources.map(\.name) == ["leading", "gap", "equal", "trailing", "W"])
        expectClose(weights["leading"], 0.5)
        expectClose(weights["gap"], 0.5)
        expectClose(weights["equal"], -0.5)
        expectClose(weights["trailing"], 0.5)
        expectClose(x.sensitivity(to: W), 0.5)
        expectClose(x.offset, 4)
        expectClose(x.formulaValue, x.value)
        #expect(x.description == "x1 = 0.5·W + 4   (from: leading, gap, equal, trailing, W)")

        let w = solver.explain(w1)
        expectClose(w.sensitivity(to: W), 0.5)
        expectClose(w.offset, -20)
        #expect(w.description == "w1 = 0.5·W − 20   (from: leading, gap, equal, trailing, W)")

        let left = solver.explain(x0)
        #expect(left.description == "x0 = 16   (from: leading)")
        #expect(left.sensitivity(to: W) == 0)
    }

    /// lo: x >= 10, hi: x <= 100, pref: x == 150 @weak → x = 100: hi tight, lo slack 90,
    /// pref violated by 50 (weak level error 50). y == 20 @medium and y == 30 @medium*3 →
    /// y = 30: the first violated by 10 (medium error 10·1), the second holds. z + x >= 0
    /// only bounds z below: z can be anything from −100 up.
    @Test("the summary lists tight and loose inequalities, violations by level, and ambiguous variables")
    func summary() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        try solver.add((x >= 10).labeled("lo"))
        try solver.add((x <= 100).labeled("hi"))
        try solver.add((x == 150 ~ .weak).labeled("pref"))
        try solver.add((y == 20 ~ .medium).labeled("y20"))
        try solver.add((y == 30 ~ Strength.medium.weighted(3)).labeled("y30"))
        try solver.add((z + x >= 0).labeled("floor"))
        let summary = solver.explainSolution()
        #expect(summary.constraints.map { $0.constraint.label } == ["lo", "hi", "pref", "y20", "y30", "floor"])
        // floor holds with z at its lowest (z = −x), where the solver leaves it: tight.
        #expect(summary.tight.map { $0.constraint.label } == ["hi", "floor"])
        let lo = summary.constraints[0]
        #expect(!lo.isTight)
        expectClose(lo.slack, 90)
        #expect(summary.violated.map { $0.constraint.label } == ["y20", "pref"])
        expectClose(summary.constraints[2].error, 50)
        expectClose(summary.constraints[3].error, 10)
        #expect(summary.levels.map(\.level) == [500, 250])
        expectClose(summary.levels[0].weightedError, 10)
        #expect(summary.levels[0].violatedCount == 1)
        #expect(summary.levels[0].constraintCount == 2)
        expectClose(summary.levels[1].weightedError, 50)
        try #require(summary.ambiguous.map(\.variable.name) == ["z"])
        let range = summary.ambiguous[0].range
        expectClose(range.lowerBound, -100)
        #expect(range.upperBound == .infinity)
        #expect(solver.range(of: x) == 100...100)
        #expect(solver.range(of: z).lowerBound == range.lowerBound)
    }
}
