/// The solver's second opinion: the lexicographic optimum of a system computed from scratch,
/// by a revised primal simplex over a sparse LU factorisation of the basis.
///
/// The incremental engine (``Simplex``) keeps its basis as the constraints' own rows and
/// changes it by pivots that only reassign rows. That is what makes a re-solve cost what it
/// touches, but a pivot on an element that is mostly rounding cannot be undone by the rows:
/// the basis it leaves is ill-conditioned, and every later pivot computes from it. When the
/// engine sees its numbers run away (see ``Simplex/troubled``), the solver asks this type for
/// the optimum of the system it holds and gives the engine that basis, written again from the
/// constraints (`Solver+Fresh.swift`).
///
/// What keeps this one stable is what keeps HiGHS and CLP stable, and what keeps it fast on
/// large sparse systems is what keeps them fast:
///
/// - **A factorisation recomputed, not only updated.** The basis is held as a sparse LU
///   factorisation (Markowitz ordering, threshold partial pivoting: ``BasisFactorization``)
///   and each pivot appends a product-form update; every `B⁻¹ a` (FTRAN) and `c B⁻¹` (BTRAN)
///   goes through the factors and the updates, at the cost of their nonzeros. The basis is
///   factorised again from the constraint matrix after ``refactorInterval`` updates, when the
///   updates hold more nonzeros than twice the factors, when the pivot element computed from
///   the entering column and from the leaving row disagree, and before every answer, so
///   rounding cannot accumulate beyond one interval. The duals `y = c_B B⁻¹` are updated along
///   the leaving position's row of `B⁻¹` (one BTRAN) and computed again with each
///   factorisation. Memory is the matrix's nonzeros, the factors' and a few vectors per row
///   and column: no limit on the size of the system beyond the time it takes.
/// - **Rows and columns scaled** toward coefficients of 1 (geometric scaling, then rows to a
///   largest coefficient of 1), so that tolerances mean the same in every row and column.
/// - **Harris's two-pass ratio test.** The first pass finds the largest step that leaves every
///   basic variable within a tolerance of its bound; the second picks, among the variables
///   that block within that step, the one with the largest pivot element. A tiny pivot is
///   taken only when nothing else blocks the move.
/// - **Degeneracy**: after a run of steps of length 0, Bland's rule (lowest index enters,
///   lowest index leaves among ties) until a step moves.
/// - **Lexicographic levels** as one LP per level over the same basis: at a lower level, only
///   the columns whose reduced costs at every higher level are 0 may enter, so no pivot of a
///   lower level changes a higher level's objective.
///
/// Phase 1 starts from a crash basis: the rows' own singleton columns (a marker or error
/// symbol that appears only in its row, of a sign that makes its value non-negative), then a
/// triangular basis of the free columns (the user's variables) over the rows left, and an
/// artificial variable only for the rows that have neither; the sum of the artificials is
/// driven to 0, or the system is infeasible.
struct FreshSimplex {
    /// The bounds of a column.
    enum Bound: Equatable {
        /// Any value (a user variable).
        case free
        /// At least 0 (a slack or an error).
        case nonNegative
        /// Exactly 0 (a required equality's marker).
        case fixed
    }

    /// The system `A x = b` with each column's bound, and one cost vector per level (highest
    /// first), minimised lexicographically.
    struct Problem {
        /// Each row's terms, as (column, coefficient).
        var rows: [[(column: Int, coefficient: Double)]] = []
        /// Each row's right-hand side.
        var rhs: [Double] = []
        /// Each column's bound.
        var bounds: [Bound] = []
        /// One dense cost vector over the columns per level, highest level first.
        var costs: [[Double]] = []
    }

    /// What a solve found.
    enum Outcome {
        /// An optimal basis: `basis[k]` is the column basic in the `k`-th position (one per
        /// row), `values[j]` each column's value (0 for the columns not in the basis).
        case optimal(basis: [Int], values: [Double])
        /// The rows cannot hold with the columns within their bounds.
        case infeasible
        /// The simplex could not finish (an iteration limit, or a basis that rounding left
        /// singular): the caller keeps what it had.
        case failed
    }

    /// The iterations a solve may take, per column and row of the problem (`n + 2m`: the
    /// structural columns, then a slack and an artificial per row) and beyond them: a bound on
    /// work. The simplex method takes a small multiple of the rows in
    /// iterations on the systems this solves, so only a solve that cycles or stalls reaches it;
    /// there the fresh solve gives no optimum, and the engine finishes its own way.
    static let iterationsPerDimension = 50
    static let iterationsBeyondDimension = 1000

    /// The steps in a row that move nothing (degenerate) after which pricing takes the first
    /// eligible column, Bland's rule, until a step moves again: the largest reduced cost
    /// (Dantzig's rule) takes fewer iterations but can cycle at a degenerate vertex, Bland's
    /// rule cannot. Thirty steps in a row that move nothing are taken for stalling.
    static let degenerateStepsBeforeBland = 30

    /// The most updates between two factorisations of the basis (HiGHS's default limit):
    /// each update lengthens every solve by its nonzeros, and each factorisation starts the
    /// rounding again from the constraint matrix.
    let refactorInterval = 100

    // MARK: State

    let m: Int
    /// Structural columns; artificial column `n + i` belongs to row `i`.
    let n: Int
    var columnStart: [Int] = []
    var columnRow: [Int] = []
    var columnValue: [Double] = []
    var b: [Double]
    var bounds: [Bound]
    var costs: [[Double]]
    /// The column basic at each position, and each column's position (−1 when nonbasic).
    var basis: [Int]
    var position: [Int]
    /// The basis, factorised, with the updates since.
    var factorization = BasisFactorization()
    var xB: [Double]
    var pivotsSinceRefresh = 0
    var iterations = 0
    let iterationLimit: Int
    /// Each structural column's scale: column `j` of the scaled matrix is `columnScale[j]` times
    /// the problem's, so its variable is the problem's divided by it (see
    /// ``scales(of:columns:)``).
    let columnScale: [Double]
    /// Tolerances: primal (values beyond their bound), dual (reduced costs), pivot elements.
    let primalTolerance: Double
    let pivotTolerance = 1e-9

    init(_ problem: Problem) {
        m = problem.rows.count
        n = problem.bounds.count
        b = problem.rhs
        bounds = problem.bounds + [Bound](repeating: .nonNegative, count: m)
        let rowCount = problem.rows.count
        costs = problem.costs.map { $0 + [Double](repeating: 0, count: rowCount) }
        basis = [Int](repeating: -1, count: m)
        position = [Int](repeating: -1, count: n + m)
        xB = [Double](repeating: 0, count: m)
        iterationLimit = Self.iterationsPerDimension * (n + 2 * m) + Self.iterationsBeyondDimension

        // Rows and columns scaled (see ``scales(of:columns:)``); the matrix stored by columns.
        let (rowScale, columnScale) = Self.scales(of: problem.rows, columns: n)
        self.columnScale = columnScale
        var counts = [Int](repeating: 0, count: n + m)
        var scaled = problem.rows
        for i in 0..<m {
            for k in scaled[i].indices {
                scaled[i][k].coefficient *= rowScale[i] * columnScale[scaled[i][k].column]
            }
            b[i] *= rowScale[i]
            for term in scaled[i] where term.coefficient != 0 { counts[term.column] += 1 }
            counts[n + i] += 1
        }
        for level in costs.indices {
            for j in 0..<n { costs[level][j] *= columnScale[j] }
        }
        columnStart = [Int](repeating: 0, count: n + m + 1)
        for j in 0..<(n + m) { columnStart[j + 1] = columnStart[j] + counts[j] }
        columnRow = [Int](repeating: 0, count: columnStart[n + m])
        columnValue = [Double](repeating: 0, count: columnStart[n + m])
        var fill = columnStart
        for i in 0..<m {
            for term in scaled[i] where term.coefficient != 0 {
                columnRow[fill[term.column]] = i
                columnValue[fill[term.column]] = term.coefficient
                fill[term.column] += 1
            }
            columnRow[fill[n + i]] = i
            columnValue[fill[n + i]] = b[i] < 0 ? -1 : 1
            fill[n + i] += 1
        }
        var largestRHS = 0.0
        for v in b { largestRHS = max(largestRHS, abs(v)) }
        primalTolerance = 1e-9 * max(1, largestRHS)
    }

    /// Row and column scale factors (powers of two, so that scaling rounds nothing) that bring
    /// the matrix's coefficients close to 1, as HiGHS and CLP scale before they solve: a few
    /// passes of geometric scaling (each column, then each row, divided by the geometric mean
    /// of its smallest and largest coefficient), then each row to a largest coefficient of 1.
    ///
    /// Rows alone are not enough. In a chain `a1 == 10¹¹·a0`, `a2 == 10¹¹·a1` from
    /// `a0 == 10¹¹`, each row scaled to a largest coefficient of 1 still leaves `a1` moving
    /// `a0` at 10⁻¹¹, so raising `a1` lowers the first row's shortfall by 10⁻¹¹ per unit — a
    /// reduced cost within the dual tolerance, and the feasible system was judged infeasible.
    /// Scaled by columns too, `a1` and `a2` are counted in units of 10¹¹ and 10²², and every
    /// coefficient is 1. Tolerances then mean the same in every row and every column.
    static func scales(of rows: [[(column: Int, coefficient: Double)]], columns n: Int) -> (
        rows: [Double], columns: [Double]
    ) {
        let m = rows.count
        var rowScale = [Double](repeating: 1, count: m)
        var columnScale = [Double](repeating: 1, count: n)
        func powerOfTwo(_ x: Double) -> Double {
            x.isNormal && x > 0 ? Double(sign: .plus, exponent: x.exponent, significand: 1) : 1
        }
        for _ in 0..<scalingPasses {
            var smallest = [Double](repeating: .infinity, count: n)
            var largest = [Double](repeating: 0, count: n)
            for i in 0..<m {
                for (j, a) in rows[i] where a != 0 {
                    let v = abs(a) * rowScale[i]
                    smallest[j] = min(smallest[j], v)
                    largest[j] = max(largest[j], v)
                }
            }
            for j in 0..<n where largest[j] > 0 {
                columnScale[j] = powerOfTwo(1 / (smallest[j] * largest[j]).squareRoot())
            }
            for i in 0..<m {
                var low = Double.infinity, high = 0.0
                for (j, a) in rows[i] where a != 0 {
                    let v = abs(a) * columnScale[j]
                    low = min(low, v)
                    high = max(high, v)
                }
                if high > 0 { rowScale[i] = powerOfTwo(1 / (low * high).squareRoot()) }
            }
        }
        for i in 0..<m {
            var high = 0.0
            for (j, a) in rows[i] { high = max(high, abs(a) * columnScale[j]) }
            if high > 0 { rowScale[i] = 1 / high }
        }
        return (rowScale, columnScale)
    }

    /// Passes of geometric scaling (see ``scales(of:columns:)``): CLP's default is up to 20;
    /// the coefficients of layouts and of the fuzzers' systems settle within a few.
    static let scalingPasses = 4

    /// Solves `problem` from scratch.
    static func solve(_ problem: Problem) -> Outcome { solveCountingWork(problem).outcome }

    /// ``solve(_:)``, with the work it took counted as the engine counts its own: each
    /// iteration prices every column and solves with the basis, so it counts as many rows as
    /// the system holds (what ``SolverStatistics/freshSolveRows`` adds up).
    static func solveCountingWork(_ problem: Problem) -> (outcome: Outcome, work: Int) {
        var simplex = FreshSimplex(problem)
        let outcome = simplex.run()
        return (outcome, simplex.iterations &* max(1, simplex.m))
    }

    // MARK: Phases

    mutating func run() -> Outcome {
        let needsPhaseOne = chooseStartingBasis()
        for p in 0..<m { position[basis[p]] = p }
        // Artificials not in the starting basis never enter.
        for i in 0..<m where position[n + i] < 0 { bounds[n + i] = .fixed }
        guard refresh() else { return .failed }
        if needsPhaseOne {
            switch phaseOne() {
            case .feasible: break
            case .infeasible: return .infeasible
            case .failed: return .failed
            }
        }
        // Each level in turn, over the columns the levels above leave free to move.
        var eligible = [Bool](repeating: true, count: n + m)
        for i in 0..<m { eligible[n + i] = false }
        for level in costs.indices {
            guard optimize(costs[level], eligible: eligible, artificialsLeave: false) else { return .failed }
            guard refresh() else { return .failed }
            let d = reducedCosts(costs[level])
            let tolerance = dualTolerance(costs[level])
            for j in 0..<n where position[j] < 0 && abs(d[j]) > tolerance { eligible[j] = false }
        }
        return answer()
    }

    /// How phase 1 ended.
    private enum PhaseOneOutcome { case feasible, infeasible, failed }

    /// Phase 1: the artificials' sum minimised; feasible when it reaches 0, and then the
    /// artificials are driven out of the basis and never enter again.
    private mutating func phaseOne() -> PhaseOneOutcome {
        var phaseOne = [Double](repeating: 0, count: n + m)
        for i in 0..<m { phaseOne[n + i] = 1 }
        let eligible = [Bool](repeating: true, count: n + m)
        guard optimize(phaseOne, eligible: eligible, artificialsLeave: true) else { return .failed }
        guard refresh() else { return .failed }
        var residual = 0.0
        for p in 0..<m where basis[p] >= n { residual += abs(xB[p]) }
        if residual > 1e-7 * max(1, primalTolerance * 1e9) { return .infeasible }
        for i in 0..<m { bounds[n + i] = .fixed }
        return driveOutArtificials() ? .feasible : .failed
    }

    /// The answer read from a fresh factorisation: within the bounds, or not an answer.
    private func answer() -> Outcome {
        for p in 0..<m {
            let j = basis[p]
            if j >= n { return .failed }
            switch bounds[j] {
            case .free: continue
            case .nonNegative: if xB[p] < -10 * primalTolerance { return .failed }
            case .fixed: if abs(xB[p]) > 10 * primalTolerance { return .failed }
            }
        }
        var values = [Double](repeating: 0, count: n)
        for p in 0..<m { values[basis[p]] = xB[p] * columnScale[basis[p]] }
        return .optimal(basis: basis, values: values)
    }

    /// The dual tolerance for a cost vector: reduced costs within it count as 0.
    func dualTolerance(_ c: [Double]) -> Double {
        var largest = 0.0
        for v in c { largest = max(largest, abs(v)) }
        return 1e-9 * max(1, largest)
    }

    /// After phase 1: each artificial still basic (at 0) is replaced by a structural column
    /// whose entry in its tableau row is largest; a step of (almost) 0.
    mutating func driveOutArtificials() -> Bool {
        for p in 0..<m where basis[p] >= n {
            let rho = rowOfInverse(p)
            var best = -1, bestValue = 0.0
            for j in 0..<n where position[j] < 0 {
                let v = dot(rho, column: j)
                if abs(v) > bestValue * (1 + 1e-12) { best = j; bestValue = abs(v) }
            }
            guard best >= 0, bestValue > 1e-9 else { return false }
            let alpha = column(best)
            pivot(at: p, entering: best, alpha: alpha, step: xB[p] / alpha[p])
        }
        return refresh()
    }

    /// Pricing: the column to enter — the most negative reduced cost (Dantzig), or under
    /// Bland's rule the lowest column that lowers the objective — with the direction it moves
    /// (−1: a free column whose cost is positive) and its reduced cost; -1 when none lowers it.
    private func price(
        _ c: [Double], _ y: [Double], eligible: [Bool], tolerance: Double, artificialsLeave: Bool, bland: Bool
    ) -> (column: Int, direction: Double, cost: Double) {
        var q = -1, score = 0.0, direction = 1.0, dq = 0.0
        for j in 0..<(n + m) where position[j] < 0 && eligible[j] && bounds[j] != .fixed {
            let (dj, parts) = reducedCost(c, y, column: j)
            // Phase 1 (see ``phaseOneCut(_:parts:)``); each level, in the scaled units.
            let cut = artificialsLeave ? phaseOneCut(tolerance, parts: parts) : tolerance
            var s = 0.0, dir = 1.0
            if dj < -cut {
                s = -dj
            } else if dj > cut && bounds[j] == .free {
                s = dj
                dir = -1
            }
            guard s > 0 else { continue }
            if q < 0 || (!bland && s > score) {
                (q, score, direction, dq) = (j, s, dir, dj)
                if bland { break }
            }
        }
        return (q, direction, dq)
    }

    /// Lowers `c·x` with only the `eligible` columns entering. False when the iteration limit
    /// is reached or the basis turns singular.
    mutating func optimize(_ c: [Double], eligible: [Bool], artificialsLeave: Bool) -> Bool {
        let tolerance = dualTolerance(c)
        var degenerate = 0
        var y = duals(c)
        while true {
            iterations += 1
            if iterations > iterationLimit { return false }
            if needsRefactor {
                guard refresh() else { return false }
                y = duals(c)
            }
            let bland = degenerate > Self.degenerateStepsBeforeBland
            let (q, direction, dq) = price(
                c, y, eligible: eligible, tolerance: tolerance, artificialsLeave: artificialsLeave, bland: bland)
            if q < 0 { return true }
            let alpha = column(q)
            guard let (p, step) = ratioTest(alpha, direction: direction, bland: bland) else {
                // Unbounded: an objective of weighted errors is bounded below, so this is
                // rounding in the column; the basis is computed again and the column with it.
                guard pivotsSinceRefresh > 0, refresh() else { return false }
                y = duals(c)
                continue
            }
            // The leaving position's row of the inverse (before the pivot), and the pivot
            // element computed from it: when the two computations of the pivot disagree, the
            // updates have lost accuracy and the basis is factorised again.
            let rho = rowOfInverse(p)
            let pivotFromRow = dot(rho, column: q)
            if pivotsSinceRefresh > 0 && abs(pivotFromRow - alpha[p]) > 1e-9 * (1 + abs(alpha[p])) {
                guard refresh() else { return false }
                y = duals(c)
                continue
            }
            degenerate = step == 0 ? degenerate + 1 : 0
            let leaving = basis[p]
            // The duals move along that row.
            let theta = dq / alpha[p]
            for i in 0..<m { y[i] += theta * rho[i] }
            pivot(at: p, entering: q, alpha: alpha, step: step * direction)
            if artificialsLeave && leaving >= n { bounds[leaving] = .fixed }
        }
    }

    /// Harris's ratio test on column `alpha` (the entering column in position terms) moving in
    /// `direction`: the position that leaves and the step. Nil when nothing bounds the move.
    ///
    /// Rates below ``pivotTolerance`` of the column's largest are not taken as pivots while
    /// another rate bounds the move; when only such rates bound it, they are taken (down to
    /// ``relativeEpsilon`` of the largest, below which a rate is rounding): a small pivot is
    /// better than a move given up as unbounded (rates of 0.1 beside 10⁶ in one column are
    /// real).
    func ratioTest(_ alpha: [Double], direction: Double, bland: Bool) -> (position: Int, step: Double)? {
        var largestRate = 0.0
        for v in alpha { largestRate = max(largestRate, abs(v)) }
        if let found = ratioTest(alpha, direction: direction, bland: bland, threshold: pivotTolerance * largestRate) {
            return found
        }
        return ratioTest(alpha, direction: direction, bland: bland, threshold: relativeEpsilon * largestRate)
    }

    /// One pass of ``ratioTest(_:direction:bland:)``, taking rates above `threshold` (and
    /// 1e-12).
    private func ratioTest(
        _ alpha: [Double], direction: Double, bland: Bool, threshold relativeThreshold: Double
    ) -> (position: Int, step: Double)? {
        let threshold = max(relativeThreshold, 1e-12)
        // The first pass: the largest step that keeps every value within the tolerance.
        var bound = Double.infinity
        for p in 0..<m {
            let rate = alpha[p] * direction
            guard abs(rate) > threshold else { continue }
            switch bounds[basis[p]] {
            case .free: continue
            case .nonNegative:
                if rate > 0 { bound = min(bound, (max(0, xB[p]) + primalTolerance) / rate) }
            case .fixed:
                bound = min(bound, primalTolerance / abs(rate))
            }
        }
        guard bound.isFinite else { return nil }
        // The second pass: of the positions that block within that step, the largest rate
        // (Bland: the tightest ratio, ties to the lowest column).
        var best = -1, bestRate = 0.0, bestRatio = Double.infinity
        for p in 0..<m {
            let rate = alpha[p] * direction
            guard abs(rate) > threshold else { continue }
            let ratio: Double
            switch bounds[basis[p]] {
            case .free: continue
            case .nonNegative:
                guard rate > 0 else { continue }
                ratio = max(0, xB[p]) / rate
            case .fixed:
                ratio = 0
            }
            if bland {
                if best < 0 || ratio < bestRatio || (ratio == bestRatio && basis[p] < basis[best]) {
                    best = p; bestRatio = ratio; bestRate = abs(rate)
                }
            } else if ratio <= bound && abs(rate) > bestRate {
                best = p; bestRatio = ratio; bestRate = abs(rate)
            }
        }
        guard best >= 0 else { return nil }
        return (best, bestRatio)
    }

    // MARK: Linear algebra

    /// Column `j` of the constraint matrix, by row.
    func matrixColumn(_ j: Int) -> [Double] {
        var a = [Double](repeating: 0, count: m)
        for k in columnStart[j]..<columnStart[j + 1] { a[columnRow[k]] = columnValue[k] }
        return a
    }

    /// `B⁻¹ a_q`, by position.
    func column(_ q: Int) -> [Double] {
        factorization.solve(matrixColumn(q))
    }

    /// Row `p` of `B⁻¹`, by row of the constraint matrix.
    func rowOfInverse(_ p: Int) -> [Double] {
        var unit = [Double](repeating: 0, count: m)
        unit[p] = 1
        return factorization.solveTransposed(unit)
    }

    /// The product of `rowOfInverse` (by row) and column `j` of the constraint matrix.
    func dot(_ rowOfInverse: [Double], column j: Int) -> Double {
        var sum = 0.0
        for k in columnStart[j]..<columnStart[j + 1] { sum += rowOfInverse[columnRow[k]] * columnValue[k] }
        return sum
    }

    /// The duals `c_B B⁻¹` of cost vector `c`, one per row.
    func duals(_ c: [Double]) -> [Double] {
        var cB = [Double](repeating: 0, count: m)
        for p in 0..<m { cB[p] = c[basis[p]] }
        return factorization.solveTransposed(cB)
    }

    /// Every column's reduced cost for cost vector `c` (0 for the basic columns).
    func reducedCosts(_ c: [Double]) -> [Double] {
        let y = duals(c)
        var d = [Double](repeating: 0, count: n + m)
        for j in 0..<(n + m) where position[j] < 0 { d[j] = reducedCost(c, y, column: j).cost }
        return d
    }

    /// Column `j`'s reduced cost under the duals `y`, and the largest part it was summed from.
    @inline(__always)
    func reducedCost(_ c: [Double], _ y: [Double], column j: Int) -> (cost: Double, parts: Double) {
        var sum = c[j], parts = abs(c[j])
        for k in columnStart[j]..<columnStart[j + 1] {
            let part = y[columnRow[k]] * columnValue[k]
            sum -= part
            parts = max(parts, abs(part))
        }
        return (sum, parts)
    }

    /// The magnitude below which a reduced cost of phase 1, summed from parts no larger than
    /// `parts`, is 0: the dual `tolerance`, or 10⁻⁹ of the parts when that is smaller. Along a
    /// chain of multipliers (`a1 == 10¹²·a0`, `a2 == 10¹²·a1`, …) the geometric scaling's few
    /// passes do not reach every column (each pass carries a scale one row further), so a
    /// column can still move a row's shortfall at 10⁻¹² per unit: real, since every part it is
    /// summed from is that small, and without it the feasible chain is judged infeasible. The
    /// levels keep the plain tolerance: read against the parts there, one random general script
    /// in 2 500 ended short of its optimum.
    @inline(__always)
    func phaseOneCut(_ tolerance: Double, parts: Double) -> Double {
        min(tolerance, 1e-9 * parts)
    }

    /// Whether the eta file has grown past what a factorisation costs: more than
    /// ``refactorInterval`` updates, or more nonzeros than the factors themselves hold twice
    /// over (each solve pays for both).
    var needsRefactor: Bool {
        factorization.updateCount >= refactorInterval
            || factorization.updateNonzeros > 2 * factorization.factorNonzeros
    }

    /// Column `q` enters at position `p`, its value `step`; every basic value moves along
    /// `alpha`, and the factorisation takes the update.
    mutating func pivot(at p: Int, entering q: Int, alpha: [Double], step: Double) {
        for r in 0..<m { xB[r] -= step * alpha[r] }
        xB[p] = step
        factorization.update(position: p, alpha: alpha)
        position[basis[p]] = -1
        basis[p] = q
        position[q] = p
        pivotsSinceRefresh += 1
    }

    /// Factorises the basis again from the constraint matrix, and computes the basic values
    /// from the factors. False when the basis is singular.
    mutating func refresh() -> Bool {
        // No pivot since the last factorisation: the factors and the values are as fresh.
        if pivotsSinceRefresh == 0 && factorization.m == m && m > 0 { return true }
        pivotsSinceRefresh = 0
        guard
            let fresh = BasisFactorization(
                basis: basis, columnStart: columnStart, columnRow: columnRow, columnValue: columnValue)
        else { return false }
        factorization = fresh
        xB = factorization.solve(b)
        return true
    }
}
