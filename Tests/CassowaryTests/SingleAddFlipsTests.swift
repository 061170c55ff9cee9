import Testing
@testable import Cassowary

/// A required constraint added on its own is repaired as a batch is: the dual simplex moves
/// the symbols that meet another bound on the way to it (bound flips), and a refusal after
/// flips puts every one of them back.
@Suite("A constraint added on its own repairs with bound flips")
struct SingleAddFlipsTests {
    /// A row of 61 positions from 0, each gap a variable between 8 and 40 and weakly 8, gap `i`
    /// wishing it with weight `i` (the cheapest gaps give way first), added one constraint at
    /// a time; nothing holds its end yet, so every gap is 8.
    func openRow(_ x: [Variable]) throws -> Solver {
        var s = Solver()
        try s.add(x[0] == 0)
        for i in 1...60 {
            let gap = Variable("g\(i)")
            for c in [gap >= 8, gap <= 40, gap == 8 ~ Strength(250, weight: Double(i)), x[i] == x[i - 1] + gap] {
                try s.add(c)
            }
        }
        return s
    }

    /// Checks the row closed at 1 000, by hand: 60 gaps of 8 leave 520 to share; gaps 1…16
    /// (the cheapest) take 32 each, gap 17 the last 8, the others stay at 8.
    func expectClosedAtThousand(_ s: Solver, _ x: [Variable]) {
        func gap(_ i: Int) -> Double { s.value(of: x[i]) - s.value(of: x[i - 1]) }
        #expect((1...16).allSatisfy { gap($0) == 40 })
        #expect(gap(17) == 16)
        #expect((18...60).allSatisfy { gap($0) == 8 })
        #expect(s.value(of: x[60]) == 1000)
    }

    @Test("the row's end, added last on its own, fills the cheapest gaps in one repair")
    func closingRowFillsGapsInOneRepair() throws {
        let x = (0...60).map { Variable("x\($0)") }
        var s = try openRow(x)
        #expect(s.value(of: x[60]) == 480)
        let before = s.statistics
        // A minimum, whose slack the dual simplex repairs (a required equality's marker is
        // repaired without flips: it has no room on either side). Its tableau row is computed
        // once; the gaps that reach their maximum on the way are flipped to it.
        try s.add(x[60] >= 1000)
        let after = s.statistics
        expectClosedAtThousand(s, x)
        // 17 gaps move, each by a pivot (a flip to its maximum is a pivot on its bound's row).
        #expect(after.pivots - before.pivots == 17)
    }

    @Test("a required constraint refused after its repair flipped gaps leaves the solver bit for bit")
    func refusalAfterFlipsLeavesNoTrace() throws {
        let x = (0...60).map { Variable("x\($0)") }
        var s = try openRow(x)
        let clean = try openRow(x)
        let dump = s.dump()
        s.updateVariables()
        let values = s.values.map(\.bitPattern)
        // 60 gaps of at most 40 reach 2 400 at the most: every gap flips to its maximum on the
        // way, and the end still falls short.
        let end = x[60] >= 3000
        let error = #expect(throws: SolverError.self) { try s.add(end) }
        if case .unsatisfiable(let c, _)? = error {
            #expect(c === end)
        } else {
            Issue.record("expected the end refused, got \(String(describing: error))")
        }
        #expect(s.dump() == dump)
        s.updateVariables()
        #expect(s.values.map(\.bitPattern) == values)
        // What follows is what follows on a solver that never saw the refusal.
        var fresh = clean
        try s.add(x[60] == 1000)
        try fresh.add(x[60] == 1000)
        #expect(s.dump() == fresh.dump())
        expectClosedAtThousand(s, x)
    }
}
