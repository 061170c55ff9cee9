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
}
