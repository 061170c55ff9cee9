/// One term of a stored row: a symbol and its coefficient, side by side (see
/// `Simplex.rowTerms`).
struct RowTerm: Sendable, Equatable, BitwiseCopyable {
    /// The symbol.
    var symbol: Symbol
    /// Its coefficient in the row.
    var coefficient: Double

    @inline(__always)
    init(_ symbol: Symbol, _ coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }
}
