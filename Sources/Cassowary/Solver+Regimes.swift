/// The regime map: the solution as an exact piecewise affine function of one edit variable.
///
/// Only right-hand sides move with an edit value, so the reduced costs — optimality — never
/// change along the way; only feasibility does. This is the dual simplex made parametric (a
/// parametric right-hand side analysis): at the current basis every value moves at a fixed
/// rate with the edit value (the column of its constant, `Simplex.constantColumn`); the next
/// breakpoint is the nearest edit value at which a restricted basic symbol (a slack, an error)
/// moving down reaches 0. The walk moves the constant there (the values are computed again
/// from their rows, as a suggestion does), makes that symbol leave the basis with the dual
/// simplex's choice of entering symbol, and goes on. A basic dummy (a required equality's, held
/// at 0) that the move would take off 0 leaves the same way, at once: the basis a batch leaves
/// can hold an equality by its dummy at one point and not beyond it. One pivot per symbol that
/// reaches its bound; several reaching it at the same point (a degenerate breakpoint, such as a thousand
/// equal cells all meeting their preferred width at once) make several pivots at that point
/// but no empty interval. Ties go to the lowest symbol, and after a run of 64 pivots at one
/// point the entering symbol is chosen by Bland's rule, which cannot cycle.
///
/// The walk runs on a copy of the solver: the caller's solver is not changed, bit for bit.
extension Solver {
    /// The regime map of edit variable `variable` from `from` to `to`: the intervals on which
    /// every value is affine in the edit value, with what changes at each breakpoint.
    ///
    /// The walk starts from the solution at `from` (the solver's own solution after
    /// `suggestValue(from, for: variable)`) and moves the edit value to `to`; `to` may be
    /// below `from`, and the walk then goes down. Where the optimum is not unique, the map
    /// follows one optimal solution, the one the walk's pivots keep.
    ///
    /// ```swift
    /// let map = try solver.regimes(of: width, from: 320, to: 1366)
    /// for regime in map.regimes {
    ///     print(regime.from, regime.to, regime.slopes[0], regime.offsets[0])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - variable: an edit variable of the solver.
    ///   - from: where the walk starts.
    ///   - to: where it ends.
    ///   - tracked: the variables whose formulas the regimes hold (by default every variable
    ///     of the solver, ``variables``); one the solver does not know is 0 throughout.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``
    ///   for a bound that is not finite, or what `suggestValue(from, for: variable)` throws
    ///   (``SolverError/nonFiniteResult(_:)`` when the values overflow there). The solver does
    ///   not change either way.
    /// - Complexity: per breakpoint, a search up from the edit's rows (its column) and a pivot;
    ///   per regime, O(tracked variables) to write the formulas.
    public func regimes(
        of variable: Variable, from: Double, to: Double,
        tracking tracked: [Variable]? = nil
    ) throws(SolverError) -> RegimeMap {
        guard let index = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard from.isFinite else { throw .nonFiniteValue(from) }
        guard to.isFinite else { throw .nonFiniteValue(to) }
        try checkRange(from)
        try checkRange(to)
        var walk = self
        try walk.suggestValue(from, for: variable)
        return walk.walkRegimes(
            entry: index, from: from, to: to, tracking: tracked ?? variables, editVariable: variable)
    }

    /// The regime map of `constraint`'s constant from `from` to `to`: as
    /// ``regimes(of:from:to:tracking:)``, for the number on the right of a constraint (a
    /// container's width set by a required `width == W` is one). The walk starts from the
    /// solution after `setConstant(from, for: constraint)`.
    ///
    /// A required constraint's constant may not be able to go all the way: where the required
    /// constraints cannot hold together beyond some point the walk stops there, and the map's
    /// ``RegimeMap/reached`` says where (``RegimeMap/isComplete`` is false).
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
    ///   what `setConstant(from, for: constraint)` throws (``SolverError/unsatisfiable(_:conflicts:)``
    ///   when the required constraints cannot hold at `from`). The solver does not change.
    public func regimes(
        ofConstantOf constraint: Constraint, from: Double, to: Double,
        tracking tracked: [Variable]? = nil
    ) throws(SolverError) -> RegimeMap {
        guard let index = entryOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard from.isFinite else { throw .nonFiniteValue(from) }
        guard to.isFinite else { throw .nonFiniteValue(to) }
        try checkRange(from)
        try checkRange(to)
        var walk = self
        try walk.setConstant(from, for: constraint)
        let editVariable = editVariablesByEntry()[index]
        return walk.walkRegimes(
            entry: index, from: from, to: to, tracking: tracked ?? variables, editVariable: editVariable)
    }

    /// The walk itself, on this solver (a copy of the caller's), whose entry `index` has
    /// constant `from` and an optimal solution.
    private mutating func walkRegimes(
        entry index: EntryIndex, from: Double, to: Double,
        tracking trackedVariables: [Variable], editVariable: Variable?
    ) -> RegimeMap {
        simplex.journal.isOn = false
        let entry = entries[index]!
        let marker = entry.marker, kappa = entry.markerCoefficient
        let direction: Double = to >= from ? 1 : -1
        var record = RegimeRecord(
            tracked: trackedVariables.map { symbolOf[$0.id] ?? Symbol.none }, editOf: editVariablesByEntry())
        var e = from
        var rates = RegimeRates(symbols: simplex.symbols.kinds.count)
        var pivotsHere = 0
        var skipped: [Symbol] = []
        while true {
            let (leaving, bestStep, leavingRate) = nearestToLeave(rates, direction: direction, passing: skipped)
            let atEnd = leaving == .none || bestStep >= abs(to - e)
            let next = atEnd ? to : e + direction * bestStep
            let leavesPoint = next != e || (atEnd && record.regimes.isEmpty)
            if leavesPoint && !rates.fresh {
                // The walk leaves this point: the rates, and with them the step, from a search.
                refreshRates(&rates, marker: marker, kappa: kappa)
                continue
            }
            if leavesPoint { appendRegime(to: &record, from: e, to: next, rates: rates) }
            if atEnd { break }
            if next != e {
                simplex.shiftConstant(marker: marker, kappa: kappa, by: next - e)
                simplex.infeasible.clear()
                (e, pivotsHere) = (next, 0)
                skipped.removeAll()
            }
            let bland = pivotsHere >= Self.pivotsBeforeBland
            guard exchange(leaving, rate: leavingRate, bland: bland, rates: &rates) else {
                // Nothing can hold it at 0. For a required constraint, the required constraints
                // cannot hold beyond here: the map ends at this point. An optional constant can
                // go anywhere (its errors absorb it): this symbol's falling rate was rounding,
                // not a breakpoint.
                if entry.strength.isRequired { break }
                skipped.append(leaving)
                continue
            }
            pivotsHere += 1
        }
        return RegimeMap(
            constraint: entry.constraint, editVariable: editVariable, from: from, to: to,
            variables: trackedVariables, regimes: record.regimes)
    }

    /// The pivots at one point of the constant (degenerate: no value moves) after which the
    /// walk's ties go to the lowest symbol, Bland's rule. Until then they go as in the dual
    /// simplex, to the larger coefficient (the better-conditioned pivot), which can cycle
    /// among ties; Bland's rule cannot. Any bound keeps the walk finite: this one lets a point
    /// where a few dozen symbols meet their bounds pivot by the better rule, and bounds what a
    /// cycle costs.
    static let pivotsBeforeBland = 64

    /// What a walk has recorded: the regimes so far, and what the next one is compared with.
    private struct RegimeRecord {
        /// The regimes, in the walk's order.
        var regimes: [RegimeMap.Regime] = []
        /// The slacks and errors above 0 in the last regime.
        var positive: [Symbol] = []
        /// The tracked variables' symbols (`Symbol.none` for one the solver does not know).
        let tracked: [Symbol]
        /// The edit variable of each edit entry.
        let editOf: [EntryIndex: Variable]
    }

    /// The rates of the basic symbols per unit of the constant, by a search, with the values
    /// refreshed first: where the walk leaves a point.
    private mutating func refreshRates(_ rates: inout RegimeRates, marker: Symbol, kappa: Double) {
        simplex.refreshValues()
        rates.reset(to: simplex.constantColumn(marker: marker, kappa: kappa))
    }

    /// At a breakpoint, where `leaving` (its rate `rate` per unit of the constant) reaches its
    /// bound: the dual simplex's entering symbol takes its place (by Bland's rule when
    /// `bland`), and `rates` follow the pivot. False when no symbol can enter.
    private mutating func exchange(_ leaving: Symbol, rate: Double, bland: Bool, rates: inout RegimeRates) -> Bool {
        // A dummy on its way up must come down: the symbols that lower it compete.
        let (entering, a) = simplex.dualEntering(for: leaving, bland: bland, move: rate > 0 ? -1 : 1)
        guard entering != .none else { return false }
        pivotAtPoint(entering: entering, leaving: leaving, a: a, rates: &rates)
        return true
    }

    /// The rates of the basic symbols per unit of the constant, dense, with the symbols that
    /// may have one. Computed by a search (FTRAN) when the walk leaves a point (then `fresh`),
    /// and moved along by each pivot at a point (the revised simplex's update of a basic
    /// direction), so that a degenerate point — a thousand cells meeting their preferred width
    /// at once — costs a pivot each and not a search each.
    private struct RegimeRates {
        var rate: [Double]
        var inSupport: [Bool]
        var support: [Symbol] = []
        var fresh = false

        init(symbols: Int) {
            rate = [Double](repeating: 0, count: symbols)
            inSupport = [Bool](repeating: false, count: symbols)
        }

        /// The rates of a column computed afresh.
        mutating func reset(to column: [(symbol: Symbol, rate: Double)]) {
            for b in support {
                rate[b] = 0
                inSupport[b] = false
            }
            support.removeAll(keepingCapacity: true)
            for (b, r) in column { set(b, r) }
            fresh = true
        }

        /// Sets symbol `b`'s rate to `r`, listing it among the symbols that may have one.
        mutating func set(_ b: Symbol, _ r: Double) {
            if !inSupport[b] {
                inSupport[b] = true
                support.append(b)
            }
            rate[b] = r
        }
    }

    /// The nearest restricted basic symbol to reach 0 as the constant moves in `direction`
    /// (ties: the lowest), not one of `skipped`: the symbol, how far the constant moves until
    /// it does, and its rate. A basic dummy that would move at all leaves at once: it is a
    /// required equality's, which holds only at 0. (A batch may leave such a dummy basic where
    /// the equality is implied by the others at this point but not beyond it: a row of cells
    /// whose heights follow the strip's, all 0 below a width and growing above it.)
    private func nearestToLeave(
        _ rates: RegimeRates, direction: Double, passing skipped: [Symbol]
    ) -> (symbol: Symbol, step: Double, rate: Double) {
        var leaving = Symbol.none, bestStep = Double.infinity, leavingRate = 0.0
        let cut = relativeEpsilon * simplex.numerics.largest
        for b in rates.support {
            let r = rates.rate[b] * direction
            guard simplex.symbols.rowOf[b] != .none, !skipped.contains(b) else { continue }
            let kind = simplex.symbols.kinds[b]
            let step: Double
            if kind == .dummy {
                guard abs(r) > epsilon else { continue }
                step = 0
            } else {
                guard r < -epsilon, kind == .slack || kind == .error else { continue }
                let v = simplex.symbols.values[b]
                step = v <= epsilon || (v <= cut && simplex.isAtZero(b)) ? 0 : v / -r
            }
            if step < bestStep || (step == bestStep && b < leaving) {
                leaving = b
                bestStep = step
                leavingRate = r
            }
        }
        return (leaving, bestStep, leavingRate)
    }

    /// Appends the regime from constant `e` to `next` to `record`, with the changes from the
    /// last one's slacks and errors above 0 (`record.positive`, which becomes this one's).
    private func appendRegime(to record: inout RegimeRecord, from e: Double, to next: Double, rates: RegimeRates) {
        let now = positiveSymbols(at: e, to: next, rate: rates.rate)
        let changed = record.regimes.isEmpty ? [] : changes(from: record.positive, to: now, editOf: record.editOf)
        record.regimes.append(regime(from: e, to: next, tracking: record.tracked, rates: rates, changes: changed))
        record.positive = now
    }

    /// The regime from constant `e` to `next`: each tracked symbol's slope (its rate, when
    /// basic) and offset (its value at `e` less slope × `e`).
    private func regime(
        from e: Double, to next: Double, tracking trackedSymbols: [Symbol], rates: RegimeRates,
        changes: [RegimeMap.Change]
    ) -> RegimeMap.Regime {
        var slopes: [Double] = [], offsets: [Double] = []
        slopes.reserveCapacity(trackedSymbols.count)
        offsets.reserveCapacity(trackedSymbols.count)
        for s in trackedSymbols {
            let basic = s != .none && simplex.symbols.rowOf[s] != .none
            let slope = basic ? rates.rate[s] : 0
            let value = s == .none ? 0 : simplex.value(of: s)
            slopes.append(slope)
            offsets.append(value - slope * e)
        }
        return .init(from: e, to: next, slopes: slopes, offsets: offsets, changes: changes)
    }

    /// A pivot at a point of the walk: `entering` takes the place of `leaving` (at 0), its
    /// coefficient in the leaving symbol's tableau row `a`, and the rates move with it.
    private mutating func pivotAtPoint(entering: Symbol, leaving: Symbol, a: Double, rates: inout RegimeRates) {
        let row = simplex.scratch.pivotRow
        simplex.computeColumn(of: entering)
        simplex.scratch.pivotRow = row
        // The entering symbol moves so that the leaving one stays at 0 as the constant moves
        // on: at rate t = −rate(leaving) / ∂leaving/∂entering, and every basic symbol with it.
        var alpha = 0.0
        for (b, x) in simplex.scratch.pivotColumn where b == leaving { alpha = x }
        let t = -rates.rate[leaving] / alpha
        for (b, x) in simplex.scratch.pivotColumn where b != entering { rates.set(b, rates.rate[b] + x * t) }
        rates.set(entering, t)
        rates.rate[leaving] = 0
        simplex.pivot(entering: entering, leaving: leaving, step: -simplex.symbols.values[leaving] / a)
        simplex.infeasible.clear()
        rates.fresh = false
    }

    /// The slacks and errors that are above 0 inside the interval from `e` to `next` (at its
    /// middle, from the values at `e` and the rates in `rate`), sorted: the loose inequalities
    /// and the violated preferences of the regime.
    private func positiveSymbols(at e: Double, to next: Double, rate: [Double]) -> [Symbol] {
        let middle = (e + next) / 2
        var result: [Symbol] = []
        for r in simplex.rows.all {
            let b = simplex.rows.basic[r]
            guard b != .none else { continue }
            let kind = simplex.symbols.kinds[b]
            guard kind == .slack || kind == .error else { continue }
            let start = simplex.symbols.values[b], move = rate[b] * (middle - e)
            let v = start + move
            if v > max(epsilon, relativeEpsilon * max(abs(start), abs(move))) { result.append(b) }
        }
        result.sort()
        return result
    }

    /// The two sorted lists of symbols above 0 merged: −1 for a symbol that reached 0 (in
    /// `before` only), +1 for one that left it (in `after` only).
    private static func moves(from before: [Symbol], to after: [Symbol]) -> [(symbol: Symbol, sign: Int)] {
        var moves: [(symbol: Symbol, sign: Int)] = []
        var i = 0, j = 0
        while i < before.count || j < after.count {
            if j == after.count || (i < before.count && before[i] < after[j]) {
                moves.append((before[i], -1))
                i += 1
            } else if i == before.count || after[j] < before[i] {
                moves.append((after[j], 1))
                j += 1
            } else {
                i += 1
                j += 1
            }
        }
        return moves
    }

    /// What changed between a regime whose positive slacks and errors were `before` and the
    /// next, whose are `after`: a slack that reached 0 is an inequality become tight, one that
    /// left 0 one come loose; an error that reached 0 a preference that holds again, one that
    /// left 0 a preference that gives way, and both for the two errors of one equality a
    /// preference that crossed its value. In the order the constraints were added.
    private func changes(from before: [Symbol], to after: [Symbol], editOf: [EntryIndex: Variable]) -> [RegimeMap
        .Change]
    {
        var byOwner: [(sequence: UInt64, owner: EntryIndex, slack: Int, error: Int, errorsMoved: Int)] = []
        for (s, sign) in Self.moves(from: before, to: after) {
            let owner = simplex.symbols.owner[s]
            guard owner != .none, let entry = entries[owner] else { continue }
            let k: Int
            if let found = byOwner.firstIndex(where: { $0.owner == owner }) {
                k = found
            } else {
                byOwner.append((entry.sequence, owner, 0, 0, 0))
                k = byOwner.count - 1
            }
            if simplex.symbols.kinds[s] == .slack {
                byOwner[k].slack += sign
            } else {
                byOwner[k].error += sign
                byOwner[k].errorsMoved += 1
            }
        }
        byOwner.sort { $0.sequence < $1.sequence }
        var result: [RegimeMap.Change] = []
        for item in byOwner {
            let entry = entries[item.owner]!
            let edit = editOf[item.owner]
            if item.slack != 0 {
                result.append(
                    .init(
                        kind: item.slack < 0 ? .becameTight : .cameLoose, constraint: entry.constraint,
                        editVariable: edit))
            }
            if item.errorsMoved == 2 && item.error == 0 {
                result.append(.init(kind: .crossed, constraint: entry.constraint, editVariable: edit))
            } else if item.error != 0 {
                result.append(
                    .init(
                        kind: item.error < 0 ? .heldAgain : .startedGivingWay, constraint: entry.constraint,
                        editVariable: edit))
            }
        }
        return result
    }
}
