/// A tableau row that many dual pivots share.
///
/// A basic symbol's tableau row is computed on demand, from its row down through the rows of
/// the basic symbols it mentions (BTRAN, see ``Simplex/computeRow(of:withDummies:limit:)``).
/// When a width crosses the preferred size of every cell of a grid at once, each cell's error
/// row leaves the basis in turn, and each of those rows reaches the same rows: the cell's
/// width is an alias of the first cell's, whose row goes through the column's chain of
/// positions to the container's width (seven rows for each of a thousand cells). Only the
/// cell's own row differs.
///
/// So the dual simplex keeps the tableau row of the one basic symbol that two rows in a row
/// reached as their only one (after alias rows), and composes the next such row from its own
/// terms and the kept row, without searching. The composition is the computation the full
/// search would do, in the same order, with the same roundings: it applies only where the
/// leaving row reaches nothing else (no other basic symbol, no basic dummy), meets the kept
/// row at a rate of exactly 1 or −1 (a scaling that rounds nothing), and shares no symbol
/// with it (so that no sum has its parts in another order). Anywhere else the row is computed
/// in full.
///
/// The kept row holds while the structure does. A pivot that only trades one row's basic
/// symbol for another symbol that no other row mentions (an error pair's flip, the pivot of
/// that grid step) does not touch the rows it was computed from, and keeps it.
extension Simplex {
    /// The tableau row of basic symbol `b` into `scratch.pivotRow` and `scratch.pivotRowMagnitude`, composed
    /// from `b`'s own row and the kept tableau row of the one basic symbol it reaches, exactly
    /// as ``computeRow(of:withDummies:limit:)`` would compute it (without dummies). Keeps that
    /// row when it is the one the previous call reached. Returns false where that does not
    /// apply, or where the rows reached are more than `limit` (`scratch.pivotRow` then holds nothing
    /// of use).
    mutating func computeRowThroughSharedRow(of b: Symbol, limit: Int) -> Bool {
        let rb = symbols.rowOf[b]
        guard rb != .none, aliases.owner[rb] != b else { return false }
        guard let child = onlyBasicReached(fromRow: rb, owning: b), keepsSharedRow(of: child, limit: limit)
        else { return false }
        guard sharedRow.rows.count < limit, !sharedRow.rows.contains(rb) else { return false }
        return expandThroughSharedRow(rb, owning: b)
    }

    /// The one basic symbol row `rb` (which owns `b`) reaches, through alias rows, as the
    /// search would; nil when it reaches none, more than one, a basic dummy's row (which adds
    /// nothing, but the search visits it) or, through aliases, itself.
    private mutating func onlyBasicReached(fromRow rb: RowIndex, owning b: Symbol) -> Symbol? {
        var child = Symbol.none
        for i in rows.terms.span(rb) {
            let s = rows.terms.storage[i].symbol
            if s == b { continue }
            let k = symbols.rowOf[s]
            if symbols.kinds[s] == .dummy {
                if k != .none { return nil }
                continue
            }
            if k == .none { continue }
            var end = s
            if aliases.owner[k] == s {
                end = followAliases(from: s).end
                if end == .none { return nil }
                let e = symbols.rowOf[end]
                if e == .none { continue }
                if e == rb { return nil }
            }
            if child == .none {
                child = end
            } else if child != end {
                return nil
            }
        }
        return child == .none ? nil : child
    }

    /// Whether the kept row is `child`'s tableau row, computing and keeping it when this is
    /// the second row in a row that reaches `child` (a row reached once is not worth a copy)
    /// and it is made of fewer than `limit` rows.
    private mutating func keepsSharedRow(of child: Symbol, limit: Int) -> Bool {
        if sharedRowHolds(for: child) { return true }
        guard sharedRow.lastChild == child, limit > 1 else {
            sharedRow.lastChild = child
            return false
        }
        let version = structureVersion
        guard combineRows(of: CollectionOfOne(child), times: CollectionOfOne(1.0), limit: limit - 1),
            structureVersion == version
        else {
            sharedRow.lastChild = .none
            return false
        }
        keepSharedRow(of: child)
        return true
    }

    /// `b`'s row `rb`, expanded as `solveDown` expands it (`b` at 1, so at the rate `f` the
    /// row's terms move it), straight into the pivot row: each of its other symbols once,
    /// none of them one the kept row reached, and the kept row's symbol met once, at a rate of
    /// exactly 1 or −1. Then the kept row at that rate. False (the pivot row then of no use)
    /// where the row is not of that shape.
    private mutating func expandThroughSharedRow(_ rb: RowIndex, owning b: Symbol) -> Bool {
        let f = quotient(-1.0, coefficient(rb, b))
        var g = 0.0, met = 0
        scratch.pivotRow.clear()
        scratch.pivotRowMagnitude.clear()
        for i in rows.terms.span(rb) {
            let s = rows.terms.storage[i].symbol
            if s == b || symbols.kinds[s] == .dummy { continue }
            let coefficient = rows.terms.storage[i].coefficient
            var target = s, v = f * coefficient
            let k = symbols.rowOf[s]
            if k != .none && aliases.owner[k] == s {
                let link = aliases.links[s]
                if link.version != aliases.version { return false }
                target = link.end
                v = f * coefficient * link.factor
            }
            if symbols.rowOf[target] != .none {
                met += 1
                g = v
                continue
            }
            for j in 0..<scratch.pivotRow.count where scratch.pivotRow[j].symbol == target { return false }
            if sharedRowReached(target) { return false }
            if v != 0 {
                scratch.pivotRow.append((target, v))
                scratch.pivotRowMagnitude.append(abs(v))
            }
        }
        if met != 1 || (g != 1 && g != -1) { return false }
        let terms = sharedRow.terms
        for i in 0..<terms.count {
            let (s, value, magnitude) = terms[i]
            scratch.pivotRow.append((s, g * value))
            scratch.pivotRowMagnitude.append(magnitude)
        }
        return true
    }

    /// Whether the kept row's computation reached symbol `s` (a sum there would have had
    /// its parts in another order).
    private mutating func sharedRowReached(_ s: Symbol) -> Bool {
        let reached = sharedRow.reachedSymbols
        for i in 0..<reached.count where reached[i] == s { return true }
        return false
    }

    /// Keeps the tableau row of `u` that ``combineRows(of:times:limit:)`` just left in the
    /// accumulator, with the rows it came from.
    private mutating func keepSharedRow(of u: Symbol) {
        sharedRow.symbol = u
        sharedRow.version = structureVersion
        sharedRow.aliasVersion = aliases.version
        sharedRow.rows.assign(search.order)
        sharedRow.reachedSymbols.clear()
        sharedRow.terms.clear()
        for i in 0..<scratch.accumulatorSupport.count {
            let s = scratch.accumulatorSupport[i]
            if s == u { continue }
            sharedRow.reachedSymbols.append(s)
            // What `copyAccumulatorToPivotRow` would copy.
            let v = accumulated(s)
            if v != 0 && symbols.rowOf[s] == .none { sharedRow.terms.append((s, v, scratch.accumulator[s].magnitude)) }
        }
    }

    /// Whether the kept tableau row is `u`'s and holds now. (Tests in turn rather than joined
    /// by `&&`: in a debug build each operand would be a closure that copies the engine.
    /// `mutating`, as the other helpers here, though it changes nothing: called from a
    /// mutating method, a method that is not copied the whole engine, some 800 bytes, to pass
    /// it — at every pivot.)
    mutating func sharedRowHolds(for u: Symbol) -> Bool {
        if u == .none || sharedRow.symbol != u { return false }
        if sharedRow.version != structureVersion { return false }
        return sharedRow.aliasVersion == aliases.version
    }

    /// Whether a flip within one row that no other row sees (the leaving `l` and the entering
    /// symbol are mentioned by that row alone, which `pivot` checks) keeps the kept row: it
    /// holds now, and the row is not the kept symbol's own. No row the kept row was computed
    /// from mentions either symbol, so none of them changes. Asked before the pivot changes
    /// anything.
    mutating func keepsSharedRow(leaving l: Symbol) -> Bool {
        if l == sharedRow.symbol { return false }
        return sharedRowHolds(for: sharedRow.symbol)
    }
}

extension Simplex {
    /// A tableau row kept for the dual pivots that share it: which basic symbol's, at which
    /// versions of the structure, its terms, and what its computation reached.
    struct SharedRow: Sendable {
        /// The basic symbol whose tableau row is kept in `terms` (``Symbol/none`` for
        /// none), and the structure and alias versions at which it holds.
        var symbol: Symbol = .none
        var version: UInt64 = 0
        var aliasVersion: UInt32 = 0
        /// That tableau row's terms, as `scratch.pivotRow` would hold them, each with the largest part it
        /// was summed from; and every symbol its computation reached but its own.
        var terms = ScratchArray<(symbol: Symbol, coefficient: Double, magnitude: Double)>()
        var reachedSymbols = ScratchArray<Symbol>()
        /// The rows that row was computed from, in the order their terms were expanded.
        var rows = ScratchArray<RowIndex>()
        /// The basic symbol the last dual pivot's row reached as its only one: a second row that
        /// reaches it keeps its tableau row.
        var lastChild: Symbol = .none
    }
}
