/// How a value depends on the constraints' constants, read from the rows without changing the
/// engine: the searches behind ``Solver/explain(_:)`` and ``Solver/explainSolution()``.
///
/// A basic symbol `s` is a combination of the rows it reaches by "mentions the basic symbol
/// of": `Σ yᵣ·rowᵣ` with coefficient 1 for `s` and 0 for every other basic symbol (the row of
/// `B⁻¹` for `s`, BTRAN). Taken in a topological order of those rows, starting from `s`'s own,
/// each row's factor is fixed by what the rows before it left on its basic symbol, so one pass
/// over the rows reached, each read once, gives the combination. What it leaves on a
/// parametric symbol `p` is `−∂s/∂p`; what it leaves on a constraint's marker, divided by the
/// marker's coefficient `κ`, is the rate of `s` with respect to that constraint's constant
/// (every row holds constraint `i` exactly `coefficient(markerᵢ)/κᵢ` times, see
/// `Simplex+Parametric.swift`).
extension Simplex {
    /// A sparse vector over the symbols, each entry with the largest part it was summed from
    /// (its rounding is relative to that).
    struct SymbolVector {
        var entries: [Symbol: (value: Double, magnitude: Double)] = [:]

        /// The entry of `s`, 0 when absent or when it is only what rounding left of parts that
        /// cancelled.
        func value(_ s: Symbol) -> Double {
            guard let e = entries[s] else { return 0 }
            return abs(e.value) <= relativeEpsilon * e.magnitude ? 0 : e.value
        }

        /// Adds `factor × coefficient` to `s`'s entry.
        mutating func add(_ s: Symbol, _ part: Double) {
            let old = entries[s] ?? (0, 0)
            entries[s] = (old.value + part, max(old.magnitude, abs(part), abs(old.value)))
        }

        /// Adds `factor × other`.
        mutating func add(_ other: SymbolVector, times factor: Double) {
            for (s, e) in other.entries where e.value != 0 { add(s, factor * e.value) }
        }

        /// The symbols whose entries are not zero, in order.
        var support: [Symbol] { entries.keys.filter { value($0) != 0 }.sorted() }
    }

    /// The combination of rows that solves for basic symbol `s` (see the extension's comment),
    /// as the coefficients it leaves on the symbols: 1 for `s`, nothing for the other basic
    /// symbols, `−∂s/∂p` for each parametric `p`. Reads only the rows `s` reaches. Nil when
    /// those rows mention each other's basic symbols in a cycle (a search that changes the
    /// engine must eliminate it first), or when `s` is parametric.
    func rowCombination(of s: Symbol) -> SymbolVector? {
        let root = symbols.rowOf[s]
        guard root != .none, let order = rowsDownReadOnly(from: CollectionOfOne(root)) else { return nil }
        var combination = SymbolVector()
        for r in order.reversed() {
            let u = rows.basic[r]
            let a = coefficient(r, u)
            let factor: Double
            if u == s {
                factor = 1 / a
            } else {
                let left = combination.value(u)
                combination.entries[u] = nil
                if left == 0 { continue }
                factor = -left / a
            }
            for i in rows.terms.span(r) {
                let term = rows.terms.storage[i]
                if term.symbol != u { combination.add(term.symbol, factor * term.coefficient) }
            }
        }
        combination.entries[s] = (1, 1)
        return combination
    }

    /// The rows reachable down from `roots` (through the basic symbols they mention), in
    /// postorder: each row after every row whose basic symbol it mentions. Nil when they
    /// mention each other's basic symbols in a cycle. The one walk over the rows that leaves
    /// the engine as it is (an explanation reads a solver it may not change): its marks are
    /// its own, and a cycle is reported, not eliminated (see `Simplex+Walk.swift` for the walk
    /// the operations make).
    func rowsDownReadOnly(from roots: some Sequence<RowIndex>) -> [RowIndex]? {
        var state: [RowIndex: Bool] = [:]  // false while on the stack
        var order: [RowIndex] = []
        var stack: [(row: RowIndex, next: Int)] = []
        for root in roots where state[root] == nil {
            state[root] = false
            stack.append((root, rows.terms.span(root).lowerBound))
            while let top = stack.last {
                let span = rows.terms.span(top.row)
                var i = top.next
                var child = RowIndex.none
                while i < span.upperBound {
                    let t = symbols.rowOf[rows.terms.storage[i].symbol]
                    i += 1
                    if t == .none || t == top.row { continue }
                    if let done = state[t] {
                        if !done { return nil }
                        continue
                    }
                    child = t
                    break
                }
                if child == .none {
                    state[top.row] = true
                    order.append(top.row)
                    stack.removeLast()
                } else {
                    stack[stack.count - 1].next = i
                    state[child] = false
                    stack.append((child, rows.terms.span(child).lowerBound))
                }
            }
        }
        return order
    }

    /// How `s` depends on the parametric symbols and the basic dummies, as a vector `g` with
    /// `s = Σ gⱼ·(row part) …` read as: `gₘ/κ` is `s`'s rate with respect to the constant of
    /// the constraint marked by `m`, and a parametric `p` with `gₚ ≠ 0` moves `s` by `−gₚ`.
    ///
    /// The basis can hold a variable parametric while the required equality that fixes it has
    /// its dummy basic (a row placed when none of its variables was free takes its dummy). That
    /// dummy must stay 0, so it holds the variable as firmly as a parametric marker would: a
    /// change of the equality's constant moves the variable, through a pivot of no step that
    /// swaps the two. Here each parametric variable `s` depends on is eliminated with the row
    /// combination of such a dummy whose tableau row mentions it (Gaussian elimination over
    /// those dummies, each found by a search up from the variable), which is the dependence in
    /// the basis after those pivots: the equality's weight lands on its dummy. A variable no
    /// basic dummy holds is left in `g` (nothing holds it: `s` is not determined).
    ///
    /// Nil when the rows reached mention each other in a cycle (see ``rowCombination(of:)``):
    /// `s`'s own, or a basic dummy's that may hold a variable `s` depends on. `cycleAt` is then
    /// the symbol whose rows met it (a search for its tableau row on a copy eliminates it).
    func dependence(of s: Symbol, cycleAt: inout Symbol) -> SymbolVector? {
        guard var g = ownDependence(of: s) else {
            cycleAt = s
            return nil
        }
        // Each pivot: a parametric variable, and the combination of a basic dummy's rows scaled
        // to 1 on it and 0 on the variables of the pivots before.
        var pivots: [(variable: Symbol, row: SymbolVector)] = []
        var pivotOf: [Symbol: Int] = [:]
        var free: Set<Symbol> = []
        var usedDummies: Set<Symbol> = []
        func reduce(_ v: inout SymbolVector) {
            for (p, row) in pivots {
                let x = v.value(p)
                if x != 0 {
                    v.add(row, times: -x)
                    v.entries[p] = nil
                }
            }
        }
        while true {
            reduce(&g)
            guard
                let p = g.support.first(where: {
                    symbols.kinds[$0] == .external && symbols.rowOf[$0] == .none && pivotOf[$0] == nil
                        && !free.contains($0)
                })
            else { break }
            let starts = [p] + pivots.map(\.variable)
            let found = dummyRow(holding: p, from: starts, skipping: usedDummies, reducedBy: reduce)
            if found.cycleAt != .none {
                cycleAt = found.cycleAt
                return nil
            }
            guard let found = found.found else {
                free.insert(p)
                continue
            }
            usedDummies.insert(found.dummy)
            pivotOf[p] = pivots.count
            pivots.append((p, found.row))
        }
        return g
    }

    /// Where ``dependence(of:cycleAt:)`` starts: `s`'s row combination without `s` itself, or
    /// for a parametric `s`, `-s` alone. Nil when the rows reached mention each other in a
    /// cycle.
    private func ownDependence(of s: Symbol) -> SymbolVector? {
        if symbols.rowOf[s] == .none {
            var g = SymbolVector()
            g.entries[s] = (-1, 1)
            return g
        }
        guard var g = rowCombination(of: s) else { return nil }
        g.entries[s] = nil
        return g
    }

    /// A basic dummy whose row combination, reduced by `reduce`, mentions parametric `p`,
    /// found by a search up from `starts` (`p` and the variables of the pivots so far, through
    /// which a reduced combination can come to mention `p`) through the rows that mention them
    /// and those that mention their basic symbols (nearest first, lowest row first among
    /// equals); scaled to 1 on `p`. Nil when no dummy other than those in `skipping` has one;
    /// `cycleAt` names a dummy on the way whose rows mention each other in a cycle (whether it
    /// holds `p` cannot be read here: a dummy passed over for that made a variable held by it
    /// look free).
    private func dummyRow(
        holding p: Symbol, from starts: [Symbol], skipping: Set<Symbol>,
        reducedBy reduce: (inout SymbolVector) -> Void
    ) -> (found: (dummy: Symbol, row: SymbolVector)?, cycleAt: Symbol) {
        var seen: Set<RowIndex> = []
        var queue: [RowIndex] = []
        func enqueue(mentioning s: Symbol) {
            var rows: [RowIndex] = []
            for i in symbols.columns.span(s) where !seen.contains(symbols.columns.storage[i]) {
                rows.append(symbols.columns.storage[i])
            }
            for r in rows.sorted() where seen.insert(r).inserted { queue.append(r) }
        }
        for start in starts { enqueue(mentioning: start) }
        var head = 0
        while head < queue.count {
            let r = queue[head]
            head += 1
            let u = rows.basic[r]
            guard u != .none else { continue }
            if symbols.kinds[u] == .dummy && !skipping.contains(u) {
                guard var row = rowCombination(of: u) else { return (nil, u) }
                reduce(&row)
                let x = row.value(p)
                if x != 0 {
                    var scaled = SymbolVector()
                    scaled.add(row, times: 1 / x)
                    scaled.entries[p] = (1, 1)
                    return ((u, scaled), .none)
                }
            }
            enqueue(mentioning: u)
        }
        return (nil, .none)
    }

    /// For every row (by index), whether its basic symbol's tableau row may mention a
    /// parametric symbol that moves over the optimal solutions (not a dummy, no cost at any
    /// level): whether the row, or a row whose basic symbol it mentions, down to the end,
    /// mentions one. A superset of the basic symbols that may move (rates that cancel are
    /// counted), from one pass over all the rows, each after the rows it mentions. Nil when
    /// rows mention each other's basic symbols in a cycle.
    func rowsReachingCostFreeSymbols() -> [Bool]? {
        guard let order = rowsDownReadOnly(from: rows.all.lazy.filter { rows.basic[$0] != .none }) else { return nil }
        var reaches = [Bool](repeating: false, count: rows.basic.count)
        // In postorder: every row a row mentions is settled before it.
        for r in order {
            for i in rows.terms.span(r) {
                let p = rows.terms.storage[i].symbol
                let t = symbols.rowOf[p]
                if t == r { continue }
                let reached = t == .none ? symbols.kinds[p] != .dummy && isCostFree(p) : reaches[Int(t.id)]
                if reached {
                    reaches[Int(r.id)] = true
                    break
                }
            }
        }
        return reaches
    }
}
