/// A linear expression while a script line is parsed: each variable once, in order of first
/// appearance, plus a constant. Every coefficient and the constant are finite.
///
/// Adding costs time in proportion to the side that is added, not to the sum built so far: a
/// variable's position is found through an index once the expression has more than a few
/// terms, and the sum grows in place. So a sum of n distinct variables is built in O(n).
struct LinearValue {
    /// `(variable index, coefficient)`, each variable once, in order of first appearance; a
    /// coefficient may be zero (`x - x`).
    private(set) var terms: [(variable: Int, coefficient: Double)]
    /// The constant part.
    private(set) var constant: Double
    /// Variable → position in `terms`, kept once there are more than ``indexThreshold`` terms
    /// (a short expression is searched directly).
    private var positions: [Int: Int] = [:]

    /// Up to this many terms, a variable is looked for by a scan instead of through the index.
    private static let indexThreshold = 8

    /// The number `value`.
    init(number value: Double) {
        terms = []
        constant = value
    }

    /// `1 × variable`.
    init(variable: Int) {
        terms = [(variable, 1)]
        constant = 0
    }

    /// Whether some variable has a non-zero coefficient.
    var hasVariables: Bool { terms.contains { $0.coefficient != 0 } }

    /// The largest magnitude of a coefficient (0 without terms).
    var largestMagnitude: Double { terms.reduce(0) { max($0, abs($1.coefficient)) } }

    /// Multiplies every coefficient and the constant by `factor` (the caller checks that the
    /// results are finite).
    mutating func scale(by factor: Double) {
        for i in terms.indices { terms[i].coefficient *= factor }
        constant *= factor
    }

    /// `self += scale × other`. Returns false, leaving `self` partly updated, when a
    /// coefficient or the constant it changes is not finite (the caller then discards it).
    mutating func add(_ other: LinearValue, scale: Double) -> Bool {
        for term in other.terms {
            let c = scale * term.coefficient
            if let i = position(of: term.variable) {
                let old = terms[i].coefficient
                terms[i].coefficient += c
                guard terms[i].coefficient.isFinite else { return false }
                // What rounding leaves of terms that cancel (`0.1*x + 0.2*x - 0.3*x`) is zero,
                // as the solver judges it (1e-11 of the larger part).
                if abs(terms[i].coefficient) <= 1e-11 * max(abs(old), abs(c)) { terms[i].coefficient = 0 }
            } else {
                guard c.isFinite else { return false }
                terms.append((term.variable, c))
                if !positions.isEmpty {
                    positions[term.variable] = terms.count - 1
                } else if terms.count > Self.indexThreshold {
                    for (i, t) in terms.enumerated() { positions[t.variable] = i }
                }
            }
        }
        constant += scale * other.constant
        return constant.isFinite
    }

    /// Where `variable` is in `terms`.
    private func position(of variable: Int) -> Int? {
        if !positions.isEmpty { return positions[variable] }
        return terms.firstIndex { $0.variable == variable }
    }
}
