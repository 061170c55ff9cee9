/// How strongly a constraint is meant: a priority *level* on Auto Layout's scale and a
/// *weight* within that level.
///
/// Levels form a strict hierarchy. ``required`` (1000) must hold; any level in (0, 1000) is
/// optional. The solver minimises violations lexicographically: first the weighted error of
/// the highest level present, then the next level's, and so on. No number of violated
/// level-250 constraints outweighs a single level-251 violation; within a level, errors add
/// up, each multiplied by its constraint's weight.
///
/// This is the hierarchy of the Cassowary paper (its symbolic weights) and of Apple's Auto
/// Layout. kiwi folds its levels into one number (strong 1e6, medium 1e3, weak 1), so that
/// enough weak errors can outweigh a medium one; ``kiwi(_:_:_:_:)`` maps kiwi strengths onto
/// levels so that kiwi examples give kiwi's answers wherever its folding does not overflow.
///
/// ```swift
/// try solver.add(x == 100 ~ .weak)
/// try solver.add(x >= 120 ~ Strength(251))
/// try solver.add(x <= 90 ~ Strength.medium.weighted(2))
/// ```
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority level: 1000 is required; (0, 1000) is optional.
    public var level: Double
    /// The weight of a violation within the level (default 1). Only relative weights within
    /// one level matter.
    public var weight: Double

    /// Creates a strength. The solver rejects a level outside (0, 1000] or a weight that is
    /// negative or not finite with ``SolverError/invalidStrength(_:)``.
    public init(_ level: Double, weight: Double = 1) {
        self.level = level
        self.weight = weight
    }

    /// A hard constraint (1000).
    public static let required = Strength(1000)
    /// Auto Layout's `defaultHigh` (750).
    public static let strong = Strength(750)
    /// Halfway (500).
    public static let medium = Strength(500)
    /// Auto Layout's `defaultLow` (250).
    public static let weak = Strength(250)

    /// Whether this strength is ``required``: its constraint must hold exactly.
    public var isRequired: Bool { level >= 1000 }

    /// Whether the level is in (0, 1000] and the weight finite and not negative.
    public var isValid: Bool {
        level.isFinite && level > 0 && level <= 1000 && weight.isFinite && weight >= 0
    }

    /// The same level with the weight multiplied by `factor`.
    public func weighted(_ factor: Double) -> Strength {
        Strength(level, weight: weight * factor)
    }

    /// kiwi's `strength::create(a, b, c, w)` expressed as a level and a weight.
    ///
    /// The highest non-zero of `a` (strong), `b` (medium), `c` (weak) gives the level
    /// (750, 500, 250) and that coefficient times `w` the weight, so `kiwi(1, 0, 0)` is
    /// ``strong`` and `kiwi(0, 2, 0, 1.5)` is ``medium`` with weight 3. As in kiwi, each
    /// coefficient times `w` is clipped to 0…1000, and a strength that folds to kiwi's
    /// `required` (1000, 1000, 1000) or more is ``required``. All zero gives the weak level
    /// with weight 0: a constraint that has no effect, as in kiwi.
    public static func kiwi(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Strength {
        let sa = min(max(a * w, 0), 1000), sb = min(max(b * w, 0), 1000), sc = min(max(c * w, 0), 1000)
        let folded = sa * 1_000_000 + sb * 1000 + sc
        if folded >= 1_001_001_000 { return .required }
        if sa > 0 { return Strength(750, weight: sa) }
        if sb > 0 { return Strength(500, weight: sb) }
        return Strength(250, weight: sc)
    }

    /// Orders by level, then by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.level, lhs.weight) < (rhs.level, rhs.weight)
    }

    /// `required`, `strong`, `medium`, `weak` or the level, with `*weight` when not 1:
    /// the text format's spelling.
    public var description: String {
        let name: String
        switch level {
        case 1000: name = "required"
        case 750: name = "strong"
        case 500: name = "medium"
        case 250: name = "weak"
        default: name = formatNumber(level)
        }
        return weight == 1 ? name : "\(name)*\(formatNumber(weight))"
    }
}
