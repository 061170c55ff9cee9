import Benchmark
import Cassowary

// MARK: - small batches beside a large solver

/// Independent cards, three constraints each (two of them required): a left edge at 0 or
/// more, a right edge within 375, a weak wish for a width of 100. Added one constraint at a
/// time, and each card's three as one batch, as an app activates each view's constraints:
/// a batch with a required member is undone by what it touched, so the two should cost the
/// same per card whatever the solver already holds.
func addCards(_ count: Int, batched: Bool) throws {
    var solver = Solver()
    for i in 0..<count {
        let x = Variable("x\(i)"), w = Variable("w\(i)")
        let members = [x >= 0, x + w <= 375, w == 100 ~ .weak]
        if batched {
            try solver.add(members)
        } else {
            for c in members { try solver.add(c) }
        }
    }
    blackHole(solver)
}

func registerBatches() {
    for cards in [1_000, 4_000] {
        for batched in [false, true] {
            let name = "cards(\(cards)) added \(batched ? "as batches of three" : "one constraint at a time")"
            Benchmark(name, configuration: buildConfiguration(cells: cards)) { benchmark in
                do { try addCards(cards, batched: batched) } catch { benchmark.error("cards: \(error)") }
            }
        }
    }
}
