/// Undoing a failed operation by what it touched: the solver's one undo.
///
/// Every operation that changes the solver — an add, a batch, a removal, a constant change or
/// suggestion, a strength change, an edit variable begun or ended — keeps the engine's
/// journal (``Simplex/journal``) from its start to its end: every number, row, column and
/// ownership it changes is recorded first. Beside it, this record holds what the journal does
/// not see: the rows the operation inserted, the symbols and variables it made, the entries it
/// took, removed or changed, and a few numbers of the engine's own (the magnitudes it has
/// seen, the fill-in baseline). A refusal, wherever it comes from (a conflict, a number that
/// would overflow, rows that rounding left singular, an answer that fails its check), plays
/// both back and leaves the solver as it was, bit for bit. Committing forgets the record, and
/// its lists keep their memory for the next operation's (a suggestion allocates nothing). The
/// undo costs what the operation touched, where a copy of the solver cost the whole solver: an
/// app that activates each view's few constraints as one batch does not pay for the screen at
/// every batch.
///
/// An operation records nothing of what it makes: the rows it inserted and the symbols it
/// made are marked in the journal (`Journal.insertedStamps`, `Journal.adoptedStamps`) and go at
/// a refusal, so a batch of thousands of rows beside a small solver records only what it
/// changed of the rows it found. A removal's rows and symbols keep their slots until the
/// record is committed (`Journal.deletedRows`, `Journal.freedSymbols`), their contents
/// recorded first, so that a rollback gives them back where they were; the entry it removes,
/// the edit it ends and the variables it forgets are recorded here.
extension Solver {
    /// What an operation undoes beyond the engine's journal. The symbols it made are in
    /// ``madeSymbols``, which its steps add to instead of clearing.
    struct BatchJournal {
        /// `entries.count` before the operation.
        let entryCount: Int
        /// How many free entry slots there were; the last of them the operation may take (as
        /// many as it has steps) are in ``Solver/journalLists``.
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

        /// What the operation changed, in lists the solver keeps from one operation to the
        /// next (``Solver/journalLists``), emptied when the record ends: every operation keeps
        /// this record, a suggestion must allocate nothing, and the record itself is plain
        /// numbers, begun and ended without a reference counted.
        struct Lists {
            /// The free entry slots the operation may take, as they were.
            var freeEntriesTaken = ScratchArray<EntryIndex>()
            /// The rows the operation inserted, in order.
            var rows = ScratchArray<RowIndex>()
            /// Entries whose constant the operation changed, with the constant each had first.
            var constants = ScratchArray<(index: EntryIndex, constant: Double)>()
            /// Entries the operation removed, as they were.
            var removed: [(index: EntryIndex, entry: Entry)] = []
            /// Edit variables the operation stopped being edits, with their entries.
            var edits: [(variable: Variable.ID, index: EntryIndex)] = []
            /// Entries whose strength the operation changed, with the strength each had first.
            var strengths: [(index: EntryIndex, strength: Strength)] = []
            /// Variables the operation forgot: each one's place in `heldVariables` and symbol.
            var forgotten: [(variable: Variable, place: Int, symbol: Symbol)] = []

            /// Empties every list, keeping its memory (an array that is empty already is not
            /// touched: emptying one goes through the generic `replaceSubrange`).
            mutating func clear() {
                freeEntriesTaken.clear()
                rows.clear()
                constants.clear()
                if !removed.isEmpty { removed.removeAll(keepingCapacity: true) }
                if !edits.isEmpty { edits.removeAll(keepingCapacity: true) }
                if !strengths.isEmpty { strengths.removeAll(keepingCapacity: true) }
                if !forgotten.isEmpty { forgotten.removeAll(keepingCapacity: true) }
            }
        }
    }

    /// Starts an operation's record and the engine's journal; the operation may add
    /// constraints at the strengths of `strengths` (their priority levels are made now, so
    /// that no level is inserted while the journal names levels by index) and take up to
    /// `steps` free entry slots.
    mutating func beginBatchJournal(steps: Int, strengths: some Sequence<Strength>) {
        for strength in strengths where !strength.isRequired {
            _ = simplex.objective.levelIndex(strength.level, create: true)
        }
        // Each number read through `simplex` on its own: a copy of the engine held here would
        // make the journal's first write copy every array of it.
        let taken = min(steps, freeEntries.count)
        for index in freeEntries.suffix(taken) { journalLists.freeEntriesTaken.append(index) }
        batchJournal = BatchJournal(
            entryCount: entries.count, freeEntryCount: freeEntries.count,
            variableCount: heldVariables.count, nextSequence: nextSequence,
            largest: simplex.numerics.largest, largestInput: simplex.numerics.largestInput,
            refactorBaseline: simplex.refactoring.baseline, batchCostsMayWait: batchCostsMayWait)
        madeSymbols.clear()
        simplex.beginJournal()
    }

    /// Ends a journaled operation that succeeded: the record is forgotten (and the places of
    /// the variables it forgot given back, when they are many: see `forgetUnusedVariables`).
    mutating func commitBatchJournal() {
        simplex.commitJournal()
        let forgot = !journalLists.forgotten.isEmpty
        batchJournal = nil
        journalLists.clear()
        madeSymbols.clear()
        simplex.objective.dropEmptyLevels()
        if forgot { compactVariablesIfMany() }
    }

    /// Puts the solver back as it was when ``beginBatchJournal(steps:strengths:)`` was called,
    /// the identity table aside (see ``unregister(_:)``).
    mutating func rollBackBatchJournal() {
        guard let record = batchJournal else { return }
        batchJournal = nil
        defer { journalLists.clear() }
        simplex.detachArrays()
        // The numbers, rows, columns and ownerships first: the rows the operation inserted are
        // then as it inserted them, and go, last first (so that the free rows are as they were).
        simplex.rollback()
        // The costs still waiting were never moved onto the rows: they go with the operation.
        simplex.waiting.costs.removeAll()
        for r in journalLists.rows.reversed() { simplex.deleteRow(r) }
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
        for (variable, place, symbol) in journalLists.forgotten.reversed() {
            symbolOf[variable.id] = symbol
            variableSymbols[place] = symbol
            heldVariables[place] = variable
            forgottenVariables -= 1
        }
        for (index, entry) in journalLists.removed.reversed() {
            entries[index] = entry
            entryOf[ObjectIdentifier(entry.constraint)] = index
        }
        for (variable, index) in journalLists.edits.reversed() { edits[variable] = index }
        for (index, strength) in journalLists.strengths.reversed() { entries[index]?.strength = strength }
        for (index, constant) in journalLists.constants.reversed() { entries[index]?.constant = constant }
        for index in journalLists.freeEntriesTaken { entries[index] = nil }
        entries.removeLast(entries.count - record.entryCount)
        let taken = journalLists.freeEntriesTaken.count
        freeEntries.removeLast(freeEntries.count - (record.freeEntryCount - taken))
        for index in journalLists.freeEntriesTaken { freeEntries.append(index) }
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
        _ batch: [Constraint], workBefore: (rows: Int, pivots: Int)
    ) throws(SolverError) {
        guard let last = batch.last else { return }
        if overflowed {
            try refuseOverflow(blame: last)
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

    /// Constants changed under the operation's journal, which a refusal puts back: a
    /// suggestion or ``setConstant(_:for:)`` (one change), or ``setConstants(_:)`` with a
    /// required constraint among the changes, each change in turn. In numerical trouble the
    /// fresh solve judges the whole set at the end; when it finds them inconsistent, the
    /// changes are made again one at a time on a copy, to name the one that fails (a probe,
    /// not an undo).
    mutating func setConstantsJournaled(
        _ list: some Collection<(index: EntryIndex, value: Double)>
    ) throws(SolverError) {
        let workBefore = workDone
        beginBatchJournal(steps: 0, strengths: EmptyCollection())
        var required = false
        for (index, value) in list {
            if entries[index]!.strength.isRequired { required = true }
            let old: Double
            do { old = try changeConstant(of: index, to: value) } catch {
                rollBackBatchJournal()
                throw error
            }
            journalLists.constants.append((index, old))
            if overflowed {
                try refuseOverflow(blame: entries[index]!.constraint)
            }
        }
        // Optional constants cannot make the required constraints inconsistent: a fresh solve
        // that says so is rounding's, and the engine finishes its own way.
        if !required { recoverOrSettle() }
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
