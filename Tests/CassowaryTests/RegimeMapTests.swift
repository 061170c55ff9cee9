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

    /// A strip of six cells (the peeking strip's arithmetic): the strip is W wide and wishes to
    /// be 0.25·W + 12 tall (@999); each cell sits 16 below the strip's top and ends 16 above
    /// its bottom, is 0.625 times as tall as it is wide, at least 0 wide, and follows the one
    /// before it 32 apart. Below W = 80 the wish would make the cells' heights negative: they
    /// are 0 and the strip 32 tall. From 80 the wish holds: the strip is 0.25·W + 12 tall, each
    /// cell h = 0.25·W − 20 tall and w = h / 0.625 = 0.4·W − 32 wide, cell i at
    /// x = 16 + i·(w + 32) = 16 + 0.4·i·W, and every cell stays at y = 16.
    func strip(reversed: Bool, asBatch: Bool) throws -> (Solver, Constraint, [Variable]) {
        let W = Variable("W"), sh = Variable("sh"), sy = Variable("sy")
        var constraints: [Constraint] = [sy == 0, (sh == 0.25 * W + 12 ~ Strength(999)).labeled("wish")]
        var tracked = [sh]
        var previous: (x: Variable, w: Variable)?
        for i in 0..<6 {
            let x = Variable("x\(i)"), y = Variable("y\(i)"), w = Variable("w\(i)"), h = Variable("h\(i)")
            constraints += [y == sy + 16, y + h == sy + sh - 16, h == 0.625 * w, w >= 0]
            constraints.append(previous.map { x == $0.x + $0.w + 32 } ?? (x == 16))
            previous = (x, w)
            tracked += [x, y, w, h]
        }
        let width = (W == 40).labeled("width")
        constraints.append(width)
        if reversed { constraints.reverse() }
        var solver = Solver()
        if asBatch {
            try solver.add(constraints)
        } else {
            for c in constraints { try solver.add(c) }
        }
        return (solver, width, tracked)
    }

    @Test(
        "every required constraint holds in every regime, however the rows were placed",
        arguments: [(false, false), (false, true), (true, false), (true, true)])
    func stripInAnyOrder(reversed: Bool, asBatch: Bool) throws {
        let (solver, width, tracked) = try strip(reversed: reversed, asBatch: asBatch)
        let map = try solver.regimes(ofConstantOf: width, from: 40, to: 700, tracking: tracked)
        #expect(map.breakpoints == [80])
        for W in stride(from: 40.0, through: 700, by: 20) {
            let above = W > 80
            expectClose(map.value(at: W, variable: 0), above ? 0.25 * W + 12 : 32, "sh at \(W)")
            for i in 0..<6 {
                let cell = 1 + 4 * i
                let w = above ? 0.4 * W - 32 : 0
                expectClose(map.value(at: W, variable: cell), 16 + Double(i) * (w + 32), "x\(i) at \(W)")
                expectClose(map.value(at: W, variable: cell + 1), 16, "y\(i) at \(W)")
                expectClose(map.value(at: W, variable: cell + 2), w, "w\(i) at \(W)")
                expectClose(map.value(at: W, variable: cell + 3), above ? 0.25 * W - 20 : 0, "h\(i) at \(W)")
            }
        }
    }
}
