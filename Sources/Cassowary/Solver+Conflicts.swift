/// Conflict sets: which required constraints, together with a failing one, cannot all hold.
///
/// When the dual simplex cannot make a basic symbol feasible, its tableau row proves the
/// required constraints inconsistent, and that row is a combination of the rows its search
/// visited: the required constraints whose markers those rows hold are a conflict set, though
/// not always a minimal one. So on an error path the solver *replays*: it gathers the required
/// constraints connected to the failing one through shared variables, adds them in their
/// original order to a scratch solver, repeats the failing operation there and reads that set;
/// then it drops members one at a time while the rest still fails (deletion filtering), so the
/// set is minimal when it is small. This costs about a rebuild of that part of the system, and
/// is paid only when an operation fails.
extension Solver {
    /// The required constraints whose markers the rows behind basic symbol `failed` hold
    /// (the rows its tableau row is made of), except entry `index`. In the order they were
    /// added.
    mutating func conflictSet(around failed: Symbol, excluding index: EntryIndex) -> [Constraint] {
        simplex.computeRow(of: failed, withDummies: true)
        // Read from one copy of the engine (its arrays shared, not copied), not through an
        // access of `simplex` per read: a row's terms copied out through one access, and
        // destroyed after the next, read memory that access had freed (valgrind, on a
        // two-line conflict; an intermittent crash under the tests' parallel load).
        let engine = simplex
        var owners: [EntryIndex] = []
        for r in engine.search.order {
            for i in engine.rows.terms.span(r) {
                let s = engine.rows.terms.storage[i].symbol
                let kind = engine.symbols.kinds[s]
                guard kind == .dummy || kind == .slack else { continue }
                let o = engine.symbols.owner[s]
                guard o != .none, o != index, let entry = entries[o], entry.strength.isRequired else { continue }
                if !owners.contains(o) { owners.append(o) }
            }
        }
        return owners.compactMap { entries[$0] }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// The conflict set of a required constraint that could not be added.
    func explainConflict(adding constraint: Constraint) -> [Constraint] {
        let members = requiredComponent(of: symbols(of: constraint))
        return explain(members: members) { (scratch: inout Solver) throws(SolverError) in
            try scratch.add(constraint)
        }
    }

    /// The conflict set of a constant change that could not be made.
    func explainConflict(changing index: EntryIndex, to value: Double) -> [Constraint] {
        let changed = entries[index]!
        var members = requiredComponent(of: symbols(of: changed.constraint))
        if !members.contains(index) {
            members.append(index)
            members.sort { entries[$0]!.sequence < entries[$1]!.sequence }
        }
        let conflicts = explain(members: members, keep: [index]) { (scratch: inout Solver) throws(SolverError) in
            try scratch.setConstant(value, for: changed.constraint)
        }
        return conflicts.filter { $0 !== changed.constraint }
    }

    /// The symbols of the constraint's variables that the solver knows.
    private func symbols(of constraint: Constraint) -> [Symbol] {
        constraint.withTerms { terms in terms.compactMap { symbolOf[$0.variable.id] } }
    }

    /// The required constraints reachable from `symbols` through shared variables, in the
    /// order they were added.
    ///
    /// Which required constraints hold each variable is gathered here, from every entry, rather
    /// than kept up to date by every add and removal: only a failure asks, and keeping it cost
    /// a build an array for each variable and a search of it for each constraint that holds
    /// the variable.
    private func requiredComponent(of symbols: [Symbol]) -> [EntryIndex] {
        var holders = [[EntryIndex]](repeating: [], count: simplex.symbols.kinds.count)
        for k in entryIndices {
            guard let entry = entries[k], entry.strength.isRequired else { continue }
            entry.constraint.withTerms { terms in
                for term in terms {
                    if let s = symbolOf[term.variable.id] { holders[s].append(k) }
                }
            }
        }
        var seenSymbol = [Bool](repeating: false, count: simplex.symbols.kinds.count)
        var seenEntry = [Bool](repeating: false, count: entries.count)
        var stack = symbols
        var members: [EntryIndex] = []
        while let s = stack.popLast() {
            guard !seenSymbol[s] else { continue }
            seenSymbol[s] = true
            for k in holders[s] where !seenEntry[k] {
                seenEntry[k] = true
                members.append(k)
                entries[k]!.constraint.withTerms { terms in
                    for term in terms {
                        if let t = symbolOf[term.variable.id] { stack.append(t) }
                    }
                }
            }
        }
        return members.sorted { entries[$0]!.sequence < entries[$1]!.sequence }
    }

    /// The largest conflict set made minimal. Deletion filtering replays the members once
    /// for each constraint of the set, so a set of `k` costs `k` replays of everything it was
    /// found among; a larger set is reported as the replay found it, which keeps a refusal's
    /// explanation within 24 replays. A conflict a reader can follow has a handful of members.
    static let minimizedConflictSize = 24

    /// Replays `members` (entry indices) in a scratch solver that reports its raw conflict sets, runs
    /// `failing` there and returns the conflict set it reports, made minimal by deletion
    /// filtering when it has at most ``minimizedConflictSize`` members. `keep` lists members the failing operation
    /// needs whatever the set (the constraint whose constant changes).
    private func explain(
        members: [EntryIndex], keep: [EntryIndex] = [], failing: (inout Solver) throws(SolverError) -> Void
    ) -> [Constraint] {
        func attempt(_ subset: [EntryIndex]) -> [Constraint]? {
            var scratch = Solver()
            scratch.reportsRawConflicts = true
            for k in subset {
                // Each member with the constant it has now (adding it with its original
                // constant first could itself conflict with the others).
                let entry = entries[k]!
                _ = try? scratch.addEntry(entry.constraint, constant: entry.constant)
                scratch.simplex.optimize()
            }
            // Replayed in another order, large numbers can overflow where the solver's own
            // order did not: such a replay proves nothing.
            guard !scratch.overflowed else { return nil }
            do {
                try failing(&scratch)
                return nil
            } catch {
                if case .unsatisfiable(_, let conflicts) = error { return conflicts }
                return nil
            }
        }
        guard var conflicts = attempt(members) else { return [] }
        guard conflicts.count <= Self.minimizedConflictSize else { return conflicts }
        var i = 0
        while i < conflicts.count {
            var trial = conflicts
            trial.remove(at: i)
            let subset = Set(trial.map { entryOf[ObjectIdentifier($0)]! } + keep)
                .sorted { entries[$0]!.sequence < entries[$1]!.sequence }
            if attempt(subset) != nil {
                conflicts = trial
            } else {
                i += 1
            }
        }
        return conflicts
    }
}
