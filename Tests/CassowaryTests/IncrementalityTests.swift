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

    @Test(
        "a width and a height suggested in turn each keep their compiled column: once each has changed twice, a change searches nothing"
    )
    func aWidthAndAHeightKeepTheirColumns() throws {
        // A column of 6 equal boxes between 16-point margins, 8 apart, with a width: by hand,
        // w = W − 32 and each box (H − 32 − 5 × 8) / 6 high, the first at 16.
        var s = Solver()
        let width = Variable("W"), height = Variable("H"), w = Variable("w"), n = 6
        let y = (0..<n).map { Variable("y\($0)") }, h = (0..<n).map { Variable("h\($0)") }
        try s.addEditVariable(width, strength: .strong)
        try s.addEditVariable(height, strength: .strong)
        try s.add(w == width - 32)
        try s.add(y[0] == 16)
        for i in 1..<n {
            try s.add(y[i] == y[i - 1] + h[i - 1] + 8)
            try s.add(h[i] == h[0])
        }
        try s.add(y[n - 1] + h[n - 1] == height - 16)
        // A rotation back and forth: each size suggests the width, then the height.
        let sizes: [(Double, Double)] = [(320, 480), (480, 320), (375, 667), (667, 375), (320, 480), (480, 320)]
        for (round, (wide, high)) in sizes.enumerated() {
            let before = s.statistics
            try s.suggestValue(wide, for: width)
            try s.suggestValue(high, for: height)
            let after = s.statistics
            let box = (high - 32 - 8 * Double(n - 1)) / Double(n)
            #expect(abs(s.value(of: w) - (wide - 32)) <= 1e-9, "w at \(wide) × \(high)")
            for i in 0..<n {
                #expect(abs(s.value(of: h[i]) - box) <= 1e-9, "h\(i) at \(wide) × \(high)")
                #expect(abs(s.value(of: y[i]) - (16 + Double(i) * (box + 8))) <= 1e-9, "y\(i) at \(wide) × \(high)")
            }
            #expect(after.pivots == before.pivots)
            // The first two rounds search each marker's rows and compile them; from then on
            // each suggestion computes its compiled rows again without a search (one column
            // kept for the last marker alone had the width and the height search every time).
            if round >= 2 { #expect(after.rowsVisited == before.rowsVisited, "rows searched at \(wide) × \(high)") }
        }
    }

    @Test("a preferred size becoming reachable flips every cell's error, and the next suggestion searches nothing")
    func errorFlipsKeepTheSuggestionCache() throws {
        // A grid of 4 columns and 3 rows (see `WishGrid`): w = (W − 56) / 4, 120 at W = 536.
        let grid = try WishGrid(cells: 12)
        var s = grid.solver
        let width = grid.width, x = grid.x, y = grid.y, w = grid.w
        func expectGrid(at value: Double) {
            let cell = (value - 56) / 4
            for i in 0..<12 {
                let column = Double(i % 4), row = Double(i / 4)
                #expect(abs(s.value(of: w[i]) - cell) <= 1e-9, "w\(i) at W = \(value)")
                #expect(abs(s.value(of: x[i]) - (16 + column * (cell + 8))) <= 1e-9, "x\(i) at W = \(value)")
                #expect(abs(s.value(of: y[i]) - (16 + row * (0.75 * cell + 8))) <= 1e-9, "y\(i) at W = \(value)")
            }
        }
        for value in [530.0, 532, 534] {
            try s.suggestValue(value, for: width)
            expectGrid(at: value)
        }
        // Across 536 every cell's weak error changes sides: one pivot each, within its row.
        for (value, flips) in [(538.0, 12), (540, 0), (534, 12), (532, 0), (538, 12), (539, 0)] {
            let before = s.statistics
            try s.suggestValue(value, for: width)
            let after = s.statistics
            expectGrid(at: value)
            #expect(after.pivots - before.pivots == flips, "pivots at W = \(value)")
            if flips == 0 {
                // The rows the width reaches were listed before the flips and still hold.
                #expect(after.rowsVisited == before.rowsVisited, "rows searched at W = \(value)")
            }
        }
    }

    @Test("a batch moves the costs of rows that share a chain in one search", .longRun)
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

    @Test("a batch in the order a layout states its items is linear too", .longRun)
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

    /// A self-sizing list of `n` rows 45 apart (`top[r] == top[r-1] + h[r-1] + 1`, `h >= 36`,
    /// a weak wish `h == 44`, the first row anchored at 0), with `pulls` weak pulls on every
    /// top toward where it is (weights growing down the list). Returns the solver, the tops,
    /// the heights and the links (`links[r]` ties row r to row r - 1).
    static func list(_ n: Int, pulls: Bool = false) throws -> (Solver, [Variable], [Variable], [Constraint]) {
        var s = Solver()
        let top = (0..<n).map { Variable("top\($0)") }, h = (0..<n).map { Variable("h\($0)") }
        var links: [Constraint] = [top[0] == 0]
        try s.add(links[0])
        for r in 0..<n {
            if r > 0 {
                links.append(top[r] == top[r - 1] + h[r - 1] + 1)
                try s.add(links[r])
            }
            try s.add(h[r] >= 36)
            try s.add(h[r] == 44 ~ .weak)
            if pulls { try s.add(top[r] == 45 * Double(r) ~ Strength(250, weight: 1 + Double(r) / 10)) }
        }
        return (s, top, h, links)
    }

    @Test(
        "scrolling a list: unlinking the old first row once the next is anchored does not visit the rows below",
        .longRun)
    func unlinkingTheFirstRowIsLocal() throws {
        func scroll(_ n: Int) throws -> Int {
            var (s, top, h, links) = try Self.list(n)
            // The second row anchored where it is (45), then its link to the first removed.
            try s.add(top[1] == 45)
            let before = s.statistics.rowsVisited
            try s.remove(links[1])
            let visited = s.statistics.rowsVisited - before
            try s.remove(links[0])
            // Every row keeps its wish: 45 apart from the anchored second row.
            for r in 1..<n { #expect(s.value(of: top[r]) == 45 * Double(r)) }
            #expect(s.value(of: h[n - 1]) == 44)
            return visited
        }
        let small = try scroll(100), large = try scroll(400)
        #expect(large <= small + 4, "rows visited by the removal: \(small) at 100 rows, \(large) at 400")
    }

    @Test("unlinking a list's first row with costs below it leaves the reduced costs right")
    func unlinkingWithCostsBelow() throws {
        var (s, top, h, links) = try Self.list(12, pulls: true)
        try s.add(top[1] == 45)
        try s.remove(links[1])  // the invariant check compares every reduced cost with one from scratch
        try s.remove(links[0])
        // Then a change the optimiser must price right: row 5 made taller at medium strength.
        let tall = h[5] == 60 ~ .medium
        try s.add(tall)
        // By hand, offsets o[r] = top[r] - 45 r and height changes d[r] = h[r] - 44 >= -8,
        // o[r + 1] = o[r] + d[r], o[1] = 0 (anchored), d[5] = 16. Weak level: Σ w[r] |o[r]|
        // + Σ |d[r]|, w[r] = 1 + r / 10. Shrinking h4 costs 1 + w5 = 2.5 a unit and takes a
        // unit off o6 and below; shrinking h6 costs 1 and takes a unit off o7 and below. With
        // a = -d4, b = -d6 and o8 brought to 0 by h7: 68.8 - 1.8 a - 1.7 b, least at a = b = 8
        // (both heights at their minimum 36), where o7 is already 0: total 40.8.
        #expect(s.value(of: h[5]) == 60)
        #expect(s.value(of: h[4]) == 36)
        #expect(s.value(of: h[6]) == 36)
        #expect(s.value(of: top[5]) == 45 * 5 - 8)
        #expect(s.value(of: top[6]) == 45 * 6 + 8)
        for r in [1, 2, 3, 4, 7, 8, 9, 10, 11] { #expect(s.value(of: top[r]) == 45 * Double(r)) }
        for r in [1, 2, 3, 7, 8, 9, 10, 11] { #expect(s.value(of: h[r]) == 44) }
    }
}
