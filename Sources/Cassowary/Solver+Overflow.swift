/// Overflow: no operation leaves a number that is not finite in the solver.
///
/// Every finite input can still produce an infinite result: `x == 2 * w` with a suggestion of
/// `1e308` for `w`, or `x == 1e200 * y` with `y == 1e200`. Such an operation is refused with
/// ``SolverError/nonFiniteResult(_:)`` and the solver is left as it was, so that it never
/// holds an infinity or a NaN that every later re-solve would spread.
///
/// How: the engine records the largest magnitude ever written into it (``Simplex/largest``),
/// which becomes infinite or NaN the moment something overflows. An operation that keeps a
/// journal from its start to its end (`Solver+BatchJournal.swift`: a batch or a set of
/// constants with a required member, and any operation beside numbers beyond
/// ``journalMagnitude`` — the engine's or the operation's own) is put back by it, bit for bit,
/// whatever its numbers. Below that magnitude the other operations keep no journal (so that a
/// suggestion or a removal in a layout, whose numbers are in the thousands, records nothing:
/// a list's scroll step recording its removals cost a sixth more instructions), since
/// overflowing from there would take one operation multiplying its numbers by more than
/// 10²⁵⁸; should it happen all the same, the solver is rebuilt from its constraints as they
/// stood before the operation: the same system, but not the same bits.
extension Solver {
    /// Numbers below this magnitude cannot realistically overflow in one operation.
    static let journalMagnitude = 1e50

    /// What an operation needs to undo itself after an overflow without a journal.
    struct OverflowGuard {
        /// ``Simplex/largest`` before the operation.
        let largest: Double
    }

    /// How the solver stood before an operation that kept no journal, so that it can be
    /// rebuilt.
    enum Undo {
        /// The entries were added by the operation.
        case added([EntryIndex])
        /// The entry's constant was this.
        case constant(EntryIndex, Double)
        /// The entries' constants were these (an entry named twice: its first is its own).
        case constants([(EntryIndex, Double)])
        /// The entry's strength was this.
        case strength(EntryIndex, Strength)
        /// The operation removed this entry (by then gone from `entries`).
        case removed(Entry, editOf: Variable?)
    }

    /// Starts guarding an operation.
    func overflowGuard() -> OverflowGuard { OverflowGuard(largest: simplex.numerics.largest) }

    /// Whether an operation whose own numbers are at most `input` in magnitude runs beside
    /// numbers that may overflow (its own or the engine's beyond ``journalMagnitude``): it
    /// then keeps a journal, whatever it is.
    func mayOverflow(input: Double) -> Bool {
        !(simplex.numerics.largest < Self.journalMagnitude) || !(abs(input) < Self.journalMagnitude)
    }

    /// After an operation that failed and restored itself: the magnitude record goes back too.
    mutating func abandon(_ guardState: OverflowGuard) {
        simplex.numerics.largest = guardState.largest
        simplex.numerics.singular = false
        simplex.numerics.troubled = false
    }

    /// Whether a number overflowed since the operation began, or rounding left the rows
    /// singular (``SolverError/beyondResolution(_:)``): either way the operation is refused.
    @inline(__always)
    var overflowed: Bool { !simplex.numerics.largest.isFinite || simplex.numerics.singular }

    /// After an operation in which a number overflowed, or rounding left the rows singular:
    /// puts the solver back and throws ``SolverError/nonFiniteResult(_:)`` (or
    /// ``SolverError/beyondResolution(_:)``) naming `blame`.
    mutating func refuseOverflow(_ guardState: OverflowGuard, blame: Constraint, undo: Undo) throws(SolverError) {
        let refusal = overflowRefusal(blame: blame)
        if batchJournal != nil {
            rollBackBatchJournal()
        } else {
            rebuild(undoing: undo)
        }
        throw refusal
    }

    /// What an operation that ``overflowed`` is refused with, naming `blame`: beyond the
    /// resolution when rounding left the rows singular, otherwise a value that would overflow.
    func overflowRefusal(blame: Constraint) -> SolverError {
        simplex.numerics.singular ? .beyondResolution(blame) : .nonFiniteResult(blame)
    }

    /// Replaces the solver by a new one holding the constraints, edits, constants and strengths
    /// as they stood before the operation that `undo` describes, in the order they were added.
    mutating func rebuild(undoing undo: Undo) {
        var (live, editOf) = liveEntries()
        switch undo {
        case .added(let indices):
            live.removeAll { indices.contains($0.index) }
        case .constant(let index, let old):
            if let k = live.firstIndex(where: { $0.index == index }) { live[k].entry.constant = old }
        case .constants(let olds):
            for (index, old) in olds.reversed() {
                if let k = live.firstIndex(where: { $0.index == index }) { live[k].entry.constant = old }
            }
        case .strength(let index, let old):
            if let k = live.firstIndex(where: { $0.index == index }) { live[k].entry.strength = old }
        case .removed(let entry, let variable):
            live.append((EntryIndex.none, entry))
            if let variable { editOf[EntryIndex.none] = variable }
        }
        live.sort { $0.entry.sequence < $1.entry.sequence }
        self = rebuilt(holding: live, editOf: editOf, strict: false)!
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

    /// ``changeConstant(of:to:)`` under the overflow guard: a suggestion or a constant change
    /// whose result would not be finite is refused and changes nothing.
    @inline(__always)
    mutating func changeConstantGuarded(of index: EntryIndex, to value: Double) throws(SolverError) {
        if mayOverflow(input: value) {
            try setConstantsJournaled([(index, value)], guardState: overflowGuard())
            return
        }
        let guardState = overflowGuard()
        let workBefore = workDone
        let old: Double
        do { old = try changeConstant(of: index, to: value) } catch { abandon(guardState); throw error }
        recoverOrSettle()
        if overflowed {
            let blame = entries[index]!.constraint
            try refuseOverflow(guardState, blame: blame, undo: .constant(index, old))
        }
        try verify(workBefore: workBefore, blame: entries[index]!.constraint, undo: .constant(index, old))
    }
}

extension Expression {
    /// The largest magnitude among the coefficients and the constant.
    var magnitude: Double {
        withTerms { t in t.reduce(abs(constant)) { max($0, abs($1.coefficient)) } }
    }
}
