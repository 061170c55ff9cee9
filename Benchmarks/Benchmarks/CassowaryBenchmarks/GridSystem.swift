import Cassowary

/// The grid(N) workload, built directly with the Cassowary API (the same system
/// `layout-lab generate grid --n N` writes as a script): 4 columns, per cell `x y w h`, the
/// container width `W` an edit variable at `strong`.
final class GridSystem {
    /// The number of cells.
    let cells: Int
    /// The container width (the edit variable).
    let width = Variable("W")
    let x: [Variable], y: [Variable], w: [Variable], h: [Variable]
    /// Every constraint, in the order the generated script adds them.
    let constraints: [Constraint]
    /// The last cell's `y == y[i-4] + h[i-4] + 8` (nil when there is a single row).
    let lastRow: Constraint?

    init(cells: Int) {
        self.cells = cells
        let x = (0..<cells).map { Variable("x\($0)") }
        let y = (0..<cells).map { Variable("y\($0)") }
        let w = (0..<cells).map { Variable("w\($0)") }
        let h = (0..<cells).map { Variable("h\($0)") }
        var list: [Constraint] = [width >= 0]
        var lastRow: Constraint?
        for i in 0..<cells {
            let r = i / 4, c = i % 4
            if c == 0 {
                list.append(x[i] == 16)
            } else {
                list.append(x[i] == x[i - 1] + w[i - 1] + 8)
                list.append(w[i] == w[i - 1])
            }
            if c == 3 { list.append(x[i] + w[i] + 16 == width) }
            if r > 0 && c == 0 { list.append(w[i] == w[i - 4]) }
            list.append(h[i] == 0.75 * w[i])
            if r == 0 {
                list.append(y[i] == 16)
            } else {
                let chain = (y[i] == y[i - 4] + h[i - 4] + 8).labeled("ylast")
                if i == cells - 1 { lastRow = chain }
                list.append(chain)
            }
            list.append(w[i] >= 44 ~ .strong)
            list.append(w[i] == 120 ~ .weak)
        }
        (self.x, self.y, self.w, self.h) = (x, y, w, h)
        self.constraints = list
        self.lastRow = lastRow
    }

    /// A solver holding the grid, with `W` added as an edit variable before or after the
    /// constraints.
    func build(editLast: Bool = false) throws(SolverError) -> Solver {
        var solver = Solver()
        if !editLast { try solver.addEditVariable(width, strength: .strong) }
        for c in constraints { try solver.add(c) }
        if editLast { try solver.addEditVariable(width, strength: .strong) }
        return solver
    }

    /// The container widths of one sweep: 320, 321, … 1366 and back down to 321.
    static let sweep: [Double] = Array(320...1366).map(Double.init) + Array((321...1365).reversed()).map(Double.init)

    /// Checks every cell against the closed-form answer at container width `W` (valid for
    /// `W >= 232` and at least 5 cells, where the strong `w >= 44` holds and the edit wins
    /// over the weak `w == 120`): `w = (W - 16·2 - 8·3) / 4`, `h = 0.75 w`,
    /// `x = 16 + c (w + 8)`, `y = 16 + r (h + 8)`, the last cell lower by `lastShift`.
    /// Returns a description of the first mismatch, or nil.
    func mismatch(in solver: Solver, width W: Double, lastShift: Double = 0) -> String? {
        let cw = (W - 16 * 2 - 8 * 3) / 4, ch = 0.75 * cw
        func differs(_ a: Double, _ b: Double) -> Bool { abs(a - b) > 1e-6 * max(1, abs(b)) }
        if differs(solver.value(of: width), W) { return "W = \(solver.value(of: width)), expected \(W)" }
        for i in 0..<cells {
            let r = Double(i / 4), c = Double(i % 4)
            let ex = 16 + c * (cw + 8)
            let ey = 16 + r * (ch + 8) + (i == cells - 1 ? lastShift : 0)
            let got = (solver.value(of: x[i]), solver.value(of: y[i]), solver.value(of: w[i]), solver.value(of: h[i]))
            if differs(got.0, ex) || differs(got.1, ey) || differs(got.2, cw) || differs(got.3, ch) {
                return "cell \(i) at W = \(W): (x, y, w, h) = \(got), expected (\(ex), \(ey), \(cw), \(ch))"
            }
        }
        return nil
    }
}
