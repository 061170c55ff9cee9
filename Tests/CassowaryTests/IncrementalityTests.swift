import Testing
import TestSupport
import Cassowary

/// "Incremental everywhere": a suggestion or a constant change does work only in the part of
/// the tableau its symbols reach. Measured with the solver's own counters: the pivots and row
/// substitutions one component's edits cause must not depend on how many unrelated components
/// share the solver.
@Suite("Incrementality")
struct IncrementalityTests {
    /// `count` independent midpoint systems (0 <= left, right <= 100, right >= left + 10,
    /// mid == (left + right) / 2, a weak preference for the width), each with a strong edit on
    /// its midpoint. Returns the solver, the midpoints and the right-bound constraints.
    static func components(_ count: Int) throws -> (Solver, [Variable], [Constraint]) {
        var s = Solver()
        var mids: [Variable] = [], bounds: [Constraint] = []
        for i in 0..<count {
            let left = Variable("l\(i)"), mid = Variable("m\(i)"), right = Variable("r\(i)")
            let bound = right <= 100
            try s.add(left >= 0)
            try s.add(bound)
            try s.add(right >= left + 10)
            try s.add(mid == (left + right) / 2)
            try s.add(right - left == 30 ~ .weak)
            try s.addEditVariable(mid, strength: .strong)
            try s.suggestValue(50, for: mid)
            mids.append(mid)
            bounds.append(bound)
        }
        return (s, mids, bounds)
    }

    /// The counters' growth over `work` on component 0.
    static func cost(of count: Int, _ work: (inout Solver, Variable, Constraint) throws -> Void) throws -> (
        pivots: Int, substitutions: Int
    ) {
        var (s, mids, bounds) = try components(count)
        let before = s.statistics
        try work(&s, mids[0], bounds[0])
        let after = s.statistics
        return (after.pivots - before.pivots, after.substitutions - before.substitutions)
    }

    @Test("suggestions that cross bounds cost the same with 5 or 60 unrelated components")
    func suggestionsAreLocal() throws {
        let work: (inout Solver, Variable, Constraint) throws -> Void = { s, mid, _ in
            for value in [95.0, -10, 60, 3, 99, 50] {
                try s.suggestValue(value, for: mid)
            }
            // The bounds hold and the edit is met where it can be.
            expectClose(s.value(of: mid), 50, within: .absolute(1e-9))
        }
        let small = try Self.cost(of: 5, work)
        let large = try Self.cost(of: 60, work)
        #expect(small.pivots > 0, "the suggestions should cross bounds")
        #expect(small == large, "5 components: \(small); 60 components: \(large)")
    }

    @Test("constant changes cost the same with 5 or 60 unrelated components")
    func constantChangesAreLocal() throws {
        let work: (inout Solver, Variable, Constraint) throws -> Void = { s, mid, bound in
            for value in [40.0, 100, 25, 70] {
                try s.setConstant(value, for: bound)
            }
            expectClose(s.value(of: mid), 50, within: .absolute(1e-9))
        }
        let small = try Self.cost(of: 5, work)
        let large = try Self.cost(of: 60, work)
        #expect(small.pivots > 0, "the constant changes should cross the edit")
        #expect(small == large, "5 components: \(small); 60 components: \(large)")
    }

    @Test("adding and removing a constraint costs the same with 5 or 60 unrelated components")
    func addAndRemoveAreLocal() throws {
        let work: (inout Solver, Variable, Constraint) throws -> Void = { s, mid, _ in
            let squeeze = mid <= 20
            try s.add(squeeze)
            expectClose(s.value(of: mid), 20, within: .absolute(1e-9))
            try s.remove(squeeze)
            expectClose(s.value(of: mid), 50, within: .absolute(1e-9))
        }
        let small = try Self.cost(of: 5, work)
        let large = try Self.cost(of: 60, work)
        #expect(small == large, "5 components: \(small); 60 components: \(large)")
    }

    /// A row of `n` items: each item's medium wish `w == 50` and minimum `w >= 10`, then
    /// `x[i] >= x[i-1] + w[i-1] + 8` and a weak pull of `x[i]` to 0. Every pull's cost depends
    /// on the whole row before it: moved one row at a time that is `n²/2` rows visited, moved
    /// together (a batch) one search. Returns the rows visited and `x[n]`, added as one batch
    /// or one by one.
    ///
    /// With `chainFirst`, each item comes in the order a layout states it: the position's
    /// inequality and pull, then the size's minimum and wish (the wish then meets a size that
    /// the positions after it do not depend on yet).
    static func chain(_ n: Int, batch: Bool, chainFirst: Bool = false) throws -> (rowsVisited: Int, last: Double) {
        var s = Solver()
        let x = (0...n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        var constraints: [Constraint] = [x[0] >= 0, x[0] == 0 ~ .weak]
        for i in 1...n {
            let size = [w[i - 1] == 50 ~ .medium, w[i - 1] >= 10]
            let position = [x[i] >= x[i - 1] + w[i - 1] + 8, x[i] == 0 ~ .weak]
            constraints += chainFirst ? position + size.reversed() : size + position
        }
        if batch {
            try s.add(constraints)
        } else {
            for c in constraints { try s.add(c) }
        }
        return (s.statistics.rowsVisited, s.value(of: x[n]))
    }

    @Test("a batch moves the costs of rows that share a chain in one search")
    func batchMovesCostsTogether() throws {
        let small = try Self.chain(200, batch: true), large = try Self.chain(400, batch: true)
        // Each wish holds (medium beats the weak pulls), each gap is tight: x[n] = 58 n.
        #expect(small.last == 58 * 200)
        #expect(large.last == 58 * 400)
        #expect(
            Double(large.rowsVisited) <= 2.5 * Double(small.rowsVisited),
            "rows visited \(small.rowsVisited) at 200, \(large.rowsVisited) at 400")
        // One by one, each pull's cost walks the row before it.
        let single = try Self.chain(400, batch: false)
        #expect(single.last == 58 * 400)
        #expect(single.rowsVisited > 10 * large.rowsVisited, "\(single.rowsVisited) one by one")
    }

    @Test("a batch in the order a layout states its items is linear too")
    func batchInLayoutOrder() throws {
        let small = try Self.chain(200, batch: true, chainFirst: true)
        let large = try Self.chain(400, batch: true, chainFirst: true)
        #expect(small.last == 58 * 200)
        #expect(large.last == 58 * 400)
        #expect(
            Double(large.rowsVisited) <= 2.5 * Double(small.rowsVisited),
            "rows visited \(small.rowsVisited) at 200, \(large.rowsVisited) at 400")
        let single = try Self.chain(400, batch: false, chainFirst: true)
        #expect(single.last == 58 * 400)
        #expect(single.rowsVisited > 10 * large.rowsVisited, "\(single.rowsVisited) one by one")
    }
}
