import Testing

@testable import Cassowary

/// At a degenerate vertex that many constants reach, `explain` gives the formula's weights
/// and says it did not walk the one-sided rates, instead of a walk per constant (quadratic).
@Suite("Explaining at a degenerate vertex that many constants reach")
struct ExplainWalkLimitTests {
    /// x₀ == 0, x_{i+1} ≥ x_i + 10 and x_n ≤ 10·n, all required: every gap is tight, and x_n
    /// sits at its bound, which every gap's constant reaches.
    private func tightChain(_ n: Int) throws -> (Solver, Variable) {
        var solver = Solver()
        let x = (0...n).map { Variable("x\($0)") }
        try solver.add(x[0] == 0)
        for i in 0..<n { try solver.add(x[i + 1] >= x[i] + 10) }
        try solver.add(x[n] <= Double(10 * n))
        return (solver, x[n])
    }

    @Test("a short chain is walked: nothing is left out")
    func shortChainIsWalked() throws {
        let (solver, end) = try tightChain(8)
        let explanation = solver.explain(end)
        #expect(explanation.value == 80)
        #expect(explanation.unwalkedDegenerateConstants == 0)
        #expect(!explanation.notes.contains { $0.hasPrefix("one-sided rates not computed") })
    }

    @Test("a long chain is not walked, and the explanation says so")
    func longChainIsNotWalked() throws {
        let (solver, end) = try tightChain(200)
        let explanation = solver.explain(end)
        #expect(explanation.value == 2_000)
        #expect(explanation.unwalkedDegenerateConstants > Solver.oneSidedWalkLimit)
        #expect(explanation.notes.contains { $0.hasPrefix("one-sided rates not computed") })
        // The formula still makes the value.
        #expect(abs(explanation.formulaValue - 2_000) < 1e-9)
    }
}
