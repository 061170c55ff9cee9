/// Refactorisation: the rows written again as the constraints wrote them.
///
/// The rows are the basis in factored form: each a combination of the constraints' own rows,
/// triangular once ordered by "mentions the basic symbol of". Pivots only change ownership,
/// but a pivot can leave rows mentioning each other's basic symbols in a cycle, and the
/// elimination of that cycle combines them: their rows fill in with each other's terms. The
/// basis that comes next may well be triangular again in the constraints' own rows, but the
/// combined rows stay combined. On layouts that trade degenerate bases back and forth (cards
/// stacked in a column, each as tall as its content and pulled to 0 tall, while the width
/// sits at 0), cycles come and go at every card, and the rows filled in until each held every
/// card above it.
///
/// So when the rows hold more than twice the cells they had when last written from the
/// constraints (and a few thousand more), they are written again: every live constraint's own
/// row, each given one of the current basic symbols by a matching of rows to basic symbols
/// (the rows whose marker symbol is basic own it; the others are matched to the basic
/// variables they mention, the variable mentioned by the fewest rows first, the rest by
/// augmenting paths). Only the strongly connected blocks of that matching — rows that
/// mention each other's basic symbols in a cycle, which no matching of this basis avoids —
/// are eliminated. This is the refactorisation of revised simplex codes (HiGHS, CLP), which
/// factor the basis matrix again from the constraint matrix when the updates have grown it.
///
/// The basis does not change, so neither do the values nor the reduced costs: only the rows
/// that express them. The caller (``Solver``) supplies the constraints' rows, between
/// operations or between an optimisation's pivots, never while a journal is kept.
extension Simplex {
    /// Whether the rows have filled in enough to be written again from the constraints (see
    /// the extension's documentation).
    var refactorDue: Bool {
        rows.terms.elementCount > 2 * refactoring.baseline + refactoring.slack
    }

    /// Writes every live row again as `rows` (one per live row: each constraint's own terms
    /// and right-hand side) and gives each a basic symbol of the current basis. Returns false,
    /// changing nothing, when the rows do not match the basis (a count that differs, or no
    /// matching: neither happens in a consistent engine).
    @discardableResult
    mutating func refactor(rows newRows: [(terms: [RowTerm], rhs: Double)]) -> Bool {
        // Whatever happens, the rows are not checked again until they have doubled.
        defer { refactoring.baseline = rows.terms.elementCount }
        guard !numerics.singular else { return false }
        // Under a journal every row, column and ownership is recorded first: the cost of the
        // whole engine, as writing the rows again is.
        if journal.isOn { journalEverything() }
        // The rows are written again: the count of eliminations since they changed restarts.
        cycleEliminations = 0
        var slots: [RowIndex] = []
        var targets: [Symbol] = []
        for r in rows.all where rows.basic[r] != .none {
            slots.append(r)
            targets.append(rows.basic[r])
        }
        guard slots.count == newRows.count else { return false }
        let rowCount = newRows.count
        guard let owners = matchRows(newRows, to: targets) else { return false }

        // Out with the old rows: their columns, then the rows themselves.
        for r in slots {
            for i in rows.terms.span(r) { symbols.columns.removeAll(rows.terms.storage[i].symbol) }
        }
        for u in targets { symbols.rowOf[u] = .none }
        for k in 0..<rowCount {
            let r = slots[k]
            rows.terms.replace(r, with: newRows[k].terms)
            rows.rhs[r] = newRows[k].rhs
            rows.basic[r] = owners[k]
            symbols.rowOf[owners[k]] = r
        }
        for k in 0..<rowCount {
            let r = slots[k]
            for term in newRows[k].terms { symbols.columns.append(r, to: term.symbol) }
        }
        counters.refactorCount += 1
        structureVersion &+= 1
        advanceAliasVersion()
        for r in slots { refreshAlias(r) }
        invalidateRanks()
        ranks.credit = 0
        sharedRow.symbol = .none
        markerColumns.forget()
        sharedRow.lastChild = .none

        // The blocks no matching makes triangular: eliminated, each on its own.
        eliminateBlocks(reachedFrom: slots)
        return true
    }

    /// Eliminates each block of rows that mention each other's basic symbols in a cycle, as
    /// the walk down from `candidates` (see `Simplex+Walk.swift`) finds it: its rows in order
    /// of index, by ``eliminateBlockForward()``. An elimination changes the block's rows alone,
    /// and leaves them mentioning each other's basic symbols in one direction only; the walk
    /// passes them by from there on, as finished (it needs no order of the rows: only their
    /// blocks). Stops at a block that rounding left singular.
    private mutating func eliminateBlocks(reachedFrom candidates: [RowIndex]) {
        var roots = ScratchArray<Symbol>()
        for r in candidates { roots.append(rows.basic[r]) }
        var walk = RowWalk(DownEdges.self, roots: roots)
        while case .block(let first) = walkRows(from: roots, &walk) {
            cycleLists.rows.clear()
            for place in first..<search.path.count {
                let r = search.path[place]
                cycleLists.rows.append(r)
                search.rowState[r] = 2
            }
            search.path.removeLast(search.path.count - first)
            cycleLists.rows.sort(by: <)
            eliminateBlockForward()
            if numerics.singular { return }
        }
    }

    /// A matching of `rows` (by position) to the basic symbols `targets`: for each row, the
    /// symbol it owns; nil when there is none. Deterministic: every choice goes by position
    /// and symbol id.
    private func matchRows(_ rows: [(terms: [RowTerm], rhs: Double)], to targets: [Symbol]) -> [Symbol]? {
        let n = rows.count
        var isTarget = [Bool](repeating: false, count: symbols.kinds.count)
        for u in targets { isTarget[Int(u.id)] = true }
        // For each target, the rows that mention it (by position), and how many.
        var mentions = [[Int32]](repeating: [], count: symbols.kinds.count)
        for k in 0..<n {
            for term in rows[k].terms where isTarget[Int(term.symbol.id)] {
                mentions[Int(term.symbol.id)].append(Int32(k))
            }
        }
        var owner = [Symbol](repeating: .none, count: n)
        // A basic marker or error symbol is in its constraint's row only: that row owns it.
        for u in targets where symbols.kinds[u] != .external {
            guard let k = mentions[Int(u.id)].first, mentions[Int(u.id)].count == 1, owner[Int(k)] == .none else {
                return nil
            }
            owner[Int(k)] = u
        }
        // Basic variables: the one mentioned by the fewest rows first, each to the first row
        // of its that owns nothing yet.
        var variables = targets.filter { symbols.kinds[$0] == .external }
        variables.sort { (a, b) in
            let ca = mentions[Int(a.id)].count, cb = mentions[Int(b.id)].count
            return ca != cb ? ca < cb : a < b
        }
        var unmatched: [Symbol] = []
        for u in variables {
            if let k = mentions[Int(u.id)].first(where: { owner[Int($0)] == .none }) {
                owner[Int(k)] = u
            } else {
                unmatched.append(u)
            }
        }
        // The rest by augmenting paths (see `augment`).
        var visited = [UInt32](repeating: 0, count: n)
        for (i, u) in unmatched.enumerated() {
            guard augment(from: u, mentions: mentions, owner: &owner, visited: &visited, stamp: UInt32(i + 1))
            else { return nil }
        }
        for u in owner where u == .none { return nil }
        return owner
    }

    /// An augmenting path for symbol `u`, which no row owns yet: from `u` through a row that
    /// mentions it (`mentions`, by position) to the symbol that row owns (`owner`), and on,
    /// until a row that owns nothing; along the path each row then takes the symbol of the
    /// level before it. Returns false when there is none. `visited` holds `stamp` for every row
    /// this search passed through.
    private func augment(
        from u: Symbol, mentions: [[Int32]], owner: inout [Symbol], visited: inout [UInt32], stamp: UInt32
    ) -> Bool {
        // The search's levels: the symbol looking for a row, and where in its rows it is;
        // `via[d]` is the row level `d` went through.
        var stack: [(symbol: Symbol, next: Int)] = [(u, 0)]
        var via: [Int32] = []
        search: while let top = stack.last {
            let d = stack.count - 1
            let list = mentions[Int(top.symbol.id)]
            var i = top.next
            while i < list.count {
                let k = Int(list[i])
                i += 1
                if visited[k] == stamp { continue }
                visited[k] = stamp
                stack[d].next = i
                if via.count > d { via[d] = Int32(k) } else { via.append(Int32(k)) }
                if owner[k] == .none {
                    // Along the path: each row takes the symbol of its level.
                    for level in stack.indices { owner[Int(via[level])] = stack[level].symbol }
                    return true
                }
                stack.append((owner[k], 0))
                continue search
            }
            stack.removeLast()
            if via.count > stack.count { via.removeLast(via.count - stack.count) }
        }
        return false
    }
}

extension Simplex {
    /// Eliminates the block of rows in `cycleLists.rows` (a strongly connected block, nonsingular in
    /// its basic symbols) toward a triangular form, as a sparse LU factorisation does: each
    /// step takes the shortest row left that has a good pivot (at least a tenth of its largest
    /// coefficient among the symbols left; failing that, the best pivot of any row), gives it
    /// that symbol, and eliminates the symbol from the rows left only. Rows done earlier keep
    /// mentioning the symbols of rows done later, which is no cycle: a row done later mentions
    /// none of theirs. On a block shaped as a cycle, each step adds a term or two to one row,
    /// where eliminating from every row of the block (Gauss–Jordan) gave each row the terms of
    /// all the others.
    mutating func eliminateBlockForward() {
        startBlockElimination()
        defer { endBlockElimination() }
        for _ in cycleLists.rows.indices {
            guard let (k, u) = forwardPivot() else {
                // Singular by rounding, which a basis never is in exact terms: refused as
                // `eliminateCycle(through:)` refuses it, with the rows and symbols left.
                cycleLists.pending.clear()
                for (place, r) in cycleLists.rows.enumerated() where !cycleLists.isDone[place] {
                    cycleLists.pending.append(r)
                }
                cycleLists.symbols.clear()
                for u in cycleLists.blockSymbols where cycleLists.untaken[u] { cycleLists.symbols.append(u) }
                giveUpSingularBlock()
                return
            }
            let r = cycleLists.rows[k]
            cycleLists.isDone[k] = true
            countMentions(ofRow: r, by: -1)
            cycleLists.untaken[u] = false
            cycleLists.mentions[u] = 0
            // The rows left that mention `u`, from its column, in the block's order.
            cycleLists.users.clear()
            for i in symbols.columns.span(u) {
                let t = symbols.columns.storage[i]
                if let place = blockPlace(of: t), !cycleLists.isDone[place], coefficient(t, u) != 0 {
                    cycleLists.users.append((place, t))
                }
            }
            // A column lists its rows in the order they came to mention the symbol, mostly the
            // block's: sorted only when it is not.
            if cycleLists.users.indices.dropFirst().contains(where: {
                cycleLists.users[$0].place < cycleLists.users[$0 - 1].place
            }) {
                cycleLists.users.sort { $0.place < $1.place }
            }
            for (place, t) in cycleLists.users {
                countMentions(ofRow: t, by: -1)
                combine(t, r, eliminating: u)
                countMentions(ofRow: t, by: 1)
                cycleLists.shortest.insert(length: rows.terms.length(t), place: place)
            }
            setBasic(r, u)
        }
    }

    /// Sets up the elimination of the block in `cycleLists.rows`: every row not done, its
    /// basic symbol untaken and marked with the row's place in the block, the untaken symbols'
    /// mentions counted, every row queued by its length.
    private mutating func startBlockElimination() {
        cycleLists.blockSymbols.clear()
        cycleLists.isDone.clear()
        cycleLists.shortest.clear()
        for (place, r) in cycleLists.rows.enumerated() {
            let u = rows.basic[r]
            cycleLists.blockSymbols.append(u)
            cycleLists.untaken[u] = true
            cycleLists.place[u] = Int32(place)
            cycleLists.isDone.append(false)
        }
        for (place, r) in cycleLists.rows.enumerated() {
            countMentions(ofRow: r, by: 1)
            cycleLists.shortest.insert(length: rows.terms.length(r), place: place)
        }
    }

    /// Clears what ``startBlockElimination()`` and the steps marked: the places, and the
    /// symbols no row took (a block given up as singular).
    private mutating func endBlockElimination() {
        for u in cycleLists.blockSymbols {
            cycleLists.place[u] = -1
            cycleLists.untaken[u] = false
            cycleLists.mentions[u] = 0
        }
    }

    /// The place in `cycleLists.rows` of row `t`, when it is a row of the block being
    /// eliminated that no step has taken yet: a pending row keeps its first basic symbol
    /// (another row may take that symbol; `t` keeps the mark until it is done itself).
    @inline(__always)
    private func blockPlace(of t: RowIndex) -> Int? {
        let u = rows.basic[t]
        guard u != .none else { return nil }
        let place = Int(cycleLists.place[u])
        guard place >= 0, place < cycleLists.rows.count, cycleLists.rows[place] == t else { return nil }
        return place
    }

    /// Adds `delta` to the mentions of each untaken symbol of row `r` (see
    /// ``CycleScratch/mentions``).
    @inline(__always)
    private mutating func countMentions(ofRow r: RowIndex, by delta: Int32) {
        for i in rows.terms.span(r) where cycleLists.untaken[rows.terms.storage[i].symbol] {
            cycleLists.mentions[rows.terms.storage[i].symbol] += delta
        }
    }

    /// The next pivot of ``eliminateBlockForward()``: the place in `cycleLists.rows` of the
    /// shortest row left whose largest coefficient on an untaken basic symbol of the block is
    /// at least a tenth of its largest coefficient (the first in the block's order among
    /// equals), with that symbol, or one near it in size that fewer rows left mention (see
    /// ``fewestMentioned(inRow:atLeast:else:)``); failing that, the row where that ratio is
    /// largest. Nil when no ratio is above rounding.
    ///
    /// The fewest mentions, because eliminating a symbol writes the pivot row into every row
    /// left that mentions it. On a block shaped as a chain of positions whose every row also
    /// mentions one symbol (views as wide as the first, gaps as wide as the first, the chain
    /// closed by the container's edges), the largest coefficient was often that shared one:
    /// every row of the chain took the terms of every row before it, `n²` terms for `n` views,
    /// which the engine then counted as numerical trouble (an equal-spacing stack of 160 views
    /// took 1.02 s to build, now 7.6 ms; a fill-equally stack of 320, 1.04 s, now 23 ms).
    ///
    /// The rows come from `cycleLists.shortest`, shortest first, each queued again whenever a
    /// step changes it; a row whose ratio is below a tenth leaves the queue until then (a
    /// step only takes symbols, so its largest coefficient on one left can only shrink). So a
    /// step reads the rows it changed and those it passes over, not every row left: on a
    /// block of `n` rows, reading them all at every step (and counting their mentions again)
    /// made the elimination `n²` in the block's cells.
    private mutating func forwardPivot() -> (place: Int, symbol: Symbol)? {
        // How near the largest a coefficient must be to be chosen for fewer mentions.
        let near = cycleLists.rows.count >= Self.sparseBlockRows ? Self.sparsePivotThreshold : 1
        while let (length, place) = cycleLists.shortest.takeFirst() {
            let r = cycleLists.rows[place]
            guard !cycleLists.isDone[place], rows.terms.length(r) == length else { continue }
            let (best, bestSymbol, scale) = largestUntaken(inRow: r)
            guard bestSymbol != .none, scale > 0, best / scale >= 0.1 else { continue }
            return (place, fewestMentioned(inRow: r, atLeast: best * near, else: bestSymbol))
        }
        var fallback = -1, fallbackSymbol = Symbol.none, fallbackRatio = 0.0
        for (place, r) in cycleLists.rows.enumerated() where !cycleLists.isDone[place] {
            let (best, bestSymbol, scale) = largestUntaken(inRow: r)
            guard bestSymbol != .none, scale > 0 else { continue }
            let ratio = best / scale
            if ratio > fallbackRatio { (fallback, fallbackSymbol, fallbackRatio) = (place, bestSymbol, ratio) }
        }
        guard fallback >= 0, fallbackRatio > relativeEpsilon else { return nil }
        return (fallback, fallbackSymbol)
    }

    /// Row `r`'s largest coefficient in size on an untaken symbol (the lowest symbol among
    /// equals), that symbol, and its largest coefficient on any symbol.
    @inline(__always)
    private func largestUntaken(inRow r: RowIndex) -> (best: Double, symbol: Symbol, scale: Double) {
        var scale = 0.0, best = 0.0, bestSymbol = Symbol.none
        for i in rows.terms.span(r) {
            let term = rows.terms.storage[i]
            let c = abs(term.coefficient)
            scale = max(scale, c)
            guard cycleLists.untaken[term.symbol] else { continue }
            if c > best || (c == best && term.symbol < bestSymbol) {
                best = c
                bestSymbol = term.symbol
            }
        }
        return (best, bestSymbol, scale)
    }

    /// How many rows left must mention the largest coefficient's symbol before another
    /// symbol is chosen for fewer mentions: below that, the fill it saves is a few terms, and
    /// the largest coefficient is the steadier pivot.
    static let fillWorthAvoiding: Int32 = 8

    /// The rows a block must have for a pivot half the size of the row's largest to be chosen
    /// for fewer mentions (``sparsePivotThreshold``); in a smaller block, only a symbol whose
    /// coefficient is exactly as large. The split of sparse factorisations that finish a small
    /// or dense part by partial pivoting alone: there, the fill a choice saves is bounded by the
    /// block (at most this many rows take a pivot row's terms), and the largest coefficient
    /// keeps the rounding smallest (the random systems the solver once got wrong, whose blocks
    /// are a few dozen rows, move by some 1e-6 in a level's error with any other order). In a
    /// larger block, the fill of always taking the largest grows with the block: the last rows
    /// of a fill-equally stack's chain each mention the first view's width at twice their
    /// own symbol's coefficient, and taking that width wrote every row left into every other.
    static let sparseBlockRows = 64

    /// How near the largest coefficient, as a fraction of it, a symbol's must be for the
    /// symbol to be chosen for fewer mentions in a block of ``sparseBlockRows`` or more: a half,
    /// so that each elimination at most doubles what it adds (the threshold pivoting of sparse
    /// LU codes, whose usual threshold, a tenth, is looser).
    static let sparsePivotThreshold = 0.5

    /// Among the untaken symbols of row `r` whose coefficient is at least `floor` in size, the
    /// one the fewest rows left mention, then the lowest; `largest` (the row's largest
    /// coefficient on an untaken symbol) while fewer than ``fillWorthAvoiding`` rows left
    /// mention it.
    @inline(__always)
    private func fewestMentioned(inRow r: RowIndex, atLeast floor: Double, else largest: Symbol) -> Symbol {
        var choice = largest, fewest = cycleLists.mentions[largest]
        guard fewest >= Self.fillWorthAvoiding else { return largest }
        for i in rows.terms.span(r) {
            let term = rows.terms.storage[i]
            guard cycleLists.untaken[term.symbol], abs(term.coefficient) >= floor else { continue }
            let m = cycleLists.mentions[term.symbol]
            if m < fewest || (m == fewest && term.symbol < choice) { (choice, fewest) = (term.symbol, m) }
        }
        return choice
    }

    /// Refuses the operation under way for a block that rounding made singular, which a basis
    /// never is in exact terms (see ``Numerics/singular``). Until it ends, ownership stays
    /// consistent: the block's rows still pending give up their basic symbols (some of which
    /// rows done earlier took), and the symbols no row took are parametric. Searches skip a
    /// row without a basic symbol, so the dependent rows close no cycle (keeping their old
    /// symbols, they pointed at rows that no longer owned them, and the search found a cycle
    /// its elimination could not see, again and again).
    mutating func giveUpSingularBlock() {
        numerics.singular = true
        noteTrouble()
        for p in cycleLists.pending { clearBasic(p) }
        for u in cycleLists.symbols where symbols.rowOf[u] != .none && rows.basic[symbols.rowOf[u]] != u {
            releaseBasic(u)
        }
    }
}

extension Simplex {
    /// When the rows are written again from the constraints, and the optimisation that
    /// stopped between two pivots for it.
    struct Refactoring: Sendable {
        /// The cells of the rows when they were last written from the constraints, plus the
        /// cells of every row inserted since: the rows are written again when they hold more than
        /// twice that, and ``slack`` more (see ``Simplex/refactorDue``).
        var baseline = 0
        /// (Tests set it far below 0, so that the rows are written again after every pivot.)
        var slack = 4096
        /// Set by ``Solver`` around the optimisations it may interrupt to write the rows again:
        /// ``Simplex/optimize()`` then returns between two pivots once that is due (see
        /// `Simplex+Refactor.swift`), and the solver resumes it after.
        var allowed = false
        /// Set when ``Simplex/optimize()`` returned for that reason: how far it had gone (its
        /// guards against going round in circles), which the next call resumes (and clears).
        var interrupted: PrimalProgress? = nil
    }
}
