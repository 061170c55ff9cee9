import Testing
@testable import Cassowary

/// Every way a solver call can fail, and that a failed call changes nothing: the dump and every
/// value are as before, and the solver then behaves exactly like one that never saw the call.
@Suite("A failed call changes nothing")
struct FailureAtomicityTests {
    /// A rollback plays the journal back newest first, so the first record of a row is the
    /// one left standing: the journal records each row (and each column) once. It had recorded
    /// a row again at every change, and a required constraint whose placing ran 2 700 pivots
    /// through cycle eliminations grew its journal to a gigabyte.
    @Test("the journal holds each row once, and a rollback puts back the row as it first was")
    func journalRecordsEachRowOnce() throws {
        let x = Variable("x"), y = Variable("y")
        var s = Solver()
        try s.add(x + y == 10)
        try s.add(x - y >= 2 ~ .weak)
        let before = s.dump()
        s.simplex.beginJournal()
        let r = s.simplex.rows.all.first { s.simplex.rows.basic[$0] != .none }!
        let original = s.simplex.rows.rhs[r]
        s.simplex.journalRow(r)
        s.simplex.rows.rhs[r] = original + 1
        s.simplex.journalRow(r)
        s.simplex.rows.rhs[r] = original + 2
        #expect(s.simplex.journal.rows.count == 1)
        s.simplex.rollback()
        #expect(s.simplex.rows.rhs[r] == original)
        #expect(s.dump() == before)
    }

    /// A pivot records the reduced costs it is about to move in one pass over its row, and a
    /// change of constants the values it computes again: a suggestion that sends every item of
    /// a row to its minimum pivots once an item through rows that name every item, and refused
    /// after that work it must leave every reduced cost and every value as it found them, to
    /// the bit, and the solver then give the same answer as one that never saw it.
    @Test("a suggestion's pivots through long rows, refused after the work, leave every cost and value bit for bit")
    func refusedPivotsLeaveEveryCost() throws {
        let n = 40
        let width = Variable("width"), items = (0..<n).map { Variable("w\($0)") }
        var s = Solver()
        try s.addEditVariable(width, strength: .strong)
        var total = Expression()
        for (i, item) in items.enumerated() {
            try s.add(item >= Double(10 + i % 7))
            try s.add(item == Double(40 + i % 11) ~ Strength.weak.weighted(1 + Double(i) / 64))
            total = total + item
        }
        let row = total + Double(8 * (n - 1)) == width
        try s.add(row)
        try s.suggestValue(3_000, for: width)

        func costBits(_ s: Solver) -> [[UInt64]] {
            s.simplex.objective.reduced.map { level in s.simplex.symbols.all.map { level[$0].bitPattern } }
        }
        func magnitudes(_ s: Solver) -> [[CostMagnitude]] {
            s.simplex.objective.reducedMagnitude.map { level in s.simplex.symbols.all.map { level[$0] } }
        }
        let dump = s.dump(), values = valueBits(&s), costs = costBits(s), parts = magnitudes(s)
        let pivots = s.simplex.counters.pivotCount
        s.beginBatchJournal(steps: 1, strengths: [Strength.strong])
        let edit = s.edits[width.id]!
        let old = try s.changeConstant(of: edit, to: 400)
        s.journalLists.constants.append((edit, old))
        #expect(s.simplex.counters.pivotCount - pivots >= n / 2, "the step pivots once an item or so")
        // Reached directly, as rounding would leave it (see NumericsTests' refusal after the work).
        s.simplex.numerics.singular = true
        #expect(throws: SolverError.self) { try s.refuseOverflow(blame: row) }
        #expect(s.dump() == dump)
        #expect(valueBits(&s) == values)
        #expect(costBits(s) == costs)
        #expect(magnitudes(s) == parts)

        // The same suggestion, done: 400 is below the items' minimums and the gaps (515 + 312),
        // so the strong edit gives way and every item sits at its minimum.
        try s.suggestValue(400, for: width)
        for (i, item) in items.enumerated() { #expect(s.value(of: item) == Double(10 + i % 7)) }
        #expect(s.value(of: width) == 827)
    }

    let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")

    /// The constraints every case starts from: a required equality and a redundant copy of it,
    /// required bounds and an optional constraint (one set of objects, shared by every solver
    /// of a test).
    let constraints: [Constraint]

    init() {
        constraints = [
            (x + y == 20).labeled("sum"),
            (x >= 2).labeled("low"),
            (y <= 15).labeled("high"),
            (x == 3 ~ .weak).labeled("pref"),
            (x <= 30).labeled("cap"),
            (2 * x + 2 * y == 40).labeled("twin"),
        ]
    }

    /// A solver holding ``constraints`` and an edit variable with a suggestion.
    func base() throws -> (Solver, [Constraint]) {
        var s = Solver()
        try s.add(constraints)
        try s.addEditVariable(y, strength: .medium)
        try s.suggestValue(9, for: y)
        return (s, constraints)
    }

    /// What happens after the failed call, in both solvers: more adds, a suggestion, a constant
    /// change, a removal.
    func continuation(_ s: inout Solver, _ cs: [Constraint], _ later: [Constraint]) throws {
        try s.add(later[0])
        try s.suggestValue(12, for: y)
        try s.setConstant(14, for: cs[2])
        try s.add(later[1])
        try s.remove(cs[3])
        try s.suggestValue(4, for: y)
        try s.remove(later[0])
    }

    /// Runs `failing` on a copy of the base solver, checks the error with `matches`, checks
    /// that the dump and values are unchanged, then runs the same continuation on it and on an
    /// untouched base solver and compares their dumps.
    func expectNoTrace(
        _ what: Comment,
        failing: (inout Solver, [Constraint]) throws(SolverError) -> Void,
        matches: (SolverError) -> Bool
    ) throws {
        var (failed, cs) = try base()
        var (clean, _) = try base()
        let dump = failed.dump()
        failed.updateVariables()
        let values = failed.values.map(\.bitPattern)
        do {
            try failing(&failed, cs)
            Issue.record("\(what): the call did not fail")
        } catch {
            #expect(matches(error), "\(what): unexpected error \(error)")
        }
        #expect(failed.dump() == dump, "\(what): the dump changed")
        failed.updateVariables()
        #expect(failed.values.map(\.bitPattern) == values, "\(what): a value changed")
        #expect(
            failed.constraints.map(ObjectIdentifier.init) == cs.map(ObjectIdentifier.init),
            "\(what): the constraint list changed")
        #expect(failed.constraintCount == cs.count, "\(what): the constraint count changed")

        let later = [(z == x + w).labeled("later1"), (w >= 1 ~ .strong).labeled("later2")]
        try continuation(&failed, cs, later)
        try continuation(&clean, cs, later)
        #expect(failed.dump() == clean.dump(), "\(what): the failed call left a trace")
    }

    @Test("a duplicate constraint")
    func duplicateConstraint() throws {
        try expectNoTrace("duplicate", failing: { s, cs throws(SolverError) in try s.add(cs[1]) }) {
            if case .duplicateConstraint = $0 { return true } else { return false }
        }
    }

    @Test("an unknown constraint: remove, setConstant, setStrength")
    func unknownConstraint() throws {
        let stranger = x <= 1
        let isUnknown: (SolverError) -> Bool = {
            if case .unknownConstraint(let c) = $0 { return c === stranger } else { return false }
        }
        try expectNoTrace("remove", failing: { s, _ throws(SolverError) in try s.remove(stranger) }, matches: isUnknown)
        try expectNoTrace(
            "setConstant", failing: { s, _ throws(SolverError) in try s.setConstant(3, for: stranger) },
            matches: isUnknown)
        try expectNoTrace(
            "setStrength", failing: { s, _ throws(SolverError) in try s.setStrength(.weak, for: stranger) },
            matches: isUnknown)
    }

    @Test("edit variable misuse: duplicate, unknown, required")
    func editVariables() throws {
        try expectNoTrace(
            "duplicate edit", failing: { s, _ throws(SolverError) in try s.addEditVariable(y, strength: .weak) }
        ) {
            if case .duplicateEditVariable = $0 { return true } else { return false }
        }
        try expectNoTrace("unknown edit remove", failing: { s, _ throws(SolverError) in try s.removeEditVariable(x) }) {
            if case .unknownEditVariable = $0 { return true } else { return false }
        }
        try expectNoTrace(
            "unknown edit suggest", failing: { s, _ throws(SolverError) in try s.suggestValue(1, for: z) }
        ) {
            if case .unknownEditVariable = $0 { return true } else { return false }
        }
        try expectNoTrace(
            "required edit", failing: { s, _ throws(SolverError) in try s.addEditVariable(x, strength: .required) }
        ) {
            if case .requiredEditStrength = $0 { return true } else { return false }
        }
    }

    @Test("invalid strengths and non-finite numbers")
    func invalidInput() throws {
        let isInvalid: (SolverError) -> Bool = { if case .invalidStrength = $0 { return true } else { return false } }
        for bad in [
            Strength(0), Strength(-5), Strength(1001), Strength(.nan), Strength(.infinity), Strength(500, weight: -1),
            Strength(500, weight: .infinity), Strength(500, weight: .nan),
        ] {
            try expectNoTrace(
                "strength \(bad) on add", failing: { s, _ throws(SolverError) in try s.add(x == 1 ~ bad) },
                matches: isInvalid)
            try expectNoTrace(
                "strength \(bad) on edit",
                failing: { s, _ throws(SolverError) in try s.addEditVariable(x, strength: bad) }, matches: isInvalid)
            try expectNoTrace(
                "strength \(bad) on setStrength",
                failing: { s, cs throws(SolverError) in try s.setStrength(bad, for: cs[3]) }, matches: isInvalid)
        }
        let isNonFinite: (SolverError) -> Bool = {
            if case .nonFiniteConstraint = $0 { return true } else { return false }
        }
        try expectNoTrace(
            "infinite coefficient", failing: { s, _ throws(SolverError) in try s.add(x + .infinity * z == 0) },
            matches: isNonFinite)
        try expectNoTrace(
            "NaN constant", failing: { s, _ throws(SolverError) in try s.add(x + w == .nan) }, matches: isNonFinite)
        let isNonFiniteValue: (SolverError) -> Bool = {
            if case .nonFiniteValue = $0 { return true } else { return false }
        }
        try expectNoTrace(
            "NaN suggestion", failing: { s, _ throws(SolverError) in try s.suggestValue(.nan, for: y) },
            matches: isNonFiniteValue)
        try expectNoTrace(
            "infinite constant", failing: { s, cs throws(SolverError) in try s.setConstant(-.infinity, for: cs[1]) },
            matches: isNonFiniteValue)
    }

    @Test("a strength change to or from required")
    func requiredStrengthChange() throws {
        let isRequiredChange: (SolverError) -> Bool = {
            if case .requiredStrengthChange = $0 { return true } else { return false }
        }
        try expectNoTrace(
            "optional to required", failing: { s, cs throws(SolverError) in try s.setStrength(.required, for: cs[3]) },
            matches: isRequiredChange)
        try expectNoTrace(
            "required to optional", failing: { s, cs throws(SolverError) in try s.setStrength(.weak, for: cs[1]) },
            matches: isRequiredChange)
    }

    /// Whether the error is `.unsatisfiable` for `constraint` with one of the `allowed`
    /// conflict sets (labels, in the order the constraints were added).
    func isUnsatisfiable(_ constraint: Constraint, _ allowed: [[String]]) -> (SolverError) -> Bool {
        { error in
            guard case .unsatisfiable(let c, let found) = error else { return false }
            return c === constraint && allowed.contains(found.map { $0.label ?? "?" })
        }
    }

    @Test("an unsatisfiable equality decided without pivoting (its row holds only markers)")
    func unsatisfiableByMarkersOnly() throws {
        // y == 21 − x against x + y == 20 (and its copy): 0 == 1. Either copy alone conflicts.
        let bad = (y == 21 - x).labeled("bad")
        try expectNoTrace(
            "marker-only row", failing: { s, _ throws(SolverError) in try s.add(bad) },
            matches: isUnsatisfiable(bad, [["sum"], ["twin"]]))
    }

    @Test("an unsatisfiable inequality found by the artificial variable")
    func unsatisfiableByArtificial() throws {
        let bad = (x <= 1).labeled("bad")
        try expectNoTrace(
            "x <= 1", failing: { s, _ throws(SolverError) in try s.add(bad) },
            matches: isUnsatisfiable(bad, [["low"], ["sum", "high"], ["high", "twin"]]))
        let bad2 = (y >= 16).labeled("bad2")
        try expectNoTrace(
            "y >= 16", failing: { s, _ throws(SolverError) in try s.add(bad2) },
            matches: isUnsatisfiable(bad2, [["high"]]))
        // With y = 20 − x, x + 3y = 60 − 2x, and x >= 2 (low) or x >= 5 (high) keeps it below 66.
        let bad3 = (x + 3 * y >= 66).labeled("bad3")
        try expectNoTrace(
            "x + 3y >= 66", failing: { s, _ throws(SolverError) in try s.add(bad3) },
            matches: isUnsatisfiable(bad3, [["sum", "low"], ["low", "twin"], ["sum", "high"], ["high", "twin"]]))
    }

    @Test("an unsatisfiable constant change of an inequality")
    func unsatisfiableInequalityConstant() throws {
        try expectNoTrace(
            "low to 31", failing: { s, cs throws(SolverError) in try s.setConstant(31, for: cs[1]) },
            matches: { error in
                guard case .unsatisfiable(_, let found) = error else { return false }
                return found.map { $0.label ?? "?" } == ["cap"]
            })
        try expectNoTrace(
            "high to −11", failing: { s, cs throws(SolverError) in try s.setConstant(-11, for: cs[2]) },
            matches: { error in
                // y <= −11 means x >= 31 through sum (or twin), against cap.
                guard case .unsatisfiable(_, let found) = error else { return false }
                let labels = found.map { $0.label ?? "?" }
                return labels == ["sum", "cap"] || labels == ["cap", "twin"]
            })
    }

    @Test("an unsatisfiable constant change of a required equality")
    func unsatisfiableEqualityConstant() throws {
        // Moving one copy of the equality away from the other.
        try expectNoTrace(
            "twin to 41", failing: { s, cs throws(SolverError) in try s.setConstant(41, for: cs[5]) },
            matches: { error in
                guard case .unsatisfiable(let c, let found) = error else { return false }
                return c.label == "twin" && found.map { $0.label ?? "?" } == ["sum"]
            })
        try expectNoTrace(
            "sum to 21", failing: { s, cs throws(SolverError) in try s.setConstant(21, for: cs[0]) },
            matches: { error in
                guard case .unsatisfiable(let c, let found) = error else { return false }
                return c.label == "sum" && found.map { $0.label ?? "?" } == ["twin"]
            })
    }

    @Test("a batch add that fails part-way leaves no trace, bit for bit")
    func failedBatchAdd() throws {
        // The third member, x <= 1, conflicts with `low` (x >= 2) and with `sum` and `high`
        // together (x = 20 − y >= 5); the first two members were placed by then, with new
        // variables, rows and an objective level of their own.
        let batch = [
            (w == 4).labeled("b1"), (z >= w + 1 ~ .strong).labeled("b2"), (x <= 1).labeled("b3"),
            (z <= 100).labeled("b4"),
        ]
        try expectNoTrace("batch", failing: { s, _ throws(SolverError) in try s.add(batch) }) { error in
            guard case .unsatisfiable(let c, let conflicts) = error else { return false }
            let labels = conflicts.map { $0.label ?? "?" }
            return c === batch[2] && (labels == ["low"] || labels == ["sum", "high"])
        }
        // A duplicate inside the batch, an invalid strength, a non-finite number: refused
        // before anything changes.
        try expectNoTrace(
            "duplicate in batch", failing: { s, _ throws(SolverError) in try s.add([batch[0], batch[1], batch[0]]) }
        ) {
            if case .duplicateConstraint(let c) = $0 { return c === batch[0] } else { return false }
        }
        try expectNoTrace(
            "duplicate of a member", failing: { s, cs throws(SolverError) in try s.add([batch[0], cs[2]]) }
        ) {
            if case .duplicateConstraint = $0 { return true } else { return false }
        }
        try expectNoTrace(
            "non-finite in batch", failing: { s, _ throws(SolverError) in try s.add([batch[0], x == .infinity]) }
        ) {
            if case .nonFiniteConstraint = $0 { return true } else { return false }
        }
        // After each refusal the members are not in the solver, and go in afterwards.
        var (s, _) = try base()
        for refused in [[batch[0], batch[1], batch[0]], batch, [batch[0], x == .infinity]] {
            #expect(throws: SolverError.self) { try s.add(refused) }
            #expect(!batch.contains { s.contains($0) })
        }
        try s.add([batch[0], batch[1], batch[3]])
        #expect(s.contains(batch[0]) && s.contains(batch[1]) && !s.contains(batch[2]) && s.contains(batch[3]))
        #expect(s.constraintCount == constraints.count + 3)
    }

    @Test("a batch after removals takes the freed slots, and each member is found by its constraint")
    func batchIntoFreedSlots() throws {
        var (s, cs) = try base()
        try s.remove(cs[4])
        try s.remove(cs[1])
        // Three members: two take the freed slots, one a new slot.
        let a = (w == 3).labeled("a"), b = (z >= w + 2).labeled("b"), c = (z == 50 ~ .weak).labeled("c")
        try s.add([a, b, c])
        #expect(s.constant(of: a) == 3 && s.constant(of: b) == 2 && s.constant(of: c) == 50)
        try s.setConstant(7, for: a)
        s.updateVariables()
        // w = 7 and z is pulled to 50 (weakly), above its floor w + 2 = 9.
        #expect(s.value(of: w) == 7 && s.value(of: z) == 50)
        try s.setConstant(60, for: c)
        try s.remove(b)
        s.updateVariables()
        #expect(s.value(of: z) == 60)
        #expect(!s.contains(b) && s.contains(a) && s.contains(c))
        #expect(s.constraintCount == cs.count - 2 + 3 - 1)
    }

    @Test("a batch add gives the optimum of one-by-one adds, in any order")
    func batchAddMatchesOneByOne() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        // x + y == 20, x >= 2, y <= 15, x == 3 @weak (so x = 5, y = 15), z == x + y @medium,
        // z <= 18 @strong (the strong cap wins: z = 18).
        let all = [x + y == 20, x >= 2, y <= 15, x == 3 ~ .weak, z == x + y ~ .medium, z <= 18 ~ .strong]
        for order in [[0, 1, 2, 3, 4, 5], [5, 4, 3, 2, 1, 0], [3, 5, 0, 4, 2, 1]] {
            var s = Solver()
            try s.add(order.map { all[$0] })
            #expect(s.value(of: x) == 5 && s.value(of: y) == 15 && s.value(of: z) == 18, "order \(order)")
            #expect(s.dump().contains("Infeasible\n  (none)\n"))
        }
    }

    @Test("a failed add in a solver that has had constraints removed (recycled slots)")
    func failureAfterRemovals() throws {
        // Removing constraints frees entry slots and symbols; a failed add must put the free
        // lists back exactly, or the next adds are numbered differently.
        var (a, cs) = try base()
        var (b, _) = try base()
        try a.remove(cs[4])
        try b.remove(cs[4])
        try a.remove(cs[3])
        try b.remove(cs[3])
        #expect(throws: SolverError.self) { try a.add((x <= 1).labeled("bad")) }
        #expect(throws: SolverError.self) { try a.add((y == 22 - x).labeled("bad2")) }
        #expect(a.dump() == b.dump())
        let later = [(z == x + w).labeled("later1"), (w >= 1 ~ .strong).labeled("later2"), (x <= 40).labeled("later3")]
        for c in later {
            try a.add(c)
            try b.add(c)
        }
        #expect(a.dump() == b.dump())
    }
}
