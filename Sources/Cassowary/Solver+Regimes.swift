/// The regime map: the solution as an exact piecewise affine function of one edit variable.
///
/// Only right-hand sides move with an edit value, so the reduced costs — optimality — never
/// change along the way; only feasibility does. This is the dual simplex made parametric (a
/// parametric right-hand side analysis): at the current basis every value moves at a fixed
/// rate with the edit value (the column of its constant, `Simplex.constantColumn`); the next
/// breakpoint is the nearest edit value at which a restricted basic symbol (a slack, an error)
/// moving down reaches 0. The walk moves the constant there (the values are computed again
/// from their rows, as a suggestion does), makes that symbol leave the basis with the dual
/// simplex's choice of entering symbol, and goes on. One pivot per symbol that reaches its
/// bound; several reaching it at the same point (a degenerate breakpoint, such as a thousand
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
    public func regimes(of variable: Variable, from: Double, to: Double,
                        tracking tracked: [Variable]? = nil) throws(SolverError) -> RegimeMap {
        guard let index = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard from.isFinite else { throw .nonFiniteValue(from) }
        guard to.isFinite else { throw .nonFiniteValue(to) }
        var walk = self
        try walk.suggestValue(from, for: variable)
        walk.simplex.journaling = false
        let entry = walk.entries[Int(index)]!
        let marker = entry.marker, kappa = entry.markerCoefficient
        let trackedVariables = tracked ?? variables
        let trackedSymbols = trackedVariables.map { walk.symbolOf[$0.id] ?? noSymbol }
        let editOf = editVariablesByEntry()
        let direction: Double = to >= from ? 1 : -1

        var e = from
        var regimes: [RegimeMap.Regime] = []
        /// The pivots made at the current point: each symbol with +1 when it entered the basis
        /// last, −1 when it left it last, in order of first event.
        var events: [(symbol: Symbol, net: Int)] = []
        var rate = [Double](repeating: 0, count: walk.simplex.kinds.count)
        var pivotsHere = 0
        var skipped: [Symbol] = []
        while true {
            let column = walk.simplex.constantColumn(marker: marker, kappa: kappa)
            var leaving = noSymbol, bestStep = Double.infinity
            for (b, r) in column {
                let kind = walk.simplex.kinds[Int(b)]
                guard kind == .slack || kind == .error, r * direction < -epsilon, !skipped.contains(b) else { continue }
                let step = walk.simplex.isAtZero(b) ? 0 : walk.simplex.values[Int(b)] / -(r * direction)
                if step < bestStep || (step == bestStep && b < leaving) { leaving = b; bestStep = step }
            }
            let remaining = abs(to - e)
            let atEnd = leaving == noSymbol || bestStep >= remaining
            let next = atEnd ? to : e + direction * bestStep
            if next != e || (atEnd && regimes.isEmpty) {
                for (b, r) in column { rate[Int(b)] = r }
                var slopes: [Double] = [], offsets: [Double] = []
                slopes.reserveCapacity(trackedSymbols.count)
                offsets.reserveCapacity(trackedSymbols.count)
                for s in trackedSymbols {
                    let basic = s != noSymbol && walk.simplex.rowOf[Int(s)] != noSymbol
                    let slope = basic ? rate[Int(s)] : 0
                    let value = s == noSymbol ? 0 : walk.simplex.value(of: s)
                    slopes.append(slope)
                    offsets.append(value - slope * e)
                }
                for (b, _) in column { rate[Int(b)] = 0 }
                regimes.append(.init(from: e, to: next, slopes: slopes, offsets: offsets,
                                     changes: changes(events, editOf: editOf, in: walk)))
                events.removeAll()
            }
            if atEnd { break }
            if next != e {
                walk.simplex.shiftConstant(marker: marker, kappa: kappa, by: next - e)
                walk.simplex.infeasible.removeAll()
                e = next
                pivotsHere = 0
                skipped.removeAll()
            }
            // The leaving symbol is at its bound; the dual simplex's entering symbol takes its place.
            let (entering, a) = walk.simplex.dualEntering(for: leaving, bland: pivotsHere >= 64)
            guard entering != noSymbol else {
                // No symbol can hold it at 0: its falling rate was rounding. Not a breakpoint.
                skipped.append(leaving)
                continue
            }
            let row = walk.simplex.pivotRow
            walk.simplex.computeColumn(of: entering)
            walk.simplex.pivotRow = row
            walk.simplex.pivot(entering: entering, leaving: leaving, step: -walk.simplex.values[Int(leaving)] / a)
            walk.simplex.refreshValues()
            walk.simplex.infeasible.removeAll()
            pivotsHere += 1
            note(leaving, -1, in: &events)
            note(entering, 1, in: &events)
        }
        return RegimeMap(editVariable: variable, from: from, to: to, variables: trackedVariables, regimes: regimes)
    }

    private func note(_ s: Symbol, _ change: Int, in events: inout [(symbol: Symbol, net: Int)]) {
        if let i = events.firstIndex(where: { $0.symbol == s }) {
            events[i].net = events[i].net == -change ? 0 : change
        } else {
            events.append((s, change))
        }
    }

    /// The constraints' changes that the pivots at one point add up to, in order of first
    /// event: a slack that left is a constraint become tight, one that entered a constraint
    /// come loose; an error that left is a preference that holds again, one that entered a
    /// preference that gives way (both, for the two errors of one equality: it crossed).
    private func changes(_ events: [(symbol: Symbol, net: Int)], editOf: [Int32: Variable],
                         in walk: Solver) -> [RegimeMap.Change] {
        var result: [RegimeMap.Change] = []
        var seen: [Int32] = []
        for (s, net) in events where net != 0 {
            let kind = walk.simplex.kinds[Int(s)]
            guard kind == .slack || kind == .error else { continue }
            let owner = walk.simplex.owner[Int(s)]
            guard owner >= 0, let entry = walk.entries[Int(owner)] else { continue }
            let change: RegimeMap.Change.Kind
            if kind == .slack {
                change = net < 0 ? .becameTight : .cameLoose
            } else {
                let partner = s == entry.marker ? entry.other : entry.marker
                let partnerNet = events.first { $0.symbol == partner }?.net ?? 0
                if partnerNet != 0 && partnerNet != net && walk.simplex.kinds[Int(partner)] == .error {
                    if seen.contains(owner) { continue }
                    change = .crossed
                } else {
                    change = net < 0 ? .heldAgain : .startedGivingWay
                }
            }
            seen.append(owner)
            result.append(.init(kind: change, constraint: entry.constraint, editVariable: editOf[owner]))
        }
        return result
    }
}
