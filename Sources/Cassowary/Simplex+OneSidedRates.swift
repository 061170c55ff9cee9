/// What a small change of one constant does at a degenerate vertex: the rates a re-solve
/// gives, one direction at a time.
///
/// At a vertex where a basic symbol sits at its bound — a basic dummy (always 0), a slack or
/// an error at 0 — the basis's rates (``constantColumn(marker:kappa:)``) need not be what
/// re-solving after a change gives: when the change would move such a symbol out of bounds,
/// the dual simplex pivots it out at once, with no step, and the values move at the rates of
/// the new basis. Which symbol leaves and which enters depends on the direction of the change,
/// so a rate can differ for an increase and a decrease (a value held by the larger of two
/// equal bounds rises with either and falls with neither).
///
/// The walk here is the regime map's first point (see `Solver+Regimes.swift`), for a basic
/// dummy too: the rates of the basic symbols per unit of the change, and while one at its
/// bound would leave it, the dual simplex's pivot of no step (the entering symbol by its ratio
/// test, ties as ``ratioLess(_:_:_:_:_:_:)``), the rates moved along the entering column.
extension Simplex {
    /// Whether `s` is basic and sits at its bound: a dummy (held at 0), or a slack or an error
    /// at 0 up to the rounding of its row.
    func isDegenerateBasic(_ s: Symbol) -> Bool {
        guard symbols.rowOf[s] != .none else { return false }
        switch symbols.kinds[s] {
        case .dummy: return true
        case .slack, .error: return isAtZero(s)
        case .external: return false
        }
    }

    /// The basic symbols at their bounds whose pivots can move `s` (whose dependence on the
    /// constants, with basic dummies eliminated, is `g`), from searches up the rows:
    ///
    /// - those whose rows mention, directly or through other rows, a parametric symbol that
    ///   `s`'s tableau row mentions and that can enter (not a dummy), and the basic dummies `g`
    ///   holds. A pivot that moves `s` enters a symbol of its tableau row in place of a symbol
    ///   whose row (changed only by such pivots before) mentions it: none of these, no such
    ///   pivot;
    /// - those that move with a constant `s` depends on (whose rows mention one of `g`'s
    ///   markers, directly or through other rows): a change of that constant may pivot them
    ///   out, or fail, before any pivot moves `s`.
    ///
    /// A constant whose column reaches none of them (its marker is in none of their tableau
    /// rows, see ``symbolsAround(degenerate:)``) moves `s` at the basis's rate both ways. In
    /// order; every basic symbol at its bound when the rows `s` reaches mention each other in a
    /// cycle.
    func degenerateBasics(reaching s: Symbol, dependence g: SymbolVector) -> [Symbol] {
        var found: Set<Symbol> = []
        var starts: [Symbol] = []
        if symbols.rowOf[s] == .none {
            if symbols.kinds[s] != .dummy { starts.append(s) }
        } else if let row = rowCombination(of: s) {
            for p in row.support where symbols.rowOf[p] == .none && symbols.kinds[p] != .dummy { starts.append(p) }
        } else {
            for r in rows.all where rows.basic[r] != .none && isDegenerateBasic(rows.basic[r]) {
                found.insert(rows.basic[r])
            }
            return found.sorted()
        }
        var markers: [Symbol] = []
        for p in g.support {
            if symbols.rowOf[p] == .none {
                if symbols.kinds[p] == .dummy { markers.append(p) } else { starts.append(p) }
            } else if symbols.kinds[p] == .dummy {
                found.insert(p)
                starts.append(p)
            }
        }
        var seen: Set<RowIndex> = []
        upward(from: starts + markers, seen: &seen) { u in if self.isDegenerateBasic(u) { found.insert(u) } }
        return found.sorted()
    }

    /// A search up from `starts` through the rows that mention them and those that mention
    /// their basic symbols, skipping the rows in `seen` (and adding those it visits); `visit`
    /// sees each basic symbol on the way.
    func upward(from starts: [Symbol], seen: inout Set<RowIndex>, visit: (Symbol) -> Void) {
        var queue: [RowIndex] = []
        func enqueue(mentioning u: Symbol) {
            for i in symbols.columns.span(u) {
                let r = symbols.columns.storage[i]
                if rows.basic[r] != u && seen.insert(r).inserted { queue.append(r) }
            }
        }
        for p in starts { enqueue(mentioning: p) }
        var head = 0
        while head < queue.count {
            let u = rows.basic[queue[head]]
            head += 1
            guard u != .none else { continue }
            visit(u)
            enqueue(mentioning: u)
        }
    }

    /// The symbols whose constraints' constants can reach the basic symbols at their bounds
    /// `degenerate` by pivots: those symbols, every symbol of their tableau rows, and so on for
    /// the basic symbols at their bounds whose rows mention a symbol of those tableau rows that
    /// can enter (not a dummy), found by searches up from them. A change that pushes one of
    /// these out of bounds pivots in a symbol of its tableau row, whose column moves the others
    /// (a dummy held behind another, each behind a weak pull): the constant of any of them can
    /// start the chain. On this engine (whose cycles the searches for tableau rows eliminate).
    mutating func symbolsAround(degenerate: [Symbol]) -> Set<Symbol> {
        var result = Set(degenerate)
        var frontier = degenerate
        var searched: Set<Symbol> = []
        var seen: Set<RowIndex> = []
        while let b = frontier.popLast() {
            var enterable: [Symbol] = []
            for (p, _) in tableauRow(of: b) {
                result.insert(p)
                if symbols.kinds[p] != .dummy && searched.insert(p).inserted { enterable.append(p) }
            }
            upward(from: enterable, seen: &seen) { u in
                if self.isDegenerateBasic(u) && !result.contains(u) {
                    result.insert(u)
                    frontier.append(u)
                }
            }
        }
        return result
    }

    /// The rates at which every symbol moves per unit of a small change of the constant marked
    /// by `m` (coefficient `kappa` in its own row) in `direction` (1: an increase, −1: a
    /// decrease), as re-solving gives them: the basis's rates, then the dual simplex's pivots
    /// of no step while a basic symbol at its bound would leave it. Symbols absent do not
    /// move. Nil when no symbol can enter to hold one at its bound: the required constraints
    /// cannot hold after such a change (a redundant equality moved alone).
    ///
    /// On this engine, which must share no array with another (a copy made to be changed): the
    /// pivots are journaled and rolled back, so the engine is as it was.
    ///
    /// - Complexity: a search up from the marker's rows (its column), and per pivot a search
    ///   for the leaving symbol's row and for the entering symbol's column.
    mutating func oneSidedRates(marker m: Symbol, kappa: Double, direction: Double) -> [Symbol: Double]? {
        beginJournal()
        defer { rollback() }
        var rate: [Symbol: Double] = [:]
        for (b, r) in constantColumn(marker: m, kappa: kappa) where r != 0 { rate[b] = r }
        // Each pivot takes a symbol at its bound out of the basis for good in this direction
        // (its rate is 0 from then on), so there are at most as many as such symbols; the
        // bound is for rounding.
        for _ in 0..<(symbols.kinds.count + 16) {
            guard let leaving = leavingAtBound(rate, direction: direction) else { return rate }
            let move = -direction * rate[leaving]!
            // The dual simplex's entering symbol: the one that costs least per unit of repair.
            let (entering, a) = dualEntering(for: leaving, bland: false, move: move)
            guard entering != .none else { return nil }
            let row = scratch.pivotRow
            computeColumn(of: entering)
            scratch.pivotRow = row
            var alpha = a
            for (b, x) in scratch.pivotColumn where b == leaving { alpha = x }
            let t = -rate[leaving]! / alpha
            for (b, x) in scratch.pivotColumn where b != entering && b != leaving && x != 0 {
                rate[b, default: 0] += x * t
            }
            rate[entering] = t
            rate[leaving] = nil
            pivot(entering: entering, leaving: leaving, step: 0)
        }
        return rate
    }

    /// The lowest basic symbol at its bound that `rate` (per unit of the change, times
    /// `direction`) moves out of it: a dummy moving at all, a slack or an error at 0 moving
    /// down.
    private func leavingAtBound(_ rate: [Symbol: Double], direction: Double) -> Symbol? {
        var leaving: Symbol? = nil
        for (b, r) in rate where symbols.rowOf[b] != .none && isDegenerateBasic(b) {
            let out = symbols.kinds[b] == .dummy ? abs(r) > epsilon : direction * r < -epsilon
            if out, leaving.map({ b < $0 }) ?? true { leaving = b }
        }
        return leaving
    }
}
