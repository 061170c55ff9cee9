import Testing
@testable import Cassowary

/// Numbers at every scale: tolerances relative to the magnitudes involved, small coefficients
/// that a constraint states, cancellations, and memory that does not outlive its use.
@Suite("Numerics and memory")
struct NumericsTests {
    /// `z == −1e7`, `3x − 3y − 3z == 5`, `6x + y == 20`, and `−12x + 12y + 12z == −20`, which is
    /// exactly −4 × the second line: redundant, so accepted in any order. Solved by hand:
    /// `y = 20 − 6x`, so `21x − 60 + 3·10⁷ = 5`, `x = (65 − 3·10⁷) / 21`.
    @Test("a redundant equality with constants in the millions is accepted, in either order")
    func redundantEqualityAtLargeMagnitude() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let lines: [Constraint] = [
            z == -1e7,
            3 * x - 3 * y - 3 * z == 5,
            6 * x + y == 20,
            -12 * x + 12 * y + 12 * z == -20,
        ]
        let expectedX = (65 - 3e7) / 21
        for order in [[0, 1, 2, 3], [3, 0, 1, 2], [1, 3, 2, 0]] {
            var solver = Solver()
            for i in order { try solver.add(lines[i]) }
            #expect(abs(solver.value(of: x) - expectedX) <= 1e-9 * abs(expectedX), "order \(order)")
            #expect(abs(solver.value(of: y) - (20 - 6 * expectedX)) <= 1e-9 * 1e7, "order \(order)")
            #expect(solver.value(of: z) == -1e7, "order \(order)")
        }
    }

    @Test("a conflict at a large magnitude is still a conflict, with its conflict set")
    func conflictAtLargeMagnitude() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let second = 3 * x - 3 * y - 3 * z == 5
        var solver = Solver()
        try solver.add(z == -1e7)
        try solver.add(second)
        try solver.add(6 * x + y == 20)
        // −4 × the second line would be −20; −21 contradicts it by 1 in 10⁸.
        let off = -12 * x + 12 * y + 12 * z == -21
        #expect {
            try solver.add(off)
        } throws: { error in
            guard case SolverError.unsatisfiable(let c, let conflicts) = error else { return false }
            return c === off && conflicts.contains { $0 === second }
        }
    }

    @Test("a small coefficient that the constraint states is kept: 1e-9 × x == 1 gives x = 10⁹")
    func smallCoefficient() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(1e-9 * x == 1)
        #expect(abs(solver.value(of: x) - 1e9) <= 1e-6 * 1e9)
        // And inside a row with ordinary coefficients.
        try solver.add(y + 1e-9 * x == 3)
        #expect(abs(solver.value(of: y) - 2) <= 1e-9)
    }

    @Test("terms that cancel leave no variable: 0.1x + 0.2x − 0.3x == 1 is refused and says why")
    func cancellingTerms() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x >= 5)
        let before = solver.dump()
        let c = 0.1 * x + 0.2 * x - 0.3 * x == 1
        #expect(c.expression.terms.isEmpty)
        #expect {
            try solver.add(c)
        } throws: { error in
            guard case SolverError.unsatisfiable(_, let conflicts) = error else { return false }
            return conflicts.isEmpty && "\(error)".contains("its variables cancel out")
        }
        #expect(solver.dump() == before)
        // The same terms equal to 0 hold for every x.
        try solver.add(0.1 * x + 0.2 * x - 0.3 * x == 0)
        #expect(solver.value(of: x) == 5)
    }

    /// 1 000 lines `x >= i` (increasing): each new bound makes the previous slack basic, and
    /// the emptied column used to keep its largest storage, so memory grew with the sum of all
    /// column lengths (n²/2 entries; 20 000 lines took 887 MB).
    @Test("emptied columns give back their storage: increasing bounds on one variable")
    func increasingBoundsKeepNoStorage() throws {
        let x = Variable("x")
        var solver = Solver()
        let n = 1_000
        for i in 0..<n { try solver.add(x >= Double(i)) }
        #expect(solver.value(of: x) == Double(n - 1))
        let kept = solver.tableau.columns.reduce(0) { $0 + $1.capacity }
        let cells = solver.statistics.cells
        // Short columns may keep a little storage for reuse; nothing grows with n².
        #expect(kept <= Tableau.keptColumnCapacity * solver.tableau.kinds.count + 2 * cells,
                "columns keep \(kept) entries of storage for \(cells) cells")
    }
}
