/// What a tableau symbol stands for (kiwi's `Symbol::Type`).
enum SymbolKind: UInt8, Sendable {
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0. Also used for the artificial variable.
    case slack
    /// One of the two error variables of an optional constraint: ≥ 0, with a cost.
    case error
    /// The marker of a required equality: always 0. Never enters the basis by optimisation;
    /// it records which rows derive from the constraint, so the constraint can be removed,
    /// its constant changed and its conflicts explained.
    case dummy

    /// Whether the symbol is restricted to be non-negative (everything but externals).
    var isRestricted: Bool { self != .external }
}

/// A tableau symbol: a small integer that indexes the engine's per-symbol arrays (those of
/// `Simplex.SymbolTable` and the other concerns' beside them) directly, through the subscripts in
/// `Array+TypedIndex.swift`.
///
/// A type of its own rather than a bare `Int32`, so that a row index or a constraint's entry
/// index cannot be passed where a symbol is meant; it is stored and compared as the integer
/// it wraps, so it costs nothing over one. Symbols order by their ids: every tie in the engine
/// is broken by the lowest symbol, which keeps its choices the same in every process.
struct Symbol: Hashable, Comparable, Strideable, Sendable, CustomStringConvertible {
    /// The index into the per-symbol arrays; -1 for ``none``.
    var id: Int32

    /// The symbol with index `id`.
    @_transparent init(id: Int32) { self.id = id }

    /// The symbol at position `index` of a per-symbol array.
    @_transparent init(_ index: Int) { id = Int32(index) }

    /// No symbol: a free slot's owner, a parametric symbol's row owner, a search that found
    /// nothing.
    @_transparent static var none: Symbol { Symbol(id: -1) }

    /// Orders by id (the engine's tie-break).
    @_transparent static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }

    /// Equal ids (stated, so that neither `Strideable`'s distance-based default nor a synthesized
    /// witness is called on every comparison in an unoptimised build).
    @_transparent static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }

    /// The distance between two ids, so that a range of symbols can be walked.
    @inline(__always) func distance(to other: Symbol) -> Int { Int(other.id) - Int(id) }

    /// The symbol `n` ids further on.
    @inline(__always) func advanced(by n: Int) -> Symbol { Symbol(Int(id) + n) }

    /// The id, as dumps and failure messages print it.
    var description: String { id.description }
}

/// Below this magnitude a cost, or a constant made of small numbers, counts as zero (kiwi's
/// `nearZero`).
let epsilon = 1.0e-8

/// Rounding error relative to the numbers that were summed: a sum whose magnitude is below
/// this fraction of its largest part is what is left of a cancellation, and counts as zero.
/// (A double rounds at about 1e-16 of a number's magnitude; the margin covers the error that
/// a long sequence of pivots accumulates.)
let relativeEpsilon = 1.0e-11

/// Rounding relative to a bound on the numbers a sum was made from several steps back (the
/// scale a column's rates carry down its rows, see `computeColumn(of:seed:)`): a hundred
/// times a double's rounding. The bound grows by every quotient on the way, so it is read far
/// more strictly than a sum's own parts are; read at ``relativeEpsilon`` it zeroes real rates.
let upstreamEpsilon = 1.0e-14

/// A pivot element smaller than this fraction of the largest element of its column (primal)
/// or row (dual) is not taken: threshold pivoting, as sparse LU codes and HiGHS's ratio tests
/// do, keeps the basis from growing ill-conditioned on rates that are mostly rounding.
let pivotThreshold = 1.0e-7

/// Once the solver is given a number beyond this (a coefficient, a constant or a weight;
/// only a solver for the package's own tests of far-apart magnitudes accepts one, see
/// `Solver+InputRange.swift`), the engine is outside the range its comparisons are made for:
/// the ratio tests' threshold is not applied (rates beside such numbers carry more rounding
/// than the threshold can tell from real ones), costs and ratios below 1e-8 count as 0
/// (kiwi's `nearZero`), and the engine's handling of far-apart magnitudes (refusing rows
/// that rounding made singular) decides instead.
let pivotThresholdMagnitude = 1.0e12

/// How far beyond its bound (relative to its value, or absolute below 1) Harris's ratio test
/// lets a basic value go when it takes a larger pivot element than the tightest bound's.
/// Below ``epsilon``: a value moved by it is never taken for infeasible.
let harrisTolerance = 1.0e-10

/// The tightest bound's pivot element stands unless it is below this fraction of the largest
/// element within Harris's bound.
let harrisTrade = 1.0e-2

/// How far apart, relative to the larger, a pivot element computed from the leaving symbol's
/// row and from the entering symbol's column may be and still be one number (see
/// `Simplex.comparePivots(_:_:)`).
let pivotAgreement = 1.0e-6

/// A reduced cost beyond this magnitude makes the engine compute the reduced costs again from
/// scratch once the optimiser is done (see `Simplex.refreshReducedCosts()`): the costs of
/// layouts, weights up to a thousand on rates up to a few thousand, stay far below it.
let costAlarm = 1.0e12

/// A reduced cost summed from parts beyond this magnitude times the largest input (at least
/// 1) is numerical trouble (see `Simplex.troubled`): beside inputs of 1, costs of 1e-5 — a
/// weight of 0.01 on a rate of 0.001 — are lost in its rounding, so the optimum is computed
/// afresh.
let costTrouble = 1.0e8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// Whether `sum`, computed from parts no larger than `magnitude`, is zero up to rounding:
/// below ``epsilon`` in absolute terms, or below ``relativeEpsilon`` of `magnitude`. Used for
/// constants, whose rounding error grows with the numbers involved (a fixed absolute tolerance
/// refuses redundant equalities whose constants are in the millions).
@inline(__always) func nearZero(_ sum: Double, magnitude: Double) -> Bool {
    abs(sum) < max(epsilon, relativeEpsilon * magnitude)
}

/// Whether a coefficient `sum = a + b` is what is left when `a` and `b` cancel. Relative only:
/// a coefficient that is small because the constraint says so (`1e-9 * x`) is kept.
/// `relative` is the fraction of the larger part under which the sum is rounding.
@inline(__always) func cancels(_ sum: Double, _ a: Double, _ b: Double, relative: Double = relativeEpsilon) -> Bool {
    abs(sum) <= relative * max(abs(a), abs(b))
}

/// Two symbols as a collection, without an array allocation (for `for s in … where …`).
struct CollectionOfTwo: RandomAccessCollection {
    let first: Symbol, second: Symbol
    init(_ first: Symbol, _ second: Symbol) { self.first = first; self.second = second }
    var startIndex: Int { 0 }
    var endIndex: Int { 2 }
    subscript(i: Int) -> Symbol { i == 0 ? first : second }
}

/// Rounding error of a reduced cost relative to the largest part it was summed from (see
/// `Simplex.costSign(_:)`): tighter than ``relativeEpsilon``, since weights 3e10 apart in one
/// level are legal and a cost of 0.5 beside parts of 2e11 must still count.
let costRounding = 1.0e-13

/// Two ratios of reduced cost to coefficient (the dual simplex's choice of entering symbol)
/// tie when they are within this fraction of the larger: far above the rounding of a cost
/// and of a coefficient, far below any real difference between two ratios.
let ratioTieTolerance = 1.0e-9

/// A non-negative magnitude kept to its binary order, in 2 bytes instead of a `Double`'s 8:
/// the smallest power of two at least as large (beyond 2¹⁰²³, 2¹⁰²³). The reduced costs'
/// magnitudes only scale a rounding tolerance, which a factor below 2 does not change in
/// kind, and every symbol has one per priority level: with many small independent layouts
/// in one solver, full doubles cost as much memory as the reduced costs themselves.
struct CostMagnitude: Equatable, Sendable {
    /// The binary order: `Int16.min` for 0, `Int16.max` for an infinite or NaN magnitude.
    private(set) var order: Int16

    /// Zero.
    static let zero = CostMagnitude(order: .min)

    private init(order: Int16) { self.order = order }

    /// `magnitude`, rounded up to a power of two.
    ///
    /// Read off the bits of a normal number (a pivot along a chain's row sets one for every
    /// item, and `exponent` and `significand` cost a call and a normalisation each); a
    /// subnormal one goes the long way, to the same order.
    @inline(__always)
    init(_ magnitude: Double) {
        let bits = magnitude.bitPattern & 0x7FFF_FFFF_FFFF_FFFF
        let biased = Int16(truncatingIfNeeded: bits >> 52)
        if bits == 0 {
            order = .min
        } else if biased == 0x7FF {
            order = .max
        } else if biased != 0 {
            // 2^exponent ≤ magnitude < 2^(exponent + 1); exact when the significand is 1.
            let exponent = biased - 1023
            order = bits & 0x000F_FFFF_FFFF_FFFF == 0 ? exponent : exponent + 1
        } else {
            order = Self.subnormalOrder(magnitude)
        }
    }

    /// The order of a subnormal `magnitude` (below 2⁻¹⁰²²), as `init(_:)` gives it.
    private static func subnormalOrder(_ magnitude: Double) -> Int16 {
        let exponent = Int16(magnitude.exponent)
        return magnitude.significand == 1 ? exponent : exponent + 1
    }

    /// The magnitude this stands for.
    @inline(__always)
    var value: Double {
        switch order {
        case .min: 0
        case .max: .infinity
        case -1022...1023: Double(bitPattern: UInt64(Int64(order) + 1023) << 52)
        default: Double(sign: .plus, exponent: Int(min(order, 1023)), significand: 1)
        }
    }
}
