// Anchorage-style operators: arithmetic on anchors builds a `LayoutExpression`; `==`, `<=`,
// `>=` build a `LayoutConstraint`; `~` (declared by Cassowary, below the comparison operators)
// gives it a priority.
//
//     strip.height == 0.25 * strip.width + 12 ~ .defaultHigh
//
// Constraints made with operators carry no source location (an operator cannot take
// `#fileID` defaults): errors name the `activate` call that activated them instead
// (`LayoutConstraint.activationLocation`), and their `identifier` when given one.

/// `multiplier × anchor + constant`: the right-hand side of a constraint, built with
/// operators (`0.25 * strip.width + 12`).
public struct LayoutExpression<Kind> {
    /// The anchor.
    public let anchor: LayoutAnchor<Kind>
    /// What the anchor is multiplied by.
    public let multiplier: Double
    /// What is added.
    public let constant: Double

    /// Creates `multiplier × anchor + constant`.
    public init(_ anchor: LayoutAnchor<Kind>, multiplier: Double = 1, constant: Double = 0) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }
}

// MARK: Arithmetic

/// `0.25 * strip.width`
public func * <K>(lhs: Double, rhs: LayoutAnchor<K>) -> LayoutExpression<K> {
    LayoutExpression(rhs, multiplier: lhs)
}

/// `strip.width * 0.25`
public func * <K>(lhs: LayoutAnchor<K>, rhs: Double) -> LayoutExpression<K> {
    LayoutExpression(lhs, multiplier: rhs)
}

/// `strip.width / 4`
public func / <K>(lhs: LayoutAnchor<K>, rhs: Double) -> LayoutExpression<K> {
    LayoutExpression(lhs, multiplier: 1 / rhs)
}

/// `root.leading + 8`
public func + <K>(lhs: LayoutAnchor<K>, rhs: Double) -> LayoutExpression<K> {
    LayoutExpression(lhs, constant: rhs)
}

/// `root.trailing - 8`
public func - <K>(lhs: LayoutAnchor<K>, rhs: Double) -> LayoutExpression<K> {
    LayoutExpression(lhs, constant: -rhs)
}

/// `0.25 * strip.width + 12`
public func + <K>(lhs: LayoutExpression<K>, rhs: Double) -> LayoutExpression<K> {
    LayoutExpression(lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
}

/// `0.5 * root.width - 10`
public func - <K>(lhs: LayoutExpression<K>, rhs: Double) -> LayoutExpression<K> {
    LayoutExpression(lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
}

// MARK: Comparison

/// `a.width == b.width`
public func == <K>(lhs: LayoutAnchor<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    LayoutConstraint(first: lhs, relation: .equal, second: rhs, multiplier: 1, constant: 0, location: nil)
}

/// `a.height == 0.25 * a.width + 12`
public func == <K>(lhs: LayoutAnchor<K>, rhs: LayoutExpression<K>) -> LayoutConstraint {
    LayoutConstraint(
        first: lhs, relation: .equal, second: rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant,
        location: nil)
}

/// `a.width == 100`
public func == (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(first: lhs, relation: .equal, constant: rhs, location: nil)
}

/// `a.trailing <= b.trailing`
public func <= <K>(lhs: LayoutAnchor<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    LayoutConstraint(first: lhs, relation: .lessThanOrEqual, second: rhs, multiplier: 1, constant: 0, location: nil)
}

/// `a.trailing <= b.trailing - 8`
public func <= <K>(lhs: LayoutAnchor<K>, rhs: LayoutExpression<K>) -> LayoutConstraint {
    LayoutConstraint(
        first: lhs, relation: .lessThanOrEqual, second: rhs.anchor, multiplier: rhs.multiplier,
        constant: rhs.constant, location: nil)
}

/// `a.width <= 300`
public func <= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(first: lhs, relation: .lessThanOrEqual, constant: rhs, location: nil)
}

/// `a.leading >= b.leading`
public func >= <K>(lhs: LayoutAnchor<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    LayoutConstraint(
        first: lhs, relation: .greaterThanOrEqual, second: rhs, multiplier: 1, constant: 0, location: nil)
}

/// `a.leading >= b.trailing + 8`
public func >= <K>(lhs: LayoutAnchor<K>, rhs: LayoutExpression<K>) -> LayoutConstraint {
    LayoutConstraint(
        first: lhs, relation: .greaterThanOrEqual, second: rhs.anchor, multiplier: rhs.multiplier,
        constant: rhs.constant, location: nil)
}

/// `a.width >= 44`
public func >= (lhs: DimensionAnchor, rhs: Double) -> LayoutConstraint {
    LayoutConstraint(first: lhs, relation: .greaterThanOrEqual, constant: rhs, location: nil)
}

// MARK: Priority

/// `a.width == 100 ~ .defaultHigh`: a new, inactive copy of the constraint with the priority
/// (the original is untouched, as with Cassowary's `~`).
public func ~ (lhs: LayoutConstraint, rhs: LayoutPriority) -> LayoutConstraint {
    lhs.withPriority(rhs)
}

/// `a.edges == b.edges ~ .defaultHigh`: copies of every constraint with the priority.
public func ~ (lhs: [LayoutConstraint], rhs: LayoutPriority) -> [LayoutConstraint] {
    lhs.map { $0.withPriority(rhs) }
}
