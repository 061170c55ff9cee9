import Testing
import TestSupport
@testable import Cassowary

/// Every rate `explain` gives, each way, against re-solving after moving the constant (see
/// `expectOneSidedRatesMatchResolving`), over random systems shaped like layouts: a flow of
/// tops with heights and gaps in multiples of 5 (so that bounds often meet at one point),
/// required equalities and inequalities added in a shuffled order (so that many rows take
/// their dummies or slacks at 0 as basic symbols), weak pulls on every top and a few stronger
/// wishes — the degenerate vertices where a basis's rate and a re-solve's differ.
@Suite("Explain: every rate agrees with re-solving, each way")
struct ExplainResolvingTests {
    @Test("random layout-shaped systems", arguments: 0..<40)
    func layoutShaped(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let n = 4 + Int(rng.next() % 5)
        let tops = (0..<n).map { Variable("top\($0)") }
        let heights = (0..<n).map { Variable("h\($0)") }
        var constraints: [Constraint] = [(tops[0] == 0).labeled("origin")]
        for i in 0..<n {
            constraints.append((heights[i] == Double(5 * (1 + Int(rng.next() % 4)))).labeled("height\(i)"))
        }
        for i in 1..<n {
            let p = Int(rng.next() % UInt64(i))
            let gap = Double(5 * Int(rng.next() % 3))
            let below = tops[i] - tops[p] - heights[p]
            switch rng.next() % 3 {
            case 0: constraints.append((below == gap).labeled("link\(i)"))
            case 1: constraints.append((below >= gap).labeled("after\(i)"))
            default: constraints.append((tops[i] == tops[p]).labeled("row\(i)"))
            }
        }
        for k in 0..<Int(rng.next() % 4) {
            let i = Int(rng.next() % UInt64(n)), j = Int(rng.next() % UInt64(n))
            guard i != j else { continue }
            constraints.append((tops[i] - tops[j] >= Double(5 * Int(rng.next() % 4))).labeled("extra\(k)"))
        }
        for i in 0..<n { constraints.append((tops[i] == 0 ~ .weak).labeled("pull\(i)")) }
        for k in 0..<Int(rng.next() % 3) {
            let i = Int(rng.next() % UInt64(n))
            constraints.append((tops[i] == Double(10 * Int(rng.next() % 6)) ~ .medium).labeled("wish\(k)"))
        }
        for i in constraints.indices.reversed() {
            constraints.swapAt(i, Int(rng.next() % UInt64(i + 1)))
        }
        var solver = Solver()
        for c in constraints {
            do { try solver.add(c) } catch {}  // a bound that conflicts with the rest is left out
        }
        let compared = expectOneSidedRatesMatchResolving(solver, tops + heights)
        #expect(compared > 0)
        for variable in tops + heights {
            let e = solver.explain(variable)
            guard !e.isParametric else { continue }
            #expect(abs(e.residual) <= 1e-9 * max(1, abs(e.value)), "\(variable) (seed \(seed))")
        }
    }
}
