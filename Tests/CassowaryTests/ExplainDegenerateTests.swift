import Testing
import TestSupport
@testable import Cassowary

/// `explain` at degenerate vertices: where a basic symbol sits at its bound, re-solving after a
/// small change of a constant can pivot at once, so the rate can differ for an increase and a
/// decrease. Each source carries both, and they are checked against re-solving on copies.
@Suite("Explain: one-sided rates at degenerate vertices")
struct ExplainDegenerateTests {
    /// `x >= 10` twice and a weak pull to 0: x = max(a, b) = 10. By hand, raising either bound
    /// by δ raises x by δ (rate 1), lowering either leaves x at the other's 10 (rate 0).
    @Test("two equal bounds: each moves the value when raised, not when lowered")
    func equalBounds() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x >= 10).labeled("a"))
        try solver.add((x >= 10).labeled("b"))
        try solver.add((x == 0 ~ .weak).labeled("pull"))
        let e = solver.explain(x)
        expectClose(e.value, 10)
        #expect(e.sources.map(\.name) == ["a", "b"])
        for source in e.sources {
            #expect(source.increaseRate == 1, "\(source.name)")
            #expect(source.decreaseRate == 0, "\(source.name)")
            #expect(source.isOneSided)
            #expect(
                source.note
                    == "one-sided (a degenerate vertex): raised, it moves the value at 1; lowered, it moves other "
                    + "variables, not this one")
        }
        // The formula is the basis's: one bound at rate 1, and it gives the value.
        #expect(e.sources.map(\.formulaWeight).sorted() == [0, 1])
        expectClose(e.formulaValue, 10)
        #expect(e.description.hasPrefix("x = 10   (from: a, b)\n    a: one-sided"))
        #expect(expectOneSidedRatesMatchResolving(solver, [x]) > 0)
    }

    /// `x == 10` twice: neither constant can move alone (the other holds x at 10), so the one
    /// the basis uses is listed with no rate either way and the other is unlisted as redundant.
    @Test("a duplicated equality: no rate either way, and the other is redundant")
    func duplicatedEquality() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 10).labeled("a"))
        try solver.add((x == 10).labeled("b"))
        let e = solver.explain(x)
        #expect(e.sources.count == 1)
        let source = try #require(e.sources.first)
        #expect(source.increaseRate == nil && source.decreaseRate == nil)
        #expect(source.weight == 1)
        #expect(
            source.note == "redundant: other required constraints fix the same thing, so its constant cannot move alone"
        )
        let unlisted = solver.unlistedConstraints(of: x)
        #expect(unlisted.map(\.reason) == [.redundant])
        #expect(Set(unlisted.map(\.name) + [source.name]) == ["a", "b"])
        #expect(unlisted.first?.why == "redundant: other required constraints fix this value")
        expectOneSidedRatesMatchResolving(solver, [x])
    }

    /// `x == 0`, `y − x >= 20` with y pulled to 0: y = 20, held by the gap. By hand, the gap
    /// mentions x and is tight, but moving it moves y (rate 1 either way), not x.
    @Test("a tight inequality that moves another variable is unlisted with that variable")
    func tightMovesOthers() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add((x == 0).labeled("origin"))
        try solver.add((y - x >= 20).labeled("gap"))
        try solver.add((y == 0 ~ .weak).labeled("pull"))
        #expect(solver.explain(x).sources.map(\.name) == ["origin"])
        let unlisted = solver.unlistedConstraints(of: x)
        #expect(unlisted.map(\.name) == ["gap"])
        #expect(unlisted.first?.reason == .movesOthers([y]))
        #expect(unlisted.first?.description == "gap: holds, but moving it moves another variable, not this one (y)")
        let ey = solver.explain(y)
        #expect(ey.sources.map(\.name) == ["origin", "gap"])
        for source in ey.sources { #expect(source.increaseRate == 1 && source.decreaseRate == 1, "\(source.name)") }
        #expect(expectOneSidedRatesMatchResolving(solver, [x, y]) > 0)
    }

    /// `x == 10` required and a weak bound `x >= 10` that it meets: the bound holds with no
    /// slack, but raising it is taken by its error (the required equality wins) and lowering it
    /// by its slack, so no variable moves: absorbed. A required bound that the equality already
    /// meets (`x >= 10`) can only go down alone, which moves nothing: redundant. A weak pull to
    /// the same 10 is an equality that moves nothing either, but ties nothing to x: not listed.
    @Test("a preference absorbed by its error, and a bound another equality already meets")
    func absorbedAndRedundantBound() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 10).labeled("fix"))
        try solver.add((x >= 10 ~ .weak).labeled("softFloor"))
        try solver.add((x >= 10).labeled("floor"))
        try solver.add((x == 10 ~ .weak).labeled("pull"))
        #expect(solver.explain(x).sources.map(\.name) == ["fix"])
        let unlisted = solver.unlistedConstraints(of: x)
        #expect(unlisted.map(\.name) == ["softFloor", "floor"])
        #expect(unlisted.map(\.reason) == [.absorbed, .redundant])
        expectOneSidedRatesMatchResolving(solver, [x])
    }
}
