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
        /// The second error symbol of an optional constraint, or `noSymbol`.
        let other: Symbol
        /// The coefficient of `marker` in the constraint's own row, before any sign change.
        let markerCoefficient: Double
        /// The constant as it stands now (the number on the right).
        var constant: Double
        /// When the constraint was added (orders conflict sets and listings).
        let sequence: UInt64
        /// The strength as it stands now (an optional strength may change in place).
        var strength: Strength
        /// For a required equality kept out of the rows (an *implicit* marker): a variable of
        /// the constraint that no earlier implicit equality holds, so every other implicit
        /// equality holding it came later, which is what lets ``computeSensitivity(of:)`` find
        /// the marker's column on demand. `noSymbol` for every other constraint.
        var anchor: Symbol
        /// A required equality implied by the others: it has no row (see
        /// ``reinstateRedundant(_:)``).
        var isRedundant: Bool
        /// The expression's variables as tableau symbols, parallel to its terms (so that no
        /// hashing happens after the constraint is added).
        let symbols: [Symbol]

        /// The coefficient of external symbol `s` in the expression (0 if absent).
        func coefficient(of s: Symbol) -> Double {
            for i in symbols.indices where symbols[i] == s { return constraint.expression.terms[i].coefficient }
            return 0
        }

        var isRequiredEquality: Bool { constraint.relation == .equal && strength.isRequired }
    }

    var tableau = Tableau()
    var entries: [Entry?] = []
    var freeEntries: [Int32] = []
    var entryOf: [ObjectIdentifier: Int32] = [:]
    var nextSequence: UInt64 = 0
    var symbolOf = VariableTable()
    var variableSymbols: [Symbol] = []
    var edits: [Variable.ID: Int32] = [:]
    /// How many entries are redundant equalities (most of the time none, and then nothing
    /// needs checking against them).
    var redundantCount = 0
    /// Symbols made by the operation in progress, for an exact rollback.
    var madeSymbols: [Symbol] = []
    /// When set, every required equality keeps its dummy marker in the rows, as in kiwi. Used
    /// by the scratch solvers that explain conflicts; the public solver keeps markers implicit
    /// where it can (see ``computeSensitivity(of:)``).
    var explicitMarkers = false
    /// For each external symbol, the constraints (entry indices) whose expressions hold it.
    var occurrences: [[Int32]] = []
    /// For each external symbol, how many implicit equalities hold it (an anchor must be held
    /// by none when its equality is added).
    var implicitCount: [Int32] = []
    /// Scratch for ``computeSensitivity(of:)``: a dense vector over symbols and its support.
    var sensitivity: [Double] = []
    var sensitivitySeen: [Bool] = []
    var sensitivitySupport: [Symbol] = []
    var pending: [Double] = []
    var pendingQueued: [Bool] = []
    var queue: [(sequence: UInt64, entry: Int32)] = []

    /// Every variable the solver has seen, in order of first appearance.
    public internal(set) var variables: [Variable] = []
    /// The value of each of ``variables`` (same order) as of the last ``updateVariables()``.
    public internal(set) var values: [Double] = []

    /// An empty solver.
    public init() {}

    /// A solver that keeps every required equality's marker in the rows (kiwi's layout).
    init(explicitMarkers: Bool) {
        self.explicitMarkers = explicitMarkers
    }

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
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        defer { checkInvariants() }
        let guardState = overflowGuard(input: constraint.expression.magnitude)
        let index: Int32
        do { index = try addEntry(constraint) } catch { abandon(guardState); throw error }
        tableau.optimize(artificialGoal: false)
        if overflowed { try refuseOverflow(guardState, blame: constraint, undo: .added([index])) }
    }

    /// Adds constraints as one operation: all of them, or — when one of them cannot be added
    /// (a duplicate, also within the batch; an invalid strength; a number that is not finite;
    /// a required constraint that conflicts) — none, and the solver is exactly as it was, bit
    /// for bit.
    ///
    /// Every row is placed first and the objective is optimised once at the end, so the
    /// optimiser's path does not run through the intermediate optima that adding one by one
    /// visits (adding a single constraint optimises after it). The result is an optimum of the same
    /// system; where the optimum is not unique it may be another one than one-by-one adds
    /// reach, but it is the same for the same batch in every process.
    ///
    /// - Complexity: the undo is a copy-on-write snapshot of the solver, so when the batch
    ///   holds a required constraint (which may fail), the first change copies the solver's
    ///   storage once: O(size of the solver before the batch) on top of the adds.
    /// - Throws: what adding one constraint throws, for the first constraint that cannot be added.
    ///   For a conflict, the conflict set may name constraints of the batch listed before the
    ///   failing one (they are not in the solver afterwards).
    public mutating func add(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        let batch = Array(constraints)
        // Errors that need no solving are found before anything changes.
        var seen = Set<ObjectIdentifier>()
        var mayFail = false
        var magnitude = 0.0
        for c in batch {
            guard entryOf[ObjectIdentifier(c)] == nil, seen.insert(ObjectIdentifier(c)).inserted else {
                throw .duplicateConstraint(c)
            }
            guard c.strength.isValid else { throw .invalidStrength(c.strength) }
            guard c.expression.isFinite else { throw .nonFiniteConstraint(c) }
            if c.strength.isRequired { mayFail = true }
            magnitude = max(magnitude, c.expression.magnitude)
        }
        // An optional constraint always fits (its error symbols absorb any constant), so only
        // a batch with a required member, or with numbers large enough to overflow, needs the
        // snapshot.
        var guardState = overflowGuard(input: magnitude)
        if mayFail && guardState.snapshot == nil { guardState = OverflowGuard(largest: tableau.largest, snapshot: self) }
        var added: [Int32] = []
        for c in batch {
            do {
                added.append(try addEntry(c))
            } catch {
                if let snapshot = guardState.snapshot { self = snapshot }
                throw error
            }
        }
        tableau.optimize(artificialGoal: false)
        if overflowed, let last = batch.last { try refuseOverflow(guardState, blame: last, undo: .added(added)) }
        checkInvariants()
    }

    /// Removes a constraint.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = entryOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        var editVariable: Variable?
        if let v = edits.first(where: { $0.value == index })?.key {
            editVariable = variables.first { $0.id == v }
            edits[v] = nil
        }
        let guardState = overflowGuard(input: 0)
        let entry = entries[Int(index)]!
        removeEntry(index)
        tableau.optimize(artificialGoal: false)
        if overflowed { try refuseOverflow(guardState, blame: constraint, undo: .removed(entry, editOf: editVariable)) }
        checkInvariants()
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        entryOf[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints in the solver (edit constraints excluded), in the order they were added.
    public var constraints: [Constraint] {
        let editEntries = Set(edits.values)
        return entries.indices
            .compactMap { i in entries[i].flatMap { editEntries.contains(Int32(i)) ? nil : $0 } }
            .sorted { $0.sequence < $1.sequence }
            .map(\.constraint)
    }

    /// The constraint's current constant (the number on the right), or nil when it is not in
    /// the solver.
    public func constant(of constraint: Constraint) -> Double? {
        guard let index = entryOf[ObjectIdentifier(constraint)] else { return nil }
        return entries[Int(index)]?.constant
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
        try changeConstantGuarded(of: index, to: value)
        checkInvariants()
    }

    /// The constraint's current strength, or nil when it is not in the solver.
    public func strength(of constraint: Constraint) -> Strength? {
        guard let index = entryOf[ObjectIdentifier(constraint)] else { return nil }
        return entries[Int(index)]?.strength
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
        let entry = entries[Int(index)]!
        guard !strength.isRequired, !entry.strength.isRequired else { throw .requiredStrengthChange(constraint) }
        if strength == entry.strength { return }
        let guardState = overflowGuard(input: strength.weight)
        removeCosts(of: entry)
        addCosts(marker: entry.marker, other: entry.other, strength: strength)
        entries[Int(index)]!.strength = strength
        tableau.optimize(artificialGoal: false)
        if overflowed { try refuseOverflow(guardState, blame: constraint, undo: .strength(index, entry.strength)) }
        checkInvariants()
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
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(variable.linearExpression, .equal, strength: strength, label: "edit \(variable)")
        // Added where the variable stands now, the edit costs nothing and changes no value;
        // moving it to its starting preference (0, as in kiwi) is then an ordinary suggestion
        // for the dual simplex. Adding it at 0 directly would leave the primal simplex a long
        // walk of degenerate pivots when the variable already depends on many constraints
        // (kiwi's add-order problem: a grid built before its width's edit).
        let current = value(of: variable)
        let guardState = overflowGuard(input: current)
        let index: Int32
        do { index = try addEntry(constraint, constant: current) } catch { abandon(guardState); throw error }
        edits[variable.id] = index
        tableau.optimize(artificialGoal: false)
        // An edit's constant change cannot fail (its errors absorb any value).
        _ = try? changeConstant(of: index, to: 0)
        if overflowed {
            edits[variable.id] = nil
            try refuseOverflow(guardState, blame: constraint, undo: .added([index]))
        }
        checkInvariants()
    }

    /// Stops `variable` being an edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        let guardState = overflowGuard(input: 0)
        let entry = entries[Int(index)]!
        removeEntry(index)
        tableau.optimize(artificialGoal: false)
        if overflowed { try refuseOverflow(guardState, blame: entry.constraint, undo: .removed(entry, editOf: variable)) }
        checkInvariants()
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
        try changeConstantGuarded(of: index, to: value)
        checkInvariants()
    }

    // MARK: - Values

    /// The current value of `variable` (0 for a variable the solver does not know). Cheap:
    /// one dictionary look-up and one row read.
    public func value(of variable: Variable) -> Double {
        guard let s = symbolOf[variable.id] else { return 0 }
        return tableau.value(of: s)
    }

    /// Refreshes ``values`` for every variable; allocation-free once ``values`` has its size.
    public mutating func updateVariables() {
        if values.count != variableSymbols.count {
            values = [Double](repeating: 0, count: variableSymbols.count)
        }
        for i in variableSymbols.indices {
            values[i] = tableau.value(of: variableSymbols[i])
        }
    }

    /// Whether the solver could move `variable` without changing anything it minimises:
    /// the system leaves it (at least partly) undetermined.
    ///
    /// First a local test (a symbol of the variable's row that costs nothing at any level and
    /// can move on its own); when that finds nothing, an exact one: on a copy of the tableau,
    /// the simplex tries to lower and to raise the variable using only symbols that cost
    /// nothing, which explores exactly the set of optimal solutions (at a degenerate vertex
    /// the local test alone would miss moves that need several symbols at once). Meant for
    /// debugging and diagnostics: the exact test costs a copy of the solver.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let s = symbolOf[variable.id] else { return true }
        let r = tableau.rowOf[Int(s)]
        if r == noSymbol {
            if isMovable(s) { return true }
        } else {
            for p in tableau.rows[Int(r)].symbols where isMovable(p) { return true }
        }
        return canMove(s, direction: 1) || canMove(s, direction: -1)
    }

    /// Whether `direction × s` can go below its current value over the optimal set: a primal
    /// simplex on a copy of the tableau that enters only cost-free symbols (Bland's rule).
    private func canMove(_ s: Symbol, direction: Double) -> Bool {
        var t = tableau
        var goal = Row()
        let r = t.rowOf[Int(s)]
        if r == noSymbol {
            goal.appendCell(s, direction)
        } else {
            goal = t.rows[Int(r)]
            goal.basic = noSymbol
            goal.scale(by: direction)
        }
        let start = goal.constant
        t.artificial = [goal]
        for _ in 0..<100_000 {
            let g = t.artificial[0]
            var entering = noSymbol
            var move = 0.0
            for i in g.symbols.indices {
                let p = g.symbols[i]
                let kind = t.kinds[Int(p)]
                if kind == .dummy || !t.isCostFree(p) { continue }
                if g.coefficients[i] < 0 { entering = p; move = 1; break }
                if kind == .external { entering = p; move = -1; break }
            }
            if entering == noSymbol { return false }
            guard let leaving = t.leavingRow(for: entering, direction: move) else { return true }
            t.pivot(entering: entering, rowIndex: leaving)
            if t.artificial[0].constant < start - 1e-9 * max(1, abs(start)) { return true }
        }
        return false
    }

    /// A parametric symbol that costs nothing at any level and can move some way.
    private func isMovable(_ s: Symbol) -> Bool {
        let kind = tableau.kinds[Int(s)]
        if kind == .dummy || !tableau.isCostFree(s) { return false }
        var upBlocked = false, downBlocked = kind != .external
        for t in tableau.columns[Int(s)] {
            let row = tableau.rows[Int(t)]
            guard tableau.kinds[Int(row.basic)].isRestricted, row.isConstantZero else { continue }
            let c = row.coefficient(of: s)
            if c < 0 { upBlocked = true }
            if c > 0 { downBlocked = true }
        }
        return !(upBlocked && downBlocked)
    }

    /// Removes every constraint, edit variable and variable.
    public mutating func reset() {
        self = Solver()
    }

    @inline(__always)
    func checkInvariants() {
        #if CASSOWARY_CHECK_INVARIANTS
        tableau._checkInvariants()
        for entry in entries.compactMap({ $0 }) where entry.anchor != noSymbol || entry.isRedundant {
            precondition(tableau.columns[Int(entry.marker)].isEmpty && tableau.rowOf[Int(entry.marker)] == noSymbol,
                         "the marker of \(entry.constraint) is implicit or redundant but sits in the tableau")
        }
        // The objective equals the weighted error symbols, with basic ones through their rows.
        if tableau.kinds.count < 2_000 {
            var expected = tableau.costs.map { [Double](repeating: 0, count: $0.count) }
            // The magnitude of what makes each cost: weights far apart within one level
            // (3.3e10 next to 0.01) leave rounding of that size in the running sums.
            var magnitude = expected
            for entry in entries.compactMap({ $0 }) where !entry.strength.isRequired && !entry.isRedundant {
                guard let k = tableau.levels.firstIndex(of: entry.strength.level) else {
                    preconditionFailure("no objective level for \(entry.constraint)")
                }
                for e in errorSymbols(marker: entry.marker, other: entry.other) where e != noSymbol {
                    let r = tableau.rowOf[Int(e)]
                    if r == noSymbol {
                        expected[k][Int(e)] += entry.strength.weight
                        magnitude[k][Int(e)] += entry.strength.weight
                    } else {
                        let row = tableau.rows[Int(r)]
                        for i in row.symbols.indices {
                            expected[k][Int(row.symbols[i])] += entry.strength.weight * row.coefficients[i]
                            magnitude[k][Int(row.symbols[i])] += abs(entry.strength.weight * row.coefficients[i])
                        }
                    }
                }
            }
            for k in expected.indices {
                // Costs are running sums over the whole history of pivots, so their rounding is
                // relative to the largest numbers the level and the rows have held, not only
                // to today's (a 1e150 coefficient once in a row leaves rounding of 1e134).
                let levelMagnitude = max(magnitude[k].reduce(0, max), tableau.largest)
                for s in expected[k].indices
                where abs(expected[k][s] - tableau.costs[k][s]) > 1e-6 * max(1, abs(expected[k][s])) + 1e-12 * levelMagnitude {
                    preconditionFailure("objective level \(tableau.levels[k]): cost of symbol \(s) is \(tableau.costs[k][s]), expected \(expected[k][s])")
                }
            }
        }
        #endif
    }

    /// A one-line summary; see ``dump()`` for the whole tableau.
    public var description: String {
        "Solver(\(entryOf.count) constraints, \(edits.count) edit variables, \(variables.count) variables, \(tableau.rows.count - tableau.freeRows.count) rows)"
    }
}
