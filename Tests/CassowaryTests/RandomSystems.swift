@testable import Cassowary
import TestSupport

// Random systems for the property tests, and a model that tracks what the solver should hold
// so that the reference optimiser and a fresh solver can be given the same system.

/// The optional levels the generator draws from (1000 is required).
let randomLevels: [Double] = [750, 500, 251, 250, 1]

/// A random system generator over `n` variables. Required constraints are usually generated
/// to hold at a hidden anchor point, so that the required part stays feasible; some are
/// drawn freely and may be unsatisfiable, which exercises the failure paths.
struct SystemGenerator {
    /// The shape of the systems drawn.
    struct Profile {
        /// How many variables.
        var variables: ClosedRange<Int>
        /// The chance that a variable appears in a constraint.
        var density: Double
        /// Divisors for coefficients: `[1]` gives integers in −3…3; `[1, 3, 7]` also gives
        /// thirds and sevenths, which no binary fraction represents exactly.
        var divisors: [Double]
        /// Multiplies every constant and the anchor (1 keeps them in −20…20).
        var scale: Double = 1
        /// Write constraints untidily: split terms, repeat variables, add terms that cancel,
        /// move numbers to both sides. The constraint is the same linear relation.
        var messy = false
        /// Factors the weights 1–3 are multiplied by (`[1]`: weights stay 1–3).
        var weightScales: [Double] = [1]

        /// 2–6 variables, integer coefficients in −3…3.
        static let small = Profile(variables: 2...6, density: 0.45, divisors: [1])
        /// 7–12 variables, sparser rows.
        static let large = Profile(variables: 7...12, density: 0.3, divisors: [1])
        /// 2–6 variables, coefficients with non-binary fractions.
        static let fractional = Profile(variables: 2...6, density: 0.45, divisors: [1, 3, 7, 10])
        /// 2–6 variables, integer coefficients, constraints written untidily.
        static let messy = Profile(variables: 2...6, density: 0.45, divisors: [1], messy: true)
        /// 2–6 variables, weights spread over six orders of magnitude within a level.
        static let spreadWeights = Profile(
            variables: 2...6, density: 0.45, divisors: [1], weightScales: [0.001, 1, 1000])
        /// 2–6 variables, constants in the thousands (layout-sized numbers).
        static let scaled = Profile(variables: 2...6, density: 0.45, divisors: [1, 3], scale: 997)
        /// 2–6 variables, constants and values in the millions, fractional coefficients: rounding
        /// error grows with the magnitudes, so any fixed absolute tolerance is wrong here.
        static let huge = Profile(variables: 2...6, density: 0.45, divisors: [1, 3, 7], scale: 1_048_573)
    }

    var rng: SplitMix64
    let n: Int
    let anchor: [Double]
    let profile: Profile

    init(seed: UInt64, profile: Profile = .small) {
        rng = SplitMix64(seed: seed)
        self.profile = profile
        n = rng.int(profile.variables)
        var a: [Double] = []
        for _ in 0..<n { a.append(Double(rng.int(-10...10)) * profile.scale) }
        anchor = a
    }

    mutating func coefficients() -> [Double] {
        var a: [Double] = []
        for _ in 0..<n {
            guard rng.chance(profile.density) else { a.append(0); continue }
            let c = Double(rng.int(-3...3))
            a.append(profile.divisors.count == 1 ? c : c / rng.pick(profile.divisors))
        }
        if a.allSatisfy({ $0 == 0 }) { a[rng.int(0...(n - 1))] = Double(rng.pick([-3, -2, -1, 1, 2, 3])) }
        return a
    }

    mutating func relation() -> Relation { rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]) }

    /// A constant for `a·x + constant (relation) 0` that the anchor satisfies.
    mutating func anchoredConstant(_ a: [Double], _ relation: Relation) -> Double {
        var dot = 0.0
        for i in 0..<n { dot += a[i] * anchor[i] }
        switch relation {
        case .equal: return -dot
        case .lessThanOrEqual: return -dot - Double(rng.int(0...5)) * profile.scale
        case .greaterThanOrEqual: return -dot + Double(rng.int(0...5)) * profile.scale
        }
    }

    mutating func freeConstant() -> Double { Double(rng.int(-20...20)) * profile.scale }

    /// A required constraint; anchored (satisfied by the anchor) unless `free`.
    mutating func required(free: Bool) -> RefConstraint {
        let a = coefficients(), r = relation()
        let constant = free ? freeConstant() : anchoredConstant(a, r)
        return RefConstraint(coefficients: a, constant: constant, relation: r)
    }

    mutating func optionalStrength() -> Strength {
        let weight = Double(rng.int(1...3))
        return Strength(
            rng.pick(randomLevels),
            weight: profile.weightScales.count == 1 ? weight : weight * rng.pick(profile.weightScales))
    }

    /// The solver constraint for `ref` over `system`: tidy, or untidy with the messy profile.
    mutating func constraint(_ ref: RefConstraint, in system: RefSystem) -> Constraint {
        guard profile.messy else { return system.constraint(ref) }
        // left − right == ref's expression, with the terms scattered over both sides.
        var left = Expression(), right = Expression()
        for (i, a) in ref.coefficients.enumerated() {
            let v = system.variables[i]
            if a == 0 {
                if rng.chance(0.3) { left = left + v - v }  // a variable that cancels
                continue
            }
            let part = Double(rng.int(-2...2))
            // a·v = part·v + (a − part)·v, the pieces on random sides.
            if rng.chance(0.5) { left = left + part * v } else { right = right - part * v }
            if rng.chance(0.5) { left = left + (a - part) * v } else { right = right - (a - part) * v }
        }
        let k = Double(rng.int(-5...5))
        left = left + (ref.constant + k)
        right = right + k
        let strength = ref.isRequired ? Strength.required : Strength(ref.level, weight: ref.weight)
        switch ref.relation {
        case .equal: return left == right ~ strength
        case .lessThanOrEqual: return left <= right ~ strength
        case .greaterThanOrEqual: return rng.chance(0.5) ? (left >= right ~ strength) : (right <= left ~ strength)
        }
    }

    mutating func optional() -> RefConstraint {
        let a = coefficients(), r = relation()
        let s = optionalStrength()
        return RefConstraint(coefficients: a, constant: freeConstant(), relation: r, level: s.level, weight: s.weight)
    }
}

/// What the solver should hold: its constraints with their current constants and strengths,
/// and its edit variables with their current suggestions.
struct SystemModel {
    struct Entry {
        let constraint: Constraint
        var constant: Double
        var strength: Strength
    }

    struct Edit {
        let index: Int
        var strength: Strength
        var value: Double
    }

    let system: RefSystem
    var entries: [Entry] = []
    var edits: [Edit] = []

    init(variableCount: Int) { system = RefSystem(count: variableCount) }

    /// The whole system in reference form: constraints, then edits as optional equalities.
    var refs: [RefConstraint] {
        entries.map { system.ref($0.constraint, constant: $0.constant, strength: $0.strength) }
            + edits.map { system.edit($0.index, value: $0.value, strength: $0.strength) }
    }

    var requiredRefs: [RefConstraint] { refs.filter(\.isRequired) }

    /// The same system built in a new solver from scratch: each constraint re-created with
    /// its current constant and strength, each edit variable added and given its suggestion.
    func freshSolver() throws -> Solver {
        var solver = Solver()
        for e in entries {
            let c = Constraint(
                Expression(e.constraint.expression.terms, constant: -e.constant), e.constraint.relation,
                strength: e.strength)
            try solver.add(c)
        }
        for e in edits {
            try solver.addEditVariable(system.variables[e.index], strength: e.strength)
            try solver.suggestValue(e.value, for: system.variables[e.index])
        }
        return solver
    }
}

/// The solver's values, bit for bit, for "nothing changed" comparisons.
func valueBits(_ solver: inout Solver) -> [UInt64] {
    solver.updateVariables()
    return solver.values.map(\.bitPattern)
}

/// The number of cells in the engine's live rows.
func tableauCells(_ solver: Solver) -> Int {
    solver.simplex.rows.all.reduce(0) {
        $0 + (solver.simplex.rows.basic[$1] != .none ? solver.simplex.rows.terms.length($1) : 0)
    }
}

/// The longest live row.
func longestRow(_ solver: Solver) -> Int {
    solver.simplex.rows.all.reduce(0) {
        max($0, solver.simplex.rows.basic[$1] != .none ? solver.simplex.rows.terms.length($1) : 0)
    }
}
