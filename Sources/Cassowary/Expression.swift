/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Expressions are built with the arithmetic operators on variables and numbers
/// (`2 * x + y - 10`, `(left + right) / 2`); comparing two of them with `==`, `<=` or `>=`
/// builds a ``Constraint``.
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms, in the order they were written. A variable may appear more than once until
    /// the expression is ``reduced()``.
    public var terms: [Term] {
        get { storage.terms }
        set { storage = TermStorage(newValue) }
    }
    /// The constant part.
    public var constant: Double
    /// The terms, shared with the expression this one was summed from where that lets `+`
    /// append in place (see ``TermStorage``).
    var storage: TermStorage

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        storage = TermStorage(terms)
        self.constant = constant
    }

    /// Calls `body` with the terms, in order, read in place: nothing is allocated and no term
    /// is copied, where ``terms`` makes an array of an expression's few terms.
    @inline(__always)
    public func withTerms<R, E: Error>(_ body: (UnsafeBufferPointer<Term>) throws(E) -> R) throws(E) -> R {
        try storage.withTerms(body)
    }

    /// Creates an expression over `storage`.
    init(storage: TermStorage, constant: Double) {
        self.storage = storage
        self.constant = constant
    }

    /// The expression with the terms of each variable combined (kept at its first
    /// appearance) and zero coefficients dropped. A combined coefficient counts as zero when it
    /// is only what rounding leaves of terms that cancel (`0.1 * x + 0.2 * x - 0.3 * x`): below
    /// 1e-11 of the largest of its terms.
    public func reduced() -> Expression {
        storage.withTerms { terms in reduced(terms) }
    }

    /// Whether ``reduced()`` would return the expression as it is: each variable once, no
    /// zero coefficient, at most ``scannedTerms`` terms (a longer expression is not checked).
    var isReduced: Bool {
        withTerms { terms in terms.count <= Self.scannedTerms && Self.nothingToCombine(in: terms) }
    }

    /// The most terms an expression is checked and combined by scanning its terms pairwise:
    /// 16 terms are 120 comparisons of two integers, in place, where a table of the variables
    /// allocates and hashes each term. A constraint of a layout has two to four terms; the
    /// number only has to be well above that and below where the squares outgrow the hashing.
    static let scannedTerms = 16

    /// ``reduced()`` of these terms, read in place.
    private func reduced(_ terms: UnsafeBufferPointer<Term>) -> Expression {
        if terms.count <= Self.scannedTerms {
            // Each variable once and no zero coefficient (the usual case: every constraint a
            // script or the Layout engine makes): nothing to combine or drop, and nothing to
            // allocate.
            if Self.nothingToCombine(in: terms) { return self }
            // Few terms: combine by a linear scan, no hashing.
            var combined: [Term] = []
            var peaks: [Double] = []
            combined.reserveCapacity(terms.count)
            next: for term in terms {
                for i in combined.indices where combined[i].variable.id == term.variable.id {
                    combined[i].coefficient += term.coefficient
                    peaks[i] = max(peaks[i], abs(term.coefficient))
                    continue next
                }
                combined.append(term)
                peaks.append(abs(term.coefficient))
            }
            var kept: [Term] = []
            kept.reserveCapacity(combined.count)
            for i in combined.indices where !Self.cancelled(combined[i].coefficient, peak: peaks[i]) {
                kept.append(combined[i])
            }
            return Expression(kept, constant: constant)
        }
        var order: [Variable] = []
        var sums: [Variable.ID: (sum: Double, peak: Double)] = [:]
        for term in terms {
            if sums[term.variable.id] == nil { order.append(term.variable) }
            let old = sums[term.variable.id] ?? (0, 0)
            sums[term.variable.id] = (old.sum + term.coefficient, max(old.peak, abs(term.coefficient)))
        }
        let combined = order.compactMap { variable -> Term? in
            let c = sums[variable.id]!
            return Self.cancelled(c.sum, peak: c.peak) ? nil : Term(variable, c.sum)
        }
        return Expression(combined, constant: constant)
    }

    /// Whether no variable of `terms` appears twice and no coefficient is zero, checked
    /// pairwise (for the few terms of a typical constraint), in place: a term read out of the
    /// array is a copy of its variable's name, a reference count.
    private static func nothingToCombine(in t: UnsafeBufferPointer<Term>) -> Bool {
        for i in t.indices {
            if t[i].coefficient == 0 { return false }
            let id = t[i].variable.id
            for j in 0..<i where t[j].variable.id == id { return false }
        }
        return true
    }

    /// Whether a combined coefficient is zero up to the rounding of its terms.
    private static func cancelled(_ sum: Double, peak: Double) -> Bool {
        abs(sum) <= 1e-11 * peak
    }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool {
        constant.isFinite && withTerms { t in t.allSatisfy { $0.coefficient.isFinite } }
    }

    /// `2 * x + y - 10`; `0` for the empty expression.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + \(formatNumber(constant))" }
        if constant < 0 { text += " - \(formatNumber(-constant))" }
        return text
    }
}
