import Testing
import TestSupport
@testable import Cassowary

/// `explain` lists every constraint whose constant moves the value, with the rate at which it
/// does. The rates are checked against a second, independent computation: the constraint's
/// constant moved a little up and a little down on a copy of the solver, which solves again
/// (a finite difference each way).
@Suite("Explain: every constraint whose constant moves the value")
struct ExplainCompletenessTests {
    /// Built in this order, `link` is placed when both its variables are in rows already and
    /// it already holds (b sits at 0 = a + 5): the engine takes its dummy as the row's basic
    /// symbol and leaves b parametric, held only by that dummy.
    ///   anchor: a == −5;  def: c − b == 3;  link: b − a == 5.
    /// By hand: b = a + 5 = −5 + 5 = 0 (from anchor and link, each at rate 1), and
    /// c = b + 3 = 3 (from all three, each at rate 1).
    @Test("a variable held by an equality whose dummy is basic is explained by that equality")
    func equalityWithBasicDummy() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var solver = Solver()
        try solver.add((a == -5).labeled("anchor"))
        try solver.add((c - b == 3).labeled("def"))
        let link = (b - a == 5).labeled("link")
        try solver.add(link)
        // The situation under test: b parametric, link's dummy basic.
        let bSymbol = try #require(solver.symbolOf[b.id])
        #expect(solver.simplex.symbols.rowOf[bSymbol] == .none)
        let linkEntry = try #require(solver.entryOf[ObjectIdentifier(link)])
        let dummy = try #require(solver.entries[linkEntry]).marker
        #expect(solver.simplex.symbols.rowOf[dummy] != .none)

        let eb = solver.explain(b)
        #expect(!eb.isParametric)
        #expect(eb.sources.map(\.name) == ["anchor", "link"])
        expectClose(eb.sources.first { $0.name == "anchor" }?.weight, 1)
        expectClose(eb.sources.first { $0.name == "link" }?.weight, 1)
        expectClose(eb.formulaValue, 0)
        #expect(eb.description == "b = 0   (from: anchor, link)")

        let ec = solver.explain(c)
        #expect(ec.sources.map(\.name) == ["anchor", "def", "link"])
        for source in ec.sources { expectClose(source.weight, 1, source.name) }
        expectClose(ec.value, 3)
        expectClose(ec.formulaValue, 3)
        expectMatchesFiniteDifferences(solver, [a, b, c])
    }

    /// The flow of a grid's tops: `top0 == 0`, each later top equal to an earlier one or 5
    /// below it plus a height, added in a shuffled order (so that many links are placed when
    /// both ends already have rows), with heights fixed. Every top depends on the whole path up
    /// to `top0`, at rate 1 for each link and for `origin`.
    @Test("random link orders: every weight agrees with re-solving", arguments: 0..<12)
    func shuffledLinks(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let n = 14
        let tops = (0..<n).map { Variable("top\($0)") }
        let heights = (0..<n).map { Variable("h\($0)") }
        var constraints: [Constraint] = [(tops[0] == 0).labeled("origin")]
        var parent = [0]
        for i in 1..<n {
            let p = Int(rng.next() % UInt64(i))
            parent.append(p)
            let gap = rng.next() % 2 == 0 ? 0.0 : 5.0
            if gap == 0 {
                constraints.append((tops[i] == tops[p]).labeled("link\(i)"))
            } else {
                constraints.append((tops[i] == tops[p] + heights[p] + gap).labeled("link\(i)"))
            }
            constraints.append((heights[i] == Double(10 * i)).labeled("height\(i)"))
        }
        constraints.append((heights[0] == 7).labeled("height0"))
        for i in constraints.indices.reversed() {
            let j = Int(rng.next() % UInt64(i + 1))
            constraints.swapAt(i, j)
        }
        var solver = Solver()
        for c in constraints { try solver.add(c) }
        expectMatchesFiniteDifferences(solver, tops + heights)
        // By hand: each top is held by the links on its path to top0, and by origin.
        for i in 1..<n {
            let names = Set(solver.explain(tops[i]).sources.map(\.name))
            var k = i
            while k != 0 {
                #expect(names.contains("link\(k)"), "top\(i) misses link\(k) (seed \(seed))")
                k = parent[k]
            }
            #expect(names.contains("origin"), "top\(i) misses origin (seed \(seed))")
        }
    }

    /// Edit variables, tight inequalities and preferences that give way: the rates against
    /// re-solving, in a row of two cells whose width is suggested.
    @Test("edits, bounds and preferences: every weight agrees with re-solving")
    func editsAndBounds() throws {
        let x0 = Variable("x0"), w0 = Variable("w0"), x1 = Variable("x1"), w1 = Variable("w1"), W = Variable("W")
        var solver = Solver()
        try solver.add((x0 == 16).labeled("leading"))
        try solver.add((x1 - x0 - w0 >= 8).labeled("gap"))
        try solver.add((w1 - 2 * w0 == 0 ~ .strong).labeled("ratio"))
        try solver.add((w0 >= 50).labeled("minimum"))
        try solver.add((x1 + w1 + 16 <= W).labeled("trailing"))
        try solver.add((x1 + w1 + 16 == W ~ .medium).labeled("fill"))
        try solver.add((x1 - x0 - w0 == 8 ~ .weak).labeled("tightGap"))
        try solver.addEditVariable(W)
        for width in [400.0, 250, 120] {
            try solver.suggestValue(width, for: W)
            expectMatchesFiniteDifferences(solver, [x0, w0, x1, w1])
        }
    }
}

/// For every constraint of `solver` (edit constraints included) and every variable: the rates
/// `explain` gives each way equal the rates measured by moving the constant by ±h on copies and
/// solving again (see `expectOneSidedRatesMatchResolving`), and each formula gives its value.
func expectMatchesFiniteDifferences(
    _ solver: Solver, _ variables: [Variable], sourceLocation: SourceLocation = #_sourceLocation
) {
    expectOneSidedRatesMatchResolving(solver, variables, sourceLocation: sourceLocation)
    for explanation in variables.map({ solver.explain($0) }) where !explanation.isParametric {
        #expect(
            abs(explanation.residual) <= 1e-9 * max(1, abs(explanation.value)),
            "\(explanation.variable): the formula gives \(explanation.formulaValue), the value is \(explanation.value)",
            sourceLocation: sourceLocation)
    }
}
