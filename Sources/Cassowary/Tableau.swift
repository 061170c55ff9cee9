/// The simplex tableau of the Cassowary algorithm, in the form kiwi uses
/// (`kiwi/solverimpl.h`), with three changes:
///
/// 1. **Storage.** Symbols are small integers; every per-symbol fact is an array indexed by
///    symbol. Rows live in one array and are found by index (`rowOf`), never by hashing.
/// 2. **A column index.** `columns[s]` lists the rows whose cells hold `s`, kept up to date by
///    every merge. A suggestion, a constant change, a ratio test or a substitution visits only
///    the rows that hold the symbol, where kiwi visits every row.
/// 3. **A strict hierarchy of strengths.** The objective is one row per priority level
///    (`objectives`, highest level first) and is minimised lexicographically: a symbol's cost
///    is the vector of its coefficients in those rows, compared level by level.
///
/// Every choice (entering symbol, leaving row, subject) breaks ties by the lowest symbol id,
/// so the same sequence of operations gives the same tableau in every process.
struct Tableau: Sendable {
    // MARK: Symbols
    /// What each symbol stands for.
    var kinds: [SymbolKind] = []
    /// The row a symbol is basic in, or `noSymbol`.
    var rowOf: [Int32] = []
    /// The rows (indices into `rows`) whose cells hold each symbol.
    var columns: [[Int32]] = []
    /// The constraint (an index chosen by ``Solver``) a marker or error symbol belongs to.
    var owner: [Int32] = []
    /// Symbol ids free for reuse, most recently freed last.
    var freeSymbols: [Symbol] = []

    // MARK: Rows
    /// The constraint rows; a freed slot has `basic == noSymbol`.
    var rows: [Row] = []
    /// Free row slots, most recently freed last.
    var freeRows: [Int32] = []
    /// Basic symbols whose rows may have become infeasible (kiwi's `m_infeasible_rows`).
    var infeasible: [Symbol] = []

    // MARK: Objective
    /// The priority levels that have optional constraints, highest first.
    var levels: [Double] = []
    /// How many error symbols each level's objective row owns.
    var levelCounts: [Int] = []
    /// The objective, one dense cost vector per level (parallel to `levels`, indexed by
    /// symbol). Dense because the objective is the one row that holds a cell for every error
    /// symbol: merging into a sorted row would make every add cost O(number of constraints).
    var costs: [[Double]] = []
    /// Symbols whose cost changed since the optimiser last looked; only they can improve the
    /// objective, so the optimiser never scans the whole objective.
    var dirty: [Symbol] = []
    var isDirty: [Bool] = []
    /// The artificial objective while a constraint is added with an artificial variable.
    var artificial: [Row] = []

    // MARK: Undo
    /// When set, every pivot is recorded as (entering, leaving), so that a failed operation
    /// can pivot back to the basis it started from.
    var journaling = false
    var journal: [(entering: Symbol, leaving: Symbol)] = []
    /// When set (during an operation on a required constraint, which may fail), the first
    /// version of every row and cost the operation touches is saved, so that a failure can put
    /// back exactly the numbers it started from (pivoting back alone would round).
    var saving = false
    var savedRows: [(index: Int32, row: Row)] = []
    var rowSaved: [Bool] = []
    /// The constants of rows that were only shifted (cheaper than saving the whole row).
    var savedConstants: [(index: Int32, constant: Double, magnitude: Double)] = []
    var constantSaved: [Bool] = []
    var savedCosts: [(level: Int, symbol: Symbol, value: Double)] = []

    // MARK: Scratch storage (reused so that a steady-state re-solve allocates nothing)
    var scratchSymbols: [Symbol] = []
    var scratchCoefficients: [Double] = []
    var scratchSlots: [Int32] = []
    var accumulator: [Double] = []
    /// The largest magnitude added into each accumulator cell, to tell a cancellation from a
    /// small coefficient.
    var accumulatorPeak: [Double] = []
    var touched: [Symbol] = []
    var ratioScratch: [Double] = []

    /// The largest column storage (in entries) an emptied column keeps for reuse.
    static let keptColumnCapacity = 64

    /// The largest magnitude of any number written into a row or the objective since the
    /// solver was made (never decreases, but a refused call puts it back). Infinite once a
    /// number overflowed or became NaN, which is how an operation finds out that its result is
    /// not finite.
    var largest = 0.0

    /// Records `v` in ``largest``. A NaN is recorded as an infinity, which no later number
    /// can replace (a NaN would be: every comparison with it is false).
    @inline(__always)
    mutating func note(_ v: Double) {
        let a = abs(v)
        if !(a <= largest) { largest = a.isNaN ? .infinity : a }
    }

    /// Records every number of `row`.
    mutating func note(_ row: Row) {
        for c in row.coefficients { note(c) }
        note(row.constant)
    }

    /// Statistics, for the dump, the tests that guard against fill-in and the benchmarks.
    var pivotCount = 0
    /// Rows rewritten by substitution, in total: the work the pivots did.
    var substitutionCount = 0

    // MARK: - Symbols

    /// A new (or recycled) symbol of `kind`.
    mutating func newSymbol(_ kind: SymbolKind, owner ownerIndex: Int32 = -1) -> Symbol {
        if let s = freeSymbols.popLast() {
            kinds[Int(s)] = kind
            owner[Int(s)] = ownerIndex
            return s
        }
        let s = Symbol(kinds.count)
        kinds.append(kind)
        rowOf.append(noSymbol)
        columns.append([])
        owner.append(ownerIndex)
        accumulator.append(0)
        accumulatorPeak.append(0)
        isDirty.append(false)
        for k in costs.indices { costs[k].append(0) }
        return s
    }

    /// Forgets the newest symbol entirely (the exact undo of ``newSymbol(_:owner:)`` when it
    /// made a new id).
    mutating func removeLastSymbol() {
        kinds.removeLast()
        rowOf.removeLast()
        columns.removeLast()
        owner.removeLast()
        accumulator.removeLast()
        accumulatorPeak.removeLast()
        isDirty.removeLast()
        for k in costs.indices { costs[k].removeLast() }
    }

    /// Returns a symbol that is in no row and no column to the free list.
    mutating func freeSymbol(_ s: Symbol) {
        assert(rowOf[Int(s)] == noSymbol && columns[Int(s)].isEmpty)
        owner[Int(s)] = -1
        freeSymbols.append(s)
    }

    // MARK: - Rows

    /// Saves row `r` as it is now, once per operation, when ``saving`` is on.
    @inline(__always)
    mutating func save(row r: Int32) {
        guard saving else { return }
        while rowSaved.count <= Int(r) { rowSaved.append(false) }
        if !rowSaved[Int(r)] {
            rowSaved[Int(r)] = true
            savedRows.append((r, rows[Int(r)]))
        }
    }

    /// Saves row `r`'s constant as it is now, once per operation, when ``saving`` is on: for
    /// changes that move only the constant.
    @inline(__always)
    mutating func saveConstant(row r: Int32) {
        guard saving else { return }
        while constantSaved.count <= Int(r) { constantSaved.append(false) }
        if !constantSaved[Int(r)] {
            constantSaved[Int(r)] = true
            savedConstants.append((r, rows[Int(r)].constant, rows[Int(r)].magnitude))
        }
    }

    /// Puts back every saved row's numbers and every saved cost (after the basis has been
    /// pivoted back), then forgets them.
    mutating func restoreSaved() {
        for (k, s, v) in savedCosts.reversed() {
            costs[k][Int(s)] = v
            markDirty(s)
        }
        for (r, saved) in savedRows {
            let i = Int(r)
            if rows[i].basic == saved.basic && rows[i].symbols == saved.symbols {
                rows[i].coefficients = saved.coefficients
                rows[i].constant = saved.constant
                rows[i].magnitude = saved.magnitude
            }
        }
        // A constant saved before the whole row was is the older one.
        for (r, constant, magnitude) in savedConstants {
            rows[Int(r)].constant = constant
            rows[Int(r)].magnitude = magnitude
        }
        forgetSaved()
    }

    /// Drops what ``save(row:)`` kept.
    mutating func forgetSaved() {
        for (r, _) in savedRows { rowSaved[Int(r)] = false }
        savedRows.removeAll(keepingCapacity: true)
        for (r, _, _) in savedConstants { constantSaved[Int(r)] = false }
        savedConstants.removeAll(keepingCapacity: true)
        savedCosts.removeAll(keepingCapacity: true)
        saving = false
    }

    /// Stores `row` (already solved for `row.basic`) and indexes its cells. The row is
    /// consumed, so its slots are written in place before it is stored.
    mutating func insertRow(_ row: consuming Row) -> Int32 {
        var row = row
        let index = freeRows.popLast() ?? Int32(rows.count)
        for i in row.symbols.indices {
            let s = Int(row.symbols[i])
            row.slots[i] = Int32(columns[s].count)
            columns[s].append(index)
        }
        rowOf[Int(row.basic)] = index
        if Int(index) == rows.count {
            rows.append(row)
        } else {
            rows[Int(index)] = row
        }
        return index
    }

    /// Removes row `index` from the tableau and returns it.
    mutating func removeRow(_ index: Int32) -> Row {
        var row = Row()
        swap(&row, &rows[Int(index)])
        for i in row.symbols.indices {
            removeFromColumn(row.symbols[i], slot: row.slots[i])
            row.slots[i] = -1
        }
        rowOf[Int(row.basic)] = noSymbol
        freeRows.append(index)
        return row
    }

    /// Removes the entry at `slot` of `s`'s column in O(log n): the last entry moves into the
    /// slot and the cell of the row it names learns its new slot.
    @inline(__always)
    mutating func removeFromColumn(_ s: Symbol, slot: Int32) {
        let c = Int(s)
        let last = columns[c].count - 1
        let moved = columns[c][last]
        columns[c][Int(slot)] = moved
        columns[c].removeLast()
        if Int(slot) != last {
            let (i, found) = rows[Int(moved)].position(of: s)
            if found { rows[Int(moved)].slots[i] = slot }
        }
    }

    /// Whether every cell of `row` is a dummy (true for an empty row).
    func holdsOnlyDummies(_ row: Row) -> Bool {
        for s in row.symbols where kinds[Int(s)] != .dummy { return false }
        return true
    }

    /// The value of a symbol: its row's constant when basic, else 0.
    @inline(__always)
    func value(of s: Symbol) -> Double {
        let r = rowOf[Int(s)]
        return r == noSymbol ? 0 : rows[Int(r)].constant
    }

    // MARK: - Merging

    /// `target += factor × source`, dropping the cell of `skip` from `target` and any cell
    /// that cancels. When `rowIndex` is a tableau row, the column index follows the cells
    /// that appear and disappear (the column of `skip` is the caller's business).
    mutating func addScaled(
        _ target: inout Row, _ source: Row, factor: Double, skip: Symbol, rowIndex: Int32
    ) {
        if source.symbols.count * 8 <= target.symbols.count {
            addScaledInPlace(&target, source, factor: factor, skip: skip, rowIndex: rowIndex)
            return
        }
        scratchSymbols.removeAll(keepingCapacity: true)
        scratchCoefficients.removeAll(keepingCapacity: true)
        scratchSlots.removeAll(keepingCapacity: true)
        let track = rowIndex != noSymbol
        let xs = target.symbols, xc = target.coefficients, xl = target.slots
        let ss = source.symbols, sc = source.coefficients
        var i = 0, j = 0
        let nx = xs.count, ns = ss.count
        while i < nx || j < ns {
            if j == ns || (i < nx && xs[i] < ss[j]) {
                if xs[i] != skip {
                    scratchSymbols.append(xs[i])
                    scratchCoefficients.append(xc[i])
                    scratchSlots.append(xl[i])
                }
                i += 1
            } else if i == nx || ss[j] < xs[i] {
                let v = factor * sc[j]
                if v != 0 {
                    note(v)
                    scratchSymbols.append(ss[j])
                    scratchCoefficients.append(v)
                    if track {
                        scratchSlots.append(Int32(columns[Int(ss[j])].count))
                        columns[Int(ss[j])].append(rowIndex)
                    } else {
                        scratchSlots.append(-1)
                    }
                }
                j += 1
            } else {
                let s = xs[i]
                let part = factor * sc[j]
                let v = xc[i] + part
                if s == skip {
                    // The caller removes `skip`; a source cell for it is not expected.
                } else if !cancels(v, xc[i], part) {
                    note(v)
                    scratchSymbols.append(s)
                    scratchCoefficients.append(v)
                    scratchSlots.append(xl[i])
                } else if track {
                    removeFromColumn(s, slot: xl[i])
                }
                i += 1
                j += 1
            }
        }
        swap(&target.symbols, &scratchSymbols)
        swap(&target.coefficients, &scratchCoefficients)
        swap(&target.slots, &scratchSlots)
        addScaledConstant(&target, source, factor: factor)
    }

    /// The constant's part of `target += factor × source`, with its magnitude.
    @inline(__always)
    private mutating func addScaledConstant(_ target: inout Row, _ source: Row, factor: Double) {
        target.constant += factor * source.constant
        note(target.constant)
        target.magnitude = max(target.magnitude, abs(factor) * source.magnitude, abs(target.constant))
    }

    /// ``addScaled(_:_:factor:skip:rowIndex:)`` for a source much shorter than the target
    /// (a short row substituted into a long one, the common case when positions accumulate
    /// sizes): each source cell is found by binary search and updated, inserted or removed in
    /// place, instead of copying the whole target. Same numbers, same cells, same column
    /// updates as the merge.
    private mutating func addScaledInPlace(
        _ target: inout Row, _ source: Row, factor: Double, skip: Symbol, rowIndex: Int32
    ) {
        let track = rowIndex != noSymbol
        if skip != noSymbol {
            let (p, found) = target.position(of: skip)
            if found { target.removeCell(at: p) }
        }
        for j in source.symbols.indices {
            let s = source.symbols[j]
            let part = factor * source.coefficients[j]
            let (p, found) = target.position(of: s)
            if found {
                let old = target.coefficients[p]
                let v = old + part
                if !cancels(v, old, part) {
                    note(v)
                    target.coefficients[p] = v
                } else {
                    if track { removeFromColumn(s, slot: target.slots[p]) }
                    target.removeCell(at: p)
                }
            } else if part != 0 {
                note(part)
                target.insertCell(s, part, at: p)
                if track {
                    target.slots[p] = Int32(columns[Int(s)].count)
                    columns[Int(s)].append(rowIndex)
                }
            }
        }
        addScaledConstant(&target, source, factor: factor)
    }

    /// Replaces `symbol` by `source` (the row it is now basic in) in row `rowIndex`.
    mutating func substitute(_ symbol: Symbol, _ source: Row, intoRow rowIndex: Int32) {
        save(row: rowIndex)
        var target = Row()
        swap(&target, &rows[Int(rowIndex)])
        let coefficient = target.coefficient(of: symbol)
        if coefficient != 0 {
            addScaled(&target, source, factor: coefficient, skip: symbol, rowIndex: rowIndex)
            if kinds[Int(target.basic)].isRestricted && target.isConstantNegative {
                infeasible.append(target.basic)
            }
        }
        swap(&target, &rows[Int(rowIndex)])
    }

    /// Replaces `symbol` by `source` in an objective row (no column index to keep).
    mutating func substitute(_ symbol: Symbol, _ source: Row, intoObjective objective: inout Row) {
        let coefficient = objective.coefficient(of: symbol)
        if coefficient != 0 {
            addScaled(&objective, source, factor: coefficient, skip: symbol, rowIndex: noSymbol)
        }
    }

    /// Substitutes `symbol`, just made basic in row `rowIndex`, into every row that holds it
    /// (found by the column index) and into the objectives.
    mutating func substituteEverywhere(_ symbol: Symbol, rowIndex: Int32) {
        let source = rows[Int(rowIndex)]
        // Indexed, not a copy of the column: the column is then still uniquely referenced
        // when it is emptied, so its storage can be kept rather than reallocated. Substituting
        // never touches this column (the source row does not hold `symbol`).
        let count = columns[Int(symbol)].count
        for i in 0..<count {
            let t = columns[Int(symbol)][i]
            if t != rowIndex { substitute(symbol, source, intoRow: t) }
        }
        substitutionCount &+= count
        // A short column keeps its storage, so that a symbol pivoting in and out during a
        // sweep allocates nothing; a long one gives it back. Keeping every column's largest
        // capacity made memory grow with the sum of all column lengths ever reached (20 000
        // lines `x >= i` took 887 MB).
        if columns[Int(symbol)].capacity > Self.keptColumnCapacity {
            columns[Int(symbol)] = []
        } else {
            columns[Int(symbol)].removeAll(keepingCapacity: true)
        }
        for k in costs.indices {
            let c = costs[k][Int(symbol)]
            if c != 0 {
                if saving { savedCosts.append((k, symbol, c)) }
                costs[k][Int(symbol)] = 0
                addToObjective(level: k, source, factor: c)
            }
        }
        if !artificial.isEmpty {
            var objective = Row()
            swap(&objective, &artificial[0])
            substitute(symbol, source, intoObjective: &objective)
            swap(&objective, &artificial[0])
        }
    }

    /// Makes `entering` basic in row `rowIndex` (whose basic symbol leaves) and substitutes
    /// it everywhere else.
    mutating func pivot(entering: Symbol, rowIndex: Int32) {
        pivotCount &+= 1
        save(row: rowIndex)
        var row = Row()
        swap(&row, &rows[Int(rowIndex)])
        let leaving = row.basic
        // leaving = c + t·entering + Σ → entering = (leaving - c - Σ) / t
        let (position, found) = row.position(of: entering)
        precondition(found, "pivot: the entering symbol is not in the row")
        let t = row.coefficients[position]
        // The entering symbol's column is cleared wholesale by `substituteEverywhere`.
        row.removeCell(at: position)
        let factor = -1 / t
        row.scale(by: factor)
        let (at, _) = row.position(of: leaving)
        row.insertCell(leaving, 1 / t, at: at)
        row.slots[at] = Int32(columns[Int(leaving)].count)
        row.basic = entering
        note(row)
        columns[Int(leaving)].append(rowIndex)
        rowOf[Int(leaving)] = noSymbol
        rowOf[Int(entering)] = rowIndex
        swap(&row, &rows[Int(rowIndex)])
        substituteEverywhere(entering, rowIndex: rowIndex)
        if journaling { journal.append((entering, leaving)) }
    }

    // MARK: - Objective

    /// The index of `level` in `levels`, adding its cost vector when `create` is set.
    mutating func levelIndex(_ level: Double, create: Bool) -> Int? {
        var k = 0
        while k < levels.count && levels[k] > level { k += 1 }
        if k < levels.count && levels[k] == level { return k }
        guard create else { return nil }
        levels.insert(level, at: k)
        levelCounts.insert(0, at: k)
        costs.insert([Double](repeating: 0, count: kinds.count), at: k)
        return k
    }

    /// Adds `factor × source` (its cells; the constant is of no interest) to level `k`'s costs.
    mutating func addToObjective(level k: Int, _ source: Row, factor: Double) {
        for i in source.symbols.indices {
            let s = Int(source.symbols[i])
            if saving { savedCosts.append((k, source.symbols[i], costs[k][s])) }
            // Zero only when it is what a cancellation leaves: a small cost that a small
            // weight or coefficient makes (0.001 × 1e-6) is kept, so that it is still there
            // when the terms that hid it go. (Whether a cost is small enough to ignore when
            // choosing a pivot is the optimiser's question, asked with `nearZero`.)
            let part = factor * source.coefficients[i]
            var c = costs[k][s] + part
            if cancels(c, costs[k][s], part) { c = 0 }
            note(c)
            costs[k][s] = c
            markDirty(source.symbols[i])
        }
    }

    @inline(__always)
    mutating func markDirty(_ s: Symbol) {
        if !isDirty[Int(s)] {
            isDirty[Int(s)] = true
            dirty.append(s)
        }
    }

    /// Adds `weight × symbol` to level `k`'s objective, through the symbol's row if basic.
    mutating func addCost(_ symbol: Symbol, weight: Double, level k: Int) {
        let r = rowOf[Int(symbol)]
        if r != noSymbol {
            addToObjective(level: k, rows[Int(r)], factor: weight)
        } else {
            if saving { savedCosts.append((k, symbol, costs[k][Int(symbol)])) }
            var c = costs[k][Int(symbol)] + weight
            if cancels(c, costs[k][Int(symbol)], weight) { c = 0 }
            note(c)
            costs[k][Int(symbol)] = c
            markDirty(symbol)
        }
    }

    /// Drops level `k` once no error symbol costs anything there.
    mutating func releaseLevel(_ k: Int) {
        levelCounts[k] -= 1
        if levelCounts[k] == 0 {
            // Symbols with a (rounding-level) cost here may now improve a lower level.
            for s in costs[k].indices where costs[k][s] != 0 { markDirty(Symbol(s)) }
            levels.remove(at: k)
            levelCounts.remove(at: k)
            costs.remove(at: k)
        }
    }

    /// Zeroes every cost of `s` (when it leaves the tableau).
    mutating func clearCosts(of s: Symbol) {
        for k in costs.indices { costs[k][Int(s)] = 0 }
    }

    /// Whether `s` improves the objective (lexicographically) when it moves, and which way:
    /// +1 up, −1 down (only unrestricted symbols may move down), 0 not at all.
    @inline(__always)
    func improvingDirection(_ s: Symbol) -> Double {
        let kind = kinds[Int(s)]
        if kind == .dummy || rowOf[Int(s)] != noSymbol { return 0 }
        for k in costs.indices {
            let c = costs[k][Int(s)]
            if nearZero(c) { continue }
            if c < 0 { return 1 }
            return kind == .external ? -1 : 0
        }
        return 0
    }

    /// The index of the first level below `level` (where it would be inserted), or of `level`.
    func levelIndex(_ level: Double) -> Int {
        var k = 0
        while k < levels.count && levels[k] > level { k += 1 }
        return k
    }

    /// The entering symbol for the primal simplex on the objective: the lowest-id symbol whose
    /// cost vector (coefficients level by level) improves the objective lexicographically,
    /// with its direction. Only symbols whose costs changed since the last look are examined
    /// (at an optimum no other symbol improves). Choosing the lowest id among all improving
    /// symbols is Bland's rule: no cycling.
    mutating func enteringSymbol() -> (symbol: Symbol, direction: Double)? {
        var best: Symbol = .max
        var direction = 0.0
        var kept = 0
        for i in dirty.indices {
            let s = dirty[i]
            guard Int(s) < kinds.count else { continue }  // forgotten by a rollback
            let d = improvingDirection(s)
            if d == 0 {
                isDirty[Int(s)] = false
                continue
            }
            dirty[kept] = s
            kept += 1
            if s < best { best = s; direction = d }
        }
        dirty.removeLast(dirty.count - kept)
        return best == .max ? nil : (best, direction)
    }

    /// The entering symbol for the artificial objective (a single sparse row).
    func enteringSymbol(artificial row: Row) -> (symbol: Symbol, direction: Double)? {
        for i in row.symbols.indices {
            let s = row.symbols[i]
            let kind = kinds[Int(s)]
            if kind == .dummy { continue }
            let c = row.coefficients[i]
            if c < 0 { return (s, 1) }
            if kind == .external { return (s, -1) }
        }
        return nil
    }

    /// The row that limits `entering` moving in `direction`: the minimum ratio over rows with a
    /// restricted basic symbol that the move decreases (kiwi's `getLeavingRow`).
    func leavingRow(for entering: Symbol, direction: Double) -> Int32? {
        var bestRow: Int32 = noSymbol
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic: Symbol = .max
        for t in columns[Int(entering)] {
            let row = rows[Int(t)]
            if !kinds[Int(row.basic)].isRestricted { continue }
            let c = row.coefficient(of: entering) * direction
            if c < 0 {
                let ratio = row.constant / -c
                if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                    bestRatio = ratio
                    bestRow = t
                    bestBasic = row.basic
                }
            }
        }
        return bestRow == noSymbol ? nil : bestRow
    }

    /// The primal simplex: pivots until no symbol improves `goal` (the objectives, or the
    /// artificial objective when `artificialGoal` is set).
    mutating func optimize(artificialGoal: Bool) {
        while true {
            let choice = artificialGoal ? enteringSymbol(artificial: artificial[0]) : enteringSymbol()
            guard let (entering, direction) = choice else {
                // The primal simplex keeps every row feasible; anything queued meanwhile was
                // rounding noise around zero.
                infeasible.removeAll(keepingCapacity: true)
                return
            }
            guard let r = leavingRow(for: entering, direction: direction) else {
                // Unbounded: cannot happen for a sum of non-negative errors; stop rather than
                // loop if rounding ever suggests it.
                return
            }
            pivot(entering: entering, rowIndex: r)
        }
    }

    /// The dual simplex: restores feasibility after constants changed, keeping optimality.
    /// Returns the row that cannot be made feasible (a conflict), or nil on success.
    mutating func dualOptimize() -> Int32? {
        while let leaving = infeasible.popLast() {
            let r = rowOf[Int(leaving)]
            if r == noSymbol { continue }
            if !rows[Int(r)].isConstantNegative { continue }
            guard let entering = dualEnteringSymbol(row: r) else {
                infeasible.removeAll(keepingCapacity: true)
                return r
            }
            pivot(entering: entering, rowIndex: r)
        }
        return nil
    }

    /// The entering symbol for the dual simplex on row `r`: among symbols whose increase
    /// raises the row, the one with the lexicographically smallest cost ratio (kiwi's
    /// `getDualEnteringSymbol`), lowest id on ties.
    mutating func dualEnteringSymbol(row r: Int32) -> Symbol? {
        let row = rows[Int(r)]
        let levelCount = costs.count
        var best: Symbol = noSymbol
        ratioScratch.removeAll(keepingCapacity: true)
        for i in row.symbols.indices {
            let s = row.symbols[i]
            let kind = kinds[Int(s)]
            if kind == .dummy { continue }
            let t = row.coefficients[i]
            if kind != .external && t <= 0 { continue }
            let scale = 1 / abs(t)
            var better = best == noSymbol
            if !better {
                for k in 0..<levelCount {
                    let ratio = costs[k][Int(s)] * scale
                    if ratio < ratioScratch[k] - epsilon { better = true; break }
                    if ratio > ratioScratch[k] + epsilon { break }
                }
            }
            if better {
                best = s
                ratioScratch.removeAll(keepingCapacity: true)
                for k in 0..<levelCount {
                    ratioScratch.append(costs[k][Int(s)] * scale)
                }
            }
        }
        return best == noSymbol ? nil : best
    }

    // MARK: - Constants

    /// Shifts `marker` by `amount`: afterwards the tableau describes the system in which the
    /// constraint owning `marker` has its constant moved so that the old value of `marker`
    /// is the new value minus `amount`. Visits only the marker's own row and its column.
    /// Rows whose restricted basic symbol goes negative are queued for the dual simplex.
    mutating func shift(_ marker: Symbol, by amount: Double) {
        let own = rowOf[Int(marker)]
        if own != noSymbol {
            saveConstant(row: own)
            let (basic, constant, negative) = rows[Int(own)].shift(by: amount)
            note(constant)
            if negative && kinds[Int(basic)].isRestricted { infeasible.append(basic) }
        }
        for t in columns[Int(marker)] {
            saveConstant(row: t)
            // One access to the row per cell: this loop is most of a suggestion's work.
            let (basic, constant, negative) = rows[Int(t)].shift(marker, by: -amount)
            note(constant)
            if negative && kinds[Int(basic)].isRestricted { infeasible.append(basic) }
        }
    }

    // MARK: - Building rows

    /// Starts accumulating a new row: `constant + Σ`, with basic symbols replaced by their
    /// rows. Uses a dense accumulator indexed by symbol, so no hashing.
    mutating func accumulate(_ symbol: Symbol, _ coefficient: Double) {
        let r = rowOf[Int(symbol)]
        if r == noSymbol {
            accumulateCell(symbol, coefficient)
        } else {
            let row = rows[Int(r)]
            for i in row.symbols.indices {
                accumulateCell(row.symbols[i], row.coefficients[i] * coefficient)
            }
            accumulateConstant(row.constant * coefficient, magnitude: row.magnitude * abs(coefficient))
        }
    }

    @inline(__always)
    private mutating func accumulateCell(_ s: Symbol, _ c: Double) {
        if accumulator[Int(s)] == 0 { touched.append(s) }
        accumulator[Int(s)] += c
        accumulatorPeak[Int(s)] = max(accumulatorPeak[Int(s)], abs(c))
        if accumulator[Int(s)] == 0 { accumulator[Int(s)] = .leastNonzeroMagnitude }
    }

    /// Adds `c` to the accumulated constant; `magnitude` is what `c` was made from.
    mutating func accumulateConstant(_ c: Double, magnitude: Double = 0) {
        accumulatorConstant += c
        accumulatorMagnitude = max(accumulatorMagnitude, magnitude, abs(c), abs(accumulatorConstant))
    }

    var accumulatorConstant = 0.0
    var accumulatorMagnitude = 0.0

    /// The accumulated row (cells sorted, near-zero cells dropped); resets the accumulator.
    mutating func takeAccumulated() -> Row {
        touched.sort()
        var row = Row()
        row.constant = accumulatorConstant
        row.magnitude = accumulatorMagnitude
        note(accumulatorConstant)
        // Room for the marker and error cells that usually follow.
        row.symbols.reserveCapacity(touched.count + 2)
        row.coefficients.reserveCapacity(touched.count + 2)
        row.slots.reserveCapacity(touched.count + 2)
        for s in touched {
            let c = accumulator[Int(s)]
            accumulator[Int(s)] = 0
            // Dropped only when it is what is left of a cancellation: a small coefficient
            // that the constraint states (`1e-9 * x`) stays.
            if abs(c) > relativeEpsilon * accumulatorPeak[Int(s)] {
                note(c)
                row.appendCell(s, c)
            }
            accumulatorPeak[Int(s)] = 0
        }
        touched.removeAll(keepingCapacity: true)
        accumulatorConstant = 0
        accumulatorMagnitude = 0
        return row
    }

    // MARK: - Reading

    /// Whether every level's cost of `s` is zero: moving `s` changes nothing the solver
    /// minimises.
    func isCostFree(_ s: Symbol) -> Bool {
        costs.allSatisfy { nearZero($0[Int(s)]) }
    }
}
