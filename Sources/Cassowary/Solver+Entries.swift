/// Constraints in and out of the engine: their symbols, rows, costs and constants.
extension Solver {
    // MARK: Symbols

    /// The engine symbol of `variable`, made on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        symbolOf[variable.id] ?? newSymbol(for: variable)
    }

    /// The symbol of a variable the solver has not seen yet.
    private mutating func newSymbol(for variable: Variable) -> Symbol {
        let s = makeSymbol(.external)
        symbolOf[variable.id] = s
        let id = Int(s.id)
        if id >= variablePlace.count {
            variablePlace.append(
                contentsOf: repeatElement(
                    0, count: max(id + 1, withHeadroom(variablePlace.count)) - variablePlace.count))
        }
        variablePlace[id] = Int32(heldVariables.count)
        heldVariables.append(variable)
        variableSymbols.append(s)
        return s
    }

    mutating func makeSymbol(_ kind: SymbolKind, owner: EntryIndex = .none) -> Symbol {
        let s = simplex.newSymbol(kind, owner: owner)
        madeSymbols.append(s)
        return s
    }

    // MARK: Adding

    /// Makes room in the solver's own arrays for a batch of `rows` constraints that make at
    /// most `variableCount` new variables and `symbolCount` symbols in all, so that each array
    /// grows once for the whole batch (the engine's: ``Simplex/reserve(symbols:rows:)``).
    /// Capacity reserved beyond what is used is never touched, so it costs address space, not
    /// memory.
    mutating func reserve(variables variableCount: Int, symbols symbolCount: Int, rows: Int) {
        let entryCount = entries.count + max(0, rows - freeEntries.count)
        if entryCount > entries.capacity { entries.reserveCapacity(withHeadroom(entryCount)) }
        // The symbols a batch makes are listed for its undo, all of them.
        if madeSymbols.count + symbolCount > madeSymbols.capacity {
            madeSymbols.reserveCapacity(madeSymbols.count + symbolCount)
        }
        if heldVariables.count + variableCount > heldVariables.capacity {
            heldVariables.reserveCapacity(withHeadroom(heldVariables.count + variableCount))
            variableSymbols.reserveCapacity(withHeadroom(heldVariables.count + variableCount))
        }
    }

    /// Appends the terms of the constraint's variables to `terms` (empty): each variable once,
    /// duplicates merged, cancellations dropped — the row as
    /// ``addEntry(_:constant:registered:)`` stores it, before its marker symbols. Makes the
    /// symbols of variables the solver has not seen.
    mutating func appendVariableTerms(of constraint: Constraint, to terms: inout [RowTerm]) {
        terms.reserveCapacity(constraint.termCount + 2)
        // Read in place: a copy of a term is a copy of its variable's name, a reference count
        // taken and given back for every term.
        constraint.withTerms { source in
            // A long row finds a repeated symbol by a table, not by a scan of the terms so far
            // (which made a row of n terms cost n²/2), and drops cancelled terms at the end.
            let long = source.count > 16
            var position: [Symbol: Int] = [:]
            for k in source.indices {
                let coefficient = source[k].coefficient
                let s = symbolOf[source[k].variable.id] ?? newSymbol(for: source[k].variable)
                if let i = long ? position[s] : terms.firstIndex(where: { $0.symbol == s }) {
                    let sum = terms[i].coefficient + coefficient
                    if cancels(sum, terms[i].coefficient, coefficient) {
                        if long { terms[i].coefficient = 0 } else { terms.remove(at: i) }
                    } else {
                        terms[i].coefficient = sum
                    }
                } else if coefficient != 0 {
                    if long { position[s] = terms.count }
                    terms.append(RowTerm(s, coefficient))
                }
            }
            if long { terms.removeAll { $0.coefficient == 0 } }
        }
    }

    /// Adds the constraint without the final optimisation and returns its entry index. On
    /// error everything is as it was.
    ///
    /// `registered`: the batch add has put the constraint in `entryOf` already, under the index
    /// this call takes (see ``nextEntryIndex(after:)``), so that each member costs the identity
    /// table one visit instead of three; then the table is not touched here, on success or
    /// failure.
    mutating func addEntry(
        _ constraint: Constraint, constant: Double? = nil, registered: Bool = false
    ) throws(SolverError) -> EntryIndex {
        let constant = constant ?? constraint.constant
        // A journaled batch keeps the symbols of all its members (see `Solver+BatchJournal.swift`).
        if batchJournal == nil { madeSymbols.clear() }
        let variableCount = heldVariables.count
        let index = takeEntryIndex()
        let (marker, other) = writeRow(of: constraint, constant: constant, entry: index)
        let strength = constraint.strength

        // A required constraint may fail: record what placing it changes (unless a batch's
        // journal puts everything back anyway).
        let mayFail = strength.isRequired && !simplex.journal.isOn && !undoneByBatch
        if mayFail { simplex.beginJournal() }
        // The constraint's own numbers count among the inputs while it is placed (they decide
        // what is numerical trouble: see `Simplex.troubled`); a refusal puts the old back.
        let largestInput = simplex.numerics.largestInput
        simplex.numerics.largestInput = max(largestInput, constraint.magnitude, abs(constant), strength.weight)
        let row = simplex.insertRow(newRowTerms, rhs: constant)
        if batchJournal != nil { journalLists.rows.append(row) }
        addCosts(marker: marker, other: other, strength: strength)
        let failed = simplex.place(row: row, marker: marker, other: other)
        // In numerical trouble the engine's verdict counts for nothing: a fresh solve judges
        // (see `Solver+Fresh.swift`), while the journal can still undo the placement.
        let verdict = simplex.numerics.troubled && mayFail ? freshOptimum() : nil
        if refused(failed, verdict) {
            try refuse(
                constraint, entry: index, row: row, failed: failed, journaled: mayFail,
                largestInput: largestInput, variableCount: variableCount)
        }
        if mayFail { simplex.commitJournal() }
        if case .optimum(let optimum)? = verdict { install(optimum) }
        nextSequence += 1
        if registered {
            assert(entryOf[ObjectIdentifier(constraint)] == index, "a batch member registered under another index")
        } else {
            entryOf[ObjectIdentifier(constraint)] = index
        }
        return index
    }

    /// Writes `constraint`'s row in ``newRowTerms`` — each variable once (duplicates merged,
    /// cancellations dropped), then the marker symbols it makes — and its entry at `index`,
    /// with `constant`.
    @inline(__always)
    private mutating func writeRow(
        of constraint: Constraint, constant: Double, entry index: EntryIndex
    ) -> (marker: Symbol, other: Symbol) {
        var terms: [RowTerm] = []
        swap(&terms, &newRowTerms)
        defer { swap(&terms, &newRowTerms) }
        terms.clear()
        appendVariableTerms(of: constraint, to: &terms)
        let (marker, other, markerCoefficient) = makeMarkers(for: constraint, entry: index)
        terms.append(RowTerm(marker, markerCoefficient))
        if other != .none { terms.append(RowTerm(other, -markerCoefficient)) }
        entries[index] = Entry(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
            constant: constant, sequence: nextSequence, strength: constraint.strength)
        return (marker, other)
    }

    /// The entry index a new constraint takes: the free slots first, most recently freed first,
    /// then a new one.
    private mutating func takeEntryIndex() -> EntryIndex {
        if let free = freeEntries.takeLast() { return free }
        entries.append(nil)
        return EntryIndex(entries.count - 1)
    }

    /// The marker symbols of `constraint`, entry `index`: the marker (an inequality's slack, a
    /// required equality's dummy, an optional equality's error), the other error of an
    /// optional constraint (``Symbol/none`` for a required one), and the marker's coefficient
    /// in the row (the other's is its negation).
    private mutating func makeMarkers(
        for constraint: Constraint, entry index: EntryIndex
    ) -> (marker: Symbol, other: Symbol, coefficient: Double) {
        let required = constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let slack = makeSymbol(.slack, owner: index)
            let error = required ? Symbol.none : makeSymbol(.error, owner: index)
            return (slack, error, constraint.relation == .lessThanOrEqual ? 1 : -1)
        case .equal:
            if required { return (makeSymbol(.dummy, owner: index), .none, 1) }
            let plus = makeSymbol(.error, owner: index)
            return (plus, makeSymbol(.error, owner: index), -1)
        }
    }

    /// The failure path of ``addEntry(_:constant:registered:)``: `constraint`, entry `index`,
    /// placed as `row`, cannot hold (its row's marker `failed` could not be brought into
    /// bounds). Puts everything back — the journal's record (when `journaled`), the largest
    /// input, the row, the entry and the symbols made — unless the batch under way undoes it,
    /// and throws why.
    private mutating func refuse(
        _ constraint: Constraint, entry index: EntryIndex, row: RowIndex, failed: Symbol, journaled: Bool,
        largestInput: Double, variableCount: Int
    ) throws(SolverError) -> Never {
        // The failure path writes the engine with searches, a rollback and a row's deletion:
        // its arrays get memory of their own first (see `detachArrays()`).
        simplex.detachArrays()
        // A number that overflowed on the way makes the failure itself meaningless: the rows
        // no longer say which constraints conflict.
        let overflow = overflowed
        let known = reportsRawConflicts && !overflow ? conflictSet(around: failed, excluding: index) : nil
        if undoneByBatch {
            // The batch puts its journal back: the engine is left as the failure
            // left it, and only the entry goes, which is all the explanation below reads (the
            // variables this constraint made are in no other entry).
            entries[index] = nil
        } else {
            if journaled { simplex.rollback() }
            simplex.numerics.largestInput = largestInput
            simplex.deleteRow(row)
            entries[index] = nil
            rollback(entry: index, variableCount: variableCount)
        }
        if overflow { throw .nonFiniteResult(constraint) }
        let conflicts = known ?? explainConflict(adding: constraint)
        throw .unsatisfiable(constraint, conflicts: conflicts)
    }

    /// The entry index that the `k`-th of the next adds takes (counting from 0), when nothing
    /// is removed in between: the free slots first, most recently freed first, then new ones.
    func nextEntryIndex(after k: Int) -> EntryIndex {
        let free = freeEntries.count
        return k < free ? freeEntries[free - 1 - k] : EntryIndex(entries.count + (k - free))
    }

    /// Undoes the bookkeeping of a failed ``addEntry(_:constant:registered:)``; the engine is
    /// already restored and the row deleted.
    private mutating func rollback(entry index: EntryIndex, variableCount: Int) {
        for s in madeSymbols.reversed() {
            simplex.forgetCost(s)
            simplex.freeSymbol(s)
        }
        madeSymbols.clear()
        while heldVariables.count > variableCount {
            symbolOf[heldVariables.removeLast().id] = nil
            variableSymbols.removeLast()
        }
        if index == EntryIndex(entries.count - 1) {
            entries.removeLast()
        } else {
            freeEntries.append(index)
        }
    }

    // MARK: Costs

    /// Gives the error symbols of an optional entry their costs at `strength`.
    mutating func addCosts(marker: Symbol, other: Symbol, strength: Strength) {
        guard !strength.isRequired else { return }
        for e in errorSymbols(marker: marker, other: other) where e != .none {
            simplex.addCost(e, level: strength.level, weight: strength.weight)
        }
    }

    /// Takes an entry's error symbols' costs away.
    mutating func removeCosts(of entry: Entry) {
        for e in errorSymbols(marker: entry.marker, other: entry.other) where e != .none {
            simplex.removeCost(e)
        }
    }

    /// The error symbols among an entry's marker and other symbol (``Symbol/none`` in the places
    /// of those that are not errors). A tuple, so no array is made.
    @inline(__always)
    func errorSymbols(marker: Symbol, other: Symbol) -> CollectionOfTwo {
        CollectionOfTwo(
            simplex.symbols.kinds[marker] == .error ? marker : .none,
            other != .none && simplex.symbols.kinds[other] == .error ? other : .none)
    }

    // MARK: Removing

    /// Removes an entry's row and symbols, without the final optimisation (recorded in the
    /// operation's journal, which ``remove(_:)`` keeps).
    mutating func removeEntry(_ index: EntryIndex) {
        guard let entry = entries[index] else { return }
        if batchJournal != nil { journalLists.removed.append((index, entry)) }
        simplex.removeRow(marker: entry.marker, other: entry.other)
        simplex.freeSymbol(entry.marker)
        if entry.other != .none { simplex.freeSymbol(entry.other) }
        entries[index] = nil
        entryOf[ObjectIdentifier(entry.constraint)] = nil
        freeEntries.append(index)
        forgetUnusedVariables(of: entry.constraint)
    }

    /// Forgets each variable of `constraint` that no row mentions any more and that is no edit
    /// variable: its symbol goes back to the engine for reuse, and it leaves ``variables``. A
    /// solver that keeps making and dropping variables (a screen whose views come and go) then
    /// holds what it holds now, not everything it has seen. A forgotten variable's value is 0,
    /// as it was (a parametric symbol that no row mentions), and it is made again, at the end
    /// of ``variables``, by the next constraint that mentions it.
    mutating func forgetUnusedVariables(of constraint: Constraint) {
        constraint.withTerms { terms in
            for k in terms.indices {
                let id = terms[k].variable.id
                guard let s = symbolOf[id], isUnused(s), edits[id] == nil else { continue }
                symbolOf[id] = nil
                if let place = heldPlace(of: s) {
                    if batchJournal != nil { journalLists.forgotten.append((heldVariables[place], place, s)) }
                    variableSymbols[place] = .none
                    heldVariables[place] = Self.forgottenPlace
                    forgottenVariables += 1
                }
                simplex.freeSymbol(s)
            }
        }
        // Not while a journal is kept, which names the places: when it is committed.
        if batchJournal == nil { compactVariablesIfMany() }
    }

    /// Compacts the places of ``heldVariables`` once more than half are forgotten ones: each
    /// compaction costs the places held, and at least as many variables were forgotten since
    /// the last, so each pays a constant share. Not below 64 places, where the forgotten ones
    /// cost nothing.
    mutating func compactVariablesIfMany() {
        if forgottenVariables > 64 && 2 * forgottenVariables > heldVariables.count { compactVariables() }
    }

    /// Whether no row mentions symbol `s` or is solved for it. Read from one copy of the engine
    /// (its arrays shared, not copied): the engine's column lists read through an access of
    /// `simplex` inside the closure above were destroyed after that access had freed them
    /// (valgrind, in a debug build).
    private func isUnused(_ s: Symbol) -> Bool {
        let engine = simplex
        return engine.symbols.rowOf[s] == .none && engine.symbols.columns.length(s) == 0
    }

    /// The place of symbol `s` in ``heldVariables``, or nil when `s` is no variable's the
    /// solver holds.
    func heldPlace(of s: Symbol) -> Int? {
        let id = Int(s.id)
        guard id >= 0 && id < variablePlace.count else { return nil }
        let place = Int(variablePlace[id])
        return place < variableSymbols.count && variableSymbols[place] == s ? place : nil
    }

    /// Gives back the places of forgotten variables in ``heldVariables``, ``variableSymbols``
    /// and ``heldValues``, keeping the others in order (see ``heldVariables``). The variables
    /// move by swapping within the array's memory, which costs no reference counting; the
    /// forgotten ones, swapped to the end, are released there.
    mutating func compactVariables() {
        guard forgottenVariables > 0 else { return }
        let count = variableSymbols.count, valueCount = heldValues.count
        var kept = 0, keptValues = 0
        heldVariables.withUnsafeMutableBufferPointer { variables in
            variableSymbols.withUnsafeMutableBufferPointer { symbols in
                heldValues.withUnsafeMutableBufferPointer { values in
                    for i in 0..<count {
                        let s = symbols[i]
                        guard s != .none else { continue }
                        if kept != i {
                            variables.swapAt(kept, i)
                            symbols[kept] = s
                            if i < valueCount { values[kept] = values[i] }
                            variablePlace[Int(s.id)] = Int32(kept)
                        }
                        if i < valueCount { keptValues += 1 }
                        kept += 1
                    }
                }
            }
        }
        heldVariables.removeLast(count - kept)
        variableSymbols.removeLast(count - kept)
        heldValues.removeLast(valueCount - keptValues)
        forgottenVariables = 0
    }

    // MARK: Constants

    /// Moves entry `index`'s constant to `value`: the rows and values that depend on it move,
    /// then the dual simplex restores feasibility. A required constraint that can no longer
    /// hold is refused and everything is put back exactly. Returns the constant it had before.
    @discardableResult
    mutating func changeConstant(of index: EntryIndex, to value: Double) throws(SolverError) -> Double {
        let entry = entries[index]!
        let delta = value - entry.constant
        if delta == 0 { return entry.constant }
        // An optional constraint (an edit) cannot fail: its error symbols absorb any constant.
        // Nothing is recorded then, so a suggestion allocates nothing.
        let mayFail = entry.strength.isRequired && !simplex.journal.isOn
        if mayFail { simplex.beginJournal() }
        let largestInput = simplex.numerics.largestInput
        simplex.numerics.largestInput = max(largestInput, abs(value))
        simplex.shiftConstant(marker: entry.marker, kappa: entry.markerCoefficient, by: delta)
        let failed = simplex.dualOptimize()
        var verdict: FreshVerdict? = nil
        if simplex.numerics.troubled && mayFail {
            entries[index]!.constant = value
            verdict = freshOptimum()
            entries[index]!.constant = entry.constant
        }
        if refused(failed, verdict) {
            // The failure path writes the engine with searches, a rollback and a row's deletion:
            // its arrays get memory of their own first (see `detachArrays()`).
            simplex.detachArrays()
            // A number that overflowed on the way makes the failure itself meaningless: the
            // rows no longer say which constraints conflict.
            let overflow = overflowed
            let known = reportsRawConflicts && !overflow ? conflictSet(around: failed, excluding: index) : nil
            if mayFail { simplex.rollback() }
            simplex.numerics.largestInput = largestInput
            if overflow { throw .nonFiniteResult(entry.constraint) }
            throw .unsatisfiable(entry.constraint, conflicts: known ?? explainConflict(changing: index, to: value))
        }
        // The dual simplex keeps the costs optimal, but beside values near 1e300 its choice
        // between costs within rounding of each other can leave one a rounding below zero.
        if !simplex.objective.candidates.isEmpty { simplex.optimize() }
        if mayFail { simplex.commitJournal() }
        entries[index]!.constant = value
        if case .optimum(let optimum)? = verdict { install(optimum) }
        return entry.constant
    }

    /// Whether a required placement or constant change is refused: by the fresh solve's
    /// verdict when the engine was in trouble and one was made, otherwise by the engine's own
    /// (`failed`, the symbol its dual simplex could not bring within bounds). In trouble
    /// without a verdict (a batch's member, which the batch's journal undoes), the fresh solve at the
    /// end of the operation judges.
    func refused(_ failed: Symbol, _ verdict: FreshVerdict?) -> Bool {
        switch verdict {
        case .infeasible?: return true
        case .optimum?: return false
        case .unavailable?: return failed != .none
        case nil: return failed != .none && !simplex.numerics.troubled
        }
    }
}
