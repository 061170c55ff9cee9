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
    }

    var tableau = Tableau()
    var entries: [Entry?] = []
    var freeEntries: [Int32] = []
    var entryOf: [ObjectIdentifier: Int32] = [:]
    var nextSequence: UInt64 = 0
    var symbolOf: [Variable.ID: Symbol] = [:]
    var variableSymbols: [Symbol] = []
    var edits: [Variable.ID: Int32] = [:]
    /// Symbols made by the operation in progress, for an exact rollback.
    var madeSymbols: [Symbol] = []

    /// Every variable the solver has seen, in order of first appearance.
    public private(set) var variables: [Variable] = []
    /// The value of each of ``variables`` (same order) as of the last ``updateVariables()``.
    public private(set) var values: [Double] = []

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
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        _ = try addEntry(constraint)
        tableau.optimize(artificialGoal: false)
        checkInvariants()
    }

    /// Adds constraints in order. If one fails, those added before it by this call are
    /// removed again and the error is thrown.
    public mutating func add(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        var added: [Constraint] = []
        for c in constraints {
            do {
                try add(c)
                added.append(c)
            } catch {
                for a in added.reversed() { try? remove(a) }
                throw error
            }
        }
    }

    /// Removes a constraint.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = entryOf[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        if let v = edits.first(where: { $0.value == index })?.key {
            edits[v] = nil
        }
        removeEntry(index)
        tableau.optimize(artificialGoal: false)
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
        entryOf[ObjectIdentifier(constraint)].flatMap { entries[Int($0)]?.constant }
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
        try changeConstant(of: index, to: value)
        checkInvariants()
    }

    /// The constraint's current strength, or nil when it is not in the solver.
    public func strength(of constraint: Constraint) -> Strength? {
        entryOf[ObjectIdentifier(constraint)].flatMap { entries[Int($0)]?.strength }
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
        removeCosts(of: entry)
        addCosts(marker: entry.marker, other: entry.other, strength: strength)
        entries[Int(index)]!.strength = strength
        tableau.optimize(artificialGoal: false)
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
        let index = try addEntry(constraint)
        edits[variable.id] = index
        tableau.optimize(artificialGoal: false)
        checkInvariants()
    }

    /// Stops `variable` being an edit variable.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        removeEntry(index)
        tableau.optimize(artificialGoal: false)
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
        try changeConstant(of: index, to: value)
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
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let s = symbolOf[variable.id] else { return true }
        let r = tableau.rowOf[Int(s)]
        if r == noSymbol { return isMovable(s) }
        return tableau.rows[Int(r)].symbols.contains { isMovable($0) }
    }

    /// A parametric symbol that costs nothing at any level and can move some way.
    private func isMovable(_ s: Symbol) -> Bool {
        let kind = tableau.kinds[Int(s)]
        if kind == .dummy || !tableau.isCostFree(s) { return false }
        var upBlocked = false, downBlocked = kind != .external
        for t in tableau.columns[Int(s)] {
            let row = tableau.rows[Int(t)]
            guard tableau.kinds[Int(row.basic)].isRestricted, nearZero(row.constant) else { continue }
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

    // MARK: - Machinery

    /// The tableau symbol of `variable`, made on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let s = symbolOf[variable.id] { return s }
        let s = makeSymbol(.external)
        symbolOf[variable.id] = s
        variables.append(variable)
        variableSymbols.append(s)
        return s
    }

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int32 = -1) -> Symbol {
        let s = tableau.newSymbol(kind, owner: owner)
        madeSymbols.append(s)
        return s
    }

    /// Adds the constraint's row (kiwi's `addConstraint` without the final optimisation).
    mutating func addEntry(_ constraint: Constraint) throws(SolverError) -> Int32 {
        madeSymbols.removeAll(keepingCapacity: true)
        let variableCount = variables.count
        let index: Int32
        if let free = freeEntries.popLast() { index = free } else {
            index = Int32(entries.count)
            entries.append(nil)
        }

        // createRow: the expression with basic variables replaced by their rows.
        let expression = constraint.expression
        for term in expression.terms {
            tableau.accumulate(symbol(for: term.variable), term.coefficient)
        }
        tableau.accumulatorConstant += expression.constant
        var row = tableau.takeAccumulated()

        let strength = constraint.strength
        let marker: Symbol, other: Symbol, markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, owner: index)
            markerCoefficient = sign
            insertCell(&row, marker, sign)
            if strength.isRequired {
                other = noSymbol
            } else {
                other = makeSymbol(.error, owner: index)
                insertCell(&row, other, -sign)
            }
        case .equal:
            if strength.isRequired {
                marker = makeSymbol(.dummy, owner: index)
                other = noSymbol
                markerCoefficient = 1
                insertCell(&row, marker, 1)
            } else {
                marker = makeSymbol(.error, owner: index)
                other = makeSymbol(.error, owner: index)
                markerCoefficient = -1
                insertCell(&row, marker, -1)
                insertCell(&row, other, 1)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == noSymbol && row.symbols.allSatisfy({ tableau.kinds[Int($0)] == .dummy }) {
            if !nearZero(row.constant) {
                let conflicts = conflictSet(of: row, excluding: index)
                rollback(entry: index, variableCount: variableCount)
                throw .unsatisfiable(constraint, conflicts: conflicts)
            }
            subject = marker
        }

        if subject == noSymbol {
            if let conflicts = addWithArtificialVariable(row, entry: index) {
                rollback(entry: index, variableCount: variableCount)
                throw .unsatisfiable(constraint, conflicts: conflicts)
            }
        } else {
            solve(&row, for: subject)
            let r = tableau.insertRow(row)
            tableau.substituteEverywhere(subject, rowIndex: r)
        }

        addCosts(marker: marker, other: other, strength: strength)

        entries[Int(index)] = Entry(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
            constant: constraint.constant, sequence: nextSequence, strength: strength)
        nextSequence += 1
        entryOf[ObjectIdentifier(constraint)] = index
        return index
    }

    /// Undoes the bookkeeping of a failed ``addEntry(_:)``; the tableau is already restored.
    private mutating func rollback(entry index: Int32, variableCount: Int) {
        for s in madeSymbols.reversed() {
            tableau.owner[Int(s)] = -1
            if Int(s) == tableau.kinds.count - 1 {
                tableau.kinds.removeLast()
                tableau.rowOf.removeLast()
                tableau.columns.removeLast()
                tableau.owner.removeLast()
                tableau.accumulator.removeLast()
            } else {
                tableau.freeSymbols.append(s)
            }
        }
        madeSymbols.removeAll(keepingCapacity: true)
        while variables.count > variableCount {
            symbolOf[variables.removeLast().id] = nil
            variableSymbols.removeLast()
        }
        if Int(index) == entries.count - 1 { entries.removeLast() } else { freeEntries.append(index) }
    }

    private func insertCell(_ row: inout Row, _ s: Symbol, _ c: Double) {
        let (at, _) = row.position(of: s)
        row.symbols.insert(s, at: at)
        row.coefficients.insert(c, at: at)
    }

    /// Turns `0 = constant + Σ` into `subject = …`.
    private func solve(_ row: inout Row, for subject: Symbol) {
        let (i, _) = row.position(of: subject)
        let t = row.coefficients[i]
        row.symbols.remove(at: i)
        row.coefficients.remove(at: i)
        row.scale(by: -1 / t)
        row.basic = subject
    }

    /// kiwi's `chooseSubject`, reordered to avoid fill-in. In order of preference:
    /// 1. the constraint's own slack or error symbol, when its coefficient is negative (the
    ///    row is then feasible at once, and the symbol is new, so nothing is substituted);
    /// 2. the external variable that appears in the fewest rows (lowest id on ties): a new
    ///    variable costs no substitution at all.
    /// Returns `noSymbol` when neither exists.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        for s in [marker, other] where s != noSymbol {
            let kind = tableau.kinds[Int(s)]
            if (kind == .slack || kind == .error) && row.coefficient(of: s) < 0 { return s }
        }
        var best = noSymbol
        var bestLength = Int.max
        for s in row.symbols where tableau.kinds[Int(s)] == .external {
            let length = tableau.columns[Int(s)].count
            if length < bestLength { best = s; bestLength = length }
        }
        return best
    }

    /// kiwi's `addWithArtificialVariable`. Returns nil on success, or the conflict set when the
    /// row cannot be satisfied; then the tableau is pivoted back exactly where it was.
    private mutating func addWithArtificialVariable(_ row: Row, entry index: Int32) -> [Constraint]? {
        let art = makeSymbol(.slack)
        var artRow = row
        artRow.basic = art
        tableau.journaling = true
        tableau.journal.removeAll(keepingCapacity: true)
        _ = tableau.insertRow(artRow)
        var objective = row
        objective.basic = noSymbol
        tableau.artificial = [objective]
        tableau.optimize(artificialGoal: true)
        let final = tableau.artificial[0]
        tableau.artificial = []
        tableau.journaling = false

        if !nearZero(final.constant) {
            let conflicts = conflictSet(of: final, excluding: index)
            undoJournal()
            _ = tableau.removeRow(tableau.rowOf[Int(art)])
            tableau.infeasible.removeAll(keepingCapacity: true)
            return conflicts
        }

        let r = tableau.rowOf[Int(art)]
        if r != noSymbol {
            var artRow = tableau.removeRow(r)
            // Any symbol but a dummy may replace the artificial one; prefer slack and error
            // symbols (kiwi's `anyPivotableSymbol`), then externals.
            let entering = artRow.symbols.first { tableau.kinds[Int($0)] == .slack || tableau.kinds[Int($0)] == .error }
                ?? artRow.symbols.first { tableau.kinds[Int($0)] == .external }
            if let entering {
                // art = c + t·entering + Σ, with art = 0.
                artRow.basic = noSymbol
                solve(&artRow, for: entering)
                let newIndex = tableau.insertRow(artRow)
                tableau.substituteEverywhere(entering, rowIndex: newIndex)
            }
            // Otherwise the row holds only dummies at a zero constant: the artificial variable
            // is identically zero and its row can go.
        }
        // The artificial variable is now parametric at 0: drop its column.
        for t in tableau.columns[Int(art)] {
            var target = Row()
            swap(&target, &tableau.rows[Int(t)])
            let (i, found) = target.position(of: art)
            if found {
                target.symbols.remove(at: i)
                target.coefficients.remove(at: i)
            }
            swap(&target, &tableau.rows[Int(t)])
        }
        tableau.columns[Int(art)].removeAll()
        for k in tableau.objectives.indices {
            let (i, found) = tableau.objectives[k].position(of: art)
            if found {
                tableau.objectives[k].symbols.remove(at: i)
                tableau.objectives[k].coefficients.remove(at: i)
            }
        }
        tableau.freeSymbol(art)
        madeSymbols.removeLast()
        return nil
    }

    /// Pivots back through the journal, newest first, restoring the basis it started from.
    private mutating func undoJournal() {
        let journal = tableau.journal
        tableau.journaling = false
        for (entering, leaving) in journal.reversed() {
            tableau.pivot(entering: leaving, rowIndex: tableau.rowOf[Int(entering)])
        }
        tableau.journal.removeAll(keepingCapacity: true)
    }

    /// The required constraints whose markers have a cell in `row` (and the owner of its basic
    /// symbol): the constraints the row was derived from, which together cannot hold. In the
    /// order they were added.
    func conflictSet(of row: Row, excluding index: Int32) -> [Constraint] {
        var owners: [Int32] = []
        var symbols = row.symbols
        if row.basic != noSymbol { symbols.append(row.basic) }
        for s in symbols {
            let kind = tableau.kinds[Int(s)]
            guard kind == .dummy || kind == .slack else { continue }
            let o = tableau.owner[Int(s)]
            guard o >= 0, o != index, let entry = entries[Int(o)], entry.constraint.strength.isRequired else { continue }
            if !owners.contains(o) { owners.append(o) }
        }
        return owners.compactMap { entries[Int($0)] }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// kiwi's `removeConstraint`, without the final optimisation.
    mutating func removeEntry(_ index: Int32) {
        guard let entry = entries[Int(index)] else { return }
        removeCosts(of: entry)

        let marker = entry.marker
        if tableau.rowOf[Int(marker)] != noSymbol {
            _ = tableau.removeRow(tableau.rowOf[Int(marker)])
        } else if let r = markerLeavingRow(marker) {
            tableau.pivot(entering: marker, rowIndex: r)
            _ = tableau.removeRow(tableau.rowOf[Int(marker)])
        }
        // The other error symbol belonged to this constraint alone: fix it at zero.
        let other = entry.other
        if other != noSymbol {
            if tableau.rowOf[Int(other)] != noSymbol {
                _ = tableau.removeRow(tableau.rowOf[Int(other)])
            } else {
                dropColumn(other)
            }
        }
        if tableau.rowOf[Int(marker)] == noSymbol && !tableau.columns[Int(marker)].isEmpty {
            dropColumn(marker)
        }
        tableau.freeSymbol(marker)
        if other != noSymbol { tableau.freeSymbol(other) }
        entries[Int(index)] = nil
        entryOf[ObjectIdentifier(entry.constraint)] = nil
        freeEntries.append(index)
    }

    /// kiwi's `removeConstraintEffects`: takes the error symbols' costs out of the objective.
    private mutating func removeCosts(of entry: Entry) {
        let strength = entry.strength
        guard !strength.isRequired, let k = tableau.levelIndex(strength.level, create: false) else { return }
        for e in [entry.marker, entry.other] where e != noSymbol && tableau.kinds[Int(e)] == .error {
            tableau.addCost(e, weight: -strength.weight, level: k)
        }
        for e in [entry.marker, entry.other] where e != noSymbol && tableau.kinds[Int(e)] == .error {
            if let k = tableau.levelIndex(strength.level, create: false) { tableau.releaseLevel(k) }
        }
    }

    /// Gives the error symbols of an optional entry their costs at `strength`.
    private mutating func addCosts(marker: Symbol, other: Symbol, strength: Strength) {
        guard !strength.isRequired else { return }
        let k = tableau.levelIndex(strength.level, create: true)!
        for e in [marker, other] where e != noSymbol && tableau.kinds[Int(e)] == .error {
            tableau.levelCounts[k] += 1
            tableau.addCost(e, weight: strength.weight, level: k)
        }
    }

    /// Removes every cell of a parametric symbol (fixing it at zero).
    private mutating func dropColumn(_ s: Symbol) {
        for t in tableau.columns[Int(s)] {
            let (i, found) = tableau.rows[Int(t)].position(of: s)
            if found {
                tableau.rows[Int(t)].symbols.remove(at: i)
                tableau.rows[Int(t)].coefficients.remove(at: i)
            }
        }
        tableau.columns[Int(s)].removeAll()
        for k in tableau.objectives.indices {
            let (i, found) = tableau.objectives[k].position(of: s)
            if found {
                tableau.objectives[k].symbols.remove(at: i)
                tableau.objectives[k].coefficients.remove(at: i)
            }
        }
    }

    /// kiwi's `getMarkerLeavingRow`: the row to pivot a parametric marker into before its row is
    /// dropped. Preference: a row whose basic symbol is a dummy (a redundant required equality,
    /// which then takes over the removed constraint's role), then the restricted row with the
    /// smallest ratio where the marker's coefficient is negative, then where it is positive,
    /// then a row with an external basic symbol. Ties go to the lowest basic symbol.
    private func markerLeavingRow(_ marker: Symbol) -> Int32? {
        var dummyRow = noSymbol, first = noSymbol, second = noSymbol, third = noSymbol
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var b0 = Symbol.max, b1 = Symbol.max, b2 = Symbol.max, b3 = Symbol.max
        for t in tableau.columns[Int(marker)] {
            let row = tableau.rows[Int(t)]
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            switch tableau.kinds[Int(row.basic)] {
            case .dummy:
                if row.basic < b0 { dummyRow = t; b0 = row.basic }
            case .external:
                if row.basic < b3 { third = t; b3 = row.basic }
            case .slack, .error:
                if c < 0 {
                    let r = -row.constant / c
                    if r < r1 || (r == r1 && row.basic < b1) { r1 = r; first = t; b1 = row.basic }
                } else {
                    let r = row.constant / c
                    if r < r2 || (r == r2 && row.basic < b2) { r2 = r; second = t; b2 = row.basic }
                }
            }
        }
        for candidate in [dummyRow, first, second, third] where candidate != noSymbol { return candidate }
        return nil
    }

    /// Moves entry `index`'s constant to `value`: shifts its marker through the rows that hold
    /// it, then runs the dual simplex. On failure everything is pivoted and shifted back.
    mutating func changeConstant(of index: Int32, to value: Double) throws(SolverError) {
        let entry = entries[Int(index)]!
        let delta = value - entry.constant
        if delta == 0 { return }
        let amount = delta / entry.markerCoefficient
        tableau.journal.removeAll(keepingCapacity: true)
        tableau.journaling = true
        if let broken = tableau.shift(entry.marker, by: amount) {
            tableau.journaling = false
            let conflicts = conflictSet(of: tableau.rows[Int(broken)], excluding: index)
            _ = tableau.shift(entry.marker, by: -amount)
            tableau.infeasible.removeAll(keepingCapacity: true)
            throw .unsatisfiable(entry.constraint, conflicts: conflicts)
        }
        if let failed = tableau.dualOptimize() {
            tableau.journaling = false
            let conflicts = conflictSet(of: tableau.rows[Int(failed)], excluding: index)
            undoJournal()
            _ = tableau.shift(entry.marker, by: -amount)
            tableau.infeasible.removeAll(keepingCapacity: true)
            throw .unsatisfiable(entry.constraint, conflicts: conflicts)
        }
        tableau.journaling = false
        entries[Int(index)]!.constant = value
    }

    @inline(__always)
    func checkInvariants() {
        #if CASSOWARY_CHECK_INVARIANTS
        tableau._checkInvariants()
        #endif
    }

    /// A one-line summary; see ``dump()`` for the whole tableau.
    public var description: String {
        "Solver(\(entryOf.count) constraints, \(edits.count) edit variables, \(variables.count) variables, \(tableau.rows.count - tableau.freeRows.count) rows)"
    }
}
