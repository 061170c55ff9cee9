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
/// A batch records nothing of what it makes: the rows it inserted and the symbols it made
/// are marked in the journal (`Journal.insertedStamps`, `Journal.adoptedStamps`) and go at a
/// refusal, so a batch of thousands of rows beside a small solver records only what it changed
/// of the rows it found, and no operation takes a copy of the solver to undo itself.
///
/// Any operation beside numbers near overflow keeps the same journal (see
/// `Solver+Overflow.swift`), a removal too: the rows it deletes and the symbols it frees keep
/// their slots until the journal is committed (`Journal.deletedRows`, `Journal.freedSymbols`),
/// their contents recorded first, so that a rollback gives them back where they were; the entry
/// it removes, the edit it ends and the variables it forgets are recorded here.
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
        /// Entries the operation removed, as they were.
        var removed: [(index: EntryIndex, entry: Entry)] = []
        /// Edit variables the operation stopped being edits, with their entries.
        var edits: [(variable: Variable.ID, index: EntryIndex)] = []
        /// Entries whose strength the operation changed, with the strength each had first.
        var strengths: [(index: EntryIndex, strength: Strength)] = []
        /// Variables the operation forgot: each one's place in `heldVariables` and symbol.
        var forgotten: [(variable: Variable, place: Int, symbol: Symbol)] = []
    }

    /// Starts a journaled multi-step operation that may add constraints at the strengths of
    /// `strengths` (their priority levels are made now, so that no level is inserted while
    /// the journal names levels by index).
    mutating func beginBatchJournal(steps: Int, strengths: some Sequence<Strength>) {
        for strength in strengths where !strength.isRequired {
            _ = simplex.objective.levelIndex(strength.level, create: true)
        }
        // Each number read through `simplex` on its own: a copy of the engine held here would
        // make the journal's first write copy every array of it.
        batchJournal = BatchJournal(
            entryCount: entries.count, freeEntriesTaken: Array(freeEntries.suffix(steps)),
            freeEntryCount: freeEntries.count, variableCount: heldVariables.count, nextSequence: nextSequence,
            largest: simplex.numerics.largest, largestInput: simplex.numerics.largestInput,
            refactorBaseline: simplex.refactoring.baseline, batchCostsMayWait: batchCostsMayWait)
        madeSymbols.clear()
        simplex.beginJournal()
    }

    /// Ends a journaled operation that succeeded: the record is forgotten (and the places of
    /// the variables it forgot given back, when they are many: see `forgetUnusedVariables`).
    mutating func commitBatchJournal() {
        simplex.commitJournal()
        let forgot = batchJournal.map { !$0.forgotten.isEmpty } ?? false
        batchJournal = nil
        madeSymbols.clear()
        simplex.objective.dropEmptyLevels()
        if forgot { compactVariablesIfMany() }
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
        // The costs still waiting were never moved onto the rows: they go with the operation.
        simplex.waiting.costs.removeAll()
        for r in record.rows.reversed() { simplex.deleteRow(r) }
        for s in madeSymbols.reversed() {
            simplex.forgetCost(s)
            simplex.freeSymbol(s)
        }
        madeSymbols.clear()
        simplex.objective.dropEmptyLevels()
        while heldVariables.count > record.variableCount {
            symbolOf[heldVariables.removeLast().id] = nil
            variableSymbols.removeLast()
        }
        for (variable, place, symbol) in record.forgotten.reversed() {
            symbolOf[variable.id] = symbol
            variableSymbols[place] = symbol
            heldVariables[place] = variable
            forgottenVariables -= 1
        }
        for (index, entry) in record.removed.reversed() {
            entries[index] = entry
            entryOf[ObjectIdentifier(entry.constraint)] = index
        }
        for (variable, index) in record.edits.reversed() { edits[variable] = index }
        for (index, strength) in record.strengths.reversed() { entries[index]?.strength = strength }
        for (index, constant) in record.constants.reversed() { entries[index]?.constant = constant }
        for index in record.freeEntriesTaken { entries[index] = nil }
        entries.removeLast(entries.count - record.entryCount)
        freeEntries.removeLast(freeEntries.count - (record.freeEntryCount - record.freeEntriesTaken.count))
        freeEntries.append(contentsOf: record.freeEntriesTaken)
        nextSequence = record.nextSequence
        simplex.numerics.largest = record.largest
        simplex.numerics.largestInput = record.largestInput
        simplex.refactoring.baseline = record.refactorBaseline
        batchCostsMayWait = record.batchCostsMayWait
        simplex.numerics.singular = false
        simplex.numerics.troubled = false
    }

    /// After a journaled batch's last member and optimisation: refuses the batch if a number
    /// overflowed, if the engine met numerical trouble and the fresh solve finds the required
    /// constraints inconsistent, or if the answer fails its check (see
    /// ``commitBatchJournalUnlessInconsistent(workBefore:blame:)``); otherwise keeps it.
    mutating func finishJournaledBatch(
        _ batch: [Constraint], guardState: OverflowGuard, added: [EntryIndex], workBefore: (rows: Int, pivots: Int)
    ) throws(SolverError) {
        guard let last = batch.last else { return }
        if overflowed {
            try refuseOverflow(guardState, blame: last, undo: .added(added))
        }
        if try !commitBatchJournalUnlessInconsistent(workBefore: workBefore, blame: last) {
            try refuseBatchAfterFreshSolve(batch)
        }
    }

    /// At the end of a journaled operation. In numerical trouble, the fresh solve's verdict on
    /// what the solver now holds: when it finds the required constraints inconsistent, the
    /// journal puts the solver back and the result is false (the caller names the failing
    /// step); otherwise the fresh optimum is installed (or the engine settles its own way when
    /// there is none). Either way the answer is then checked (see
    /// ``checkAnswer(workBefore:)``); when it fails the check, or a number overflowed on the
    /// way, the solver is put back by the journal, exactly, and the operation is refused
    /// naming `blame`; otherwise the journal is committed and the result is true.
    ///
    /// Installing an optimum rewrites every row: the journal records the whole engine first
    /// (see ``Simplex/journalEverything()``; the cost of the whole solver, beside a fresh solve
    /// of the whole solver), and a refusal rolls the installation back with the rest.
    mutating func commitBatchJournalUnlessInconsistent(
        workBefore: (rows: Int, pivots: Int), blame: Constraint
    ) throws(SolverError) -> Bool {
        let verdict = simplex.numerics.troubled ? freshOptimum() : nil
        simplex.numerics.troubled = false
        switch verdict {
        case .infeasible?:
            rollBackBatchJournal()
            return false
        case nil:
            break
        case .optimum(let optimum)?:
            install(optimum)
        case .unavailable?:
            settle()
        }
        let refusal: SolverError?
        if overflowed {
            refusal = overflowRefusal(blame: blame)
        } else {
            refusal = checkAnswer(workBefore: workBefore) == .broken ? .beyondResolution(blame) : nil
        }
        if let refusal {
            rollBackBatchJournal()
            throw refusal
        }
        // After a rebuild (see `checkAnswer`), the solver is a new one, with no journal.
        if batchJournal != nil { commitBatchJournal() }
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
        guard let first = list.first else {
            commitBatchJournal()
            return
        }
        let blame = entries[first.index]!.constraint
        if try !commitBatchJournalUnlessInconsistent(workBefore: workBefore, blame: blame) {
            if list.count == 1 {
                // One change: it is the one that fails.
                throw .unsatisfiable(blame, conflicts: explainConflict(changing: first.index, to: first.value))
            }
            var probe = self
            for (index, value) in list { try probe.changeConstantGuarded(of: index, to: value) }
            // Every change went in one at a time: the verdict was rounding's after all.
            self = probe
        }
    }
}
