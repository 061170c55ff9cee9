/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Expressions are built with the arithmetic operators on variables and numbers
/// (`2 * x + y - 10`, `(left + right) / 2`); comparing two of them with `==`, `<=` or `>=`
/// builds a ``Constraint``.
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms, in the order they were written. A variable may appear more than once until
    /// the expression is ``reduced()``.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression with the terms of each variable combined (kept at its first
    /// appearance) and zero coefficients dropped.
    public func reduced() -> Expression {
        if terms.count <= 16 {
            // Few terms (the usual case): combine by a linear scan, no hashing.
            var combined: [Term] = []
            combined.reserveCapacity(terms.count)
            next: for term in terms {
                for i in combined.indices where combined[i].variable.id == term.variable.id {
                    combined[i].coefficient += term.coefficient
                    continue next
                }
                combined.append(term)
            }
            combined.removeAll { $0.coefficient == 0 }
            return Expression(combined, constant: constant)
        }
        var order: [Variable] = []
        var sums: [Variable.ID: Double] = [:]
        for term in terms {
            if sums[term.variable.id] == nil { order.append(term.variable) }
            sums[term.variable.id, default: 0] += term.coefficient
        }
        let combined = order.compactMap { variable -> Term? in
            let c = sums[variable.id]!
            return c == 0 ? nil : Term(variable, c)
        }
        return Expression(combined, constant: constant)
    }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
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
