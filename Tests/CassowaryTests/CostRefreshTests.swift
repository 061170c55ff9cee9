import Testing
@testable import Cassowary

/// Computing the reduced costs again (after they passed through magnitudes where rounding
/// hides small costs) queues every symbol whose entry changed, also when only the magnitude
/// the entry is read against did: a cost that read as rounding beside the old magnitude is
/// real beside the fresh one.
@Suite("Refreshing the reduced costs")
struct CostRefreshTests {
    @Test("a cost its old magnitude hid as rounding is optimised once the costs are computed again")
    func hiddenCostIsQueuedOnRefresh() throws {
        var solver = Solver()
        // The engine's own answer to hidden costs, not the solver's fresh solve, which costs
        // summed from parts this large call for (see `Solver+Fresh.swift`).
        solver.simplex.numerics.watchesTrouble = false
        let x = Variable("x")
        try solver.add(x == 10 ~ .weak)
        // The medium wish's row is placed, its cost moved onto the weak error (−1 at medium:
        // raising x toward 30 lowers the objective), but not optimised yet.
        _ = try solver.addEntry(x == 30 ~ .medium)
        let queued = solver.simplex.objective.candidates
        #expect(!queued.isEmpty)
        // As if the costs had been summed from parts near 10¹⁵: the same values, read against
        // magnitudes beside which −1 is rounding, and nothing queued.
        for s in queued {
            solver.simplex.objective.isCandidate[s] = false
            for k in solver.simplex.objective.reduced.indices where solver.simplex.objective.reduced[k][s] != 0 {
                solver.simplex.setReduced(k, s, solver.simplex.objective.reduced[k][s], magnitude: 1e15)
            }
        }
        solver.simplex.objective.candidates.removeAll()
        #expect(solver.simplex.objective.needsRefresh)
        solver.simplex.optimize()
        // The medium wish outranks the weak one: x = 30, as from scratch.
        #expect(solver.value(of: x) == 30)
        var fresh = Solver()
        try fresh.add(x == 10 ~ .weak)
        try fresh.add(x == 30 ~ .medium)
        #expect(fresh.value(of: x) == 30)
        solver.checkInvariants()
    }

    /// A row of `n` items 10 apart at least, each pulled to 0 by a wish (weak for the even
    /// items, medium for the odd ones): item `i` at `10 × i`, every wish's error basic, and
    /// each error's tableau row the links before its item (the slack of every gap up to it).
    @Test("a refresh sums a level's costs in one search down from all of its costed basic symbols")
    func refreshIsOneSearchPerLevel() throws {
        let n = 200
        let x = (0...n).map { Variable("x\($0)") }
        var s = Solver()
        try s.add(x[0] >= 0)
        for i in 1...n { try s.add(x[i] >= x[i - 1] + 10) }
        try s.add(x.indices.map { i in x[i] == 0 ~ (i.isMultiple(of: 2) ? .weak : .medium) })
        for i in 0...n { #expect(s.value(of: x[i]) == Double(10 * i)) }

        // The costs as the rows give them, tableau row by tableau row (the sum the refresh
        // makes, computed another way).
        var expected = s.simplex.objective.reduced.map { [Double](repeating: 0, count: $0.count) }
        var basicCosted = 0
        for b in s.simplex.symbols.all where s.simplex.objective.costLevel[b] >= 0 {
            let k = Int(s.simplex.objective.costLevel[b]), w = s.simplex.objective.costWeight[b]
            if s.simplex.symbols.rowOf[b] == .none {
                expected[k][Int(b.id)] += w
            } else {
                basicCosted += 1
                s.simplex.computeRow(of: b)
                for (j, a) in s.simplex.scratch.pivotRow { expected[k][Int(j.id)] += w * a }
            }
        }
        #expect(basicCosted >= n)

        let rows = s.statistics.rows
        let before = s.statistics.rowsVisited
        s.simplex.refreshReducedCosts()
        let visited = s.statistics.rowsVisited - before
        // One search a level, each through the rows at most once (and a step a row through
        // the chains of alias rows); the tableau rows one by one visit about n²/2.
        let levels = s.simplex.objective.reduced.count
        #expect(visited <= 2 * levels * rows, "\(visited) rows visited, \(rows) rows, \(levels) levels")
        for k in expected.indices {
            for j in expected[k].indices where s.simplex.symbols.rowOf[Symbol(j)] == .none {
                let stored = s.simplex.objective.reduced[k][Symbol(j)]
                #expect(abs(stored - expected[k][j]) <= 1e-9 * max(1, abs(expected[k][j])), "level \(k), symbol \(j)")
            }
        }
        for i in 0...n { #expect(s.value(of: x[i]) == Double(10 * i)) }
        s.checkInvariants()
    }
}
