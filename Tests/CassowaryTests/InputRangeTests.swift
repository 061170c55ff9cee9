import Testing
@testable import Cassowary

/// The range of numbers a solver accepts: every coefficient, constant, suggested value and
/// weight at most 10¹² in magnitude; beyond it the operation is refused before anything
/// changes.
@Suite("The range of numbers the solver accepts")
struct InputRangeTests {
    let x = Variable("x"), y = Variable("y"), w = Variable("w")

    /// A solver holding `x + y == w`, `x == 2y` and an edit of `w` at 30: x = 20, y = 10.
    func solver() throws -> Solver {
        var s = Solver()
        try s.addEditVariable(w, strength: .strong)
        try s.suggestValue(30, for: w)
        try s.add(x + y == w)
        try s.add(x == 2 * y)
        s.updateVariables()
        return s
    }

    /// Runs `operation`, which must throw `expected`'s case, and checks that the solver did
    /// not change: its dump and its values.
    func expectRefused(
        _ s: inout Solver, _ what: Comment, expected: (SolverError) -> Bool,
        _ operation: (inout Solver) throws(SolverError) -> Void
    ) {
        let dump = s.dump()
        let values = [s.value(of: x), s.value(of: y), s.value(of: w)]
        do {
            try operation(&s)
            Issue.record("\(what): not refused")
        } catch {
            #expect(expected(error), "\(what): \(error)")
            #expect("\(error)".contains("beyond ±1e12"), "\(what): \(error)")
        }
        #expect(s.dump() == dump, "\(what)")
        #expect([s.value(of: x), s.value(of: y), s.value(of: w)] == values, "\(what)")
    }

    func isConstraintOutOfRange(_ error: SolverError) -> Bool {
        if case .outOfRange = error { return true }
        return false
    }

    func isValueOutOfRange(_ error: SolverError) -> Bool {
        if case .valueOutOfRange = error { return true }
        return false
    }

    @Test("10¹² itself is accepted, in a coefficient, a constant, a suggestion and a weight")
    func theLimitIsAccepted() throws {
        var s = try solver()
        let z = Variable("z")
        // z ≥ −1 at the weak level, weighted 10¹², written with coefficients of 10¹²: nothing
        // else holds z, so any z ≥ −1 is optimal and the wish holds.
        try s.add(1e12 * z >= -1e12 ~ Strength(250, weight: 1e12))
        try s.suggestValue(-1e12, for: w)
        try s.add(y == 1 ~ .weak)
        #expect(Solver.largestInput == 1e12)
        // x + y == −1e12 and x == 2y: y = −1e12 / 3 (the weak wish cannot move it).
        #expect(abs(s.value(of: y) - -1e12 / 3) <= 1e-9 * 1e12)
        #expect(s.value(of: z) >= -1 - 1e-9)
    }

    /// A weak wish written with coefficients of 10¹² and weighted 10¹² still gives way to the
    /// strong edit: `1e12·y + x ≥ −1e12` wants y near 0, the edit puts w at −10¹², so x + y ==
    /// w and x == 2y give y = −10¹²/3 (by hand). The strong level's cost per unit of what the
    /// primal simplex moves is 10⁻¹²-sized there, below the 10⁻⁸ under which a stored cost is
    /// not trusted; it is summed afresh and decides.
    @Test("a weak wish with coefficients of 10¹² does not outrank a strong edit")
    func largeCoefficientsKeepTheHierarchy() throws {
        var s = try solver()
        try s.add(1e12 * y + x >= -1e12 ~ Strength(250, weight: 1e12))
        try s.suggestValue(-1e12, for: w)
        #expect(abs(s.value(of: w) - -1e12) <= 1e-9 * 1e12)
        #expect(abs(s.value(of: y) - -1e12 / 3) <= 1e-9 * 1e12)
    }

    /// A chain of multipliers within the range whose values go far beyond it:
    /// `a0 == 10¹¹`, `a1 == 10¹¹·a0`, `a2 == 10¹¹·a1` give a1 = 10²² and a2 = 10³³ (by hand),
    /// in either order. The engine takes values 10¹⁰ beyond its inputs for numerical trouble
    /// and solves afresh; the fresh solve once judged this system infeasible (a reduced cost of
    /// 10⁻¹¹ per unit of a1, within its absolute tolerance) and refused a feasible constraint.
    @Test("values far beyond the inputs through a chain of multipliers", arguments: [false, true])
    func aChainOfMultipliers(reversed: Bool) throws {
        let a = (0..<3).map { Variable("a\($0)") }
        var constraints = [a[0] == 1e11, a[1] == 1e11 * a[0], a[2] == 1e11 * a[1]]
        if reversed { constraints.reverse() }
        var s = Solver()
        for c in constraints { try s.add(c) }
        s.updateVariables()
        for (k, expected) in [1e11, 1e22, 1e33].enumerated() {
            #expect(abs(s.value(of: a[k]) - expected) <= 1e-9 * expected, "a\(k)")
        }
    }

    /// A weak wish weighted 3·10¹⁰ beside a coefficient of 10⁻⁹, as the fuzzer's every-table
    /// run built it: `10⁻⁹·v + 2u == 320` and `0.5u ≤ 0.1` leave `v = (320 − 2u)·10⁹`, least at
    /// u = 0.2: v = 3.196·10¹¹ (by hand), which is where the wish `v ≤ 1` leaves it. Its cost
    /// per unit of u is 6·10¹⁹: the engine solves afresh, and the fresh solve, with rows scaled
    /// alone, could not pivot v in (a coefficient of 5·10⁻¹⁰ beside 1 in its row) and refused
    /// the optional wish as "too far apart", which no optional constraint may be. Added one at
    /// a time and as the fuzzer's batches.
    @Test(
        "an optional wish beside a coefficient of 10⁻⁹ and a weight of 3·10¹⁰ is never refused",
        arguments: [false, true])
    func anOptionalWishBesideFarApartNumbers(batched: Bool) throws {
        let u = Variable("u"), v = Variable("v")
        let equality = 1e-9 * v + 2 * u == 320
        let bound = 0.5 * u <= 0.1
        let wish = -v >= -1 ~ Strength(250, weight: 3e10)
        var s = Solver()
        if batched {
            try s.add([equality, bound])
            try s.add([wish])
        } else {
            for c in [equality, bound, wish] { try s.add(c) }
        }
        s.updateVariables()
        #expect(abs(s.value(of: u) - 0.2) <= 1e-9)
        #expect(abs(s.value(of: v) - 3.196e11) <= 1e-9 * 3.196e11)
    }

    @Test("a constraint with a coefficient, a constant or a weight beyond 10¹² is refused")
    func constraintsBeyondTheRange() throws {
        var s = try solver()
        expectRefused(&s, "coefficient", expected: isConstraintOutOfRange) { s throws(SolverError) in
            try s.add(1.5e12 * x <= 3)
        }
        expectRefused(&s, "constant", expected: isConstraintOutOfRange) { s throws(SolverError) in
            try s.add(x >= -2e12 ~ .weak)
        }
        expectRefused(&s, "weight", expected: isConstraintOutOfRange) { s throws(SolverError) in
            try s.add(x == 3 ~ Strength(250, weight: 3e12))
        }
        expectRefused(&s, "the third member of a batch", expected: isConstraintOutOfRange) { s throws(SolverError) in
            try s.add([y >= 0, x <= 100 ~ .weak, y <= 1e300])
        }
        #expect(s.constraintCount == 2)
    }

    @Test("a suggestion, a constant, a weight or a regime bound beyond 10¹² is refused")
    func valuesBeyondTheRange() throws {
        var s = try solver()
        let cap = x <= 100
        try s.add(cap)
        expectRefused(&s, "suggestion", expected: isValueOutOfRange) { s throws(SolverError) in
            try s.suggestValue(1e13, for: w)
        }
        expectRefused(&s, "constant", expected: isValueOutOfRange) { s throws(SolverError) in
            try s.setConstant(-1e15, for: cap)
        }
        let wish = y == 5 ~ .weak
        try s.add(wish)
        let dump = s.dump()
        expectRefused(&s, "constants", expected: isValueOutOfRange) { s throws(SolverError) in
            try s.setConstants([(constraint: wish, constant: 6), (constraint: wish, constant: 1e200)])
        }
        #expect(s.dump() == dump && s.constant(of: wish) == 5)
        expectRefused(&s, "weight of a wish", expected: isValueOutOfRange) { s throws(SolverError) in
            try s.setStrength(Strength(250, weight: 1e20), for: wish)
        }
        expectRefused(&s, "weight of an edit", expected: isValueOutOfRange) { s throws(SolverError) in
            try s.addEditVariable(x, strength: Strength(500, weight: 2e12))
        }
        #expect(throws: SolverError.self) { try s.regimes(of: w, from: 0, to: 5e12) }
    }

    /// Two required equalities that differ by 1, `x + 0.5y == 1` and `0.5y + x == 0`, beside a
    /// bound `y ≥ 10¹⁵⁰` that hid their difference in rounding (a fuzzer's input): the bound
    /// is refused, so the equalities meet as they are and the second is refused as the
    /// conflict it is.
    @Test("inconsistent equalities cannot hide behind a number beyond the range")
    func noHiddenInconsistency() throws {
        var s = Solver()
        let first = x + 0.5 * y == 1
        try s.add(first)
        try s.add(3 * x <= 0)
        try s.add(y - x >= 8)
        #expect(throws: SolverError.self) { try s.add(y >= 1e150) }
        do {
            try s.add(0.5 * y + x == 0)
            Issue.record("the inconsistent equality was accepted")
        } catch {
            guard case .unsatisfiable(_, let conflicts) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(conflicts.contains(first))
        }
    }

    @Test("a solver for the engine's own tests accepts any finite number")
    func acceptingAnyMagnitude() throws {
        var s = Solver.acceptingAnyMagnitude()
        try s.add(x == 1e300)
        s.updateVariables()
        #expect(s.value(of: x) == 1e300)
    }
}
