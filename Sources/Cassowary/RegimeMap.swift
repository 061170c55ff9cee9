/// The solution as an exact function of one edit variable (or one constraint's constant) over
/// a range: the intervals on which every value is affine in it, and what changes between them.
/// From ``Solver/regimes(of:from:to:tracking:)`` and
/// ``Solver/regimes(ofConstantOf:from:to:tracking:)``.
///
/// A layout's solution is piecewise affine in its container's width: between two breakpoints
/// the same constraints are tight, the same preferences give way, and every position and size
/// is `slope × W + offset`. At a breakpoint an inequality becomes tight or comes loose, or a
/// preference starts to give way or holds again. The map lists each interval (a ``Regime``)
/// with every tracked variable's slope and offset, and each breakpoint's changes; no value is
/// sampled.
///
/// The intervals are in walking order, from ``from`` to ``to`` (which may be below ``from``:
/// the walk then goes down, and each regime's `from` is above its `to`). They cover the range
/// without gaps or overlaps: each regime starts where the previous one ended. A regime is
/// never empty, except the single regime of a map whose range is one point.
public struct RegimeMap: Sendable {
    /// One interval on which every tracked value is affine in the edit variable.
    public struct Regime: Sendable {
        /// Where the walk entered the interval (for the first regime, the map's ``RegimeMap/from``).
        public let from: Double
        /// Where it left it (for the last, the map's ``RegimeMap/to``).
        public let to: Double
        /// Each tracked variable's rate with respect to the edit variable, parallel to
        /// ``RegimeMap/variables``.
        public let slopes: [Double]
        /// Each tracked variable's value where the edit variable is 0, on this interval's line:
        /// the value is `slopes[i] × E + offsets[i]` for `E` between ``from`` and ``to``.
        public let offsets: [Double]
        /// What changed at ``from`` on entering this regime (empty for the first regime).
        public let changes: [Change]

        /// Creates a regime (the solver makes them).
        public init(from: Double, to: Double, slopes: [Double], offsets: [Double], changes: [Change]) {
            self.from = from
            self.to = to
            self.slopes = slopes
            self.offsets = offsets
            self.changes = changes
        }

        /// Whether `value` lies between ``from`` and ``to`` (either way round), ends included.
        public func contains(_ value: Double) -> Bool {
            min(from, to) <= value && value <= max(from, to)
        }

        /// The value of tracked variable number `index` at edit value `e`.
        public func value(at e: Double, variable index: Int) -> Double {
            slopes[index] * e + offsets[index]
        }
    }

    /// What happens to one constraint at a breakpoint.
    public struct Change: Sendable, CustomStringConvertible {
        /// The kinds of change.
        public enum Kind: String, Sendable {
            /// An inequality that had slack reaches its bound and holds the solution from here.
            case becameTight = "becomes tight"
            /// A tight inequality comes loose: its slack grows from here.
            case cameLoose = "comes loose"
            /// An optional constraint that held starts to give way: its error grows from here.
            case startedGivingWay = "starts to give way"
            /// An optional constraint that gave way holds again from here.
            case heldAgain = "holds again"
            /// An optional equality that gave way one way holds exactly here and gives way the
            /// other way from here (`w == 120 @weak` as `w` grows through 120).
            case crossed = "holds here and gives way the other way"
        }

        /// What happens.
        public let kind: Kind
        /// The constraint it happens to (for an edit variable, its edit constraint).
        public let constraint: Constraint
        /// The edit variable, when the constraint is an edit constraint.
        public let editVariable: Variable?

        /// Creates a change (the solver makes them).
        public init(kind: Kind, constraint: Constraint, editVariable: Variable?) {
            self.kind = kind
            self.constraint = constraint
            self.editVariable = editVariable
        }

        /// `w0 >= 44 @strong becomes tight`, `edit W starts to give way`.
        public var description: String {
            let name = editVariable.map { "edit \($0)" } ?? constraint.description
            return "\(name) \(kind.rawValue)"
        }
    }

    /// The constraint whose constant the map is over: for an edit variable, its edit
    /// constraint (`v == suggested value`).
    public let constraint: Constraint
    /// The edit variable the map is over, or nil for a map over a constraint's constant.
    public let editVariable: Variable?
    /// Where the walk started.
    public let from: Double
    /// Where it was asked to end. The regimes reach it unless the constant is a required
    /// constraint's that cannot go that far (see ``isComplete``).
    public let to: Double
    /// The variables whose formulas the regimes hold, in the order asked for (by default every
    /// variable of the solver, in order of first appearance).
    public let variables: [Variable]
    /// The intervals, in walking order.
    public let regimes: [Regime]

    /// Creates a map (the solver makes them).
    public init(
        constraint: Constraint, editVariable: Variable?, from: Double, to: Double,
        variables: [Variable], regimes: [Regime]
    ) {
        self.constraint = constraint
        self.editVariable = editVariable
        self.from = from
        self.to = to
        self.variables = variables
        self.regimes = regimes
    }

    /// Where the last regime ends: ``to``, unless the walk stopped where a required
    /// constraint's constant cannot go further with the other required constraints holding.
    public var reached: Double { regimes.last?.to ?? from }

    /// Whether the regimes cover the whole range from ``from`` to ``to``.
    public var isComplete: Bool { reached == to }

    /// The breakpoints, in walking order: where each regime after the first starts.
    public var breakpoints: [Double] { regimes.dropFirst().map(\.from) }

    /// The regime whose interval holds `e` (at a breakpoint, the one the walk entered there),
    /// or nil when `e` is outside the map.
    public func regime(at e: Double) -> Regime? {
        regimes.first { $0.contains(e) && $0.to != e } ?? regimes.last { $0.contains(e) }
    }

    /// The value of tracked variable number `index` at edit value `e`, from the map, or nil
    /// when `e` is outside it.
    public func value(at e: Double, variable index: Int) -> Double? {
        regime(at: e)?.value(at: e, variable: index)
    }
}
