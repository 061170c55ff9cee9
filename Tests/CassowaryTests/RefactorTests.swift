import Testing
import TestSupport
@testable import Cassowary

/// Refactorisation: the rows written again from the constraints for the current basis (see
/// `Simplex+Refactor.swift`). It may change how the rows express the basis, never the basis,
/// the values or what any later operation comes to.
@Suite("Refactorisation: rows written again from the constraints")
struct RefactorTests {
    // MARK: The property tests, with the rows written again after every pivot

    @Test("adding random constraints: required ones hold, each level's error is optimal", arguments: 0..<100)
    func adds(seed: UInt64) throws {
        try PropertyTests.runAdds(seed: seed &+ 71_000_000, unchanged: false, refactored: true)
    }

    @Test("random add/remove/suggest/constant sequences: incremental equals from scratch", arguments: 0..<100)
    func sequences(seed: UInt64) throws {
        try PropertyTests.runSequence(seed: seed &+ 72_000_000, unchanged: false, refactored: true)
    }

    @Test("sequences with redundant and conflicting equalities (cycles of rows)", arguments: 0..<80)
    func redundantEqualities(seed: UInt64) throws {
        try PropertyTests.runSequence(
            seed: seed &+ 73_000_000, unchanged: false, steps: 20...40, redundant: true, refactored: true)
    }

    @Test("a failed add or constant change leaves dump and values bit for bit", arguments: 0..<80)
    func failedCallsChangeNothing(seed: UInt64) throws {
        try PropertyTests.runSequence(seed: seed &+ 74_000_000, unchanged: true, refactored: true)
    }

    @Test("long sequences over 7–12 variables, ranked searches too", arguments: 0..<12)
    func longRankedSequences(seed: UInt64) throws {
        try PropertyTests.runSequence(
            seed: seed &+ 75_000_000, unchanged: false, profile: .large, steps: 40...70, ranked: true,
            refactored: true)
    }

    // MARK: What a refactorisation keeps and what it changes

    /// Three cards stacked in a column (``FillInTests/stackedCards(_:)``), each card's image
    /// `ratio × width`, its label 8 below, the card 8 below the label, pulled to 0 tall; the
    /// width is free. At the optimum the width is as low as card 0 allows (ratio 0.75): its
    /// image is −16 tall, so that its label, 8 below, ends 8 above the card's bottom at 0.
    @Test("written again, the rows give the same basis and values, and hold only the constraints' own terms")
    func keepsTheBasis() throws {
        var s = Solver()
        let constraints = FillInTests.stackedCards(3)
        try s.add(constraints)
        let variables = s.variables
        let width = try #require(variables.first { $0.name == "width" })
        expectClose(s.value(of: width), -16 / 0.75, within: .absolute(1e-9))
        let basicBefore = Set(s.simplex.rows.all.map { s.simplex.rows.basic[$0] }.filter { $0 != .none })
        let valuesBefore = variables.map { s.value(of: $0) }
        let costsBefore = s.simplex.objective.reduced.map { Array($0) }

        s.refactor()
        s.checkInvariants()
        let basicAfter = Set(s.simplex.rows.all.map { s.simplex.rows.basic[$0] }.filter { $0 != .none })
        #expect(basicAfter == basicBefore)
        #expect(s.simplex.counters.refactorCount == 1)
        for (v, before) in zip(variables, valuesBefore) {
            expectClose(s.value(of: v), before, within: .absolute(1e-9), "\(v)")
        }
        #expect(s.simplex.objective.reduced.map { Array($0) } == costsBefore)
        // Every row is a constraint's own: its variables and its marker symbols, no more (this
        // basis orders them all: no block needed eliminating).
        let ownCells = constraints.reduce(0) { $0 + $1.expression.terms.count + ($1.strength.isRequired ? 1 : 2) }
        #expect(s.statistics.cells == ownCells)
        #expect(tableauCells(s) == s.statistics.cells)
    }

    @Test("after the rows are written again, edits and removals come to what a fresh solver gives")
    func laterOperationsAgree() throws {
        let constraints = FillInTests.stackedCards(12)
        var s = Solver()
        try s.add(constraints)
        s.refactor()
        let container = try #require(s.variables.first { $0.name == "container" })
        let width = try #require(s.variables.first { $0.name == "width" })
        try s.addEditVariable(container, strength: .strong)
        try s.suggestValue(400, for: container)
        // The width is the container's less 32; each card as tall as its content: image
        // `ratio × width`, 8, the label's 0, 8.
        expectClose(s.value(of: width), 368, within: .absolute(1e-6))
        let ratios = [0.75, 1, 4.0 / 3, 0.5625, 2.0 / 3]
        var top = 0.0
        for i in 0..<12 {
            let height = try #require(s.variables.first { $0.name == "height\(i)" })
            let topVariable = try #require(s.variables.first { $0.name == "top\(i)" })
            expectClose(s.value(of: topVariable), top, within: .absolute(1e-6), "top\(i)")
            expectClose(s.value(of: height), ratios[i % 5] * 368 + 16, within: .absolute(1e-6), "height\(i)")
            top += ratios[i % 5] * 368 + 16 + 8
        }
        // Remove the ninth card's pull to 0: its height is then free above its content, and
        // nothing pulls it either way, so only the cards above keep their values.
        s.refactor()
        try s.remove(constraints[1 + 6 * 8 + 5])
        try s.suggestValue(200, for: container)
        expectClose(s.value(of: width), 168, within: .absolute(1e-6))
        let top8 = try #require(s.variables.first { $0.name == "top8" })
        let expectedTop8 = (0..<8).reduce(0.0) { $0 + ratios[$1 % 5] * 168 + 24 }
        expectClose(s.value(of: top8), expectedTop8, within: .absolute(1e-6))
    }

    @Test("a batch whose rows are written again after every pivot ends where it would have")
    func batchesRefactor() throws {
        // The width is free (nothing suggests the container's), so every card's height cost
        // reaches it and its column fills the rows in. Written again after every pivot (the
        // optimisations of the batch interrupted and resumed each time), the batch still
        // reaches the optimum: a width small enough (at most −16 / 0.5625) lets every card's
        // content fit in a height of 0, so every height is 0 and card `i` starts at 8 × i.
        var s = Solver()
        s.simplex.refactoring.slack = -1 << 40
        try s.add(FillInTests.stackedCards(60))
        #expect(s.simplex.counters.refactorCount > 0, "\(s.statistics)")
        s.checkInvariants()
        try expectCardsAtZero(s, 60)
    }

    /// The same cards, one batch, with the rows due to be written again as soon as they hold
    /// a cell more than the constraints' own rows (a slack of minus those cells, against the
    /// cells the rows were written with: twice those less the constraints' own): whatever
    /// the batch's optimisations did not write again on the way, the end of the operation
    /// does, and the reduced costs it leaves are the ones the rows give when summed afresh.
    @Test("an operation never ends with its rows due to be written again, and its costs summed afresh")
    func operationsEndWrittenAgain() throws {
        let constraints = FillInTests.stackedCards(60)
        let ownCells = constraints.reduce(0) { $0 + $1.expression.terms.count + ($1.strength.isRequired ? 1 : 2) }
        var s = Solver()
        s.simplex.refactoring.slack = -ownCells
        try s.add(constraints)
        #expect(s.simplex.counters.refactorCount > 0, "\(s.statistics)")
        #expect(!s.simplex.refactorDue, "\(s.statistics)")
        #expect(!s.simplex.objective.recordsWorn)
        let fresh = s.simplex.computedReducedCosts()
        for k in fresh.indices {
            for j in fresh[k].indices {
                let stored = s.simplex.objective.reduced[k][Symbol(j)]
                #expect(abs(stored - fresh[k][j]) <= 1e-9 * max(1, abs(fresh[k][j])), "level \(k), symbol \(j)")
            }
        }
        s.checkInvariants()
        // Still the optimum (see `batchesRefactor()`).
        try expectCardsAtZero(s, 60)
    }

    /// The optimum of `FillInTests.stackedCards(n)` with the width free: every height 0, card
    /// `i` at 8 × i.
    private func expectCardsAtZero(_ s: Solver, _ n: Int) throws {
        for i in 0..<n {
            let top = try #require(s.variables.first { $0.name == "top\(i)" })
            let height = try #require(s.variables.first { $0.name == "height\(i)" })
            expectClose(s.value(of: height), 0, within: .absolute(1e-6), "height\(i)")
            expectClose(s.value(of: top), 8 * Double(i), within: .absolute(1e-6), "top\(i)")
        }
    }
}
