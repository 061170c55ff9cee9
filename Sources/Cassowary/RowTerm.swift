/// One term of a stored row: a symbol and its coefficient, side by side (see
/// `Simplex.rowTerms`), with the coefficient's rounding scale in what would be padding.
struct RowTerm: Sendable, Equatable, BitwiseCopyable {
    /// The symbol.
    var symbol: Symbol
    /// The largest magnitude the coefficient was summed from, where a cycle's elimination
    /// combined rows (``Simplex/combine(_:_:eliminating:)``); zero for a coefficient as its
    /// constraint wrote it, which is exact. A coefficient of 1e-9 left by a cancellation among
    /// numbers of 10 is known only to the rounding of 10, about 1e-15. Declared before the
    /// coefficient, it fills the 4 bytes the symbol leaves before it: a term stays 16 bytes.
    var rounding: CostMagnitude
    /// Its coefficient in the row.
    var coefficient: Double

    /// The magnitude the coefficient was summed from: ``rounding``, or the coefficient itself
    /// for one as written. Its rounding is a double's rounding of this.
    @inline(__always)
    var magnitude: Double { max(rounding.value, abs(coefficient)) }

    /// How many times larger than the coefficient the numbers it was summed from were (1 for
    /// one as written; 10¹⁰ for 1e-9 left by a cancellation among 10s): its rounding,
    /// relative to itself, is a double's times this.
    @inline(__always)
    var spread: Double { coefficient == 0 ? 1 : max(1, rounding.value / abs(coefficient)) }

    @inline(__always)
    init(_ symbol: Symbol, _ coefficient: Double, rounding: CostMagnitude = .zero) {
        self.symbol = symbol
        self.rounding = rounding
        self.coefficient = coefficient
    }
}
