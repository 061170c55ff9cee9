/// How far a computed number may be from the expected one: `absolute`, or `relative` times the
/// expected number's magnitude, whichever is larger.
public struct Tolerance: Sendable, Hashable, CustomStringConvertible {
    /// The bound for expected numbers near zero.
    public var absolute: Double
    /// The bound as a fraction of the expected number's magnitude.
    public var relative: Double

    /// A tolerance of `absolute`, or `relative` times the expected magnitude when that is larger.
    public init(absolute: Double, relative: Double) {
        self.absolute = absolute
        self.relative = relative
    }

    /// At most `bound` apart, whatever the size of the numbers.
    public static func absolute(_ bound: Double) -> Tolerance {
        Tolerance(absolute: bound, relative: 0)
    }

    /// At most `fraction` of the expected number's magnitude apart, and at least `fraction`
    /// itself (the bound for expected numbers below 1 in magnitude).
    public static func relative(_ fraction: Double) -> Tolerance {
        Tolerance(absolute: fraction, relative: fraction)
    }

    /// Rounding only: 1e-9, relative to the expected number once it exceeds 1. The solver's
    /// answers are exact up to the rounding of a few operations on doubles.
    public static let rounding = relative(1e-9)

    /// The largest distance allowed from `expected`.
    public func bound(around expected: Double) -> Double {
        max(absolute, relative * abs(expected))
    }

    /// `1e-09`, `1e-09 relative`, or both.
    public var description: String {
        switch (absolute, relative) {
        case (_, 0): return "\(absolute)"
        case (0, _): return "\(relative) relative"
        case let (a, r) where a == r: return "\(r) relative (at least \(a))"
        case let (a, r): return "\(r) relative, at least \(a)"
        }
    }
}

/// Whether `actual` is within `tolerance` of `expected`; false when `actual` is nil or NaN.
public func isClose(_ actual: Double?, _ expected: Double, within tolerance: Tolerance = .rounding) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) <= tolerance.bound(around: expected)
}
