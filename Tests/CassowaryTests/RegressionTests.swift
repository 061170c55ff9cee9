import Testing
import TestSupport
@testable import Cassowary

/// Reproductions of bugs the property tests found, shrunk to a few lines each.
@Suite("Regressions found by the property tests")
struct RegressionTests {
    @Test("removing a required equality leaves no row queued as infeasible")
    func removeLeavesNoStaleInfeasibleRow() throws {
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2")
        var s = Solver.acceptingAnyMagnitude()
        let a = -x0 - x1 + x2 >= -3
        try s.add(a)
        try s.addEditVariable(x2, strength: Strength.strong.weighted(2))
        try s.suggestValue(14, for: x2)
        let c = -x0 <= -16
        try s.add(c)
        try s.setConstant(2, for: c)
        let d = -3 * x0 - x1 == 5
        try s.add(d)
        let f = -x2 <= 0
        try s.add(f)
        let j = 3 * x0 + 3 * x1 - x2 == -3
        try s.add(j)
        try s.suggestValue(-20, for: x2)
        let m = -3 * x0 >= 6
        try s.add(m)
        try s.remove(d)
        #expect(s.dump().contains("Infeasible\n  (none)\n"), "\(s.dump())")
        for constraint in [a, c, f, j, m] { try s.remove(constraint) }
        try s.removeEditVariable(x2)
        #expect(s.dump() == Solver().dump())
    }

    @Test("a new row whose subject is a variable keeps every restricted row feasible")
    func externalSubjectKeepsRowsFeasible() throws {
        let y = Variable("y"), z = Variable("z")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(y >= z)
        try s.add(z >= 6)
        #expect(s.value(of: y) >= 6 - 1e-9)
        #expect(s.value(of: z) >= 6 - 1e-9)
        #expect(s.dump().contains("Infeasible\n  (none)\n"))
    }

    @Test("a required equality that a bound makes impossible is refused")
    func externalSubjectConflictIsRefused() throws {
        let x = Variable("x"), w = Variable("w")
        var s = Solver.acceptingAnyMagnitude()
        let bound = x <= 10, sum = x + w == 20
        try s.add(bound)
        try s.add(sum)
        let zero = w == 0
        #expect {
            try s.add(zero)
        } throws: { error in
            guard case SolverError.unsatisfiable(let c, let conflicts) = error else { return false }
            return c === zero && conflicts.count == 2 && conflicts[0] === bound && conflicts[1] === sum
        }
        #expect(!s.contains(zero))
        #expect(s.value(of: x) + s.value(of: w) == 20)
        #expect(s.value(of: x) <= 10)
    }

    @Test("a refused constant change restores the tableau bit for bit")
    func refusedConstantIsExact() throws {
        let x = Variable("x"), y = Variable("y")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(y >= 0.1)
        try s.add(x >= y)
        let c = -3 * x >= -1  // x <= 1/3
        try s.add(c)
        let before = s.dump()
        #expect(throws: SolverError.self) { try s.setConstant(2, for: c) }  // x <= -2/3
        #expect(s.dump() == before)
        #expect(s.constant(of: c) == -1)
    }

    @Test("a variable left free at a degenerate vertex is ambiguous")
    func ambiguousAtDegenerateVertex() throws {
        let x = Variable("x"), y = Variable("y")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(y >= 0)
        try s.add(x + y >= 0)
        try s.add(x >= 0)
        // Nothing pins either variable: any x >= 0, y >= 0 is optimal.
        #expect(s.isAmbiguous(x))
        #expect(s.isAmbiguous(y))
    }

    @Test("a refused constant change names the constraint it conflicts with")
    func refusedConstantHasConflicts() throws {
        let x = Variable("x")
        var s = Solver.acceptingAnyMagnitude()
        let a = 2 * x <= 7
        try s.add(a)
        let b = 3 * x >= 9
        try s.add(b)
        try s.setConstant(-1, for: b)
        try s.setConstant(5, for: a)
        #expect {
            try s.setConstant(18, for: b)
        } throws: { error in
            guard case SolverError.unsatisfiable(let c, let conflicts) = error else { return false }
            return c === b && conflicts.count == 1 && conflicts[0] === a
        }
    }

    /// Found by the fuzzer: weights eleven orders of magnitude apart within one level leave
    /// rounding of about 1e-5 in a cost, which the invariant check must allow for.
    @Test("weights 3.3e10 and 0.01 within one level: a chain with wishes solves")
    func farApartWeightsWithinALevel() throws {
        let x10 = Variable("x10"), x11 = Variable("x11"), w10 = Variable("w10")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(x10 == 0 ~ Strength(250, weight: 33_333_333_335))
        try s.add(x11 == 0 ~ Strength(250, weight: 0.01))
        try s.add(w10 == 106 ~ Strength(500, weight: 1.8333333333333335))
        try s.add(x11 >= x10 + w10 + 8)
        // w10 = 106 at the higher level; x10 = 0 (its weight dwarfs x11's); x11 = 114.
        #expect(s.value(of: w10) == 106)
        expectClose(s.value(of: x10), 0, within: .absolute(1e-9))
        expectClose(s.value(of: x11), 114, within: .absolute(1e-9))
    }

    /// Found by the solver fuzzer: a 1e150 coefficient next to edit variables. Costs computed
    /// through it round at about 1e134, which the invariant check must allow for; the
    /// required constraint holds and the edit for v3 gives way to it.
    @Test("a coefficient of 1e150 beside edit variables, added in a batch")
    func hugeCoefficientInABatch() throws {
        let v3 = Variable("v3"), v0 = Variable("v0")
        var s = Solver.acceptingAnyMagnitude()
        try s.addEditVariable(v3, strength: .strong.weighted(2))
        try s.addEditVariable(v0, strength: .medium)
        try s.add([1e150 * v3 >= 1366 ~ .strong, v0 == 0])
        #expect(s.value(of: v0) == 0)
        #expect(s.value(of: v3).isFinite)
    }

    /// Found by the solver fuzzer: a cost of 0.001 × 1e-6 was rounded to zero when it was
    /// added to the objective, and removing the constraint that made it left the edit's own
    /// cost of 0.001 wrong. Costs are now zeroed only when they cancel.
    @Test("removing a constraint with a 1e6 coefficient beside an edit of weight 0.001")
    func smallCostsSurviveARemoval() throws {
        let v3 = Variable("v3")
        var s = Solver.acceptingAnyMagnitude()
        let c = 1e6 * v3 == 1.6e7 ~ .medium
        try s.add(c)
        try s.addEditVariable(v3, strength: Strength(1, weight: 1e-3))
        #expect(s.value(of: v3) == 16)
        try s.remove(c)
        // Only the edit (at its starting preference, 0) is left.
        #expect(s.value(of: v3) == 0)
    }

    // MARK: Found by the solver fuzzer
    //
    // Each is the fuzzer's minimised input in Fuzz/regressions/ (replayed with
    // FUZZ_SOLVER_TABLES=all), written out; every one is fixed and enabled.

    /// `v0 == 0` makes `1e-9 * v0 == 0` redundant. Moving `v0` to 1.6e7 breaks that equality
    /// by 0.016 — all of it, since its own numbers are that size — so the change must be
    /// refused and leave `v0` at 0. Instead it is accepted. The redundancy check of a constant
    /// change weighs the redundant equality's residual per unit of the change (1e-9, below the
    /// absolute 1e-8) rather than the residual the change makes.
    @Test("a constant change that breaks a redundant equality with a 1e-9 coefficient is refused")
    func constantChangeBreakingATinyRedundantEquality() throws {
        let v0 = Variable("v0")
        var s = Solver.acceptingAnyMagnitude()
        let pin = v0 == 0
        try s.add(pin)
        try s.add(1e-9 * v0 == 0)
        #expect(throws: SolverError.self) { try s.setConstant(1.6e7, for: pin) }
        #expect(s.value(of: v0) == 0)
    }

    /// `3 * v >= 0.1` holds from `v = 1/30` up; `1e-9 * v == 0` asks for `v = 0`, which breaks
    /// it. Exactly, the two conflict (refuse the equality); within the solver's 1e-8 the
    /// equality holds already (keep `v` at 1/30). Either way the required inequality must still
    /// hold. Instead the equality is accepted and `v` moves to 0.
    @Test("an equality with a 1e-9 coefficient does not break a required inequality")
    func tinyEqualityKeepsARequiredInequality() throws {
        let v = Variable("v")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(3 * v >= 0.1)
        do { try s.add(1e-9 * v == 0) } catch {}
        #expect(3 * s.value(of: v) >= 0.1 - 1e-12)
    }

    /// A wish `v0 == 1.6e7`, then `3 * v0 == 0` fixes `v0 = 0`; `1e150 * v0 == 10` asks for
    /// `v0 = 1e-149`. Exactly they conflict (refuse it); accepting it is only right with
    /// `v0 = 1e-149`. Instead it is accepted with `v0 = 0`, off by all of its 10.
    @Test("an equality with a 1e150 coefficient is not taken as redundant when it is off by 10")
    func hugeCoefficientEqualityIsNotRedundant() throws {
        let v0 = Variable("v0")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(v0 == 16_000_000 ~ Strength(251))
        try s.add(3 * v0 == 0)
        let huge = 1e150 * v0 == 10
        do {
            try s.add(huge)
            expectClose(1e150 * s.value(of: v0), 10, within: .absolute(1e-6), "accepted with v0 = \(s.value(of: v0))")
        } catch {
            #expect(!s.contains(huge))
        }
    }

    /// `v0 == 0`, its constant moved to 1e6 and back to 0, then `-1e6 * v0 == 0.1`, which asks
    /// for `v0 = -1e-7`: a conflict with `v0 == 0` that must be refused. Instead it is
    /// accepted, with `v0 = 0` and the new equality off by 0.1.
    @Test("a conflicting equality is refused after its row has held a constant of 1e6")
    func conflictAfterALargeConstantIsRefused() throws {
        let v0 = Variable("v0")
        var s = Solver.acceptingAnyMagnitude()
        let pin = v0 == 0
        try s.add(pin)
        try s.setConstant(1e6, for: pin)
        try s.setConstant(0, for: pin)
        #expect(throws: SolverError.self) { try s.add(-1e6 * v0 == 0.1) }
        #expect(s.value(of: v0) == 0)
    }

    /// An edit of `v1` at weight 0.001, and a required `-1e6 * v1 == 0` added and removed:
    /// the edit's error symbols must cost 0.001 again, so that suggestions of 5 and -5 win over
    /// a wish for 0 of weight 0.0001 in the same level. The invariant check finds the cost 0
    /// after the removal (a trap in debug builds).
    @Test("removing a required equality with a 1e6 coefficient gives the edit its cost back")
    func editCostSurvivesARequiredRemoval() throws {
        let v1 = Variable("v1")
        var s = Solver.acceptingAnyMagnitude()
        try s.addEditVariable(v1, strength: Strength(1, weight: 1e-3))
        let pin = -1e6 * v1 == 0
        try s.add(pin)
        try s.remove(pin)
        try s.add(v1 == 0 ~ Strength(1, weight: 1e-4))
        for suggestion in [5.0, -5.0] {
            try s.suggestValue(suggestion, for: v1)
            #expect(s.value(of: v1) == suggestion)
        }
    }

    /// `7 * v0 == -1` at weak × 3e10 and an edit of `v0` at weak (weight 1) share a level;
    /// removing the first must leave the edit's error symbols their weight of 1, so that a wish
    /// for 0 of weight 1.5 in the same level wins over suggestions of 4 and -4. The invariant
    /// check finds a cost of 2 after the removal (a trap in debug builds).
    @Test("weights 3e10 and 1 in one level: a removal leaves each cost its own weight")
    func farApartWeightsSurviveARemoval() throws {
        let v0 = Variable("v0")
        var s = Solver.acceptingAnyMagnitude()
        let heavy = 7 * v0 == -1 ~ Strength(250, weight: 3e10)
        try s.add(heavy)
        try s.addEditVariable(v0, strength: .weak)
        try s.remove(heavy)
        try s.add(v0 == 0 ~ Strength(250, weight: 1.5))
        for suggestion in [4.0, -4.0] {
            try s.suggestValue(suggestion, for: v0)
            #expect(s.value(of: v0) == 0, "suggested \(suggestion)")
        }
    }

    /// `v0 == 0` at weak × 1000 beside the required `2 * v0 <= 100` and `v0 >= 1`; its constant
    /// moved to 1e308. Either the change is accepted (`v0 = 50`, the largest value allowed) or
    /// it is refused because a number would overflow (weight × error: 1000 × 1e308) — then with
    /// `nonFiniteResult` and the solver exactly as it was. Instead it is refused as
    /// `unsatisfiable`, which an optional constraint never is, and the dump has changed.
    @Test("an optional constraint's constant moved to 1e308 is not refused as unsatisfiable")
    func hugeConstantOfAnOptionalConstraint() throws {
        let v0 = Variable("v0")
        var s = Solver.acceptingAnyMagnitude()
        let wish = v0 == 0 ~ Strength(250, weight: 1000)
        try s.add([wish, 2 * v0 <= 100, v0 >= 1])
        let before = s.dump()
        do {
            try s.setConstant(1e308, for: wish)
            #expect(s.value(of: v0) == 50)
        } catch {
            if case .nonFiniteResult = error {} else { Issue.record("refused with \(error)") }
            #expect(s.dump() == before, "the refusal changed the solver")
        }
    }

    // MARK: Found by the fuzzer in the second-generation engine (inputs `second-core-*`)

    /// A `@medium` equality with a coefficient of 1e150 added and removed twice: its marker
    /// must find a row to leave from even though every other rate in its column is rounding
    /// beside 1e150. The solver ends as empty as it began.
    @Test("an equality with a 1e150 coefficient can be added and removed twice")
    func hugeCoefficientAddedAndRemovedTwice() throws {
        let v1 = Variable("v1")
        var s = Solver.acceptingAnyMagnitude()
        for _ in 0..<2 {
            let c = 1e150 * v1 == 0 ~ .medium
            try s.add(c)
            #expect(s.value(of: v1) == 0)
            try s.remove(c)
        }
        #expect(s.constraints.isEmpty)
    }

    /// `2 * v1 + 3 * v0 == -1e150` and `2 * v1 == -1e150` leave v0 = 0, known only to about
    /// 1e134 at those magnitudes, so `2 * v0 <= -20` cannot be told apart from rounding and is
    /// accepted. Computed again from its row, its slack is −20: the dual simplex cannot bring
    /// it back, and it stays (below the resolution) — but it stayed *queued*, and the next
    /// failed call, which rolls back, emptied the queue, so the failed call changed the solver.
    /// Nothing may stay queued after a call.
    @Test("a failed add after values near 1e150 leaves the solver exactly as it was")
    func roundingInfeasibilityNotLeftQueued() throws {
        let v0 = Variable("v0"), v1 = Variable("v1")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(2 * v1 + 3 * v0 == -1e150)
        try s.add(2 * v1 == -1e150)
        try s.add(2 * v0 <= -20)
        try s.add(v0 == -1e150 ~ .medium)
        try s.add(2 * v0 == 0 ~ .weak)
        let before = s.dump()
        #expect(throws: SolverError.self) { try s.add(v0 == -20) }
        #expect(s.dump() == before)
        #expect(!before.contains("Infeasible\n  s"))
    }

    /// The batch `v0 + 3 * v2 >= 1e308 @strong*2`, `2 * v2 + 2 * v0 + v1 == 0`,
    /// `v0 >= 1e308 @strong*2`: v1, free, takes the equality at −2e308, which overflows, so
    /// the batch is refused. A variable taken as a row's basic symbol in place of a marker that
    /// would start out of bounds must not be tried for a free variable whose value overflows
    /// (it hid the overflow and left a row that did not hold).
    @Test("a batch whose free variable overflows is refused, not placed another way")
    func overflowingFreeVariableRefused() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        var s = Solver.acceptingAnyMagnitude()
        #expect(throws: SolverError.self) {
            try s.add([
                v0 + 3 * v2 >= 1e308 ~ .strong.weighted(2), 2 * v2 + 2 * v0 + v1 == 0,
                v0 >= 1e308 ~ .strong.weighted(2),
            ])
        }
        #expect(s.constraints.isEmpty)
    }

    /// The batch `-v4 + 2 * v0 + 0.5 * v3 >= 1e308`, `7.5 * v4 + v0 == 0`, `v0 == 0`, all
    /// required: v4 takes the first at −1e308, and the second's residual, 7.5e308, overflows.
    /// Taken for 0 beside its infinite parts, it let v0 take the row without moving, and the
    /// last equality was accepted with every row but its own off by 1e307. Whether the first
    /// two are placed another way or refused, the third needs v3 ≥ 2e308: refused, nothing
    /// changes.
    @Test("a batch whose residual overflows is refused, not taken for zero")
    func overflowingResidualNotZero() throws {
        let v0 = Variable("v0"), v3 = Variable("v3"), v4 = Variable("v4")
        var s = Solver.acceptingAnyMagnitude()
        #expect(throws: SolverError.self) {
            try s.add([-v4 + 2 * v0 + 0.5 * v3 >= 1e308, 7.5 * v4 + v0 == 0, v0 == 0])
        }
        #expect(s.constraints.isEmpty)
    }

    /// A fuzzer's sequence with ordinary numbers: pivots moved reduced costs of up to 7e4 by
    /// rates like 0.1 and 2.5, and left −2.4e-8 where 0 was meant (a weight of 1000 at the weak
    /// level). Beyond the absolute 1e-8, that rounding read as a direction: the invariant check
    /// reported the engine not optimal, and with the batches of the current engine the
    /// optimiser traded it back and forth with another symbol without end. A cost within
    /// rounding of the largest part it was summed from now counts as 0. All five can hold at
    /// once (v5 = −2, v1 = −49, v4 = −233, v0 = −1555 is one such point, among many), so the
    /// optimum holds them all.
    @Test("rounding left in a reduced cost is not taken for a direction")
    func roundingInAReducedCostIsNoDirection() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        try s.add([
            -2.5 * v[5] + 0.1 * v[1] == 0.1 ~ Strength(250, weight: 1000),
            -v[1] - 0.5 * v[4] + 0.1 * v[0] <= 10,
            -0.5 * v[5] >= 1 ~ Strength(750, weight: 2),
        ])
        try s.add([-0.5 * v[1] - 2 * v[0] >= 10 ~ .strong])
        try s.add(0.1 * v[5] + 0.1 * v[4] - 0.5 * v[1] == 1 ~ .strong)
        let x = v.map { s.value(of: $0) }
        expectClose(-2.5 * x[5] + 0.1 * x[1], 0.1, within: .absolute(1e-9))
        #expect(-x[1] - 0.5 * x[4] + 0.1 * x[0] <= 10 + 1e-9)
        #expect(-0.5 * x[5] >= 1 - 1e-9)
        #expect(-0.5 * x[1] - 2 * x[0] >= 10 - 1e-9)
        expectClose(0.1 * x[5] + 0.1 * x[4] - 0.5 * x[1], 1, within: .absolute(1e-9))
    }

    /// A fuzzer's sequence with values near 1e150 and weights of 0.001 to 1000 (a hang, found
    /// after batches began to optimise each row as it comes): in the last batch a pivot with a
    /// coefficient near 1e12 left a slack with the cost vector of the symbol that entered,
    /// scaled down by 1e12, so its higher levels were real but below the resolution and a
    /// lower level made it look worth entering; it entered, the other symbol's cost said the
    /// same, and the two took turns. An optimisation that pivots far more often than there are
    /// symbols now computes its costs again, then lets costs below the resolution stop
    /// counting as directions; the engine ends optimal (the invariant check in this package's
    /// debug builds) and the required `0.333 * v3 + 7 * v5 + 0.1 * v0 == 1366` holds.
    @Test("costs scaled down by a huge pivot do not take turns entering")
    func scaledCostsDoNotTakeTurns() {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        let c0 = Constraint(
            Expression([Term(v[5], 0.2), Term(v[4], 2.0)], constant: -0.1), .equal,
            strength: Strength(1.0, weight: 0.001))
        try? s.add(c0)
        let c1 = Constraint(
            Expression([Term(v[2], 9.0), Term(v[3], 0.5)], constant: -16000000.0), .greaterThanOrEqual,
            strength: Strength(250.0, weight: 1.0))
        let c2 = Constraint(
            Expression([Term(v[5], -2.0)], constant: 1.0), .equal, strength: Strength(1.0, weight: 0.001))
        try? s.add([c1, c2])
        try? s.setConstant(-1.0, for: c0)
        try? s.setConstant(-1.0, for: c0)
        let c3 = Constraint(
            Expression([Term(v[5], 0.1)], constant: -10.0), .equal, strength: Strength(251.0, weight: 1.0))
        try? s.add(c3)
        let c4 = Constraint(
            Expression([Term(v[0], 0.5)], constant: -0.0), .equal, strength: Strength(500.0, weight: 1.0))
        let c5 = Constraint(
            Expression([Term(v[3], 0.5)], constant: -0.0), .equal, strength: Strength(500.0, weight: 1.0))
        let c6 = Constraint(
            Expression([Term(v[2], 1.0)], constant: -16000000.0), .greaterThanOrEqual,
            strength: Strength(250.0, weight: 1000.0))
        try? s.add([c4, c5, c6])
        let c7 = Constraint(
            Expression([Term(v[0], -1.0)], constant: 1e+150), .greaterThanOrEqual,
            strength: Strength(750.0, weight: 1.0))
        let c8 = Constraint(
            Expression([Term(v[5], -2.0), Term(v[1], 0.1), Term(v[4], 0.1)], constant: -16000000.0),
            .greaterThanOrEqual, strength: Strength(750.0, weight: 2.0))
        try? s.add([c7, c8])
        try? s.addEditVariable(v[5], strength: Strength(250.0, weight: 1.0))
        try? s.removeEditVariable(v[0])
        try? s.remove(c7)
        let c9 = Constraint(
            Expression([Term(v[3], 0.3333333333333333), Term(v[5], 7.0), Term(v[0], 0.1)], constant: -1366.0), .equal,
            strength: Strength(1000.0, weight: 1.0))
        let c10 = Constraint(
            Expression([Term(v[5], -1.0), Term(v[0], -0.5), Term(v[3], 0.5)], constant: -0.0), .equal,
            strength: Strength(500.0, weight: 1.0))
        try? s.add([c9, c10])
        try? s.remove(c7)
        let c11 = Constraint(
            Expression([Term(v[5], -3.0), Term(v[0], -0.5)], constant: -10.0), .greaterThanOrEqual,
            strength: Strength(251.0, weight: 1.0))
        try? s.add(c11)
        let c12 = Constraint(
            Expression([Term(v[3], 0.1), Term(v[1], -0.5), Term(v[0], -2.0)], constant: -1366.0), .greaterThanOrEqual,
            strength: Strength(750.0, weight: 1.0))
        let c13 = Constraint(
            Expression([Term(v[5], 7.0), Term(v[0], 0.1), Term(v[1], -0.5)], constant: 1.0), .lessThanOrEqual,
            strength: Strength(750.0, weight: 1.0))
        let c14 = Constraint(
            Expression([Term(v[1], -1.0), Term(v[2], 7.0), Term(v[3], 0.5)], constant: -0.0), .equal,
            strength: Strength(251.0, weight: 1.0))
        try? s.add([c12, c13, c14])
        let x = v.map { s.value(of: $0) }
        let c9Value = 0.3333333333333333 * x[3] + 7 * x[5] + 0.1 * x[0]
        let size = max(1366, abs(0.3333333333333333 * x[3]), abs(7 * x[5]), abs(0.1 * x[0]))
        #expect(abs(c9Value - 1366) <= 1e-8 * size)
    }

    /// A fuzzer's sequence beside values of 1e150 and constants of 1e308 (a trap, found after
    /// batches began to optimise each row as it comes): in the last batch a row's optimisation
    /// met a cycle of rows too ill-conditioned to eliminate, and the basis was taken for
    /// singular. Beside numbers beyond 1e9 a batch places its rows first and optimises once,
    /// as before. The sequence runs to the end, and the required `0.5 * v5 == 10`, if the last
    /// batch went in, holds.
    @Test("a batch beside values of 1e150 does not meet an ill-conditioned cycle")
    func batchBesideHugeValuesMeetsNoCycle() {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        let c0 = Constraint(
            Expression([Term(v[5], 0.1), Term(v[4], 0.5), Term(v[3], 0.5)], constant: -0.0), .equal,
            strength: Strength(500.0, weight: 1.0))
        try? s.add(c0)
        try? s.suggestValue(-16000000.0, for: v[0])
        try? s.setStrength(Strength(250.0, weight: 1.0), for: c0)
        let c1 = Constraint(
            Expression([Term(v[5], -0.5)], constant: -1.0), .greaterThanOrEqual, strength: Strength(750.0, weight: 2.0))
        try? s.add(c1)
        let c2 = Constraint(
            Expression([Term(v[1], -0.5), Term(v[3], 0.3333333333333333)], constant: -1366.0), .greaterThanOrEqual,
            strength: Strength(250.0, weight: 1.0))
        try? s.add([c2])
        let c3 = Constraint(
            Expression([Term(v[1], 2.0), Term(v[0], 0.1), Term(v[5], -1.0)], constant: -1e+300), .equal,
            strength: Strength(250.0, weight: 1000.0))
        let c4 = Constraint(
            Expression([Term(v[2], 0.5), Term(v[3], 1.0)], constant: -16000000.0), .equal,
            strength: Strength(750.0, weight: 1.0))
        try? s.add([c3, c4])
        let c5 = Constraint(
            Expression([Term(v[5], 0.1)], constant: -0.1), .equal, strength: Strength(250.0, weight: 1.0))
        let c6 = Constraint(
            Expression([Term(v[5], -2.5), Term(v[1], 0.1)], constant: -0.1), .equal,
            strength: Strength(250.0, weight: 1000.0))
        let c7 = Constraint(
            Expression([Term(v[5], -1.9), Term(v[2], 7.0)], constant: -0.1), .lessThanOrEqual,
            strength: Strength(750.0, weight: 1.0))
        try? s.add([c5, c6, c7])
        let c8 = Constraint(
            Expression([Term(v[3], 0.3333333333333333), Term(v[5], 7.0), Term(v[0], 0.1)], constant: -10.0),
            .greaterThanOrEqual, strength: Strength(251.0, weight: 1.0))
        try? s.add(c8)
        let c9 = Constraint(
            Expression([Term(v[3], 0.1), Term(v[1], -0.5), Term(v[0], -2.0)], constant: -1366.0), .equal,
            strength: Strength(500.0, weight: 1.0))
        let c10 = Constraint(
            Expression([Term(v[3], -1.0)], constant: -10.0), .greaterThanOrEqual, strength: Strength(750.0, weight: 1.0)
        )
        let c11 = Constraint(
            Expression([Term(v[0], 0.1), Term(v[5], 0.1)], constant: -16000000.0), .greaterThanOrEqual,
            strength: Strength(750.0, weight: 1.0))
        try? s.add([c9, c10, c11])
        let c12 = Constraint(
            Expression([Term(v[3], 0.1), Term(v[4], 0.1), Term(v[2], 0.3333333333333333)], constant: -16000000.0),
            .lessThanOrEqual, strength: Strength(750.0, weight: 1.0))
        let c13 = Constraint(
            Expression([Term(v[0], -1.0), Term(v[1], -1.0), Term(v[4], -0.5)], constant: 1.0), .lessThanOrEqual,
            strength: Strength(1000.0, weight: 1.0))
        let c14 = Constraint(
            Expression([Term(v[5], 7.0)], constant: -10.0), .greaterThanOrEqual, strength: Strength(250.0, weight: 1.0))
        try? s.add([c12, c13, c14])
        try? s.setStrength(Strength(250.0, weight: 1000.0), for: c9)
        let c15 = Constraint(
            Expression([Term(v[3], 0.5), Term(v[1], 8.0)], constant: -10.0), .greaterThanOrEqual,
            strength: Strength(1000.0, weight: 1.0))
        try? s.add([c15])
        let c16 = Constraint(
            Expression([Term(v[3], 0.5)], constant: -1e+308), .equal, strength: Strength(1000.0, weight: 1.0))
        try? s.add(c16)
        let c17 = Constraint(
            Expression([Term(v[3], 0.5)], constant: -1e+308), .equal, strength: Strength(1000.0, weight: 1.0))
        try? s.add(c17)
        let c18 = Constraint(
            Expression([Term(v[3], 0.5)], constant: -1e+308), .equal, strength: Strength(1000.0, weight: 1.0))
        try? s.add(c18)
        try? s.removeEditVariable(v[1])
        let c19 = Constraint(
            Expression([Term(v[0], 1.6)], constant: 1e+150), .equal, strength: Strength(500.0, weight: 1.0))
        try? s.add(c19)
        try? s.remove(c2)
        try? s.remove(c14)
        try? s.remove(c15)
        try? s.remove(c15)
        try? s.remove(c1)
        let c20 = Constraint(
            Expression([Term(v[2], -0.5), Term(v[5], 0.1)], constant: -1e+308), .equal,
            strength: Strength(1000.0, weight: 1.0))
        try? s.add(c20)
        let c21 = Constraint(
            Expression([Term(v[3], 0.5)], constant: -1e+308), .equal, strength: Strength(1000.0, weight: 1.0))
        try? s.add(c21)
        let c22 = Constraint(
            Expression([Term(v[3], 0.5)], constant: -1e+308), .equal, strength: Strength(1000.0, weight: 1.0))
        try? s.add(c22)
        let c23 = Constraint(
            Expression([Term(v[3], 0.5)], constant: 1e+150), .lessThanOrEqual, strength: Strength(1000.0, weight: 1.0))
        try? s.add(c23)
        let c24 = Constraint(
            Expression([Term(v[2], 7.0), Term(v[0], 0.1)], constant: -1366.0), .lessThanOrEqual,
            strength: Strength(1000.0, weight: 1.0))
        let c25 = Constraint(
            Expression([Term(v[2], -1.0), Term(v[3], 0.1)], constant: -100.0), .equal,
            strength: Strength(500.0, weight: 1.0))
        let c26 = Constraint(
            Expression([Term(v[5], 0.5)], constant: -10.0), .equal, strength: Strength(1000.0, weight: 1.0))
        try? s.add([c24, c25, c26])
        if s.contains(c26) { #expect(abs(0.5 * s.value(of: v[5]) - 10) <= 1e-9) }
    }

    /// A fuzzer's sequence with values near 1e6: a pivot gave the symbol that left the cost of
    /// the one that entered, scaled, and counted it as set outright, so the rounding the
    /// entering cost carried (−1.6e-8 where 0 was meant) read as a direction, and the invariant
    /// check reported the engine not optimal (older than the batches). The leaving symbol's
    /// cost now carries what the entering cost was summed from, scaled as it is.
    @Test("a leaving symbol's cost keeps the rounding scale of the entering cost")
    func leavingCostKeepsItsRoundingScale() {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        let c0 = Constraint(
            Expression([Term(v[5], 0.1), Term(v[4], 0.1), Term(v[3], 2.0)], constant: -1366.0), .lessThanOrEqual,
            strength: Strength(250.0, weight: 1000.0))
        try? s.add(c0)
        let c1 = Constraint(
            Expression([Term(v[2], 9.0), Term(v[3], 0.5)], constant: -16000000.0), .greaterThanOrEqual,
            strength: Strength(1000.0, weight: 1.0))
        let c2 = Constraint(
            Expression([Term(v[1], -0.16666666666666669), Term(v[2], -2.0)], constant: -1e+308), .greaterThanOrEqual,
            strength: Strength(750.0, weight: 1.0))
        try? s.add([c1, c2])
        try? s.remove(c1)
        let c3 = Constraint(
            Expression([Term(v[5], 0.2), Term(v[1], 2.0)], constant: -320.0), .equal,
            strength: Strength(500.0, weight: 1.0))
        let c4 = Constraint(
            Expression([Term(v[0], 0.1), Term(v[3], 0.3333333333333333), Term(v[5], 7.0)], constant: -10.0),
            .greaterThanOrEqual, strength: Strength(250.0, weight: 1.0))
        let c5 = Constraint(
            Expression([Term(v[0], 0.1)], constant: -10.0), .greaterThanOrEqual, strength: Strength(500.0, weight: 1.0))
        try? s.add([c3, c4, c5])
        try? s.remove(c3)
        try? s.remove(c3)
        try? s.remove(c3)
        try? s.remove(c2)
        let c6 = Constraint(
            Expression([Term(v[5], 0.1), Term(v[1], -1.0), Term(v[0], -2.0)], constant: -10.0), .greaterThanOrEqual,
            strength: Strength(251.0, weight: 1.0))
        try? s.add(c6)
        let c7 = Constraint(
            Expression([Term(v[0], -1.0), Term(v[1], -0.5)], constant: -8.0), .greaterThanOrEqual,
            strength: Strength(1000.0, weight: 1.0))
        let c8 = Constraint(
            Expression([Term(v[2], 0.1), Term(v[5], 1.0), Term(v[0], 1.0)], constant: -0.0), .equal,
            strength: Strength(1000.0, weight: 1.0))
        let c9 = Constraint(
            Expression([Term(v[1], 0.1)], constant: -0.1), .equal, strength: Strength(250.0, weight: 1000.0))
        try? s.add([c7, c8, c9])
        let c10 = Constraint(
            Expression([Term(v[5], 0.1), Term(v[2], 7.0)], constant: -0.1), .lessThanOrEqual,
            strength: Strength(750.0, weight: 1.0))
        let c11 = Constraint(
            Expression([Term(v[2], 0.1), Term(v[4], -0.5)], constant: -8.0), .equal,
            strength: Strength(750.0, weight: 1.0))
        let c12 = Constraint(
            Expression([Term(v[0], -0.9)], constant: -0.1), .lessThanOrEqual, strength: Strength(1000.0, weight: 1.0))
        try? s.add([c10, c11, c12])
        try? s.remove(c11)
        // What is checked is the engine's optimality, by the invariant check after every
        // operation (this package's debug builds trap on a failure).
    }

    /// A fuzzer's sequence with values of 1e100 to 1e300 and weights 1 and 1000 at one level,
    /// with batches: the batch's costs summed across its rows in one search rounded
    /// differently from costs moved row by row, and the engine was left short of the optimum
    /// (the invariant check traps in this package's debug builds). With numbers that large the
    /// costs move one row at a time. The last constraint, `v0 == 0`, holds, and so does the
    /// required `7 * v5 - v0 >= 1e100` — to the resolution the engine has beside numbers of
    /// 1e300 (1e-12 of the largest magnitude it computed with): the path to the end, and with
    /// it whether that row comes out exact, depends on how each batch is optimised.
    @Test("a batch's costs beside values of 1e100 leave the engine optimal")
    func batchCostsBesideHugeValues() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        let c0 = Constraint(
            Expression([Term(v[5], 0.2), Term(v[4], 2.0)], constant: -0.1), .lessThanOrEqual,
            strength: Strength(250.0, weight: 1000.0))
        try? s.add(c0)
        let c1 = Constraint(
            Expression([Term(v[2], 9.0), Term(v[3], 0.5)], constant: -16000000.0), .greaterThanOrEqual,
            strength: Strength(250.0, weight: 1.0))
        let c2 = Constraint(
            Expression([Term(v[5], -2.0)], constant: -320.0), .equal, strength: Strength(500.0, weight: 1.0))
        try? s.add([c1, c2])
        let c3 = Constraint(
            Expression([Term(v[3], 0.3333333333333333), Term(v[5], 0.1), Term(v[4], 2.0)], constant: -16000000.0),
            .lessThanOrEqual, strength: Strength(1000.0, weight: 1.0))
        try? s.add(c3)
        let c4 = Constraint(
            Expression([Term(v[5], -1.0), Term(v[0], -0.5), Term(v[3], 0.5)], constant: -0.0), .equal,
            strength: Strength(500.0, weight: 1.0))
        try? s.add(c4)
        try? s.remove(c4)
        let c5 = Constraint(
            Expression([Term(v[5], 0.1), Term(v[1], -1.0), Term(v[0], -0.5)], constant: -10.0), .greaterThanOrEqual,
            strength: Strength(251.0, weight: 1.0))
        try? s.add(c5)
        let c6 = Constraint(
            Expression([Term(v[3], 0.43333333333333335), Term(v[1], -0.5)], constant: -1366.0), .greaterThanOrEqual,
            strength: Strength(250.0, weight: 1.0))
        let c7 = Constraint(
            Expression([Term(v[1], 6.0), Term(v[0], -1.0)], constant: -1e+300), .greaterThanOrEqual,
            strength: Strength(1.0, weight: 0.001))
        let c8 = Constraint(
            Expression([Term(v[0], 2.0), Term(v[5], 2.0)], constant: -10.0), .lessThanOrEqual,
            strength: Strength(250.0, weight: 1.0))
        try? s.add([c6, c7, c8])
        let c9 = Constraint(
            Expression([Term(v[5], 0.1)], constant: 1e+150), .greaterThanOrEqual, strength: Strength(750.0, weight: 1.0)
        )
        try? s.add(c9)
        try? s.setConstant(1366.0, for: c9)
        try? s.remove(c2)
        try? s.setStrength(Strength(750.0, weight: 1.0), for: c9)
        try? s.suggestValue(1e+300, for: v[5])
        let c10 = Constraint(
            Expression([Term(v[5], -1.9), Term(v[1], 2.0)], constant: -320.0), .lessThanOrEqual,
            strength: Strength(500.0, weight: 1.0))
        try? s.add(c10)
        let c11 = Constraint(
            Expression([Term(v[2], -0.5)], constant: -10.0), .greaterThanOrEqual, strength: Strength(750.0, weight: 1.0)
        )
        try? s.add(c11)
        let c12 = Constraint(
            Expression([Term(v[5], 0.1)], constant: -0.1), .equal, strength: Strength(250.0, weight: 1000.0))
        try? s.add(c12)
        let c13 = Constraint(
            Expression([Term(v[5], 7.0), Term(v[0], -1.0)], constant: -1e+100), .greaterThanOrEqual,
            strength: Strength(1000.0, weight: 1.0))
        let c14 = Constraint(
            Expression([Term(v[3], 0.3333333333333333), Term(v[0], 2.0), Term(v[5], 7.0)], constant: -0.1),
            .greaterThanOrEqual, strength: Strength(250.0, weight: 1000.0))
        let c15 = Constraint(
            Expression([Term(v[0], 2.0), Term(v[3], 1.0)], constant: 1e+150), .greaterThanOrEqual,
            strength: Strength(750.0, weight: 1.0))
        try? s.add([c13, c14, c15])
        let c16 = Constraint(
            Expression([Term(v[5], 0.1)], constant: -0.1), .equal, strength: Strength(250.0, weight: 1000.0))
        let c17 = Constraint(
            Expression([Term(v[3], 1.5)], constant: -0.0), .equal, strength: Strength(500.0, weight: 1.0))
        try? s.add([c16, c17])
        let c18 = Constraint(
            Expression([Term(v[0], 1.0)], constant: -0.0), .equal, strength: Strength(1000.0, weight: 1.0))
        try? s.add(c18)
        #expect(s.value(of: v[0]) == 0)
        #expect(7 * s.value(of: v[5]) - s.value(of: v[0]) >= 1e100 * (1 - 1e-9) - 1e-12 * s.largestMagnitude)
    }

    /// `-v0 == 1e308` puts v0 at −1e308; then the batch `v2 + 2 * v0 == 0` (v2 would be
    /// 2e308, beyond the largest double) with `v0 == 0` (a conflict) must be refused — for the
    /// overflow or for the conflict — leaving the solver exactly as it was.
    @Test("a batch whose first member overflows and whose second conflicts changes nothing")
    func overflowThenConflictInABatch() throws {
        let v0 = Variable("v0"), v2 = Variable("v2")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(-v0 == 1e308)
        let before = s.dump()
        #expect(throws: SolverError.self) { try s.add([v2 + 2 * v0 == 0, v0 == 0]) }
        #expect(s.dump() == before)
        #expect(s.value(of: v0) == -1e308)
    }

    /// `v0 == 0` twice, `3 * v0 == 0` and `v0 <= 0`, all required: moving the first one's
    /// constant to 1e308 conflicts with the second (and `3 * v0` would overflow). The conflict
    /// search replays the constraints in a scratch solver, which must neither recurse into its
    /// own search nor trap on the overflow: the change is refused and nothing changes.
    @Test("a constant change to 1e308 that conflicts and overflows is refused cleanly")
    func conflictReplayWithAnOverflow() throws {
        let v0 = Variable("v0"), v3 = Variable("v3")
        var s = Solver.acceptingAnyMagnitude()
        let first = v0 == 0
        let bound = v0 <= 0
        try s.add(first)
        try s.add(bound)
        try s.add(v0 == 0)
        try s.add(3 * v0 == 0)
        try s.add(-v3 == -20 ~ Strength(1, weight: 0.001))
        #expect(throws: SolverError.self) { try s.setConstant(-20, for: bound) }
        let before = s.dump()
        #expect(throws: SolverError.self) { try s.setConstant(1e308, for: first) }
        #expect(s.dump() == before)
        #expect(s.value(of: v0) == 0)
        #expect(s.value(of: v3) == 20)
    }

    /// An edit of v3 at medium, then `0.5 * v3 == 1e308 @strong`: v3 would be 2e308. The add
    /// is refused as a non-finite result, and the solver is as it was.
    @Test("a strong equality beside an edit whose solution overflows is refused")
    func strongEqualityBesideAnEditOverflows() throws {
        let v3 = Variable("v3")
        var s = Solver.acceptingAnyMagnitude()
        try s.addEditVariable(v3, strength: .medium)
        let before = s.dump()
        do {
            try s.add(0.5 * v3 == 1e308 ~ .strong)
            Issue.record("accepted, v3 = \(s.value(of: v3))")
        } catch {
            if case .nonFiniteResult = error {} else { Issue.record("refused with \(error)") }
        }
        #expect(s.dump() == before)
    }

    /// `3 * v2 + v3 == 0 @strong`, then `-2 * v2 >= 1e308` and `v3 >= 1` (both strong × 2):
    /// v2 = −5e307 and v3 = 1.5e308 are finite, but `3 * v2` alone is not, so a check that
    /// sums the row's terms naively finds a NaN where the row holds. Either the batch is
    /// accepted with both strong × 2 constraints met, or refused as non-finite changing nothing.
    @Test("a row whose terms are near the largest double is checked without overflowing")
    func rowNearTheLargestDouble() throws {
        let v2 = Variable("v2"), v3 = Variable("v3")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(3 * v2 + v3 == 0 ~ .strong)
        let before = s.dump()
        do {
            try s.add([-2 * v2 >= 1e308 ~ Strength(750, weight: 2), v3 >= 1 ~ Strength(750, weight: 2)])
            #expect(isClose(s.value(of: v2), -5e307, within: .relative(1e-12)))
            #expect(s.value(of: v3) >= 1)
        } catch {
            if case .nonFiniteResult = error {} else { Issue.record("refused with \(error)") }
            #expect(s.dump() == before)
        }
    }

    /// `-v1 + 0.1 * v0 + 2 * v2 >= 8` is solved for v1; `1e150 * v1 + v2 + v0 == 0` then
    /// enters v2 into the basis, and the two rows mention each other's basic symbols (a
    /// cycle). By hand: v2 = −1e150 · v1 and −v1 − 2e150 · v1 >= 8 with the slack at 0 give
    /// v1 = −8 / (2e150 + 1) ≈ −4e-150 and v2 = 8e150 / (2e150 + 1) ≈ 4. The values must be
    /// computed after the cycle is eliminated, not from the rows as they stand (which gave
    /// v1 = −8, v2 = 0, breaking the equality by 8e150).
    @Test("a pivot that closes a cycle of rows leaves values that satisfy every row")
    func cycleClosedByAPivot() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(-v1 + 0.1 * v0 + 2 * v2 >= 8)
        try s.add(1e150 * v1 + v2 + v0 == 0)
        try s.add(v0 == 0)
        #expect(s.value(of: v0) == 0)
        #expect(isClose(s.value(of: v1), -4e-150, within: .relative(1e-9)))
        #expect(isClose(s.value(of: v2), 4, within: .relative(1e-9)))
    }

    /// Three wishes at three levels: `1e150 * v3 + 1e150 * v0 == 1e308` (level 251, highest),
    /// `1e-9 * v0 == 1.6e7` (weak × 3e10), `-2 * v3 == -1e150` (level 1 × 0.001). By hand,
    /// levels strictly ordered: v3 + v0 = 1e158, then v0 = 1.6e16, so v3 = 1e158 − 1.6e16 and
    /// the lowest wish (v3 = 5e149) gives way. The rates in these ratio tests are near 1e-9
    /// and 1e-150: an absolute cut at 1e-8 dropped them and stopped short of the optimum.
    @Test("ratio tests count rates that are small because the coefficients are")
    func tinyRatesInARatioTest() throws {
        let v0 = Variable("v0"), v3 = Variable("v3")
        var s = Solver.acceptingAnyMagnitude()
        try s.add([
            -2 * v3 == -1e150 ~ Strength(1, weight: 0.001),
            1e150 * v3 + 1e150 * v0 == 1e308 ~ Strength(251),
            1e-9 * v0 == 1.6e7 ~ Strength(250, weight: 3e10),
        ])
        #expect(isClose(s.value(of: v0), 1.6e16, within: .relative(1e-9)))
        #expect(isClose(s.value(of: v3), 1e158 - 1.6e16, within: .relative(1e-9)))
    }

    /// An edit of v1 at weak × 3e10, `-2 * v0 + 1e6 * v1 <= 0 @weak`, a medium
    /// `1e-9 * v0 == 0` added and removed, an edit of v0 at medium, then both edits removed:
    /// only the weak inequality is left, which v0 = v1 = 0 satisfies at no cost. The reduced
    /// cost of v0 was left at the rounding of 3e10 × 1e6-sized terms (about 1e-6 and more),
    /// above the absolute 1e-8 under which a cost counts as zero, so the solver was not
    /// optimal by its own test (the invariant check trapped in debug builds).
    @Test("weights 3e10 and 1 in one level: removing the edits leaves no rounding cost behind")
    func farApartWeightsAfterEditRemoval() throws {
        let v0 = Variable("v0"), v1 = Variable("v1")
        var s = Solver.acceptingAnyMagnitude()
        try s.addEditVariable(v1, strength: Strength(250, weight: 3e10))
        try s.add(-2 * v0 + 1e6 * v1 <= 0 ~ .weak)
        let tiny = 1e-9 * v0 == 0 ~ .medium
        try s.add(tiny)
        try s.remove(tiny)
        try s.addEditVariable(v0, strength: .medium)
        try s.removeEditVariable(v1)
        try s.removeEditVariable(v0)
        #expect(-2 * s.value(of: v0) + 1e6 * s.value(of: v1) <= 1e-6)
    }

    /// `v2 + 7 * v0 + 1e-9 * v3 == 1e100` and `-2 * v3 == 0`, both medium, then the second
    /// removed: the first holds exactly (its variables are free) and every reduced cost is 0
    /// by hand (only its errors cost, and they are parametric at 0). The pivot through
    /// the coefficient 1e-9 moved costs of 7e9 that cancelled to a rounding of 1.9e-6, which
    /// the optimiser took for a real cost of v0.
    @Test("a cost that cancels through a 1e-9 coefficient leaves no rounding behind")
    func roundingLeftInAReducedCost() throws {
        let v0 = Variable("v0"), v2 = Variable("v2"), v3 = Variable("v3")
        var s = Solver.acceptingAnyMagnitude()
        let second = -2 * v3 == 0 ~ .medium
        try s.add([v2 + 7 * v0 + 1e-9 * v3 == 1e100 ~ .medium, second])
        try s.remove(second)
        let sum = s.value(of: v2) + 7 * s.value(of: v0) + 1e-9 * s.value(of: v3)
        #expect(isClose(sum, 1e100, within: .relative(1e-9)))
    }

    /// Edits of v3 (medium) and v5 (strong), then `v2 + 1e150 * v1 - v3 == 0` (required),
    /// `-2 * v0 - 4 * v3 == 0 @medium`, `-v2 + v0 >= 0` (level 1 × 0.001), then
    /// `v0 + 3 * v2 == 1.6e7 @strong`. The rows end up in a cycle whose pivots are small only
    /// beside the 1e150 on v1, outside the cycle, and the elimination took the block for
    /// singular. By hand: v1 is free, so v2 is too; strong: v0 + 3·v2 = 1.6e7; medium: v3 = 0
    /// (its edit) and v0 = −2·v3 = 0; so v2 = 1.6e7 / 3 and v1 = (v3 − v2) / 1e150; the lowest
    /// wish (v0 ≥ v2) gives way.
    @Test("a cycle whose pivots are small beside a 1e150 outside it is eliminated")
    func cycleWithAHugeCoefficientOutsideIt() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let v3 = Variable("v3"), v5 = Variable("v5")
        var s = Solver.acceptingAnyMagnitude()
        try s.addEditVariable(v3, strength: .medium)
        try s.addEditVariable(v5, strength: .strong)
        try s.add([
            v2 + 1e150 * v1 - v3 == 0,
            -2 * v0 - 4 * v3 == 0 ~ .medium,
            -v2 + v0 >= 0 ~ Strength(1, weight: 0.001),
        ])
        try s.add(v0 + 3 * v2 == 1.6e7 ~ .strong)
        #expect(isClose(s.value(of: v0), 0, within: .absolute(1e-6)))
        #expect(isClose(s.value(of: v3), 0, within: .absolute(1e-6)))
        #expect(isClose(s.value(of: v2), 1.6e7 / 3, within: .relative(1e-9)))
        #expect(isClose(s.value(of: v1), -1.6e7 / 3 / 1e150, within: .relative(1e-6)))
    }

    /// `-2 * v3 - 0.5 * v0 + v2 == 0`, `1e-9 * v3 >= 10 @medium`, then the batch
    /// `-0.5 * v3 - 2 * v5 + v1 >= 10`, `2 * v1 + 1e150 * v5 + v2 == 0 @medium`,
    /// `-2 * v3 == 0.1 @medium`. Placing the batch puts reduced costs of 1e149 on the way
    /// (through the 1e150), and the pivots that bring them back to whole numbers cannot keep
    /// them exact: the optimiser stopped with a wrong cost of 1 on v2 and left the last
    /// constraint broken. By hand: v0, v1 and v5 are free enough to hold the required rows
    /// and the second wish exactly, so only v3 is contested: the inequality's error is
    /// 10 − 1e-9 · v3 (1e-9 per unit), the last wish's |2 · v3 + 0.1| (2 per unit), so the
    /// inequality gives way and v3 = −0.05. Without the last wish the inequality holds:
    /// v3 ≥ 1e10.
    @Test("costs that pass through 1e149 are computed again, not left with their rounding")
    func costsThroughHugeMagnitudes() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        try s.add(-2 * v[3] - 0.5 * v[0] + v[2] == 0)
        try s.add(1e-9 * v[3] >= 10 ~ .medium)
        let last = -2 * v[3] == 0.1 ~ .medium
        try s.add([-0.5 * v[3] - 2 * v[5] + v[1] >= 10, 2 * v[1] + 1e150 * v[5] + v[2] == 0 ~ .medium, last])
        #expect(isClose(s.value(of: v[3]), -0.05, within: .absolute(1e-9)))
        try s.remove(last)
        #expect(1e-9 * s.value(of: v[3]) >= 10 * (1 - 1e-9))
    }

    /// An edit of v1 (weak), then `3 * v2 + 0.1 * v5 >= 1e100` and `2 * v1 - 1.9 * v0 >= 1e100`
    /// (strong × 2) with `0.1 * v0 + 3 * v1 >= 0.1` at weak × 3e10; the first made medium, the
    /// other two removed. Left: the edit, which holds (v1 = 0), and an inequality that v2 and
    /// v5 hold at no cost. The incremental reduced costs keep the rounding of 3e10-sized costs
    /// (about 1e-6), above the absolute 1e-8 under which a cost counts as zero; each cost now
    /// remembers the largest part it was summed from, and a rounding within 1e-13 of that is
    /// read as 0, so the engine is optimal by its own test (the invariant check, on in tests,
    /// traps otherwise). Input: `Fuzz/regressions/second-core-far-apart-weights-with-huge-values`.
    @Test("weights 3e10 and 1 in one level beside values of 1e100: removals leave no rounding cost")
    func farApartWeightsWithHugeValues() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        try s.addEditVariable(v[1], strength: .weak)
        let first = 3 * v[2] + 0.1 * v[5] >= 1e100 ~ Strength(750, weight: 2)
        let second = 2 * v[1] - 1.9 * v[0] >= 1e100 ~ Strength(750, weight: 2)
        let third = 0.1 * v[0] + 3 * v[1] >= 0.1 ~ Strength(250, weight: 3e10)
        try s.add([first, second, third])
        try s.setStrength(.medium, for: first)
        try s.remove(second)
        try s.remove(third)
        #expect(s.value(of: v[1]) == 0)
    }

    /// The operations of `Fuzz/regressions/second-core-cost-rounding-after-removals`. At the
    /// end only `-0.9 * v0 + 1e-9 * v3 == 0 @medium`, the weak `v0 == 0` twice, the edit of
    /// v3 (strong × 2, at 0) and `v0 <= 1e308 @medium` are left: v0 = v3 = 0 holds them all.
    /// Costs through the 1e-9 are 1e9 per unit, and an error symbol kept a negative reduced
    /// cost of rounding, so the engine was not optimal by its own test (the invariant check,
    /// on in tests, traps then). Judged against the largest part it was summed from, that
    /// rounding is 0.
    @Test("costs through a 1e-9 coefficient leave no rounding after removals")
    func costRoundingAfterRemovals() throws {
        let v0 = Variable("v0"), v3 = Variable("v3")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(-0.9 * v0 + 1e-9 * v3 == 0 ~ .medium)
        try s.addEditVariable(v0, strength: Strength(250, weight: 1000))
        let strong = v0 == 0 ~ .strong
        try s.add(strong)
        let fixed = 3 * v0 == 320
        try s.add(fixed)
        let tiny = 1.5 * v0 + 1e-9 * v3 == 0
        try s.add(tiny)
        try s.add(v0 == 0 ~ .weak)
        try s.remove(fixed)
        try s.add(v0 == 0 ~ .weak)
        try s.addEditVariable(v3, strength: .strong.weighted(2))
        try s.removeEditVariable(v0)
        try s.add(v0 <= 1e308 ~ .medium)
        try s.remove(tiny)
        try s.remove(strong)
        #expect(isClose(s.value(of: v0), 0, within: .absolute(1e-9)))
        #expect(isClose(s.value(of: v3), 0, within: .absolute(1e-9)))
    }

    /// An edit of v0 (strong, at 0), `3 * v0 + 2 * v4 >= 1e100`, `7 * v0 >= 0` (its constant
    /// then moved to 1e6) and `2 * v0 == 1e100 @strong`, the last and the first removed. Only
    /// `7 * v0 >= 1e6` is left beside the edit, so by hand v0 = 1e6 / 7. Coming down from
    /// 5e99, the ratio test could not tell the bound 1e6 / 7 from 0 (both within a rounding of
    /// 5e99) and moved v0 to 0, leaving the required inequality broken by 1e6 and a later
    /// `v0 == 0` accepted. Values computed again from their rows show the broken bound, and
    /// the dual simplex repairs it.
    @Test("a bound hidden by values of 1e100 is repaired when values are computed again")
    func boundHiddenByHugeValues() throws {
        let v0 = Variable("v0"), v4 = Variable("v4")
        var s = Solver.acceptingAnyMagnitude()
        try s.addEditVariable(v0, strength: .strong)
        let first = 3 * v0 + 2 * v4 >= 1e100
        let bound = 7 * v0 >= 0
        let pull = 2 * v0 == 1e100 ~ .strong
        try s.add(first)
        try s.add(bound)
        try s.add(pull)
        try s.setConstant(1e6, for: bound)
        try s.remove(pull)
        try s.remove(first)
        #expect(isClose(s.value(of: v0), 1e6 / 7))
        #expect(throws: SolverError.self) { try s.add(v0 == 0) }
    }

    /// `(1/3) * v0 == 0 @weak`, `-4 * v3 >= 0`, `0.5 * v0 + v4 <= 0` (level 1 × 0.001), the
    /// first's constant moved to 1e308 (refused) and back to 0, fourteen required `v0 == 0`
    /// and one at level 1 × 0.001, then the first's constant moved to −1e150. An optional
    /// constraint's constant can always move: by hand v0 = 0 (required), and the weak
    /// constraint is off by 1e150. Instead the dual simplex moved v0 to −3.6e134 against the
    /// equalities and refused the change as unsatisfiable, leaving the solver changed: the
    /// equalities' dummies, computed from their rows while another symbol was still out of
    /// bounds, were taken for a proof of inconsistency. Fixed with the next two tests: such a
    /// symbol is judged once the round's other repairs are made.
    @Test("an optional constant moved to -1e150 beside required equalities is accepted")
    func optionalConstantBesideEqualities() throws {
        let v0 = Variable("v0"), v3 = Variable("v3"), v4 = Variable("v4")
        var s = Solver.acceptingAnyMagnitude()
        let wish = (1.0 / 3) * v0 == 0 ~ .weak
        try s.add(wish)
        try s.add([-4 * v3 >= 0, 0.5 * v0 + v4 <= 0 ~ Strength(1, weight: 0.001)])
        try? s.setConstant(1e308, for: wish)
        try s.setConstant(0, for: wish)
        for _ in 0..<14 { try s.add(v0 == 0) }
        try s.add(v0 == 0 ~ Strength(1, weight: 0.001))
        try s.setConstant(-1e150, for: wish)
        #expect(s.value(of: v0) == 0)
    }

    /// A fuzzer's sequence beside values of 1e300, with strong constraints only (two at weight
    /// 2 saying `-0.5 * v5 + 7 * v1` is 1e300 from both sides) and edits coming and going. A
    /// column's rate for a basic symbol was what was left of cancelling 1e300-sized terms
    /// (1.4e-11) while that symbol's row has no coefficient for the entering symbol at all: the
    /// ratio test chose it, the pivot left a cycle of rows singular, and the engine trapped.
    /// The pivot element is now computed from the row and the column both, and a rate the row
    /// does not confirm does not bound the move.
    ///
    /// The strong level can be met in full, so the optimum meets it. By hand, with M = 2e301:
    /// v1 = −M, v0 = M, v3 = M − 1, v5 = −14M − 2e300 (the pair holds with equality), v2 = 80M,
    /// v4 = −90M. Then `7.1 * v3 + 0.5 * v5` = 0.1M − 7.1 − 1e300 = 1e300 − 7.1 ≥ 1366,
    /// `-0.5 * v3 - 0.5 * v1` = 0.5 ≥ 0.1, the sums with v2 come to 1.1M, 8M and M, and
    /// `(v4 + v0 + v2) / 3` = −3M ≤ 0.1.
    @Test("a rate left by cancelling values of 1e300 does not choose a pivot")
    func singularCycleBesideHugeValues() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        let strong2 = Strength(750, weight: 2)
        let tiny = Strength(1, weight: 0.001)
        let first = -v[1] <= 8
        try s.add([first])
        try s.remove(first)
        var strongs: [Constraint] = [2 * v[1] - v[0] <= 1366 ~ strong2]
        try s.add(strongs[0])
        try s.addEditVariable(v[2], strength: .strong)
        try s.addEditVariable(v[5], strength: tiny)
        try s.removeEditVariable(v[5])
        try s.addEditVariable(v[5], strength: tiny)
        try s.removeEditVariable(v[2])
        try s.removeEditVariable(v[5])
        try s.add((1.0 / 3) * v[0] + 0.5 * v[3] == 0 ~ .medium)
        try s.add(0.1 * v[0] + (1.0 / 3) * v[1] == 1e100 ~ .medium)
        let c4 = 7.1 * v[3] + 0.5 * v[5] >= 1366 ~ strong2
        try s.add([c4, -v[2] + (1.0 / 3) * v[0] - 0.5 * v[4] >= 0.1 ~ .weak])
        let c6 = -0.5 * v[3] - 0.5 * v[1] >= 0.1 ~ strong2
        try s.add([c6])
        let c7 = 0.1 * v[0] + 0.1 * v[2] + 7 * v[1] >= 1366 ~ .strong
        let c8 = -0.5 * v[5] + 7 * v[1] >= 1e300 ~ strong2
        try s.add([c7, c8])
        try s.addEditVariable(v[5], strength: tiny)
        let c9 = -v[1] >= 1366 ~ .strong
        try s.add([c9])
        try s.addEditVariable(v[2], strength: strong2)
        try s.removeEditVariable(v[5])
        try s.addEditVariable(v[5], strength: tiny)
        let c10 = -0.5 * v[5] + 7 * v[1] <= 1e300 ~ strong2
        try s.add([c10])
        try s.removeEditVariable(v[2])
        let c11 = 7 * v[0] + 7 * v[1] + 0.1 * v[2] >= 1366 ~ strong2
        let c12 = (1.0 / 3) * v[4] + (1.0 / 3) * v[0] + (1.0 / 3) * v[2] <= 0.1 ~ strong2
        try s.add([c11, c12])  // trapped here
        let c26 = 0.1 * v[2] + 7 * v[1] >= 1366 ~ .strong
        try s.add([c26, -0.5 * v[5] + 7 * v[1] >= 1e300 ~ strong2])
        strongs += [c4, c6, c7, c8, c9, c10, c11, c12, c26]
        #expect(v.allSatisfy { s.value(of: $0).isFinite })
        for c in strongs {
            // Met to the resolution beside the largest term (about 1e303).
            let terms = c.expression.terms.map { $0.coefficient * s.value(of: $0.variable) }
            let residual = terms.reduce(c.expression.constant, +)
            let scale = terms.map(abs).max() ?? 0
            let slack = 1e-9 * scale
            switch c.relation {
            case .lessThanOrEqual: #expect(residual <= slack, "\(c)")
            case .greaterThanOrEqual: #expect(residual >= -slack, "\(c)")
            case .equal: #expect(abs(residual) <= slack, "\(c)")
            }
        }
    }

    /// A fuzzer's sequence beside 1e300 and 1e150 (weak wishes at weight 1000, a medium
    /// `v0 - v2 + v3 / 3 >= -1e150`), ending with two required `v0 == 0` in one batch and an
    /// edit of v1. It once trapped on a singular cycle of rows; it is kept beside the one
    /// above. By hand: v0 = 0, so the required `-v0 - 0.5 * v1 >= 8` puts v1 at −16 or below —
    /// to the resolution the engine has beside values of 1e300 (1e-12 of them): v1 comes out
    /// near 2e286, the rounding of a difference of two 1e300-sized values.
    @Test("two required equalities beside values of 1e300 are placed without a singular cycle")
    func requiredEqualitiesBesideHugeValues() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        try s.addEditVariable(v[1], strength: .weak)
        let c0 = 0.1 * v[5] <= 0.1 ~ Strength(250, weight: 1000)
        let c2 = -0.9 * v[5] - v[0] == 10 ~ .strong
        try s.add([c0, v[1] + 7 * v[2] + 0.5 * v[3] >= 16_000_000 ~ .strong, c2])
        try s.remove(c0)
        let c3 = 7 * v[5] + 0.1 * v[0] == 1366
        try s.add(c3)
        try s.remove(c3)
        try s.remove(c2)
        try s.add(0.1 * v[5] - v[1] - 0.5 * v[0] >= 10 ~ Strength(251, weight: 1))
        let c7 = -1.9 * v[5] + 7 * v[2] <= 0.1 ~ .strong
        try s.add([
            -v[0] - 0.5 * v[1] >= 8, 0.1 * v[2] - 2 * v[5] + 0.1 * v[1] == 0.1 ~ Strength(250, weight: 1000), c7,
        ])
        try s.add((1.0 / 3) * v[3] + 2 * v[0] + 2 * v[5] <= 10 ~ .weak)
        try s.add(-v[4] + 2 * v[1] + 2 * v[2] <= 16_000_000)
        try s.add([
            0.5 * v[0] + 0.1 * v[2] == 1e300 ~ Strength(250, weight: 1000),
            2 * v[4] + 0.1 * v[5] + 2 * v[0] >= 1366 ~ .strong,
            v[0] - v[2] + (1.0 / 3) * v[3] >= -1e150 ~ .medium,
        ])
        try s.setStrength(Strength(250, weight: 1000), for: c7)
        try s.add([(1.0 / 3) * v[3] + 2 * v[0] + 2 * v[5] <= 10 ~ .weak, -0.5 * v[5] <= 0.1 ~ .strong])
        try s.add([4 * v[1] + 0.1 * v[5] >= 0 ~ .strong, v[0] == 0, v[0] == 0])
        #expect(s.value(of: v[0]) == 0)
        #expect(s.value(of: v[1]) <= -16 + 1e-12 * 1e300)
        #expect(v.allSatisfy { s.value(of: $0).isFinite })
    }

    /// A fuzzer's sequence beside values of 1e300 and 1e100 at the strong level (weights 2 and
    /// 1, edits at levels 1 to 750 coming and going), ending with the removal of
    /// `0.6666666666666666 * v2 + 7 * v5 <= 320 @strong`. The removal's primal simplex ended
    /// with the dual simplex repairing a value computed again from its row, and that dual
    /// pivot chose between costs within rounding of each other, leaving an error symbol's cost
    /// a rounding below zero with nothing left to optimise it. The primal simplex now goes on
    /// after the dual simplex while such candidates are left. What is checked is the engine's
    /// optimality, by the invariant check after every operation (this package's debug builds
    /// trap on a failure).
    @Test("the dual simplex at the end of a removal beside values of 1e300 leaves the engine optimal")
    func roundingCostAfterTheDualSimplexInARemoval() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        let strong2 = Strength(750, weight: 2), tiny = Strength(1, weight: 0.001)
        try s.addEditVariable(v[5], strength: tiny)
        let c0 = 7.1 * v[1] >= 1366 ~ strong2
        let c2 = (2.0 / 3) * v[2] + 7 * v[5] <= 320 ~ .strong
        try s.add([c0, (1.0 / 3) * v[4] + 0.1 * v[0] + 0.1 * v[2] >= 1e300 ~ strong2, c2])
        try s.addEditVariable(v[1], strength: strong2)
        try s.add([0.1 * v[0] + 7.1 * v[2] >= 1366, v[0] <= 0 ~ Strength(250, weight: 1000)])
        try s.remove(c0)
        try s.add(7 * v[1] <= 1e300 ~ strong2)
        let c7 = 0.5 * v[3] + 7 * v[2] + (1.0 / 3) * v[1] >= -10_000_000 ~ .weak
        try s.add([7 * v[0] + 7 * v[1] + 0.1 * v[2] >= 1366 ~ strong2, c7])
        try s.addEditVariable(v[2], strength: strong2)
        try s.removeEditVariable(v[5])
        try s.remove(c7)
        try s.removeEditVariable(v[2])
        try s.addEditVariable(v[5], strength: .weak)
        let c8 = -v[5] - 0.5 * v[2] <= 1366 ~ strong2
        try s.add([c8, 7 * v[1] + 7 * v[2] + v[5] >= 1e100 ~ strong2, (1.0 / 3) * v[4] + 7.5 * v[3] >= 1366 ~ .medium])
        try s.remove(c8)
        try s.removeEditVariable(v[1])
        try s.addEditVariable(v[2], strength: strong2)
        try s.removeEditVariable(v[5])
        try s.addEditVariable(v[5], strength: tiny)
        try s.removeEditVariable(v[2])
        try s.addEditVariable(v[2], strength: strong2)
        try s.remove(c2)  // left an error symbol able to lower the objective
        try s.removeEditVariable(v[2])
    }

    /// A fuzzer's sequence beside values of 1e300 and 1e100 at the strong level, edits coming
    /// and going, ending with an edit of v5 at medium. Adding an edit moves its constant from
    /// where the variable stands to 0 in place, by the dual simplex; beside these magnitudes
    /// its pivot left a slack's cost a rounding below zero, and a constant change ran no
    /// primal simplex after it. It now does while such candidates are left. Checked by the
    /// invariant check after every operation, as above.
    @Test("an edit's constant change beside values of 1e300 leaves the engine optimal")
    func roundingCostAfterAnEditConstantChange() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        let strong2 = Strength(750, weight: 2), tiny = Strength(1, weight: 0.001)
        try s.add([-0.5 * v[4] >= 1e100 ~ tiny])
        let c1 = -v[3] + v[0] + (1.0 / 3) * v[4] <= -10_000_000 ~ .strong
        try s.add(c1)
        try s.setConstant(1366, for: c1)
        try s.addEditVariable(v[1], strength: strong2)
        try s.add([
            7 * v[0] + 7 * v[1] + 0.1 * v[2] >= 1366 ~ strong2,
            (1.0 / 3) * v[4] + 7 * v[2] + 0.1 * v[5] >= 1366 ~ strong2,
        ])
        try s.add([7.5 * v[0] + 0.5 * v[3] == 0 ~ .weak, v[0] - v[5] + 7 * v[2] >= 1366 ~ strong2])
        try s.add([
            v[0] - 0.5 * v[5] + 7 * v[1] <= 1e300 ~ strong2,
            0.5 * v[2] + (1.0 / 3) * v[4] + 7 * v[0] >= 1e300 ~ strong2,
        ])
        try s.addEditVariable(v[2], strength: strong2)
        try s.addEditVariable(v[5], strength: strong2)
        try s.removeEditVariable(v[5])
        try s.removeEditVariable(v[2])
        try s.addEditVariable(v[5], strength: tiny)
        try s.add(7 * v[1] >= 1366 ~ strong2)
        try s.removeEditVariable(v[5])
        try s.addEditVariable(v[5], strength: tiny)
        try s.addEditVariable(v[2], strength: .weak)
        try s.removeEditVariable(v[5])
        try s.addEditVariable(v[5], strength: tiny)
        try s.removeEditVariable(v[1])
        try s.removeEditVariable(v[2])
        try s.addEditVariable(v[2], strength: strong2)
        try s.removeEditVariable(v[5])
        try s.addEditVariable(v[5], strength: strong2)
        try s.removeEditVariable(v[5])
        try s.removeEditVariable(v[2])
        try s.addEditVariable(v[5], strength: .medium)  // left a slack able to lower the objective
    }

    /// The opening two of the fuzzer's sequences below share: an edit of v2 made, dropped, made
    /// again at weak and moved to 320; a weak `7.5 * v3 + 0.5 * v2 == 1e100` beside it; the edit
    /// dropped; then two medium equalities, `(1/3) * v0 + 0.5 * v3 == 0` and
    /// `0.1 * v0 + (1/3) * v1 == 1e100`, made in `s`. Returns the six variables, the weak
    /// equality and the first medium one.
    static func fuzzerOpeningBeside1e100(_ s: inout Solver) throws -> (
        v: [Variable], weak: Constraint, medium: Constraint
    ) {
        let v = (0..<6).map { Variable("v\($0)") }
        try s.addEditVariable(v[2], strength: Strength(750, weight: 2))
        try s.removeEditVariable(v[2])
        try s.addEditVariable(v[2], strength: .weak)
        try s.suggestValue(320, for: v[2])
        let weak = 7.5 * v[3] + 0.5 * v[2] == 1e100 ~ .weak
        try s.add([weak])
        try s.removeEditVariable(v[2])
        let medium = (1.0 / 3) * v[0] + 0.5 * v[3] == 0 ~ .medium
        try s.add(medium)
        try s.add(0.1 * v[0] + (1.0 / 3) * v[1] == 1e100 ~ .medium)
        return (v, weak, medium)
    }

    /// A fuzzer's sequence beside values of 1e300 and 1e100 (strong constraints at weights 1 and
    /// 2, medium and weak wishes, edits coming and going), ending with a batch of two strong
    /// constraints at 1e300. Rows combined earlier at those magnitudes kept coefficients of
    /// 5e-11 that were rounding, a pivot on one of them agreed from both sides, and a cycle of
    /// rows came out exactly singular with no other row to resolve it: a trap. Rounding made
    /// the rows linearly dependent, which no answer survives, so the batch was refused as
    /// beyond the resolution, and the solver put back exactly as it was. Since rates that a
    /// cancellation in a combined row left at that row's rounding are 0, the rows need not come
    /// out singular, and the batch (two strong wishes, which nothing forbids) may be solved:
    /// either outcome is honest, a trap or a changed solver after a refusal is not.
    @Test("rows that rounding beside 1e300 made singular refuse the operation or solve it, not trap")
    func singularRowsRefusedBesideHugeValues() throws {
        var s = Solver.acceptingAnyMagnitude()
        let (v, c0, _) = try Self.fuzzerOpeningBeside1e100(&s)
        let strong2 = Strength(750, weight: 2), tiny = Strength(1, weight: 0.001)
        try s.add([7.1 * v[3] + 0.5 * v[5] >= 1366 ~ strong2, -v[2] + (1.0 / 3) * v[0] - 0.5 * v[4] >= 0.1 ~ .weak])
        try s.remove(c0)
        try s.add(-0.5 * v[3] - 0.5 * v[1] >= 0.1 ~ strong2)
        let c6 = 0.1 * v[0] + 0.1 * v[2] + 7 * v[1] >= 1366 ~ .strong
        try s.add([c6, -0.5 * v[5] + 7 * v[1] >= 1e300 ~ strong2])
        try s.addEditVariable(v[2], strength: strong2)
        try s.addEditVariable(v[5], strength: tiny)
        try s.setStrength(.strong, for: c6)
        try s.addEditVariable(v[1], strength: strong2)
        try s.removeEditVariable(v[2])
        try s.add([0.1 * v[0] + 7.1 * v[2] >= 1366 ~ strong2, (1.0 / 3) * v[4] + v[0] - 0.5 * v[5] <= 1e300 ~ strong2])
        try s.addEditVariable(v[2], strength: strong2)
        try s.removeEditVariable(v[2])
        try s.removeEditVariable(v[5])
        try s.add((1.0 / 3) * v[0] + 0.5 * v[3] == 0 ~ .medium)
        try s.add(0.1 * v[0] + (1.0 / 3) * v[1] == 1e100 ~ .medium)
        try s.add([7.1 * v[3] + 0.5 * v[5] >= 1366 ~ strong2, -v[2] + 7 * v[0] + 7 * v[1] <= 1e300 ~ strong2])
        try s.add([
            7 * v[0] + 7 * v[1] + 0.1 * v[2] >= 1366 ~ strong2,
            (1.0 / 3) * v[4] + 7 * v[2] + v[5] == 1e100 ~ .weak,
        ])
        try s.removeEditVariable(v[1])
        try s.addEditVariable(v[2], strength: strong2)
        try s.removeEditVariable(v[2])
        try s.addEditVariable(v[5], strength: tiny)
        try s.add(0.5 * v[3] == 0 ~ .medium)
        try s.add([-v[5] == -1e150 ~ Strength(251, weight: 1)])
        let dump = s.dump()
        let values = v.map { s.value(of: $0).bitPattern }
        let last = 0.5 * v[2] + (1.0 / 3) * v[4] + 7 * v[0] >= 1e300 ~ strong2
        do {
            try s.add([v[0] - 0.5 * v[5] + 7 * v[1] <= 1e300 ~ strong2, last])
            #expect(v.allSatisfy { s.value(of: $0).isFinite })
            return
        } catch {
            if case .beyondResolution(let c) = error {
                #expect(c === last)
            } else {
                Issue.record("refused with \(error)")
            }
        }
        #expect(s.dump() == dump)
        #expect(v.map { s.value(of: $0).bitPattern } == values)
    }

    /// A fuzzer's sequence beside values of 1e300 and 1e100 (edits of v2 and v5 added and
    /// removed again and again between strong constraints at 1e300), ending with the removal
    /// of v2's edit. Its optimisation met a cycle of rows that rounding had made exactly
    /// singular; the elimination stopped part way, as it must, but left the rows it had not
    /// reached claiming basic symbols that rows it had reached now owned. The upward search
    /// then found, through such a row, a cycle that the component search (which follows
    /// ownership) could not see: nothing was eliminated and the search began again, for ever.
    /// The rows left over now give up their basic symbols until the operation is refused, and
    /// the solver is put back exactly as it was. Since the fresh solve scales columns, the
    /// engine it hands back no longer meets that cycle, and the removal is refused because a
    /// value would overflow instead: either way the call ends, a numerical refusal changes
    /// nothing, and an accepted removal takes the edit away.
    @Test("a cycle left singular beside 1e300 ends the removal instead of searching for ever")
    func singularCycleEndsTheSearch() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        let strong2 = Strength(750, weight: 2), tiny = Strength(1, weight: 0.001)
        // Two runs of edits the sequence makes twice, each time after a strong constraint at
        // 1e300 (the first run) and a strength change (the second).
        func swapEdits(_ s: inout Solver) throws {
            try s.addEditVariable(v[5], strength: tiny)
            try s.addEditVariable(v[2], strength: .weak)
            try s.removeEditVariable(v[5])
            try s.addEditVariable(v[5], strength: tiny)
            try s.removeEditVariable(v[2])
            try s.addEditVariable(v[2], strength: strong2)
            try s.removeEditVariable(v[5])
            try s.addEditVariable(v[5], strength: tiny)
        }
        func cycleEdits(_ s: inout Solver) throws {
            try s.addEditVariable(v[1], strength: strong2)
            try s.removeEditVariable(v[2])
            try s.add([
                0.1 * v[0] + 7.1 * v[2] >= 1366 ~ strong2, (1.0 / 3) * v[4] + v[0] - 0.5 * v[5] >= 1e300 ~ .weak,
            ])
            try s.addEditVariable(v[2], strength: strong2)
            try s.removeEditVariable(v[5])
            try s.addEditVariable(v[5], strength: tiny)
            try s.removeEditVariable(v[1])
            try s.removeEditVariable(v[2])
            try s.addEditVariable(v[2], strength: strong2)
            try s.removeEditVariable(v[5])
            try s.addEditVariable(v[5], strength: strong2)
            try s.removeEditVariable(v[5])
            try s.addEditVariable(v[5], strength: tiny)
        }
        try s.addEditVariable(v[2], strength: strong2)
        try s.removeEditVariable(v[2])
        try s.addEditVariable(v[2], strength: .weak)
        try s.suggestValue(320, for: v[2])
        let c0 = 8 * v[5] == 1e100 ~ .weak
        try s.add([c0])
        try s.addEditVariable(v[5], strength: tiny)
        try s.removeEditVariable(v[2])
        try s.removeEditVariable(v[5])
        try s.add((1.0 / 3) * v[0] + 0.5 * v[3] == 0 ~ .medium)
        let c2 = 0.1 * v[0] + (1.0 / 3) * v[1] == 1e100 ~ .medium
        try s.add(c2)
        let c4 = -v[2] + (1.0 / 3) * v[0] - 0.5 * v[4] >= 0.1 ~ .weak
        try s.add([7.1 * v[3] + 0.5 * v[5] >= 1366 ~ strong2, c4])
        try s.remove(c0)
        try s.remove(c4)
        try s.add(-0.5 * v[3] - 0.5 * v[1] >= 0.1 ~ strong2)
        let c6 = 0.1 * v[0] + 0.1 * v[2] + 7 * v[1] >= 1366 ~ .strong
        try s.add([c6, -0.5 * v[5] + 7 * v[1] >= 1e300 ~ strong2])
        try swapEdits(&s)
        try s.setStrength(.strong, for: c6)
        try cycleEdits(&s)
        try s.removeEditVariable(v[2])
        try s.removeEditVariable(v[5])
        try s.addEditVariable(v[5], strength: tiny)
        try s.add(0.1 * v[3] <= 1366 ~ .weak)
        try s.removeEditVariable(v[5])
        try s.addEditVariable(v[5], strength: tiny)
        try s.addEditVariable(v[2], strength: .weak)
        try s.removeEditVariable(v[2])
        try s.removeEditVariable(v[5])
        try s.add((1.0 / 3) * v[0] + 0.5 * v[3] == 0 ~ .medium)
        try s.add(0.1 * v[0] + (1.0 / 3) * v[1] == 1e100 ~ .medium)
        try s.add([7.1 * v[3] + 0.5 * v[5] >= 1366 ~ strong2, -v[2] + (1.0 / 3) * v[0] - 0.5 * v[4] >= 0.1 ~ .weak])
        try s.add(-0.5 * v[3] - 0.5 * v[1] >= 0.1 ~ strong2)
        try s.add([0.1 * v[0] + 0.1 * v[2] + 7 * v[1] >= 1366 ~ .strong, -0.5 * v[5] + 7 * v[1] >= 1e300 ~ strong2])
        try swapEdits(&s)
        try s.setStrength(.strong, for: c2)
        try cycleEdits(&s)
        let dump = s.dump()
        let values = v.map { s.value(of: $0).bitPattern }
        do {
            try s.removeEditVariable(v[2])
            #expect(!s.hasEditVariable(v[2]))
            #expect(v.allSatisfy { !s.value(of: $0).isNaN })
        } catch {
            // Beside values of 1e300 a numerical refusal is honest (beyond the resolution, or
            // a value that would overflow); never a claim that a removal is infeasible.
            switch error {
            case .beyondResolution, .nonFiniteResult: break
            default: Issue.record("refused with \(error)")
            }
            #expect(s.dump() == dump)
            #expect(v.map { s.value(of: $0).bitPattern } == values)
            #expect(s.hasEditVariable(v[2]))
        }
    }

    /// A fuzzer's sequence beside values of 1e300 and 1e100 (constraints at 1e300, edits added
    /// and removed, a removal), ending with a medium `1.5 * v3 == 0` added as a batch. The
    /// optimisation's last repair — the dual simplex it runs when a recomputed value shows a
    /// bound — found its costs past the alarm and optimised again itself; that optimisation
    /// ended the same way, and the two called each other until the stack overflowed (a minute
    /// later). Inside an optimisation the dual simplex now leaves the candidates it finds to
    /// the optimiser's own loop, which ends. The add goes through, and the required
    /// constraints hold.
    @Test("an optimisation beside 1e300 ends instead of calling the dual simplex and itself for ever")
    func optimisationAndItsRepairEnd() throws {
        var s = Solver.acceptingAnyMagnitude()
        let (v, c0, c1) = try Self.fuzzerOpeningBeside1e100(&s)
        let strong2 = Strength(750, weight: 2), tiny = Strength(1, weight: 0.001)
        let c3 = -1.9 * v[3] + 0.5 * v[5] >= 1366 ~ strong2
        let c4 = -v[2] + (1.0 / 3) * v[0] - 0.5 * v[4] >= 0.1 ~ .weak
        try s.add([c3, c4])
        try s.remove(c0)
        let c5 = -0.5 * v[3] - 0.5 * v[1] >= 0.1 ~ strong2
        try s.add(c5)
        let c6 = 0.1 * v[0] + 0.1 * v[5] + 7 * v[1] >= 1366 ~ .strong
        let c7 = -0.5 * v[5] + 7 * v[1] >= 1e300 ~ strong2
        try s.add([c6, c7])
        try s.addEditVariable(v[2], strength: strong2)
        try s.addEditVariable(v[5], strength: tiny)
        try s.setStrength(.strong, for: c6)
        try s.addEditVariable(v[1], strength: strong2)
        try s.setConstant(1366, for: c1)
        try s.removeEditVariable(v[2])
        try s.addEditVariable(v[2], strength: tiny)
        let c8 = 7 * v[0] + 0.5 * v[2] + (1.0 / 3) * v[4] <= -10_000_000 ~ .strong
        let c9 = 0.1 * v[1] <= 1366 ~ strong2
        let c10 = 7 * v[2] + 7.5 * v[3] == 0 ~ .weak
        try s.add([c8, c9, c10])
        let c11 = v[1] == 0.1 ~ .medium
        try s.add(c11)
        let c12 = (2.0 / 3) * v[2] + 0.1 * v[4] >= 1e300 ~ strong2
        let c13 = 0.1 * v[4] + 0.1 * v[5] + 0.5 * v[2] >= 100 ~ .medium
        try s.add([c12, c13])
        try s.remove(c7)
        try s.removeEditVariable(v[2])
        let c14 = (2.0 / 3) * v[2] + 7 * v[5] >= -10_000_000 ~ .strong
        try s.add([c14])
        try s.suggestValue(-100, for: v[5])
        try s.setConstant(1366, for: c3)
        let c15 = 0.1 * v[0] + 7.1 * v[2] >= 1366
        let c16 = 0.5 * v[2] + 0.5 * v[5] + v[0] >= -10_000_000 ~ .medium
        try s.add([c15, c16])
        let c17 = 0.1 * v[3] - 0.5 * v[1] - 2 * v[0] <= 10 ~ .strong
        let c18 = 0.1 * v[5] <= 16_000_000 ~ .strong
        let c19 = -v[3] + 0.1 * v[5] <= 0
        try s.add([c17, c18, c19])
        let c20 = 0.5 * v[3] == 0 ~ .medium
        try s.add(c20)
        try s.remove(c3)
        let c21 = 1.5 * v[3] == 0 ~ .medium
        try s.add([c21])
        #expect(s.contains(c21))
        let required = [c15, c19]
        for c in required { #expect(s.contains(c)) }
        for x in v { #expect(s.value(of: x).isFinite) }
        // c15 and c19 by hand, each within rounding of the numbers it is made of.
        let (v0, v2, v3, v5) = (s.value(of: v[0]), s.value(of: v[2]), s.value(of: v[3]), s.value(of: v[5]))
        #expect(0.1 * v0 + 7.1 * v2 >= 1366 - 1e-9 * max(1366, abs(0.1 * v0), abs(7.1 * v2)))
        #expect(-v3 + 0.1 * v5 <= 1e-9 * max(1, abs(v3), abs(0.1 * v5)))
    }

    /// Two identical required equalities `v0 + (1/3) * v1 == 1`, `v1 - v0 == 1e300` at level
    /// 1 × 0.001, then an edit of v0 at medium. An edit is added where its variable stands
    /// (v0 = −2.5e299) and its constant then moved to 0 by the dual simplex. That move left the
    /// level-1 equality's error symbol at −1e300, to be repaired, and the duplicate's dummy —
    /// computed from its row as written, beside values that had lost the move's small parts to
    /// rounding — out of bounds too. The dummy came first; its tableau row holds only the
    /// other dummy, so nothing could enter, and the dual simplex took that for a proof that
    /// the required constraints conflict. The edit's constant change cannot fail and ignored
    /// the refusal, leaving the error symbol at −1e300 (the invariant check trapped). A symbol
    /// with nothing to enter in the first round is now judged when the round is over, the
    /// others repaired and its value computed again from its row: here the dummy is then 0.
    ///
    /// By hand: the medium edit outranks the level-1 equality, so v0 = 0 and the equalities
    /// give v1 = 3 (which the engine shows as 0: 3 is below the resolution of the 1e300 in
    /// its row). What is checked beside v0 is the engine's optimality/feasibility, by the
    /// invariant check after every operation (this package's debug builds trap on a failure).
    @Test("an edit beside a duplicated equality and a 1e300 is moved to its preference")
    func editBesideDuplicatedEqualityAndHugeValue() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        try s.add(v[0] + (1.0 / 3) * v[1] == 1)
        try s.add(v[0] + (1.0 / 3) * v[1] == 1)
        try s.add(v[1] - v[0] == 1e300 ~ Strength(1, weight: 0.001))
        try s.addEditVariable(v[0], strength: .medium)  // left an error symbol at -1e300
        #expect(s.value(of: v[0]) == 0)
    }

    /// A fuzzer's sequence: `7.1 * v0 + 0.1 * v2 == 1366` twice, `2 * v1 == -1e150`,
    /// `3 * v5 + (1/3) * v1 - 2 * v2 >= 8 @medium`, weak and level-1 bounds on v0 and v5, then
    /// an edit of v2 at weak. As above: moving the edit from where v2 stood to 0, the dual
    /// simplex met the duplicate's dummy out of bounds (an echo of the medium slack, left at
    /// −1.7e149) before the slack, refused, and the edit left the slack out of bounds.
    ///
    /// By hand: v1 = −5e149; the medium inequality is met, tight, by v5; at the weak level,
    /// lowering v2 by 1 costs the edit 1 and saves the weak `v5 + (1/3) * v0 <= -1e7` only
    /// 2/3 − 0.1/21.3 (v5 falls by 2/3, v0 rises by 0.1/7.1), so v2 = 0 and v5 = (8 + 5e149 / 3) / 3. (v0 = 1366 / 7.1 is below the resolution of
    /// the 1e149 in its rows.) The rest is checked by the invariant check after every
    /// operation, as above.
    @Test("an edit beside a duplicated equality and a 1e150 is moved to its preference")
    func editBesideDuplicatedEqualityAnd1e150() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        try s.add([7.1 * v[0] + 0.1 * v[2] == 1366, 3 * v[0] <= 1e100 ~ .weak])
        try s.add([3 * v[5] + (1.0 / 3) * v[1] - 2 * v[2] >= 8 ~ .medium, 2 * v[1] == -1e150])
        try s.add([
            v[5] + (1.0 / 3) * v[0] <= -10_000_000 ~ .weak, 7.1 * v[0] + 0.1 * v[2] == 1366,
            3 * v[0] >= 100 ~ Strength(1, weight: 0.001),
        ])
        try s.addEditVariable(v[2], strength: .weak)  // left a slack at -1.7e149
        #expect(s.value(of: v[2]) == 0)
        #expect(s.value(of: v[1]) == -5e149)
        #expect(isClose(s.value(of: v[5]), (8 + 5e149 / 3) / 3, within: .relative(1e-12)))
    }

    /// A fuzzer's sequence, every search ranked: `v0 + v2 == 0`, `v0 <= 0`, a weak
    /// `2 * v0 + v2 == 0`, then the refused `v0 == 1e300`. The call began by bringing the ranks
    /// up to date, before it started recording what it changed; the repair met a cycle of rows
    /// and eliminated it, and the refusal left the rows changed. The ranks are now brought up
    /// to date by the searches that need them, inside the call, and a rollback puts back the
    /// rows still to check with the ranks.
    @Test("a refused add with every search ranked leaves the rows as they were")
    func refusedAddWithRankedSearches() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        s.rankedSearchThreshold = 0
        try s.add([v[0] + v[2] == 0])
        try s.add(v[0] <= 0)
        try s.add(2 * v[0] + v[2] == 0 ~ Strength(1, weight: 0.001))
        let dump = s.dump()
        #expect(throws: SolverError.self) { try s.add(v[0] == 1e300) }
        #expect(s.dump() == dump)
        // v0 + v2 == 0 and the weak 2 * v0 + v2 == 0 both hold at v0 = v2 = 0.
        #expect(s.value(of: v[0]) == 0)
        #expect(s.value(of: v[2]) == 0)
    }

    /// `Fuzz/regressions/second-core-cost-rounding-after-removals` read with every table: the
    /// edit of v0 weighs 3e10 (not 1000). Costs through the 1e-9 are then 1e10 per unit, which
    /// counted as numerical trouble whatever the inputs; the fresh optimum's basis was left
    /// with a degenerate pivot to make (−5/12 at the strong level on the medium error), and the
    /// installation queued only the costs it changed, so nothing made it. Trouble in costs is
    /// now relative to the largest input, and an installed basis queues every symbol whose cost
    /// is negative. By hand: with `3 * v0 == 320` (v3 = −1.5e9 × v0), v0 = 320/3; without it,
    /// every optional constraint wants v0 = 0, the required one then v3 = 0.
    @Test("weights of 3e10 beside a 1e-9 coefficient: optimal after a removal")
    func costsOfHeavyWeightsThroughATinyCoefficient() throws {
        let v0 = Variable("v0"), v3 = Variable("v3")
        var s = Solver.acceptingAnyMagnitude()
        try s.add(-0.9 * v0 + 1e-9 * v3 == 0 ~ .medium)
        try s.addEditVariable(v0, strength: Strength(250, weight: 3e10))
        try s.add(v0 == 0 ~ .strong)
        let fixed = 3 * v0 == 320
        try s.add(fixed)
        try s.add(1.5 * v0 + 1e-9 * v3 == 0)
        try s.add(v0 == 0 ~ .weak)
        #expect(isClose(s.value(of: v0), 320.0 / 3, within: .relative(1e-12)))
        #expect(isClose(s.value(of: v3), -1.6e11, within: .relative(1e-9)))
        try s.remove(fixed)
        #expect(isClose(s.value(of: v0), 0, within: .absolute(1e-9)))
        #expect(isClose(s.value(of: v3), 0, within: .absolute(1e-3)))
    }

    /// `Fuzz/regressions/second-core-reduced-cost-drift-beside-3e10-and-1e-9` (every table).
    /// Through `-2 v1 - 2 v5 + 1e-9 v2 == 0` every rate carries 1e-16 × 1e9 of rounding, so a
    /// weak cost weighted 3e10 summed two ways (kept through the batch's pivots, or afresh)
    /// differed by 3·10⁻⁶ of itself, and the invariant check (on in tests) took that for a
    /// cost the bookkeeping lost. By hand: the medium equality sets v1 = 0.4 v0 − 1, the
    /// required one v2 = 2e9 (v1 + v5). With v0 = v5 = 0 both heavy wishes hold, and
    /// `v2 + v0 >= -1366` misses by 2e9 − 1366; raising v5 pays 1.5e10 per unit on the second
    /// heavy wish to save 2e9, and moving v0 either way costs more than it saves. So v0 = 0,
    /// v5 = 0, v1 = −1, v2 = −2e9. The medium equality holds here to 10⁻⁷ only (v1 is
    /// −0.99999992, which the weak level's 2e9 per unit rewards with 168): through a
    /// coefficient of 1e-9 beside weights of 3e10 the levels' costs meet parts of 6·10¹⁹, and
    /// that is as far as the engine resolves them; the tolerances below say so.
    @Test("weights of 3e10 beside a 1e-9 coefficient: the costs a batch keeps agree with fresh ones")
    func heavyWeightsBesideATinyCoefficientInABatch() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        try s.add(-2 * v[0] <= 0 ~ Strength(250, weight: 3e10))
        try s.add(-2 * v[1] - 2 * v[5] + 1e-9 * v[2] == 0)
        try s.add([
            0.5 * v[5] + v[0] <= 0 ~ Strength(250, weight: 3e10),
            -v[2] - v[0] <= 1366 ~ .weak,
            -0.4 * v[0] + v[1] == -1 ~ .medium,
        ])
        #expect(isClose(s.value(of: v[0]), 0, within: .absolute(1e-9)))
        #expect(isClose(s.value(of: v[5]), 0, within: .absolute(1e-9)))
        #expect(isClose(s.value(of: v[1]), -1, within: .absolute(1e-6)))
        #expect(isClose(s.value(of: v[2]), -2e9, within: .relative(1e-6)))
        let required = -2 * s.value(of: v[1]) - 2 * s.value(of: v[5]) + 1e-9 * s.value(of: v[2])
        #expect(isClose(required, 0, within: .absolute(1e-9)))
    }

    /// `Fuzz/regressions/second-core-edit-refused-beside-an-exact-1e-9-coefficient` (every
    /// table, the out-of-range calls left out: they change nothing). `1e-9 v1 - 1e6 v5 + 0.1 v0
    /// == 1.6e7` is held twice; with `v0 == 0.1`, adding `1e-9 v1 - 1e6 v5 + 1e-9 v0 == 320`
    /// would need the same combination of v1 and v5 to be 1.6e7 − 0.01 and 320 − 1e-10 at once,
    /// so it is refused. A medium edit of v0 is optional and must be accepted; it was refused as
    /// "too far apart" when a column's rates were judged against the largest coefficient of
    /// their row, which zeroed the exact 1e-9 beside the row's 1e6. Only a row a cycle's
    /// elimination combined carries that rounding.
    @Test("an edit beside a row whose own coefficients span 1e-9 to 1e6 is accepted")
    func editBesideAnExactTinyCoefficient() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver()
        try s.addEditVariable(v[4], strength: .medium)
        try s.addEditVariable(v[3], strength: Strength(750, weight: 2))
        try s.addEditVariable(v[1], strength: Strength(1, weight: 0.001))
        let row = 1e-9 * v[1] - 1e6 * v[5] + 0.1 * v[0] == 1.6e7
        try s.add(row)
        try s.add(v[4] == 1.6e7)
        try s.add(v[0] >= 0 ~ Strength(250, weight: 3e10))
        try s.add(1e-9 * v[1] - 1e6 * v[5] + 0.1 * v[0] == 1.6e7)
        try s.add(v[4] == 1.6e7 ~ Strength(1, weight: 0.001))
        try s.suggestValue(-0.1, for: v[1])
        let fixed = v[0] == 10
        try s.add(fixed)
        try s.removeEditVariable(v[1])
        try s.setConstant(0.1, for: fixed)
        #expect(throws: SolverError.self) { try s.add(1e-9 * v[1] - 1e6 * v[5] + 1e-9 * v[0] == 320) }
        try s.addEditVariable(v[0], strength: .medium)
        #expect(isClose(s.value(of: v[0]), 0.1, within: .relative(1e-12)))
        #expect(isClose(s.value(of: v[4]), 1.6e7, within: .relative(1e-12)))
        let residual = 1e-9 * s.value(of: v[1]) - 1e6 * s.value(of: v[5]) + 0.1 * s.value(of: v[0]) - 1.6e7
        #expect(abs(residual) <= 1e-7 * 1.6e7)
        try s.verifyRequiredConstraints()
    }

    /// `Fuzz/regressions/second-core-negative-slack-after-duplicate-equalities` (every table),
    /// shrunk, as `layout-lab solve` runs it: two batches. Once a value passes 1e9 the batch's
    /// rows are placed first and optimised together; the primal ratio test then passed over a
    /// medium error's rate as far below the column's largest (rates of 1e6 beside 2), the pivot
    /// moved that error to −372.5, and nothing queued it for the dual simplex (its value was
    /// moved right, so computing it again did not show it). By hand: the strong wish holds
    /// (v2 = 1/6, the most it allows); the required equality then gives v0 = (4098 − 1/6) / 22,
    /// as near the three medium wishes for 0 as it can be; the required inequality holds v3 at
    /// most (10⁶/6 − 1.6·10⁷) / 2, the nearest to the weak wishes for 0.
    @Test("a move past a bound the ratio test passed over is repaired by the dual simplex")
    func boundPassedOverByThresholdPivoting() throws {
        let v0 = Variable("v0"), v2 = Variable("v2"), v3 = Variable("v3")
        var s = Solver()
        let c7 = 0.6 * v2 <= 0.1 ~ .strong
        try s.add([-2 * v0 == 0 ~ .medium, 2 * v0 == 0 ~ .medium, c7, -6 * v3 == 0 ~ .weak])
        try s.remove(c7)
        try s.add([
            1_000_000 * v2 - 2 * v3 >= 16_000_000, -2 * v0 == 0 ~ .medium,
            7.333333333333333 * v0 + 0.3333333333333333 * v2 == 1366, 0.6 * v2 <= 0.1 ~ .strong,
            -6 * v3 == 0 ~ .weak,
        ])
        #expect(isClose(s.value(of: v2), 1.0 / 6, within: .relative(1e-12)))
        #expect(isClose(s.value(of: v0), (4098 - 1.0 / 6) / 22, within: .relative(1e-12)))
        #expect(isClose(s.value(of: v3), (1e6 / 6 - 1.6e7) / 2, within: .relative(1e-12)))
    }

    /// `Fuzz/regressions/second-core-singular-cycle-beside-1e286` read with every table
    /// (weights of 3e10 at the weak level, coefficients of 1e6 and 1e-9): the last batch left a
    /// slack that could lower the objective, for the same two reasons as above. By hand, every
    /// constraint left can hold at once with v1 = 0 (the edit's wish): v0 ≥ 80 for the required
    /// one, v2 = −2.5e-8 and v5 = 0.15 for the weak equality and the strong inequality through
    /// 1e6 (v3, free, takes up the other strong one). So every error is 0 and v1 is 0.
    @Test("weights of 3e10 beside coefficients of 1e6: a batch ends optimal")
    func batchBesideHeavyWeightsEndsOptimal() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        var s = Solver.acceptingAnyMagnitude()
        s.rankedSearchThreshold = 0  // as the fuzzer ran it (an input of odd length)
        try s.addEditVariable(v[1], strength: .weak)
        let c0 = 0.5 * v[5] <= 0.1 ~ Strength(250, weight: 3e10)
        let c2 = -0.5 * v[5] + 1e-9 * v[0] == 10 ~ .strong
        try s.add([c0, 2 * v[1] + 1e6 * v[2] - 2 * v[3] >= 1.6e7 ~ .strong, c2])
        try s.remove(c0)
        let c3 = v[5] - v[0] == 1366
        try s.add(c3)
        try s.remove(c3)
        try s.remove(c2)
        try s.add(-v[5] - v[1] + 1e6 * v[0] >= 10 ~ Strength(251, weight: 1))
        try s.add([
            0.1 * v[0] + 3 * v[1] >= 8,
            -1e6 * v[2] + 0.5 * v[5] + 0.5 * v[1] == 0.1 ~ Strength(250, weight: 3e10),
            (5.0 / 6) * v[5] + 1e6 * v[2] <= 0.1 ~ .strong,
        ])
        let x = v.map { s.value(of: $0) }
        #expect(isClose(x[1], 0, within: .absolute(1e-9)))
        #expect(0.1 * x[0] + 3 * x[1] >= 8 - 1e-9)
        #expect(isClose(-1e6 * x[2] + 0.5 * x[5] + 0.5 * x[1], 0.1, within: .absolute(1e-6)))
        #expect((5.0 / 6) * x[5] + 1e6 * x[2] <= 0.1 + 1e-6)
        #expect(-x[5] - x[1] + 1e6 * x[0] >= 10 - 1e-6)
        #expect(2 * x[1] + 1e6 * x[2] - 2 * x[3] >= 1.6e7 - 1e-3)
    }
}
