import Testing
import TestSupport

@testable import Cassowary

/// The fresh solve on systems past the size its dense inverse served (2 500 rows), through
/// enough pivots that its factorisation is updated and computed again many times. The optimum
/// is worked out by hand.
@Suite("The fresh solve on large sparse systems")
struct FreshSimplexSizeTests {
    /// A staircase of `count` variables whose first `steps` steps rise: x₀ ≥ 0, x_{i+1} − x_i ≥ 1
    /// for i < `steps` and x_{i+1} − x_i ≥ −1 after, all required; each x_i == 0 a wish of
    /// weight 1. Each x_i is held at the least value its step allows: x_i = i up to `steps`,
    /// then one less each step down to 0, x_i = max(0, 2·steps − i).
    private func staircase(_ count: Int, steps: Int) -> FreshSimplex.Problem {
        // Columns: x_0 … x_{count−1} (free), then per row its slack or its two errors.
        var problem = FreshSimplex.Problem()
        problem.bounds = [FreshSimplex.Bound](repeating: .free, count: count)
        var cost: [Double] = [Double](repeating: 0, count: count)
        func newColumn(_ bound: FreshSimplex.Bound, cost c: Double) -> Int {
            problem.bounds.append(bound)
            cost.append(c)
            return problem.bounds.count - 1
        }
        // x₀ − s = 0.
        problem.rows.append([(0, 1), (newColumn(.nonNegative, cost: 0), -1)])
        problem.rhs.append(0)
        for i in 0..<(count - 1) {
            // x_{i+1} − x_i − s = ±1.
            problem.rows.append([(i + 1, 1), (i, -1), (newColumn(.nonNegative, cost: 0), -1)])
            problem.rhs.append(i < steps ? 1 : -1)
        }
        for i in 0..<count {
            // x_i − e⁺ + e⁻ = 0.
            problem.rows.append([
                (i, 1), (newColumn(.nonNegative, cost: 1), -1), (newColumn(.nonNegative, cost: 1), 1),
            ])
            problem.rhs.append(0)
        }
        problem.costs = [cost]
        return problem
    }

    /// Whether `values` are the staircase's optimum, x_i = max(0, 2·steps − i) past `steps`.
    private func isOptimum(_ values: [Double], count: Int, steps: Int) -> Bool {
        (0..<count).allSatisfy { i in
            let expected = Double(i <= steps ? i : max(0, 2 * steps - i))
            return abs(values[i] - expected) < 1e-7
        }
    }

    // A long run: 21 s in a debug build on the shared 2-core machine; CI runs it in the release
    // build with the other long runs.
    @Test("2 520 rows: the staircase's optimum", .longRun)
    func staircaseBeyondTheDenseLimit() throws {
        let problem = staircase(1_260, steps: 100)
        #expect(problem.rows.count == 2_520)
        guard case .optimal(_, let values) = FreshSimplex.solve(problem) else {
            Issue.record("the staircase is not solved")
            return
        }
        #expect(isOptimum(values, count: 1_260, steps: 100))
    }

    @Test("a staircase that rises all the way: x_i = i")
    func risingStaircase() throws {
        guard case .optimal(_, let values) = FreshSimplex.solve(staircase(150, steps: 149)) else {
            Issue.record("the staircase is not solved")
            return
        }
        #expect(isOptimum(values, count: 150, steps: 149))
    }
}

/// The fresh solve's starting basis: a layout's required equalities give each row a free
/// column of its own, so phase 1 has nothing to do.
@Suite("The fresh solve starts from a crash basis")
struct FreshSimplexCrashTests {
    /// A row of `count` items `count` wide, each 10 wide and 4 after the one before it: x₀ = 16,
    /// w_i = 10, x_{i+1} − x_i − w_i = 4, all required equalities whose markers are fixed (no
    /// row has a slack of its own). By hand: x_i = 16 + 14·i.
    private func row(_ count: Int) -> FreshSimplex.Problem {
        // Columns: x_0 … x_{count−1}, then w_0 … w_{count−1} (free), then one fixed marker a row.
        var problem = FreshSimplex.Problem()
        problem.bounds = [FreshSimplex.Bound](repeating: .free, count: 2 * count)
        func marker() -> Int {
            problem.bounds.append(.fixed)
            return problem.bounds.count - 1
        }
        problem.rows.append([(0, 1), (marker(), 1)])
        problem.rhs.append(16)
        for i in 0..<count {
            problem.rows.append([(count + i, 1), (marker(), 1)])
            problem.rhs.append(10)
        }
        // Stated last to first, so that no order of the rows makes the basis triangular by itself.
        for i in (0..<(count - 1)).reversed() {
            problem.rows.append([(i + 1, 1), (i, -1), (count + i, -1), (marker(), 1)])
            problem.rhs.append(4)
        }
        problem.costs = [[Double](repeating: 0, count: problem.bounds.count)]
        return problem
    }

    @Test("a row of 2 000 items: every row takes a free column, no pivot, x_i = 16 + 14·i")
    func requiredEqualitiesNeedNoPivot() throws {
        let count = 2_000
        let problem = row(count)
        let (outcome, work) = FreshSimplex.solveCountingWork(problem)
        guard case .optimal(_, let values) = outcome else {
            Issue.record("the row is not solved")
            return
        }
        for i in 0..<count {
            #expect(abs(values[i] - Double(16 + 14 * i)) < 1e-9, "x\(i)")
            #expect(abs(values[count + i] - 10) < 1e-9, "w\(i)")
        }
        // One pricing pass for the one level, which finds nothing to enter; before the crash,
        // phase 1 took a pivot for each of the 4 000 rows.
        #expect(work <= problem.rows.count, "iterations: \(work / problem.rows.count)")
    }
}
