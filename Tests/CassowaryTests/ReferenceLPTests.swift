import Testing
import TestSupport
import Cassowary

/// The reference optimiser checked on systems worked out by hand, so that the property tests
/// compare the solver against something known to be right.
@Suite("Reference LP: hand-worked goal programmes")
struct ReferenceLPTests {
    private func c(_ a: [Double], _ constant: Double, _ r: Relation, _ level: Double = 1000, _ w: Double = 1)
        -> RefConstraint
    {
        RefConstraint(coefficients: a, constant: constant, relation: r, level: level, weight: w)
    }

    @Test("a weak equality pulled against a required bound has the bound's distance as error")
    func boundAgainstWeak() {
        // x >= 10 (x − 10 >= 0); x == 0 weak: the best is x = 10, error 10.
        let r = ReferenceLP.solve(variableCount: 1, [c([1], -10, .greaterThanOrEqual), c([1], 0, .equal, 250)])
        #expect(r.feasible)
        #expect(r.levelErrors.count == 1)
        expectClose(r.levelErrors[0].error, 10, within: .absolute(1e-9))
        expectClose(r.point[0], 10, within: .absolute(1e-9))
    }

    @Test("variables are free: a required bound below zero is reached")
    func negativeValues() {
        // x <= −5; x == 0 weak: x = −5, error 5.
        let r = ReferenceLP.solve(variableCount: 1, [c([1], 5, .lessThanOrEqual), c([1], 0, .equal, 250)])
        #expect(r.feasible)
        expectClose(r.levelErrors[0].error, 5, within: .absolute(1e-9))
        expectClose(r.point[0], -5, within: .absolute(1e-9))
    }

    @Test("contradictory required bounds are infeasible")
    func infeasibleBounds() {
        #expect(
            !ReferenceLP.isFeasible(variableCount: 1, [c([1], -10, .greaterThanOrEqual), c([1], -5, .lessThanOrEqual)]))
        // x + y == 4 and 2x + 2y == 9 are parallel and distinct.
        #expect(!ReferenceLP.isFeasible(variableCount: 2, [c([1, 1], -4, .equal), c([2, 2], -9, .equal)]))
        #expect(ReferenceLP.isFeasible(variableCount: 2, [c([1, 1], -4, .equal), c([2, 2], -8, .equal)]))
    }

    @Test("a redundant equality does not confuse phase 1")
    func redundantRows() {
        // x + y == 4, 2x + 2y == 8, x == y weak: x = y = 2 with no error.
        let r = ReferenceLP.solve(
            variableCount: 2,
            [
                c([1, 1], -4, .equal), c([2, 2], -8, .equal), c([1, -1], 0, .equal, 250),
            ])
        #expect(r.feasible)
        expectClose(r.levelErrors[0].error, 0, within: .absolute(1e-9))
        expectClose(r.point[0], 2, within: .absolute(1e-9))
        expectClose(r.point[1], 2, within: .absolute(1e-9))
    }

    @Test("levels are solved in order and each optimum is kept")
    func lexicographic() {
        // x + y == 10; x >= 8 @750; y >= 5 @500; x == 0 @250.
        // Level 750 is satisfied (x >= 8), so y <= 2 and level 500 errs by 3 (y = 2, x = 8);
        // level 250 then errs by 8.
        let r = ReferenceLP.solve(
            variableCount: 2,
            [
                c([1, 1], -10, .equal),
                c([1, 0], -8, .greaterThanOrEqual, 750),
                c([0, 1], -5, .greaterThanOrEqual, 500),
                c([1, 0], 0, .equal, 250),
            ])
        #expect(r.feasible)
        #expect(r.levelErrors.map(\.level) == [750, 500, 250])
        expectClose(r.levelErrors[0].error, 0, within: .absolute(1e-9))
        expectClose(r.levelErrors[1].error, 3, within: .absolute(1e-9))
        expectClose(r.levelErrors[2].error, 8, within: .absolute(1e-9))
        expectClose(r.point[0], 8, within: .absolute(1e-9))
        expectClose(r.point[1], 2, within: .absolute(1e-9))
    }

    @Test("a huge weight at a lower level does not outweigh a higher level")
    func strictLevels() {
        // x == 10 @500; x == 0 @250 with weight 1000: x = 10, level 250 errs by 10 000.
        let r = ReferenceLP.solve(variableCount: 1, [c([1], -10, .equal, 500), c([1], 0, .equal, 250, 1000)])
        expectClose(r.levelErrors[0].error, 0, within: .absolute(1e-9))
        expectClose(r.levelErrors[1].error, 10_000, within: .absolute(1e-6))
    }

    @Test("weights within a level add up")
    func weights() {
        // 2·|x − 10| + |x − 20| is smallest (10) at x = 10.
        let r = ReferenceLP.solve(variableCount: 1, [c([1], -10, .equal, 250, 2), c([1], -20, .equal, 250, 1)])
        expectClose(r.levelErrors[0].error, 10, within: .absolute(1e-9))
        expectClose(r.point[0], 10, within: .absolute(1e-9))
    }

    @Test("an optional inequality errs only on its violated side")
    func inequalityErrors() {
        // x == 4 required; x <= 1 weak errs by 3; x >= 2 weak errs by 0; x >= 6 @251 errs by 2.
        let r = ReferenceLP.solve(
            variableCount: 1,
            [
                c([1], -4, .equal), c([1], -1, .lessThanOrEqual, 250), c([1], -2, .greaterThanOrEqual, 250),
                c([1], -6, .greaterThanOrEqual, 251, 3),
            ])
        #expect(r.levelErrors.map(\.level) == [251, 250])
        expectClose(r.levelErrors[0].error, 6, within: .absolute(1e-9))
        expectClose(r.levelErrors[1].error, 3, within: .absolute(1e-9))
    }

    @Test("on random systems the reference's point holds the required part and attains its optimum", arguments: 0..<100)
    func referenceIsConsistent(seed: UInt64) {
        var gen = SystemGenerator(seed: seed &+ 3_000_000)
        var constraints: [RefConstraint] = []
        for _ in 0..<gen.rng.int(2...12) {
            constraints.append(gen.rng.chance(0.5) ? gen.required(free: false) : gen.optional())
        }
        let r = ReferenceLP.solve(variableCount: gen.n, constraints)
        #expect(r.feasible, "seed \(seed): anchored required constraints are feasible by construction")
        for c in constraints where c.isRequired {
            #expect(c.violation(at: r.point) < 1e-7, "seed \(seed): the reference point violates \(c)")
        }
        let atPoint = levelErrors(of: constraints, at: r.point)
        #expect(sameErrors(atPoint, r.levelErrors), "seed \(seed): \(describe(atPoint)) vs \(describe(r.levelErrors))")
        // The anchor is feasible too, so it is no better, level by level (lexicographically).
        let atAnchor = levelErrors(of: constraints, at: gen.anchor)
        for (best, anchor) in zip(r.levelErrors, atAnchor) {
            if anchor.error > best.error + 1e-7 { break }
            #expect(
                anchor.error >= best.error - 1e-7, "seed \(seed): the anchor beats the optimum at level \(best.level)")
        }
    }

    @Test("the range of a variable over the optimal set")
    func ranges() {
        // x + y == 10 alone: x is free.
        let free = ReferenceLP.range(of: 0, variableCount: 2, [c([1, 1], -10, .equal)])
        #expect(free?.min == -.infinity && free?.max == .infinity)
        // With x >= 0 and y >= 0: x in [0, 10].
        let box = ReferenceLP.range(
            of: 0, variableCount: 2,
            [
                c([1, 1], -10, .equal), c([1, 0], 0, .greaterThanOrEqual), c([0, 1], 0, .greaterThanOrEqual),
            ])
        expectClose(box?.min, 0, within: .absolute(1e-9))
        expectClose(box?.max, 10, within: .absolute(1e-9))
        // A weak preference x == 3 pins it.
        let pinned = ReferenceLP.range(
            of: 0, variableCount: 2,
            [
                c([1, 1], -10, .equal), c([1, 0], 0, .greaterThanOrEqual), c([1, 0], -3, .equal, 250),
            ])
        expectClose(pinned?.min, 3, within: .absolute(1e-9))
        expectClose(pinned?.max, 3, within: .absolute(1e-9))
        // Two weak bounds x >= 2, x <= 6 that can both hold leave [2, 6]; y follows.
        let band = ReferenceLP.range(
            of: 1, variableCount: 2,
            [
                c([1, 1], -10, .equal), c([1, 0], -2, .greaterThanOrEqual, 250), c([1, 0], -6, .lessThanOrEqual, 250),
            ])
        expectClose(band?.min, 4, within: .absolute(1e-9))
        expectClose(band?.max, 8, within: .absolute(1e-9))
        #expect(
            ReferenceLP.range(of: 0, variableCount: 1, [c([1], -1, .greaterThanOrEqual), c([1], 0, .lessThanOrEqual)])
                == nil)
    }

    @Test("an untidily written constraint is the same relation as the tidy one", arguments: 0..<50)
    func untidyConstraints(seed: UInt64) {
        var gen = SystemGenerator(seed: seed &+ 61_000_000, profile: .messy)
        let system = RefSystem(count: gen.n)
        for _ in 0..<10 {
            let ref = gen.rng.chance(0.5) ? gen.required(free: true) : gen.optional()
            let written = system.ref(gen.constraint(ref, in: system))
            #expect(written.level == ref.level && written.weight == ref.weight)
            for _ in 0..<5 {
                let point = (0..<gen.n).map { _ in Double(gen.rng.int(-30...30)) }
                expectClose(
                    written.violation(at: point), ref.violation(at: point), within: .absolute(1e-9),
                    "seed \(seed): \(ref) written as \(written)")
            }
        }
    }

    @Test("the seeded generator is a pure function of its seed")
    func generator() {
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42), c = SplitMix64(seed: 43)
        let xs = (0..<8).map { _ in a.next() }
        #expect(xs == (0..<8).map { _ in b.next() })
        #expect(xs != (0..<8).map { _ in c.next() })
    }
}
