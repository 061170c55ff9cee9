extension Tableau {
    /// Checks the tableau's invariants; traps with a description when one fails. Called after
    /// every mutation when the package is built with `CASSOWARY_CHECK_INVARIANTS` (debug
    /// builds, hence `swift test`). Large tableaux are checked only partly so that debug
    /// tests stay fast.
    func _checkInvariants() {
        var cells = 0
        for r in rows.indices where rows[r].basic != noSymbol {
            let row = rows[r]
            cells += row.symbols.count
            precondition(rowOf[Int(row.basic)] == Int32(r), "row \(r): rowOf of its basic symbol is wrong")
            precondition(row.symbols.count == row.coefficients.count && row.slots.count == row.symbols.count,
                         "row \(r): cell arrays differ in length")
            for i in row.symbols.indices {
                let s = row.symbols[i]
                if i > 0 { precondition(row.symbols[i - 1] < s, "row \(r): cells not sorted") }
                precondition(rowOf[Int(s)] == noSymbol, "row \(r): basic symbol \(s) appears as a cell")
                precondition(row.coefficients[i] != 0, "row \(r): zero cell")
                precondition(columns[Int(s)][Int(row.slots[i])] == Int32(r), "row \(r): the slot of symbol \(s) is wrong")
            }
            precondition(kinds[Int(row.basic)] != .dummy, "row \(r) has a dummy basic symbol")
        }
        guard cells < 20_000 else { return }
        var count = 0
        for s in columns.indices {
            for t in columns[s] {
                count += 1
                precondition(rows[Int(t)].basic != noSymbol && rows[Int(t)].contains(Symbol(s)),
                             "column \(s) lists row \(t), which does not hold it")
            }
        }
        precondition(count == cells, "the column index has \(count) entries for \(cells) cells")
        for k in costs.indices {
            precondition(costs[k].count == kinds.count, "cost vector \(k) has the wrong length")
            for s in rowOf.indices where rowOf[s] != noSymbol {
                precondition(costs[k][s] == 0, "objective level \(levels[k]) holds basic symbol \(s)")
            }
        }
    }
}
