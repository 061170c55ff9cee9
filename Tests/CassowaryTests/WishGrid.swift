import Cassowary

/// A grid of cells in 4 columns whose widths wish for 120: every cell as wide as the first,
/// each row filling `W` (a strong edit variable) with 16 at the edges and 8 between cells,
/// heights 3/4 of the width, rows 8 apart, each width with a strong minimum of 44 and a weak
/// wish for 120. By hand: w = (W − 56) / 4, which is 120 at W = 536, where every cell's weak
/// error changes sides.
struct WishGrid {
    var solver = Solver()
    let width = Variable("W")
    var x: [Variable] = [], y: [Variable] = [], w: [Variable] = [], h: [Variable] = []

    /// The grid of `count` cells, built in one batch, `W` not suggested yet.
    init(cells count: Int) throws {
        try solver.addEditVariable(width, strength: .strong)
        var constraints: [Constraint] = []
        for i in 0..<count {
            x.append(Variable("x\(i)"))
            y.append(Variable("y\(i)"))
            w.append(Variable("w\(i)"))
            h.append(Variable("h\(i)"))
            let column = i % 4
            constraints.append(column == 0 ? x[i] == 16 : x[i] == x[i - 1] + w[i - 1] + 8)
            if i > 0 { constraints.append(w[i] == w[column == 0 ? i - 4 : i - 1]) }
            if column == 3 { constraints.append(x[i] + w[i] + 16 == width) }
            constraints.append(h[i] == 0.75 * w[i])
            constraints.append(i < 4 ? y[i] == 16 : y[i] == y[i - 4] + h[i - 4] + 8)
            constraints.append(w[i] >= 44 ~ .strong)
            constraints.append(w[i] == 120 ~ .weak)
        }
        try solver.add(constraints)
    }
}
