/// What the current basis says about the solution as a function of the constraints' constants:
/// the rates behind ``Solver/explain(_:)``, ``Solver/explainSolution()`` and
/// ``Solver/regimes(of:from:to:tracking:)``.
///
/// Every row's right-hand side is a combination of the constraints' constants: a row starts
/// as its constraint's row (right-hand side: the constant), and rows are only ever combined
/// with each other, so row `t` holds constraint `i` exactly `coefficient(t, markerᵢ) / κᵢ`
/// times (`κᵢ` the marker's coefficient in constraint `i`'s own row). That is also how
/// ``shiftConstant(marker:kappa:by:)`` moves a constant: moving constant `i` by `δ` is the
/// same as moving its marker by `−δ/κᵢ` while it stays parametric. Hence, with the parametric
/// symbols at 0, a symbol's rate with respect to constant `i` is `−(1/κᵢ) · ∂s/∂markerᵢ` when
/// the marker is parametric (the tableau row, BTRAN), and 0 when the marker is basic (only the
/// marker itself absorbs the change). The value of every basic symbol is the sum of those rates
/// times the constants: the basis's affine formula.
extension Simplex {
    // MARK: Rates with respect to the constants

    /// The tableau row of symbol `s`: `∂s/∂p` for every parametric `p` it depends on, sorted by
    /// symbol; `[(s, 1)]` for a parametric `s`. A search down the rows, as the dual simplex's
    /// row (cycles met on the way are eliminated, which is why the engine is `inout`).
    mutating func tableauRow(of s: Symbol) -> [(symbol: Symbol, rate: Double)] {
        guard symbols.rowOf[s] != .none else { return [(s, 1)] }
        computeRow(of: s, withDummies: true)
        return scratch.pivotRow.map { ($0.symbol, $0.coefficient) }.sorted { $0.symbol < $1.symbol }
    }

    /// How much every basic symbol moves per unit increase of the constant of the constraint
    /// marked by `m` (whose coefficient in its own row is `kappa`), in the search's order: the
    /// column of the marker times `−1/κ` (FTRAN, a search up from the rows that hold it), or
    /// only the marker itself, at `1/κ`, when it is basic. This is the direction in which
    /// ``shiftConstant(marker:kappa:by:)`` moves the values.
    mutating func constantColumn(marker m: Symbol, kappa: Double) -> [(symbol: Symbol, rate: Double)] {
        if symbols.rowOf[m] != .none { return [(m, 1 / kappa)] }
        computeColumn(of: m)
        var column: [(symbol: Symbol, rate: Double)] = []
        column.reserveCapacity(scratch.pivotColumn.count)
        for (b, delta) in scratch.pivotColumn where b != m { column.append((b, -delta / kappa)) }
        return column
    }

    // MARK: Ranges over the optimal solutions

    /// The value of `s` where `direction × s` is smallest over the optimal solutions: the
    /// minimum of `s` for 1, its maximum for −1; infinite when unbounded. On a copy (see
    /// ``extremeInPlace(of:direction:)``).
    func extreme(of s: Symbol, direction: Double) -> Double {
        var t = uniqueCopy()
        return t.extremeInPlace(of: s, direction: direction)
    }

    /// ``extreme(of:direction:)`` on this engine, which must share no array with another
    /// (a copy made to be changed): the pivots are recorded in the journal and rolled back at
    /// the end, so that the engine is as it was and one copy serves every variable of a
    /// summary, each costing the pivots it makes.
    ///
    /// A primal simplex, as ``canMove(_:direction:)``, that enters only symbols whose reduced
    /// cost is zero at every level (the others must stay at 0 on the set of optimal
    /// solutions) and goes on to the end instead of stopping at the first move. Bland's rule —
    /// the lowest entering symbol, the lowest leaving one among ties — keeps it from cycling.
    /// Reduced costs do not change on the way: every entering symbol costs nothing. The goal,
    /// `direction × s` in the parametric symbols, is kept sparse: it is `s`'s tableau row, moved
    /// along each pivot's row.
    mutating func extremeInPlace(of s: Symbol, direction: Double) -> Double {
        beginJournal()
        defer { rollback() }
        var goal: [Symbol: Double] = [:]
        if symbols.rowOf[s] == .none {
            goal[s] = direction
        } else {
            computeRow(of: s)
            for (j, a) in scratch.pivotRow { goal[j] = direction * a }
        }
        for _ in 0..<(10 * (symbols.kinds.count + rows.terms.count) + 100) {
            guard let (entering, move) = costFreeEntering(lowering: goal) else { break }
            computeColumn(of: entering)
            let (leaving, bestRatio) = choosePrimalPivot(entering: entering, direction: move)
            if leaving == .none || !bestRatio.isFinite { return direction * -Double.infinity }
            var aq = 0.0
            for (j, a) in scratch.pivotRow where j == entering { aq = a }
            let gq = goal[entering] ?? 0
            for (j, a) in scratch.pivotRow where j != entering { goal[j, default: 0] -= gq * a / aq }
            goal[leaving] = gq / aq
            goal[entering] = nil
            pivot(entering: entering, leaving: leaving, step: bestRatio * move)
        }
        refreshValues()
        return value(of: s)
    }

    /// The lowest parametric symbol of `goal` that costs nothing at any level and whose move
    /// lowers the goal, with the direction of that move (as ``costFreeEntering(lowering:)``,
    /// for a sparse goal).
    private func costFreeEntering(lowering goal: [Symbol: Double]) -> (symbol: Symbol, move: Double)? {
        for q in goal.keys.sorted() {
            let g = goal[q]!
            guard g != 0, symbols.rowOf[q] == .none, symbols.kinds[q] != .dummy, isCostFree(q) else { continue }
            if g < -epsilon { return (q, 1) }
            if g > epsilon && symbols.kinds[q] == .external { return (q, -1) }
        }
        return nil
    }

    /// Whether `s`'s tableau row mentions a parametric symbol that may move over the optimal
    /// solutions (not a dummy, no cost at any level). When it does not, `s` is fixed; when it
    /// does, ``extreme(of:direction:)`` says how far it can go (possibly nowhere, at a
    /// degenerate vertex).
    mutating func mayMove(_ s: Symbol) -> Bool {
        for (p, rate) in tableauRow(of: s) where rate != 0 && symbols.kinds[p] != .dummy && isCostFree(p) {
            return true
        }
        return false
    }

    // MARK: Parametric right-hand side

    /// The dual simplex's choice of the symbol that enters when restricted basic symbol `b`
    /// has reached 0 and must not go further down (the parametric walk's pivot): among the
    /// parametric symbols of `b`'s tableau row whose increase raises `b` (an external in
    /// either direction), the one that costs least per unit of repair. Until `bland`, ties go
    /// as in ``dualOptimize()`` (``ratioLess``); with `bland`, ties (and only ties) go to the
    /// lowest symbol, Bland's rule, which cannot cycle. Leaves `b`'s tableau row in `scratch.pivotRow`.
    ///
    /// With `move` below 0, `b` must come down instead (a dummy pushed above 0, see
    /// ``oneSidedRates(marker:kappa:direction:)``): the symbols whose move lowers it compete.
    mutating func dualEntering(for b: Symbol, bland: Bool, move: Double = 1) -> (symbol: Symbol, coefficient: Double) {
        computeRow(of: b)
        var entering = Symbol.none, bestA = 0.0, bestDirection = 1.0
        for (j, a) in scratch.pivotRow {
            let kind = symbols.kinds[j]
            if kind == .dummy || abs(a) <= epsilon { continue }
            var direction = 1.0
            if kind == .external {
                direction = (a > 0) == (move > 0) ? 1 : -1
            } else if (a > 0) != (move > 0) {
                continue
            }
            if entering == .none {
                entering = j; bestA = a; bestDirection = direction
                continue
            }
            let better: Bool
            if bland {
                better =
                    objective.ratioOrder(j, a, direction, entering, bestA, bestDirection, withinRange: withinRange)
                    ?? (j < entering)
            } else {
                better = ratioLess(j, a, direction, entering, bestA, bestDirection)
            }
            if better { entering = j; bestA = a; bestDirection = direction }
        }
        return (entering, bestA)
    }

    /// Whether restricted basic symbol `b` is at its bound 0, up to the rounding of its row.
    func isAtZero(_ b: Symbol) -> Bool {
        let v = symbols.values[b]
        return v <= max(epsilon, relativeEpsilon * rowMagnitude(symbols.rowOf[b]))
    }
}
