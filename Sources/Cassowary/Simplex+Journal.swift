extension Simplex {
    /// The engine's undo: while it is on, every change to a value, a reduced cost, an
    /// ownership, a row, a column or a rank is recorded before it is made, so that
    /// ``Simplex/rollback()`` puts back exactly the numbers the operation started from.
    ///
    /// Each row and each column is recorded once per journal, the first time it changes: a
    /// rollback plays the journal back newest first, so the first record is the one left
    /// standing, and recording it again at every later change only grew the journal (a
    /// required constraint whose placing ran 2 700 pivots through cycle eliminations recorded
    /// its rows and columns until the journal held a gigabyte).
    struct Journal: Sendable {
        /// Whether changes are being recorded.
        var isOn = false
        /// The changes recorded, oldest first. Scratch lists, here and below: a journal is
        /// begun and committed for every operation, and emptying a list must cost nothing.
        var changes = ScratchArray<Change>()
        /// The values recorded, oldest first, apart from the other changes: a value's record is
        /// the one a suggestion makes for every row of its column, and kept small and plain it
        /// costs about what computing the value again does. A rollback puts them back newest
        /// first, after the other changes (no other change reads a value), so that the oldest
        /// record of a symbol recorded twice is the one left standing.
        var values = ScratchArray<(symbol: Symbol, value: Double)>()
        /// The rows and columns ``Change/row(_:_:)`` and ``Change/column(_:_:)`` name by
        /// index, kept apart so that a change is a plain value, their elements end to end in
        /// one array each: recording a row or a column copies its elements there and makes no
        /// array of its own, and forgetting the journal is a count set to zero, not a walk that
        /// releases each entry.
        var rows = ScratchArray<(start: Int32, count: Int32, rhs: Double)>()
        var rowTerms = ScratchArray<RowTerm>()
        var columns = ScratchArray<(start: Int32, count: Int32)>()
        var columnRows = ScratchArray<RowIndex>()
        /// Per row and per symbol: ``stamp`` when the journal holds that row or column
        /// already. A new stamp forgets every mark at once.
        var rowStamps = UncheckedArray<UInt32>()
        var columnStamps = UncheckedArray<UInt32>()
        /// Whether the operation recorded is a batch whose failure deletes the rows it inserted
        /// and frees the symbols it made (see `Solver+BatchJournal.swift`): then those symbols
        /// are adopted (``Simplex/adopt(_:)``) and nothing of theirs is recorded.
        var undoesBatch = false
        /// Per row: ``stamp`` when the row was inserted while this journal was kept. Such a
        /// row goes when the journal is rolled back, so nothing of it is recorded (its
        /// contents, basic symbol or rank), and the columns put back leave it out. A batch of
        /// thousands of rows then records only what it changed of the rows it found: the
        /// journal costs what a copy of the solver would only where the batch rewrites the
        /// whole solver.
        var insertedStamps = UncheckedArray<UInt32>()
        /// Per symbol: ``stamp`` when the symbol was made by the batch recorded (see
        /// ``undoesBatch``), and is freed by a rollback: its value, reduced costs, column and
        /// row are not recorded.
        var adoptedStamps = UncheckedArray<UInt32>()
        /// Per symbol: ``stamp`` when the journal holds some of the symbol's reduced costs,
        /// with the levels it holds as bits of `reducedLevels` (levels from 64 on are recorded
        /// at every change), or its value, already. Each is recorded once, as rows and columns
        /// are: a required constraint that moved a row of `n` views (its width pinned) ran `n`
        /// pivots whose rows each held `n` costs, and recording every change made the journal
        /// `n²` entries long (a third of the time, in page faults and copies, at 1 280 views).
        /// The values' marks grow as they are first needed, a plain array, so that a copy of
        /// the engine never writes another's marks.
        var reducedStamps = UncheckedArray<UInt32>()
        var reducedLevels = UncheckedArray<UInt64>()
        var valueStamps: [UInt32] = []
        var stamp: UInt32 = 0
        /// The ranks' state when the journal began (see `Simplex+Ranks.swift`) and the rows
        /// then waiting to be checked: a rollback puts them back with the ranks. They are not
        /// repaired when the journal begins: a repair can eliminate a cycle, which changes
        /// rows, and a failed call must leave them as they were.
        var ranks = (valid: false, floor: -1.0, ceiling: 0.0, credit: 0)
        var dirtyRows = ScratchArray<RowIndex>()
        /// The rows deleted and the symbols freed while the journal is kept: their slots stay
        /// out of the free lists until it is committed (a rollback gives them back their
        /// contents, which the journal holds, in the same slots), and the levels their costs
        /// leave empty stay until then too (a level taken out would renumber the levels the
        /// records name).
        var deletedRows: [RowIndex] = []
        var freedSymbols: [Symbol] = []

        /// Records one change.
        @inline(__always)
        mutating func append(_ change: Change) {
            changes.append(change)
        }

        /// Forgets every record, keeping the memory.
        mutating func forget() {
            changes.clear()
            values.clear()
            rows.clear()
            rowTerms.clear()
            columns.clear()
            columnRows.clear()
            // A new stamp, so that nothing counts as recorded.
            stamp &+= 1
            if stamp == 0 {
                // Wrapped around: no mark left may look current.
                for i in rowStamps.indices { rowStamps[i] = 0 }
                for i in columnStamps.indices { columnStamps[i] = 0 }
                for i in insertedStamps.indices { insertedStamps[i] = 0 }
                for i in adoptedStamps.indices { adoptedStamps[i] = 0 }
                for i in reducedStamps.indices { reducedStamps[i] = 0 }
                valueStamps = [UInt32](repeating: 0, count: valueStamps.count)
                stamp = 1
            }
        }

        /// Records symbol `s`'s value `v`, before it changes, unless the journal holds it
        /// already.
        @inline(__always)
        mutating func recordValue(_ s: Symbol, _ v: Double) {
            if isAdopted(s) { return }
            let i = Int(s.id)
            if i >= valueStamps.count { Self.grow(&valueStamps, toHold: i) }
            if valueStamps[i] == stamp { return }
            valueStamps[i] = stamp
            values.append((s, v))
        }

        /// Whether row `r` was inserted while this journal was kept.
        @inline(__always)
        func isInserted(_ r: RowIndex) -> Bool { insertedStamps[r] == stamp }

        /// Whether symbol `s` was made by the batch this journal records.
        @inline(__always)
        func isAdopted(_ s: Symbol) -> Bool { adoptedStamps[s] == stamp }

        /// Lengthens `stamps` (with zeros, by a quarter at least, as a batch's reservation
        /// grows the per-symbol arrays: see `withHeadroom(_:)`) to hold index `i`. Doubling, the
        /// stamps of a layout's build asked for up to twice the symbols it made, at every level.
        @inline(never)
        fileprivate static func grow(_ stamps: inout [UInt32], toHold i: Int) {
            let count = withHeadroom(Swift.max(i + 1, stamps.count))
            stamps.reserveCapacity(count)
            stamps += repeatElement(0, count: count - stamps.count)
        }
    }

    /// One recorded change.
    enum Change: Sendable, BitwiseCopyable {
        case reduced(Int32, Symbol, Double, CostMagnitude)
        case basic(RowIndex, Symbol)
        case rowOf(Symbol, RowIndex)
        /// Row `r`'s symbols, coefficients and right-hand side, at `Journal.rows[index]`.
        case row(RowIndex, Int32)
        /// Only the row's right-hand side (a constant change): recording the whole row would
        /// retain its arrays for nothing.
        case rhs(RowIndex, Double)
        /// Symbol `s`'s column, at `Journal.columns[index]`.
        case column(Symbol, Int32)
        /// Row `r`'s rank (see `Simplex+Ranks.swift`).
        case rank(RowIndex, Double)
        /// Symbol `s`'s cost level (−1 for none) and weight.
        case cost(Symbol, Int32, Double)
        /// Symbol `s` was freed (see `Journal.freedSymbols`); it was owned by this entry.
        case freed(Symbol, EntryIndex)
    }

    /// Starts recording changes, forgetting what the journal held.
    mutating func beginJournal() {
        journal.forget()
        journal.ranks = (ranks.valid, ranks.floor, ranks.ceiling, ranks.credit)
        journal.dirtyRows.assign(ranks.dirtyRows)
        journal.isOn = true
    }

    /// Stops recording, keeping what was recorded; the rows deleted and the symbols freed
    /// meanwhile go to the free lists, and the levels left empty go.
    mutating func commitJournal() {
        journal.isOn = false
        journal.undoesBatch = false
        if !journal.deletedRows.isEmpty || !journal.freedSymbols.isEmpty {
            for r in journal.deletedRows { rows.free.append(r) }
            for s in journal.freedSymbols { releaseSlot(s) }
            journal.deletedRows.removeAll(keepingCapacity: true)
            journal.freedSymbols.removeAll(keepingCapacity: true)
            objective.dropEmptyLevels()
        }
        // What was recorded stays in the lists until the next journal begins, which forgets
        // it (see ``beginJournal()``): every operation begins one.
    }

    /// Takes symbol `s`, just made by a batch whose journal is kept, out of the record: a
    /// rollback frees it, so what it holds meanwhile needs no putting back.
    @inline(__always)
    mutating func adopt(_ s: Symbol) {
        journal.adoptedStamps[s] = journal.stamp
        journal.columnStamps[s] = journal.stamp
    }

    /// Records symbol `s`'s reduced cost at level `k`, before it changes, unless the journal
    /// holds it already: the first record is the one a rollback leaves standing. (No level is
    /// made or taken out while a journal is kept, so a level's number stays its own.)
    @inline(__always)
    mutating func journalReducedCost(_ k: Int, of s: Symbol) {
        let bit: UInt64 = k < 64 ? 1 << UInt64(k) : 0
        let held = journal.reducedStamps[s] == journal.stamp ? journal.reducedLevels[s] : 0
        if held & bit != 0 || journal.isAdopted(s) { return }
        journal.reducedStamps[s] = journal.stamp
        journal.reducedLevels[s] = held | bit
        journal.append(.reduced(Int32(k), s, objective.reduced[k][s], objective.reducedMagnitude[k][s]))
    }

    /// ``journalReducedCost(_:of:)`` at level `k` for every symbol of `scratch.pivotRow` but `q`
    /// and the dummies: the costs a pivot is about to move (`shiftReducedCosts`). A regime
    /// change's pivot row holds every item of a row of `n`, and a sweep records them at every
    /// step, so the marks and the records are written in place, room made for the whole row
    /// at once (recorded one call a cost, the chain family's sweep took 14 % more instructions
    /// than before every operation kept its record, its pivots half as much again; so, 9 %).
    mutating func journalReducedCosts(level k: Int, alongPivotRowExcept q: Symbol) {
        let bit: UInt64 = k < 64 ? 1 << UInt64(k) : 0
        let stamp = journal.stamp, row = scratch.pivotRow, kinds = symbols.kinds
        let costs = objective.reduced[k], magnitudes = objective.reducedMagnitude[k]
        let adopted = journal.adoptedStamps
        var stamps = UncheckedArray<UInt32>(), levels = UncheckedArray<UInt64>()
        swap(&stamps, &journal.reducedStamps)
        swap(&levels, &journal.reducedLevels)
        defer {
            swap(&stamps, &journal.reducedStamps)
            swap(&levels, &journal.reducedLevels)
        }
        let room = journal.changes.count + row.count
        journal.changes.withAppendableStorage(capacity: room, filler: .rhs(.none, 0)) { changes, count in
            stamps.withUnsafeMutableBufferPointer { stamps in
                levels.withUnsafeMutableBufferPointer { levels in
                    for i in 0..<row.count {
                        let j = row[i].symbol
                        let s = Int(j.id)
                        if j == q || kinds[j] == .dummy { continue }
                        let held = stamps[s] == stamp ? levels[s] : 0
                        if held & bit != 0 || adopted[j] == stamp { continue }
                        stamps[s] = stamp
                        levels[s] = held | bit
                        changes[count] = .reduced(Int32(k), j, costs[j], magnitudes[j])
                        count += 1
                    }
                }
            }
        }
    }

    /// ``Journal/recordValue(_:_:)`` for the basic symbol of every row of `order`, before a loop
    /// computes them all again (`recomputeValuesInOrder`): in one pass, the marks and the
    /// records written in place (one call a row, the stacks family's build and sweep took 7 %
    /// more instructions than before every operation kept its record; so, 3 %).
    mutating func journalValues(ofBasicSymbolsOf order: ScratchArray<RowIndex>) {
        let stamp = journal.stamp, adopted = journal.adoptedStamps, basic = rows.basic, values = symbols.values
        var stamps: [UInt32] = []
        swap(&stamps, &journal.valueStamps)
        defer { swap(&stamps, &journal.valueStamps) }
        if stamps.count < symbols.kinds.count { Journal.grow(&stamps, toHold: symbols.kinds.count - 1) }
        journal.values.withAppendableStorage(capacity: journal.values.count + order.count, filler: (.none, 0)) {
            record, count in
            stamps.withUnsafeMutableBufferPointer { stamps in
                for k in 0..<order.count {
                    let u = basic[order[k]]
                    let i = Int(u.id)
                    if adopted[u] == stamp || stamps[i] == stamp { continue }
                    stamps[i] = stamp
                    record[count] = (u, values[u])
                    count += 1
                }
            }
        }
    }

    /// ``journalReducedCost(_:of:)`` at every level.
    mutating func journalReducedCosts(of s: Symbol) {
        for k in objective.reduced.indices { journalReducedCost(k, of: s) }
    }

    /// Records row `r` as it stands, before it changes, unless the journal holds it already.
    @inline(__always)
    mutating func journalRow(_ r: RowIndex) {
        if journal.rowStamps[r] == journal.stamp { return }
        journal.rowStamps[r] = journal.stamp
        journal.append(.row(r, Int32(journal.rows.count)))
        let span = rows.terms.span(r)
        journal.rows.append((Int32(journal.rowTerms.count), Int32(span.count), rows.rhs[r]))
        for i in span { journal.rowTerms.append(rows.terms.storage[i]) }
    }

    /// Records symbol `s`'s column as it stands, before it changes, unless the journal holds
    /// it already.
    @inline(__always)
    mutating func journalColumn(_ s: Symbol) {
        if journal.columnStamps[s] == journal.stamp { return }
        journal.columnStamps[s] = journal.stamp
        journal.append(.column(s, Int32(journal.columns.count)))
        let span = symbols.columns.span(s)
        journal.columns.append((Int32(journal.columnRows.count), Int32(span.count)))
        for i in span { journal.columnRows.append(symbols.columns.storage[i]) }
    }

    /// Records every row, column, ownership, value, reduced cost and rank as it stands
    /// (what the journal does not hold already, and nothing of what a batch made), before an
    /// operation that rewrites them all: an installation (`Simplex+Install.swift`). The cost
    /// of the whole engine, once, as a copy of it would be, but kept where every other change
    /// is kept, so that one rollback undoes the operation whatever it did.
    mutating func journalEverything() {
        for r in rows.all {
            journalRow(r)
            if !journal.isInserted(r) {
                journal.append(.basic(r, rows.basic[r]))
                journal.append(.rank(r, ranks.rank[r]))
            }
        }
        for s in symbols.all where !journal.isAdopted(s) {
            journalColumn(s)
            journal.append(.rowOf(s, symbols.rowOf[s]))
            journal.recordValue(s, symbols.values[s])
            journalReducedCosts(of: s)
        }
    }

    /// Puts back everything recorded since ``beginJournal()``, newest first.
    mutating func rollback() {
        journal.isOn = false
        journal.undoesBatch = false
        // The rows whose contents or basic symbol come back: their alias steps follow.
        var touched: [RowIndex] = []
        while let change = journal.changes.popLast() { undo(change, touching: &touched) }
        while let (s, v) = journal.values.popLast() { symbols.values[s] = v }
        // The rows and symbols taken out meanwhile are back, in their slots.
        journal.deletedRows.removeAll(keepingCapacity: true)
        journal.freedSymbols.removeAll(keepingCapacity: true)
        for r in ranks.dirtyRows { ranks.isDirty[r] = false }
        ranks.dirtyRows.assign(journal.dirtyRows)
        for r in ranks.dirtyRows { ranks.isDirty[r] = true }
        (ranks.valid, ranks.floor, ranks.ceiling, ranks.credit) = journal.ranks
        journal.forget()
        for r in touched { refreshAlias(r) }
        structureVersion &+= 1
        advanceAliasVersion()
        // What the optimisers had in hand refers to the state rolled back.
        infeasible.clear()
        for s in objective.candidates { objective.isCandidate[s] = false }
        objective.candidates.clear()
        for s in moved { hasMoved[s] = false }
        moved.clear()
    }

    /// Puts back what one recorded change changed; a row whose contents or basic symbol come
    /// back is added to `touched`.
    private mutating func undo(_ change: Change, touching touched: inout [RowIndex]) {
        switch change {
        case .reduced(let k, let s, let v, let m):
            objective.reduced[Int(k)][s] = v
            objective.reducedMagnitude[Int(k)][s] = m
        case .basic(let r, let s):
            rows.basic[r] = s
            touched.append(r)
        case .rowOf(let s, let r): symbols.rowOf[s] = r
        case .row(let r, let index):
            let saved = journal.rows[Int(index)]
            let start = Int(saved.start)
            rows.terms.replace(r, with: journal.rowTerms[start..<(start + Int(saved.count))])
            rows.rhs[r] = saved.rhs
            touched.append(r)
        case .rhs(let r, let value): rows.rhs[r] = value
        case .column(let s, let index):
            // Rows the journal saw inserted are deleted after the rollback, by their contents
            // then, which need not name `s` any more.
            let saved = journal.columns[Int(index)], start = Int(saved.start)
            let column = journal.columnRows[start..<(start + Int(saved.count))]
            if column.contains(where: { journal.isInserted($0) }) {
                symbols.columns.replace(s, with: column.filter { !journal.isInserted($0) })
            } else {
                symbols.columns.replace(s, with: column)
            }
        case .rank(let r, let value): ranks.rank[r] = value
        case .cost(let s, let k, let w):
            let current = Int(objective.costLevel[s])
            if current >= 0 {
                objective.levelCounts[current] -= 1
                if objective.levelCounts[current] == 0 { objective.mayHaveEmptyLevels = true }
            }
            objective.costLevel[s] = k
            objective.costWeight[s] = w
            if k >= 0 { objective.levelCounts[Int(k)] += 1 }
        case .freed(let s, let owner): symbols.owner[s] = owner
        }
    }
}
