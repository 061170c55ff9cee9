import Testing
import TestSupport
@testable import Cassowary

/// `Solver.setConstants(_:)`: many constants changed with one re-solve, coming to what
/// `setConstant(_:for:)` gives one change at a time.
@Suite("Changing many constants at once")
struct SetConstantsTests {
    @Test(
        "random sequences with optional constants changed several at once: optimal at every check", arguments: 0..<120)
    func sequences(seed: UInt64) throws {
        try PropertyTests.runSequence(seed: seed &+ 81_000_000, unchanged: false, batched: true)
    }

    @Test("the same with ranked searches and rows written again after every pivot", arguments: 0..<40)
    func rankedRefactoredSequences(seed: UInt64) throws {
        try PropertyTests.runSequence(
            seed: seed &+ 82_000_000, unchanged: false, ranked: true, refactored: true, batched: true)
    }

    /// A column of `n` cards: each card's top is 8 below the one above it, its height at
    /// least its label's plus 16 and pulled to 0, its label's height held at its text's height
    /// by a hugging (`<=`, weak) and a compression resistance (`>=`, strong) constraint. The
    /// label constraints, by card.
    static func column(_ n: Int) throws -> (Solver, tops: [Variable], labels: [(hug: Constraint, resist: Constraint)]) {
        var s = Solver()
        var tops: [Variable] = [], labels: [(Constraint, Constraint)] = []
        var constraints: [Constraint] = []
        var previous: (top: Variable, height: Variable)?
        for i in 0..<n {
            let top = Variable("top\(i)"), height = Variable("height\(i)"), label = Variable("label\(i)")
            constraints.append(previous.map { top == $0.top + $0.height + 8 } ?? (top == 0))
            constraints.append(height >= label + 16)
            constraints.append(height == 0 ~ Strength(50))
            let hug = label <= 20 ~ .weak, resist = label >= 20 ~ .strong
            constraints += [hug, resist]
            labels.append((hug, resist))
            tops.append(top)
            previous = (top, height)
        }
        try s.add(constraints)
        return (s, tops, labels)
    }

    @Test("label heights changed together: the values one change at a time gives, worked out by hand")
    func matchesOneAtATime() throws {
        let n = 40
        var (batch, tops, labels) = try Self.column(n)
        var single = batch
        var rng = SplitMix64(seed: 7)
        for round in 0..<4 {
            var changes: [(constraint: Constraint, constant: Double)] = []
            var heights = [Double](repeating: 20, count: n)
            for i in 0..<n {
                let h = Double(rng.int(1...4)) * 20
                heights[i] = h
                changes.append((labels[i].hug, h))
                changes.append((labels[i].resist, h))
            }
            try batch.setConstants(changes)
            for (c, value) in changes { try single.setConstant(value, for: c) }
            // Card i is its label's height plus 16 tall, 8 below the card above.
            var top = 0.0
            for i in 0..<n {
                expectClose(batch.value(of: tops[i]), top, within: .absolute(1e-9), "round \(round) top\(i)")
                expectClose(single.value(of: tops[i]), top, within: .absolute(1e-9), "round \(round) top\(i)")
                top += heights[i] + 16 + 8
            }
            for (c, value) in changes { #expect(batch.constant(of: c) == value) }
        }
    }

    @Test("a constraint named twice takes the later constant")
    func laterWins() throws {
        var (s, tops, labels) = try Self.column(3)
        try s.setConstants([
            (labels[0].resist, 60), (labels[0].hug, 60), (labels[0].resist, 40), (labels[0].hug, 40),
        ])
        expectClose(s.value(of: tops[1]), 40 + 16 + 8, within: .absolute(1e-9))
        expectClose(s.value(of: tops[2]), 40 + 16 + 8 + 20 + 16 + 8, within: .absolute(1e-9))
    }

    @Test("an unknown constraint or a value that is not finite is refused before anything changes")
    func badInputChangesNothing() throws {
        var (s, _, labels) = try Self.column(3)
        let before = s.dump()
        let stranger = Variable("stranger") == 1
        do {
            try s.setConstants([(labels[0].hug, 40), (stranger, 2)])
            Issue.record("an unknown constraint was accepted")
        } catch {
            guard case .unknownConstraint(let c) = error else { Issue.record("\(error)"); return }
            #expect(c === stranger)
        }
        do {
            try s.setConstants([(labels[1].hug, 40), (labels[1].resist, .infinity)])
            Issue.record("an infinite constant was accepted")
        } catch {
            guard case .nonFiniteValue = error else { Issue.record("\(error)"); return }
        }
        #expect(s.dump() == before)
    }

    @Test("a required constant that cannot hold refuses the whole batch, bit for bit")
    func failureChangesNothing() throws {
        var (s, tops, labels) = try Self.column(4)
        let floor = tops[3] >= 0
        let ceiling = tops[3] <= 200
        try s.add([floor, ceiling])
        let before = s.dump()
        let values = tops.map { s.value(of: $0).bitPattern }
        // Two labels grow to 60, then the ceiling is asked to go below the floor: the last
        // change fails, and the four before it are put back.
        #expect(throws: SolverError.self) {
            try s.setConstants([
                (labels[0].hug, 60), (labels[0].resist, 60), (labels[1].hug, 60), (labels[1].resist, 60),
                (ceiling, -10),
            ])
        }
        #expect(s.dump() == before)
        #expect(tops.map { s.value(of: $0).bitPattern } == values)
        // With the required constant within reach, the batch goes through.
        try s.setConstants([(labels[0].hug, 60), (labels[0].resist, 60), (ceiling, 300)])
        expectClose(s.value(of: tops[3]), 60 + 24 + 2 * 44, within: .absolute(1e-9))
    }
}
