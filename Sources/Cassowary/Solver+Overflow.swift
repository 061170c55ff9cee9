/// Overflow: no operation leaves a number that is not finite in the solver.
///
/// Every finite input can still produce an infinite result: `x == 2 * w` with a suggestion of
/// `1e308` for `w`, or `x == 1e200 * y` with `y == 1e200`. Such an operation is refused with
/// ``SolverError/nonFiniteResult(_:)`` and the solver is left as it was, so that it never
/// holds an infinity or a NaN that every later re-solve would spread.
///
/// How: the engine records the largest magnitude ever written into it (``Simplex/largest``),
/// which becomes infinite or NaN the moment something overflows. Every operation keeps a
/// journal from its start to its end (`Solver+BatchJournal.swift`), which puts it back, bit
/// for bit, whatever its numbers.
extension Solver {
    /// Numbers from this magnitude on may overflow in one operation: a single add beside them
    /// goes in as a batch of one, which stops at a row whose placing overflowed (see
    /// ``add(_:)``).
    static let journalMagnitude = 1e50

    /// Whether an operation whose own numbers are at most `input` in magnitude runs beside
    /// numbers that may overflow (its own or the engine's beyond ``journalMagnitude``).
    func mayOverflow(input: Double) -> Bool {
        !(simplex.numerics.largest < Self.journalMagnitude) || !(abs(input) < Self.journalMagnitude)
    }

    /// Whether a number overflowed since the operation began, or rounding left the rows
    /// singular (``SolverError/beyondResolution(_:)``): either way the operation is refused.
    @inline(__always)
    var overflowed: Bool { !simplex.numerics.largest.isFinite || simplex.numerics.singular }

    /// After an operation in which a number overflowed, or rounding left the rows singular:
    /// puts the solver back by the operation's journal and throws
    /// ``SolverError/nonFiniteResult(_:)`` (or ``SolverError/beyondResolution(_:)``) naming
    /// `blame`.
    mutating func refuseOverflow(blame: Constraint) throws(SolverError) {
        let refusal = overflowRefusal(blame: blame)
        rollBackBatchJournal()
        throw refusal
    }

    /// What an operation that ``overflowed`` is refused with, naming `blame`: beyond the
    /// resolution when rounding left the rows singular, otherwise a value that would overflow.
    func overflowRefusal(blame: Constraint) -> SolverError {
        simplex.numerics.singular ? .beyondResolution(blame) : .nonFiniteResult(blame)
    }

    /// Every entry the solver holds, with its index, and the edit variable of each edit entry.
    func liveEntries() -> (live: [(index: EntryIndex, entry: Entry)], editOf: [EntryIndex: Variable]) {
        var editOf: [EntryIndex: Variable] = [:]
        for variable in variables {
            if let e = edits[variable.id] { editOf[e] = variable }
        }
        let live = entryIndices.compactMap { i in entries[i].map { (index: i, entry: $0) } }
        return (live, editOf)
    }

    /// A new solver that knows this one's variables and holds `live`, added in the order given
    /// (an entry of `editOf` as an edit variable with its suggestion; any other at its current
    /// constant and strength), with `extra` added, when given, just before the first optional
    /// entry (or after the last entry, when none is optional). Nil if the new solver refuses
    /// `extra`, or, when `strict`, any of them; otherwise a refused entry is left out.
    func rebuilt(
        holding live: [(index: EntryIndex, entry: Entry)], editOf: [EntryIndex: Variable],
        adding extra: Constraint? = nil, strict: Bool
    ) -> Solver? {
        var fresh = Solver()
        fresh.reportsRawConflicts = reportsRawConflicts
        fresh.verifiesAnswers = false
        for variable in variables { _ = fresh.symbol(for: variable) }
        var extraAdded = extra == nil
        for (index, entry) in live {
            if !extraAdded && !entry.strength.isRequired, let extra {
                extraAdded = true
                guard (try? fresh.add(extra)) != nil else { return nil }
            }
            do throws(SolverError) {
                if let variable = editOf[index] {
                    try fresh.addEditVariable(variable, strength: entry.strength)
                    try fresh.suggestValue(entry.constant, for: variable)
                } else {
                    try fresh.add(entry.constraint)
                    if entry.constant != entry.constraint.constant {
                        try fresh.setConstant(entry.constant, for: entry.constraint)
                    }
                    if entry.strength != entry.constraint.strength {
                        try fresh.setStrength(entry.strength, for: entry.constraint)
                    }
                }
            } catch {
                if strict { return nil }
            }
        }
        if !extraAdded, let extra {
            guard (try? fresh.add(extra)) != nil else { return nil }
        }
        fresh.verifiesAnswers = verifiesAnswers
        return fresh
    }

    /// ``changeConstant(of:to:)`` under the operation's journal: a suggestion or a constant
    /// change that is refused (a conflict, a result that would not be finite, an answer that
    /// fails its check) changes nothing, bit for bit.
    mutating func changeConstantGuarded(of index: EntryIndex, to value: Double) throws(SolverError) {
        let (old, required) = (entries[index]!.constant, entries[index]!.strength.isRequired)
        // The same constant changes nothing: no record to begin.
        if old == value { return }
        if required {
            try setConstantsJournaled(CollectionOfOne((index: index, value: value)))
        } else {
            try changeOptionalConstant(of: index, from: old, to: value)
        }
    }

    /// An optional constraint's constant changed (a suggestion, most often: the operation
    /// this solver is timed on) under the engine's journal alone. It changes no entry but the
    /// constant, makes and frees no row or symbol, and makes no level, so the operation's
    /// record beside the journal (see `Solver+BatchJournal.swift`) would hold three of the
    /// engine's numbers, kept here instead; the undo is the same, and exact.
    private mutating func changeOptionalConstant(
        of index: EntryIndex, from old: Double, to value: Double
    ) throws(SolverError) {
        let workBefore = workDone
        let numbers = (simplex.numerics.largest, simplex.numerics.largestInput, simplex.refactoring.baseline)
        simplex.beginJournal()
        func putBack() {
            simplex.detachArrays()
            simplex.rollback()
            (simplex.numerics.largest, simplex.numerics.largestInput, simplex.refactoring.baseline) = numbers
            simplex.numerics.singular = false
            simplex.numerics.troubled = false
            entries[index]!.constant = old
        }
        // Its error symbols absorb any constant: the engine finds no conflict.
        do { _ = try changeConstant(of: index, to: value) } catch {
            putBack()
            throw error
        }
        // A fresh solve that finds the required constraints inconsistent is rounding's: the
        // engine finishes its own way.
        recoverOrSettle()
        let blame = entries[index]!.constraint
        let refusal: SolverError? =
            overflowed
            ? overflowRefusal(blame: blame)
            : checkAnswer(workBefore: workBefore) == .broken ? .beyondResolution(blame) : nil
        if let refusal {
            putBack()
            throw refusal
        }
        // After a rebuild (see `checkAnswer`), the solver is a new one, with no journal.
        if simplex.journal.isOn { simplex.commitJournal() }
    }
}

extension Expression {
    /// The largest magnitude among the coefficients and the constant.
    var magnitude: Double {
        withTerms { t in t.reduce(abs(constant)) { max($0, abs($1.coefficient)) } }
    }
}
