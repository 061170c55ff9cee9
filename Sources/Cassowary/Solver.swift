/// An incremental solver for linear equalities and inequalities with strengths: the Cassowary
/// algorithm of Badros, Borning and Stuckey ("The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM TOCHI 8(4), 2001), in the form kiwi implements it, with a strict
/// hierarchy of priority levels (see ``Strength``).
///
/// Everything is incremental. Adding or removing a constraint pivots only as far as it must;
/// a suggestion for an edit variable, or a change of a constraint's constant, visits only the
/// rows that hold the affected symbols and then re-optimises with the dual simplex.
///
/// ```swift
/// let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
/// var solver = Solver()
/// try solver.add(mid == (left + right) / 2)
/// try solver.add(left + 10 <= right)
/// try solver.add(left >= 0)
/// try solver.add(right <= 100)
/// try solver.addEditVariable(mid, strength: .strong)
/// try solver.suggestValue(30, for: mid)
/// solver.value(of: mid)   // 30
/// ```
///
/// A failed operation throws a ``SolverError`` and leaves the solver exactly as it was.
/// `Solver` is a value type: copying it copies the whole system.
public struct Solver: Sendable, CustomStringConvertible {
    /// What the solver knows about one constraint (kiwi's `Tag`, plus its current constant).
    struct Entry: Sendable {
        let constraint: Constraint
        /// The symbol that marks the constraint's rows: its slack, its positive error or its
        /// dummy.
        let marker: Symbol
        /// The second error symbol of an optional constraint, or ``Symbol/none``.
        let other: Symbol
        /// The coefficient of `marker` in the constraint's own row, before any sign change.
        let markerCoefficient: Double
        /// The constant as it stands now (the number on the right).
        var constant: Double
        /// When the constraint was added (orders conflict sets and listings).
        let sequence: UInt64
        /// The strength as it stands now (an optional strength may change in place).
        var strength: Strength

        var isRequiredEquality: Bool { constraint.relation == .equal && strength.isRequired }
    }

    /// The engine, read and changed through ``simplex``.
    private var engine = Simplex()

    /// The engine. Every access that may change it first makes its arrays the solver's own
    /// (``Simplex/makeUnique()``): they are shared with every copy of the solver until then.
    var simplex: Simplex {
        _read { yield engine }
        _modify {
            engine.makeUnique()
            yield &engine
        }
    }
    var entries: [Entry?] = []
    var freeEntries: [EntryIndex] = []
    /// Each constraint's entry, by the constraint's identity.
    var entryOf = IdentityTable()
    var nextSequence: UInt64 = 0
    var symbolOf = VariableTable()
    /// The symbol of each of ``heldVariables``, or ``Symbol/none`` where that variable was
    /// forgotten.
    var variableSymbols: [Symbol] = []
    var edits: [Variable.ID: EntryIndex] = [:]
    /// Symbols made by the operation in progress, for an exact rollback.
    var madeSymbols: [Symbol] = []
    /// The terms of the row `addEntry` is making, kept between adds (an array per constraint
    /// was an allocation and a free per add).
    var newRowTerms: [RowTerm] = []
    /// Set while a batch adds its constraints under a journal of its own (see
    /// `Solver+BatchJournal.swift`): a failure puts the batch's journal back, so adding a
    /// required constraint records nothing of its own to undo it by.
    var undoneByBatch = false
    /// The record of the operation in progress (see `Solver+BatchJournal.swift`).
    var batchJournal: BatchJournal?
    /// The lists of the operation's record, empty between operations (see `BatchJournal.Lists`).
    var journalLists = BatchJournal.Lists()
    /// Set on the scratch solvers that explain conflicts: a failure reports the constraints
    /// behind the failing row as they are, without replaying to make the set minimal.
    var reportsRawConflicts = false {
        didSet { engine.numerics.watchesTrouble = !reportsRawConflicts }
    }
    /// Whether operations check their answers against the constraints as written (see
    /// `Solver+Verification.swift`); off in a solver that is itself the second attempt.
    var verifiesAnswers = true
    /// Work done that no reading of the constraints has yet paid for (see
    /// `entriesDue(workBefore:)`).
    var verificationDebt = 0
    /// Where the next slice of the answer check starts: a position in `entries` (see
    /// `checkAnswer(workBefore:)`).
    var verificationCursor = 0
    /// Whether numbers beyond ``largestInput`` are refused (see `Solver+InputRange.swift`).
    var limitsInputs = true
    /// Whether a batch's costs may wait to move together (see `optimizeBatchRow()`): cleared
    /// for good once a move of waiting costs called for a pivot for more than every second
    /// cost it moved, which shows a system whose batches cost more that way than their
    /// members one at a time.
    var batchCostsMayWait = true

    /// Every entry slot, in use or free, in order: a walk over `entries`.
    var entryIndices: Range<EntryIndex> { EntryIndex(0)..<EntryIndex(entries.count) }

    /// Every variable the solver holds — one that a constraint or an edit of it mentions — in
    /// order of first appearance. A variable whose last constraint is removed is forgotten.
    public var variables: [Variable] {
        forgottenVariables == 0
            ? heldVariables
            : heldVariables.indices.compactMap { variableSymbols[$0] == .none ? nil : heldVariables[$0] }
    }
    /// The value of each of ``variables`` (same order) as of the last ``updateVariables()``.
    public var values: [Double] {
        forgottenVariables == 0
            ? heldValues
            : heldValues.indices.compactMap {
                $0 < variableSymbols.count && variableSymbols[$0] == .none ? nil : heldValues[$0]
            }
    }
    /// ``variables`` with the places of those forgotten since the last compaction still in
    /// them (their symbol in ``variableSymbols`` is ``Symbol/none``), and their values as of
    /// the last ``updateVariables()`` (a prefix when variables came since). A forgotten
    /// variable only marks its place: taking it out of the arrays moved every variable after
    /// it, and a list that scrolls (its oldest rows removed, each forgetting its variables)
    /// moved the whole list at every row, five times the rest of the scroll step. The places
    /// are given back all at once (`compactVariables()`) when they are half the arrays: the
    /// moves then cost a constant per forgotten variable. Until then ``variables`` and
    /// ``values`` are read without them, a copy each.
    ///
    /// A reader that keeps places of its own (the Layout engine's frames) reads these, not
    /// the copies ``variables`` and ``values`` make while places are marked: a variable's
    /// place holds until the places are given back, and a marked place holds
    /// ``forgottenPlace`` (a forgotten variable mentioned again takes a new place).
    package internal(set) var heldVariables: [Variable] = []
    package internal(set) var heldValues: [Double] = []
    /// What a forgotten variable's place in ``heldVariables`` holds: an identity no variable
    /// has, so that a reader keeping places (see above) finds its variable gone from there.
    static let forgottenPlace = Variable(id: Variable.ID(rawValue: .max), name: "forgotten")
    /// How many places in ``heldVariables`` are forgotten variables'.
    var forgottenVariables = 0
    /// Each variable symbol's place in ``heldVariables``, by symbol id (stale for a symbol
    /// that is no variable's: check ``variableSymbols`` at the place).
    var variablePlace: [Int32] = []

    /// An empty solver.
    public init() {}

    // MARK: - Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidStrength(_:)``,
    ///   ``SolverError/nonFiniteConstraint(_:)``, or ``SolverError/unsatisfiable(_:conflicts:)``
    ///   when a required constraint cannot hold with the required constraints already added
    ///   (the error lists them). On error nothing changes.
    public mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard entryOf[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
        guard constraint.isFinite else { throw .nonFiniteConstraint(constraint) }
        try checkRange(constraint)
        if mayOverflow(input: constraint.magnitude) {
            // As a batch of one, which stops at a row whose placing overflowed and optimises
            // rows of numbers beyond 1e9 once, at the end (see `addMembers`).
            do { try add(CollectionOfOne(constraint)) } catch {
                if verifiesAnswers, let fresh = secondAttempt(adding: constraint, after: error) {
                    self = fresh
                    return
                }
                throw error
            }
            return
        }
        defer { checkInvariants() }
        let workBefore = workDone
        // Under the operation's journal (see `Solver+BatchJournal.swift`), which puts back
        // exactly whatever a refusal leaves: the constraint's row and symbols go, and what
        // placing and optimising it changed comes back.
        beginBatchJournal(steps: 1, strengths: CollectionOfOne(constraint.strength))
        simplex.journal.undoesBatch = true
        undoneByBatch = true
        // A refusal, by the engine or after an overflow, may be rounding's: see `secondAttempt`.
        do throws(SolverError) {
            do { _ = try addEntry(constraint) } catch {
                undoneByBatch = false
                rollBackBatchJournal()
                throw error
            }
            undoneByBatch = false
            optimize()
            // An optional constraint cannot make the required ones inconsistent: a fresh solve
            // that says so is rounding's, and the engine finishes its own way.
            if !constraint.strength.isRequired { recoverOrSettle() }
            if try !commitBatchJournalUnlessInconsistent(workBefore: workBefore, blame: constraint) {
                throw .unsatisfiable(constraint, conflicts: explainConflict(adding: constraint))
            }
        } catch {
            entryOf[ObjectIdentifier(constraint)] = nil
            if verifiesAnswers, let fresh = secondAttempt(adding: constraint, after: error) {
                self = fresh
                return
            }
            throw error
        }
        refreshIfWorn()
    }

    /// Adds constraints as one operation: all of them, or — when one of them cannot be added
    /// (a duplicate, also within the batch; an invalid strength; a number that is not finite;
    /// a required constraint that conflicts) — none, and the solver is exactly as it was, bit
    /// for bit.
    ///
    /// What makes a batch cheaper than the same adds one by one is the costs. Adding one
    /// constraint moves its errors' costs onto the symbols it depends on at once, so a
    /// position pulled toward 0 at the end of a chain of `n` items walks the chain when it is
    /// added (`n²/2` rows for the chain). In a batch, a cost that would walk more than a few
    /// rows waits, and those that wait move together, in one search from all of them, after
    /// the last row or once a few dozen wait (more where their rows turn out long): a batch
    /// whose rows share a long chain walks it a few times, not once per row. Each row is still
    /// optimised as it comes, with the costs that did move, so that the pivots happen while
    /// the columns are only as long as the rows before it make them; a chain of 3 000 items
    /// goes in in linear time in any order of its constraints. Costs that wait cost more than
    /// they save where moving them changes the optimum (nested stack views, whose priorities
    /// decide among their rows): the rows placed meanwhile are pivoted again, through columns
    /// that grow with the batch. The first move that shows this (a pivot for more than every
    /// second cost it moved) ends the waiting, for this batch and the solver's later ones, and from there on
    /// each member goes in as it would alone; a batch of up to 32 constraints never lets its
    /// costs wait. So a batch does no more work than its members added one at a time, but
    /// for at most one move of waiting costs. The result is an optimum of the same system; where the optimum is not unique it may be another one than
    /// one-by-one adds reach, but it is the same for the same batch in every process.
    ///
    /// - Complexity: what the adds change of the solver they found is recorded for an undo
    ///   (as every operation's is): the rows, columns and numbers they touch, not the rows and
    ///   symbols the batch makes (an undo deletes those), so the record costs at most what the
    ///   batch does, whatever the sizes of the batch and the solver.
    /// - Throws: what adding one constraint throws, for the first constraint that cannot be added.
    ///   For a conflict, the conflict set may name constraints of the batch listed before the
    ///   failing one (they are not in the solver afterwards).
    public mutating func add(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        let batch = Array(constraints)
        let census = try register(batch)
        prepare(forBatch: batch, census: census)
        let workBefore = workDone
        defer {
            simplex.waiting.isOn = false
            undoneByBatch = false
        }
        do throws(SolverError) {
            try addMembers(of: batch)
            undoneByBatch = false
            optimizeBatchRow(last: true)
            // Optional members cannot make the required constraints inconsistent: a fresh
            // solve that says so is rounding's, and the engine finishes its own way.
            if !census.mayFail { recoverOrSettle() }
            try finishJournaledBatch(batch, workBefore: workBefore)
        } catch {
            // The solver was put back by the batch's journal, begun after the members were
            // registered: the members leave the table.
            rollBackBatchJournal()
            unregister(batch)
            throw error
        }
        refreshIfWorn()
        checkInvariants()
    }

    /// Makes room for `batch`, whose `census` was taken, begins its journal when it keeps one,
    /// and lets its costs wait when waiting pays.
    private mutating func prepare(forBatch batch: [Constraint], census: BatchCensus) {
        // Directly, not through `simplex`: an engine shared with a copy of the solver is copied
        // straight into the batch's room.
        engine.reserve(symbols: census.symbolCount + census.variableCount, rows: batch.count)
        reserve(
            variables: census.variableCount, symbols: census.symbolCount + census.variableCount, rows: batch.count)
        // A closure, not a key path: reading a key path began an access check per member.
        beginBatchJournal(steps: batch.count, strengths: batch.lazy.map { $0.strength })
        simplex.journal.undoesBatch = true
        // Rows whose costs would walk a long chain queue them, and they move together after
        // the last row, in one search: rows that share a chain walk it once. Each row is
        // optimised as it comes (with the costs that moved), so that the pivots happen while
        // the columns are as short as the rows added so far make them.
        // A batch too short to fill the queue once adds as its members would one at a time:
        // its costs could only move at its end, where no move is judged (see
        // `optimizeBatchRow()`), and the pivots they call for would run through every row
        // placed since, where each member's own optimisation would have made them while its
        // rows were few. So does every batch once a move proved costly.
        simplex.waiting.isOn = batchCostsMayWait && batch.count > Simplex.WaitingCosts.initialThreshold
        simplex.waiting.threshold = Simplex.WaitingCosts.initialThreshold
        undoneByBatch = true
    }

    /// What a batch will need, counted while its members are checked.
    struct BatchCensus {
        /// Whether a member is required (and so may fail).
        var mayFail = false
        /// The largest number among the members' coefficients and constants.
        var magnitude = 0.0
        /// The marker and error symbols the batch's members make (see
        /// `Simplex.reserve(symbols:rows:)`).
        var symbolCount = 0
        /// Occurrences of variables the solver does not know yet: each counts once for every
        /// member that holds it.
        var newOccurrences = 0
        /// The lowest and highest identities among those variables.
        var lowestNewID = UInt64.max, highestNewID = UInt64.min

        /// The variables the batch brings that the solver does not know yet, counted exactly
        /// by ``countDistinctNewVariables(of:in:)``; nil until then.
        var distinctNew: Int?

        /// The variables the batch brings that the solver does not know yet: the exact count
        /// where it was taken, else a bound — the occurrences, or the identities from the
        /// lowest to the highest, whichever are fewer. Counted by occurrence, a variable that
        /// several members hold (an edge its neighbours name) counted once for each, three
        /// times the variables of a screen.
        var variableCount: Int { distinctNew ?? bound }

        /// The occurrences, or the span of identities, whichever is fewer.
        private var bound: Int {
            newOccurrences == 0 ? 0 : Int(min(UInt64(newOccurrences), highestNewID - lowestNewID + 1))
        }

        /// Counts the batch's new variables exactly, once a first pass has found their
        /// occurrences and the span of their identities: a bit for each identity in the span,
        /// set by a second pass over the members' terms. Identities come from one counter in
        /// the order variables are made, so the span is about the variables themselves — but
        /// only about: another thread making variables while a screen's are made interleaves
        /// its identities with the screen's, and the span, like the occurrences, then overstates
        /// the room the batch needs (twice and three times over). Skipped where the bound is
        /// small (a few slots of headroom at most) or the span is wide enough that its bits
        /// would outweigh the occurrences (variables made far apart: the occurrences stand).
        mutating func countDistinctNewVariables(of batch: [Constraint], in symbolOf: VariableTable) {
            guard bound >= 64, highestNewID - lowestNewID < 64 * UInt64(newOccurrences) else { return }
            let low = lowestNewID
            var seen = [UInt64](repeating: 0, count: Int((highestNewID - low) / 64) + 1)
            var distinct = 0
            batch.forEachLent { c in
                c.withTerms { terms in
                    for k in terms.indices {
                        let id = terms[k].variable.id
                        guard symbolOf[id] == nil else { continue }
                        let offset = id.rawValue - low, word = Int(offset / 64), bit = UInt64(1) << (offset % 64)
                        if seen[word] & bit == 0 {
                            seen[word] |= bit
                            distinct += 1
                        }
                    }
                }
            }
            distinctNew = distinct
        }

        /// Counts the variables of `c` that `symbolOf` does not know.
        @inline(__always)
        mutating func count(newVariablesOf c: Constraint, in symbolOf: VariableTable) {
            // Read in place (a copy of a term is a copy of its variable's name).
            c.withTerms { terms in
                for k in terms.indices {
                    let id = terms[k].variable.id
                    guard symbolOf[id] == nil else { continue }
                    newOccurrences += 1
                    lowestNewID = min(lowestNewID, id.rawValue)
                    highestNewID = max(highestNewID, id.rawValue)
                }
            }
        }
    }

    /// Finds the errors a batch has before anything is solved — a duplicate (of a constraint
    /// in the solver or within the batch), an invalid strength, a number that is not finite
    /// or out of range — and registers every member in the identity table under the entry
    /// index its add will take: a duplicate is then an insertion that finds its key, and the
    /// add does not visit the table again. (At thousands of constraints the table outgrows
    /// the caches and a visit is a miss; a separate table of the batch's members, a lookup
    /// here and an insertion at the add made three a member.) On error the table is as it
    /// was.
    private mutating func register(_ batch: [Constraint]) throws(SolverError) -> BatchCensus {
        entryOf.reserveCapacity(withHeadroom(entryOf.count + batch.count))
        var census = BatchCensus()
        var registered = 0
        // The batch's constraints are lent, not copied out (see `forEachLent`): a copy is a
        // reference count taken and given back per constraint.
        do throws(SolverError) {
            try batch.forEachLent { (c) throws(SolverError) in
                guard entryOf.insert(ObjectIdentifier(c), nextEntryIndex(after: registered)) else {
                    throw .duplicateConstraint(c)
                }
                registered += 1
                guard c.strength.isValid else { throw .invalidStrength(c.strength) }
                guard c.isFinite else { throw .nonFiniteConstraint(c) }
                try checkRange(c)
                if c.strength.isRequired { census.mayFail = true }
                census.magnitude = max(census.magnitude, c.magnitude)
                census.count(newVariablesOf: c, in: symbolOf)
                // A required constraint has one marker; an optional one two (slack and error,
                // or two errors).
                census.symbolCount += c.strength.isRequired ? 1 : 2
            }
        } catch {
            unregister(batch)
            throw error
        }
        census.countDistinctNewVariables(of: batch, in: symbolOf)
        return census
    }

    /// Adds the members of a registered batch in order, each optimised as it comes (see
    /// ``optimizeBatchRow(last:)``). A member that cannot be added, or whose row overflows,
    /// puts the solver back by the batch's journal and throws.
    private mutating func addMembers(of batch: [Constraint]) throws(SolverError) {
        try batch.forEachLent { (c) throws(SolverError) in
            do throws(SolverError) {
                _ = try addEntry(c, registered: true)
            } catch {
                rollBackBatchJournal()
                throw error
            }
            // Placing a row can overflow before the optimisation does: stop there, while the
            // blame is clear and before a NaN reaches the next row's placement.
            if overflowed { try refuseOverflow(blame: c) }
            // Beside numbers beyond 1e9 the pivots of each row's optimisation meet cycles of
            // rows too ill-conditioned to eliminate (the fuzzer found one beside 1e150): there
            // the rows are placed first and optimised once at the end, as the costs move.
            if simplex.numerics.largest < 1e9 {
                optimizeBatchRow()
                if overflowed { try refuseOverflow(blame: c) }
            }
        }
    }

    /// The optimisation after each row of a batch, which moves the queued costs once enough
    /// wait. Costs that waited pay off when they only walk rows they share (a chain of
    /// positions, each pulled toward 0, moves without a pivot); they cost dearly when they
    /// change the optimum, since the rows placed while they waited were optimised without
    /// them: the pivots are then made again, with columns through every row placed since
    /// (on the social feed's nested stack views, whose priorities decide among their rows,
    /// the whole screen as one batch did three times the work of one add at a time). A move
    /// that calls for a pivot for more than every second cost it moved shows that: from there
    /// on this batch, and every later batch of the solver, moves each cost as its row is
    /// placed, as adding the members one at a time does — the batch then costs those adds
    /// plus the one move. (A chain's costs move without a pivot. Where the optimum changes,
    /// the steepest candidate enters first — see `Simplex.takeSteepestCandidate(strict:)` —
    /// and the pivots of a move come close to one per cost but not over it: eight cards of
    /// the feed as one batch moved 32 costs with 31 pivots, waited on, and did 14 % more
    /// pivots than their adds one at a time, against 1 % judged at half.)
    ///
    /// After the `last` row every cost that waits moves (and the move is judged likewise).
    mutating func optimizeBatchRow(last: Bool = false) {
        if last { simplex.waiting.isOn = false }
        let waiting = simplex.waiting.costs.count
        let moves = waiting > 0 && simplex.pendingCostsMoveNow
        let pivotsBefore = simplex.counters.pivotCount
        optimize()
        if moves && 2 * (simplex.counters.pivotCount &- pivotsBefore) > waiting {
            simplex.waiting.isOn = false
            batchCostsMayWait = false
        }
    }

    /// Takes out of the identity table the members of a refused batch that the solver does not
    /// hold: those registered by ``add(_:)-(Sequence<Constraint>)`` whose entry was not made or
    /// was undone. Last first, so that the table's probe runs are as they were.
    mutating func unregister(_ batch: [Constraint]) {
        for c in batch.reversed() {
            guard let index = entryOf[ObjectIdentifier(c)] else { continue }
            let held = Int(index.id) < entries.count && entries[index].map { $0.constraint === c } == true
            if !held { entryOf[ObjectIdentifier(c)] = nil }
        }
    }

    /// Removes a constraint.
    ///
    /// Beside numbers that may overflow, what the removal changes is recorded as it is made (the
    /// rows it rewrites or deletes, the symbols and variables it frees, the entry), so that a
    /// removal refused after all puts the solver back exactly (see `Solver+BatchJournal.swift`).
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = entryOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        defer { checkInvariants() }
        let editVariable = edits.first(where: { $0.value == index })?.key
        try removeAndOptimize(index, endingEditOf: editVariable, blame: constraint)
    }

    /// Removes entry `index` (the entry of edit variable `variable`, when given) and optimises,
    /// under the operation's journal: a removal refused (a number that overflowed, rows left
    /// singular, an answer that fails its check) is put back exactly, and the error names
    /// `blame`.
    private mutating func removeAndOptimize(
        _ index: EntryIndex, endingEditOf variable: Variable.ID?, blame: Constraint
    ) throws(SolverError) {
        let workBefore = workDone
        beginBatchJournal(steps: 0, strengths: EmptyCollection())
        if let variable {
            journalLists.edits.append((variable, index))
            edits[variable] = nil
        }
        removeEntry(index)
        optimize()
        // A removal cannot make the required constraints inconsistent: a fresh solve that
        // says otherwise is rounding's, and the engine finishes its own way.
        recoverOrSettle()
        _ = try commitBatchJournalUnlessInconsistent(workBefore: workBefore, blame: blame)
        refreshIfWorn()
    }

    /// How many constraints the solver holds (edit constraints excluded). O(1).
    public var constraintCount: Int { entryOf.count - edits.count }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        entryOf[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints in the solver (edit constraints excluded), in the order they were added.
    public var constraints: [Constraint] {
        let editEntries = Set(edits.values)
        return
            entryIndices
            .compactMap { i in entries[i].flatMap { editEntries.contains(i) ? nil : $0 } }
            .sorted { $0.sequence < $1.sequence }
            .map(\.constraint)
    }

    /// The constraint's current constant (the number on the right), or nil when it is not in
    /// the solver.
    public func constant(of constraint: Constraint) -> Double? {
        guard let index = entryOf[ObjectIdentifier(constraint)] else { return nil }
        return entries[index]?.constant
    }

    /// Changes the constant of a constraint in place: `x + y >= c` becomes `x + y >= value`.
    ///
    /// This costs what a suggestion costs: the change is applied to the rows that hold the
    /// constraint's marker symbol, then the dual simplex restores optimality. Nothing is
    /// removed or re-added.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
    ///   ``SolverError/unsatisfiable(_:conflicts:)`` when a required constraint can no longer
    ///   hold; then the constant and every value stay as they were.
    public mutating func setConstant(_ value: Double, for constraint: Constraint) throws(SolverError) {
        guard let index = entryOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard value.isFinite else { throw .nonFiniteValue(value) }
        try checkRange(value)
        try changeConstantGuarded(of: index, to: value)
        checkInvariants()
    }

    /// Changes the constants of several constraints at once, with one re-solve: the result is
    /// what ``setConstant(_:for:)`` gives applied to each in turn (a constraint named twice
    /// takes the later constant), but the values that depend on them are computed again once
    /// and the dual simplex restores feasibility once — a thousand labels measured again after
    /// a width change, each moving every card below it, cost one pass instead of a thousand.
    ///
    /// Only optional constraints' constants go through the one re-solve, since their error
    /// symbols absorb any constant. With a required constraint among them (or numbers near
    /// the double's range), they are changed one at a time under a journal of what the
    /// changes touch, and a failure puts back the ones changed before it.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` or ``SolverError/nonFiniteValue(_:)``
    ///   before anything changes; otherwise what ``setConstant(_:for:)`` throws for the first
    ///   change that fails. On error the solver is as it was.
    public mutating func setConstants(_ changes: some Sequence<(constraint: Constraint, constant: Double)>)
        throws(SolverError)
    {
        let (list, magnitude, required) = try checkedConstants(changes)
        defer { checkInvariants() }
        if required || mayOverflow(input: magnitude) {
            // The journal undoes an overflow too, whatever the numbers.
            try setConstantsJournaled(list)
            return
        }
        try shiftOptionalConstants(list, magnitude: magnitude)
    }

    /// The entries and new values of `changes`, checked before anything changes: every
    /// constraint in the solver, every value finite and within range; with the largest value
    /// and whether a required constraint is among them.
    private func checkedConstants(
        _ changes: some Sequence<(constraint: Constraint, constant: Double)>
    ) throws(SolverError) -> (list: [(index: EntryIndex, value: Double)], magnitude: Double, required: Bool) {
        var list: [(index: EntryIndex, value: Double)] = []
        var magnitude = 0.0, required = false
        for (constraint, value) in changes {
            guard let index = entryOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
            guard value.isFinite else { throw .nonFiniteValue(value) }
            try checkRange(value)
            list.append((index, value))
            magnitude = max(magnitude, abs(value))
            if entries[index]!.strength.isRequired { required = true }
        }
        return (list, magnitude, required)
    }

    /// The optional constraints' constants of `list` changed together, in place, under the
    /// operation's journal: their rows shifted in one search, then the dual simplex (which
    /// always finds a symbol to enter: each row that moved holds an error symbol) and the
    /// optimiser.
    private mutating func shiftOptionalConstants(
        _ list: [(index: EntryIndex, value: Double)], magnitude: Double
    ) throws(SolverError) {
        var shifts: [(marker: Symbol, kappa: Double, delta: Double)] = []
        shifts.reserveCapacity(list.count)
        let workBefore = workDone
        beginBatchJournal(steps: 0, strengths: EmptyCollection())
        for (index, value) in list {
            let entry = entries[index]!
            let delta = value - entry.constant
            if delta == 0 { continue }
            journalLists.constants.append((index, entry.constant))
            shifts.append((entry.marker, entry.markerCoefficient, delta))
            entries[index]!.constant = value
        }
        guard let first = journalLists.constants.first else {
            commitBatchJournal()
            return
        }
        simplex.shiftConstants(shifts)
        simplex.numerics.largestInput = max(simplex.numerics.largestInput, magnitude)
        // Every row that moved holds an optional constraint's error symbols, which can take up
        // any constant: the dual simplex always finds a symbol to enter.
        _ = simplex.dualOptimize()
        if !simplex.objective.candidates.isEmpty { simplex.optimize() }
        recoverOrSettle()
        // Refused (and rolled back) there when a number overflowed or the answer fails its check.
        _ = try commitBatchJournalUnlessInconsistent(workBefore: workBefore, blame: entries[first.index]!.constraint)
    }

    /// The constraint's current strength, or nil when it is not in the solver.
    public func strength(of constraint: Constraint) -> Strength? {
        guard let index = entryOf[ObjectIdentifier(constraint)] else { return nil }
        return entries[index]?.strength
    }

    /// Changes the strength of an optional constraint in place (to another optional strength)
    /// and re-optimises. Only the objective changes; no row is rebuilt.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidStrength(_:)``,
    ///   or ``SolverError/requiredStrengthChange(_:)`` when the old or the new strength is
    ///   required (a required constraint has no error symbols to weigh).
    public mutating func setStrength(_ strength: Strength, for constraint: Constraint) throws(SolverError) {
        guard let index = entryOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        try checkRange(strength.weight)
        let entry = entries[index]!
        guard !strength.isRequired, !entry.strength.isRequired else { throw .requiredStrengthChange(constraint) }
        if strength == entry.strength { return }
        let workBefore = workDone
        // Under the operation's journal, which puts back whatever a refusal leaves.
        beginBatchJournal(steps: 0, strengths: CollectionOfOne(strength))
        journalLists.strengths.append((index, entry.strength))
        moveCosts(of: index, to: strength)
        // Refused (and rolled back) there when a number overflowed or the answer fails its check.
        _ = try commitBatchJournalUnlessInconsistent(workBefore: workBefore, blame: constraint)
        refreshIfWorn()
        checkInvariants()
    }

    /// Entry `index`'s error symbols' costs moved to `strength`, and the engine optimised.
    private mutating func moveCosts(of index: EntryIndex, to strength: Strength) {
        let entry = entries[index]!
        removeCosts(of: entry)
        addCosts(marker: entry.marker, other: entry.other, strength: strength)
        entries[index]!.strength = strength
        simplex.numerics.largestInput = max(simplex.numerics.largestInput, strength.weight)
        optimize()
        recoverOrSettle()
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: the solver then prefers, at `strength`, the values
    /// given to ``suggestValue(_:for:)``. Until the first suggestion the preferred value is 0.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditStrength(_:)``, ``SolverError/invalidStrength(_:)``.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength = .strong) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        try checkRange(strength.weight)
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(variable.linearExpression, .equal, strength: strength, label: "edit \(variable)")
        // Added where the variable stands now, the edit costs nothing and changes no value;
        // moving it to its starting preference (0, as in kiwi) is then an ordinary suggestion
        // for the dual simplex. Adding it at 0 directly would leave the primal simplex a long
        // walk of degenerate pivots when the variable already depends on many constraints
        // (kiwi's add-order problem: a grid built before its width's edit).
        let current = value(of: variable)
        let workBefore = workDone
        do { try addEditVariableJournaled(variable, constraint, at: current, workBefore: workBefore) } catch {
            // A precision failure beside ordinary numbers: the solver built again, with the
            // edit, instead (an optional constraint can always be added).
            guard case .beyondResolution = error, verifiesAnswers, inputsAreOrdinary(),
                var fresh = rebuiltRequiredFirst(adding: nil)
            else { throw error }
            fresh.verifiesAnswers = false
            guard (try? fresh.addEditVariable(variable, strength: strength)) != nil, fresh.requiredConstraintsHold()
            else { throw error }
            fresh.verifiesAnswers = true
            self = fresh
        }
        checkInvariants()
    }

    /// ``addEditVariable(_:strength:)`` under the operation's journal, which puts back exactly
    /// whatever a refusal leaves.
    private mutating func addEditVariableJournaled(
        _ variable: Variable, _ constraint: Constraint, at current: Double, workBefore: (rows: Int, pivots: Int)
    ) throws(SolverError) {
        beginBatchJournal(steps: 1, strengths: CollectionOfOne(constraint.strength))
        simplex.journal.undoesBatch = true
        undoneByBatch = true
        defer { undoneByBatch = false }
        do throws(SolverError) {
            let index: EntryIndex
            do { index = try addEntry(constraint, constant: current) } catch {
                rollBackBatchJournal()
                throw error
            }
            edits[variable.id] = index
            undoneByBatch = false
            optimize()
            // An edit's constant change cannot fail (its errors absorb any value).
            _ = try? changeConstant(of: index, to: 0)
            recoverOrSettle()
            // Refused (and rolled back) there when a number overflowed.
            _ = try commitBatchJournalUnlessInconsistent(workBefore: workBefore, blame: constraint)
        } catch {
            // The journal put the engine and the entries back; the edit's registration goes too.
            edits[variable.id] = nil
            entryOf[ObjectIdentifier(constraint)] = nil
            throw error
        }
        refreshIfWorn()
        checkInvariants()
    }

    /// Stops `variable` being an edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = edits[variable.id] else { throw .unknownEditVariable(variable) }
        defer { checkInvariants() }
        try removeAndOptimize(index, endingEditOf: variable.id, blame: entries[index]!.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable.id] != nil
    }

    /// Suggests a value for an edit variable and re-solves (dual simplex, touching only the
    /// rows that hold the edit's error symbols and those the pivots reach). Allocation-free in
    /// a steady state.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let index = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(value) }
        try checkRange(value)
        try changeConstantGuarded(of: index, to: value)
        checkInvariants()
    }

    // MARK: - Values

    /// The current value of `variable` (0 for a variable the solver does not know). Cheap:
    /// one dictionary look-up and one row read.
    public func value(of variable: Variable) -> Double {
        guard let s = symbolOf[variable.id] else { return 0 }
        return engine.value(of: s)
    }

    /// Refreshes ``values`` for every variable; allocation-free once ``values`` has its size.
    public mutating func updateVariables() {
        if heldValues.count != variableSymbols.count {
            heldValues = [Double](repeating: 0, count: variableSymbols.count)
        }
        // The engine read directly (as in `value(of:)`): through `simplex`, each read was a
        // call of its accessor. A forgotten variable's place reads 0.
        for i in variableSymbols.indices {
            let s = variableSymbols[i]
            heldValues[i] = s == .none ? 0 : engine.value(of: s)
        }
    }

    /// Whether the solver could move `variable` without changing anything it minimises:
    /// the system leaves it (at least partly) undetermined.
    ///
    /// On a copy of the engine, the simplex tries to lower and to raise the variable using only
    /// symbols that cost nothing at any level, which explores exactly the set of optimal
    /// solutions (at a degenerate vertex a local test would miss moves that need several
    /// symbols at once). Meant for debugging and diagnostics: it costs a copy of the solver.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let s = symbolOf[variable.id] else { return true }
        return simplex.canMove(s, direction: 1) || simplex.canMove(s, direction: -1)
    }

    /// Removes every constraint, edit variable and variable.
    public mutating func reset() {
        self = Solver()
    }

    @inline(__always)
    func checkInvariants() {
        #if CASSOWARY_CHECK_INVARIANTS
        simplex._checkInvariants()
        #endif
    }

    /// A one-line summary; see ``dump()`` for the whole engine.
    public var description: String {
        "Solver(\(entryOf.count) constraints, \(edits.count) edit variables, \(heldVariables.count - forgottenVariables) variables, \(simplex.rows.terms.count - simplex.rows.free.count) rows)"
    }
}
