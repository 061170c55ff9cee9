/// Tableau rows and columns on demand: depth-first searches over the rows, and the
/// elimination of the cycles they find.
extension Simplex {
    // MARK: Searches

    /// Fills `order` with the rows reachable from the row owning basic symbol `b` by "mentions
    /// a basic symbol owned by", in topological order: each row before every row whose basic
    /// symbol it mentions. A cycle met on the way is eliminated.
    mutating func searchDown(from b: Symbol) {
        searchDownPostorder(from: CollectionOfOne(b), movedOnly: false)
        search.order.reverse()
    }

    /// Fills `order` with the rows reachable from the rows owning `roots` (basic symbols) by
    /// "mentions a basic symbol owned by" — only through basic symbols that pivots moved, when
    /// `movedOnly` — in postorder: each row after every row whose basic symbol it mentions
    /// (the order in which values can be computed). With `throughAliases`, chains of alias rows
    /// are jumped over (see `followAliases`): their rows are not in `order`, and every basic
    /// symbol the visited rows mention has its link cached.
    ///
    /// The walk is Tarjan's: rows that mention each other's basic symbols in a cycle are found
    /// as one block when the walk leaves the first of them, every row the block reaches
    /// outside it already in `order` and untouched by it. The block is eliminated there (see
    /// `eliminateCycle(through:sparingRowsDoneAt:)`), which leaves its rows mentioning each
    /// other's basic symbols in one direction only, and the walk goes on into it again from
    /// the row that led there. A walk that meets a block at every card of a feed walks each
    /// row once and each block twice; starting again after each block walked the rows above
    /// it once per block. It starts again when an elimination changed rows outside its
    /// block, and after any elimination through moved symbols only (a finished row may reach
    /// the block through a symbol that did not move).
    ///
    /// With a `limit`, the search gives up once it has reached more rows than that and returns
    /// false (`order` is then incomplete).
    @discardableResult
    mutating func searchDownPostorder(
        from roots: some Collection<Symbol>, movedOnly: Bool, throughAliases: Bool = false, limit: Int = .max
    ) -> Bool {
        var walk = RowWalk(
            DownEdges.self, roots: roots, movedOnly: movedOnly, throughAliases: throughAliases, limit: limit)
        while true {
            switch walkRows(from: roots, &walk) {
            case .done: return true
            case .overLimit: return false
            case .cycle(let k):
                // A chain of alias rows that runs in a cycle, or back to the row it left:
                // eliminated with the marks back in place, and the walk starts again.
                eliminateCycle(through: k)
                walk.startAgain()
            case .block(let first):
                let k = search.path[first]
                if movedOnly {
                    eliminateCycle(through: k)
                    walk.startAgain()
                } else if eliminateCycle(through: k, sparingRowsDoneAt: walk.stamp) {
                    // The block's rows lost the walk's marks to the collection's: off the path,
                    // and reached again through the term that led into the block.
                    search.path.removeLast(search.path.count - first)
                    if search.stack.count > 0 { search.stack[search.stack.count - 1].next -= 1 }
                } else {
                    walk.startAgain()
                }
            }
        }
    }

    /// Fills `order` with the rows reachable upward — from the rows that mention `symbol`, or
    /// from row `seed` when `symbol` is ``Symbol/none`` — through "mentions the basic symbol owned
    /// by", in topological order: each row before every row that mentions its basic symbol.
    mutating func searchUp(from symbol: Symbol, seed: RowIndex) {
        if symbol == .none {
            searchUp(fromRowsOf: EmptyCollection(), seed: seed)
        } else {
            searchUp(fromRowsOf: CollectionOfOne(symbol), seed: .none)
        }
    }

    /// ``searchUp(from:seed:)`` from the rows that mention any of `symbols` (or from row
    /// `seed` when there are none): one search for the constants of a batch. A cycle of rows
    /// met on the way is eliminated, and the walk starts again: the rows it had finished may
    /// mention the cycle's basic symbols, which the elimination handed round. So the walk
    /// stops at the first row it meets again on its path.
    mutating func searchUp(fromRowsOf symbols: some Collection<Symbol>, seed: RowIndex) {
        var walk = RowWalk(UpEdges.self, roots: symbols, seed: symbols.isEmpty ? seed : .none)
        while true {
            switch walkRows(from: symbols, &walk) {
            case .done, .overLimit:
                search.order.reverse()
                return
            case .cycle(let k):
                eliminateCycle(through: k)
                walk.startAgain()
            case .block(let first):
                eliminateCycle(through: search.path[first])
                walk.startAgain()
            }
        }
    }

    // MARK: The accumulator

    mutating func clearAccumulator() {
        var storage = takeAccumulator()
        storage.withView { accumulator in
            for i in 0..<accumulator.count { accumulator[accumulator.support[i]] = AccumulatorEntry() }
            accumulator.count = 0
        }
        restoreAccumulator(&storage)
    }

    /// Adds `v` to `s`'s entry (one read and one write of the entry: its sum, largest part
    /// and whether it is in use lie side by side).
    @inline(__always)
    mutating func accumulate(_ s: Symbol, _ v: Double) {
        var entry = scratch.accumulator[s]
        if !entry.present {
            entry.present = true
            scratch.accumulatorSupport.append(s)
        }
        entry.value += v
        entry.magnitude = max(entry.magnitude, abs(v))
        scratch.accumulator[s] = entry
    }

    /// Accumulator entry `s`, or 0 when it is what is left of a cancellation among its parts.
    /// Rates and tableau coefficients are judged here, where the numbers they were summed
    /// from are known, rather than against a fixed tolerance later: a rate of 1e-9 that a
    /// coefficient of 1e-9 makes is kept, a rounding of 1e-7 left where terms of 1e9
    /// cancelled is not.
    @inline(__always)
    func accumulated(_ s: Symbol) -> Double {
        let entry = scratch.accumulator[s]
        return abs(entry.value) <= relativeEpsilon * entry.magnitude ? 0 : entry.value
    }

    // MARK: BTRAN and FTRAN

    /// The tableau row of basic symbol `b` into `scratch.pivotRow`: `∂b/∂p` for every parametric
    /// symbol `p` it depends on (in the order first reached). Without dummies unless
    /// `withDummies` (no pivot, cost or ratio test needs them, and leaving them out lets the
    /// search jump over chains of alias rows); with them, `order` holds every row the tableau
    /// row is made of.
    ///
    /// With a `limit`, gives up when the row is made of more rows than that: returns false and
    /// leaves `scratch.pivotRow` as it was.
    @discardableResult
    mutating func computeRow(of b: Symbol, withDummies: Bool = false, limit: Int = .max) -> Bool {
        if withDummies {
            clearAccumulator()
            searchDown(from: b)
            accumulate(b, 1)
            solveDown(withDummies: true)
        } else {
            guard combineRows(of: CollectionOfOne(b), times: CollectionOfOne(1.0), limit: limit) else { return false }
        }
        copyAccumulatorToPivotRow()
        return true
    }

    /// The accumulator's parametric symbols with a coefficient into `scratch.pivotRow` (in the order
    /// first reached), and the largest part each was summed from into `scratch.pivotRowMagnitude`.
    mutating func copyAccumulatorToPivotRow() {
        // Copied out with the three lists out of the engine: written in place, each append
        // checked its list's uniqueness.
        var storage = takeAccumulator()
        var row = ScratchArray<(symbol: Symbol, coefficient: Double)>(), magnitudes = ScratchArray<Double>()
        swap(&row, &scratch.pivotRow)
        swap(&magnitudes, &scratch.pivotRowMagnitude)
        let supportCount = storage.support.count
        storage.withView { accumulator in
            row.withAppendableStorage(capacity: supportCount, filler: (.none, 0)) { row, rowCount in
                magnitudes.withAppendableStorage(capacity: supportCount, filler: 0) { magnitudes, magnitudeCount in
                    rowCount = 0
                    for i in 0..<accumulator.count {
                        let s = accumulator.support[i]
                        let v = accumulator.sum(s)
                        if v != 0 && symbols.rowOf[s] == .none {
                            row[rowCount] = (s, v)
                            magnitudes[rowCount] = accumulator[s].magnitude
                            rowCount += 1
                        }
                    }
                    magnitudeCount = rowCount
                }
            }
        }
        swap(&row, &scratch.pivotRow)
        swap(&magnitudes, &scratch.pivotRowMagnitude)
        restoreAccumulator(&storage)
    }

    /// `Σ weights[i] × (tableau row of roots[i])` into the accumulator, without dummies: one
    /// search from all the roots at once, so that rows they share are visited once (BTRAN of
    /// a combination, as the revised simplex computes its prices).
    ///
    /// With a `limit`, gives up (returns false, the accumulator unchanged) when the search
    /// reaches more rows than that.
    ///
    /// Without a limit, while the ranks are kept, a search that reaches more than
    /// `ranks.searchThreshold` rows hands over to the ranked search (see
    /// `Simplex+Ranks.swift`), which stops where what the rows pass down cancels; while they
    /// are not, it is depth-first all the way, and what it finds cancelled tells whether
    /// ranking the rows would pay. A threshold of 0 ranks every search.
    @discardableResult
    mutating func combineRows(
        of roots: some Collection<Symbol>, times weights: some Collection<Double>, limit: Int = .max
    ) -> Bool {
        let long = limit == .max
        if long && ranks.searchThreshold == 0 && !ranks.valid { rankAllRows() }
        var depthFirstOnly = !long || !ranks.valid, attempts = 0
        while true {
            let version = structureVersion
            aliases.ends.clear()
            var cycle = false
            for b in roots {
                let (end, factor) = followAliases(from: b)
                if end == .none {
                    eliminateCycle(through: aliases.cycleRow)
                    cycle = true
                    break
                }
                aliases.ends.append((end, factor))
            }
            if cycle { continue }
            guard
                searchDownPostorder(
                    from: aliases.ends.lazy.map { $0.symbol }, movedOnly: false, throughAliases: true,
                    limit: depthFirstOnly ? limit : ranks.searchThreshold)
            else {
                if !long { return false }
                if ranks.valid && attempts < 3 {
                    if combineRowsByRank(of: roots, times: weights) { return true }
                    // A cycle found on the way (eliminated), or the ranks dropped: again from
                    // the start, three times at most.
                    attempts += 1
                    continue
                }
                depthFirstOnly = true
                continue
            }
            search.order.reverse()
            // A cycle eliminated on the way can have changed the chains from the roots.
            guard structureVersion == version else { continue }
            clearAccumulator()
            for ((end, factor), w) in zip(aliases.ends, weights) { accumulate(end, w * factor) }
            break
        }
        let expanded = solveDown(withDummies: false)
        counters.rowsExpanded += expanded
        if long && depthFirstOnly { noteCancellation(reached: search.order.count, expanded: expanded) }
        return true
    }

    /// Pushes the accumulator down through the rows of `order` (topological): each row's basic
    /// symbol's entry is replaced by the row's other terms.
    /// Returns how many rows were expanded (the others' coefficients cancelled).
    @discardableResult
    private mutating func solveDown(withDummies: Bool) -> Int {
        var storage = takeAccumulator()
        defer { restoreAccumulator(&storage) }
        return storage.withView { accumulator in
            var expanded = 0
            for r in search.order {
                let u = rows.basic[r]
                let c = accumulator.sum(u)
                accumulator[u].value = 0
                if c == 0 { continue }
                expanded += 1
                // Read where the terms lie (see `searchDownPostorder`).
                let f = quotient(-c, coefficient(r, u))
                for i in rows.terms.span(r) {
                    let s = rows.terms.storage[i].symbol
                    if s == u { continue }
                    let coefficient = rows.terms.storage[i].coefficient
                    if !withDummies {
                        if symbols.kinds[s] == .dummy { continue }
                        // A basic symbol the search jumped over: its chain's end moves instead.
                        let k = symbols.rowOf[s]
                        if k != .none && aliases.owner[k] == s {
                            let link = aliases.links[s]
                            if link.version == aliases.version {
                                accumulator.add(link.end, f * coefficient * link.factor)
                                continue
                            }
                        }
                    }
                    accumulator.add(s, f * coefficient)
                }
            }
            return expanded
        }
    }

    /// The column of parametric symbol `p` into `scratch.pivotColumn`: how much every basic symbol
    /// moves per unit increase of `p` (`p` itself first, with 1). With `p == .none`, per
    /// unit increase of row `seed`'s right-hand side instead.
    mutating func computeColumn(of p: Symbol, seed: RowIndex = .none) {
        clearAccumulator()
        if p != .none { accumulate(p, 1) }
        searchUp(from: p, seed: seed)
        var storage = takeAccumulator()
        storage.withView { accumulator in
            for r in search.order {
                let u = rows.basic[r]
                var sum = r == seed ? 1.0 : 0.0
                var a = 0.0, parts = abs(sum), scale = abs(sum)
                // Read in place (see `searchDownPostorder`).
                for i in rows.terms.span(r) {
                    let s = rows.terms.storage[i].symbol
                    let coefficient = rows.terms.storage[i].coefficient
                    if s == u { a = coefficient; continue }
                    let entry = accumulator[s]
                    if entry.present {
                        let part = coefficient * entry.value
                        sum -= part
                        parts = max(parts, abs(part))
                        // The part at the scale of the numbers its rate was summed from: a
                        // rate that is what is left of a cancellation upstream carries that
                        // cancellation's scale, and what it leaves here is rounding too.
                        scale = max(scale, abs(coefficient) * entry.magnitude)
                    }
                }
                // What is left of a cancellation among the rates it was summed from is no
                // rate: judged against its own parts, and (far more strictly, the scale being
                // a bound that grows by every quotient on the way) against the scale upstream.
                if abs(sum) <= relativeEpsilon * parts || abs(sum) <= upstreamEpsilon * scale { sum = 0 }
                accumulator.add(u, quotient(sum, a))
                accumulator[u].magnitude = max(accumulator[u].magnitude, quotient(scale, abs(a)))
            }
        }
        storeColumn(&storage)
        restoreAccumulator(&storage)
    }

    /// Writes the rates `storage` holds that are not 0 into `scratch.pivotColumn`, in the order
    /// their symbols were reached.
    @inline(__always)
    private mutating func storeColumn(_ storage: inout AccumulatorStorage) {
        var column = ScratchArray<(symbol: Symbol, coefficient: Double)>()
        swap(&column, &scratch.pivotColumn)
        let supportCount = storage.support.count
        storage.withView { accumulator in
            column.withAppendableStorage(capacity: supportCount, filler: (.none, 0)) { column, count in
                count = 0
                for i in 0..<accumulator.count {
                    let s = accumulator.support[i]
                    let v = accumulator[s].value
                    if v != 0 {
                        column[count] = (s, v)
                        count += 1
                    }
                }
            }
        }
        swap(&column, &scratch.pivotColumn)
    }

    /// ``computeColumn(of:seed:)`` for a parametric symbol `p` that one row alone mentions,
    /// whose basic symbol no other row mentions (an error pair's other half): the column is
    /// `p` and that basic symbol, computed as the search would, without one. Returns false,
    /// `scratch.pivotColumn` as it was, for any other symbol. Leaves the accumulator and `order` as
    /// they were: only `scratch.pivotColumn` is the column's.
    mutating func computeLocalColumn(of p: Symbol) -> Bool {
        guard symbols.columns.length(p) == 1 else { return false }
        let r = symbols.columns[p, 0]
        let u = rows.basic[r]
        guard u != .none, symbols.columns.length(u) == 1 else { return false }
        var sum = 0.0, a = 0.0, magnitude = 0.0
        for i in rows.terms.span(r) {
            let s = rows.terms.storage[i].symbol
            if s == u {
                a = rows.terms.storage[i].coefficient
            } else if s == p {
                let part = rows.terms.storage[i].coefficient * 1.0
                sum -= part
                magnitude = max(magnitude, abs(part))
            }
        }
        if abs(sum) <= relativeEpsilon * magnitude { sum = 0 }
        let rate = quotient(sum, a)
        scratch.pivotColumn.clear()
        scratch.pivotColumn.append((p, 1.0))
        if rate != 0 { scratch.pivotColumn.append((u, rate)) }
        return true
    }

    // MARK: Cycles

    /// Puts in `cycleLists.rows` the rows on a cycle with row `k`: those reachable from it down
    /// through the basic symbols they mention, and up through the rows that mention theirs.
    /// Eliminating the whole component at once leaves its rows pointing only at rows outside
    /// it, so no new cycle forms. With `walk`, the mark of a walk down under way, the rows
    /// that walk has put in its order (state 2) are passed by with their marks left: they
    /// reach no row on a cycle with `k` (the walk would have found them in its block).
    private mutating func collectStronglyConnectedRows(with k: RowIndex, sparingRowsDoneAt walk: UInt32?) {
        search.stamp &+= 1
        let down = search.stamp
        search.queue.clear()
        search.queue.append(k)
        search.rowStamp[k] = down
        var head = 0
        while head < search.queue.count {
            let r = search.queue[head]
            head += 1
            for i in rows.terms.span(r) {
                let t = symbols.rowOf[rows.terms.storage[i].symbol]
                if t == .none || search.rowStamp[t] == down { continue }
                if let walk, search.rowStamp[t] == walk && search.rowState[t] == 2 { continue }
                search.rowStamp[t] = down
                search.queue.append(t)
            }
        }
        // Up from k, keeping the rows also reached down.
        for r in search.queue { search.rowState[r] = 3 }
        cycleLists.rows.clear()
        cycleLists.rows.append(k)
        search.rowState[k] = 4
        head = 0
        while head < cycleLists.rows.count {
            let r = cycleLists.rows[head]
            head += 1
            for i in symbols.columns.span(rows.basic[r]) {
                let t = symbols.columns.storage[i]
                guard t != r && search.rowStamp[t] == down && search.rowState[t] == 3 else { continue }
                search.rowState[t] = 4
                cycleLists.rows.append(t)
            }
        }
        for r in search.queue { search.rowState[r] = 0 }
        search.stamp &+= 1
    }

    /// `target -= f × source`, with `f` chosen so that `s` leaves `target`.
    mutating func combine(_ target: RowIndex, _ source: RowIndex, eliminating s: Symbol) {
        let f = coefficient(target, s) / coefficient(source, s)
        if f == 0 { return }
        counters.eliminationCount += 1
        structureVersion &+= 1
        noteAliasChange(target)
        if journal.isOn {
            journalRow(target)
        }
        // The combined row is built in a list the engine keeps (taken out of it while the
        // columns change), and the source's terms are read where they lie: a combination
        // allocates nothing.
        var terms = ScratchArray<RowTerm>()
        swap(&terms, &scratch.combinedTerms)
        defer { swap(&terms, &scratch.combinedTerms) }
        terms.clear()
        for i in rows.terms.span(target) { terms.append(rows.terms.storage[i]) }
        subtract(f, timesTermsOf: source, from: &terms, target: target, eliminating: s)
        rows.terms.replace(target, with: terms)
        rows.rhs[target] -= f * rows.rhs[source]
        refreshAlias(target)
        noteRankChange(target)
        // Rows filled in far beyond what the constraints wrote, where no refactorisation may
        // run (inside the dual simplex, or a journaled operation): the eliminations have run
        // away with the basis (see `troubled`).
        if rows.terms.elementCount > 4 * refactoring.baseline + refactoring.slack { noteTrouble() }
    }

    /// `terms -= f × source`, for ``combine(_:_:eliminating:)``: `terms` holds target row
    /// `target`'s terms, whose columns follow each term that cancels (or is `s`) or appears.
    ///
    /// Long rows find a symbol's term by its place, marked for this combination, and a
    /// cancelled term is left as a hole (`Symbol.none`) until the end: the same terms in
    /// the same order as the scan and removal that short rows use, where finding each of
    /// the source's terms by a scan of the target's made a combination of two rows of 300
    /// terms cost 90 000 comparisons (a quarter of a 1 280-view fill-equally row's build).
    @inline(__always)
    private mutating func subtract(
        _ f: Double, timesTermsOf source: RowIndex, from terms: inout ScratchArray<RowTerm>, target: RowIndex,
        eliminating s: Symbol
    ) {
        let indexed = terms.count * rows.terms.length(source) > Self.scannedCombination
        if indexed { markCombinedPlaces(of: terms) }
        var holes = false
        for i in rows.terms.span(source) {
            let term = rows.terms.storage[i]
            let t = term.symbol
            let part = f * term.coefficient
            var j = terms.count
            if indexed {
                let mark = scratch.combinedPlaces[t]
                if mark.stamp == scratch.combinedStamp { j = Int(mark.place) }
            } else {
                j = 0
                while j < terms.count && terms[j].symbol != t { j += 1 }
            }
            if j < terms.count {
                let sum = terms[j].coefficient - part
                if t == s || cancels(sum, terms[j].coefficient, part) {
                    if indexed {
                        terms[j] = RowTerm(.none, 0)
                        scratch.combinedPlaces[t].stamp = 0
                        holes = true
                    } else {
                        terms.remove(at: j)
                    }
                    removeFromColumn(t, row: target)
                } else {
                    terms[j].coefficient = sum
                    note(sum)
                }
            } else {
                if indexed {
                    scratch.combinedPlaces[t] = CombinedPlace(stamp: scratch.combinedStamp, place: Int32(terms.count))
                }
                terms.append(RowTerm(t, -part))
                note(part)
                if journal.isOn { journalColumn(t) }
                symbols.columns.append(target, to: t)
            }
        }
        if holes { terms.removeAll(where: { $0.symbol == .none }) }
    }

    /// The size (target terms × source terms) up to which a combination finds each of the
    /// source's symbols by scanning the target's terms; above it, by their marked places (see
    /// ``markCombinedPlaces(of:)``). Both give the same row, bit for bit, so this decides only
    /// the speed: a layout's rows are a few terms, and two rows of 8 scan about 32 terms in
    /// place, where marking writes 8 entries of a per-symbol array and reads 8 more, scattered
    /// over memory; the scan's cost grows as the product, the marks' as the sum.
    static let scannedCombination = 64

    /// Marks each term's place in `terms` for a new combination (see
    /// ``Scratch/combinedPlaces``).
    private mutating func markCombinedPlaces(of terms: ScratchArray<RowTerm>) {
        scratch.combinedStamp &+= 1
        if scratch.combinedStamp == 0 {
            for i in scratch.combinedPlaces.indices { scratch.combinedPlaces[i].stamp = 0 }
            scratch.combinedStamp = 1
        }
        for (j, term) in terms.enumerated() {
            scratch.combinedPlaces[term.symbol] = CombinedPlace(stamp: scratch.combinedStamp, place: Int32(j))
        }
    }

    /// Eliminates the cycle through row `k`: its rows, those that mention each other's basic
    /// symbols in a cycle (see `collectStronglyConnectedRows(with:)`), are brought to a
    /// triangular form among themselves, as a sparse LU factorisation does with a block of the
    /// basis that is not triangular (see `eliminateBlockForward()`). Beside numbers of 1e9 and
    /// more, the block goes through Gauss–Jordan elimination instead (see
    /// `eliminateCollectedCycle()`), whose handling of blocks that rounding left singular the
    /// fuzzer's cases beside 1e150 and 1e300 were settled with.
    ///
    /// With `walk`, the mark of a walk down under way (see `searchDownPostorder`), the rows it
    /// has put in its order are left out of the search for the cycle's rows. Returns whether
    /// the elimination changed the cycle's rows alone (the Gauss–Jordan elimination can take
    /// in a row outside it; a singular block changes ownership) and the operation goes on.
    @discardableResult
    mutating func eliminateCycle(through k: RowIndex, sparingRowsDoneAt walk: UInt32? = nil) -> Bool {
        collectStronglyConnectedRows(with: k, sparingRowsDoneAt: walk)
        let collected = cycleLists.rows.count
        // While the rows stay as they are (no pivot, no row added or deleted), eliminations
        // end: each makes a strongly connected block of rows mention none of its own basic
        // symbols, and no row outside the block reaches back into it, so no cycle comes back
        // and there are fewer blocks than rows. Twice as many eliminations as rows since the
        // rows last changed mean rounding (beside numbers near 1e300) closes the cycles again
        // as fast as they are eliminated: the operation is refused like a singular cycle
        // (below), rather than searched for ever.
        cycleEliminations += 1
        if cycleEliminations > 2 * rows.terms.count + 64 {
            giveUpCollectedCycle()
            return false
        }
        if numerics.largest < 1e9 { eliminateBlockForward() } else { eliminateCollectedCycle() }
        return !numerics.singular && cycleLists.rows.count == collected
    }

    /// Leaves the rows in `cycleLists.rows` without basic symbols (their symbols parametric), and
    /// marks the operation under way for refusal (see ``singular``): the searches skip a row
    /// without a basic symbol, so they find the cycle no more and end.
    private mutating func giveUpCollectedCycle() {
        numerics.singular = true
        noteTrouble()
        for r in cycleLists.rows {
            let u = rows.basic[r]
            clearBasic(r)
            if u != .none && symbols.rowOf[u] == r { releaseBasic(u) }
        }
    }

    /// Eliminates the cycle whose rows are in `cycleLists.rows` by Gauss–Jordan elimination among
    /// them with respect to their basic symbols, largest pivot first, so that each ends up
    /// mentioning none of the others'. When the cycle's rows alone are singular in their basic
    /// symbols, the row owning another basic symbol they mention joins (the block grows toward
    /// its strongly connected component, which is never singular in a basis). The lists are
    /// the engine's (`cycleLists.rows` and the three after it): an elimination allocates nothing.
    mutating func eliminateCollectedCycle() {
        cycleLists.pending.assign(cycleLists.rows)
        cycleLists.symbols.clear()
        for r in cycleLists.rows { cycleLists.symbols.append(rows.basic[r]) }
        cycleLists.done.clear()
        while !cycleLists.pending.isEmpty {
            var bestRow = -1, bestSymbol = -1, best = 0.0
            for (a, r) in cycleLists.pending.enumerated() {
                var scale = 0.0
                for i in rows.terms.span(r) { scale = max(scale, abs(rows.terms.storage[i].coefficient)) }
                for (b, u) in cycleLists.symbols.enumerated() {
                    let c = abs(coefficient(r, u)) / scale
                    if c > best || (c == best && bestRow >= 0 && u < cycleLists.symbols[bestSymbol]) {
                        best = c; bestRow = a; bestSymbol = b
                    }
                }
            }
            if bestRow < 0 || best <= relativeEpsilon {
                switch growCollectedCycle(hasPivot: bestRow >= 0 && best != 0) {
                case .grown: continue
                case .singular: return
                case .pivotIsReal: break
                }
            }
            let r = cycleLists.pending[bestRow], u = cycleLists.symbols[bestSymbol]
            for t in cycleLists.rows where t != r && coefficient(t, u) != 0 { combine(t, r, eliminating: u) }
            setBasic(r, u)
            cycleLists.done.append((r, u))
            cycleLists.pending.remove(at: bestRow)
            cycleLists.symbols.remove(at: bestSymbol)
        }
    }

    /// What ``growCollectedCycle(hasPivot:)`` did.
    private enum CycleGrowth {
        /// A row outside the block joined it.
        case grown
        /// The block is the whole component and exactly singular: the operation is refused.
        case singular
        /// The block is the whole component, and the best pivot, only small beside its row's
        /// other coefficients, is a real one.
        case pivotIsReal
    }

    /// When the rows left in the block under elimination have no good pivot (none, or only one
    /// within rounding of its row's other coefficients — `hasPivot` says whether there is a
    /// nonzero one): the row owning another basic symbol they mention joins the block (it grows
    /// toward its strongly connected component, which is never singular in a basis). With no
    /// other row to take in, the block is the whole component: a nonzero pivot is a real one,
    /// and none at all means rounding at far larger magnitudes made the rows dependent.
    private mutating func growCollectedCycle(hasPivot: Bool) -> CycleGrowth {
        var extra = RowIndex.none
        search: for r in cycleLists.pending {
            for i in rows.terms.span(r) {
                let v = rows.terms.storage[i].symbol
                if symbols.rowOf[v] != .none && !cycleLists.rows.contains(symbols.rowOf[v]) {
                    extra = symbols.rowOf[v]
                    break search
                }
            }
        }
        if extra == .none {
            if hasPivot { return .pivotIsReal }
            // Exactly singular, which a basis never is: rounding at far larger magnitudes made
            // these rows dependent. The operation under way is refused.
            giveUpSingularBlock()
            return .singular
        }
        for d in cycleLists.done where coefficient(extra, d.symbol) != 0 {
            combine(extra, d.row, eliminating: d.symbol)
        }
        cycleLists.rows.append(extra)
        cycleLists.pending.append(extra)
        cycleLists.symbols.append(rows.basic[extra])
        return .grown
    }
}

extension Simplex {
    /// The working lists and marks of a cycle's elimination (see `eliminateCycle(through:)`), kept
    /// between calls so that an elimination allocates nothing.
    struct CycleScratch: Sendable {
        /// A cycle's elimination (see `eliminateCycle(through:)`): its rows, those not yet
        /// eliminated, their basic symbols not yet taken, and each row done with the symbol it took.
        var rows = ScratchArray<RowIndex>()
        var pending = ScratchArray<RowIndex>()
        var symbols = ScratchArray<Symbol>()
        var done = ScratchArray<(row: RowIndex, symbol: Symbol)>()
        /// Each symbol: whether it is a basic symbol of the block being eliminated that no row
        /// has taken yet (see `eliminateBlockForward()`); false outside an elimination.
        var untaken = UncheckedArray<Bool>()
        /// Each untaken symbol: how many of the block's rows left mention it, kept as the
        /// block's elimination takes and changes rows (see `forwardPivot()`); 0 outside one.
        var mentions = UncheckedArray<Int32>()
        /// Each symbol that was a basic symbol of the block when its elimination began: the
        /// place of its row in `rows` (a row left keeps that symbol until it is done, so its
        /// place is found from its symbol); -1 outside an elimination.
        var place = UncheckedArray<Int32>()
        /// The block's basic symbols when its elimination began (see `eliminateBlockForward()`,
        /// which keeps no `pending` or `symbols` but its marks by place and symbol).
        var blockSymbols = ScratchArray<Symbol>()
        /// By place in `rows`: whether the elimination has taken the row.
        var isDone = ScratchArray<Bool>()
        /// The rows left that mention the symbol a step takes, with their places.
        var users = ScratchArray<(place: Int, row: RowIndex)>()
        /// The rows left by length (see `forwardPivot()`).
        var shortest = ShortestRows()
    }

    /// The rows of a block's elimination by length, then place: a binary heap of places, each
    /// queued with its row's length when queued. An entry whose row has changed since (another
    /// entry, queued then, holds its length now) or is done is passed over when it is taken.
    struct ShortestRows: Sendable {
        private var heap = ScratchArray<(length: Int32, place: Int32)>()

        /// Empties the queue, keeping its storage.
        mutating func clear() { heap.clear() }

        /// Queues the row at `place`, `length` terms long.
        mutating func insert(length: Int, place: Int) {
            heap.append((Int32(length), Int32(place)))
            var i = heap.count - 1
            let entry = heap[i]
            while i > 0 {
                let parent = (i - 1) / 2
                guard Self.precedes(entry, heap[parent]) else { break }
                heap[i] = heap[parent]
                i = parent
            }
            heap[i] = entry
        }

        /// The shortest row queued (the first place among equals), taken off the queue.
        mutating func takeFirst() -> (length: Int, place: Int)? {
            guard let first = heap.first else { return nil }
            let last = heap[heap.count - 1]
            heap.removeLast(1)
            let n = heap.count
            if n > 0 {
                var i = 0
                while true {
                    var child = 2 * i + 1
                    if child >= n { break }
                    if child + 1 < n && Self.precedes(heap[child + 1], heap[child]) { child += 1 }
                    guard Self.precedes(heap[child], last) else { break }
                    heap[i] = heap[child]
                    i = child
                }
                heap[i] = last
            }
            return (Int(first.length), Int(first.place))
        }

        @inline(__always)
        private static func precedes(_ a: (length: Int32, place: Int32), _ b: (length: Int32, place: Int32)) -> Bool {
            a.length != b.length ? a.length < b.length : a.place < b.place
        }
    }
}

extension Simplex {
    /// The searches' working state: the marks they leave on the rows, and a walk's stack, path
    /// and order or a breadth-first search's queue. No search keeps any of it across calls;
    /// each moves `stamp` on, so that the marks of the searches before it mean nothing.
    struct SearchScratch: Sendable {
        /// Each row's mark: the row is reached in the search under way when it holds `stamp`.
        var rowStamp = UncheckedArray<UInt32>()
        /// What the search under way knows of each row it reached (a walk down: 1 while the
        /// row is on `path`, 2 once it is in `order`).
        var rowState = UncheckedArray<UInt8>()
        /// Each row's parent in a breadth-first search that returns a path (see `augment`).
        var rowParent = UncheckedArray<RowIndex>()
        /// Each row's place on `path` while the walk down has it there (see
        /// `searchDownPostorder`).
        var rowPosition = UncheckedArray<Int32>()
        /// The mark of the search under way.
        var stamp: UInt32 = 0
        /// The rows a search found, in the order it gives them.
        var order = ScratchArray<RowIndex>()
        /// A depth-first walk's rows being walked: each row, the place in its terms (or column)
        /// the walk has reached, and (walking down) the lowest place on `path` it reaches.
        var stack = ScratchArray<(row: RowIndex, next: Int32, low: Int32)>()
        /// The walk down's rows not yet in `order`, in the order reached (Tarjan's stack).
        var path = ScratchArray<RowIndex>()
        /// A breadth-first search's rows, in the order reached.
        var queue = ScratchArray<RowIndex>()

        /// Room for the marks of `rows` rows (see `prepareArrays`), in storage of their
        /// own when `detaching`.
        mutating func prepare(rows: Int, detaching: Bool) {
            rowStamp.prepare(capacity: rows, detaching: detaching)
            rowState.prepare(capacity: rows, detaching: detaching)
            rowParent.prepare(capacity: rows, detaching: detaching)
            rowPosition.prepare(capacity: rows, detaching: detaching)
        }

        /// A new row's marks: none.
        mutating func appendRow() {
            rowStamp.append(0)
            rowState.append(0)
            rowParent.append(.none)
            rowPosition.append(0)
        }
    }
}
