/// The relation of a ``Constraint``: its expression compared with zero.
public enum Relation: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `==`
    case equal = "=="
    /// `<=`
    case lessThanOrEqual = "<="
    /// `>=`
    case greaterThanOrEqual = ">="

    /// The operator as written.
    public var description: String { rawValue }
}

/// A linear relation with a ``Strength``: `expression (==, <=, >=) 0`.
///
/// Constraints are built by comparing expressions (`2 * x + y >= 10`); a strength is given
/// with `~` (`x == 100 ~ .weak`). A constraint is an immutable object with identity: the
/// solver adds, removes and finds it by identity, and two constraints written the same way
/// are still two constraints.
///
/// The constraint's *constant* is the number on the right once every variable term is on the
/// left and every number on the right: for `x + 2 == y + 10` it is 8. ``Solver`` can change
/// it in place (``Solver/setConstant(_:for:)``).
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    // The stored properties are declared in the order that packs them: the relation and
    // `isFinite` take bytes the expression leaves after its last (see `TermStorage`), and the
    // object is 216 bytes.

    /// The left side minus the right side, with like terms combined.
    public let expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// Whether every number of the expression is finite, and (``magnitude``) the largest of
    /// their magnitudes: what the solver checks before adding the constraint, kept so that
    /// adding it reads no array (a read of the expression out of the constraint takes a
    /// reference to its terms).
    let isFinite: Bool
    /// How strongly the constraint is meant.
    public let strength: Strength
    /// An optional name, used in errors, conflict sets and dumps.
    public let label: String?
    /// The largest magnitude of the expression's numbers (see ``isFinite``).
    let magnitude: Double

    /// Creates `expression relation 0` with a strength.
    public init(
        _ expression: consuming Expression, _ relation: Relation, strength: Strength = .required, label: String? = nil
    ) {
        // Taken, not copied: the usual expression's terms are held in the value itself, and
        // the usual expression is reduced already.
        if !expression.isReduced { expression = expression.reduced() }
        isFinite = expression.isFinite
        magnitude = expression.magnitude
        self.relation = relation
        self.strength = strength
        self.label = label
        self.expression = expression
    }

    /// Calls `body` with the expression's terms, read in place (see
    /// ``Expression/withTerms(_:)``): the expression is not copied out of the constraint, which
    /// for a short one would copy its terms.
    @inline(__always)
    func withTerms<R, E: Error>(_ body: (UnsafeBufferPointer<Term>) throws(E) -> R) throws(E) -> R {
        try expression.storage.withTerms(body)
    }

    /// How many terms the expression has.
    var termCount: Int { expression.storage.count }

    /// The constant as written on the right: `-expression.constant`.
    public var constant: Double { -expression.constant }

    /// The same relation with another strength (a new constraint).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    /// The same constraint with a label (a new constraint).
    public func labeled(_ label: String) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    /// Identity.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `label: x + 2 * y >= 10 @weak`: variables on the left, the constant on the right.
    public var description: String {
        let left = Expression(expression.terms, constant: 0).description
        var text = "\(left) \(relation) \(formatNumber(constant))"
        if !strength.isRequired || strength.weight != 1 { text += " @\(strength)" }
        if let label { text = "\(label): " + text }
        return text
    }
}
