/// Undoing a failed multi-step operation (a batch add, several constants at once) by what it
/// touched.
///
/// A single required add or constant change keeps the engine's journal (``Simplex/journal``):
/// every number, row, column and ownership it changes is recorded first, and a refusal puts
/// them back. An operation of several steps keeps one journal across all of them, and records
/// beside it what the journal does not see: the rows it inserted, the symbols and variables it
/// made, the entries it took, and a few numbers of the engine's own (the magnitudes it has
/// seen, the fill-in baseline). A refusal then costs what the operation touched, where a copy
/// of the solver cost the whole solver: an app that activates each view's few constraints as
/// one batch no longer pays for the screen at every batch.
///
/// A large batch beside a small solver still takes a copy-on-write snapshot (see
/// ``journalsBatch(of:)``): there the copy costs no more than the batch's own work, and the
/// engine may refactorise its rows between the batch's steps, which it never does while a
/// journal is kept.
extension Solver {
    /// What a journaled multi-step operation undoes beyond the engine's journal. The symbols
    /// it made are in ``madeSymbols``, which the steps add to instead of clearing.
    struct BatchJournal {
        /// `entries.count` before the operation.
        let entryCount: Int
        /// The free entry slots the operation may take (the last of `freeEntries`, as many as
        /// it has steps), and how many free slots there were.
        let freeEntriesTaken: [EntryIndex]
        let freeEntryCount: Int
        /// `variables.count` before the operation.
        let variableCount: Int
        /// `nextSequence` before the operation.
        let nextSequence: UInt64
        /// The engine's magnitudes and fill-in baseline before the operation.
        let largest: Double
        let largestInput: Double
        let refactorBaseline: Int
        /// ``Solver/batchCostsMayWait`` before the operation.
        let batchCostsMayWait: Bool
        /// The rows the operation inserted, in order.
        var rows: [RowIndex] = []
        /// Entries whose constant the operation changed, with the constant each had first.
        var constants: [(index: EntryIndex, constant: Double)] = []
    }

    /// Whether a batch of `count` constraints with a required member is undone by a journal
    /// rather than by a snapshot: when it is small beside the solver (or small outright), so
    /// that a snapshot would copy far more than the batch touches.
    func journalsBatch(of count: Int) -> Bool {
        count <= 64 || count * 4 <= entries.count - freeEntries.count
    }

    /// Starts a journaled multi-step operation that may add constraints at the strengths of
    /// `strengths` (their priority levels are made now, so that no level is inserted while
    /// the journal names levels by index).
    mutating func beginBatchJournal(steps: Int, strengths: some Sequence<Strength>) {
        for strength in strengths where !strength.isRequired {
            _ = simplex.levelIndex(strength.level, create: true)
        }
        // Each number read through `simplex` on its own: a copy of the engine held here would
        // make the journal's first write copy every array of it.
        batchJournal = BatchJournal(
            entryCount: entries.count, freeEntriesTaken: Array(freeEntries.suffix(steps)),
            freeEntryCount: freeEntries.count, variableCount: variables.count, nextSequence: nextSequence,
            largest: simplex.largest, largestInput: simplex.largestInput,
            refactorBaseline: simplex.refactorBaseline, batchCostsMayWait: batchCostsMayWait)
        madeSymbols.clear()
        simplex.beginJournal()
    }

    /// Ends a journaled operation that succeeded: the record is forgotten.
    mutating func commitBatchJournal() {
        simplex.commitJournal()
        batchJournal = nil
        madeSymbols.clear()
        simplex.dropEmptyLevels()
    }

    /// Puts the solver back as it was when ``beginBatchJournal(steps:strengths:)`` was called,
    /// the identity table aside (see ``unregister(_:)``).
    mutating func rollBackBatchJournal() {
        guard let record = batchJournal else { return }
        batchJournal = nil
        simplex.detachArrays()
        // The numbers, rows, columns and ownerships first: the rows the operation inserted are
        // then as it inserted them, and go, last first (so that the free rows are as they were).
        simplex.rollback()
        for r in record.rows.reversed() { simplex.deleteRow(r) }
        for s in madeSymbols.reversed() {
            if simplex.costLevel[s] >= 0 { simplex.removeCost(s) }
            simplex.freeSymbol(s)
        }
        madeSymbols.clear()
        simplex.dropEmptyLevels()
        while variables.count > record.variableCount {
            symbolOf[variables.removeLast().id] = nil
            variableSymbols.removeLast()
        }
        for (index, constant) in record.constants.reversed() { entries[index]?.constant = constant }
        for index in record.freeEntriesTaken { entries[index] = nil }
        entries.removeLast(entries.count - record.entryCount)
        freeEntries.removeLast(freeEntries.count - (record.freeEntryCount - record.freeEntriesTaken.count))
        freeEntries.append(contentsOf: record.freeEntriesTaken)
        nextSequence = record.nextSequence
        simplex.largest = record.largest
        simplex.largestInput = record.largestInput
        simplex.refactorBaseline = record.refactorBaseline
        batchCostsMayWait = record.batchCostsMayWait
        simplex.pendingCosts.removeAll()
        simplex.singular = false
        simplex.troubled = false
    }

    /// After a journaled batch's last member and optimisation: refuses the batch if a number
    /// overflowed, or if the engine met numerical trouble and the fresh solve finds the
    /// required constraints inconsistent; otherwise keeps it (with the fresh optimum, after
    /// trouble).
    mutating func finishJournaledBatch(
        _ batch: [Constraint], guardState: OverflowGuard, added: [EntryIndex]
    ) throws(SolverError) {
        if overflowed, let last = batch.last {
            try refuseOverflow(guardState, blame: last, undo: .added(added))
        }
        if !commitBatchJournalUnlessInconsistent() {
            try refuseBatchAfterFreshSolve(batch)
        }
    }

    /// At the end of a journaled operation: in numerical trouble, the fresh solve's verdict on
    /// what the solver now holds. When it finds the required constraints inconsistent, the
    /// journal puts the solver back and the result is false (the caller names the failing
    /// step); otherwise the journal is committed, the fresh optimum installed (or the engine
    /// settles its own way when there is none), and the result is true.
    mutating func commitBatchJournalUnlessInconsistent() -> Bool {
        let verdict = simplex.troubled ? freshOptimum() : nil
        simplex.troubled = false
        if case .infeasible? = verdict {
            rollBackBatchJournal()
            return false
        }
        commitBatchJournal()
        switch verdict {
        case .optimum(let optimum)?: install(optimum)
        case .unavailable?: settle()
        case .infeasible?, nil: break
        }
        return true
    }

    /// ``setConstants(_:)`` with a required constraint among the changes, beside ordinary
    /// numbers: each change in turn under one journal, which a refusal puts back. In numerical
    /// trouble the fresh solve judges the whole set at the end; when it finds them
    /// inconsistent, the changes are made again one at a time on a copy, to name the one that
    /// fails.
    mutating func setConstantsJournaled(
        _ list: [(index: EntryIndex, value: Double)], guardState: OverflowGuard
    ) throws(SolverError) {
        let workBefore = workDone
        beginBatchJournal(steps: 0, strengths: EmptyCollection())
        for (index, value) in list {
            let old: Double
            do { old = try changeConstant(of: index, to: value) } catch {
                rollBackBatchJournal()
                throw error
            }
            batchJournal!.constants.append((index, old))
            if overflowed {
                try refuseOverflow(guardState, blame: entries[index]!.constraint, undo: .constant(index, old))
            }
        }
        let olds = batchJournal!.constants
        if !commitBatchJournalUnlessInconsistent() {
            var probe = self
            for (index, value) in list { try probe.changeConstantGuarded(of: index, to: value) }
            // Every change went in one at a time: the verdict was rounding's after all.
            self = probe
            return
        }
        guard let first = olds.first else { return }
        let blame = entries[first.index]!.constraint
        if overflowed { try refuseOverflow(guardState, blame: blame, undo: .constants(olds)) }
        try verify(workBefore: workBefore, blame: blame, undo: .constants(olds))
    }
}
