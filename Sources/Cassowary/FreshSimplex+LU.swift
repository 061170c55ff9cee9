/// The fresh solve's basis as a sparse LU factorisation and the updates since: what `B⁻¹`
/// times a vector costs is what the factors and the updates hold, not `m²`.
///
/// **The factorisation** eliminates the basis matrix `B` one pivot at a time (right-looking),
/// on the active submatrix stored by columns (values) and by rows (the pattern). Each pivot is
/// chosen by Markowitz's criterion, the least `(r − 1)(c − 1)` over the candidates (`r` the
/// entries left in the pivot's row, `c` in its column: an upper bound on the fill it makes),
/// searched as sparse LU codes search it (HiGHS's `HFactor`, CoinUtils' factorisation): the
/// columns, then the rows, with 1 entry, then 2, and so on, ending after a few candidates once
/// one is found, and at once on a singleton (a pivot that fills nothing). A candidate must pass
/// **threshold partial pivoting**: at least ``pivotThreshold`` times the largest entry of its
/// column, so that every multiplier in `L` is at most 1 / ``pivotThreshold``. The bases the
/// fresh solve meets are mostly slacks, errors and markers, singletons all: most of `B` is
/// taken without any arithmetic, and the elimination runs on what is left.
///
/// The factors are kept as the elimination wrote them: step `k` pivots row `pivotRow[k]` and
/// basis position `pivotColumn[k]` on `pivotValue[k]`; its multipliers (`L`, by the rows they
/// changed) and the rest of its pivot row (`U`, by positions; kept by columns as well, so that
/// each solve can skip what multiplies a zero).
///
/// **Updates** between two factorisations are a product-form eta file: after the pivot that
/// makes column `a_q` basic at position `p`, `B⁻¹` becomes `E⁻¹ B⁻¹`, `E` the identity with
/// column `p` replaced by `α = B⁻¹ a_q`; the file keeps `p`, `α_p` and the other nonzeros of
/// `α`. The simplex factorises again when the file grows (``FreshSimplex/needsRefactor``) or a
/// pivot element computed two ways disagrees.
///
/// Memory is the nonzeros of the factors and the updates, and a few vectors of length `m`.
struct BasisFactorization {
    /// The least ratio of a pivot to the largest entry of its column in the active submatrix.
    static let pivotThreshold = 0.1
    /// Pivots below this are rounding's: a basis with nothing larger left is singular.
    static let smallestPivot = 1e-13
    /// Entries the elimination leaves below this are dropped.
    static let dropTolerance = 1e-14
    /// The candidates the pivot search examines once it has one (a singleton ends it at once).
    static let searchLimit = 4

    /// The rows (and basis positions).
    let m: Int

    /// Step `k`: the row and basis position of its pivot, and the pivot.
    private(set) var pivotRow: [Int32] = []
    private(set) var pivotColumn: [Int32] = []
    private(set) var pivotValue: [Double] = []
    /// Step `k`'s multipliers: `lRow[e]` for `e` in `lStart[k]..<lStart[k + 1]`.
    private var lStart: [Int] = [0]
    private var lRow: [Int32] = []
    private var lValue: [Double] = []
    /// Step `k`'s pivot row beyond the pivot, by basis position.
    private var uRowStart: [Int] = [0]
    private var uRowPosition: [Int32] = []
    private var uRowValue: [Double] = []
    /// The same entries by column: for step `k`'s column, the earlier steps whose rows hold it.
    private var uColumnStart: [Int] = []
    private var uColumnStep: [Int32] = []
    private var uColumnValue: [Double] = []
    /// The eta file: update `t` pivoted at `etaPosition[t]` on `etaPivot[t]`; its other
    /// entries are `etaIndex[e]`, `etaValue[e]` for `e` in `etaStart[t]..<etaStart[t + 1]`.
    private var etaPosition: [Int32] = []
    private var etaPivot: [Double] = []
    private var etaStart: [Int] = [0]
    private var etaIndex: [Int32] = []
    private var etaValue: [Double] = []

    /// The nonzeros of the factors (the pivots included).
    var factorNonzeros: Int { lRow.count + uRowPosition.count + m }
    /// The updates since the factorisation.
    var updateCount: Int { etaPosition.count }
    /// The nonzeros the updates hold.
    var updateNonzeros: Int { etaIndex.count + etaPosition.count }

    /// No basis yet (no rows).
    init() {
        m = 0
    }

    /// Factorises the basis whose position `p` holds column `basis[p]` of the matrix stored by
    /// columns (`columnStart`, `columnRow`, `columnValue`). Nil when the basis is singular: a
    /// step finds no entry of at least ``smallestPivot`` that passes the threshold.
    init?(basis: [Int], columnStart: [Int], columnRow: [Int], columnValue: [Double]) {
        let m = basis.count
        self.m = m
        var elimination = ActiveSubmatrix(m: m)
        for p in 0..<m {
            let j = basis[p]
            for k in columnStart[j]..<columnStart[j + 1] where columnValue[k] != 0 {
                elimination.insert(row: columnRow[k], position: p, value: columnValue[k])
            }
        }
        elimination.fileByCounts()
        pivotRow.reserveCapacity(m)
        pivotColumn.reserveCapacity(m)
        pivotValue.reserveCapacity(m)
        lStart.reserveCapacity(m + 1)
        uRowStart.reserveCapacity(m + 1)
        for _ in 0..<m {
            guard let (r, c) = elimination.markowitzPivot() else { return nil }
            let value = elimination.eliminate(
                row: r, position: c, lRow: &lRow, lValue: &lValue, uPosition: &uRowPosition, uValue: &uRowValue)
            pivotRow.append(Int32(r))
            pivotColumn.append(Int32(c))
            pivotValue.append(value)
            lStart.append(lRow.count)
            uRowStart.append(uRowPosition.count)
        }
        transposeU()
    }

    /// Writes `U` by columns from `U` by rows.
    private mutating func transposeU() {
        var stepOfPosition = [Int32](repeating: 0, count: m)
        for k in 0..<m { stepOfPosition[Int(pivotColumn[k])] = Int32(k) }
        var counts = [Int](repeating: 0, count: m + 1)
        for position in uRowPosition { counts[Int(stepOfPosition[Int(position)]) + 1] += 1 }
        for k in 0..<m { counts[k + 1] += counts[k] }
        uColumnStart = counts
        uColumnStep = [Int32](repeating: 0, count: uRowPosition.count)
        uColumnValue = [Double](repeating: 0, count: uRowPosition.count)
        var fill = counts
        for k in 0..<m {
            for e in uRowStart[k]..<uRowStart[k + 1] {
                let column = Int(stepOfPosition[Int(uRowPosition[e])])
                uColumnStep[fill[column]] = Int32(k)
                uColumnValue[fill[column]] = uRowValue[e]
                fill[column] += 1
            }
        }
    }

    /// Records the pivot that makes the column `alpha` (`B⁻¹ a_q`, by position) basic at
    /// position `p`.
    mutating func update(position p: Int, alpha: [Double]) {
        etaPosition.append(Int32(p))
        etaPivot.append(alpha[p])
        for i in 0..<m where i != p && alpha[i] != 0 {
            etaIndex.append(Int32(i))
            etaValue.append(alpha[i])
        }
        etaStart.append(etaIndex.count)
    }

    /// `B⁻¹ a` (FTRAN): `a` by row in, the result by basis position out.
    func solve(_ a: [Double]) -> [Double] {
        var v = a
        var x = [Double](repeating: 0, count: m)
        v.withUnsafeMutableBufferPointer { v in
            x.withUnsafeMutableBufferPointer { x in
                // L, in the order of the steps.
                for k in 0..<m {
                    let pivot = v[Int(pivotRow[k])]
                    guard pivot != 0 else { continue }
                    for e in lStart[k]..<lStart[k + 1] { v[Int(lRow[e])] -= lValue[e] * pivot }
                }
                // U, from the last step back, by columns.
                for k in stride(from: m - 1, through: 0, by: -1) {
                    let value = v[Int(pivotRow[k])] / pivotValue[k]
                    x[Int(pivotColumn[k])] = value
                    guard value != 0 else { continue }
                    for e in uColumnStart[k]..<uColumnStart[k + 1] {
                        v[Int(pivotRow[Int(uColumnStep[e])])] -= uColumnValue[e] * value
                    }
                }
                // The updates, oldest first.
                for t in etaPosition.indices {
                    let p = Int(etaPosition[t])
                    let value = x[p] / etaPivot[t]
                    x[p] = value
                    guard value != 0 else { continue }
                    for e in etaStart[t]..<etaStart[t + 1] { x[Int(etaIndex[e])] -= etaValue[e] * value }
                }
            }
        }
        return x
    }

    /// `c B⁻¹` (BTRAN): `c` by basis position in, the result by row out.
    func solveTransposed(_ c: [Double]) -> [Double] {
        var w = c
        var y = [Double](repeating: 0, count: m)
        w.withUnsafeMutableBufferPointer { w in
            y.withUnsafeMutableBufferPointer { y in
                // The updates, newest first.
                for t in stride(from: etaPosition.count - 1, through: 0, by: -1) {
                    let p = Int(etaPosition[t])
                    var sum = w[p]
                    for e in etaStart[t]..<etaStart[t + 1] { sum -= etaValue[e] * w[Int(etaIndex[e])] }
                    w[p] = sum / etaPivot[t]
                }
                // Uᵀ, in the order of the steps, by rows.
                for k in 0..<m {
                    let value = w[Int(pivotColumn[k])] / pivotValue[k]
                    y[Int(pivotRow[k])] = value
                    guard value != 0 else { continue }
                    for e in uRowStart[k]..<uRowStart[k + 1] { w[Int(uRowPosition[e])] -= uRowValue[e] * value }
                }
                // Lᵀ, from the last step back.
                for k in stride(from: m - 1, through: 0, by: -1) {
                    let r = Int(pivotRow[k])
                    var sum = y[r]
                    for e in lStart[k]..<lStart[k + 1] { sum -= lValue[e] * y[Int(lRow[e])] }
                    y[r] = sum
                }
            }
        }
        return y
    }
}

/// The part of the basis matrix not yet eliminated, stored by columns (rows and values) and by
/// rows (positions only), with the rows and the columns filed by their count of entries for
/// the Markowitz search.
private struct ActiveSubmatrix {
    let m: Int
    var columnRows: [[Int32]]
    var columnValues: [[Double]]
    var rowPositions: [[Int32]]
    /// The columns, and the rows, filed by their count.
    var columnLists: CountLists
    var rowLists: CountLists
    /// Work by row: the multiplier, the step that set it, and the column update that found the
    /// row among its column's entries (a row with a multiplier not found there is fill).
    var multiplier: [Double]
    var multiplierMark: [Int]
    var seenMark: [Int]
    var step = 0
    /// The columns updated so far, over every step: the mark of the column being updated.
    var columnsUpdated = 0

    init(m: Int) {
        self.m = m
        columnRows = [[Int32]](repeating: [], count: m)
        columnValues = [[Double]](repeating: [], count: m)
        rowPositions = [[Int32]](repeating: [], count: m)
        columnLists = CountLists(m)
        rowLists = CountLists(m)
        multiplier = [Double](repeating: 0, count: m)
        multiplierMark = [Int](repeating: -1, count: m)
        seenMark = [Int](repeating: -1, count: m)
    }

    mutating func insert(row: Int, position: Int, value: Double) {
        columnRows[position].append(Int32(row))
        columnValues[position].append(value)
        rowPositions[row].append(Int32(position))
    }

    /// Files every row and column under its count (before the first step).
    mutating func fileByCounts() {
        // Filed from the last to the first so that each list runs in increasing index order.
        for j in stride(from: m - 1, through: 0, by: -1) { fileColumn(j) }
        for i in stride(from: m - 1, through: 0, by: -1) { fileRow(i) }
    }

    mutating func fileColumn(_ j: Int) { columnLists.file(j, count: columnRows[j].count) }
    mutating func unfileColumn(_ j: Int) { columnLists.unfile(j) }
    mutating func fileRow(_ i: Int) { rowLists.file(i, count: rowPositions[i].count) }
    mutating func unfileRow(_ i: Int) { rowLists.unfile(i) }

    /// The largest magnitude in column `j`.
    func largest(inColumn j: Int) -> Double {
        var largest = 0.0
        for v in columnValues[j] { largest = max(largest, abs(v)) }
        return largest
    }

    /// Whether `value`, in a column whose largest magnitude is `largest`, may be a pivot.
    static func acceptable(_ value: Double, largest: Double) -> Bool {
        abs(value) >= BasisFactorization.smallestPivot && abs(value) >= BasisFactorization.pivotThreshold * largest
    }

    /// The next pivot (row, position) by Markowitz's criterion under the threshold; ties to the
    /// larger magnitude, then to the first found. Nil when no entry may be a pivot.
    func markowitzPivot() -> (row: Int, position: Int)? {
        var best: (row: Int, position: Int)?
        var bestCost = Int.max, bestMagnitude = 0.0, examined = 0
        func consider(row i: Int, position j: Int, value: Double, cost: Int) {
            if cost < bestCost || (cost == bestCost && abs(value) > bestMagnitude) {
                best = (i, j)
                bestCost = cost
                bestMagnitude = abs(value)
            }
        }
        for count in 1...max(1, m) {
            var j = Int(columnLists.head[count])
            while j >= 0 {
                let largest = largest(inColumn: j)
                for (e, i) in columnRows[j].enumerated() {
                    let value = columnValues[j][e]
                    guard Self.acceptable(value, largest: largest) else { continue }
                    consider(
                        row: Int(i), position: j, value: value, cost: (rowPositions[Int(i)].count - 1) * (count - 1))
                }
                if best != nil {
                    examined += 1
                    if bestCost == 0 || examined >= BasisFactorization.searchLimit { return best }
                }
                j = Int(columnLists.next[j])
            }
            var i = Int(rowLists.head[count])
            while i >= 0 {
                for position in rowPositions[i] {
                    let j = Int(position)
                    guard let e = columnRows[j].firstIndex(of: Int32(i)) else { continue }
                    let value = columnValues[j][e]
                    guard Self.acceptable(value, largest: largest(inColumn: j)) else { continue }
                    consider(row: i, position: j, value: value, cost: (count - 1) * (columnRows[j].count - 1))
                }
                if best != nil {
                    examined += 1
                    if bestCost == 0 || examined >= BasisFactorization.searchLimit { return best }
                }
                i = Int(rowLists.next[i])
            }
            // Every candidate left has a count above this one: its cost is at least count².
            if best != nil && bestCost <= count * count { return best }
        }
        return best
    }

    /// One column `j` (at `position`) of an elimination step's pivot row, whose entry there
    /// was `u`: each row with a multiplier (`rows`, `values`: this step's) takes `multiplier ×
    /// u` away — the rows the column holds in place, the others as new entries — and entries
    /// that cancel below the drop tolerance leave the column.
    private mutating func update(
        column j: Int, position: Int32, by u: Double, multipliers rows: ArraySlice<Int32>, _ values: ArraySlice<Double>
    ) {
        var dropped = false
        columnsUpdated += 1
        for e in columnRows[j].indices {
            let i = Int(columnRows[j][e])
            guard multiplierMark[i] == step else { continue }
            columnValues[j][e] -= multiplier[i] * u
            seenMark[i] = columnsUpdated
            if abs(columnValues[j][e]) < BasisFactorization.dropTolerance { dropped = true }
        }
        for (row, l) in zip(rows, values) {
            let i = Int(row)
            guard seenMark[i] != columnsUpdated else { continue }
            let value = -l * u
            guard abs(value) >= BasisFactorization.dropTolerance else { continue }
            columnRows[j].append(row)
            columnValues[j].append(value)
            rowPositions[i].append(position)
        }
        guard dropped else { return }
        var e = 0
        while e < columnRows[j].count {
            if abs(columnValues[j][e]) < BasisFactorization.dropTolerance {
                removePosition(j, fromRow: Int(columnRows[j][e]))
                columnRows[j].swapAt(e, columnRows[j].count - 1)
                columnValues[j].swapAt(e, columnValues[j].count - 1)
                columnRows[j].removeLast()
                columnValues[j].removeLast()
            } else {
                e += 1
            }
        }
    }

    /// Eliminates with the pivot at (`r`, `c`): appends the step's multipliers to `lRow` and
    /// `lValue`, the rest of its pivot row to `uPosition` and `uValue`, and returns the pivot.
    mutating func eliminate(
        row r: Int, position c: Int, lRow: inout [Int32], lValue: inout [Double], uPosition: inout [Int32],
        uValue: inout [Double]
    ) -> Double {
        step += 1
        unfileColumn(c)
        unfileRow(r)
        let pivotIndex = columnRows[c].firstIndex(of: Int32(r))!
        let pivot = columnValues[c][pivotIndex]
        // The multipliers: the pivot column's other entries over the pivot.
        let lFirst = lRow.count
        for (e, row) in columnRows[c].enumerated() {
            let i = Int(row)
            removePosition(c, fromRow: i)
            guard i != r else { continue }
            let l = columnValues[c][e] / pivot
            lRow.append(row)
            lValue.append(l)
            multiplier[i] = l
            multiplierMark[i] = step
        }
        columnRows[c] = []
        columnValues[c] = []
        let lEnd = lRow.count
        // Each other column of the pivot row: its entry goes to U, and the rows with a
        // multiplier take it away.
        for position in rowPositions[r] {
            let j = Int(position)
            unfileColumn(j)
            let e = columnRows[j].firstIndex(of: Int32(r))!
            let u = columnValues[j][e]
            columnRows[j].swapAt(e, columnRows[j].count - 1)
            columnValues[j].swapAt(e, columnValues[j].count - 1)
            columnRows[j].removeLast()
            columnValues[j].removeLast()
            uPosition.append(position)
            uValue.append(u)
            update(column: j, position: position, by: u, multipliers: lRow[lFirst..<lEnd], lValue[lFirst..<lEnd])
            fileColumn(j)
        }
        rowPositions[r] = []
        for f in lFirst..<lEnd {
            let i = Int(lRow[f])
            unfileRow(i)
            fileRow(i)
        }
        return pivot
    }

    /// Takes position `j` out of row `i`'s pattern.
    mutating func removePosition(_ j: Int, fromRow i: Int) {
        guard let e = rowPositions[i].firstIndex(of: Int32(j)) else { return }
        rowPositions[i].swapAt(e, rowPositions[i].count - 1)
        rowPositions[i].removeLast()
    }
}

/// Items `0..<m` (the rows, or the columns, of the active submatrix) in doubly linked lists by
/// their count of entries, so that the Markowitz search finds the shortest first; −1 ends a
/// list.
private struct CountLists {
    /// The first item of each count's list.
    var head: [Int32]
    /// Each item's successor and predecessor in its list.
    var next: [Int32]
    var previous: [Int32]
    /// The count each item is filed under (−1 when it is not filed).
    var filed: [Int32]

    init(_ m: Int) {
        head = [Int32](repeating: -1, count: m + 1)
        next = [Int32](repeating: -1, count: m)
        previous = [Int32](repeating: -1, count: m)
        filed = [Int32](repeating: -1, count: m)
    }

    /// Files `item` at the front of the list of `count`.
    mutating func file(_ item: Int, count: Int) {
        filed[item] = Int32(count)
        previous[item] = -1
        next[item] = head[count]
        if head[count] >= 0 { previous[Int(head[count])] = Int32(item) }
        head[count] = Int32(item)
    }

    /// Takes `item` out of its list.
    mutating func unfile(_ item: Int) {
        let after = next[item], before = previous[item]
        if before >= 0 { next[Int(before)] = after } else { head[Int(filed[item])] = after }
        if after >= 0 { previous[Int(after)] = before }
        filed[item] = -1
    }
}
