extension Simplex {
    /// What the engine has done since it was created, counted as it goes: the work a
    /// benchmark or a test reads (``Solver/statistics``) instead of a time. The engine reads
    /// only differences of them: the work one step took, where a choice depends on it (how
    /// long a batch's costs wait, a guard against runaway pivots, the answer check's budget).
    struct Counters: Sendable {
        /// Pivots made since the engine was created.
        var pivotCount = 0
        /// Rows the searches visited (down, up, and along augmenting paths) since the engine was
        /// created: the work behind tableau rows, columns, pivots and refreshed values.
        var rowsVisited = 0
        /// Of those, rows a search for a tableau row expanded: rows whose coefficient was not 0
        /// when the search came to them (the rest it walked for parts that cancelled).
        var rowsExpanded = 0
        /// Row combinations made to break cycles.
        var eliminationCount = 0
        /// Times the rows were written again from the constraints (see `Simplex+Refactor.swift`).
        var refactorCount = 0
        /// Times a basis computed afresh was installed (see `Simplex+Install.swift`).
        var installCount = 0
        /// The work of every fresh solve, installed or not, in rows (see
        /// ``SolverStatistics/freshSolveRows``).
        var freshSolveRows = 0
    }
}
