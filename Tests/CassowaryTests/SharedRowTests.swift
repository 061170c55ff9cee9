import Testing
import TestSupport
@testable import Cassowary

/// The dual simplex's shared tableau row: a row that reaches one basic symbol and nothing else
/// is composed from its own terms and that symbol's kept tableau row, and comes out exactly as
/// the full search computes it; a width that crosses every cell's preferred size then costs a
/// few rows per cell, not the whole chain to the width each time.
@Suite("A tableau row that dual pivots share")
struct SharedRowTests {
    /// A ``WishGrid`` of `count` cells at W = 530, below every cell's preferred width.
    static func grid(_ count: Int) throws -> (solver: Solver, width: Variable, w: [Variable], y: [Variable]) {
        let grid = try WishGrid(cells: count)
        var s = grid.solver
        try s.suggestValue(530, for: grid.width)
        return (s, grid.width, grid.w, grid.y)
    }

    /// For every basic symbol of `solver`: where the shared row applies (asked twice, so that
    /// the second call keeps the row the first one reached), the row it composes is the full
    /// computation's, coefficient for coefficient and part for part; and again once kept.
    /// Returns how many rows it applied to.
    static func expectSameRows(_ solver: Solver, _ context: String) -> Int {
        var applied = 0
        let engine = solver.simplex
        for i in 0..<engine.symbols.kinds.count {
            let b = Symbol(i)
            guard engine.symbols.rowOf[b] != .none else { continue }
            var full = engine.uniqueCopy()
            let computed = full.computeRow(of: b, limit: engine.ranks.searchThreshold)
            var shared = engine.uniqueCopy()
            _ = shared.computeRowThroughSharedRow(of: b, limit: engine.ranks.searchThreshold)
            for attempt in ["kept now", "kept before"] {
                guard shared.computeRowThroughSharedRow(of: b, limit: engine.ranks.searchThreshold) else { break }
                if attempt == "kept now" { applied += 1 }
                #expect(computed, "\(context): symbol \(b): composed, but the full search gave up")
                let same =
                    Array(shared.scratch.pivotRow).elementsEqual(Array(full.scratch.pivotRow)) {
                        $0.symbol == $1.symbol && $0.coefficient.bitPattern == $1.coefficient.bitPattern
                    } && Array(shared.scratch.pivotRowMagnitude).elementsEqual(Array(full.scratch.pivotRowMagnitude))
                #expect(
                    same,
                    "\(context): symbol \(b) (\(attempt)): \(Array(shared.scratch.pivotRow)) against \(Array(full.scratch.pivotRow))"
                )
            }
        }
        return applied
    }

    @Test("composed rows are the full search's, bit for bit: a grid at both sides of its preferred width")
    func gridRowsAreExact() throws {
        var (s, width, _, _) = try Self.grid(24)
        var applied = Self.expectSameRows(s, "W = 530")
        try s.suggestValue(541, for: width)
        applied += Self.expectSameRows(s, "W = 541")
        // Each cell's error row reaches the first cell's width (through the alias rows of
        // the widths) and nothing else: all but the first cell's compose.
        #expect(applied >= 2 * 20)
    }

    @Test("composed rows are the full search's, bit for bit: random systems (seeds 0…199)")
    func randomRowsAreExact() throws {
        let profiles: [SystemGenerator.Profile] = [.small, .large, .fractional, .messy, .scaled]
        var applied = 0
        for seed in UInt64(0)..<200 {
            var gen = SystemGenerator(seed: seed &+ 61_000_000, profile: profiles[Int(seed) % profiles.count])
            let system = RefSystem(count: gen.n)
            var solver = Solver()
            for step in 0..<gen.rng.int(4...14) {
                let roll = gen.rng.int(0...9)
                let ref = roll < 5 ? gen.required(free: false) : roll < 6 ? gen.required(free: true) : gen.optional()
                try? solver.add(gen.constraint(ref, in: system))
                applied += Self.expectSameRows(solver, "seed \(seed) step \(step)")
            }
        }
        // Rows that reach one basic symbol and nothing else are common enough that these
        // systems test the composition, not only the cases where it does not apply.
        #expect(applied >= 100, "composed \(applied) rows")
    }

    @Test("crossing every cell's preferred width: one pivot per cell, a few rows each, the values by hand")
    func crossingVisitsFewRows() throws {
        // Rows visited for one crossing, per cell, at two sizes.
        var perCell: [Double] = []
        for count in [64, 256] {
            var (s, width, w, y) = try Self.grid(count)
            for (value, flips) in [(538.0, count), (534, count), (541, count), (530, count)] {
                let before = s.statistics
                try s.suggestValue(value, for: width)
                let after = s.statistics
                #expect(after.pivots - before.pivots == flips, "\(count) cells: pivots at W = \(value)")
                let cell = (value - 56) / 4
                for i in [0, 3, count / 2, count - 1] {
                    #expect(abs(s.value(of: w[i]) - cell) <= 1e-9, "\(count) cells: w\(i) at W = \(value)")
                    let row = Double(i / 4)
                    #expect(
                        abs(s.value(of: y[i]) - (16 + row * (0.75 * cell + 8))) <= 1e-9,
                        "\(count) cells: y\(i) at W = \(value)")
                }
                perCell.append(Double(after.rowsVisited - before.rowsVisited) / Double(count))
            }
        }
        // Per cell, a crossing visits the rows the width's change reaches (about six: the
        // cell's position, size and height), the row it flips and the row whose value it
        // refreshes. Searched in full, each error row's tableau row would add the seven rows
        // from the cell's width through the first row's chain of positions to W (13 a cell).
        for (i, rows) in perCell.enumerated() {
            #expect(rows <= 10, "crossing \(i): \(rows) rows visited per cell")
        }
        #expect(abs(perCell[4] - perCell[0]) <= 1, "rows per cell at 64 cells \(perCell[0]), at 256 \(perCell[4])")
    }
}
