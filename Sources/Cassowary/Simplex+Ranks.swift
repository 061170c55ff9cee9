/// A topological order of the rows, kept up to date as pivots change it, and the tableau rows
/// it lets a search compute without walking what cancels.
///
/// A depth-first search down from a basic symbol visits every row its row reaches, whether or
/// not the parts that arrive there cancel. A size that is the difference of two positions
/// (`height = bottom − top`) reaches down both positions' chains to where they meet, and
/// further: in a scrolling screen of cards each card's `top` follows the card above, so the
/// height of a label in card `i` reaches every card above it although its tableau row holds
/// three symbols of card `i`. A card's build then walks all the cards above it, and a screen
/// of `n` cards costs `n²`.
///
/// Pushing the coefficients down in an order where every row comes before every row whose
/// basic symbol it mentions — the order a factored basis's triangular solve uses — lets each
/// row's coefficient be complete when the row is reached: a row whose coefficient came to 0
/// is not expanded, and the search stops where the positions cancel. The order is a rank per
/// row (a row ranks above every row whose basic symbol it mentions), kept up to date
/// incrementally as in Pearce and Kelly's dynamic topological sort ("A Dynamic Topological
/// Sort Algorithm for Directed Acyclic Graphs", ACM JEA 2006): a changed row takes a rank in
/// the gap its neighbours leave when there is one; otherwise only the rows between the two
/// ends of the edge that broke the order are reordered.
///
/// The ranks decide only the order of a search, never its result: a row reached again after
/// it was expanded is expanded again with what arrived late, and a search that runs too long
/// (a cycle the ranks did not see) falls back to the depth-first one.
extension Simplex {
    /// The rows' topological order and what keeping it up to date needs.
    struct Ranks: Sendable {
        /// Each row's rank: above every row whose basic symbol it mentions (while `valid`,
        /// once the rows in `dirtyRows` are checked).
        var rank = UncheckedArray<Double>()
        /// Whether each row is in `dirtyRows`.
        var isDirty = UncheckedArray<Bool>()
        /// Rows whose basic symbol or terms changed since the ranks were last brought up to date.
        var dirtyRows = ScratchArray<RowIndex>()
        /// Whether the ranks are kept up to date; until a ranked search needs them, they are not.
        var valid = false
        /// One below the lowest rank and one above the highest given so far: a row open on one
        /// side takes the next, so that no two rows share a rank.
        var floor = -1.0
        var ceiling = 0.0
        /// How many rows a tableau row's depth-first search may visit before the ranked search
        /// takes over: the searches of a layout's local rows (a view's sizes, its stack's
        /// arrangement) stay depth-first, with no ranks to keep up. (Tests set it to 0, so that
        /// every search is ranked.)
        var searchThreshold = 64
        /// Rows long depth-first searches walked for nothing since the ranks were last dropped
        /// (see `noteCancellation(reached:expanded:)`).
        var credit = 0
        /// What is left of a repair's budget of rows reordered.
        var work = 0
        /// How many rows a reordering's search down from the edge's lower end collects before
        /// the rows reaching its upper end are tried instead (see `reorder(edgeFrom:to:)`):
        /// more than the local rows a view's or a stack's change reorders. (Tests set it to 1,
        /// so that both ways are taken.)
        var oneSidedGroup = 64
        /// Rows the reorderings have collected since the engine was created (the work of
        /// keeping the ranks, which ``Counters/rowsVisited`` leaves out).
        var reorderedRows = 0
        var heap = ScratchArray<RowIndex>()
        /// The basic symbols ranking every row starts from (see `rankAllRows`).
        var roots = ScratchArray<Symbol>()
        var forward = ScratchArray<RowIndex>()
        var backward = ScratchArray<RowIndex>()
        var pool = ScratchArray<Double>()
    }
}

extension Simplex {
    // MARK: Keeping the order

    /// Records what a long depth-first search found: `reached` rows, of which only
    /// `expanded` had a coefficient left when the search came to them. The rows it walked for
    /// nothing are credited; once they add up to the rows there are, ranking every row (which
    /// walks them all once) has paid for itself, and the ranked search takes over. Where
    /// nothing cancels — a chain, a row of items filling a width — the ranks are never made,
    /// and pivots that reverse long chains pay nothing to keep them.
    mutating func noteCancellation(reached: Int, expanded: Int) {
        guard !ranks.valid, reached > ranks.searchThreshold, 2 * expanded < reached else { return }
        ranks.credit += reached - expanded
        if ranks.credit >= rows.basic.count {
            ranks.credit = 0
            rankAllRows()
        }
    }

    /// Records that row `r`'s basic symbol or terms changed, so that its rank is checked
    /// before the next ranked search.
    @inline(__always)
    mutating func noteRankChange(_ r: RowIndex) {
        guard ranks.valid, !ranks.isDirty[r] else { return }
        noteOutOfOrder(r)
        // Past a quarter of the rows, ranking them all again is cheaper than checking each.
        if ranks.dirtyRows.count > 64 && ranks.dirtyRows.count > rows.basic.count / 4 { invalidateRanks() }
    }

    /// Forgets the ranks: the next ranked search ranks every row again.
    mutating func invalidateRanks() {
        for r in ranks.dirtyRows { ranks.isDirty[r] = false }
        ranks.dirtyRows.clear()
        ranks.valid = false
    }

    @inline(__always)
    private mutating func setRank(_ r: RowIndex, _ value: Double) {
        if journal.isOn && !journal.isInserted(r) { journal.append(.rank(r, ranks.rank[r])) }
        ranks.rank[r] = value
    }

    /// Brings the ranks up to date with every row changed since they were last used. Gives
    /// them up instead (`ranks.valid` false) when that would reorder many rows per changed row:
    /// pivots that reverse a long chain's rows change the order of all of them, and a search
    /// depth-first costs less than keeping up with that.
    mutating func repairRanks() {
        guard ranks.valid else { return }
        ranks.work = 256 + 16 * ranks.dirtyRows.count
        while let r = ranks.dirtyRows.popLast() {
            ranks.isDirty[r] = false
            guard rows.basic[r] != .none else { continue }
            if !ranks.valid || !placeRank(r) {
                invalidateRanks()
                break
            }
        }
        // Out of budget or of room between two ranks, or so many rows changed on the way (a
        // cycle eliminated) that they were dropped: long searches go depth-first until they
        // have paid for ranking every row again.
        if !ranks.valid {
            invalidateRanks()
            ranks.credit = 0
        }
    }

    /// Ranks every row from scratch: its place in a topological order of all of them.
    mutating func rankAllRows() {
        invalidateRanks()
        // The roots in a list of their own (kept, so that ranking allocates nothing):
        // eliminating a cycle on the way changes `rows.basic`.
        var roots = ScratchArray<Symbol>()
        swap(&roots, &ranks.roots)
        defer { swap(&roots, &ranks.roots) }
        roots.clear()
        for b in rows.basic where b != .none { roots.append(b) }
        searchDownPostorder(from: roots, movedOnly: false)
        for (i, r) in search.order.enumerated() { setRank(r, Double(i)) }
        ranks.floor = -1
        ranks.ceiling = Double(search.order.count)
        ranks.valid = true
    }

    /// Gives row `r` a rank above every row whose basic symbol it mentions and below every row
    /// that mentions its own. Returns false when the repair's budget of rows reordered
    /// (`ranks.work`) ran out or the ranks ran out of room between two neighbours (the caller
    /// drops the ranks).
    private mutating func placeRank(_ r: RowIndex) -> Bool {
        while true {
            let u = rows.basic[r]
            // A cycle given up as singular on the way left the row without a basic symbol
            // (see `eliminateCycle(through:)`): the searches skip it, and so do the ranks.
            if u == .none { return true }
            let (lo, hi, highUser) = rankBounds(of: r, basic: u)
            let own = ranks.rank[r]
            if lo < own && own < hi { return true }
            if lo < hi {
                // Above every rank when nothing ranks above it, so that no two rows share a
                // rank (a reordering spreads what it pools; equal ranks leave it no room).
                // Below, it may meet another row's rank; an edge between the two is then
                // reordered, which spreads equal ranks apart.
                let value: Double
                if hi == .infinity {
                    ranks.ceiling = max(ranks.ceiling, lo) + 1
                    value = ranks.ceiling
                } else if lo == -.infinity {
                    // Just below its lowest user, not below every row: a row that mentions no
                    // other basic symbol now (a card's inequality that a dual pivot made tight)
                    // soon mentions some again, and a rank far below every row made the edge
                    // back a reordering of everything between (every card above it).
                    value = hi - 0.5
                    ranks.floor = min(ranks.floor, value - 1)
                } else {
                    value = lo + (hi - lo) / 2
                }
                guard lo < value && value < hi else { return false }
                setRank(r, value)
                return true
            }
            // A row that mentions r's basic symbol ranks at or below one that r mentions:
            // reorder the rows between the two (each reordering spends some of `ranks.work`, so
            // this ends).
            if !reorder(edgeFrom: highUser, to: r) { return false }
        }
    }

    /// The ranks row `r` (whose basic symbol is `u`) must lie between: the highest of the rows
    /// whose basic symbols it mentions (`lo`), and the lowest of the rows that mention `u`
    /// (`hi`, that row `highUser`).
    @inline(__always)
    private func rankBounds(of r: RowIndex, basic u: Symbol) -> (lo: Double, hi: Double, highUser: RowIndex) {
        var lo = -Double.infinity, hi = Double.infinity
        var highUser = RowIndex.none
        for i in rows.terms.span(r) {
            let k = symbols.rowOf[rows.terms.storage[i].symbol]
            if k == .none || k == r || rows.basic[k] == .none { continue }
            lo = max(lo, ranks.rank[k])
        }
        for i in symbols.columns.span(u) {
            let k = symbols.columns.storage[i]
            if k == r || rows.basic[k] == .none { continue }
            if ranks.rank[k] < hi {
                hi = ranks.rank[k]
                highUser = k
            }
        }
        return (lo, hi, highUser)
    }

    /// Pearce and Kelly's reordering for the edge `x → y` (row `x` mentions row `y`'s basic
    /// symbol) when `x` does not rank above `y`: the rows reachable down from `y` that rank at
    /// or above `x`, and the rows reaching `x` from above that rank at or below `y`, trade
    /// their ranks so that the second group comes first. A cycle through the edge is
    /// eliminated instead. Returns false when the ranks cannot be made strictly decreasing
    /// along the edges within the rows reordered.
    ///
    /// Usually one group alone can move: the rows reached down from `y` to just below `x`
    /// (see `fitRowsReachedBelow`), or, when those are many, the rows reaching `x` to just
    /// above `y` (see `fitRowsReachingAbove`). The first group is collected only up to
    /// `ranks.oneSidedGroup` rows before the second is tried: from a row ranked near the bottom
    /// that comes to mention a row near the top, the search down reaches every row between,
    /// while few rows may reach the row near the bottom (a two-column grid's cards, row after row).
    private mutating func reorder(edgeFrom x: RowIndex, to y: RowIndex) -> Bool {
        let low = ranks.rank[x], high = ranks.rank[y]
        ranks.backward.clear()
        // Ranks already in order, or disordered by a cycle given up as singular on the way
        // (see `eliminateCycle(through:)`): nothing to reorder here; the caller drops them.
        guard low <= high else { return false }
        defer {
            ranks.work -= ranks.forward.count + ranks.backward.count
            ranks.reorderedRows += ranks.forward.count + ranks.backward.count
        }
        if ranks.work < 0 { return false }
        search.stamp &+= 1
        let forward = search.stamp
        switch collectRowsDown(from: y, toward: x, above: low, stamp: forward, limit: ranks.oneSidedGroup) {
        case .cycle:
            eliminateCycle(through: x)
            return true
        case .complete:
            if fitRowsReachedBelow(low, stamp: forward) { return true }
            search.stamp &+= 1
            if collectRowsUp(from: x, below: high, stamp: search.stamp, forward: forward) {
                eliminateCycle(through: x)
                return true
            }
        case .tooMany:
            // The rows reaching `x`, all of them: a cycle through the edge would bring the
            // search up to `y`, which the search down marked first.
            search.stamp &+= 1
            if collectRowsUp(from: x, below: high, stamp: search.stamp, forward: forward) {
                eliminateCycle(through: x)
                return true
            }
            if fitRowsReachingAbove(high, stamp: search.stamp) { return true }
            // No room above `y`: the whole reordering, the rows reaching `x` as collected. No
            // cycle runs through the edge (the search up would have met `y`), so the search
            // down runs to its end.
            search.stamp &+= 1
            _ = collectRowsDown(from: y, toward: x, above: low, stamp: search.stamp, limit: .max)
        }
        search.stamp &+= 1
        // A row changed since the ranks were last repaired can rank anywhere, and be reached
        // through it, a row too: ranks outside [low, high] in the pool below would let a row
        // of the group take one beyond a neighbour outside it. Such a row keeps its rank and
        // is placed on its own afterwards, as a changed row is.
        setAsideRowsRanked(outside: low...high, backward: true)
        setAsideRowsRanked(outside: low...high, backward: false)
        return tradeRanksOfReorderedRows()
    }

    /// How ``collectRowsDown(from:toward:above:stamp:limit:)`` ended.
    private enum Collected {
        /// Every row was collected.
        case complete
        /// The search reached the edge's upper end: a cycle through the edge.
        case cycle
        /// It stopped at its limit, the group incomplete.
        case tooMany
    }

    /// The rows reached down from `y` ranked at `low` or above, into `ranks.forward` (marked
    /// with `stamp`), at most `limit` of them.
    private mutating func collectRowsDown(
        from y: RowIndex, toward x: RowIndex, above low: Double, stamp forward: UInt32, limit: Int
    ) -> Collected {
        ranks.forward.clear()
        ranks.forward.append(y)
        search.rowStamp[y] = forward
        var head = 0
        while head < ranks.forward.count {
            let z = ranks.forward[head]
            head += 1
            for i in rows.terms.span(z) {
                let k = symbols.rowOf[rows.terms.storage[i].symbol]
                if k == .none || k == z || rows.basic[k] == .none || search.rowStamp[k] == forward { continue }
                if k == x { return .cycle }
                if ranks.rank[k] < low { continue }
                if ranks.forward.count >= limit { return .tooMany }
                search.rowStamp[k] = forward
                ranks.forward.append(k)
            }
        }
        return .complete
    }

    /// Usually the rows reached from the edge's lower end (in `ranks.forward`, marked with
    /// `stamp`) fit below its upper end, ranked `low`, above every row they mention outside
    /// the group, in their order: a card's rows below the position of the card after it,
    /// without touching every card after that (which the rows reaching the upper end would
    /// be). Gives them ranks evenly spaced there and returns true, or false when the room
    /// there is too narrow for distinct doubles.
    private mutating func fitRowsReachedBelow(_ low: Double, stamp forward: UInt32) -> Bool {
        let floor = highestRankMentioned(by: ranks.forward, outside: forward)
        Self.sortByRankDescending(&ranks.forward, ranks.rank)
        let m = ranks.forward.count
        let bottom = floor == -.infinity ? low - Double(m + 1) : floor
        let spacing = (low - bottom) / Double(m + 1)
        // Evenly spaced in (bottom, low), while the spacing is well above the doubles'
        // resolution there (so that the ranks stay distinct and above `bottom`).
        guard spacing > 2 * max(abs(low), abs(bottom)).ulp else { return false }
        search.stamp &+= 1
        for i in 0..<m { setRank(ranks.forward[i], low - spacing * Double(i + 1)) }
        return true
    }

    /// When the rows reached down from the edge's lower end are many, the rows reaching its
    /// upper end (in `ranks.backward`, marked with `stamp`) usually fit above its lower end,
    /// ranked `high`, below every row outside the group that mentions one of them, in their
    /// order. Gives them ranks evenly spaced there and returns true, or false when the room
    /// there is too narrow for distinct doubles.
    private mutating func fitRowsReachingAbove(_ high: Double, stamp backward: UInt32) -> Bool {
        var ceiling = Double.infinity
        for z in ranks.backward {
            for i in symbols.columns.span(rows.basic[z]) {
                let k = symbols.columns.storage[i]
                if k == z || rows.basic[k] == .none || search.rowStamp[k] == backward { continue }
                ceiling = min(ceiling, ranks.rank[k])
            }
        }
        // What the group mentions outside it ranks below `high` unless it changed since the
        // ranks were repaired (a row placed on its own later); the group stays above it.
        let bottom = max(high, highestRankMentioned(by: ranks.backward, outside: backward))
        Self.sortByRankDescending(&ranks.backward, ranks.rank)
        let m = ranks.backward.count
        let top = ceiling == .infinity ? bottom + Double(m + 1) : ceiling
        let spacing = (top - bottom) / Double(m + 1)
        guard spacing > 2 * max(abs(top), abs(bottom)).ulp else { return false }
        if ceiling == .infinity { ranks.ceiling = max(ranks.ceiling, top) }
        for i in 0..<m { setRank(ranks.backward[i], top - spacing * Double(i + 1)) }
        return true
    }

    /// The highest rank of the rows that the rows of `group` (marked with `stamp`) mention
    /// outside it; -∞ when they mention none.
    private func highestRankMentioned(by group: ScratchArray<RowIndex>, outside stamp: UInt32) -> Double {
        var highest = -Double.infinity
        for z in group {
            for i in rows.terms.span(z) {
                let k = symbols.rowOf[rows.terms.storage[i].symbol]
                if k == .none || k == z || rows.basic[k] == .none || search.rowStamp[k] == stamp { continue }
                highest = max(highest, ranks.rank[k])
            }
        }
        return highest
    }

    /// The rows reached up from `x` ranked at `high` or below, into `ranks.backward` (marked
    /// with `stamp`); true when one of them was reached down from the edge's other end too
    /// (marked `forward`), a cycle through the edge.
    private mutating func collectRowsUp(
        from x: RowIndex, below high: Double, stamp backward: UInt32, forward: UInt32
    ) -> Bool {
        ranks.backward.clear()
        ranks.backward.append(x)
        search.rowStamp[x] = backward
        var head = 0
        while head < ranks.backward.count {
            let z = ranks.backward[head]
            head += 1
            for i in symbols.columns.span(rows.basic[z]) {
                let k = symbols.columns.storage[i]
                if k == z || rows.basic[k] == .none || search.rowStamp[k] == backward { continue }
                if search.rowStamp[k] == forward { return true }
                if ranks.rank[k] > high { continue }
                search.rowStamp[k] = backward
                ranks.backward.append(k)
            }
        }
        return false
    }

    /// The ranks the two groups of a reordering hold, highest first, go to the rows reaching
    /// the edge's upper end (highest first), then to those reached from its lower end. False
    /// when the ranks ran out of doubles.
    private mutating func tradeRanksOfReorderedRows() -> Bool {
        ranks.pool.clear()
        for r in ranks.backward { ranks.pool.append(ranks.rank[r]) }
        for r in ranks.forward { ranks.pool.append(ranks.rank[r]) }
        guard !ranks.pool.isEmpty else { return true }
        Self.sortByRankDescending(&ranks.backward, ranks.rank)
        ranks.pool.sort(by: >)
        // Equal ranks (two neighbours' gap taken twice) are spread apart downward.
        for i in 1..<ranks.pool.count where ranks.pool[i] >= ranks.pool[i - 1] {
            ranks.pool[i] = ranks.pool[i - 1].nextDown
        }
        guard ranks.pool[ranks.pool.count - 1].isFinite else { return false }
        var i = 0
        for r in ranks.backward {
            setRank(r, ranks.pool[i])
            i += 1
        }
        for r in ranks.forward {
            setRank(r, ranks.pool[i])
            i += 1
        }
        return true
    }

    /// Removes from the backward or forward group of a reordering (keeping the order of the
    /// rest) every row ranked outside `range`, and marks it to be placed on its own.
    private mutating func setAsideRowsRanked(outside range: ClosedRange<Double>, backward: Bool) {
        var rows = ScratchArray<RowIndex>()
        if backward { swap(&rows, &ranks.backward) } else { swap(&rows, &ranks.forward) }
        var kept = 0
        for i in 0..<rows.count {
            let r = rows[i]
            if range.contains(ranks.rank[r]) {
                rows[kept] = r
                kept += 1
            } else {
                noteOutOfOrder(r)
            }
        }
        while rows.count > kept { _ = rows.popLast() }
        if backward { swap(&rows, &ranks.backward) } else { swap(&rows, &ranks.forward) }
    }

    /// Marks row `r` to be placed again before the ranks are used: what
    /// ``noteRankChange(_:)`` does for a changed row, without the limit that drops the ranks.
    @inline(__always)
    private mutating func noteOutOfOrder(_ r: RowIndex) {
        guard !ranks.isDirty[r] else { return }
        ranks.isDirty[r] = true
        ranks.dirtyRows.append(r)
    }

    /// Highest rank first (the lower row first between equal ranks).
    private static func sortByRankDescending(_ rows: inout ScratchArray<RowIndex>, _ ranks: UncheckedArray<Double>) {
        rows.sort { a, b in
            let ra = ranks[a], rb = ranks[b]
            return ra != rb ? ra > rb : a < b
        }
    }

    // MARK: The ranked search

    /// `Σ weights[i] × (tableau row of roots[i])` into the accumulator, without dummies, as
    /// ``combineRows(of:times:limit:)`` computes it, but row after row in rank order from a
    /// heap: a row is expanded once every row that mentions its basic symbol has been, and not
    /// at all when what arrived there cancelled. Returns false when the search ran into a
    /// cycle (eliminated, or left to the depth-first search): the caller starts again.
    mutating func combineRowsByRank(of roots: some Collection<Symbol>, times weights: some Collection<Double>) -> Bool {
        repairRanks()
        guard ranks.valid else { return false }
        let version = structureVersion
        clearAccumulator()
        ranks.heap.clear()
        search.stamp &+= 1
        for (b, w) in zip(roots, weights) {
            // Through a chain of alias rows, its end (see `followAliases`).
            guard accumulateRanked(b, w, from: .none) else { return false }
        }
        // Rows expanded again mean the ranks were out of order somewhere; far more than the
        // rows there are means a cycle they did not see.
        var expansions = 0
        let allowed = 2 * rows.basic.count + 16
        while let r = popRanked() {
            search.rowState[r] = 2
            counters.rowsVisited += 1
            let u = rows.basic[r]
            let c = accumulated(u)
            scratch.accumulator[u].value = 0
            if c == 0 { continue }
            expansions += 1
            if expansions > allowed {
                invalidateRanks()
                return false
            }
            let f = quotient(-c, coefficient(r, u))
            for i in rows.terms.span(r) {
                let s = rows.terms.storage[i].symbol
                if s == u || symbols.kinds[s] == .dummy { continue }
                guard accumulateRanked(s, f * rows.terms.storage[i].coefficient, from: r) else { return false }
            }
        }
        search.stamp &+= 1
        counters.rowsExpanded += expansions
        return structureVersion == version
    }

    /// Adds `w` × symbol `s` to the accumulator of ``combineRowsByRank(of:times:)`` — for a
    /// basic symbol owning an alias row, `w` × factor × the chain's end (see
    /// `followAliases`) — and queues the row owning what was added, unless that is row `r`
    /// (the one being expanded). False when the chain runs in a cycle (eliminated: the
    /// combination starts again).
    @inline(__always)
    private mutating func accumulateRanked(_ s: Symbol, _ w: Double, from r: RowIndex) -> Bool {
        var k = symbols.rowOf[s]
        if k != .none && aliases.owner[k] == s {
            let (end, factor) = followAliases(from: s)
            if end == .none {
                eliminateCycle(through: aliases.cycleRow)
                return false
            }
            accumulate(end, w * factor)
            k = symbols.rowOf[end]
        } else {
            accumulate(s, w)
        }
        if k != .none && k != r { pushRanked(k) }
        return true
    }

    /// Puts row `k` on the heap, unless it is there already; a row already expanded goes on
    /// again (what reached it late is pushed down in turn).
    @inline(__always)
    private mutating func pushRanked(_ k: RowIndex) {
        if search.rowStamp[k] == search.stamp && search.rowState[k] == 1 { return }
        search.rowStamp[k] = search.stamp
        search.rowState[k] = 1
        let rank = ranks.rank[k]
        var i = ranks.heap.count
        ranks.heap.append(k)
        while i > 0 {
            let parent = (i - 1) / 2
            let p = ranks.heap[parent]
            if ranks.rank[p] >= rank { break }
            ranks.heap[i] = p
            i = parent
        }
        ranks.heap[i] = k
    }

    /// The highest-ranked row on the heap.
    @inline(__always)
    private mutating func popRanked() -> RowIndex? {
        guard let last = ranks.heap.popLast() else { return nil }
        if ranks.heap.isEmpty { return last }
        let top = ranks.heap[0]
        let rank = ranks.rank[last]
        var i = 0
        let n = ranks.heap.count
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n && ranks.rank[ranks.heap[child + 1]] > ranks.rank[ranks.heap[child]] { child += 1 }
            if ranks.rank[ranks.heap[child]] <= rank { break }
            ranks.heap[i] = ranks.heap[child]
            i = child
        }
        ranks.heap[i] = last
        return top
    }
}
