/// Why a ``Solver`` operation failed. A failed operation leaves the solver exactly as it was.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could never follow a suggestion.
    case requiredEditStrength(Variable)
    /// The strength's level is outside (0, 1000] or its weight is negative or not finite.
    case invalidStrength(Strength)
    /// A strength cannot change to or from required in place.
    case requiredStrengthChange(Constraint)
    /// A coefficient or constant of the constraint is infinite or NaN.
    case nonFiniteConstraint(Constraint)
    /// A suggested value or a new constant is infinite or NaN.
    case nonFiniteValue(Double)
    /// A coefficient, the constant or the weight of the constraint is beyond
    /// ``Solver/largestInput`` (10¹²) in magnitude: the range in which the solver's answers
    /// are guaranteed (see ``Solver/largestInput``).
    case outOfRange(Constraint)
    /// A suggested value, a new constant or a weight is beyond ``Solver/largestInput``
    /// (10¹²) in magnitude.
    case valueOutOfRange(Double)
    /// The operation's inputs are finite but its result is not: some value or coefficient
    /// would overflow the range of `Double` (beyond ±1.8e308). The operation is refused. The
    /// constraint is the one added, removed or changed (for a suggestion, the edit
    /// variable's constraint; for a batch, its last constraint).
    case nonFiniteResult(Constraint)
    /// The operation's numbers are too far apart for a `Double`'s precision: rounding at the
    /// magnitudes involved (values near 1e300 beside coefficients near 1) made the solver's
    /// rows linearly dependent, so no answer it could give would be worth anything. The
    /// operation is refused. The constraint is named as for ``nonFiniteResult(_:)``.
    case beyondResolution(Constraint)
    /// The required constraint cannot hold together with the required constraints already in
    /// the solver. `conflicts` lists those others (in the order they were added): together
    /// with `constraint` they cannot all hold. For a constant change, `constraint` is the
    /// constraint whose constant was to change.
    case unsatisfiable(Constraint, conflicts: [Constraint])

    /// A sentence that names the constraint or variable at fault.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c) is already in the solver"
        case .unknownConstraint(let c): return "unknown constraint: \(c) is not in the solver"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v) is already an edit variable"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v) is not an edit variable"
        case .requiredEditStrength(let v): return "edit variable \(v) cannot be required; use a strength below 1000"
        case .invalidStrength(let s):
            return "invalid strength \(s): the level must be in (0, 1000] and the weight finite and not negative"
        case .requiredStrengthChange(let c):
            return "cannot change the strength of \(c) to or from required; remove it and add it again"
        case .nonFiniteConstraint(let c): return "constraint \(c) has a coefficient or constant that is not finite"
        case .nonFiniteValue(let v): return "value \(v) is not finite"
        case .outOfRange(let c):
            return "constraint \(c) has a coefficient, constant or weight beyond ±1e12, the range the solver accepts"
        case .valueOutOfRange(let v): return "value \(v) is beyond ±1e12, the range the solver accepts"
        case .nonFiniteResult(let c):
            return
                "the result would not be finite: a value would overflow (beyond ±1.8e308) with \(c); the operation is refused"
        case .beyondResolution(let c):
            return "the numbers around \(c) are too far apart for a double's precision: rounding made the "
                + "solver's rows linearly dependent; the operation is refused"
        case .unsatisfiable(let c, let conflicts):
            if conflicts.isEmpty {
                if c.termCount == 0 {
                    // Every variable cancelled: what is left compares two numbers.
                    return "unsatisfiable constraint: \(c) cannot hold (its variables cancel out)"
                }
                return "unsatisfiable constraint: \(c) cannot hold"
            }
            return "unsatisfiable constraint: \(c) conflicts with "
                + conflicts.map { "\($0)" }.joined(separator: "; ")
        }
    }
}
