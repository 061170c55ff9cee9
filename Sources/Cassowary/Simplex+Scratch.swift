extension Simplex {
    /// One symbol's entry in the accumulator: 16 bytes, whether it is in use kept in the sign
    /// of its magnitude (a flag of its own made it 24, a third more of a vector the searches
    /// read all the time, and of every symbol's memory).
    struct AccumulatorEntry: Sendable, BitwiseCopyable {
        /// The sum so far.
        var value = 0.0
        /// The largest part added in, while the entry is in use: a sum within rounding of it
        /// is what is left of a cancellation, and counts as 0. −0 while the entry is not in
        /// use (a magnitude is never negative, and −0 reads as 0 wherever one is compared).
        var magnitude = -0.0

        /// Whether the symbol is in `scratch.accumulatorSupport`. Set, the magnitude starts
        /// at +0; cleared, it is −0 again.
        var present: Bool {
            @inline(__always) get { magnitude.sign == .plus }
            @inline(__always) set { magnitude = newValue ? 0 : -0.0 }
        }
    }

    /// The vectors an operation computes and uses at once, kept between calls so that a steady
    /// re-solve allocates nothing: the accumulator a tableau row or a column is summed in (see
    /// `Simplex+Search.swift`), the last pivot row and entering column copied out of it, and
    /// the lists a pivot's choices are made from. None of it means anything between
    /// operations.
    struct Scratch: Sendable {
        /// A sparse vector over the symbols (see `accumulate`): each symbol's entry, and the
        /// symbols whose entries are in use.
        var accumulator = UncheckedArray<AccumulatorEntry>()
        var accumulatorSupport = ScratchArray<Symbol>()
        /// The last pivot row, copied out of the accumulator (see `copyAccumulatorToPivotRow`).
        var pivotRow = ScratchArray<(symbol: Symbol, coefficient: Double)>()
        /// The largest part each coefficient of `pivotRow` was summed from (its rounding is
        /// relative to that, not to the coefficient).
        var pivotRowMagnitude = ScratchArray<Double>()
        /// The last entering column (see `computeColumn(of:seed:)`).
        var pivotColumn = ScratchArray<(symbol: Symbol, coefficient: Double)>()
        /// The row a `combine` builds, before it replaces the target's terms.
        var combinedTerms = ScratchArray<RowTerm>()
        /// Each symbol's place in `combinedTerms` while a combination of long rows is built,
        /// valid where its stamp is `combinedStamp` (see `combine(_:_:eliminating:)`).
        var combinedPlaces = UncheckedArray<CombinedPlace>()
        var combinedStamp: UInt32 = 0
        /// The dual simplex's candidates for a cost-free entering variable (see
        /// `freeEntering(movingOutOf:)`).
        var freeCandidates = ScratchArray<Symbol>()
    }
}

/// A symbol's place in the row a combination builds (see `Simplex.Scratch.combinedPlaces`).
struct CombinedPlace: Sendable, BitwiseCopyable {
    /// The combination this place belongs to.
    var stamp: UInt32 = 0
    /// The index of the symbol's term in `Simplex.Scratch.combinedTerms`.
    var place: Int32 = 0
}
