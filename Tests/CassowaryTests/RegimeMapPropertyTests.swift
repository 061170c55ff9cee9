import Testing
import TestSupport
@testable import Cassowary

/// Regime maps on general random systems (the property tests' generator: required
/// constraints that hold at a hidden point, optional ones at random levels, so optima are not
/// always unique): at every integer value of the edit variable, the map's values satisfy every
/// required constraint and leave at each priority level the same weighted error as
/// suggest + solve — both are optimal, whichever optimum each found.
@Suite("Regime maps of random systems are optimal at every sampled point")
struct RegimeMapPropertyTests {
    @Test("required constraints hold and each level's error is optimal (seeds 1…40)", arguments: 1...40)
    func optimalAtEveryPoint(seed: UInt64) throws {
        var gen = SystemGenerator(seed: seed &+ 77_000_000, profile: seed % 2 == 0 ? .small : .fractional)
        let system = RefSystem(count: gen.n)
        var solver = Solver()
        var refs: [RefConstraint] = []
        for _ in 0..<gen.rng.int(2...6) {
            let ref = gen.required(free: false)
            try solver.add(system.constraint(ref))
            refs.append(ref)
        }
        for _ in 0..<gen.rng.int(1...6) {
            let ref = gen.optional()
            try solver.add(system.constraint(ref))
            refs.append(ref)
        }
        let edit = system.variables[0]
        try solver.addEditVariable(edit, strength: .strong)
        let map = try solver.regimes(of: edit, from: -60, to: 60, tracking: system.variables)
        #expect(map.regimes.first?.from == -60 && map.regimes.last?.to == 60, "seed \(seed)")
        var sampled = solver
        for e in -60...60 {
            let value = Double(e)
            try sampled.suggestValue(value, for: edit)
            let point = try system.variables.indices.map { i in try #require(map.value(at: value, variable: i)) }
            let editRef = RefConstraint(
                coefficients: [1] + [Double](repeating: 0, count: gen.n - 1), constant: -value,
                relation: .equal, level: 750, weight: 1)
            var levels: [Double: (map: Double, sampled: Double, scale: Double)] = [:]
            let sampledPoint = system.variables.map { sampled.value(of: $0) }
            for ref in refs + [editRef] {
                var scale = 1 + abs(ref.constant)
                for i in ref.coefficients.indices { scale += abs(ref.coefficients[i] * point[i]) }
                if ref.isRequired {
                    #expect(
                        ref.violation(at: point) <= 1e-6 * scale,
                        "seed \(seed): a required constraint fails at \(value)")
                    continue
                }
                var level = levels[ref.level] ?? (0, 0, 0)
                level.map += ref.weight * ref.violation(at: point)
                level.sampled += ref.weight * ref.violation(at: sampledPoint)
                level.scale += ref.weight * scale
                levels[ref.level] = level
            }
            for (level, errors) in levels.sorted(by: { $0.key > $1.key }) {
                #expect(
                    abs(errors.map - errors.sampled) <= 1e-6 * errors.scale,
                    "seed \(seed): level \(level) error \(errors.map) on the map, \(errors.sampled) re-solved, at \(value)"
                )
            }
        }
    }
}
