extension Solver {
    /// The tableau in a readable form, for debugging:
    ///
    /// ```
    /// Objective
    ///   @750: 20 + 1 * e5 + 1 * e6
    /// Rows
    ///   x = 10 + 1 * s2
    /// Infeasible
    ///   (none)
    /// Constraints
    ///   [0] x >= 10   marker s2
    /// ```
    ///
    /// Symbols print as the variable name for externals and as a letter and id otherwise
    /// (`s` slack, `e` error, `d` dummy). Rows appear in the order of their basic symbol.
    public func dump() -> String {
        var out = "Objective\n"
        if tableau.costs.isEmpty { out += "  (none)\n" }
        for k in tableau.costs.indices {
            var row = Row()
            for (s, c) in tableau.costs[k].enumerated() where c != 0 {
                row.appendCell(Symbol(s), c)
            }
            out += "  @\(formatNumber(tableau.levels[k])): \(describe(row, constant: false))\n"
        }
        out += "Rows\n"
        let live = tableau.rows.filter { $0.basic != noSymbol }.sorted { $0.basic < $1.basic }
        if live.isEmpty { out += "  (none)\n" }
        for row in live { out += "  \(name(row.basic)) = \(describe(row))\n" }
        out += "Infeasible\n"
        out += tableau.infeasible.isEmpty ? "  (none)\n" : "  " + tableau.infeasible.map(name).joined(separator: ", ") + "\n"
        out += "Constraints\n"
        let listed = entries.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
        if listed.isEmpty { out += "  (none)\n" }
        for entry in listed {
            var line = "  [\(entry.sequence)] \(entry.constraint)   marker \(name(entry.marker))"
            if entry.other != noSymbol { line += ", other \(name(entry.other))" }
            if entry.constant != entry.constraint.constant { line += ", constant now \(formatNumber(entry.constant))" }
            out += line + "\n"
        }
        return out
    }

    private func name(_ s: Symbol) -> String {
        switch tableau.kinds[Int(s)] {
        case .external:
            if let i = variableSymbols.firstIndex(of: s) { return variables[i].description }
            return "x\(s)"
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        }
    }

    private func describe(_ row: Row, constant: Bool = true) -> String {
        var text = constant ? formatNumber(row.constant) : ""
        for i in row.symbols.indices {
            let c = row.coefficients[i]
            text += c < 0 ? (text.isEmpty ? "-" : " - ") : (text.isEmpty ? "" : " + ")
            text += "\(formatNumber(abs(c))) * \(name(row.symbols[i]))"
        }
        return text.isEmpty ? "0" : text
    }
}

/// Counters that describe the size of a solver's tableau and the work it has done: for people
/// timing re-solves and for tests that guard against fill-in.
public struct SolverStatistics: Sendable, Equatable, CustomStringConvertible {
    /// Constraint rows in the tableau.
    public var rows: Int
    /// Cells (non-zero coefficients) in those rows.
    public var cells: Int
    /// The longest row.
    public var longestRow: Int
    /// Symbols in use (variables, slacks, errors, dummies).
    public var symbols: Int
    /// Pivots performed since the solver was made.
    public var pivots: Int
    /// Rows rewritten by substitution since the solver was made: the work pivots and new
    /// rows did.
    public var substitutions: Int

    /// `rows 12, cells 30 (longest 4), symbols 40, pivots 7`
    public var description: String {
        "rows \(rows), cells \(cells) (longest \(longestRow)), symbols \(symbols), pivots \(pivots), substitutions \(substitutions)"
    }
}

extension Solver {
    /// The largest magnitude of any number the solver has computed with (for tools that
    /// judge its answers: rounding is relative to this, so once numbers near 1e308 are in a
    /// system, small values in it are only known to about 1e292).
    package var largestMagnitude: Double { tableau.largest }

    /// The tableau's size and the pivots done so far.
    public var statistics: SolverStatistics {
        var rows = 0, cells = 0, longest = 0
        for row in tableau.rows where row.basic != noSymbol {
            rows += 1
            cells += row.symbols.count
            longest = max(longest, row.symbols.count)
        }
        return SolverStatistics(
            rows: rows, cells: cells, longestRow: longest,
            symbols: tableau.kinds.count - tableau.freeSymbols.count, pivots: tableau.pivotCount,
            substitutions: tableau.substitutionCount)
    }
}
