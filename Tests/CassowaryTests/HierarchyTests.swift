import Testing
import TestSupport
@testable import Cassowary

/// The strict hierarchy of priority levels: no number of lower-level errors, however heavily
/// weighted, outweighs one higher-level error; within a level, weighted errors add up.
@Suite("Strict hierarchy of strengths")
struct HierarchyTests {
    @Test("500 level-250 errors of weight 1000 do not outweigh one level-251 error of weight 0.001")
    func heavyWeightsDoNotCrossLevels() throws {
        let x = Variable("x")
        var s = Solver()
        for _ in 0..<500 { try s.add(x == 10 ~ Strength(250, weight: 1000)) }
        try s.add(x == 0 ~ Strength(251, weight: 0.001))
        expectClose(s.value(of: x), 0)
        // The same with the level-251 constraint added first.
        var t = Solver()
        try t.add(x == 0 ~ Strength(251, weight: 0.001))
        for _ in 0..<100 { try t.add(x == 10 ~ Strength(250, weight: 1000)) }
        expectClose(t.value(of: x), 0)
    }

    @Test("weak errors that kiwi's folded weights would let win still lose to one medium")
    func foldedWeightsWouldOverflow() throws {
        // kiwi folds medium to 1000 and weak to 1: eleven weak equalities of kiwi strength
        // (0, 0, 100) cost 11 · 100 · 10 = 11 000 at x = 10, more than the medium one's
        // 1000 · 10 at x = 0, so kiwi would give x = 0. Levels are strict here: x = 10.
        let x = Variable("x")
        var s = Solver()
        try s.add(x == 10 ~ .kiwi(0, 1, 0))
        for _ in 0..<11 { try s.add(x == 0 ~ .kiwi(0, 0, 100)) }
        expectClose(s.value(of: x), 10)
        // Within the weak level the same weights do count, per unit of error.
        var t = Solver()
        for _ in 0..<11 { try t.add(x == 0 ~ .kiwi(0, 0, 100)) }
        try t.add(x == 10 ~ .kiwi(0, 0, 1000))
        expectClose(t.value(of: x), 0)  // 1 100 against 1 000 within one level
        try t.add(x == 10 ~ .kiwi(0, 0, 101))
        expectClose(t.value(of: x), 10)  // 1 100 against 1 101
    }

    @Test("many weak inequalities with large weights against one medium inequality")
    func weakInequalitiesAgainstMedium() throws {
        let x = Variable("x"), y = Variable("y")
        var s = Solver()
        try s.add(y == 2 * x)
        try s.add(y <= 40 ~ .medium)  // x <= 20 at medium
        for k in 0..<200 {
            try s.add(x >= Double(30 + k % 7) ~ Strength.weak.weighted(Double(1 + k)))
        }
        expectClose(s.value(of: x), 20)
        expectClose(s.value(of: y), 40)
    }

    @Test("each level decides only among the optima of the levels above it")
    func levelsInOrder() throws {
        let x = Variable("x")
        var s = Solver()
        let pulls: [(Double, Strength)] = [
            (1, Strength(1)), (250, .weak), (251, Strength(251)), (500, .medium), (750, .strong),
        ]
        var constraints: [Constraint] = []
        for (target, strength) in pulls {
            let c = x == target ~ strength
            constraints.append(c)
            try s.add(c)
        }
        // The strongest pull wins; removing it hands x to the next level, and so on down.
        for (target, _) in pulls.reversed() {
            expectClose(s.value(of: x), target)
            try s.remove(constraints.removeLast())
        }
        #expect(s.simplex.objective.levels.isEmpty)
    }

    @Test("a lower level still chooses within the optimal set of a higher level")
    func lowerLevelBreaksTies() throws {
        let x = Variable("x"), y = Variable("y")
        var s = Solver()
        // Medium: x + y == 10 (a line of optima). Weak: x == 7 with weight 3, y == 7 with weight 1.
        try s.add(x + y == 10 ~ .medium)
        try s.add(x == 7 ~ Strength.weak.weighted(3))
        try s.add(y == 7 ~ .weak)
        // On the line, weak error 3·|x − 7| + |3 − x| is least at x = 7, y = 3.
        expectClose(s.value(of: x), 7)
        expectClose(s.value(of: y), 3)
        // Level 1 cannot move them.
        try s.add(y == 100 ~ Strength(1, weight: 1000))
        expectClose(s.value(of: y), 3)
    }

    @Test("weights within a level add up: three unit errors outweigh a weight of 2.5")
    func weightsAddUp() throws {
        let x = Variable("x")
        var s = Solver()
        try s.add(x == 0 ~ Strength.weak.weighted(2.5))
        try s.add(x == 10 ~ .weak)
        try s.add(x == 10 ~ .weak)
        expectClose(s.value(of: x), 0)  // cost at x = 0: 2·10 = 20; at x = 10: 2.5·10 = 25.
        try s.add(x == 10 ~ .weak)
        expectClose(s.value(of: x), 10)  // cost at x = 0: 3·10 = 30; at x = 10: 25.
    }

    @Test("weights of inequalities add up against an equality")
    func inequalityWeights() throws {
        let x = Variable("x")
        var s = Solver()
        try s.add(x == 50 ~ Strength.medium.weighted(4))
        let bounds = (0..<5).map { _ in x <= 20 ~ .medium }
        for c in bounds { try s.add(c) }
        // Five unit-weight bounds (5 per unit) beat the weight-4 equality.
        expectClose(s.value(of: x), 20)
        try s.remove(bounds[0])
        // Four bounds against weight 4: a tie, any x in [20, 50] is optimal.
        #expect(s.value(of: x) >= 20 - 1e-9 && s.value(of: x) <= 50 + 1e-9)
        try s.remove(bounds[1])
        expectClose(s.value(of: x), 50)
    }

    @Test("changing a strength in place moves a constraint between levels")
    func strengthChangeCrossesLevels() throws {
        let x = Variable("x")
        var s = Solver()
        let a = x == 10 ~ .weak
        let b = x == 20 ~ Strength(251)
        try s.add(a)
        try s.add(b)
        expectClose(s.value(of: x), 20)
        try s.setStrength(Strength(252), for: a)
        expectClose(s.value(of: x), 10)
        #expect(s.strength(of: a) == Strength(252))
        try s.setStrength(Strength(251, weight: 2), for: b)
        expectClose(s.value(of: x), 10)
        try s.setStrength(Strength(252, weight: 0.5), for: b)
        // Both at 252 now: weight 1 at 10 against weight 0.5 at 20.
        expectClose(s.value(of: x), 10)
        try s.setStrength(Strength(252, weight: 1.5), for: b)
        expectClose(s.value(of: x), 20)
    }

    @Test("an edit at level 251 beats every weak constraint; at level 250 it joins them")
    func editLevels() throws {
        let x = Variable("x")
        var s = Solver()
        for _ in 0..<50 { try s.add(x == 0 ~ .weak) }
        try s.addEditVariable(x, strength: Strength(251))
        try s.suggestValue(42, for: x)
        expectClose(s.value(of: x), 42)
        try s.removeEditVariable(x)
        try s.addEditVariable(x, strength: Strength(250, weight: 49))
        try s.suggestValue(42, for: x)
        expectClose(s.value(of: x), 0)
        try s.removeEditVariable(x)
        try s.addEditVariable(x, strength: Strength(250, weight: 51))
        try s.suggestValue(42, for: x)
        expectClose(s.value(of: x), 42)
    }

    @Test("objective rows exist only for levels in use")
    func levelRowsComeAndGo() throws {
        let x = Variable("x")
        var s = Solver()
        let a = x == 1 ~ .weak, b = x >= 2 ~ .strong, c = x <= 3 ~ Strength(600)
        try s.add(a)
        try s.add(b)
        try s.add(c)
        #expect(s.simplex.objective.levels == [750, 600, 250])
        try s.remove(c)
        #expect(s.simplex.objective.levels == [750, 250])
        try s.setStrength(.weak, for: b)
        #expect(s.simplex.objective.levels == [250])
        try s.remove(a)
        try s.remove(b)
        #expect(s.simplex.objective.levels.isEmpty)
        #expect(!s.dump().contains("@"))
    }
}
