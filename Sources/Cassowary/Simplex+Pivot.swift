/// Pivots, the primal simplex (after rows or costs change) and the dual simplex (after
/// constants change), with a strict hierarchy of priority levels.
extension Simplex {
    // MARK: Pivot

    /// `entering` becomes basic at value `step` (it was parametric at 0), `leaving` becomes
    /// parametric at 0. `scratch.pivotRow` must hold `leaving`'s tableau row and `scratch.pivotColumn`
    /// `entering`'s column.
    mutating func pivot(entering q: Symbol, leaving l: Symbol, step: Double) {
        counters.pivotCount += 1
        cycleEliminations = 0
        // Values move along the entering column (not at all in a degenerate pivot: removing a
        // constraint whose marker every row below depends on is one, and must not cost a
        // refresh of every row below).
        if step != 0 { moveValues(alongColumnBy: step, except: q, l) }
        setValue(q, step)
        setValue(l, 0)
        markMoved(q)
        // Reduced costs move along the pivot row. A dummy's are not kept: it never enters
        // on its cost, and the removal that brings one in computes them first.
        var aq = 0.0
        // By index: a loop over `scratch.pivotRow` itself would take a reference to its storage for
        // the loop, and give it back, at every pivot.
        for i in 0..<scratch.pivotRow.count where scratch.pivotRow[i].symbol == q {
            aq = scratch.pivotRow[i].coefficient
        }
        for k in objective.reduced.indices {
            let dq = objective.reduced[k][q]
            if dq == 0 { continue }
            // The part's rounding comes from the entering cost's and from the row's.
            let scale = abs(dq / aq), costScale = objective.reducedMagnitude[k][q].value / abs(aq)
            shiftReducedCosts(level: k, alongPivotRowExcept: q, dq: dq, aq: aq, scale: scale, costScale: costScale)
            if symbols.kinds[l] != .dummy {
                // What the entering cost was summed from, scaled as it is.
                let magnitude = max(abs(dq / aq), objective.reducedMagnitude[k][q].value / abs(aq))
                setReduced(k, l, dq / aq, magnitude: magnitude, carried: true)
            }
            setReduced(k, q, 0)
        }
        // Ownership: the leaving symbol's row takes a basic symbol it mentions, and so on
        // along an augmenting path to a row that mentions the entering symbol.
        let start = symbols.rowOf[l]
        // A flip within one row that no other row sees keeps the constant cache (see
        // `patchCachedRow`).
        let flip = symbols.columns.length(l) == 1 && symbols.columns.length(q) == 1 && symbols.columns[q, 0] == start
        let local = flip && markerColumns.anyCurrent(structureVersion), versionBefore = structureVersion
        // Such a flip keeps the dual simplex's shared tableau row too (see
        // `Simplex+SharedRows.swift`), unless it changed an alias row.
        let keepShared = flip && keepsSharedRow(leaving: l)
        releaseBasic(l)
        augment(from: start, to: q)
        if local { patchCachedRow(start, entering: q, from: versionBefore) }
        if keepShared && sharedRow.aliasVersion == aliases.version { sharedRow.version = structureVersion }
        for i in 0..<scratch.pivotRow.count { noteCandidate(scratch.pivotRow[i].symbol) }
        noteCandidate(l)
    }

    /// `addReduced(k, j, -dq × a / aq)` for every term `(j, a)` of `scratch.pivotRow` but `q` and the
    /// dummies, with each part's magnitude as `pivot` judges it (and each old cost recorded
    /// when journaling, as ``journalReducedCost(_:of:)`` records it). The pivot row of a regime
    /// change in a row of `n` items holds all `n` of them, so this loop runs over the level's
    /// arrays directly: taken out of `self` for the loop, so that each write checks no bounds.
    @inline(never)
    private mutating func shiftReducedCosts(
        level k: Int, alongPivotRowExcept q: Symbol, dq: Double, aq: Double, scale: Double, costScale: Double
    ) {
        if journal.isOn { journalReducedCosts(level: k, alongPivotRowExcept: q) }
        var costs = UncheckedArray<Double>(), magnitudes = UncheckedArray<CostMagnitude>()
        swap(&costs, &objective.reduced[k])
        swap(&magnitudes, &objective.reducedMagnitude[k])
        defer {
            swap(&costs, &objective.reduced[k])
            swap(&magnitudes, &objective.reducedMagnitude[k])
        }
        var peak = 0.0, alarm = false, trouble = false, worn = false
        let troubleLimit = numerics.costTroubleLimit
        let row = scratch.pivotRow, rowMagnitude = scratch.pivotRowMagnitude, kinds = symbols.kinds
        costs.withUnsafeMutableBufferPointer { costs in
            magnitudes.withUnsafeMutableBufferPointer { magnitudes in
                row.withUnsafeBufferPointer { row in
                    rowMagnitude.withUnsafeBufferPointer { rowMagnitude in
                        kinds.withUnsafeBufferPointer { kinds in
                            for i in 0..<row.count {
                                let (j, a) = row[i]
                                let s = Int(j.id)
                                if j == q || kinds[s] == .dummy { continue }
                                // As `addReduced(_:_:_:partMagnitude:)` and `setReduced`.
                                let (sum, m) = Self.reducedSum(
                                    costs[s], magnitude: magnitudes[s], plus: -dq * a / aq,
                                    partMagnitude: max(scale * rowMagnitude[i], costScale * abs(a)))
                                costs[s] = sum
                                magnitudes[s] = CostMagnitude(m)
                                peak = max(peak, abs(sum))
                                if sum.isNaN { peak = .infinity }
                                if m > costAlarm { alarm = true }
                                // Carried costs: trouble by their value, their record only
                                // worn (see `costRecordsWorn`).
                                if m > troubleLimit { worn = true }
                                if abs(sum) > troubleLimit { trouble = true }
                            }
                        }
                    }
                }
            }
        }
        note(peak)
        if alarm { objective.needsRefresh = true }
        if worn { objective.recordsWorn = true }
        if trouble { noteTrouble() }
    }

    /// Moves every basic symbol of `scratch.pivotColumn` but `q` and `l` by `step` × its rate, and
    /// queues it for ``refreshValues()``.
    mutating func moveValues(alongColumnBy step: Double, except q: Symbol, _ l: Symbol) {
        for (b, delta) in scratch.pivotColumn where b != q && b != l {
            setValue(b, symbols.values[b] + step * delta)
            markMoved(b)
        }
    }

    /// Queues basic symbol `s`, whose value moved, for ``refreshValues()``.
    @inline(__always)
    mutating func markMoved(_ s: Symbol) {
        if !hasMoved[s] {
            hasMoved[s] = true
            moved.append(s)
        }
    }

    /// Gives row `start` a basic symbol it mentions, that symbol's row another, and so on
    /// along the shortest such path to a row that mentions `target`, which takes it. `start`
    /// gives up its basic symbol (already released, or `target` itself when the row lost it).
    mutating func augment(from start: RowIndex, to target: Symbol) {
        // The shortest path of all: `start` mentions `target` (an error pair's flip).
        for i in rows.terms.span(start) where rows.terms.storage[i].symbol == target {
            counters.rowsVisited += 1
            setBasic(start, target)
            return
        }
        search.stamp &+= 1
        search.queue.clear()
        search.queue.append(start)
        search.rowStamp[start] = search.stamp
        search.rowParent[start] = .none
        var head = 0
        var last = RowIndex.none
        search: while head < search.queue.count {
            let r = search.queue[head]
            head += 1
            for i in rows.terms.span(r) {
                let s = rows.terms.storage[i].symbol
                if s == target { last = r; break search }
                let k = symbols.rowOf[s]
                if k == .none || k == r || search.rowStamp[k] == search.stamp { continue }
                search.rowStamp[k] = search.stamp
                search.rowParent[k] = r
                search.queue.append(k)
            }
        }
        counters.rowsVisited += head
        precondition(last != .none, "no augmenting path: the basis would be singular")
        var row = last, takes = target
        while true {
            let previous = rows.basic[row]
            setBasic(row, takes)
            if row == start { break }
            takes = previous
            row = search.rowParent[row]
        }
    }

    // MARK: Primal simplex

    /// How far an optimisation has gone, for its guards against going round in circles. Each
    /// pivot lowers the objective, so none repeats a basis — unless a cost below the
    /// resolution decides (a rounding, or a cost scaled down by a huge pivot): then two
    /// symbols can take turns entering, each lowering by it what the other raised. Far more
    /// pivots than symbols shows that. The costs are computed again from scratch; if that does
    /// not settle it, costs below the resolution stop counting as directions (`strict`
    /// signs); if that does not either, the optimisation stops where it is (every value within
    /// bounds, the objective as low as these magnitudes can tell). An optimisation the solver
    /// interrupts to write the rows again keeps this (``Refactoring/interrupted``) and goes on
    /// where it was.
    struct PrimalProgress: Sendable {
        /// Degenerate pivots in a row: from ``Simplex/degeneratePivotsBeforeBland`` on, the
        /// lowest candidate enters (Bland's rule), rather than the steepest (see
        /// ``Simplex/takeSteepestCandidate(strict:)``).
        var degenerate = 0
        /// Times the costs were computed again because they passed through large magnitudes.
        var refreshes = 0
        /// Pivots since the last escalation.
        var pivots = 0
        /// How many times the pivots passed the limit: 1 recomputes the costs, 2 makes the
        /// signs `strict`, 3 gives the candidates up.
        var escalation = 0
        /// Whether costs below the resolution are no direction.
        var strict = false
        /// Times the optimisation went on after the dual simplex's finish (see
        /// ``Simplex/finishOptimizing()``).
        var finishes = 0
    }

    /// What one step of the primal simplex did with the symbol it chose to enter.
    private enum PrimalStep {
        /// It pivoted.
        case pivoted
        /// Nothing: the symbol could not lower the objective after all, or its move
        /// overflowed or met no bound (which the trouble check or the caller's guard handles).
        case passed
        /// The optimisation must stop (numerical trouble).
        case stop
    }

    /// Lowers the objective until no parametric symbol can lower it further. Entering symbols
    /// come from the candidate list (only symbols whose reduced cost changed can have become
    /// negative); after a run of degenerate pivots, Bland's rule (the lowest candidate) keeps
    /// it from cycling.
    mutating func optimize() {
        let outermost = !optimizing
        optimizing = true
        defer { if outermost { optimizing = false } }
        if pendingCostsMoveNow { flushPendingCosts() }
        var progress = refactoring.interrupted ?? PrimalProgress()
        refactoring.interrupted = nil
        var sinceResumed = 0
        let pivotLimit = Self.pivotLimit(symbols: symbols.kinds.count)
        while true {
            // Numbers that ran away: the solver solves afresh (see `troubled`).
            if numerics.troubled { return }
            // The rows have filled in: the solver writes them again and comes back (after a
            // pivot at least, so that the optimisation always moves on).
            if refactoring.allowed && sinceResumed > 0 && refactorDue {
                refactoring.interrupted = progress
                return
            }
            if progress.pivots > pivotLimit && !escalate(&progress) { return }
            guard let q = takeEntering(&progress) else { return }
            switch primalStep(entering: q, &progress) {
            case .pivoted: sinceResumed += 1
            case .passed: continue
            case .stop: return
            }
        }
    }

    /// How many pivots one optimisation, or one call's dual repairs, may take before they are
    /// judged to go round in circles (degenerate cycling, or rounding that undoes each pivot):
    /// eight per symbol, and a hundred more for the smallest systems. A simplex that makes
    /// progress reaches its optimum in a small multiple of its rows (a symbol enters a few
    /// times at most), so the limit is far from any run that ends, and reached, it costs no
    /// more than a few passes over the system before the remedy.
    static func pivotLimit(symbols: Int) -> Int { 100 + 8 * symbols }

    /// The pivots passed the limit (see ``PrimalProgress``): the next remedy. False when the
    /// optimisation must stop (numerical trouble, which the solver answers by solving afresh).
    private mutating func escalate(_ progress: inout PrimalProgress) -> Bool {
        progress.pivots = 0
        progress.escalation += 1
        if progress.escalation == 1 {
            refreshReducedCosts()
        } else if noteTrouble() {
            return false
        } else if progress.escalation == 2 {
            progress.strict = true
        } else {
            for s in objective.candidates { objective.isCandidate[s] = false }
            objective.candidates.clear()
        }
        return true
    }

    /// The degenerate pivots in a row (no value moves) after which the primal simplex enters
    /// the lowest candidate, Bland's rule, until a pivot moves again. The steepest candidate
    /// takes fewer pivots but can cycle among ties at a degenerate vertex; Bland's rule cannot.
    /// Any bound keeps the optimisation finite: this one lets a vertex where a few dozen
    /// symbols meet (a row of items at their bounds at once) pivot by the better rule, and
    /// bounds what a cycle costs.
    static let degeneratePivotsBeforeBland = 64

    /// The next candidate to enter, or nil when the optimisation is done. With no candidate
    /// left, the costs are first computed again if they went through magnitudes that leave
    /// rounding behind, and the values checked (``finishOptimizing()``): whatever either
    /// shows can still improve, improves.
    private mutating func takeEntering(_ progress: inout PrimalProgress) -> Symbol? {
        while true {
            if objective.candidates.isEmpty && objective.needsRefresh && progress.refreshes < 2 {
                progress.refreshes += 1
                refreshReducedCosts()
            }
            if objective.candidates.isEmpty {
                finishOptimizing()
                // The dual simplex's pivots keep the costs optimal, but its choice between costs
                // within rounding of each other (beside values near 1e300) can leave one a
                // rounding below zero: the primal simplex goes on from there, a few times.
                if objective.candidates.isEmpty || progress.finishes == 2 { return nil }
                progress.finishes += 1
            }
            if progress.degenerate >= Self.degeneratePivotsBeforeBland { break }
            // None left that may lower the objective: the costs are checked as above.
            if let next = takeSteepestCandidate(strict: progress.strict) { return next }
        }
        guard
            let lowest = objective.candidates.indices.min(by: {
                objective.candidates[$0] < objective.candidates[$1]
            })
        else { return nil }
        let q = objective.candidates.remove(at: lowest)
        objective.isCandidate[q] = false
        return q
    }

    /// The direction in which candidate `q` lowers the objective (with its column computed in
    /// `scratch.pivotColumn`), or nil when it does not.
    private mutating func loweringDirection(of q: Symbol, strict: Bool) -> Double? {
        guard symbols.rowOf[q] == .none, symbols.kinds[q] != .dummy else { return nil }
        // A cost the stored numbers cannot judge is summed afresh from the column (once the
        // optimisation found itself going round in circles, such costs are no direction
        // instead: `strict`).
        var (sign, unsettled) = costDecision(q, strict: strict)
        if unsettled {
            computeColumn(of: q)
            sign = settleCosts(of: q)
        }
        let direction: Double
        if symbols.kinds[q] == .external {
            if sign == 0 { return nil }
            direction = sign < 0 ? 1 : -1
        } else {
            if sign >= 0 { return nil }
            direction = 1
        }
        if !unsettled { computeColumn(of: q) }
        return direction
    }

    /// One step of the primal simplex with `q` entering: the ratio test and the pivot.
    private mutating func primalStep(entering q: Symbol, _ progress: inout PrimalProgress) -> PrimalStep {
        guard let direction = loweringDirection(of: q, strict: progress.strict) else { return .passed }
        let (leaving, bestRatio) = choosePrimalPivot(entering: q, direction: direction)
        // A bound beyond the largest double: the move overflows; the caller's guard refuses
        // the operation.
        if leaving != .none && !bestRatio.isFinite {
            note(bestRatio)
            return .passed
        }
        // An objective of weighted errors is bounded below, so a lowering direction always
        // meets a bound; none found means the move costs nothing after all (rounding), or that
        // the bound it meets is beyond the largest double (noted above).
        guard leaving != .none else { return noteTrouble() ? .stop : .passed }
        progress.degenerate = bestRatio == 0 ? progress.degenerate + 1 : 0
        progress.pivots += 1
        pivot(entering: q, leaving: leaving, step: bestRatio * direction)
        // The ratio test passes over rates far below the column's largest (threshold
        // pivoting): a basic symbol such a rate moved past its bound is queued here, and the
        // dual simplex repairs it when the optimisation ends (`finishOptimizing`). Its value
        // was moved right, so computing it again from its row would not show it.
        noteInfeasibleAlongColumn()
        return .pivoted
    }

    /// Recomputes the moved values from their rows; one that this shows out of bounds (a
    /// bound that rounding at a far larger magnitude hid from the ratio test) is repaired by
    /// the dual simplex.
    private mutating func finishOptimizing() {
        refreshValues()
        // The required constraints held before the optimiser ran: a value the dual simplex
        // cannot bring back is rounding at the magnitudes around it, and stays unqueued (see
        // `dualOptimize()`).
        if !infeasible.isEmpty && dualOptimize() != .none { infeasible.clear() }
    }

    /// The primal ratio test over `scratch.pivotColumn`, the column of entering symbol `q` moving in
    /// `direction`: the basic symbol (other than those `excluded`) that meets its bound first
    /// (a dummy at once; ties to the lowest symbol) and the step to it — infinite when the bound lies beyond the largest
    /// double — or ``Symbol/none`` when none bounds the move.
    ///
    /// Every rate in the column counts, however small: what was only rounding is 0 already
    /// (see `accumulated(_:)`), and a rate that is small because the coefficients are
    /// (`1e-9 * x`, or 1e150 beside 1) is real.
    @inline(__always)
    func ratioTest(
        entering q: Symbol, direction: Double, excluding excluded: [Symbol] = []
    ) -> (leaving: Symbol, ratio: Double) {
        // Threshold pivoting: a rate far smaller than the column's largest is, more often than
        // not, what is left of a cancellation the accumulator could not tell from a real rate
        // (its parts were themselves rounded), and pivoting on it leaves the basis
        // ill-conditioned: values far beyond anything the constraints say. Such a rate does not
        // bound the move. (Given numbers beyond 1e12, rates carry that much rounding anyway,
        // and the engine's handling of far-apart magnitudes decides: see `singular`.)
        // When every rate that bounds the move is below the threshold, they still bound it: a pivot the threshold would not take is better than none (no
        // leaving symbol would end the optimisation short of the optimum: rates of 0.1 beside
        // 10⁶ in one column are real, and that column's move is the one that lowers the
        // objective). The second pass takes the tightest bound among every rate.
        var guarded = withinRange
        while true {
            let (leaving, ratio) = ratioTestPass(
                entering: q, direction: direction, excluding: excluded, threshold: guarded)
            if leaving != .none || !guarded { return (leaving, ratio) }
            guarded = false
        }
    }

    /// One pass of ``ratioTest(entering:direction:excluding:)``: with `threshold`, rates below
    /// ``pivotThreshold`` of the column's largest are left out and Harris's two passes choose
    /// among the rest; without, the tightest bound among every rate.
    @inline(__always)
    private func ratioTestPass(
        entering q: Symbol, direction: Double, excluding excluded: [Symbol], threshold guarded: Bool
    ) -> (leaving: Symbol, ratio: Double) {
        let (threshold, bound) =
            guarded ? harrisBound(entering: q, direction: direction, excluding: excluded) : (0, .infinity)
        // The tightest bound, ties to the lowest symbol; and, of the symbols within Harris's
        // bound, the one with the largest rate.
        var leaving = Symbol.none, bestRatio = Double.infinity, leavingRate = 0.0
        var largest = Symbol.none, largestRatio = Double.infinity, largestRate = 0.0
        for (b, delta) in scratch.pivotColumn where b != q {
            if !excluded.isEmpty && excluded.contains(b) { continue }
            let kind = symbols.kinds[b]
            if kind == .external { continue }
            let rate = delta * direction
            // A required equality's dummy bounds every move that moves it, however small its
            // rate: passed over, the move broke the equality (a rate of 1 beside 2.1·10⁷).
            if abs(rate) < threshold && kind != .dummy { continue }
            let ratio: Double
            if kind == .dummy {
                guard rate != 0 else { continue }
                ratio = 0
            } else {
                guard rate < 0, !isPastBound(b) else { continue }
                ratio = max(0, symbols.values[b]) / -rate
            }
            if leaving == .none || ratio < bestRatio || (ratio == bestRatio && b < leaving) {
                leaving = b; bestRatio = ratio; leavingRate = abs(rate)
            }
            if guarded && ratio <= bound && abs(rate) > largestRate {
                largest = b; largestRatio = ratio; largestRate = abs(rate)
            }
        }
        // A pivot element far below the largest one within the bound is traded for it (Harris's
        // second pass); otherwise the tightest bound stands, as the rest of the engine expects
        // of degenerate steps (the lowest symbol keeps them from cycling).
        if largest != .none && leavingRate < harrisTrade * largestRate { return (largest, largestRatio) }
        return (leaving, bestRatio)
    }

    /// Harris's first pass over ``Scratch/pivotColumn`` for ``ratioTestPass(entering:direction:excluding:threshold:)``:
    /// the threshold below which a rate is left out (``pivotThreshold`` of the column's
    /// largest), and the tightest bound on the move with every value allowed a little beyond
    /// its own.
    @inline(__always)
    private func harrisBound(
        entering q: Symbol, direction: Double, excluding excluded: [Symbol]
    ) -> (threshold: Double, bound: Double) {
        var largestRate = 0.0
        for (b, delta) in scratch.pivotColumn where b != q && symbols.kinds[b] != .external {
            largestRate = max(largestRate, abs(delta))
        }
        let threshold = pivotThreshold * largestRate
        var bound = Double.infinity
        for (b, delta) in scratch.pivotColumn where b != q {
            if !excluded.isEmpty && excluded.contains(b) { continue }
            let kind = symbols.kinds[b], rate = delta * direction
            if kind == .external || (abs(rate) < threshold && kind != .dummy) { continue }
            if kind == .dummy {
                if rate != 0 { bound = min(bound, harrisTolerance / abs(rate)) }
            } else if rate < 0 && !isPastBound(b) {
                let value = max(0, symbols.values[b])
                bound = min(bound, (value + harrisTolerance * max(1, value)) / -rate)
            }
        }
        return (threshold, bound)
    }

    /// Whether basic symbol `b` is already past its bound beyond rounding: an earlier pivot's
    /// threshold passed over its rate (see ``ratioTest(entering:direction:excluding:)``), and
    /// the pivot queued it in `infeasible` for the dual simplex. Such a symbol does not bound
    /// a primal move. Taken as the leaving symbol at a step of 0, it would be set to its
    /// bound, 0, with nothing else moved: every row that mentions it would stop holding by its
    /// value (17 units off in rows of 120, and a wish 57 off at the end of the optimisation).
    /// Moved further along the column like every other basic symbol, it stays what its row
    /// says, and the dual simplex brings it back, keeping the objective optimal.
    @inline(__always)
    private func isPastBound(_ b: Symbol) -> Bool {
        symbols.values[b] < -epsilon && isInfeasible(b)
    }

    /// The primal ratio test for entering symbol `q` moving in `direction` (its column in
    /// `scratch.pivotColumn`), with the leaving symbol's tableau row then in `scratch.pivotRow`; as
    /// ``ratioTest(entering:direction:excluding:)``, whose result it returns.
    ///
    /// The pivot element is computed twice, as the column's rate for the leaving symbol and
    /// as the row's coefficient of `q`, along different paths through the rows (revised
    /// simplex codes such as HiGHS compare the two as well). Where the row has no coefficient
    /// for `q`, or one of the other sign, the rate is what is left of a cancellation at far
    /// larger magnitudes (values near 1e300 leave rates of 1e-11 where the row has none), and
    /// pivoting on it would leave the basis singular: that symbol does not bound the move,
    /// and the test runs again without it. Where the two only differ by more than
    /// ``pivotAgreement``, another symbol whose two agree is preferred; if there is none, the
    /// first of those is the pivot after all (rows combined beside 1e300 carry errors of a
    /// few parts per million, and refusing a real pivot would leave the optimisation short of
    /// the optimum). The column keeps every rate, so that every value is still computed again
    /// from its row.
    mutating func choosePrimalPivot(entering q: Symbol, direction: Double) -> (leaving: Symbol, ratio: Double) {
        var excluded: [Symbol] = []
        var fallback: (leaving: Symbol, ratio: Double)? = nil
        while true {
            let (leaving, ratio) = ratioTest(entering: q, direction: direction, excluding: excluded)
            if leaving == .none || !ratio.isFinite {
                guard leaving == .none, let fallback else { return (leaving, ratio) }
                let column = scratch.pivotColumn
                computeRow(of: fallback.leaving)
                scratch.pivotColumn = column
                return fallback
            }
            let column = scratch.pivotColumn
            computeRow(of: leaving)
            scratch.pivotColumn = column
            var fromRow = 0.0, fromColumn = 0.0
            for (j, a) in scratch.pivotRow where j == q { fromRow = a }
            for (b, a) in column where b == leaving { fromColumn = a }
            switch comparePivots(fromRow, fromColumn) {
            case .agree: return (leaving, ratio)
            case .close: if fallback == nil { fallback = (leaving, ratio) }
            case .disagree: break
            }
            excluded.append(leaving)
        }
    }

    /// How a pivot element computed from the leaving symbol's tableau row and the same element
    /// computed from the entering symbol's column compare.
    enum PivotAgreement {
        /// One number: within ``pivotAgreement`` of each other relative to the larger
        /// (rounding keeps the two within about 1e-12 in a well-scaled system).
        case agree
        /// Of one sign, both nonzero, but further apart than that.
        case close
        /// One is zero, or they differ in sign: not a pivot.
        case disagree
    }

    /// Compares a pivot element computed from a row and from a column (see
    /// ``PivotAgreement``).
    func comparePivots(_ fromRow: Double, _ fromColumn: Double) -> PivotAgreement {
        guard fromRow != 0 && fromColumn != 0 && (fromRow > 0) == (fromColumn > 0) else { return .disagree }
        return abs(fromRow - fromColumn) <= pivotAgreement * max(abs(fromRow), abs(fromColumn)) ? .agree : .close
    }

    /// The lowest parametric symbol that costs nothing at any level and whose move lowers
    /// `goal` (reduced costs over the symbols, of an objective other than the engine's), and
    /// the direction it moves in; nil when none does. Bland's rule for the searches over the
    /// set of optimal solutions.
    func costFreeEntering(lowering goal: [Double]) -> (symbol: Symbol, move: Double)? {
        for q in symbols.all where goal[q] != 0 {
            guard symbols.rowOf[q] == .none, symbols.kinds[q] != .dummy, isCostFree(q) else { continue }
            if goal[q] < -epsilon { return (q, 1) }
            if goal[q] > epsilon && symbols.kinds[q] == .external { return (q, -1) }
        }
        return nil
    }

    // MARK: Dual simplex

    /// Brings every infeasible basic symbol back within its bounds, keeping the objective
    /// optimal. Returns the symbol that cannot be brought back (its row proves the required
    /// constraints inconsistent), or ``Symbol/none`` when all are feasible.
    ///
    /// In rounds, each in three phases: every symbol out of bounds, furthest first, leaves
    /// the basis (its tableau row: ``dualLeavingRow(of:delta:)``; the symbol that enters in
    /// its place: ``dualEntering(for:delta:)``); the values are computed again from the rows;
    /// after the first round, the symbols whose rows had nothing to enter are judged
    /// (``firstProvenInconsistent(_:)``). A value computed again can show a bound rounding
    /// had hidden, so up to four rounds run. Last, costs that went through huge magnitudes
    /// are summed afresh (``refreshCostsAfterRepair()``).
    mutating func dualOptimize() -> Symbol {
        if !costsMayWait { flushPendingCosts() }
        var repairs = DualRepairs(
            pivotsBefore: counters.pivotCount, pivotLimit: Self.pivotLimit(symbols: symbols.kinds.count))
        while true {
            if let verdict = repairQueued(&repairs) { return verdict }
            refreshValues()
            if repairs.rounds == 0, let b = firstProvenInconsistent(repairs.deferred) { return b }
            // Computed again from its row, a value can show a bound that rounding at a far
            // larger magnitude hid from the rates: repaired the same way.
            repairs.rounds += 1
            if infeasible.isEmpty { break }
            if repairs.rounds == 4 {
                // What is still out of bounds stays, as above: nothing is left queued, so that
                // the engine after this call is what the next call starts from, failed or not.
                infeasible.clear()
                if noteTrouble() { return .none }
                break
            }
        }
        refreshCostsAfterRepair()
        // A flip with no closing pivot: the primal simplex settles the costs it left.
        if repairs.unsettled && !objective.candidates.isEmpty && !optimizing { optimize() }
        return .none
    }

    /// What the rounds of ``dualOptimize()`` share.
    private struct DualRepairs {
        /// Rounds done: each repairs what is queued, then computes the values again.
        var rounds = 0
        /// First-round symbols whose rows leave nothing to enter, judged once the rest are
        /// repaired (see `firstProvenInconsistent`). Empty, allocating nothing, on every
        /// other path.
        var deferred: [Symbol] = []
        /// Bound flips that no pivot closed: costs of the wrong sign for the primal simplex.
        var unsettled = false
        /// Whether repairs may still flip bounds (see Simplex+BoundFlips.swift).
        var flipsAllowed = true
        /// The pivot count when the call began, and how many pivots past it mean the dual
        /// simplex is going round in circles (see `troubled`).
        let pivotsBefore: Int
        let pivotLimit: Int
    }

    /// Repairs every symbol queued out of bounds, the most infeasible first. Nil once the
    /// queue is empty; otherwise what ``dualOptimize()`` returns: ``Symbol/none`` in
    /// numerical trouble (the queue cleared), or a symbol whose row proves the required
    /// constraints inconsistent.
    private mutating func repairQueued(_ repairs: inout DualRepairs) -> Symbol? {
        while let b = takeMostInfeasible() {
            if !numerics.troubled && counters.pivotCount &- repairs.pivotsBefore > repairs.pivotLimit { noteTrouble() }
            if numerics.troubled {
                infeasible.clear()
                return Symbol.none
            }
            switch repair(b, flipping: repairs.flipsAllowed) {
            case .repaired:
                continue
            case .stuck:
                // In the first round this row proves the required constraints inconsistent —
                // if the value is what it seems: judged when the round is over (see
                // `firstProvenInconsistent`). Later, for a value only computed again, it
                // proves no more than that the value's row cannot be held closer at these
                // magnitudes: it stays.
                if repairs.rounds == 0 { repairs.deferred.append(b) }
            case .stuckAfterFlips:
                // Judged at once, from the row as it stands: the rows of other symbols still
                // out of bounds would take the flips back (see Simplex+BoundFlips.swift). No
                // more flips in this call.
                repairs.unsettled = true
                repairs.flipsAllowed = false
                refreshValues()
                if repairs.rounds == 0, let proven = firstProvenInconsistent([b]) { return proven }
            }
        }
        return nil
    }

    /// How ``repair(_:)`` ended.
    private enum RepairOutcome {
        /// The symbol left the basis, or was brought back without (see `dualLeavingRow`).
        case repaired
        /// Its row has nothing to enter.
        case stuck
        /// Its row has nothing left to enter after bound flips, which no pivot closed.
        case stuckAfterFlips
    }

    /// One repair of the dual simplex: basic symbol `b`, out of bounds, leaves the basis (its
    /// tableau row: ``dualLeavingRow(of:delta:)``; the symbol that enters in its place:
    /// ``dualEntering(for:delta:)``, after the symbols that meet another bound on the way are
    /// moved to it: ``flipToBound(entering:coefficient:repairing:by:)``).
    private mutating func repair(_ b: Symbol, flipping: Bool) -> RepairOutcome {
        let side = -symbols.values[b]  // to 0: the bound of a restricted symbol and of a dummy
        guard dualLeavingRow(of: b, delta: side) else { return .repaired }
        var delta = side
        // Flips repair restricted symbols (see Simplex+BoundFlips.swift).
        let flips = flipping && withinRange && symbols.kinds[b] != .dummy
        var (entering, bestA) = dualEntering(for: b, delta: side)
        var flipped = false
        // The first scan after a flip ranks the row's best candidates, for the flips after it:
        // a repair that flips nothing scans as it always did.
        boundFlips.ranked.clear()
        while entering != .none && flips && flipToBound(entering: entering, coefficient: bestA, repairing: b, by: delta)
        {
            flipped = true
            delta = -symbols.values[b]
            (entering, bestA) = dualEntering(for: b, delta: side, afterFlip: true)
        }
        if entering == .none { return flipped ? .stuckAfterFlips : .stuck }
        // After flips, what is left of the repair (nothing, when rounding made up the rest: the
        // pivot still closes the flips).
        let step = flipped ? max(delta, 0) / bestA : delta / bestA
        pivot(entering: entering, leaving: b, step: step)
        noteInfeasibleAlongColumn()
        return .repaired
    }

    /// The dual simplex's first phase for `b`, a basic symbol `delta` away from its bound:
    /// puts `b`'s tableau row in `scratch.pivotRow` and returns true, or, where the row is long and a
    /// variable close by with no cost to move can take `b` back (see
    /// ``freeEntering(movingOutOf:)``), makes that pivot instead and returns false.
    private mutating func dualLeavingRow(of b: Symbol, delta: Double) -> Bool {
        if computeRowThroughSharedRow(of: b, limit: ranks.searchThreshold)
            || computeRow(of: b, limit: ranks.searchThreshold)
        {
            return true
        }
        if let (q, rate) = freeEntering(movingOutOf: b) {
            scratch.pivotRow.clear()
            scratch.pivotRowMagnitude.clear()
            scratch.pivotRow.append((q, rate))
            scratch.pivotRowMagnitude.append(abs(rate))
            pivot(entering: q, leaving: b, step: delta / rate)
            noteInfeasibleAlongColumn()
            return false
        }
        // The depth-first search just gave up on this row: the ranked one goes first, rather
        // than the same depth-first walk again.
        if !(ranks.valid && combineRowsByRank(of: CollectionOfOne(b), times: CollectionOfOne(1.0))) {
            computeRow(of: b)
        } else {
            copyAccumulatorToPivotRow()
        }
        return true
    }

    /// The dual simplex's ratio test: the symbol of `scratch.pivotRow` (the leaving symbol `b`'s
    /// tableau row, `b` being `delta` from its bound) that enters, and its coefficient, or
    /// ``Symbol/none`` when none can (the row proves `b` cannot be brought back). Leaves the
    /// entering symbol's column in `scratch.pivotColumn`.
    ///
    /// As in the primal ratio test, every coefficient of the row counts — unless the entering
    /// symbol's column has no matching rate for `b` (see `choosePrimalPivot`): then the
    /// coefficient was rounding, and the next best enters; one whose rate only differs enters
    /// if no other agrees. No threshold on the coefficients here (unlike the primal ratio
    /// test): the least ratio is what keeps every reduced cost of the right sign (the optimum
    /// at every level) — a weak error's coefficient of 1 beside 10¹⁰ in the row, passed over,
    /// let a strong edit give way to a weak constraint — and among ratios that tie,
    /// ``ratioLess`` already takes the largest coefficient, which is all a threshold could add.
    ///
    /// With `afterFlip`, the next of the row's best candidates that its last scan kept in
    /// order enters (see ``BoundFlips/ranked``), and the row is scanned only when they run out:
    /// that scan keeps them again. A repair that flips nothing scans as it always did.
    private mutating func dualEntering(
        for b: Symbol, delta: Double, afterFlip: Bool = false
    ) -> (symbol: Symbol, coefficient: Double) {
        var excluded: [Symbol] = []
        var fallback: (symbol: Symbol, a: Double)? = nil
        while true {
            var (entering, bestA, _) =
                afterFlip
                ? nextRankedCandidate(excluding: excluded) ?? scanRow(delta: delta, excluding: excluded, ranking: true)
                : scanRow(delta: delta, excluding: excluded, ranking: false)
            if entering == .none {
                if let fallback {
                    entering = fallback.symbol
                    bestA = fallback.a
                    computeColumn(of: entering)
                }
                return (entering, bestA)
            }
            if symbols.kinds[entering] == .external && hasNoCost(entering) {
                (entering, bestA) = nearestFreeTie(of: entering, bestA, excluding: excluded)
            }
            // The check: the entering column's rate for `b` should be the row's coefficient.
            if !computeLocalColumn(of: entering) { computeColumn(of: entering) }
            var fromColumn = 0.0
            for (s, x) in scratch.pivotColumn where s == b { fromColumn = x }
            let agreement = comparePivots(bestA, fromColumn)
            if agreement == .agree { return (entering, bestA) }
            if agreement == .close && fallback == nil { fallback = (entering, bestA) }
            excluded.append(entering)
        }
    }

    /// The ratio test's scan of `scratch.pivotRow` for ``dualEntering(for:delta:afterFlip:)``:
    /// the symbol with the least ratio (``ratioLess``) that may move the way `delta` asks, not
    /// a dummy and not `excluded`, with its coefficient and direction (``Symbol/none`` when
    /// there is none). With `ranking`, the best ``rankedCount`` are kept in order in
    /// ``BoundFlips/ranked`` for the repairs that follow a flip. Inlined into its one caller
    /// (as a call it cost the space-between sweep 0.4 % more instructions).
    @inline(__always)
    private mutating func scanRow(
        delta: Double, excluding excluded: [Symbol], ranking: Bool
    ) -> (symbol: Symbol, coefficient: Double, direction: Double) {
        var entering = Symbol.none, bestA = 0.0, bestDirection = 1.0
        // Out of the engine while kept (a method call on the engine for each copied the engine),
        // and the order read from the objective (``ratioLess`` on the engine copied it too).
        let within = withinRange
        var ranked = ScratchArray<(symbol: Symbol, coefficient: Double, direction: Double)>()
        if ranking {
            swap(&ranked, &boundFlips.ranked)
            ranked.clear()
        }
        // By index, as in `pivot`: nothing in this loop writes the row.
        for i in 0..<scratch.pivotRow.count {
            let (j, a) = scratch.pivotRow[i]
            let kind = symbols.kinds[j]
            if kind == .dummy || a == 0 { continue }
            if !excluded.isEmpty && excluded.contains(j) { continue }
            var direction = 1.0
            if kind == .external {
                direction = (a > 0) == (delta > 0) ? 1 : -1
            } else if (a > 0) != (delta > 0) {
                continue
            }
            if ranking { rank((j, a, direction), into: &ranked, withinRange: within) }
            if entering == .none
                || objective.ratioLess(j, a, direction, entering, bestA, bestDirection, withinRange: within)
            {
                entering = j; bestA = a; bestDirection = direction
            }
        }
        if ranking {
            swap(&ranked, &boundFlips.ranked)
            boundFlips.next = 0
        }
        return (entering, bestA, bestDirection)
    }

    /// Inserts `candidate` into `ranked`, the best ``rankedCount`` of the ratio test's order
    /// so far, in that order (or leaves it out, when the ranked are full and all come first).
    @inline(__always)
    private func rank(
        _ candidate: (symbol: Symbol, coefficient: Double, direction: Double),
        into ranked: inout ScratchArray<(symbol: Symbol, coefficient: Double, direction: Double)>,
        withinRange within: Bool
    ) {
        let (j, a, direction) = candidate
        var i = ranked.count, takes = true
        if i == Self.rankedCount {
            let last = ranked[i - 1]
            takes = objective.ratioLess(
                j, a, direction, last.symbol, last.coefficient, last.direction, withinRange: within)
            i -= 1
        } else {
            ranked.append(candidate)
        }
        while takes && i > 0 {
            let before = ranked[i - 1]
            if !objective.ratioLess(
                j, a, direction, before.symbol, before.coefficient, before.direction, withinRange: within)
            {
                break
            }
            ranked[i] = before
            i -= 1
        }
        if takes { ranked[i] = candidate }
    }

    /// The first round's proofs of inconsistency, judged once the round is over: the first
    /// of `deferred` (symbols whose rows had nothing to enter) still out of bounds, its value
    /// computed again from its row, listed as infeasible; nil when none is.
    ///
    /// A proof that holds in exact terms still holds: every other basic symbol is within its
    /// bounds now, so were these all within theirs, the required constraints would be met —
    /// one of them is still out. If none is, each was an echo of rounding: values near 1e300
    /// that lost a move of 1e150 to rounding leave the dummy of a duplicated equality,
    /// computed from its row as written, 1e149 off, while in exact terms it is 0 (its tableau
    /// row holds only the other dummy).
    private mutating func firstProvenInconsistent(_ deferred: [Symbol]) -> Symbol? {
        for b in deferred where symbols.rowOf[b] != .none {
            let v = valueIfBasic(b, in: symbols.rowOf[b])
            if v.isFinite && v != symbols.values[b] { setValue(b, v) }
            if isInfeasible(b) {
                listInfeasible(b)
                return b
            }
        }
        return nil
    }

    /// The dual simplex's last phase: costs that went through huge magnitudes are computed
    /// again (see `optimize()`), and the optimum restored if they show it was lost. Inside
    /// `optimize()` (its final repair), the optimiser's own loop takes the candidates up:
    /// optimising again from here went back and forth between the two without end beside
    /// values near 1e300, where every pivot sets the alarm again (the fuzzer found the
    /// recursion, which overflowed the stack after a minute).
    private mutating func refreshCostsAfterRepair() {
        guard objective.needsRefresh else { return }
        refreshReducedCosts()
        if !objective.candidates.isEmpty && !optimizing { optimize() }
    }

    /// For the dual simplex, when the tableau row of `b` (a basic symbol out of bounds) is
    /// long: a parametric variable with no cost that the rows close to `b`'s mention, and the
    /// rate at which `b` moves with it — found by the variable's column instead of `b`'s row:
    /// a few rows down from `b`'s, the first such variable whose column moves `b`. The column
    /// is left in `scratch.pivotColumn`. Nil when there is none close by.
    ///
    /// Such a variable is always among the dual simplex's best choices: a variable's ratio is
    /// its cost over its coefficient, and none is below 0. And with no cost to move, the pivot
    /// moves no reduced cost along the row, so the rest of the row is not needed. A card whose
    /// position is chained to the card above last of all (a feed built leaves first) is
    /// pinned by the variable that moves it as a whole, found in its own rows; its row,
    /// through the chain of every card above it, is never computed.
    ///
    /// The search is local by design, so it is bounded: it reads at most
    /// ``freeEnteringRows`` rows and keeps at most ``freeEnteringCandidates`` variables, each
    /// costing a column. Where it finds nothing, `b`'s row is computed as it would have been,
    /// and the search cost a fixed amount beside that row, which is long by assumption: the
    /// two numbers bound that cost.
    mutating func freeEntering(movingOutOf b: Symbol) -> (symbol: Symbol, rate: Double)? {
        guard symbols.rowOf[b] != .none else { return nil }
        search.stamp &+= 1
        search.queue.clear()
        search.queue.append(symbols.rowOf[b])
        search.rowStamp[symbols.rowOf[b]] = search.stamp
        scratch.freeCandidates.clear()
        var head = 0
        while head < search.queue.count && head < Self.freeEnteringRows
            && scratch.freeCandidates.count < Self.freeEnteringCandidates
        {
            let r = search.queue[head]
            head += 1
            for i in rows.terms.span(r) {
                let s = rows.terms.storage[i].symbol
                let k = symbols.rowOf[s]
                if k == .none {
                    if symbols.kinds[s] == .external && hasNoCost(s)
                        && scratch.freeCandidates.count < Self.freeEnteringCandidates
                        && !scratch.freeCandidates.contains(s)
                    {
                        scratch.freeCandidates.append(s)
                    }
                } else if k != r && search.rowStamp[k] != search.stamp {
                    search.rowStamp[k] = search.stamp
                    search.queue.append(k)
                }
            }
        }
        search.stamp &+= 1
        counters.rowsVisited += head
        for i in scratch.freeCandidates.indices {
            let q = scratch.freeCandidates[i]
            computeColumn(of: q)
            for (s, rate) in scratch.pivotColumn where s == b && rate != 0 { return (q, rate) }
        }
        return nil
    }

    /// The most rows ``freeEntering(movingOutOf:)`` reads, nearest first.
    static let freeEnteringRows = 64
    /// The most variables with no cost ``freeEntering(movingOutOf:)`` tries, each by its
    /// column.
    static let freeEnteringCandidates = 4

    /// Among the variables of `scratch.pivotRow` that, like `entering` (coefficient `a`), have no cost
    /// at any level — the dual simplex's exact ties: each has the ratio 0, and entering any of
    /// them moves no reduced cost — the one whose column reaches the fewest rows, with its
    /// coefficient. `entering` itself when it is the only one, or when its own column reaches
    /// no more than ``freeTieBudget`` rows (then the choice stays the ratio test's, and so does
    /// every pivot of a small system).
    ///
    /// Which of them enters decides only which values move — no reduced cost, so no level's
    /// optimum — and the column of the one that enters is computed next: a position that moves
    /// every card linked below it, or one that moves its own card. A social feed whose cards
    /// are linked last first ties at every link between the card above, not linked yet, and
    /// the cards below, and took the lowest symbol: the cards below, each link a walk through
    /// all of them (the feed's build grew as n^1.6). The columns are measured in a race
    /// (``upwardReach(of:cap:)`` within a budget, four times larger each round until one
    /// finishes), so the race costs at most a few times the shortest column for each tie.
    /// Coefficients below a tenth of the largest tied one are left out: a pivot element that
    /// small is what the ratio test's preference for large coefficients avoids.
    private mutating func nearestFreeTie(
        of entering: Symbol, _ a: Double, excluding excluded: [Symbol]
    ) -> (symbol: Symbol, coefficient: Double) {
        // The tied variables, in the row's order: no cost, not excluded by a disagreeing column.
        func isTied(_ j: Symbol, _ c: Double) -> Bool {
            c != 0 && symbols.kinds[j] == .external && hasNoCost(j) && (excluded.isEmpty || !excluded.contains(j))
        }
        var largest = abs(a), tied = 0
        for i in 0..<scratch.pivotRow.count where isTied(scratch.pivotRow[i].symbol, scratch.pivotRow[i].coefficient) {
            tied += 1
            largest = max(largest, abs(scratch.pivotRow[i].coefficient))
        }
        guard tied > 1, upwardReach(of: entering, cap: Self.freeTieBudget) == nil else { return (entering, a) }
        var best = entering, bestA = a, bestReach = Int.max
        var cap = Self.freeTieBudget
        while bestReach == .max {
            for i in 0..<scratch.pivotRow.count {
                let (j, c) = scratch.pivotRow[i]
                guard isTied(j, c), abs(c) >= 0.1 * largest, let reach = upwardReach(of: j, cap: cap) else { continue }
                if reach < bestReach || (reach == bestReach && ratioLess(j, c, 1, best, bestA, 1)) {
                    best = j; bestA = c; bestReach = reach
                }
            }
            if cap >= rows.terms.count { break }
            cap = cap <= rows.terms.count / 4 ? 4 * cap : rows.terms.count
        }
        return bestReach == .max ? (entering, a) : (best, bestA)
    }

    /// The rows a search up from `s` would reach (the rows that mention it, the rows that
    /// mention their basic symbols, and so on), or nil once there are more than `cap`.
    private mutating func upwardReach(of s: Symbol, cap: Int) -> Int? {
        search.stamp &+= 1
        let stamp = search.stamp
        search.queue.clear()
        for i in symbols.columns.span(s) {
            let r = symbols.columns.storage[i]
            if rows.basic[r] == .none || search.rowStamp[r] == stamp { continue }
            search.rowStamp[r] = stamp
            search.queue.append(r)
        }
        var head = 0
        defer { counters.rowsVisited += head }
        while head < search.queue.count {
            if search.queue.count > cap { return nil }
            let r = search.queue[head]
            head += 1
            for i in symbols.columns.span(rows.basic[r]) {
                let k = symbols.columns.storage[i]
                if k == r || rows.basic[k] == .none || search.rowStamp[k] == stamp { continue }
                search.rowStamp[k] = stamp
                search.queue.append(k)
            }
        }
        return search.queue.count > cap ? nil : search.queue.count
    }

    /// The column length below which ``nearestFreeTie(of:_:excluding:)`` keeps the ratio
    /// test's choice, and its race's first budget: a card of a feed is about 40 rows, so a
    /// column this short moves a card or two, and measuring the others would cost more than
    /// it could save.
    static let freeTieBudget = 64

    /// Whether `s`'s reduced cost is exactly 0 at every level.
    @inline(__always)
    func hasNoCost(_ s: Symbol) -> Bool {
        for k in objective.reduced.indices where objective.reduced[k][s] != 0 { return false }
        return true
    }

    /// How far the value of `s`, a restricted symbol or a dummy, lies out of its bounds: below
    /// 0, or off 0 for a dummy. Negative or 0 within them.
    @inline(__always)
    func outOfBounds(_ s: Symbol) -> Double {
        symbols.kinds[s] == .dummy ? abs(symbols.values[s]) : -symbols.values[s]
    }

    /// Lists basic symbol `s`, out of bounds, for the dual simplex (see ``InfeasibleList``).
    @inline(__always)
    mutating func listInfeasible(_ s: Symbol) {
        let out = outOfBounds(s)
        infeasible.insert(s, outBy: out.isNaN ? .infinity : out)
    }

    /// The listed symbol furthest out of bounds, taken off ``infeasible``: the dual simplex's
    /// choice of the row to repair, Dantzig's rule as the dual simplex codes have it (HiGHS's
    /// `HEkkDualRHS::chooseNormal` takes the largest infeasibility, weighted by its edge).
    /// An entry whose value came closer since it was listed goes back on the list at its value
    /// now, so that what comes out is out furthest as the values stand; one whose symbol is no
    /// longer basic, or is within its bounds but for rounding (``isInfeasible(_:)``), is
    /// dropped. (``freeSymbol(_:)`` takes a freed symbol's entries off, so every entry names a
    /// symbol the engine holds.)
    ///
    /// Taking the symbol listed last (kiwi's choice) let one required inequality's repair run
    /// 2 700 pivots through a general system of 140 variables: each pivot repaired a symbol
    /// the one before had just moved out, by a little, and moved others out in turn. Repaired
    /// largest first, the same repair takes 86 pivots; on the layout-shaped motifs of the
    /// performance fuzzer the dual simplex's pivots fall by a quarter on chains and by six
    /// sevenths on tables.
    mutating func takeMostInfeasible() -> Symbol? {
        while let entry = infeasible.takeFirst() {
            let s = entry.symbol
            guard symbols.rowOf[s] != .none else { continue }
            let out = outOfBounds(s)
            if out > 0 && out < entry.outBy {
                infeasible.insert(s, outBy: out)
            } else if isInfeasible(s) {
                return s
            }
        }
        return nil
    }

    /// Queues the basic symbols of `scratch.pivotColumn` that the pivot moved out of bounds. (Read by
    /// index: a loop over the column while queueing copied the engine's state on every pivot.)
    mutating func noteInfeasibleAlongColumn() {
        for i in scratch.pivotColumn.indices {
            let s = scratch.pivotColumn[i].symbol
            if symbols.rowOf[s] != .none && isInfeasible(s) { listInfeasible(s) }
        }
    }

    /// Whether entering `j` (coefficient `a`, moving in `direction`) costs less per unit of
    /// repair than entering `k` (``Objective/ratioLess(_:_:_:_:_:_:withinRange:)``).
    ///
    /// Inlined: a call on the engine from a mutating method copies the engine's 2 KB first,
    /// which in the dual ratio test's scan was one copy per entry of the row (6 % of the
    /// space-between sweep's time).
    @inline(__always)
    func ratioLess(_ j: Symbol, _ a: Double, _ dj: Double, _ k: Symbol, _ b: Double, _ dk: Double) -> Bool {
        objective.ratioLess(j, a, dj, k, b, dk, withinRange: withinRange)
    }
}
