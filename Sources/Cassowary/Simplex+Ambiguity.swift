/// Whether a symbol can move over the set of optimal solutions.
extension Simplex {
    /// Whether `direction × s` can go below its current value without raising any level of
    /// the objective: a primal simplex on a copy that enters only cost-free symbols (Bland's
    /// rule), with `direction × s` as its goal.
    func canMove(_ s: Symbol, direction: Double) -> Bool {
        var t = uniqueCopy()
        t.journal.isOn = false
        var goal = t.goal(direction: direction, times: s)
        for _ in 0..<100_000 {
            guard let (entering, move) = t.costFreeEntering(lowering: goal) else { return false }
            t.computeColumn(of: entering)
            // A first bound beyond 0 answers at once: no other leaving symbol comes sooner,
            // so the pivot row that would check the pivot element is not needed.
            let (first, firstRatio) = t.ratioTest(entering: entering, direction: move)
            if first == .none || firstRatio > epsilon { return true }
            let (leaving, bestRatio) = t.choosePrimalPivot(entering: entering, direction: move)
            if leaving == .none || bestRatio > epsilon { return true }
            // The goal moves along the pivot row, as the reduced costs do.
            var aq = 0.0
            for (j, a) in t.scratch.pivotRow where j == entering { aq = a }
            let gq = goal[entering]
            for (j, a) in t.scratch.pivotRow where j != entering { goal[j] -= gq * a / aq }
            goal[leaving] = gq / aq
            goal[entering] = 0
            t.pivot(entering: entering, leaving: leaving, step: 0)
        }
        return false
    }

    /// The reduced costs of the goal `direction × s` over the symbols: `direction` on `s`
    /// itself when it is parametric, else `direction` times its tableau row.
    mutating func goal(direction: Double, times s: Symbol) -> [Double] {
        var goal = [Double](repeating: 0, count: symbols.kinds.count)
        if symbols.rowOf[s] == .none {
            goal[s] = direction
        } else {
            computeRow(of: s)
            for (j, a) in scratch.pivotRow { goal[j] = direction * a }
        }
        return goal
    }
}
