/// The objective: a strict hierarchy of priority levels, each a weighted sum of error
/// symbols, and the reduced costs that tell the optimisers which parametric symbol would lower
/// it (see <doc:StrengthsAndPriorities>).
extension Simplex {
    /// The objective's state: the levels, each error symbol's level and weight, the reduced
    /// costs (one dense vector per level, indexed by symbol) and the symbols queued as
    /// candidates to lower the objective.
    struct Objective: Sendable {
        /// The priority levels that have optional constraints, highest first.
        var levels: [Double] = []
        /// How many error symbols cost at each level.
        var levelCounts: [Int] = []
        /// Whether a level may have been left empty since the last ``dropEmptyLevels()``: made
        /// for an operation, emptied while a journal was kept, or given back by a rollback.
        /// Every operation ends by dropping the empty levels; most leave none to look for.
        var mayHaveEmptyLevels = false
        /// Each error symbol's level (an index into `levels`) and weight; -1 for other symbols.
        var costLevel = UncheckedArray<Int32>()
        var costWeight = UncheckedArray<Double>()
        /// Reduced costs, one dense vector per level (parallel to `levels`), indexed by symbol:
        /// how much each level's objective grows per unit increase of a parametric symbol.
        var reduced: [UncheckedArray<Double>] = []
        /// The largest part each reduced cost was summed from since it was last set outright
        /// (parallel to `reduced`): a cost within rounding of that is what is left of parts
        /// that cancelled, and counts as 0 (see ``Simplex/costSign(_:strict:)``). Kept to a
        /// power of two (see ``CostMagnitude``).
        var reducedMagnitude: [UncheckedArray<CostMagnitude>] = []
        /// Parametric symbols whose reduced cost may be negative (checked when taken).
        var candidates: [Symbol] = []
        var isCandidate = UncheckedArray<Bool>()
        /// Whether a reduced cost has been beyond ``Simplex/costAlarm`` since the last
        /// ``Simplex/refreshReducedCosts()``: updated incrementally from there, small costs
        /// keep rounding errors of that size, and must be computed again.
        var needsRefresh = false
        /// Whether a reduced cost carried from pivot to pivot has a record of magnitudes beyond
        /// ``Simplex/costTroubleLimit`` since the last ``Simplex/refreshReducedCosts()``. A
        /// carried cost's record is what its sum passed through (a cost over a pivot element
        /// of 10⁻³ on the way), not what it is made of now: its value is still exact to that
        /// record's rounding, and ``Simplex/costDecision(_:strict:)`` sums any cost the record
        /// leaves undecided afresh from its column. But the records only grow, and each
        /// undecided cost costs a column: the solver computes the costs afresh at the end of
        /// the operation (see `Solver+Refactor.swift`). Only a cost whose value itself passes
        /// the limit, or one summed afresh from parts that large, is numerical trouble.
        var recordsWorn = false

        /// How many symbol slots the per-symbol arrays hold (see ``SymbolTable/slots``).
        var slots: Int { costLevel.count }

        /// Appends `count` symbol slots, each holding what a new symbol starts with.
        mutating func appendSlots(_ count: Int) {
            costLevel.appendRepeating(-1, count: count)
            costWeight.appendRepeating(0, count: count)
            for k in reduced.indices {
                reduced[k].appendRepeating(0, count: count)
                reducedMagnitude[k].appendRepeating(.zero, count: count)
            }
            isCandidate.appendRepeating(false, count: count)
        }

        /// Puts symbol slot `s` back to what a new symbol starts with.
        mutating func reset(_ s: Symbol) {
            if isCandidate[s] {
                candidates.removeAll { $0 == s }
                isCandidate[s] = false
            }
            for k in reduced.indices {
                reduced[k][s] = 0
                reducedMagnitude[k][s] = .zero
            }
            costLevel[s] = -1
            costWeight[s] = 0
        }

        /// Whether symbol slot `s` holds what a new symbol starts with.
        func isFresh(_ s: Symbol) -> Bool {
            if costLevel[s] != -1 || costWeight[s] != 0 || isCandidate[s] { return false }
            for k in reduced.indices where reduced[k][s] != 0 { return false }
            return true
        }

        /// Gives every per-symbol array room for `capacity` symbols and, when `detaching`,
        /// memory of its own.
        mutating func prepare(capacity: Int, detaching: Bool) {
            costLevel.prepare(capacity: capacity, detaching: detaching)
            costWeight.prepare(capacity: capacity, detaching: detaching)
            for k in reduced.indices {
                reduced[k].prepare(capacity: capacity, detaching: detaching)
                reducedMagnitude[k].prepare(capacity: capacity, detaching: detaching)
            }
            isCandidate.prepare(capacity: capacity, detaching: detaching)
        }

        /// The index of priority level `level` in `levels`, inserted (with its reduced-cost
        /// vector) when `create` is set and it is not there yet.
        mutating func levelIndex(_ level: Double, create: Bool) -> Int? {
            if let k = levels.firstIndex(of: level) { return k }
            guard create else { return nil }
            let k = levels.firstIndex { $0 < level } ?? levels.count
            levels.insert(level, at: k)
            levelCounts.insert(0, at: k)
            mayHaveEmptyLevels = true
            // As much room as the other per-symbol arrays: a level made just after a batch
            // reserved its room (a batch's levels are made when it begins) would otherwise
            // grow by doubling, alone, while the batch makes its symbols.
            reduced.insert(Self.levelVector(0, count: slots, capacity: costLevel.capacity), at: k)
            reducedMagnitude.insert(Self.levelVector(.zero, count: slots, capacity: costLevel.capacity), at: k)
            for s in costLevel.indices where costLevel[s] >= Int32(k) { costLevel[s] += 1 }
            return k
        }

        /// A level's vector: `count` copies of `value`, with room for `capacity`.
        private static func levelVector<T>(_ value: T, count: Int, capacity: Int) -> UncheckedArray<T> {
            var vector = UncheckedArray<T>()
            vector.reserveCapacity(Swift.max(count, capacity))
            vector.appendRepeating(value, count: count)
            return vector
        }

        /// Takes level `k`, which no symbol's cost is at, out of `levels`.
        mutating func removeLevel(_ k: Int) {
            levels.remove(at: k)
            levelCounts.remove(at: k)
            reduced.remove(at: k)
            reducedMagnitude.remove(at: k)
            for s in costLevel.indices where costLevel[s] > Int32(k) { costLevel[s] -= 1 }
        }

        /// Takes out the levels no symbol's cost is at (made ahead by a batch that did not use
        /// them: see `Solver.beginBatchJournal(steps:strengths:)`).
        mutating func dropEmptyLevels() {
            guard mayHaveEmptyLevels else { return }
            mayHaveEmptyLevels = false
            var k = levels.count - 1
            while k >= 0 {
                if levelCounts[k] == 0 { removeLevel(k) }
                k -= 1
            }
        }

        /// Whether entering `j` (coefficient `a`, moving in `direction` `dj`) costs less per
        /// unit of repair than entering `k`: reduced costs over |coefficient|, compared level by
        /// level (``ratioOrder(_:_:_:_:_:_:withinRange:)``); then the larger coefficient, then
        /// the lower symbol. The dual simplex's ratio test orders its candidates by it.
        @inline(__always)
        func ratioLess(
            _ j: Symbol, _ a: Double, _ dj: Double, _ k: Symbol, _ b: Double, _ dk: Double, withinRange: Bool
        ) -> Bool {
            if let less = ratioOrder(j, a, dj, k, b, dk, withinRange: withinRange) { return less }
            if abs(a) != abs(b) { return abs(a) > abs(b) }
            return j < k
        }

        /// Whether `j` costs less than `k` per unit of repair, level by level (highest first);
        /// nil when they tie at every level.
        ///
        /// A level's cost within rounding of the parts it was summed from is 0 (as in
        /// ``Simplex/costSign(_:strict:)``); the two ratios tie when they are within
        /// ``ratioTieTolerance`` of the larger (`withinRange`: the inputs' magnitudes are within
        /// ``pivotThresholdMagnitude``; beyond, within ``epsilon``). The tolerance is relative: a
        /// ratio is small when the coefficient is large (a strong edit's cost of 1 over a
        /// coefficient of 10⁹ is 10⁻⁹ per unit of repair, and 10¹² units cost the strong level
        /// 1 000), so an absolute tolerance of 10⁻⁸ — as an earlier version had — made that cost
        /// a tie, let the weak level decide, and a strong edit gave way to a weak constraint.
        @inline(__always)
        func ratioOrder(
            _ j: Symbol, _ a: Double, _ dj: Double, _ k: Symbol, _ b: Double, _ dk: Double, withinRange: Bool
        ) -> Bool? {
            for level in reduced.indices {
                let rj = resolvedCost(j, level: level) * dj / abs(a)
                let rk = resolvedCost(k, level: level) * dk / abs(b)
                if rj == rk { continue }
                let tolerance = withinRange ? ratioTieTolerance * Swift.max(abs(rj), abs(rk)) : epsilon
                if rj < rk - tolerance { return true }
                if rj > rk + tolerance { return false }
            }
            return nil
        }

        /// `s`'s reduced cost at `level`, or 0 where it is within rounding of the largest part
        /// it was summed from (see ``Simplex/costSign(_:strict:)``).
        @inline(__always)
        func resolvedCost(_ s: Symbol, level: Int) -> Double {
            let v = reduced[level][s]
            return abs(v) <= costRounding * reducedMagnitude[level][s].value ? 0 : v
        }
    }

    // MARK: Reduced costs

    /// The sign of `s`'s reduced cost vector, compared level by level (highest first).
    ///
    /// A level's cost below the absolute resolution (1e-8), or within rounding of the largest
    /// part it was summed from (pivots move costs of 1e5 by rates of 0.1 and leave 1e-8 where
    /// 0 was meant), is 0, as a rate is (see `accumulated(_:)`), and the next level decides.
    /// The absolute cut (kiwi's `nearZero`) is only where the stored numbers stop: a cost
    /// below it may be real (a weight of 1 reaching a symbol through coefficients of 10⁶ beside
    /// 0.1) or rounding that many pivots left (the sparse family's, which entered in turn until
    /// the optimiser gave its candidates up when every such cost counted). The optimiser sums
    /// such a cost afresh before it passes it over (``costDecision(_:strict:)``).
    ///
    /// `strict` is for an optimisation that found itself going round in circles: a cost below
    /// the resolution that is not rounding then makes the sign 0 — no direction — instead of
    /// leaving the decision to a lower level. A cost vector scaled down by a huge pivot (1e12)
    /// keeps its higher levels real but tiny; letting a lower level decide makes the symbol
    /// look worth entering when it is not, and two such symbols take turns entering.
    ///
    /// Inlined: a call on `self` from a mutating method (`noteCandidate` in every pivot)
    /// copied the whole engine to pass it (see ``isInfeasible(_:)``).
    @inline(__always)
    func costSign(_ s: Symbol, strict: Bool = false) -> Int { costDecision(s, strict: strict).sign }

    /// ``costSign(_:strict:)``'s sign, and whether the levels above the one that decides it
    /// (or every level, when none does) include a cost the stored numbers cannot judge: below
    /// the absolute resolution, yet above the rounding of the parts it was summed from. Such a
    /// cost is rounding that the incremental updates' record of magnitudes understates, or a
    /// real cost made small by the coefficients (a weight of 1 reaching a symbol through rates
    /// of 10⁻⁹ where coefficients of 10⁶ meet 0.1); only summing it afresh tells which (see
    /// ``settleCosts(of:)``).
    ///
    /// With `strict`, such a cost is no direction: the sign is 0 and nothing is unsettled;
    /// beyond the range (``withinRange``) it is passed over, as kiwi does.
    @inline(__always)
    func costDecision(_ s: Symbol, strict: Bool = false) -> (sign: Int, unsettled: Bool) {
        var unsettled = false
        for k in objective.reduced.indices {
            let v = objective.reduced[k][s]
            if v == 0 { continue }
            // (Apart from the test above, not as its `||`: in a debug build that operand is a
            // closure that copies the engine.)
            if abs(v) <= costRounding * objective.reducedMagnitude[k][s].value {
                // The record of magnitudes only grows: a cost summed through 1e9 once and
                // through 1e-4 since is real at 9e-5. Above the absolute resolution, only a
                // sum afresh tells.
                if abs(v) > epsilon && withinRange && !strict { unsettled = true }
                continue
            }
            if abs(v) <= epsilon {
                if strict { return (0, false) }
                // (Beyond the range the engine accepts, costs carry more rounding than a sum
                // afresh can tell from real ones: the absolute cut decides there.)
                if withinRange { unsettled = true }
                continue
            }
            return (v > 0 ? 1 : -1, unsettled)
        }
        return (0, unsettled)
    }

    /// Sums `q`'s reduced costs afresh from `scratch.pivotColumn`, which must hold `q`'s column: at
    /// each level, `q`'s own weight and every costed basic symbol's weight times the rate at
    /// which it moves with `q` (a costed symbol whose cost waits in `waiting.costs` is not in
    /// the objective the reduced costs describe, and is left out). A sum within
    /// ``relativeEpsilon`` of its largest part is what is left of a cancellation and is 0;
    /// anything larger is real however small it is, since a sum of a few products, unlike a
    /// cost carried through many pivots, is exact to that fraction of its parts. The sums
    /// replace the stored costs, and their sign — level by level, the first nonzero — is
    /// returned: the exact reading of costs that ``costDecision(_:)`` could not judge.
    ///
    /// Unless the rates are not exact themselves: rows that cycle eliminations filled in hold
    /// what cancellations left (10⁻¹⁷ beside coefficients of 3), and a column that reaches a
    /// costed symbol through one of them alone carries it as a rate no cancellation on the
    /// column's own path shows. A cost below the absolute resolution that would decide the
    /// sign is therefore summed a second way, from the costed symbols' tableau rows, where
    /// the same entry is the sum of every path at once (as the pivot element is, see
    /// ``choosePrimalPivot(entering:direction:)``); a cost the two ways do not agree on is 0.
    mutating func settleCosts(of q: Symbol) -> Int {
        var sign = 0, decidingIsTiny = false, blockedByTiny = false
        for k in objective.reduced.indices {
            var sum = 0.0, magnitude = 0.0
            for (b, rate) in scratch.pivotColumn where Int(objective.costLevel[b]) == k {
                if costIsPending(b) { continue }
                let part = objective.costWeight[b] * rate
                sum += part
                magnitude = max(magnitude, abs(part))
            }
            if abs(sum) <= relativeEpsilon * magnitude { sum = 0 }
            if sign == 0 && sum != 0 && abs(sum) <= epsilon && withinRange {
                // (Summed into a local first: as an argument of a call on `self`, the call
                // would hold a copy of the engine while the sum changes it.)
                let fromRows = costFromRows(of: q, level: k)
                if comparePivots(fromRows, sum) == .disagree { sum = 0 }
            }
            if sum != objective.reduced[k][q] || CostMagnitude(magnitude) != objective.reducedMagnitude[k][q] {
                setReduced(k, q, sum, magnitude: magnitude)
            }
            if sign == 0 && sum != 0 {
                sign = sum > 0 ? 1 : -1
                decidingIsTiny = abs(sum) <= epsilon
            } else if sign > 0 && decidingIsTiny && sum < -epsilon && symbols.kinds[q] != .external {
                blockedByTiny = true
            }
        }
        // A cost below the resolution that both ways of summing see, blocking a move that
        // lowers a level below it by more than the resolution: remnants in filled-in rows seen
        // alike from both sides, or a real cost that small. Only rows written afresh tell, and
        // the fresh solve writes them (see `troubled`).
        if blockedByTiny { noteTrouble() }
        return sign
    }

    /// Level `k`'s reduced cost of parametric symbol `q`, whose column is in `scratch.pivotColumn`,
    /// summed from the tableau rows of the costed basic symbols the column reaches (each
    /// entry judged against its own parts, see `accumulated(_:)`): 0 when what is left is
    /// within ``relativeEpsilon`` of the largest part. Leaves `scratch.pivotColumn` as it was.
    private mutating func costFromRows(of q: Symbol, level k: Int) -> Double {
        let column = scratch.pivotColumn
        defer { scratch.pivotColumn = column }
        var sum = Int(objective.costLevel[q]) == k ? objective.costWeight[q] : 0
        var magnitude = abs(sum)
        for (b, rate) in column where b != q && rate != 0 && Int(objective.costLevel[b]) == k {
            if costIsPending(b) { continue }
            computeRow(of: b)
            for i in 0..<scratch.pivotRow.count where scratch.pivotRow[i].symbol == q {
                let w = objective.costWeight[b], a = scratch.pivotRow[i].coefficient
                sum += w * a
                magnitude = max(magnitude, abs(w) * max(abs(a), scratch.pivotRowMagnitude[i]))
            }
        }
        return abs(sum) <= relativeEpsilon * magnitude ? 0 : sum
    }

    /// Whether every level's reduced cost of `s` is zero: moving it changes no objective.
    func isCostFree(_ s: Symbol) -> Bool { costSign(s) == 0 }

    /// Queues parametric symbol `s` for the primal simplex when moving it would lower the
    /// objective, or when its costs cannot be judged without summing them afresh (see
    /// ``costDecision(_:)``).
    @inline(__always)
    mutating func noteCandidate(_ s: Symbol) {
        guard !objective.isCandidate[s], candidateDirection(of: s, strict: false) != nil else { return }
        objective.isCandidate[s] = true
        objective.candidates.append(s)
    }

    /// Takes the candidate whose move lowers the objective most steeply, and drops those whose
    /// costs now show they lower nothing; nil when none is left that may lower it.
    ///
    /// Steepest is Dantzig's rule over the levels: the reduced costs in the direction the
    /// candidate would move, compared level by level from the highest, the lowest first (and
    /// among equal costs the candidate noted last). A candidate is noted when its cost turns
    /// negative, and taking them in that order instead (the last noted first) made a pivot's
    /// consequences enter before the move that needs none: where an error of one priority can
    /// be cancelled by a slack at no cost to any level, and also by moving an error of a lower
    /// priority, which frees a lower level's rows in turn, the last noted was the error, and
    /// the simplex walked every row below and back. Nested stack views did that at each level:
    /// their pivots grew as the square of the depth (`DeepNestingTests`: 3 202 at 48 levels,
    /// 344 with this rule).
    ///
    /// A candidate dropped here is one the primal step would pass by (a basic symbol, a dummy,
    /// a cost that is settled and lowers nothing); a pivot that moves its cost notes it again.
    /// Dropping them as they are met keeps the scan to the candidates that still may lower the
    /// objective.
    mutating func takeSteepestCandidate(strict: Bool) -> Symbol? {
        let count = objective.candidates.count
        var kept = 0
        var best = -1
        var bestDirection = 1.0
        for i in 0..<count {
            let c = objective.candidates[i]
            guard let direction = candidateDirection(of: c, strict: strict) else {
                objective.isCandidate[c] = false
                continue
            }
            objective.candidates[kept] = c
            if best < 0 || !lowersMoreSteeply(objective.candidates[best], bestDirection, than: c, direction) {
                best = kept
                bestDirection = direction
            }
            kept += 1
        }
        objective.candidates.removeLast(count - kept)
        guard best >= 0 else { return nil }
        let q = objective.candidates.remove(at: best)
        objective.isCandidate[q] = false
        return q
    }

    /// The direction in which `c` may lower the objective (1 up, -1 down, for an external
    /// symbol whose cost is positive), or nil when its costs are settled and it lowers nothing,
    /// or it is not parametric (see ``costDecision(_:strict:)``): what makes a symbol a
    /// candidate, when it is noted and when the candidates are scanned.
    @inline(__always)
    private func candidateDirection(of c: Symbol, strict: Bool) -> Double? {
        guard symbols.rowOf[c] == .none, symbols.kinds[c] != .dummy else { return nil }
        let (sign, unsettled) = costDecision(c, strict: strict)
        if sign > 0 && symbols.kinds[c] == .external { return -1 }
        return sign < 0 || unsettled ? 1 : nil
    }

    /// Whether moving `a` in direction `da` lowers the objective more steeply than moving `b`
    /// in direction `db`: the first level whose costs differ has the lower one for `a`.
    private func lowersMoreSteeply(_ a: Symbol, _ da: Double, than b: Symbol, _ db: Double) -> Bool {
        for k in objective.reduced.indices {
            let x = da * objective.reduced[k][a], y = db * objective.reduced[k][b]
            if x != y { return x < y }
        }
        return false
    }

    /// Adds `part` to `s`'s reduced cost at level `k`; a sum within a few hundred roundings of
    /// the two parts' magnitude is what is left when they cancel, and is 0 (with rates of 1e9
    /// from a coefficient of 1e-9, the rounding left over is well above any absolute
    /// tolerance). The margin is tighter than ``relativeEpsilon``'s, since weights 3e10 apart
    /// in one level are legal and must still tell 1 from 0.
    ///
    /// What is left of a longer run of additions is judged later, against the largest part
    /// (``reducedMagnitude``), by ``costSign(_:)``.
    /// `partMagnitude` is the largest number `part` was computed from (a weight times a
    /// tableau coefficient that was itself a sum: the weight times that sum's largest part).
    @inline(__always)
    mutating func addReduced(_ k: Int, _ s: Symbol, _ part: Double, partMagnitude: Double = 0) {
        let (sum, magnitude) = Self.reducedSum(
            objective.reduced[k][s], magnitude: objective.reducedMagnitude[k][s], plus: part,
            partMagnitude: partMagnitude)
        setReduced(k, s, sum, magnitude: magnitude, carried: true)
    }

    /// A reduced cost `old` (summed from parts no larger than `magnitude`) plus `part`, and the
    /// magnitude of the parts the sum is made of: `(0, 0)` when the two cancel (see
    /// ``addReduced(_:_:_:partMagnitude:)``).
    @inline(__always)
    static func reducedSum(
        _ old: Double, magnitude: CostMagnitude, plus part: Double, partMagnitude: Double
    ) -> (sum: Double, magnitude: Double) {
        let sum = old + part
        if cancels(sum, old, part, relative: 1e-13) { return (0, 0) }
        return (sum, max(magnitude.value, abs(old), abs(part), partMagnitude))
    }

    /// Sets `s`'s reduced cost at level `k` to `v`, summed from parts no larger than
    /// `magnitude` (by default, set outright: `|v|`). A cost `carried` from the one before (a
    /// part added, or moved along a pivot) is trouble only when `v` passes the limit; its
    /// record passing it wears the records (see ``costRecordsWorn``). A cost summed afresh is
    /// trouble when its parts do.
    @inline(__always)
    mutating func setReduced(_ k: Int, _ s: Symbol, _ v: Double, magnitude: Double? = nil, carried: Bool = false) {
        if journal.isOn { journalReducedCost(k, of: s) }
        objective.reduced[k][s] = v
        let m = magnitude ?? abs(v)
        objective.reducedMagnitude[k][s] = CostMagnitude(m)
        note(v)
        // Past the alarm, rounding hides small costs: they are computed again (which also
        // starts the magnitudes afresh).
        if m > costAlarm { objective.needsRefresh = true }
        if carried {
            if m > numerics.costTroubleLimit { objective.recordsWorn = true }
            if abs(v) > numerics.costTroubleLimit { noteTrouble() }
        } else if m > numerics.costTroubleLimit {
            noteTrouble()
        }
    }

    /// The largest magnitude met (``Numerics/largest``) below which costs are summed across
    /// many tableau rows in one search (the waiting costs of a batch, a refresh). Beyond it,
    /// such a sum rounds differently from the same costs moved one row at a time, and the
    /// fuzzer found an optimum lost that way beside values of 1e100; there each row is summed
    /// on its own.
    static let combinedCostsLimit = 1e9

    /// Computes every parametric symbol's reduced costs from scratch: its own weight, plus each
    /// costed basic symbol's weight times its tableau row. One search a priority level (see
    /// ``computedReducedCostsAndParts()``); only needed after costs passed through magnitudes
    /// (coefficients of 1e150, weights of 1e10 on rates of 1e6, or proportions nested twenty
    /// deep) where the incremental updates cannot keep small costs exact.
    mutating func refreshReducedCosts() {
        flushPendingCosts()
        objective.needsRefresh = false
        objective.recordsWorn = false
        guard !objective.levels.isEmpty else { return }
        var (fresh, parts) = computedReducedCostsAndParts()
        // Within the range, each cost is judged against the parts it was summed from, as the
        // incremental updates judge theirs: a sum within ``relativeEpsilon`` of its largest
        // part is what is left of a cancellation, and is 0. Beyond it (values near 1e300),
        // from the cost itself (see `costsNeedRefresh`).
        let byParts = withinRange
        for k in objective.reduced.indices {
            for s in symbols.all {
                if byParts && abs(fresh[k][s]) <= relativeEpsilon * parts[k][s] { fresh[k][s] = 0 }
                let magnitude = byParts ? max(parts[k][s], abs(fresh[k][s])) : abs(fresh[k][s])
                let changed = objective.reduced[k][s] != fresh[k][s]
                guard changed || objective.reducedMagnitude[k][s] != CostMagnitude(magnitude) else { continue }
                setReduced(k, s, fresh[k][s], magnitude: magnitude)
                // Queued whenever the entry changes, its magnitude alone included: a cost that
                // the old magnitude hid as rounding (−2 beside parts of 10¹⁴) is real beside
                // the fresh one, and its symbol may lower the objective now.
                noteCandidate(s)
            }
        }
        objective.needsRefresh = false
    }

    /// Every symbol's reduced costs as the costs and the rows make them now, one vector per
    /// level (0 for basic symbols): its own weight, plus each costed basic symbol's weight
    /// times its tableau row. What ``reduced`` holds incrementally, computed from scratch.
    mutating func computedReducedCosts() -> [[Double]] { computedReducedCostsAndParts().costs }

    /// ``computedReducedCosts()``, with the largest part each cost was summed from: a weight,
    /// or the largest part of the weighted tableau coefficients it was summed from.
    ///
    /// A level's costs are one combination of tableau rows, `Σ weight × (tableau row of a
    /// costed basic symbol)`: the prices of the revised simplex, `c_B B⁻¹`, computed by one
    /// search down from all of the level's costed basic symbols at once (``combineRows(of:times:limit:)``),
    /// so that a row many of them reach is expanded once, with what all of them pass down.
    /// (A search per costed basic symbol expanded such a row once for each: in nested split
    /// panes, whose proportions compound to rates past the alarm, a refresh walked the rows
    /// of 1 000 panes twenty times over, a quarter of the rows the build visited and nine
    /// tenths of the slowest width step's.) A combination can cancel where the rows meet: what is
    /// left there is judged against the parts that met, as every sum is, and a cost below it
    /// is summed from what passed on. Beside numbers past ``combinedCostsLimit`` each tableau
    /// row is summed on its own, as the costs a batch let wait are moved there.
    mutating func computedReducedCostsAndParts() -> (costs: [[Double]], parts: [[Double]]) {
        var fresh = objective.reduced.map { [Double](repeating: 0, count: $0.count) }
        var parts = fresh
        var roots = [[Symbol]](repeating: [], count: fresh.count)
        var weights = [[Double]](repeating: [], count: fresh.count)
        let combined = numerics.largest < Self.combinedCostsLimit
        for s in symbols.all where objective.costLevel[s] >= 0 {
            let k = Int(objective.costLevel[s]), w = objective.costWeight[s]
            if symbols.rowOf[s] == .none {
                fresh[k][s] += w
                parts[k][s] = max(parts[k][s], abs(w))
            } else if combined {
                roots[k].append(s)
                weights[k].append(w)
            } else {
                computeRow(of: s)
                sumPivotRow(times: w, into: &fresh[k], parts: &parts[k])
            }
        }
        for k in fresh.indices where !roots[k].isEmpty {
            // The combination is weighted already.
            combineRows(of: roots[k], times: weights[k])
            copyAccumulatorToPivotRow()
            sumPivotRow(times: 1, into: &fresh[k], parts: &parts[k])
        }
        return (fresh, parts)
    }

    /// Adds `w` × `scratch.pivotRow` into one level's `costs`, and the largest part of each
    /// term into its `parts` (see ``computedReducedCostsAndParts()``). Inlined: a call on the
    /// engine from a mutating method would copy the engine first.
    @inline(__always)
    private func sumPivotRow(times w: Double, into costs: inout [Double], parts: inout [Double]) {
        for i in 0..<scratch.pivotRow.count {
            let (j, a) = scratch.pivotRow[i]
            costs[Int(j.id)] += w * a
            parts[Int(j.id)] = max(parts[Int(j.id)], abs(w) * max(abs(a), scratch.pivotRowMagnitude[i]))
        }
    }

    // MARK: Costs

    /// Gives error symbol `e` the cost `weight` at level `level`: its own reduced cost when it
    /// is parametric, the reduced costs of its tableau row when it is basic.
    mutating func addCost(_ e: Symbol, level: Double, weight: Double) {
        let k = objective.levelIndex(level, create: true)!
        journalCost(e)
        objective.levelCounts[k] += 1
        objective.costLevel[e] = Int32(k)
        objective.costWeight[e] = weight
        shiftCost(of: e, level: k, by: weight)
    }

    /// Takes error symbol `e`'s cost away (and its level, when it was the last there).
    mutating func removeCost(_ e: Symbol) {
        let k = Int(objective.costLevel[e])
        guard k >= 0 else { return }
        shiftCost(of: e, level: k, by: -objective.costWeight[e])
        forgetCost(e)
    }

    /// Forgets error symbol `e`'s cost without moving a reduced cost: for a symbol made by an
    /// operation the journal has just undone, whose costs (its own, and what its row gave the
    /// others) the journal has already put back, and which is freed next. Moving the cost off
    /// as ``removeCost(_:)`` does would read the symbol's row where the journal left none of
    /// it (a symbol made basic in a row the operation found keeps that row as its own until it
    /// is freed), and would change the costs the journal restored.
    mutating func forgetCost(_ e: Symbol) {
        let k = Int(objective.costLevel[e])
        guard k >= 0 else { return }
        journalCost(e)
        objective.costLevel[e] = -1
        objective.costWeight[e] = 0
        objective.levelCounts[k] -= 1
        // While the journal is kept, an empty level stays until it is committed: taken out, it
        // would renumber the levels the records name.
        if objective.levelCounts[k] == 0 {
            if journal.isOn { objective.mayHaveEmptyLevels = true } else { objective.removeLevel(k) }
        }
    }

    /// Records error symbol `e`'s cost level and weight before they change, while the journal
    /// is kept (not for a symbol the batch recorded made, which a rollback frees). Levels are
    /// not made while a journal is kept (a batch makes its levels when it begins), so the
    /// level recorded still names the same level at a rollback.
    @inline(__always)
    private mutating func journalCost(_ e: Symbol) {
        guard journal.isOn, !journal.isAdopted(e) else { return }
        journal.append(.cost(e, objective.costLevel[e], objective.costWeight[e]))
    }

    private mutating func shiftCost(of e: Symbol, level k: Int, by w: Double) {
        if symbols.rowOf[e] == .none {
            addReduced(k, e, w)
            noteCandidate(e)
        } else {
            flushPendingCosts()
            computeRow(of: e)
            addPivotRow(times: w, level: k)
        }
    }

    /// Adds `w` × the tableau row in `scratch.pivotRow` to level `k`'s reduced costs, queuing the
    /// symbols that may now lower the objective.
    mutating func addPivotRow(times w: Double, level k: Int) {
        for i in scratch.pivotRow.indices {
            let (j, a) = scratch.pivotRow[i]
            addReduced(k, j, w * a, partMagnitude: abs(w) * scratch.pivotRowMagnitude[i])
            noteCandidate(j)
        }
    }

    /// Moves the costs queued while `waiting.isOn` onto the parametric symbols: per
    /// level, one search down from all their rows (``combineRows(of:times:)``), so that a
    /// batch whose rows share a long chain walks it once rather than once per row.
    mutating func flushPendingCosts() {
        guard !waiting.costs.isEmpty else { return }
        let pending = waiting.costs
        waiting.costs.clear()
        // Within a batch: a move whose searches expanded more than `waiting.searchLimit` rows per
        // cost moved walked long tableau rows, and the next waits for four times as many
        // costs (see `waiting.threshold`).
        let expandedBefore = counters.rowsExpanded
        defer {
            let expanded = counters.rowsExpanded - expandedBefore
            if costsMayWait && expanded > waiting.searchLimit * pending.count {
                waiting.threshold = max(4 * waiting.threshold, expanded / waiting.searchLimit)
            }
        }
        guard numerics.largest < Self.combinedCostsLimit else {
            // Each moves alone, as a single add moves it (see `combinedCostsLimit`).
            for (b, level, w) in pending {
                guard let k = objective.levelIndex(level, create: false) else { continue }
                if symbols.rowOf[b] == .none {
                    addReduced(k, b, w)
                    noteCandidate(b)
                    continue
                }
                computeRow(of: b)
                addPivotRow(times: w, level: k)
            }
            return
        }
        for k in objective.levels.indices {
            // A symbol that pivots made parametric since its cost was queued carries it itself.
            for (b, level, w) in pending where level == objective.levels[k] && symbols.rowOf[b] == .none {
                addReduced(k, b, w)
                noteCandidate(b)
            }
            let roots = pending.filter { $0.level == objective.levels[k] && symbols.rowOf[$0.symbol] != .none }
            if roots.isEmpty { continue }
            combineRows(of: roots.lazy.map { $0.symbol }, times: roots.lazy.map { $0.weight })
            for s in scratch.accumulatorSupport where symbols.rowOf[s] == .none && symbols.kinds[s] != .dummy {
                let v = accumulated(s)
                if v == 0 { continue }
                addReduced(k, s, v, partMagnitude: scratch.accumulator[s].magnitude)
                noteCandidate(s)
            }
        }
    }
}
