/// Implicit markers: how the solver avoids kiwi's fill-in.
///
/// kiwi gives every required equality a dummy marker symbol and keeps it in the rows so the
/// constraint can later be removed. Along a chain of equalities (`x[i] == x[i-1] + w + 8`)
/// every new row inherits the markers of every row it substitutes, so rows grow with the chain
/// and the tableau becomes quadratic. The marker's column is only ever *read* — to remove the
/// constraint, to change its constant, to explain a conflict — so this solver leaves it out of
/// the rows whenever it can compute it on demand.
///
/// The column of constraint `j`'s marker is `z_j = B⁻¹ e_j`: how every basic symbol moves per
/// unit change of `j`'s constant. For every symbol `u` the original columns give
/// `B⁻¹ a_u = Σ_i A_iu z_i` (over the constraints `i` that hold `u`), and the left side is
/// known from the tableau: the unit vector of `u`'s row when `u` is basic, minus `u`'s
/// tableau column when it is parametric. Every constraint with a private symbol of its own (a
/// slack, an error, an explicit dummy) has a known `z`. So if `j` holds a variable `u` that no
/// earlier implicit equality holds (its *anchor*: every other implicit equality holding `u`
/// came later),
/// `z_j = (B⁻¹ a_u − Σ_{i≠j} A_iu z_i) / A_ju`, and the unknown `z_i` on the right belong to
/// later implicit constraints. Expanding them in order of addition visits each constraint once
/// and costs about the size of the answer: changing the constant of the last cell of a grid
/// touches one row, not the grid.
///
/// Required equalities without an anchor keep an explicit dummy, as in kiwi; so do all of them
/// in the scratch solvers that explain conflicts.
extension Solver {
    /// Fills `sensitivity` (indexed by basic symbol, support in `sensitivitySupport`) with the
    /// column `z = B⁻¹ e_j` of required equality `index`: the change of every basic symbol per
    /// unit increase of its constant. Call ``clearSensitivity()`` when done.
    mutating func computeSensitivity(of index: Int32) {
        let entry = entries[Int(index)]!
        if entry.anchor == noSymbol {
            // Explicit dummy (coefficient 1): z = B⁻¹ a_d, minus its tableau column.
            addColumn(of: entry.marker, scaledBy: 1)
            return
        }
        push(index, 1)
        while let next = popQueue() {
            let i = next
            let alpha = pending[Int(i)]
            pending[Int(i)] = 0
            if alpha == 0 { continue }
            let entry = entries[Int(i)]!
            let u = entry.anchor
            let a = entry.coefficient(of: u)
            addColumn(of: u, scaledBy: alpha / a)
            for k in occurrences[Int(u)] where k != i {
                guard let other = entries[Int(k)], !other.isRedundant else { continue }
                let beta = -alpha * other.coefficient(of: u) / a
                if other.anchor != noSymbol {
                    push(k, beta)
                } else {
                    addColumn(of: other.marker, scaledBy: beta / other.markerCoefficient)
                }
            }
        }
    }

    /// Adds `factor × B⁻¹ a_s` to the sensitivity: the unit vector of `s`'s row when `s` is
    /// basic, otherwise minus `s`'s tableau column.
    private mutating func addColumn(of s: Symbol, scaledBy factor: Double) {
        let r = tableau.rowOf[Int(s)]
        if r != noSymbol {
            addSensitivity(s, factor)
            return
        }
        for t in tableau.columns[Int(s)] {
            let row = tableau.rows[Int(t)]
            addSensitivity(row.basic, -factor * row.coefficient(of: s))
        }
    }

    @inline(__always)
    private mutating func addSensitivity(_ s: Symbol, _ value: Double) {
        if !sensitivitySeen[Int(s)] {
            sensitivitySeen[Int(s)] = true
            sensitivitySupport.append(s)
        }
        sensitivity[Int(s)] += value
    }

    /// Resets the sensitivity scratch to zero.
    mutating func clearSensitivity() {
        for s in sensitivitySupport {
            sensitivity[Int(s)] = 0
            sensitivitySeen[Int(s)] = false
        }
        sensitivitySupport.removeAll(keepingCapacity: true)
    }

    /// The redundant equalities whose residual the current sensitivity moves: those that
    /// depend on the constraint it was computed for. In the order they were added.
    func redundantEntriesTouched() -> [Int32] {
        guard redundantCount > 0 else { return [] }
        var found: [Int32] = []
        for s in sensitivitySupport where tableau.kinds[Int(s)] == .external {
            for k in occurrences[Int(s)] where !found.contains(k) {
                guard let entry = entries[Int(k)], entry.isRedundant else { continue }
                var residual = 0.0
                for i in entry.symbols.indices where sensitivitySeen[Int(entry.symbols[i])] {
                    residual += entry.constraint.expression.terms[i].coefficient * sensitivity[Int(entry.symbols[i])]
                }
                if !nearZero(residual) { found.append(k) }
            }
        }
        var order: [(UInt64, Int32)] = []
        for k in found { order.append((entries[Int(k)]!.sequence, k)) }
        order.sort { $0.0 < $1.0 }
        return order.map(\.1)
    }

    /// Removes an implicit marker's constraint using the sensitivity just computed: the marker
    /// (whose column is `−z`) is pivoted into the row chosen by kiwi's marker-leaving rule,
    /// and that row is dropped. The rows in the marker's column get the leaving symbol in its
    /// place; every other row is untouched.
    mutating func removeImplicitMarker() {
        var support: [Symbol] = [], coefficients: [Double] = []
        for s in sensitivitySupport where !nearZero(sensitivity[Int(s)]) && tableau.rowOf[Int(s)] != noSymbol {
            support.append(s)
            coefficients.append(-sensitivity[Int(s)])
        }
        guard let p = markerLeavingRow(candidates: support, coefficients: coefficients) else { return }
        var source = tableau.removeRow(p)
        let leaving = source.basic
        let cp = -sensitivity[Int(leaving)]
        // The dropped row read `leaving = c + cp·d + Σ`; the others `x = … + t·d`. With
        // `d = (leaving − c − Σ) / cp`, each of them gains `(t / cp) · (leaving − c − Σ)`.
        source.scale(by: -1)
        insertCell(&source, leaving, 1)
        source.basic = noSymbol
        for s in support where s != leaving {
            let t = -sensitivity[Int(s)]
            let r = tableau.rowOf[Int(s)]
            var target = Row()
            swap(&target, &tableau.rows[Int(r)])
            tableau.addScaled(&target, source, factor: t / cp, skip: noSymbol, rowIndex: r)
            if tableau.kinds[Int(s)].isRestricted && target.isConstantNegative { tableau.infeasible.append(s) }
            swap(&target, &tableau.rows[Int(r)])
        }
        // The objective rows hold the marker through their basic error symbols.
        for k in tableau.costs.indices {
            var o = 0.0
            for s in support where tableau.kinds[Int(s)] == .error {
                let owner = tableau.owner[Int(s)]
                guard owner >= 0, let entry = entries[Int(owner)], entry.strength.level == tableau.levels[k] else { continue }
                o += entry.strength.weight * -sensitivity[Int(s)]
            }
            if !nearZero(o) { tableau.addToObjective(level: k, source, factor: o / cp) }
        }
    }

    // MARK: The expansion queue (a binary heap ordered by when constraints were added)

    private mutating func push(_ index: Int32, _ amount: Double) {
        pending[Int(index)] += amount
        guard !pendingQueued[Int(index)] else { return }
        pendingQueued[Int(index)] = true
        queue.append((entries[Int(index)]!.sequence, index))
        var child = queue.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if queue[parent].sequence <= queue[child].sequence { break }
            queue.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func popQueue() -> Int32? {
        guard !queue.isEmpty else { return nil }
        let top = queue[0].entry
        queue.swapAt(0, queue.count - 1)
        queue.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < queue.count && queue[left].sequence < queue[smallest].sequence { smallest = left }
            if right < queue.count && queue[right].sequence < queue[smallest].sequence { smallest = right }
            if smallest == parent { break }
            queue.swapAt(parent, smallest)
            parent = smallest
        }
        pendingQueued[Int(top)] = false
        return top
    }
}
