import Testing
import TestSupport
@testable import Cassowary

/// The property tests again with every tableau row computed by the ranked search (see
/// `Simplex+Ranks.swift`): its rank threshold at 0, so that no search stays depth-first and the
/// ranks are kept up to date through every add, removal, pivot and failed call. The ranks may
/// only change the order in which a row's parts are summed, never what it comes to.
@Suite("Ranked searches: random systems")
struct RankedSearchTests {
    @Test("adding random constraints: required ones hold, each level's error is optimal", arguments: 0..<150)
    func adds(seed: UInt64) throws {
        try PropertyTests.runAdds(seed: seed &+ 61_000_000, unchanged: false, ranked: true)
    }

    @Test("adding constraints with fractional coefficients: required hold, levels optimal", arguments: 0..<80)
    func fractionalAdds(seed: UInt64) throws {
        try PropertyTests.runAdds(seed: seed &+ 62_000_000, unchanged: false, profile: .fractional, ranked: true)
    }

    @Test("random add/remove/suggest/constant sequences: incremental equals from scratch", arguments: 0..<150)
    func sequences(seed: UInt64) throws {
        try PropertyTests.runSequence(seed: seed &+ 63_000_000, unchanged: false, ranked: true)
    }

    @Test("long sequences over 7–12 variables: incremental equals from scratch", arguments: 0..<20)
    func longSequences(seed: UInt64) throws {
        try PropertyTests.runSequence(
            seed: seed &+ 64_000_000, unchanged: false, profile: .large, steps: 40...70, ranked: true)
    }

    @Test("sequences with redundant and conflicting equalities (cycles of rows)", .longRun, arguments: 0..<120)
    func redundantEqualities(seed: UInt64) throws {
        try PropertyTests.runSequence(
            seed: seed &+ 65_000_000, unchanged: false, steps: 20...40, redundant: true, ranked: true)
    }

    @Test("reorderings that move the rows reaching an edge's upper end: adds", arguments: 0..<150)
    func oneSidedAdds(seed: UInt64) throws {
        try PropertyTests.runAdds(seed: seed &+ 68_000_000, unchanged: false, ranked: true, oneSided: true)
    }

    @Test("reorderings that move the rows reaching an edge's upper end: sequences", arguments: 0..<150)
    func oneSidedSequences(seed: UInt64) throws {
        try PropertyTests.runSequence(
            seed: seed &+ 69_000_000, unchanged: false, profile: .large, steps: 40...70, ranked: true, oneSided: true)
    }

    @Test("a failed add or constant change leaves dump and values bit for bit", arguments: 0..<150)
    func failedCallsChangeNothing(seed: UInt64) throws {
        try PropertyTests.runSequence(seed: seed &+ 66_000_000, unchanged: true, ranked: true)
    }

    @Test("a refused constraint leaves dump and values bit for bit", arguments: 0..<100)
    func refusedAddsChangeNothing(seed: UInt64) throws {
        try PropertyTests.runAdds(seed: seed &+ 67_000_000, unchanged: true, ranked: true)
    }

    /// A feed of cards whose label heights are differences of positions, each card chained
    /// below the one before: setting a label's height, last of its card's constraints, makes a
    /// tableau row of the label's own card, whatever the card's place in the feed. The values
    /// are those the arithmetic gives.
    @Test("a label height between two chained positions: its row stops where they cancel")
    func cancellingPositions() throws {
        var solver = Solver()
        solver.simplex.ranks.searchThreshold = 0
        var previousTop: Variable? = nil, previousHeight: Variable? = nil
        var labels: [(top: Variable, height: Variable)] = []
        var rowsForLabel: [Int] = []
        let cards = 40
        for i in 0..<cards {
            let top = Variable("c\(i).y"), height = Variable("c\(i).h")
            let titleTop = Variable("c\(i).t.y"), titleHeight = Variable("c\(i).t.h")
            let labelTop = Variable("c\(i).l.y"), labelHeight = Variable("c\(i).l.h")
            if let previousTop, let previousHeight {
                try solver.add(top == previousTop + previousHeight + 12)
            } else {
                try solver.add(top == 16)
            }
            try solver.add(titleTop == top + 8)
            try solver.add(labelTop == titleTop + titleHeight + 2)
            try solver.add(top + height == labelTop + labelHeight + 8)
            try solver.add(titleHeight == 20)
            // The label's height, already the difference of two positions, set last.
            let before = solver.statistics.rowsVisited
            try solver.add(labelHeight == Double(10 + i % 7))
            rowsForLabel.append(solver.statistics.rowsVisited - before)
            previousTop = top
            previousHeight = height
            labels.append((labelTop, labelHeight))
        }
        // Card i: 8 + 20 + 2 + (10 + i % 7) + 8 high, 12 apart, the first at 16.
        var y = 16.0
        for i in 0..<cards {
            expectClose(solver.value(of: labels[i].top), y + 8 + 20 + 2, within: .absolute(1e-9))
            expectClose(solver.value(of: labels[i].height), Double(10 + i % 7), within: .absolute(1e-9))
            y += 8 + 20 + 2 + Double(10 + i % 7) + 8 + 12
        }
        // The fortieth card's label costs what the fifth one's did (depth-first, it walked the
        // positions of every card above).
        #expect(rowsForLabel[39] <= 2 * rowsForLabel[4] + 8, "rows visited per label: \(rowsForLabel)")
    }
}

/// The scratch lists' sort, which the ranks' reordering uses: a heap sort in place, allocating
/// nothing.
@Suite("Scratch lists: sorting in place")
struct ScratchArraySortTests {
    @Test("sorts as the standard library sorts, for every length up to 64 and random contents", arguments: 0..<8)
    func sortsLikeTheStandardLibrary(seed: UInt64) {
        var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % 50
        }
        for length in 0...64 {
            let values = (0..<length).map { _ in next() }
            var list = ScratchArray<Int>()
            // Storage left over from a longer use must not take part.
            for _ in 0..<70 { list.append(-1) }
            list.clear()
            for v in values { list.append(v) }
            list.sort(by: >)
            #expect(Array(list) == values.sorted(by: >), "length \(length)")
        }
    }
}
