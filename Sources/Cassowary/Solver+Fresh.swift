/// Numerical trouble answered by solving afresh.
///
/// The engine pivots on the rows the constraints wrote; a pivot on an element that is mostly
/// rounding leaves a basis whose numbers run away (values of 10¹³ and beyond where the inputs
/// are in the hundreds), and from there an optimisation can walk for minutes or stop short of
/// the optimum. The engine notices (``Simplex/troubled``) and stops. The solver then computes
/// the optimum of the system it holds — every constraint at its current constant and strength
/// — from scratch, with a simplex that keeps its basis inverse well conditioned by
/// construction (``FreshSimplex``), and installs that optimum's basis in the engine, its rows
/// written again from the constraints. The operation goes on from a well-conditioned engine,
/// and so does every operation after it.
///
/// The fresh solve is also the judge of feasibility: when the engine is in trouble while it
/// places a required constraint or moves a required constant, the fresh solve decides whether
/// the operation is refused (the engine's journal then puts every number back, bit for bit)
/// or goes on from the fresh optimum. It serves systems of any size (its basis is a sparse
/// factorisation, memory in proportion to the nonzeros); when the simplex gives up, the engine
/// goes on as it did before it knew of the trouble.
extension Solver {
    /// What a fresh solve did.
    enum FreshSolve {
        /// The optimum is installed.
        case installed
        /// The required constraints are inconsistent; nothing changed.
        case infeasible
        /// No fresh solve (the simplex gave up); nothing changed.
        case unavailable
    }

    /// An optimum computed afresh, ready to install: one basic symbol per live row, and the
    /// rows as the constraints write them.
    struct FreshOptimum {
        let basis: [Symbol]
        let rows: [(terms: [RowTerm], rhs: Double)]
    }

    /// What a fresh computation found, before anything changes.
    enum FreshVerdict {
        case optimum(FreshOptimum)
        case infeasible
        case unavailable
    }

    /// Each live constraint's row as ``addEntry(_:constant:registered:)`` placed it, at its
    /// current constant, in entry order.
    mutating func constraintRows() -> [(terms: [RowTerm], rhs: Double)] {
        var rows: [(terms: [RowTerm], rhs: Double)] = []
        rows.reserveCapacity(entries.count)
        for index in entryIndices {
            guard let entry = entries[index] else { continue }
            var terms: [RowTerm] = []
            appendVariableTerms(of: entry.constraint, to: &terms)
            terms.append(RowTerm(entry.marker, entry.markerCoefficient))
            if entry.other != .none { terms.append(RowTerm(entry.other, -entry.markerCoefficient)) }
            rows.append((terms, entry.constant))
        }
        return rows
    }

    /// Computes the optimum of the constraints the solver holds (each at its current constant
    /// and strength) from scratch, changing nothing.
    mutating func freshOptimum() -> FreshVerdict {
        let rows = constraintRows()
        var problem = FreshSimplex.Problem()
        var column = [Int32](repeating: -1, count: simplex.symbols.kinds.count)
        var symbols: [Symbol] = []
        problem.rows.reserveCapacity(rows.count)
        for row in rows {
            var terms: [(column: Int, coefficient: Double)] = []
            for term in row.terms {
                let s = term.symbol
                if column[Int(s.id)] < 0 {
                    column[Int(s.id)] = Int32(symbols.count)
                    symbols.append(s)
                    switch simplex.symbols.kinds[s] {
                    case .external: problem.bounds.append(.free)
                    case .slack, .error: problem.bounds.append(.nonNegative)
                    case .dummy: problem.bounds.append(.fixed)
                    }
                }
                terms.append((Int(column[Int(s.id)]), term.coefficient))
            }
            problem.rows.append(terms)
            problem.rhs.append(row.rhs)
        }
        problem.costs = simplex.objective.levels.map { _ in [Double](repeating: 0, count: symbols.count) }
        for (j, s) in symbols.enumerated() where simplex.objective.costLevel[s] >= 0 {
            problem.costs[Int(simplex.objective.costLevel[s])][j] = simplex.objective.costWeight[s]
        }
        let (outcome, work) = FreshSimplex.solveCountingWork(problem)
        simplex.counters.freshSolveRows &+= work
        switch outcome {
        case .infeasible: return .infeasible
        case .failed: return .unavailable
        case .optimal(let basis, _): return .optimum(FreshOptimum(basis: basis.map { symbols[$0] }, rows: rows))
        }
    }

    /// Installs `optimum` in the engine and finishes there. False when the engine cannot take
    /// it (then the engine finishes its own way).
    @discardableResult
    mutating func install(_ optimum: FreshOptimum) -> Bool {
        let installed = simplex.install(basis: optimum.basis, rows: optimum.rows)
        settle()
        return installed
    }

    /// Computes the optimum afresh and installs it.
    mutating func solveAfresh() -> FreshSolve {
        switch freshOptimum() {
        case .infeasible: return .infeasible
        case .unavailable: return .unavailable
        case .optimum(let optimum): return install(optimum) ? .installed : .unavailable
        }
    }

    /// After an operation's engine work: when the engine met numerical trouble, installs the
    /// optimum computed afresh and returns nil; returns `.infeasible` when the fresh solve
    /// finds the required constraints inconsistent (the caller undoes its operation and
    /// refuses it). Without a fresh solve, the engine finishes the operation its own way.
    mutating func recoverFromTrouble() -> FreshSolve? {
        guard simplex.numerics.troubled else { return nil }
        simplex.numerics.troubled = false
        switch solveAfresh() {
        case .installed:
            return nil
        case .infeasible:
            return .infeasible
        case .unavailable:
            settle()
            return nil
        }
    }

    /// Finishes the optimisation the engine stopped, without watching for trouble: after an
    /// installed optimum (a few pivots at most, where the fresh solve's tolerances and the
    /// engine's differ), or where no fresh solve is available.
    mutating func settle() {
        simplex.numerics.watchesTrouble = false
        // What the installation itself flagged (costs it computed past the limit) stops no
        // optimisation here: this is where the engine finishes its own way.
        simplex.numerics.troubled = false
        defer { simplex.numerics.watchesTrouble = !reportsRawConflicts }
        for r in simplex.rows.all where simplex.rows.basic[r] != .none { simplex.noteInfeasible(simplex.rows.basic[r]) }
        _ = simplex.dualOptimize()
        optimize()
    }
}

extension Solver {
    /// ``recoverFromTrouble()`` for an operation that cannot make the required constraints
    /// inconsistent (a removal, an optional change): a fresh solve that says otherwise is
    /// rounding's, and the engine finishes its own way.
    mutating func recoverOrSettle() {
        if recoverFromTrouble() == .infeasible { settle() }
    }

    /// After a batch the fresh solve found inconsistent, with the solver already put back by
    /// its journal to where it was before the batch: finds the member that cannot be added,
    /// adding them one at a time to a copy (a probe, not an undo), and throws what that add
    /// throws.
    mutating func refuseBatchAfterFreshSolve(_ batch: [Constraint]) throws(SolverError) {
        var probe = self
        probe.unregister(batch)
        for c in batch { try probe.add(c) }
        // Every member went in one at a time: the batch's verdict was rounding's after all.
        self = probe
    }

}
