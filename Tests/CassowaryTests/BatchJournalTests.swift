import Testing
@testable import Cassowary

/// A batch with a required member, of any size, is undone by what it touched (a journal of
/// the rows, columns and numbers it changed, and the rows, symbols, variables, entries and
/// levels it made), not by a copy of the solver: a refusal still leaves the solver exactly as
/// it was.
@Suite("A batch is undone by what it touched")
struct BatchJournalTests {
    /// The items in a row, each at least 10 after the one before, the first at 0 or more,
    /// each pulled weakly toward 0 (so item `i` sits at `10 i`), with every fifth item's pull
    /// then removed (free entry slots and symbols for the batch to take).
    func chain(_ items: [Variable]) throws -> Solver {
        let count = items.count
        var s = Solver()
        try s.add(items[0] >= 0)
        var pulls: [Constraint] = []
        for i in 1..<count {
            try s.add(items[i] >= items[i - 1] + 10)
            let pull = items[i] == 0 ~ .weak
            try s.add(pull)
            pulls.append(pull)
        }
        for k in stride(from: 0, to: pulls.count, by: 5) { try s.remove(pulls[k]) }
        return s
    }

    @Test("a refused batch beside 120 constraints leaves dump, values and what follows bit for bit")
    func refusedBatchLeavesNoTrace() throws {
        let items = (0..<60).map { Variable("item\($0)") }
        var s = try chain(items)
        var clean = try chain(items)
        let dump = s.dump()
        s.updateVariables()
        let values = s.values.map(\.bitPattern)
        let variableCount = s.variables.count
        let extra = Variable("extra"), other = Variable("other")
        // New variables, an optional member at a level of its own (the engine makes the level
        // when the batch begins), then a required member that cannot hold: item 40 is at least
        // 400 beyond item 0, so it cannot equal it.
        let failing = items[40] == items[0]
        let batch = [
            extra == items[3] + other, other >= 7 ~ Strength(333, weight: 2), items[7] <= 500, failing,
        ]
        let error = #expect(throws: SolverError.self) { try s.add(batch) }
        if case .unsatisfiable(let c, let conflicts)? = error {
            #expect(c === failing && !conflicts.isEmpty)
        } else {
            Issue.record("expected the batch refused as unsatisfiable, got \(String(describing: error))")
        }
        #expect(s.dump() == dump)
        s.updateVariables()
        #expect(s.values.map(\.bitPattern) == values)
        #expect(s.variables.count == variableCount)
        #expect(!batch.contains { s.contains($0) })
        // Afterwards both solvers take the same adds the same way (the free slots and symbols
        // were put back in their order).
        let later = [items[59] <= 2000, extra == items[2] + 1 ~ .strong, items[10] >= 120]
        for c in later {
            try s.add(c)
            try clean.add(c)
        }
        try s.add([other == 4, extra >= items[1]])
        try clean.add([other == 4, extra >= items[1]])
        #expect(s.dump() == clean.dump())
        // By hand: item 10 at 120 pushes items 11… 10 further each.
        #expect(s.value(of: items[10]) == 120 && s.value(of: items[11]) == 130)
        #expect(s.value(of: extra) == 21)
    }

    @Test("a batch that goes in is the same system as its members added one by one")
    func acceptedBatchMatchesOneByOne() throws {
        let items = (0..<40).map { Variable("item\($0)") }
        var s = try chain(items)
        var single = try chain(items)
        let w = Variable("w")
        let batch = [w == items[5] + 3, w <= 40 ~ Strength(333, weight: 2), items[9] >= 95, items[2] <= 20]
        try s.add(batch)
        for c in batch { try single.add(c) }
        // By hand: items 0…8 at 10 i, item 9 at 95, w at 53 (its cap of 40 gives way).
        for (i, item) in items.prefix(12).enumerated() {
            let expected = i < 9 ? Double(10 * i) : 95 + Double(10 * (i - 9))
            #expect(s.value(of: item) == expected, "item \(i)")
            #expect(single.value(of: item) == expected, "item \(i), one by one")
        }
        #expect(s.value(of: w) == 53 && single.value(of: w) == 53)
        #expect(s.statistics.freshSolves == 0)
    }

    @Test("a large batch beside a small solver is undone by its journal, bit for bit")
    func largeBatchLeavesNoTrace() throws {
        let items = (0..<10).map { Variable("item\($0)") }
        var s = try chain(items)
        var clean = try chain(items)
        let dump = s.dump()
        // 100 new variables, each at least 1 beyond the one before, closed into a loop that
        // cannot hold (the last at most 10 beyond the first): ten times the solver's size.
        let fresh = (0..<100).map { Variable("fresh\($0)") }
        let steps = zip(fresh.dropFirst(), fresh).map { $0 >= $1 + 1 }
        let loop = fresh[99] <= fresh[0] + 10
        #expect(throws: SolverError.self) { try s.add(steps + [loop, items[0] == fresh[0]]) }
        #expect(s.dump() == dump)
        // With room for its 99 steps the same batch goes in, and both solvers end the same.
        let batch = steps + [fresh[99] <= fresh[0] + 200, items[0] == fresh[0]]
        try s.add(batch)
        try clean.add(batch)
        #expect(s.dump() == clean.dump())
        #expect(s.value(of: fresh[0]) == 0 && s.value(of: fresh[99]) - s.value(of: fresh[0]) >= 99)
    }

    /// A row of 61 positions from 0 to 1 000, each gap between 8 and 40 and weakly 8, gap `i`
    /// wishing it with weight `i`: the cheapest gaps give way first.
    func spaceBetween(_ x: [Variable], wall: Constraint?) -> [Constraint] {
        var members: [Constraint] = [x[0] == 0]
        for i in 1...60 {
            let gap = x[i] - x[i - 1]
            members += [gap >= 8, gap <= 40, gap == 8 ~ Strength(250, weight: Double(i))]
            if i == 40, let wall { members.append(wall) }
        }
        members.append(x[60] == 1000)
        return members
    }

    @Test("a space-between row of 182 members with a wall it cannot meet is refused without a trace")
    func refusedSpaceBetweenRow() throws {
        let items = (0..<10).map { Variable("item\($0)") }
        var s = try chain(items)
        var clean = try chain(items)
        let dump = s.dump()
        let x = (0...60).map { Variable("x\($0)") }
        // Thirty gaps of 8 at least put x30 at 240 or more.
        let wall = x[30] <= 100
        let error = #expect(throws: SolverError.self) { try s.add(spaceBetween(x, wall: wall)) }
        if case .unsatisfiable(let c, _)? = error {
            #expect(c === wall)
        } else {
            Issue.record("expected the wall refused, got \(String(describing: error))")
        }
        #expect(s.dump() == dump)
        try s.add(spaceBetween(x, wall: nil))
        try clean.add(spaceBetween(x, wall: nil))
        #expect(s.dump() == clean.dump())
        // By hand: 60 gaps of 8 leave 520 to share; gaps 1…16 (the cheapest) take 32 each,
        // gap 17 the last 8, the others stay at 8.
        func gap(_ i: Int) -> Double { s.value(of: x[i]) - s.value(of: x[i - 1]) }
        #expect((1...16).allSatisfy { gap($0) == 40 })
        #expect(gap(17) == 16)
        #expect((18...60).allSatisfy { gap($0) == 8 })
        #expect(s.value(of: x[60]) == 1000)
    }

    @Test("an optimum installed under a batch's journal goes back with the batch, bit for bit")
    func installationRolledBack() throws {
        let items = (0..<30).map { Variable("item\($0)") }
        var s = try chain(items)
        var clean = try chain(items)
        // Pairs whose optimum is not unique (any split of 10 costs the same): the fresh
        // solve's basis need not be the engine's.
        let pairs = (0..<8).map { (Variable("a\($0)"), Variable("b\($0)")) }
        for (a, b) in pairs {
            let tie = [a >= 0, b >= 0, a + b == 10, a == 0 ~ .weak, b == 0 ~ .weak]
            try s.add(tie)
            try clean.add(tie)
        }
        let dump = s.dump()
        let splits = pairs.map { s.value(of: $0.0) }
        let extra = Variable("extra")
        let batch = [extra == items[4] + 5, items[12] <= 300, extra <= 80 ~ .medium]
        // What a batch in numerical trouble does at its end: its members placed under its
        // journal, then the fresh solve's optimum installed, every row written again.
        s.beginBatchJournal(steps: batch.count, strengths: batch.lazy.map { $0.strength })
        s.simplex.journal.undoesBatch = true
        s.undoneByBatch = true
        for c in batch { _ = try s.addEntry(c) }
        guard case .optimum(let optimum) = s.freshOptimum() else {
            Issue.record("the fresh solve found no optimum")
            return
        }
        let installed = s.install(optimum)
        #expect(installed)
        // By hand: item 4 at 40, so extra at 45 (its medium cap of 80 holds).
        #expect(s.value(of: extra) == 45)
        // The test's premise: the installation chose other splits than the engine had.
        #expect(pairs.map { s.value(of: $0.0) } != splits)
        s.rollBackBatchJournal()
        s.undoneByBatch = false
        s.unregister(batch)
        #expect(s.dump() == dump)
        try s.add(batch)
        try clean.add(batch)
        #expect(s.dump() == clean.dump())
    }

    @Test("constants changed together with a required one are undone by what they touched")
    func refusedConstantsLeaveNoTrace() throws {
        let items = (0..<40).map { Variable("item\($0)") }
        var s = try chain(items)
        var clean = try chain(items)
        let cap = items[30] <= 1000, floor = items[5] >= 0, wish = items[20] == 0 ~ .medium
        for c in [cap, floor, wish] {
            try s.add(c)
            try clean.add(c)
        }
        let dump = s.dump()
        // The wish moves (optional), the floor rises to 60 (item 30 then at 310), then the cap
        // drops to 200, below item 30's 300 at least: refused, and the floor and wish are back.
        let error = #expect(throws: SolverError.self) {
            try s.setConstants([(wish, 500), (floor, 60), (cap, 200)])
        }
        if case .unsatisfiable(let c, _)? = error {
            #expect(c === cap)
        } else {
            Issue.record("\(String(describing: error))")
        }
        #expect(s.dump() == dump)
        // Changes that hold all go in: by hand, item 5 at 60 puts item 30 at 310, and the
        // medium wish puts item 20 at 500 (items 21… follow, 10 apart, item 30 at 600).
        try s.setConstants([(wish, 500), (floor, 60), (cap, 900)])
        try clean.setConstant(500, for: wish)
        try clean.setConstant(60, for: floor)
        try clean.setConstant(900, for: cap)
        #expect(s.value(of: items[5]) == 60 && s.value(of: items[20]) == 500 && s.value(of: items[30]) == 600)
        #expect(clean.value(of: items[30]) == 600)
    }
}

/// A removal beside numbers near overflow keeps the batch's journal: the rows it deletes and
/// the symbols it frees keep their slots until the journal is committed, so a rollback gives
/// each back where it was.
@Suite("A removal is undone by what it touched")
struct RemovalJournalTests {
    @Test("rolled back: the same dump, entries, edits, variables and free slots; committed: the slots free")
    func removalRolledBackAndCommitted() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), lone = Variable("lone"), w = Variable("w")
        var s = Solver()
        try s.addEditVariable(w, strength: .strong)
        try s.suggestValue(300, for: w)
        let chain = [a >= 0, b >= a + 10, c >= b + 10, c <= w]
        for k in chain { try s.add(k) }
        try s.add(b == 0 ~ .weak)
        try s.add(c == 100 ~ .medium)
        let gone = lone == c + 5
        try s.add(gone)
        let dump = s.dump()
        let variables = s.variables
        let freeRows = s.simplex.rows.free, freeSymbols = s.simplex.symbols.free
        let symbolCount = s.simplex.symbols.kinds.count, levels = s.simplex.objective.levels

        // Removed under a journal (`lone` is forgotten: no other row mentions it), then the
        // edit of w ended, then put back.
        let index = try #require(s.entryOf[ObjectIdentifier(gone)])
        s.beginBatchJournal(steps: 0, strengths: EmptyCollection())
        s.removeEntry(index)
        let editIndex = try #require(s.edits[w.id])
        s.journalLists.edits.append((w.id, editIndex))
        s.edits[w.id] = nil
        s.removeEntry(editIndex)
        s.optimize()
        #expect(s.value(of: c) == 100 && s.value(of: b) == 10, "by hand: b at least 10, c its wish")
        #expect(s.simplex.rows.free == freeRows, "no slot is free while the journal is kept")
        s.rollBackBatchJournal()
        #expect(s.dump() == dump)
        #expect(s.variables.map(\.id) == variables.map(\.id))
        #expect(s.simplex.rows.free == freeRows && s.simplex.symbols.free == freeSymbols)
        #expect(s.simplex.symbols.kinds.count == symbolCount && s.simplex.objective.levels == levels)
        #expect(s.contains(gone) && s.hasEditVariable(w) && s.value(of: lone) == 105)

        // Committed: the removal's row and symbols are free for the next add.
        try s.remove(gone)
        #expect(!s.contains(gone) && s.value(of: lone) == 0)
        #expect(s.simplex.rows.free.count == freeRows.count + 1)
        try s.add(lone == a + 1)
        #expect(s.simplex.rows.free == freeRows)
        #expect(s.value(of: lone) == 1)
    }
}
