import Cassowary

/// One statement of a script with its source location (its first token).
public struct ScriptStatement: Sendable {
    /// What the statement does. Variables are indices into ``Script/variableNames``; labels
    /// are resolved to the index (in ``Script/statements``) of the constraint statement that
    /// defined them. (The two large cases are boxed, so that a statement takes 48 bytes and a
    /// long run of `suggest` lines little memory.)
    public enum Kind: Sendable {
        /// `[label:] EXPR (==|<=|>=) EXPR [@ STRENGTH]`
        indirect case constraint(ScriptConstraint)
        /// `edit NAME [@ STRENGTH]`
        case edit(variable: Int, strength: Strength)
        /// `suggest NAME NUMBER`
        case suggest(variable: Int, value: Double)
        /// `remove LABEL`
        case remove(label: String, definition: Int)
        /// `constant LABEL NUMBER`; `valueLocation` is where the number is written.
        indirect case constant(label: String, definition: Int, value: Double, valueLocation: SourceLocation)
        /// `explain NAME` (a variable index) or `explain` alone (nil): explain a value, or
        /// the whole solution.
        case explain(variable: Int?)
        /// `print`
        case print
    }

    /// What the statement does.
    public let kind: Kind
    /// Where the statement starts (its label, keyword or first token).
    public let location: SourceLocation

    /// A statement of `kind` at `location`.
    init(kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// A constraint as written: `terms + constant relation 0` after moving every variable term to
/// the left and every number to the right. ``constant`` is the number on the right.
public struct ScriptConstraint: Sendable {
    /// The label, if the constraint has one.
    public let label: String?
    /// `(variable index, coefficient)`, each variable once, in order of first appearance in
    /// the statement; a coefficient may be zero (`x - x`).
    public let terms: [(variable: Int, coefficient: Double)]
    /// The number on the right: for `x + 2 == y + 10` it is 8.
    public let constant: Double
    /// `==`, `<=` or `>=`.
    public let relation: Relation
    /// `required` unless written otherwise.
    public let strength: Strength
    /// The constraint as written, without its label or comment: `x + 2 == y + 10 @weak`.
    public var text: String { String(written) }

    /// ``text`` as a slice of the script's text, which it shares rather than copies.
    private let written: Substring

    /// A constraint of checked parts, written as `written`.
    init(
        label: String?, terms: [(variable: Int, coefficient: Double)], constant: Double,
        relation: Relation, strength: Strength, written: Substring
    ) {
        self.label = label
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.strength = strength
        self.written = written
    }
}
