extension Solver {
    /// The engine in a readable form, for debugging:
    ///
    /// ```
    /// Objective
    ///   @750: 1 * e5 + 1 * e6
    /// Rows
    ///   x = 10   from 1 * x - 1 * s2 = 10
    /// Infeasible
    ///   (none)
    /// Constraints
    ///   [0] x >= 10   marker s2
    /// ```
    ///
    /// The objective lists each level's reduced costs of the parametric symbols. Each row is
    /// shown as the basic symbol it owns, its value, and the row's equation. Symbols print as
    /// the variable name for externals and as a letter and id otherwise (`s` slack, `e` error,
    /// `d` dummy). Rows appear in the order of their basic symbol.
    public func dump() -> String {
        var out = "Objective\n"
        if simplex.objective.levels.isEmpty { out += "  (none)\n" }
        for k in simplex.objective.levels.indices {
            var terms: [(Symbol, Double)] = []
            for s in simplex.symbols.all where simplex.objective.reduced[k][s] != 0 && simplex.symbols.rowOf[s] == .none
            {
                terms.append((s, simplex.objective.reduced[k][s]))
            }
            out += "  @\(formatNumber(simplex.objective.levels[k])): \(describe(terms))\n"
        }
        out += "Rows\n"
        let live = simplex.rows.all.filter { simplex.rows.basic[$0] != .none }.sorted {
            simplex.rows.basic[$0] < simplex.rows.basic[$1]
        }
        if live.isEmpty { out += "  (none)\n" }
        for r in live {
            let b = simplex.rows.basic[r]
            // From one copy of the engine, not through an access of `simplex` (see
            // `conflictSet(around:excluding:)`).
            let engine = simplex
            let terms = engine.rows.terms[r].map { ($0.symbol, $0.coefficient) }
            out +=
                "  \(name(b)) = \(formatNumber(simplex.symbols.values[b]))   from \(describe(terms)) = \(formatNumber(simplex.rows.rhs[r]))\n"
        }
        out += "Infeasible\n"
        let infeasible = simplex.infeasible.symbols.filter {
            simplex.symbols.rowOf[$0] != .none && simplex.isInfeasible($0)
        }
        out += infeasible.isEmpty ? "  (none)\n" : "  " + infeasible.map(name).joined(separator: ", ") + "\n"
        out += "Constraints\n"
        let listed = entries.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
        if listed.isEmpty { out += "  (none)\n" }
        for entry in listed {
            var line = "  [\(entry.sequence)] \(entry.constraint)   marker \(name(entry.marker))"
            if entry.other != .none { line += ", other \(name(entry.other))" }
            if entry.constant != entry.constraint.constant { line += ", constant now \(formatNumber(entry.constant))" }
            out += line + "\n"
        }
        return out
    }

    private func name(_ s: Symbol) -> String {
        switch simplex.symbols.kinds[s] {
        case .external:
            if let place = heldPlace(of: s) { return heldVariables[place].description }
            return "x\(s)"
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        }
    }

    private func describe(_ terms: [(Symbol, Double)]) -> String {
        var text = ""
        for (s, c) in terms {
            text += c < 0 ? (text.isEmpty ? "-" : " - ") : (text.isEmpty ? "" : " + ")
            text += "\(formatNumber(abs(c))) * \(name(s))"
        }
        return text.isEmpty ? "0" : text
    }
}

/// Counters that describe the size of a solver's tableau and the work it has done: for people
/// timing re-solves and for tests that guard against fill-in.
public struct SolverStatistics: Sendable, Equatable, CustomStringConvertible {
    /// Constraint rows in the engine (one per constraint).
    public var rows: Int
    /// Cells (non-zero coefficients) in those rows.
    public var cells: Int
    /// The longest row.
    public var longestRow: Int
    /// Symbols in use (variables, slacks, errors, dummies).
    public var symbols: Int
    /// Pivots performed since the solver was made.
    public var pivots: Int
    /// Rows rewritten since the solver was made: combinations that eliminated a cycle of rows
    /// or took a removed constraint out of the rows holding it. (Pivots rewrite no row.)
    public var substitutions: Int
    /// Rows the engine's searches visited since the solver was made (down a row's mentions,
    /// up a symbol's column, along a pivot's augmenting path): the work behind every tableau
    /// row, column and pivot, so the measure to watch for growth that time would hide in noise.
    public var rowsVisited: Int
    /// Times the solver met numerical trouble and installed the optimum computed afresh (see
    /// the DocC article "How a re-solve works"). Layouts never need one.
    public var freshSolves: Int = 0
    /// The work of the fresh solves since the solver was made (those installed and those
    /// that found nothing to install), in the unit of ``rowsVisited``: each iteration of
    /// their simplex counts the rows of the system, since it prices every column and solves
    /// with the whole basis. Not part of ``rowsVisited``, which counts the engine's searches
    /// alone; the two added are all the work an operation did.
    public var freshSolveRows: Int = 0

    /// `rows 12, cells 30 (longest 4), symbols 40, pivots 7, substitutions 0, rows visited 58`
    public var description: String {
        "rows \(rows), cells \(cells) (longest \(longestRow)), symbols \(symbols), pivots \(pivots), "
            + "substitutions \(substitutions), rows visited \(rowsVisited)"
            + (freshSolveRows > 0 ? ", fresh solves \(freshSolves) (\(freshSolveRows) rows)" : "")
    }
}

extension Solver {
    /// The largest magnitude of any number the solver has computed with (for tools that
    /// judge its answers: rounding is relative to this, so once numbers near 1e308 are in a
    /// system, small values in it are only known to about 1e292).
    package var largestMagnitude: Double { simplex.numerics.largest }

    /// How many rows a tableau row's search may visit depth-first before the ranked search
    /// takes over (see the DocC article "How a re-solve works"); 0 ranks every search. For this
    /// package's fuzzers, which run half their inputs with every search ranked.
    package var rankedSearchThreshold: Int {
        get { simplex.ranks.searchThreshold }
        set { simplex.ranks.searchThreshold = newValue }
    }

    /// The engine's size and the pivots done so far.
    public var statistics: SolverStatistics {
        var rows = 0, cells = 0, longest = 0
        for r in simplex.rows.all where simplex.rows.basic[r] != .none {
            rows += 1
            cells += simplex.rows.terms.length(r)
            longest = max(longest, simplex.rows.terms.length(r))
        }
        return SolverStatistics(
            rows: rows, cells: cells, longestRow: longest,
            symbols: simplex.symbols.kinds.count - simplex.symbols.free.count, pivots: simplex.counters.pivotCount,
            substitutions: simplex.counters.eliminationCount, rowsVisited: simplex.counters.rowsVisited,
            freshSolves: simplex.counters.installCount, freshSolveRows: simplex.counters.freshSolveRows)
    }
}
