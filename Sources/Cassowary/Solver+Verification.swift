/// Answers checked against the constraints as the user wrote them, and a second attempt from
/// scratch where the engine's rows lost precision.
///
/// The engine's rows are the constraints as written, but a pivot on a coefficient that is
/// mostly rounding, or an elimination that combines rows of very different sizes, can leave
/// its basis ill-conditioned: values far beyond anything the constraints say, rows that hold
/// only up to the rounding of those values. Nothing inside the engine sees that, since every
/// check it can make reads the same rows. So after the operations that do work, the solver reads
/// the constraints it holds as the user wrote them, at the values it would report (all of them
/// after a pivot in a small solver; in a large one, a slice in proportion to each operation's
/// work, in turn: see ``Solver/entriesDue(workBefore:)``): a required
/// one must hold, an optional one must equal its slack and errors as the engine counts them
/// (else the objective counts each wish's error as other than it is). A row that does not
/// hold (beyond a tolerance relative to its own terms) means the engine's state is wrong: the
/// solver is built again from its constraints, required ones first and optional ones by level
/// — a different pivot sequence over well-scaled rows — and checked again. If a required
/// constraint fails there too, the operation is refused (``SolverError/beyondResolution(_:)``)
/// and the solver is put back as it was before it.
///
/// A refusal the engine itself arrives at is checked the same way when it is suspect: a
/// required constraint refused as "too far apart for a double's precision" beside ordinary
/// numbers, or as unsatisfiable when a replay of the required constraints around it finds no
/// conflict. The solver is then built again with the constraint in it; if that build takes it
/// and every required constraint holds, the constraint is accepted.
extension Solver {
    /// Relative tolerance of ``requiredConstraintsHold()``: a constraint holds when what is
    /// left of it is below this fraction of the largest of its terms at the current values
    /// (or of 1, for constraints of small numbers). Far above a double's rounding after a
    /// sequence of pivots, far below any real violation.
    static let verificationTolerance = 1e-7

    /// Whether every required constraint the solver holds is met at the values it reports,
    /// read from the constraints as written (not from the engine's rows).
    func requiredConstraintsHold() -> Bool { firstBrokenRequired() == nil }

    /// The first required constraint (in entry order) not met at the values the solver
    /// reports, read as written; nil when every one is.
    func firstBrokenRequired() -> Constraint? { firstBroken(optionalToo: false) }

    /// The first constraint (in entry order) whose own row does not hold at the values the
    /// solver reports: a required one read as written, an optional one with its slack and
    /// error symbols at the engine's values. The second is what the objective counts: an
    /// optional row that does not hold means the engine counts each wish's error as other
    /// than it is, and optimises a level it cannot see. Nil when every row holds.
    func firstBrokenRow() -> Constraint? { firstBroken(optionalToo: true) }

    /// ``firstBrokenRequired()``, or with `optionalToo` ``firstBrokenRow()``.
    private func firstBroken(optionalToo: Bool) -> Constraint? {
        firstBroken(optionalToo: optionalToo, from: 0, count: entries.count)
    }

    /// The first constraint whose row does not hold (as ``firstBrokenRow()``, or as
    /// ``firstBrokenRequired()`` without `optionalToo`) among the `count` slots of `entries`
    /// from `start` on, wrapping around to the first after the last; nil when every one holds.
    private func firstBroken(optionalToo: Bool, from start: Int, count: Int) -> Constraint? {
        var k = start
        for _ in 0..<count {
            if k >= entries.count { k = 0 }
            defer { k += 1 }
            guard let entry = entries[k], optionalToo || entry.strength.isRequired else { continue }
            if !holds(entry) { return entry.constraint }
        }
        return nil
    }

    /// Whether `entry`'s row holds at the values the solver reports: a required constraint
    /// read as written; an optional one with its slack and error symbols at the engine's values.
    private func holds(_ entry: Entry) -> Bool {
        var sum = -entry.constant, scale = max(1, abs(entry.constant))
        entry.constraint.withTerms { terms in
            for k in terms.indices {
                let part = terms[k].coefficient * value(of: terms[k].variable)
                sum += part
                scale = max(scale, abs(part))
            }
        }
        if !entry.strength.isRequired {
            // The row is `expression + κ·marker − κ·other = constant` (see `addEntry`).
            let marker = simplex.value(of: entry.marker), other = simplex.value(of: entry.other)
            let tolerance = Self.verificationTolerance * max(scale, abs(marker), abs(other))
            let residual = sum + entry.markerCoefficient * (marker - other)
            return abs(residual) <= tolerance && marker >= -tolerance && other >= -tolerance
        }
        let tolerance = Self.verificationTolerance * scale
        switch entry.constraint.relation {
        case .equal: return abs(sum) <= tolerance
        case .lessThanOrEqual: return sum <= tolerance
        case .greaterThanOrEqual: return sum >= -tolerance
        }
    }

    /// The work done so far, as the engine counts it: rows visited and pivots.
    var workDone: (rows: Int, pivots: Int) { (simplex.counters.rowsVisited, simplex.counters.pivotCount) }

    /// What ``checkAnswer(workBefore:)`` found.
    enum AnswerCheck {
        /// Not due, or every row holds (or the inputs are beyond ordinary magnitudes, where
        /// the engine's own refusals decide), or only an optional row did not and building the
        /// solver again did not help.
        case holds
        /// A row did not hold; the solver was replaced by one built again from its
        /// constraints, in which every required constraint does.
        case rebuilt
        /// A required constraint did not hold, in the engine's answer and in a solver built
        /// again: the operation must be undone and refused. The solver is as the operation
        /// left it.
        case broken
    }

    /// After an operation that began when ``workDone`` was `workBefore`, before its journal is
    /// committed: reads the constraints that are due (see ``entriesDue(workBefore:)``); when
    /// one of their rows does not hold (a required constraint as written, or an optional one
    /// as the engine counts it), replaces the solver by one built again from its
    /// constraints, or, when a required constraint fails there too, says so (the caller puts
    /// the solver back by its journal and refuses the operation).
    mutating func checkAnswer(workBefore: (rows: Int, pivots: Int)) -> AnswerCheck {
        guard verifiesAnswers else { return .holds }
        let due = entriesDue(workBefore: workBefore), start = verificationCursor
        // The next slice starts after this one, whatever this one finds: a row that stays
        // off is read again a whole reading later, not by every operation after this one.
        verificationCursor = (start + due) % max(1, entries.count)
        guard due > 0, firstBroken(optionalToo: true, from: start, count: due) != nil, inputsAreOrdinary()
        else { return .holds }
        if let fresh = rebuiltRequiredFirst(adding: nil), fresh.requiredConstraintsHold() {
            self = fresh
            return .rebuilt
        }
        // Only an optional row off, and no better solver to be had: the values still meet
        // every required constraint, and the operation stands.
        return requiredConstraintsHold() ? .holds : .broken
    }

    /// How many of the constraints the check after an operation reads (see
    /// ``checkAnswer(workBefore:)``), from ``verificationCursor`` on. Reading a constraint's
    /// row costs about as much per term as a search costs per row it visits, so that cost is
    /// spread over the work operations do: after any operation that pivoted in a solver of up
    /// to ``smallSolver`` constraints (where a pivot costs about as much as the whole check)
    /// every constraint; otherwise one constraint for every ``workPerCheck`` units of work
    /// (rows visited and pivots) done since, up to all of them. Each operation reads the next
    /// slice in turn, so every constraint is read again once the work done reaches
    /// ``workPerCheck`` times the constraints held — a few percent more time — and no single
    /// operation pays for a whole reading that the work of others ran up.
    mutating func entriesDue(workBefore: (rows: Int, pivots: Int)) -> Int {
        let pivots = simplex.counters.pivotCount &- workBefore.pivots
        let work = (simplex.counters.rowsVisited &- workBefore.rows) &+ pivots
        guard work > 0 else { return 0 }
        if entries.count <= Self.smallSolver && pivots > 0 { return entries.count }
        verificationDebt &+= work
        let due = min(entries.count, verificationDebt / Self.workPerCheck)
        verificationDebt = due == entries.count ? 0 : verificationDebt &- due &* Self.workPerCheck
        return due
    }

    /// Up to this many constraints, every operation that pivoted reads every constraint (see
    /// ``entriesDue(workBefore:)``).
    static let smallSolver = 128

    /// Beyond ``smallSolver`` constraints, how many units of work (rows visited and pivots)
    /// pay for reading one constraint (see ``entriesDue(workBefore:)``).
    static let workPerCheck = 32

    /// Whether every held constraint's numbers, and every edit's suggestion, are at most
    /// ``largestInput`` (always, but in the package's solver for tests of far-apart
    /// magnitudes, see `Solver+InputRange.swift`): beyond that the engine's own handling of
    /// far-apart magnitudes (journals, refusals beyond the resolution) decides, and a check
    /// relative to each constraint's terms would only see the rounding those magnitudes carry.
    func inputsAreOrdinary() -> Bool {
        for k in entryIndices {
            guard let entry = entries[k] else { continue }
            if !(entry.constraint.magnitude <= Self.largestInput) || !(abs(entry.constant) <= Self.largestInput) {
                return false
            }
            if !(entry.strength.weight <= Self.largestInput) { return false }
        }
        return true
    }

    /// Checks the current values against every constraint's row (see ``firstBrokenRow()``);
    /// when one does not hold (beyond a tolerance relative to its terms), builds the solver
    /// again from its constraints, required ones first, and keeps that one if every required
    /// constraint holds there. Costs the terms of every constraint; ``add(_:)`` and the other
    /// operations run this check themselves, spread over their work, so this is for callers
    /// that report values and want them checked now (`layout-lab solve` does, before each
    /// block of values it prints).
    ///
    /// - Throws: ``SolverError/beyondResolution(_:)`` naming the first required constraint
    ///   that does not hold, when building the solver again does not help either; the solver
    ///   is left as it was.
    public mutating func verifyRequiredConstraints() throws(SolverError) {
        verificationDebt = 0
        guard firstBrokenRow() != nil else { return }
        if inputsAreOrdinary(), let fresh = rebuiltRequiredFirst(adding: nil), fresh.requiredConstraintsHold() {
            self = fresh
            return
        }
        if let broken = firstBrokenRequired() { throw .beyondResolution(broken) }
    }

    /// For a required constraint the engine refused with `error`: when the refusal is suspect
    /// (see the extension's documentation), a solver built again from the constraints with
    /// `constraint` added, if that build takes it and every required constraint holds in it.
    func secondAttempt(adding constraint: Constraint, after error: SolverError) -> Solver? {
        switch error {
        case .beyondResolution, .nonFiniteResult:
            guard constraint.magnitude <= Self.largestInput, inputsAreOrdinary() else { return nil }
        case .unsatisfiable(_, let conflicts):
            guard conflicts.isEmpty, constraint.termCount != 0, inputsAreOrdinary() else { return nil }
        default:
            return nil
        }
        guard let fresh = rebuiltRequiredFirst(adding: constraint), fresh.requiredConstraintsHold() else {
            return nil
        }
        return fresh
    }

    /// A new solver holding this one's constraints, edit variables, constants and strengths
    /// (and `extra`, when given, as a new constraint): the required constraints first, in the
    /// order they were added, then the optional ones from the highest level down. Nil when
    /// the new solver refuses one of them.
    func rebuiltRequiredFirst(adding extra: Constraint?) -> Solver? {
        var (live, editOf) = liveEntries()
        live.sort { a, b in
            let (x, y) = (a.entry.strength, b.entry.strength)
            if x.isRequired != y.isRequired { return x.isRequired }
            if !x.isRequired && x.level != y.level { return x.level > y.level }
            return a.entry.sequence < b.entry.sequence
        }
        return rebuilt(holding: live, editOf: editOf, adding: extra, strict: true)
    }
}
