/// The solver's side of refactorisation (see `Simplex+Refactor.swift`): the constraints' own
/// rows, which only the solver knows, handed to the engine when its rows have filled in.
extension Solver {
    /// Optimises, and whenever the rows have filled in on the way, writes them again from the
    /// constraints and goes on. The engine's optimisations inside an operation that keeps a
    /// journal (a required constraint being placed) run as they are.
    mutating func optimize() {
        guard !simplex.journaling else {
            simplex.optimize()
            return
        }
        simplex.refactorAllowed = true
        defer { simplex.refactorAllowed = false }
        simplex.optimize()
        while simplex.interruptedState != nil {
            refactor()
            simplex.optimize()
        }
    }

    /// Writes the engine's rows again from the constraints: each live constraint's row as
    /// ``addEntry(_:constant:registered:)`` placed it, at its current constant. Not beside
    /// numbers of 1e9 and more, where a row written again rounds differently from the one it
    /// replaces: the engine only notes that the rows were checked.
    mutating func refactor() {
        guard simplex.largest < 1e9 else {
            simplex.refactorBaseline = simplex.rowTerms.elementCount
            return
        }
        simplex.refactor(rows: constraintRows())
    }
}
