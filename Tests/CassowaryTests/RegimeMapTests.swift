import Testing
import TestSupport
@testable import Cassowary

@Suite("Regime map: the solution as an exact piecewise affine function of an edit value")
struct RegimeMapTests {
    /// A flex row of two items filling W:
    ///   x0 == 0, x1 == x0 + w0 + 8, x1 + w1 == W (edit, strong),
    ///   50 <= w0 <= 100, 60 <= w1 <= 90, w0 == 80 @medium, w1 == 70 @medium*2.
    /// w0 + w1 = W − 8. At W = 158 both have their preferred widths. The cheaper wish (w0,
    /// weight 1) absorbs every change first: w0 = W − 78 for 128 ≤ W ≤ 178 (w0 from 50 to
    /// 100), then w1 = W − 108 up to 198 (w1 = 90), and below 128 w1 = W − 58 down to 118
    /// (w1 = 60). Outside 118…198 the edit gives way and nothing moves. At 158 w0's wish
    /// holds exactly and gives way the other way beyond (a breakpoint where no slope changes).
    func flexRow() throws -> (Solver, width: Variable, w0: Variable, w1: Variable, x1: Variable) {
        let x0 = Variable("x0"), x1 = Variable("x1"), w0 = Variable("w0"), w1 = Variable("w1"), W = Variable("W")
        var solver = Solver()
        try solver.add(x0 == 0)
        try solver.add(x1 == x0 + w0 + 8)
        try solver.add((x1 + w1 == W).labeled("fill"))
        try solver.add((w0 >= 50).labeled("w0min"))
        try solver.add((w0 <= 100).labeled("w0max"))
        try solver.add((w1 >= 60).labeled("w1min"))
        try solver.add((w1 <= 90).labeled("w1max"))
        try solver.add((w0 == 80 ~ .medium).labeled("w0pref"))
        try solver.add((w1 == 70 ~ Strength.medium.weighted(2)).labeled("w1pref"))
        try solver.addEditVariable(W)
        return (solver, W, w0, w1, x1)
    }

    @Test("the flex row's breakpoints and formulas are the hand-computed ones")
    func flexRowBreakpoints() throws {
        let (solver, W, w0, w1, x1) = try flexRow()
        let map = try solver.regimes(of: W, from: 100, to: 250, tracking: [w0, w1, x1])
        let expected: [(from: Double, to: Double, w0: (Double, Double), w1: (Double, Double))] = [
            (100, 118, (0, 50), (0, 60)),
            (118, 128, (0, 50), (1, -58)),
            (128, 158, (1, -78), (0, 70)),
            (158, 178, (1, -78), (0, 70)),
            (178, 198, (0, 100), (1, -108)),
            (198, 250, (0, 100), (0, 90)),
        ]
        #expect(map.regimes.count == expected.count)
        for (regime, want) in zip(map.regimes, expected) {
            expectClose(regime.from, want.from, "from")
            expectClose(regime.to, want.to, "to")
            expectClose(regime.slopes[0], want.w0.0, "w0 slope on \(want.from)…\(want.to)")
            expectClose(regime.offsets[0], want.w0.1, "w0 offset on \(want.from)…\(want.to)")
            expectClose(regime.slopes[1], want.w1.0, "w1 slope on \(want.from)…\(want.to)")
            expectClose(regime.offsets[1], want.w1.1, "w1 offset on \(want.from)…\(want.to)")
            // x1 = w0 + 8 throughout.
            expectClose(regime.slopes[2], want.w0.0)
            expectClose(regime.offsets[2], want.w0.1 + 8)
        }
        let at178 = map.regimes[4].changes.map(\.description)
        #expect(at178.contains("w0max: w0 <= 100 becomes tight"))
        let at198 = map.regimes[5].changes.map(\.description)
        #expect(at198.contains("w1max: w1 <= 90 becomes tight"))
        #expect(at198.contains("edit W starts to give way"))
        let at158 = map.regimes[3].changes.map(\.description)
        #expect(at158 == ["w0pref: w0 == 80 @medium holds here and gives way the other way"])
    }
}
