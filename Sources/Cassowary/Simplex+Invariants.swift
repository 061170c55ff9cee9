/// Self-checks, run after every public mutation in this package's debug builds (see
/// `CASSOWARY_CHECK_INVARIANTS` in Package.swift).
extension Simplex {
    /// Checks that ownership is consistent, that every row holds at the stored values, that
    /// every basic symbol is within its bounds and every parametric one at 0, that the column
    /// index matches the rows, and (for small systems) that the reduced costs are what the
    /// costs and the rows make them and leave nothing to improve.
    func _checkInvariants() {
        if !(rows.terms.count == rows.basic.count && rows.rhs.count == rows.basic.count) {
            preconditionFailure("invariant broken")
        }
        // The checks read the engine outside `&&`, `||` and closures, and their loops over
        // rows and symbols count with integers: in a debug build each such operand is a
        // closure that copies the engine (retaining its fifty-odd arrays), and each step over a
        // range of symbols or rows goes through generic witnesses. Together they made the
        // checks nine tenths of a debug build's time.
        checkTableLengths()
        checkRowsHold()
        checkRanksOrdered()
        checkColumns()
        checkAliasMarks()
        checkAliasLinks()
        checkDummiesHaveNoCost()
        checkReducedCostsAndOptimality()
    }

    /// Every per-symbol array but `symbols.kinds` has a slot for each symbol and for each slot
    /// made ahead, and a slot made ahead holds what a new symbol starts with.
    private func checkTableLengths() {
        let slots = symbols.slots
        let lengths = [
            symbols.rowOf.count, symbols.columns.count, symbols.owner.count, objective.slots,
            objective.costWeight.count, objective.isCandidate.count, hasMoved.count, scratch.accumulator.count,
            aliases.links.count, journal.columnStamps.count, journal.reducedStamps.count,
            journal.reducedLevels.count,
        ]
        if slots < symbols.kinds.count || lengths.contains(where: { $0 != slots }) {
            preconditionFailure("per-symbol arrays of different lengths for \(symbols.kinds.count) symbols")
        }
        for k in objective.reduced.indices {
            let costs = objective.reduced[k].count, magnitudes = objective.reducedMagnitude[k].count
            if !(costs == slots && magnitudes == slots) {
                preconditionFailure("level \(k) has \(costs) reduced costs for \(slots) symbol slots")
            }
        }
        for i in symbols.kinds.count..<slots {
            let s = Symbol(i)
            let fresh = [
                symbols.isFresh(s), objective.isFresh(s), !hasMoved[s], !scratch.accumulator[s].present,
                scratch.accumulator[s].value == 0, aliases.links[s].version == 0,
            ]
            if fresh.contains(false) {
                preconditionFailure("symbol slot \(s), made ahead, does not hold what a new symbol starts with")
            }
        }
    }

    /// Every live row mentions only existing symbols, owns its basic symbol, holds at the stored
    /// values, and keeps its basic symbol within its bounds.
    private func checkRowsHold() {
        for i in 0..<rows.basic.count {
            let r = RowIndex(i)
            if rows.basic[r] == .none { continue }
            let b = rows.basic[r]
            for k in rows.terms.span(r) {
                let term = rows.terms.storage[k]
                let s = term.symbol
                if !(s < Symbol(symbols.kinds.count)) {
                    preconditionFailure("row \(r) holds symbol \(s), beyond the \(symbols.kinds.count) symbols")
                }
            }
            if !(symbols.rowOf[b] == r) {
                preconditionFailure("row \(r) owns symbol \(b), which points to row \(symbols.rowOf[b])")
            }
            if !(coefficient(r, b) != 0) {
                preconditionFailure("row \(r) owns symbol \(b) but does not hold it")
            }
            let magnitude = checkResidual(of: r)
            if symbols.kinds[b] != .external {
                let v = symbols.values[b]
                let tolerance = max(1e-7, 1e-9 * max(magnitude, numerics.largest))
                if !(symbols.kinds[b] == .dummy ? abs(v) <= tolerance : v >= -tolerance) {
                    preconditionFailure("basic symbol \(b) is out of bounds: \(v)")
                }
            }
        }
    }

    /// Row `r` holds at the stored values, within rounding; returns the largest of its terms'
    /// magnitudes (and its right-hand side's).
    private func checkResidual(of r: RowIndex) -> Double {
        // The residual is computed with coefficients and values scaled by powers of two
        // (exact), so that finite terms near the largest double cannot overflow the check.
        var largestCoefficient = 0.0, largestValue = 0.0
        for k in rows.terms.span(r) {
            let term = rows.terms.storage[k]
            largestCoefficient = max(largestCoefficient, abs(term.coefficient))
            largestValue = max(largestValue, abs(value(of: term.symbol)))
        }
        // Everything below is in units of cScale·vScale (two powers of two, never multiplied
        // together: their product can be beyond the largest double).
        let cScale = powerOfTwoBelow(largestCoefficient), vScale = powerOfTwoBelow(largestValue)
        var sum = 0.0, magnitude = abs(rows.rhs[r] / cScale / vScale)
        for k in rows.terms.span(r) {
            let rowTerm = rows.terms.storage[k]
            let term = (rowTerm.coefficient / cScale) * (value(of: rowTerm.symbol) / vScale)
            sum += term
            magnitude = max(magnitude, abs(term))
        }
        let residual = abs(sum - rows.rhs[r] / cScale / vScale)
        if !(residual <= max(1e-7 / cScale / vScale, 1e-9 * max(magnitude, numerics.largest / cScale / vScale))) {
            preconditionFailure(
                "row \(r) does not hold at the stored values: residual \(residual) × \(cScale) × \(vScale) against \(rows.rhs[r])"
            )
        }
        return magnitude * cScale * vScale
    }

    /// While the ranks are kept, every row whose rank was checked since it last changed ranks above
    /// every such row whose basic symbol it mentions (see `Simplex+Ranks.swift`) — unless the two
    /// are on a cycle, which no order can rank and the next search that meets it eliminates.
    private func checkRanksOrdered() {
        if ranks.valid {
            for i in 0..<rows.basic.count {
                let r = RowIndex(i)
                if rows.basic[r] == .none { continue }
                if ranks.isDirty[r] { continue }
                for k in rows.terms.span(r) {
                    let term = rows.terms.storage[k]
                    let k = symbols.rowOf[term.symbol]
                    if k == .none || k == r { continue }
                    if ranks.isDirty[k] || ranks.rank[r] > ranks.rank[k] { continue }
                    if !reachesDown(from: k, to: r) {
                        preconditionFailure(
                            "row \(r) ranks \(ranks.rank[r]), not above row \(k) (\(ranks.rank[k])), whose basic symbol it mentions"
                        )
                    }
                }
            }
        }
    }

    /// Every column entry is a row holding the symbol, once; with as many entries in the columns as
    /// in the rows, every row's symbol is in its column too. (Linear in the entries: a symbol that
    /// a thousand rows mention is checked once per row, not per pair.)
    private func checkColumns() {
        var rowEntries = 0, columnEntries = 0
        var seen = [UInt32](repeating: 0, count: rows.basic.count)
        for i in 0..<rows.basic.count {
            let r = RowIndex(i)
            if rows.basic[r] == .none { continue }
            rowEntries += rows.terms.length(r)
        }
        for i in 0..<symbols.kinds.count {
            let s = Symbol(i)
            columnEntries += symbols.columns.length(s)
            for k in symbols.columns.span(s) {
                let r = symbols.columns.storage[k]
                if !(seen[r] != UInt32(s.id) + 1) {
                    preconditionFailure("column of symbol \(s) lists row \(r) twice")
                }
                seen[r] = UInt32(s.id) + 1
                let live = rows.basic[r] != .none
                var holds = false
                for k in rows.terms.span(r) where rows.terms.storage[k].symbol == s { holds = true }
                if !(live && holds) {
                    preconditionFailure("column of symbol \(s) lists row \(r), which does not hold it")
                }
            }
        }
        if !(rowEntries == columnEntries) {
            preconditionFailure("the rows hold \(rowEntries) symbols, the columns list \(columnEntries)")
        }
    }

    /// Every row is marked an alias row exactly when it is one as it stands.
    private func checkAliasMarks() {
        for r in rows.terms.indices {
            let row = RowIndex(r)
            let isAlias = aliasStep(row, owner: rows.basic[row]) != nil
            if !(aliases.owner[row] == (isAlias ? rows.basic[row] : .none)) {
                preconditionFailure("row \(r)'s alias mark (\(aliases.owner[row])) is stale")
            }
        }
    }

    /// Every link still cached is the chain of alias rows as it stands (it may end early, at a
    /// symbol whose row became an alias row since). Linear: each link is one walk, and only small
    /// systems get here with many.
    private func checkAliasLinks() {
        for i in 0..<symbols.kinds.count {
            let s = Symbol(i)
            if symbols.rowOf[s] == .none { continue }
            if aliases.links[s].version != aliases.version { continue }
            guard symbols.kinds.count < 500 else { break }
            var x = s, factor = 1.0, steps = 0
            while x != aliases.links[s].end, symbols.rowOf[x] != .none,
                let (other, f) = aliasStep(symbols.rowOf[x], owner: x)
            {
                x = other
                factor *= f
                steps += 1
                if steps > rows.terms.count { break }
            }
            let link = aliases.links[s]
            if !(x == link.end && abs(factor - link.factor) <= 1e-9 * max(1, abs(factor))) {
                preconditionFailure(
                    "symbol \(s)'s alias link to \(aliases.links[s].end) × \(aliases.links[s].factor) is stale")
            }
        }
    }

    /// No dummy symbol has a reduced cost: they are not kept.
    private func checkDummiesHaveNoCost() {
        for k in objective.reduced.indices {
            for i in 0..<symbols.kinds.count {
                let s = Symbol(i)
                if symbols.kinds[s] != .dummy { continue }
                if objective.reduced[k][s] == 0 { continue }
                preconditionFailure("dummy \(s) has a reduced cost at level \(objective.levels[k]): they are not kept")
            }
        }
    }

    /// For systems the size of the property tests (larger ones would make debug builds crawl):
    /// the cached constant column and shared row, the reduced costs against costs summed
    /// afresh, and the optimality of every parametric symbol under both.
    private func checkReducedCostsAndOptimality() {
        // The reduced costs from scratch: a tableau row per costed basic symbol, so only for
        // systems the size of the property tests (larger ones would make debug builds crawl).
        guard symbols.kinds.count < 500 else { return }
        checkConstantCache()
        checkSharedRow()
        var copy = uniqueCopy()
        let (fresh, parts) = copy.computedReducedCostsAndParts()
        checkReducedCosts(fresh: fresh, parts: parts)
        checkOptimal()
        // Optimal by costs summed afresh, too: the stored costs can be right within their
        // record of magnitudes and still hide a direction (a record that grew through 1e9
        // once reads a real cost of 9e-5 as rounding). Above the absolute resolution, and
        // within the range where the optimiser sums such costs afresh.
        if withinRange { checkOptimal(fresh: fresh, parts: parts) }
    }

    /// The stored reduced costs are the costs summed afresh (`fresh`, from `parts` at most).
    private func checkReducedCosts(fresh: [[Double]], parts: [[Double]]) {
        for k in objective.reduced.indices {
            for i in 0..<symbols.kinds.count {
                let s = Symbol(i)
                if symbols.rowOf[s] != .none { continue }
                // Relative to the cost, and to the parts either cost was summed from (afresh,
                // or the bound the engine keeps beside the stored one through its updates).
                // Beside a pivot on a coefficient 1e-9 of its row's others, every rate carries
                // 1e-16 × 1e9 of rounding, so the two ways of summing a cost differ by about
                // 1e-7 of its parts (a weight of 3e10 over such rows: 3·10⁻⁶ of the cost). A
                // cost the bookkeeping lost differs by the cost itself.
                let stored = objective.reducedMagnitude[k][s].value
                let tolerance =
                    1e-6 * max(1, abs(fresh[k][s])) + 1e-12 * max(numerics.largest, parts[k][s])
                    + 1e-7 * stored
                if !(abs(fresh[k][s] - objective.reduced[k][s]) <= tolerance) {
                    preconditionFailure(
                        "level \(objective.levels[k]): reduced cost of symbol \(s) is \(objective.reduced[k][s]), expected \(fresh[k][s]) (summed from parts up to \(parts[k][s]), stored \(objective.reducedMagnitude[k][s].value))"
                    )
                }
            }
        }
    }

    /// No parametric symbol can lower the objective by the stored costs.
    private func checkOptimal() {
        for i in 0..<symbols.kinds.count {
            let s = Symbol(i)
            if symbols.rowOf[s] != .none { continue }
            if symbols.kinds[s] == .dummy { continue }
            // Optimal under either reading of costs below the resolution (see `costSign`).
            let sign = costSign(s), strictSign = costSign(s, strict: true)
            let external = symbols.kinds[s] == .external
            let optimal = { (sign: Int) in sign >= 0 && !(sign != 0 && external) }
            if !optimal(sign) && !optimal(strictSign) {
                preconditionFailure("not optimal: symbol \(s) (\(symbols.kinds[s])) can lower the objective")
            }
        }
    }

    /// No parametric symbol can lower the objective by the costs summed afresh (`fresh`, from
    /// `parts` at most), above the absolute resolution.
    private func checkOptimal(fresh: [[Double]], parts: [[Double]]) {
        for i in 0..<symbols.kinds.count {
            let s = Symbol(i)
            if symbols.rowOf[s] != .none || symbols.kinds[s] == .dummy { continue }
            var sign = 0, level = 0
            for k in objective.reduced.indices where sign == 0 {
                let f = fresh[k][s]
                if abs(f) > max(epsilon, 1e-9 * parts[k][s]) { (sign, level) = (f > 0 ? 1 : -1, k) }
            }
            if sign < 0 || (sign != 0 && symbols.kinds[s] == .external) {
                preconditionFailure(
                    "not optimal: symbol \(s) (\(symbols.kinds[s])) can lower the objective: its cost at level \(objective.levels[level]) summed afresh is \(fresh[level][s]) (parts up to \(parts[level][s])), stored \(objective.reduced[level][s]) (record \(objective.reducedMagnitude[level][s].value))"
                )
            }
        }
    }
}

extension Simplex {
    /// While the cached rows of a constant change's column claim to hold, they are what the
    /// search and the rows make them now: the same rows, each with its basic symbol, that
    /// symbol's coefficient and the row's other basic symbols' terms, each after the rows of
    /// those symbols.
    func checkConstantCache() {
        for column in markerColumns.slots { checkConstantCache(column) }
    }

    private func checkConstantCache(_ markerColumn: ConstantColumn) {
        let m = markerColumn.marker
        guard markerColumn.compiled, markerColumn.version == structureVersion, m != .none, symbols.rowOf[m] == .none
        else { return }
        var probe = uniqueCopy()
        probe.searchUp(from: m, seed: .none)
        var position: [RowIndex: Int] = [:]
        for (i, entry) in markerColumn.rows.enumerated() { position[entry.row] = i }
        if !(position.count == markerColumn.rows.count && Set(probe.search.order) == Set(position.keys)) {
            preconditionFailure("the cached rows of marker \(m) are not the rows that depend on it")
        }
        for (i, (u, r, start, end, a)) in markerColumn.rows.enumerated() {
            let owned = rows.basic[r] == u, stored = coefficient(r, u)
            if !(owned && a == stored) {
                preconditionFailure("the cached entry of row \(r) names basic \(u) × \(a), the row \(rows.basic[r])")
            }
            var expected: [(symbol: Symbol, coefficient: Double)] = []
            for k in rows.terms.span(r) where rows.terms.storage[k].symbol != u {
                let term = rows.terms.storage[k]
                if symbols.rowOf[term.symbol] == .none { continue }
                expected.append((term.symbol, term.coefficient))
            }
            let terms = markerColumn.terms[Int(start)..<Int(end)]
            if !terms.elementsEqual(expected, by: { $0.symbol == $1.symbol && $0.coefficient == $1.coefficient }) {
                preconditionFailure("the cached terms of row \(r) are not its other basic symbols'")
            }
            for (s, _) in terms {
                if let p = position[symbols.rowOf[s]], p >= i {
                    preconditionFailure(
                        "cached row \(r) comes before row \(symbols.rowOf[s]), whose basic symbol it reads")
                }
            }
        }
    }
}

extension Simplex {
    /// While the dual simplex's kept tableau row claims to hold, it is what computing it now
    /// makes it, bit for bit: the same rows, the same symbols reached, the same terms.
    func checkSharedRow() {
        let u = sharedRow.symbol
        var probe = uniqueCopy()
        guard probe.sharedRowHolds(for: u) else { return }
        guard probe.combineRows(of: CollectionOfOne(u), times: CollectionOfOne(1.0), limit: .max - 1) else {
            preconditionFailure("the kept tableau row of \(u) can no longer be computed")
        }
        if !probe.search.order.elementsEqual(sharedRow.rows) {
            preconditionFailure("the kept tableau row of \(u) was computed from other rows than its rows now")
        }
        let reached = probe.scratch.accumulatorSupport.filter { $0 != u }
        if !reached.elementsEqual(sharedRow.reachedSymbols) {
            preconditionFailure("the kept tableau row of \(u) reached other symbols than its row does now")
        }
        probe.copyAccumulatorToPivotRow()
        let row = probe.scratch.pivotRow, magnitudes = probe.scratch.pivotRowMagnitude, kept = sharedRow.terms
        var same = row.count == kept.count
        for i in 0..<min(row.count, kept.count) {
            if row[i].symbol != kept[i].symbol { same = false }
            if row[i].coefficient != kept[i].coefficient { same = false }
            if magnitudes[i] != kept[i].magnitude { same = false }
        }
        if !same { preconditionFailure("the kept tableau row of \(u) is not its tableau row now") }
    }
}

extension Simplex {
    /// Whether row `to` is reachable from row `from` down through the basic symbols the rows
    /// mention.
    fileprivate func reachesDown(from: RowIndex, to: RowIndex) -> Bool {
        var seen: Set<RowIndex> = [from]
        var stack = [from]
        while let r = stack.popLast() {
            for k in rows.terms.span(r) {
                let term = rows.terms.storage[k]
                let k = symbols.rowOf[term.symbol]
                if k == .none || k == r || seen.contains(k) { continue }
                if k == to { return true }
                seen.insert(k)
                stack.append(k)
            }
        }
        return false
    }
}

/// The largest power of two not above `x` (1 for 0 and for numbers that are not finite), to
/// scale by without rounding.
private func powerOfTwoBelow(_ x: Double) -> Double {
    guard x.isFinite, x > 0 else { return 1 }
    return Double(sign: .plus, exponent: x.exponent, significand: 1)
}
