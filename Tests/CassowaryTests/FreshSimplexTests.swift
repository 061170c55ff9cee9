import Testing
@testable import Cassowary

/// The fresh solve behind the solver's answer to numerical trouble: a lexicographic simplex
/// from scratch. Expected values are worked out by hand (or, for Beale's example, are the
/// textbook's).
@Suite("The fresh solve: a lexicographic simplex from scratch")
struct FreshSimplexTests {
    /// The optimal values of `problem`'s columns, or nil when it is not solved.
    private func values(_ problem: FreshSimplex.Problem) -> [Double]? {
        if case .optimal(_, let values) = FreshSimplex.solve(problem) { return values }
        return nil
    }

    @Test("a wish beyond a required bound stops at the bound")
    func wishAgainstBound() throws {
        // Columns: x (free), s (slack of x <= 10), e+ and e- (errors of x == 20, weak).
        var problem = FreshSimplex.Problem()
        problem.rows = [[(0, 1), (1, 1)], [(0, 1), (2, -1), (3, 1)]]
        problem.rhs = [10, 20]
        problem.bounds = [.free, .nonNegative, .nonNegative, .nonNegative]
        problem.costs = [[0, 0, 1, 1]]
        let x = try #require(values(problem))
        #expect(abs(x[0] - 10) < 1e-9)
        // The shortfall is 10: e- = 10, e+ = 0.
        #expect(abs(x[3] - 10) < 1e-9 && abs(x[2]) < 1e-9)
    }

    @Test("a higher level wins whatever the weights of a lower one")
    func levelsAreStrict() throws {
        // x == 0 at the higher level (weight 1), x == 10 at the lower one (weight 1000).
        var problem = FreshSimplex.Problem()
        problem.rows = [[(0, 1), (1, -1), (2, 1)], [(0, 1), (3, -1), (4, 1)]]
        problem.rhs = [0, 10]
        problem.bounds = [.free, .nonNegative, .nonNegative, .nonNegative, .nonNegative]
        problem.costs = [[0, 1, 1, 0, 0], [0, 0, 0, 1000, 1000]]
        let x = try #require(values(problem))
        #expect(abs(x[0]) < 1e-9)
        // Within the higher level's optimum, the lower level still counts: with x == 5 as
        // well at the higher level, x settles between 0 and 5, and the lower level picks 5.
        problem.rows.append([(0, 1), (5, -1), (6, 1)])
        problem.rhs.append(5)
        problem.bounds += [.nonNegative, .nonNegative]
        problem.costs[0] += [1, 1]
        problem.costs[1] += [0, 0]
        let y = try #require(values(problem))
        #expect(abs(y[0] - 5) < 1e-9)
    }

    @Test("required rows that cannot hold together are infeasible")
    func infeasible() {
        // x - s = 5 (x >= 5) and x + t = 3 (x <= 3).
        var problem = FreshSimplex.Problem()
        problem.rows = [[(0, 1), (1, -1)], [(0, 1), (2, 1)]]
        problem.rhs = [5, 3]
        problem.bounds = [.free, .nonNegative, .nonNegative]
        problem.costs = []
        guard case .infeasible = FreshSimplex.solve(problem) else {
            Issue.record("expected infeasible")
            return
        }
    }

    @Test("a required equality's fixed marker stays at 0, and its row holds")
    func fixedMarker() throws {
        // x + y + d = 8 (d the dummy, fixed at 0); x - y == 2 as a wish.
        var problem = FreshSimplex.Problem()
        problem.rows = [[(0, 1), (1, 1), (2, 1)], [(0, 1), (1, -1), (3, -1), (4, 1)]]
        problem.rhs = [8, 2]
        problem.bounds = [.free, .free, .fixed, .nonNegative, .nonNegative]
        problem.costs = [[0, 0, 0, 1, 1]]
        let x = try #require(values(problem))
        #expect(abs(x[0] - 5) < 1e-9 && abs(x[1] - 3) < 1e-9 && abs(x[2]) < 1e-12)
    }

    @Test("Beale's example, which cycles under the textbook's rule, ends at its optimum")
    func bealeTerminates() throws {
        // min -3/4 x4 + 20 x5 - 1/2 x6 + 6 x7 subject to
        //   1/4 x4 - 8 x5 - x6 + 9 x7 <= 0, 1/2 x4 - 12 x5 - 1/2 x6 + 3 x7 <= 0, x6 <= 1:
        // optimum -5/4 at x4 = 1, x6 = 1.
        var problem = FreshSimplex.Problem()
        problem.rows = [
            [(0, 0.25), (1, -8), (2, -1), (3, 9), (4, 1)],
            [(0, 0.5), (1, -12), (2, -0.5), (3, 3), (5, 1)],
            [(2, 1), (6, 1)],
        ]
        problem.rhs = [0, 0, 1]
        problem.bounds = [FreshSimplex.Bound](repeating: .nonNegative, count: 7)
        problem.costs = [[-0.75, 20, -0.5, 6, 0, 0, 0]]
        let x = try #require(values(problem))
        let objective = -0.75 * x[0] + 20 * x[1] - 0.5 * x[2] + 6 * x[3]
        #expect(abs(objective + 1.25) < 1e-9)
        #expect(abs(x[0] - 1) < 1e-9 && abs(x[2] - 1) < 1e-9)
    }
}
