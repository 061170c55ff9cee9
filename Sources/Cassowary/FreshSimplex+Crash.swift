// The fresh solve's starting basis: the rows' own slacks, then a triangular basis of the free
// columns (a crash, as HiGHS and CLP start theirs), then artificials for the rows left.

extension FreshSimplex {
    /// The starting basis, as HiGHS and CLP crash one: in each row with a slack of its own (a
    /// column found in no other row) whose value there is within its bound, that slack; then,
    /// among the other rows, a triangular basis of the free columns (see
    /// ``crashFreeColumns(used:)``); in a row left over, a fixed column of its own when the row
    /// is met already, otherwise the row's artificial, its sign that of what is left of the
    /// row. Returns whether an artificial is basic (then phase 1 is needed).
    ///
    /// Without the crash every row without a slack of its own (a layout's equalities: their
    /// markers are fixed) started artificial, and phase 1 brought the free columns in one
    /// pivot at a time, each pricing every column and solving with the whole basis: a feed
    /// of 4 458 constraints took 0.45 s.
    mutating func chooseStartingBasis() -> Bool {
        var usedColumn = [Bool](repeating: false, count: n)
        for i in 0..<m { basis[i] = n + i }
        for j in 0..<n where columnStart[j + 1] - columnStart[j] == 1 && bounds[j] == .nonNegative {
            let k = columnStart[j], i = columnRow[k]
            guard basis[i] >= n, b[i] / columnValue[k] >= 0 else { continue }
            basis[i] = j
            usedColumn[j] = true
        }
        let crash = crashFreeColumns(used: &usedColumn)
        // What is left of each row once the free columns take their values, in the crash's
        // order: each row it gave a column holds no column given after it.
        var residual = b
        var crashed = [Bool](repeating: false, count: m)
        for (r, j) in crash {
            var a = 0.0
            for k in columnStart[j]..<columnStart[j + 1] where columnRow[k] == r { a = columnValue[k] }
            let x = residual[r] / a
            for k in columnStart[j]..<columnStart[j + 1] { residual[columnRow[k]] -= columnValue[k] * x }
            crashed[r] = true
        }
        var fixedSingleton = [Int](repeating: -1, count: m)
        for j in 0..<n where bounds[j] == .fixed && columnStart[j + 1] - columnStart[j] == 1 {
            let i = columnRow[columnStart[j]]
            if fixedSingleton[i] < 0 { fixedSingleton[i] = j }
        }
        var needsPhaseOne = false
        for i in 0..<m where !crashed[i] {
            if basis[i] < n {
                // A slack of its own: still within its bound with the free columns' values?
                let j = basis[i]
                if residual[i] / columnValue[columnStart[j]] >= 0 { continue }
                basis[i] = n + i
            }
            if abs(residual[i]) <= primalTolerance && fixedSingleton[i] >= 0 {
                // A row already met: a fixed singleton (a dummy) may stand in it at 0.
                basis[i] = fixedSingleton[i]
                continue
            }
            columnValue[columnStart[n + i]] = residual[i] < 0 ? -1 : 1
            needsPhaseOne = true
        }
        return needsPhaseOne
    }

    /// A triangular basis of free columns (Bixby's crash, over the free columns only, whose
    /// values need no bound), given to the rows in turns: first the rows whose basic column is
    /// still their artificial (the required equalities), then the rows of each priority level,
    /// highest first, whose basic column is an error of their own (a wish met exactly once a
    /// free column stands in its row). Within a turn a row with one candidate column left takes
    /// it, and a row with several the one whose entry is largest against the rest of its
    /// column; either way the row's other candidates leave the candidates, so that no row given
    /// a column holds a column given after it, and the basis stays triangular, nonsingular by
    /// construction. A column whose entry is below a hundredth of its largest is not given (a
    /// pivot that small would leave the factorisation ill conditioned), and a row not given one
    /// keeps the basic column it had. Returns the (row, column) pairs in the order given; marks
    /// their columns used (and the columns they replace unused) and makes them basic.
    ///
    /// Without the turns of the wishes, a feed's levels took a pivot for every wish its start
    /// left unmet: 1 200 at one level of 4 458 rows.
    private mutating func crashFreeColumns(used: inout [Bool]) -> [(row: Int, column: Int)] {
        let turn = crashTurns()
        var candidates = CrashCandidates(of: self, turn: turn, used: used)
        var rowsByTurn = [[Int]](repeating: [], count: costs.count + 1)
        for i in (0..<m).reversed() where turn[i] >= 0 { rowsByTurn[turn[i]].append(i) }
        var order: [(row: Int, column: Int)] = []
        for rows in rowsByTurn {
            candidates.open(rows)
            while let r = candidates.nextRow() {
                // Too small a pivot: the row keeps its basic column, and its candidates stay.
                guard let best = candidates.bestColumn(of: r) else { continue }
                candidates.take(row: r)
                if basis[r] < n { used[basis[r]] = false }
                basis[r] = best
                used[best] = true
                order.append((r, best))
            }
            candidates.close(rows)
        }
        return order
    }

    /// Each row's turn in the crash: 0 for a row whose basic column is its artificial, 1 + k
    /// for a row whose basic column is an error of its own costed at level k, -1 for the rest
    /// (rows whose slack stands in them).
    private func crashTurns() -> [Int] {
        var turn = [Int](repeating: -1, count: m)
        for i in 0..<m where basis[i] >= n { turn[i] = 0 }
        for j in 0..<n where columnStart[j + 1] - columnStart[j] == 1 {
            let i = columnRow[columnStart[j]]
            guard basis[i] == j else { continue }
            for k in costs.indices where costs[k][j] != 0 {
                turn[i] = 1 + k
                break
            }
        }
        return turn
    }
}

/// The crash's candidates: the free columns not yet used, by row, each row's in column order,
/// and the rows open in the current turn by their count of candidates left (a row is listed
/// again when its count falls; an entry whose count is no longer the row's is stale).
private struct CrashCandidates {
    /// The rows' states: waiting for their turn, open in it, closed.
    private static let waiting: UInt8 = 1, open: UInt8 = 2, closed: UInt8 = 3
    private var state: [UInt8]
    /// Whether each column is still a candidate.
    private var active: [Bool]
    /// Each row's count of candidate columns left.
    private var count: [Int]
    /// Each candidate column's largest entry in the rows that take turns.
    private var largest: [Double]
    /// The candidate entries by row: row `i`'s at `rowStart[i]..<rowStart[i + 1]`.
    private var rowStart: [Int]
    private var rowColumn: [Int]
    private var rowValue: [Double]
    /// The open rows by count, and the lowest count that may have one.
    private var buckets: [[Int]]
    private var low: Int
    /// The simplex's columns (shared with it: the crash does not change them).
    private let columnStart: [Int]
    private let columnRow: [Int]
    private let columnValue: [Double]

    /// The candidates of `simplex`: its free columns not `used`, in the rows with a `turn`.
    init(of simplex: FreshSimplex, turn: [Int], used: [Bool]) {
        let (m, n) = (simplex.m, simplex.n)
        (columnStart, columnRow, columnValue) = (simplex.columnStart, simplex.columnRow, simplex.columnValue)
        state = [UInt8](repeating: Self.closed, count: m)
        for i in 0..<m where turn[i] >= 0 { state[i] = Self.waiting }
        active = [Bool](repeating: false, count: n)
        count = [Int](repeating: 0, count: m)
        largest = [Double](repeating: 0, count: n)
        for j in 0..<n where simplex.bounds[j] == .free && !used[j] {
            for k in columnStart[j]..<columnStart[j + 1]
            where state[columnRow[k]] == Self.waiting && columnValue[k] != 0 {
                active[j] = true
                count[columnRow[k]] += 1
                largest[j] = max(largest[j], abs(columnValue[k]))
            }
        }
        rowStart = [Int](repeating: 0, count: m + 1)
        for i in 0..<m { rowStart[i + 1] = rowStart[i] + count[i] }
        rowColumn = [Int](repeating: 0, count: rowStart[m])
        rowValue = [Double](repeating: 0, count: rowStart[m])
        var fill = rowStart
        for j in 0..<n where active[j] {
            for k in columnStart[j]..<columnStart[j + 1]
            where state[columnRow[k]] == Self.waiting && columnValue[k] != 0 {
                let i = columnRow[k]
                rowColumn[fill[i]] = j
                rowValue[fill[i]] = columnValue[k]
                fill[i] += 1
            }
        }
        buckets = [[Int]](repeating: [], count: (count.max() ?? 0) + 1)
        low = buckets.count
    }

    /// Opens a turn's `rows` that have a candidate.
    mutating func open(_ rows: [Int]) {
        for i in rows where count[i] > 0 {
            state[i] = Self.open
            list(i)
        }
    }

    /// Closes the turn: its rows not opened (no candidate) close too.
    mutating func close(_ rows: [Int]) {
        for i in rows where state[i] == Self.waiting { state[i] = Self.closed }
    }

    /// The open row with the fewest candidates left, closed; nil when none is open.
    mutating func nextRow() -> Int? {
        while true {
            while low < buckets.count && buckets[low].isEmpty { low += 1 }
            guard low < buckets.count else { return nil }
            let r = buckets[low].removeLast()
            guard state[r] == Self.open, count[r] == low else { continue }
            state[r] = Self.closed
            return r
        }
    }

    /// Row `r`'s candidate whose entry is largest against the rest of its column; nil when
    /// there is none or its entry is below a hundredth of its column's largest.
    func bestColumn(of r: Int) -> Int? {
        var best = -1, bestScore = 0.0
        for k in rowStart[r]..<rowStart[r + 1] where active[rowColumn[k]] {
            let score = abs(rowValue[k]) / largest[rowColumn[k]]
            if score > bestScore {
                best = rowColumn[k]
                bestScore = score
            }
        }
        return best >= 0 && bestScore >= 0.01 ? best : nil
    }

    /// Row `r` takes a column: each of its candidates leaves the candidates of every row.
    mutating func take(row r: Int) {
        for k in rowStart[r]..<rowStart[r + 1] where active[rowColumn[k]] { leave(rowColumn[k]) }
    }

    /// Column `j` is a candidate no longer: the rows it is in that still wait or are open
    /// count one less (an open row listed again under its new count).
    private mutating func leave(_ j: Int) {
        active[j] = false
        for k in columnStart[j]..<columnStart[j + 1] where columnValue[k] != 0 {
            let i = columnRow[k]
            guard state[i] == Self.waiting || state[i] == Self.open else { continue }
            count[i] -= 1
            if state[i] == Self.open && count[i] > 0 { list(i) }
        }
    }

    /// Lists open row `i` under its count.
    private mutating func list(_ i: Int) {
        buckets[count[i]].append(i)
        low = min(low, count[i])
    }
}
