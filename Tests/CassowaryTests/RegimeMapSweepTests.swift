import Testing
import TestSupport
@testable import Cassowary

/// A random layout-like system over one width `W`: every variable has required bounds, some
/// required relations hold at a hidden feasible point, a required "fill" equality ties a
/// random combination of the variables to `W`, and every variable has a medium or weak wish
/// with a random weight (pairwise distinct in practice, so the optimum is unique and a
/// sampled re-solve must land on exactly the map's values).
struct RandomWidthSystem {
    let solver: Solver
    let width: Variable
    let variables: [Variable]

    init(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let n = rng.int(2...7)
        let variables = (0..<n).map { Variable("v\($0)") }
        let width = Variable("W")
        var solver = Solver()
        var anchor: [Double] = []
        for v in variables {
            let lo = Double(rng.int(0...40)), span = Double(rng.int(10...200))
            anchor.append(lo + span / 2)
            try solver.add(v >= lo)
            try solver.add(v <= lo + span)
        }
        // Required relations that hold at the anchor.
        for _ in 0..<rng.int(0...2) {
            let i = rng.int(0...(n - 1)), j = rng.int(0...(n - 1))
            guard i != j else { continue }
            let a = Double(rng.int(1...3))
            let gap = anchor[i] - a * anchor[j]
            try solver.add(variables[i] - a * variables[j] >= gap - Double(rng.int(0...20)))
        }
        // The fill: a positive combination of the variables equals W (so W can move them).
        var fill = Expression()
        for v in variables where rng.chance(0.7) { fill = fill + Double(rng.int(1...2)) * v }
        if fill.terms.isEmpty { fill = fill + variables[0] }
        try solver.add(fill + Double(rng.int(0...30)) == width)
        for v in variables {
            let level = rng.chance(0.5) ? Strength.medium.level : Strength.weak.level
            let weight = 1 + Double(rng.int(1...1_000_000)) / 1_000_003
            try solver.add(v == Double(rng.int(0...240)) ~ Strength(level, weight: weight))
        }
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(Double(rng.int(0...600)), for: width)
        self.solver = solver
        self.width = width
        self.variables = variables
    }
}

@Suite("Regime map against sampled sweeps and hand-computed breakpoints")
struct RegimeMapSweepTests {
    /// Every integer width from `from` to `to` (either way): suggest + solve, in walking order,
    /// agrees with the map's affine formula to 1e-9 relative.
    func checkAgainstSweep(_ system: RandomWidthSystem, from: Double, to: Double, seed: UInt64) throws {
        let map = try system.solver.regimes(
            of: system.width, from: from, to: to, tracking: system.variables + [system.width])
        // The intervals cover from…to in walking order, without gaps, overlaps or empty ones.
        #expect(map.regimes.first?.from == from, "seed \(seed)")
        #expect(map.regimes.last?.to == to, "seed \(seed)")
        for (a, b) in zip(map.regimes, map.regimes.dropFirst()) {
            #expect(a.to == b.from, "seed \(seed): a gap or overlap at \(a.to)")
        }
        for regime in map.regimes where from != to {
            #expect(
                (regime.to - regime.from) * (to - from) > 0,
                "seed \(seed): an empty or backward interval \(regime.from)…\(regime.to)")
        }
        var sampled = system.solver
        let step = to >= from ? 1.0 : -1.0
        var w = from
        while (to - w) * step >= 0 {
            try sampled.suggestValue(w, for: system.width)
            for (i, v) in (system.variables + [system.width]).enumerated() {
                expectClose(
                    map.value(at: w, variable: i), sampled.value(of: v), within: .rounding,
                    "seed \(seed), \(v) at W = \(w)")
            }
            w += step
        }
    }

    @Test(
        "random systems: the map agrees with suggest + solve at every integer width (seeds 1…60)", .longRun,
        arguments: 1...60)
    func randomSweeps(seed: UInt64) throws {
        let system = try RandomWidthSystem(seed: seed)
        try checkAgainstSweep(system, from: 0, to: 700, seed: seed)
    }

    @Test("random systems walked downwards (seeds 201…220)", .longRun, arguments: 201...220)
    func randomSweepsDown(seed: UInt64) throws {
        let system = try RandomWidthSystem(seed: seed)
        try checkAgainstSweep(system, from: 700, to: 0, seed: seed)
    }

    @Test("the caller's solver is unchanged by a regime map, bit for bit (seeds 301…315)", arguments: 301...315)
    func unchanged(seed: UInt64) throws {
        let system = try RandomWidthSystem(seed: seed)
        var before = system.solver
        let dump = before.dump(), description = before.description
        let bits = valueBits(&before)
        _ = try system.solver.regimes(of: system.width, from: 0, to: 700)
        var after = system.solver
        #expect(after.dump() == dump)
        #expect(after.description == description)
        #expect(valueBits(&after) == bits)
    }

    @Test(
        "explain's sensitivity to W is the slope of the regime the current width lies in (seeds 401…430)",
        arguments: 401...430)
    func sensitivityIsSlope(seed: UInt64) throws {
        var system = try RandomWidthSystem(seed: seed)
        var solver = system.solver
        let current = 123.37 + Double(seed % 7) * 61.3  // away from whole-number breakpoints
        try solver.suggestValue(current, for: system.width)
        system = RandomWidthSystem(solver: solver, width: system.width, variables: system.variables)
        let map = try solver.regimes(
            of: system.width, from: current - 200, to: current + 200, tracking: system.variables)
        let regime = try #require(map.regime(at: current))
        for (i, v) in system.variables.enumerated() {
            let explanation = solver.explain(v)
            expectClose(
                explanation.formulaValue, solver.value(of: v), "seed \(seed), \(v): the formula evaluates to the value")
            if regime.from != current && regime.to != current {
                expectClose(explanation.sensitivity(to: system.width), regime.slopes[i], "seed \(seed), \(v)")
            }
        }
    }

    /// The grid workload's constraints for 8 cells in 4 columns (see GridWorkload): every cell
    /// has width w = (W − 16 − 16 − 3·8)/4 = 0.25·W − 14 while the edit holds. `w >= 44
    /// @strong` (8 of them) outweighs the strong edit below W = 4·44 + 56 = 232: there the
    /// edit gives way and w stays 44. `w == 120 @weak` holds exactly at W = 4·120 + 56 = 536.
    @Test("grid: breakpoints at W = 232 and 536, w = 0.25·W − 14 between")
    func grid() throws {
        var solver = Solver()
        let W = Variable("W")
        var x: [Variable] = [], y: [Variable] = [], w: [Variable] = [], h: [Variable] = []
        try solver.addEditVariable(W, strength: .strong)
        try solver.add(W >= 0)
        for i in 0..<8 {
            x.append(Variable("x\(i)")); y.append(Variable("y\(i)")); w.append(Variable("w\(i)"));
            h.append(Variable("h\(i)"))
            let r = i / 4, c = i % 4
            if c == 0 {
                try solver.add(x[i] == 16)
            } else {
                try solver.add(x[i] == x[i - 1] + w[i - 1] + 8)
                try solver.add(w[i] == w[i - 1])
            }
            if c == 3 { try solver.add(x[i] + w[i] + 16 == W) }
            if r > 0 && c == 0 { try solver.add(w[i] == w[i - 4]) }
            try solver.add(h[i] == 0.75 * w[i])
            if r == 0 { try solver.add(y[i] == 16) } else { try solver.add(y[i] == y[i - 4] + h[i - 4] + 8) }
            try solver.add(w[i] >= 44 ~ .strong)
            try solver.add(w[i] == 120 ~ .weak)
        }
        let map = try solver.regimes(of: W, from: 100, to: 1366, tracking: [w[5], x[7], y[6], W])
        #expect(map.regimes.count == 3)
        try #require(map.regimes.count == 3)
        expectClose(map.regimes[0].to, 232)
        expectClose(map.regimes[1].to, 536)
        // w: 44 below 232, then 0.25·W − 14; x7 = 16 + 3·(w + 8) = 0.75·W − 2 (W − 16 − w);
        // y6 = 16 + 0.75·w + 8.
        expectClose(map.regimes[0].slopes[0], 0); expectClose(map.regimes[0].offsets[0], 44)
        for regime in map.regimes.dropFirst() {
            expectClose(regime.slopes[0], 0.25); expectClose(regime.offsets[0], -14)
            expectClose(regime.slopes[1], 0.75); expectClose(regime.offsets[1], -2)
            expectClose(regime.slopes[2], 0.1875); expectClose(regime.offsets[2], 24 - 10.5)
            expectClose(regime.slopes[3], 1); expectClose(regime.offsets[3], 0)
        }
        // Below 232 the width does not follow its suggestion: W = 4·44 + 56 = 232.
        expectClose(map.regimes[0].slopes[3], 0); expectClose(map.regimes[0].offsets[3], 232)
        let at232 = map.regimes[1].changes.map(\.description)
        #expect(at232.contains("edit W holds again"))
        // Every cell's minimum width held it (tight) below 232; all eight come loose.
        #expect(at232.filter { $0.hasSuffix(">= 44 @strong comes loose") }.count == 8)
        let at536 = map.regimes[2].changes
        #expect(at536.count == 8)
        #expect(at536.allSatisfy { $0.kind == .crossed })
    }

    /// The same row with its width set by a required constraint (`fill: x + w == W`, `W`
    /// changed by setConstant): x == 16, w >= 44 (required), w == 100 @weak. Walking the
    /// constant from 400 down: w = W − 16 until it reaches 44 at W = 60, where the required
    /// constraints can go no further; the map stops there.
    @Test("a required constant's map stops where the required constraints cannot follow")
    func requiredConstant() throws {
        let x = Variable("x"), w = Variable("w")
        var solver = Solver()
        try solver.add(x == 16)
        try solver.add(w >= 44)
        try solver.add(w == 100 ~ .weak)
        let fill = x + w == 400
        try solver.add(fill)
        let map = try solver.regimes(ofConstantOf: fill, from: 400, to: 0, tracking: [w])
        #expect(!map.isComplete)
        expectClose(map.reached, 60)
        #expect(map.regimes.count == 2)
        expectClose(map.regimes.first?.to, 116)
        expectClose(map.regimes.last?.slopes[0], 1)
        expectClose(map.regimes.last?.offsets[0], -16)
        #expect(map.editVariable == nil)
        #expect(
            map.regimes.last?.changes.map(\.description) == ["w == 100 @weak holds here and gives way the other way"])
    }
}

extension RandomWidthSystem {
    init(solver: Solver, width: Variable, variables: [Variable]) {
        self.solver = solver
        self.width = width
        self.variables = variables
    }
}
