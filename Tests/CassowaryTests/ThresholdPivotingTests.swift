import Testing
import Cassowary

/// Threshold pivoting chooses among the rates that bound a move; it never makes a move
/// unbounded. When every rate that bounds the entering symbol's move is below the threshold
/// (rates of 0.1 beside 10⁶ in one column), the tightest of them still bounds it.
@Suite("Threshold pivoting never leaves a lowering move unbounded")
struct ThresholdPivotingTests {
    /// A fuzzer's input, shrunk (reproduced from a text script, then checked with HiGHS):
    ///
    ///     edit v1 @weak                                          (v1 wished at 0)
    ///     2 v1 + 10⁶ v2 − 2 v3 ≥ 1.6·10⁷              @strong
    ///     −v5 − v1 + 10⁶ v0 ≥ 10                       @251
    ///     0.1 v0 + 3 v1 ≥ 8                            required
    ///     −10⁶ v2 + 0.5 v5 + 0.5 v1 == 0.1             @weak × 10⁴
    ///     (5/6) v5 + 10⁶ v2 ≤ 0.1                      @strong
    ///     0.1 v3 + 10⁶ v0 + 2 v5 ≤ 10                  @weak
    ///
    /// Every constraint can hold at once — by hand: v1 = 0, v0 = 80 (the required one tight),
    /// v5 = 0, v2 = −10⁻⁷ (the weak equality exact, the strong inequality at −0.1), v3 = −8·10⁸
    /// (the last one at 0, the first at 1.6·10⁹ − 0.1) — so the optimum leaves no error at any
    /// level, and the edit's value is 0. The engine stopped at v1 = 2.64: the move that lowers
    /// the weak error meets its bounds only through rates below 10⁻⁷ of the column's largest,
    /// which the threshold left out, so it found no leaving symbol and gave the move up. With
    /// a weight of 1 on the weak equality it stopped there too for another reason: the weak
    /// level's cost reaches the entering symbol below the absolute resolution of 10⁻⁸ (a rate
    /// of 3·10⁻⁹), and such a cost was passed over as rounding; it is summed afresh now.
    @Test("a move bounded only by small rates is still made", arguments: [1, 1e4, 1e6, 3e10])
    func smallRatesStillBound(weight: Double) throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3")
        let v5 = Variable("v5")
        var s = Solver()
        try s.addEditVariable(v1, strength: .weak)
        let constraints: [Constraint] = [
            2 * v1 + 1e6 * v2 - 2 * v3 >= 16e6 ~ .strong,
            -1 * v5 - v1 + 1e6 * v0 >= 10 ~ Strength(251),
            0.1 * v0 + 3 * v1 >= 8,
            -1e6 * v2 + 0.5 * v5 + 0.5 * v1 == 0.1 ~ Strength(250, weight: weight),
            (5.0 / 6) * v5 + 1e6 * v2 <= 0.1 ~ .strong,
            0.1 * v3 + 1e6 * v0 + 2 * v5 <= 10 ~ .weak,
        ]
        for c in constraints { try s.add(c) }
        s.updateVariables()
        #expect(abs(s.value(of: v1)) <= 1e-9, "the edit's wish for 0 can hold")
        for c in constraints {
            var sum = c.expression.constant, scale = abs(c.expression.constant)
            for term in c.expression.terms {
                sum += term.coefficient * s.value(of: term.variable)
                scale = max(scale, abs(term.coefficient * s.value(of: term.variable)))
            }
            let tolerance = 1e-7 * max(1, scale)  // the solver's own check of required constraints
            switch c.relation {
            case .equal: #expect(abs(sum) <= tolerance, "\(c): \(sum)")
            case .lessThanOrEqual: #expect(sum <= tolerance, "\(c): \(sum)")
            case .greaterThanOrEqual: #expect(sum >= -tolerance, "\(c): \(sum)")
            }
        }
    }

    /// `v2 + 21·v0 == 4098` and `v0 == 0` fix v2 at 4098 (by hand); a weak wish
    /// `−10⁶·v2 == 1.6·10⁷` (v2 at −16) cannot move it. The wish's error moves v0 at a rate of
    /// 2.1·10⁷ while `v0 == 0`'s dummy moves at 1, below the threshold: passed over, the move
    /// took v0 to 195.9 (the equality broken, then the wish refused as beyond the resolution).
    /// A fuzzer's input, shrunk.
    @Test("a required equality bounds a move however small its rate", arguments: [false, true])
    func dummiesAlwaysBound(batch: Bool) throws {
        let v0 = Variable("v0"), v2 = Variable("v2")
        var s = Solver()
        let constraints = [v2 + 21 * v0 == 4098, v0 == 0, -1e6 * v2 == 16e6 ~ .weak]
        if batch { try s.add(constraints) } else { for c in constraints { try s.add(c) } }
        #expect(s.value(of: v0) == 0)
        #expect(abs(s.value(of: v2) - 4098) <= 1e-9 * 4098)
    }

    /// `x + y == w`, `x == 2y` and a strong wish `w == −10⁶` put y at −333 333.3 (by hand);
    /// a weak `c·y + x ≥ −1000` wants y near 0 and must give way. Added in this order the
    /// primal simplex decides, and the strong level's cost per unit of the symbol it moves is
    /// 1/c — below 10⁻⁸ from c = 10⁸ on — while the weak level's is about 1: the strong cost
    /// was passed over as rounding and the weak wish won (w at −3·10⁻⁷ with c = 10¹⁰). Such a
    /// cost is summed afresh from the symbol's column before it is passed over.
    @Test("a higher level's small cost per unit still outranks a lower level", arguments: [1e6, 1e8, 1e10, 1e12])
    func smallHigherCostsDecide(c: Double) throws {
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        var s = Solver()
        try s.add(x + y == w)
        try s.add(x == 2 * y)
        try s.add(c * y + x >= -1000 ~ .weak)
        try s.add(w == -1e6 ~ .strong)
        s.updateVariables()
        #expect(abs(s.value(of: w) + 1e6) <= 1e-6)
        #expect(abs(s.value(of: y) + 1e6 / 3) <= 1e-6)
        #expect(abs(s.value(of: x) + 2e6 / 3) <= 1e-6)
    }
}
