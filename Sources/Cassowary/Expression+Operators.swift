/// Something that reads as a linear expression: a ``Variable``, a ``Term`` or an
/// ``Expression``. The arithmetic and comparison operators accept any mix of them and of
/// numbers.
public protocol LinearExpressionConvertible: Sendable {
    /// The value as an ``Expression``.
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressionConvertible {
    /// `1 × self`.
    public var linearExpression: Expression { Expression(storage: TermStorage(Term(self)), constant: 0) }
}

extension Term: LinearExpressionConvertible {
    /// The term alone.
    public var linearExpression: Expression { Expression(storage: TermStorage(self), constant: 0) }
}

extension Expression: LinearExpressionConvertible {
    /// Itself.
    public var linearExpression: Expression { self }
}

/// Orders `~` below the comparison operators, so `x + y >= 10 ~ .weak` gives the whole
/// constraint a strength.
precedencegroup StrengthPrecedence {
    lowerThan: ComparisonPrecedence
    associativity: left
}

/// Gives a constraint a strength: `x == 100 ~ .weak`.
infix operator ~ : StrengthPrecedence

// MARK: Arithmetic

/// `a + b`
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    let l = lhs.linearExpression, r = rhs.linearExpression
    return Expression(storage: l.storage.appending(r.storage), constant: l.constant + r.constant)
}

/// `a + 10`
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    let l = lhs.linearExpression
    return Expression(storage: l.storage, constant: l.constant + rhs)
}

/// `10 + a`
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    rhs + lhs
}

/// `-a`
public prefix func - <E: LinearExpressionConvertible>(operand: E) -> Expression {
    operand * -1
}

/// `a - b`
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs + (-rhs)
}

/// `a - 10`
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs + (-rhs)
}

/// `10 - a`
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    lhs + (-rhs)
}

/// `a * 2`
public func * <E: LinearExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
    let e = lhs.linearExpression
    return Expression(storage: e.storage.scaled(by: rhs), constant: e.constant * rhs)
}

/// `2 * a`
public func * <E: LinearExpressionConvertible>(lhs: Double, rhs: E) -> Expression {
    rhs * lhs
}

/// `a / 2`
public func / <E: LinearExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
    lhs * (1 / rhs)
}

// MARK: Building in place

/// `a += b`: appends `b`'s terms and adds its constant in place. A sum built term by term,
/// this way (`for v in views { sum += v }`) or with `+` (`sum = sum + v`), costs time linear
/// in its terms.
public func += <R: LinearExpressionConvertible>(lhs: inout Expression, rhs: R) {
    let r = rhs.linearExpression
    lhs.storage.append(r.storage)
    lhs.constant += r.constant
}

/// `a += 2 * x`, one term: appended in place (the terms of a short expression are held in
/// the value itself, see ``Expression/withTerms(_:)``).
public func += (lhs: inout Expression, rhs: Term) {
    lhs.storage.append(rhs)
}

/// `a += 10`
public func += (lhs: inout Expression, rhs: Double) {
    lhs.constant += rhs
}

/// `a -= b`: appends `b`'s terms negated and subtracts its constant, in place.
public func -= <R: LinearExpressionConvertible>(lhs: inout Expression, rhs: R) {
    let r = rhs.linearExpression
    lhs.storage.append(r.storage, times: -1)
    lhs.constant -= r.constant
}

/// `a -= 10`
public func -= (lhs: inout Expression, rhs: Double) {
    lhs.constant -= rhs
}

// MARK: Comparison

/// `a == b`: a required equality.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// `a == 10`
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// `10 == a`
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// `a <= b`: a required inequality.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `a <= 10`
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `10 <= a`
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `a >= b`: a required inequality.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// `a >= 10`
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// `10 >= a`
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// `constraint ~ .weak`: the same relation with another strength.
public func ~ (lhs: Constraint, rhs: Strength) -> Constraint {
    lhs.withStrength(rhs)
}
