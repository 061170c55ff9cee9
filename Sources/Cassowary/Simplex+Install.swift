/// A basis found elsewhere, installed: the engine's answer to numerical trouble.
///
/// When the engine's numbers run away (see ``Simplex/troubled``), the solver computes the
/// optimum of the system it holds from scratch (``FreshSimplex``) and hands the engine that
/// optimum's basis. The engine writes every row again from the constraints, as a
/// refactorisation does (`Simplex+Refactor.swift`), with the new basic symbols: whatever the
/// pivots on rounding had made of the rows is gone, and the values and reduced costs are
/// computed again from the fresh rows.
extension Simplex {
    /// Makes `newBasic` (one symbol per live row, in any order) the basis, with every live row
    /// written again as `rows` (one per live row, each constraint's own terms and right-hand
    /// side); computes the values and reduced costs from them. Returns false, with the engine
    /// unusable, when the rows cannot be matched to the symbols (a basis that is not one).
    ///
    /// Under a journal, everything is recorded first (``journalEverything()``), and the
    /// journal, which then holds all it needs, is kept on again after the installation: a
    /// rollback undoes it with the rest of the operation.
    mutating func install(basis newBasic: [Symbol], rows newRows: [(terms: [RowTerm], rhs: Double)]) -> Bool {
        let journaling = journal.isOn
        if journaling {
            journalEverything()
            journal.isOn = false
        }
        defer { journal.isOn = journaling }
        numerics.singular = false
        numerics.troubled = false
        refactoring.interrupted = nil
        waiting.costs.clear()
        // The live rows: every row not free (rounding that left a cycle singular may have
        // left rows without a basic symbol), nor deleted by the operation under way (its slot
        // kept for the journal until the commit: counted as live, a removal's installation
        // matched no basis, and the removal went on without one).
        var isFree = [Bool](repeating: false, count: rows.basic.count)
        for r in rows.free { isFree[Int(r.id)] = true }
        for r in journal.deletedRows { isFree[Int(r.id)] = true }
        var slots: [RowIndex] = []
        for r in rows.all where !isFree[Int(r.id)] { slots.append(r) }
        guard slots.count == newBasic.count, slots.count == newRows.count else { return false }
        for r in slots where rows.basic[r] != .none {
            symbols.values[rows.basic[r]] = 0
            symbols.rowOf[rows.basic[r]] = .none
        }
        for (k, r) in slots.enumerated() {
            symbols.values[newBasic[k]] = 0
            rows.basic[r] = newBasic[k]
            symbols.rowOf[newBasic[k]] = r
        }
        // The magnitudes start again from the inputs: what the trouble reached is gone.
        numerics.largest = numerics.largestInput
        guard refactor(rows: newRows), !numerics.singular else { return false }
        counters.installCount += 1

        // Values, rows before the rows that mention their basic symbols.
        for s in moved { hasMoved[s] = false }
        moved.clear()
        for r in slots { markMoved(rows.basic[r]) }
        infeasible.clear()
        refreshValues()
        for r in slots { noteInfeasible(rows.basic[r]) }
        // Reduced costs from scratch; every symbol whose cost may be negative is a candidate
        // (the refresh queues those whose costs it changed; a cost it left as it was can be
        // negative in the new basis all the same: the basis is optimal in the fresh solve's
        // tolerances, and a degenerate pivot or two may be left to make).
        for s in objective.candidates { objective.isCandidate[s] = false }
        objective.candidates.clear()
        refreshReducedCosts()
        for s in symbols.all { noteCandidate(s) }
        return true
    }
}
