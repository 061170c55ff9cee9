/// Rows coming and going, constants moving, costs changing.
extension Simplex {
    // MARK: Placing a row

    /// The value `s` takes when row `r` is solved for it at the current values.
    @inline(__always)
    func valueIfBasic(_ s: Symbol, in r: RowIndex) -> Double {
        var sum = rows.rhs[r], a = 0.0
        for i in rows.terms.span(r) {
            let term = rows.terms.storage[i]
            if term.symbol == s { a = term.coefficient } else { sum -= term.coefficient * value(of: term.symbol) }
        }
        return quotient(sum, a)
    }

    /// Chooses the basic symbol of new row `r` and makes it feasible. The subject is a
    /// variable no other row mentions when there is one (it is free, so the row costs nothing
    /// and changes no other value); otherwise the constraint's own marker or error symbol,
    /// whichever is not negative. Returns ``Symbol/none``, or the basic symbol the dual simplex
    /// could not make feasible (the required constraints conflict; the caller rolls back).
    mutating func place(row r: RowIndex, marker: Symbol, other: Symbol) -> Symbol {
        let subject = subject(ofRow: r, marker: marker, other: other)
        let v = valueIfBasic(subject, in: r)
        let kind = symbols.kinds[subject]
        if kind != .external && (kind == .dummy ? abs(v) > epsilon : v < -epsilon),
            let (p, value) = feasibleSubject(of: r)
        {
            // The marker would start out of bounds (a minimum added after the variable was
            // used, an edge that closes a cycle), but a variable can take the row without
            // breaking any bound: no dual simplex, so a batch need not bring its costs up to
            // date here.
            moveValues(alongColumnBy: value, except: p, .none)
            // The row takes `p`, or (when `p` is in a row of one of its variables) that
            // variable, whose row takes `p`.
            augment(from: r, to: p)
            setValue(p, value)
            markMoved(p)
            moveCosts(ontoRowOf: p)
            noteCandidates(inRow: r, except: rows.basic[r])
            return .none
        }
        setBasic(r, subject)
        setValue(subject, v)
        moveCosts(ontoRowOf: subject)
        noteCandidates(inRow: r, except: subject)
        return isInfeasible(subject) ? repairPlaced(row: r, subject: subject) : .none
    }

    /// The symbol a new row `r` is first solved for (see ``place(row:marker:other:)``): a
    /// variable no other row mentions, else the constraint's marker — or, for an optional
    /// constraint, its other error symbol when the marker would start below 0.
    @inline(__always)
    private func subject(ofRow r: RowIndex, marker: Symbol, other: Symbol) -> Symbol {
        for i in rows.terms.span(r) {
            let s = rows.terms.storage[i].symbol
            if symbols.kinds[s] == .external && symbols.rowOf[s] == .none && symbols.columns.length(s) == 1 {
                return s
            }
        }
        if other != .none { return valueIfBasic(marker, in: r) >= 0 ? marker : other }
        return marker
    }

    /// A new row `r` whose subject starts out of bounds: the dual simplex repairs it (what
    /// ``place(row:marker:other:)`` returns).
    private mutating func repairPlaced(row r: RowIndex, subject: Symbol) -> Symbol {
        if !costsMayWait { flushPendingCosts() }
        // The dual simplex needs optimal reduced costs (in a batch, of the costs moved so far:
        // see `waiting.isOn`); the row's own may have made them not so.
        if !objective.candidates.isEmpty {
            // Put the row aside (its subject parametric again, with its cost back) while the
            // others are optimised, then place it again: the pivots change the subject's
            // tableau row, so its cost moves again from scratch.
            takeCostBack(fromRowOf: subject)
            releaseBasic(subject)
            setValue(subject, 0)
            clearBasic(r)
            let terms = rows.terms[r]
            for term in terms { removeFromColumn(term.symbol, row: r) }
            optimize()
            for term in terms {
                if journal.isOn { journalColumn(term.symbol) }
                symbols.columns.append(r, to: term.symbol)
            }
            let v = valueIfBasic(subject, in: r)
            setBasic(r, subject)
            setValue(subject, v)
            moveCosts(ontoRowOf: subject)
        }
        listInfeasible(subject)
        return dualOptimize()
    }

    /// Notes every symbol of row `r` but `subject` as a candidate to enter (see
    /// ``noteCandidate(_:)``).
    private mutating func noteCandidates(inRow r: RowIndex, except subject: Symbol) {
        for i in rows.terms.span(r) {
            let s = rows.terms.storage[i].symbol
            if s != subject { noteCandidate(s) }
        }
    }

    /// A parametric variable that can move to satisfy new row `r` without moving any basic
    /// symbol out of its bounds (every value that depends on it moves with it), and the value
    /// it takes; its column is left in `scratch.pivotColumn`. Nil when there is none. First a
    /// variable of the row, which becomes its basic symbol; then a variable that only the row
    /// of one of `r`'s basic variables mentions, which takes that row while `r` takes the
    /// variable it gave up (see ``augment(from:to:)``); then, the same way, an error or slack
    /// symbol that only that row mentions, moving up from 0, where no other row mentions the
    /// basic variable (a wish gives way: its cost moves onto its tableau row, and the primal
    /// simplex after the add makes another wish give way instead where that costs less).
    ///
    /// The row may mention basic symbols that move with the variable, so what the row sees of
    /// a unit move is `Σ coefficient × rate` over its terms (the variable's rate 1, a basic
    /// symbol's from the column): the variable moves by the row's residual over that.
    private mutating func feasibleSubject(of r: RowIndex) -> (symbol: Symbol, value: Double)? {
        var i = 0
        while i < rows.terms.length(r) {
            let s = rows.terms[r, i].symbol
            i += 1
            guard symbols.kinds[s] == .external, symbols.rowOf[s] == .none else { continue }
            if let move = feasibleMove(of: s, for: r) { return (s, move) }
        }
        // A variable of the row that is basic, in a row where a variable no other row mentions
        // could take its place: that variable moves instead (the row that closes a stack's
        // cycle of edges, whose subject the stack's other edge took). Then a wish's error or
        // slack in such a row, which gives way (a chain of items each pulled left, each link
        // stated after the pull took its item's position).
        return subjectBehindBasicVariables(of: r, restricted: false)
            ?? subjectBehindBasicVariables(of: r, restricted: true)
    }

    /// A symbol that only the row of one of new row `r`'s basic variables mentions and that
    /// can move to satisfy `r` (see ``feasibleSubject(of:)``): a variable, or (`restricted`)
    /// an error or slack symbol moving up from its bound, 0.
    ///
    /// A restricted symbol is taken only from the row of a basic variable that no row but its
    /// own and `r` mentions: moving the symbol then moves that variable and nothing else, so
    /// the move is decided by the two rows, and the basis changes where the new row is. (Where
    /// other rows mention the variable, a wish giving way there moves all of them: behind a
    /// table's column width, every row tied to the column; behind the width an edit holds,
    /// every position. Choosing among those is the dual simplex's ratio test, which sees the
    /// whole row.) Of the candidates whose row's basic variable moves `r` the way it must go,
    /// only the one that test would prefer is tried: the least reduced cost per unit of `r`'s
    /// move (``ratioLess``), read from the objective and the two rows. A candidate's own cost is
    /// not enough: a slack costs nothing, but its row's variable may carry a wish's cost.
    private mutating func subjectBehindBasicVariables(
        of r: RowIndex, restricted: Bool
    ) -> (symbol: Symbol, value: Double)? {
        // What `r` lacks at the current values, which a restricted symbol's move must bring to
        // 0 (the first pass leaves that to `feasibleMove`).
        var residual = 0.0
        if restricted {
            residual = rows.rhs[r]
            for k in rows.terms.span(r) {
                let term = rows.terms.storage[k]
                residual -= term.coefficient * value(of: term.symbol)
            }
        }
        var best = Symbol.none, bestRate = 0.0
        var i = 0
        while i < rows.terms.length(r) {
            let t = rows.terms[r, i].symbol, at = rows.terms[r, i].coefficient
            i += 1
            let k = symbols.rowOf[t]
            guard symbols.kinds[t] == .external, k != .none else { continue }
            if restricted && symbols.columns.length(t) != 2 { continue }
            var j = 0
            while j < rows.terms.length(k) {
                let s = rows.terms[k, j].symbol
                j += 1
                let kind = symbols.kinds[s]
                let wanted = restricted ? kind == .error || kind == .slack : kind == .external
                guard wanted, symbols.rowOf[s] == .none, symbols.columns.length(s) == 1 else { continue }
                if !restricted {
                    if let move = feasibleMove(of: s, for: r) { return (s, move) }
                    continue
                }
                // Moving `s` up moves `t` by −a(s)/a(t) in row `k`, and `r` by `at` times that.
                let direct = -at * rows.terms[k, j - 1].coefficient / coefficient(k, t)
                guard direct * residual > 0 else { continue }
                let rate = abs(direct)
                if best == .none || ratioLess(s, rate, 1, best, bestRate, 1) { (best, bestRate) = (s, rate) }
            }
        }
        guard best != .none, let move = feasibleMove(of: best, for: r), move >= 0 else { return nil }
        return (best, move)
    }

    /// How far parametric variable `s` moves to satisfy new row `r` without moving any basic
    /// symbol out of its bounds (see ``feasibleSubject(of:)``); nil when no such move exists.
    /// Leaves `s`'s column in `scratch.pivotColumn`.
    private mutating func feasibleMove(of s: Symbol, for r: RowIndex) -> Double? {
        computeColumn(of: s)
        var residual = rows.rhs[r], slope = 0.0, magnitude = 0.0, size = abs(residual)
        for k in rows.terms.span(r) {
            let term = rows.terms.storage[k]
            let t = term.symbol, a = term.coefficient
            let part = a * value(of: t)
            residual -= part
            size = max(size, abs(part))
            let rate = scratch.accumulator[t].value
            slope += a * rate
            magnitude = max(magnitude, abs(a * rate))
        }
        // A slope that is only rounding makes the row singular in this variable; a residual
        // that overflowed leaves the row to the marker, whose value shows the overflow.
        guard abs(slope) > relativeEpsilon * magnitude, residual.isFinite, size.isFinite else { return nil }
        if abs(residual) <= relativeEpsilon * size { residual = 0 }
        let move = residual / slope
        guard move.isFinite else { return nil }
        for (b, rate) in scratch.pivotColumn where b != s {
            let kind = symbols.kinds[b]
            if kind == .external { continue }
            let moved = symbols.values[b] + rate * move
            if kind == .dummy ? rate * move != 0 : !(moved >= 0) { return nil }
        }
        return move
    }

    /// Moves the reduced costs of symbol `b`, just made basic, onto the parametric symbols of
    /// its tableau row — or, in a batch (`waiting.isOn`) when that row is made of more
    /// than `waiting.searchLimit` rows, queues them.
    private mutating func moveCosts(ontoRowOf b: Symbol) {
        var computed = false
        for k in objective.reduced.indices where objective.reduced[k][b] != 0 {
            if !computed {
                let limit = costsMayWait ? waiting.searchLimit : .max
                if !computeRow(of: b, limit: limit) {
                    for k in objective.reduced.indices where objective.reduced[k][b] != 0 {
                        waiting.costs.append((b, objective.levels[k], objective.reduced[k][b]))
                        setReduced(k, b, 0)
                    }
                    return
                }
                computed = true
            }
            addPivotRow(times: objective.reduced[k][b], level: k)
            setReduced(k, b, 0)
        }
    }

    /// The reverse of ``moveCosts(ontoRowOf:)`` for error symbol `b`: its weight off the
    /// parametric symbols of its tableau row (as the row stands) and back on itself — or, when
    /// it was queued, out of the queue.
    private mutating func takeCostBack(fromRowOf b: Symbol) {
        guard objective.costLevel[b] >= 0 else { return }
        if costIsPending(b) {
            for (s, level, w) in waiting.costs where s == b {
                if let k = objective.levelIndex(level, create: false) { addReduced(k, b, w) }
            }
            waiting.costs.removeAll { $0.symbol == b }
            return
        }
        let k = Int(objective.costLevel[b]), w = objective.costWeight[b]
        computeRow(of: b)
        addPivotRow(times: -w, level: k)
        setReduced(k, b, w)
    }

    // MARK: Removing a row

    /// Removes the row of the constraint whose marker is `marker` (and second error symbol
    /// `other`): brings a marker into the basis if neither is basic (kiwi's choice of
    /// leaving row), takes its costs away, eliminates it from every other row and drops its
    /// row. The symbols stay allocated; the caller frees them.
    mutating func removeRow(marker: Symbol, other: Symbol) {
        flushPendingCosts()
        var m = marker
        if symbols.rowOf[m] == .none && other != .none && symbols.rowOf[other] != .none { m = other }
        let recompute = makeBasicForRemoval(m)
        for e in [marker, other] where e != .none { removeCost(e) }
        guard symbols.rowOf[m] != .none else { return }
        takeOutRow(of: m, leftover: m == marker ? other : marker)
        for j in recompute where symbols.rowOf[j] == .none { computeReducedCosts(of: j) }
    }

    /// The first phase of ``removeRow(marker:other:)``: makes the constraint's symbol `m`
    /// basic, when it is parametric, by a pivot with the basic symbol that leaves for it.
    /// Returns the symbols whose reduced costs are computed again once the row is gone (see
    /// below).
    private mutating func makeBasicForRemoval(_ m: Symbol) -> [Symbol] {
        guard symbols.rowOf[m] == .none else { return [] }
        if symbols.kinds[m] == .dummy, let d = nearbyDummy(movingWith: m) {
            // A required equality whose marker every row below depends on (a list's link to
            // the row before, the new first row already anchored where it is): a basic dummy
            // close by moves with the marker and leaves at no step, so the column of the
            // marker — every row below — is not needed for the values. It was needed for the
            // marker's reduced cost, which the pivot would move along the dummy's tableau row;
            // instead, the reduced costs of that row's symbols are computed again from their
            // columns once the row is gone, and those columns are local.
            // (The marker, a dummy, has no reduced cost kept, so the pivot moves none.)
            let recompute = scratch.pivotRow.compactMap {
                $0.symbol != m && symbols.kinds[$0.symbol] != .dummy ? $0.symbol : nil
            }
            pivot(entering: m, leaving: d, step: 0)
            return recompute
        }
        computeColumn(of: m)
        let leaving = leavingForRemoval(of: m)
        if leaving == .none {
            // The marker is in no row that any basic symbol depends on: only its own.
            precondition(symbols.columns.length(m) == 0, "removeRow: a marker without a leaving row")
            return []
        }
        var a = 0.0
        for (b, x) in scratch.pivotColumn where b == leaving { a = x }
        if symbols.kinds[m] == .dummy {
            // A dummy's reduced costs are not kept (see `pivot`): from its column, the
            // weighted rates of the costed basic symbols.
            for k in objective.reduced.indices { setReduced(k, m, columnCost(of: m, level: k).cost) }
        }
        if !hasNoCost(m) {
            let column = scratch.pivotColumn
            computeRow(of: leaving, withDummies: true)
            scratch.pivotColumn = column
        } else {
            // With no reduced cost at any level, the marker's pivot moves none along the
            // leaving symbol's tableau row, and changes no symbol's chance to enter: the row is
            // not needed. A stack's last edge, taken away for the view appended after it,
            // leaves the row of the stack's height, whose tableau row runs through every view
            // of the stack: computed, it made each append cost the stack's length.
            scratch.pivotRow.clear()
        }
        pivot(entering: m, leaving: leaving, step: -symbols.values[leaving] / a)
        return []
    }

    /// The basic symbol that leaves for the marker `m` of a constraint being removed, from
    /// `m`'s column in `scratch.pivotColumn`: a basic dummy that moves with the marker must stay at 0
    /// either way, so it leaves first, at no step; then kiwi's rule — the restricted symbol
    /// with the smallest ratio where the marker's coefficient is negative, then where it is
    /// positive, then an external. ``Symbol/none`` when no row depends on the marker.
    @inline(__always)
    private func leavingForRemoval(of m: Symbol) -> Symbol {
        var dummy = Symbol.none, first = Symbol.none, second = Symbol.none, third = Symbol.none
        var r1 = Double.infinity, r2 = Double.infinity
        // Rates that are rounding beside the column's largest do not count.
        var largestRate = 0.0
        for (b, a) in scratch.pivotColumn where b != m { largestRate = max(largestRate, abs(a)) }
        let cut = relativeEpsilon * largestRate
        for (b, a) in scratch.pivotColumn where b != m && abs(a) > cut {
            if symbols.kinds[b] == .dummy {
                if dummy == .none || b < dummy { dummy = b }
            } else if symbols.kinds[b] == .external {
                if third == .none || b < third { third = b }
            } else if a < 0 {
                let ratio = symbols.values[b] / -a
                if ratio < r1 || (ratio == r1 && b < first) { r1 = ratio; first = b }
            } else {
                let ratio = symbols.values[b] / a
                if ratio < r2 || (ratio == r2 && b < second) { r2 = ratio; second = b }
            }
        }
        return dummy != .none ? dummy : first != .none ? first : (second != .none ? second : third)
    }

    /// The last phase of ``removeRow(marker:other:)``: takes the constraint out of every other
    /// row that holds a multiple of it, and deletes its row, which owns `m`; `leftover` is the
    /// constraint's other marker or error symbol, if any.
    private mutating func takeOutRow(of m: Symbol, leftover: Symbol) {
        let r = symbols.rowOf[m]
        // Every other row that holds a multiple of this constraint holds the marker in
        // proportion: eliminating it takes the constraint out of them.
        var users = Array(symbols.columns[m])
        users.removeAll { $0 == r }
        for t in users { combine(t, r, eliminating: m) }
        // A row whose basic symbol cancelled with the marker passes it on to another.
        for t in users where coefficient(t, rows.basic[t]) == 0 { augment(from: t, to: rows.basic[t]) }
        if leftover != .none {
            // What is left of the constraint's second symbol elsewhere is rounding.
            var rest = Array(symbols.columns[leftover])
            rest.removeAll { $0 == r }
            for t in rest {
                noteAliasChange(t)
                if journal.isOn { journalRow(t) }
                rows.terms.removeFirst(from: t) { $0.symbol == leftover }
                refreshAlias(t)
                removeFromColumn(leftover, row: t)
            }
        }
        releaseBasic(m)
        setValue(m, 0)
        deleteRow(r)
    }

    /// For the removal of a required equality whose dummy marker `m` is parametric: a basic
    /// dummy at exactly 0 whose tableau row has a rate for `m` beyond rounding, among the
    /// basic symbols of the rows reached from `m` by "mentions the basic symbol of" within a
    /// few rows (`waiting.searchLimit`), nearest first. Its tableau row, dummies included, is
    /// left in `scratch.pivotRow`. Nil when there is none that close.
    private mutating func nearbyDummy(movingWith m: Symbol) -> Symbol? {
        search.stamp &+= 1
        search.queue.clear()
        for i in symbols.columns.span(m) {
            let r = symbols.columns.storage[i]
            guard search.rowStamp[r] != search.stamp else { continue }
            search.rowStamp[r] = search.stamp
            search.queue.append(r)
        }
        var dummies: [Symbol] = []
        var head = 0
        while head < search.queue.count && head < waiting.searchLimit {
            let u = rows.basic[search.queue[head]]
            head += 1
            if symbols.kinds[u] == .dummy && symbols.values[u] == 0 { dummies.append(u) }
            for i in symbols.columns.span(u) {
                let t = symbols.columns.storage[i]
                guard search.rowStamp[t] != search.stamp else { continue }
                search.rowStamp[t] = search.stamp
                search.queue.append(t)
            }
        }
        counters.rowsVisited += head
        for d in dummies {
            computeRow(of: d, withDummies: true)
            var a = 0.0, largest = 0.0
            for (s, x) in scratch.pivotRow {
                if s == m { a = x }
                largest = max(largest, abs(x))
            }
            if abs(a) > relativeEpsilon * largest { return d }
        }
        return nil
    }

    /// Level `k`'s reduced cost of parametric symbol `j`, whose column is in `scratch.pivotColumn`:
    /// its own weight plus each costed basic symbol's weight times its rate; and the largest
    /// of those parts.
    @inline(__always)
    private func columnCost(of j: Symbol, level k: Int) -> (cost: Double, magnitude: Double) {
        var cost = objective.costLevel[j] == Int32(k) ? objective.costWeight[j] : 0
        var magnitude = abs(cost)
        for (b, x) in scratch.pivotColumn where b != j && objective.costLevel[b] == Int32(k) {
            cost += objective.costWeight[b] * x
            magnitude = max(magnitude, abs(objective.costWeight[b] * x))
        }
        return (cost, magnitude)
    }

    /// Sets parametric symbol `j`'s reduced costs from scratch (``columnCost(of:level:)``).
    private mutating func computeReducedCosts(of j: Symbol) {
        guard !objective.levels.isEmpty else { return }
        computeColumn(of: j)
        for k in objective.reduced.indices {
            var (cost, magnitude) = columnCost(of: j, level: k)
            // A sum within rounding of its parts is what is left of parts that cancel.
            if abs(cost) <= costRounding * magnitude { cost = 0 }
            if cost != objective.reduced[k][j] { setReduced(k, j, cost, magnitude: magnitude) }
        }
        noteCandidate(j)
    }

    // MARK: Constants

    /// Moves the right-hand side of the constraint marked by `marker` (coefficient `kappa` in
    /// its own row) by `delta`, and every value with it. Every stored row holds the
    /// constraint `coefficient of marker / kappa` times, so each moves in proportion; the
    /// basic symbols that depend on the marker are computed again from their rows (or only
    /// the marker moves, when it is basic). From the second change of a marker with no row
    /// or ownership changed in between, the rows it reaches are kept, compiled, and reused
    /// while that holds, so a sweep of suggestions does no search. Infeasible symbols are
    /// queued for the dual simplex.
    mutating func shiftConstant(marker m: Symbol, kappa: Double, by delta: Double) {
        if shiftRightHandSides(marker: m, kappa: kappa, by: delta) { return }
        let version = structureVersion
        var slot = markerColumns.slots.firstIndex { $0.compiled && $0.marker == m && $0.version == version }
        if slot == nil {
            slot = compileMarkerColumn(m)
            guard slot != nil else { return }
        }
        markerColumns.lastUsed = slot!
        recomputeValuesAlongMarkerColumn(slot!)
    }

    /// Readies a compiled column of marker `m` (see ``ConstantColumns``) after a change to
    /// its constant: the slot it is compiled in, or nil when this change computed the values
    /// straight from the rows instead.
    private mutating func compileMarkerColumn(_ m: Symbol) -> Int? {
        // The first change at this structure computes the values straight from the rows;
        // the list is compiled for reuse only when a second one comes before the
        // structure changes (a sweep). A change that pivots every time — a card's width
        // crossing its text's wish, back and forth — would compile a list to use it once.
        let version = structureVersion
        guard let k = markerColumns.slots.firstIndex(where: { $0.marker == m && $0.version == version }) else {
            // The slot taken: one that holds nothing current, else the one used least lately.
            let k = markerColumns.slots.firstIndex { $0.version != version } ?? (markerColumns.lastUsed == 0 ? 1 : 0)
            markerColumns.lastUsed = k
            // Only which rows depend on the marker, in what order: not their rates.
            searchUp(from: m, seed: .none)
            markerColumns.slots[k].marker = m
            markerColumns.slots[k].version = version
            markerColumns.slots[k].compiled = false
            // Kept for the second change, which compiles them without searching again:
            // the rows a grid's width reaches are every cell's, and the search for them
            // cost as much again as compiling them. A few rows are searched again (a
            // card's width: copying them cost a twentieth of such a change).
            markerColumns.slots[k].orderKept = search.order.count > 64
            if markerColumns.slots[k].orderKept { markerColumns.slots[k].order.assign(search.order) }
            recomputeValuesInOrder()
            return nil
        }
        if markerColumns.slots[k].orderKept {
            swap(&search.order, &markerColumns.slots[k].order)
            markerColumns.slots[k].orderKept = false
        } else {
            searchUp(from: m, seed: .none)
        }
        compileCachedRows(into: k)
        markerColumns.slots[k].compiled = true
        return k
    }

    /// Computes the values of the rows in the compiled marker column of `slot` again; under a
    /// journal, each value's record is written beside it (see `Journal.values`).
    private mutating func recomputeValuesAlongMarkerColumn(_ slot: Int) {
        // The rows that depend on the marker, in topological order: each basic symbol is
        // computed again from its row (rather than moved by the column's rate), so values
        // carry no rounding from earlier moves.
        let compiled = markerColumns.slots[slot].rows, terms = markerColumns.slots[slot].terms, right = rows.rhs
        var peak = 0.0
        if journal.isOn {
            journal.values.withAppendableStorage(
                capacity: journal.values.count + compiled.count, filler: (.none, 0)
            ) { record, count in
                peak = Self.recompute(compiled, terms, right, &symbols.values, recordingIn: record + count)
                count += compiled.count
            }
        } else {
            peak = Self.recompute(compiled, terms, right, &symbols.values, recordingIn: nil)
        }
        note(peak)
        for (u, _, _, _, _) in compiled { queueIfOutOfBounds(u) }
    }

    /// The loop of ``recomputeValuesAlongMarkerColumn(_:)``: each row's value from the values
    /// the rows before it wrote, the old value written to `record` first when there is one;
    /// returns the largest magnitude computed (infinity for a NaN).
    @inline(__always)
    private static func recompute(
        _ compiled: ScratchArray<(basic: Symbol, row: RowIndex, start: Int32, end: Int32, coefficient: Double)>,
        _ terms: ScratchArray<(symbol: Symbol, coefficient: Double)>, _ right: UncheckedArray<Double>,
        _ values: inout UncheckedArray<Double>,
        recordingIn record: UnsafeMutablePointer<(symbol: Symbol, value: Double)>?
    ) -> Double {
        // Each row reads values the rows before it wrote, so this loop runs at the latency
        // of one row after another: no bounds checks, and no division by 1 or −1.
        var peak = 0.0
        values.withUnsafeMutableBufferPointer { values in
            right.withUnsafeBufferPointer { right in
                terms.withUnsafeBufferPointer { terms in
                    compiled.withUnsafeBufferPointer { compiled in
                        for k in compiled.indices {
                            let (u, r, start, end, a) = compiled[k]
                            var sum = right[Int(r.id)]
                            for i in Int(start)..<Int(end) {
                                sum -= terms[i].coefficient * values[Int(terms[i].symbol.id)]
                            }
                            let v = quotient(sum, a)
                            if let record { record[k] = (u, values[Int(u.id)]) }
                            values[Int(u.id)] = v
                            peak = max(peak, abs(v))
                            if v.isNaN { peak = .infinity }
                        }
                    }
                }
            }
        }
        return peak
    }

    /// ``shiftConstant(marker:kappa:by:)`` for several constraints at once: every right-hand
    /// side moves first, then the values that depend on any parametric marker among them are
    /// computed again in one upward search, each once (a thousand labels' heights in a column
    /// of cards each moved every card below them, one change at a time). Infeasible symbols are
    /// queued for the dual simplex.
    mutating func shiftConstants(_ shifts: [(marker: Symbol, kappa: Double, delta: Double)]) {
        var parametric: [Symbol] = []
        for (m, kappa, delta) in shifts where delta != 0 {
            if !shiftRightHandSides(marker: m, kappa: kappa, by: delta) { parametric.append(m) }
        }
        guard !parametric.isEmpty else { return }
        searchUp(fromRowsOf: parametric, seed: .none)
        recomputeValuesInOrder()
    }

    /// The first part of a constant change: the right-hand side of every row that holds the
    /// constraint marked by `m` moves in proportion, and when `m` is basic, it alone moves
    /// (queued when that takes it out of bounds) and the change is complete: returns true.
    /// False when `m` is parametric: the values that depend on it are still to compute.
    private mutating func shiftRightHandSides(marker m: Symbol, kappa: Double, by delta: Double) -> Bool {
        for j in symbols.columns.span(m) {
            let t = symbols.columns.storage[j]
            let c = coefficient(t, m)
            if journal.isOn && !journal.isInserted(t) { journal.append(.rhs(t, rows.rhs[t])) }
            rows.rhs[t] += delta * c / kappa
            note(rows.rhs[t])
        }
        guard symbols.rowOf[m] != .none else { return false }
        setValue(m, symbols.values[m] + delta / kappa)
        noteInfeasible(m)
        return true
    }

    /// Compiles the rows of `order` into the `rows` and `terms` of column `slot` (see
    /// ``shiftConstant(marker:kappa:by:)``): for each row, its basic symbol, its coefficient
    /// and the terms of the other basic symbols it mentions.
    ///
    /// Written through pointers into lists taken out of the engine, room made for all of them
    /// at once: appended one by one, each element checked its list's uniqueness and room (and
    /// from empty the lists grew by doubling), 275 instructions a row; the step of a sweep
    /// that compiled grid(1024)'s 6141 rows took as long as 17 steps that used them.
    private mutating func compileCachedRows(into slot: Int) {
        var termBound = 0
        for r in search.order { termBound += rows.terms.span(r).count }
        if markerColumns.slots[slot].position.count < rows.terms.count {
            markerColumns.slots[slot].position.append(
                contentsOf: repeatElement(0, count: rows.terms.count - markerColumns.slots[slot].position.count))
        }
        var compiled = ScratchArray<(basic: Symbol, row: RowIndex, start: Int32, end: Int32, coefficient: Double)>()
        var terms = ScratchArray<(symbol: Symbol, coefficient: Double)>()
        var positions: [Int32] = []
        swap(&compiled, &markerColumns.slots[slot].rows)
        swap(&terms, &markerColumns.slots[slot].terms)
        swap(&positions, &markerColumns.slots[slot].position)
        defer {
            swap(&compiled, &markerColumns.slots[slot].rows)
            swap(&terms, &markerColumns.slots[slot].terms)
            swap(&positions, &markerColumns.slots[slot].position)
        }
        let orderCount = search.order.count
        compiled.withAppendableStorage(capacity: orderCount, filler: (.none, .none, 0, 0, 0)) { compiled, rowCount in
            terms.withAppendableStorage(capacity: termBound, filler: (.none, 0)) { terms, termCount in
                positions.withUnsafeMutableBufferPointer { positions in
                    rowCount = 0
                    termCount = 0
                    for r in search.order {
                        let u = rows.basic[r]
                        let start = Int32(termCount)
                        positions[Int(r.id)] = Int32(rowCount)
                        var a = 1.0
                        // Read in place (see `searchDownPostorder`): a copy of each row's
                        // arrays would retain and release them.
                        for i in rows.terms.span(r) {
                            let s = rows.terms.storage[i].symbol
                            if s == u {
                                a = rows.terms.storage[i].coefficient
                            } else if symbols.rowOf[s] != .none {
                                terms[termCount] = (s, rows.terms.storage[i].coefficient)
                                termCount += 1
                            }
                        }
                        compiled[rowCount] = (u, r, start, Int32(termCount), a)
                        rowCount += 1
                    }
                }
            }
        }
    }

    /// What ``shiftConstant(marker:kappa:by:)`` does with a compiled list, from the rows of
    /// `order` as they are: each basic symbol computed again from its row, in order.
    private mutating func recomputeValuesInOrder() {
        if journal.isOn { journalValues(ofBasicSymbolsOf: search.order) }
        var peak = 0.0
        for r in search.order {
            let u = rows.basic[r]
            let v = basicValue(ofRow: r)
            symbols.values[u] = v
            peak = max(peak, abs(v))
            if v.isNaN { peak = .infinity }
        }
        note(peak)
        for r in search.order { queueIfOutOfBounds(rows.basic[r]) }
    }

    /// Queues basic symbol `u` for the dual simplex when its new value is out of bounds.
    @inline(__always)
    private mutating func queueIfOutOfBounds(_ u: Symbol) {
        let kind = symbols.kinds[u]
        if kind == .external { return }
        let v = symbols.values[u]
        if kind == .dummy ? abs(v) > epsilon : v < -epsilon { noteInfeasibleBeyondTolerance(u) }
    }

    /// ``noteInfeasible(_:)`` for a value beyond the absolute tolerance, out of the loops
    /// that call ``queueIfOutOfBounds(_:)`` (the row's magnitude is rarely needed there).
    @inline(never)
    private mutating func noteInfeasibleBeyondTolerance(_ u: Symbol) {
        noteInfeasible(u)
    }

    /// Keeps the cached rows of the last constant change valid across a pivot in which row
    /// `r` only traded its basic symbol for `entering`, both mentioned by no other row (an
    /// error pair's flip: a preferred size that became reachable, for every cell of a grid at
    /// once). No other row's terms or place changes, so the entry of `r` takes the new basic
    /// symbol and its coefficient, instead of the whole list being searched again at the next
    /// suggestion. Only right after such a pivot, and only for the columns that were valid
    /// before it (at structure `version`).
    mutating func patchCachedRow(_ r: RowIndex, entering: Symbol, from version: UInt64) {
        for k in markerColumns.slots.indices
        where markerColumns.slots[k].compiled && markerColumns.slots[k].version == version {
            markerColumns.slots[k].version = structureVersion
            guard Int(r.id) < markerColumns.slots[k].position.count else { continue }
            let p = Int(markerColumns.slots[k].position[Int(r.id)])
            guard p < markerColumns.slots[k].rows.count, markerColumns.slots[k].rows[p].row == r else { continue }
            markerColumns.slots[k].rows[p].basic = entering
            markerColumns.slots[k].rows[p].coefficient = coefficient(r, entering)
        }
    }
}

extension Simplex {
    /// The columns constant changes move the values along, kept and compiled while the
    /// structure holds: a sweep of suggestions at one edit variable reuses its column instead
    /// of searching again.
    ///
    /// Two, each for one marker: a layout's width and height are two edit variables, and a
    /// size that changes both (a rotation, a window resized) suggests one and then the other.
    /// With one column, each suggestion found the other's there, searched the rows again and
    /// never compiled them: kiwi's enaml form, whose steps suggest a width and a height, made
    /// 40 searches and 40 compilations in 110 suggestions, and spent two fifths of a step
    /// on them.
    struct ConstantColumns: Sendable {
        var slots = [ConstantColumn(), ConstantColumn()]
        /// The slot the last constant change used: the other is taken first for a new marker.
        var lastUsed = 0

        /// Whether a column is compiled and valid at structure `version`.
        func anyCurrent(_ version: UInt64) -> Bool {
            slots.contains { $0.compiled && $0.version == version }
        }

        /// Forgets every column (after the rows were written again).
        mutating func forget() {
            for k in slots.indices {
                slots[k].marker = .none
                slots[k].compiled = false
                slots[k].orderKept = false
            }
        }
    }

    /// One marker's column in ``ConstantColumns``: compiled, or seen once.
    struct ConstantColumn: Sendable {
        /// The marker whose column this is, and the structure it was found at: it holds while
        /// `version` is the engine's.
        var marker: Symbol = .none
        var version: UInt64 = 0
        /// Whether ``rows`` and ``terms`` hold the column compiled; false after the marker's
        /// first change at this structure, whose values came straight from the rows (a second
        /// change compiles it).
        var compiled = false
        /// The rows that first change's search found, in topological order, kept for the
        /// second when `orderKept`.
        var order = ScratchArray<RowIndex>()
        var orderKept = false
        /// The rows its search visited, in topological order, compiled: for each, its basic
        /// symbol, its row, the range of its other basic symbols' terms in `terms`, and the
        /// basic symbol's coefficient.
        var rows = ScratchArray<(basic: Symbol, row: RowIndex, start: Int32, end: Int32, coefficient: Double)>()
        var terms = ScratchArray<(symbol: Symbol, coefficient: Double)>()
        /// Each cached row's place in `rows` (stale for rows not in it: check the entry's
        /// row), so that a pivot that only changes one row's basic symbol can patch its entry.
        var position: [Int32] = []
    }
}

extension Simplex {
    /// A batch's waiting costs: whether they may wait, the queue, and when it moves.
    struct WaitingCosts: Sendable {
        /// While set (a batch of adds), a placed row's cost whose tableau row is made of more than
        /// ``searchLimit`` rows is not moved onto it at once but queued in ``costs``;
        /// they move together, in one search, when the batch ends or when
        /// ``threshold`` of them wait (see ``flushPendingCosts()``). Meanwhile the
        /// reduced costs are those of the objective without the queued costs, and the
        /// optimisations after each row keep *that* objective optimal: every pivot is still a
        /// pivot between feasible bases, the dual simplex still has optimal reduced costs to work
        /// with, and the optimisation at the end, with every cost in place, finishes the job. A
        /// position pulled toward 0 at the end of a chain of `n` items would otherwise walk the
        /// chain when it is added: `n²/2` rows for the chain.
        var isOn = false
        /// How many rows a batch's placed row may search to move its cost at once (see
        /// ``isOn``): enough for the local rows of a layout (a view's sizes, its
        /// stack's arrangement), far less than a chain.
        let searchLimit = 16
        /// Costed basic symbols whose weight (at their level) is not in the reduced costs yet.
        var costs: [(symbol: Symbol, level: Double, weight: Double)] = []
        /// How many queued costs make ``optimize()`` move them before the batch ends. The pivots
        /// that queued costs call for wait with them, and a pivot's column reaches every row
        /// placed since that depends on it: in a list of self-sizing cards stacked one below the
        /// other, each card's height cost queued (its tableau row is three symbols, but the
        /// depth-first search walks the positions above before they cancel) and moved at the end
        /// pivots with a column through every card below it: `n²` for the list. Moved every few
        /// dozen costs, the columns reach only the cards added since, and the ranked search
        /// (which the walks that cancelled pay for) soon moves them without walking the positions.
        /// Where the tableau rows are long themselves — a chain of positions each pulled toward 0 —
        /// every move walks the chain again, and waiting is what makes the batch linear: there a
        /// move that expanded more than ``searchLimit`` rows per cost makes the next wait
        /// for four times as many, so that moving costs adds `O(n)` rows over the batch.
        var threshold = WaitingCosts.initialThreshold
        /// Where ``threshold`` starts at each batch.
        static let initialThreshold = 32
    }
}
