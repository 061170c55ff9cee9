/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, cells sorted by
/// symbol id. Also used for the objective rows and for a constraint's row while it is built.
///
/// Cells are two parallel contiguous arrays; merges write into scratch storage owned by the
/// ``Tableau`` and swap it in, so a steady-state re-solve allocates nothing.
struct Row: Sendable {
    /// The basic symbol this row solves for (`noSymbol` for objective rows).
    var basic: Symbol = noSymbol
    /// Parametric symbols, ascending.
    var symbols: [Symbol] = []
    /// Their coefficients, never near zero.
    var coefficients: [Double] = []
    /// For a row in the tableau: where each cell's row index sits in its symbol's column
    /// (`columns[symbol][slot] == row`), so a cell leaves its column in O(1). −1 elsewhere.
    var slots: [Int32] = []
    /// The constant: the basic symbol's value when every parametric symbol is 0.
    var constant: Double = 0
    /// The magnitude of the numbers whose sums and differences made `constant`: its rounding
    /// error is a small fraction of this, so whether the constant is zero (a redundant row)
    /// or negative (an infeasible one) is judged against it (``isConstantZero``).
    var magnitude: Double = 0

    /// Whether the constant is zero up to the rounding its making allows.
    @inline(__always)
    var isConstantZero: Bool { nearZero(constant, magnitude: magnitude) }

    /// Whether the constant is negative beyond rounding.
    @inline(__always)
    var isConstantNegative: Bool { constant < 0 && !isConstantZero }

    /// Adds `amount` to the constant, widening the magnitude to cover it. (The magnitude
    /// already covers the old constant, and `amount` is at most twice the larger of the old
    /// and the new one, so the new constant is all it needs to look at.)
    @inline(__always)
    mutating func shiftConstant(by amount: Double) {
        constant += amount
        magnitude = max(magnitude, abs(constant))
    }

    /// The position of `symbol`, or where it would be inserted (binary search).
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let s = symbols[mid]
            if s < symbol { low = mid + 1 } else if s > symbol { high = mid } else { return (mid, true) }
        }
        return (low, false)
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let (i, found) = position(of: symbol)
        return found ? coefficients[i] : 0
    }

    /// Whether `symbol` has a cell in this row.
    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// Inserts a cell (not yet in any column) at `index`.
    mutating func insertCell(_ symbol: Symbol, _ coefficient: Double, at index: Int) {
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        slots.insert(-1, at: index)
    }

    /// Appends a cell (not yet in any column); the caller keeps the cells sorted.
    mutating func appendCell(_ symbol: Symbol, _ coefficient: Double) {
        symbols.append(symbol)
        coefficients.append(coefficient)
        slots.append(-1)
    }

    /// Removes the cell at `index` (the caller looks after its column).
    mutating func removeCell(at index: Int) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
        slots.remove(at: index)
    }

    /// Adds `amount` to the constant; returns the basic symbol, the new constant and whether
    /// it is negative beyond rounding.
    @inline(__always)
    mutating func shift(by amount: Double) -> (basic: Symbol, constant: Double, negative: Bool) {
        shiftConstant(by: amount)
        return (basic, constant, isConstantNegative)
    }

    /// Adds `factor ×` the coefficient of `symbol` to the constant (what moving `symbol` by
    /// `factor` does to the basic symbol); returns as ``shift(by:)`` does.
    @inline(__always)
    mutating func shift(_ symbol: Symbol, by factor: Double) -> (basic: Symbol, constant: Double, negative: Bool) {
        shiftConstant(by: coefficient(of: symbol) * factor)
        return (basic, constant, isConstantNegative)
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        magnitude *= abs(factor)
        for i in coefficients.indices { coefficients[i] *= factor }
    }
}
