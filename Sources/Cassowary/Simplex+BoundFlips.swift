/// The dual simplex's bound flips: one repair passes over the symbols that reach their other
/// bound on the way.
///
/// When a row of items that share out a width grows past what the item absorbing it can
/// take (a gap at its maximum), the dual simplex repairs the row that went out of bounds by
/// bringing in the cheapest item that can still grow. That item can only grow by so much
/// before its own maximum is reached, and the next repair brings in the next item: one
/// pivot per item, each with the tableau row of the symbol that left, which for a row of
/// items is as long as the row (every other item's gap is in it). A width step that fills
/// eight gaps computed eight rows of 2 400 terms.
///
/// The long-step dual simplex (the bound-flipping ratio test of Fourer, and of Maros;
/// HiGHS's `HEkkDualRow::chooseFinal` passes over the breakpoints the same way) takes them
/// in one pass: in the order of the ratio test, each entering symbol whose move is bounded
/// by another basic symbol, within less than the repair still needs, is moved to that bound
/// at once — here, where bounds are rows, by a pivot on the bounding symbol's own short row
/// (a gap's maximum: `slack = 32 − gap`) — and the leaving row, kept, only has that symbol
/// swapped for the bounding one. The next candidate in the ratio order is then the next
/// symbol to flip or the one that closes the repair with the usual pivot. The leaving row is
/// computed once per repair.
///
/// A flip leaves the bounding symbol parametric with a reduced cost of the wrong sign, as
/// the bound-flipping test does, for a moment: the closing pivot, whose ratio is at least the
/// flipped symbol's, moves it back to the right sign (by (a/r)(t_flip − t_close) ≥ 0, with `a`
/// its old coefficient in the leaving row and `r` its rate in the bound's row). When the
/// flips alone bring the symbol back (rounding), the closing pivot is made at a step of 0.
///
/// Every repair may flip: a suggestion or an optional constraint's constant, which cannot fail
/// (an optional error symbol takes up the rest, so every repair closes), and a batch or a
/// required constraint added or changed on its own, whose journal records the values flipped
/// as it records every other change. Where the required constraints can prove inconsistent, a
/// row left with nothing to enter after flips is a proof only as it stands (the rows of other
/// symbols still out of bounds would take the flips back), so it is judged at once, flips stop
/// for the call, and the primal simplex settles the costs they left. (A required constraint
/// added on its own once repaired without flips, after one general system of 200 rows took
/// another path with them, 248 pivots against 131. Over the performance fuzzer's motifs the
/// flips make the same pivots and visit fewer rows: 5 to 10 % fewer in the builds, 19 % in
/// the removals and adds; over eighty random general and sparse systems added one constraint
/// at a time, 2 % more of both. The end of a space-between row of 1 024 items whose gaps are
/// variables, added last, visits 167 thousand rows instead of 2.6 million, as in a batch;
/// where the gaps are differences of positions, 5 to 10 % more.)
extension Simplex {
    /// The leaving row, held while a flip's own pivot uses `scratch.pivotRow`, and the row's best
    /// candidates to enter.
    struct BoundFlips: Sendable {
        var row = ScratchArray<(symbol: Symbol, coefficient: Double)>()
        var magnitude = ScratchArray<Double>()
        /// The ratio test's best candidates in the leaving row, in its order (the first
        /// ``rankedCount`` of them), kept by its first scan after a flip: a flip changes no
        /// other candidate's coefficient or cost, so the next to enter after a flip is the next
        /// of these that is still parametric, and a step that fills eight gaps scans its row of
        /// 2 400 twice instead of eight times (the scans were a third of such a sweep).
        var ranked = ScratchArray<(symbol: Symbol, coefficient: Double, direction: Double)>()
        /// Where the next candidate of ``ranked`` is.
        var next = 0
    }

    /// How many of the leaving row's best candidates the ratio test keeps in order: more
    /// than the flips of one repair take on a row of items (eight at a width step of 240),
    /// so that their row is scanned once.
    static let rankedCount = 16

    /// The next of the ranked candidates still parametric and not `excluded`, or nil when
    /// they have run out.
    mutating func nextRankedCandidate(excluding excluded: [Symbol]) -> (Symbol, Double, Double)? {
        while boundFlips.next < boundFlips.ranked.count {
            let (j, a, direction) = boundFlips.ranked[boundFlips.next]
            boundFlips.next += 1
            if symbols.rowOf[j] != .none || (!excluded.isEmpty && excluded.contains(j)) { continue }
            return (j, a, direction)
        }
        return nil
    }

    /// For the dual simplex repairing restricted symbol `b` (`delta` below its bound, its
    /// tableau row in `scratch.pivotRow`), with `q` chosen to enter at coefficient `a` (its column in
    /// `scratch.pivotColumn`): when `q`'s move is bounded by another basic symbol `p` whose tableau
    /// row is `q`'s term alone, before the repair is done, makes that move (`q` basic at its
    /// bound, `p` parametric at 0), puts `b`'s row, with `q`'s term now `p`'s, back in
    /// `scratch.pivotRow`, and returns true. Returns false, with nothing changed, otherwise. Called
    /// only where flips are made: no journal kept, numbers within range, `b` restricted.
    mutating func flipToBound(entering q: Symbol, coefficient a: Double, repairing b: Symbol, by delta: Double) -> Bool
    {
        guard delta > 0, a > 0, symbols.kinds[q] == .slack || symbols.kinds[q] == .error else { return false }
        // How far `q` can move before a basic symbol meets its bound (`b`, below its own and
        // rising with `q`, bounds nothing).
        let (p, step) = ratioTest(entering: q, direction: 1)
        guard p != .none, p != b, symbols.kinds[p] != .dummy, step > 0, step.isFinite, step * a < delta else {
            return false
        }
        var rate = 0.0
        for i in scratch.pivotColumn.indices where scratch.pivotColumn[i].symbol == p {
            rate = scratch.pivotColumn[i].coefficient
        }
        // `p`'s tableau row, with `b`'s held: a bound's row is a row or two.
        swap(&scratch.pivotRow, &boundFlips.row)
        swap(&scratch.pivotRowMagnitude, &boundFlips.magnitude)
        var r = 0.0
        if computeRow(of: p, limit: Self.boundRowLimit) && scratch.pivotRow.count == 1
            && scratch.pivotRow[0].symbol == q
        {
            r = scratch.pivotRow[0].coefficient
        }
        guard r < 0, comparePivots(r, rate) == .agree else {
            swap(&scratch.pivotRow, &boundFlips.row)
            swap(&scratch.pivotRowMagnitude, &boundFlips.magnitude)
            return false
        }
        pivot(entering: q, leaving: p, step: step)
        noteInfeasibleAlongColumn()
        swap(&scratch.pivotRow, &boundFlips.row)
        swap(&scratch.pivotRowMagnitude, &boundFlips.magnitude)
        // `q = (p − its value) / r` now, so `b` moves by a / r per unit of `p`.
        for i in scratch.pivotRow.indices where scratch.pivotRow[i].symbol == q {
            scratch.pivotRow[i] = (p, a / r)
            scratch.pivotRowMagnitude[i] = max(scratch.pivotRowMagnitude[i], a) / -r
        }
        return true
    }

    /// The rows a bound's tableau row may reach for ``flipToBound(entering:coefficient:repairing:by:)``
    /// to take it: a slack's row and the alias rows of its variable. A bound further away is
    /// not one symbol's own, and its row is left to the usual pivot.
    static let boundRowLimit = 8
}
