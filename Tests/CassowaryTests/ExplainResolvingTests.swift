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

    /// A row of a stack view, centred (from the settings card, shrunk to what the case needs):
    /// a switch and an icon centred on each other, the row centred on the icon, a spanning
    /// guide around the switch as tall as the row (`spt + sph == at + ah`, `at == spt`) and
    /// wishing to be 0 tall at 51. Then `ah = sph`, and `sph` is the wish's constant: by hand,
    /// `ah` moves at 1 with the wish's constant, at −1 with the constants of the two equalities
    /// that tie the row to the guide, and with nothing else. Added last first, the basis holds
    /// `ah` parametric, tied by the dummy of `spt + sph − at − ah == 0`, whose rows reach a
    /// cycle (the switch's height through its top and back); the explanation took the dummy's
    /// rows for unreadable and said that nothing held `ah`.
    @Test("a variable held by an equality whose rows reach a cycle", arguments: [false, true])
    func heldThroughACycle(reversed: Bool) throws {
        let swh = Variable("swh"), sph = Variable("sph"), spt = Variable("spt"), swt = Variable("swt")
        let ict = Variable("ict"), ich = Variable("ich"), at = Variable("at"), ah = Variable("ah")
        let ct = Variable("ct"), nt = Variable("nt"), nh = Variable("nh"), ch = Variable("ch"), rt = Variable("rt")
        let fit = (sph == 0 ~ Strength(51)).labeled("fit")
        let side = (spt + sph - at - ah == 0).labeled("side")
        let top = (at - spt == 0).labeled("top")
        var constraints: [Constraint] = [
            rt == 0, nt - rt == 0, nt + nh - ct - ch == 16, ct - at == 0, top, side,
            at + 0.5 * ah - ict - 0.5 * ich == 0, ict + 0.5 * ich - swt - 0.5 * swh == 0, spt - swt <= 0,
            spt + sph - swt - swh >= 0, fit, swh <= 31 ~ .weak,
        ]
        if reversed { constraints.reverse() }
        var solver = Solver()
        try solver.add(constraints)
        let explanation = solver.explain(ah)
        #expect(!explanation.isParametric)
        for (constraint, rate) in [(fit, 1.0), (side, -1.0), (top, -1.0)] {
            let source = try #require(explanation.sources.first { $0.constraint === constraint })
            #expect(source.increaseRate == rate && source.decreaseRate == rate, "\(constraint)")
        }
        for source in explanation.sources where ![fit, side, top].contains(where: { $0 === source.constraint }) {
            #expect(source.increaseRate == 0 && source.decreaseRate == 0, "\(source.constraint)")
        }
        expectOneSidedRatesMatchResolving(solver, [ah])
    }
}
