/// How much a ``LayoutConstraint`` matters, on Auto Layout's scale: 1…1000, where 1000
/// (``required``) must hold and anything lower is optional.
///
/// Priorities form a **strict hierarchy**, as Apple documents ("satisfied in priority order
/// from highest to lowest"): no number of violated `defaultLow` constraints outweighs a single
/// `defaultLow + 1` one. Each priority is a level of the core's ``Strength`` (weight 1), and
/// the solver minimises the violations level by level.
///
/// ```swift
/// let c = label.width == 120 ~ .defaultLow + 1
/// let d = label.width >= 40 ~ 900
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The value: valid in 1…1000.
    public var rawValue: Double

    /// Creates a priority. Values outside 1…1000 (or not finite) are rejected when a
    /// constraint with them is activated or changed, with ``LayoutError/invalidPriority(_:context:)``.
    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// Creates a priority from a number.
    public init(_ value: Double) {
        self.rawValue = value
    }

    /// `750`
    public init(integerLiteral value: Int) {
        self.rawValue = Double(value)
    }

    /// `750.5`
    public init(floatLiteral value: Double) {
        self.rawValue = value
    }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the priority of compression resistance, and of a typical "should" constraint.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the priority of content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority at which a view is asked for its fitting size.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is ``required``.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the value is in 1…1000.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    /// The core strength: level `rawValue`, weight 1.
    public var strength: Strength { Strength(rawValue) }

    /// `.defaultLow + 1`
    public static func + (lhs: LayoutPriority, rhs: Double) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }

    /// `.defaultHigh - 1`
    public static func - (lhs: LayoutPriority, rhs: Double) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }

    /// Orders by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The value: `750`, `250.5`.
    public var description: String { formatLayoutNumber(rawValue) }
}
