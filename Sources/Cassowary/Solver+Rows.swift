/// Adding, placing and removing constraint rows: kiwi's `addConstraint`, `createRow`,
/// `chooseSubject`, `addWithArtificialVariable` and `removeConstraint`, adapted to implicit
/// markers and redundant equalities.
extension Solver {
    // MARK: Symbols

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
        while occurrences.count < tableau.kinds.count {
            occurrences.append([])
            implicitCount.append(0)
            sensitivity.append(0)
            sensitivitySeen.append(false)
        }
        return s
    }

    // MARK: Adding

    /// How placing a row went.
    enum Placement {
        /// The row is in the tableau.
        case placed
        /// The row reduced to `0 = 0`: the constraint is implied by the required equalities.
        case redundant
        /// The row cannot hold. The conflict set is known when markers are explicit.
        case unsatisfiable([Constraint]?)
    }

    /// Adds the constraint (kiwi's `addConstraint` without the final optimisation) and returns
    /// its entry index. On error everything is as it was.
    mutating func addEntry(_ constraint: Constraint, constant: Double? = nil) throws(SolverError) -> Int32 {
        let constant = constant ?? constraint.constant
        madeSymbols.removeAll(keepingCapacity: true)
        let variableCount = variables.count
        let index: Int32
        if let free = freeEntries.popLast() { index = free } else {
            index = Int32(entries.count)
            entries.append(nil)
            pending.append(0)
            pendingQueued.append(false)
        }

        // The anchor candidate: the first variable that no implicit equality holds yet (a new
        // variable always qualifies). Every implicit equality that will hold it comes later.
        var anchor = noSymbol
        var termSymbols: [Symbol] = []
        termSymbols.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            let s = symbol(for: term.variable)
            termSymbols.append(s)
            if anchor == noSymbol && implicitCount[Int(s)] == 0 { anchor = s }
        }

        let strength = constraint.strength
        let marker: Symbol, other: Symbol, markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, owner: index)
            other = strength.isRequired ? noSymbol : makeSymbol(.error, owner: index)
        case .equal:
            if strength.isRequired {
                marker = makeSymbol(.dummy, owner: index)
                other = noSymbol
                markerCoefficient = 1
            } else {
                marker = makeSymbol(.error, owner: index)
                other = makeSymbol(.error, owner: index)
                markerCoefficient = -1
            }
        }
        // A required equality with an anchor keeps its marker out of the rows: leaving the
        // dummy out is what keeps chains of equalities from filling the tableau (kiwi's
        // quadratic behaviour). See Solver+ImplicitMarkers.swift.
        let implicit = !explicitMarkers && constraint.relation == .equal && strength.isRequired && anchor != noSymbol
        entries[Int(index)] = Entry(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
            constant: constant, sequence: nextSequence, strength: strength,
            anchor: implicit ? anchor : noSymbol, isRedundant: false,
            symbols: termSymbols)

        switch placeRow(makeRow(for: index, constant: constant), entry: index) {
        case .placed:
            if implicit {
                for s in termSymbols { implicitCount[Int(s)] += 1 }
            }
        case .redundant:
            // Implied by the others, it has no row; should it get one again it is explicit.
            entries[Int(index)]!.isRedundant = true
            entries[Int(index)]!.anchor = noSymbol
            redundantCount += 1
        case .unsatisfiable(let known):
            entries[Int(index)] = nil
            rollback(entry: index, variableCount: variableCount)
            let conflicts = known ?? explainConflict(adding: constraint)
            throw .unsatisfiable(constraint, conflicts: conflicts)
        }

        addCosts(marker: marker, other: other, strength: strength)
        for s in termSymbols { occurrences[Int(s)].append(index) }
        nextSequence += 1
        entryOf[ObjectIdentifier(constraint)] = index
        return index
    }

    /// kiwi's `createRow`: the entry's expression with `constant` on the right, basic
    /// variables replaced by their rows, and the marker cells (the dummy only when explicit).
    mutating func makeRow(for index: Int32, constant: Double) -> Row {
        let entry = entries[Int(index)]!
        let terms = entry.constraint.expression.terms
        for i in entry.symbols.indices {
            tableau.accumulate(entry.symbols[i], terms[i].coefficient)
        }
        tableau.accumulateConstant(-constant)
        var row = tableau.takeAccumulated()
        if entry.anchor == noSymbol {
            insertCell(&row, entry.marker, entry.markerCoefficient)
        }
        if entry.other != noSymbol {
            insertCell(&row, entry.other, -entry.markerCoefficient)
        }
        return row
    }

    /// Puts a constraint's row into the tableau (the second half of kiwi's `addConstraint`).
    mutating func placeRow(_ row: consuming Row, entry index: Int32) -> Placement {
        // Consumed, so the row's arrays are uniquely referenced here and change in place
        // (a borrowed row would be copied by the first change).
        var row = row
        if row.constant < 0 { row.scale(by: -1) }
        let entry = entries[Int(index)]!
        var subject = chooseSubject(row, marker: entry.marker, other: entry.other)
        if subject == entry.marker || subject == entry.other, entry.other != noSymbol,
           tableau.kinds[Int(entry.marker)] == .error, row.isConstantZero {
            subject = balancedErrorSubject(row, entry: entry)
        }
        if subject == noSymbol && tableau.holdsOnlyDummies(row) {
            if row.isConstantZero { return .redundant }
            return .unsatisfiable(explicitMarkers ? conflictSet(of: row, excluding: index) : nil)
        }
        // The dual simplex needs an optimal tableau: it is one after every public call, but
        // within a batch the rows placed so far may have left it short of optimal.
        let optimal = subject == noSymbol && tableau.enteringSymbol() == nil
        if optimal && tableau.kinds[Int(entry.marker)] == .slack && entry.strength.isRequired {
            return addWithDualSimplex(row, entry: index)
        }
        if subject == noSymbol {
            if let conflicts = addWithArtificialVariable(row, entry: index, dual: optimal) {
                return .unsatisfiable(explicitMarkers ? conflicts : nil)
            }
            return .placed
        }
        solve(&row, for: subject)
        let r = tableau.insertRow(consume row)
        tableau.substituteEverywhere(subject, rowIndex: r)
        return .placed
    }

    /// Undoes the bookkeeping of a failed ``addEntry(_:)``; the tableau is already restored.
    private mutating func rollback(entry index: Int32, variableCount: Int) {
        for s in madeSymbols.reversed() {
            tableau.owner[Int(s)] = -1
            if Int(s) == tableau.kinds.count - 1 {
                tableau.removeLastSymbol()
                occurrences.removeLast()
                implicitCount.removeLast()
                sensitivity.removeLast()
                sensitivitySeen.removeLast()
            } else {
                tableau.freeSymbols.append(s)
            }
        }
        madeSymbols.removeAll(keepingCapacity: true)
        while variables.count > variableCount {
            symbolOf[variables.removeLast().id] = nil
            variableSymbols.removeLast()
        }
        if Int(index) == entries.count - 1 {
            entries.removeLast()
            pending.removeLast()
            pendingQueued.removeLast()
        } else {
            freeEntries.append(index)
        }
    }

    func insertCell(_ row: inout Row, _ s: Symbol, _ c: Double) {
        let (at, _) = row.position(of: s)
        row.insertCell(s, c, at: at)
    }

    /// Turns `0 = constant + Σ` into `subject = …`.
    mutating func solve(_ row: inout Row, for subject: Symbol) {
        let (i, _) = row.position(of: subject)
        let t = row.coefficients[i]
        row.removeCell(at: i)
        row.scale(by: -1 / t)
        row.basic = subject
        tableau.note(row)
    }

    /// kiwi's `chooseSubject`, extended so that fewer rows need the artificial variable and
    /// fewer substitutions happen. A symbol qualifies when making it basic keeps every
    /// restricted row feasible (``keepsFeasible(_:_:)``). In order of preference:
    /// 1. a qualifying external variable, the one in the fewest rows (lowest id on ties) — a
    ///    new variable costs no substitution at all;
    /// 2. the constraint's own slack or error symbol, when its coefficient is negative (it is
    ///    new, so nothing is substituted, and the row's constant is non-negative);
    /// 3. any other qualifying slack or error symbol of the row, the one in the fewest rows.
    ///    kiwi sends such rows through the artificial variable, whose optimisation can take a
    ///    long walk of degenerate pivots (a required `w1 == w2` added after the optional
    ///    constraints on `w1` and `w2`); here it is one substitution.
    /// Returns `noSymbol` when nothing qualifies; the row then goes through the artificial
    /// variable.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        var best = noSymbol
        var bestLength = Int.max
        for s in row.symbols where tableau.kinds[Int(s)] == .external {
            let length = tableau.columns[Int(s)].count
            if length < bestLength && keepsFeasible(s, row) { best = s; bestLength = length }
        }
        if best != noSymbol { return best }
        for s in CollectionOfTwo(marker, other) where s != noSymbol {
            let kind = tableau.kinds[Int(s)]
            if (kind == .slack || kind == .error) && row.coefficient(of: s) < 0 { return s }
        }
        for s in row.symbols where tableau.kinds[Int(s)] == .slack || tableau.kinds[Int(s)] == .error {
            let length = tableau.columns[Int(s)].count
            if length < bestLength && keepsFeasible(s, row) { best = s; bestLength = length }
        }
        return best
    }

    /// For a satisfied optional equality (constant 0) any restricted symbol of the row can be
    /// the subject without moving anything. Pick the one after which the fewest symbols
    /// improve the objective (``improvingCount(_:subject:entry:)``): each of those would cost
    /// the simplex a degenerate pivot, and when many equal preferences share one parameter (a
    /// grid's `w[i] == 120 @weak` with all `w[i]` equal, or the width's edit added after them)
    /// a careless choice leaves it a walk of one such pivot per constraint, each through every
    /// row. The constraint's own error symbols are tried first (no substitution); the others
    /// only when neither of those leaves the objective optimal.
    private func balancedErrorSubject(_ row: Row, entry: Entry) -> Symbol {
        var best = entry.marker
        var bestCount = improvingCount(row, subject: entry.marker, entry: entry)
        if bestCount > 0 {
            let count = improvingCount(row, subject: entry.other, entry: entry)
            if count < bestCount { best = entry.other; bestCount = count }
        }
        if bestCount > 0 {
            var bestLength = Int.max
            for s in row.symbols where s != entry.marker && s != entry.other {
                let kind = tableau.kinds[Int(s)]
                guard kind == .slack || kind == .error else { continue }
                let count = improvingCount(row, subject: s, entry: entry)
                let length = tableau.columns[Int(s)].count
                if count < bestCount || (count == bestCount && best != entry.marker && best != entry.other && length < bestLength) {
                    best = s
                    bestCount = count
                    bestLength = length
                }
            }
        }
        return best
    }

    /// How many symbols of `row` would improve the objective once `row` (a satisfied optional
    /// equality of `entry`) is solved for `subject` and the entry's error symbols carry their
    /// costs: the objective gains `C(subject) × (row solved for subject)`, where `C` includes
    /// the entry's own weight when the subject is one of its error symbols, and each of the
    /// entry's error symbols left parametric costs its weight.
    private func improvingCount(_ row: Row, subject: Symbol, entry: Entry) -> Int {
        let level = entry.strength.level, weight = entry.strength.weight
        let kL = tableau.levelIndex(level)
        let exists = kL < tableau.levels.count && tableau.levels[kL] == level
        let levelCount = tableau.costs.count + (exists ? 0 : 1)
        let ts = row.coefficient(of: subject)
        let subjectIsOwn = subject == entry.marker || subject == entry.other
        var count = 0
        for i in row.symbols.indices {
            let r = row.symbols[i]
            let kind = tableau.kinds[Int(r)]
            if r == subject || kind == .dummy { continue }
            let isOwn = r == entry.marker || r == entry.other
            let tr = row.coefficients[i]
            for j in 0..<levelCount {
                // j runs over the levels after the entry's level is inserted (if it is new).
                let isL = j == kL
                let existing = exists ? j : (j < kL ? j : (j == kL ? -1 : j - 1))
                var cs = existing >= 0 ? tableau.costs[existing][Int(subject)] : 0
                if isL && subjectIsOwn { cs += weight }
                var c = (existing >= 0 ? tableau.costs[existing][Int(r)] : 0) - cs * tr / ts
                if isL && isOwn { c += weight }
                if nearZero(c) { continue }
                if c < 0 || kind == .external { count += 1 }
                break
            }
        }
        return count
    }

    /// Whether solving `row` (`0 = c + t·s + …`) for `s` keeps the tableau feasible: `s`
    /// takes the value `−c/t`, which must not be negative for a restricted `s`, and every row
    /// with a restricted basic symbol that holds `s` moves by its coefficient times that value
    /// and must stay non-negative (a ratio test in which the new row wins).
    private func keepsFeasible(_ s: Symbol, _ row: Row) -> Bool {
        if row.isConstantZero { return true }
        let value = -row.constant / row.coefficient(of: s)
        if tableau.kinds[Int(s)].isRestricted && value < 0 { return false }
        for t in tableau.columns[Int(s)] {
            let r = tableau.rows[Int(t)]
            guard tableau.kinds[Int(r.basic)].isRestricted else { continue }
            let move = r.coefficient(of: s) * value
            let after = r.constant + move
            if after < 0 && !nearZero(after, magnitude: max(r.magnitude, abs(move))) { return false }
        }
        return true
    }

    /// A required inequality that the current solution violates, and that no symbol can
    /// absorb while keeping every row feasible: its row goes in with its own slack basic at a
    /// negative value, and the dual simplex restores feasibility. From an optimal tableau
    /// that walks straight to the new optimum (or proves the constraint cannot hold), where
    /// kiwi's artificial variable first finds some feasible point and then lets the primal
    /// simplex walk back to optimality — two walks, which made a screen built top-down (each
    /// stack's arrangement before its children's sizes) spend most of its time there. On
    /// failure the basis is pivoted back and the saved numbers restored, bit for bit.
    private mutating func addWithDualSimplex(_ row: consuming Row, entry index: Int32) -> Placement {
        var row = row
        // The slack is new: no other row holds it, and a required constraint has no cost.
        solve(&row, for: entries[Int(index)]!.marker)
        if let conflicts = placeInfeasibleRow(row, artificialObjective: nil, entry: index) {
            return .unsatisfiable(explicitMarkers ? conflicts : nil)
        }
        return .placed
    }

    /// Inserts `row` (solved for its basic symbol, which may be negative) with the journal and
    /// the saving on, then makes the tableau feasible: by the dual simplex from an optimal
    /// tableau, or, given `artificialObjective`, by minimising it. On failure everything is
    /// pivoted back, the saved numbers restored and the row removed, bit for bit, and the
    /// conflict set read from the markers is returned.
    private mutating func placeInfeasibleRow(_ row: Row, artificialObjective: Row?, entry index: Int32) -> [Constraint]? {
        let basic = row.basic
        tableau.journal.removeAll(keepingCapacity: true)
        tableau.journaling = true
        tableau.saving = true
        _ = tableau.insertRow(row)
        var failure: Row?
        if let artificialObjective {
            tableau.artificial = [artificialObjective]
            tableau.optimize(artificialGoal: true)
            let final = tableau.artificial[0]
            tableau.artificial = []
            if !final.isConstantZero { failure = final }
        } else {
            tableau.infeasible.append(basic)
            if let failed = tableau.dualOptimize() { failure = tableau.rows[Int(failed)] }
        }
        tableau.journaling = false
        guard let failure else {
            tableau.forgetSaved()
            return nil
        }
        let conflicts = conflictSet(of: failure, excluding: index)
        undoJournal()
        tableau.restoreSaved()
        _ = tableau.removeRow(tableau.rowOf[Int(basic)])
        tableau.infeasible.removeAll(keepingCapacity: true)
        return conflicts
    }

    /// kiwi's `addWithArtificialVariable`. Returns nil on success, or the conflict set read
    /// from the markers when the row cannot be satisfied; then the tableau is pivoted back
    /// exactly where it was.
    ///
    /// With `dual` (the tableau is optimal, as after every public call) the artificial
    /// variable goes in negated, `art = −(c + Σ) ≤ 0`, as a symbol that may never enter the
    /// basis, and the dual simplex drives it out to zero: one walk that ends at the new optimum
    /// (see ``addWithDualSimplex(_:entry:)``), where the artificial objective first finds some
    /// feasible point and leaves the primal simplex to walk back to optimality.
    private mutating func addWithArtificialVariable(_ row: Row, entry index: Int32, dual: Bool) -> [Constraint]? {
        let art = makeSymbol(dual ? .dummy : .slack)
        var artRow = row
        if dual { artRow.scale(by: -1) }
        artRow.basic = art
        var objective = row
        objective.basic = noSymbol
        if let conflicts = placeInfeasibleRow(artRow, artificialObjective: dual ? nil : objective, entry: index) {
            return conflicts
        }

        let r = tableau.rowOf[Int(art)]
        if r != noSymbol {
            var artRow = tableau.removeRow(r)
            // Any symbol but a dummy may replace the artificial one; prefer slack and error
            // symbols (kiwi's `anyPivotableSymbol`), then externals.
            var entering = noSymbol
            for s in artRow.symbols where tableau.kinds[Int(s)] == .slack || tableau.kinds[Int(s)] == .error {
                entering = s
                break
            }
            if entering == noSymbol {
                for s in artRow.symbols where tableau.kinds[Int(s)] == .external {
                    entering = s
                    break
                }
            }
            if entering != noSymbol {
                // art = c + t·entering + Σ, with art = 0.
                artRow.basic = noSymbol
                solve(&artRow, for: entering)
                let newIndex = tableau.insertRow(consume artRow)
                tableau.substituteEverywhere(entering, rowIndex: newIndex)
            }
            // Otherwise the row holds only dummies at a zero constant: the artificial variable
            // is identically zero and its row can go.
        }
        // The artificial variable is now parametric at 0: drop its column.
        dropColumn(art)
        tableau.freeSymbol(art)
        madeSymbols.removeLast()
        return nil
    }

    /// Pivots back through the journal, newest first, restoring the basis it started from.
    mutating func undoJournal() {
        let journal = tableau.journal
        tableau.journaling = false
        tableau.saving = false  // keep what was saved before the undo, save nothing new
        for (entering, leaving) in journal.reversed() {
            tableau.pivot(entering: leaving, rowIndex: tableau.rowOf[Int(entering)])
        }
        tableau.journal.removeAll(keepingCapacity: true)
    }

    // MARK: Costs

    /// kiwi's `removeConstraintEffects`: takes the error symbols' costs out of the objective.
    mutating func removeCosts(of entry: Entry) {
        let strength = entry.strength
        guard !strength.isRequired, let k = tableau.levelIndex(strength.level, create: false) else { return }
        let errors = errorSymbols(marker: entry.marker, other: entry.other)
        for e in errors where e != noSymbol { tableau.addCost(e, weight: -strength.weight, level: k) }
        for e in errors where e != noSymbol {
            if let k = tableau.levelIndex(strength.level, create: false) { tableau.releaseLevel(k) }
        }
    }

    /// Gives the error symbols of an optional entry their costs at `strength`.
    mutating func addCosts(marker: Symbol, other: Symbol, strength: Strength) {
        guard !strength.isRequired else { return }
        let k = tableau.levelIndex(strength.level, create: true)!
        let errors = errorSymbols(marker: marker, other: other)
        for e in errors where e != noSymbol {
            tableau.levelCounts[k] += 1
            tableau.addCost(e, weight: strength.weight, level: k)
        }
    }

    /// The error symbols among an entry's marker and other symbol (`noSymbol` in the places
    /// of those that are not errors). A tuple, so no array is made.
    @inline(__always)
    func errorSymbols(marker: Symbol, other: Symbol) -> CollectionOfTwo {
        CollectionOfTwo(
            tableau.kinds[Int(marker)] == .error ? marker : noSymbol,
            other != noSymbol && tableau.kinds[Int(other)] == .error ? other : noSymbol)
    }

    // MARK: Removing

    /// kiwi's `removeConstraint`, without the final optimisation.
    mutating func removeEntry(_ index: Int32) {
        guard let entry = entries[Int(index)] else { return }
        for s in entry.symbols {
            if let i = occurrences[Int(s)].firstIndex(of: index) { occurrences[Int(s)].remove(at: i) }
        }
        if entry.isRedundant { redundantCount -= 1 }
        var reinstate: [Int32] = []
        if entry.anchor != noSymbol {
            for s in entry.symbols { implicitCount[Int(s)] -= 1 }
        }
        if !entry.isRedundant {
            removeCosts(of: entry)
            if entry.isRequiredEquality {
                computeSensitivity(of: index)
                reinstate = redundantEntriesTouched()
            }
            let marker = entry.marker
            if entry.anchor != noSymbol {
                removeImplicitMarker()
            } else if tableau.rowOf[Int(marker)] != noSymbol {
                _ = tableau.removeRow(tableau.rowOf[Int(marker)])
            } else if let r = markerLeavingRow(marker) {
                tableau.pivot(entering: marker, rowIndex: r)
                _ = tableau.removeRow(tableau.rowOf[Int(marker)])
            }
            clearSensitivity()
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
        }
        tableau.freeSymbol(entry.marker)
        if entry.other != noSymbol { tableau.freeSymbol(entry.other) }
        entries[Int(index)] = nil
        entryOf[ObjectIdentifier(entry.constraint)] = nil
        freeEntries.append(index)
        for r in reinstate { reinstateRedundant(r) }
    }

    /// Gives a redundant equality a row again, once an equality it was implied by is gone.
    mutating func reinstateRedundant(_ index: Int32) {
        guard let entry = entries[Int(index)], entry.isRedundant else { return }
        if case .placed = placeRow(makeRow(for: index, constant: entry.constant), entry: index) {
            entries[Int(index)]!.isRedundant = false
            redundantCount -= 1
        }
    }

    /// Removes every cell of a parametric symbol (fixing it at zero).
    mutating func dropColumn(_ s: Symbol) {
        for t in tableau.columns[Int(s)] {
            let (i, found) = tableau.rows[Int(t)].position(of: s)
            if found { tableau.rows[Int(t)].removeCell(at: i) }
        }
        tableau.columns[Int(s)].removeAll()
        tableau.clearCosts(of: s)
    }

    /// kiwi's `getMarkerLeavingRow`: the row to pivot a parametric marker into before its row is
    /// dropped. Preference: the restricted row with the smallest ratio where the marker's
    /// coefficient is negative, then where it is positive, then a row with an external basic
    /// symbol. Ties go to the lowest basic symbol.
    func markerLeavingRow(_ marker: Symbol) -> Int32? {
        var candidates: [Symbol] = [], coefficients: [Double] = []
        for t in tableau.columns[Int(marker)] {
            candidates.append(tableau.rows[Int(t)].basic)
            coefficients.append(tableau.rows[Int(t)].coefficient(of: marker))
        }
        return markerLeavingRow(candidates: candidates, coefficients: coefficients)
    }

    /// The marker-leaving rule over candidate basic symbols and the marker's coefficient in
    /// each of their rows.
    func markerLeavingRow(candidates: [Symbol], coefficients: [Double]) -> Int32? {
        var first = noSymbol, second = noSymbol, third = noSymbol
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var b1 = Symbol.max, b2 = Symbol.max, b3 = Symbol.max
        for (basic, c) in zip(candidates, coefficients) {
            let t = tableau.rowOf[Int(basic)]
            if nearZero(c) { continue }
            let constant = tableau.rows[Int(t)].constant
            if tableau.kinds[Int(basic)] == .external {
                if basic < b3 { third = t; b3 = basic }
            } else if c < 0 {
                let r = -constant / c
                if r < r1 || (r == r1 && basic < b1) { r1 = r; first = t; b1 = basic }
            } else {
                let r = constant / c
                if r < r2 || (r == r2 && basic < b2) { r2 = r; second = t; b2 = basic }
            }
        }
        if first != noSymbol { return first }
        if second != noSymbol { return second }
        if third != noSymbol { return third }
        return nil
    }

    // MARK: Constants

    /// Moves entry `index`'s constant to `value`: shifts the rows that depend on it, then runs
    /// the dual simplex. On failure everything is pivoted and shifted back.
    /// Returns the constant it had before.
    @discardableResult
    mutating func changeConstant(of index: Int32, to value: Double) throws(SolverError) -> Double {
        let entry = entries[Int(index)]!
        let delta = value - entry.constant
        if delta == 0 { return entry.constant }

        if entry.isRedundant {
            // Implied by the other equalities: it may only move with them.
            let row = makeRow(for: index, constant: value)
            if !row.isConstantZero {
                let conflicts = explicitMarkers
                    ? conflictSet(of: row, excluding: noSymbol).filter { $0 !== entry.constraint }
                    : explainConflict(changing: index, to: value)
                throw .unsatisfiable(entry.constraint, conflicts: conflicts)
            }
            entries[Int(index)]!.constant = value
            return entry.constant
        }

        tableau.journal.removeAll(keepingCapacity: true)
        tableau.journaling = true
        // A change to a required constraint may fail; save what it touches so that a failure
        // restores the exact numbers. (An optional constraint — an edit — cannot fail: its
        // error symbols absorb any constant. Nothing is saved, so nothing is allocated.)
        tableau.saving = entry.strength.isRequired
        let isEquality = entry.isRequiredEquality
        if isEquality {
            computeSensitivity(of: index)
            shiftBySensitivity(delta)
            let broken = redundantEntriesTouched()
            if !broken.isEmpty {
                clearSensitivity()
                tableau.journaling = false
                tableau.restoreSaved()
                tableau.infeasible.removeAll(keepingCapacity: true)
                var conflicts: [Constraint]
                if explicitMarkers {
                    let redundant = broken[0]
                    let row = makeRow(for: redundant, constant: entries[Int(redundant)]!.constant)
                    conflicts = conflictSet(of: row, excluding: index)
                } else {
                    conflicts = explainConflict(changing: index, to: value)
                }
                throw .unsatisfiable(entry.constraint, conflicts: conflicts)
            }
            clearSensitivity()
        } else {
            tableau.shift(entry.marker, by: delta / entry.markerCoefficient)
        }
        if let failed = tableau.dualOptimize() {
            tableau.journaling = false
            let known = explicitMarkers ? conflictSet(of: tableau.rows[Int(failed)], excluding: index) : nil
            let wasSaving = tableau.saving
            undoJournal()
            if wasSaving {
                tableau.restoreSaved()
            } else if isEquality {
                computeSensitivity(of: index)
                shiftBySensitivity(-delta)
                clearSensitivity()
            } else {
                tableau.shift(entry.marker, by: -delta / entry.markerCoefficient)
            }
            tableau.infeasible.removeAll(keepingCapacity: true)
            throw .unsatisfiable(entry.constraint, conflicts: known ?? explainConflict(changing: index, to: value))
        }
        tableau.journaling = false
        tableau.forgetSaved()
        entries[Int(index)]!.constant = value
        return entry.constant
    }

    /// Adds `delta × sensitivity` to the constants of the rows in its support, queueing rows
    /// that become infeasible.
    private mutating func shiftBySensitivity(_ delta: Double) {
        for s in sensitivitySupport {
            let z = sensitivity[Int(s)]
            let r = tableau.rowOf[Int(s)]
            guard r != noSymbol, z != 0 else { continue }
            tableau.saveConstant(row: r)
            tableau.rows[Int(r)].shiftConstant(by: delta * z)
            tableau.note(tableau.rows[Int(r)].constant)
            if tableau.kinds[Int(s)].isRestricted && tableau.rows[Int(r)].isConstantNegative {
                tableau.infeasible.append(s)
            }
        }
    }
}
