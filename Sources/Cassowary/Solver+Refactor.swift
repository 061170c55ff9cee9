/// The solver's side of refactorisation (see `Simplex+Refactor.swift`): the constraints' own
/// rows, which only the solver knows, handed to the engine when its rows have filled in.
extension Solver {
    /// Optimises, and whenever the rows have filled in on the way, writes them again from the
    /// constraints and goes on: every operation keeps its journal, which then records the
    /// whole engine first (see `Simplex.refactor(rows:)`), as writing the rows again costs.
    mutating func optimize() {
        simplex.refactoring.allowed = true
        defer { simplex.refactoring.allowed = false }
        simplex.optimize()
        while simplex.refactoring.interrupted != nil {
            refactor()
            simplex.optimize()
        }
    }

    /// Writes the engine's rows again from the constraints: each live constraint's row as
    /// ``addEntry(_:constant:registered:)`` placed it, at its current constant. Not beside
    /// numbers of 1e9 and more, where a row written again rounds differently from the one it
    /// replaces: the engine only notes that the rows were checked.
    mutating func refactor() {
        guard simplex.numerics.largest < 1e9 else {
            simplex.refactoring.baseline = simplex.rows.terms.elementCount
            return
        }
        simplex.refactor(rows: constraintRows())
    }

    /// At the end of an operation that changed the constraints, once its journal is committed:
    /// the rows are written again when they have filled in (an operation whose optimisation
    /// did not interrupt itself for it leaves them so), and the reduced costs are computed
    /// afresh when the rows were written again or the costs' records of magnitudes have worn (see
    /// `Simplex.costRecordsWorn`), and whatever the fresh costs show can still improve is
    /// improved. This is the reinversion of revised simplex codes: HiGHS, once it has factored
    /// the basis again, computes the duals afresh from it instead of carrying the updated ones
    /// on. It costs a search per costed basic symbol, no more than the operations that filled
    /// the rows in (they doubled them) or wore the records (each a pivot through magnitudes
    /// 10⁸ beyond the inputs) did; a suggestion, which must not allocate, never calls it.
    mutating func refreshIfWorn() {
        guard !simplex.journal.isOn else { return }
        var refresh = simplex.objective.recordsWorn
        if simplex.refactorDue {
            refactor()
            refresh = true
        }
        guard refresh else { return }
        simplex.refreshReducedCosts()
        optimize()
        recoverOrSettle()
    }
}
