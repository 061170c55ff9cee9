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

/// A symbol is a small integer: an index into the tableau's per-symbol arrays.
typealias Symbol = Int32

/// "No symbol / no row."
let noSymbol: Int32 = -1

/// Below this magnitude a coefficient or a constant counts as zero (kiwi's `nearZero`).
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// Two symbols as a collection, without an array allocation (for `for s in … where …`).
struct CollectionOfTwo: RandomAccessCollection {
    let first: Symbol, second: Symbol
    init(_ first: Symbol, _ second: Symbol) { self.first = first; self.second = second }
    var startIndex: Int { 0 }
    var endIndex: Int { 2 }
    subscript(i: Int) -> Symbol { i == 0 ? first : second }
}
