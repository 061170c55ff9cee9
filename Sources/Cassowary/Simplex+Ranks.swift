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
    // MARK: Keeping the order

    /// Records what a long depth-first search found: `reached` rows, of which only
    /// `expanded` had a coefficient left when the search came to them. The rows it walked for
    /// nothing are credited; once they add up to the rows there are, ranking every row (which
    /// walks them all once) has paid for itself, and the ranked search takes over. Where
    /// nothing cancels — a chain, a row of items filling a width — the ranks are never made,
    /// and pivots that reverse long chains pay nothing to keep them.
    mutating func noteCancellation(reached: Int, expanded: Int) {
        guard !ranksValid, reached > rankedSearchThreshold, 2 * expanded < reached else { return }
        rankCredit += reached - expanded
        if rankCredit >= basic.count {
            rankCredit = 0
            rankAllRows()
        }
    }

    /// Records that row `r`'s basic symbol or terms changed, so that its rank is checked
    /// before the next ranked search.
    @inline(__always)
    mutating func noteRankChange(_ r: RowIndex) {
        guard ranksValid, !rankDirty[r] else { return }
        noteOutOfOrder(r)
        // Past a quarter of the rows, ranking them all again is cheaper than checking each.
        if dirtyRows.count > 64 && dirtyRows.count > basic.count / 4 { invalidateRanks() }
    }

    /// Forgets the ranks: the next ranked search ranks every row again.
    mutating func invalidateRanks() {
        for r in dirtyRows { rankDirty[r] = false }
        dirtyRows.clear()
        ranksValid = false
    }

    @inline(__always)
    private mutating func setRank(_ r: RowIndex, _ value: Double) {
        if journaling { journal.append(.rank(r, rowRank[r])) }
        rowRank[r] = value
    }

    /// Brings the ranks up to date with every row changed since they were last used. Gives
    /// them up instead (`ranksValid` false) when that would reorder many rows per changed row:
    /// pivots that reverse a long chain's rows change the order of all of them, and a search
    /// depth-first costs less than keeping up with that.
    mutating func repairRanks() {
        guard ranksValid else { return }
        rankWork = 256 + 16 * dirtyRows.count
        while let r = dirtyRows.popLast() {
            rankDirty[r] = false
            guard basic[r] != .none else { continue }
            if !ranksValid || !placeRank(r) {
                invalidateRanks()
                break
            }
        }
        // Out of budget or of room between two ranks, or so many rows changed on the way (a
        // cycle eliminated) that they were dropped: long searches go depth-first until they
        // have paid for ranking every row again.
        if !ranksValid {
            invalidateRanks()
            rankCredit = 0
        }
    }

    /// Ranks every row from scratch: its place in a topological order of all of them.
    mutating func rankAllRows() {
        invalidateRanks()
        // The roots in a list of their own (kept, so that ranking allocates nothing):
        // eliminating a cycle on the way changes `basic`.
        var roots = ScratchArray<Symbol>()
        swap(&roots, &rankRoots)
        defer { swap(&roots, &rankRoots) }
        roots.clear()
        for b in basic where b != .none { roots.append(b) }
        searchDownPostorder(from: roots, movedOnly: false)
        for (i, r) in order.enumerated() { setRank(r, Double(i)) }
        rankFloor = -1
        rankCeiling = Double(order.count)
        ranksValid = true
    }

    /// Gives row `r` a rank above every row whose basic symbol it mentions and below every row
    /// that mentions its own. Returns false when the repair's budget of rows reordered
    /// (`rankWork`) ran out or the ranks ran out of room between two neighbours (the caller
    /// drops the ranks).
    private mutating func placeRank(_ r: RowIndex) -> Bool {
        while true {
            var lo = -Double.infinity, hi = Double.infinity
            var highUser = RowIndex.none
            let u = basic[r]
            // A cycle given up as singular on the way left the row without a basic symbol
            // (see `eliminateCycle(through:)`): the searches skip it, and so do the ranks.
            if u == .none { return true }
            for i in rowTerms.span(r) {
                let k = rowOf[rowTerms.storage[i].symbol]
                if k == .none || k == r || basic[k] == .none { continue }
                lo = max(lo, rowRank[k])
            }
            for i in columns.span(u) {
                let k = columns.storage[i]
                if k == r || basic[k] == .none { continue }
                if rowRank[k] < hi {
                    hi = rowRank[k]
                    highUser = k
                }
            }
            let own = rowRank[r]
            if lo < own && own < hi { return true }
            if lo < hi {
                // Above every rank when nothing ranks above it, so that no two rows share a
                // rank (a reordering spreads what it pools; equal ranks leave it no room).
                // Below, it may meet another row's rank; an edge between the two is then
                // reordered, which spreads equal ranks apart.
                let value: Double
                if hi == .infinity {
                    rankCeiling = max(rankCeiling, lo) + 1
                    value = rankCeiling
                } else if lo == -.infinity {
                    // Just below its lowest user, not below every row: a row that mentions no
                    // other basic symbol now (a card's inequality that a dual pivot made tight)
                    // soon mentions some again, and a rank far below every row made the edge
                    // back a reordering of everything between (every card above it).
                    value = hi - 0.5
                    rankFloor = min(rankFloor, value - 1)
                } else {
                    value = lo + (hi - lo) / 2
                }
                guard lo < value && value < hi else { return false }
                setRank(r, value)
                return true
            }
            // A row that mentions r's basic symbol ranks at or below one that r mentions:
            // reorder the rows between the two (each reordering spends some of `rankWork`, so
            // this ends).
            if !reorder(edgeFrom: highUser, to: r) { return false }
        }
    }

    /// Pearce and Kelly's reordering for the edge `x → y` (row `x` mentions row `y`'s basic
    /// symbol) when `x` does not rank above `y`: the rows reachable down from `y` that rank at
    /// or above `x`, and the rows reaching `x` from above that rank at or below `y`, trade
    /// their ranks so that the second group comes first. A cycle through the edge is
    /// eliminated instead. Returns false when the ranks cannot be made strictly decreasing
    /// along the edges within the rows reordered.
    private mutating func reorder(edgeFrom x: RowIndex, to y: RowIndex) -> Bool {
        let low = rowRank[x], high = rowRank[y]
        rankBackward.clear()
        // Ranks already in order, or disordered by a cycle given up as singular on the way
        // (see `eliminateCycle(through:)`): nothing to reorder here; the caller drops them.
        guard low <= high else { return false }
        defer { rankWork -= rankForward.count + rankBackward.count }
        if rankWork < 0 { return false }
        // Down from y, within [low, high].
        stamp &+= 1
        let forward = stamp
        rankForward.clear()
        rankForward.append(y)
        rowStamp[y] = forward
        var head = 0
        while head < rankForward.count {
            let z = rankForward[head]
            head += 1
            for i in rowTerms.span(z) {
                let k = rowOf[rowTerms.storage[i].symbol]
                if k == .none || k == z || basic[k] == .none || rowStamp[k] == forward { continue }
                if k == x {
                    eliminateCycle(through: x)
                    return true
                }
                if rowRank[k] < low { continue }
                rowStamp[k] = forward
                rankForward.append(k)
            }
        }
        // Usually the rows reached from y fit below x, above every row they mention outside
        // the group, in their order: a card's rows below the position of the card after it,
        // without touching every card after that (which the rows reaching x would be).
        var floor = -Double.infinity
        for z in rankForward {
            for i in rowTerms.span(z) {
                let k = rowOf[rowTerms.storage[i].symbol]
                if k == .none || k == z || basic[k] == .none || rowStamp[k] == forward { continue }
                floor = max(floor, rowRank[k])
            }
        }
        Self.sortByRankDescending(&rankForward, rowRank)
        let m = rankForward.count
        let bottom = floor == -.infinity ? low - Double(m + 1) : floor
        let spacing = (low - bottom) / Double(m + 1)
        // Evenly spaced in (bottom, low), while the spacing is well above the doubles'
        // resolution there (so that the ranks stay distinct and above `bottom`).
        if spacing > 2 * max(abs(low), abs(bottom)).ulp {
            stamp &+= 1
            for i in 0..<m { setRank(rankForward[i], low - spacing * Double(i + 1)) }
            return true
        }
        // Up from x, within [low, high].
        stamp &+= 1
        let backward = stamp
        rankBackward.clear()
        rankBackward.append(x)
        rowStamp[x] = backward
        head = 0
        while head < rankBackward.count {
            let z = rankBackward[head]
            head += 1
            for i in columns.span(basic[z]) {
                let k = columns.storage[i]
                if k == z || basic[k] == .none || rowStamp[k] == backward { continue }
                if rowStamp[k] == forward {
                    // Reachable both ways: a cycle through the edge.
                    eliminateCycle(through: x)
                    return true
                }
                if rowRank[k] > high { continue }
                rowStamp[k] = backward
                rankBackward.append(k)
            }
        }
        stamp &+= 1
        // A row changed since the ranks were last repaired can rank anywhere, and be reached
        // through it, a row too: ranks outside [low, high] in the pool below would let a row
        // of the group take one beyond a neighbour outside it. Such a row keeps its rank and
        // is placed on its own afterwards, as a changed row is.
        setAsideRowsRanked(outside: low...high, backward: true)
        setAsideRowsRanked(outside: low...high, backward: false)
        // The ranks the two groups hold, highest first, go to the rows reaching x (highest
        // first), then to those reached from y.
        rankPool.clear()
        for r in rankBackward { rankPool.append(rowRank[r]) }
        for r in rankForward { rankPool.append(rowRank[r]) }
        guard !rankPool.isEmpty else { return true }
        Self.sortByRankDescending(&rankBackward, rowRank)
        rankPool.sort(by: >)
        // Equal ranks (two neighbours' gap taken twice) are spread apart downward.
        for i in 1..<rankPool.count where rankPool[i] >= rankPool[i - 1] {
            rankPool[i] = rankPool[i - 1].nextDown
        }
        guard rankPool[rankPool.count - 1].isFinite else { return false }
        var i = 0
        for r in rankBackward {
            setRank(r, rankPool[i])
            i += 1
        }
        for r in rankForward {
            setRank(r, rankPool[i])
            i += 1
        }
        return true
    }

    /// Removes from the backward or forward group of a reordering (keeping the order of the
    /// rest) every row ranked outside `range`, and marks it to be placed on its own.
    private mutating func setAsideRowsRanked(outside range: ClosedRange<Double>, backward: Bool) {
        var rows = ScratchArray<RowIndex>()
        if backward { swap(&rows, &rankBackward) } else { swap(&rows, &rankForward) }
        var kept = 0
        for i in 0..<rows.count {
            let r = rows[i]
            if range.contains(rowRank[r]) {
                rows[kept] = r
                kept += 1
            } else {
                noteOutOfOrder(r)
            }
        }
        while rows.count > kept { _ = rows.popLast() }
        if backward { swap(&rows, &rankBackward) } else { swap(&rows, &rankForward) }
    }

    /// Marks row `r` to be placed again before the ranks are used: what
    /// ``noteRankChange(_:)`` does for a changed row, without the limit that drops the ranks.
    @inline(__always)
    private mutating func noteOutOfOrder(_ r: RowIndex) {
        guard !rankDirty[r] else { return }
        rankDirty[r] = true
        dirtyRows.append(r)
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
        guard ranksValid else { return false }
        let version = structureVersion
        clearAccumulator()
        rankHeap.clear()
        stamp &+= 1
        for (b, w) in zip(roots, weights) {
            let (end, factor) = followAliases(from: b)
            if end == .none {
                eliminateCycle(through: aliasCycleRow)
                return false
            }
            accumulate(end, w * factor)
            let k = rowOf[end]
            if k != .none { pushRanked(k) }
        }
        // Rows expanded again mean the ranks were out of order somewhere; far more than the
        // rows there are means a cycle they did not see.
        var expansions = 0
        let allowed = 2 * basic.count + 16
        while let r = popRanked() {
            rowState[r] = 2
            rowsVisited += 1
            let u = basic[r]
            let c = accumulated(u)
            accumulator[u].value = 0
            if c == 0 { continue }
            expansions += 1
            if expansions > allowed {
                invalidateRanks()
                return false
            }
            let f = quotient(-c, coefficient(r, u))
            for i in rowTerms.span(r) {
                let s = rowTerms.storage[i].symbol
                if s == u || kinds[s] == .dummy { continue }
                let coefficient = rowTerms.storage[i].coefficient
                var k = rowOf[s]
                if k != .none && aliasOwner[k] == s {
                    // A chain of alias rows: its end moves instead (see `followAliases`).
                    let (end, factor) = followAliases(from: s)
                    if end == .none {
                        eliminateCycle(through: aliasCycleRow)
                        return false
                    }
                    accumulate(end, f * coefficient * factor)
                    k = rowOf[end]
                } else {
                    accumulate(s, f * coefficient)
                }
                if k != .none && k != r { pushRanked(k) }
            }
        }
        stamp &+= 1
        rowsExpanded += expansions
        return structureVersion == version
    }

    /// Puts row `k` on the heap, unless it is there already; a row already expanded goes on
    /// again (what reached it late is pushed down in turn).
    @inline(__always)
    private mutating func pushRanked(_ k: RowIndex) {
        if rowStamp[k] == stamp && rowState[k] == 1 { return }
        rowStamp[k] = stamp
        rowState[k] = 1
        let rank = rowRank[k]
        var i = rankHeap.count
        rankHeap.append(k)
        while i > 0 {
            let parent = (i - 1) / 2
            let p = rankHeap[parent]
            if rowRank[p] >= rank { break }
            rankHeap[i] = p
            i = parent
        }
        rankHeap[i] = k
    }

    /// The highest-ranked row on the heap.
    @inline(__always)
    private mutating func popRanked() -> RowIndex? {
        guard let last = rankHeap.popLast() else { return nil }
        if rankHeap.isEmpty { return last }
        let top = rankHeap[0]
        let rank = rowRank[last]
        var i = 0
        let n = rankHeap.count
        while true {
            var child = 2 * i + 1
            if child >= n { break }
            if child + 1 < n && rowRank[rankHeap[child + 1]] > rowRank[rankHeap[child]] { child += 1 }
            if rowRank[rankHeap[child]] <= rank { break }
            rankHeap[i] = rankHeap[child]
            i = child
        }
        rankHeap[i] = last
        return top
    }
}
