import Cassowary

// An optimiser written independently of the solver, for the tests to compare against.
//
// The solver keeps one tableau with one objective row per priority level and minimises the
// levels lexicographically inside a single simplex. The reference here does what the
// definition says instead ("preemptive goal programming"): it solves one ordinary linear
// programme per level, from scratch, with a dense two-phase simplex (Bland's rule), and fixes
// each level's optimum as a constraint before it minimises the next level. Agreement between
// the two is therefore evidence, not an echo.

/// A constraint for the reference: `Σ coefficients[i]·x[i] + constant (relation) 0` over
/// `variableCount` free variables, with a priority level (1000 = required) and a weight.
struct RefConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var level: Double = 1000
    var weight: Double = 1

    var isRequired: Bool { level >= 1000 }

    /// The left side at `point`.
    func evaluate(_ point: [Double]) -> Double {
        var sum = constant
        for i in coefficients.indices { sum += coefficients[i] * point[i] }
        return sum
    }

    /// How far `point` is from satisfying the relation (0 when it holds).
    func violation(at point: [Double]) -> Double {
        let v = evaluate(point)
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }
}

/// A dense simplex for `minimise cost·z subject to rows·z == rhs, z >= 0`.
enum DenseSimplex {
    enum Outcome: Equatable {
        case optimal(value: Double, z: [Double])
        case infeasible
        case unbounded
    }

    static let tolerance = 1e-9

    /// The tableau: `m` constraint rows and one reduced-cost row, `width` columns each
    /// (structural, artificial, right-hand side), stored flat.
    private struct Tableau {
        var cells: [Double]
        let m: Int, width: Int
        var basis: [Int]
        var active: [Bool]
        var isBasic: [Bool]

        @inline(__always) subscript(i: Int, j: Int) -> Double {
            get { cells[i * width + j] }
            set { cells[i * width + j] = newValue }
        }

        /// Loads `cost` as the objective: the last row becomes its reduced costs.
        mutating func setObjective(_ cost: [Double]) {
            let w = width, mm = m, act = active, bas = basis
            cells.withUnsafeMutableBufferPointer { t in
                let z = mm * w
                for j in 0..<w { t[z + j] = j < cost.count ? cost[j] : 0 }
                for i in 0..<mm where act[i] {
                    let cb = cost[bas[i]]
                    if cb == 0 { continue }
                    for j in 0..<w { t[z + j] -= cb * t[i * w + j] }
                }
            }
        }

        mutating func pivot(row r: Int, column c: Int) {
            let w = width, rows = m + 1
            cells.withUnsafeMutableBufferPointer { t in
                let p = t[r * w + c]
                for j in 0..<w { t[r * w + j] /= p }
                for i in 0..<rows where i != r {
                    let f = t[i * w + c]
                    if f == 0 { continue }
                    for j in 0..<w { t[i * w + j] -= f * t[r * w + j] }
                    t[i * w + c] = 0
                }
            }
            isBasic[basis[r]] = false
            basis[r] = c
            isBasic[c] = true
        }

        /// Primal simplex on the loaded objective. Returns false when unbounded.
        mutating func run(allowed: [Bool]) -> Bool {
            let rhs = width - 1
            var iterations = 0
            while true {
                iterations += 1
                precondition(iterations < 100_000, "reference simplex does not terminate")
                var entering = -1
                for j in 0..<rhs where allowed[j] && !isBasic[j] && self[m, j] < -tolerance {
                    entering = j
                    break
                }
                if entering < 0 { return true }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<m where active[i] && self[i, entering] > tolerance {
                    let ratio = max(0, self[i, rhs]) / self[i, entering]
                    if leaving < 0 || ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving])
                    {
                        best = ratio
                        leaving = i
                    }
                }
                if leaving < 0 { return false }
                pivot(row: leaving, column: entering)
            }
        }
    }

    /// Phase 1 with one artificial variable per row, then phase 2 on `cost`. Bland's rule
    /// (lowest index enters, lowest basic index leaves among ties), so it cannot cycle.
    static func minimize(rows inputRows: [[Double]], rhs inputRHS: [Double], cost: [Double]) -> Outcome {
        let m = inputRows.count
        let n = cost.count
        let width = n + m + 1
        var t = Tableau(
            cells: [Double](repeating: 0, count: (m + 1) * width), m: m, width: width,
            basis: (0..<m).map { n + $0 }, active: [Bool](repeating: true, count: m),
            isBasic: [Bool](repeating: false, count: n + m))
        for i in 0..<m {
            let sign: Double = inputRHS[i] < 0 ? -1 : 1
            for j in 0..<n where inputRows[i][j] != 0 { t[i, j] = sign * inputRows[i][j] }
            t[i, n + i] = 1
            t[i, width - 1] = sign * inputRHS[i]
            t.isBasic[n + i] = true
        }

        // Phase 1: minimise the sum of the artificial variables.
        var phase1 = [Double](repeating: 0, count: n + m)
        for i in 0..<m { phase1[n + i] = 1 }
        var allowed = [Bool](repeating: true, count: n + m)
        t.setObjective(phase1)
        if !t.run(allowed: allowed) { return .unbounded }
        var infeasibility = 0.0
        var scale = 1.0
        for i in 0..<m where t.basis[i] >= n { infeasibility += t[i, width - 1] }
        for i in 0..<m { scale = max(scale, abs(inputRHS[i])) }
        if infeasibility > 1e-7 * scale { return .infeasible }

        // Drive the artificial variables (all at zero) out of the basis; a row where that is
        // impossible is a linear combination of the others and is dropped.
        for i in 0..<m where t.basis[i] >= n {
            if let j = (0..<n).first(where: { abs(t[i, $0]) > 1e-7 }) {
                t.pivot(row: i, column: j)
            } else {
                t.active[i] = false
            }
        }
        for j in n..<(n + m) { allowed[j] = false }

        // Phase 2.
        t.setObjective(cost)
        guard t.run(allowed: allowed) else { return .unbounded }
        var z = [Double](repeating: 0, count: n)
        for i in 0..<m where t.active[i] && t.basis[i] < n { z[t.basis[i]] = t[i, width - 1] }
        var value = 0.0
        for j in 0..<n { value += cost[j] * z[j] }
        return .optimal(value: value, z: z)
    }
}

/// Preemptive goal programming over `RefConstraint`s: the required constraints must hold;
/// the optional ones are minimised level by level, highest first, each level's optimum fixed
/// before the next.
enum ReferenceLP {
    struct Result {
        /// Whether the required constraints can all hold.
        var feasible: Bool
        /// (level, optimal weighted error), highest level first.
        var levelErrors: [(level: Double, error: Double)]
        /// A point that attains every level's optimum.
        var point: [Double]
    }

    /// Whether the required constraints among `constraints` can all hold.
    static func isFeasible(variableCount: Int, _ constraints: [RefConstraint]) -> Bool {
        solve(variableCount: variableCount, constraints.filter(\.isRequired)).feasible
    }

    static func solve(variableCount n: Int, _ constraints: [RefConstraint]) -> Result {
        solve(variableCount: n, constraints, range: nil).result
    }

    /// The least and greatest value variable `index` takes over all points that hold the
    /// required constraints and attain every level's optimum (±infinity when unbounded); nil
    /// when the required constraints are infeasible.
    static func range(of index: Int, variableCount n: Int, _ constraints: [RefConstraint]) -> (
        min: Double, max: Double
    )? {
        solve(variableCount: n, constraints, range: index).range
    }

    private static func solve(
        variableCount n: Int, _ constraints: [RefConstraint], range index: Int?
    ) -> (result: Result, range: (min: Double, max: Double)?) {
        // Columns: x⁺ (n), x⁻ (n), then per constraint its slack and error columns.
        var columnCount = 2 * n
        var slackColumn: [Int?] = []
        var errorColumns: [[(column: Int, sign: Double)]] = []
        for c in constraints {
            var slack: Int? = nil
            var errors: [(Int, Double)] = []
            switch c.relation {
            case .equal:
                if !c.isRequired {
                    errors = [(columnCount, -1), (columnCount + 1, 1)]  // expr − e⁺ + e⁻ = 0
                    columnCount += 2
                }
            case .lessThanOrEqual:
                slack = columnCount; columnCount += 1  // expr + s (− e) = 0
                if !c.isRequired { errors = [(columnCount, -1)]; columnCount += 1 }
            case .greaterThanOrEqual:
                slack = columnCount; columnCount += 1  // expr − s (+ e) = 0
                if !c.isRequired { errors = [(columnCount, 1)]; columnCount += 1 }
            }
            slackColumn.append(slack)
            errorColumns.append(errors)
        }
        let levels = Array(Set(constraints.filter { !$0.isRequired }.map(\.level))).sorted(by: >)
        // One extra slack column per level for the "fixed optimum" rows.
        let fixSlackBase = columnCount
        columnCount += levels.count

        var rows: [[Double]] = []
        var rhs: [Double] = []
        for (k, c) in constraints.enumerated() {
            var row = [Double](repeating: 0, count: columnCount)
            for i in 0..<n {
                row[i] = c.coefficients[i]
                row[n + i] = -c.coefficients[i]
            }
            if let s = slackColumn[k] { row[s] = c.relation == .lessThanOrEqual ? 1 : -1 }
            for (col, sign) in errorColumns[k] { row[col] = sign }
            rows.append(row)
            rhs.append(-c.constant)
        }

        func levelCost(_ level: Double) -> [Double] {
            var cost = [Double](repeating: 0, count: columnCount)
            for (k, c) in constraints.enumerated() where !c.isRequired && c.level == level {
                for (col, _) in errorColumns[k] { cost[col] = c.weight }
            }
            return cost
        }

        func point(_ z: [Double]) -> [Double] { (0..<n).map { z[$0] - z[n + $0] } }

        var results: [(level: Double, error: Double)] = []
        var lastPoint = [Double](repeating: 0, count: n)
        /// The range of x[index] over the optimal set (the rows fix every level).
        func rangeOfIndex() -> (min: Double, max: Double)? {
            guard let index else { return nil }
            var cost = [Double](repeating: 0, count: columnCount)
            cost[index] = 1
            cost[n + index] = -1
            var low = -Double.infinity, high = Double.infinity
            if case .optimal(let v, _) = DenseSimplex.minimize(rows: rows, rhs: rhs, cost: cost) { low = v }
            for j in cost.indices { cost[j] = -cost[j] }
            if case .optimal(let v, _) = DenseSimplex.minimize(rows: rows, rhs: rhs, cost: cost) { high = -v }
            return (low, high)
        }

        if levels.isEmpty {
            switch DenseSimplex.minimize(rows: rows, rhs: rhs, cost: [Double](repeating: 0, count: columnCount)) {
            case .optimal(_, let z): return (Result(feasible: true, levelErrors: [], point: point(z)), rangeOfIndex())
            default: return (Result(feasible: false, levelErrors: [], point: lastPoint), nil)
            }
        }
        for (k, level) in levels.enumerated() {
            let cost = levelCost(level)
            switch DenseSimplex.minimize(rows: rows, rhs: rhs, cost: cost) {
            case .optimal(let value, let z):
                results.append((level, value))
                lastPoint = point(z)
                // Fix this level: Σ w·e + s = optimum. Phase 1's tolerance absorbs rounding.
                var fix = cost
                fix[fixSlackBase + k] = 1
                rows.append(fix)
                rhs.append(value)
            case .infeasible, .unbounded:
                return (Result(feasible: false, levelErrors: [], point: lastPoint), nil)
            }
        }
        return (Result(feasible: true, levelErrors: results, point: lastPoint), rangeOfIndex())
    }
}

// MARK: - Bridging to the solver

/// A system description shared by a solver and the reference: variables by index.
struct RefSystem {
    let variables: [Variable]

    init(count: Int, prefix: String = "x") {
        variables = (0..<count).map { Variable("\(prefix)\($0)") }
    }

    /// The solver constraint for `c`.
    func constraint(_ c: RefConstraint) -> Constraint {
        var terms: [Term] = []
        for i in c.coefficients.indices where c.coefficients[i] != 0 {
            terms.append(Term(variables[i], c.coefficients[i]))
        }
        let strength = c.isRequired ? Strength.required : Strength(c.level, weight: c.weight)
        return Constraint(Expression(terms, constant: c.constant), c.relation, strength: strength)
    }

    /// The reference form of a solver constraint over these variables, with its constant
    /// (the number on the right) replaced by `constant` and its strength by `strength`.
    func ref(_ constraint: Constraint, constant: Double? = nil, strength: Strength? = nil) -> RefConstraint {
        var coefficients = [Double](repeating: 0, count: variables.count)
        for term in constraint.expression.terms {
            guard let i = variables.firstIndex(where: { $0.id == term.variable.id }) else {
                preconditionFailure("constraint over a variable outside the system")
            }
            coefficients[i] += term.coefficient
        }
        let s = strength ?? constraint.strength
        return RefConstraint(
            coefficients: coefficients, constant: -(constant ?? constraint.constant), relation: constraint.relation,
            level: s.isRequired ? 1000 : s.level, weight: s.weight)
    }

    /// `variable == value` at `strength`: what an edit variable with a suggestion means.
    func edit(_ index: Int, value: Double, strength: Strength) -> RefConstraint {
        var coefficients = [Double](repeating: 0, count: variables.count)
        coefficients[index] = 1
        return RefConstraint(
            coefficients: coefficients, constant: -value, relation: .equal, level: strength.level,
            weight: strength.weight)
    }

    /// The solver's current values, in variable order.
    func values(_ solver: Solver) -> [Double] {
        variables.map { solver.value(of: $0) }
    }
}

/// The weighted error of each level at `point`, highest level first, over the levels of the
/// optional constraints in `constraints`.
func levelErrors(of constraints: [RefConstraint], at point: [Double]) -> [(level: Double, error: Double)] {
    let levels = Array(Set(constraints.filter { !$0.isRequired }.map(\.level))).sorted(by: >)
    return levels.map { level in
        var sum = 0.0
        for c in constraints where !c.isRequired && c.level == level { sum += c.weight * c.violation(at: point) }
        return (level, sum)
    }
}

/// Whether two per-level error lists agree within `tolerance` (relative, at least absolute).
/// Whether two lists of level errors agree: within `tolerance` relative to each error, or
/// within `floor` (the rounding noise of the values the errors were computed from: an error
/// of 1e-6 at values in the billions is zero).
func sameErrors(
    _ a: [(level: Double, error: Double)], _ b: [(level: Double, error: Double)], tolerance: Double = 1e-6,
    floor: Double = 0
) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
        if x.level != y.level { return false }
        if abs(x.error - y.error) > max(floor, tolerance * max(1, abs(y.error))) { return false }
    }
    return true
}

func describe(_ errors: [(level: Double, error: Double)]) -> String {
    errors.map { "@\($0.level): \($0.error)" }.joined(separator: ", ")
}
