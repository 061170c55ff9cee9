/// The state of a whole solution, from ``Solver/explainSolution()``: which inequalities are
/// tight and which have slack, which preferences give way and by how much, the error left at
/// each priority level, and which variables the constraints do not determine.
public struct SolutionExplanation: Sendable {
    /// One constraint of the solver (edit constraints included) at the current solution.
    public struct ConstraintStatus: Sendable {
        /// The constraint.
        public let constraint: Constraint
        /// The edit variable, when this is an edit constraint (`v == suggested value`).
        public let editVariable: Variable?
        /// The constant as it stands now (an edit's suggested value).
        public let constant: Double
        /// The strength as it stands now.
        public let strength: Strength
        /// For an inequality, how far it is from tight, in the expression's units (0 when
        /// tight); 0 for an equality.
        public let slack: Double
        /// For an optional constraint, by how much it is violated, in the expression's units
        /// (0 when it holds); 0 for a required one.
        public let error: Double
        /// Whether this inequality holds with no slack (up to rounding); false for an
        /// equality. A violated optional inequality is not tight.
        public let isTight: Bool

        /// Creates a status (the solver makes them).
        public init(
            constraint: Constraint, editVariable: Variable?, constant: Double, strength: Strength,
            slack: Double, error: Double, isTight: Bool
        ) {
            self.constraint = constraint
            self.editVariable = editVariable
            self.constant = constant
            self.strength = strength
            self.slack = slack
            self.error = error
            self.isTight = isTight
        }

        /// Whether the constraint is an inequality.
        public var isInequality: Bool { constraint.relation != .equal }
        /// Whether an optional constraint gives way (its error is not zero up to rounding).
        public var isViolated: Bool { error > ExplanationTolerance.zero(constant) }
        /// `error × weight`: what the violation costs at its level.
        public var weightedError: Double { error * strength.weight }
    }

    /// The error left at one priority level: what the solver minimised there.
    public struct Level: Sendable {
        /// The priority level (below 1000).
        public let level: Double
        /// `Σ weight × error` over the optional constraints of this level.
        public let weightedError: Double
        /// How many of them are violated.
        public let violatedCount: Int
        /// How many optional constraints (edit constraints included) have this level.
        public let constraintCount: Int

        /// Creates a level summary (the solver makes them).
        public init(level: Double, weightedError: Double, violatedCount: Int, constraintCount: Int) {
            self.level = level
            self.weightedError = weightedError
            self.violatedCount = violatedCount
            self.constraintCount = constraintCount
        }
    }

    /// A variable the constraints leave (partly) undetermined.
    public struct AmbiguousVariable: Sendable {
        /// The variable.
        public let variable: Variable
        /// Its current value.
        public let value: Double
        /// The values it can take without making any level's error larger (bounds may be
        /// infinite).
        public let range: ClosedRange<Double>

        /// Creates an entry (the solver makes them).
        public init(variable: Variable, value: Double, range: ClosedRange<Double>) {
            self.variable = variable
            self.value = value
            self.range = range
        }
    }

    /// Every constraint, edit constraints included, in the order they were added.
    public let constraints: [ConstraintStatus]
    /// The priority levels that have optional constraints, highest first.
    public let levels: [Level]
    /// The variables that can move over the optimal solutions, in order of first appearance.
    public let ambiguous: [AmbiguousVariable]

    /// Creates a summary (the solver makes them).
    public init(constraints: [ConstraintStatus], levels: [Level], ambiguous: [AmbiguousVariable]) {
        self.constraints = constraints
        self.levels = levels
        self.ambiguous = ambiguous
    }

    /// The inequalities that hold with no slack.
    public var tight: [ConstraintStatus] { constraints.filter(\.isTight) }
    /// The inequalities that hold with slack (and are not violated).
    public var loose: [ConstraintStatus] { constraints.filter { $0.isInequality && !$0.isTight && !$0.isViolated } }
    /// The optional constraints that give way, highest level first, then in order added.
    public var violated: [ConstraintStatus] {
        constraints.enumerated().filter { $0.element.isViolated }
            .sorted { ($0.element.strength.level, -$0.offset) > ($1.element.strength.level, -$1.offset) }
            .map(\.element)
    }
}

/// The rounding below which an explanation calls a slack or an error zero.
enum ExplanationTolerance {
    /// `1e-8`, or `1e-11` of the constant when that is larger (the engine's own tolerances).
    static func zero(_ constant: Double) -> Double { max(epsilon, relativeEpsilon * abs(constant)) }
}
