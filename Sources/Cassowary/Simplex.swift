/// The solver's engine: a revised simplex over the constraints' own sparse rows.
///
/// kiwi (and the first version of this solver) keeps the *tableau* `B⁻¹N`: every basic symbol
/// written out in terms of the parametric ones. On layouts that is dense even where the basis
/// `B` is as sparse as the layout: a position at the end of a chain of items depends on every
/// item before it, so its tableau row holds them all, and a chain of `n` items costs `n²`
/// cells. This engine keeps the basis itself instead:
///
/// - **Rows are equations, not substitutions.** Each constraint's row is stored as written,
///   `Σ aⱼ·sⱼ = rhs` over its variables and its marker symbols. A row *owns* one basic symbol
///   (the one it is solved for) and may mention other basic symbols. The only requirement is
///   that "row `r` mentions the basic symbol that row `k` owns" never forms a cycle: then the
///   rows, ordered by that relation, are a triangular factor of the basis.
/// - **Tableau rows and columns are computed when needed.** The tableau row of a basic symbol
///   (how it depends on the parametric symbols; BTRAN) is found by a depth-first search down
///   the rows it mentions; the column of a parametric symbol (how every basic symbol moves
///   with it; FTRAN) by a search up through the rows that mention it. Both cost what they
///   visit: a pivot at the end of a chain visits the chain once, and a change in the middle of
///   a grid visits the cells that really move. A long tableau row whose parts cancel (a size
///   between two positions that both follow a long chain) is summed in a topological order
///   of the rows instead, kept as a rank per row, and stops where they cancel (see
///   `Simplex+Ranks.swift`).
/// - **A pivot changes ownership, not rows.** When a symbol enters the basis and another
///   leaves, the rows between them take each other's symbols along an augmenting path (the
///   leaving symbol's row takes a basic symbol it mentions, that symbol's row takes the next,
///   and so on until a row that mentions the entering symbol takes it). Compressing an item
///   in a chain reassigns the rows between the item and the chain's end; no row is rewritten.
/// - **A cycle is eliminated where it appears.** Rows that end up mentioning each other's
///   basic symbols in a cycle (equal widths sharing a total, for instance) are brought to a
///   triangular form among themselves, shortest row first, which is what a sparse LU
///   factorisation does with a block that is not triangular. Searches find cycles as they go.
/// - **Filled-in rows are written again.** Eliminations combine rows, and combined rows stay
///   combined after the cycle that needed them is gone. When the rows hold more than twice the
///   cells they were written with, they are written again from the constraints for the
///   current basis, and only the blocks that basis cannot order are eliminated
///   (`Simplex+Refactor.swift`): the refactorisation of revised simplex codes.
/// - **Values and reduced costs are kept up to date incrementally.** Every basic symbol's value
///   is stored and moved by each pivot along the entering column; every parametric symbol's
///   reduced cost (a vector, one entry per priority level) is moved along the pivot row.
///
/// Everything is indexed by small integers into arrays — symbols (``Symbol``), rows
/// (``RowIndex``) and constraints (``EntryIndex``), each a type of its own — and every
/// choice breaks ties by the lowest symbol, so the same operations give the same result in
/// every process.
struct Simplex: Sendable {
    // MARK: The problem

    /// The symbols and what each one is (see `Simplex+Symbols.swift`).
    var symbols = SymbolTable()
    /// The rows (see `Simplex+RowTable.swift`).
    var rows = RowTable()

    // MARK: Objective

    /// The levels, costs and reduced costs (see `Simplex+Objective.swift`).
    var objective = Objective()

    // MARK: Work lists

    /// Basic symbols whose values may be out of bounds (checked when taken).
    var infeasible = InfeasibleList()

    // MARK: Undo (see Simplex+Journal.swift)

    /// What the operation under way changed, when it keeps a record: the one way a failed
    /// call puts the engine back.
    var journal = Journal()

    // MARK: Scratch (kept between calls, so that a steady re-solve allocates nothing)

    /// The vectors an operation computes: the accumulator, the last pivot row and column
    /// (see `Simplex+Scratch.swift`).
    var scratch = Scratch()
    /// The searches' marks on the rows, their stacks, paths, orders and queues (see
    /// `Simplex+Search.swift`).
    var search = SearchScratch()
    /// Basic symbols whose values pivots moved since the last ``refreshValues()``.
    var moved = ScratchArray<Symbol>()
    var hasMoved = UncheckedArray<Bool>()
    /// A cycle's elimination under way (see `Simplex+Search.swift`).
    var cycleLists = CycleScratch()

    /// Counts changes to the rows' coefficients and to ownership: a column computed at one
    /// version holds until the next.
    var structureVersion: UInt64 = 0
    /// The columns of the markers whose constants changed last, compiled for the next changes
    /// (see `Simplex+Rows.swift`, Constants).
    var markerColumns = ConstantColumns()

    // MARK: A shared tableau row (see Simplex+SharedRows.swift)

    /// A tableau row that many dual pivots share, and what it was computed from.
    var sharedRow = SharedRow()

    // MARK: Ranks (see Simplex+Ranks.swift)

    /// A topological order of the rows and its upkeep (see Simplex+Ranks.swift).
    var ranks = Ranks()
    /// The leaving row held across the dual simplex's bound flips (see
    /// Simplex+BoundFlips.swift).
    var boundFlips = BoundFlips()

    // MARK: Alias rows (see Simplex+Aliases.swift)

    /// The alias rows' shortcuts (see Simplex+Aliases.swift).
    var aliases = Aliases()

    // MARK: Numbers

    /// The magnitudes met, and numerical trouble (see `Simplex+Numerics.swift`).
    var numerics = Numerics()
    /// Whether every number the solver was given is within the engine's range (see
    /// ``Numerics/withinRange``).
    var withinRange: Bool { numerics.withinRange }

    /// Cycle eliminations since the rows last changed otherwise (a pivot, a row added or
    /// deleted: see `eliminateCycle(through:)`).
    var cycleEliminations = 0
    /// The work the engine has done since it was created (see Simplex+Counters.swift).
    var counters = Counters()
    /// When the rows are due to be written again, and an optimisation interrupted for it
    /// (see Simplex+Refactor.swift).
    var refactoring = Refactoring()

    /// The costs a batch lets wait (see Simplex+Rows.swift).
    var waiting = WaitingCosts()
    /// Set while ``optimize()`` runs: the dual simplex it calls at the end leaves the
    /// candidates it finds to the optimiser's loop instead of optimising again itself.
    var optimizing = false
    /// Whether costs may wait in `waiting.costs` now: in a batch, while every number is
    /// below 1e9 (beyond, costs summed across rows round differently from costs moved one
    /// at a time, and they move as a single add moves them).
    var costsMayWait: Bool { waiting.isOn && numerics.largest < 1e9 }
    /// Whether the next ``optimize()`` moves the queued costs first: when they may not wait,
    /// or `waiting.threshold` of them do.
    var pendingCostsMoveNow: Bool { !costsMayWait || waiting.costs.count >= waiting.threshold }
    /// Whether costed symbol `b`'s weight waits in `waiting.costs` (and so is not in the
    /// objective the reduced costs describe yet).
    @inline(__always)
    func costIsPending(_ b: Symbol) -> Bool {
        waiting.costs.contains { $0.symbol == b }
    }

    // MARK: Sharing

    /// Shared by the copies of an engine whose arrays are shared (see ``UncheckedArray``): a
    /// copy of the engine shares all its arrays until one of the two changes.
    private var sharing = SharingToken()

    /// See ``sharing``.
    final class SharingToken: Sendable {}

    /// Makes the engine's arrays its own before it changes them: copies all of them when
    /// another engine (a copy of the solver the caller made) shares them.
    /// ``Solver`` calls it on every access that may change the engine; code that copies an
    /// engine to change the copy uses ``uniqueCopy()``.
    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&sharing) { prepareArrays(symbolCapacity: 0, rowCapacity: 0, detaching: true) }
    }

    /// Gives every array memory of its own, whether or not the token says it is shared: for a
    /// failure path, which puts the engine back with writes of every kind, after searches
    /// that may have left an array's storage held by a value that outlives them.
    mutating func detachArrays() {
        prepareArrays(symbolCapacity: 0, rowCapacity: 0, detaching: true)
    }

    /// A copy of the engine that shares nothing with it, to change.
    func uniqueCopy() -> Simplex {
        var copy = self
        copy.makeUnique()
        return copy
    }

    /// Gives every per-symbol array room for `s` symbols and every per-row array room for `r`
    /// rows (those that have it already keep what they have) and, when `detaching`, memory of
    /// its own, then a token of its own. The one list of the engine's arrays, behind both
    /// ``reserve(symbols:rows:)`` and ``makeUnique()``: a shared array is copied straight into
    /// its new room.
    @inline(never)
    private mutating func prepareArrays(symbolCapacity s: Int, rowCapacity r: Int, detaching d: Bool) {
        symbols.prepare(capacity: s, detaching: d)
        objective.prepare(capacity: s, detaching: d)
        hasMoved.prepare(capacity: s, detaching: d)
        cycleLists.untaken.prepare(capacity: s, detaching: d)
        cycleLists.mentions.prepare(capacity: s, detaching: d)
        cycleLists.place.prepare(capacity: s, detaching: d)
        journal.columnStamps.prepare(capacity: s, detaching: d)
        journal.reducedStamps.prepare(capacity: s, detaching: d)
        journal.reducedLevels.prepare(capacity: s, detaching: d)
        journal.adoptedStamps.prepare(capacity: s, detaching: d)
        scratch.accumulator.prepare(capacity: s, detaching: d)
        scratch.combinedPlaces.prepare(capacity: s, detaching: d)
        aliases.links.prepare(capacity: s, detaching: d)
        rows.prepare(capacity: r, detaching: d)
        aliases.owner.prepare(capacity: r, detaching: d)
        search.prepare(rows: r, detaching: d)
        ranks.rank.prepare(capacity: r, detaching: d)
        ranks.isDirty.prepare(capacity: r, detaching: d)
        journal.rowStamps.prepare(capacity: r, detaching: d)
        journal.insertedStamps.prepare(capacity: r, detaching: d)
        if d { sharing = SharingToken() }
    }

    /// Records the magnitude of a number the engine computed (see ``Numerics/note(_:)``).
    @inline(__always)
    mutating func note(_ v: Double) { numerics.note(v) }

    /// Flags numerical trouble where an optimisation cannot finish beside ordinary inputs;
    /// returns whether it did (see ``Numerics/noteTrouble()``).
    @discardableResult
    mutating func noteTrouble() -> Bool { numerics.noteTrouble() }

    // MARK: Symbols

    /// Makes room for `symbolCount` more symbols and `rowCount` more rows, so that a batch of
    /// constraints grows each per-symbol and per-row array at most once instead of doubling
    /// it several times. Changes nothing a solver can observe.
    ///
    /// Each array is given a quarter more room than the batch needs: exactly full, the first
    /// add after a build (a list's next row) copied every per-symbol and per-row array at
    /// once, the slowest step of a scroll by far (0.4 ms at a thousand rows).
    ///
    /// Also makes the arrays the engine's own (see ``makeUnique()``), copying shared ones
    /// straight into their new room: a batch on a solver whose arrays a copy shares copies
    /// each array once, not once to unshare it and again to grow it.
    mutating func reserve(symbols symbolCount: Int, rows rowCount: Int) {
        let needed = symbols.kinds.count + max(0, symbolCount - symbols.free.count)
        let rowsNeeded = rows.terms.count + max(0, rowCount - rows.free.count)
        let s = needed > symbols.kinds.capacity ? withHeadroom(needed) : 0
        let r = rowsNeeded > rows.basic.capacity ? withHeadroom(rowsNeeded) : 0
        let shared = !isKnownUniquelyReferenced(&sharing)
        if shared || s > 0 || r > 0 { prepareArrays(symbolCapacity: s, rowCapacity: r, detaching: shared) }
    }

    /// A new parametric symbol of `kind`, owned by constraint `ownerIndex`.
    /// Made while a batch's journal is kept, it is adopted (see ``adopt(_:)``).
    mutating func newSymbol(_ kind: SymbolKind, owner ownerIndex: EntryIndex = .none) -> Symbol {
        let s: Symbol
        if let free = symbols.free.takeLast() {
            s = free
            symbols.kinds[s] = kind
        } else {
            s = Symbol(symbols.kinds.count)
            symbols.kinds.append(kind)
            if symbols.slots < symbols.kinds.count { makeSymbolSlots(Swift.max(64, symbols.kinds.count / 8)) }
        }
        symbols.owner[s] = ownerIndex
        if journal.undoesBatch { adopt(s) }
        return s
    }

    /// Appends `count` slots to every per-symbol array but `symbols.kinds`, each holding what
    /// a new symbol starts with. Slots are made in blocks: appending to each of the
    /// sixteen-odd arrays one symbol at a time checked each array's uniqueness and capacity,
    /// and was a tenth of a small layout's build.
    private mutating func makeSymbolSlots(_ count: Int) {
        symbols.appendSlots(count)
        objective.appendSlots(count)
        hasMoved.appendRepeating(false, count: count)
        cycleLists.untaken.appendRepeating(false, count: count)
        cycleLists.mentions.appendRepeating(0, count: count)
        cycleLists.place.appendRepeating(-1, count: count)
        journal.columnStamps.appendRepeating(0, count: count)
        journal.reducedStamps.appendRepeating(0, count: count)
        journal.reducedLevels.appendRepeating(0, count: count)
        journal.adoptedStamps.appendRepeating(0, count: count)
        scratch.accumulator.appendRepeating(AccumulatorEntry(), count: count)
        scratch.combinedPlaces.appendRepeating(CombinedPlace(), count: count)
        aliases.links.appendRepeating(AliasLink(end: .none, version: 0, factor: 0), count: count)
    }

    /// Returns a symbol that is in no row and has no cost to the free list (while the journal
    /// is kept, when it is committed: see `Journal.freedSymbols`).
    mutating func freeSymbol(_ s: Symbol) {
        clearAccumulator()
        infeasible.remove(s)
        if hasMoved[s] {
            moved.removeAll { $0 == s }
            hasMoved[s] = false
        }
        if journal.isOn {
            if !journal.isAdopted(s) {
                journal.append(.freed(s, symbols.owner[s]))
                journal.recordValue(s, symbols.values[s])
                journalReducedCosts(of: s)
            }
            symbols.reset(s)
            objective.reset(s)
            cycleLists.untaken[s] = false
            journal.freedSymbols.append(s)
            return
        }
        symbols.reset(s)
        objective.reset(s)
        cycleLists.untaken[s] = false
        releaseSlot(s)
    }

    /// The last part of ``freeSymbol(_:)``: symbol `s`'s slot, reset already, goes back to
    /// the free list (or, the last symbol, out of `symbols.kinds`).
    mutating func releaseSlot(_ s: Symbol) {
        journal.columnStamps[s] = 0
        journal.reducedStamps[s] = 0
        journal.adoptedStamps[s] = 0
        if s == Symbol(symbols.kinds.count - 1) {
            // Its slot stays, holding what a new symbol starts with (see `makeSymbolSlots`).
            symbols.kinds.removeLast()
            aliases.links[s] = AliasLink(end: .none, version: 0, factor: 0)
        } else {
            aliases.links[s].version = 0
            symbols.free.append(s)
        }
    }

    // MARK: Rows

    /// Stores a row (no owner yet), indexes its symbols and notes its numbers' magnitude.
    mutating func insertRow(_ terms: [RowTerm], rhs value: Double) -> RowIndex {
        let (r, isNew) = rows.insert(terms, rhs: value)
        if isNew {
            aliases.owner.append(.none)
            search.appendRow()
            ranks.rank.append(0)
            ranks.isDirty.append(false)
            journal.rowStamps.append(0)
            journal.insertedStamps.append(0)
        } else {
            aliases.owner[r] = .none
        }
        for term in terms {
            symbols.columns.append(r, to: term.symbol)
            note(term.coefficient)
        }
        refactoring.baseline += terms.count
        note(value)
        structureVersion &+= 1
        cycleEliminations = 0
        // A rank no other row has (see `Simplex+Ranks.swift`), checked when it gets a basic
        // symbol.
        ranks.ceiling += 1
        ranks.rank[r] = ranks.ceiling
        // A rollback deletes the row: nothing of it is recorded.
        if journal.isOn {
            journal.rowStamps[r] = journal.stamp
            journal.insertedStamps[r] = journal.stamp
        }
        return r
    }

    /// Drops row `r` from the column index and frees its slot (its owned symbol must already
    /// be released). While the journal is kept, the row is recorded first and its slot freed
    /// when the journal is committed (see `Journal.deletedRows`).
    mutating func deleteRow(_ r: RowIndex) {
        let deferred = journal.isOn
        if deferred && !journal.isInserted(r) {
            journalRow(r)
            journal.append(.basic(r, rows.basic[r]))
        }
        for i in rows.terms.span(r) { removeFromColumn(rows.terms.storage[i].symbol, row: r) }
        rows.delete(r, free: !deferred)
        if deferred { journal.deletedRows.append(r) }
        aliases.owner[r] = .none
        cycleEliminations = 0
    }

    mutating func removeFromColumn(_ s: Symbol, row r: RowIndex) {
        structureVersion &+= 1
        if journal.isOn { journalColumn(s) }
        symbols.columns.removeFirst(from: s) { $0 == r }
    }

    /// The coefficient of `s` in row `r` (0 when absent).
    @inline(__always)
    func coefficient(_ r: RowIndex, _ s: Symbol) -> Double {
        for i in rows.terms.span(r) where rows.terms.storage[i].symbol == s { return rows.terms.storage[i].coefficient }
        return 0
    }

    /// Makes row `r` the owner of basic symbol `s`.
    @inline(__always)
    mutating func setBasic(_ r: RowIndex, _ s: Symbol) {
        structureVersion &+= 1
        noteAliasChange(r)
        if journal.isOn {
            if !journal.isInserted(r) { journal.append(.basic(r, rows.basic[r])) }
            if !journal.isAdopted(s) { journal.append(.rowOf(s, symbols.rowOf[s])) }
        }
        rows.basic[r] = s
        symbols.rowOf[s] = r
        refreshAlias(r)
        noteRankChange(r)
    }

    /// Leaves row `r` without a basic symbol (released first, or taken by another row): the
    /// searches skip such a row until it is given one.
    @inline(__always)
    mutating func clearBasic(_ r: RowIndex) {
        structureVersion &+= 1
        noteAliasChange(r)
        if journal.isOn && !journal.isInserted(r) { journal.append(.basic(r, rows.basic[r])) }
        rows.basic[r] = .none
        refreshAlias(r)
    }

    /// Makes `s` parametric.
    @inline(__always)
    mutating func releaseBasic(_ s: Symbol) {
        structureVersion &+= 1
        if symbols.rowOf[s] != .none { noteAliasChange(symbols.rowOf[s]) }
        if journal.isOn && !journal.isAdopted(s) { journal.append(.rowOf(s, symbols.rowOf[s])) }
        symbols.rowOf[s] = .none
    }

    @inline(__always)
    mutating func setValue(_ s: Symbol, _ v: Double) {
        if journal.isOn { journal.recordValue(s, symbols.values[s]) }
        symbols.values[s] = v
        note(v)
    }

    /// The value of any symbol: its stored value when basic, 0 when parametric.
    @inline(__always)
    func value(of s: Symbol) -> Double {
        symbols.rowOf[s] == .none ? 0 : symbols.values[s]
    }

    /// Whether a basic symbol's value is outside its bounds (a restricted symbol below 0, a
    /// dummy away from 0), with a tolerance relative to the numbers of its row.
    ///
    /// Inlined, and the row's magnitude taken from the arrays it reads rather than from
    /// `self`: called on `self` from a mutating method (the dual simplex's loop over a pivot's
    /// column), a call of a method on the engine copied the whole engine (some 800 bytes) to
    /// pass it, on every symbol the column holds — and inlined, the copy was still made, at
    /// the top of the inlined body, for the one call it held.
    @inline(__always)
    func isInfeasible(_ s: Symbol) -> Bool {
        let kind = symbols.kinds[s]
        if kind == .external { return false }
        let v = symbols.values[s]
        if kind == .dummy ? abs(v) <= epsilon : v >= -epsilon { return false }
        let magnitude = Self.rowMagnitude(
            symbols.rowOf[s], rhs: rows.rhs, rowTerms: rows.terms, rowOf: symbols.rowOf, values: symbols.values)
        let tolerance = max(epsilon, relativeEpsilon * magnitude)
        return kind == .dummy ? abs(v) > tolerance : v < -tolerance
    }

    /// The size of the numbers that make row `r`'s owned value: its right-hand side and its
    /// terms at the current values.
    func rowMagnitude(_ r: RowIndex) -> Double {
        Self.rowMagnitude(r, rhs: rows.rhs, rowTerms: rows.terms, rowOf: symbols.rowOf, values: symbols.values)
    }

    /// ``rowMagnitude(_:)`` from the arrays it reads (see ``isInfeasible(_:)``).
    @inline(never)
    static func rowMagnitude(
        _ r: RowIndex, rhs: UncheckedArray<Double>, rowTerms: PackedLists<RowIndex, RowTerm>,
        rowOf: UncheckedArray<RowIndex>, values: UncheckedArray<Double>
    ) -> Double {
        guard r != .none else { return 0 }
        var m = abs(rhs[r])
        for i in rowTerms.span(r) {
            let term = rowTerms.storage[i]
            let s = term.symbol
            if rowOf[s] != .none { m = max(m, abs(term.coefficient * values[s])) }
        }
        return m
    }

    @inline(__always)
    mutating func noteInfeasible(_ s: Symbol) {
        if isInfeasible(s) { listInfeasible(s) }
    }

    /// The value row `r`'s basic symbol takes from its row at the current values of the other
    /// basic symbols it mentions (parametric ones are 0, and left out).
    @inline(__always)
    func basicValue(ofRow r: RowIndex) -> Double {
        let u = rows.basic[r]
        var sum = rows.rhs[r], a = 1.0
        // Read in place (see `searchDownPostorder`).
        for i in rows.terms.span(r) {
            let s = rows.terms.storage[i].symbol
            if s == u {
                a = rows.terms.storage[i].coefficient
            } else if symbols.rowOf[s] != .none {
                sum -= rows.terms.storage[i].coefficient * symbols.values[s]
            }
        }
        return quotient(sum, a)
    }

    /// Computes the value of every basic symbol that pivots moved again from its row, rows
    /// before the rows that mention their basic symbols, so that values carry no rounding from
    /// the rates they moved by (a position that is a sum of whole numbers comes out whole).
    mutating func refreshValues() {
        guard !moved.isEmpty else { return }
        // A pivot can have closed a cycle of rows mentioning each other's basic symbols: the
        // search eliminates it before any value is computed from it.
        searchDownPostorder(from: moved, movedOnly: true)
        for r in search.order {
            let u = rows.basic[r]
            let v = basicValue(ofRow: r)
            if v != symbols.values[u] {
                if journal.isOn { journal.recordValue(u, symbols.values[u]) }
                symbols.values[u] = v
                note(v)
                // Moved by rates, a value near 1e100 cannot show a bound 1e6 away; computed
                // again from its row it can, and the dual simplex repairs it.
                noteInfeasible(u)
            }
        }
        for s in moved { hasMoved[s] = false }
        moved.clear()
    }
}

/// `count` and a quarter more: the room a batch reserves, so that the adds after it do not
/// copy every array at once (see `Simplex.reserve(symbols:rows:)`).
@inline(__always)
func withHeadroom(_ count: Int) -> Int { count + count / 4 }

/// `sum / a`, the same bits, without a division where `a` is 1 or −1 (most basic
/// symbols' coefficients). Values are computed row after row, each from those before it,
/// so a division's latency would add to every row.
@inline(__always)
func quotient(_ sum: Double, _ a: Double) -> Double {
    if a == 1 { return sum }
    if a == -1 { return -sum }
    return sum / a
}
