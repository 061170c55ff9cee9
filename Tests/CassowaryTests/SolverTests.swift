import Testing
@testable import Cassowary
import TestSupport

@Suite("Solver: classic cases")
struct SolverTests {
    @Test("a line's midpoint follows edits and stops at the bounds")
    func midpoint() throws {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        var solver = Solver()
        try solver.add(xm == (xl + xr) / 2)
        try solver.add(xl + 10 <= xr)
        try solver.add(0 <= xl)
        try solver.add(xr <= 100)
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.suggestValue(20, for: xl)
        try solver.suggestValue(50, for: xm)
        #expect(solver.value(of: xm) == 50)
        #expect(solver.value(of: xl) == 20)
        #expect(solver.value(of: xr) == 80)
        // The strong edit of xm wins over the weak edit of xl; xr hits its bound.
        try solver.suggestValue(95, for: xm)
        #expect(solver.value(of: xr) == 100)
        #expect(solver.value(of: xm) == 95)
        #expect(solver.value(of: xl) == 90)
        // xm cannot go below 5 (xl >= 0, xr >= xl + 10).
        try solver.suggestValue(-10, for: xm)
        #expect(solver.value(of: xl) == 0)
        #expect(solver.value(of: xr) == 10)
        #expect(solver.value(of: xm) == 5)
    }

    @Test("variables made long apart, added newest first, each keep their own value")
    func variablesFarApartInIdentity() throws {
        // Identities come from one counter: 600 variables span several pages of the solver's
        // table of variables, and adding the newest first makes the table grow downward too.
        let xs = (0..<600).map { Variable("x\($0)") }
        var solver = Solver()
        for i in xs.indices.reversed() where i % 3 == 0 { try solver.add(xs[i] == Double(i)) }
        for i in xs.indices where i % 3 != 0 { try solver.add(xs[i] == xs[i - i % 3] + 0.5) }
        for i in xs.indices {
            let expected = Double(i - i % 3) + (i % 3 == 0 ? 0 : 0.5)
            #expect(solver.value(of: xs[i]) == expected, "x\(i)")
        }
    }

    @Test("a thousand weak constraints do not outweigh one medium", .longRun)
    func strictHierarchy() throws {
        let x = Variable("x")
        var solver = Solver()
        let ys = (0..<1000).map { Variable("y\($0)") }
        for y in ys {
            try solver.add(y == x)
            try solver.add(y == 0 ~ .weak)
        }
        try solver.add(x == 10 ~ .medium)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: ys[999]) == 10)
    }

    @Test("level 251 beats many level-250 constraints")
    func levelsAreNotNumbers() throws {
        let x = Variable("x")
        var solver = Solver()
        for _ in 0..<50 { try solver.add(x >= 100 ~ Strength(250, weight: 100)) }
        try solver.add(x <= 10 ~ Strength(251))
        #expect(solver.value(of: x) == 10)
    }

    @Test("weights within a level add up")
    func weights() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x == 10 ~ Strength.weak.weighted(2))
        try solver.add(x == 20 ~ .weak)
        #expect(solver.value(of: x) == 10)
        var other = Solver()
        try other.add(x == 10 ~ .weak)
        try other.add(x == 20 ~ .weak)
        try other.add(x == 20 ~ .weak)
        #expect(other.value(of: x) == 20)
    }

    @Test("an unsatisfiable required constraint names its conflict set and changes nothing")
    func conflict() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        let a = (x == 10).labeled("a")
        let b = (y == x + 5).labeled("b")
        let unrelated = (z >= 3).labeled("unrelated")
        try solver.add(a)
        try solver.add(b)
        try solver.add(unrelated)
        let before = solver.dump()
        let c = (y <= 12).labeled("c")
        #expect(throws: SolverError.self) { try solver.add(c) }
        do { try solver.add(c) } catch {
            guard case .unsatisfiable(let failing, let conflicts) = error else { Issue.record("wrong error"); return }
            #expect(failing === c)
            #expect(conflicts.map(\.label) == ["a", "b"])
        }
        #expect(solver.dump() == before)
        #expect(!solver.contains(c))
        #expect(solver.value(of: y) == 15)
    }

    @Test("a constant changes in place")
    func constantChange() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let c = x + 2 == y + 10  // constant 8
        #expect(c.constant == 8)
        try solver.add(c)
        try solver.add(y == 1)
        #expect(solver.value(of: x) == 9)
        try solver.setConstant(12, for: c)
        #expect(solver.value(of: x) == 13)
        #expect(solver.constant(of: c) == 12)
        let bound = x <= 20
        try solver.add(bound)
        #expect(throws: SolverError.self) { try solver.setConstant(30, for: c) }
        #expect(solver.value(of: x) == 13)
        #expect(solver.constant(of: c) == 12)
        try solver.setConstant(15, for: bound)
        #expect(throws: SolverError.self) { try solver.setConstant(5, for: bound) }
        #expect(solver.value(of: x) == 13)
    }

    @Test("a new row's external subject never leaves a restricted row negative")
    func externalSubjectKeepsFeasibility() throws {
        let y = Variable("y"), z = Variable("z")
        var s = Solver()
        try s.add(y >= z)
        try s.add(z >= 6)
        #expect(s.value(of: z) >= 6 - 1e-9)
        #expect(s.value(of: y) >= s.value(of: z) - 1e-9)

        let x = Variable("x"), w = Variable("w")
        var t = Solver()
        let cap = x <= 10, sum = x + w == 20
        try t.add(cap)
        try t.add(sum)
        do {
            try t.add(w == 0)
            Issue.record("w == 0 needs x == 20 > 10 and must fail")
        } catch {
            guard case .unsatisfiable(_, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(conflicts == [cap, sum])
        }
    }

    @Test("a failed constant change restores every number bit for bit")
    func failedConstantChangeIsExact() throws {
        let x = Variable("x"), y = Variable("y")
        var s = Solver()
        try s.add(y >= 0.1)
        try s.add(x >= y)
        let c = -3 * x >= -1  // x <= 1/3
        try s.add(c)
        let before = s.dump()
        #expect(throws: SolverError.self) { try s.setConstant(2, for: c) }
        #expect(s.dump() == before)
    }

    @Test("rows stay short along long chains of equalities (no fill-in from markers)", .longRun)
    func noFillInOnChains() throws {
        // A chain x[i] == x[i-1] + w + 8 and a second chain through it: kiwi's rows grow with
        // the chain (every row carries the dummy markers of the rows it substituted). Here
        // every position is an affine function of the one free width, so a row needs at most
        // a few cells.
        var s = Solver()
        let w = Variable("w")
        try s.add(w == 10 ~ .weak)
        var previous = Variable("x0")
        try s.add(previous == 0)
        var ys: [Variable] = []
        for i in 1...400 {
            let x = Variable("x\(i)"), y = Variable("y\(i)")
            try s.add(x == previous + w + 8)
            try s.add(y == x + 0.5 * w)
            ys.append(y)
            previous = x
        }
        let statistics = s.statistics
        #expect(statistics.longestRow <= 4, "\(statistics)")
        #expect(statistics.cells <= 4 * statistics.rows, "\(statistics)")
        #expect(s.value(of: previous) == 400 * 18)
        #expect(s.value(of: ys[399]) == 400 * 18 + 5)
    }

    @Test("a refused constant change names the constraint in its way, after earlier changes")
    func conflictAfterConstantChanges() throws {
        let x = Variable("x")
        var s = Solver()
        let a = 2 * x <= 7
        let b = 3 * x >= 9
        try s.add(a)
        try s.add(b)
        try s.setConstant(-1, for: b)  // 3x >= -1
        try s.setConstant(5, for: a)  // 2x <= 5 (b at its original 9 would now conflict)
        do {
            try s.setConstant(18, for: b)  // 3x >= 18 needs x >= 6 > 2.5
            Issue.record("3x >= 18 against 2x <= 5 must be refused")
        } catch {
            guard case .unsatisfiable(let failing, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(failing === b)
            #expect(conflicts == [a])
        }
        #expect(s.constant(of: b) == -1)
    }

    @Test("ambiguity is found at a degenerate vertex, where no single symbol can move")
    func ambiguityAtADegenerateVertex() throws {
        // Nothing pins y: every y >= 0 (with x >= 0) satisfies all three; the tableau's
        // basis is degenerate (a slack basic at 0 blocks each symbol alone).
        let x = Variable("x"), y = Variable("y")
        var s = Solver()
        try s.add(y >= 0)
        try s.add(x + y >= 0)
        try s.add(x >= 0)
        #expect(s.isAmbiguous(y))
        #expect(s.isAmbiguous(x))
        // Pinned by a preference at any level, neither is ambiguous any more.
        try s.add(y == 3 ~ .weak)
        try s.add(x == 1 ~ .weak)
        #expect(!s.isAmbiguous(y))
        #expect(!s.isAmbiguous(x))
    }
}
